import type { Context, Env } from 'hono';
import {
  detailOf,
  errorCatalogue,
  findLintelError,
  LintelError,
  type ValidationIssue,
  validationSummary,
} from '../errors.js';
import type { HttpEnv } from '../exchange.js';

/** What a handler tells the error renderer about itself (Hono context variables). */
export interface AppEnv extends Env {
  /** Set when the request came through the server (src/http/server.ts); absent in-process (MCP's calls). */
  Bindings: Partial<HttpEnv>;
  Variables: {
    /** Chift declares a ChiftError for this operation's 422 (set by the REST route). */
    validationAsChiftError?: boolean;
  };
}

export interface ErrorRenderOptions {
  /** Render a 422 as Chift's `ChiftError` (where Chift's document declares that for the operation). */
  validationAsChiftError?: boolean;
}

/**
 * The REST error body of contract §2: Chift's `ChiftError`, or the validation body for 422. Where
 * Chift's document declares a `ChiftError` for an operation's 422, the items are summed up in
 * `detail` and kept whole in `errors`.
 */
export function errorBody(error: LintelError, options: ErrorRenderOptions = {}): Record<string, unknown> {
  if (error.code === 'ERROR_VALIDATION') {
    const items = error.detail as ValidationIssue[];
    if (options.validationAsChiftError) {
      return {
        message: errorCatalogue.ERROR_VALIDATION.message,
        status: 'error',
        detail: validationSummary(items),
        error_code: error.code,
        errors: items,
      };
    }
    return { message: errorCatalogue.ERROR_VALIDATION.message, status: 'error', detail: items };
  }
  return { message: error.message, status: 'error', detail: detailOf(error), error_code: error.code };
}

export function errorResponse(
  error: LintelError,
  headers: Record<string, string> = {},
  options: ErrorRenderOptions = {},
): Response {
  return new Response(JSON.stringify(errorBody(error, options)), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers, ...headers },
  });
}

/**
 * The one place REST errors become answers (Hono's `onError`): handlers throw catalogued errors
 * where they happen; anything else is logged once with its cause and masked as a 500.
 */
export function renderError(onUnexpected: (error: unknown, request: Request) => void) {
  return (error: Error, c: Context<AppEnv>): Response => {
    const known = findLintelError(error);
    if (known)
      return errorResponse(known, {}, { validationAsChiftError: c.get('validationAsChiftError') ?? false });
    onUnexpected(error, c.req.raw);
    return errorResponse(new LintelError('ERROR_INTERNAL'));
  };
}
