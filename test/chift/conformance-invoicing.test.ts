import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The invoicing breadth on the Sandbox over REST: every answer is checked against Chift's
 * document by the test kit (status and body, enums included). Here: the seed is consistent
 * (amounts add up, payments settle invoices, references resolve), the filters filter, writes
 * land and read back, bad input is Chift's 422 and changes nothing, unknown ids are 404.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;
let base: string;

const cents = (n: number) => Math.round(n * 100);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const get = <T = any>(path: string) => t.expect<T>(200, 'GET', `${base}${path}`, { token: account.token });

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Invoicing breadth');
  ({ consumerId } = await t.newConsumer(account, [1]));
  base = `/consumers/${consumerId}/invoicing`;
});

afterAll(async () => {
  await t?.close();
});

async function allInvoices(query = ''): Promise<any[]> {
  const page = await get(`/invoices?size=100${query}`);
  expect(page.total).toBe(page.items.length);
  return page.items;
}

describe('Sandbox invoices', () => {
  it('are of all four types, paid, partially paid and unpaid, with amounts that add up', async () => {
    const invoices = await allInvoices();
    expect(invoices.length).toBeGreaterThanOrEqual(12);
    expect(new Set(invoices.map((i) => i.invoice_type))).toEqual(
      new Set(['customer_invoice', 'customer_refund', 'supplier_invoice', 'supplier_refund']),
    );
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['draft', 'posted', 'paid', 'cancelled']));
    const partially = invoices.filter(
      (i) => i.status === 'posted' && i.outstanding_amount > 0 && i.outstanding_amount < i.total,
    );
    expect(partially.length).toBeGreaterThanOrEqual(2);
    expect(invoices.some((i) => i.status === 'posted' && i.outstanding_amount === i.total)).toBe(true);
    for (const invoice of invoices) {
      expect(cents(invoice.untaxed_amount) + cents(invoice.tax_amount), invoice.id).toBe(
        cents(invoice.total),
      );
      expect(invoice.lines.length, invoice.id).toBeGreaterThan(0);
      let untaxed = 0;
      let tax = 0;
      for (const line of invoice.lines) {
        expect(cents(line.untaxed_amount) + cents(line.tax_amount)).toBe(cents(line.total));
        expect(cents(line.unit_price * line.quantity) - cents(line.discount_amount)).toBe(
          cents(line.untaxed_amount),
        );
        untaxed += cents(line.untaxed_amount);
        tax += cents(line.tax_amount);
      }
      expect(untaxed).toBe(cents(invoice.untaxed_amount));
      expect(tax).toBe(cents(invoice.tax_amount));
      if (invoice.status === 'paid') expect(invoice.outstanding_amount).toBe(0);
      if (invoice.status === 'draft') expect(invoice.invoice_number).toBeNull();
      else expect(invoice.invoice_number).toMatch(/^(INV|RINV|BILL|RBILL)\/\d{4}\/\d{4}$/);
    }
  });

  it('name the seed’s contacts, products and tax codes', async () => {
    const invoices = await allInvoices();
    const contacts = new Set((await get('/contacts?size=100')).items.map((c: any) => c.id));
    const products = new Map((await get('/products?size=100')).items.map((p: any) => [p.id, p]));
    const taxes = new Map((await get('/taxes?size=100')).items.map((x: any) => [x.id, x]));
    for (const invoice of invoices) {
      expect(contacts.has(invoice.partner_id), invoice.partner_id).toBe(true);
      for (const line of invoice.lines) {
        expect(taxes.has(line.tax_id), line.tax_id).toBe(true);
        expect((taxes.get(line.tax_id) as any).rate).toBe(line.tax_rate);
        if (line.product_id !== null) {
          expect((products.get(line.product_id) as any)?.name).toBe(line.product_name);
        }
      }
    }
  });

  it('are settled by the payments: outstanding = total − payments', async () => {
    const invoices = await allInvoices();
    const payments = (await get('/payments?size=100')).items;
    expect(payments.length).toBeGreaterThanOrEqual(8);
    for (const invoice of invoices.filter((i) => i.status !== 'cancelled')) {
      const paid = payments
        .filter((p: any) => p.invoice_id === invoice.id)
        .reduce((sum: number, p: any) => sum + cents(p.amount), 0);
      expect(cents(invoice.total) - paid, invoice.id).toBe(cents(invoice.outstanding_amount));
    }
  });

  it('filter by type, payment status, date window and updated_after', async () => {
    const all = await allInvoices();
    for (const type of ['customer_invoice', 'customer_refund', 'supplier_invoice', 'supplier_refund']) {
      const some = await allInvoices(`&invoice_type=${type}`);
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((i) => i.invoice_type === type)).toBe(true);
    }
    const paid = await allInvoices('&payment_status=paid');
    const unpaid = await allInvoices('&payment_status=unpaid');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((i) => i.outstanding_amount === 0)).toBe(true);
    expect(unpaid.every((i) => i.outstanding_amount > 0)).toBe(true);
    expect(paid.length + unpaid.length).toBeLessThan(all.length); // the cancelled one is neither

    const from = day(-30);
    const to = day(-10);
    const window = await allInvoices(`&date_from=${from}&date_to=${to}`);
    expect(window.length).toBeGreaterThan(0);
    expect(window.length).toBeLessThan(all.length);
    expect(window.every((i) => i.invoice_date >= from && i.invoice_date <= to)).toBe(true);
    expect(all.filter((i) => i.invoice_date >= from && i.invoice_date <= to)).toHaveLength(window.length);

    const after = `${day(-20)}T00:00:00Z`;
    const recent = await allInvoices(`&updated_after=${encodeURIComponent(after)}`);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((i) => i.last_updated_on > after)).toBe(true);
    // Combined: customer invoices still unpaid, a type and a state at once.
    const open = await allInvoices('&invoice_type=customer_invoice&payment_status=unpaid');
    expect(open.every((i) => i.invoice_type === 'customer_invoice' && i.outstanding_amount > 0)).toBe(true);
  });

  it('pages', async () => {
    const first = await get('/invoices?size=5&page=1');
    const second = await get('/invoices?size=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(new Set([...first.items, ...second.items].map((i: any) => i.id)).size).toBe(
      first.items.length + second.items.length,
    );
  });

  it('gives the analytic distribution only with include_analytic_accounts', async () => {
    const without = await allInvoices();
    expect(without.flatMap((i) => i.lines).every((l: any) => l.analytic_distribution.length === 0)).toBe(
      true,
    );
    const withIt = await allInvoices('&include_analytic_accounts=true&include_invoice_lines=true');
    const distributed = withIt.flatMap((i) => i.lines).filter((l: any) => l.analytic_distribution.length > 0);
    expect(distributed.length).toBeGreaterThan(0);
    for (const line of distributed) {
      for (const plan of line.analytic_distribution) {
        expect(plan.analytic_accounts.reduce((s: number, a: any) => s + a.percentage, 0)).toBe(100);
      }
    }
  });

  it('reads one invoice, with its PDF when asked', async () => {
    const [first] = await allInvoices('&invoice_type=customer_invoice');
    const plain = await get(`/invoices/${first.id}`);
    expect(plain.id).toBe(first.id);
    expect(plain.pdf).toBeNull();
    const withPdf = await get(`/invoices/${first.id}?include_pdf=true`);
    const bytes = Buffer.from(withPdf.pdf, 'base64');
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(first.invoice_number);
    expect(text).toContain(`Total: ${first.total.toFixed(2)} EUR`);
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    for (const match of text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)) {
      expect(text.slice(Number(match[1])), match[1]).toMatch(/^\d+ 0 obj/);
    }
    const bad = await t.request('GET', `${base}/invoices/${first.id}?include_pdf=maybe`, {
      token: account.token,
    });
    expect(bad.status).toBe(422);
  });

  it('answers 404 for an unknown invoice', async () => {
    const res = await t.request('GET', `${base}/invoices/invoice-9999`, { token: account.token });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
  });
});

