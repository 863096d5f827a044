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
 * The other writes to an Odoo 16 to 19 through REST: clients and suppliers (`res.partner`, with
 * their addresses and bank account), journals, ledger accounts (≤17 `company_id`, 18+
 * `company_ids`), analytic accounts in the default plan or a plan named, matchings
 * (`account.move.line.reconcile`), bank accounts (`res.partner.bank` + a bank journal) and bank
 * transactions (`account.bank.statement.line`). The calls each costs are asserted; refusals
 * write nothing.
 */

let t: TestApp;
let account: TestAccount;
const odoos = new Map<OdooVersion, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting structure writes');
  for (const version of VERSIONS) odoos.set(version, await connectAccounting(t, account, { version }));
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...odoos.values()].map((o) => o.fake.close()));
});

const CLIENT = {
  name: 'Frituur De Kaai BV',
  vat: 'BE0999888777',
  email: 'boekhouding@dekaai.example',
  external_reference: 'CRM-2001',
  iban: 'BE71096123456769',
  addresses: [
    { address_type: 'main', street: 'Kaai', number: '12', city: 'Gent', postal_code: '9000', country: 'BE' },
    {
      address_type: 'invoice',
      street: 'Dok Noord',
      number: '3',
      city: 'Gent',
      postal_code: '9000',
      country: 'BE',
    },
  ],
};

describe.each(VERSIONS)('Odoo %i', (version) => {
  const odoo = () => odoos.get(version)!;

  it('creates a client with its addresses and bank account, then changes it', async () => {
    let id = '';
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'clients', CLIENT);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Frituur De Kaai BV',
        vat: 'BE0999888777',
        external_reference: 'CRM-2001',
      });
      expect(res.body.addresses.map((a: any) => a.address_type).sort()).toEqual(['invoice', 'main']);
      id = res.body.id;
    });
    // Countries, then ONE create; the client read back (partner with addresses, banks).
    expect(calls.slice(0, 2)).toEqual(['res.country.search_read', 'res.partner.create']);
    const changed = await odoo().request('PATCH', `clients/${id}`, { email: 'ap@dekaai.example' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.email).toBe('ap@dekaai.example');
    // force_merge on vat: the same partner, made a supplier too.
    const merged = await odoo().request('POST', 'suppliers?force_merge=vat', { ...CLIENT, addresses: [] });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.id).toBe(id);
  });

  it('creates a journal and a ledger account in the folder', async () => {
    const journal = await odoo().request('POST', 'journal', {
      code: 'ODX',
      name: 'Other sales',
      journal_type: 'customer_invoice',
    });
    expect(journal.status, journal.text).toBe(200);
    expect(journal.body).toMatchObject({
      code: 'ODX',
      name: 'Other sales',
      journal_type: 'customer_invoice',
    });
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'accounts', {
        number: '701000',
        name: 'Sales of services',
        type: 'income',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ number: '701000', name: 'Sales of services', type: 'income' });
    });
    expect(calls.slice(0, 2)).toEqual(['account.account.search_read', 'account.account.create']);
    const created = odoo().fake.calls.find((c) => c.orm === 'create')!.args[0] as Record<string, unknown>;
    expect(version >= 18 ? created['company_ids'] : created['company_id']).toEqual(
      version >= 18 ? [[6, 0, [1]]] : 1,
    );
  });

  it('creates analytic accounts (default plan, plan 2) and changes one', async () => {
    const res = await odoo().request('POST', 'analytic-accounts', {
      code: 'PRJ-009',
      name: 'Terrace',
      currency: 'EUR',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ code: 'PRJ-009', name: 'Terrace', active: true });
    const inPlan = await odoo().request('POST', 'analytic-accounts/multi-analytic-plans/2', {
      code: 'DEP-FIN',
      name: 'Finance',
      currency: 'EUR',
    });
    expect(inPlan.status, inPlan.text).toBe(200);
    expect(inPlan.body).toMatchObject({ analytic_plan: '2', code: 'DEP-FIN' });
    const changed = await odoo().request('PATCH', `analytic-accounts/${res.body.id}`, {
      name: 'Terrace works',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.name).toBe('Terrace works');
    const planChange = await odoo().request(
      'PATCH',
      `analytic-accounts/${inPlan.body.id}/multi-analytic-plans/2`,
      { active: false },
    );
    expect(planChange.status, planChange.text).toBe(200);
    expect(planChange.body.active).toBe(false);
  });

  it('matches an invoice with the payment that settles it', async () => {
    // INV/2025/00002 (move 3, 3,025.00) was paid 1,000.00 (move 4); a bank entry pays the rest.
    const paid = await odoo().request('POST', 'financial-entries', {
      date: '2025-10-05',
      journal_id: '3',
      currency: 'EUR',
      items: [{ account_type: 'customer_account', account: '14', amount: 2025 }],
    });
    expect(paid.status, paid.text).toBe(200);
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'matching', {
        entries: ['3', '4', paid.body.id],
        partner_id: '14',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.balance).toBe(0);
      expect(res.body.matching_number).not.toBe('');
    });
    expect(calls).toEqual([
      'res.partner.search_read',
      'account.move.search_read',
      'account.move.line.search_read',
      'account.move.line.reconcile',
      'account.move.line.search_read',
    ]);
    // Again: matched already, answered without a write.
    const again = await odoo().request('POST', 'matching-multiple', {
      matchings: [
        { entries: ['3', '4', paid.body.id], partner_id: '14' },
        { entries: ['9', '404'], partner_id: '17' },
      ],
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body[0]).toMatchObject({ processed: true });
    expect(again.body[1]).toMatchObject({
      processed: false,
      error_msg: { error_code: 'ERROR_ENTRY_NOT_FOUND' },
    });
  });

  it('adds a bank account with its journal, and records a statement on it', async () => {
    const res = await odoo().request('POST', 'bank-accounts', {
      code: `BNK${version}`,
      currency: 'EUR',
      account_name: 'KBC current',
      iban: 'BE62733000001212',
      bank_name: 'KBC Bank',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      code: `BNK${version}`,
      iban: 'BE62733000001212',
      bank_name: 'KBC Bank',
    });
    const calls = await odoo().calls(async () => {
      const statement = await odoo().request('POST', 'bank-transactions', {
        bank_statement_date: '2025-10-31',
        bank_account_id: res.body.journal_id,
        currency: 'EUR',
        external_bank_statement_id: 'STMT-2025-10',
        items: [
          { amount: 120.5, description: 'Card payment', counterpart: { id: '10' } },
          { amount: -40, description: 'Fees' },
        ],
      });
      expect(statement.status, statement.text).toBe(200);
      expect(statement.body.items.map((i: any) => i.amount)).toEqual([120.5, -40]);
      expect(statement.body.items.every((i: any) => i.id)).toBe(true);
    });
    expect(calls).toEqual([
      'res.company.search_read',
      'account.journal.search_read',
      'res.partner.search_read',
      'account.bank.statement.line.create',
    ]);
  });
});

