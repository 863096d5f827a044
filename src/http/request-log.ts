import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/**
 * A path as it may be logged: a connect page's signed link is a credential for as long as it
 * lasts, so it is left out.
 */
export function loggablePath(path: string): string {
  return path.replace(/^\/connect\/[^/]+/, '/connect/:token');
}

/** One structured log line per request: id, method, path, status and duration (never a body). */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.req.header('x-request-id'),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
