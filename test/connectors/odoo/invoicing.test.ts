import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooFake, startOdooFake } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { checkAgainstChift } from '../../kit/chift.js';
import { connectOdoo, createOdooTestApp, path } from './helpers.js';

/**
 * The invoicing breadth on Odoo, against the fake (an Odoo 17 with the Invoicing app): invoices,
 * payments, payment methods, bank accounts and transactions, read through REST, each answer
 * checked against Chift's schema and each operation's Odoo calls counted.
 */

let fake: OdooFake;
let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  fake = await startOdooFake({ version: 17 });
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo invoicing');
  ({ consumerId } = await connectOdoo(t, account, fake));
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function get(rest: string, status = 200) {
  const url = path(consumerId, rest);
  const res = await t.request('GET', url, { token: account.token });
  expect(res.status, res.text).toBe(status);
  const verdict = checkAgainstChift('GET', new URL(url, 'http://x').pathname, res.status, res.body);
  expect(verdict?.problems ?? [], res.text).toEqual([]);
  return res.body;
}

/** The execute_kw calls `run` makes, as `model.method` (field probes, once per connection, left out). */
async function callsOf(run: () => Promise<unknown>): Promise<string[]> {
  fake.reset();
  await run();
  return fake.calls.filter((c) => c.model && c.orm !== 'fields_get').map((c) => `${c.model}.${c.orm}`);
}

