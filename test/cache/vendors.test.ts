import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMewsHarness, type MewsHarness } from '../connectors/mews/setup.js';
import { connectOdoo, createOdooTestApp, HTTP } from '../connectors/odoo/helpers.js';
import { modifiersPath, type SquareHarness, startSquareHarness } from '../connectors/square/kit.js';
import { seedHotel } from '../fakes/mews/data.js';
import { type MewsFake, startMewsFake } from '../fakes/mews/server.js';
import { type OdooFake, startOdooFake } from '../fakes/odoo/server.js';
import type { TestApp, TestResponse } from '../kit/app.js';

/**
 * Vendor calls saved by the read cache (issue 10, item 5), counted where they arrive: at the
 * fake Odoo, Square and Mews servers. A second identical read within the TTL makes no vendor
 * call; 100 concurrent identical cold reads make as many calls as one read does.
 */

const CACHE_ON = { LINTEL_READ_CACHE_SECONDS: '60' };

/** Calls one read makes alone, then calls 100 concurrent identical reads of `cold` make. */
async function callsOfOneAndOfHundred(
  send: (path: string) => Promise<TestResponse>,
  count: () => number,
  warm: string,
  cold: string,
): Promise<{ one: number; hundred: number }> {
  let before = count();
  expect((await send(warm)).status).toBe(200);
  const one = count() - before;
  before = count();
  const answers = await Promise.all(Array.from({ length: 100 }, () => send(cold)));
  for (const res of answers) expect(res.status, res.text).toBe(200);
  expect(new Set(answers.map((res) => res.text)).size).toBe(1);
  return { one, hundred: count() - before };
}

async function expectSecondReadFree(
  send: (path: string) => Promise<TestResponse>,
  count: () => number,
  path: string,
) {
  const first = await send(path);
  expect(first.status, first.text).toBe(200);
  expect(first.headers.get('x-lintel-cache')).toBe('miss');
  const before = count();
  const second = await send(path);
  expect(second.headers.get('x-lintel-cache')).toBe('hit');
  expect(second.text).toBe(first.text);
  expect(count() - before).toBe(0);
}

describe('Odoo', () => {
  let fake: OdooFake;
  let t: TestApp;
  let send: (path: string) => Promise<TestResponse>;
  let consumerId: string;

  beforeAll(async () => {
    fake = await startOdooFake();
    t = await createOdooTestApp(HTTP, CACHE_ON);
    const account = await t.newAccount('odoo cache');
    ({ consumerId } = await connectOdoo(t, account, fake));
    send = (path) => t.request('GET', path, { token: account.token });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('a second identical read makes no call', async () => {
    for (const rest of ['taxes?size=20', 'products?size=5', 'contacts?size=5', 'opportunities?size=5']) {
      await expectSecondReadFree(send, () => fake.calls.length, `/consumers/${consumerId}/invoicing/${rest}`);
    }
    const product = `/consumers/${consumerId}/invoicing/products`;
    const { items } = (await send(`${product}?size=1`)).body as { items: { id: string }[] };
    await expectSecondReadFree(send, () => fake.calls.length, `${product}/${items[0]!.id}`);
  });

  it('100 concurrent identical cold reads make the calls of one', async () => {
    const base = `/consumers/${consumerId}/invoicing/products`;
    const { one, hundred } = await callsOfOneAndOfHundred(
      send,
      () => fake.calls.length,
      `${base}?size=3&page=2`,
      `${base}?size=3&page=3`,
    );
    expect(one).toBeGreaterThan(0);
    expect(hundred).toBe(one);
  });
});

describe('Square', () => {
  let h: SquareHarness;
  let send: (path: string) => Promise<TestResponse>;
  let consumerId: string;

  beforeAll(async () => {
    h = await startSquareHarness(CACHE_ON);
    ({ consumerId } = await h.connect());
    send = (path) => h.t.request('GET', path, { token: h.account.token });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a second identical read makes no call', async () => {
    await expectSecondReadFree(send, () => h.fake.count(), modifiersPath(consumerId, 'size=10'));
  });

  it('100 concurrent identical cold reads make the calls of one', async () => {
    // The Square connector keeps the catalogue for 30 s itself: a fresh connection each time.
    const alone = await h.connect();
    let before = h.fake.count();
    expect((await send(modifiersPath(alone.consumerId, 'size=4'))).status).toBe(200);
    const one = h.fake.count() - before;
    const cold = await h.connect();
    before = h.fake.count();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => send(modifiersPath(cold.consumerId, 'size=4'))),
    );
    for (const res of answers) expect(res.status).toBe(200);
    expect(one).toBeGreaterThan(0);
    expect(h.fake.count() - before).toBe(one);
  });
});

describe('Mews', () => {
  let fake: MewsFake;
  let h: MewsHarness;
  let send: (path: string) => Promise<TestResponse>;
  let consumerId: string;

  beforeAll(async () => {
    fake = await startMewsFake(seedHotel);
    h = await createMewsHarness(fake, undefined, {}, CACHE_ON);
    ({ consumerId } = await h.connect());
    send = (path) => h.app.request('GET', path, { token: h.account.token });
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('a second identical read makes no call', async () => {
    await expectSecondReadFree(send, () => fake.calls.length, `/consumers/${consumerId}/pms/taxes`);
    await expectSecondReadFree(
      send,
      () => fake.calls.length,
      `/consumers/${consumerId}/pms/orders?state=closed&date_from=2023-01-01&date_to=2023-03-01`,
    );
  });

  it('100 concurrent identical cold reads make the calls of one', async () => {
    const orders = `/consumers/${consumerId}/pms/orders?state=consumed&date_from=2023-01-01`;
    const { one, hundred } = await callsOfOneAndOfHundred(
      send,
      () => fake.calls.length,
      `${orders}&date_to=2023-02-01`,
      `${orders}&date_to=2023-02-02`,
    );
    expect(one).toBeGreaterThan(0);
    expect(hundred).toBe(one);
  });
});
