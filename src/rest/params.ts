import { z } from 'zod';
import { validationError } from '../errors.js';
import { invalidTextItems, unwrap, type ValidationItem } from '../model/index.js';

/**
 * Query and path values arrive as strings. `querySchemaFor` turns a REST-spelled declaration
 * (paging, filters) into a schema that reads those strings the way FastAPI does — integers,
 * numbers and booleans parsed, bounds checked with the client's string as `input` — so the 422
 * items carry pydantic's types (`int_parsing`, `bool_parsing`, …).
 */

type Ctx = z.core.$RefinementCtx<string>;

function reportBoundIssues(checked: z.ZodSafeParseResult<unknown>, text: string, ctx: Ctx): void {
  if (checked.success) return;
  // Report the bound with the string the client sent, as FastAPI does (`"input": "101"`).
  for (const issue of checked.error.issues)
    ctx.addIssue({ ...issue, input: text } as Parameters<Ctx['addIssue']>[0]);
}

/** `parse` the text, then check the value against each of `fields` in turn. */
function fromText(fields: z.ZodType[], parse: (text: string, ctx: Ctx) => unknown): z.ZodType {
  return z.string().transform((text, ctx) => {
    let value = parse(text, ctx);
    if (value === z.NEVER) return z.NEVER;
    for (const field of fields) {
      const checked = field.safeParse(value);
      if (!checked.success) {
        reportBoundIssues(checked, text, ctx);
        return z.NEVER;
      }
      value = checked.data;
    }
    return value;
  });
}

/**
 * Every integer parameter becomes a GraphQL `Int` on its way to the resolvers, which holds 32
 * bits: a larger one is refused here with the bound (422), not by GraphQL later (500).
 */
const graphqlInt = z.int32();

const issue = (ctx: Ctx, text: string, type: string, message: string) => {
  ctx.addIssue({ code: 'custom', message, params: { type }, input: text });
  return z.NEVER;
};

/** One declared field read from a query string. */
function queryField(field: z.ZodType): z.ZodType {
  const { inner, optional, defaultValue } = unwrap(field);
  const def = inner._zod.def as { type: string; format?: string };
  let reader: z.ZodType;
  if (def.type === 'number' && def.format && /int/.test(def.format)) {
    reader = fromText([inner, graphqlInt], (text, ctx) =>
      /^\s*[+-]?\d+\s*$/.test(text)
        ? Number(text)
        : issue(
            ctx,
            text,
            'int_parsing',
            'Input should be a valid integer, unable to parse string as an integer',
          ),
    );
  } else if (def.type === 'number') {
    reader = fromText([inner], (text, ctx) =>
      text.trim() !== '' && Number.isFinite(Number(text))
        ? Number(text)
        : issue(
            ctx,
            text,
            'float_parsing',
            'Input should be a valid number, unable to parse string as a number',
          ),
    );
  } else if (def.type === 'boolean') {
    reader = fromText([inner], (text, ctx) => {
      const lowered = text.toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(lowered)) return true;
      if (['false', '0', 'no', 'off'].includes(lowered)) return false;
      return issue(ctx, text, 'bool_parsing', 'Input should be a valid boolean, unable to interpret input');
    });
  } else reader = inner;
  if (defaultValue !== undefined)
    return reader.optional().transform((v) => (v === undefined ? defaultValue : v));
  return optional ? reader.optional() : reader;
}

/** The schema of a query string for a REST-spelled declaration. */
export function querySchemaFor(schema: z.ZodObject): z.ZodType<Record<string, unknown>> {
  return z.object(
    Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => [
        name,
        queryField(field),
      ]),
    ),
  ) as never;
}

/** Headers that pick a connection (contract §1). */
export const CONNECTION_HEADERS = ['x-chift-connectionid', 'x-lintel-connectionid'];
export const IDEMPOTENCY_HEADERS = ['x-chift-client-requestid', 'idempotency-key'];

/**
 * What the header rules below read: a `Request`, or the memory answers' view of a Node request
 * (src/http/memory-answers.ts), so that both read the same headers the same way.
 */
export interface WithHeaders {
  headers: { get(name: string): string | null | undefined };
}

/** The first of `names` the request carries with a non-empty value, with the name it came in. */
function namedHeader(request: WithHeaders, names: string[]): { name: string; value: string } | null {
  for (const name of names) {
    const value = request.headers.get(name)?.trim();
    if (value) return { name, value };
  }
  return null;
}

/** `x-chift-force-refresh: true` (Chift's): read through the read cache and refresh it. */
export function isForceRefresh(request: WithHeaders): boolean {
  return request.headers.get('x-chift-force-refresh')?.trim().toLowerCase() === 'true';
}

/** `x-chift-raw-data: true`: answers carry the vendor's own record as `raw`. */
export function isRawData(request: WithHeaders): boolean {
  return request.headers.get('x-chift-raw-data')?.trim().toLowerCase() === 'true';
}

/** The first of `names` the request carries with a non-empty value. */
export function firstHeader(request: WithHeaders, names: string[]): string | null {
  return namedHeader(request, names)?.value ?? null;
}

/** Longest idempotency key (contract §1); keys are stored and indexed as they come. */
export const IDEMPOTENCY_KEY_MAX = 255;

/** What is wrong with the request's idempotency key (`x-chift-client-requestid` / `Idempotency-Key`), if anything. */
export function idempotencyKeyIssues(request: Request): ValidationItem[] {
  const key = namedHeader(request, IDEMPOTENCY_HEADERS);
  if (!key || key.value.length <= IDEMPOTENCY_KEY_MAX) return [];
  return [
    {
      loc: ['header', key.name],
      msg: `String should have at most ${IDEMPOTENCY_KEY_MAX} characters`,
      type: 'string_too_long',
      input: key.value,
      ctx: { max_length: IDEMPOTENCY_KEY_MAX },
    },
  ];
}

/** The request's idempotency key, or the 422 of a key longer than `IDEMPOTENCY_KEY_MAX`. */
export function requireIdempotencyKey(request: Request): string | null {
  const issues = idempotencyKeyIssues(request);
  if (issues.length > 0) throw validationError(issues);
  return firstHeader(request, IDEMPOTENCY_HEADERS);
}

/**
 * Items for the path and query values that are not valid text (NUL, `%00`, or a lone surrogate),
 * which no declared string accepts. Percent-decoding never yields a lone surrogate (`%ED%A0%80`
 * is not UTF-8 and decodes to U+FFFD), but the walk is the bodies' one.
 */
export function invalidTextParamIssues(
  path: Record<string, string>,
  query: Record<string, string>,
): ValidationItem[] {
  return [...invalidTextItems(path, ['path']), ...invalidTextItems(query, ['query'])];
}
