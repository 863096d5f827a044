import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/**
 * A path as it may be logged: a connect page's signed link is a credential for as long as it
 * lasts, so it is left out.
 */
export function loggablePath(path: string): string {
  return path.replace(/^\/connect\/[^/]+/, '/connect/:token');
}

/**
 * The log line of one answered request: id, method, path, status and duration (never a body).
 * Answers the milliseconds it took since `started`.
 */
export function logRequest(
  logger: Logger,
  line: { requestId: string | undefined; method: string; path: string; status: number },
  started: number,
): number {
  const ms = performance.now() - started;
  logger.info({ ...line, path: loggablePath(line.path), ms: Math.round(ms * 10) / 10 }, 'request');
  return ms;
}

/** One structured log line per request (`logRequest`), after the answer. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logRequest(
      logger,
      {
        requestId: c.req.header('x-request-id'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
      },
      started,
    );
  };
}
