import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooCall, type OdooFake, startOdooFake } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { checkAgainstChift } from '../../kit/chift.js';
import { connectOdoo, createOdooTestApp, path } from './helpers.js';

/**
 * The invoicing writes on Odoo, against the fake: invoice creation (posted or draft), payment
 * registration through the Register payment wizard, payment changes, contact creation and
 * document upload; every answer checked against Chift's schema, bad input refused with
 * nothing written, and a lost answer retried with the same idempotency key never writing twice.
 */

let fake: OdooFake;
let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  fake = await startOdooFake({ version: 17 });
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo invoicing writes');
  ({ consumerId } = await connectOdoo(t, account, fake));
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.reset();
  fake.afterCall = undefined;
});

let n = 0;
const key = (label: string) => `${label}-${++n}-${Date.now()}`;

async function send(
  method: string,
  rest: string,
  body: unknown,
  options: { key?: string; status?: number } = {},
) {
  const url = path(consumerId, rest);
  const res = await t.request(method, url, {
    token: account.token,
    body,
    ...(options.key ? { headers: { 'x-chift-client-requestid': options.key } } : {}),
  });
  if (options.status !== undefined) expect(res.status, res.text).toBe(options.status);
  const verdict = checkAgainstChift(method, new URL(url, 'http://x').pathname, res.status, res.body);
  expect(verdict?.problems ?? [], res.text).toEqual([]);
  return res;
}

const count = (model: string) => fake.state.records.get(model)!.size;
const marks = (model: string) =>
  [...fake.state.records.get('ir.model.data')!.values()].filter(
    (r) => r['module'] === '__lintel__' && r['model'] === model,
  );

const invoiceBody = (extra: Record<string, unknown> = {}) => ({
  invoice_type: 'customer_invoice',
  status: 'posted',
  currency: 'EUR',
  invoice_date: '2026-11-20',
  due_date: '2026-12-20',
  partner_id: '10',
  reference: 'PO-9001',
  payment_communication: '+++090/9337/55493+++',
  customer_memo: 'Delivered on site',
  untaxed_amount: 190,
  tax_amount: 39.9,
  total: 229.9,
  lines: [
    {
      description: 'Combi oven cleaning kit',
      product_id: '1',
      unit_price: 50,
      quantity: 2,
      discount_amount: 10,
      tax_id: '1',
      untaxed_amount: 90,
      tax_amount: 18.9,
      total: 108.9,
    },
    {
      description: 'Service hour',
      unit_price: 100,
      quantity: 1,
      tax_id: '1',
      untaxed_amount: 100,
      tax_amount: 21,
      total: 121,
    },
  ],
  ...extra,
});

