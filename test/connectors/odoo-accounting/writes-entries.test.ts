import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import {
  type AccountingOdoo,
  connectAccounting,
  createAccountingTestApp,
  expectRefused,
  VERSIONS,
} from './helpers.js';

/**
 * The ledger writes of an Odoo 16 to 19 through REST (journal entries, miscellaneous operations,
 * bank and cash entries): each checked first (one read per model named), then `account.move`
 * `create` with its `line_ids` and `action_post`, then read back. Company 1 is locked up to
 * 2024-12-31: a date there has no open book year. Every refusal leaves the fake unwritten.
 */

let t: TestApp;
let account: TestAccount;
const odoos = new Map<OdooVersion, AccountingOdoo>();
/** Odoo with the Employees app, for expense claims. */
const withHr = new Map<OdooVersion, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting entry writes');
  for (const version of VERSIONS) odoos.set(version, await connectAccounting(t, account, { version }));
  for (const version of [16, 19] as const)
    withHr.set(version, await connectAccounting(t, account, { version, hr: true }));
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...odoos.values(), ...withHr.values()].map((o) => o.fake.close()));
});

const ENTRY = {
  journal_id: '4',
  number: 'MISC/2025/09001',
  currency: 'EUR',
  date: '2025-10-01',
  reference: 'Accrual October',
  items: [
    {
      account_type: 'general_account',
      account: '613000',
      debit: 100.1,
      credit: 0,
      description: 'Services',
      analytic_distribution: [
        { analytic_plan: '2', analytic_accounts: [{ analytic_account: '4', percentage: 100 }] },
      ],
    },
    { account_type: 'supplier_account', account: '17', debit: 0, credit: 100.1, description: 'Proximus' },
  ],
};

describe.each(VERSIONS)('Odoo %i', (version) => {
  const odoo = () => odoos.get(version)!;

  it('writes a journal entry: checks, account.move create + action_post, read back', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'journal-entries', ENTRY);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ name: 'MISC/2025/09001', journal_id: '4', date: '2025-10-01' });
      expect(res.body.items.map((i: any) => [i.account_number, i.debit, i.credit])).toEqual([
        ['613000', 100.1, 0],
        ['440000', 0, 100.1],
      ]);
      expect(res.body.items[0].analytic_distribution).toEqual([
        { analytic_plan: '2', analytic_accounts: [{ analytic_account: '4', percentage: 100 }] },
      ]);
      expect(res.body.items[1].partner_id).toBe('17');
    });
    // Checks: company (lock dates), journal, number, partner, accounts, analytic accounts; then the writes; then the read back.
    expect(calls).toEqual([
      'res.company.search_read',
      'account.journal.search_read',
      // The number, free in the journal.
      'account.move.search_read',
      'res.partner.search_read',
      'account.account.search_read',
      'account.analytic.account.search_read',
      'account.move.create',
      'account.move.action_post',
      'account.move.search_read',
      'account.move.line.search_read',
      'account.analytic.account.search_read',
    ]);
  });

  it('writes a miscellaneous operation in the folder’s general journal', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'miscellaneous-operation', {
        currency: 'EUR',
        operation_date: '2025-11-30',
        lines: [
          { type: 'general_account', account_number: '630000', amount: -250, description: 'Depreciation' },
          { type: 'general_account', account_number: '230000', amount: 250, description: 'Equipment' },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ journal_id: '4', status: 'posted', operation_date: '2025-11-30' });
      expect(res.body.lines.map((l: any) => [l.account_number, l.amount])).toEqual([
        ['630000', -250],
        ['230000', 250],
      ]);
    });
    expect(calls).toEqual([
      'res.company.search_read',
      'account.journal.search_read',
      'account.account.search_read',
      'account.move.create',
      'account.move.action_post',
      'account.move.search_read',
      'account.move.line.search_read',
    ]);
  });

  it('writes a bank entry: the items against the journal’s own account', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'financial-entries', {
        date: '2025-10-02',
        journal_id: '3',
        currency: 'EUR',
        reference: 'Wire Van Damme',
        items: [{ account_type: 'customer_account', account: '14', amount: 300, description: 'Payment' }],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ journal_id: '3', reference: 'Wire Van Damme' });
      expect(res.body.items[0]).toMatchObject({ amount: 300, counterpart_account: '550000' });
      expect(res.body.number).toMatch(/^BNK1\/2025\/\d{5}$/);
    });
    expect(calls).toEqual([
      'res.company.search_read',
      'account.journal.search_read',
      'res.partner.search_read',
      'account.move.create',
      'account.move.action_post',
      'account.move.search_read',
      'account.move.line.search_read',
    ]);
  });
});

