import type { PmsInvoice, PmsOrder } from '../../../../model/index.js';
import { fromCents, toCents } from '../../../../money.js';
import { type StoredTransaction, transactionsOf } from '../accounting-transactions/seed.js';
import { businessDay, type Located } from '../locations/seed.js';
import { paymentsOf, type StoredPayment } from '../payments/seed.js';

/**
 * The invoices are the closed bills of the stays: an invoice is the closed bill of an order (same
 * id as the order's bill, same lines), its payments sum to its total once the company paid, and
 * the journal lines of an invoice (charges, their tax, the payments) sum to what is still due.
 */

export const KIND = 'pms_invoice';

export type StoredInvoice = PmsInvoice & Located;

/**
 * The closed bills of the orders, each with its payments and journal lines; each kind listed in
 * time order, as a PMS lists them.
 */
export function seedClosedBills(
  now: Date,
  orders: readonly PmsOrder[],
): { invoices: StoredInvoice[]; payments: StoredPayment[]; transactions: StoredTransaction[] } {
  const invoices: StoredInvoice[] = [];
  const payments: StoredPayment[] = [];
  const transactions: StoredTransaction[] = [];
  orders.forEach((order, index) => {
    const bill = order.bills[0];
    if (!bill?.closing_date || !order.location_id) return;
    const paid = paymentsOf(order, index, now);
    const invoice = invoiceOf(order, paid);
    invoices.push(invoice);
    payments.push(...paid);
    transactions.push(...transactionsOf(invoice, paid));
  });
  invoices.sort(
    (a, b) => (a.closing_date ?? '').localeCompare(b.closing_date ?? '') || a.id.localeCompare(b.id),
  );
  payments.sort(
    (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.id ?? '').localeCompare(b.id ?? ''),
  );
  transactions.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return { invoices, payments, transactions };
}

export function invoiceOf(order: PmsOrder, payments: StoredPayment[]): StoredInvoice {
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