describe('refusals, before any write (Odoo 19)', () => {
  const odoo = () => odoos.get(19)!;

  it('a client of an unknown company, a ledger account or journal whose code is used', async () => {
    await expectRefused(
      odoo(),
      'POST',
      'clients',
      { ...CLIENT, is_company: false, company_id: '999' },
      { status: 404, code: 'ERROR_PARTNER_NOT_FOUND', detail: /company_id/ },
    );
    await expectRefused(
      odoo(),
      'PATCH',
      'clients/16',
      { email: 'x@y.example' },
      { status: 404, code: 'ERROR_PARTNER_NOT_FOUND' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'accounts',
      { number: '400000', name: 'Twice' },
      { status: 400, code: 'ERROR_LEDGER_ACCOUNT_ALREADY_EXISTS' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'journal',
      { code: 'INV', name: 'Twice', journal_type: 'customer_invoice' },
      { status: 400, code: 'ERROR_JOURNAL_ALREADY_EXISTS' },
    );
  });

  it('an analytic account whose code is used in the plan, of an unknown plan, unknown to update', async () => {
    await expectRefused(
      odoo(),
      'POST',
      'analytic-accounts',
      { code: 'PRJ-001', name: 'Twice', currency: 'EUR' },
      { status: 409, code: 'ERROR_ANALYTIC_ACCOUNT_ALREADY_EXISTS' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'analytic-accounts/multi-analytic-plans/77',
      { code: 'X', name: 'X', currency: 'EUR' },
      { status: 404, code: 'ERROR_ANALYTIC_PLAN_NOT_FOUND' },
    );
    await expectRefused(
      odoo(),
      'PATCH',
      'analytic-accounts/404',
      { name: 'X' },
      { status: 404, code: 'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND' },
    );
  });

  it('matchings: amounts that do not cancel out, several partners, an entry without receivable', async () => {
    await expectRefused(
      odoo(),
      'POST',
      'matching',
      { entries: ['5', '6'], partner_id: '19' },
      { status: 400, code: 'ERROR_MULTIPLE_PARTNERS' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'matching',
      { entries: ['1', '6'], partner_id: '10' },
      { status: 400, code: 'ERROR_AMOUNTS_NOT_BALANCED' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'matching',
      { entries: ['3', '10'], partner_id: '14' },
      { status: 400, code: 'ERROR_ENTRY_HAS_NO_ACCOUNT_RECEIVABLE_PAYABLE' },
    );
  });

  it('bank transactions in a locked year, on a sales journal, for an unknown partner', async () => {
    const body = {
      bank_statement_date: '2025-10-31',
      bank_account_id: '3',
      currency: 'EUR',
      external_bank_statement_id: 'S',
      items: [{ amount: 1 }],
    };
    await expectRefused(
      odoo(),
      'POST',
      'bank-transactions',
      { ...body, bank_statement_date: '2024-01-31' },
      { status: 400, code: 'ERROR_BOOKYEAR_NOT_FOUND' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'bank-transactions',
      { ...body, bank_account_id: '1' },
      { status: 400, code: 'ERROR_JOURNAL_NOT_GOOD_SCOPE' },
    );
    await expectRefused(
      odoo(),
      'POST',
      'bank-transactions',
      { ...body, items: [{ amount: 1, counterpart: { id: '999' } }] },
      { status: 404, code: 'ERROR_PARTNER_NOT_FOUND', detail: /items\[0\]/ },
    );
  });
});
