import { request as httpRequest } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The server's fast path for domain reads (issue 29, src/http/rest-reads.ts): a REST read memory
 * did not answer runs its route's work on the Node request, without Hono. Each answer here is
 * compared with the one the Hono route gives for the same read — reached with a trailing slash,
 * which the fast path leaves to Hono — status, body and headers; and what the fast path must
 * leave to Hono (HEAD, OPTIONS, CORS, encoded paths, a malformed Host) is checked to get there.
 */

let t: TestApp;
let limited: TestApp;
let account: TestAccount;
let consumerId: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: {
      LINTEL_READ_CACHE_SECONDS: '60',
      LINTEL_CORS_ORIGINS: 'https://app.example',
      LINTEL_METRICS_TOKEN: METRICS_TOKEN,
    },
    deps: {
      logger: pino(
        { level: 'info' },
        {
          write(line: string) {
            lines.push(line);
          },
        },
      ),
    },
  });
  account = await t.newAccount('fast');
  ({ consumerId } = await t.newConsumer(account));
  limited = await createTestApp({ env: { LINTEL_RATE_LIMIT: '1', LINTEL_READ_CACHE_SECONDS: '0' } });
});

afterAll(async () => {
  await t?.close();
  await limited?.close();
});

const METRICS_TOKEN = 'fast-path-metrics-token';
const REFRESH = { 'x-chift-force-refresh': 'true' };
const taxesPath = (query = '', slash = '') => `/consumers/${consumerId}/invoicing/taxes${slash}${query}`;

/** One request on a connection of its own, as sent (raw headers, any method, a body on a GET). */
function raw(
  app: TestApp,
  method: string,
  path: string,
  headers: Record<string, string | string[]> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    if (body !== undefined && !('content-length' in headers))
      req.setHeader('content-length', Buffer.byteLength(body));
    req.end(body);
  });
}

const auth = (token = account.token) => ({ authorization: `Bearer ${token}` });

/** The headers that do not change from one answer to the next. */
function stable(headers: Record<string, string | string[] | undefined>) {
  const { date: _date, 'x-request-id': _id, age: _age, ...rest } = headers;
  return rest;
}

/** The same read through the fast path and through Hono (trailing slash): both answers. */
async function both(query: string, headers: Record<string, string | string[]>, app = t) {
  const before = app.app.restReads.answered;
  const fast = await raw(app, 'GET', taxesPath(query), headers);
  const fastCount = app.app.restReads.answered - before;
  const hono = await raw(app, 'GET', taxesPath(query, '/'), headers);
  expect(app.app.restReads.answered - before - fastCount, 'the trailing slash goes to Hono').toBe(0);
  return { fast, hono, fastCount };
}

