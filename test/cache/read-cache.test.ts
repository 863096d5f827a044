import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/metrics.js';
import type { TaxCode } from '../../src/model/index.js';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';
import { createCountingConnector } from '../kit/counting-connector.js';

/**
 * The read cache (issue 10, items 1, 2 and 5): list and get results are kept per account,
 * consumer, connection and arguments for LINTEL_READ_CACHE_SECONDS; `x-chift-force-refresh`
 * reads through; writes through Lintel invalidate at once; concurrent misses make one call;
 * errors are not kept; answers say `x-lintel-cache: hit|miss` and `Age`. Vendor calls are
 * counted where they arrive, at a substitute connector.
 */

const COUNTING_ID = 952;
/** Each label makes the tax ~1 KB, so a page of 50 is ~100 KB of cache (the eviction test). */
let labelSuffix = '';
let failNext = 0;
let delayMs = 0;
let revision = 0;
const taxes = (): TaxCode[] =>
  Array.from({ length: 120 }, (_, i) => ({
    id: `ctax-${i}`,
    source_ref: { id: String(i), model: 'counting.tax' },
    label: `Tax ${i} r${revision}${labelSuffix}`,
    rate: i % 30,
    type: 'sale',
    code: null,
    scope: 'nat',
    active: true,
  }));

const counting = createCountingConnector({
  integrationId: COUNTING_ID,
  name: 'Counting Invoicing',
  api: 'invoicing',
  capabilities: ['invoicing.taxes.list', 'invoicing.taxes.get'],
  handlers: {
    async 'invoicing.taxes.list'(page) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failNext > 0) {
        failNext--;
        throw new Error('vendor down');
      }
      const all = taxes();
      const start = (page.page - 1) * page.size;
      return {
        items: all.slice(start, start + page.size),
        total: all.length,
        page: page.page,
        size: page.size,
      };
    },
    async 'invoicing.taxes.get'(ids) {
      const all = taxes();
      return ids.map((id) => all.find((tax) => tax.id === id) ?? new Error(`no ${id}`));
    },
  },
});

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { LINTEL_READ_CACHE_SECONDS: '60' },
    deps: { connectors: [counting.definition] },
  });
  account = await t.newAccount('cache');
  ({ consumerId } = await t.newConsumer(account, [COUNTING_ID]));
});

afterAll(async () => {
  await t?.close();
});

const taxesPath = (consumer: string, query = 'size=50') => `/consumers/${consumer}/invoicing/taxes?${query}`;
const listCalls = () => counting.callsOf('invoicing.taxes.list').length;

/** The cache state and `Age` of an answer; an answer without an `Age` of whole seconds fails. */
function cacheOf(res: TestResponse): { state: string | null; age: number } {
  expect(res.status, res.text).toBe(200);
  const age = res.headers.get('age');
  expect(age, 'the Age header').toMatch(/^\d+$/);
  return { state: res.headers.get('x-lintel-cache'), age: Number(age) };
}