describe('Sandbox payment methods, bank accounts and transactions', () => {
  it('lists payment methods', async () => {
    const page = await get('/payment-methods');
    expect(page.items.map((m: any) => m.name)).toContain('Bank transfer');
  });

  it('lists two bank accounts whose balances follow their transactions', async () => {
    const accounts = (await get('/bank-accounts')).items;
    expect(accounts).toHaveLength(2);
    for (const a of accounts) expect(a.iban).toMatch(/^BE\d{14}$/);
    const main = accounts[0];
    const txs = (await get(`/bank-transactions?bank_account_id=${main.id}&size=100`)).items;
    expect(txs.length).toBeGreaterThan(5);
    expect(txs.every((x: any) => x.bank_account_id === main.id)).toBe(true);
    const reconciled = txs.filter((x: any) => x.linked_documents.length > 0);
    expect(reconciled.length).toBeGreaterThan(0);
    const invoices = new Map((await allInvoices()).map((i) => [i.id, i]));
    for (const x of reconciled) {
      expect(x.status).toBe('done');
      const [doc] = x.linked_documents;
      expect(invoices.has(doc.id)).toBe(true);
      expect(Math.abs(x.amount)).toBe(doc.amount);
    }
  });

  it('filters transactions by status and dates; bank_account_id is required', async () => {
    const main = (await get('/bank-accounts')).items[0];
    const all = (await get(`/bank-transactions?bank_account_id=${main.id}&size=100`)).items;
    const drafts = (await get(`/bank-transactions?bank_account_id=${main.id}&status=draft`)).items;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.length).toBeLessThan(all.length);
    expect(drafts.every((x: any) => x.status === 'draft')).toBe(true);
    const from = day(-45);
    const windowed = (await get(`/bank-transactions?bank_account_id=${main.id}&date_from=${from}&size=100`))
      .items;
    expect(windowed.length).toBeLessThan(all.length);
    expect(windowed.every((x: any) => x.date >= from)).toBe(true);
    const missing = await t.request('GET', `${base}/bank-transactions`, { token: account.token });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({ loc: ['query', 'bank_account_id'], type: 'missing' });
    const other = (await get('/bank-transactions?bank_account_id=bank-0002')).items;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((x: any) => x.bank_account_id === 'bank-0002')).toBe(true);
  });

  it('filters payments by date', async () => {
    const all = (await get('/payments?size=100')).items;
    const from = day(-35);
    const some = (await get(`/payments?size=100&date_from=${from}`)).items;
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((p: any) => p.payment_date.slice(0, 10) >= from)).toBe(true);
  });
});

