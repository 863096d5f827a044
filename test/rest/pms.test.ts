import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTimeIn } from '../../src/connectors/local-time.js';
import { operationsOfApi } from '../../src/model/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { checkAgainstChift } from '../kit/chift.js';

/**
 * The PMS breadth operations on the Sandbox through REST: every answer is checked against
 * Chift's document (explicitly here, and by the kit on every request), required parameters,
 * unknown ids, filters, and sums that must agree (invoices and their payments, closures and the
 * day's payments and invoices in each property's time zone, the journal of an invoice).
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('PMS breadth');
  ({ consumerId } = await t.newConsumer(account, [3]));
});

afterAll(async () => {
  await t?.close();
});

type Page<T = any> = { items: T[]; total: number; page: number; size: number };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-70);
const TO = day(1);
const WINDOW = `date_from=${FROM}&date_to=${TO}`;

async function get<T = any>(path: string): Promise<T> {
  const res = await t.request('GET', `/consumers/${consumerId}/pms/${path}`, { token: account.token });
  expect(res.status, res.text).toBe(200);
  const verdict = checkAgainstChift(
    'GET',
    `/consumers/${consumerId}/pms/${path.split('?')[0]}`,
    200,
    res.body,
  );
  expect(verdict, `Chift declares GET pms/${path}`).toBeDefined();
  expect(verdict!.problems, res.text).toEqual([]);
  return res.body as T;
}

/** Every record of a paged list. */
async function all<T = any>(path: string): Promise<T[]> {
  const sep = path.includes('?') ? '&' : '?';
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const body = await get<Page<T>>(`${path}${sep}size=100&page=${page}`);
    out.push(...body.items);
    if (out.length >= body.total || body.items.length === 0) return out;
  }
}

const cents = (n: number) => Math.round(n * 100);
const sumCents = (values: number[]) => values.reduce((a, b) => a + cents(b), 0);

