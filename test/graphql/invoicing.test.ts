import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The invoicing breadth in GraphQL on the Sandbox: the `invoices` connection and its filters,
 * references as fields (partner, product, tax, a payment's invoice, a transaction's bank account)
 * read in one batch per kind, `invoice(remoteId:, includePdf:)`, the mutations with their
 * userErrors and idempotency keys.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: READ_THROUGH });
  account = await t.newAccount('GraphQL invoicing');
  ({ consumerId } = await t.newConsumer(account, [1]));
});

afterAll(async () => {
  await t?.close();
});

async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await t.request('POST', '/graphql', {
    token: account.token,
    body: { query, variables },
    headers,
  });
  expect(res.status, res.text).toBe(200);
  return res.body as { data: any; errors?: any[] };
}

/** The Sandbox reads (its "vendor" calls) of one request, by kind of record. */
async function sandboxReads(run: () => Promise<unknown>): Promise<Record<string, number>> {
  type Run = (...args: any[]) => Promise<any>;
  const db = t.app.store.db as unknown as { query: Run; read: Run };
  const originals = { query: db.query, read: db.read };
  const reads: Record<string, number> = {};
  // Reads go through `read` (retried on a cut connection), writes through `query`: both counted.
  for (const method of ['query', 'read'] as const) {
    const original = originals[method];
    db[method] = function (this: unknown, ...args: any[]) {
      const sql = String(args[0]);
      // Reads of records (a page, its count, a batch by id), by kind; not the first-use upgrade.
      if (sql.includes('sandbox_records') && !sql.trimStart().startsWith('insert')) {
        const kind = String(args[1]?.[1]);
        reads[kind] = (reads[kind] ?? 0) + 1;
      }
      return original.apply(this, args);
    };
  }
  try {
    await run();
    return reads;
  } finally {
    Object.assign(db, originals);
  }
}