describe('Sandbox writes', () => {
  const invoiceBody = {
    currency: 'EUR',
    invoice_type: 'customer_invoice',
    status: 'posted',
    invoice_date: day(0),
    due_date: day(30),
    tax_amount: 39.9,
    untaxed_amount: 190,
    total: 229.9,
    partner_id: 'contact-0009',
    lines: [
      {
        product_id: 'product-0001',
        tax_id: 'tax-be-21-sale',
        unit_price: 95,
        quantity: 2,
        tax_amount: 39.9,
        untaxed_amount: 190,
        total: 229.9,
      },
    ],
  };

  it('creates an invoice that reads back, numbered, with the product’s name filled in', async () => {
    const created = await t.expect(200, 'POST', `${base}/invoices`, {
      token: account.token,
      body: invoiceBody,
    });
    expect(created.status).toBe('posted');
    expect(created.outstanding_amount).toBe(229.9);
    expect(created.invoice_number).toMatch(/^INV\//);
    expect(created.lines[0]).toMatchObject({
      product_name: 'Consulting hour',
      tax_rate: 21,
      discount_amount: 0,
    });
    const read = await get(`/invoices/${created.id}`);
    expect(read).toMatchObject({ ...created, pdf: null });
    const listed = await allInvoices('&payment_status=unpaid');
    expect(listed.map((i) => i.id)).toContain(created.id);
  });

  it('records a payment (201) that lowers what is left to pay, and an update that recomputes it', async () => {
    const invoice = await t.expect(200, 'POST', `${base}/invoices`, {
      token: account.token,
      body: invoiceBody,
    });
    const payment = await t.expect(201, 'POST', `${base}/payments`, {
      token: account.token,
      body: {
        amount: 100,
        invoice_id: invoice.id,
        date: day(0),
        currency: 'EUR',
        payment_method_id: 'pm-card',
      },
    });
    expect(payment).toMatchObject({
      status: 'completed',
      amount: 100,
      invoice_id: invoice.id,
      invoice_number: invoice.invoice_number,
      partner_id: 'contact-0009',
      payment_method_name: 'Card (Bancontact)',
    });
    let read = await get(`/invoices/${invoice.id}`);
    expect(read).toMatchObject({ status: 'posted', outstanding_amount: 129.9, last_payment_date: day(0) });
    expect(
      read.last_updated_on > invoice.last_updated_on || read.last_updated_on === invoice.last_updated_on,
    ).toBe(true);

    const changed = await t.expect(200, 'PATCH', `${base}/payments/${payment.id}`, {
      token: account.token,
      body: { amount: 229.9, description: 'Paid in full at the counter' },
    });
    expect(changed).toMatchObject({
      id: payment.id,
      amount: 229.9,
      description: 'Paid in full at the counter',
    });
    read = await get(`/invoices/${invoice.id}`);
    expect(read).toMatchObject({ status: 'paid', outstanding_amount: 0 });
    expect((await allInvoices('&payment_status=paid')).map((i) => i.id)).toContain(invoice.id);
    const listed = (await get('/payments?size=100')).items.find((p: any) => p.id === payment.id);
    expect(listed.amount).toBe(229.9);

    // More than the invoice: refused, nothing changed.
    const over = await t.request('POST', `${base}/payments`, {
      token: account.token,
      body: { amount: 1, invoice_id: invoice.id, date: day(0), currency: 'EUR' },
    });
    expect(over.status).toBe(422);
    expect(over.body.detail[0].loc).toEqual(['body', 'amount']);
    expect((await get(`/invoices/${invoice.id}`)).outstanding_amount).toBe(0);
  });

  it('refuses a payment for an unknown invoice or a draft, and 404s an unknown payment', async () => {
    const unknown = await t.request('POST', `${base}/payments`, {
      token: account.token,
      body: { amount: 10, invoice_id: 'invoice-9999', date: day(0), currency: 'EUR' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail[0].loc).toEqual(['body', 'invoice_id']);
    const draft = (await allInvoices()).find((i) => i.status === 'draft');
    const onDraft = await t.request('POST', `${base}/payments`, {
      token: account.token,
      body: { amount: 10, invoice_id: draft.id, date: day(0), currency: 'EUR' },
    });
    expect(onDraft.status).toBe(422);
    const missing = await t.request('PATCH', `${base}/payments/payment-9999`, {
      token: account.token,
      body: { amount: 10 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
  });

  it('refuses unknown fields (extra_forbidden) and amounts that do not add up, writing nothing', async () => {
    const before = (await get('/invoices?size=1')).total;
    for (const [path, body] of [
      ['/invoices', { ...invoiceBody, colour: 'blue' }],
      ['/payments', { amount: 1, invoice_id: 'invoice-0006', date: day(0), currency: 'EUR', tip: 1 }],
      ['/contacts', { first_name: 'A', nickname: 'B' }],
      ['/upload-document', { base64_string: 'JVBERi0=', document_type: 'supplier_document', name: 'x.pdf' }],
    ] as const) {
      const res = await t.request('POST', `${base}${path}`, { token: account.token, body });
      expect(res.status, path).toBe(422);
      expect(
        res.body.detail.some((d: any) => d.type === 'extra_forbidden'),
        path,
      ).toBe(true);
    }
    const patch = await t.request('PATCH', `${base}/payments/payment-0001`, {
      token: account.token,
      body: { amount: 1, invoice_id: 'x' },
    });
    expect(patch.status).toBe(422);
    expect(patch.body.detail[0]).toMatchObject({ loc: ['body', 'invoice_id'], type: 'extra_forbidden' });

    const wrongSum = await t.request('POST', `${base}/invoices`, {
      token: account.token,
      body: { ...invoiceBody, total: 230 },
    });
    expect(wrongSum.status).toBe(422);
    expect(wrongSum.body.detail[0].loc).toEqual(['body', 'total']);
    const unknownProduct = await t.request('POST', `${base}/invoices`, {
      token: account.token,
      body: { ...invoiceBody, lines: [{ ...invoiceBody.lines[0], product_id: 'product-9999' }] },
    });
    expect(unknownProduct.status).toBe(422);
    expect(unknownProduct.body.detail[0].loc).toEqual(['body', 'lines', 0, 'product_id']);
    const badType = await t.request('POST', `${base}/invoices`, {
      token: account.token,
      body: { ...invoiceBody, invoice_type: 'all' },
    });
    expect(badType.status).toBe(422);
    expect((await get('/invoices?size=1')).total).toBe(before);
  });

  it('creates a contact that reads back and appears in the listing', async () => {
    const created = await t.expect(200, 'POST', `${base}/contacts`, {
      token: account.token,
      body: {
        is_company: true,
        is_customer: true,
        company_name: 'Boulangerie Dupont SPRL',
        vat: 'BE0401234567',
        addresses: [
          {
            address_type: 'main',
            street: 'Rue Haute',
            number: '12',
            city: 'Bruxelles',
            postal_code: '1000',
            country: 'BE',
          },
        ],
      },
    });
    expect(created).toMatchObject({ company_name: 'Boulangerie Dupont SPRL', is_supplier: false });
    expect(created.addresses[0]).toMatchObject({ street: 'Rue Haute', box: null });
    expect(await get(`/contacts/${created.id}`)).toEqual(created);
    const customers = (await get('/contacts?contact_type=customer&size=100')).items.map((c: any) => c.id);
    expect(customers).toContain(created.id);
    const badCompany = await t.request('POST', `${base}/contacts`, {
      token: account.token,
      body: { first_name: 'Jan', company_id: 'contact-9999' },
    });
    expect(badCompany.status).toBe(422);
    const badAddress = await t.request('POST', `${base}/contacts`, {
      token: account.token,
      body: { first_name: 'Jan', addresses: [{ address_type: 'main', city: 'Gent' }] },
    });
    expect(badAddress.status).toBe(422);
  });

  it('uploads a document (201): a supplier PDF becomes a draft bill whose PDF is the file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1').toString(
      'base64',
    );
    const uploaded = await t.expect(201, 'POST', `${base}/upload-document`, {
      token: account.token,
      body: { base64_string: pdf, document_type: 'supplier_document' },
    });
    expect(uploaded).toMatchObject({ invoice_type: 'supplier_invoice', status: 'draft', lines: [] });
    const read = await get(`/invoices/${uploaded.id}?include_pdf=true`);
    expect(read).toMatchObject({ status: 'draft', invoice_type: 'supplier_invoice', pdf });
    const expense = await t.expect(201, 'POST', `${base}/upload-document`, {
      token: account.token,
      body: { base64_string: pdf, document_type: 'employee_expense' },
    });
    expect(expense.invoice_type).toBeNull();
    const notBase64 = await t.request('POST', `${base}/upload-document`, {
      token: account.token,
      body: { base64_string: 'this is not base64!', document_type: 'supplier_document' },
    });
    expect(notBase64.status).toBe(422);
    const badType = await t.request('POST', `${base}/upload-document`, {
      token: account.token,
      body: { base64_string: pdf, document_type: 'receipt' },
    });
    expect(badType.status).toBe(422);
  });

  it('replays a create with the same idempotency key without a second record', async () => {
    const key = randomUUID();
    const body = { ...invoiceBody, reference: `idem-${key}` };
    const headers = { 'x-chift-client-requestid': key };
    const first = await t.expect(200, 'POST', `${base}/invoices`, { token: account.token, body, headers });
    const again = await t.expect(200, 'POST', `${base}/invoices`, { token: account.token, body, headers });
    expect(again).toEqual(first);
    const same = (await allInvoices()).filter((i) => i.reference === `idem-${key}`);
    expect(same).toHaveLength(1);
    const conflict = await t.request('POST', `${base}/invoices`, {
      token: account.token,
      body: { ...body, customer_memo: 'other' },
      headers,
    });
    expect(conflict.status).toBe(409);
  });
});
