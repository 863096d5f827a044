import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENTERPRISE_ID } from '../../fakes/mews/data.js';
import { CATEGORY_CITY_TAX, CATEGORY_PAYMENTS, CATEGORY_ROOMS } from '../../fakes/mews/pms-data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { type PmsStays, REFUND_ID, seedPmsStays } from './pms-seed.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * `GET …/pms/closures/{date}` and `GET …/pms/accounting-transactions` on Mews, both computed
 * from the order items consumed and the payments charged on the property's business days
 * (Vienna, UTC+1 in March): Mews has no closure and no journal.
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

const get = <T = Json>(path: string) =>
  h.app.expect<T>(200, 'GET', `/consumers/${consumerId}/pms/${path}`, { token: h.account.token });
const bodiesOf = (route: string) => fake.calls.filter((c) => c.route === route).map((c) => c.body as Json);

describe('Mews PMS closures (computed)', () => {
  it('adds up 3 March: stay 2’s first night and city tax charged, stay 1’s cash payment taken', async () => {
    expect(await get('closures/2025-03-03')).toEqual({
      date: '2025-03-03',
      status: 'closed',
      closures: [
        {
          id: `${ENTERPRISE_ID}/2025-03-03`,
          total: 215.2,
          tax_amount: 9.09,
          payments: [{ payment_method_id: 'CashPayment', payment_method_name: 'Cash', tip: 0, total: 215.2 }],
          taxes: [
            { tax_id: 'AT-2020-10%', tax_rate: 10, tax_amount: 9.09, total: 100 },
            { tax_id: null, tax_rate: 0, tax_amount: 0, total: 3.2 },
          ],
        },
      ],
    });
    // The day in Vienna: from 23:00 UTC the day before.
    expect(bodiesOf('orderItems/getAll')[0]).toMatchObject({
      ConsumedUtc: { StartUtc: '2025-03-02T23:00:00Z', EndUtc: '2025-03-03T23:00:00Z' },
    });
    expect(bodiesOf('payments/getAll')[0]).toMatchObject({
      ChargedUtc: { StartUtc: '2025-03-02T23:00:00Z', EndUtc: '2025-03-03T23:00:00Z' },
      States: ['Charged'],
    });
  });

  it('nets a refund into its method: 7 March took 215.20 by card and gave 50 back', async () => {
    const closure = await get('closures/2025-03-07');
    expect(closure['closures'][0]['payments']).toEqual([
      { payment_method_id: 'CreditCardPayment', payment_method_name: 'Card', tip: 0, total: 165.2 },
    ]);
    expect(closure['closures'][0]['total']).toBe(165.2);
  });

  it('puts a payment charged 23:25 UTC on 4 March on Vienna’s 5 March', async () => {
    const fourth = await get('closures/2025-03-04');
    expect(fourth['closures'][0]['payments']).toEqual([]);
    const fifth = await get('closures/2025-03-05');
    expect(fifth['closures'][0]['payments']).toEqual([
      {
        payment_method_id: 'ExternalPayment/WireTransfer',
        payment_method_name: 'Transfer',
        tip: 0,
        total: 215.2,
      },
    ]);
  });

  it('is open while the day is not over in Vienna, with an empty closure of the property', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await get(`closures/${tomorrow}`)).toEqual({
      date: tomorrow,
      status: 'open',
      closures: [{ id: `${ENTERPRISE_ID}/${tomorrow}`, total: 0, tax_amount: 0, payments: [], taxes: [] }],
    });
  });
});

describe('Mews PMS accounting transactions (computed)', () => {
  it('journals 3 March: net lines on their ledger accounts, tax lines, the payment negative', async () => {
    const page = await get<{ items: Json[]; total: number }>(
      'accounting-transactions?date_from=2025-03-03&date_to=2025-03-03',
    );
    const [night, , city] = stays.s2.itemIds;
    expect(
      page.items.map((t) => [
        t['id'],
        t['transaction_type'],
        t['amount'],
        t['is_tax_line'],
        t['ledger_account_code'],
      ]),
    ).toEqual([
      [stays.s1.paymentId, 'payment', -215.2, false, '512000'],
      [night, 'room', 90.91, false, '706100'],
      [`${night}/tax/AT-2020-10%`, 'tax', 9.09, true, null],
      [city, 'tax', 3.2, false, '447100'],
    ]);
    expect(page.items[1]).toEqual({
      id: night,
      source_ref: { id: night, model: 'OrderItem' },
      group_id: stays.s2.billId,
      date: '2025-03-03T12:00:00Z',
      amount: 90.91,
      is_tax_line: false,
      sub_group_id: night,
      tax_code: 'AT-2020-10%',
      description: 'Night',
      currency_exchange_rate: 1,
      currency: 'EUR',
      transaction_type: 'room',
      accounting_category_id: CATEGORY_ROOMS,
      ledger_account_code: '706100',
      status: 'posted',
      origin: { id: night, type: 'order' },
      partner_id: { id: stays.s2.customerId, source_ref: { id: stays.s2.customerId, model: 'Customer' } },
      reference: stays.s2.billId,
      location_id: ENTERPRISE_ID,
    });
    expect(page.items[0]).toMatchObject({
      accounting_category_id: CATEGORY_PAYMENTS,
      origin: { id: stays.s1.paymentId, type: 'payment' },
      group_id: stays.s1.billId,
      status: 'posted',
    });
    expect(page.items[3]!['accounting_category_id']).toBe(CATEGORY_CITY_TAX);
    expect(fake.count('accountingCategories/getAll')).toBe(1);
  });

  it('balances over a whole stay: charges minus payments is zero once the bill is paid', async () => {
    const page = await get<{ items: Json[]; total: number }>(
      'accounting-transactions?date_from=2025-03-01&date_to=2025-03-03&size=100',
    );
    const ofStay1 = page.items.filter((t) => t['group_id'] === stays.s1.billId);
    const balance = ofStay1.reduce((sum, t) => sum + t['amount'], 0);
    expect(Math.round(balance * 100) / 100).toBe(0);
  });

  it('keeps a refund positive (money given back) and still a draft while its accounting is open', async () => {
    const page = await get<{ items: Json[] }>(
      'accounting-transactions?date_from=2025-03-07&date_to=2025-03-07',
    );
    const refund = page.items.find((t) => t['id'] === REFUND_ID);
    expect(refund).toMatchObject({ transaction_type: 'payment', amount: 50, status: 'draft' });
  });
});
