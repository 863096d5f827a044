import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOMMODATION_SERVICE_ID, ENTERPRISE_ID, mewsId } from '../../fakes/mews/data.js';
import { CATEGORY_CITY_TAX, CATEGORY_FOOD, CATEGORY_ROOMS } from '../../fakes/mews/pms-data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { type PmsStays, REFUND_ID, seedPmsStays } from './pms-seed.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * `GET /consumers/{id}/pms/invoices` on Mews: closed bills of the property's business days (Vienna),
 * each with its order items and payments read by bill ids. Answers are checked against Chift's
 * schema by the test kit; expectations are written out from the seeded records.
 */

type Json = Record<string, any>;

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;
let stays: PmsStays;

beforeAll(async () => {
  fake = await startMewsFake((state) => {
    stays = seedPmsStays(state);
  });
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const invoices = (query: string) =>
  h.app.expect<{ items: Json[]; total: number; page: number; size: number }>(
    200,
    'GET',
    `/consumers/${consumerId}/pms/invoices${query}`,
    { token: h.account.token },
  );
const bodiesOf = (route: string) => fake.calls.filter((c) => c.route === route).map((c) => c.body as Json);

describe('Mews PMS invoices', () => {
  it('maps a closed bill with its lines, taxes, payments and owner', async () => {
    const page = await invoices('?date_from=2025-03-03&date_to=2025-03-03');
    expect(page).toMatchObject({ total: 1, page: 1, size: 50 });
    const invoice = page.items[0]!;
    const [n1, n2, city, minibar] = stays.s1.itemIds;
    expect(invoice).toMatchObject({
      id: stays.s1.billId,
      source_ref: { id: stays.s1.billId, model: 'Bill' },
      invoice_number: '2025-0001',
      creation_date: '2025-03-01T14:05:00Z',
      closing_date: '2025-03-03T09:30:00Z',
      service_id: ACCOMMODATION_SERVICE_ID,
      reservation: null,
      total: 215.2,
      tax_amount: 20.18,
      untaxed_amount: 195.02,
      customer_id: stays.s1.customerId,
      partners: [
        {
          id: stays.s1.customerId,
          type: 'owner',
          first_name: 'Guest1',
          last_name: 'Number1',
          company_name: null,
          address: { street: 'Gasse 1', city: 'Graz', postal_code: '8010', country: 'AT' },
        },
      ],
    });
    expect(
      invoice['items'].map((i: Json) => [i.id, i.total, i.tax_amount, i.tax_rate, i.accounting_category_id]),
    ).toEqual([
      [n1, 100, 9.09, 10, CATEGORY_ROOMS],
      [n2, 100, 9.09, 10, CATEGORY_ROOMS],
      [city, 3.2, 0, null, CATEGORY_CITY_TAX],
      [minibar, 12, 2, 20, CATEGORY_FOOD],
    ]);
    // Mews writes the cash payment as -215.2: money received is positive here.
    expect(invoice['payments']).toEqual([
      {
        id: stays.s1.paymentId,
        source_ref: { id: stays.s1.paymentId, model: 'Payment' },
        payment_method_id: 'CashPayment',
        payment_method_name: 'Cash',
        total: 215.2,
        tip: 0,
        status: 'Completed',
        currency: 'EUR',
        date: '2025-03-03T09:25:00Z',
        invoice_ref: stays.s1.billId,
        partner_id: { id: stays.s1.customerId, source_ref: { id: stays.s1.customerId, model: 'Customer' } },
        description: null,
      },
    ]);
  });

  it('takes the window in the property’s time zone: a bill closed 23:30 UTC on 4 March is a bill of 5 March in Vienna', async () => {
    expect((await invoices('?date_from=2025-03-04&date_to=2025-03-04')).total).toBe(0);
    const fifth = await invoices('?date_from=2025-03-05&date_to=2025-03-05');
    expect(fifth.items.map((i) => i['id'])).toEqual([stays.s2.billId]);
    // Vienna's 5 March starts at 23:00 UTC on the 4th.
    expect(bodiesOf('bills/getAll')[1]).toMatchObject({
      State: 'Closed',
      IssuedUtc: { StartUtc: '2025-03-04T23:00:00Z', EndUtc: '2025-03-05T23:00:00Z' },
    });
  });

  it('names the company owning a bill, with its payments and a refund turned negative', async () => {
    const page = await invoices('?date_from=2025-03-01&date_to=2025-03-31');
    expect(page.items.map((i) => i['id'])).toEqual([
      stays.s1.billId,
      stays.s2.billId,
      stays.s3.billId,
      stays.s5.billId,
    ]);
    const company = page.items[3]!;
    expect(company['customer_id']).toBe(stays.s5.companyId);
    expect(company['partners']).toMatchObject([
      { id: stays.s5.companyId, type: 'owner', company_name: 'Company 5 GmbH', first_name: null },
    ]);
    expect(company['payments'][0]).toMatchObject({
      payment_method_id: 'ExternalPayment/WireTransfer',
      payment_method_name: 'Transfer',
      total: 215.2,
      partner_id: { id: stays.s5.companyId, source_ref: { model: 'Company' } },
    });
    const refunded = page.items[2]!;
    expect(refunded['payments'].map((p: Json) => [p.id, p.total])).toEqual([
      [stays.s3.paymentId, 215.2],
      [REFUND_ID, -50],
    ]);
  });

  it('reads a page of bills with one call per kind, by bill ids', async () => {
    await invoices('?date_from=2025-03-01&date_to=2025-03-31');
    expect(fake.count('bills/getAll')).toBe(1);
    expect(fake.count('orderItems/getAll')).toBe(1);
    expect(fake.count('payments/getAll')).toBe(1);
    expect(fake.count('taxations/getAll')).toBe(1);
    const billIds = [stays.s1.billId, stays.s2.billId, stays.s3.billId, stays.s5.billId];
    expect(bodiesOf('orderItems/getAll')[0]!['BillIds']).toEqual(billIds);
    expect(bodiesOf('payments/getAll')[0]!['BillIds']).toEqual(billIds);
  });

  it('pages: page 2 of size 3 reads the items and payments of its one bill only', async () => {
    const page = await invoices('?date_from=2025-03-01&date_to=2025-03-31&page=2&size=3');
    expect(page).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page.items.map((i) => i['id'])).toEqual([stays.s5.billId]);
    expect(bodiesOf('orderItems/getAll')[0]!['BillIds']).toEqual([stays.s5.billId]);
  });

  it('splits a window longer than three months into Mews-sized intervals', async () => {
    const page = await invoices('?date_from=2025-01-01&date_to=2025-06-30');
    expect(page.total).toBe(4);
    expect(bodiesOf('bills/getAll').map((b) => b['IssuedUtc'])).toEqual([
      { StartUtc: '2024-12-31T23:00:00Z', EndUtc: '2025-03-31T23:00:00Z' },
      { StartUtc: '2025-03-31T23:00:00Z', EndUtc: '2025-06-30T22:00:00Z' },
    ]);
    expect(fake.calls.every((c) => c.status === 200)).toBe(true);
  });

  it('filters by location_id at Mews', async () => {
    const other = await invoices(`?date_from=2025-03-01&date_to=2025-03-31&location_id=${mewsId(0xfe, 1)}`);
    expect(other.total).toBe(0);
    expect(bodiesOf('bills/getAll')[0]!['EnterpriseIds']).toEqual([mewsId(0xfe, 1)]);
    const here = await invoices(`?date_from=2025-03-01&date_to=2025-03-31&location_id=${ENTERPRISE_ID}`);
    expect(here.total).toBe(4);
  });

  it('refuses a window without its dates (422), calling Mews for nothing', async () => {
    const res = await h.app.request('GET', `/consumers/${consumerId}/pms/invoices?date_from=2025-03-01`, {
      token: h.account.token,
    });
    expect(res.status).toBe(422);
    expect(fake.count()).toBe(0);
  });
});
