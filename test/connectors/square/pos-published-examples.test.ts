import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedSquareExample } from '../../fakes/square/examples.js';
import { squareSeller } from '../../fakes/square/pos-seed.js';
import { type SquareHarness, startSquareHarness } from './kit.js';

/**
 * The POS operations fed with Square's own published examples (test/fakes/square/examples, from
 * `square/connect-api-specification` api.json) as the fake stores and serves them: what the
 * mapping makes of Square's shapes as Square shows them, not only of the seed built from them.
 */

let h: SquareHarness;

beforeAll(async () => {
  h = await startSquareHarness();
  const seller = squareSeller(2);
  h.fake.state.objects = seller.catalog;
  Object.assign(h.fake.state.pos, seller);
});
afterAll(async () => {
  await h?.close();
});

describe('Square published examples (POS)', () => {
  it('BatchRetrieveOrders example: an order with two lines and no tax, at a location Square did not list', async () => {
    h.fake.state.pos.orders = publishedSquareExample('batch-retrieve-orders-response')['orders'];
    const { consumerId } = await h.connect();
    const order = await h.t.expect<any>(
      200,
      'GET',
      `/consumers/${consumerId}/pos/orders/CAISEM82RcpmcFBM0TfOyiHV3es`,
      {
        token: h.account.token,
      },
    );
    expect(order).toMatchObject({
      id: 'CAISEM82RcpmcFBM0TfOyiHV3es',
      order_number: 'my-order-001',
      total: 75.99,
      tax_amount: 0,
      currency: 'USD',
      country: null,
      location_id: '057P5VYJ4A5X1',
      taxes: [],
      payments: [],
    });
    expect(
      order.items.map((i: any) => [i.id, i.description, i.quantity, i.unit_price, i.total, i.product_id]),
    ).toEqual([
      ['945986d1-9586-11e6-ad5a-28cfe92138cf', 'Awesome product', 1, 15.99, 15.99, null],
      ['a8f4168c-9586-11e6-bdf0-28cfe92138cf', 'Another awesome product', 3, 20, 60, null],
    ]);
    expect(h.fake.calls.find((c) => c.path === '/v2/orders/batch-retrieve')!.body).toEqual({
      order_ids: ['CAISEM82RcpmcFBM0TfOyiHV3es'],
    });
  });

  it('BulkRetrieveCustomers example: two customers found and one not, in one call through GraphQL', async () => {
    const responses = publishedSquareExample('bulk-retrieve-customers-response')['responses'];
    h.fake.state.pos.customers = Object.values(responses)
      .map((r: any) => r.customer)
      .filter(Boolean);
    const { consumerId } = await h.connect();
    const res = await h.t.request('POST', '/graphql', {
      token: h.account.token,
      body: {
        query: `query($id: ID!) { consumer(id: $id) { pos {
          amelia: customer(remoteId: "8DDA5NZVBZFGAX0V3HPF81HHE0") { remoteId name email birthdate }
          marie: customer(remoteId: "N18CPRVXR5214XPBBA6BZQWF3C") { remoteId name email birthdate }
          gone: customer(remoteId: "2GYD7WNXF7BJZW1PMGNXZ3Y8M8") { remoteId }
        } } }`,
        variables: { id: consumerId },
      },
    });
    expect(res.body.data.consumer.pos).toEqual({
      amelia: {
        remoteId: '8DDA5NZVBZFGAX0V3HPF81HHE0',
        name: 'Amelia Earhart',
        email: 'New.Amelia.Earhart@example.com',
        birthdate: '1897-07-24',
      },
      marie: { remoteId: 'N18CPRVXR5214XPBBA6BZQWF3C', name: 'Marie Curie', email: null, birthdate: null },
      gone: null,
    });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        path: ['consumer', 'pos', 'gone'],
        extensions: expect.objectContaining({ code: 'ERROR_API_RESOURCE_NOT_FOUND' }),
      }),
    ]);
    expect(h.fake.count('POST /v2/customers/bulk-retrieve')).toBe(1);
    expect(
      h.fake.calls.find((c) => c.path === '/v2/customers/bulk-retrieve')!.body!['customer_ids'],
    ).toHaveLength(3);
  });

  it('RetrieveTokenStatus example (PAYMENTS_READ, PAYMENTS_WRITE): the connection is refused, naming the six missing', async () => {
    const token = 'EAAA-published-token-status-example';
    h.fake.state.tokens.add(token);
    h.fake.state.pos.scopes.set(token, publishedSquareExample('retrieve-token-status-response')['scopes']);
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
    expect(res.body.message).toBe(
      "Square's access token lacks the permissions MERCHANT_PROFILE_READ, ORDERS_READ, ORDERS_WRITE, CUSTOMERS_READ, CUSTOMERS_WRITE, ITEMS_READ",
    );
  });
});
