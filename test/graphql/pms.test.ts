import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxConnectors } from '../../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../../src/connectors/sandbox/types.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The PMS breadth operations in GraphQL on the Sandbox: the fields of `Pms`, their references
 * (`PmsInvoice.customer`, `PmsOrderItem.accountingCategory`, `PmsOrder.customer`,
 * `PmsPartner.customer`…) read in one batched store query per kind, counted at the Sandbox's
 * repository, and the same records as REST.
 */

const queries = { list: 0, getMany: 0, kinds: [] as string[] };
let store: SandboxRepository | undefined;
const countingRepository: SandboxRepository = {
  insertMany: (...args) => store!.insertMany(...args),
  list: (...args) => {
    queries.list++;
    queries.kinds.push(args[1]);
    return store!.list(...args);
  },
  getMany: (...args) => {
    queries.getMany++;
    queries.kinds.push(`get:${args[1]}`);
    return store!.getMany(...args);
  },
  seed: (...args) => store!.seed(...args),
  update: (...args) => store!.update(...args),
};

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: READ_THROUGH,
    deps: { connectors: createSandboxConnectors(countingRepository) },
  });
  store = t.app.store.sandbox;
  account = await t.newAccount('PMS GraphQL');
  ({ consumerId } = await t.newConsumer(account, [3]));
});

