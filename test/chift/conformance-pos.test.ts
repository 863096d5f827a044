import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';
import { checkAgainstChift } from '../kit/chift.js';

/**
 * The 18 operations of Chift's POS API on the Sandbox POS (integration 2), over REST. Every answer
 * is checked against Chift's document for its path, method and status (here, and by the test kit
 * for every request), and the data is checked for consistency: a closure is the sum of the
 * orders of its business day in the location's own time zone.
 */

let t: TestApp;
let account: TestAccount;
let base: string;
const checked = new Set<string>();

async function call(method: string, path: string, options: Parameters<TestApp['request']>[2] = {}) {
  const res: TestResponse = await t.request(method, `${base}${path}`, { token: account.token, ...options });
  const verdict = checkAgainstChift(
    method,
    new URL(`${base}${path}`, 'http://x').pathname,
    res.status,
    res.body,
  );
  expect(verdict, `${method} ${path} is one of Chift's operations`).toBeDefined();
  expect(verdict!.problems, `${verdict!.key}\n${res.text}`).toEqual([]);
  checked.add(`${verdict!.key}`);
  return res;
}

async function ok(method: string, path: string, options: Parameters<TestApp['request']>[2] = {}) {
  const res = await call(method, path, options);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.body;
}

/** Every page of a listing. */
async function every(path: string): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const body = await ok('GET', `${path}${sep}page=${page}&size=100`);
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

const dayIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
const cents = (n: number) => Math.round(n * 100);
const daysAgo = (n: number, timeZone: string) =>
  dayIn(new Date(Date.now() - n * 86_400_000).toISOString(), timeZone);

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_LOG_LEVEL: 'error' } });
  account = await t.newAccount('POS conformance');
  const { consumerId } = await t.newConsumer(account, [2]);
  base = `/consumers/${consumerId}/pos`;
});

afterAll(async () => {
  await t?.close();
});

