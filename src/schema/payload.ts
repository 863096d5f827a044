import type { ObjectRef } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import { Kind } from 'graphql';
import type { z } from 'zod';
import {
  type ErrorCode,
  errorCatalogue,
  findLintelError,
  issueLine,
  type LintelError,
  type ValidationIssue,
} from '../errors.js';
import { createNamedRegistry, graphqlName, toValidationItems } from '../model/index.js';
import type { RequestContext } from '../services/context.js';
import { builder, type Types } from './builder.js';

/**
 * Payload mutations (CONTRACT §7): every mutation takes one `input` and answers a payload — the
 * changed object (null when it failed) and `userErrors`. What the client can correct or must
 * know about its input (invalid fields, a record not found, a duplicate, an idempotency conflict,
 * the vendor's refusal) is a user error, so two mutations of one document succeed or fail
 * independently and `data` stays intact. Authentication, scope, rate limits and faults of ours
 * stay top-level errors. REST runs the same resolvers (`services/`) without a payload: it renders a
 * failure as its status and body.
 */

/** What an accounting write can be refused with, besides the codes every write can meet. */
const ACCOUNTING_REFUSALS = [
  'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
  'ERROR_JOURNAL_NOT_FOUND',
  'ERROR_PARTNER_NOT_FOUND',
  'ERROR_TAX_CODE_NOT_FOUND',
  'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND',
  'ERROR_ANALYTIC_PLAN_NOT_FOUND',
  'ERROR_INVOICE_NOT_FOUND',
  'ERROR_ENTRY_NOT_FOUND',
  'ERROR_EMPLOYEE_NOT_FOUND',
  'ERROR_CURRENCY_NOT_FOUND',
  'ERROR_OPERATION_NOT_BALANCED',
  'ERROR_ENTRY_NOT_BALANCED',
  'ERROR_AMOUNTS_NOT_BALANCED',
  'ERROR_BOOKYEAR_NOT_FOUND',
  'ERROR_NO_INVOICE_LINE',
  'ERROR_ZERO_INVOICE',
  'ERROR_NO_OPERATION_LINE',
  'ERROR_JOURNAL_NOT_GOOD_SCOPE',
  'ERROR_WRONG_ENTRY_TYPE',
  'ERROR_ENTRY_HAS_INVALID_STATUS',
  'ERROR_ENTRY_HAS_NO_ACCOUNT_RECEIVABLE_PAYABLE',
  'ERROR_MULTIPLE_PARTNERS',
  'ERROR_MULTIPLE_GL_ACCOUNTS',
  'ERROR_PARTNER_ALREADY_EXISTS',
  'ERROR_JOURNAL_ALREADY_EXISTS',
  'ERROR_LEDGER_ACCOUNT_ALREADY_EXISTS',
  'ERROR_ATTACHMENT_ALREADY_EXISTS',
  'ERROR_INVALID_BASE64_STRING',
  'ERROR_INVOICE_NUMBER_ALREADY_USED',
  'ERROR_ANALYTIC_ACCOUNT_ALREADY_EXISTS',
] as const satisfies readonly ErrorCode[];

/** The catalogue codes a mutation can meet, as `UserErrorCode` values (named as in the catalogue). */
export const USER_ERROR_CODES = [
  'ERROR_VALIDATION',
  'ERROR_CONSUMER_NOT_FOUND',
  'ERROR_CONNECTION_NOT_FOUND',
  'ERROR_WEBHOOK_NOT_FOUND',
  'ERROR_WEBHOOK_LOG_NOT_FOUND',
  'ERROR_API_RESOURCE_NOT_FOUND',
  'ERROR_INTEGRATION_NOT_FOUND',
  'ERROR_NO_ACTIVE_CONNECTION',
  'ERROR_RESOURCE_NOT_SUPPORTED',
  'ERROR_CONNECTOR_AUTHENTICATION',
  'ERROR_CONNECTOR_REQUEST',
  'ERROR_INVALID_CREDENTIALS',
  'ERROR_BAD_REQUEST',
  'ERROR_WEBHOOK_DUPLICATE',
  'ERROR_IDEMPOTENCY_CONFLICT',
  'ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME',
  'ERROR_CLIENT_NOT_FOUND',
  // The accounting writes' refusals (contract §10): described by their catalogue message.
  ...ACCOUNTING_REFUSALS,
] as const satisfies readonly ErrorCode[];
type UserErrorCode = (typeof USER_ERROR_CODES)[number];
const userErrorCodes = new Set<string>(USER_ERROR_CODES);

const codeDescriptions: Record<Exclude<UserErrorCode, (typeof ACCOUNTING_REFUSALS)[number]>, string> = {
  ERROR_VALIDATION: 'A field of the input is invalid (`field` says which)',
  ERROR_CONSUMER_NOT_FOUND: 'The consumer does not exist in the account',
  ERROR_CONNECTION_NOT_FOUND: 'The connection does not exist for the consumer',
  ERROR_WEBHOOK_NOT_FOUND: 'The webhook subscription does not exist in the account',
  ERROR_WEBHOOK_LOG_NOT_FOUND: 'The delivery attempt does not exist for the subscription',
  ERROR_API_RESOURCE_NOT_FOUND: 'The connected software has no such record',
  ERROR_INTEGRATION_NOT_FOUND: 'No connector has that integration id',
  ERROR_NO_ACTIVE_CONNECTION: 'The consumer has no active connection for the API',
  ERROR_RESOURCE_NOT_SUPPORTED: 'The connector does not serve this operation',
  ERROR_CONNECTOR_AUTHENTICATION: 'The connected software refused the connection’s credentials',
  ERROR_CONNECTOR_REQUEST: 'The connected software refused or failed the request',
  ERROR_INVALID_CREDENTIALS: 'The credentials given are not valid for the connector',
  ERROR_BAD_REQUEST:
    'The request cannot be served as given (e.g. several active connections and none chosen)',
  ERROR_WEBHOOK_DUPLICATE: 'A subscription to this event and URL exists already',
  ERROR_IDEMPOTENCY_CONFLICT:
    'The idempotency key was used with another input, or its first use is still running',
  ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME:
    'A write with this idempotency key may or may not have reached the software',
  ERROR_CLIENT_NOT_FOUND: 'The API client does not exist in the account',
};

