import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { LintelError } from '../errors.js';
import type { Metrics } from '../metrics.js';
import type { AppEnv } from '../rest/errors.js';

/** The label of requests no route matched: never the raw path, whose ids would be unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route template that answered, in OpenAPI spelling (`/consumers/{consumer_id}`): the last
 * matched route that is not a catch-all middleware. Hono's `:name{regex}` becomes `{name}`.
 */
export function routeTemplate(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const path = routes[i]!.path;
    if (!path.includes('*')) return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
  }
  return UNMATCHED_ROUTE;
}

/** Counts every request by route template, method and status, and times it. */
export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.httpRequest(routeTemplate(c), c.req.method, c.res.status, (performance.now() - started) / 1000);
    }
  };
}

/** Compares in constant time whatever the lengths (both sides hashed first). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` in Prometheus text format, behind `Authorization: Bearer <LINTEL_METRICS_TOKEN>`.
 * Without a token configured nothing is mounted, so the path answers like any unknown one.
 */
export function mountMetrics(app: Hono<AppEnv>, deps: { metrics: Metrics; token: string | undefined }): void {
  const { metrics, token } = deps;
  if (!token) return;
  app.get('/metrics', async (c) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match || !sameToken(match[1]!, token)) {
      throw new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
        message: match ? 'Invalid metrics token' : 'Not authenticated',
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    const body = await metrics.scrape();
    return c.body(body, 200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
  });
}
