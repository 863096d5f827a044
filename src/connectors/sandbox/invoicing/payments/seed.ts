import type { InvoicingPayment } from '../../../../model/index.js';
import { fromCents } from '../../../../money.js';
import { isoDateTime } from '../../dates.js';
import { PAYMENT_METHODS } from '../payment-methods/seed.js';

export const KIND = 'invoicing_payment';

/** The seed's `n`-th payment: `cents` paid on the day `paidOn` against an invoice. */
export function seedPayment(
  n: number,
  invoice: { id: string; number: string | null; partner: string },
  cents: number,
  paidOn: number,
  method: string,
): InvoicingPayment {
  return {
    id: `payment-${String(n).padStart(4, '0')}`,
    source_ref: { id: String(700 + n), model: 'sandbox.payment' },
    status: 'completed',
    description: `Payment of ${invoice.number}`,
    amount: fromCents(cents),
    currency: 'EUR',
    payment_date: isoDateTime(paidOn),
    partner_id: invoice.partner,
    payment_method_id: method,
    payment_method_name: PAYMENT_METHODS.find((m) => m.id === method)!.name,
    invoice_id: invoice.id,
    invoice_number: invoice.number,
  };
}