export const UserErrorCodeRef = builder.enumType('UserErrorCode', {
  description: 'What went wrong with a mutation, in the codes of the REST error catalogue',
  values: Object.fromEntries(
    USER_ERROR_CODES.map((code) => [
      code,
      {
        value: code,
        description:
          code in codeDescriptions
            ? codeDescriptions[code as keyof typeof codeDescriptions]
            : errorCatalogue[code].message,
      },
    ]),
  ),
});

export interface UserErrorSource {
  code: UserErrorCode;
  message: string;
  field: string[] | null;
}

export const UserErrorRef = builder.objectRef<UserErrorSource>('UserError').implement({
  description: 'Why a mutation did not change anything, or did not change all it was asked to',
  fields: (t) => ({
    code: t.field({
      type: UserErrorCodeRef,
      description: 'What went wrong',
      resolve: (e) => e.code as never,
    }),
    message: t.string({ description: 'What went wrong, specifically', resolve: (e) => e.message }),
    field: t.stringList({
      description:
        'Path of the input field at fault from the mutation’s arguments (`["input", "name"]`; list indexes as strings); null when no single field is',
      nullable: true,
      resolve: (e) => e.field,
    }),
  }),
});

/** A validation item's location as a GraphQL input path: `["body", "unit_price"]` → `["input", "unitPrice"]`. */
function fieldPath(loc: readonly (string | number)[]): string[] {
  const rest = loc[0] === 'body' || loc[0] === 'input' ? loc.slice(1) : loc;
  return ['input', ...rest.map((part) => (typeof part === 'number' ? String(part) : graphqlName(part)))];
}

/** A catalogued error as the user errors of a payload (a validation error: one per item). */
export function toUserErrors(error: LintelError): UserErrorSource[] {
  const code = error.code as UserErrorCode;
  if (error.code === 'ERROR_VALIDATION' && Array.isArray(error.detail)) {
    return (error.detail as ValidationIssue[]).map((item) => ({
      code,
      message: issueLine({ loc: item.loc.filter((p) => p !== 'body'), msg: item.msg }),
      field: fieldPath(item.loc),
    }));
  }
  const detail = typeof error.detail === 'string' && error.detail !== '' ? `: ${error.detail}` : '';
  return [{ code, message: `${error.message}${detail}`, field: null }];
}

/** Validates a mutation's input with its declaration; issues become the payload's user errors. */
export function parseInput<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { value: T } | { errors: UserErrorSource[] } {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return { value: parsed.data };
  return {
    errors: toValidationItems(parsed.error.issues).map((item) => ({
      code: 'ERROR_VALIDATION' as const,
      message: issueLine(item),
      field: ['input', ...item.loc.map(String)],
    })),
  };
}

/**
 * Runs a mutation's work and answers its payload: `{ [key]: result, userErrors: [] }`, or the
 * failure as user errors when it is one a client meets.
 */
export async function runPayload<K extends string, T>(
  key: K,
  work: () => Promise<T>,
): Promise<{ [P in K]: T | null } & { userErrors: UserErrorSource[] }> {
  try {
    return { [key]: await work(), userErrors: [] } as never;
  } catch (error) {
    const known = findLintelError(error);
    if (!known || !userErrorCodes.has(known.code)) throw error;
    return { [key]: null, userErrors: toUserErrors(known) } as never;
  }
}

/** A payload answered without running anything (its input was refused). */
export function failedPayload<K extends string>(key: K, errors: UserErrorSource[]) {
  return { [key]: null, userErrors: errors } as { [P in K]: null } & { userErrors: UserErrorSource[] };
}

/**
 * The idempotency key of one mutation: its `idempotencyKey` input field, else the request's
 * header when the document runs only this mutation (a header cannot tell two mutations apart).
 */
export function idempotencyKeyOf(
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  given: string | null | undefined,
): string | null {
  if (given !== null && given !== undefined) return given;
  const selections = info.operation.selectionSet.selections;
  const single = selections.length === 1 && selections[0]!.kind === Kind.FIELD;
  return single ? ctx.idempotencyKey : null;
}

const payloadRefs = createNamedRegistry<ObjectRef<Types, unknown>>('The payload type');

/** `<Mutation>Payload { <key>: <type>, userErrors }` (plus any extra fields the mutation adds). */
export function payloadType<T>(
  name: string,
  key: string,
  type: ObjectRef<Types, T> | 'ID',
  description: string,
  keyDescription: string,
  options: { list?: boolean } = {},
): ObjectRef<Types, Record<string, unknown> & { userErrors: UserErrorSource[] }> {
  return payloadRefs(name, type, () => {
    const ref = builder.objectRef<Record<string, unknown> & { userErrors: UserErrorSource[] }>(name);
    ref.implement({
      description,
      fields: (t) => ({
        [key]: t.field({
          type: (options.list ? [type] : type) as never,
          nullable: true,
          description: keyDescription,
          resolve: (payload) => (payload[key] ?? null) as never,
        }),
        userErrors: t.field({
          type: [UserErrorRef],
          description: 'Why the mutation changed nothing; empty when it succeeded',
          resolve: (payload) => payload.userErrors,
        }),
      }),
    });
    return ref as never;
  }) as never;
}
