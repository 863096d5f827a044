import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStay, mewsId, seedHotel } from '../../fakes/mews/data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * Paging of PMS orders and how it reaches Mews: 300 four-night stays in March 2025 (1200 order
 * items, so `orderItems/getAll` needs its cursor), pages of 5, 50 and 100. The number of Mews
 * calls for one page must not depend on the page size.
 */

const STAYS = 300;
const NIGHTS = 4;
const WINDOW = 'date_from=2025-03-01&date_to=2025-03-31';
const ROUTES = [
  'configuration/get',
  'taxEnvironments/getAll',
  'taxations/getAll',
  'orderItems/getAll',
  'reservations/getAll/2023-06-06',
  'bills/getAll',
  'resources/getAll',
] as const;

let fake: MewsFake;
let h: MewsHarness;

beforeAll(async () => {
  fake = await startMewsFake((state) => {
    seedHotel(state);
    for (let n = 1; n <= STAYS; n++) {
      addStay(state, { n, firstNight: `2025-03-${String(1 + (n % 25)).padStart(2, '0')}`, nights: NIGHTS });
    }
  });
  h = await createMewsHarness(fake);
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const countsByRoute = () =>
  Object.fromEntries(ROUTES.map((r) => [r, fake.count(r)])) as Record<string, number>;

describe('Mews PMS orders: paging', () => {
  it('pages through every order exactly once, in a stable order', async () => {
    const { consumerId } = await h.connect();
    const seen: string[] = [];
    for (let page = 1; page <= 7; page++) {
      const body = await h.app.expect(
        200,
        'GET',
        `/consumers/${consumerId}/pms/orders?${WINDOW}&page=${page}&size=50`,
        {
          token: h.account.token,
        },
      );
      expect(body).toMatchObject({ total: STAYS, page, size: 50 });
      expect(body.items).toHaveLength(page <= 6 ? 50 : 0);
      seen.push(...body.items.map((o: { id: string }) => o.id));
    }
    expect(new Set(seen).size).toBe(STAYS);
    // First consumption, then id: stay n starts on March 1 + n % 25.
    const expected = Array.from({ length: STAYS }, (_, i) => i + 1)
      .sort((a, b) => (a % 25) - (b % 25) || (mewsId(1, a) < mewsId(1, b) ? -1 : 1))
      .map((n) => mewsId(0x1, n));
    expect(seen).toEqual(expected);
  });

  it('makes the same number of Mews calls for pages of 5, 50 and 100 (printed as a table)', async () => {
    const table: Record<string, Record<string, number | string>> = {};
    const cold: Record<number, Record<string, number>> = {};
    const warm: Record<number, Record<string, number>> = {};
    for (const size of [5, 50, 100]) {
      // A fresh connection: its configuration cache starts cold.
      const { consumerId } = await h.connect();
      for (const [label, page, into] of [
        ['cold', 1, cold],
        ['warm', 2, warm],
      ] as const) {
        fake.reset();
        const body = await h.app.expect(
          200,
          'GET',
          `/consumers/${consumerId}/pms/orders?${WINDOW}&page=${page}&size=${size}`,
          { token: h.account.token },
        );
        expect(body.items).toHaveLength(size);
        into[size] = countsByRoute();
        // One batch per kind, sized by the page, never one call per order.
        const [reservations] = fake.calls.filter((c) => c.route === 'reservations/getAll/2023-06-06');
        expect(reservations?.body?.['ReservationIds']).toHaveLength(size);
        const [bills] = fake.calls.filter((c) => c.route === 'bills/getAll');
        expect(bills?.body?.['BillIds']).toHaveLength(size);
        table[`size ${size} (${label}, page ${page})`] = { ...into[size], total: fake.count() };
      }
    }
    console.log('Mews calls per PMS orders page (1200 order items in the window):');
    console.table(table);

    expect(cold[5]).toEqual({
      'configuration/get': 1,
      'taxEnvironments/getAll': 1,
      'taxations/getAll': 1,
      'orderItems/getAll': 2, // 1000 + 200 items: the cursor is followed
      'reservations/getAll/2023-06-06': 1,
      'bills/getAll': 1,
      'resources/getAll': 1,
    });
    expect(warm[5]).toEqual({ ...cold[5], 'configuration/get': 0, 'taxEnvironments/getAll': 0 });
    expect(cold[50]).toEqual(cold[5]);
    expect(cold[100]).toEqual(cold[5]);
    expect(warm[50]).toEqual(warm[5]);
    expect(warm[100]).toEqual(warm[5]);
  });

  it('follows the orderItems cursor: the second call starts after the first page', async () => {
    const { consumerId } = await h.connect();
    await h.app.expect(200, 'GET', `/consumers/${consumerId}/pms/orders?${WINDOW}&size=5`, {
      token: h.account.token,
    });
    const itemCalls = fake.calls.filter((c) => c.route === 'orderItems/getAll');
    expect(itemCalls.map((c) => c.body?.['Limitation'])).toEqual([
      { Count: 1000, Cursor: null },
      { Count: 1000, Cursor: fake.state.orderItems[999]!.Id },
    ]);
  });
});
