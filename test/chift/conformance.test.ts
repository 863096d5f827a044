import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../src/openapi/index.js';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';
import { checkAgainstChift } from '../kit/chift.js';

/**
 * Every path and method of Chift's document that Lintel serves, called for its success and for
 * its failures (validation, not found, unsupported, wrong token…): each answer's status must be
 * one Chift declares for the operation (or a cross-cutting one, see `kit/chift.ts`) and its body
 * must validate against Chift's schema for it. The test kit applies the same check to every REST
 * answer of the whole suite; this file makes sure each operation is exercised.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;
const checked = new Map<string, number>();

async function call(
  method: string,
  path: string,
  options: Parameters<TestApp['request']>[2] = {},
): Promise<TestResponse> {
  const res = await t.request(method, path, { token: account.token, ...options });
  const verdict = checkAgainstChift(method, new URL(path, 'http://x').pathname, res.status, res.body);
  if (verdict) {
    expect(verdict.problems, `${verdict.key}\n${res.text}`).toEqual([]);
    checked.set(verdict.key, (checked.get(verdict.key) ?? 0) + 1);
  }
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Conformance');
  ({ consumerId } = await t.newConsumer(account, [1, 2, 3]));
});

afterAll(async () => {
  await t?.close();
});

const today = new Date().toISOString().slice(0, 10);
const unknown = randomUUID();

describe("conformance with Chift's published document", () => {
  it('token', async () => {
    await call('POST', '/token', {
      token: '',
      body: { clientId: account.clientId, clientSecret: account.clientSecret, accountId: account.accountId },
    });
    await call('POST', '/token', {
      token: '',
      body: {
        clientId: account.clientId,
        clientSecret: account.clientSecret,
        accountId: account.accountId,
        marketplaceId: randomUUID(),
      },
    });
    await call('POST', '/token', { token: '', body: { clientId: account.clientId } });
    await call('POST', '/token', {
      token: '',
      body: { clientId: account.clientId, clientSecret: 'wrong', accountId: account.accountId },
    });
    const mcp = {
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      accountId: account.accountId,
    };
    await call('POST', '/mcp-token', { token: '', body: { ...mcp, consumerId } });
    await call('POST', '/mcp-token', { token: '', body: mcp });
    await call('POST', '/mcp-token', { token: '', body: { ...mcp, consumerId: unknown } });
    await call('POST', '/mcp-token', { token: '', body: { ...mcp, clientSecret: 'wrong', consumerId } });
  });

  it('consumers', async () => {
    const created = await call('POST', '/consumers', {
      body: { name: 'Conformance consumer', email: 'a@b.example' },
    });
    const id = created.body.consumerid as string;
    await call('POST', '/consumers', { body: { email: 'not an email' } });
    await call('GET', '/consumers');
    await call('GET', '/consumers?search=Conformance&internal_reference=x');
    await call('GET', `/consumers/${id}`);
    await call('GET', `/consumers/${unknown}`);
    await call('GET', '/consumers/not-a-uuid');
    await call('PATCH', `/consumers/${id}`, { body: { name: 'Renamed' } });
    await call('PATCH', `/consumers/${id}`, { body: { email: 'nope' } });
    await call('PATCH', `/consumers/${unknown}`, { body: { name: 'x' } });
    await call('DELETE', `/consumers/${id}`);
    await call('DELETE', `/consumers/${id}`);
    await call('DELETE', '/consumers/not-a-uuid');
    await call('GET', '/consumers', { token: 'not-a-token' });
  });

  it('integrations and their images', async () => {
    await call('GET', '/integrations');
    await call('GET', '/integrations?status=active&include_coverage=false');
    await call('GET', '/integrations?status=gone');
    await call('GET', '/integrations/1/logo.json');
    await call('GET', '/integrations/20/icon.json');
    await call('GET', '/integrations/999/logo.json');
  });

  it('connections', async () => {
    const { consumerId: own } = await t.newConsumer(account, []);
    const link = await call('POST', `/consumers/${own}/connections`, {
      body: { integrationid: 1, redirect: true },
    });
    const connectionId = link.body.connectionid as string;
    await call('POST', `/consumers/${own}/connections`, { body: { redirect: false } });
    await call('POST', `/consumers/${own}/connections`, { rawBody: '' });
    await call('POST', `/consumers/${own}/connections`, { body: { integrationid: 10 } });
    await call('POST', `/consumers/${own}/connections`, {
      body: { integrationid: 10, credentials: [{ key: 'url', value: 'x' }] },
    });
    await call('POST', `/consumers/${own}/connections`, { body: { integrationid: 12345 } });
    await call('POST', `/consumers/${unknown}/connections`, { body: { integrationid: 1 } });
    await call('GET', `/consumers/${own}/connections`);
    await call('GET', `/consumers/${unknown}/connections`);
    await call('PATCH', `/consumers/${own}/connections/${connectionId}`, {
      body: { name: 'Renamed', redirect: true },
    });
    await call('PATCH', `/consumers/${own}/connections/${connectionId}`, { body: { name: '' } });
    await call('PATCH', `/consumers/${own}/connections/${unknown}`, { body: { name: 'x' } });
    await call('DELETE', `/consumers/${own}/connections/${connectionId}`);
    await call('DELETE', `/consumers/${own}/connections/${connectionId}`);
  });

  it('the consumer operations, in success and failure', async () => {
    const base = `/consumers/${consumerId}`;
    for (const path of [
      'invoicing/taxes',
      'invoicing/taxes?page=2&size=3',
      'invoicing/opportunities',
      'invoicing/contacts/contact-0001',
      'invoicing/contacts/contact-9999',
      'pos/modifiers',
      'pos/modifiers?location_id=LOC-BRU',
      'pms/taxes',
      'pms/orders',
      `pms/orders?state=closed&date_from=2020-01-01&date_to=${today}`,
      'invoicing/taxes?size=101',
      'pms/orders?state=open',
      'pos/modifiers?page=0',
    ]) {
      await call('GET', `${base}/${path}`);
      await call('GET', `${base}/${path}`, { headers: { 'x-chift-raw-data': 'true' } });
    }
    await call('POST', `${base}/invoicing/products`, {
      body: { name: 'Conformance product', unit_price: 3 },
    });
    await call('POST', `${base}/invoicing/products`, { body: { unit_price: -1 } });
    await call('GET', `/consumers/${unknown}/invoicing/taxes`);
    await call('GET', `${base}/invoicing/taxes`, { headers: { 'x-chift-connectionid': unknown } });
    // An Odoo connection cannot serve POS: the consumer has none, so 400.
    const { consumerId: invoicingOnly } = await t.newConsumer(account, [1]);
    await call('GET', `/consumers/${invoicingOnly}/pms/taxes`);
    await call('GET', `/consumers/${invoicingOnly}/pos/modifiers`);
  });

  it('the read operations of the resources Lintel models', async () => {
    const base = `/consumers/${consumerId}/invoicing`;
    const taxes = await call('GET', `${base}/taxes`);
    await call('GET', `${base}/taxes/${taxes.body.items[0].id}`);
    await call('GET', `${base}/taxes/unknown-tax`);
    const products = await call('GET', `${base}/products`);
    await call('GET', `${base}/products/${products.body.items[0].id}`);
    await call('GET', `${base}/products/unknown-product`);
    const opportunities = await call('GET', `${base}/opportunities`);
    await call('GET', `${base}/opportunities/${opportunities.body.items[0].id}`);
    await call('GET', `${base}/contacts?contact_type=customer`);
    await call('GET', `${base}/contacts?contact_type=nobody`);
  });

  it('the PMS breadth operations (issue 20)', async () => {
    const base = `/consumers/${consumerId}/pms`;
    const window = `date_from=2020-01-01&date_to=${today}`;
    for (const path of [
      'locations',
      `invoices?${window}`,
      `invoices?${window}&location_id=LOC-LIS`,
      'invoices?date_from=2020-01-01',
      `payments?${window}`,
      `payments?date_to=${today}`,
      'payment-methods?location_id=LOC-BRU',
      'customers?search=van',
      'customers/pms-guest-0001',
      'customers/pms-guest-9999',
      'accounting-categories',
      `closures/${today}`,
      `closures/${today}?location_id=LOC-LIS`,
      'closures/not-a-date',
      `accounting-transactions?${window}&location_id=LOC-ANT`,
      'accounting-transactions?date_from=2020-13-01',
    ]) {
      await call('GET', `${base}/${path}`);
    }
  });

  it('the invoicing breadth: invoices, payments, bank, contacts and documents', async () => {
    const base = `/consumers/${consumerId}/invoicing`;
    const invoices = await call(
      'GET',
      `${base}/invoices?invoice_type=customer_invoice&payment_status=unpaid`,
    );
    await call('GET', `${base}/invoices?invoice_type=everything`);
    const open = invoices.body.items.find((i: { status: string }) => i.status === 'posted');
    await call('GET', `${base}/invoices/${open.id}?include_pdf=true&include_analytic_accounts=true`);
    await call('GET', `${base}/invoices/unknown-invoice`);
    const body = {
      currency: 'EUR',
      invoice_type: 'customer_invoice',
      status: 'posted',
      invoice_date: today,
      tax_amount: 2.1,
      untaxed_amount: 10,
      total: 12.1,
    };
    await call('POST', `${base}/invoices`, { body });
    await call('POST', `${base}/invoices`, { body: { ...body, total: 'twelve' } });
    await call('GET', `${base}/payments?date_from=${today}`);
    const payment = await call('POST', `${base}/payments`, {
      body: { amount: 1, invoice_id: open.id, date: today, currency: 'EUR' },
    });
    await call('POST', `${base}/payments`, { body: { amount: 1 } });
    await call('PATCH', `${base}/payments/${payment.body.id}`, { body: { amount: 2 } });
    await call('PATCH', `${base}/payments/${payment.body.id}`, { body: { amount: 'two' } });
    await call('GET', `${base}/payment-methods`);
    const accounts = await call('GET', `${base}/bank-accounts`);
    await call('GET', `${base}/bank-transactions?bank_account_id=${accounts.body.items[0].id}&status=done`);
    await call('GET', `${base}/bank-transactions`);
    await call('POST', `${base}/contacts`, { body: { first_name: 'Conformance' } });
    await call('POST', `${base}/contacts`, { body: { gender: 'X' } });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    await call('POST', `${base}/upload-document`, {
      body: { base64_string: pdf, document_type: 'supplier_document' },
    });
    await call('POST', `${base}/upload-document`, { body: { base64_string: pdf } });
  });

  it('webhooks', async () => {
    await call('GET', '/webhooks/list');
    const created = await call('POST', '/webhooks', {
      body: { event: 'account.consumer.created', url: 'http://127.0.0.1:9/hook', signingsecret: 's' },
    });
    const id = created.body.webhookid as string;
    await call('POST', '/webhooks', {
      body: { event: 'account.consumer.created', url: 'http://127.0.0.1:9/hook' },
    });
    await call('POST', '/webhooks', { body: { event: 'x'.repeat(81), url: 'not a url' } });
    await call('GET', '/webhooks');
    await call('GET', '/webhooks?status=inactive');
    await call('GET', `/webhooks/${id}`);
    await call('GET', `/webhooks/${unknown}`);
    await call('PATCH', `/webhooks/${id}`, { body: { status: 'inactive' } });
    await call('PATCH', `/webhooks/${id}`, { body: { status: 'paused' } });
    await call('PATCH', `/webhooks/${unknown}`, { body: { status: 'active' } });
    await call('GET', `/webhooks/${id}/logs`);
    await call('GET', `/webhooks/${unknown}/logs`);
    await call('DELETE', `/webhooks/${id}`);
    await call('DELETE', `/webhooks/${id}`);
  });

  it('the POS operations (each with its success; test/chift/conformance-pos.test.ts goes further)', async () => {
    const pos = `/consumers/${consumerId}/pos`;
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    for (const path of [
      'locations',
      'orders?state=closed&location_id=LOC-BRU',
      `payments?date_from=${week}&date_to=${today}`,
      'payment-methods',
      `sales?date_from=${week}&date_to=${today}`,
      `closures/${week}?location_id=LOC-BRU`,
      `report?date=${week}&location_id=LOC-BRU`,
      `objectives?date_from=${week}&date_to=${today}`,
      'customers',
      'products',
      'product-categories?only_parents=true',
      'accounting-categories',
      'tax-rates',
    ]) {
      await call('GET', `${pos}/${path}`);
    }
    const orders = await call('GET', `${pos}/orders`);
    await call('GET', `${pos}/orders/${orders.body.items[0].id}`);
    await call('GET', `${pos}/orders/${unknown}`);
    const customer = await call('POST', `${pos}/customers`, {
      body: { first_name: 'Ana', last_name: 'Lopes' },
    });
    await call('GET', `${pos}/customers/${customer.body.id}`);
    await call('GET', `${pos}/customers/${unknown}`);
    await call('PATCH', `${pos}/orders/${orders.body.items[0].id}`, {
      body: { customer_id: customer.body.id },
    });
    await call('GET', `${pos}/payments`);
  });

  it('exercised every Chift path and method Lintel serves, each with its success', () => {
    // The accounting API has its own file (test/chift/conformance-accounting.test.ts).
    const served = documentedRoutes.filter((r) => r.chift !== undefined && !r.path.includes('/accounting/'));
    const missing = served
      .map((r) => `${r.method} ${r.path} ${r.response.status}`)
      .filter((key) => !checked.has(key));
    expect(missing).toEqual([]);
    // Printed for the closing note: what was validated, and how often.
    console.table(
      [...checked].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => ({ answer: key, n })),
    );
  });
});
