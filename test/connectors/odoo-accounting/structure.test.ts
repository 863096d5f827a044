import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { type AccountingOdoo, connectAccounting, createAccountingTestApp, VERSIONS } from './helpers.js';

/**
 * How an Odoo 16 to 19 accounting is set up, through REST against the fake (every answer checked
 * against Chift's document): folders (companies) and their book years, journals, VAT codes,
 * payment terms and methods, employees (HR installed or not), bank accounts, schemes, analytic
 * plans and accounts; the second company's records in its own folder only; the Odoo calls each
 * read costs.
 */

let t: TestApp;
let account: TestAccount;
const odoos = new Map<OdooVersion, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting structure');
  for (const version of VERSIONS)
    odoos.set(version, await connectAccounting(t, account, { version, hr: true }));
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...odoos.values()].map((o) => o.fake.close()));
});

describe.each(VERSIONS)('Odoo %i', (version) => {
  const odoo = () => odoos.get(version)!;

  it('lists the user’s companies as folders, and reads one by id (404 for another)', async () => {
    const folders = await odoo().get('folders');
    expect(folders.map((f: any) => [f.id, f.name, f.main_currency])).toEqual([
      ['1', 'Lintel Demo SRL', 'EUR'],
      ['2', 'Lintel Services SA', 'EUR'],
    ]);
    expect(folders[0]).toMatchObject({
      vat: 'BE0477472701',
      company_number: '0477.472.701',
      addresses: [
        { street: 'Rue de la Loi 16, Bte 4', postal_code: '1000', city: 'Bruxelles', country: 'BE' },
      ],
    });
    expect(await odoo().get('folders/2')).toMatchObject({ id: '2', name: 'Lintel Services SA' });
    const missing = await odoo().get('folders/3', 404);
    expect(missing.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
  });

  it('computes book years from the fiscal year end and the years with entries; locked years are closed', async () => {
    const first = await odoo().get('bookyears');
    expect(first.items.slice(0, 3)).toEqual([
      { name: '2024', start: '2024-01-01', end: '2024-12-31', closed: true },
      { name: '2025', start: '2025-01-01', end: '2025-12-31', closed: false },
      { name: '2026', start: '2026-01-01', end: '2026-12-31', closed: false },
    ]);
    // The second company closes on 31 March.
    const second = await odoo().get('bookyears?folder_id=2');
    expect(second.items[0]).toEqual({
      name: '2025-2026',
      start: '2025-04-01',
      end: '2026-03-31',
      closed: false,
    });
    expect(second.items[1]).toMatchObject({ name: '2026-2027', start: '2026-04-01' });
    const calls = await odoo().calls(() => odoo().get('bookyears?folder_id=2'));
    expect(calls).toEqual([
      'res.company.search_read',
      version >= 19 ? 'account.move.formatted_read_group' : 'account.move.read_group',
    ]);
  });

  it('lists journals with Chift’s types and the bank journal’s accounts; reads one by id', async () => {
    const page = await odoo().get('journals');
    const byCode = new Map(page.items.map((j: any) => [j.code, j]));
    expect([...byCode.keys()].sort()).toEqual(['BILL', 'BNK1', 'CSH1', 'INV', 'MISC']);
    expect(byCode.get('INV')).toMatchObject({ journal_type: 'customer_invoice', counterpart_account: null });
    expect(byCode.get('BILL')).toMatchObject({ journal_type: 'supplier_invoice' });
    expect(byCode.get('MISC')).toMatchObject({ journal_type: 'miscellaneous_operation' });
    expect(byCode.get('BNK1')).toMatchObject({
      journal_type: 'financial_operation',
      counterpart_account: '550000',
      unallocated_account: '499000',
      iban: 'BE71 0961 2345 6769',
      blocked: false,
    });
    expect(await odoo().get('journals/13?folder_id=2')).toMatchObject({ id: '13', code: 'BNK1' });
    // Company 2's journal is not in the default folder.
    await odoo().get('journals/13', 404);
  });

  it('lists VAT codes with their accounts, the reverse charge and the archived code', async () => {
    const page = await odoo().get('vat-codes');
    const byId = new Map(page.items.map((v: any) => [v.id, v]));
    expect(page.total).toBe(8);
    expect(byId.get('1')).toMatchObject({ rate: 21, type: 'sale', payable_account: '451000', code: '21%' });
    expect(byId.get('6')).toMatchObject({
      type: 'purchase',
      deductible_account: '411000',
      payable_account: null,
    });
    expect(byId.get('7')).toMatchObject({
      reversed: true,
      deductible_account: '411000',
      payable_account: '451000',
    });
    expect(byId.get('8')).toMatchObject({ active: false });
    const calls = await odoo().calls(() => odoo().get('vat-codes'));
    expect(calls).toEqual(['account.tax.search_read', 'account.tax.repartition.line.search_read']);
  });

  it('lists payment terms (shared and the folder’s), payment methods, bank accounts and no scheme', async () => {
    const terms = await odoo().get('payment-terms?folder_id=2');
    expect(terms.items.map((p: any) => p.name)).toEqual([
      'Immediate Payment',
      '15 Days',
      '30 Days',
      '30% Now, Balance 60 Days',
      'End of Following Month',
    ]);
    expect((await odoo().get('payment-terms')).total).toBe(4);
    const methods = await odoo().get('payment-methods');
    expect(methods.items.map((m: any) => m.name)).toContain('SEPA Credit Transfer (Bank)');
    const banks = await odoo().get('bank-accounts');
    expect(banks.items).toEqual([
      {
        id: '3',
        code: 'BNK1',
        currency: null,
        account_name: 'Bank',
        account_number: 'BE71 0961 2345 6769',
        iban: 'BE71096123456769',
        bank_name: 'BNP Paribas Fortis',
        journal_id: '3',
        ledger_account: '550000',
        unallocated_account: '499000',
      },
    ]);
    expect(await odoo().get('schemes')).toEqual({ items: [], total: 0, page: 1, size: 50 });
  });

  it('lists the folder’s employees when HR is installed, archived ones inactive', async () => {
    const page = await odoo().get('employees');
    expect(page.items.map((e: any) => [e.name, e.active])).toEqual([
      ['Audrey Peeters', true],
      ['Marc Demo', true],
      ['Old Employee', false],
    ]);
    expect(page.items[1]).toMatchObject({
      first_name: 'Marc',
      last_name: 'Demo',
      function: 'Accountant',
      reference: 'E001',
    });
    expect((await odoo().get('employees?folder_id=2')).items.map((e: any) => e.name)).toEqual(['Jan Nord']);
  });

  it('lists analytic plans, the default plan’s accounts with their totals, and every plan’s', async () => {
    const plans = await odoo().get('analytic-plans');
    expect(plans.items.map((p: any) => [p.id, p.name])).toEqual([
      ['1', 'Projects'],
      ['2', 'Departments'],
    ]);
    const accounts = await odoo().get('analytic-accounts');
    const renovation = accounts.items.find((a: any) => a.code === 'PRJ-001');
    // 1,000 of INV/2025/00001 and 60 % of INV/2025/00002's 2,500, less 0 debit: income, so a credit.
    expect(renovation).toMatchObject({
      name: 'Brasserie renovation',
      credit: 2500,
      debit: 0,
      balance: -2500,
    });
    expect(accounts.items.every((a: any) => a.code.startsWith('PRJ'))).toBe(true);
    const all = await odoo().get('analytic-accounts/multi-analytic-plans');
    expect(all.items.find((a: any) => a.code === 'DEP-OPS')).toMatchObject({
      analytic_plan: '2',
      debit: 1050,
    });
    expect(await odoo().get('analytic-accounts/3/multi-analytic-plans/2')).toMatchObject({ name: 'Sales' });
    await odoo().get('analytic-accounts/3/multi-analytic-plans/1', 404);
    expect(await odoo().get('analytic-accounts/1')).toMatchObject({ code: 'PRJ-001' });
    await odoo().get('analytic-accounts/3', 404);
  });
});

describe('Odoo without the HR app', () => {
  it('answers no employee, after asking ir.module.module, without touching hr.employee', async () => {
    const odoo = await connectAccounting(t, account, { version: 17 });
    try {
      const calls = await odoo.calls(async () => {
        expect(await odoo.get('employees')).toEqual({ items: [], total: 0, page: 1, size: 50 });
      });
      expect(calls).toEqual(['ir.module.module.search_read']);
    } finally {
      await odoo.fake.close();
    }
  });
});
