import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * One CORS policy for the API (`/graphql` and the REST paths), for pages on the origins listed in
 * LINTEL_CORS_ORIGINS. Lintel authenticates with bearer tokens, never cookies, so there is no
 * credentials mode. An origin not on the list gets no CORS headers at all (the browser then
 * refuses the answer), and paths that take a secret (`/token`, `/mcp-token`, `/admin/…`) never
 * get any: those are for backends.
 */

/** Headers a browser client may send: auth, JSON bodies, and Chift's and Lintel's own. */
export const CORS_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'x-chift-connectionid',
  'x-lintel-connectionid',
  'x-chift-client-requestid',
  'idempotency-key',
  'x-chift-raw-data',
  'x-chift-force-refresh',
  'x-request-id',
  'last-event-id',
];

/** Answer headers a page may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = ['x-request-id', 'retry-after', 'x-lintel-cache', 'age', 'allow'];

const METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'];

/** Paths that carry a secret in their body or header: backends only. */
const SECRET_PATHS = /^\/(token|mcp-token|admin)(\/|$)/;

export function corsPolicy(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const apply = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: METHODS,
    allowHeaders: CORS_REQUEST_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    credentials: false,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    // `Vary: Origin` is on every answer when origins are configured (src/http/send.ts).
    if (origin === undefined || !allowed.has(origin) || SECRET_PATHS.test(c.req.path)) return next();
    return apply(c, next);
  };
}
