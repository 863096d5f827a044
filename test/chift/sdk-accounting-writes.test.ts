import chift from '@chift/chift-nodejs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';
import { checkAgainstChift } from '../kit/chift.js';

/**
 * Chift's official Node SDK (`@chift/chift-nodejs`, pinned, unmodified) writing to the Sandbox
 * Accounting (integration 4): one test per write method of the SDK's accounting module, each
 * write read back with the SDK's own reads (the record, the entry it posts, the open items, the
 * balances). The tests run in order on the sablon folder and share what they create; the last one
 * checks that the books still add up: a zero trial balance and one FEC line per posted line.
 */

let t: TestApp;
let account: TestAccount;
// The SDK's accounting object: typed loosely, its answers are typed per operation by the SDK.
let acct: Record<string, (...args: unknown[]) => Promise<any>>;

const S = { folder_id: 'sablon' };
const today = new Date().toISOString().slice(0, 10);
const year = { date_from: `${today.slice(0, 4)}-01-01`, date_to: `${today.slice(0, 4)}-12-31` };
const cents = (n: number) => Math.round(n * 100);
const sum = (xs: number[]) => xs.reduce((a, b) => a + cents(b), 0) / 100;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the tests create, shared in their order. */
const made: Record<string, any> = {};

/**
 * The SDK calls `fetch` itself, past the test kit's referee: every answer it receives from the
 * app is checked here against Chift's document (status declared, body valid for its schema).
 */
const offContract: string[] = [];
const realFetch = globalThis.fetch;
function refereeTheSdk(base: string) {
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const response = await realFetch(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!String(url).startsWith(base) || !url.pathname.startsWith('/consumers/')) return response;
    const text = await response.clone().text();
    const body = text === '' ? null : (JSON.parse(text) as unknown);
    const verdict = checkAgainstChift(init?.method ?? 'GET', url.pathname, response.status, body);
    if (verdict && verdict.problems.length > 0)
      offContract.push(`${verdict.key}: ${verdict.problems.join('; ')}`);
    return response;
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: READ_THROUGH });
  account = await t.newAccount('SDK accounting writes');
  const client = new chift.API({
    baseUrl: t.url,
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    accountId: account.accountId,
  });
  refereeTheSdk(t.url);
  const consumer = await client.Consumers.createConsumer({ name: 'SDK Books writes' });
  await consumer.createConnection({ integrationid: 4, name: 'SDK Accounting', redirect: false });
  acct = consumer.accounting as never;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await t?.close();
});

/** An invoice body whose lines, taxes and totals add up. */
function invoiceBody(
  type: 'customer_invoice' | 'supplier_invoice',
  partner: string,
  lines: {
    description: string;
    quantity: number;
    price: number;
    tax: string;
    rate: number;
    account: string;
  }[],
  extra: object = {},
) {
  const rows = lines.map((l) => {
    const untaxed = round2(l.quantity * l.price);
    const tax = round2((untaxed * l.rate) / 100);
    return {
      description: l.description,
      quantity: l.quantity,
      unit_price: l.price,
      untaxed_amount: untaxed,
      tax_rate: l.rate,
      tax_amount: tax,
      total: round2(untaxed + tax),
      account_number: l.account,
      tax_code: l.tax,
    };
  });
  return {
    invoice_type: type,
    currency: 'EUR',
    untaxed_amount: sum(rows.map((r) => r.untaxed_amount)),
    tax_amount: sum(rows.map((r) => r.tax_amount)),
    total: sum(rows.map((r) => r.total)),
    invoice_date: today,
    due_date: today,
    partner_id: partner,
    lines: rows,
    ...extra,
  };
}

const sale = (description: string, quantity: number, price: number) => ({
  description,
  quantity,
  price,
  tax: 'sablon-vat-s21',
  rate: 21,
  account: '700000',
});

const open = async (type: 'client' | 'supplier') =>
  new Map<string, number>(
    (await acct.getOutstandings!({ ...S, type, unposted_allowed: false })).map((o: any) => [
      o.id,
      o.open_amount,
    ]),
  );

const entries = () => acct.getJournalEntries!({ ...S, ...year, unposted_allowed: false });

/** Balance of each account over the year, from the SDK's balance read. */
async function balances() {
  const page = await acct.getBalanceOfAccounts!(
    {
      accounts: ['1', '2', '3', '4', '5', '6', '7'],
      start: `${today.slice(0, 4)}01`,
      end: `${today.slice(0, 4)}12`,
    },
    S,
  );
  const items: any[] = Array.isArray(page) ? page : page.items;
  return new Map<string, number>(items.map((b) => [b.account_number, b.balance]));
}