afterAll(async () => {
  await t?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-70);
const TO = day(1);

async function post(query: string, variables: Record<string, unknown> = {}) {
  return t.request('POST', '/graphql', { token: account.token, body: { query, variables } });
}
async function sendQuery(query: string, variables: Record<string, unknown> = {}) {
  const res = await post(query, variables);
  expect(res.status, res.text).toBe(200);
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data;
}
const reset = () => {
  queries.list = 0;
  queries.getMany = 0;
  queries.kinds = [];
};

describe('PMS breadth in GraphQL (Sandbox)', () => {
  it('invoices with their customer, line categories and taxes: one store read per kind', async () => {
    reset();
    const data = await sendQuery(
      `query($id: ID!, $from: Date!, $to: Date!) { consumer(id: $id) { pms {
        invoices(first: 100, dateFrom: $from, dateTo: $to) { totalCount nodes {
          remoteId customerId customer { remoteId isCompany }
          items { accountingCategoryId accountingCategory { remoteId ledgerAccountCode } taxId tax { remoteId } }
        } }
      } } }`,
      { id: consumerId, from: FROM, to: TO },
    );
    const invoices = data.consumer.pms.invoices.nodes;
    expect(invoices.length).toBeGreaterThan(20);
    expect(invoices.length).toBe(data.consumer.pms.invoices.totalCount);
    for (const invoice of invoices) {
      expect(invoice.customer, invoice.remoteId).toMatchObject({ remoteId: invoice.customerId });
      for (const item of invoice.items) {
        expect(item.accountingCategory).toMatchObject({ remoteId: item.accountingCategoryId });
        expect(item.accountingCategory.ledgerAccountCode).toMatch(/^\d+$/);
        expect(item.tax).toEqual({ remoteId: item.taxId });
      }
    }
    expect(new Set(invoices.map((i: any) => i.customerId)).size).toBeGreaterThan(5);
    // The invoices, then one read each for every customer, every category and every tax rate.
    expect(queries.kinds.sort()).toEqual([
      'get:pms_customer',
      'pms_accounting_category',
      'pms_invoice',
      'pms_tax',
    ]);
  });

  it('the same invoices as REST', async () => {
    const rest = await t.expect(
      200,
      'GET',
      `/consumers/${consumerId}/pms/invoices?date_from=${FROM}&date_to=${TO}&size=100`,
      {
        token: account.token,
      },
    );
    const data = await sendQuery(
      `query($id: ID!, $from: Date!, $to: Date!) { consumer(id: $id) { pms {
        invoices(first: 100, dateFrom: $from, dateTo: $to) { nodes { remoteId invoiceNumber total untaxedAmount taxAmount closingDate
          payments { remoteId total paymentMethodName status invoiceRef } } }
      } } }`,
      { id: consumerId, from: FROM, to: TO },
    );
    expect(
      data.consumer.pms.invoices.nodes.map((i: any) => [i.remoteId, i.invoiceNumber, i.total, i.closingDate]),
    ).toEqual(rest.items.map((i: any) => [i.id, i.invoice_number, i.total, i.closing_date]));
    const payments = data.consumer.pms.invoices.nodes.flatMap((i: any) => i.payments);
    expect(new Set(payments.map((p: any) => p.status))).toEqual(new Set(['COMPLETED']));
  });

  it('orders gain their customer; bill partners and payment customers resolve to customers', async () => {
    reset();
    const data = await sendQuery(
      `query($id: ID!, $from: Date!, $to: Date!) { consumer(id: $id) { pms {
        orders(first: 100) { nodes { remoteId customerId customer { remoteId lastName companyName } bills { partners { remoteId customer { remoteId email } } } } }
        payments(first: 100, dateFrom: $from, dateTo: $to) { nodes { remoteId partnerId { remoteId customer { remoteId } } } }
      } } }`,
      { id: consumerId, from: FROM, to: TO },
    );
    const orders = data.consumer.pms.orders.nodes;
    expect(orders).toHaveLength(29);
    for (const order of orders) {
      expect(order.customer.remoteId).toBe(order.customerId);
      for (const partner of order.bills.flatMap((b: any) => b.partners))
        expect(partner.customer).toMatchObject({
          remoteId: partner.remoteId,
          email: expect.stringContaining('@'),
        });
    }
    for (const payment of data.consumer.pms.payments.nodes)
      expect(payment.partnerId.customer).toEqual({ remoteId: payment.partnerId.remoteId });
    // Customers of three depths are read once per depth at most, never once per record.
    expect(queries.getMany).toBeLessThanOrEqual(3);
  });

  it('locations, payment methods, customers, categories, closure, journal', async () => {
    const guests = await sendQuery(
      `query($id: ID!) { consumer(id: $id) { pms {
        locations { nodes { id remoteId name timezone } }
        paymentMethods(locationId: "LOC-LIS") { nodes { name ledgerAccountCode } }
        customers(search: "lumière") { totalCount nodes { id remoteId companyName isCompany accountNumber } }
        customer(remoteId: "pms-guest-0001") { remoteId firstName lastName addresses { country } }
        accountingCategories { nodes { remoteId code ledgerAccountCode postingAccountCode } }
      } } }`,
      { id: consumerId },
    );
    const pms = guests.consumer.pms;
    expect(pms.locations.nodes.map((l: any) => l.timezone)).toEqual([
      'Europe/Brussels',
      'Europe/Brussels',
      'Europe/Lisbon',
    ]);
    expect(pms.paymentMethods.nodes.map((m: any) => m.name)).toEqual(['Cash', 'Card', 'Transfer']);
    expect(pms.customers.nodes).toEqual([
      expect.objectContaining({
        remoteId: 'pms-guest-0011',
        companyName: 'Atelier Lumière SAS',
        isCompany: true,
      }),
    ]);
    expect(pms.customer).toMatchObject({
      remoteId: 'pms-guest-0001',
      firstName: 'Emma',
      addresses: [{ country: 'FR' }],
    });
    expect(pms.accountingCategories.nodes).toHaveLength(4);
    // A customer's global id reads it again.
    const node = await sendQuery(
      'query($id: ID!) { node(id: $id) { ... on PmsCustomer { remoteId companyName } } }',
      {
        id: pms.customers.nodes[0].id,
      },
    );
    expect(node.node).toEqual({ remoteId: 'pms-guest-0011', companyName: 'Atelier Lumière SAS' });

    const closure = await sendQuery(
      `query($id: ID!, $date: Date!) { consumer(id: $id) { pms {
        closure(date: $date, locationId: "LOC-BRU") { date status closures { id total taxAmount
          payments { paymentMethodName total } taxes { taxRate taxAmount total tax { remoteId label } } } }
      } } }`,
      { id: consumerId, date: day(-10) },
    );
    const c = closure.consumer.pms.closure;
    expect(c).toMatchObject({ date: day(-10), status: 'CLOSED' });
    const info = c.closures[0];
    expect(info.id).toBe(`LOC-BRU-${day(-10)}`);
    const cents = (n: number) => Math.round(n * 100);
    expect(info.payments.reduce((s: number, p: any) => s + cents(p.total), 0)).toBe(cents(info.total));
    expect(info.taxes.reduce((s: number, x: any) => s + cents(x.taxAmount), 0)).toBe(cents(info.taxAmount));
    for (const tax of info.taxes) expect(tax.tax).not.toBeNull();

    const journal = await sendQuery(
      `query($id: ID!, $from: Date!, $to: Date!) { consumer(id: $id) { pms {
        accountingTransactions(first: 20, dateFrom: $from, dateTo: $to, locationId: "LOC-LIS") { totalCount nodes {
          remoteId amount transactionType status isTaxLine origin { remoteId type } accountingCategory { remoteId } } }
      } } }`,
      { id: consumerId, from: FROM, to: TO },
    );
    const lines = journal.consumer.pms.accountingTransactions.nodes;
    expect(lines).toHaveLength(20);
    expect(lines.every((l: any) => l.status === 'POSTED')).toBe(true);
    expect(new Set(lines.map((l: any) => l.origin.type))).toContain('ORDER');
  });

  it('a listing without its required window is refused before execution', async () => {
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: `{ consumer(id: "${consumerId}") { pms { invoices { totalCount } } } }` },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(/dateFrom/);
  });

  it('an unknown customer is null with ERROR_API_RESOURCE_NOT_FOUND at its field', async () => {
    const res = await post(
      `query($id: ID!) { consumer(id: $id) { pms { customer(remoteId: "pms-guest-9999") { remoteId } locations { totalCount } } } }`,
      { id: consumerId },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.consumer.pms).toEqual({ customer: null, locations: { totalCount: 3 } });
    expect(res.body.errors.map((e: any) => e.extensions.code)).toEqual(['ERROR_API_RESOURCE_NOT_FOUND']);
  });
});
