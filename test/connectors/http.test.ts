import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  joinSharedLoad,
  parseRetryAfter,
  withVendorDeadline,
} from '../../src/connectors/http.js';
import { LintelError } from '../../src/errors.js';
import { addStay, seedHotel } from '../fakes/mews/data.js';
import { startMewsFake } from '../fakes/mews/server.js';
import { startOdooFake } from '../fakes/odoo/server.js';
import { FAKE_TOKEN } from '../fakes/square/server.js';
import { createTestApp } from '../kit/app.js';
import { createMewsHarness, credentialsFor } from './mews/setup.js';
import { connectOdoo, createOdooTestApp, path as odooPath } from './odoo/helpers.js';
import { modifiersPath, startSquareHarness } from './square/kit.js';

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

/** One load at a time for everyone asking, as a connection's memo or cache keeps it. */
function sharedLoad(http: ReturnType<typeof createHttpClient>) {
  let running: Promise<unknown> | undefined;
  return () =>
    (running ??= http.request('c1', { ...get, url: `${base}/x` }).finally(() => {
      running = undefined;
    }));
}

/**
 * The client's `sleep` (back-offs and Retry-After waits): each wait is recorded in `waits` and
 * ends at once, so a test checks what the client waited for without spending it.
 */
function recordedSleep(waits: number[]) {
  return async (ms: number) => {
    waits.push(ms);
  };
}

