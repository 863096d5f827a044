import { z } from 'zod';
import { dateSchema, PAGE_DEFAULT, pageSchema, SIZE_DEFAULT, sizeSchema } from '../model/index.js';

/**
 * Query and path values arrive as strings; these parse them the way FastAPI does, so the 422
 * items carry pydantic's types (`int_parsing`, `uuid_parsing`, …) and the original input.
 */

export function queryInt(inner: z.ZodType<number, number>) {
  return z.string().transform((text, ctx) => {
    if (!/^\s*[+-]?\d+\s*$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Input should be a valid integer, unable to parse string as an integer',
        params: { type: 'int_parsing' },
        input: text,
      });
      return z.NEVER;
    }
    const checked = inner.safeParse(Number(text));
    if (checked.success) return checked.data;
    // Report the bound with the string the client sent, as FastAPI does (`"input": "101"`).
    for (const issue of checked.error.issues)
      ctx.addIssue({ ...issue, input: text } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
}

export const pagingQuery = {
  page: queryInt(pageSchema).default(PAGE_DEFAULT),
  size: queryInt(sizeSchema).default(SIZE_DEFAULT),
};

export const uuidParam = z.uuid();

export const queryDate = dateSchema;

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
