import chift from '@chift/chift-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Every POS method of Chift's official Node SDK (`@chift/chift-nodejs`, pinned, unmodified; only
 * the base URL changes) against the Sandbox POS: the 15 it has. The report and the tax rates have
 * no SDK method in this version: they go through the SDK's own request layer.
 */

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('SDK POS');
});

afterAll(async () => {
  await t?.close();
});

const dayIn = (back: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - back * 86_400_000),
  );

describe("Chift's Node SDK, POS methods, against the Sandbox POS", () => {
  it('runs every POS method of the SDK', async () => {
    const client = new chift.API({
      baseUrl: t.url,
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      accountId: account.accountId,
    });
    const consumer = await client.Consumers.createConsumer({ name: 'SDK Coffee' });
    await consumer.createConnection({ integrationid: 2, name: 'SDK POS', redirect: false });
    const pos = consumer.pos;

    const locations = await pos.getLocations();
    expect(locations.map((l) => l.timezone)).toEqual(['Europe/Brussels', 'Europe/Brussels', 'Europe/Lisbon']);

    // The SDK pages by 100 until `total`: a month of orders comes whole.
    const day = dayIn(3, 'Europe/Brussels');
    const orders = await pos.getOrders({
      date_from: day,
      date_to: day,
      location_id: 'LOC-BRU',
      state: 'closed',
    });
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.location_id === 'LOC-BRU' && o.closing_date !== null)).toBe(true);
    const all = await pos.getOrders({});
    expect(all.length).toBeGreaterThan(100);
    const order = orders[0]!;
    // Pitfall of the SDK (against Chift as well): its request layer takes any GET answer with
    // `total` and `items` for a page, so getOrder answers the order's lines.
    const lines = (await pos.getOrder(order.id)) as unknown as typeof order.items;
    expect(lines).toEqual(order.items);

    const payments = await pos.getPayments({ date_from: day, date_to: day });
    expect(payments.length).toBeGreaterThanOrEqual(orders.length);
    const methods = await pos.getPaymentMethods({ location_id: 'LOC-BRU' });
    expect(methods.map((m) => m.extra)).toContain('Bancontact');

    const sales = await pos.getSales({ date_from: day, date_to: day, location_id: 'LOC-BRU' });
    const closure = await pos.getClosure(day, { location_id: 'LOC-BRU' });
    expect(closure.status).toBe('closed');
    expect(closure.closures?.[0]?.total).toBe(sales.total);
    expect(sales.total).toBe(
      Math.round(orders.reduce((s, o) => s + o.total * 100 - (o.total_refund ?? 0) * 100, 0)) / 100,
    );

    // The SDK types this answer as a page; its request layer unwraps the items.
    const objectives = (await pos.getObjectives({ date_from: day, date_to: day })) as unknown as {
      date: string;
    }[];
    expect(objectives).toHaveLength(3);

    const customers = await pos.getCustomers({ search: 'peeters' });
    expect(customers.map((c) => c.name)).toEqual(['Lucas Peeters']);
    expect(await pos.getCustomer(customers[0]!.id)).toEqual(customers[0]);
    const created = await pos.createCustomer(
      { first_name: 'Sofie', last_name: 'Wouters', email: 'sofie.wouters@example.be' },
      { clientRequestId: 'sdk-pos-customer-1' },
    );
    const again = await pos.createCustomer(
      { first_name: 'Sofie', last_name: 'Wouters', email: 'sofie.wouters@example.be' },
      { clientRequestId: 'sdk-pos-customer-1' },
    );
    expect(again.id).toBe(created.id);
    const updated = await pos.updateOrder(
      order.id,
      { customer_id: created.id },
      { clientRequestId: 'sdk-pos-order-1' },
    );
    expect(updated.customer_id).toBe(created.id);
    const [reread] = await pos.getOrders({
      date_from: day,
      date_to: day,
      location_id: 'LOC-BRU',
      state: 'closed',
    });
    expect(reread!.customer_id).toBe(created.id);

    const products = await pos.getProducts({ location_id: 'LOC-LIS' });
    expect(products.map((p) => p.name)).toContain('Pastel de nata');
    const categories = await pos.getProductCategories({ only_parents: 'true' });
    expect(categories.map((c) => c.name).sort()).toEqual(['Drinks', 'Food']);
    const accounting = await pos.getAccountingCategories({});
    expect(accounting.map((c) => c.ledger_account_code)).toContain('700400');

    // No SDK method: the SDK's own request layer.
    const request = (client as unknown as { internalApi: { makeRequest(r: object): Promise<unknown> } })
      .internalApi;
    const taxRates = (await request.makeRequest({
      method: 'get',
      url: `/consumers/${consumer.consumerId}/pos/tax-rates`,
    })) as { rate: number }[];
    expect(taxRates.map((r) => r.rate)).toContain(21);
    const report = (await request.makeRequest({
      method: 'get',
      url: `/consumers/${consumer.consumerId}/pos/report`,
      params: { date: day, location_id: 'LOC-BRU' },
    })) as { location_id: string; orders: { total_orders: number }[] };
    expect(report.location_id).toBe('LOC-BRU');
    expect(report.orders.reduce((s, g) => s + g.total_orders, 0)).toBe(orders.length);
  });
});
