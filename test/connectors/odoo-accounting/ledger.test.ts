import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { type AccountingOdoo, connectAccounting, createAccountingTestApp, VERSIONS } from './helpers.js';

/**
 * The ledger of an Odoo 16 to 19 through REST, against the fake (answers checked against
 * Chift's document): the chart of accounts and its filters, one account by number, balances
 * totalled by Odoo (`read_group`, `formatted_read_group` on 19), outstanding items from the
 * receivable and payable items left open, and the FEC of a book year — refused (422) across two
 * book years, and before any call when the window is inverted.
 */

let t: TestApp;
let account: TestAccount;
const odoos = new Map<OdooVersion, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting ledger');
  for (const version of VERSIONS) odoos.set(version, await connectAccounting(t, account, { version }));
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...odoos.values()].map((o) => o.fake.close()));
});

const sorted = (calls: string[]) => [...calls].sort();

describe.each(VERSIONS)('Odoo %i', (version) => {
  const odoo = () => odoos.get(version)!;
  const grouped = version >= 19 ? 'account.move.line.formatted_read_group' : 'account.move.line.read_group';

  it('lists the chart of accounts with Chift’s types, archived accounts inactive', async () => {
    const page = await odoo().get('chart-of-accounts?size=100');
    const byNumber = new Map(page.items.map((a: any) => [a.number, a]));
    expect(page.total).toBe(16);
    expect(byNumber.get('400000')).toMatchObject({ name: 'Customers', type: 'receivable', active: true });
    expect(byNumber.get('440000')).toMatchObject({ type: 'payable' });
    expect(byNumber.get('550000')).toMatchObject({ type: 'bank' });
    expect(byNumber.get('570000')).toMatchObject({ type: 'cash' });
    expect(byNumber.get('451000')).toMatchObject({ type: 'vat' });
    expect(byNumber.get('700000')).toMatchObject({ type: 'income', accounting_category: 'income' });
    expect(byNumber.get('630000')).toMatchObject({ type: 'other_expense' });
    expect(byNumber.get('609000')).toMatchObject({ active: false, type: 'expense' });
    const numbers = async (query: string) =>
      (await odoo().get(`chart-of-accounts?${query}`)).items.map((a: any) => a.number);
    expect(await numbers('classes=6')).toEqual(['604000', '609000', '613000', '630000']);
    expect(await numbers('classes=1,23')).toEqual(['100000', '230000']);
    expect(await numbers('type=vat')).toEqual(['411000', '451000']);
    expect(await numbers('type=cash')).toEqual(['570000']);
    expect(await numbers('type=bank')).toEqual(['550000']);
    expect(await numbers('type=income')).toEqual(['700000', '750000']);
  });

  it('reads one account by number in the folder’s chart, 404 for an unknown one', async () => {
    expect(await odoo().get('chart-of-accounts/604000')).toMatchObject({ number: '604000', type: 'expense' });
    const missing = await odoo().get('chart-of-accounts/999', 404);
    expect(missing.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
  });

  it('totals balances with Odoo’s grouped sums, up to the end month and over the book year', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'chart-of-accounts/balance', {
        accounts: ['4', '55'],
        end: '202512',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.items).toEqual([
        {
          account_number: '400000',
          account_name: 'Customers',
          debit: 5135,
          credit: 2331,
          balance: 2804,
          period_debit: 5135,
          period_credit: 2331,
          period_balance: 2804,
        },
        {
          account_number: '411000',
          account_name: 'VAT recoverable',
          debit: 189,
          credit: 0,
          balance: 189,
          period_debit: 189,
          period_credit: 0,
          period_balance: 189,
        },
        {
          account_number: '440000',
          account_name: 'Suppliers',
          debit: 968,
          credit: 1089,
          balance: -121,
          period_debit: 968,
          period_credit: 1089,
          period_balance: -121,
        },
        {
          account_number: '451000',
          account_name: 'VAT payable',
          debit: 21,
          credit: 735,
          balance: -714,
          period_debit: 21,
          period_credit: 735,
          period_balance: -714,
        },
        // The 2024 capital contribution is before the book year: in the balance, not the period.
        {
          account_number: '550000',
          account_name: 'Bank',
          debit: 12210,
          credit: 968,
          balance: 11242,
          period_debit: 2210,
          period_credit: 968,
          period_balance: 1242,
        },
      ]);
    });
    expect(sorted(calls)).toEqual(
      sorted(['res.company.search_read', 'account.account.search_read', grouped, grouped]),
    );
    const march = await odoo().request('POST', 'chart-of-accounts/balance', {
      accounts: ['550000'],
      start: '202503',
      end: '202503',
    });
    expect(march.body.items).toEqual([
      {
        account_number: '550000',
        account_name: 'Bank',
        debit: 12210,
        credit: 968,
        balance: 11242,
        period_debit: 1000,
        period_credit: 0,
        period_balance: 1000,
      },
    ]);
  });

  it('lists the open receivable items by entry, instalments and matchings included', async () => {
    const calls = await odoo().calls(async () => {
      const page = await odoo().get('outstandings?type=client&unposted_allowed=false');
      expect(page.items.map((o: any) => [o.number, o.open_amount, o.currency])).toEqual([
        ['INV/2026/00001', 363, 'EUR'],
        ['RINV/2025/00001', -121, 'EUR'],
        ['INV/2025/00003', 1000, 'USD'],
        ['INV/2025/00002', 2025, 'EUR'],
      ]);
      const usd = page.items[2];
      expect(usd).toMatchObject({
        amount: 1000,
        currency_exchange_rate: 0.9,
        partner_id: '19',
        account_number: '400000',
      });
      expect(usd.due_dates.map((d: any) => [d.due_date, d.amount])).toEqual([
        ['2025-04-01', 300],
        ['2025-05-31', 700],
      ]);
      expect(page.items[3].matching_numbers).toEqual([version === 16 ? 'P' : 'P2']);
      expect(page.items[3]).toMatchObject({ journal_type: 'customer_invoice', amount: 3025, posted: true });
    });
    expect(sorted(calls)).toEqual(
      sorted([
        version >= 19 ? 'account.move.line.formatted_read_group' : 'account.move.line.read_group',
        'account.move.search_read',
        'account.move.line.search_read',
        'account.journal.search_read',
      ]),
    );
    const drafts = await odoo().get('outstandings?type=client&unposted_allowed=true');
    expect(drafts.items.map((o: any) => o.number)).toContain(null);
    const suppliers = await odoo().get('outstandings?type=supplier&unposted_allowed=false');
    expect(suppliers.items.map((o: any) => [o.number, o.open_amount])).toEqual([['BILL/2025/00002', 121]]);
    const second = await odoo().get('outstandings?type=supplier&unposted_allowed=false&folder_id=2');
    expect(second.items.map((o: any) => [o.id, o.open_amount])).toEqual([['22', 363]]);
  });

  it('exports the FEC of a window: every posted item, balanced, with its columns', async () => {
    const calls = await odoo().calls(async () => {
      const lines = await odoo().get('export-fec?date_from=2025-01-01&date_to=2025-12-31');
      expect(lines).toHaveLength(26);
      const cents = (key: string) => lines.reduce((s: number, l: any) => s + Math.round(l[key] * 100), 0);
      expect(cents('Debit')).toBe(cents('Credit'));
      expect(lines.every((l: any) => l.EcritureDate >= '2025-01-01' && l.EcritureDate <= '2025-12-31')).toBe(
        true,
      );
      const receivable = lines.find(
        (l: any) => l.EcritureNum === 'INV/2025/00001' && l.CompteNum === '400000',
      );
      expect(receivable).toEqual({
        JournalCode: 'INV',
        JournalLib: 'Customer Invoices',
        EcritureNum: 'INV/2025/00001',
        EcritureDate: '2025-01-15',
        CompteNum: '400000',
        CompteLib: 'Customers',
        CompAuxNum: 'CRM-1001',
        CompAuxLib: 'Brasserie du Sablon SRL',
        PieceRef: 'INV/2025/00001',
        PieceDate: '2025-01-15',
        Debit: 1210,
        Credit: 0,
        EcritureLet: version === 16 ? 'A1' : '1',
        DateLet: '2025-02-10',
        ValidDate: '2025-01-15',
        Montantdevise: 0,
        Idevise: '',
      });
      const sale = lines.find((l: any) => l.EcritureNum === 'INV/2025/00001' && l.CompteNum === '700000');
      expect(sale).toMatchObject({ CompAuxNum: '', CompAuxLib: '', EcritureLet: '', DateLet: null });
      const usd = lines.find((l: any) => l.EcritureNum === 'INV/2025/00003' && l.CompteNum === '700000');
      expect(usd).toMatchObject({ Credit: 900, Montantdevise: -1000, Idevise: 'USD' });
      expect(lines.some((l: any) => l.EcritureNum === '/' || l.EcritureNum === 'INV/2025/00004')).toBe(false);
    });
    expect(sorted(calls)).toEqual(
      sorted([
        'res.company.search_read',
        'account.move.line.search_read',
        'account.journal.search_read',
        'res.partner.search_read',
        'account.partial.reconcile.search_read',
        'account.move.search_read',
      ]),
    );
    // The second company's book year runs from April to March.
    const second = await odoo().get('export-fec?date_from=2025-04-01&date_to=2026-03-31&folder_id=2');
    expect(new Set(second.map((l: any) => l.EcritureNum))).toEqual(
      new Set(['INV/2025/00001', 'BILL/2025/00001', 'MISC/2026/00001']),
    );
  });

  it('refuses a FEC window across two book years (after reading the company) and an inverted one (no call)', async () => {
    const across = await odoo().calls(async () => {
      const res = await odoo().request('GET', 'export-fec?date_from=2025-12-01&date_to=2026-01-31');
      expect(res.status, res.text).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['query', 'date_to'], type: 'value_error' });
    });
    expect(across).toEqual(['res.company.search_read']);
    const secondAcross = await odoo().request(
      'GET',
      'export-fec?date_from=2026-03-01&date_to=2026-04-30&folder_id=2',
    );
    expect(secondAcross.status).toBe(422);
    odoo().fake.reset();
    const inverted = await odoo().request('GET', 'export-fec?date_from=2025-12-31&date_to=2025-01-01');
    expect(inverted.status, inverted.text).toBe(422);
    expect(inverted.body.detail[0].loc).toEqual(['query', 'date_to']);
    expect(odoo().fake.calls).toEqual([]);
  });
});