describe('refusals, before any write (Odoo 18)', () => {
  const odoo = () => odoos.get(18)!;
  const post = (changes: Record<string, unknown>, expected: Parameters<typeof expectRefused>[4]) =>
    expectRefused(
      odoo(),
      'POST',
      'journal-entries',
      { ...ENTRY, number: 'MISC/2025/09999', ...changes },
      expected,
    );

  it('an entry whose debits and credits differ by a cent', async () => {
    await post(
      { items: [{ ...ENTRY.items[0], debit: 100.11 }, ENTRY.items[1]] },
      { status: 400, code: 'ERROR_OPERATION_NOT_BALANCED', detail: /100\.11.*100\.10/ },
    );
    // Nothing was asked of Odoo at all: the sums are checked first.
    expect(odoo().fake.calls).toEqual([]);
  });

  it('a number the journal has already: 409, in an entry’s words', async () => {
    await post(
      { number: 'MISC/2025/00001' },
      { status: 409, code: 'ERROR_INVOICE_NUMBER_ALREADY_USED', detail: /number: MISC\/2025\/00001/ },
    );
    const res = await odoo().request('POST', 'journal-entries', { ...ENTRY, number: 'MISC/2025/00001' });
    expect(res.body.message).toBe('The entry number is already used in the journal');
  });

  it('a move Odoo refuses at posting is deleted, not left as a draft', async () => {
    const fake = odoo().fake;
    const before = fake.state.records.get('account.move')!.size;
    fake.reset();
    fake.inject(
      { kind: 'rpc-error', name: 'odoo.exceptions.UserError', message: 'A rule of this database refuses it' },
      { times: 1, match: (c) => c.orm === 'action_post' },
    );
    const res = await odoo().request('POST', 'journal-entries', { ...ENTRY, number: 'MISC/2025/09998' });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST' });
    expect(res.body.detail).toMatch(/A rule of this database refuses it/);
    expect(
      fake.calls.filter((c) => c.orm !== 'search_read' && c.orm !== 'fields_get').map((c) => c.orm),
    ).toEqual(['create', 'action_post', 'unlink']);
    expect(fake.state.records.get('account.move')!.size).toBe(before);
  });

  it('a date in a locked year', async () => {
    await post(
      { date: '2024-06-30' },
      { status: 400, code: 'ERROR_BOOKYEAR_NOT_FOUND', detail: /2024-12-31/ },
    );
  });

  it('an unknown journal, account, partner, tax and analytic account, the line named', async () => {
    await post({ journal_id: '99' }, { status: 404, code: 'ERROR_JOURNAL_NOT_FOUND', detail: /journal_id/ });
    await post(
      { items: [ENTRY.items[0], { ...ENTRY.items[1], account: '999' }] },
      { status: 404, code: 'ERROR_PARTNER_NOT_FOUND', detail: /items\[1\]/ },
    );
    await post(
      { items: [{ ...ENTRY.items[0], account: '619999' }, ENTRY.items[1]] },
      { status: 404, code: 'ERROR_ACCOUNT_NUMBER_NOT_FOUND', detail: /items\[0\].*619999/ },
    );
    await post(
      { items: [{ ...ENTRY.items[0], tax_code: '404' }, ENTRY.items[1]] },
      { status: 404, code: 'ERROR_TAX_CODE_NOT_FOUND', detail: /items\[0\]/ },
    );
    await post(
      {
        items: [
          {
            ...ENTRY.items[0],
            analytic_distribution: [
              { analytic_plan: '1', analytic_accounts: [{ analytic_account: '77', percentage: 100 }] },
            ],
          },
          ENTRY.items[1],
        ],
      },
      { status: 404, code: 'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND', detail: /items\[0\]/ },
    );
  });

  it('a miscellaneous operation that does not balance, and one in a sales journal', async () => {
    const lines = [
      { type: 'general_account', account_number: '630000', amount: -250 },
      { type: 'general_account', account_number: '230000', amount: 249.99 },
    ];
    await expectRefused(
      odoo(),
      'POST',
      'miscellaneous-operation',
      { currency: 'EUR', operation_date: '2025-11-30', lines },
      { status: 400, code: 'ERROR_OPERATION_NOT_BALANCED' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'miscellaneous-operation',
      {
        currency: 'EUR',
        operation_date: '2025-11-30',
        journal_id: '1',
        lines: [lines[0], { ...lines[1], amount: 250 }],
      },
      { status: 400, code: 'ERROR_JOURNAL_NOT_GOOD_SCOPE' },
    );
  });
});

const EXPENSE = {
  employee_id: '1',
  total: 121,
  untaxed_amount: 100,
  tax_amount: 21,
  currency: 'EUR',
  date: '2025-10-15',
  reference: 'Train tickets',
  lines: [
    {
      total: 121,
      untaxed_amount: 100,
      tax_amount: 21,
      description: 'Brussels–Antwerp',
      account_number: '613000',
      tax_rate: 21,
      tax_id: '6',
    },
  ],
};

describe.each([16, 19] as const)('expense claims, Odoo %i with the Employees app', (version) => {
  const odoo = () => withHr.get(version)!;

  it('books a claim: the lines and their tax debited, the total credited to the employee', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'expenses', EXPENSE);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ employee_id: '1', total: 121, reference: 'Train tickets' });
      expect(res.body.number).toMatch(/^BILL\/2025\/\d{5}$/);
      const entry = await odoo().get(`journal/entries/${res.body.id}`);
      expect(entry.items.map((i: any) => [i.account_number, i.debit, i.credit])).toEqual([
        ['613000', 100, 0],
        ['411000', 21, 0],
        ['440000', 0, 121],
      ]);
    });
    // Is HR installed (once per connection), lock date, employee, accounts, taxes, the taxes'
    // accounts, the employee's payable account, the purchase journal; create, post; the number.
    expect(calls.slice(0, 11)).toEqual([
      'ir.module.module.search_read',
      'res.company.search_read',
      'hr.employee.search_read',
      'account.account.search_read',
      'account.tax.search_read',
      'account.tax.repartition.line.search_read',
      'res.partner.search_read',
      'account.journal.search_read',
      'account.move.create',
      'account.move.action_post',
      'account.move.search_read',
    ]);
  });

  it('refuses an unknown employee, a claim whose lines do not make its total, a locked date', async () => {
    await expectRefused(
      odoo(),
      'POST',
      'expenses',
      { ...EXPENSE, employee_id: '99' },
      { status: 404, code: 'ERROR_EMPLOYEE_NOT_FOUND' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'expenses',
      { ...EXPENSE, total: 121.01 },
      { status: 400, code: 'ERROR_OPERATION_NOT_BALANCED' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'expenses',
      { ...EXPENSE, date: '2024-05-01' },
      { status: 400, code: 'ERROR_BOOKYEAR_NOT_FOUND' },
    );
  });
});

describe('expense claims without the Employees app', () => {
  it('refuses the employee: Odoo has none', async () => {
    await expectRefused(odoos.get(17)!, 'POST', 'expenses', EXPENSE, {
      status: 404,
      code: 'ERROR_EMPLOYEE_NOT_FOUND',
      detail: /Employees app/,
    });
  });
});
