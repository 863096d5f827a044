import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BEVERAGES,
  BLACK_TEA,
  CONSUMPTION_TAX,
  GREEN_TEA,
  LA,
  SALES_TAX,
  squareOrder,
  squareSeller,
  TEA,
  TOKYO,
} from '../../fakes/square/pos-seed.js';
import { FAKE_TOKEN } from '../../fakes/square/server.js';
import { type SquareHarness, startSquareHarness } from './kit.js';

/**
 * The point-of-sale operations of the Square connector against the fake Square, over REST (each
 * answer checked against Chift's schema by the test kit) and GraphQL: what each operation reads
 * at Square (counted calls), what it maps, the business days in each location's time zone, money
 * by the currency's exponent, Square's limits and idempotency keys, and the permissions check.
 *
 * The seller (test/fakes/square/pos-seed.ts): Grant Park in Los Angeles (USD, 9 % sales tax) and
 * Midtown in Tokyo (JPY, 10 % consumption tax); order i closes at 2024-03-01T17:30Z + i hours,
 * even ones in Los Angeles (09:30 PST onwards: March 1st there), odd ones in Tokyo (03:30 JST
 * onwards: March 2nd there, though March 1st in UTC).
 */

let h: SquareHarness;
let consumerId: string;
const pos = (path: string) => `/consumers/${consumerId}/pos/${path}`;
const get = (path: string) => h.t.expect<any>(200, 'GET', pos(path), { token: h.account.token });

function seed(n: number) {
  const seller = squareSeller(n);
  h.fake.state.objects = seller.catalog;
  Object.assign(h.fake.state.pos, {
    locations: seller.locations,
    orders: seller.orders,
    payments: seller.payments,
    refunds: seller.refunds,
    customers: seller.customers,
  });
  return seller;
}

beforeAll(async () => {
  h = await startSquareHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  seed(6);
  ({ consumerId } = await h.connect());
});

describe('locations', () => {
  it('ListLocations once, mapped with their time zones and addresses', async () => {
    const page = await get('locations');
    expect(page).toEqual({
      items: [
        {
          id: LA,
          name: 'Grant Park',
          timezone: 'America/Los_Angeles',
          address: {
            address_type: null,
            name: null,
            number: null,
            box: null,
            street: '123 Main St',
            city: 'San Francisco',
            postal_code: '94114',
            country: 'US',
          },
        },
        {
          id: TOKYO,
          name: 'Midtown',
          timezone: 'Asia/Tokyo',
          address: {
            address_type: null,
            name: null,
            number: null,
            box: null,
            street: '1234 Peachtree St. NE',
            city: 'Tokyo',
            postal_code: '30309',
            country: 'JP',
          },
        },
      ],
      total: 2,
      page: 1,
      size: 50,
    });
    expect(h.fake.count('GET /v2/locations')).toBe(1);
  });
});