/** Lets the sockets and timers of the loopback server run: a late call would have arrived by then. */
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Blocks the event loop for `ms`: a gap between two calls that a busy machine cannot stretch the
 * way it delays a timer (a timer set for 20 ms may fire after 80).
 */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Spinning on purpose (see above).
  }
}

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
    expect(error.detail).toBe(`Acme answered HTTP 503 at ${base}/ (create)`);
    expect(hits).toBe(1);
    await http.close();
  });

  it('waits for Retry-After (seconds) before retrying a 429', async () => {
    script = [status(429, { 'retry-after': '1' })];
    // The client's waits go through `sleep`: recorded here and not spent, so the test does not
    // sit out the second it checks.
    const waits: number[] = [];
    const http = createHttpClient({
      vendor: 'Acme',
      ...fast,
      maxRetryAfterMs: 5000,
      sleep: recordedSleep(waits),
    });
    const res = await http.request('c1', { ...get, url: `${base}/x` });
    expect(res.status).toBe(200);
    expect(waits).toEqual([1000]);
    expect(hits).toBe(2);
    await http.close();
  });

  it('fails at once when Retry-After is longer than it will wait', async () => {
    script = [status(429, { 'retry-after': '120' })];
    const http = createHttpClient({ vendor: 'Acme', ...fast, maxRetryAfterMs: 1000 });
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(error.detail).toBe(`Acme asked to retry after 120 s (HTTP 429 at ${base}/, read things)`);
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
    const http = createHttpClient({ vendor: 'Acme', ...fast, timeoutMs: 100, retries: 0 });
    const started = performance.now();
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(error.detail).toBe(`Acme did not answer: timed out after 0.1 s at ${base}/ (read things)`);
    await http.close();
  });

  it('reports a closed port as a connector failure', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const http = createHttpClient({ vendor: 'Acme', ...fast, retries: 0 });
    const error = await failure(http.request('c1', { ...get, url: `http://127.0.0.1:${port}/x` }));
    expect(error.detail).toBe(
      `Acme could not be reached: connection refused at http://127.0.0.1:${port}/ (read things)`,
    );
    await http.close();
  });

  it('opens the breaker of one connection after repeated failures, then closes it after a probe', async () => {
    // The breaker reads the client's clock: moved past its open window rather than waited out.
    let clock = Date.now();
    const http = createHttpClient({ vendor: 'Acme', ...fast, retries: 0, now: () => clock });
    script = [status(500), status(500)];
    await failure(http.request('c1', { ...get, url: `${base}/x` }));
    await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(http.breakerState('c1')).toBe('open');
    // Open: fails fast without reaching the server; another connection is unaffected.
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(error.detail).toMatch(
      /^Acme is failing at http:\/\/127\.0\.0\.1:\d+\/; calls are paused for \d+ s$/,
    );
    expect(hits).toBe(2);
    expect((await http.request('c2', { ...get, url: `${base}/x` })).status).toBe(200);
    expect(hits).toBe(3);
    clock += fast.breakerOpenMs - 1;
    expect(http.breakerState('c1')).toBe('open');
    clock += 1;
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

/** A request that hangs: the server never answers it (the socket closes with the server). */
const hang = (_: IncomingMessage, _res: ServerResponse) => {};

/**
 * Deadlines here are the real thing (a hanging loopback server cut by the client's timers), so
 * they are short: 0.5 to 0.8 s rather than the 20 s default.  Upper bounds keep 0.4 s of slack for a
 * busy machine; back-offs go through `recordedSleep` and are not spent.
 */
describe('one deadline per request (LINTEL_VENDOR_DEADLINE_SECONDS)', () => {
  it('ends a call to a hanging vendor at the deadline, whatever the per-attempt timeout and retries', async () => {
    script = [hang, hang, hang];
    // 15 s per attempt and 2 retries (45 s without a deadline); the deadline is 0.5 s.
    const waits: number[] = [];
    const http = createHttpClient({
      vendor: 'Acme',
      timeoutMs: 15_000,
      retries: 2,
      deadlineMs: 500,
      sleep: recordedSleep(waits),
    });
    const started = performance.now();
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(490);
    expect(elapsed).toBeLessThan(900);
    expect(error.code).toBe('ERROR_CONNECTOR_REQUEST');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Error while trying to perform your request: Acme timed out');
    expect(error.detail).toBe(
      `Acme did not answer within the 0.5 s deadline at ${base}/ (read things; 1 attempt)`,
    );
    expect(hits).toBe(1);
    // Nothing after the deadline: no back-off started (a retry would follow it at once here).
    await settle();
    expect(waits).toEqual([]);
    expect(hits).toBe(1);
    await http.close();
  });

  it('counts the wait for a connection slot: queued calls end at the same deadline and never reach the vendor', async () => {
    script = Array.from({ length: 6 }, () => hang);
    const waits: number[] = [];
    const http = createHttpClient({
      vendor: 'Acme',
      timeoutMs: 15_000,
      deadlineMs: 500,
      concurrency: 2,
      sleep: recordedSleep(waits),
    });
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
        return { ms: performance.now() - started, detail: error.detail };
      }),
    );
    for (const { ms } of outcomes) expect(ms).toBeLessThan(900);
    expect(outcomes.filter((o) => /1 attempt\)$/.test(String(o.detail)))).toHaveLength(2);
    expect(outcomes.filter((o) => /no free connection slot in time\)$/.test(String(o.detail)))).toHaveLength(
      4,
    );
    expect(hits).toBe(2);
    // A queued call let through late would take a freed slot at once: it would have arrived.
    await settle();
    expect(waits).toEqual([]);
    expect(hits).toBe(2);
    await http.close();
  });

  it('a call that gets its slot with under 50 ms (a tenth) of its 0.5 s deadline left is not sent', async () => {
    script = Array.from({ length: 2 }, () => hang);
    const http = createHttpClient({ vendor: 'Acme', timeoutMs: 15_000, deadlineMs: 500, concurrency: 1 });
    // The second call queues 20 ms after the first: when the deadline cuts the first and frees
    // the slot, the second has about 20 ms left, which no vendor answers in.
    const first = failure(http.request('c1', { ...get, url: `${base}/x` }));
    busyFor(20);
    const second = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect((await first).detail).toBe(
      `Acme did not answer within the 0.5 s deadline at ${base}/ (read things; 1 attempt)`,
    );
    expect(second.detail).toBe(
      `Acme did not answer within the 0.5 s deadline at ${base}/ (read things; no free connection slot in time)`,
    );
    await settle();
    expect(hits).toBe(1);
    await http.close();
  });

  it('stops retrying when the next attempt would start past the deadline', async () => {
    script = [status(503, { 'retry-after': '2' }), status(503)];
    const http = createHttpClient({ vendor: 'Acme', ...fast, maxRetryAfterMs: 5_000, deadlineMs: 1_000 });
    const started = performance.now();
    const error = await failure(http.request('c1', { ...get, url: `${base}/x` }));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.detail).toBe(
      `Acme asked to retry after 2 s, past the 1 s deadline (HTTP 503 at ${base}/, read things)`,
    );
    expect(hits).toBe(1);
    await http.close();
  });

  it('calls inside withVendorDeadline share one deadline, set by the first', async () => {
    // Three calls in a row, 250 ms each: alone each is within 0.7 s, together they are not. The
    // third goes out with ~200 ms left (over the 70 ms a call needs, with room for a busy
    // machine) and is cut by the deadline.
    const slow = (_: IncomingMessage, res: ServerResponse) => setTimeout(() => res.end('{}'), 250);
    script = [slow, slow, slow];
    const http = createHttpClient({ vendor: 'Acme', timeoutMs: 15_000, deadlineMs: 700 });
    const started = performance.now();
    const error = await failure(
      withVendorDeadline(async () => {
        for (let i = 0; i < 3; i++) await http.request('c1', { ...get, url: `${base}/x` });
      }),
    );
    expect(performance.now() - started).toBeLessThan(1_100);
    expect(error.detail).toBe(
      `Acme did not answer within the 0.7 s deadline at ${base}/ (read things; 1 attempt)`,
    );
    expect(hits).toBe(3);
    await http.close();
  });

  it('an operation that ends does not end the scope of another still running', async () => {
    // As above: 250 ms calls, three past the 0.7 s deadline, two within it.
    const slow = (_: IncomingMessage, res: ServerResponse) => setTimeout(() => res.end('{}'), 250);
    script = [slow, slow, slow];
    const http = createHttpClient({ vendor: 'Acme', timeoutMs: 15_000, deadlineMs: 700 });
    // A short operation starts and ends while the long one waits for its first answer: the
    // long one's second and third calls still count against the deadline its first call set.
    const long = failure(
      withVendorDeadline(async () => {
        for (let i = 0; i < 3; i++) await http.request('c1', { ...get, url: `${base}/x` });
      }),
    );
    await withVendorDeadline(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const error = await long;
    expect(error.detail).toBe(
      `Acme did not answer within the 0.7 s deadline at ${base}/ (read things; 1 attempt)`,
    );
    // Once nothing runs in a scope, a new operation gets a deadline of its own.
    script = [slow, slow];
    await withVendorDeadline(async () => {
      for (let i = 0; i < 2; i++) await http.request('c1', { ...get, url: `${base}/x` });
    });
    await http.close();
  });

  it("a request joining a shared load that ends on its starter's deadline gets a new load, not that error", async () => {
    const slow = (_: IncomingMessage, res: ServerResponse) => setTimeout(() => res.end('{"n":1}'), 1_000);
    const fast = (_: IncomingMessage, res: ServerResponse) => res.end('{"n":2}');
    script = [slow, fast];
    const http = createHttpClient({ vendor: 'Acme', timeoutMs: 15_000, deadlineMs: 300 });
    const shared = sharedLoad(http);
    const first = failure(withVendorDeadline(() => joinSharedLoad(shared)));
    await new Promise((resolve) => setTimeout(resolve, 250));
    // Joins the load 50 ms before the first request's deadline ends it.
    const started = performance.now();
    const second = (await withVendorDeadline(() => joinSharedLoad(shared))) as { json: unknown };
    expect((await first).detail).toBe(
      `Acme did not answer within the 0.3 s deadline at ${base}/ (read things; 1 attempt)`,
    );
    expect(second.json).toEqual({ n: 2 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    expect(hits).toBe(2);
    await http.close();
  });

  it('a request that joined a shared load near its own deadline shares its error: no late vendor call', async () => {
    const slow = (_: IncomingMessage, res: ServerResponse) => setTimeout(() => res.end('{"n":1}'), 3_000);
    script = [slow, slow];
    const http = createHttpClient({ vendor: 'Acme', timeoutMs: 15_000, deadlineMs: 500 });
    const shared = sharedLoad(http);
    // Both arrive together, as a burst does: the second's window is all but spent when the load
    // ends (a new load would need half of it left, so only a 250 ms late timer could flip this).
    const first = failure(withVendorDeadline(() => joinSharedLoad(shared)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await failure(withVendorDeadline(() => joinSharedLoad(shared)));
    const deadlineError = `Acme did not answer within the 0.5 s deadline at ${base}/ (read things; 1 attempt)`;
    expect((await first).detail).toBe(deadlineError);
    expect(second.detail).toBe(deadlineError);
    // A new load for the second would go out at once: it would have arrived by now.
    await settle();
    expect(hits).toBe(1);
    await http.close();
  });

  it("the new load of a joining request ends at that request's deadline, not a fresh one", async () => {
    const slow = (_: IncomingMessage, res: ServerResponse) => setTimeout(() => res.end('{"n":1}'), 3_000);
    script = [slow, slow];
    const http = createHttpClient({ vendor: 'Acme', timeoutMs: 15_000, deadlineMs: 800 });
    const shared = sharedLoad(http);
    const first = failure(withVendorDeadline(() => joinSharedLoad(shared)));
    await new Promise((resolve) => setTimeout(resolve, 440));
    // Joins with 360 ms of the first's window left: when the load fails, 440 ms of its own are
    // left (over half), so a new load starts for it and ends at its deadline, 0.8 s after it
    // joined (a fresh window would end 0.8 s after the retry, 1.16 s after it joined). A late
    // timer changes nothing: joining later, or after the first load failed, still ends 0.8 s after.
    const started = performance.now();
    const second = await failure(withVendorDeadline(() => joinSharedLoad(shared)));
    const waited = performance.now() - started;
    await first;
    expect(second.detail).toBe(
      `Acme did not answer within the 0.8 s deadline at ${base}/ (read things; 1 attempt)`,
    );
    expect(hits).toBe(2);
    expect(waited).toBeGreaterThanOrEqual(784);
    expect(waited).toBeLessThan(1_100);
    await http.close();
  });

  it('through the app: a hanging Mews answers 400 "timed out" at LINTEL_VENDOR_DEADLINE_SECONDS, queued requests too', async () => {
    const fake = await startMewsFake(seedHotel);
    // The app's own Mews connector (15 s per attempt, 2 retries), with the deadline from the config.
    const t = await createTestApp({ env: { LINTEL_VENDOR_DEADLINE_SECONDS: '0.5' } });
    try {
      const account = await t.newAccount('Deadline');
      const consumer = await t.expect(200, 'POST', '/consumers', {
        token: account.token,
        body: { name: 'Hotel' },
      });
      await t.expect(200, 'POST', `/consumers/${consumer.consumerid}/connections`, {
        token: account.token,
        body: { integrationid: 30, credentials: credentialsFor(fake) },
      });
      fake.reset();
      fake.inject({ kind: 'hang' }, { times: 1_000 });

      // One request alone, then 6 at once on the same connection (4 vendor calls at a time).
      const timed = async () => {
        const started = performance.now();
        const res = await t.request('GET', `/consumers/${consumer.consumerid}/pms/taxes`, {
          token: account.token,
        });
        return { ms: Math.round(performance.now() - started), res };
      };
      const single = await timed();
      const atDeadline = fake.count();
      const burst = await Promise.all(Array.from({ length: 6 }, timed));
      const afterBurst = fake.count();
      // Longer than the connector's first two back-offs (full jitter under 200 and 400 ms): a
      // retry or a queued call let through after the deadline would have arrived.
      await new Promise((r) => setTimeout(r, 600));

      for (const { ms, res } of [single, ...burst]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error_code: 'ERROR_CONNECTOR_REQUEST',
          message: 'Error while trying to perform your request: Mews timed out',
        });
        expect(res.body.detail).toMatch(
          /^Mews did not answer within the 0.5 s deadline at http:\/\/127\.0\.0\.1:\d+\/ \(/,
        );
        expect(ms).toBeGreaterThanOrEqual(475);
        expect(ms).toBeLessThan(1_200);
      }
      // The lone request: configuration, tax environments and taxations, one attempt each.
      expect(atDeadline).toBe(3);
      // The burst: 4 calls in flight (the connection's slots); the queued ones never left.
      expect(afterBurst - atDeadline).toBeLessThanOrEqual(4);
      // Nothing reaches Mews after the deadline: no retry, no queued call let through late.
      expect(fake.count()).toBe(afterBurst);
      console.info(
        `deadline 0.5 s, hanging Mews: one request ${single.ms} ms; 6 concurrent requests ${burst.map((b) => b.ms).join(', ')} ms; vendor calls ${atDeadline} + ${afterBurst - atDeadline}`,
      );
    } finally {
      const closing = performance.now();
      await t.close();
      console.info('app closed in', Math.round(performance.now() - closing), 'ms');
      await fake.close();
    }
  });

  it('through the app: the rounds of calls of one Mews listing share the deadline', async () => {
    const fake = await startMewsFake((state) => {
      seedHotel(state);
      addStay(state, { n: 1, firstNight: '2025-03-10', nights: 2 });
    });
    const h = await createMewsHarness(
      fake,
      { configurationTtlMs: 0 },
      { timeoutMs: 15_000, deadlineMs: 500 },
    );
    try {
      const { consumerId } = await h.connect();
      // Every call answers after 220 ms: orders need three rounds (items and configuration;
      // reservations and bills; resources), 0.66 s in all, while each call alone is in time.
      fake.inject({ kind: 'slow', delayMs: 220 }, { times: 1_000 });
      const started = performance.now();
      const res = await h.app.request(
        'GET',
        `/consumers/${consumerId}/pms/orders?date_from=2025-03-01&date_to=2025-03-31`,
        {
          token: h.account.token,
        },
      );
      const ms = performance.now() - started;
      // Each call alone is in time (220 ms < 0.5 s): only a deadline shared by the rounds ends the
      // request, in its second or third round (which one depends on how busy the machine is), or
      // before the third, when less than the 50 ms a call needs is left.
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(
        /^Mews did not answer within the 0.5 s deadline at http:\/\/127\.0\.0\.1:\d+\/ \(read (reservations|bills|resources); (1 attempt|too little time left to call)\)$/,
      );
      // Not three rounds of their own deadlines, nor retries after the deadline (a loaded CI
      // machine adds its own delay before the first call).
      expect(ms).toBeLessThan(2_000);
    } finally {
      await h.close();
      await fake.close();
    }
  });
});

describe('credentials never leave in vendor text (one place: the HTTP client)', () => {
  it('redacts every credential value (length ≥ 4) from the errors of a connection, before cutting them', async () => {
    const said = (body: string) => (_: IncomingMessage, res: ServerResponse) =>
      res.writeHead(400, { 'content-type': 'text/plain' }).end(body);
    const http = createHttpClient({ vendor: 'Acme', ...fast });
    // A bare address is where the vendor is, not a secret; an address with a path may hold a key.
    const keyed = `${base}/hooks/k-9f8e7d`;
    const credentials = { token: 'tok-0123456789', password: 'tok-0123', short: 'abc', url: base, keyed };
    const connection = http.connection('c1', credentials);
    const read = (response: { status: number; text: string }) => {
      throw new LintelError('ERROR_CONNECTOR_REQUEST', {
        message: `Acme said ${response.text}`,
        detail: `Acme answered HTTP ${response.status}: ${response.text}`,
      });
    };
    // The longer value first (it contains the shorter one); 3-character values stay.
    script = [said(`bad token tok-0123456789 / tok-0123 / abc at ${base}/x, hook ${keyed}`)];
    let error = await failure(connection.request({ ...get, url: `${base}/x` }, read));
    expect(error.detail).toBe(`Acme answered HTTP 400: bad token *** / *** / abc at ${base}/x, hook ***`);
    expect(error.message).toBe(`Acme said bad token *** / *** / abc at ${base}/x, hook ***`);
    // Redacted first, then cut: a key across the cut does not leave half of itself behind.
    script = [said(`${'x'.repeat(470)}tok-0123456789${'y'.repeat(100)}`)];
    error = await failure(connection.request({ ...get, url: `${base}/x` }, read));
    expect(String(error.detail)).not.toContain('tok-01');
    expect(String(error.detail)).toHaveLength(501);
    expect(connection.redact('a tok-0123456789 b')).toBe('a *** b');
    await http.close();
  });

  it('Square: an errors[].detail quoting the access token', async () => {
    const h = await startSquareHarness();
    try {
      h.fake.state.objects = [];
      const { consumerId } = await h.connect();
      h.fake.inject({
        kind: 'status',
        status: 400,
        body: {
          errors: [
            {
              category: 'INVALID_REQUEST_ERROR',
              code: 'BAD_REQUEST',
              detail: `Bearer ${FAKE_TOKEN} cannot list the catalog of ${h.fake.url}`,
            },
          ],
        },
      });
      const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(
        // The token is redacted; the address is not a secret (errors name it, issue 30).
        `Square answered HTTP 400 at ${h.fake.url}/ (list modifier lists): INVALID_REQUEST_ERROR/BAD_REQUEST: Bearer *** cannot list the catalog of ${h.fake.url}`,
      );
      expect(res.text).not.toContain(FAKE_TOKEN);
    } finally {
      await h.close();
    }
  });

  it('Odoo: a fault message quoting the url, database, login and API key', async () => {
    const fake = await startOdooFake({ version: 17 });
    const t = await createOdooTestApp();
    try {
      const account = await t.newAccount('Odoo redaction');
      const { consumerId } = await connectOdoo(t, account, fake);
      const { url, db, login, apiKey } = { url: fake.url, ...fake.state };
      fake.inject(
        { kind: 'rpc-error', name: 'builtins.ValueError', message: `${url} ${db} ${login} ${apiKey}` },
        { match: (c) => c.service === 'object', times: 10 },
      );
      const res = await t.request('GET', odooPath(consumerId, 'taxes'), { token: account.token });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(
        /^Odoo raised ValueError: http:\/\/127\.0\.0\.1:\d+ \*\*\* \*\*\* \*\*\* \(account\.tax\.\w+\)$/,
      );
      // The address is not a secret (errors name it, issue 30); the database, login and key are.
      for (const value of [db, login, apiKey]) expect(res.text).not.toContain(value);
    } finally {
      await t.close();
      await fake.close();
    }
  });

  it('Mews: a Message quoting both tokens (redacted) and the platform URL (an address: kept)', async () => {
    const fake = await startMewsFake(seedHotel);
    const h = await createMewsHarness(fake);
    try {
      const { consumerId } = await h.connect();
      const { clientToken, accessToken } = fake.state;
      fake.inject(
        {
          kind: 'status',
          status: 400,
          message: `Tokens ${clientToken}/${accessToken} are not valid at ${fake.url}.`,
        },
        { route: 'taxations/getAll' },
      );
      const res = await h.app.request('GET', `/consumers/${consumerId}/pms/taxes`, {
        token: h.account.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(
        /^Mews answered HTTP 400 at http:\/\/127\.0\.0\.1:\d+\/ \(list tax rates\): Tokens \*\*\*\/\*\*\* are not valid at http:\/\/127\.0\.0\.1:\d+\. \[Request-Id [0-9a-f-]+\]$/,
      );
      for (const value of [clientToken, accessToken]) expect(res.text).not.toContain(value);
    } finally {
      await h.close();
      await fake.close();
    }
  });
});
