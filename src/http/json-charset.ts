import type { MiddlewareHandler } from 'hono';

/** Every JSON body says its charset (contract §1), successes as well as errors. */
export function jsonCharset(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.get('content-type') === 'application/json') {
      c.res.headers.set('content-type', 'application/json; charset=utf-8');
    }
  };
}
