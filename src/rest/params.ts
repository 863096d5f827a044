import { z } from 'zod';
import { unwrap } from '../model/index.js';

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

function fromText(field: z.ZodType, parse: (text: string, ctx: Ctx) => unknown): z.ZodType {
  return z.string().transform((text, ctx) => {
    const value = parse(text, ctx);
    if (value === z.NEVER) return z.NEVER;
    const checked = field.safeParse(value);
    if (checked.success) return checked.data;
    reportBoundIssues(checked, text, ctx);
    return z.NEVER;
  });
}

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
    reader = fromText(inner, (text, ctx) =>
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
    reader = fromText(inner, (text, ctx) =>
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
    reader = fromText(inner, (text, ctx) => {
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

/** The first of `names` the request carries with a non-empty value. */
export function firstHeader(request: Request, names: string[]): string | null {
  for (const name of names) {
    const value = request.headers.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
