import chift from '@chift/chift-nodejs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { checkAgainstChift } from '../kit/chift.js';

/**
 * Chift's official Node SDK (`@chift/chift-nodejs`, pinned, unmodified) on the Sandbox Accounting
 * (integration 4): one test per read method of the SDK's accounting module. The SDK pages a GET
 * list by 100 until `total` and answers its items; it sends `params` as the query string (so
 * `folder_id`, `unposted_allowed`, `type`, `date_from`…), and answers a POST (the balance) as the
 * page Lintel sends. The books are dated from today, so every window below comes from the
 * bookyears, and every figure is checked against another read rather than a constant.
 */

let t: TestApp;
let account: TestAccount;
// The SDK's accounting object: typed loosely, its answers are typed per operation by the SDK.
let acct: Record<string, (...args: unknown[]) => Promise<any>>;

const S = { folder_id: 'sablon' };
const H = { folder_id: 'schelde' };
/** Every bookyear of a folder: the window that holds all its books. */
let years: { name: string; start: string; end: string }[];
let all: { date_from: string; date_to: string };

const cents = (n: number) => Math.round(n * 100);
const sum = (xs: number[]) => xs.reduce((a, b) => a + cents(b), 0) / 100;
const month = (date: string) => date.slice(0, 7).replace('-', '');

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
  t = await createTestApp();
  account = await t.newAccount('SDK accounting');
  const client = new chift.API({
    baseUrl: t.url,
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    accountId: account.accountId,
  });
  refereeTheSdk(t.url);
  const consumer = await client.Consumers.createConsumer({ name: 'SDK Books' });
  await consumer.createConnection({ integrationid: 4, name: 'SDK Accounting', redirect: false });
  acct = consumer.accounting as never;
  years = await acct.getBookyears!(S);
  all = { date_from: years[0]!.start, date_to: years[years.length - 1]!.end };
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await t?.close();
});

/** The journal entries of a folder (sablon unless told) in a window (all its bookyears unless told). */
const entries = (posted: boolean, window = all, folder = S) =>
  acct.getJournalEntries!({ ...folder, ...window, unposted_allowed: !posted });