describe('invoice creation', () => {
  it('creates the move with its lines in one load and posts it: Odoo numbers it and computes its amounts', async () => {
    const res = await send('POST', 'invoices', invoiceBody(), { status: 200 });
    expect(res.body).toMatchObject({
      invoice_type: 'customer_invoice',
      status: 'posted',
      invoice_number: 'INV/2026/00005',
      partner_id: '10',
      invoice_date: '2026-11-20',
      due_date: '2026-12-20',
      reference: 'PO-9001',
      payment_communication: '+++090/9337/55493+++',
      customer_memo: 'Delivered on site',
      untaxed_amount: 190,
      tax_amount: 39.9,
      total: 229.9,
      outstanding_amount: 229.9,
    });
    expect(res.body.lines).toHaveLength(2);
    expect(res.body.lines[0]).toMatchObject({
      product_id: '1',
      quantity: 2,
      discount_amount: 10,
      untaxed_amount: 90,
    });
    const orms = fake.calls.filter((c) => c.model === 'account.move').map((c) => c.orm);
    expect(orms).toContain('load');
    expect(orms).toContain('action_post');
    const move = fake.get('account.move', Number(res.body.id))!;
    expect(move['state']).toBe('posted');
    const lines = fake.state.records.get('account.move.line')!;
    expect([...lines.values()].filter((l) => l['move_id'] === move.id)).toHaveLength(2);
  });

  it('leaves a draft when Chift asks for one', async () => {
    const res = await send(
      'POST',
      'invoices',
      invoiceBody({ status: 'draft', invoice_type: 'supplier_invoice' }),
      {
        status: 200,
      },
    );
    expect(res.body).toMatchObject({
      status: 'draft',
      invoice_type: 'supplier_invoice',
      invoice_number: null,
    });
    expect(fake.count({ model: 'account.move', orm: 'action_post' })).toBe(0);
  });

  it('refuses unknown ids and a cancelled invoice with 422, writing nothing', async () => {
    const before = count('account.move');
    const res = await send('POST', 'invoices', invoiceBody({ partner_id: 'x', status: 'cancelled' }), {
      status: 422,
    });
    expect(JSON.stringify(res.body)).toContain('partner_id');
    expect(JSON.stringify(res.body)).toContain('status');
    const bad = await send('POST', 'invoices', invoiceBody({ currency: 'XYZ' }), { status: 422 });
    expect(JSON.stringify(bad.body)).toContain('currency');
    expect(count('account.move')).toBe(before);
    await send('POST', 'invoices', { ...invoiceBody(), surprise: 1 }, { status: 422 });
  });

  it.each([
    ['the import', 'load'],
    ['the posting', 'action_post'],
  ])('a lost answer to %s: the invoice is imported once and posted', async (_label, orm) => {
    const k = key('invoice');
    const before = count('account.move');
    fake.inject(
      { kind: 'lost-answer' },
      { match: (c: OdooCall) => c.model === 'account.move' && c.orm === orm },
    );
    const body = invoiceBody({ reference: `LOST-${orm}` });
    const first = await send('POST', 'invoices', body, { key: k });
    const retry = await send('POST', 'invoices', body, { key: k, status: 200 });
    expect(count('account.move')).toBe(before + 1);
    expect(fake.count({ model: 'account.move', orm: 'load' })).toBe(1);
    expect(retry.body).toMatchObject({ reference: `LOST-${orm}`, status: 'posted' });
    expect(fake.get('account.move', Number(retry.body.id))!['state']).toBe('posted');
    if (first.status === 200) expect(first.body.id).toBe(retry.body.id);
    const lines = [...fake.state.records.get('account.move.line')!.values()].filter(
      (l) => l['move_id'] === Number(retry.body.id),
    );
    expect(lines).toHaveLength(2);
  });
});

