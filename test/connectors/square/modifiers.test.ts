import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogObjectJson,
  FAKE_TOKEN,
  squareModifier,
  squareModifierList,
  squareModifierLists,
} from '../../fakes/square/server.js';
import { graphql } from '../../gql/index.js';
import { modifiersPath, type SquareHarness, startSquareHarness } from './kit.js';

/**
 * Square modifier lists through the whole app (REST and GraphQL): every mapped field, money from
 * minor units, the location presence rules on lists and on modifiers, `raw`, and how Lintel's
 * page/size paging reaches Square's cursor pages (with the per-connection cache).
 */

const L1 = 'L1ABCDEF';
const L2 = 'L2GHIJKL';

// Seeded catalogue. Expected values below are written out by hand from Square's semantics.
const milk = squareModifierList(
  'ML_MILK',
  'Milk Type',
  [
    squareModifier('M_ALMOND', 'Almond Milk', 250, 'USD', {
      modifier_data: {
        ordinal: 2,
        location_overrides: [{ location_id: L1, price_money: { amount: 300, currency: 'USD' } }],
      },
    }),
    squareModifier('M_OAT', 'Oat Milk', 199, 'USD', {
      present_at_all_locations: false,
      present_at_location_ids: [L1],
      modifier_data: { ordinal: 1 },
    }),
    squareModifier('M_SOY', 'Soy Milk', null, 'USD', {
      absent_at_location_ids: [L1],
      modifier_data: { ordinal: 3 },
    }),
    squareModifier('M_GONE', 'Deleted Milk', 100, 'USD', { is_deleted: true, modifier_data: { ordinal: 0 } }),
  ],
  { present_at_all_locations: false, present_at_location_ids: [L1] },
);
const size = (() => {
  const list = squareModifierList('ML_SIZE', 'Size', [
    squareModifier('M_LARGE', 'Large', 150, 'JPY'),
    squareModifier('M_REGULAR', 'Regular', 0, 'JPY'),
    squareModifier('M_SHOT', 'Extra shot', 500, 'KRW'),
    // Money without a currency: Square's default of two digits.
    squareModifier('M_WRAP', 'Gift wrap', null, 'USD', { modifier_data: { price_money: { amount: 500 } } }),
  ]);
  // `present_at_all_locations` absent means true.
  delete list['present_at_all_locations'];
  return list;
})();
const extras = squareModifierList(
  'ML_EXTRAS',
  'Extras',
  [
    squareModifier('M_SAFFRON', 'Saffron', 1250, 'BHD'),
    squareModifier('M_GOLD', 'Gold leaf', 1005, 'KWD'),
    squareModifier('M_CREAM', 'Cream', 275, 'EUR'),
  ],
  { absent_at_location_ids: [L1] },
);
const deleted = squareModifierList('ML_DELETED', 'Deleted list', [squareModifier('M_X', 'X', 1, 'USD')], {
  is_deleted: true,
});
const nowhere = squareModifierList('ML_NOWHERE', 'Retired', [squareModifier('M_OLD', 'Old', 100, 'USD')], {
  present_at_all_locations: false,
});
const note = (() => {
  const list = squareModifierList('ML_NOTE', 'Note', []);
  (list['modifier_list_data'] as Record<string, unknown>)['modifier_type'] = 'TEXT';
  delete (list['modifier_list_data'] as Record<string, unknown>)['modifiers'];
  return list;
})();
const item: CatalogObjectJson = { type: 'ITEM', id: 'I_LATTE', item_data: { name: 'Latte' } };
const CATALOGUE = [milk, item, size, extras, deleted, nowhere, note];

const MILK_ALL = {
  id: 'ML_MILK',
  name: 'Milk Type',
  options: [
    { id: 'M_OAT', name: 'Oat Milk', price: 1.99 },
    { id: 'M_ALMOND', name: 'Almond Milk', price: 2.5 },
    { id: 'M_SOY', name: 'Soy Milk', price: 0 },
  ],
};
const MILK_L1 = {
  id: 'ML_MILK',
  name: 'Milk Type',
  options: [
    { id: 'M_OAT', name: 'Oat Milk', price: 1.99 },
    { id: 'M_ALMOND', name: 'Almond Milk', price: 3 },
  ],
};
const SIZE = {
  id: 'ML_SIZE',
  name: 'Size',
  options: [
    { id: 'M_LARGE', name: 'Large', price: 150 },
    { id: 'M_REGULAR', name: 'Regular', price: 0 },
    { id: 'M_SHOT', name: 'Extra shot', price: 500 },
    { id: 'M_WRAP', name: 'Gift wrap', price: 5 },
  ],
};
const EXTRAS = {
  id: 'ML_EXTRAS',
  name: 'Extras',
  options: [
    { id: 'M_SAFFRON', name: 'Saffron', price: 1.25 },
    { id: 'M_GOLD', name: 'Gold leaf', price: 1.005 },
    { id: 'M_CREAM', name: 'Cream', price: 2.75 },
  ],
};
const NOWHERE = { id: 'ML_NOWHERE', name: 'Retired', options: [{ id: 'M_OLD', name: 'Old', price: 1 }] };
const NOTE = { id: 'ML_NOTE', name: 'Note', options: [] };

