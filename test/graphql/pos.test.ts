import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorDefinition, ConnectorInstance } from '../../src/connectors/connector.js';
import { createSandboxConnectors } from '../../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../../src/connectors/sandbox/types.js';
import type { OperationId } from '../../src/model/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The POS API over GraphQL on the Sandbox POS: the references of an order (location, customer,
 * lines' products and their categories, payments' methods) batched to one read per kind, the
 * computed reads, and the two mutations with their userErrors and idempotency keys.
 *
 * The references are counted on a second copy of the Sandbox POS (integration 902) whose handler
 * calls are recorded: the Sandbox itself, over the app's own database, behind a counter.
 */

const COUNTED_ID = 902;
const calls: OperationId[] = [];
let repo: SandboxRepository | undefined;

/** The Sandbox POS connector over the app's store, each handler call recorded. */
function countedSandboxPos(): ConnectorDefinition {
  const lazyRepo = new Proxy({} as SandboxRepository, {
    get: (_target, name) => (repo as unknown as Record<string | symbol, unknown>)[name],
  });
  const sandbox = createSandboxConnectors(lazyRepo).find((d) => d.integrationId === 2)!;
  return {
    ...sandbox,
    integrationId: COUNTED_ID,
    name: 'Counted Sandbox POS',
    onConnectionCreated: sandbox.onConnectionCreated!,
    connect(connection) {
      const handlers = sandbox.connect(connection) as unknown as Record<
        string,
        (...args: unknown[]) => unknown
      >;
      return Object.fromEntries(
        Object.entries(handlers).map(([operation, handler]) => [
          operation,
          Object.assign((...args: unknown[]) => {
            calls.push(operation as OperationId);
            return handler(...args);
          }, handler),
        ]),
      ) as ConnectorInstance;
    },
  };
}

let t: TestApp;
let account: TestAccount;
let consumerId: string;
let countedConsumer: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...READ_THROUGH }, deps: { connectors: [countedSandboxPos()] } });
  repo = t.app.store.sandbox;
  account = await t.newAccount('POS GraphQL');
  ({ consumerId } = await t.newConsumer(account, [2]));
  ({ consumerId: countedConsumer } = await t.newConsumer(account, [COUNTED_ID]));
});

afterAll(async () => {
  await t?.close();
});

const OrdersWithReferences = graphql(`
  query PosOrdersWithReferences($id: ID!, $location: String) {
    consumer(id: $id) {
      pos {
        orders(first: 100, state: CLOSED, locationId: $location) {
          totalCount
          nodes {
            id
            remoteId
            total
            customerId
            location { remoteId name timezone }
            customer { remoteId name email }
            items {
              productId
              product { remoteId name categories { remoteId name parent { remoteId name } } }
              tax { remoteId rate }
              accountingCategory { remoteId ledgerAccountCode }
            }
            payments { total paymentMethodId paymentMethod { remoteId name extra } }
          }
        }
      }
    }
  }
`);

const Computed = graphql(`
  query PosComputed($id: ID!, $from: Date!, $to: Date!, $day: Date!) {
    consumer(id: $id) {
      pos {
        sales(dateFrom: $from, dateTo: $to, locationId: "LOC-LIS") { total taxAmount taxes { taxRate tax { label } } }
        closure(date: $day, locationId: "LOC-LIS") {
          date
          status
          closures { remoteId total payments { total tip paymentMethod { name } } }
        }
        report(date: $day, locationId: "LOC-LIS") {
          date
          location { remoteId }
          orders { category totalOrders total }
          payments { total paymentMethodName }
        }
        objectives(first: 10, dateFrom: $day, dateTo: $day) { totalCount nodes { date total } }
        productCategories(onlyParents: true) { nodes { remoteId idParent } }
        payments(first: 5, dateFrom: $day, dateTo: $day) { totalCount nodes { remoteId total paymentMethod { extra } } }
      }
    }
  }
`);

const CreateCustomer = graphql(`
  mutation PosCreateCustomer($input: CreatePosCustomerInput!) {
    createPosCustomer(input: $input) {
      posCustomer { id remoteId name email addresses { city country } }
      userErrors { code field message }
    }
  }
`);

const SetOrderCustomer = graphql(`
  mutation PosSetOrderCustomer($input: UpdatePosOrderCustomerInput!) {
    updatePosOrderCustomer(input: $input) {
      posOrder { remoteId customerId customer { remoteId name } }
      userErrors { code field message }
    }
  }
`);

const lisbonDay = (back: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() - back * 86_400_000));

