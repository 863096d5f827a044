import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../../kit/app.js';

/**
 * The Sandbox Accounting's reads (integration 4, contract §10) through the whole app: every one
 * of the 38 answers 200 with data from the seeded books of the default folder, its filters and
 * scope narrow what it answers, and an unknown id or folder is a 404.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: READ_THROUGH });
  account = await t.newAccount('Sandbox accounting');
  ({ consumerId } = await t.newConsumer(account, [4]));
});

afterAll(async () => {
  await t?.close();
});

const url = (rest: string) => `/consumers/${consumerId}/accounting/${rest}`;
const get = <T = any>(rest: string) => t.expect<T>(200, 'GET', url(rest), { token: account.token });
const items = async (rest: string) => (await get<{ items: any[]; total: number }>(rest)).items;

const year = new Date().getUTCFullYear();
const window = `date_from=${year - 1}-01-01&date_to=${year}-12-31`;

describe('every read answers from the books', () => {
  it('structure: folders, book years, journals, VAT codes, terms, methods, employees, schemes, bank accounts', async () => {
    const folders = await get<any[]>('folders');
    expect(folders.map((f) => f.id)).toEqual(['sablon', 'schelde']);
    expect((await get('folders/schelde')).name).toBe('Scheldekaai Bistro BV');
    expect((await items('bookyears')).map((b) => b.name)).toEqual([String(year - 1), String(year)]);
    const journals = await items('journals');
    expect(journals.map((j) => j.journal_type)).toEqual([
      'customer_invoice',
      'supplier_invoice',
      'financial_operation',
      'miscellaneous_operation',
    ]);
    expect((await get('journals/sablon-jrn-bank')).counterpart_account).toBe('550000');
    const vat = await items('vat-codes');
    expect(vat.map((v) => v.rate)).toEqual([21, 12, 6, 0, 21, 6, 0]);
    expect(vat.find((v) => v.type === 'sale')?.payable_account).toBe('451000');
    expect(vat.find((v) => v.type === 'purchase')?.deductible_account).toBe('411000');
    for (const rest of [
      'payment-terms',
      'payment-methods',
      'employees',
      'schemes',
      'bank-accounts',
      'analytic-plans',
    ]) {
      expect((await items(rest)).length, rest).toBeGreaterThan(0);
    }
  });

  it('the chart, an account, and its balance', async () => {
    const chart = await items('chart-of-accounts?size=100');
    expect(chart.map((a) => a.number)).toContain('451000');
    expect((await items('chart-of-accounts?classes=7')).every((a) => a.number.startsWith('7'))).toBe(true);
    expect((await items('chart-of-accounts?type=vat')).map((a) => a.number)).toEqual(['411000', '451000']);
    expect((await get('chart-of-accounts/400000')).type).toBe('receivable');
    const end = `${year}12`;
    const balances = await t.expect(200, 'POST', url('chart-of-accounts/balance'), {
      token: account.token,
      body: { accounts: ['4', '55'], end },
    });
    expect(balances.items.map((b: any) => b.account_number)).toContain('550000');
  });

  it('entries, miscellaneous operations, outstandings and the FEC', async () => {
    const entries = await items(`journal/entries?${window}&unposted_allowed=false&size=100`);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.every((e) => e.posted)).toBe(true);
    const multi = await items(
      `journal/entries/multi-analytic-plans?${window}&unposted_allowed=true&size=100`,
    );
    expect(multi.length).toBe(entries.length + 1);
    const one = await get(`journal/entries/${entries[1].id}`);
    expect(one.items.length).toBe(entries[1].items.length);
    const misc = await items(`miscellaneous-operation?${window}`);
    expect(misc.length).toBe(3);
    expect((await get(`miscellaneous-operation/${misc[0].id}`)).operation_number).toBe(
      misc[0].operation_number,
    );
    expect((await items('outstandings?type=client&unposted_allowed=false')).length).toBeGreaterThan(0);
    expect((await items('outstandings?type=supplier&unposted_allowed=false')).length).toBeGreaterThan(0);
    // The FEC is one book year's: the two-year window is refused, each year answers.
    await t.expect(422, 'GET', url(`export-fec?${window}`), { token: account.token });
    for (const y of [year - 1, year]) {
      expect((await get<any[]>(`export-fec?date_from=${y}-01-01&date_to=${y}-12-31`)).length).toBeGreaterThan(
        0,
      );
    }
  });

  it('clients, suppliers, partners and their contacts are the Invoicing Sandbox’s', async () => {
    const clients = await items('clients');
    expect(clients.map((c) => c.id)).toContain('contact-0001');
    expect((await get('clients/contact-0001')).name).toBe('Brasserie du Sablon SRL');
    expect((await items('clients?search=claes')).map((c) => c.id)).toEqual(['contact-0009']);
    const suppliers = await items('suppliers');
    expect(suppliers.map((s) => s.id)).toEqual(['contact-0003', 'contact-0006', 'contact-0008']);
    expect((await get('suppliers/contact-0006')).vat).toBe('NL812345678B01');
    expect((await get('partners/contact-0003')).account_number).toBe('400000');
    const contacts = await items('contacts?partner_type=client&partner_id=contact-0001');
    expect(contacts.map((c) => c.id)).toEqual(['contact-0002']);
  });

  it('invoices with their lines, payments and files; analytic accounts with their totals', async () => {
    const sales = await items('invoices/type/customer_invoice?include_payments=true');
    expect(sales.length).toBe(7);
    const paid = sales.filter((i) => i.status === 'paid');
    expect(paid.length).toBe(3);
    expect(sales.filter((i) => i.status === 'draft').length).toBe(1);
    const unpaid = await items('invoices/type/customer_invoice?payment_status=unpaid');
    expect(unpaid.length).toBe(4);
    const multi = await items('invoices/multi-analytic-plans/type/supplier_invoice');
    expect(multi.length).toBe(4);
    expect(multi[0].lines[0].analytic_distribution.length).toBeGreaterThan(0);
    const first = sales[0];
    expect((await get(`invoices/${first.id}`)).total).toBe(first.total);
    expect((await get(`invoices/multi-analytic-plans/${first.id}`)).lines.length).toBe(first.lines.length);
    const payments = await items(`invoices/id/${first.id}/payments`);
    expect(payments.length).toBe(1);
    expect(payments[0].dedicated_amount).toBe(first.total);
    expect(first.attachments_info.status).toBe('yes_to_request');
    const files = await items(`attachments?type=invoice&document_id=${first.id}`);
    expect(files.length).toBe(1);
    expect(Buffer.from(files[0].base64_string, 'base64').toString().startsWith('%PDF')).toBe(true);

    const analytic = await items('analytic-accounts');
    expect(analytic.map((a) => a.code)).toEqual(['ROOMS', 'FNB', 'ADM']);
    expect(analytic.every((a) => a.debit !== 0 || a.credit !== 0)).toBe(true);
    const all = await items('analytic-accounts/multi-analytic-plans');
    expect(all.length).toBe(5);
    expect((await get(`analytic-accounts/${analytic[0].id}`)).code).toBe('ROOMS');
    const project = all.find((a) => a.code === 'SEM');
    expect(
      (await get(`analytic-accounts/${project.id}/multi-analytic-plans/${project.analytic_plan}`)).name,
    ).toBe('Séminaires');
  });
});

describe('scope and errors', () => {
  it('folder_id scopes every read; an unknown folder or id is a 404', async () => {
    const bistro = await items('clients?folder_id=schelde');
    expect(bistro.every((c) => c.id.startsWith('schelde-'))).toBe(true);
    for (const rest of [
      'folders/nope',
      'journals/schelde-jrn-bank',
      'invoices/nope',
      'clients/schelde-c1',
      'journal/entries/nope',
      'chart-of-accounts/999999',
      'analytic-accounts/sablon-ana-seminars',
      'bookyears?folder_id=nope',
    ]) {
      const answer = await t.request('GET', url(rest), { token: account.token });
      expect(answer.status, rest).toBe(404);
      expect(answer.body.error_code, rest).toBe('ERROR_API_RESOURCE_NOT_FOUND');
    }
  });

  it('entries need a window of days or updated_after (422)', async () => {
    const answer = await t.request('GET', url('journal/entries'), { token: account.token });
    expect(answer.status).toBe(422);
  });
});
