import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Memory answers (issue 10, item 2; the first step of the server since issue 17): a repeated
 * REST read or GraphQL query is answered from memory before the framework runs — with the same
 * bytes and headers the rest of the pipeline gives (test/app/one-server.test.ts compares them all) —
 * and every request it cannot answer exactly as the rest would goes on: misses, CORS, force
 * refresh, unknown or revoked tokens, the rate limit.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;
let connectionIds: string[];
let base: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { LINTEL_READ_CACHE_SECONDS: '60', LINTEL_CORS_ORIGINS: 'https://app.example' },
  });
  account = await t.newAccount('hot');
  const consumer = await t.newConsumer(account);
  consumerId = consumer.consumerId;
  connectionIds = consumer.connectionIds.map(String);
  base = t.url;
});

afterAll(async () => {
  await t?.close();
});

const taxes = (query: string) => `${base}/consumers/${consumerId}/invoicing/taxes?${query}`;
const get = (url: string, headers: Record<string, string> = {}, token = account.token) =>
  fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers } });

describe('memory answers', () => {
  it('answers a repeated read from memory with the bytes and headers of the full path', async () => {
    const before = t.app.memory.answered;
    const first = await get(taxes('size=50'), { 'x-request-id': 'first-1' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-lintel-cache')).toBe('miss');
    const second = await get(taxes('size=50'), { 'x-request-id': 'second-2' });
    expect(t.app.memory.answered - before).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const name of ['content-type', 'x-content-type-options']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('x-request-id')).toBe('second-2');
    expect(second.headers.get('x-lintel-cache')).toBe('hit');
    // Present, in whole seconds (Number(null) would be 0 too).
    expect(second.headers.get('age')).toMatch(/^\d+$/);
  });

  it('leaves to the full path: misses, CORS requests, force refresh, unknown tokens', async () => {
    await get(taxes('size=9'));
    const before = t.app.memory.answered;
    // Another query: a miss.
    expect((await get(taxes('size=8'))).headers.get('x-lintel-cache')).toBe('miss');
    // A browser's request: the CORS headers come from the full path (a hit there).
    const cors = await get(taxes('size=9'), { origin: 'https://app.example' });
    expect(cors.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(cors.headers.get('x-lintel-cache')).toBe('hit');
    // Force refresh: read through.
    const forced = await get(taxes('size=9'), { 'x-chift-force-refresh': 'true' });
    expect(forced.headers.get('x-lintel-cache')).toBe('miss');
    // A token never seen: verified by the full path (here refused).
    expect((await get(taxes('size=9'), {}, 'not-a-token')).status).toBe(401);
    expect(t.app.memory.answered - before).toBe(0);
  });

  it('keys answers by the raw flag and the connection picked, read as the full path reads them', async () => {
    const plain = await (await get(taxes('size=7'))).text();
    let answered = t.app.memory.answered;
    const fromMemory = () => {
      const now = t.app.memory.answered;
      const delta = now - answered;
      answered = now;
      return delta;
    };
    // Raw answers are other bytes: never the plain ones (the data below may come from the cache).
    const raw = await (await get(taxes('size=7'), { 'x-chift-raw-data': ' TRUE ' })).text();
    expect(fromMemory()).toBe(0);
    expect(raw).not.toBe(plain);
    expect(raw).toContain('"raw"');
    expect(await (await get(taxes('size=7'), { 'x-chift-raw-data': 'true' })).text()).toBe(raw);
    expect(fromMemory()).toBe(1);
    // A connection picked by its header is an answer of its own, whichever of the two headers
    // names it.
    await get(taxes('size=7'), { 'x-chift-connectionid': connectionIds[0]! });
    expect(fromMemory()).toBe(0);
    await get(taxes('size=7'), { 'x-lintel-connectionid': ` ${connectionIds[0]!} ` });
    expect(fromMemory()).toBe(1);
  });

  it('a revoked client’s token is refused even for a cached answer', async () => {
    const extra = await t.expect(200, 'POST', `/admin/accounts/${account.accountId}/clients`, {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
      body: { name: 'revoked soon' },
    });
    const token = (
      await t.expect(200, 'POST', '/token', {
        body: { clientId: extra.clientId, clientSecret: extra.clientSecret, accountId: account.accountId },
      })
    ).access_token as string;
    await get(taxes('size=5'), {}, token);
    const before = t.app.memory.answered;
    expect((await get(taxes('size=5'), {}, token)).status).toBe(200);
    expect(t.app.memory.answered - before).toBe(1);
    await t.expect(204, 'DELETE', `/admin/accounts/${account.accountId}/clients/${extra.clientId}`, {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
    });
    const refused = await get(taxes('size=5'), {}, token);
    expect(refused.status).toBe(401);
    expect(t.app.memory.answered - before).toBe(1);
  });
});

describe('memory answers for GraphQL', () => {
  const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  const taxesQuery =
    'query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 4) { nodes { id remoteId label } } } } }';

  it('answers a repeated query from memory, with the bytes of the full path', async () => {
    const first = await post(taxesQuery, { id: consumerId });
    expect(first.status).toBe(200);
    const firstText = await first.text();
    // The first answer may have come from the full path alone (a client state reloaded after the
    // revocation test); by the second, memory has seen the query and kept its bytes.
    await (await post(taxesQuery, { id: consumerId })).text();
    const before = t.app.memory.answered;
    const second = await post(taxesQuery, { id: consumerId });
    expect(t.app.memory.answered - before).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstText);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('x-lintel-cache')).toBe('hit');
  });

  it('forwards what it cannot answer, and never keeps errors', async () => {
    const before = t.app.memory.answered;
    const unknown = '00000000-0000-4000-8000-000000000000';
    // A missing consumer is a 200 whose data is partial (null) with an error: never kept.
    for (let i = 0; i < 2; i++) {
      const missing = await post(taxesQuery, { id: unknown });
      expect(missing.status).toBe(200);
      expect(missing.headers.get('x-lintel-cache')).not.toBe('hit');
      const body = (await missing.json()) as any;
      expect(body.data).toEqual({ consumer: null });
      expect(body.errors[0].extensions.code).toBe('ERROR_CONSUMER_NOT_FOUND');
    }
    // Account-level reads are not kept either.
    for (let i = 0; i < 2; i++) {
      const consumers = await post('{ consumers(first: 50) { nodes { id } } }', {});
      expect(consumers.status).toBe(200);
      expect(((await consumers.json()) as any).errors).toBeUndefined();
    }
    // Another Accept header is another answer (its content type differs).
    await post(taxesQuery, { id: consumerId }, { accept: 'application/graphql-response+json' });
    const negotiated = await post(
      taxesQuery,
      { id: consumerId },
      { accept: 'application/graphql-response+json' },
    );
    expect(negotiated.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(t.app.memory.answered - before).toBe(1);
  });
});

describe('memory answers and the rate limit', () => {
  it('answers 429 past the account’s limit, through the full path', async () => {
    const limited = await createTestApp({ env: { LINTEL_READ_CACHE_SECONDS: '60', LINTEL_RATE_LIMIT: '2' } });
    try {
      const owner = await limited.newAccount('limited');
      const { consumerId: consumer } = await limited.newConsumer(owner, [1]);
      const url = `${limited.url}/consumers/${consumer}/invoicing/taxes`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await get(url, {}, owner.token)).status);
      expect(statuses).toContain(429);
      expect(limited.app.memory.answered).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
