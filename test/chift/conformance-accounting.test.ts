import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../src/openapi/index.js';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';
import { checkAgainstChift } from '../kit/chift.js';

/**
 * Chift's accounting API (CONTRACT §10) on the Sandbox Accounting (integration 4), over REST:
 * every path and method, in success (in both folders where the operation takes `folder_id`)
 * and in its documented failures. Each answer must have a status Chift declares for the
 * operation and a body valid against Chift's schema for it; the last test checks that every
 * accounting route was exercised with its success. test/chift/conformance.test.ts does the same
 * for the other APIs.
 */

let t: TestApp;
let account: TestAccount;
let base: string;
const checked = new Map<string, number>();

async function call(method: string, path: string, options: Parameters<TestApp['request']>[2] = {}) {
  const res: TestResponse = await t.request(method, `${base}${path}`, { token: account.token, ...options });
  const pathname = new URL(`${base}${path}`, 'http://x').pathname;
  const verdict = checkAgainstChift(method, pathname, res.status, res.body);
  // Lintel's own reads of one record (a journal, a ledger account, a partner) have no Chift path.
  if (!verdict) {
    expect(path, `${method} ${path} is not in Chift's document`).toMatch(LINTEL_ONLY);
    return res;
  }
  expect(verdict.problems, `${verdict.key}\n${res.text}`).toEqual([]);
  checked.set(verdict.key, (checked.get(verdict.key) ?? 0) + 1);
  return res;
}

async function ok(method: string, path: string, options: Parameters<TestApp['request']>[2] = {}) {
  const res = await call(method, path, options);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.body;
}

async function refused(
  status: number,
  method: string,
  path: string,
  options: Parameters<TestApp['request']>[2] = {},
) {
  const res = await call(method, path, options);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
  return res.body;
}

/** The reads Lintel adds to Chift's accounting paths. */
const LINTEL_ONLY = /^\/(journals|chart-of-accounts|partners)\/[^/?]+(\?|$)/;

const year = new Date().getUTCFullYear();
const YEAR = `date_from=${year}-01-01&date_to=${year}-12-31`;
const FOLDERS = ['sablon', 'schelde'];

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_LOG_LEVEL: 'error' } });
  account = await t.newAccount('Accounting conformance');
  const { consumerId } = await t.newConsumer(account, [4]);
  base = `/consumers/${consumerId}/accounting`;
});

afterAll(async () => {
  await t?.close();
});