describe("Chift's Node SDK on the Sandbox Accounting: writes read back", () => {
  // Each test fails if an answer it received differs from Chift's document.
  afterEach(() => {
    expect(offContract.splice(0)).toEqual([]);
  });

  it('createClient: listed and got as created, on 400000', async () => {
    const client = await acct.createClient!(
      {
        name: 'Seminar Group NV',
        is_company: true,
        vat: 'BE0999888777',
        email: 'ap@seminar.example',
        addresses: [],
      },
      S,
    );
    expect(client).toMatchObject({ name: 'Seminar Group NV', vat: 'BE0999888777', account_number: '400000' });
    expect(await acct.getClient!(client.id, S)).toEqual(client);
    expect((await acct.getClients!(S)).map((c: any) => c.id)).toContain(client.id);
    // Not in the other folder.
    expect((await acct.getClients!({ folder_id: 'schelde' })).map((c: any) => c.id)).not.toContain(client.id);
    made.client = client;
  });

  it('updateClient: the change is read back, the rest kept', async () => {
    const updated = await acct.updateClient!(made.client.id, { email: 'finance@seminar.example' }, S);
    expect(updated).toMatchObject({
      id: made.client.id,
      email: 'finance@seminar.example',
      vat: 'BE0999888777',
    });
    expect(await acct.getClient!(made.client.id, S)).toEqual(updated);
  });

  it('createSupplier: listed and got as created, on 440000', async () => {
    const supplier = await acct.createSupplier!(
      { name: 'Linge Propre SRL', is_company: true, vat: 'BE0888777666', addresses: [] },
      S,
    );
    expect(supplier).toMatchObject({ name: 'Linge Propre SRL', account_number: '440000' });
    expect(await acct.getSupplier!(supplier.id, S)).toEqual(supplier);
    expect((await acct.getSuppliers!(S)).map((c: any) => c.id)).toContain(supplier.id);
    made.supplier = supplier;
  });

  it('updateSupplier: the change is read back', async () => {
    const updated = await acct.updateSupplier!(made.supplier.id, { name: 'Linge Propre & Fils SRL' }, S);
    expect(updated.name).toBe('Linge Propre & Fils SRL');
    expect((await acct.getSupplier!(made.supplier.id, S)).name).toBe('Linge Propre & Fils SRL');
  });

  it('createInvoice: got back, posted as balanced lines, open for its total', async () => {
    const before = await balances();
    const body = invoiceBody('customer_invoice', made.client.id, [
      sale('Nuitées', 3, 140),
      sale('Salle de réunion', 1, 300),
    ]);
    const invoice = await acct.createInvoice!(body, S);
    expect(invoice).toMatchObject({
      invoice_type: 'customer_invoice',
      total: body.total,
      partner_id: made.client.id,
    });
    const got = await acct.getInvoice!(invoice.id, { ...S, include_invoice_lines: true });
    expect([got.id, got.total, got.untaxed_amount, got.tax_amount]).toEqual([
      invoice.id,
      body.total,
      body.untaxed_amount,
      body.tax_amount,
    ]);
    expect((await acct.getInvoicesByType!('customer_invoice', S)).map((i: any) => i.id)).toContain(
      invoice.id,
    );
    const entry = await acct.getJournalEntry!(invoice.id, S);
    expect(sum(entry.items.map((i: any) => i.debit))).toBe(body.total);
    expect(sum(entry.items.map((i: any) => i.credit))).toBe(body.total);
    const receivable = entry.items.find((i: any) => i.account_number === '400000');
    expect([receivable.debit, receivable.partner_id]).toEqual([body.total, made.client.id]);
    expect((await open('client')).get(invoice.id)).toBe(body.total);
    // 700000 is credited with the untaxed amount.
    const after = await balances();
    expect(cents(after.get('700000') ?? 0) - cents(before.get('700000') ?? 0)).toBe(
      -cents(body.untaxed_amount),
    );
    made.invoice = invoice;
  });

  it('createInvoicePayment: the payment is listed and the open amount drops', async () => {
    const answer = await acct.createInvoicePayment!(
      {
        date: today,
        payment_method_id: 'sablon-pm-card',
        currency: 'EUR',
        items: [{ invoice_id: made.invoice.id, amount: 500 }],
      },
      S,
    );
    expect(answer ?? null).toBeNull(); // 204
    const payments = await acct.getPaymentsByInvoiceId!(made.invoice.id, S);
    expect(payments.map((p: any) => p.dedicated_amount)).toEqual([500]);
    expect((await open('client')).get(made.invoice.id)).toBe(round2(made.invoice.total - 500));
    expect((await acct.getInvoice!(made.invoice.id, S)).status).not.toBe('paid');
  });

  it('createInvoiceWithMultiplePlans: the distribution per plan is read back', async () => {
    const distribution = [
      {
        analytic_plan: 'sablon-plan-dept',
        analytic_accounts: [{ analytic_account: 'sablon-ana-rooms', percentage: 100 }],
      },
      {
        analytic_plan: 'sablon-plan-proj',
        analytic_accounts: [{ analytic_account: 'sablon-ana-seminars', percentage: 100 }],
      },
    ];
    const body = invoiceBody('supplier_invoice', made.supplier.id, [
      {
        description: 'Blanchisserie',
        quantity: 1,
        price: 420,
        tax: 'sablon-vat-p21',
        rate: 21,
        account: '604000',
      },
    ]);
    const vat = (await acct.getVatCodes!(S)).find((v: any) => v.type === 'purchase' && v.rate === 21);
    body.lines[0]!.tax_code = vat.id;
    const invoice = await acct.createInvoiceWithMultiplePlans!(
      {
        ...body,
        reference: 'LP-0042',
        lines: body.lines.map((l) => ({ ...l, analytic_distribution: distribution })),
      },
      S,
    );
    const got = await acct.getInvoiceWithMultiplePlans!(invoice.id, S);
    expect([got.id, got.total, got.invoice_type]).toEqual([invoice.id, body.total, 'supplier_invoice']);
    expect(got.lines[0].analytic_distribution).toEqual(distribution);
    expect((await open('supplier')).get(invoice.id)).toBe(body.total);
    const entry = await acct.getJournalEntry!(invoice.id, S);
    expect(entry.items.find((i: any) => i.account_number === '440000').credit).toBe(body.total);
    made.purchase = invoice;
  });

  it('attachPDF: the invoice’s attachment is the PDF sent', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ).toString('base64');
    const answer = await acct.attachPDF!(made.purchase.id, { base64_string: pdf, name: 'LP-0042.pdf' }, S);
    expect(answer ?? null).toBeNull(); // 204
    const files = await acct.getAttachments!({ ...S, type: 'invoice', document_id: made.purchase.id });
    expect(files.map((f: any) => f.base64_string)).toContain(pdf);
  });

  it('createExpense: the employee is credited with the total, the expense and VAT debited', async () => {
    const vat = (await acct.getVatCodes!(S)).find((v: any) => v.type === 'purchase' && v.rate === 21);
    const expense = await acct.createExpense!(
      {
        employee_id: 'sablon-emp-1',
        currency: 'EUR',
        date: today,
        untaxed_amount: 50,
        tax_amount: 10.5,
        total: 60.5,
        lines: [
          {
            description: 'Taxi client',
            account_number: '611000',
            untaxed_amount: 50,
            tax_amount: 10.5,
            total: 60.5,
            tax_rate: 21,
            tax_id: vat.id,
          },
        ],
      },
      S,
    );
    expect(expense).toMatchObject({ employee_id: 'sablon-emp-1', total: 60.5 });
    const entry = await acct.getJournalEntry!(expense.id, S);
    const by = (n: string) => entry.items.filter((i: any) => i.account_number === n);
    expect(sum(by('455000').map((i: any) => i.credit))).toBe(60.5);
    expect(sum(by('611000').map((i: any) => i.debit))).toBe(50);
    expect(sum(entry.items.map((i: any) => i.debit))).toBe(60.5);
  });

  it('createJournalEntry: the POS closure is listed with its lines', async () => {
    const before = await balances();
    const closure = await acct.createJournalEntry!(
      {
        journal_id: 'sablon-jrn-misc',
        number: `POS-${today}`,
        currency: 'EUR',
        date: today,
        items: [
          { account_type: 'general_account', account: '570000', debit: 250, credit: 0 },
          { account_type: 'general_account', account: '580000', debit: 552, credit: 0 },
          { account_type: 'general_account', account: '701000', debit: 0, credit: 700 },
          { account_type: 'general_account', account: '451000', debit: 0, credit: 102 },
        ],
      },
      S,
    );
    expect(closure.items.length).toBe(4);
    const got = await acct.getJournalEntry!(closure.id, S);
    expect(got.items.map((i: any) => [i.account_number, i.debit, i.credit])).toEqual([
      ['570000', 250, 0],
      ['580000', 552, 0],
      ['701000', 0, 700],
      ['451000', 0, 102],
    ]);
    expect((await entries()).map((e: any) => e.id)).toContain(closure.id);
    const after = await balances();
    expect(cents(after.get('701000') ?? 0) - cents(before.get('701000') ?? 0)).toBe(-70000);
  });

  it('createMiscOperation: got back with its lines', async () => {
    const operation = await acct.createMiscOperation!(
      {
        currency: 'EUR',
        operation_date: today,
        lines: [
          { amount: -120, type: 'general_account', account_number: '611000', description: 'Réparation' },
          { amount: 120, type: 'general_account', account_number: '499000', description: 'Réparation' },
        ],
      },
      S,
    );
    expect(operation.status).toBe('posted');
    const got = await acct.getMiscOperation!(operation.id, S);
    expect(got.lines.map((l: any) => [l.account_number, l.amount])).toEqual([
      ['611000', -120],
      ['499000', 120],
    ]);
    expect((await acct.getMiscOperations!(S)).map((o: any) => o.id)).toContain(operation.id);
  });

  it('createFinancialEntry: the bank statement debits the bank for the invoice’s total', async () => {
    const second = await acct.createInvoice!(
      invoiceBody('customer_invoice', made.client.id, [sale('Parking', 4, 15)]),
      S,
    );
    const statement = await acct.createFinancialEntry!(
      {
        date: today,
        journal_id: 'sablon-jrn-bank',
        currency: 'EUR',
        items: [{ account_type: 'customer_account', account: made.client.id, amount: second.total }],
      },
      S,
    );
    const entry = await acct.getJournalEntry!(statement.id, S);
    expect(entry.items.find((i: any) => i.account_number === '550000').debit).toBe(second.total);
    made.second = second;
    made.statement = statement;
  });

  it('matchEntries: the matched invoice is paid, its payment listed', async () => {
    const matching = await acct.matchEntries!(
      { entries: [made.second.id, made.statement.id], partner_id: made.client.id },
      S,
    );
    expect(matching.balance).toBe(0);
    expect(matching.matching_number).toEqual(expect.any(String));
    expect((await acct.getInvoice!(made.second.id, S)).status).toBe('paid');
    expect((await open('client')).has(made.second.id)).toBe(false);
    const payments = await acct.getPaymentsByInvoiceId!(made.second.id, S);
    expect(sum(payments.map((p: any) => p.dedicated_amount))).toBe(made.second.total);
  });

  it('matchEntriesMultiple: two invoices settled by two bank lines', async () => {
    const pairs = [];
    for (const quantity of [1, 2]) {
      const invoice = await acct.createInvoice!(
        invoiceBody('customer_invoice', made.client.id, [sale('Minibar', quantity, 12.5)]),
        S,
      );
      const statement = await acct.createFinancialEntry!(
        {
          date: today,
          journal_id: 'sablon-jrn-bank',
          currency: 'EUR',
          items: [{ account_type: 'customer_account', account: made.client.id, amount: invoice.total }],
        },
        S,
      );
      pairs.push({ invoice, statement });
    }
    const answer = await acct.matchEntriesMultiple!(
      {
        matchings: pairs.map((p) => ({
          entries: [p.invoice.id, p.statement.id],
          partner_id: made.client.id,
        })),
      },
      S,
    );
    expect(answer).toBeDefined();
    const still = await open('client');
    for (const p of pairs) {
      expect(still.has(p.invoice.id)).toBe(false);
      expect((await acct.getInvoice!(p.invoice.id, S)).status).toBe('paid');
    }
  });

  it('createJournal: listed', async () => {
    const journal = await acct.createJournal!(
      { code: 'CAI', name: 'Caisse réception', journal_type: 'cash' },
      S,
    );
    expect(journal).toMatchObject({ code: 'CAI', name: 'Caisse réception' });
    const listed = (await acct.getJournals!(S)).find((j: any) => j.id === journal.id);
    expect(listed).toMatchObject({ code: 'CAI', name: 'Caisse réception' });
  });

  it('createLedgerAccount: in the chart of accounts', async () => {
    const ledger = await acct.createLedgerAccount!(
      { name: 'Ventes — parking', number: '703000', type: 'income' },
      S,
    );
    expect(ledger).toMatchObject({ number: '703000', name: 'Ventes — parking' });
    const chart = await acct.getChartOfAccounts!(S);
    expect(chart.find((a: any) => a.number === '703000')).toMatchObject({ name: 'Ventes — parking' });
  });

  it('createBankAccount: listed', async () => {
    const bank = await acct.createBankAccount!(
      {
        code: 'BNP',
        currency: 'EUR',
        bank_name: 'BNP Paribas Fortis',
        iban: 'BE71096123456769',
        account_name: 'Épargne',
      },
      S,
    );
    expect(bank).toMatchObject({ code: 'BNP', iban: 'BE71096123456769' });
    expect((await acct.getBankAccounts!(S)).map((b: any) => b.id)).toContain(bank.id);
    made.bank = bank;
  });

  it('createBankTransactions: a statement posted on the bank account’s ledger account', async () => {
    const [bank] = await acct.getBankAccounts!(S);
    const before = await balances();
    const statement = await acct.createBankTransactions!(
      {
        bank_statement_date: today,
        bank_account_id: bank.id,
        currency: 'EUR',
        external_bank_statement_id: `STMT-${today}`,
        items: [
          { amount: 80, description: 'Dépôt', general_ledger_account: '499000' },
          { amount: -30, description: 'Frais', general_ledger_account: '499000' },
        ],
      },
      S,
    );
    expect(statement.items.length).toBe(2);
    const after = await balances();
    const money = bank.ledger_account ?? '550000';
    expect(cents(after.get(money) ?? 0) - cents(before.get(money) ?? 0)).toBe(5000);
    expect(cents(after.get('499000') ?? 0) - cents(before.get('499000') ?? 0)).toBe(-5000);
  });

  it('createAnalyticAccount: got back and listed in the default plan', async () => {
    const created = await acct.createAnalyticAccount!({ code: 'SPA', name: 'Spa', currency: 'EUR' }, S);
    expect(created).toMatchObject({ code: 'SPA', name: 'Spa' });
    expect(await acct.getAnalyticAccount!(created.id, S)).toMatchObject({
      id: created.id,
      code: 'SPA',
      balance: 0,
    });
    expect((await acct.getAnalyticAccounts!(S)).map((a: any) => a.id)).toContain(created.id);
    made.analytic = created;
  });

  it('updateAnalyticAccount: the new name is read back', async () => {
    const updated = await acct.updateAnalyticAccount!(made.analytic.id, { name: 'Spa & bien-être' }, S);
    expect(updated.name).toBe('Spa & bien-être');
    expect((await acct.getAnalyticAccount!(made.analytic.id, S)).name).toBe('Spa & bien-être');
  });

  it('createAnalyticAccountWithMultiplePlans: in its plan', async () => {
    const created = await acct.createAnalyticAccountWithMultiplePlans!(
      'sablon-plan-proj',
      { code: 'WED', name: 'Mariages', currency: 'EUR' },
      S,
    );
    expect(created).toMatchObject({ code: 'WED', analytic_plan: 'sablon-plan-proj' });
    const got = await acct.getAnalyticAccountWithMultiplePlans!(created.id, 'sablon-plan-proj', S);
    expect(got).toMatchObject({ id: created.id, code: 'WED', analytic_plan: 'sablon-plan-proj' });
    const listed = await acct.getAnalyticAccountsWithMultiplePlans!(S);
    expect(listed.find((a: any) => a.id === created.id)?.analytic_plan).toBe('sablon-plan-proj');
    made.multi = created;
  });

  it('updateAnalyticAccountWithMultiplePlans: the new name is read back', async () => {
    const updated = await acct.updateAnalyticAccountWithMultiplePlans!(
      made.multi.id,
      'sablon-plan-proj',
      { name: 'Mariages et fêtes' },
      S,
    );
    expect(updated.name).toBe('Mariages et fêtes');
    const got = await acct.getAnalyticAccountWithMultiplePlans!(made.multi.id, 'sablon-plan-proj', S);
    expect(got.name).toBe('Mariages et fêtes');
  });

  it('after every write the books still add up: zero trial balance, one FEC line per posted line', async () => {
    const all = await balances();
    expect(sum([...all.values()])).toBe(0);
    const posted = await entries();
    for (const e of posted)
      expect(sum(e.items.map((i: any) => i.debit)), e.name).toBe(sum(e.items.map((i: any) => i.credit)));
    const fec = await acct.exportFec!({ ...S, ...year });
    expect(fec.length).toBe(posted.flatMap((e: any) => e.items).length);
    expect(fec.some((l: any) => l.EcritureNum === `POS-${today}`)).toBe(true);
  });
});
