import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { type AccountingOdoo, connectAccounting, createAccountingTestApp, VERSIONS } from './helpers.js';

/**
 * Journal entries and miscellaneous operations of an Odoo 16 to 19 through REST, against the
 * fake (answers checked against Chift's document): the entries of a window with their items,
 * drafts only when allowed, one analytic account (default plan) or the distribution over every
 * plan per item, matching numbers per version, a partner's items, one entry by id; refused input
 * (422) before any call; unknown ids (404); a folder that isolates the second company.
 */

let t: TestApp;
let account: TestAccount;
const odoos = new Map<OdooVersion, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting entries');
  for (const version of VERSIONS) odoos.set(version, await connectAccounting(t, account, { version }));
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...odoos.values()].map((o) => o.fake.close()));
});

const YEAR = 'date_from=2025-01-01&date_to=2025-12-31';

describe.each(VERSIONS)('Odoo %i', (version) => {
  const odoo = () => odoos.get(version)!;

  it('lists the posted entries of a window, newest first, with their items and one analytic account each', async () => {
    const calls = await odoo().calls(async () => {
      const page = await odoo().get(`journal/entries?unposted_allowed=false&${YEAR}`);
      expect(page.items.map((e: any) => e.name)).toEqual([
        'MISC/2025/00001',
        'INV/2025/00003',
        'BILL/2025/00002',
        'BNK1/2025/00002',
        'RINV/2025/00001',
        'INV/2025/00002',
        'BNK1/2025/00003',
        'BNK1/2025/00001',
        'BILL/2025/00001',
        'INV/2025/00001',
      ]);
      for (const entry of page.items) {
        const cents = (key: string) =>
          entry.items.reduce((s: number, i: any) => s + Math.round(i[key] * 100), 0);
        expect(cents('debit'), entry.name).toBe(cents('credit'));
      }
      const invoice = page.items.at(-1);
      expect(invoice).toMatchObject({
        id: '1',
        journal_id: '1',
        journal_name: 'Customer Invoices',
        date: '2025-01-15',
        due_date: '2025-02-14',
        posted: true,
        due_dates: [{ due_date: '2025-02-14', debit: 1210, credit: 0 }],
        attachments_info: { status: 'yes_to_request', attachments: [] },
      });
      expect(invoice.items).toEqual([
        expect.objectContaining({
          account_number: '700000',
          account_name: 'Sales of goods',
          credit: 1000,
          analytic_account: '1',
          analytic_account_name: 'Brasserie renovation',
          partner_id: '10',
          partner_name: 'Brasserie du Sablon SRL',
        }),
        expect.objectContaining({ account_number: '451000', credit: 210, analytic_account: null }),
        expect.objectContaining({
          account_number: '400000',
          debit: 1210,
          matching_numbers: [version === 16 ? 'A1' : '1'],
        }),
      ]);
      const usd = page.items[1];
      expect(usd.items[0]).toMatchObject({ currency: 'USD', currency_exchange_rate: 0.9, credit: 900 });
    });
    expect(calls).toEqual([
      'account.move.search_read',
      'account.move.line.search_read',
      'account.analytic.account.search_read',
      'account.analytic.plan.search_read',
    ]);
    const withDrafts = await odoo().get(`journal/entries?unposted_allowed=true&${YEAR}`);
    expect(withDrafts.total).toBe(11);
    expect(withDrafts.items.find((e: any) => !e.posted)).toMatchObject({ id: '11', name: null });
  });

  it('answers every plan’s distribution in the multi-plan listing and for one entry by id', async () => {
    const page = await odoo().get(
      `journal/entries/multi-analytic-plans?unposted_allowed=false&${YEAR}&journal_id=1`,
    );
    expect(page.items.map((e: any) => e.name)).toEqual([
      'INV/2025/00003',
      'RINV/2025/00001',
      'INV/2025/00002',
      'INV/2025/00001',
    ]);
    const sale = page.items[3].items[0];
    expect(sale.analytic_distribution).toEqual([
      { analytic_plan: '1', analytic_accounts: [{ analytic_account: '1', percentage: 100 }] },
      { analytic_plan: '2', analytic_accounts: [{ analytic_account: '3', percentage: 100 }] },
    ]);
    expect(page.items[2].items[0].analytic_distribution).toEqual([
      {
        analytic_plan: '1',
        analytic_accounts: [
          { analytic_account: '1', percentage: 60 },
          { analytic_account: '2', percentage: 40 },
        ],
      },
    ]);
    const one = await odoo().get('journal/entries/1');
    expect(one.items[0].analytic_distribution).toEqual(sale.analytic_distribution);
    expect(one).toMatchObject({ id: '1', name: 'INV/2025/00001' });
  });

  it('lists only the items of a partner with partner_id, and the entries changed after updated_after', async () => {
    const page = await odoo().get(`journal/entries?unposted_allowed=false&${YEAR}&partner_id=17`);
    expect(page.items.map((e: any) => [e.name, e.items.length])).toEqual([['BILL/2025/00002', 3]]);
    const bank = await odoo().get(`journal/entries?unposted_allowed=false&${YEAR}&partner_id=14`);
    expect(bank.items.map((e: any) => e.name)).toContain('BNK1/2025/00002');
    const changed = await odoo().get(
      'journal/entries?unposted_allowed=false&updated_after=2025-06-01T00:00:00Z',
    );
    expect(changed.items.map((e: any) => e.name)).toEqual(['INV/2026/00001', 'MISC/2025/00001']);
  });

  it('refuses a listing without unposted_allowed, or without a window, before calling Odoo', async () => {
    odoo().fake.reset();
    const missing = await odoo().request('GET', `journal/entries?${YEAR}`);
    expect(missing.status).toBe(422);
    // The item names the parameter, as pydantic does for a required one left out.
    expect(missing.body.detail).toEqual([
      expect.objectContaining({ loc: ['query', 'unposted_allowed'], type: 'missing', msg: 'Field required' }),
    ]);
    const noWindow = await odoo().request(
      'GET',
      'journal/entries?unposted_allowed=false&date_from=2025-01-01',
    );
    expect(noWindow.status).toBe(422);
    expect(noWindow.body.detail[0]).toMatchObject({ loc: ['query', 'date_to'], type: 'missing' });
    const inverted = await odoo().request(
      'GET',
      'journal/entries?unposted_allowed=false&date_from=2025-12-31&date_to=2025-01-01',
    );
    expect(inverted.status).toBe(422);
    expect(odoo().fake.calls).toEqual([]);
  });

  it('answers 404 for an unknown entry and for another company’s, which its own folder reads', async () => {
    const unknown = await odoo().get('journal/entries/999', 404);
    expect(unknown.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
    await odoo().get('journal/entries/21', 404);
    expect(await odoo().get('journal/entries/21?folder_id=2')).toMatchObject({
      name: 'INV/2025/00001',
      journal_id: '11',
    });
    const second = await odoo().get(
      `journal/entries?unposted_allowed=false&folder_id=2&date_from=2025-01-01&date_to=2026-12-31`,
    );
    expect(second.items.map((e: any) => e.id)).toEqual(['24', '23', '22', '21']);
    await odoo().get(
      'journal/entries?unposted_allowed=false&folder_id=3&date_from=2025-01-01&date_to=2025-12-31',
      404,
    );
  });

  it('lists the miscellaneous operations (entries of general journals) and reads one by id', async () => {
    const page = await odoo().get('miscellaneous-operation');
    expect(page.items.map((o: any) => o.operation_number)).toEqual(['MISC/2025/00001', 'MISC/2024/00001']);
    expect(page.items[0]).toMatchObject({
      operation_date: '2025-06-30',
      journal_id: '4',
      status: 'posted',
      currency: 'EUR',
      lines: [
        {
          line_number: 1,
          description: 'Depreciation combi oven',
          amount: -250,
          type: 'general_account',
          account_number: '630000',
          partner_id: null,
          analytic_account: '4',
        },
        {
          line_number: 2,
          description: 'Depreciation combi oven',
          amount: 250,
          type: 'general_account',
          account_number: '230000',
          partner_id: null,
          analytic_account: null,
        },
      ],
    });
    const year = await odoo().get('miscellaneous-operation?date_from=2025-01-01&journal_ids=4,14');
    expect(year.items.map((o: any) => o.id)).toEqual(['10']);
    expect(await odoo().get('miscellaneous-operation/14')).toMatchObject({
      operation_number: 'MISC/2024/00001',
    });
    // A bank entry is no miscellaneous operation.
    await odoo().get('miscellaneous-operation/2', 404);
  });
});