describe('accounting on the Sandbox, REST, against Chift’s document', () => {
  it('company structure: folders, book years, schemes, journals, VAT codes, terms, methods, employees', async () => {
    const folders = await ok('GET', '/folders');
    expect(folders.map((f: { id: string }) => f.id)).toEqual(FOLDERS);
    for (const folder of FOLDERS) {
      expect((await ok('GET', `/folders/${folder}`)).id).toBe(folder);
      const q = `?folder_id=${folder}`;
      expect((await ok('GET', `/bookyears${q}`)).total).toBeGreaterThanOrEqual(2);
      expect((await ok('GET', `/schemes${q}`)).total).toBeGreaterThan(0);
      const journals = await ok('GET', `/journals${q}`);
      expect(new Set(journals.items.map((j: { journal_type: string }) => j.journal_type))).toEqual(
        new Set(['customer_invoice', 'supplier_invoice', 'financial_operation', 'miscellaneous_operation']),
      );
      expect((await ok('GET', `/journals/${journals.items[0].id}${q}`)).id).toBe(journals.items[0].id);
      expect((await ok('GET', `/vat-codes${q}`)).total).toBeGreaterThan(3);
      expect((await ok('GET', `/payment-terms${q}`)).total).toBeGreaterThan(0);
      expect((await ok('GET', `/payment-methods${q}`)).total).toBeGreaterThan(0);
      await ok('GET', `/employees${q}`);
      expect((await ok('GET', `/bank-accounts${q}`)).total).toBeGreaterThan(0);
      await ok('GET', `/analytic-plans${q}`);
    }
    await refused(404, 'GET', '/folders/no-such-folder');
    await refused(404, 'GET', '/journals/no-such-journal');
    await refused(404, 'GET', '/bookyears?folder_id=no-such-folder');
    await refused(422, 'GET', '/journals?size=101');
  });

  it('ledger: chart, balances, entries, miscellaneous operations, outstandings, FEC', async () => {
    const chart = await ok('GET', '/chart-of-accounts?size=100');
    const numbers = chart.items.map((a: { number: string }) => a.number);
    for (const n of ['400000', '440000', '451000', '411000', '550000', '700000', '604000']) {
      expect(numbers).toContain(n);
    }
    expect((await ok('GET', '/chart-of-accounts/451000')).number).toBe('451000');
    await ok('GET', '/chart-of-accounts?classes=6&type=expense');
    await refused(404, 'GET', '/chart-of-accounts/999999');
    const balances = await ok('POST', '/chart-of-accounts/balance?size=100', {
      body: { accounts: ['1', '2', '3', '4', '5', '6', '7'], end: `${year}12` },
    });
    // A trial balance: debit and credit of every account add up to the same total.
    const cents = (n: number) => Math.round(n * 100);
    const sum = (key: 'debit' | 'credit') =>
      balances.items.reduce((total: number, b: Record<string, number>) => total + cents(b[key]!), 0);
    expect(sum('debit')).toBe(sum('credit'));
    await refused(422, 'POST', '/chart-of-accounts/balance', { body: { accounts: ['4'], end: '2025-03' } });

    const entries = await ok('GET', `/journal/entries?unposted_allowed=true&${YEAR}`);
    expect(entries.total).toBeGreaterThan(0);
    await ok('GET', `/journal/entries/multi-analytic-plans?unposted_allowed=false&${YEAR}`);
    expect((await ok('GET', `/journal/entries/${entries.items[0].id}`)).id).toBe(entries.items[0].id);
    await refused(404, 'GET', '/journal/entries/no-such-entry');
    await refused(422, 'GET', `/journal/entries?${YEAR}`);

    const misc = await ok('GET', '/miscellaneous-operation');
    expect((await ok('GET', `/miscellaneous-operation/${misc.items[0].id}`)).id).toBe(misc.items[0].id);
    await refused(404, 'GET', '/miscellaneous-operation/no-such-operation');

    await ok('GET', '/outstandings?type=client&unposted_allowed=false');
    await ok('GET', '/outstandings?type=supplier&unposted_allowed=true');
    await refused(422, 'GET', '/outstandings?unposted_allowed=false');

    const fec = await ok('GET', `/export-fec?${YEAR}`);
    expect(fec.length).toBeGreaterThan(0);
    await refused(422, 'GET', `/export-fec?date_from=${year}-03-01&date_to=${year}-01-01`);
    await refused(422, 'GET', `/export-fec?date_from=${year - 1}-06-01&date_to=${year}-06-01`);
  });

  it('partners: clients, suppliers, a partner, contacts', async () => {
    const clients = await ok('GET', '/clients');
    const client = await ok('GET', `/clients/${clients.items[0].id}`);
    expect(client.id).toBe(clients.items[0].id);
    const suppliers = await ok('GET', '/suppliers?folder_id=schelde');
    expect((await ok('GET', `/suppliers/${suppliers.items[0].id}?folder_id=schelde`)).id).toBe(
      suppliers.items[0].id,
    );
    expect((await ok('GET', `/partners/${client.id}`)).id).toBe(client.id);
    await ok('GET', `/contacts?partner_type=client&partner_id=${client.id}`);
    await refused(404, 'GET', '/clients/no-such-client');
    await refused(404, 'GET', '/suppliers/no-such-supplier');
    await refused(404, 'GET', '/partners/no-such-partner');
    await refused(422, 'GET', `/contacts?partner_id=${client.id}`);
  });

  it('documents: invoices by type, one invoice, its payments, attachments', async () => {
    for (const type of ['customer_invoice', 'supplier_invoice', 'customer_refund', 'supplier_refund']) {
      await ok('GET', `/invoices/type/${type}?include_invoice_lines=true&include_payments=true`);
      await ok('GET', `/invoices/multi-analytic-plans/type/${type}?include_partner_info=true`);
    }
    const invoices = await ok('GET', '/invoices/type/customer_invoice?payment_status=paid');
    const id = invoices.items[0].id;
    const invoice = await ok('GET', `/invoices/${id}?include_payments=true&include_invoice_lines=true`);
    expect((await ok('GET', `/invoices/multi-analytic-plans/${id}`)).id).toBe(id);
    const payments = await ok('GET', `/invoices/id/${id}/payments`);
    // A transfer may pay several invoices: the parts of the payments that settle this one add up.
    const paid = payments.items.reduce(
      (total: number, p: { dedicated_amount: number }) => total + Math.round(p.dedicated_amount * 100),
      0,
    );
    expect(paid).toBe(Math.round(invoice.total * 100));
    await ok('GET', `/attachments?type=invoice&document_id=${id}`);
    await refused(404, 'GET', '/invoices/no-such-invoice');
    await refused(404, 'GET', '/invoices/multi-analytic-plans/no-such-invoice');
    await refused(404, 'GET', '/invoices/id/no-such-invoice/payments');
    await refused(422, 'GET', '/invoices/type/quote');
    await refused(422, 'GET', '/attachments?type=invoice');
  });

  it('analytics: accounts, one account, and their multi-plan forms', async () => {
    const plans = await ok('GET', '/analytic-plans');
    const accounts = await ok('GET', '/analytic-accounts');
    const id = accounts.items[0].id;
    expect((await ok('GET', `/analytic-accounts/${id}`)).id).toBe(id);
    await ok('GET', '/analytic-accounts/multi-analytic-plans');
    await ok('GET', `/analytic-accounts/${id}/multi-analytic-plans/${plans.items[0].id}`);
    await refused(404, 'GET', '/analytic-accounts/no-such-account');
  });

  it('exercised every accounting read with its success', () => {
    const served = documentedRoutes.filter(
      (r) => r.chift !== undefined && r.path.includes('/accounting/') && r.method === 'GET',
    );
    const missing = served
      .map((r) => `${r.method} ${r.path} ${r.response.status}`)
      .filter((key) => !checked.has(key));
    expect(missing).toEqual([]);
    expect(checked.has('POST /consumers/{consumer_id}/accounting/chart-of-accounts/balance 200')).toBe(true);
  });
});