const SquareModifiersQuery = graphql(`
  query SquareModifiers($id: ID!, $first: Int, $after: String, $location: String) {
    consumer(id: $id) {
      pos {
        modifiers(first: $first, after: $after, locationId: $location) {
          nodes { remoteId name options { remoteId name price } raw }
          totalCount
          pageInfo { hasNextPage }
        }
      }
    }
  }
`);

/** A group as GraphQL names it: the Square id is `remoteId`, on the group and its options. */
type Group = { id: string; name: string; options: { id: string; name: string; price: number }[] };
const asNode = ({ id, name, options }: Group) => ({
  remoteId: id,
  name,
  options: options.map((o) => ({ remoteId: o.id, name: o.name, price: o.price })),
});

let h: SquareHarness;

beforeAll(async () => {
  h = await startSquareHarness();
});

afterAll(async () => {
  await h?.close();
});

describe('mapping', () => {
  let consumerId: string;

  beforeAll(async () => {
    h.fake.state.objects = structuredClone(CATALOGUE);
    ({ consumerId } = await h.connect());
  });

  it('maps every field, money from minor units, skipping deleted lists and modifiers', async () => {
    const page = await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token });
    expect(page).toEqual({ items: [MILK_ALL, SIZE, EXTRAS, NOWHERE, NOTE], total: 5, page: 1, size: 50 });
    // No `raw` unless asked for.
    expect(page.items[0]).not.toHaveProperty('raw');
  });

  it('asks Square for modifier lists with the bearer token and the pinned Square-Version', async () => {
    h.advance(60_000); // past the cache, so this test sees its own call
    h.fake.reset();
    await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token });
    expect(h.fake.calls).toEqual([
      {
        method: 'GET',
        path: '/v2/catalog/list',
        query: { types: 'MODIFIER_LIST' },
        authorization: `Bearer ${FAKE_TOKEN}`,
        squareVersion: '2024-01-18',
        status: 200,
      },
    ]);
  });

  it('filters lists and modifiers by location, with the location override price', async () => {
    const at = async (location: string) =>
      h.t.expect(200, 'GET', modifiersPath(consumerId, `location_id=${location}`), {
        token: h.account.token,
      });
    // L1: Milk is present only there (its Soy is absent there, Almond has an L1 price), Extras is
    // absent there, Retired is nowhere.
    expect(await at(L1)).toEqual({ items: [MILK_L1, SIZE, NOTE], total: 3, page: 1, size: 50 });
    expect(await at(L2)).toEqual({ items: [SIZE, EXTRAS, NOTE], total: 3, page: 1, size: 50 });
    expect(await at('L_UNKNOWN')).toEqual({ items: [SIZE, EXTRAS, NOTE], total: 3, page: 1, size: 50 });
  });

  it('x-chift-raw-data: true gives Square\u2019s own record as raw', async () => {
    const page = await h.t.expect(200, 'GET', modifiersPath(consumerId), {
      token: h.account.token,
      headers: { 'x-chift-raw-data': 'true' },
    });
    expect(page.items.map((g: { raw: unknown }) => g.raw)).toEqual([milk, size, extras, nowhere, note]);
    expect(page.items[0]).toEqual({ ...MILK_ALL, raw: milk });
  });

  it('GraphQL serves the same groups, with raw', async () => {
    const result = await h.t.graphql(
      SquareModifiersQuery,
      { id: consumerId, location: L1 },
      { token: h.account.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.consumer?.pos.modifiers).toEqual({
      nodes: [
        { ...asNode(MILK_L1), raw: milk },
        { ...asNode(SIZE), raw: size },
        { ...asNode(NOTE), raw: note },
      ],
      totalCount: 3,
      pageInfo: { hasNextPage: false },
    });
  });
});

