import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntries } from '../../fakes/odoo/accounting.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { type AccountingOdoo, connectAccounting, createAccountingTestApp } from './helpers.js';

/**
 * What Odoo is asked for a page of 100 journal entries read through GraphQL with their journal,
 * and each item's account and partner: one `search_read` per model whatever the number of
 * entries (the references are batched by the lookups beneath them), on Odoo 17 and 19; and the
 * folder of the second company, which isolates its records.
 */

let t: TestApp;
let account: TestAccount;
let odoo17: AccountingOdoo;
let odoo19: AccountingOdoo;

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting batching');
  odoo17 = await connectAccounting(t, account, { version: 17 });
  odoo19 = await connectAccounting(t, account, { version: 19 });
  insertEntries(odoo17.fake.insert, 100);
  insertEntries(odoo19.fake.insert, 100);
});

afterAll(async () => {
  await t?.close();
  await odoo17?.fake.close();
  await odoo19?.fake.close();
});

// Chift needs a window of days (or updated_after) besides unpostedAllowed: the seeded entries' day.
const QUERY = `query Entries($id: ID!) {
  consumer(id: $id) {
    accounting {
      journalEntries(first: 100, unpostedAllowed: true, dateFrom: "2025-09-01", dateTo: "2025-09-01") {
        totalCount
        nodes { name journal { name } items { accountNumber account { name } partner { name } } }
      }
    }
  }
}`;

async function graphql(query: string, variables: Record<string, unknown>) {
  const res = await t.request('POST', '/graphql', { token: account.token, body: { query, variables } });
  expect(res.status, res.text).toBe(200);
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data;
}

/** Calls per `model.method` made while `run` ran. */
async function countCalls(
  odoo: AccountingOdoo,
  run: () => Promise<unknown>,
): Promise<Record<string, number>> {
  const calls = await odoo.calls(run);
  const counts: Record<string, number> = {};
  for (const call of calls) counts[call] = (counts[call] ?? 0) + 1;
  return counts;
}

describe.each([17, 19])('a page of 100 entries with their references through GraphQL, Odoo %i', (version) => {
  const odoo = () => (version === 17 ? odoo17 : odoo19);

  it('costs one search_read per model', async () => {
    const counts = await countCalls(odoo(), async () => {
      const data = await graphql(QUERY, { id: odoo().consumerId });
      const page = data.consumer.accounting.journalEntries;
      expect(page.totalCount).toBe(100);
      expect(page.nodes).toHaveLength(100);
      for (const node of page.nodes) {
        expect(node.journal).toEqual({ name: 'Miscellaneous Operations' });
        expect(
          node.items.map((i: any) => [i.accountNumber, i.account.name, i.partner?.name ?? null]),
        ).toEqual([
          ['613000', 'Services and miscellaneous goods', 'Van Damme Logistics NV'],
          ['400000', 'Customers', 'Brasserie du Sablon SRL'],
          ['550000', 'Bank', null],
        ]);
      }
    });
    expect(counts).toEqual({
      'account.move.search_read': 1,
      // A full page does not tell the total: Odoo counts it.
      'account.move.search_count': 1,
      'account.move.line.search_read': 1,
      'account.journal.search_read': 1,
      // The ledger accounts, with what tells their types apart (cash prefix, tax accounts).
      'account.account.search_read': 1,
      'res.company.search_read': 1,
      'account.tax.repartition.line.search_read': 1,
      // The partners with their addresses in one read, and their bank accounts.
      'res.partner.search_read': 1,
      'res.partner.bank.search_read': 1,
    });
  });
});

describe('the folder of the second company', () => {
  it('isolates its records: entries, invoices, clients, accounts and balances of company 2 only', async () => {
    const odoo = odoo17;
    const entries = await odoo.get(
      'journal/entries?unposted_allowed=true&folder_id=2&date_from=2024-01-01&date_to=2026-12-31',
    );
    expect(entries.items.map((e: any) => e.journal_name)).toEqual([
      'Bank',
      'Miscellaneous Operations',
      'Vendor Bills',
      'Customer Invoices',
    ]);
    expect(entries.items.every((e: any) => ['11', '12', '13', '14'].includes(e.journal_id))).toBe(true);
    const invoices = await odoo.get('invoices/type/customer_invoice?folder_id=2');
    expect(invoices.items.map((i: any) => i.partner_id)).toEqual(['18']);
    const accounts = await odoo.get('chart-of-accounts?folder_id=2&size=100');
    expect(accounts.total).toBe(9);
    const balances = await odoo.request('POST', 'chart-of-accounts/balance?folder_id=2', {
      accounts: ['7'],
      end: '202603',
    });
    expect(balances.body.items).toEqual([
      {
        account_number: '700000',
        account_name: 'Sales of goods',
        debit: 0,
        credit: 2000,
        balance: -2000,
        period_debit: 0,
        period_credit: 2000,
        period_balance: -2000,
      },
    ]);
    // Each read names that company, and that company only, to Odoo.
    odoo.fake.reset();
    await odoo.get('journals?folder_id=2');
    expect(odoo.fake.calls.filter((c) => c.model).map((c) => c.kwargs['context'])).toEqual([
      expect.objectContaining({ allowed_company_ids: [2] }),
    ]);
  });
});
