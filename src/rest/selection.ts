import type { z } from 'zod';
import {
  type AnyResource,
  arrayElement,
  graphqlMetaOf,
  graphqlName,
  isObject,
  resourceMeta,
  toGraphQLEnumValue,
  unwrap,
} from '../model/index.js';

/**
 * The REST side of the declarations: the GraphQL selection that answers a resource in REST
 * spelling (aliases `unit_price: unitPrice` where the names differ), and REST bodies turned into
 * GraphQL input values. Both read the names from `graphqlName`, the model's one conversion.
 */

/** The object schema a field holds, directly or as the element of a list. */
function objectOf(field: z.ZodType): AnyResource | undefined {
  const { inner } = unwrap(field);
  const element = arrayElement(inner);
  const target = element ? unwrap(element).inner : inner;
  return isObject(target) ? target : undefined;
}

/** `id source_ref: sourceRef { id model } unit_price: unitPrice …` for a resource. */
export function selectionOf(resource: AnyResource, options: { raw?: boolean } = {}): string {
  const parts: string[] = [];
  for (const [restName, field] of Object.entries(resource.shape as Record<string, z.ZodType>)) {
    const name = graphqlName(restName, field);
    const head = name === restName ? name : `${restName}: ${name}`;
    // A field GraphQL serves as JSON is a leaf even when its declaration is an object.
    const nested = graphqlMetaOf(field).type === 'JSON' ? undefined : objectOf(field);
    parts.push(nested ? `${head} { ${selectionOf(nested)} }` : head);
  }
  if (options.raw && resourceMeta.get(resource)?.raw) parts.push('raw @include(if: $raw)');
  return parts.join(' ');
}

/** A REST-spelled value of `resource` as the GraphQL input of the same declaration. */
export function toGraphQLInput(resource: AnyResource, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (value === null || typeof value !== 'object') return out;
  const record = value as Record<string, unknown>;
  for (const [restName, field] of Object.entries(resource.shape as Record<string, z.ZodType>)) {
    if (!(restName in record)) continue;
    const given = record[restName];
    const nested = objectOf(field);
    out[graphqlName(restName, field)] =
      nested && given !== null && given !== undefined
        ? Array.isArray(given)
          ? given.map((item) => toGraphQLInput(nested, item))
          : toGraphQLInput(nested, given)
        : toGraphQLEnumValue(field, given);
  }
  return out;
}
