import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { LintelError } from '../errors.js';
import { graphqlErrorResponse } from '../graphql/server.js';

/**
 * One CORS policy for the API (`/graphql` and the REST paths), for pages on the origins listed in
 * LINTEL_CORS_ORIGINS. Lintel authenticates with bearer tokens, never cookies, so there is no
 * credentials mode. A page on another origin is refused before anything runs, with a 403 that
 * names the origin and LINTEL_CORS_ORIGINS (and no CORS headers, so the page cannot read even
 * that); paths that take a secret (`/token`, `/mcp-token`, `/admin/…`) never get CORS headers:
 * those are for backends.
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

/** The API a page calls: GraphQL and the REST data routes (pages, docs and probes are not). */
const API_PATHS = /^\/(graphql|consumers|integrations|webhooks)(\/|$)/;

/**
 * A request a browser sent from Lintel's own pages (GraphiQL, /docs, the connect page). Browsers
 * send `Sec-Fetch-Site` (pages cannot set it); the host comparison covers those that do not.
 */
function isSameOrigin(c: Context, origin: string): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true;
  try {
    return new URL(origin).host === c.req.header('host');
  } catch {
    return false;
  }
}

/** The refusal a page on an origin not on the list gets, in the shape of the surface it called. */
function originNotAllowed(c: Context, origin: string): Response {
  const error = new LintelError('ERROR_ORIGIN_NOT_ALLOWED', {
    message:
      `The origin ${origin} is not allowed to call this API from a browser: ` +
      'add it to LINTEL_CORS_ORIGINS (a comma-separated list of origins) and restart Lintel',
  });
  if (c.req.path === '/graphql') return graphqlErrorResponse(error);
  throw error;
}

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
    if (origin === undefined || SECRET_PATHS.test(c.req.path)) return next();
    if (allowed.has(origin)) return apply(c, next);
    // Refused, preflights included: without CORS headers the browser would refuse the answer
    // anyway, and the 403 says why (in the network panel, the server's log, or curl).
    if (API_PATHS.test(c.req.path) && !isSameOrigin(c, origin)) return originNotAllowed(c, origin);
    return next();
  };
}