describe('POS over GraphQL', () => {
  it('serves 100 orders with their references at one read per kind', async () => {
    // A first request seeds the counted connection; the count starts after it.
    await t.graphql(
      OrdersWithReferences,
      { id: countedConsumer, location: 'LOC-LIS' },
      { token: account.token },
    );
    calls.length = 0;
    const res = await t.graphql(
      OrdersWithReferences,
      { id: countedConsumer, location: null },
      { token: account.token },
    );
    expect(res.errors).toBeUndefined();
    const orders = res.data!.consumer!.pos!.orders!;
    expect(orders.nodes).toHaveLength(100);
    expect(orders.totalCount).toBeGreaterThan(100);
    const withCustomer = orders.nodes.filter((o) => o.customerId !== null);
    expect(withCustomer.length).toBeGreaterThan(5);
    for (const order of orders.nodes) {
      expect(order.location?.remoteId).toBeDefined();
      expect(order.customer?.remoteId ?? null).toBe(order.customerId);
      for (const item of order.items) {
        expect(item.product?.remoteId).toBe(item.productId);
        expect(item.product?.categories?.length).toBeGreaterThan(0);
        expect(item.product?.categories?.[0]?.parent?.remoteId).toMatch(/^cat-/);
        expect(item.tax?.rate).toBeGreaterThan(0);
      }
      for (const payment of order.payments)
        expect(payment.paymentMethod?.remoteId).toBe(payment.paymentMethodId);
    }
    const count = (op: OperationId) => calls.filter((c) => c === op).length;
    expect(count('pos.orders.list')).toBe(1);
    expect(count('pos.locations.list')).toBe(1);
    expect(count('pos.customers.get')).toBe(1);
    expect(count('pos.products.list')).toBe(1);
    // Products' categories and the categories' parents: one read each level.
    expect(count('pos.product-categories.list')).toBeLessThanOrEqual(2);
    expect(count('pos.tax-rates.list')).toBe(1);
    expect(count('pos.accounting-categories.list')).toBe(1);
    expect(count('pos.payment-methods.list')).toBe(1);
  });

  it('reads sales, a closure, a report, objectives and payments', async () => {
    const day = lisbonDay(2);
    const res = await t.graphql(
      Computed,
      { id: consumerId, from: day, to: day, day },
      { token: account.token },
    );
    expect(res.errors).toBeUndefined();
    const pos = res.data!.consumer!.pos!;
    expect(pos.closure!.status).toBe('CLOSED');
    const [z] = pos.closure!.closures!;
    expect(z!.total).toBe(pos.sales!.total);
    expect(pos.report!.location!.remoteId).toBe('LOC-LIS');
    expect(pos.report!.orders!.reduce((s, g) => s + Math.round(g.total * 100), 0)).toBe(
      Math.round(z!.total * 100),
    );
    expect(pos.sales!.taxes!.every((x) => x.tax?.label?.startsWith('IVA'))).toBe(true);
    expect(pos.objectives!.totalCount).toBe(3);
    expect(pos.productCategories!.nodes.every((c) => c.idParent === null)).toBe(true);
    expect(pos.payments!.totalCount).toBeGreaterThan(0);
  });

  it('refuses a read without its required arguments (BAD_USER_INPUT)', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({
        query: `query ($id: ID!) { consumer(id: $id) { pos { sales(dateFrom: "2025-01-01") { total } } } }`,
        variables: { id: consumerId },
      }),
    });
    const body = await res.json();
    expect(body.errors?.[0]?.message).toMatch(/dateTo/);
  });

  it('creates a customer once per key, answers userErrors for bad input, and links an order', async () => {
    const key = randomUUID();
    const input = {
      consumerId,
      firstName: 'Tiago',
      lastName: 'Mendes',
      email: 'tiago.mendes@example.pt',
      address: { name: 'home', city: 'Porto', postalCode: '4000-322', country: 'PT' },
      idempotencyKey: key,
    };
    const first = await t.graphql(CreateCustomer, { input }, { token: account.token });
    expect(first.data!.createPosCustomer.userErrors).toEqual([]);
    const created = first.data!.createPosCustomer.posCustomer!;
    expect(created).toMatchObject({ name: 'Tiago Mendes', addresses: [{ city: 'Porto', country: 'PT' }] });
    const replay = await t.graphql(CreateCustomer, { input }, { token: account.token });
    expect(replay.data!.createPosCustomer.posCustomer!.remoteId).toBe(created.remoteId);
    const rows = await repo!.list(
      (
        await t.app.store.db.query<{ id: string }>(
          `select c.id from connections c where c.consumer_id = $1`,
          [consumerId],
        )
      )[0]!.id,
      'pos_customer',
      { offset: 0, limit: 100 },
    );
    expect(rows.items.filter((c) => c.email === 'tiago.mendes@example.pt')).toHaveLength(1);

    const bad = await t.graphql(
      CreateCustomer,
      {
        input: {
          consumerId,
          firstName: '',
          lastName: 'X',
          address: { name: 'home', city: '', postalCode: '1' },
        },
      },
      { token: account.token },
    );
    expect(bad.data!.createPosCustomer.posCustomer).toBeNull();
    const fields = bad.data!.createPosCustomer.userErrors.map((e) => e.field?.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['input.firstName', 'input.address.city']));

    const orderId = `ORD-LIS-${lisbonDay(3).replaceAll('-', '')}-001`;
    const linked = await t.graphql(
      SetOrderCustomer,
      {
        input: { consumerId, remoteId: orderId, customerId: created.remoteId, idempotencyKey: randomUUID() },
      },
      { token: account.token },
    );
    expect(linked.data!.updatePosOrderCustomer.userErrors).toEqual([]);
    expect(linked.data!.updatePosOrderCustomer.posOrder).toMatchObject({
      remoteId: orderId,
      customerId: created.remoteId,
      customer: { name: 'Tiago Mendes' },
    });
    const unknownCustomer = await t.graphql(
      SetOrderCustomer,
      { input: { consumerId, remoteId: orderId, customerId: 'poscust-none' } },
      { token: account.token },
    );
    expect(unknownCustomer.data!.updatePosOrderCustomer.posOrder).toBeNull();
    expect(unknownCustomer.data!.updatePosOrderCustomer.userErrors.map((e) => e.field)).toEqual([
      ['input', 'customerId'],
    ]);
    const unknownOrder = await t.graphql(
      SetOrderCustomer,
      { input: { consumerId, remoteId: 'ORD-NONE', customerId: created.remoteId } },
      { token: account.token },
    );
    expect(unknownOrder.data!.updatePosOrderCustomer.posOrder).toBeNull();
    expect(unknownOrder.data!.updatePosOrderCustomer.userErrors[0]?.code).toBe(
      'ERROR_API_RESOURCE_NOT_FOUND',
    );
  });
});
