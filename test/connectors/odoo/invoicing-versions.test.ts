import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooFake, startOdooFake } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { connectOdoo, createOdooTestApp, path } from './helpers.js';

/**
 * What differs between Odoo versions for invoicing: the invoice PDF field (17+), the payment
 * memo (`ref` ≤17, `memo` 18+) and states (18 split `posted` into `in_process` and `paid`); and
 * the Odoo calls each write costs on a connection in use (field probes done).
 */

let t: TestApp;
let account: TestAccount;
const fakes: OdooFake[] = [];

beforeAll(async () => {
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo invoicing versions');
});

afterAll(async () => {
  await t?.close();
  for (const fake of fakes) await fake.close();
});

async function connect(version: 16 | 17 | 19) {
  const fake = await startOdooFake({ version });
  fakes.push(fake);
  const { consumerId } = await connectOdoo(t, account, fake);
  const call = async (method: string, rest: string, body?: unknown) => {
    const res = await t.request(method, path(consumerId, rest), {
      token: account.token,
      ...(body ? { body } : {}),
    });
    expect(res.status, res.text).toBeLessThan(300);
    return res.body;
  };
  return { fake, call };
}

describe('versions', () => {
  it('Odoo 16: the PDF is the main attachment (no invoice_pdf_report_id there)', async () => {
    const { fake, call } = await connect(16);
    const one = await call('GET', 'invoices/1?include_pdf=true');
    expect(Buffer.from(one.pdf, 'base64').toString('latin1')).toContain('%PDF-');
    const read = fake.calls.find((c) => c.model === 'account.move' && c.orm === 'search_read')!;
    expect(read.kwargs['fields']).toContain('message_main_attachment_id');
    expect(read.kwargs['fields']).not.toContain('invoice_pdf_report_id');
  });

  it('Odoo 19: the payment memo is `memo`, a validated payment is in_process or paid (completed)', async () => {
    const { fake, call } = await connect(19);
    const page = await call('GET', 'payments');
    expect(page.items.find((p: any) => p.id === '1')).toMatchObject({
      status: 'completed',
      description: 'INV/2026/00001',
    });
    expect(fake.get('account.payment', 1)!['state']).toBe('paid');
    expect(fake.get('account.payment', 2)!['state']).toBe('in_process');
    const created = await call('POST', 'payments', {
      invoice_id: '2',
      amount: 852,
      date: '2026-11-23',
      currency: 'EUR',
      description: 'Rest',
    });
    expect(created).toMatchObject({ status: 'completed', description: 'Rest', amount: 852 });
    expect(fake.get('account.payment', Number(created.id))!['memo']).toBe('Rest');
    const changed = await call('PATCH', `payments/${created.id}`, { description: 'Rest of INV/2026/00002' });
    expect(changed.description).toBe('Rest of INV/2026/00002');
    const invoice = await call('GET', 'invoices/2');
    expect(invoice).toMatchObject({ status: 'paid', outstanding_amount: 0 });
  });
});

describe('Odoo calls per write (connection in use)', () => {
  it('counts them', async () => {
    const { fake, call } = await connect(17);
    // Warm: the login and the field probes of the models involved.
    await call('GET', 'invoices?include_invoice_lines=true&size=1');
    await call('GET', 'payments?size=1');
    await call('GET', 'contacts?size=1');
    const rows: string[] = [];
    const measure = async (label: string, run: () => Promise<unknown>) => {
      fake.reset();
      await run();
      const calls = fake.calls.filter((c) => c.model && c.orm !== 'fields_get');
      rows.push(`${label}: ${calls.length} (${calls.map((c) => `${c.model}.${c.orm}`).join(' + ')})`);
      return calls.length;
    };
    const invoice = {
      invoice_type: 'customer_invoice',
      status: 'posted',
      currency: 'EUR',
      invoice_date: '2026-11-20',
      partner_id: '10',
      untaxed_amount: 100,
      tax_amount: 21,
      total: 121,
      lines: [{ unit_price: 100, quantity: 1, tax_id: '1', untaxed_amount: 100, tax_amount: 21, total: 121 }],
    };
    expect(await measure('create invoice', () => call('POST', 'invoices', invoice))).toBeLessThanOrEqual(5);
    expect(
      await measure('create payment', () =>
        call('POST', 'payments', {
          invoice_id: '3',
          amount: 10,
          date: '2026-11-21',
          currency: 'EUR',
          payment_method_id: '1',
        }),
      ),
    ).toBeLessThanOrEqual(6);
    expect(
      await measure('update payment', () => call('PATCH', 'payments/2', { description: 'x' })),
    ).toBeLessThanOrEqual(4);
    expect(
      await measure('create contact', () => call('POST', 'contacts', { company_name: 'Calls SRL' })),
    ).toBeLessThanOrEqual(3);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    expect(
      await measure('upload document', () =>
        call('POST', 'upload-document', { base64_string: pdf, document_type: 'supplier_document' }),
      ),
    ).toBeLessThanOrEqual(5);
    expect(
      await measure('get invoice with pdf', () => call('GET', 'invoices/1?include_pdf=true')),
    ).toBeLessThanOrEqual(3);
    console.log(`Odoo calls per invoicing write (warm connection):\n${rows.join('\n')}`);
  });
});
