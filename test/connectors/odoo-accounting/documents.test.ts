import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { type AccountingOdoo, connectAccounting, createAccountingTestApp, VERSIONS } from './helpers.js';

/**
 * Partners and documents of an Odoo 16 to 19 through REST, against the fake (answers checked
 * against Chift's document): clients and suppliers of the folder's company or shared, with
 * their addresses and bank accounts; a partner's contacts; invoices of each type with their
 * lines, instalments and status, their payments from the partial reconciliations of their
 * receivable or payable items, and their files; unknown ids (404).
 */

let t: TestApp;
let account: TestAccount;
const odoos = new Map<OdooVersion, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting documents');
  for (const version of VERSIONS) odoos.set(version, await connectAccounting(t, account, { version }));
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...odoos.values()].map((o) => o.fake.close()));
});

const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name);

describe.each(VERSIONS)('Odoo %i', (version) => {
  const odoo = () => odoos.get(version)!;

  it('lists the clients and suppliers of the folder (archived ones inactive), searched and by change', async () => {
    expect(names(await odoo().get('clients'))).toEqual([
      'Acme Corp',
      'Brasserie du Sablon SRL',
      'Pieter Janssens',
      'Van Damme Logistics NV',
    ]);
    expect(names(await odoo().get('clients?folder_id=2'))).toContain('Atelier Nord BV');
    const suppliers = await odoo().get('suppliers');
    expect(suppliers.items.map((s: any) => [s.name, s.active])).toEqual([
      ['Former Supplier BV', false],
      ['Proximus SA', true],
      ['Van Damme Logistics NV', true],
    ]);
    expect(names(await odoo().get('suppliers?folder_id=2'))).not.toContain('Proximus SA');
    expect(names(await odoo().get('clients?search=sablon'))).toEqual(['Brasserie du Sablon SRL']);
    expect(names(await odoo().get('clients?updated_after=2025-02-01T00:00:00Z'))).toEqual([
      'Brasserie du Sablon SRL',
      'Van Damme Logistics NV',
    ]);
  });

  it('reads a client with its addresses, bank accounts and ledger account; a person split in two names', async () => {
    const client = await odoo().get('clients/10');
    expect(client).toMatchObject({
      id: '10',
      name: 'Brasserie du Sablon SRL',
      is_company: true,
      external_reference: 'CRM-1001',
      language: 'fr',
      vat: 'BE0456789133',
      company_number: '0456.789.133',
      account_number: '400000',
      iban: 'BE68539007547034',
      internal_notes: 'Pays at 30 days',
      last_updated_on: '2025-03-01T10:00:00Z',
      bank_accounts: [
        { is_primary: true, iban: 'BE68539007547034', bic_swift: 'KREDBEBB', account_number: null },
      ],
    });
    expect(client.addresses.map((a: any) => [a.address_type, a.street])).toEqual([
      ['main', 'Rue de la Régence 42'],
      ['invoice', 'Boulevard de Waterloo 5, Bte 3'],
    ]);
    expect(await odoo().get('clients/15')).toMatchObject({
      is_company: false,
      first_name: 'Pieter',
      last_name: 'Janssens',
    });
    expect(await odoo().get('suppliers/14')).toMatchObject({
      account_number: '440000',
      iban: 'NL91ABNA0417164300',
    });
    // A supplier only is no client; another company's partner is not in this folder.
    await odoo().get('clients/17', 404);
    await odoo().get('clients/18', 404);
    expect(await odoo().get('clients/18?folder_id=2')).toMatchObject({ name: 'Atelier Nord BV' });
    expect(await odoo().get('partners/17')).toMatchObject({ name: 'Proximus SA', account_number: '440000' });
  });

  it('lists the contacts of a partner', async () => {
    const page = await odoo().get('contacts?partner_type=client&partner_id=10');
    expect(page.items).toEqual([
      {
        id: '11',
        name: 'Julie Mertens',
        first_name: 'Julie',
        last_name: 'Mertens',
        function: 'Manager',
        email: 'julie.mertens@brasseriedusablon.be',
        phone: '+32 2 512 34 57',
        mobile: version >= 19 ? null : '+32 475 12 34 56',
      },
    ]);
  });

  it('lists the invoices of a type with status, amounts, lines and instalments', async () => {
    const calls = await odoo().calls(async () => {
      const page = await odoo().get('invoices/type/customer_invoice');
      expect(page.items.map((i: any) => [i.id, i.invoice_number, i.status])).toEqual([
        ['13', 'INV/2026/00001', 'posted'],
        ['12', 'INV/2025/00004', 'cancelled'],
        ['11', null, 'draft'],
        ['5', 'INV/2025/00003', 'posted'],
        ['3', 'INV/2025/00002', 'posted'],
        ['1', 'INV/2025/00001', 'paid'],
      ]);
      const paid = page.items[5];
      expect(paid).toMatchObject({
        invoice_type: 'customer_invoice',
        currency: 'EUR',
        untaxed_amount: 1000,
        tax_amount: 210,
        total: 1210,
        invoice_date: '2025-01-15',
        due_date: '2025-02-14',
        partner_id: '10',
        journal_id: '1',
        payment_term_id: '3',
        payments: null,
        partner: null,
        customer_memo: 'Thank you for your business.',
        accounting_info: { main_currency: 'EUR', main_currency_total: 1210, account_number: '400000' },
        attachments_info: { status: 'yes_to_request', attachments: [] },
        approval_status: 'unknown',
      });
      expect(paid.lines).toEqual([
        {
          line_number: 1,
          unit_price: 500,
          unit_of_measure: null,
          quantity: 2,
          untaxed_amount: 1000,
          tax_rate: 21,
          tax_amount: 210,
          total: 1210,
          account_number: '700000',
          tax_code: '1',
          description: 'Combi oven maintenance',
          analytic_account: '1',
        },
      ]);
      expect(page.items[3]).toMatchObject({
        currency: 'USD',
        total: 1000,
        accounting_info: { main_currency_total: 900 },
      });
      expect(page.items[3].due_dates.map((d: any) => [d.due_date, d.amount])).toEqual([
        ['2025-04-01', 300],
        ['2025-05-31', 700],
      ]);
    });
    expect(calls).toEqual([
      'account.move.search_read',
      'account.move.line.search_read',
      'account.analytic.account.search_read',
      'account.analytic.plan.search_read',
    ]);
    const ids = async (query: string) =>
      (await odoo().get(`invoices/type/${query}`)).items.map((i: any) => i.id);
    expect(await ids('customer_invoice?payment_status=paid')).toEqual(['1']);
    expect(await ids('customer_invoice?payment_status=unpaid')).toEqual(['13', '5', '3']);
    expect(await ids('customer_invoice?date_from=2025-03-01&date_to=2025-06-30')).toEqual(['5', '3']);
    expect(await ids('customer_refund')).toEqual(['6']);
    expect(await ids('supplier_invoice')).toEqual(['9', '7']);
    expect(await ids('supplier_invoice?folder_id=2')).toEqual(['22']);
    expect(await ids('customer_invoice?approval_status=approved')).toEqual([]);
  });

  it('adds the payments (from partial reconciliations) and the partner, one read per model', async () => {
    const calls = await odoo().calls(async () => {
      const page = await odoo().get(
        'invoices/type/customer_invoice?include_payments=true&include_partner_info=true',
      );
      const partial = page.items.find((i: any) => i.id === '3');
      expect(partial.payments).toEqual([
        {
          id: '4',
          name: 'BNK1/2025/00002',
          currency: 'EUR',
          amount: 1000,
          dedicated_amount: 1000,
          payment_date: '2025-03-20',
          journal_type: 'financial_operation',
          journal_id: '3',
          journal_name: 'Bank',
          reconciled: true,
          communication: 'VAN DAMME LOGISTICS partial',
          matching_number: version === 16 ? 'P' : 'P2',
        },
      ]);
      expect(partial.partner).toMatchObject({ id: '14', name: 'Van Damme Logistics NV' });
      expect(page.items.find((i: any) => i.id === '13').payments).toEqual([]);
    });
    expect([...calls].sort()).toEqual(
      [
        'account.move.search_read',
        'account.move.line.search_read',
        'account.analytic.account.search_read',
        'account.analytic.plan.search_read',
        'account.partial.reconcile.search_read',
        'account.move.line.search_read',
        'account.journal.search_read',
        'res.partner.search_read',
        'res.partner.bank.search_read',
      ].sort(),
    );
  });

  it('reads invoices by id in both analytic shapes, 404 for an entry or another company’s', async () => {
    const one = await odoo().get('invoices/multi-analytic-plans/3');
    expect(one.lines[0].analytic_distribution).toEqual([
      {
        analytic_plan: '1',
        analytic_accounts: [
          { analytic_account: '1', percentage: 60 },
          { analytic_account: '2', percentage: 40 },
        ],
      },
    ]);
    expect(await odoo().get('invoices/7')).toMatchObject({
      invoice_type: 'supplier_invoice',
      status: 'paid',
      reference: 'VDL-2025-118',
    });
    expect((await odoo().get('invoices/2', 404)).error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
    await odoo().get('invoices/21', 404);
    expect(await odoo().get('invoices/21?folder_id=2')).toMatchObject({ invoice_number: 'INV/2025/00001' });
  });

  it('lists the payments of one invoice, and answers 404 for an unknown one', async () => {
    const page = await odoo().get('invoices/id/1/payments');
    expect(page.items.map((p: any) => [p.name, p.dedicated_amount, p.matching_number])).toEqual([
      ['BNK1/2025/00001', 1210, version === 16 ? 'A1' : '1'],
    ]);
    const bill = await odoo().get('invoices/id/7/payments');
    expect(bill.items.map((p: any) => [p.name, p.payment_date])).toEqual([['BNK1/2025/00003', '2025-02-28']]);
    expect((await odoo().get('invoices/id/9/payments')).items).toEqual([]);
    await odoo().get('invoices/id/999/payments', 404);
  });

  it('reads the files of an invoice or an entry, base64', async () => {
    const files = await odoo().get('attachments?type=invoice&document_id=7');
    expect(files.items.map((f: any) => f.id)).toEqual(['2', '4']);
    expect(Buffer.from(files.items[0].base64_string, 'base64').toString()).toContain('VDL-2025-118');
    expect((await odoo().get('attachments?type=entry&document_id=1')).items.map((f: any) => f.id)).toEqual([
      '1',
    ]);
    await odoo().get('attachments?type=invoice&document_id=2', 404);
    await odoo().get('attachments?type=entry&document_id=21', 404);
  });
});
