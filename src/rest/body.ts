import { validationError } from '../errors.js';
import { invalidTextItems } from '../model/index.js';

/**
 * How deep a JSON document may nest. Lintel's deepest body (credentials in a connection, a
 * GraphQL input in variables) is a handful of levels; a cap keeps every later step that walks
 * the value (validation, echoing the input in a 422, serializing) far from the stack limit.
 */
export const MAX_JSON_DEPTH = 64;

/** The 422 `json_invalid` FastAPI answers, at the character `position`. */
function jsonInvalid(position: number, error: string) {
  return validationError([
    { loc: ['body', position], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error } },
  ]);
}

/**
 * Where `text` opens its `limit + 1`th level of nesting, or -1. One pass over the characters,
 * without recursion: JSON.parse is never handed a document deeper than the cap.
 */
function nestingPastLimit(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** `text` parsed as JSON (undefined when empty), or the 422 `json_invalid`: bad syntax or nested too deep. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  const tooDeep = nestingPastLimit(text, MAX_JSON_DEPTH);
  if (tooDeep >= 0) {
    throw jsonInvalid(tooDeep, `JSON nested deeper than ${MAX_JSON_DEPTH} levels (recursion limit exceeded)`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw jsonInvalid(0, error instanceof Error ? error.message : 'invalid JSON');
  }
}

/**
 * A REST request's JSON body (undefined when empty), or a 422: `json_invalid` (see
 * `parseJsonBody`), or, for any string (or key) that is not valid text, `string_unicode` (a lone
 * surrogate) or `string_pattern_mismatch` (NUL) — see `invalidTextItems`.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  const value = parseJsonBody(text);
  const items = invalidJsonTextItems(text, value, ['body']);
  if (items.length > 0) throw validationError(items);
  return value;
}

/**
 * `invalidTextItems` of `value`, parsed from the JSON `text`, at `prefix`. In JSON text a NUL or
 * a surrogate can only be written as an escape (`\u0000`, `\ud800`; raw bytes that are not
 * UTF-8 were decoded to U+FFFD), so most documents skip the walk.
 */
export function invalidJsonTextItems(text: string, value: unknown, prefix: (string | number)[]) {
  return /\\u(?:0000|d[89a-f])/i.test(text) ? invalidTextItems(value, prefix) : [];
}