describe('paging: Lintel page/size over Square cursors', () => {
  const LIST = 'GET /v2/catalog/list';
  const ids = (page: { items: { id: string }[] }) => page.items.map((g) => g.id);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `ML${String(from + i).padStart(4, '0')}`);

  it('reads all cursor pages once, then serves other pages from the cache until the TTL', async () => {
    h.fake.state.objects = squareModifierLists(250);
    const { consumerId } = await h.connect();
    const get = (query: string) =>
      h.t.expect(200, 'GET', modifiersPath(consumerId, query), { token: h.account.token });

    const first = await get('page=1&size=50');
    expect(ids(first)).toEqual(range(1, 50));
    expect(first).toMatchObject({ total: 250, page: 1, size: 50 });
    // 250 lists = 3 Square pages of 100, followed by cursor until Square sends none.
    expect(h.fake.count(LIST)).toBe(3);
    expect(h.fake.calls.map((c) => c.query['cursor'] === undefined)).toEqual([true, false, false]);
    expect(h.fake.calls[1]!.query['cursor']).not.toBe(h.fake.calls[2]!.query['cursor']);

    h.fake.reset();
    expect(ids(await get('page=2&size=50'))).toEqual(range(51, 100));
    const third = await get('page=3&size=100');
    expect(ids(third)).toEqual(range(201, 250));
    expect(await get('page=4&size=100')).toEqual({ items: [], total: 250, page: 4, size: 100 });
    expect(await get('page=1&size=1&location_id=L1')).toMatchObject({ total: 250 });
    expect(h.fake.count(LIST)).toBe(0);

    // Within the TTL a change at Square is not seen yet (documented staleness, 30 s)...
    h.fake.state.objects.push(...squareModifierLists(1, 'NEW'));
    h.advance(29_000);
    expect(await get('page=1&size=1')).toMatchObject({ total: 250 });
    expect(h.fake.count(LIST)).toBe(0);
    // ...and after it, the next request reads Square again.
    h.advance(2_000);
    expect(await get('page=26&size=10')).toMatchObject({ total: 251, items: [{ id: 'NEW0001' }] });
    expect(h.fake.count(LIST)).toBe(3);
  });

  it('keeps one cache per connection', async () => {
    h.fake.state.objects = squareModifierLists(120);
    const a = await h.connect();
    const b = await h.connect();
    await h.t.expect(200, 'GET', modifiersPath(a.consumerId), { token: h.account.token });
    await h.t.expect(200, 'GET', modifiersPath(a.consumerId, 'page=2&size=10'), { token: h.account.token });
    expect(h.fake.count(LIST)).toBe(2);
    await h.t.expect(200, 'GET', modifiersPath(b.consumerId), { token: h.account.token });
    expect(h.fake.count(LIST)).toBe(4);
  });

  it('concurrent requests on a cold cache share one walk of the cursors', async () => {
    h.fake.state.objects = squareModifierLists(250);
    const { consumerId } = await h.connect();
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) =>
        h.t.expect(200, 'GET', modifiersPath(consumerId, `page=${page}&size=50`), { token: h.account.token }),
      ),
    );
    expect(pages.map((p) => p.items[0].id)).toEqual(['ML0001', 'ML0051', 'ML0101', 'ML0151', 'ML0201']);
    expect(h.fake.count(LIST)).toBe(3);
  });

  it('an empty catalogue ({} from Square) is one call and an empty page', async () => {
    h.fake.state.objects = [];
    const { consumerId } = await h.connect();
    expect(await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token })).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 50,
    });
    expect(h.fake.count(LIST)).toBe(1);
  });

  it('upstream calls per operation and page size (printed for the closing note)', async () => {
    const rows: Record<string, string | number>[] = [];
    for (const lists of [0, 1, 100, 101, 250, 1000]) {
      h.fake.state.objects = squareModifierLists(lists);
      const squarePages = Math.max(1, Math.ceil(lists / 100));
      for (const size of [1, 50, 100]) {
        const { consumerId } = await h.connect();
        const get = (page: number) =>
          h.t.expect(200, 'GET', modifiersPath(consumerId, `page=${page}&size=${size}`), {
            token: h.account.token,
          });
        const first = await get(1);
        expect(first.total).toBe(lists);
        const firstCalls = h.fake.count(LIST);
        expect(firstCalls).toBe(squarePages);
        // Every further page within the TTL (size 1: pages 2, 3 and the last one only).
        const lintelPages = Math.max(1, Math.ceil(lists / size));
        const rest =
          size === 1
            ? [2, 3, lintelPages].filter((p) => p > 1 && p <= lintelPages)
            : Array.from({ length: lintelPages - 1 }, (_, i) => i + 2);
        for (const page of rest) await get(page);
        const restCalls = h.fake.count(LIST) - firstCalls;
        expect(restCalls).toBe(0);
        // Past the 30 s TTL by a second: the cache is stale only once its age exceeds the TTL, and
        // the real time between two requests here may be under a millisecond.
        h.advance(31_000);
        await get(1);
        const afterTtl = h.fake.count(LIST) - firstCalls - restCalls;
        expect(afterTtl).toBe(squarePages);
        rows.push({
          'modifier lists at Square': lists,
          'Lintel size': size,
          'Lintel pages': lintelPages,
          'Square calls, page 1 (cold)': firstCalls,
          'further pages read (within 30 s)': size === 1 ? `${rest.length} (2, 3, last)` : rest.length,
          'Square calls for them': restCalls,
          'Square calls, page 1 after 31 s': afterTtl,
        });
      }
    }
    console.log('pos.modifiers.list (Square GET /v2/catalog/list?types=MODIFIER_LIST, 100 per Square page)');
    console.table(rows);
  });
});
