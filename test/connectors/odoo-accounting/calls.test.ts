import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { type AccountingOdoo, connectAccounting, createAccountingTestApp } from './helpers.js';

/**
 * How many JSON-RPC calls reach Odoo for each accounting read on a connection in use (its
 * user's companies, the server's version and the models' field probes already known), on Odoo 17
 * and 19 (where totals use `formatted_read_group`). Asserted, so a regression in batching fails
 * here; printed as a table for the closing note.
 */

let t: TestApp;
let account: TestAccount;
const odoos: Record<number, AccountingOdoo> = {};
const rows: string[] = [];

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting calls');
  for (const version of [17, 19] as const)
    odoos[version] = await connectAccounting(t, account, { version, hr: true });
});

afterAll(async () => {
  console.log(`Odoo Accounting: calls per read (warm connection)\n${rows.join('\n')}`);
  await t?.close();
  await Promise.all(Object.values(odoos).map((o) => o.fake.close()));
});

const W = 'date_from=2025-01-01&date_to=2025-12-31';
// [operation, method, path, body, calls on 17] — 19 the same with formatted_read_group.
const CASES: [string, string, string, unknown, number][] = [
  ['accounting.folders.all', 'GET', 'folders', undefined, 1],
  ['accounting.folders.get', 'GET', 'folders/2', undefined, 1],
  ['accounting.bookyears.list', 'GET', 'bookyears', undefined, 2],
  ['accounting.analytic-plans.list', 'GET', 'analytic-plans', undefined, 1],
  ['accounting.schemes.list', 'GET', 'schemes', undefined, 0],
  ['accounting.journals.list', 'GET', 'journals', undefined, 1],
  ['accounting.journals.get', 'GET', 'journals/3', undefined, 1],
  ['accounting.vat-codes.list', 'GET', 'vat-codes', undefined, 2],
  ['accounting.payment-terms.list', 'GET', 'payment-terms', undefined, 1],
  ['accounting.payment-methods.list', 'GET', 'payment-methods', undefined, 1],
  // Whether HR is installed is asked once per connection and hour: this is the first time.
  ['accounting.employees.list', 'GET', 'employees', undefined, 2],
  ['accounting.bank-accounts.list', 'GET', 'bank-accounts', undefined, 1],
  ['accounting.chart-of-accounts.list', 'GET', 'chart-of-accounts', undefined, 3],
  ['accounting.ledger-accounts.get', 'GET', 'chart-of-accounts/400000', undefined, 3],
  ['accounting.balances.list', 'POST', 'chart-of-accounts/balance', { accounts: ['4'], end: '202512' }, 4],
  ['accounting.journal-entries.list', 'GET', `journal/entries?unposted_allowed=false&${W}`, undefined, 4],
  [
    'accounting.journal-entries-multi-plans.list',
    'GET',
    `journal/entries/multi-analytic-plans?unposted_allowed=false&${W}`,
    undefined,
    3,
  ],
  ['accounting.journal-entries.get', 'GET', 'journal/entries/1', undefined, 3],
  ['accounting.miscellaneous-operations.list', 'GET', 'miscellaneous-operation', undefined, 2],
  ['accounting.miscellaneous-operations.get', 'GET', 'miscellaneous-operation/10', undefined, 2],
  ['accounting.outstandings.list', 'GET', 'outstandings?type=client&unposted_allowed=false', undefined, 4],
  ['accounting.fec.all', 'GET', `export-fec?${W}`, undefined, 6],
  ['accounting.clients.list', 'GET', 'clients', undefined, 3],
  ['accounting.clients.get', 'GET', 'clients/10', undefined, 2],
  ['accounting.suppliers.list', 'GET', 'suppliers', undefined, 3],
  ['accounting.suppliers.get', 'GET', 'suppliers/14', undefined, 2],
  ['accounting.partners.get', 'GET', 'partners/17', undefined, 1],
  ['accounting.contacts.list', 'GET', 'contacts?partner_type=client&partner_id=10', undefined, 1],
  ['accounting.invoices.list', 'GET', 'invoices/type/customer_invoice', undefined, 4],
  [
    'accounting.invoices.list (payments, partner)',
    'GET',
    'invoices/type/customer_invoice?include_payments=true&include_partner_info=true',
    undefined,
    9,
  ],
  [
    'accounting.invoices-multi-plans.list',
    'GET',
    'invoices/multi-analytic-plans/type/customer_invoice',
    undefined,
    3,
  ],
  ['accounting.invoices.get', 'GET', 'invoices/1', undefined, 4],
  ['accounting.invoices-multi-plans.get', 'GET', 'invoices/multi-analytic-plans/1', undefined, 3],
  ['accounting.invoice-payments.list', 'GET', 'invoices/id/3/payments', undefined, 5],
  ['accounting.attachments.list', 'GET', 'attachments?type=invoice&document_id=7', undefined, 2],
  ['accounting.analytic-accounts.list', 'GET', 'analytic-accounts', undefined, 2],
  ['accounting.analytic-accounts.get', 'GET', 'analytic-accounts/1', undefined, 2],
  [
    'accounting.analytic-accounts-multi-plans.list',
    'GET',
    'analytic-accounts/multi-analytic-plans',
    undefined,
    1,
  ],
  [
    'accounting.analytic-accounts-multi-plans.get',
    'GET',
    'analytic-accounts/3/multi-analytic-plans/2',
    undefined,
    1,
  ],
];

describe.each([17, 19])('Odoo %i', (version) => {
  it.each(CASES)('%s', async (operation, method, path, body, expected) => {
    const odoo = odoos[version]!;
    const calls = await odoo.calls(async () => {
      const res = await odoo.request(method, path, body);
      expect(res.status, res.text).toBe(200);
    });
    rows.push(`${version} ${operation}: ${calls.length} (${calls.join(' + ') || 'none'})`);
    expect(calls).toHaveLength(expected);
    if (version >= 19) expect(calls.some((c) => c.endsWith('.read_group'))).toBe(false);
  });
});
