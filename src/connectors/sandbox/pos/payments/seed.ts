import type { PosPayment } from '../../../../model/index.js';
import { fromCents as euros } from '../../../../money.js';
import type { StoredPosLocation } from '../locations/seed.js';
import type { StoredPosPaymentMethod } from '../payment-methods/seed.js';

/** The payments of the orders (`orders/seed.ts` makes them with the orders they pay). */
export const KIND = 'pos_payment';

export interface StoredPosPayment extends PosPayment {
  location_id: string;
  business_day: string;
}

/** A payment of an order (a refund when `cents` is negative), dated when the order closed. */
export function payment(
  id: string,
  orderId: string,
  method: StoredPosPaymentMethod,
  cents: number,
  tipCents: number,
  date: string,
  location: StoredPosLocation,
  businessDay: string,
): StoredPosPayment {
  return {
    id,
    payment_method_id: method.id,
    payment_method_name: method.name,
    total: euros(cents),
    tip: euros(tipCents),
    status: 'Completed',
    currency: 'EUR',
    date,
    invoice_ref: null,
    order_id: orderId,
    location_id: location.id,
    business_day: businessDay,
  };
}