describe('invoices', () => {
  it('lists the four types newest first, with amounts, status and payment facts from account.move', async () => {
    const page = await get('invoices?size=50');
    expect(page.total).toBe(8);
    const byNumber = new Map(page.items.map((i: any) => [i.invoice_number, i]));
    const paid = byNumber.get('INV/2026/00001') as any;
    expect(paid).toMatchObject({
      id: '1',
      source_ref: { id: '1', model: 'account.move' },
      invoice_type: 'customer_invoice',
      status: 'paid',
      currency: 'EUR',
      invoice_date: '2026-09-02',
      due_date: '2026-10-02',
      untaxed_amount: 9280,
      tax_amount: 1948.8,
      total: 11228.8,
      outstanding_amount: 0,
      last_payment_date: '2026-09-25',
      partner_id: '10',
      reference: 'PO-4411',
      customer_memo: 'Thank you for your business.',
      journal_ref: { id: '1', model: 'account.journal', name: 'Customer Invoices' },
      lines: [],
    });
    expect(byNumber.get('INV/2026/00002')).toMatchObject({ status: 'posted', outstanding_amount: 852 });
    expect(byNumber.get('RINV/2026/00001')).toMatchObject({ invoice_type: 'customer_refund', total: 114.95 });
    expect(byNumber.get('BILL/2026/00001')).toMatchObject({
      invoice_type: 'supplier_invoice',
      status: 'paid',
    });
    expect(byNumber.get('RBILL/2026/00001')).toMatchObject({ invoice_type: 'supplier_refund' });
    expect(byNumber.get('INV/2026/00004')).toMatchObject({ status: 'cancelled' });
    const draft = page.items.find((i: any) => i.id === '7');
    expect(draft).toMatchObject({ status: 'draft', invoice_number: null, outstanding_amount: null });
    const dates = page.items.map((i: any) => i.invoice_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by type, payment status, date window and updated_after in the Odoo domain', async () => {
    expect((await get('invoices?invoice_type=supplier_invoice')).items.map((i: any) => i.id)).toEqual(['5']);
    const paid = await get('invoices?payment_status=paid');
    expect(paid.items.map((i: any) => i.id).sort()).toEqual(['1', '5']);
    const unpaid = await get('invoices?payment_status=unpaid');
    expect(unpaid.items.map((i: any) => i.id).sort()).toEqual(['2', '3', '4', '6']);
    const window = await get('invoices?date_from=2026-10-01&date_to=2026-10-18');
    expect(window.items.map((i: any) => i.id).sort()).toEqual(['3', '4', '6']);
    const recent = await get(`invoices?updated_after=${encodeURIComponent('2026-11-01T00:00:00Z')}`);
    expect(recent.items.map((i: any) => i.id)).toEqual(['7']);
    const calls = await callsOf(() => get('invoices?invoice_type=customer_refund&date_from=2026-10-01'));
    const search = fake.calls.find((c) => c.model === 'account.move' && c.orm === 'search_read')!;
    expect(JSON.stringify(search.args[0])).toContain('["move_type","in",["out_refund"]]');
    expect(JSON.stringify(search.args[0])).toContain('["invoice_date",">=","2026-10-01"]');
    expect(calls).toEqual(['account.move.search_read']);
  });

  it('reads the product lines only (no section, tax or payment-term line) with include_invoice_lines, in one more call', async () => {
    const calls = await callsOf(async () => {
      const page = await get('invoices?size=50&include_invoice_lines=true');
      const third = page.items.find((i: any) => i.id === '3');
      expect(third.lines).toHaveLength(2);
      expect(third.lines[0]).toMatchObject({
        description: 'Combi oven',
        unit_price: 8900,
        quantity: 2,
        discount_amount: 1780,
        untaxed_amount: 16020,
        tax_amount: 3364.2,
        total: 19384.2,
        tax_rate: 21,
        tax_id: '1',
        product_id: '1',
        product_code: 'OVEN-01',
        product_name: 'Combi oven',
        unit_of_measure: 'Units',
      });
      // A fixed fee on a line at price 0: no untaxed amount, no rate.
      expect(third.lines[1]).toMatchObject({ tax_id: '16', tax_rate: null, total: 1, untaxed_amount: 0 });
      expect(page.items.every((i: any) => i.lines.length > 0)).toBe(true);
    });
    expect(calls).toEqual(['account.move.search_read', 'account.move.line.search_read']);
    const lineSearch = fake.calls.find((c) => c.model === 'account.move.line' && c.orm === 'search_read')!;
    expect(JSON.stringify(lineSearch.args[0])).toContain('["display_type","=","product"]');
  });

  it('gets one invoice with its lines, and its PDF (the attachment Odoo keeps) with include_pdf', async () => {
    const one = await get('invoices/1?include_pdf=true');
    expect(one.lines).toHaveLength(2);
    expect(Buffer.from(one.pdf, 'base64').toString('latin1').startsWith('%PDF-')).toBe(true);
    const noPdf = await get('invoices/2?include_pdf=true');
    expect(noPdf.pdf).toBeNull();
    const without = await get('invoices/1');
    expect(without.pdf).toBeNull();
    await get('invoices/999', 404);
    await get('invoices/abc', 404);
  });
});

describe('payments, methods, bank accounts and transactions', () => {
  it('lists payments with the invoice each reconciles (its number in one read for the page)', async () => {
    const calls = await callsOf(async () => {
      const page = await get('payments');
      expect(page.total).toBe(3);
      const first = page.items.find((p: any) => p.id === '1');
      expect(first).toMatchObject({
        source_ref: { id: '1', model: 'account.payment' },
        status: 'completed',
        description: 'INV/2026/00001',
        amount: 11228.8,
        currency: 'EUR',
        payment_date: '2026-09-25T00:00:00Z',
        partner_id: '10',
        payment_method_id: '1',
        payment_method_name: 'Manual Payment',
        invoice_id: '1',
        invoice_number: 'INV/2026/00001',
      });
      expect(page.items.find((p: any) => p.id === '3')).toMatchObject({
        invoice_id: '5',
        invoice_number: 'BILL/2026/00001',
      });
    });
    expect(calls).toEqual(['account.payment.search_read', 'account.move.search_read']);
    const window = await get('payments?date_from=2026-09-26&date_to=2026-10-31');
    expect(window.items.map((p: any) => p.id).sort()).toEqual(['2', '3']);
  });

  it('lists payment methods as the method lines of the journals', async () => {
    const page = await get('payment-methods');
    expect(page.total).toBe(7);
    expect(page.items[0]).toMatchObject({
      id: '1',
      source_ref: { id: '1', model: 'account.payment.method.line' },
      name: 'Manual Payment (Bank, inbound)',
    });
    expect(page.items.map((m: any) => m.name)).toContain('SEPA Credit Transfer (Bank, outbound)');
  });

  it('lists the active bank journals as bank accounts, with IBAN and currency', async () => {
    const page = await get('bank-accounts');
    expect(page.items).toEqual([
      expect.objectContaining({
        id: '3',
        name: 'Bank',
        iban: 'BE71 0961 2345 6769',
        currency: 'EUR',
        balance: null,
      }),
      expect.objectContaining({ id: '4', name: 'Bank USD', iban: 'BE68 5390 0754 7034', currency: 'USD' }),
    ]);
  });

  it('lists a bank account’s statement lines, by day window and reconciliation status', async () => {
    const all = await get('bank-transactions?bank_account_id=3');
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({
      id: '4',
      source_ref: { id: '4', model: 'account.bank.statement.line' },
      bank_account_id: '3',
      amount: 3.12,
      date: '2026-10-28',
      description: 'Interest Q3',
      currency: 'EUR',
      status: 'draft',
    });
    expect(
      (await get('bank-transactions?bank_account_id=3&status=done')).items.map((x: any) => x.id),
    ).toEqual(['1']);
    const october = await get('bank-transactions?bank_account_id=3&date_from=2026-10-01&date_to=2026-10-31');
    expect(october.items.map((x: any) => x.id)).toEqual(['4', '3']);
    const usd = await get('bank-transactions?bank_account_id=4');
    expect(usd.items.every((x: any) => x.currency === 'USD')).toBe(true);
    const calls = await callsOf(() => get('bank-transactions?bank_account_id=nope'));
    expect(calls).toEqual([]);
  });
});

describe('GraphQL references', () => {
  it('50 invoices with partner, line products and taxes: one Odoo read per kind', async () => {
    const g = await createOdooTestApp();
    const f = await startOdooFake({ version: 17 });
    try {
      const who = await g.newAccount('invoice references');
      const products: number[] = [];
      for (let i = 0; i < 10; i++) {
        products.push(
          f.insert('product.product', {
            name: `Item ${i}`,
            list_price: 10 + i,
            default_code: `IT-${i}`,
            uom_id: 1,
            categ_id: 2,
            taxes_id: [1],
            type: 'consu',
            active: true,
          }),
        );
      }
      const partners = [10, 14, 11];
      for (let i = 0; i < 50; i++) {
        const move = f.insert('account.move', {
          name: `INV/2025/${String(i + 1).padStart(5, '0')}`,
          move_type: 'out_invoice',
          state: 'posted',
          partner_id: partners[i % 3],
          currency_id: 1,
          journal_id: 1,
          date: '2025-06-01',
          invoice_date: '2025-06-01',
          invoice_date_due: '2025-07-01',
          write_date: '2025-06-01 10:00:00',
        });
        for (let j = 0; j < 3; j++) {
          f.insert('account.move.line', {
            move_id: move,
            name: `Line ${j}`,
            display_type: 'product',
            product_id: products[(i + j) % 10],
            product_uom_id: 1,
            quantity: 1 + j,
            price_unit: 20,
            discount: 0,
            tax_ids: [[1, 2, 3][j]],
          });
        }
      }
      const { consumerId: c } = await connectOdoo(g, who, f);
      f.reset();
      const res = await g.request('POST', '/graphql', {
        token: who.token,
        body: {
          query: `query($id: ID!) { consumer(id: $id) { invoicing { invoices(first: 50, dateTo: "2025-12-31", includeInvoiceLines: true) {
            nodes { remoteId partnerId partner { remoteId } lines { productId product { remoteId code } taxId tax { remoteId } } } } } } }`,
          variables: { id: c },
        },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.errors, res.text).toBeUndefined();
      const nodes = res.body.data.consumer.invoicing.invoices.nodes as any[];
      expect(nodes).toHaveLength(50);
      expect(nodes.every((n) => n.partner?.remoteId === n.partnerId)).toBe(true);
      const lines = nodes.flatMap((n) => n.lines);
      expect(lines).toHaveLength(150);
      expect(
        lines.every((l) => l.product?.remoteId === l.productId && l.product.code?.startsWith('IT-')),
      ).toBe(true);
      expect(lines.every((l) => l.tax?.remoteId === l.taxId)).toBe(true);
      const reads = (model: string) =>
        f.calls.filter((x) => x.model === model && x.orm !== 'fields_get').map((x) => x.orm);
      const summary = ['account.move', 'account.move.line', 'res.partner', 'product.product', 'account.tax']
        .map((m) => `${m}: ${reads(m).join('+')}`)
        .join('; ');
      console.log(`50 invoices with partner, lines.product, lines.tax: Odoo calls ${summary}`);
      // The page is full: its total costs a search_count (GraphQL's totalCount).
      expect(
        reads('account.move').filter((o) => o === 'search_read'),
        summary,
      ).toHaveLength(1);
      expect(reads('account.move.line'), summary).toEqual(['search_read']);
      // Partners by id in one call, plus one for the addresses of those that have some.
      expect(reads('res.partner').length, summary).toBeLessThanOrEqual(2);
      expect(reads('product.product'), summary).toEqual(['search_read']);
      expect(reads('account.tax'), summary).toEqual(['search_read']);
    } finally {
      await g.close();
      await f.close();
    }
  });

  it('Payment.invoice and BankTransaction.bankAccount: one Odoo read per kind', async () => {
    fake.reset();
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: {
        query: `query($id: ID!) { consumer(id: $id) { invoicing {
          payments(first: 10) { nodes { remoteId invoiceId invoice { remoteId invoiceNumber total } } }
          bankTransactions(bankAccountId: "3") { nodes { remoteId bankAccountId bankAccount { remoteId name iban } } } } } }`,
        variables: { id: consumerId },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors, res.text).toBeUndefined();
    const { payments, bankTransactions } = res.body.data.consumer.invoicing;
    expect(payments.nodes.every((p: any) => p.invoice?.remoteId === p.invoiceId)).toBe(true);
    expect(payments.nodes.find((p: any) => p.remoteId === '1').invoice.invoiceNumber).toBe('INV/2026/00001');
    expect(bankTransactions.nodes).toHaveLength(4);
    expect(bankTransactions.nodes.every((x: any) => x.bankAccount?.name === 'Bank')).toBe(true);
    const reads = (model: string) =>
      fake.calls.filter((c) => c.model === model && c.orm === 'search_read').length;
    // account.move: the invoice numbers of the payment page, then the referenced invoices (batched).
    expect(reads('account.move')).toBe(2);
    expect(reads('account.move.line')).toBe(1);
    expect(reads('account.journal')).toBe(1);
  });
});
