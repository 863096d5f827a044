import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, parseRetryAfter } from '../../src/connectors/http.js';
import { LintelError } from '../../src/errors.js';

/** A loopback server whose next answers are scripted per test; it counts what reaches it. */
let server: Server;
let base: string;
let script: ((req: IncomingMessage, res: ServerResponse) => void)[] = [];
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const next = script.shift();
    if (next) return next(req, res);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  script = [];
  hits = 0;
});

const status =
  (code: number, headers: Record<string, string> = {}) =>
  (_: IncomingMessage, res: ServerResponse) =>
    res.writeHead(code, { 'content-type': 'application/json', ...headers }).end('{"error":"x"}');

const fast = {
  timeoutMs: 300,
  retries: 2,
  baseDelayMs: 1,
  maxDelayMs: 5,
  breakerThreshold: 2,
  breakerOpenMs: 200,
};
const get = { method: 'GET' as const, idempotent: true, what: 'read things' };

async function failure(promise: Promise<unknown>): Promise<LintelError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LintelError);
  return error as LintelError;
}

describe('outbound HTTP client', () => {
  it('answers a 2xx with its parsed JSON', async () => {
    const http = createHttpClient({ vendor: 'Acme', ...fast });
    const res = await http.request('c1', { ...get, url: `${base}/x` });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    await http.close();
  });

  it('retries a 503 on idempotent calls and succeeds', async () => {
    script = [status(503), status(503)];
    const http = createHttpClient({ vendor: 'Acme', ...fast });
    const res = await http.request('c1', { ...get, url: `${base}/x` });
    expect(res.status).toBe(200);
    expect(hits).toBe(3);
    await http.close();
  });

  it('never retries a non-idempotent call', async () => {
    script = [status(503)];
    const http = createHttpClient({ vendor: 'Acme', ...fast });
    const error = await failure(
      http.request('c1', { method: 'POST', url: `${base}/x`, idempotent: false, what: 'create' }),
    );
    expect(error.code).toBe('ERROR_CONNECTOR_REQUEST');
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Acme answered HTTP 503 (create)');
    expect(hits).toBe(1);
    await http.close();
  });

  it('waits for Retry-After (seconds) before retrying a 429', async () => {
    script = [status(429, { 'retry-after': '1' })];
    const http = createHttpClient({ vendor: 'Acme', ...fast, maxRetryAfterMs: 5000 });
    const started = performance.now();
    const res = await http.request('c1', { ...get, url: `${base}/x` });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(hits).toBe(2);
    await http.close();
  });

  it('fails at once when Retry-After is longer than it will wait', async () => {
    script = [status(429, { 'retry-after': '120' })];
    const http = createHttpClient({ vendor: 'Acme', ...fast, maxRetryAfterMs: 1000 });
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(error.detail).toBe('Acme asked to retry after 120 s (HTTP 429)');
    expect(hits).toBe(1);
    await http.close();
  });

  it('parses Retry-After as seconds or as an HTTP-date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('times out a slow answer within the total timeout', async () => {
    script = [(_, res) => setTimeout(() => res.end('{}'), 2000)];
    const http = createHttpClient({ vendor: 'Acme', ...fast, retries: 0 });
    const started = performance.now();
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(error.detail).toBe('Acme did not answer within 0.3 s (read things)');
    await http.close();
  });

  it('reports a closed port as a connector failure', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const http = createHttpClient({ vendor: 'Acme', ...fast, retries: 0 });
    const error = await failure(http.request('c1', { ...get, url: `http://127.0.0.1:${port}/x` }));
    expect(error.detail).toBe('Acme refused the connection (read things)');
    await http.close();
  });

  it('opens the breaker of one connection after repeated failures, then closes it after a probe', async () => {
    const http = createHttpClient({ vendor: 'Acme', ...fast, retries: 0 });
    script = [status(500), status(500)];
    await failure(http.request('c1', { ...get, url: `${base}/x` }));
    await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(http.breakerState('c1')).toBe('open');
    // Open: fails fast without reaching the server; another connection is unaffected.
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(error.detail).toMatch(/^Acme is failing; calls are paused for \d+ s$/);
    expect(hits).toBe(2);
    expect((await http.request('c2', { ...get, url: `${base}/x` })).status).toBe(200);
    expect(hits).toBe(3);
    await new Promise((r) => setTimeout(r, 250));
    expect(http.breakerState('c1')).toBe('half-open');
    expect((await http.request('c1', { ...get, url: `${base}/x` })).status).toBe(200);
    expect(http.breakerState('c1')).toBe('closed');
    await http.close();
  });

  it('limits concurrent requests per connection', async () => {
    let active = 0;
    let peak = 0;
    const slow = (_: IncomingMessage, res: ServerResponse) => {
      active++;
      peak = Math.max(peak, active);
      setTimeout(() => {
        active--;
        res.end('{}');
      }, 30);
    };
    script = Array.from({ length: 6 }, () => slow);
    const http = createHttpClient({ vendor: 'Acme', ...fast, concurrency: 2 });
    await Promise.all(Array.from({ length: 6 }, () => http.request('c1', { ...get, url: `${base}/x` })));
    expect(peak).toBe(2);
    await http.close();
  });

  it('refuses loopback and metadata addresses when private networks are blocked', async () => {
    const http = createHttpClient({ vendor: 'Acme', ...fast, blockPrivateNetworks: true });
    for (const url of [
      `${base}/x`,
      'http://169.254.169.254/latest',
      'http://[::1]:18080/',
      'http://localhost:18080/',
    ]) {
      const error = await failure(http.request('c1', { ...get, url }));
      expect(error.detail).toMatch(/private or loopback address, refused/);
    }
    expect(hits).toBe(0);
    await http.close();
  });
});
