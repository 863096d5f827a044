import { validationError } from '../errors.js';

/** The request's JSON body (undefined when empty), or the 422 `json_invalid` FastAPI answers. */
export async function readJsonBody(request: Request): Promise<unknown> {
  return parseJsonBody(await request.text());
}

/** `text` parsed as a JSON body (undefined when empty), or the 422 `json_invalid`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw validationError([
      {
        loc: ['body', 0],
        msg: 'JSON decode error',
        type: 'json_invalid',
        input: {},
        ctx: { error: error instanceof Error ? error.message : 'invalid JSON' },
      },
    ]);
  }
}