describe('payments', () => {
  it('registers a payment through account.payment.register on the invoice: the invoice’s amount due drops', async () => {
    const res = await send(
      'POST',
      'payments',
      {
        invoice_id: '3',
        amount: 5000,
        date: '2026-11-21',
        currency: 'EUR',
        description: 'Advance',
        payment_method_id: '1',
      },
      { status: 201 },
    );
    expect(res.body).toMatchObject({
      status: 'completed',
      amount: 5000,
      currency: 'EUR',
      description: 'Advance',
      payment_date: '2026-11-21T00:00:00Z',
      partner_id: '10',
      payment_method_id: '1',
      invoice_id: '3',
      invoice_number: 'INV/2026/00003',
    });
    const wizard = fake.calls.find((c) => c.model === 'account.payment.register' && c.orm === 'create')!;
    expect(wizard.kwargs['context']).toEqual({ active_model: 'account.move', active_ids: [3] });
    expect(fake.count({ model: 'account.payment.register', orm: 'action_create_payments' })).toBe(1);
    const invoice = await send('GET', 'invoices/3', undefined, { status: 200 });
    expect(invoice.body.outstanding_amount).toBe(Math.round((19385.2 - 5000) * 100) / 100);
    expect(invoice.body.last_payment_date).toBe('2026-11-21');
  });

  it('refuses a draft invoice, a paid one, a foreign currency and an unknown method with 422, writing nothing', async () => {
    const before = count('account.payment');
    const body = { amount: 10, date: '2026-11-21', currency: 'EUR' };
    await send('POST', 'payments', { ...body, invoice_id: '7' }, { status: 422 });
    await send('POST', 'payments', { ...body, invoice_id: '1' }, { status: 422 });
    await send('POST', 'payments', { ...body, invoice_id: '999' }, { status: 422 });
    await send('POST', 'payments', { ...body, invoice_id: '2', currency: 'USD' }, { status: 422 });
    await send('POST', 'payments', { ...body, invoice_id: '2', payment_method_id: '999' }, { status: 422 });
    await send('POST', 'payments', { ...body, invoice_id: '2', amount: -5 }, { status: 422 });
    expect(count('account.payment')).toBe(before);
    expect(fake.count({ model: 'account.payment.register', orm: 'action_create_payments' })).toBe(0);
  });

  it('a keyed payment is marked with its write id; a retry with the key answers it again', async () => {
    const k = key('payment');
    const body = { invoice_id: '2', amount: 100, date: '2026-11-22', currency: 'EUR' };
    const first = await send('POST', 'payments', body, { key: k, status: 201 });
    const retry = await send('POST', 'payments', body, { key: k, status: 201 });
    expect(retry.body.id).toBe(first.body.id);
    expect(marks('account.payment').map((m) => String(m['res_id']))).toContain(first.body.id);
    expect(fake.count({ model: 'account.payment.register', orm: 'action_create_payments' })).toBe(1);
  });

  it('changes a posted payment’s memo; its amount, day or method only while a draft (422 otherwise)', async () => {
    const memo = await send(
      'PATCH',
      'payments/2',
      { description: 'Half of INV/2026/00002' },
      { status: 200 },
    );
    expect(memo.body).toMatchObject({ id: '2', description: 'Half of INV/2026/00002', amount: 600 });
    const refused = await send('PATCH', 'payments/2', { amount: 700 }, { status: 422 });
    expect(JSON.stringify(refused.body)).toContain('draft');
    expect(fake.get('account.payment', 2)!['amount']).toBe(600);
    const draft = fake.insert('account.payment', {
      name: 'PBNK1/2026/00099',
      date: '2026-11-01',
      amount: 50,
      currency_id: 1,
      partner_id: 14,
      payment_type: 'inbound',
      partner_type: 'customer',
      state: 'draft',
      journal_id: 3,
      payment_method_line_id: 1,
      ref: false,
      reconciled_invoice_ids: [],
      reconciled_bill_ids: [],
    });
    const changed = await send(
      'PATCH',
      `payments/${draft}`,
      { amount: 75, date: '2026-11-03', payment_method_id: '4' },
      { status: 200 },
    );
    expect(changed.body).toMatchObject({
      status: 'pending',
      amount: 75,
      payment_date: '2026-11-03T00:00:00Z',
      payment_method_id: '4',
    });
    expect(fake.get('account.payment', draft)!['journal_id']).toBe(4);
    await send('PATCH', 'payments/9999', { description: 'x' }, { status: 404 });
  });
});

