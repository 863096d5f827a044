import chift from '@chift/chift-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Chift's official Node SDK (`@chift/chift-nodejs`, pinned), unmodified, on the PMS breadth
 * operations of the Sandbox: one test per PMS method the SDK has (`getLocations`,
 * `getInvoices`, `getPayments`, `getPaymentMethods`, `getCustomers`, `getCustomer`,
 * `getAccountingCategories`, `getClosure`). The SDK has no method for accounting transactions in
 * this version: that call goes through the SDK's own request layer.
 */

let t: TestApp;
let account: TestAccount;
// The SDK's consumer object: typed loosely, its PMS answers are typed as pages or records.
let pms: Record<string, (...args: unknown[]) => Promise<any>>;
let request: (r: object) => Promise<any>;
let consumerId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const window = { date_from: day(-70), date_to: day(1) };

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('SDK PMS');
  const client = new chift.API({
    baseUrl: t.url,
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    accountId: account.accountId,
  });
  const consumer = await client.Consumers.createConsumer({ name: 'SDK Hotels' });
  await consumer.createConnection({ integrationid: 3, name: 'SDK PMS', redirect: false });
  consumerId = consumer.consumerId;
  pms = consumer.pms as never;
  request = (r) =>
    (client as unknown as { internalApi: { makeRequest(r: object): Promise<any> } }).internalApi.makeRequest(
      r,
    );
});

afterAll(async () => {
  await t?.close();
});

describe("Chift's Node SDK on the Sandbox PMS", () => {
  it('getLocations', async () => {
    const locations = await pms.getLocations!();
    expect(locations.map((l: any) => l.timezone)).toEqual([
      'Europe/Brussels',
      'Europe/Brussels',
      'Europe/Lisbon',
    ]);
  });

  it('getInvoices (every page, the SDK pages by 100 until total)', async () => {
    const invoices = await pms.getInvoices!(window);
    expect(invoices.length).toBeGreaterThan(20);
    const lisbon = await pms.getInvoices!({ ...window, location_id: 'LOC-LIS' });
    expect(lisbon.length).toBeGreaterThan(0);
    expect(lisbon.length).toBeLessThan(invoices.length);
    expect(invoices[0]).toMatchObject({
      id: expect.any(String),
      items: expect.any(Array),
      payments: expect.any(Array),
    });
  });

  it('getPayments', async () => {
    const payments = await pms.getPayments!(window);
    expect(payments.length).toBeGreaterThan(20);
    expect(new Set(payments.map((p: any) => p.payment_method_name))).toEqual(
      new Set(['Card', 'Cash', 'Transfer']),
    );
  });

  it('getPaymentMethods', async () => {
    const methods = await pms.getPaymentMethods!({ location_id: 'LOC-ANT' });
    expect(methods.map((m: any) => m.name)).toEqual(['Cash', 'Card', 'Transfer']);
  });

  it('getCustomers and getCustomer', async () => {
    const companies = await pms.getCustomers!({ search: 'consulting' });
    expect(companies.map((c: any) => c.company_name)).toEqual(['Tejo Consulting Lda']);
    const one = await pms.getCustomer!(companies[0].id);
    expect(one).toEqual(companies[0]);
  });

  it('getAccountingCategories', async () => {
    const categories = await pms.getAccountingCategories!({});
    expect(categories.map((c: any) => c.ledger_account_code)).toEqual([
      '700000',
      '700100',
      '700200',
      '489000',
    ]);
  });

  it('getClosure', async () => {
    const payments = await pms.getPayments!(window);
    const date = payments[Math.floor(payments.length / 2)].date.slice(0, 10);
    const closure = await pms.getClosure!(date, { location_id: 'LOC-BRU' });
    expect(closure).toMatchObject({ date, status: 'closed' });
    expect(closure.closures.map((c: any) => c.id)).toEqual([`LOC-BRU-${date}`]);
  });

  it('accounting transactions through the SDK’s request layer (no method in this version)', async () => {
    const lines = await request({
      method: 'get',
      url: `/consumers/${consumerId}/pms/accounting-transactions`,
      params: window,
    });
    expect(lines.length).toBeGreaterThan(100);
    expect(new Set(lines.map((l: any) => l.transaction_type))).toEqual(
      new Set(['room', 'tax', 'addon', 'pos', 'payment']),
    );
  });
});
