import {
  type Page,
  type PageRequest,
  type PosPayment,
  type PosPaymentFilter,
  type PosPaymentStatus,
  pageOffset,
} from '../../model/index.js';
import { dayWindow, localDate } from './business-day.js';
import type { SquareClient } from './client.js';
import type { SquareHandlers } from './connection.js';
import type { Parsed } from './locations.js';
import { toAmount } from './modifiers.js';
import { paymentMethod } from './payment-methods.js';
import type { Seller } from './seller.js';
import {
  listPaymentsResponseSchema,
  listRefundsResponseSchema,
  paymentRefundSchema,
  paymentSchema,
  type SquarePayment,
  type SquarePaymentRefund,
} from './types.js';

export interface TimeWindow {
  /** RFC 3339, included. */
  start: string;
  /** RFC 3339, excluded. */
  end: string;
}

/**
 * Every payment of one location created in `window`, oldest first.
 * Square: ListPayments, `GET /v2/payments?location_id=…&begin_time=…&end_time=…&cursor=…`
 * (https://developer.squareup.com/reference/square/payments-api/list-payments); PAYMENTS_READ.
 * Pitfalls: without `location_id` Square answers the seller's main location only, so each
 * location is asked for; at most 100 a page; newest first unless `sort_order=ASC`;
 * `amount_money` excludes the tip, `total_money` includes it.
 */
export function listPayments(
  client: SquareClient,
  locationId: string,
  window: TimeWindow,
): Promise<Parsed<SquarePayment>[]> {
  const what = 'list payments (PAYMENTS_READ)';
  return client.walk(what, (cursor) => {
    const query = new URLSearchParams({
      location_id: locationId,
      begin_time: window.start,
      end_time: window.end,
      sort_order: 'ASC',
      limit: '100',
    });
    if (cursor !== undefined) query.set('cursor', cursor);
    return client.call('GET', `/v2/payments?${query}`, undefined, what, (answer) => {
      const body = client.parse(listPaymentsResponseSchema, answer, what);
      return {
        records: client.records(paymentSchema, body.payments, 'Payment', 'payments'),
        cursor: body.cursor || undefined,
      };
    });
  });
}

/**
 * Every refund created in `window`, of every location.
 * Square: ListPaymentRefunds, `GET /v2/refunds?begin_time=…&end_time=…&cursor=…`
 * (https://developer.squareup.com/reference/square/refunds-api/list-payment-refunds); PAYMENTS_READ.
 * Pitfalls: unlike ListPayments, no `location_id` means every location; `amount_money` is
 * positive (money given back).
 */
export function listRefunds(
  client: SquareClient,
  window: TimeWindow,
): Promise<Parsed<SquarePaymentRefund>[]> {
  const what = 'list refunds (PAYMENTS_READ)';
  return client.walk(what, (cursor) => {
    const query = new URLSearchParams({
      begin_time: window.start,
      end_time: window.end,
      sort_order: 'ASC',
      limit: '100',
    });
    if (cursor !== undefined) query.set('cursor', cursor);
    return client.call('GET', `/v2/refunds?${query}`, undefined, what, (answer) => {
      const body = client.parse(listRefundsResponseSchema, answer, what);
      return {
        records: client.records(paymentRefundSchema, body.refunds, 'PaymentRefund', 'refunds'),
        cursor: body.cursor || undefined,
      };
    });
  });
}

const PAYMENT_STATUS: Record<string, PosPaymentStatus> = {
  APPROVED: 'Authorised',
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
  FAILED: 'Failed',
};
const REFUND_STATUS: Record<string, PosPaymentStatus> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  REJECTED: 'Failed',
  FAILED: 'Failed',
};

/** A Square payment → a POS payment: `amount_money` (tip excluded) as the total, the tip apart. */
export function toPosPayment(parsed: Parsed<SquarePayment>): PosPayment {
  const payment = parsed.record;
  const method = paymentMethod(payment.source_type);
  return {
    id: payment.id,
    payment_method_id: method.id,
    payment_method_name: method.name,
    total: toAmount(payment.amount_money),
    tip: toAmount(payment.tip_money),
    status: (payment.status ? PAYMENT_STATUS[payment.status] : undefined) ?? 'Unknown',
    currency: payment.amount_money?.currency ?? null,
    date: payment.created_at ?? null,
    invoice_ref: null,
    order_id: payment.order_id ?? null,
    raw: parsed.raw,
  };
}

/** A Square refund → a POS payment with a negative total, by the method of the payment refunded. */
export function toPosRefund(
  parsed: Parsed<SquarePaymentRefund>,
  sourceType: string | null | undefined,
): PosPayment {
  const refund = parsed.record;
  const method = paymentMethod(sourceType ?? refund.destination_type);
  return {
    id: refund.id,
    payment_method_id: method.id,
    payment_method_name: method.name,
    total: -toAmount(refund.amount_money),
    tip: 0,
    status: (refund.status ? REFUND_STATUS[refund.status] : undefined) ?? 'Unknown',
    currency: refund.amount_money?.currency ?? null,
    date: refund.created_at ?? null,
    invoice_ref: null,
    order_id: refund.order_id ?? null,
    raw: parsed.raw,
  };
}

/**
 * `pos.payments.list`: the payments and refunds of the business days `date_from`..`date_to`,
 * each location's days in its own time zone, oldest first. One ListPayments walk per location
 * (Square answers the main location only without `location_id`) and one ListPaymentRefunds walk
 * over the union of the windows, each refund then kept when its location's day is in range.
 */
export function createPaymentListing(seller: Seller) {
  return async (page: PageRequest, filter: PosPaymentFilter): Promise<Page<PosPayment>> => {
    const locations = await seller.targets(undefined);
    const windows = new Map(
      locations.map((l) => [
        l.id,
        { zone: l.timezone, ...dayWindow(filter.date_from, filter.date_to, l.timezone) },
      ]),
    );
    const inRange = (locationId: string | null | undefined, at: string | null | undefined) => {
      const window = locationId ? windows.get(locationId) : undefined;
      if (!window || !at) return false;
      const day = localDate(at, window.zone);
      return day >= filter.date_from && day <= filter.date_to;
    };
    const starts = [...windows.values()].map((w) => w.start).sort();
    const ends = [...windows.values()].map((w) => w.end).sort();
    const [payments, refunds] = await Promise.all([
      Promise.all(locations.map((l) => listPayments(seller.client, l.id, windows.get(l.id)!))).then((all) =>
        all.flat(),
      ),
      locations.length
        ? listRefunds(seller.client, { start: starts[0]!, end: ends.at(-1)! })
        : Promise.resolve([]),
    ]);
    const sourceOf = new Map(payments.map((p) => [p.record.id, p.record.source_type]));
    const all = [
      ...payments.filter((p) => inRange(p.record.location_id, p.record.created_at)).map(toPosPayment),
      ...refunds
        .filter((r) => inRange(r.record.location_id, r.record.created_at))
        .map((r) => toPosRefund(r, r.record.payment_id ? sourceOf.get(r.record.payment_id) : undefined)),
    ].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.id ?? '').localeCompare(b.id ?? ''));
    const offset = pageOffset(page);
    return {
      items: all.slice(offset, offset + page.size),
      total: all.length,
      page: page.page,
      size: page.size,
    };
  };
}

export const handlers = {
  'pos.payments.list': (s) => createPaymentListing(s.seller),
} satisfies SquareHandlers;
