import type { PmsOrder, PmsPartner, PmsPayment } from '../../../../model/index.js';
import { fromCents, toCents } from '../../../../money.js';
import { instantOf } from '../../../local-time.js';
import { DAY_MS, HOUR_MS, isoDateTime, MINUTE_MS } from '../../dates.js';
import { sameInstant, stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { businessDay, type Located, property } from '../locations/seed.js';
import { stays } from '../orders/seed.js';
import { METHOD_NAMES, type MethodKind, paymentMethodId } from '../payment-methods/seed.js';

export const KIND = 'pms_payment';

export type StoredPayment = PmsPayment & Located;

/**
 * The stays whose bill is closed, each with the payments that settle it, of the seed dated `now`
 * (made once per seed: invoices and the journal are written from them).
 */
export const closedStays = sameInstant((now: Date) =>
  stays(now).flatMap((order, index) =>
    order.bills[0]?.closing_date && order.location_id
      ? [{ order, payments: paymentsOf(order, index, now) }]
      : [],
  ),
);

/** Listed in time order, as a PMS lists them. */
export function seed(now: Date): SandboxRecord[] {
  return closedStays(now)
    .flatMap(({ payments }) => payments)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.id ?? '').localeCompare(b.id ?? ''))
    .map((payment) => stored(KIND, { ...payment, id: String(payment.id) }));
}

/**
 * The payments of a closed bill:
 * - a company account on the bill: the company pays by bank transfer 14 days after the invoice
 *   (not yet when that day is still to come: the invoice is due);
 * - stays booked through an agency (even order numbers here) are charged to the card the night of
 *   arrival, at 00:30 the property's time, by the night audit: a payment whose property day is
 *   not its UTC day in Brussels;
 * - every fourth guest pays cash at departure, the others by card; stays of three nights or more
 *   leave a 30 % card deposit at check-in.
 */
function paymentsOf(order: PmsOrder, index: number, now: Date): StoredPayment[] {
  const bill = order.bills[0]!;
  const locationId = order.location_id!;
  const closing = Date.parse(bill.closing_date!);
  const totalCents = toCents(order.total);
  const company = bill.partners.find((p) => p.type === 'account');
  const guest = bill.partners.find((p) => p.type === 'owner') ?? bill.partners[0]!;
  const payment = (
    k: number,
    kind: MethodKind,
    amountCents: number,
    at: number,
    who: PmsPartner,
    description: string,
  ): StoredPayment => {
    const id = `pms-payment-${bill.id.slice('pms-bill-'.length)}-${k}`;
    const date = isoDateTime(at);
    return {
      id,
      source_ref: { id: `${bill.source_ref.id}-${k}`, model: 'sandbox.payment' },
      payment_method_id: paymentMethodId(locationId, kind),
      payment_method_name: METHOD_NAMES[kind].name,
      total: fromCents(amountCents),
      tip: 0,
      status: 'Completed',
      currency: order.currency ?? 'EUR',
      date,
      invoice_ref: bill.id,
      partner_id: { id: who.id, source_ref: { id: who.source_ref.id, model: 'sandbox.customer' } },
      description: `${description} ${bill.invoice_number}`,
      location_id: locationId,
      business_date: businessDay(locationId, date),
    };
  };
  if (company) {
    const paidAt = closing + 14 * DAY_MS + 9 * HOUR_MS;
    return paidAt <= now.getTime()
      ? [payment(1, 'transfer', totalCents, paidAt, company, 'Bank transfer for invoice')]
      : [];
  }
  const arrival = Date.parse(order.service_date ?? bill.creation_date ?? bill.closing_date!);
  const agency = index % 2 === 1;
  if (agency) {
    // 00:30 of the day after arrival, in the property's time zone.
    const nextDay = businessDay(locationId, arrival + DAY_MS);
    const at = instantOf(`${nextDay}T00:30:00`, property(locationId).location.timezone);
    return [
      payment(1, 'card', totalCents, Math.min(at, closing), guest, 'Virtual card of the booking agency for'),
    ];
  }
  const kind: MethodKind = index % 4 === 0 ? 'cash' : 'card';
  const nights =
    order.items.find((item) => item.accounting_category_id === 'acc-accommodation')?.quantity ?? 1;
  if (nights >= 3) {
    const deposit = Math.round(totalCents * 0.3);
    return [
      payment(1, 'card', deposit, arrival + 10 * MINUTE_MS, guest, 'Deposit at check-in for'),
      payment(2, kind, totalCents - deposit, closing - 5 * MINUTE_MS, guest, 'Balance at departure of'),
    ];
  }
  return [payment(1, kind, totalCents, closing - 5 * MINUTE_MS, guest, 'Payment at departure of')];
}
