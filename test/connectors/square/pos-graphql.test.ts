import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LA, squareSeller } from '../../fakes/square/pos-seed.js';
import { type SquareHarness, startSquareHarness } from './kit.js';

/**
 * Issue 19: 100 Square orders with their location, customer, products, tax rates and payment
 * methods through GraphQL cost one vendor read per kind, counted at the fake Square: references
 * are batched by DataLoader (customers: one BulkRetrieveCustomers), and what the connector keeps
 * per connection (locations, catalogue) is read once for the orders and their references.
 */

let h: SquareHarness;
let consumerId: string;

const ORDERS = `query($id: ID!, $location: String) {
  consumer(id: $id) { pos {
    orders(first: 100, dateFrom: "2024-03-01", dateTo: "2024-03-20", locationId: $location, state: CLOSED) {
      totalCount
      nodes {
        id remoteId total currency
        location { remoteId name timezone }
        customer { remoteId name email }
        items { remoteId product { remoteId name } tax { remoteId rate } }
        payments { total paymentMethod { remoteId name } }
      }
    }
  } }
}`;

const vendorReads = () => {
  const counts: Record<string, number> = {};
  for (const call of h.fake.calls) {
    const route = `${call.method} ${call.path}`;
    counts[route] = (counts[route] ?? 0) + 1;
  }
  return counts;
};

beforeAll(async () => {
  h = await startSquareHarness();
  // 200 orders alternating Los Angeles and Tokyo: 100 at each location.
  const seller = squareSeller(200);
  h.fake.state.objects = seller.catalog;
  Object.assign(h.fake.state.pos, seller);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
});

describe('GraphQL over Square: references batched', () => {
  it('100 orders of a location with location, customers, products, tax rates and payment methods: one read per kind', async () => {
    const res = await h.t.request('POST', '/graphql', {
      token: h.account.token,
      body: { query: ORDERS, variables: { id: consumerId, location: LA } },
    });
    expect(res.body.errors).toBeUndefined();
    const orders = res.body.data.consumer.pos.orders;
    expect(orders.totalCount).toBe(100);
    expect(orders.nodes).toHaveLength(100);
    const first = orders.nodes[0];
    expect(first.location).toEqual({ remoteId: LA, name: 'Grant Park', timezone: 'America/Los_Angeles' });
    expect(first.customer).toEqual({
      remoteId: 'JDKYHBWT1D4F8MFH63DBMEN8Y4',
      name: 'James Bond',
      email: 'james.bond@example.com',
    });
    expect(first.items.map((i: any) => i.product.name)).toEqual(['Tea - Black', 'Tea - Green']);
    expect(first.items[0].tax).toEqual({ remoteId: 'ZXITPM6RWHZ7GZ7EIP3YKECM', rate: 9 });
    expect(first.payments[0].paymentMethod).toEqual({ remoteId: 'CARD', name: 'Card' });
    const customers = new Set(orders.nodes.map((o: any) => o.customer.remoteId));
    expect(customers.size).toBe(2);
    expect(vendorReads()).toEqual({
      'GET /v2/locations': 1,
      'POST /v2/orders/search': 1,
      'POST /v2/catalog/search': 1,
      'POST /v2/customers/bulk-retrieve': 1,
    });
  });

  it('every location: one SearchOrders per time zone, the rest as before', async () => {
    ({ consumerId } = await h.connect());
    const res = await h.t.request('POST', '/graphql', {
      token: h.account.token,
      body: { query: ORDERS, variables: { id: consumerId } },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.consumer.pos.orders.totalCount).toBe(200);
    expect(res.body.data.consumer.pos.orders.nodes).toHaveLength(100);
    expect(vendorReads()).toEqual({
      'GET /v2/locations': 1,
      'POST /v2/orders/search': 2,
      'POST /v2/catalog/search': 1,
      'POST /v2/customers/bulk-retrieve': 1,
    });
  });
});