describe('GraphQL invoicing', () => {
  it('lists invoices with partner, line products and taxes, one Sandbox read per kind', async () => {
    const query = `query($id: ID!) { consumer(id: $id) { invoicing { invoices(first: 50) {
      totalCount nodes { id remoteId invoiceType status total outstandingAmount partnerId
        partner { remoteId companyName firstName lastName }
        lines { productId product { name } taxId tax { rate } total }
        journalRef { remoteId name } } } } } }`;
    // The connection's first use (its data upgrade) is not part of the measure.
    await gql(`query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 1) { totalCount } } } }`, {
      id: consumerId,
    });
    let answer: Awaited<ReturnType<typeof gql>> | undefined;
    const reads = await sandboxReads(async () => {
      answer = await gql(query, { id: consumerId });
    });
    expect(answer!.errors).toBeUndefined();
    const { nodes, totalCount } = answer!.data.consumer.invoicing.invoices;
    expect(nodes).toHaveLength(totalCount);
    expect(new Set(nodes.map((n: any) => n.invoiceType))).toEqual(
      new Set(['CUSTOMER_INVOICE', 'CUSTOMER_REFUND', 'SUPPLIER_INVOICE', 'SUPPLIER_REFUND']),
    );
    for (const node of nodes) {
      expect(node.id).not.toBe(node.remoteId);
      expect(node.partner.remoteId).toBe(node.partnerId);
      for (const line of node.lines) {
        expect(typeof line.tax.rate).toBe('number');
        if (line.productId) expect(line.product.name).toEqual(expect.any(String));
        else expect(line.product).toBeNull();
      }
    }
    // One page of invoices (its rows and its count), then one batch per referenced kind.
    const { invoice, ...references } = reads;
    expect(invoice).toBeLessThanOrEqual(2);
    expect(references).toEqual({ contact: 1, product: 1, tax: 1 });
  });

  it('filters with the REST filters as arguments', async () => {
    const answer = await gql(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        refunds: invoices(first: 100, invoiceType: SUPPLIER_REFUND) { totalCount nodes { invoiceType } }
        paid: invoices(first: 100, paymentStatus: PAID) { nodes { outstandingAmount } }
        all: invoices(first: 100) { totalCount } } } }`,
      { id: consumerId },
    );
    expect(answer.errors).toBeUndefined();
    const { refunds, paid, all } = answer.data.consumer.invoicing;
    expect(refunds.totalCount).toBeGreaterThan(0);
    expect(refunds.totalCount).toBeLessThan(all.totalCount);
    expect(refunds.nodes.every((n: any) => n.invoiceType === 'SUPPLIER_REFUND')).toBe(true);
    expect(paid.nodes.every((n: any) => n.outstandingAmount === 0)).toBe(true);
    const bad = await gql(
      `query($id: ID!) { consumer(id: $id) { invoicing { invoices(first: 101) { totalCount } } } }`,
      { id: consumerId },
    );
    expect(bad.data.consumer.invoicing.invoices).toBeNull();
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads one invoice with its PDF, and null with an error for an unknown one', async () => {
    const answer = await gql(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        invoice(remoteId: "invoice-0002", includePdf: true) { id remoteId invoiceNumber pdf partner { companyName } }
        plain: invoice(remoteId: "invoice-0002") { pdf }
        missing: invoice(remoteId: "invoice-9999") { remoteId } } } }`,
      { id: consumerId },
    );
    const { invoice, plain, missing } = answer.data.consumer.invoicing;
    expect(invoice.remoteId).toBe('invoice-0002');
    expect(invoice.partner.companyName).toBe('Van Damme Logistics NV');
    expect(Buffer.from(invoice.pdf, 'base64').toString('latin1')).toContain(invoice.invoiceNumber);
    expect(plain.pdf).toBeNull();
    expect(missing).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].extensions.code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
    // The global id reads the invoice again.
    const node = await gql(`query($id: ID!) { node(id: $id) { ... on Invoice { remoteId total } } }`, {
      id: invoice.id,
    });
    expect(node.data.node.remoteId).toBe('invoice-0002');
  });

  it('serves payments with their invoice, methods, bank accounts and transactions with their account', async () => {
    const answer = await gql(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        payments(first: 100) { nodes { remoteId amount invoiceId invoice { remoteId invoiceNumber } partner { remoteId } } }
        paymentMethods(first: 10) { nodes { remoteId name } }
        bankAccounts(first: 10) { nodes { remoteId iban balance } }
        bankTransactions(first: 100, bankAccountId: "bank-0001", status: DONE) {
          nodes { remoteId status amount bankAccount { remoteId name } linkedDocuments { remoteId type amount } } } } } }`,
      { id: consumerId },
    );
    expect(answer.errors).toBeUndefined();
    const { payments, paymentMethods, bankAccounts, bankTransactions } = answer.data.consumer.invoicing;
    for (const p of payments.nodes) expect(p.invoice.remoteId).toBe(p.invoiceId);
    expect(paymentMethods.nodes).toHaveLength(4);
    expect(bankAccounts.nodes).toHaveLength(2);
    expect(bankTransactions.nodes.length).toBeGreaterThan(0);
    for (const x of bankTransactions.nodes) {
      expect(x.status).toBe('DONE');
      expect(x.bankAccount.remoteId).toBe('bank-0001');
    }
    expect(bankTransactions.nodes.some((x: any) => x.linkedDocuments[0]?.type === 'INVOICE')).toBe(true);
  });

  it('creates an invoice, records and changes a payment, creates a contact, uploads a document', async () => {
    const key = randomUUID();
    const create = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) {
      invoice { remoteId status invoiceNumber outstandingAmount lines { product { name } } }
      userErrors { code message field } } }`;
    const input = {
      consumerId,
      idempotencyKey: key,
      currency: 'EUR',
      invoiceType: 'CUSTOMER_INVOICE',
      status: 'POSTED',
      invoiceDate: new Date().toISOString().slice(0, 10),
      taxAmount: 4.41,
      untaxedAmount: 73.5,
      total: 77.91,
      partnerId: 'contact-0001',
      lines: [
        {
          productId: 'product-0007',
          taxId: 'tax-be-6-sale',
          unitPrice: 24.5,
          quantity: 3,
          taxAmount: 4.41,
          untaxedAmount: 73.5,
          total: 77.91,
        },
      ],
    };
    const first = await gql(create, { input });
    expect(first.data.createInvoice.userErrors).toEqual([]);
    const invoice = first.data.createInvoice.invoice;
    expect(invoice).toMatchObject({
      status: 'POSTED',
      outstandingAmount: 77.91,
      lines: [{ product: { name: 'Belgian chocolate gift box' } }],
    });
    // The same key and input: the first answer again, no second invoice.
    const replay = await gql(create, { input });
    expect(replay.data.createInvoice.invoice.remoteId).toBe(invoice.remoteId);
    const conflict = await gql(create, { input: { ...input, customerMemo: 'changed' } });
    expect(conflict.data.createInvoice.userErrors[0].code).toBe('ERROR_IDEMPOTENCY_CONFLICT');

    const wrong = await gql(create, { input: { ...input, idempotencyKey: null, total: 80 } });
    expect(wrong.data.createInvoice.invoice).toBeNull();
    expect(wrong.data.createInvoice.userErrors[0]).toMatchObject({ code: 'ERROR_VALIDATION' });

    const pay = await gql(
      `mutation($input: CreatePaymentInput!) { createPayment(input: $input) {
        payment { remoteId amount invoice { remoteId outstandingAmount status } } userErrors { code field } } }`,
      {
        input: {
          consumerId,
          invoiceId: invoice.remoteId,
          amount: 50,
          date: input.invoiceDate,
          currency: 'EUR',
          paymentMethodId: 'pm-cash',
        },
      },
    );
    expect(pay.data.createPayment.userErrors).toEqual([]);
    const payment = pay.data.createPayment.payment;
    expect(payment.invoice).toMatchObject({
      remoteId: invoice.remoteId,
      outstandingAmount: 27.91,
      status: 'POSTED',
    });

    const update = await gql(
      `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) {
        payment { amount invoice { outstandingAmount status } } userErrors { code field } } }`,
      { input: { consumerId, remoteId: payment.remoteId, amount: 77.91 } },
    );
    expect(update.data.updatePayment.payment).toMatchObject({
      amount: 77.91,
      invoice: { outstandingAmount: 0, status: 'PAID' },
    });
    const missing = await gql(
      `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) { payment { amount } userErrors { code } } }`,
      { input: { consumerId, remoteId: 'payment-9999', amount: 1 } },
    );
    expect(missing.data.updatePayment).toEqual({
      payment: null,
      userErrors: [{ code: 'ERROR_API_RESOURCE_NOT_FOUND' }],
    });

    const contact = await gql(
      `mutation($input: CreateContactInput!) { createContact(input: $input) {
        contact { remoteId companyName addresses { addressType city country } } userErrors { code field } } }`,
      {
        input: {
          consumerId,
          isCompany: true,
          companyName: 'Frituur Centraal BV',
          addresses: [
            { addressType: 'MAIN', street: 'Grote Markt', city: 'Brugge', postalCode: '8000', country: 'BE' },
          ],
        },
      },
    );
    expect(contact.data.createContact.contact).toMatchObject({
      companyName: 'Frituur Centraal BV',
      addresses: [{ addressType: 'MAIN', city: 'Brugge', country: 'BE' }],
    });
    // A nested required field missing is refused by GraphQL itself (no write).
    const badContact = await t.request('POST', '/graphql', {
      token: account.token,
      body: {
        query: `mutation($input: CreateContactInput!) { createContact(input: $input) { contact { remoteId } } }`,
        variables: { input: { consumerId, addresses: [{ addressType: 'MAIN', city: 'Brugge' }] } },
      },
    });
    expect(badContact.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const wrongCompany = await gql(
      `mutation($input: CreateContactInput!) { createContact(input: $input) { contact { remoteId } userErrors { code field } } }`,
      { input: { consumerId, firstName: 'Jan', companyId: 'contact-9999' } },
    );
    expect(wrongCompany.data.createContact).toEqual({
      contact: null,
      userErrors: [{ code: 'ERROR_VALIDATION', field: ['input', 'companyId'] }],
    });

    const upload = await gql(
      `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) {
        uploadedDocument { remoteId invoiceType status } userErrors { code field } } }`,
      {
        input: {
          consumerId,
          base64String: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
          documentType: 'SUPPLIER_DOCUMENT',
        },
      },
    );
    expect(upload.data.uploadDocument.uploadedDocument).toMatchObject({
      invoiceType: 'SUPPLIER_INVOICE',
      status: 'DRAFT',
    });
  });
});
