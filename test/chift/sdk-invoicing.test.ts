import chift from '@chift/chift-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Chift's official Node SDK (`@chift/chift-nodejs`, pinned, unmodified) on the invoicing breadth
 * of the Sandbox: one test per SDK method of these operations. This SDK version has no method to
 * create or change a payment (POST/PATCH …/payments); those are covered over REST and GraphQL.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('SDK invoicing');
  ({ consumerId } = await t.newConsumer(account, [1]));
});

afterAll(async () => {
  await t?.close();
});

async function consumer() {
  const client = new chift.API({
    baseUrl: t.url,
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    accountId: account.accountId,
  });
  return client.Consumers.getConsumerById(consumerId);
}

/** A page (what the SDK answers for the methods Chift types as a ChiftPage) or the items. */
const itemsOf = <T>(answer: T[] | { items: T[] }): T[] => (Array.isArray(answer) ? answer : answer.items);

const today = new Date().toISOString().slice(0, 10);

describe("Chift's Node SDK: invoicing breadth", () => {
  it('getInvoices: every page, and its filters', async () => {
    const c = await consumer();
    const invoices = await c.invoicing.getInvoices();
    expect(invoices.length).toBeGreaterThanOrEqual(15);
    expect(new Set(invoices.map((i) => i.id)).size).toBe(invoices.length);
    const refunds = await c.invoicing.getInvoices({ invoice_type: 'customer_refund' });
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((i) => i.invoice_type === 'customer_refund')).toBe(true);
    const unpaid = await c.invoicing.getInvoices({ payment_status: 'unpaid' });
    expect(unpaid.every((i) => (i.outstanding_amount ?? 0) > 0)).toBe(true);
  });

  it('getInvoiceById, with include_pdf', async () => {
    const c = await consumer();
    const invoice = await c.invoicing.getInvoiceById('invoice-0001', { include_pdf: 'true' });
    expect(invoice).toMatchObject({ id: 'invoice-0001', partner_id: 'contact-0001' });
    expect(Buffer.from(invoice.pdf ?? '', 'base64').toString('latin1')).toMatch(/^%PDF-1\.4/);
  });

  it('createInvoice, idempotent with a client request id', async () => {
    const c = await consumer();
    const body = {
      currency: 'EUR',
      invoice_type: 'supplier_invoice' as const,
      status: 'draft' as const,
      invoice_date: today,
      tax_amount: 6.3,
      untaxed_amount: 30,
      total: 36.3,
      partner_id: 'contact-0008',
      lines: [
        {
          description: 'Envelopes C4',
          unit_price: 15,
          quantity: 2,
          discount_amount: 0,
          tax_amount: 6.3,
          untaxed_amount: 30,
          total: 36.3,
          tax_id: 'tax-be-21-purchase',
        },
      ],
    };
    const created = await c.invoicing.createInvoice(body, { clientRequestId: 'sdk-invoice-1' });
    const again = await c.invoicing.createInvoice(body, { clientRequestId: 'sdk-invoice-1' });
    expect(again.id).toBe(created.id);
    expect(created).toMatchObject({ status: 'draft', invoice_number: null, partner_id: 'contact-0008' });
    expect((await c.invoicing.getInvoiceById(created.id)).total).toBe(36.3);
  });

  it('createContact', async () => {
    const c = await consumer();
    const created = await c.invoicing.createContact({
      first_name: 'Lotte',
      last_name: 'Wouters',
      email: 'lotte@example.be',
      is_customer: true,
      addresses: [
        {
          address_type: 'invoice',
          street: 'Meir',
          number: '1',
          city: 'Antwerpen',
          postal_code: '2000',
          country: 'BE',
        },
      ],
    });
    expect(created).toMatchObject({ first_name: 'Lotte', is_customer: true });
    expect(await c.invoicing.getContactById(created.id)).toEqual(created);
  });

  it('getPayments', async () => {
    const c = await consumer();
    const payments = await c.invoicing.getPayments();
    expect(payments.length).toBeGreaterThanOrEqual(9);
    expect(payments[0]).toMatchObject({
      status: 'completed',
      currency: 'EUR',
      invoice_id: expect.any(String),
    });
  });

  it('getPaymentMethods', async () => {
    const c = await consumer();
    const methods = await c.invoicing.getPaymentMethods();
    expect(methods.map((m) => m.id)).toEqual(['pm-bank-transfer', 'pm-card', 'pm-cash', 'pm-direct-debit']);
  });

  it('getBankAccounts and getBankTransactions', async () => {
    const c = await consumer();
    const accounts = itemsOf(await c.invoicing.getBankAccounts());
    expect(accounts.map((a) => a.id)).toEqual(['bank-0001', 'bank-0002']);
    const transactions = itemsOf(await c.invoicing.getBankTransactions({ bank_account_id: 'bank-0002' }));
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.every((x) => x.bank_account_id === 'bank-0002')).toBe(true);
  });

  it('uploadDocument', async () => {
    const c = await consumer();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1').toString('base64');
    const uploaded = await c.invoicing.uploadDocument({
      base64_string: pdf,
      document_type: 'customer_document',
    });
    expect(uploaded).toMatchObject({ invoice_type: 'customer_invoice', status: 'draft' });
  });
});
