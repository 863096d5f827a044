import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { LintelError } from '../errors.js';
import type { Metrics } from '../metrics.js';
import type { AppEnv } from '../rest/errors.js';

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