describe('PMS breadth on the Sandbox (REST)', () => {
  it('locations: three properties, two time zones', async () => {
    const page = await get<Page>('locations');
    expect(page.items.map((l) => [l.id, l.timezone])).toEqual([
      ['LOC-BRU', 'Europe/Brussels'],
      ['LOC-ANT', 'Europe/Brussels'],
      ['LOC-LIS', 'Europe/Lisbon'],
    ]);
    expect(page.items.every((l) => l.address?.country)).toBe(true);
  });

  it('invoices: closed bills in the window, with lines and payments that add up', async () => {
    const invoices = await all(`invoices?${WINDOW}`);
    expect(invoices.length).toBeGreaterThan(20);
    const orders = await all(`orders?state=closed&${WINDOW}`);
    const bills = new Map(orders.flatMap((o: any) => o.bills.map((b: any) => [b.id, o])));
    for (const invoice of invoices) {
      expect(invoice.closing_date, invoice.id).toMatch(/Z$/);
      // An invoice is the closed bill of an order: same lines, same total.
      const order: any = bills.get(invoice.id);
      expect(order, `the order of ${invoice.id}`).toBeDefined();
      expect(invoice.items).toEqual(order.items);
      expect(invoice.total).toBe(order.total);
      expect(sumCents(invoice.items.map((i: any) => i.total))).toBe(cents(invoice.total));
      expect(cents(invoice.untaxed_amount) + cents(invoice.tax_amount)).toBe(cents(invoice.total));
      const paid = sumCents(invoice.payments.map((p: any) => p.total));
      // Paid in full, or a company's invoice not yet due.
      if (paid !== cents(invoice.total)) {
        expect(paid, invoice.id).toBe(0);
        expect(
          invoice.partners.some((p: any) => p.type === 'account'),
          invoice.id,
        ).toBe(true);
      }
    }
    // Room nights, city tax and food and beverage, paid by card, cash and company transfer.
    const categories = new Set(invoices.flatMap((i) => i.items.map((x: any) => x.accounting_category_id)));
    expect([...categories].sort()).toEqual([
      'acc-accommodation',
      'acc-beverages',
      'acc-city-tax',
      'acc-food',
    ]);
    const methods = new Set(invoices.flatMap((i) => i.payments.map((p: any) => p.payment_method_name)));
    expect([...methods].sort()).toEqual(['Card', 'Cash', 'Transfer']);
  });

  it('invoices: location_id and the window filter', async () => {
    const everything = await all(`invoices?${WINDOW}`);
    let seen = 0;
    for (const location of ['LOC-BRU', 'LOC-ANT', 'LOC-LIS']) {
      const some = await all(`invoices?${WINDOW}&location_id=${location}`);
      expect(some.length, location).toBeGreaterThan(0);
      seen += some.length;
      expect(some.every((i) => i.reservation && i.items[0].description)).toBe(true);
    }
    expect(seen).toBe(everything.length);
    expect((await get<Page>(`invoices?${WINDOW}&location_id=LOC-NOWHERE`)).total).toBe(0);
    // A window of one day holds exactly the invoices closed that day in the property's time zone.
    const sample = everything[Math.floor(everything.length / 2)];
    const lisbon = everything.find((i) => i.id >= 'pms-bill-0021')!;
    for (const invoice of [sample, lisbon]) {
      const location = invoice.invoice_number.startsWith('LIS') ? 'LOC-LIS' : null;
      const tz = location ? 'Europe/Lisbon' : 'Europe/Brussels';
      const d = localTimeIn(tz)(invoice.closing_date).slice(0, 10);
      const that = await all(`invoices?date_from=${d}&date_to=${d}`);
      expect(that.map((i) => i.id)).toContain(invoice.id);
      for (const other of that) {
        const otherTz = other.invoice_number.startsWith('LIS') ? 'Europe/Lisbon' : 'Europe/Brussels';
        expect(localTimeIn(otherTz)(other.closing_date).slice(0, 10)).toBe(d);
      }
    }
    expect((await get<Page>(`invoices?date_from=${day(30)}&date_to=${day(40)}`)).total).toBe(0);
  });

  it('payments: the window is the property’s day; refunds and receipts signed', async () => {
    const payments = await all(`payments?${WINDOW}`);
    expect(payments.length).toBeGreaterThan(20);
    const invoices = await all(`invoices?${WINDOW}`);
    const byInvoice = new Map(invoices.map((i) => [i.id, i]));
    for (const payment of payments) {
      expect(payment.total).toBeGreaterThan(0);
      expect(payment.status).toBe('Completed');
      expect(payment.date).toMatch(/Z$/);
      const invoice = byInvoice.get(payment.invoice_ref);
      // A payment made in the window settles an invoice closed in it, or a little before.
      if (invoice) expect(invoice.payments.map((p: any) => p.id)).toContain(payment.id);
    }
    // Night-audit card charges at 00:30 in Brussels are the previous UTC day: the property's day counts.
    const nightAudit = payments.find(
      (p) => p.id < 'pms-payment-0021' && localTimeIn('Europe/Brussels')(p.date).slice(11, 16) === '00:30',
    );
    expect(nightAudit, 'a Brussels-time 00:30 payment').toBeDefined();
    const local = localTimeIn('Europe/Brussels')(nightAudit.date).slice(0, 10);
    expect(nightAudit.date.slice(0, 10)).not.toBe(local);
    const thatDay = await all(`payments?date_from=${local}&date_to=${local}`);
    expect(thatDay.map((p) => p.id)).toContain(nightAudit.id);
    const utcDay = await all(
      `payments?date_from=${nightAudit.date.slice(0, 10)}&date_to=${nightAudit.date.slice(0, 10)}`,
    );
    expect(utcDay.map((p) => p.id)).not.toContain(nightAudit.id);
  });

  it('payment methods: cash, card and transfer per property, with ledger accounts', async () => {
    const methods = await all('payment-methods');
    expect(methods).toHaveLength(9);
    const lisbon = await all('payment-methods?location_id=LOC-LIS');
    expect(lisbon.map((m) => m.name)).toEqual(['Cash', 'Card', 'Transfer']);
    expect(lisbon.every((m) => m.ledger_account_code && m.extra)).toBe(true);
    expect(lisbon.every((m) => m.id.startsWith('pm-lis-'))).toBe(true);
  });

  it('customers: guests and companies; search, email and phone filter', async () => {
    const customers = await all('customers');
    expect(customers.length).toBe(16);
    const companies = customers.filter((c) => c.is_company);
    expect(companies.map((c) => c.company_name).sort()).toEqual([
      'Atelier Lumière SAS',
      'Tejo Consulting Lda',
      'Van Damme Logistics NV',
    ]);
    expect(companies.every((c) => c.account_number)).toBe(true);
    const emma = customers.find((c) => c.first_name === 'Emma')!;
    expect(
      (await get<Page>(`customers?email=${encodeURIComponent(emma.email.toUpperCase())}`)).items,
    ).toEqual([emma]);
    expect((await get<Page>(`customers?phone=${encodeURIComponent(emma.phone)}`)).items).toEqual([emma]);
    const search = await get<Page>('customers?search=logistics');
    expect(search.items.map((c) => c.company_name)).toEqual(['Van Damme Logistics NV']);
    expect((await get<Page>('customers?search=emma%20dubois')).items.map((c) => c.id)).toEqual([emma.id]);
    expect((await get<Page>('customers?search=nobody-at-all')).total).toBe(0);
    // Every partner of every bill is a customer.
    const ids = new Set(customers.map((c) => c.id));
    const orders = await all(`orders?${WINDOW}`);
    for (const partner of orders.flatMap((o: any) => o.bills.flatMap((b: any) => b.partners)))
      expect(ids.has(partner.id), partner.id).toBe(true);
  });

  it('customers/{id}: the customer, and 404 for an unknown id', async () => {
    const one = await get('customers/pms-guest-0010');
    expect(one).toMatchObject({
      id: 'pms-guest-0010',
      company_name: 'Van Damme Logistics NV',
      is_company: true,
    });
    const res = await t.request('GET', `/consumers/${consumerId}/pms/customers/pms-guest-9999`, {
      token: account.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
  });

  it('accounting categories with ledger codes', async () => {
    const page = await get<Page>('accounting-categories');
    expect(page.items.map((c) => [c.id, c.ledger_account_code])).toEqual([
      ['acc-accommodation', '700000'],
      ['acc-food', '700100'],
      ['acc-beverages', '700200'],
      ['acc-city-tax', '489000'],
    ]);
  });

  it('closures: a property’s day adds up its payments by method and its invoices by tax rate', async () => {
    const payments = await all(`payments?${WINDOW}`);
    const invoices = await all(`invoices?${WINDOW}`);
    const orders = await all(`orders?state=closed&${WINDOW}`);
    const orderLocation = new Map(orders.flatMap((o: any) => o.bills.map((b: any) => [b.id, o.location_id])));
    const zone = (location: string) => (location === 'LOC-LIS' ? 'Europe/Lisbon' : 'Europe/Brussels');
    // Days with activity at Lisbon and at Brussels.
    const days = [...new Set(payments.map((p) => p.date.slice(0, 10)))].slice(0, 12);
    let checkedDays = 0;
    for (const d of days) {
      const closure = await get(`closures/${d}`);
      expect(closure.date).toBe(d);
      expect(closure.status).toBe('closed');
      expect(closure.closures.map((c: any) => c.id)).toEqual([
        `LOC-BRU-${d}`,
        `LOC-ANT-${d}`,
        `LOC-LIS-${d}`,
      ]);
      for (const info of closure.closures) {
        const location = info.id.slice(0, 7);
        const dayPayments = payments.filter(
          (p) =>
            orderLocation.get(p.invoice_ref) === location &&
            localTimeIn(zone(location))(p.date).slice(0, 10) === d,
        );
        const dayInvoices = invoices.filter(
          (i) =>
            orderLocation.get(i.id) === location &&
            localTimeIn(zone(location))(i.closing_date).slice(0, 10) === d,
        );
        expect(cents(info.total), info.id).toBe(sumCents(dayPayments.map((p) => p.total)));
        expect(sumCents(info.payments.map((p: any) => p.total))).toBe(cents(info.total));
        expect(cents(info.tax_amount)).toBe(sumCents(dayInvoices.map((i) => i.tax_amount)));
        expect(sumCents(info.taxes.map((x: any) => x.tax_amount))).toBe(cents(info.tax_amount));
        expect(sumCents(info.taxes.map((x: any) => x.total))).toBe(sumCents(dayInvoices.map((i) => i.total)));
        if (dayPayments.length > 0) checkedDays++;
      }
    }
    expect(checkedDays).toBeGreaterThan(3);
    const lisbon = await get(`closures/${days[0]}?location_id=LOC-LIS`);
    expect(lisbon.closures.map((c: any) => c.id)).toEqual([`LOC-LIS-${days[0]}`]);
    expect((await get(`closures/${day(20)}`)).status).toBe('open');
    expect((await get(`closures/${day(-3)}?location_id=LOC-NOWHERE`)).closures).toEqual([]);
  });

  it('accounting transactions: an invoice’s journal sums to what is still due, by category and ledger', async () => {
    const transactions = await all(`accounting-transactions?${WINDOW}`);
    const invoices = await all(`invoices?date_from=${day(-120)}&date_to=${TO}`);
    const categories = new Map((await all('accounting-categories')).map((c) => [c.id, c]));
    const groups = new Map<string, any[]>();
    for (const line of transactions) groups.set(line.group_id, [...(groups.get(line.group_id) ?? []), line]);
    let balanced = 0;
    for (const invoice of invoices) {
      const lines = groups.get(invoice.id);
      if (!lines) continue;
      const charges = lines.filter((l) => l.transaction_type !== 'payment');
      // The window may cut off a payment made after it; charges are all there.
      expect(sumCents(charges.map((l) => l.amount)), invoice.id).toBe(cents(invoice.total));
      const paid = sumCents(invoice.payments.map((p: any) => p.total));
      const payments = lines.filter((l) => l.transaction_type === 'payment');
      if (payments.length === invoice.payments.length) {
        expect(sumCents(lines.map((l) => l.amount)), invoice.id).toBe(cents(invoice.total) - paid);
        balanced++;
      }
      for (const line of charges.filter((l) => !l.is_tax_line)) {
        expect(line.ledger_account_code).toBe(
          categories.get(line.accounting_category_id)?.ledger_account_code,
        );
      }
    }
    expect(balanced).toBeGreaterThan(10);
    const lisbon = await all(`accounting-transactions?${WINDOW}&location_id=LOC-LIS`);
    expect(lisbon.length).toBeGreaterThan(0);
    expect(lisbon.every((l) => l.location_id === 'LOC-LIS')).toBe(true);
  });

  it.each([
    ['invoices', 'date_from'],
    ['invoices', 'date_to'],
    ['payments', 'date_from'],
    ['payments', 'date_to'],
    ['accounting-transactions', 'date_from'],
    ['accounting-transactions', 'date_to'],
  ])('%s without %s → 422 missing', async (resource, missing) => {
    const query = missing === 'date_from' ? `date_to=${TO}` : `date_from=${FROM}`;
    const res = await t.request('GET', `/consumers/${consumerId}/pms/${resource}?${query}`, {
      token: account.token,
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['query', missing], type: 'missing' })]);
  });

  it('a closure of a day that is no date → 422', async () => {
    const res = await t.request('GET', `/consumers/${consumerId}/pms/closures/2024-13-45`, {
      token: account.token,
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['path', 'date']);
  });

  it('the integration covers every PMS operation', async () => {
    const integrations = await t.expect<any[]>(200, 'GET', '/integrations', { token: account.token });
    const sandbox = integrations.find((i) => i.integrationid === 3);
    const supported = sandbox.operations_coverage
      .filter((o: any) => o.status === 'SUPPORTED')
      .map((o: any) => o.operation);
    // Every one the model declares (read from the declarations, in their order).
    expect(supported).toEqual(operationsOfApi('pms'));
  });
});