describe('contacts and documents', () => {
  it('creates a company with its main, invoice and delivery addresses in one load', async () => {
    const res = await send(
      'POST',
      'contacts',
      {
        is_company: true,
        is_customer: true,
        company_name: 'Friterie Flagey SRL',
        email: 'hello@flagey.example',
        phone: '+32 2 640 00 00',
        vat: 'BE0477472701',
        language: 'fr_BE',
        addresses: [
          {
            address_type: 'main',
            street: 'Place Flagey',
            number: '18',
            city: 'Ixelles',
            postal_code: '1050',
            country: 'BE',
          },
          {
            address_type: 'invoice',
            name: 'Accounting',
            street: 'Rue du Page',
            number: '2',
            box: '1',
            city: 'Ixelles',
            postal_code: '1050',
            country: 'BE',
          },
          {
            address_type: 'delivery',
            street: 'Kanaalstraat',
            number: '5',
            city: 'Rotterdam',
            postal_code: '3011',
            country: 'NL',
          },
        ],
      },
      { status: 200 },
    );
    expect(res.body).toMatchObject({
      is_company: true,
      is_customer: true,
      is_supplier: false,
      company_name: 'Friterie Flagey SRL',
      email: 'hello@flagey.example',
      vat: 'BE0477472701',
      language: 'fr_BE',
    });
    expect(res.body.addresses.map((a: any) => [a.address_type, a.street, a.country])).toEqual([
      ['main', 'Place Flagey 18', 'BE'],
      ['invoice', 'Rue du Page 2 bte 1', 'BE'],
      ['delivery', 'Kanaalstraat 5', 'NL'],
    ]);
    expect(fake.count({ model: 'res.partner', orm: 'load' })).toBe(1);
    await send(
      'POST',
      'contacts',
      {
        company_name: 'X',
        addresses: [{ address_type: 'main', street: 's', city: 'c', postal_code: '1', country: 'ZZ' }],
      },
      { status: 422 },
    );
  });

  it('a lost answer to a contact creation: found by its external id, never made twice', async () => {
    const k = key('contact');
    const before = count('res.partner');
    fake.inject(
      { kind: 'lost-answer' },
      { match: (c: OdooCall) => c.model === 'res.partner' && c.orm === 'load' },
    );
    await send(
      'POST',
      'contacts',
      { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' },
      { key: k },
    );
    const retry = await send(
      'POST',
      'contacts',
      { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' },
      { key: k, status: 200 },
    );
    expect(retry.body).toMatchObject({ first_name: 'Ana', last_name: 'Lima', is_company: false });
    expect(count('res.partner')).toBe(before + 1);
  });

  it('uploads a supplier document as Odoo’s upload does: an attachment, filed as a draft bill', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% a supplier bill\n%%EOF\n').toString('base64');
    const k = key('upload');
    const res = await send(
      'POST',
      'upload-document',
      { base64_string: pdf, document_type: 'supplier_document' },
      { key: k, status: 201 },
    );
    expect(res.body).toMatchObject({
      invoice_type: 'supplier_invoice',
      status: 'draft',
      invoice_number: null,
    });
    const move = fake.get('account.move', Number(res.body.id))!;
    const attachment = fake.get('ir.attachment', move['message_main_attachment_id'] as number)!;
    expect(attachment).toMatchObject({
      mimetype: 'application/pdf',
      res_model: 'account.move',
      res_id: move.id,
      datas: pdf,
    });
    const again = await send(
      'POST',
      'upload-document',
      { base64_string: pdf, document_type: 'supplier_document' },
      { key: k, status: 201 },
    );
    expect(again.body.id).toBe(res.body.id);
    expect(fake.count({ model: 'account.journal', orm: 'create_document_from_attachment' })).toBe(1);
    const expense = await send(
      'POST',
      'upload-document',
      { base64_string: pdf, document_type: 'employee_expense' },
      { status: 422 },
    );
    expect(JSON.stringify(expense.body)).toContain('hr.expense');
  });
});

describe('coverage', () => {
  it('GET /integrations says Odoo serves the eleven new invoicing operations', async () => {
    const res = await t.request('GET', '/integrations', { token: account.token });
    expect(res.status, res.text).toBe(200);
    const odoo = (res.body as any[]).find((i) => i.integrationid === 10);
    const coverage = new Map(
      (odoo.operations_coverage as { operation: string; status: string }[]).map((c) => [
        c.operation,
        c.status,
      ]),
    );
    for (const op of [
      'invoicing.invoices.list',
      'invoicing.invoices.get',
      'invoicing.invoices.create',
      'invoicing.payments.list',
      'invoicing.payments.create',
      'invoicing.payments.update',
      'invoicing.payment-methods.list',
      'invoicing.bank-accounts.list',
      'invoicing.bank-transactions.list',
      'invoicing.contacts.create',
      'invoicing.upload-document.create',
    ]) {
      expect(coverage.get(op), op).toBe('SUPPORTED');
    }
  });
});