describe('REST reads', () => {
  it('answers a repeated read from memory: one vendor call, then hits with an Age', async () => {
    const path = taxesPath(consumerId, 'size=50&page=1');
    const before = listCalls();
    const first = await t.request('GET', path, { token: account.token });
    expect(cacheOf(first)).toEqual({ state: 'miss', age: 0 });
    const second = await t.request('GET', path, { token: account.token });
    expect(cacheOf(second).state).toBe('hit');
    expect(cacheOf(second).age).toBeGreaterThanOrEqual(0);
    expect(second.text).toBe(first.text);
    expect(listCalls() - before).toBe(1);
    // Other arguments are another read.
    const other = await t.request('GET', taxesPath(consumerId, 'size=50&page=2'), { token: account.token });
    expect(cacheOf(other).state).toBe('miss');
    expect(listCalls() - before).toBe(2);
  });

  it('x-chift-force-refresh reads through and refreshes the entry', async () => {
    const path = taxesPath(consumerId, 'size=10');
    await t.expect(200, 'GET', path, { token: account.token });
    revision++;
    const cached = await t.request('GET', path, { token: account.token });
    expect(cacheOf(cached).state).toBe('hit');
    expect(cached.body.items[0].label).toBe(`Tax 0 r${revision - 1}`);
    const before = listCalls();
    const forced = await t.request('GET', path, {
      token: account.token,
      headers: { 'x-chift-force-refresh': 'true' },
    });
    expect(cacheOf(forced).state).toBe('miss');
    expect(forced.body.items[0].label).toBe(`Tax 0 r${revision}`);
    expect(listCalls() - before).toBe(1);
    // The refreshed entry is what the next read gets, without a call.
    const after = await t.request('GET', path, { token: account.token });
    expect(cacheOf(after).state).toBe('hit');
    expect(after.body.items[0].label).toBe(`Tax 0 r${revision}`);
    expect(listCalls() - before).toBe(1);
  });

  it('100 concurrent identical cold reads make one vendor call', async () => {
    delayMs = 50;
    try {
      const before = listCalls();
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          t.request('GET', taxesPath(consumerId, 'size=7'), { token: account.token }),
        ),
      );
      expect(answers.every((res) => res.status === 200)).toBe(true);
      expect(new Set(answers.map((res) => res.text)).size).toBe(1);
      expect(listCalls() - before).toBe(1);
    } finally {
      delayMs = 0;
    }
  });

  it('does not keep errors', async () => {
    failNext = 1;
    const path = taxesPath(consumerId, 'size=3');
    const before = listCalls();
    const failed = await t.request('GET', path, { token: account.token });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-lintel-cache')).toBeNull();
    const ok = await t.request('GET', path, { token: account.token });
    expect(cacheOf(ok).state).toBe('miss');
    expect(listCalls() - before).toBe(2);
  });

  it('keeps gets per record, and serves them from the cache', async () => {
    const path = `/consumers/${consumerId}/invoicing/taxes/ctax-5`;
    const before = counting.callsOf('invoicing.taxes.get').length;
    expect(cacheOf(await t.request('GET', path, { token: account.token })).state).toBe('miss');
    expect(cacheOf(await t.request('GET', path, { token: account.token })).state).toBe('hit');
    expect(counting.callsOf('invoicing.taxes.get').length - before).toBe(1);
    // A record not found is an error: not kept.
    const missing = `/consumers/${consumerId}/invoicing/taxes/nope`;
    expect((await t.request('GET', missing, { token: account.token })).status).not.toBe(200);
    expect((await t.request('GET', missing, { token: account.token })).status).not.toBe(200);
    expect(counting.callsOf('invoicing.taxes.get').length - before).toBe(3);
  });

  it('is never shared across accounts, consumers or connections', async () => {
    const path = (consumer: string) => taxesPath(consumer, 'size=11');
    const other = await t.newAccount('cache-other');
    const { consumerId: otherConsumer } = await t.newConsumer(other, [COUNTING_ID]);
    const { consumerId: secondConsumer } = await t.newConsumer(account, [COUNTING_ID]);
    const before = listCalls();
    await t.expect(200, 'GET', path(consumerId), { token: account.token });
    expect(cacheOf(await t.request('GET', path(otherConsumer), { token: other.token })).state).toBe('miss');
    expect(cacheOf(await t.request('GET', path(secondConsumer), { token: account.token })).state).toBe(
      'miss',
    );
    // Another account asking for a consumer that is not its own still gets the 404.
    const foreign = await t.request('GET', path(consumerId), { token: other.token });
    expect(foreign.status).toBe(404);
    expect(listCalls() - before).toBe(3);
    // Two connections of one consumer: each keeps its own reads.
    const second = await t.expect(200, 'POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: { integrationid: COUNTING_ID, name: 'Second' },
    });
    const connections = counting.calls.length;
    const via = (connectionid: string) =>
      t.request('GET', path(consumerId), {
        token: account.token,
        headers: { 'x-chift-connectionid': connectionid },
      });
    expect(cacheOf(await via(second.connectionid)).state).toBe('miss');
    expect(cacheOf(await via(second.connectionid)).state).toBe('hit');
    const calls = counting.calls.slice(connections);
    expect(new Set(calls.map((call) => call.connectionId))).toEqual(new Set([second.connectionid]));
    await t.expect(204, 'DELETE', `/consumers/${consumerId}/connections/${second.connectionid}`, {
      token: account.token,
    });
  });

  it('checks every token before answering from the cache: scopes, and the consumer of a consumer token', async () => {
    const path = taxesPath(consumerId, 'size=12');
    await t.expect(200, 'GET', path, { token: account.token });
    expect(cacheOf(await t.request('GET', path, { token: account.token })).state).toBe('hit');
    // A token without the invoicing scope is refused, cached answer or not.
    const pos = await t.tokenWithScopes(account, ['pos']);
    expect((await t.request('GET', path, { token: pos })).status).toBe(403);
    // A consumer token of another consumer does not see this one.
    const { consumerId: neighbour } = await t.newConsumer(account, [COUNTING_ID]);
    const { access_token: neighbourToken } = await t.expect(200, 'POST', `/consumers/${neighbour}/token`, {
      token: account.token,
    });
    expect((await t.request('GET', path, { token: neighbourToken })).status).toBe(404);
    // This consumer's own token reads the same data (the connector's read is shared, the rights
    // are not): no new vendor call.
    const { access_token: own } = await t.expect(200, 'POST', `/consumers/${consumerId}/token`, {
      token: account.token,
    });
    const before = listCalls();
    const mine = await t.request('GET', path, { token: own });
    expect(cacheOf(mine).state).toBe('hit');
    expect(listCalls() - before).toBe(0);
  });

  it('a connection deleted or a consumer deleted is seen at once', async () => {
    const { consumerId: doomed, connectionIds } = await t.newConsumer(account, [COUNTING_ID]);
    const path = taxesPath(doomed, 'size=13');
    await t.expect(200, 'GET', path, { token: account.token });
    expect(cacheOf(await t.request('GET', path, { token: account.token })).state).toBe('hit');
    await t.expect(204, 'DELETE', `/consumers/${doomed}/connections/${connectionIds[0]}`, {
      token: account.token,
    });
    const noConnection = await t.request('GET', path, { token: account.token });
    expect(noConnection.status).toBe(400);
    expect(noConnection.body.error_code).toBe('ERROR_NO_ACTIVE_CONNECTION');

    const { consumerId: gone } = await t.newConsumer(account, [COUNTING_ID]);
    await t.expect(200, 'GET', taxesPath(gone, 'size=13'), { token: account.token });
    await t.expect(204, 'DELETE', `/consumers/${gone}`, { token: account.token });
    const missing = await t.request('GET', taxesPath(gone, 'size=13'), { token: account.token });
    expect(missing.status).toBe(404);
  });
});