describe("Chift's Node SDK on the Sandbox Accounting: reads", () => {
  // Each test fails if an answer it received differs from Chift's document.
  afterEach(() => {
    expect(offContract.splice(0)).toEqual([]);
  });

  it('getFolders: the two companies', async () => {
    const folders = await acct.getFolders!();
    expect(folders.map((f: any) => [f.id, f.name])).toEqual([
      ['sablon', 'Hôtel du Sablon SRL'],
      ['schelde', 'Scheldekaai Bistro BV'],
    ]);
    expect(folders.every((f: any) => f.main_currency === 'EUR' && f.vat.startsWith('BE'))).toBe(true);
  });

  it('getBookyears: consecutive calendar years', async () => {
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const y of years) {
      expect(y.start).toBe(`${y.name}-01-01`);
      expect(y.end).toBe(`${y.name}-12-31`);
    }
    expect(years.map((y) => Number(y.name))).toEqual(years.map((_, i) => Number(years[0]!.name) + i));
    const today = new Date().toISOString().slice(0, 10);
    expect(years.some((y) => y.start <= today && today <= y.end)).toBe(true);
  });

  it('getAnalyticPlans', async () => {
    const plans = await acct.getAnalyticPlans!(S);
    expect(plans.map((p: any) => p.id)).toEqual(['sablon-plan-dept', 'sablon-plan-proj']);
    const schelde = await acct.getAnalyticPlans!(H);
    expect(schelde.length).toBeGreaterThan(0);
    expect(schelde.every((p: any) => p.id.startsWith('schelde-'))).toBe(true);
  });

  it('getClients: the folder’s clients, on 400000; folder isolation', async () => {
    const clients = await acct.getClients!(S);
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((c: any) => c.account_number === '400000')).toBe(true);
    expect(clients.map((c: any) => c.name)).toContain('Brasserie du Sablon SRL');
    const schelde = await acct.getClients!(H);
    expect(schelde.map((c: any) => c.name)).toContain('Havenhuis Events BV');
    const ids = new Set(clients.map((c: any) => c.id));
    expect(schelde.some((c: any) => ids.has(c.id))).toBe(false);
  });

  it('getClient: equals its list entry; a schelde client is not found in sablon', async () => {
    const clients = await acct.getClients!(S);
    const one = await acct.getClient!(clients[0].id, S);
    expect(one).toEqual(clients[0]);
    const schelde = await acct.getClients!(H);
    await expect(acct.getClient!(schelde[0].id, S)).rejects.toMatchObject({ error: { status_code: 404 } });
    expect(await acct.getClient!(schelde[0].id, H)).toEqual(schelde[0]);
  });

  it('getSuppliers: on 440000, not the clients', async () => {
    const suppliers = await acct.getSuppliers!(S);
    expect(suppliers.length).toBeGreaterThan(0);
    expect(suppliers.map((s: any) => s.name)).toContain('Van Damme Logistics NV');
    expect(suppliers.every((s: any) => s.id && s.name)).toBe(true);
  });

  it('getSupplier: equals its list entry', async () => {
    const suppliers = await acct.getSuppliers!(S);
    for (const s of suppliers) expect(await acct.getSupplier!(s.id, S)).toEqual(s);
  });

  it('getInvoicesByType: customer invoices, balanced totals, date filter', async () => {
    const invoices = await acct.getInvoicesByType!('customer_invoice', S);
    expect(invoices.length).toBeGreaterThan(0);
    for (const i of invoices) {
      expect(i.invoice_type).toBe('customer_invoice');
      expect(cents(i.untaxed_amount) + cents(i.tax_amount)).toBe(cents(i.total));
      expect(i.id.startsWith('sablon-')).toBe(true);
    }
    const refunds = await acct.getInvoicesByType!('customer_refund', S);
    expect(refunds.every((i: any) => i.invoice_type === 'customer_refund')).toBe(true);
    const purchases = await acct.getInvoicesByType!('supplier_invoice', S);
    expect(purchases.length).toBeGreaterThan(0);
    const first = invoices.map((i: any) => i.invoice_date).sort()[0];
    const later = await acct.getInvoicesByType!('customer_invoice', {
      ...S,
      date_from: first,
      date_to: first,
    });
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((i: any) => i.invoice_date === first)).toBe(true);
    const schelde = await acct.getInvoicesByType!('customer_invoice', H);
    const ids = new Set(invoices.map((i: any) => i.id));
    expect(schelde.length).toBeGreaterThan(0);
    expect(schelde.some((i: any) => ids.has(i.id))).toBe(false);
  });

  it('getInvoice: each invoice’s get answers the same id and total, its lines add up', async () => {
    const invoices = await acct.getInvoicesByType!('customer_invoice', S);
    for (const i of invoices) {
      const one = await acct.getInvoice!(i.id, { ...S, include_invoice_lines: true });
      expect([one.id, one.total, one.invoice_number]).toEqual([i.id, i.total, i.invoice_number]);
      expect(sum(one.lines.map((l: any) => l.total))).toBe(one.total);
    }
  });

  it('getInvoiceWithMultiplePlans: the lines carry a distribution per plan', async () => {
    const one = await acct.getInvoiceWithMultiplePlans!('sablon-inv-s1', S);
    const plain = await acct.getInvoice!('sablon-inv-s1', S);
    expect([one.id, one.total]).toEqual([plain.id, plain.total]);
    const plans = new Set((await acct.getAnalyticPlans!(S)).map((p: any) => p.id));
    const distributed = one.lines.flatMap((l: any) => l.analytic_distribution ?? []);
    expect(distributed.length).toBeGreaterThan(0);
    for (const d of distributed) {
      expect(plans.has(d.analytic_plan)).toBe(true);
      expect(sum(d.analytic_accounts.map((a: any) => a.percentage))).toBe(100);
    }
  });

  it('getInvoicesByTypeWithMultiplePlans: the same invoices as getInvoicesByType', async () => {
    const multi = await acct.getInvoicesByTypeWithMultiplePlans!('supplier_invoice', S);
    const plain = await acct.getInvoicesByType!('supplier_invoice', S);
    expect(multi.map((i: any) => [i.id, i.total])).toEqual(plain.map((i: any) => [i.id, i.total]));
    expect(multi.every((i: any) => i.lines.every((l: any) => Array.isArray(l.analytic_distribution)))).toBe(
      true,
    );
  });

  it('getAnalyticAccounts: the default plan, balance = debit − credit', async () => {
    const accounts = await acct.getAnalyticAccounts!(S);
    expect(accounts.map((a: any) => a.code)).toEqual(['ROOMS', 'FNB', 'ADM']);
    for (const a of accounts) expect(cents(a.balance)).toBe(cents(a.debit) - cents(a.credit));
  });

  it('getAnalyticAccount: equals its list entry', async () => {
    const accounts = await acct.getAnalyticAccounts!(S);
    for (const a of accounts) expect(await acct.getAnalyticAccount!(a.id, S)).toEqual(a);
  });

  it('getAnalyticAccountWithMultiplePlans: an account of the second plan', async () => {
    const all = await acct.getAnalyticAccountsWithMultiplePlans!(S);
    const second = all.find((a: any) => a.analytic_plan === 'sablon-plan-proj');
    expect(second).toBeDefined();
    expect(await acct.getAnalyticAccountWithMultiplePlans!(second.id, 'sablon-plan-proj', S)).toEqual(second);
  });

  it('getAnalyticAccountsWithMultiplePlans: every plan, the default plan’s as getAnalyticAccounts', async () => {
    const multi = await acct.getAnalyticAccountsWithMultiplePlans!(S);
    const plans = (await acct.getAnalyticPlans!(S)).map((p: any) => p.id);
    expect([...new Set(multi.map((a: any) => a.analytic_plan))].sort()).toEqual([...plans].sort());
    const plain = await acct.getAnalyticAccounts!(S);
    const { analytic_plan: _, ...first } = multi.find((a: any) => a.id === plain[0].id);
    expect(first).toEqual(plain[0]);
  });

  it('getJournalEntries: each entry balances; unposted_allowed, partner and journal filters', async () => {
    const withUnposted = await entries(false);
    const posted = await entries(true);
    expect(posted.length).toBeGreaterThan(10);
    expect(posted.every((e: any) => e.posted === true)).toBe(true);
    expect(withUnposted.length).toBeGreaterThan(posted.length);
    for (const e of withUnposted) {
      expect(sum(e.items.map((i: any) => i.debit))).toBe(sum(e.items.map((i: any) => i.credit)));
      expect(e.date >= all.date_from && e.date <= all.date_to).toBe(true);
    }
    const sales = await acct.getJournalEntries!({
      ...S,
      ...all,
      unposted_allowed: true,
      journal_id: 'sablon-jrn-sales',
    });
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((e: any) => e.journal_id === 'sablon-jrn-sales')).toBe(true);
    const partner = await acct.getJournalEntries!({
      ...S,
      ...all,
      unposted_allowed: true,
      partner_id: 'contact-0001',
    });
    expect(partner.length).toBeGreaterThan(0);
    expect(partner.every((e: any) => e.items.some((i: any) => i.partner_id === 'contact-0001'))).toBe(true);
    // Chift requires a window or updated_after.
    await expect(acct.getJournalEntries!({ ...S, unposted_allowed: true })).rejects.toMatchObject({
      error: { status_code: 422 },
    });
  });

  it('getJournalEntriesWithMultiplePlans: the same entries and amounts', async () => {
    const multi = await acct.getJournalEntriesWithMultiplePlans!({ ...S, ...all, unposted_allowed: true });
    const plain = await entries(false);
    const amounts = (es: any[]) => es.map((e) => [e.id, e.items.map((i: any) => [i.debit, i.credit])]);
    expect(amounts(multi)).toEqual(amounts(plain));
    expect(multi.some((e: any) => e.items.some((i: any) => i.analytic_distribution?.length > 1))).toBe(true);
  });

  it('getJournalEntry: equals its entry of the multi-plan list (Chift answers one entry multi-plan)', async () => {
    const list = await acct.getJournalEntriesWithMultiplePlans!({ ...S, ...all, unposted_allowed: true });
    for (const e of list) expect(await acct.getJournalEntry!(e.id, S)).toEqual(e);
    const schelde = await entries(false, all, H);
    await expect(acct.getJournalEntry!(schelde[0].id, S)).rejects.toMatchObject({
      error: { status_code: 404 },
    });
  });

  it('getPaymentsByInvoiceId: at most the total; a paid invoice’s payments equal its total', async () => {
    const invoices = [
      ...(await acct.getInvoicesByType!('customer_invoice', S)),
      ...(await acct.getInvoicesByType!('supplier_invoice', S)),
    ];
    let paid = 0;
    for (const i of invoices) {
      const payments = await acct.getPaymentsByInvoiceId!(i.id, S);
      const dedicated = sum(payments.map((p: any) => p.dedicated_amount));
      expect(dedicated).toBeLessThanOrEqual(i.total);
      if (i.status === 'paid') {
        paid++;
        expect(dedicated).toBe(i.total);
      }
      const withPayments = await acct.getInvoice!(i.id, { ...S, include_payments: true });
      expect((withPayments.payments ?? []).map((p: any) => p.id)).toEqual(payments.map((p: any) => p.id));
    }
    expect(paid).toBeGreaterThan(0);
  });

  it('getJournals: sales, purchases, bank and misc', async () => {
    const journals = await acct.getJournals!(S);
    const types = journals.map((j: any) => j.journal_type);
    expect(types).toEqual(expect.arrayContaining(['customer_invoice', 'supplier_invoice']));
    expect(journals.map((j: any) => j.id)).toEqual(
      expect.arrayContaining([
        'sablon-jrn-sales',
        'sablon-jrn-purchases',
        'sablon-jrn-bank',
        'sablon-jrn-misc',
      ]),
    );
    // Every entry's journal is listed.
    const ids = new Set(journals.map((j: any) => j.id));
    expect((await entries(false)).every((e: any) => ids.has(e.journal_id))).toBe(true);
  });

  it('getVatCodes: Belgian rates, sales on 451000', async () => {
    const codes = await acct.getVatCodes!(S);
    const sales = codes.filter((c: any) => c.type === 'sale');
    expect(sales.map((c: any) => c.rate).sort((a: number, b: number) => a - b)).toEqual(
      expect.arrayContaining([0, 6, 12, 21]),
    );
    expect(sales.every((c: any) => c.payable_account === '451000')).toBe(true);
    // Every invoice line's tax code is one of them.
    const ids = new Set(codes.map((c: any) => c.id));
    const invoice = await acct.getInvoice!('sablon-inv-s1', S);
    expect(invoice.lines.every((l: any) => ids.has(l.tax_code))).toBe(true);
  });

  it('getMiscOperations: balanced operations of the misc journal', async () => {
    const ops = await acct.getMiscOperations!(S);
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      expect(op.journal_id).toBe('sablon-jrn-misc');
      expect(sum(op.lines.map((l: any) => l.amount))).toBe(0);
    }
    expect(ops.map((o: any) => o.operation_number)).toContain(`OD/${years[0]!.name}/0001`);
  });

  it('getMiscOperation: equals its list entry', async () => {
    const ops = await acct.getMiscOperations!(S);
    for (const op of ops) expect(await acct.getMiscOperation!(op.id, S)).toEqual(op);
  });

  it('getAttachments: an invoice’s PDF', async () => {
    const files = await acct.getAttachments!({ ...S, type: 'invoice', document_id: 'sablon-inv-s1' });
    expect(files.length).toBe(1);
    expect(Buffer.from(files[0].base64_string, 'base64').toString('latin1')).toMatch(/^%PDF-1\.4/);
    await expect(
      acct.getAttachments!({ ...S, type: 'invoice', document_id: 'schelde-inv-s1' }),
    ).rejects.toMatchObject({
      error: { status_code: 404 },
    });
  });

  it('getChartOfAccounts: the Belgian minimum chart', async () => {
    const chart = await acct.getChartOfAccounts!(S);
    expect(chart.map((a: any) => a.number)).toEqual(
      expect.arrayContaining(['400000', '440000', '451000', '411000', '550000', '700000', '604000']),
    );
    // Every account an entry line uses is in the chart.
    const numbers = new Set(chart.map((a: any) => a.number));
    const used = (await entries(false)).flatMap((e: any) => e.items.map((i: any) => i.account_number));
    expect(used.filter((n: string) => !numbers.has(n))).toEqual([]);
  });

  it('getBalanceOfAccounts: the trial balance is zero; 700000 equals its entry lines', async () => {
    const filter = {
      accounts: ['1', '2', '3', '4', '5', '6', '7'],
      start: month(all.date_from),
      end: month(all.date_to),
    };
    const page = await acct.getBalanceOfAccounts!(filter, S);
    const balances: any[] = Array.isArray(page) ? page : page.items;
    expect(balances.length).toBeGreaterThan(5);
    expect(sum(balances.map((b) => b.debit)) - sum(balances.map((b) => b.credit))).toBeCloseTo(0, 2);
    for (const b of balances) expect(cents(b.balance)).toBe(cents(b.debit) - cents(b.credit));
    const lines = (await entries(true))
      .flatMap((e: any) => e.items)
      .filter((i: any) => i.account_number === '700000');
    const sales = balances.find((b) => b.account_number === '700000');
    expect(sales.balance).toBe(sum(lines.map((i: any) => i.debit)) - sum(lines.map((i: any) => i.credit)));
    // A class filter keeps only that class.
    const sevens = await acct.getBalanceOfAccounts!({ ...filter, accounts: ['7'] }, S);
    expect(
      (Array.isArray(sevens) ? sevens : sevens.items).every((b: any) => b.account_number.startsWith('7')),
    ).toBe(true);
  });

  it('getEmployees: on 455000', async () => {
    const employees = await acct.getEmployees!(S);
    expect(employees.length).toBeGreaterThan(0);
    expect(
      employees.every(
        (e: any) => e.account_number === '455000' && e.name === `${e.first_name} ${e.last_name}`,
      ),
    ).toBe(true);
  });

  it('getOutstandings: each open amount = invoice total − its payments', async () => {
    for (const type of ['client', 'supplier']) {
      const open = await acct.getOutstandings!({ ...S, type, unposted_allowed: false });
      expect(open.length).toBeGreaterThan(0);
      for (const o of open) {
        expect(o.posted).toBe(true);
        const invoice = await acct.getInvoice!(o.id, S);
        const paid = sum((await acct.getPaymentsByInvoiceId!(o.id, S)).map((p: any) => p.dedicated_amount));
        const sign = invoice.invoice_type.endsWith('refund') ? -1 : 1;
        expect(Math.abs(o.amount)).toBe(invoice.total);
        expect(cents(o.open_amount)).toBe(sign * (cents(invoice.total) - cents(paid)));
        expect(o.open_amount).not.toBe(0);
      }
    }
    const withUnposted = await acct.getOutstandings!({ ...S, type: 'client', unposted_allowed: true });
    const posted = await acct.getOutstandings!({ ...S, type: 'client', unposted_allowed: false });
    expect(withUnposted.length).toBeGreaterThanOrEqual(posted.length);
  });

  it('getBankAccounts: the bank journal on 550000', async () => {
    const banks = await acct.getBankAccounts!(S);
    expect(banks.length).toBeGreaterThan(0);
    expect(banks[0]).toMatchObject({ ledger_account: '550000', journal_id: 'sablon-jrn-bank' });
    expect(banks[0].iban).toMatch(/^BE\d{14}$/);
  });

  it('getPaymentMethods: the invoices’ methods are listed', async () => {
    const methods = await acct.getPaymentMethods!(S);
    const ids = new Set(methods.map((m: any) => m.id));
    const invoices = await acct.getInvoicesByType!('customer_invoice', S);
    expect(invoices.every((i: any) => !i.payment_method_id || ids.has(i.payment_method_id))).toBe(true);
  });

  it('getPaymentTerms: the invoices’ terms are listed', async () => {
    const terms = await acct.getPaymentTerms!(S);
    const ids = new Set(terms.map((m: any) => m.id));
    const invoices = await acct.getInvoicesByType!('customer_invoice', S);
    expect(invoices.every((i: any) => !i.payment_term_id || ids.has(i.payment_term_id))).toBe(true);
  });

  it('getSchemes: the chart’s scheme', async () => {
    const schemes = await acct.getSchemes!(S);
    const ids = schemes.map((s: any) => s.id);
    expect(schemes.map((s: any) => s.code)).toContain('PCMN');
    const chart = await acct.getChartOfAccounts!(S);
    expect(chart.every((a: any) => a.scheme_ids.every((id: string) => ids.includes(id)))).toBe(true);
  });

  it('exportFec: one line per posted entry line of the year, FEC columns', async () => {
    const latest = (await entries(true))
      .map((e: any) => e.date)
      .sort()
      .at(-1) as string;
    const year = years.find((y) => y.start <= latest && latest <= y.end)!;
    const window = { date_from: year.start, date_to: year.end };
    const fec = await acct.exportFec!({ ...S, ...window });
    const posted = await entries(true, window);
    const lines = posted.flatMap((e: any) => e.items);
    expect(fec.length).toBe(lines.length);
    const columns = ['JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib'];
    columns.push('CompAuxNum', 'CompAuxLib', 'PieceRef', 'PieceDate', 'Debit', 'Credit', 'EcritureLet');
    columns.push('DateLet', 'ValidDate', 'Montantdevise', 'Idevise');
    for (const line of fec) expect(Object.keys(line)).toEqual(expect.arrayContaining(columns));
    expect(sum(fec.map((l: any) => l.Debit))).toBe(sum(fec.map((l: any) => l.Credit)));
    expect(sum(fec.map((l: any) => l.Debit))).toBe(sum(lines.map((i: any) => i.debit)));
    expect(fec.every((l: any) => l.EcritureDate >= year.start && l.EcritureDate <= year.end)).toBe(true);
  });
});