describe('the fast path of domain reads', () => {
  it('answers a read not cached as the Hono route does: status, body, headers', async () => {
    const { fast, hono, fastCount } = await both('?size=5', { ...auth(), ...REFRESH });
    expect(fastCount).toBe(1);
    expect(fast.status).toBe(200);
    expect(fast.text).toBe(hono.text);
    expect(stable(fast.headers)).toEqual(stable(hono.headers));
    expect(fast.headers['x-lintel-cache']).toBe('miss');
    expect(fast.headers.age).toBe('0');
    expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(fast.text).items).toHaveLength(5);
  });

  it('keeps the answer for memory, and answers a first read (cached after) the same way', async () => {
    const first = await raw(t, 'GET', taxesPath('?size=7'), auth());
    expect(first.headers['x-lintel-cache']).toBe('miss');
    const memoryBefore = t.app.memory.answered;
    const second = await raw(t, 'GET', taxesPath('?size=7'), auth());
    expect(t.app.memory.answered - memoryBefore).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.headers['x-lintel-cache']).toBe('hit');
    // A token memory does not know yet (another client of the account): the fast path's cache hit.
    const other = await t.tokenWithScopes(account, ['invoicing.read']);
    const before = t.app.restReads.answered;
    const third = await raw(t, 'GET', taxesPath('?size=7'), auth(other));
    expect(t.app.restReads.answered - before).toBe(1);
    expect(third.status).toBe(200);
  });

  it('refuses as the Hono route does: no token, a bad token, a repeated Authorization', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
      { authorization: [`Bearer ${account.token}`, `Bearer ${account.token}`] },
    ]) {
      // Forced through: memory answers read Node's first Authorization only.
      const { fast, hono, fastCount } = await both('?size=5', { ...headers, ...REFRESH });
      expect(fastCount).toBe(1);
      expect(fast.status).toBe(401);
      expect(fast.text).toBe(hono.text);
      expect(stable(fast.headers)).toEqual(stable(hono.headers));
    }
  });

  it('refuses invalid parameters (422) as the Hono route does, every time (only valid inputs are remembered)', async () => {
    for (const query of ['?size=abc', '?size=0&page=-1', '?size=5&page=x', '?size=%00']) {
      for (let i = 0; i < 2; i++) {
        const { fast, hono, fastCount } = await both(query, { ...auth(), ...REFRESH });
        expect(fastCount, query).toBe(1);
        expect(fast.status, query).toBe(422);
        expect(fast.text, query).toBe(hono.text);
        expect(stable(fast.headers)).toEqual(stable(hono.headers));
      }
    }
    // A valid query asked again after is answered, with its own page.
    const page = await raw(t, 'GET', taxesPath('?size=2&page=2'), { ...auth(), ...REFRESH });
    expect(page.status).toBe(200);
    expect(JSON.parse(page.text).page).toBe(2);
  });

  it('answers the scope, consumer and connection refusals as the Hono route does', async () => {
    const noInvoicing = await t.tokenWithScopes(account, ['pos.read']);
    const cases: [string, Record<string, string>, string][] = [
      [taxesPath('?size=5'), auth(noInvoicing), '403'],
      [`/consumers/00000000-0000-4000-8000-000000000000/invoicing/taxes`, auth(), '404'],
      [taxesPath('?size=5'), { ...auth(), 'x-chift-connectionid': 'not-a-uuid' }, '422 header'],
      [
        taxesPath('?size=5'),
        { ...auth(), 'x-chift-connectionid': '00000000-0000-4000-8000-000000000000' },
        'unknown connection',
      ],
    ];
    for (const [path, headers, what] of cases) {
      const before = t.app.restReads.answered;
      const fast = await raw(t, 'GET', path, headers);
      expect(t.app.restReads.answered - before, what).toBe(1);
      const slashed = path.includes('?') ? path.replace('?', '/?') : `${path}/`;
      const hono = await raw(t, 'GET', slashed, headers);
      expect(fast.status, what).toBe(hono.status);
      expect(fast.status, what).toBeGreaterThanOrEqual(400);
      expect(fast.text, what).toBe(hono.text);
      expect(stable(fast.headers), what).toEqual(stable(hono.headers));
    }
  });

  it('answers the rate limit (429, Retry-After) as the Hono route does', async () => {
    const owner = await limited.newAccount('limited');
    const { consumerId: id } = await limited.newConsumer(owner, [1]);
    const path = `/consumers/${id}/invoicing/taxes?size=1`;
    const headers = { authorization: `Bearer ${owner.token}` };
    let fast: Awaited<ReturnType<typeof raw>> | undefined;
    for (let i = 0; i < 20 && fast?.status !== 429; i++) fast = await raw(limited, 'GET', path, headers);
    expect(fast!.status).toBe(429);
    expect(fast!.headers['retry-after']).toMatch(/^\d+$/);
    const hono = await raw(limited, 'GET', path.replace('?', '/?'), headers);
    expect(hono.status).toBe(429);
    expect(fast!.text).toBe(hono.text);
    expect(Object.keys(stable(fast!.headers)).sort()).toEqual(Object.keys(stable(hono.headers)).sort());
  });

  it('echoes the request id and logs it with the route, and counts the answer by its template', async () => {
    const fast = await raw(t, 'GET', taxesPath('?size=3'), {
      ...auth(),
      ...REFRESH,
      'x-request-id': 'fast-path-1',
    });
    expect(fast.status).toBe(200);
    expect(fast.headers['x-request-id']).toBe('fast-path-1');
    // A request id that is not a sane token is replaced by a UUID.
    const replaced = await raw(t, 'GET', taxesPath('?size=3'), {
      ...auth(),
      ...REFRESH,
      'x-request-id': 'a b',
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.requestId === 'fast-path-1');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: taxesPath(),
      status: 200,
    });
    const metrics = await raw(t, 'GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(metrics.text).toContain(
      'lintel_http_requests_total{route="/consumers/{consumer_id}/invoicing/taxes",method="GET",status="200"}',
    );
  });

  it('reads and discards the body a GET carries (over the 1 MB limit too), the connection still usable', async () => {
    const before = t.app.restReads.answered;
    const answer = await raw(
      t,
      'GET',
      taxesPath('?size=2'),
      { ...auth(), ...REFRESH },
      'x'.repeat(2 * 1024 * 1024),
    );
    expect(t.app.restReads.answered - before).toBe(1);
    expect(answer.status, answer.text).toBe(200);
    const hono = await raw(
      t,
      'GET',
      taxesPath('?size=2', '/'),
      { ...auth(), ...REFRESH },
      'x'.repeat(2 * 1024 * 1024),
    );
    expect(hono.status).toBe(answer.status);
    // Two reads on one keep-alive connection, the first with a body.
    const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(t.url);
    const send = (body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: taxesPath('?size=1'),
            headers: { ...auth(), ...REFRESH, ...(body ? { 'content-length': String(body.length) } : {}) },
            agent,
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect(await send('{"a":1}')).toBe(200);
    expect(await send()).toBe(200);
    agent.destroy();
  });

  it('leaves to Hono what it must: HEAD, OPTIONS, CORS, encoded or dotted paths, a malformed Host', async () => {
    const cases: [string, string, Record<string, string>, number][] = [
      ['HEAD', taxesPath('?size=1'), auth(), 200],
      [
        'OPTIONS',
        taxesPath(),
        { origin: 'https://app.example', 'access-control-request-method': 'GET' },
        204,
      ],
      ['GET', taxesPath('?size=1'), { ...auth(), origin: 'https://app.example' }, 200],
      ['GET', taxesPath('?size=1'), { ...auth(), origin: 'https://evil.example' }, 403],
      ['GET', `/consumers/${encodeURIComponent(consumerId)}%2D/invoicing/taxes`, auth(), 422],
      ['GET', `/consumers/${consumerId}/invoicing/./taxes?size=1`, auth(), 200],
      ['GET', `/consumers/../invoicing/taxes`, auth(), 404],
      ['GET', taxesPath("?size=1&x='"), auth(), 200],
      ['GET', taxesPath('?size=1'), { ...auth(), host: 'bad host' }, 400],
    ];
    for (const [method, path, headers, status] of cases) {
      const before = t.app.restReads.answered;
      // Forced through: memory answers do not read the Host header.
      const answer = await raw(t, method, path, { ...headers, ...REFRESH });
      expect(t.app.restReads.answered - before, `${method} ${path}`).toBe(0);
      expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}: ${answer.text}`).toBe(status);
    }
    const cors = await raw(t, 'GET', taxesPath('?size=1'), { ...auth(), origin: 'https://app.example' });
    expect(cors.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(cors.headers.vary).toMatch(/Origin/);
  });

  it('gives each request its own input: a page asked again after another is its own', async () => {
    const one = JSON.parse(
      (await raw(t, 'GET', taxesPath('?size=1&page=1'), { ...auth(), ...REFRESH })).text,
    );
    const two = JSON.parse(
      (await raw(t, 'GET', taxesPath('?size=1&page=2'), { ...auth(), ...REFRESH })).text,
    );
    const again = JSON.parse(
      (await raw(t, 'GET', taxesPath('?size=1&page=1'), { ...auth(), ...REFRESH })).text,
    );
    expect(again).toEqual(one);
    expect(two.items[0].id).not.toBe(one.items[0].id);
  });
});