describe('GraphQL reads', () => {
  const query = `query Taxes($id: ID!, $size: Int!) {
    consumer(id: $id) { invoicing { taxes(first: $size) { totalCount nodes { id remoteId label } } } }
  }`;
  const gql = (size: number, headers: Record<string, string> = {}) =>
    t.request('POST', '/graphql', {
      token: account.token,
      headers,
      body: { query, variables: { id: consumerId, size } },
    });

  it('answers a repeated query from memory, with the same headers as REST', async () => {
    const before = listCalls();
    const first = await gql(21);
    expect(first.body.errors).toBeUndefined();
    expect(cacheOf(first).state).toBe('miss');
    const second = await gql(21);
    expect(cacheOf(second).state).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(listCalls() - before).toBe(1);
    // The same page through REST reuses the connector's read.
    expect(
      cacheOf(await t.request('GET', taxesPath(consumerId, 'size=21'), { token: account.token })).state,
    ).toBe('hit');
    expect(listCalls() - before).toBe(1);
  });

  it('x-chift-force-refresh reads through', async () => {
    await gql(22);
    const before = listCalls();
    const forced = await gql(22, { 'x-chift-force-refresh': 'true' });
    expect(cacheOf(forced).state).toBe('miss');
    expect(listCalls() - before).toBe(1);
  });

  it('account-level queries are not kept', async () => {
    const consumers = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: '{ consumers(first: 50) { nodes { id } } }' },
    });
    expect(consumers.status).toBe(200);
    expect(consumers.body.errors).toBeUndefined();
    expect(consumers.headers.get('x-lintel-cache')).toBeNull();
  });
});

describe('invalidation by writes through Lintel (Sandbox)', () => {
  it('a product created is in the next list at once', async () => {
    const { consumerId: sandbox } = await t.newConsumer(account, [1]);
    const path = `/consumers/${sandbox}/invoicing/products?size=100`;
    const before = await t.expect(200, 'GET', path, { token: account.token });
    expect(cacheOf(await t.request('GET', path, { token: account.token })).state).toBe('hit');
    const created = await t.expect(200, 'POST', `/consumers/${sandbox}/invoicing/products`, {
      token: account.token,
      body: { name: 'Cached away?' },
    });
    const after = await t.request('GET', path, { token: account.token });
    expect(cacheOf(after).state).toBe('miss');
    expect(after.body.total).toBe(before.total + 1);
    expect(after.body.items.map((p: { id: string }) => p.id)).toContain(created.id);
  });
});

