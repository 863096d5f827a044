import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { type PmsStays, REFUND_ID, seedPmsStays } from './pms-seed.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * `GET …/pms/payments` and `GET …/pms/payment-methods` on Mews: payments charged on the
 * property's business days (Vienna), signs turned around (Mews writes money received negative);
 * payment methods from Mews' payment types and the enterprise's enabled external payment types.
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

const get = (path: string) =>
  h.app.expect<{ items: Json[]; total: number }>(200, 'GET', `/consumers/${consumerId}/pms/${path}`, {
    token: h.account.token,
  });
const bodiesOf = (route: string) => fake.calls.filter((c) => c.route === route).map((c) => c.body as Json);

describe('Mews PMS payments', () => {
  it('lists the payments charged in the window, received positive and refunds negative, oldest first', async () => {
    const page = await get('payments?date_from=2025-03-01&date_to=2025-03-31');
    expect(page.items.map((p) => [p['id'], p['total'], p['payment_method_id'], p['date']])).toEqual([
      [stays.s1.paymentId, 215.2, 'CashPayment', '2025-03-03T09:25:00Z'],
      [stays.s2.paymentId, 215.2, 'ExternalPayment/WireTransfer', '2025-03-04T23:25:00Z'],
      [stays.s3.paymentId, 215.2, 'CreditCardPayment', '2025-03-07T09:25:00Z'],
      [REFUND_ID, -50, 'CreditCardPayment', '2025-03-07T10:00:00Z'],
      [stays.s5.paymentId, 215.2, 'ExternalPayment/WireTransfer', '2025-03-12T09:25:00Z'],
    ]);
    expect(page.items[2]).toEqual({
      id: stays.s3.paymentId,
      source_ref: { id: stays.s3.paymentId, model: 'Payment' },
      payment_method_id: 'CreditCardPayment',
      payment_method_name: 'Card',
      total: 215.2,
      tip: 0,
      status: 'Completed',
      currency: 'EUR',
      date: '2025-03-07T09:25:00Z',
      invoice_ref: stays.s3.billId,
      partner_id: { id: stays.s3.customerId, source_ref: { id: stays.s3.customerId, model: 'Customer' } },
      description: null,
    });
    expect(bodiesOf('payments/getAll')).toEqual([
      expect.objectContaining({
        ChargedUtc: { StartUtc: '2025-02-28T23:00:00Z', EndUtc: '2025-03-31T22:00:00Z' },
        States: ['Charged'],
        Limitation: { Count: 1000, Cursor: null },
      }),
    ]);
  });

  it('takes the day in Vienna: the payment charged 23:25 UTC on 4 March is one of 5 March', async () => {
    const fourth = await get('payments?date_from=2025-03-04&date_to=2025-03-04');
    expect(fourth.total).toBe(0);
    const fifth = await get('payments?date_from=2025-03-05&date_to=2025-03-05');
    expect(fifth.items.map((p) => p['id'])).toEqual([stays.s2.paymentId]);
  });

  it('pages what Mews answered', async () => {
    const page = await get('payments?date_from=2025-03-01&date_to=2025-03-31&page=2&size=2');
    expect(page).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(page.items.map((p) => p['id'])).toEqual([stays.s3.paymentId, REFUND_ID]);
  });
});

describe('Mews PMS payment methods', () => {
  it('lists Mews’ payment types and the enterprise’s external payment types, with Chift’s names', async () => {
    const page = await get('payment-methods');
    expect(page.items.map((m) => [m['id'], m['name'], m['extra']])).toEqual([
      ['CreditCardPayment', 'Card', 'CreditCardPayment'],
      ['CashPayment', 'Cash', 'CashPayment'],
      ['InvoicePayment', 'Invoice', 'InvoicePayment'],
      ['AlternativePayment', 'Alternative', 'AlternativePayment'],
      ['TaxDeductedPayment', 'Tax deducted', 'TaxDeductedPayment'],
      ['GhostPayment', 'Other', 'GhostPayment'],
      ['Payment', 'Other', 'Payment'],
      ['ExternalPayment/Cash', 'Cash', 'Cash'],
      ['ExternalPayment/WireTransfer', 'Transfer', 'WireTransfer'],
      ['ExternalPayment/GiftCard', 'Voucher', 'GiftCard'],
    ]);
    expect(page.items[8]).toEqual({
      id: 'ExternalPayment/WireTransfer',
      source_ref: { id: 'ExternalPayment/WireTransfer', model: 'ExternalPaymentType' },
      name: 'Transfer',
      extra: 'WireTransfer',
      ledger_account_code: null,
    });
    // Only the (cached) configuration: payment types are not records of their own at Mews.
    expect(
      fake.calls.filter((c) => !['configuration/get', 'taxEnvironments/getAll'].includes(c.route)),
    ).toEqual([]);
  });

  it('names every payment of the listing with a method the method list has', async () => {
    const methods = new Set((await get('payment-methods')).items.map((m) => m['id']));
    const payments = await get('payments?date_from=2025-03-01&date_to=2025-03-31');
    for (const payment of payments.items) expect(methods.has(payment['payment_method_id'])).toBe(true);
  });
});