describe('orders', () => {
  it("a business day is the location's: Tokyo's March 2nd holds the orders closed on March 1st in UTC", async () => {
    const tokyo = await get(`orders?date_from=2024-03-02&date_to=2024-03-02&location_id=${TOKYO}`);
    expect(tokyo.items.map((o: any) => o.id)).toEqual(['ORDER0002SQ', 'ORDER0004SQ', 'ORDER0006SQ']);
    const march1st = await get(`orders?date_from=2024-03-01&date_to=2024-03-01&state=closed`);
    expect(march1st.items.map((o: any) => o.id)).toEqual(['ORDER0001SQ', 'ORDER0003SQ', 'ORDER0005SQ']);
    // One search per time zone (each with its own closed_at window), sorted by CLOSED_AT.
    const searches = h.fake.calls.filter((c) => c.path === '/v2/orders/search').map((c) => c.body!);
    expect(searches.slice(-2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          location_ids: [LA],
          query: {
            filter: {
              state_filter: { states: ['COMPLETED'] },
              date_time_filter: {
                closed_at: { start_at: '2024-03-01T08:00:00.000Z', end_at: '2024-03-02T08:00:00.000Z' },
              },
            },
            sort: { sort_field: 'CLOSED_AT', sort_order: 'ASC' },
          },
        }),
        expect.objectContaining({
          location_ids: [TOKYO],
          query: expect.objectContaining({
            filter: expect.objectContaining({
              date_time_filter: {
                closed_at: { start_at: '2024-02-29T15:00:00.000Z', end_at: '2024-03-01T15:00:00.000Z' },
              },
            }),
          }),
        }),
      ]),
    );
  });

  it('maps an order: minor units by the currency, tips apart, refunds negative, lines with their product', async () => {
    const [usd] = (await get(`orders?date_from=2024-03-01&date_to=2024-03-01&location_id=${LA}`)).items;
    expect(usd).toEqual({
      id: 'ORDER0001SQ',
      order_number: null,
      creation_date: '2024-03-01T17:15:00.000Z',
      closing_date: '2024-03-01T17:30:00.000Z',
      service_date: null,
      device_id: null,
      total: 4.63,
      tax_amount: 0.38,
      total_discount: 0.25,
      total_refund: 0,
      total_tip: 0.75,
      delivery_fee: 0,
      mode: 'UNKNOWN',
      source: 'UNKNOWN',
      currency: 'USD',
      country: 'US',
      loyalty: null,
      customer_id: 'JDKYHBWT1D4F8MFH63DBMEN8Y4',
      location_id: LA,
      taxes: [{ tax_id: SALES_TAX, tax_rate: 9, tax_amount: 0.38, total: 4.63 }],
      guests: null,
      payments: [
        {
          id: 'ORDER0001SQPAY',
          payment_method_id: 'CARD',
          payment_method_name: 'Card',
          total: 4.63,
          tip: 0.75,
          status: 'Completed',
          currency: 'USD',
          date: '2024-03-01T17:30:00.000Z',
          invoice_ref: null,
          order_id: 'ORDER0001SQ',
        },
      ],
      items: [
        {
          id: 'ORDER0001SQ-L1',
          type: 'product',
          menu_id: null,
          quantity: 2,
          unit_price: 1.5,
          total: 3.27,
          tax_amount: 0.27,
          tax_rate: 9,
          tax_id: SALES_TAX,
          description: 'Tea - Black - Regular',
          discounts: [],
          product_id: BLACK_TEA,
          accounting_category_id: null,
          modifiers: [],
        },
        {
          id: 'ORDER0001SQ-L2',
          type: 'product',
          menu_id: null,
          quantity: 1,
          unit_price: 1.5,
          total: 1.36,
          tax_amount: 0.11,
          tax_rate: 9,
          tax_id: SALES_TAX,
          description: 'Tea - Green - Regular',
          discounts: [{ name: 'Sale', total: 0.25, type: 'UNKNOWN' }],
          product_id: GREEN_TEA,
          accounting_category_id: null,
          modifiers: [],
        },
      ],
      invoice_id: null,
    });
    // JPY has no minor unit: 1540 yen stay 1540; the refunded LA order has a negative payment.
    const refunded = await get('orders/ORDER0005SQ');
    expect(refunded.total_refund).toBe(1.5);
    expect(refunded.payments.map((p: any) => p.total)).toEqual([4.63, -1.5]);
    const yen = await get('orders/ORDER0002SQ');
    expect([yen.total, yen.tax_amount, yen.currency, yen.country]).toEqual([1540, 140, 'JPY', 'JP']);
    expect(yen.payments[0]).toMatchObject({ payment_method_id: 'CARD', total: 1540, tip: 0 });
  });

  it('an unknown order: 404, after one BatchRetrieveOrders', async () => {
    const res = await h.t.request('GET', pos('orders/NOPE'), { token: h.account.token });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
    expect(h.fake.count('POST /v2/orders/batch-retrieve')).toBe(1);
  });

  it('more than 10 locations: one SearchOrders per 10, never more ids in a call', async () => {
    const seller = seed(4);
    const extra = Array.from({ length: 11 }, (_, i) => ({
      ...seller.locations[0]!,
      id: `EXTRA${String(i).padStart(8, '0')}`,
      name: `Extra ${i}`,
    }));
    h.fake.state.pos.locations = [...seller.locations, ...extra];
    ({ consumerId } = await h.connect());
    const page = await get('orders?state=closed&date_from=2024-03-01&date_to=2024-03-02');
    expect(page.total).toBe(4);
    const searches = h.fake.calls.filter((c) => c.path === '/v2/orders/search');
    // 13 locations: 12 in Los Angeles' zone (two calls: 10 + 2), 1 in Tokyo's.
    expect(searches.map((c) => (c.body!['location_ids'] as string[]).length).sort()).toEqual([1, 10, 2]);
    expect(searches.every((c) => c.status === 200)).toBe(true);
  });

  it('cursor paging: every page of SearchOrders is read', async () => {
    seed(6);
    ({ consumerId } = await h.connect());
    // Square pages at `limit`; the connector asks 1000, so the fake's cursor is forced by a
    // catalogue of orders larger than that: 1001 orders in Los Angeles on one day.
    const many = Array.from(
      { length: 1001 },
      (_, i) =>
        squareOrder({
          id: `BULK${i}`,
          location: LA,
          currency: 'USD',
          closedAt: new Date(Date.parse('2024-03-05T17:00:00Z') + i * 1000).toISOString(),
          lines: [{ variation: 'X', name: 'Thing', quantity: 1, price: 100 }],
          tax: { id: SALES_TAX, name: 'Sales Tax', percentage: 9 },
        }).order,
    );
    h.fake.state.pos.orders = many;
    const page = await get(
      `orders?state=closed&date_from=2024-03-05&date_to=2024-03-05&location_id=${LA}&size=10&page=101`,
    );
    expect(page.total).toBe(1001);
    expect(page.items.map((o: any) => o.id)).toEqual(['BULK1000']);
    const searches = h.fake.calls.filter((c) => c.path === '/v2/orders/search');
    expect(searches).toHaveLength(2);
    expect(searches[1]!.body!['cursor']).toEqual(expect.any(String));
  });

  it('the customer of an open order is set with UpdateOrder (its version, a key from the idempotency key)', async () => {
    const open = squareOrder({
      id: 'OPENORDER1',
      location: LA,
      currency: 'USD',
      closedAt: '2024-03-01T18:00:00Z',
      lines: [{ variation: 'X', name: 'Thing', quantity: 1, price: 100 }],
      tax: { id: SALES_TAX, name: 'Sales Tax', percentage: 9 },
      state: 'OPEN',
    }).order;
    h.fake.state.pos.orders.push(open);
    const key = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
    const body = { customer_id: 'A9641GZW2H7Z56YYSD41Q12HDW' };
    const updated = await h.t.expect<any>(200, 'PATCH', pos('orders/OPENORDER1'), {
      token: h.account.token,
      body,
      headers: { 'x-chift-client-requestid': key },
    });
    expect(updated).toMatchObject({
      id: 'OPENORDER1',
      customer_id: 'A9641GZW2H7Z56YYSD41Q12HDW',
      closing_date: null,
    });
    const put = h.fake.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v2/orders/OPENORDER1');
    expect(put.body).toEqual({
      idempotency_key: expect.stringMatching(/^lintel-[0-9a-f]{32}$/),
      order: { version: 1, customer_id: 'A9641GZW2H7Z56YYSD41Q12HDW' },
    });
    expect(h.fake.state.pos.orders.find((o) => o['id'] === 'OPENORDER1')!['version']).toBe(2);
    // The same request again: answered from the write journal, Square not written to again.
    await h.t.expect(200, 'PATCH', pos('orders/OPENORDER1'), {
      token: h.account.token,
      body,
      headers: { 'x-chift-client-requestid': key },
    });
    expect(h.fake.count('PUT /v2/orders/OPENORDER1')).toBe(1);
  });

  it('a completed order cannot change customer at Square: 400 ERROR_CONNECTOR_REQUEST with what Square said, nothing changed', async () => {
    const res = await h.t.request('PATCH', pos('orders/ORDER0001SQ'), {
      token: h.account.token,
      body: { customer_id: 'A9641GZW2H7Z56YYSD41Q12HDW' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ERROR_CONNECTOR_REQUEST');
    expect(res.body.detail).toMatch(/COMPLETED cannot be updated/);
    expect(h.fake.state.pos.orders.find((o) => o['id'] === 'ORDER0001SQ')!['customer_id']).toBe(
      'JDKYHBWT1D4F8MFH63DBMEN8Y4',
    );
  });
});

describe('payments and payment methods', () => {
  it('payments of the business days, refunds negative: one ListPayments per location, one ListPaymentRefunds', async () => {
    const page = await get('payments?date_from=2024-03-01&date_to=2024-03-01');
    expect(
      page.items.map((p: any) => [p.id, p.total, p.tip, p.payment_method_id, p.status, p.currency]),
    ).toEqual([
      ['ORDER0001SQPAY', 4.63, 0.75, 'CARD', 'Completed', 'USD'],
      ['ORDER0003SQPAY', 4.91, 0, 'CARD', 'Completed', 'USD'],
      ['ORDER0005SQPAY', 4.63, 0, 'CARD', 'Completed', 'USD'],
      ['ORDER0005SQPAY_R1', -1.5, 0, 'CARD', 'Completed', 'USD'],
    ]);
    const listed = h.fake.calls.filter((c) => c.path === '/v2/payments');
    expect(listed.map((c) => c.query['location_id']).sort()).toEqual([LA, TOKYO].sort());
    expect(listed.find((c) => c.query['location_id'] === TOKYO)!.query).toMatchObject({
      begin_time: '2024-02-29T15:00:00.000Z',
      end_time: '2024-03-01T15:00:00.000Z',
    });
    expect(h.fake.count('GET /v2/refunds')).toBe(1);
    const tokyo = await get('payments?date_from=2024-03-02&date_to=2024-03-02');
    expect(tokyo.items.map((p: any) => [p.total, p.tip, p.payment_method_id])).toEqual([
      [1540, 0, 'CARD'],
      [1540, 100, 'CASH'],
      [1540, 0, 'CARD'],
    ]);
  });

  it("payment methods: Square's tender and source types, no call", async () => {
    const page = await get('payment-methods');
    expect(page.items.slice(0, 2)).toEqual([
      { id: 'CARD', name: 'Card', extra: 'Card' },
      { id: 'CASH', name: 'Cash', extra: 'Cash' },
    ]);
    expect(page.total).toBe(10);
    expect(h.fake.count()).toBe(0);
  });
});

describe('sales, closures and the report, computed from the orders of the day', () => {
  it("sales of a location's days; an empty day is zero", async () => {
    expect(await get(`sales?date_from=2024-03-01&date_to=2024-03-01&location_id=${LA}`)).toEqual({
      total: 14.17,
      tax_amount: 1.17,
      taxes: [{ tax_id: SALES_TAX, tax_rate: 9, tax_amount: 1.17, total: 14.17 }],
    });
    expect(await get(`sales?date_from=2024-03-02&date_to=2024-03-02&location_id=${TOKYO}`)).toEqual({
      total: 4620,
      tax_amount: 420,
      taxes: [{ tax_id: CONSUMPTION_TAX, tax_rate: 10, tax_amount: 420, total: 4620 }],
    });
    // In UTC, three Tokyo orders close on March 1st; in Tokyo none does.
    expect(await get(`sales?date_from=2024-03-01&date_to=2024-03-01&location_id=${TOKYO}`)).toEqual({
      total: 0,
      tax_amount: 0,
      taxes: [],
    });
  });

  it('a closure adds up the payments of the orders of its day, by method; closed once the day is over', async () => {
    const closure = await get(`closures/2024-03-01?location_id=${LA}`);
    expect(closure).toEqual({
      date: '2024-03-01',
      status: 'closed',
      closures: [
        {
          id: `${LA}:2024-03-01`,
          total: 12.67,
          tax_amount: 1.17,
          payments: [{ payment_method_id: 'CARD', payment_method_name: 'Card', tip: 0.75, total: 12.67 }],
          taxes: [{ tax_id: SALES_TAX, tax_rate: 9, tax_amount: 1.17, total: 14.17 }],
        },
      ],
    });
    // Its id lists its orders.
    const orders = await get(`orders?closure_id=${encodeURIComponent(`${LA}:2024-03-01`)}`);
    expect(orders.items.map((o: any) => o.id)).toEqual(['ORDER0001SQ', 'ORDER0003SQ', 'ORDER0005SQ']);
    const tokyo = await get(`closures/2024-03-02?location_id=${TOKYO}`);
    expect(tokyo.closures[0].payments).toEqual([
      { payment_method_id: 'CARD', payment_method_name: 'Card', tip: 0, total: 3080 },
      { payment_method_id: 'CASH', payment_method_name: 'Cash', tip: 100, total: 1540 },
    ]);
    // Without location_id: the first location (Grant Park); a day without orders has no closure.
    expect(await get('closures/2024-02-01')).toEqual({ date: '2024-02-01', status: 'closed', closures: [] });
    const unknown = await h.t.request('GET', pos('closures/2024-03-01?location_id=NOPE'), {
      token: h.account.token,
    });
    expect(unknown.status).toBe(404);
  });

  it("the report of a location's day: orders by category, payments by method and tax rate", async () => {
    const report = await get(`report?date=2024-03-02&location_id=${TOKYO}`);
    expect(report).toEqual({
      date: '2024-03-02',
      location_id: TOKYO,
      orders: [
        {
          currency: 'JPY',
          total: 4620,
          tax_amount: 420,
          tax_duedatetypecode: null,
          category: 'Supply of goods subject to value-added tax.',
          total_orders: 3,
          taxes: [{ tax_id: CONSUMPTION_TAX, tax_rate: 10, tax_amount: 420, total: 4620 }],
        },
      ],
      payments: [
        {
          tax_id: CONSUMPTION_TAX,
          tax_rate: 10,
          tax_amount: 280,
          total: 3080,
          payment_method_id: 'CARD',
          payment_method_name: 'Card',
          currency: 'JPY',
        },
        {
          tax_id: CONSUMPTION_TAX,
          tax_rate: 10,
          tax_amount: 140,
          total: 1540,
          payment_method_id: 'CASH',
          payment_method_name: 'Cash',
          currency: 'JPY',
        },
      ],
    });
  });
});

describe('customers', () => {
  it('list (SearchCustomers), search by name here, email exact at Square; get by BulkRetrieveCustomers', async () => {
    const all = await get('customers');
    expect(all.items.map((c: any) => c.name)).toEqual(['Amelia Earhart', 'James Bond']);
    expect(all.items[1]).toEqual({
      id: 'JDKYHBWT1D4F8MFH63DBMEN8Y4',
      first_name: 'James',
      last_name: 'Bond',
      name: 'James Bond',
      phone: '+1-212-555-4250',
      email: 'james.bond@example.com',
      created_on: '2018-01-23T20:21:54.859Z',
      addresses: [
        {
          address_type: null,
          name: null,
          number: null,
          box: null,
          street: '505 Electric Ave, Suite 600',
          city: 'New York',
          postal_code: '10003',
          country: 'US',
        },
      ],
      loyalty: null,
      birthdate: null,
    });
    expect((await get('customers?search=bond')).items.map((c: any) => c.id)).toEqual([
      'JDKYHBWT1D4F8MFH63DBMEN8Y4',
    ]);
    expect((await get('customers?email=amelia.earhart@example.com')).total).toBe(1);
    expect(h.fake.calls.filter((c) => c.path === '/v2/customers/search').at(-1)!.body).toEqual({
      limit: 100,
      query: { filter: { email_address: { exact: 'amelia.earhart@example.com' } } },
    });
    expect((await get('customers/A9641GZW2H7Z56YYSD41Q12HDW')).name).toBe('Amelia Earhart');
    expect(h.fake.count('POST /v2/customers/bulk-retrieve')).toBe(1);
    const missing = await h.t.request('GET', pos('customers/NOPE'), { token: h.account.token });
    expect(missing.status).toBe(404);
  });

  it("creation carries Square's idempotency_key from the request's key: Square's retry after a timeout makes one customer", async () => {
    // The first attempt reaches Square but its answer comes after the connector's timeout: the
    // HTTP client sends it again with the same key, and Square answers the same customer.
    h.fake.inject({ kind: 'slow', delayMs: 700 });
    const key = '0123456789abcdef0123456789abcdef';
    const created = await h.t.expect<any>(200, 'POST', pos('customers'), {
      token: h.account.token,
      headers: { 'x-chift-client-requestid': key },
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        address: {
          name: 'home',
          street: 'St James Square',
          number: '12',
          city: 'London',
          postal_code: 'SW1Y 4JH',
          country: 'GB',
        },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(created).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    const posts = h.fake.calls.filter((c) => c.method === 'POST' && c.path === '/v2/customers');
    expect(posts.length).toBe(2);
    expect(new Set(posts.map((c) => c.body!['idempotency_key']))).toEqual(
      new Set([expect.stringMatching(/^lintel-[0-9a-f]{32}$/)]),
    );
    expect(posts[0]!.body).toMatchObject({
      given_name: 'Ada',
      family_name: 'Lovelace',
      email_address: 'ada@example.com',
      phone_number: '+44 20 7946 0000',
      address: {
        address_line_1: 'St James Square 12',
        locality: 'London',
        postal_code: 'SW1Y 4JH',
        country: 'GB',
      },
    });
    expect(created.addresses).toEqual([
      {
        address_type: null,
        name: null,
        street: 'St James Square 12',
        number: null,
        box: null,
        city: 'London',
        postal_code: 'SW1Y 4JH',
        country: 'GB',
      },
    ]);
    expect(h.fake.state.pos.created).toBe(1);
    expect(h.fake.state.pos.customers.filter((c) => c['given_name'] === 'Ada')).toHaveLength(1);
  });

  it('bad input: 422, Square not called', async () => {
    const res = await h.t.request('POST', pos('customers'), {
      token: h.account.token,
      body: { first_name: 'Ada' },
    });
    expect(res.status).toBe(422);
    expect(h.fake.count()).toBe(0);
  });
});

describe('catalogue: products, categories, tax rates', () => {
  it('one SearchCatalogObjects for items, categories and taxes, kept for the next operations', async () => {
    const products = await get('products');
    expect(products.items).toEqual([
      {
        id: BLACK_TEA,
        categories: [TEA],
        name: 'Tea - Black',
        description: 'A delicious blend of black tea.',
        prices: [
          { unit_price: 1.5, tax_rate: 9 },
          { unit_price: 2.25, tax_rate: 9 },
        ],
        modifier_groups_ids: [],
        accounting_category_ids: null,
      },
      {
        id: GREEN_TEA,
        categories: [TEA],
        name: 'Tea - Green',
        description: 'Relaxing green herbal tea.',
        prices: [{ unit_price: 1.5, tax_rate: 9 }],
        modifier_groups_ids: [],
        accounting_category_ids: null,
      },
    ]);
    expect((await get('product-categories')).items).toEqual([
      { id: BEVERAGES, name: 'Beverages', description: null, id_parent: null },
      { id: TEA, name: 'Tea', description: null, id_parent: BEVERAGES },
    ]);
    expect((await get('product-categories?only_parents=true')).items.map((c: any) => c.id)).toEqual([
      BEVERAGES,
    ]);
    expect((await get('tax-rates')).items).toEqual([
      { id: SALES_TAX, label: 'Sales Tax', rate: 9, tax_code: null },
      { id: CONSUMPTION_TAX, label: 'Consumption tax', rate: 10, tax_code: null },
    ]);
    expect(h.fake.count('POST /v2/catalog/search')).toBe(1);
    expect(h.fake.calls[0]!.body).toEqual({
      object_types: ['ITEM', 'CATEGORY', 'TAX'],
      include_deleted_objects: false,
      limit: 1000,
    });
  });
});

describe('operations Square cannot back', () => {
  it('objectives and accounting categories: 405 before any call', async () => {
    for (const path of ['objectives?date_from=2024-03-01&date_to=2024-03-02', 'accounting-categories']) {
      const res = await h.t.request('GET', pos(path), { token: h.account.token });
      expect(res.status).toBe(405);
      expect(res.body.error_code).toBe('ERROR_RESOURCE_NOT_SUPPORTED');
    }
    expect(h.fake.count()).toBe(0);
  });
});

describe('permissions', () => {
  it('a token without some permissions is refused at connection, naming each one missing', async () => {
    const token = 'EAAA-few-permissions-0123456789';
    h.fake.state.tokens.add(token);
    h.fake.state.pos.scopes.set(token, ['ITEMS_READ', 'ORDERS_READ', 'MERCHANT_PROFILE_READ']);
    const consumer = await h.t.expect<any>(200, 'POST', '/consumers', {
      token: h.account.token,
      body: { name: 'x' },
    });
    const res = await h.t.request('POST', `/consumers/${consumer.consumerid}/connections`, {
      token: h.account.token,
      body: {
        integrationid: 20,
        credentials: [
          { key: 'access_token', value: token },
          { key: 'base_url', value: h.fake.url },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ERROR_INVALID_CREDENTIALS');
    expect(res.body.message).toBe(
      "Square's access token lacks the permissions ORDERS_WRITE, PAYMENTS_READ, CUSTOMERS_READ, CUSTOMERS_WRITE",
    );
    expect(res.body.detail).toMatch(/PAYMENTS_READ \(payments and refunds\)/);
  });

  it("a permission withdrawn later: the operation answers 502 with Square's INSUFFICIENT_SCOPES and the permission", async () => {
    h.fake.state.pos.scopes.set(FAKE_TOKEN, ['ITEMS_READ', 'ORDERS_READ', 'MERCHANT_PROFILE_READ']);
    try {
      const res = await h.t.request('GET', pos('payments?date_from=2024-03-01&date_to=2024-03-01'), {
        token: h.account.token,
      });
      expect(res.status).toBe(502);
      expect(res.body.error_code).toBe('ERROR_CONNECTOR_AUTHENTICATION');
      expect(res.body.detail).toMatch(/PAYMENTS_READ.*INSUFFICIENT_SCOPES/);
    } finally {
      h.fake.state.pos.scopes.delete(FAKE_TOKEN);
    }
  });
});