describe('metrics', () => {
  it('counts hits, misses and refreshes by operation, whole answers included', async () => {
    const metrics = createMetrics();
    const counted = await createTestApp({
      env: { LINTEL_READ_CACHE_SECONDS: '60' },
      deps: { metrics, connectors: [counting.definition] },
    });
    try {
      const owner = await counted.newAccount('metrics');
      const { consumerId: consumer } = await counted.newConsumer(owner, [COUNTING_ID]);
      const read = (headers: Record<string, string> = {}) =>
        counted.request('GET', taxesPath(consumer, 'size=6'), { token: owner.token, headers });
      await read();
      await read();
      await read({ 'x-chift-force-refresh': 'true' });
      const values = (await metrics.readCache.get()).values.map((v) => [
        v.labels.operation,
        v.labels.outcome,
        v.value,
      ]);
      expect(values).toEqual(
        expect.arrayContaining([
          ['invoicing.taxes.list', 'miss', 1],
          ['invoicing.taxes.list', 'hit', 1],
          ['invoicing.taxes.list', 'refresh', 1],
        ]),
      );
    } finally {
      await counted.close();
    }
  });
});

describe('bounds', () => {
  it('expires entries after LINTEL_READ_CACHE_SECONDS, and evicts the least recently used past LINTEL_READ_CACHE_MB', async () => {
    counting.reset();
    // The cache's clock stands still until the test moves it past the TTL (not from 0: a start
    // time of 0 reads as "no TTL" to lru-cache).
    let clock = 1_000;
    const small = await createTestApp({
      env: { LINTEL_READ_CACHE_SECONDS: '0.3', LINTEL_READ_CACHE_MB: '1' },
      deps: { connectors: [counting.definition], readCacheNow: () => clock },
    });
    try {
      const owner = await small.newAccount('bounds');
      const { consumerId: consumer } = await small.newConsumer(owner, [COUNTING_ID]);
      const read = (page: number) =>
        small.request('GET', taxesPath(consumer, `size=50&page=${page}`), { token: owner.token });
      await read(1);
      clock += 300;
      expect(cacheOf(await read(1)).state).toBe('hit');
      clock += 1;
      expect(cacheOf(await read(1)).state).toBe('miss');
    } finally {
      await small.close();
    }

    const bounded = await createTestApp({
      env: { LINTEL_READ_CACHE_SECONDS: '60', LINTEL_READ_CACHE_MB: '1' },
      deps: { connectors: [counting.definition] },
    });
    labelSuffix = ` ${'x'.repeat(1000)}`;
    try {
      const owner = await bounded.newAccount('bounds');
      const { consumerId: consumer } = await bounded.newConsumer(owner, [COUNTING_ID]);
      const read = (n: number) =>
        bounded.request('GET', taxesPath(consumer, `size=${40 + n}`), { token: owner.token });
      // Each page is 40–52 KB of text, kept twice (connector result at 2 bytes a character, and
      // REST bytes): about 7 fit in 1 MB.
      await read(0);
      expect(cacheOf(await read(0)).state).toBe('hit');
      for (let i = 1; i <= 12; i++) await read(i);
      expect(bounded.app.readCache.bytes).toBeLessThanOrEqual(1024 * 1024);
      expect(cacheOf(await read(0)).state).toBe('miss');
      // The most recent one is still there.
      expect(cacheOf(await read(12)).state).toBe('hit');
      // An answer larger than an eighth of the cache (100 taxes of 2 KB: 200 KB as the REST
      // bytes, twice that as the connector's result) is read each time, never kept: it would push
      // out many others.
      labelSuffix = ` ${'x'.repeat(2000)}`;
      const calls = counting.calls.length;
      const large = () => bounded.request('GET', taxesPath(consumer, 'size=100'), { token: owner.token });
      expect(cacheOf(await large()).state).toBe('miss');
      expect(cacheOf(await large()).state).toBe('miss');
      expect(counting.calls.length - calls).toBe(2);
      expect(cacheOf(await read(12)).state).toBe('hit');
    } finally {
      labelSuffix = '';
      await bounded.close();
    }
  });
});
