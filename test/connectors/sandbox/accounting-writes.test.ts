import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../../kit/app.js';

/**
 * A hotel's day of writes on the Sandbox Accounting (contract §10): a new client, an invoice, a
 * part payment, a miscellaneous operation, the POS closure posted as a journal entry, a second
 * invoice paid by a bank statement and matched — after which the balances, the open items and the
 * FEC still add up from the lines. Each refused write answers its status and code and writes
 * nothing.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: READ_THROUGH });
  account = await t.newAccount('Sandbox accounting writes');
  ({ consumerId } = await t.newConsumer(account, [4]));
});

afterAll(async () => {
  await t?.close();
});

const url = (rest: string) => `/consumers/${consumerId}/accounting/${rest}`;
const get = <T = any>(rest: string) => t.expect<T>(200, 'GET', url(rest), { token: account.token });
const post = <T = any>(status: number, rest: string, body: unknown) =>
  t.expect<T>(status, 'POST', url(rest), { token: account.token, body });
const cents = (n: number) => Math.round(n * 100);
const today = new Date().toISOString().slice(0, 10);
const year = today.slice(0, 4);
const yearWindow = `date_from=${year}-01-01&date_to=${year}-12-31`;

/** The folder's posted lines this year, the FEC of the year and the balances of every account. */
async function ledger() {
  const entries: any[] = [];
  for (let page = 1; ; page++) {
    const body = await get(`journal/entries?${yearWindow}&unposted_allowed=false&size=100&page=${page}`);
    entries.push(...body.items);
    if (entries.length >= body.total) break;
  }
  const fec = await get<any[]>(`export-fec?${yearWindow}`);
  const { items: balances } = await post(200, 'chart-of-accounts/balance?size=100', {
    accounts: [],
    start: `${year}01`,
    end: `${year}12`,
  });
  return { entries, fec, balances };
}

function invoiceBody(partner: string, lines: [string, number, number, string, number][], extra: object = {}) {
  const rows = lines.map(([description, quantity, price, tax, rate]) => {
    const untaxed = Math.round(quantity * price * 100) / 100;
    const taxAmount = Math.round(untaxed * rate) / 100;
    return {
      description,
      quantity,
      unit_price: price,
      untaxed_amount: untaxed,
      tax_rate: rate,
      tax_amount: taxAmount,
      total: Math.round((untaxed + taxAmount) * 100) / 100,
      account_number: '700000',
      tax_code: tax,
    };
  });
  const sum = (k: 'untaxed_amount' | 'tax_amount' | 'total') =>
    Math.round(rows.reduce((s, r) => s + r[k], 0) * 100) / 100;
  return {
    invoice_type: 'customer_invoice',
    currency: 'EUR',
    untaxed_amount: sum('untaxed_amount'),
    tax_amount: sum('tax_amount'),
    total: sum('total'),
    invoice_date: today,
    due_date: today,
    partner_id: partner,
    lines: rows,
    ...extra,
  };
}

