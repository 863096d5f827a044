import type { PmsInvoice, PmsOrder } from '../../../../model/index.js';
import { fromCents, toCents } from '../../../../money.js';
import { sameInstant, stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { businessDay, type Located } from '../locations/seed.js';
import { closedStays, type StoredPayment } from '../payments/seed.js';

/**
 * The invoices are the closed bills of the stays: an invoice is the closed bill of an order (same
 * id as the order's bill, same lines), its payments sum to its total once the company paid, and
 * the journal lines of an invoice (charges, their tax, the payments) sum to what is still due.
 */

export const KIND = 'pms_invoice';

export type StoredInvoice = PmsInvoice & Located;

/**
 * The invoices of the seed dated `now`, each with the payments that settle it (made once per seed:
 * the journal is written from them).
 */
export const closedInvoices = sameInstant((now: Date) =>
  closedStays(now).map(({ order, payments }) => ({ invoice: invoiceOf(order, payments), payments })),
);

/** Listed in time order, as a PMS lists them. */
export function seed(now: Date): SandboxRecord[] {
  return closedInvoices(now)
    .map(({ invoice }) => invoice)
    .sort((a, b) => (a.closing_date ?? '').localeCompare(b.closing_date ?? '') || a.id.localeCompare(b.id))
    .map((invoice) => stored(KIND, invoice));
}

function invoiceOf(order: PmsOrder, payments: StoredPayment[]): StoredInvoice {
  const bill = order.bills[0]!;
  const locationId = order.location_id!;
  const company = bill.partners.find((p) => p.type === 'account');
  const owner = company ?? bill.partners.find((p) => p.type === 'owner') ?? bill.partners[0];
  return {
    id: bill.id,
    source_ref: { ...bill.source_ref },
    invoice_number: bill.invoice_number,
    creation_date: bill.creation_date,
    closing_date: bill.closing_date,
    partners: bill.partners,
    items: order.items,
    payments: payments.map(({ location_id: _l, business_date: _b, ...p }) => p),
    service_id: order.service_id,
    reservation: order.reservation,
    tax_amount: order.tax_amount,
    untaxed_amount: fromCents(toCents(order.total) - toCents(order.tax_amount)),
    total: order.total,
    customer_id: owner?.id ?? order.customer_id,
    location_id: locationId,
    business_date: businessDay(locationId, bill.closing_date!),
  };
}
