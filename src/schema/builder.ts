import SchemaBuilder from '@pothos/core';
import ValidationPlugin from '@pothos/plugin-validation';
import { validationError } from '../errors.js';
import { toValidationItems } from '../model/index.js';
import type { RequestContext } from '../services/context.js';

/** The one schema builder (the only module-level singleton, as in Pothos' own examples). */
export interface BuilderTypes {
  Context: RequestContext;
  DefaultFieldNullability: false;
  Scalars: {
    Date: { Input: string; Output: string };
    DateTime: { Input: string; Output: Date | string };
    LocalDateTime: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
    URL: { Input: string; Output: string };
    CurrencyCode: { Input: string; Output: string };
    CountryCode: { Input: string; Output: string };
  };
}

export type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export const builder = new SchemaBuilder<BuilderTypes>({
  plugins: [ValidationPlugin],
  defaultFieldNullability: false,
  validation: {
    // Zod issues become the same pydantic-style items the REST surface returns.
    validationError: (failure) =>
      validationError(
        toValidationItems(
          // Pothos wraps each zod issue with Object.create, so `code`, `maximum`, … are inherited
          // rather than own properties: keep the prototype chain instead of spreading.
          failure.issues.map((issue) =>
            Object.create(issue, {
              path: { value: (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)) },
            }),
          ) as unknown as Parameters<typeof toValidationItems>[0],
        ),
      ),
  },
});

builder.queryType({
  description:
    'What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients',
});
builder.mutationType({
  description: 'What an API client changes: consumers, connections, records, webhooks and API clients',
});