describe('POS on the Sandbox, REST', () => {
  it('lists locations in two time zones, and the catalogue around them', async () => {
    const locations = await every('/locations');
    expect(locations.map((l) => l.id)).toEqual(['LOC-BRU', 'LOC-ANT', 'LOC-LIS']);
    expect(new Set(locations.map((l) => l.timezone))).toEqual(new Set(['Europe/Brussels', 'Europe/Lisbon']));

    const taxRates = await every('/tax-rates');
    expect(taxRates.map((r) => r.rate)).toEqual([6, 12, 21, 6, 13, 23]);
    const accounting = await every('/accounting-categories');
    expect(accounting.length).toBeGreaterThan(2);

    const categories = await every('/product-categories');
    const parents = await every('/product-categories?only_parents=true');
    expect(parents.length).toBeGreaterThan(0);
    expect(parents.length).toBeLessThan(categories.length);
    expect(parents.every((c) => c.id_parent === null)).toBe(true);
    expect((await every('/product-categories?only_parents=false')).length).toBe(categories.length);

    const products = await every('/products');
    const lisbon = await every('/products?location_id=LOC-LIS');
    expect(lisbon.length).toBeLessThan(products.length);
    expect(lisbon.some((p) => p.name === 'Pastel de nata')).toBe(true);
    expect(lisbon.some((p) => p.name === 'Butter croissant')).toBe(false);
    const categoryIds = new Set(categories.map((c) => c.id));
    const accountingIds = new Set(accounting.map((c) => c.id));
    for (const p of products) {
      expect(p.categories.every((c: string) => categoryIds.has(c))).toBe(true);
      expect(p.accounting_category_ids.every((c: string) => accountingIds.has(c))).toBe(true);
    }

    const methods = await every('/payment-methods');
    const methodsLis = await every('/payment-methods?location_id=LOC-LIS');
    expect(methodsLis.map((m) => m.extra)).toContain('MB WAY');
    expect(methods.length).toBeGreaterThan(methodsLis.length);
  });

  it('lists a month of orders whose lines, taxes, discounts, tips and payments add up', async () => {
    const orders = await every('/orders');
    expect(orders.length).toBeGreaterThan(300);
    const refunded = orders.filter((o) => o.total_refund > 0);
    expect(refunded.length).toBeGreaterThan(0);
    expect(orders.some((o) => o.total_tip > 0)).toBe(true);
    expect(orders.some((o) => o.total_discount > 0)).toBe(true);
    expect(
      new Set(orders.flatMap((o) => o.payments.map((p: any) => p.payment_method_id))).size,
    ).toBeGreaterThan(2);
    for (const o of orders) {
      expect(cents(o.total)).toBe(o.items.reduce((s: number, l: any) => s + cents(l.total), 0));
      expect(cents(o.tax_amount)).toBe(o.taxes.reduce((s: number, x: any) => s + cents(x.tax_amount), 0));
      if (o.closing_date === null) continue;
      // Paid in full: the payments are the total less what was refunded; tips beside it.
      expect(o.payments.reduce((s: number, p: any) => s + cents(p.total), 0)).toBe(
        o.total > 0 ? cents(o.total) - cents(o.total_refund) : 0,
      );
      expect(o.payments.reduce((s: number, p: any) => s + cents(p.tip), 0)).toBe(cents(o.total_tip));
    }
  });

  it('filters orders by location, state, closure and business day', async () => {
    const open = await every('/orders?state=open');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((o) => o.closing_date === null && o.payments.length === 0)).toBe(true);
    const closed = await every('/orders?state=closed&location_id=LOC-LIS');
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((o) => o.closing_date !== null && o.location_id === 'LOC-LIS')).toBe(true);

    const day = daysAgo(3, 'Europe/Lisbon');
    const ofDay = await every(`/orders?location_id=LOC-LIS&date_from=${day}&date_to=${day}`);
    expect(ofDay.length).toBeGreaterThan(0);
    expect(ofDay.every((o) => dayIn(o.creation_date, 'Europe/Lisbon') === day)).toBe(true);
    const byClosure = await every(`/orders?closure_id=CLO-LIS-${day}`);
    expect(byClosure.map((o) => o.id).sort()).toEqual(ofDay.map((o) => o.id).sort());

    await call('GET', '/orders?state=pending');
    expect((await call('GET', '/orders?date_from=2025-02-30')).status).toBe(422);
    expect((await call('GET', `/orders?date_from=${day}&date_to=2020-01-01`)).status).toBe(422);
  });

  it("closes each business day of a location in its own time zone, adding up that day's orders", async () => {
    const locations = await every('/locations');
    for (const location of locations) {
      const tz = location.timezone as string;
      const orders = (await every(`/orders?location_id=${location.id}&state=closed`)).filter(
        (o) => o.closing_date !== null,
      );
      for (const back of [2, 5, 9]) {
        const day = daysAgo(back, tz);
        // The orders of the day, by the test's own reading of the location's clock.
        const mine = orders.filter((o) => dayIn(o.closing_date, tz) === day);
        expect(mine.length).toBeGreaterThan(0);
        const closure = await ok('GET', `/closures/${day}?location_id=${location.id}`);
        expect(closure.status).toBe('closed');
        expect(closure.closures).toHaveLength(1);
        const [z] = closure.closures;
        const payments = mine.flatMap((o) => o.payments);
        expect(cents(z.total)).toBe(payments.reduce((s, p) => s + cents(p.total), 0));
        expect(cents(z.total)).toBe(mine.reduce((s, o) => s + cents(o.total) - cents(o.total_refund), 0));
        expect(z.payments.reduce((s: number, p: any) => s + cents(p.tip), 0)).toBe(
          mine.reduce((s, o) => s + cents(o.total_tip), 0),
        );
        expect(z.taxes.reduce((s: number, x: any) => s + cents(x.total), 0)).toBe(cents(z.total));
        const sales = await ok('GET', `/sales?date_from=${day}&date_to=${day}&location_id=${location.id}`);
        expect(cents(sales.total)).toBe(cents(z.total));
        expect(cents(sales.tax_amount)).toBe(cents(z.tax_amount));
        const report = await ok('GET', `/report?date=${day}&location_id=${location.id}`);
        expect(report.location_id).toBe(location.id);
        expect(report.orders.reduce((s: number, g: any) => s + g.total_orders, 0)).toBe(mine.length);
        expect(report.orders.reduce((s: number, g: any) => s + cents(g.total), 0)).toBe(cents(z.total));
        expect(report.payments.reduce((s: number, p: any) => s + cents(p.total), 0)).toBe(cents(z.total));
      }
    }
    // An order closed just after midnight in Brussels is in that Brussels day, the UTC day before.
    const bru = await every('/orders?location_id=LOC-BRU&state=closed');
    const late = bru.find((o) => dayIn(o.closing_date, 'Europe/Brussels') !== o.closing_date.slice(0, 10));
    expect(late, 'an order whose Brussels day is not its UTC day').toBeDefined();
    const local = dayIn(late.closing_date, 'Europe/Brussels');
    const listed = await every(`/orders?location_id=LOC-BRU&date_from=${local}&date_to=${local}`);
    expect(listed.map((o) => o.id)).toContain(late.id);
    const utcDay = await every(
      `/orders?location_id=LOC-BRU&date_from=${late.closing_date.slice(0, 10)}&date_to=${late.closing_date.slice(0, 10)}`,
    );
    expect(utcDay.map((o) => o.id)).not.toContain(late.id);

    // Today is still open: no Z report yet.
    const today = await ok(
      'GET',
      `/closures/${dayIn(new Date().toISOString(), 'Europe/Lisbon')}?location_id=LOC-LIS`,
    );
    expect(today).toMatchObject({ status: 'open', closures: [] });
  });

  it('sums the sales of a period across locations', async () => {
    const from = daysAgo(7, 'Europe/Brussels');
    const to = daysAgo(1, 'Europe/Brussels');
    const all = await ok('GET', `/sales?date_from=${from}&date_to=${to}`);
    let sum = 0;
    for (const loc of ['LOC-BRU', 'LOC-ANT', 'LOC-LIS']) {
      sum += cents((await ok('GET', `/sales?date_from=${from}&date_to=${to}&location_id=${loc}`)).total);
    }
    expect(cents(all.total)).toBe(sum);
    expect(all.taxes.reduce((s: number, x: any) => s + cents(x.tax_amount), 0)).toBe(cents(all.tax_amount));
  });

  it('lists payments and objectives of a window', async () => {
    const day = daysAgo(4, 'Europe/Brussels');
    const payments = await every(`/payments?date_from=${day}&date_to=${day}`);
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.some((p) => p.total < 0)).toBe(payments.some((p) => p.id.endsWith('-R1')));
    const objectives = await every(`/objectives?date_from=${day}&date_to=${day}`);
    expect(objectives).toHaveLength(3);
    expect(objectives.every((o) => o.date === day)).toBe(true);
    expect(await every(`/objectives?date_from=${day}&date_to=${day}&location_id=LOC-BRU`)).toHaveLength(1);
  });

  it('refuses a missing required parameter with 422', async () => {
    for (const path of [
      '/payments',
      '/payments?date_from=2025-01-01',
      '/sales?date_to=2025-01-01',
      '/report',
      '/objectives?date_from=2025-01-01',
      '/closures/not-a-date',
      '/payments?date_from=2025-02-01&date_to=2025-01-01',
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(422);
      expect(res.body.detail.length, path).toBeGreaterThan(0);
    }
  });

  it('answers 404 for what the software does not have', async () => {
    const unknown = randomUUID();
    expect((await call('GET', `/orders/${unknown}`)).status).toBe(404);
    expect((await call('GET', `/customers/${unknown}`)).status).toBe(404);
    expect(
      (await call('PATCH', `/orders/${unknown}`, { body: { customer_id: 'poscust-0001' } })).status,
    ).toBe(404);
    expect((await call('GET', `/closures/2025-01-01?location_id=${unknown}`)).status).toBe(404);
  });

  it('finds customers by search, email and phone', async () => {
    const customers = await every('/customers');
    expect(customers.length).toBeGreaterThan(3);
    expect((await every('/customers?email=ana.costa@example.pt')).map((c) => c.name)).toEqual(['Ana Costa']);
    expect((await every('/customers?phone=%2B32475112233')).map((c) => c.name)).toEqual(['Lucas Peeters']);
    expect((await every('/customers?search=silva')).map((c) => c.name)).toEqual(['João Silva']);
    expect(await every('/customers?email=nobody@example.com')).toEqual([]);
    const one = await ok('GET', `/customers/${customers[0].id}`);
    expect(one).toEqual(customers[0]);
  });

  it('creates a customer once per idempotency key, and links an order to it', async () => {
    const key = randomUUID();
    const body = {
      first_name: 'Inês',
      last_name: 'Ferreira',
      email: 'ines.ferreira@example.pt',
      phone: '+351961234567',
      address: {
        name: 'home',
        street: 'Rua do Ouro',
        number: '12',
        city: 'Lisboa',
        postal_code: '1100-060',
        country: 'PT',
      },
    };
    const headers = { 'x-chift-client-requestid': key };
    const created = await ok('POST', '/customers', { body, headers });
    expect(created).toMatchObject({
      name: 'Inês Ferreira',
      email: body.email,
      addresses: [{ city: 'Lisboa' }],
    });
    const again = await ok('POST', '/customers', { body, headers });
    expect(again.id).toBe(created.id);
    expect((await every('/customers?email=ines.ferreira@example.pt')).map((c) => c.id)).toEqual([created.id]);
    expect(await ok('GET', `/customers/${created.id}`)).toEqual(created);

    expect((await call('POST', '/customers', { body: { first_name: '', last_name: 'X' } })).status).toBe(422);

    const [order] = (await every('/orders?location_id=LOC-LIS&state=closed')).filter(
      (o) => o.customer_id === null,
    );
    const updated = await ok('PATCH', `/orders/${order.id}`, { body: { customer_id: created.id } });
    expect(updated.customer_id).toBe(created.id);
    expect((await ok('GET', `/orders/${order.id}`)).customer_id).toBe(created.id);
    const refused = await call('PATCH', `/orders/${order.id}`, { body: { customer_id: 'poscust-none' } });
    expect(refused.status).toBe(422);
    expect((await ok('GET', `/orders/${order.id}`)).customer_id).toBe(created.id);
  });

  it("exercised each of Chift's POS operations", () => {
    const pos = [...checked].filter((k) => k.includes('/pos/'));
    const operations = new Set(pos.map((k) => k.replace(/ \d+$/, '')));
    expect(operations.size, [...operations].join('\n')).toBeGreaterThanOrEqual(17);
  });
});
