import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The client's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every request gets an id: the client's `X-Request-Id` when it is a sane token, else a new UUID.
 * It is set on the request (the log line and the GraphQL/REST context read it there) and echoed
 * on the answer.
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header('x-request-id'));
    c.req.raw.headers.set('x-request-id', id);
    await next();
    c.res.headers.set('X-Request-Id', id);
  };
}