describe('a hotel day of writes', () => {
  it('books a client, invoices, payments, an operation, the POS closure and a matching; the books add up', async () => {
    const client = await post(200, 'clients', {
      name: 'Seminar Group NV',
      vat: 'BE0999888777',
      addresses: [],
    });
    expect(client.account_number).toBe('400000');

    const invoice = await post(
      200,
      'invoices',
      invoiceBody(client.id, [
        ['Nuitées', 3, 140, 'sablon-vat-s6', 6],
        ['Salle de réunion', 1, 300, 'sablon-vat-s21', 21],
      ]),
    );
    expect(invoice.total).toBe(808.2);
    expect(invoice.status).toBe('posted');
    const entry = await get(`journal/entries/${invoice.id}`);
    expect(entry.items.map((i: any) => i.account_number).sort()).toEqual([
      '400000',
      '451000',
      '451000',
      '700000',
      '700000',
    ]);

    await post(204, 'invoices/payments', {
      date: today,
      payment_method_id: 'sablon-pm-card',
      currency: 'EUR',
      items: [{ invoice_id: invoice.id, amount: 500 }],
    });
    const payments = (await get(`invoices/id/${invoice.id}/payments`)).items;
    expect(payments.map((p: any) => p.dedicated_amount)).toEqual([500]);

    const operation = await post(200, 'miscellaneous-operation', {
      currency: 'EUR',
      operation_date: today,
      lines: [
        { amount: -120, type: 'general_account', account_number: '611000', description: 'Réparation' },
        { amount: 120, type: 'general_account', account_number: '499000', description: 'Réparation' },
      ],
    });
    expect(operation.status).toBe('posted');

    // The restaurant's day on the till: cash and cards in, sales and VAT due out.
    const closure = await post(200, 'journal-entries', {
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
    });
    expect(closure.items.length).toBe(4);

    const second = await post(
      200,
      'invoices',
      invoiceBody(client.id, [['Petit-déjeuner', 10, 20, 'sablon-vat-s12', 12]]),
    );
    const statement = await post(200, 'financial-entries', {
      date: today,
      journal_id: 'sablon-jrn-bank',
      currency: 'EUR',
      items: [{ account_type: 'customer_account', account: client.id, amount: second.total }],
    });
    const matching = await post(200, 'matching', {
      entries: [second.id, statement.id],
      partner_id: client.id,
    });
    expect(matching.balance).toBe(0);
    expect((await get(`invoices/${second.id}`)).status).toBe('paid');

    const open = (await get('outstandings?type=client&unposted_allowed=false&size=100')).items.filter(
      (o: any) => o.partner_id === client.id,
    );
    expect(open.map((o: any) => [o.id, o.open_amount])).toEqual([[invoice.id, 308.2]]);

    const { entries, fec, balances } = await ledger();
    const sums = new Map<string, number>();
    for (const e of entries) {
      expect(
        e.items.reduce((s: number, i: any) => s + cents(i.debit) - cents(i.credit), 0),
        e.name,
      ).toBe(0);
      for (const i of e.items)
        sums.set(i.account_number, (sums.get(i.account_number) ?? 0) + cents(i.debit) - cents(i.credit));
    }
    for (const b of balances)
      expect(cents(b.period_balance), b.account_number).toBe(sums.get(b.account_number) ?? 0);
    expect(balances.reduce((s: number, b: any) => s + cents(b.balance), 0)).toBe(0);
    expect(fec.length).toBe(entries.reduce((n, e) => n + e.items.length, 0));
    expect(fec.some((l) => l.EcritureNum === `POS-${today}`)).toBe(true);
  });

  it('refuses each faulty write with its status and code, and writes nothing', async () => {
    const before = await ledger();
    const invoices = (await get('invoices/type/customer_invoice?size=100')).total;
    const entry = (items: object[], extra: object = {}) => ({
      journal_id: 'sablon-jrn-misc',
      number: 'X-1',
      currency: 'EUR',
      date: today,
      items,
      ...extra,
    });
    const line = (account: string, debit: number, credit: number, more: object = {}) => ({
      account_type: 'general_account',
      account,
      debit,
      credit,
      ...more,
    });
    const existing = (await get('invoices/type/customer_invoice')).items[0];
    const cases: [string, string, unknown, number, string][] = [
      [
        'unbalanced',
        'journal-entries',
        entry([line('570000', 10, 0), line('701000', 0, 9.99)]),
        400,
        'ERROR_OPERATION_NOT_BALANCED',
      ],
      [
        'no book year',
        'journal-entries',
        entry([line('570000', 10, 0), line('701000', 0, 10)], { date: '2001-05-04' }),
        400,
        'ERROR_BOOKYEAR_NOT_FOUND',
      ],
      [
        'unknown account',
        'journal-entries',
        entry([line('570000', 10, 0), line('709999', 0, 10)]),
        404,
        'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
      ],
      [
        'unknown journal',
        'journal-entries',
        entry([line('570000', 10, 0), line('701000', 0, 10)], { journal_id: 'nope' }),
        404,
        'ERROR_JOURNAL_NOT_FOUND',
      ],
      [
        'unknown partner',
        'invoices',
        invoiceBody('nobody', [['x', 1, 10, 'sablon-vat-s21', 21]]),
        404,
        'ERROR_PARTNER_NOT_FOUND',
      ],
      [
        'unknown tax',
        'invoices',
        invoiceBody('contact-0001', [['x', 1, 10, 'sablon-vat-s99', 21]]),
        404,
        'ERROR_TAX_CODE_NOT_FOUND',
      ],
      [
        'unknown analytic account',
        'journal-entries',
        entry([
          line('570000', 10, 0),
          line('701000', 0, 10, {
            analytic_distribution: [
              {
                analytic_plan: 'sablon-plan-dept',
                analytic_accounts: [{ analytic_account: 'nope', percentage: 100 }],
              },
            ],
          }),
        ]),
        404,
        'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND',
      ],
      [
        'invoice number used',
        'invoices',
        invoiceBody('contact-0001', [['x', 1, 10, 'sablon-vat-s21', 21]], {
          invoice_number: existing.invoice_number,
        }),
        409,
        'ERROR_INVOICE_NUMBER_ALREADY_USED',
      ],
      [
        'matching not balanced',
        'matching',
        { entries: ['sablon-inv-s6'], partner_id: 'contact-0001' },
        400,
        'ERROR_AMOUNTS_NOT_BALANCED',
      ],
    ];
    for (const [what, rest, body, status, code] of cases) {
      const answer = await t.request('POST', url(rest), { token: account.token, body });
      expect([answer.status, answer.body.error_code], `${what}: ${answer.text}`).toEqual([status, code]);
    }
    const after = await ledger();
    expect(after.entries.length).toBe(before.entries.length);
    expect(after.fec).toEqual(before.fec);
    expect((await get('invoices/type/customer_invoice?size=100')).total).toBe(invoices);
  });
});
