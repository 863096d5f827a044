import { randomUUID } from 'node:crypto';
import { type ValidationIssue, validationError } from '../../../../errors.js';
import {
  type InvoicingPayment,
  type InvoicingPaymentInput,
  type InvoicingPaymentMethod,
  type InvoicingPaymentUpdate,
  invoicingPayment,
} from '../../../../model/index.js';
import { fromCents, toCents } from '../../../../money.js';
import { type CreateOptions, findableCreate } from '../../../connector.js';
import { dayAfter, isoDateTime } from '../../dates.js';
import {
  notFound,
  type SandboxConnection,
  type SandboxHandlers,
  stored,
  unknownReference,
  writtenId,
} from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND as INVOICE, paymentStateOf, type StoredInvoice } from '../invoices/seed.js';
import { KIND as PAYMENT_METHOD, PAYMENT_METHODS } from '../payment-methods/seed.js';
import { KIND } from './seed.js';

const MODEL = 'sandbox.payment';

/**
 * Payments of invoices. A payment recorded or changed recomputes its invoice (amount left to pay,
 * payment state, last payment) from all the invoice's payments, so two writes never leave a stale
 * sum.
 */
export const handlers = {
  'invoicing.payments.list': (s) => (page, filter) =>
    s.records.page(KIND, page, (d) => fromStored(invoicingPayment, d), {
      range: {
        field: 'payment_date',
        ...(filter.date_from ? { from: filter.date_from } : {}),
        ...(filter.date_to ? { to: dayAfter(filter.date_to) } : {}),
      },
    }),
  'invoicing.payments.create': (s) =>
    findableCreate(
      (input, options) => createPayment(s, input, options),
      async (writeId) => {
        const found = await s.records.find(KIND, writtenId(MODEL, writeId));
        return found ? fromStored(invoicingPayment, found) : null;
      },
    ),
  'invoicing.payments.update': (s) => (id, input) => updatePayment(s, id, input),
} satisfies SandboxHandlers;

async function createPayment(
  s: SandboxConnection,
  input: InvoicingPaymentInput,
  options: CreateOptions,
): Promise<InvoicingPayment> {
  const issues: ValidationIssue[] = [];
  const invoice = await invoiceForPayment(s, input.invoice_id, input.currency, issues);
  await checkPaymentMethod(s, input.payment_method_id, issues);
  if (invoice) checkAmount(input.amount, toCents(invoice.outstanding_amount ?? invoice.total), issues);
  if (issues.length > 0 || !invoice) throw validationError(issues);
  const id = options.writeId === undefined ? randomUUID() : writtenId(MODEL, options.writeId);
  const method = PAYMENT_METHODS.find((m) => m.id === input.payment_method_id);
  const methodName = method?.name ?? (await paymentMethodName(s, input.payment_method_id));
  const payment: InvoicingPayment = {
    id,
    source_ref: { id, model: MODEL },
    status: 'completed',
    description: input.description ?? `Payment of ${invoice.invoice_number ?? invoice.id}`,
    amount: input.amount,
    currency: input.currency,
    payment_date: `${input.date}T00:00:00Z`,
    partner_id: invoice.partner_id,
    payment_method_id: input.payment_method_id ?? null,
    payment_method_name: methodName,
    invoice_id: invoice.id,
    invoice_number: invoice.invoice_number,
  };
  await s.records.insert([stored(KIND, payment)]);
  await recomputeInvoice(s, invoice.id);
  return fromStored(invoicingPayment, payment);
}

async function paymentMethodName(s: SandboxConnection, id: string | undefined): Promise<string | null> {
  if (id === undefined) return null;
  return (await s.records.find<InvoicingPaymentMethod>(PAYMENT_METHOD, id))?.name ?? null;
}

async function updatePayment(
  s: SandboxConnection,
  id: string,
  input: InvoicingPaymentUpdate,
): Promise<InvoicingPayment> {
  const payment = await s.records.find<InvoicingPayment>(KIND, id);
  if (!payment) throw notFound('Payment', id);
  const issues: ValidationIssue[] = [];
  await checkPaymentMethod(s, input.payment_method_id, issues);
  if (input.amount !== undefined && payment.invoice_id) {
    const invoice = await s.records.find<StoredInvoice>(INVOICE, payment.invoice_id);
    // What this payment may grow to: what is left plus what it already pays.
    const room = toCents(invoice?.outstanding_amount ?? 0) + toCents(payment.amount);
    checkAmount(input.amount, room, issues);
  }
  if (issues.length > 0) throw validationError(issues);
  const changed: InvoicingPayment = {
    ...payment,
    ...(input.amount !== undefined ? { amount: input.amount } : {}),
    ...(input.date !== undefined ? { payment_date: `${input.date}T00:00:00Z` } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.payment_method_id !== undefined
      ? {
          payment_method_id: input.payment_method_id,
          payment_method_name: await paymentMethodName(s, input.payment_method_id),
        }
      : {}),
  };
  await s.records.update(KIND, id, changed);
  if (changed.invoice_id) await recomputeInvoice(s, changed.invoice_id);
  return fromStored(invoicingPayment, changed);
}

/** Every payment of an invoice (one query), then its amount left to pay, state and last payment. */
async function recomputeInvoice(s: SandboxConnection, invoiceId: string): Promise<void> {
  const invoice = await s.records.find<StoredInvoice>(INVOICE, invoiceId);
  if (!invoice) return;
  const items = await s.records.all(KIND, { equals: { invoice_id: invoiceId } });
  const payments = (items as unknown as InvoicingPayment[]).filter(
    (p) => p.status !== 'canceled' && p.status !== 'failed',
  );
  const paid = payments.reduce((sum, p) => sum + toCents(p.amount), 0);
  const last = payments.reduce<InvoicingPayment | null>(
    (latest, p) => (latest === null || p.payment_date >= latest.payment_date ? p : latest),
    null,
  );
  const outstanding = invoice.status === 'cancelled' ? 0 : Math.max(toCents(invoice.total) - paid, 0);
  const status =
    invoice.status === 'posted' || invoice.status === 'paid'
      ? outstanding === 0
        ? 'paid'
        : 'posted'
      : invoice.status;
  const updated: StoredInvoice = {
    ...invoice,
    status,
    outstanding_amount: fromCents(outstanding),
    last_payment_date: last ? last.payment_date.slice(0, 10) : null,
    payment_method_id: last?.payment_method_id ?? invoice.payment_method_id,
    last_updated_on: isoDateTime(s.clock().getTime()),
    payment_state: paymentStateOf(status, outstanding),
  };
  await s.records.update(INVOICE, invoiceId, updated);
}

async function checkPaymentMethod(
  s: SandboxConnection,
  id: string | undefined,
  issues: ValidationIssue[],
): Promise<void> {
  if (id === undefined) return;
  if (!(await s.records.find(PAYMENT_METHOD, id)))
    issues.push(unknownReference(['body', 'payment_method_id'], id));
}

async function invoiceForPayment(
  s: SandboxConnection,
  invoiceId: string,
  currency: string | undefined,
  issues: ValidationIssue[],
) {
  const invoice = await s.records.find<StoredInvoice>(INVOICE, invoiceId);
  if (!invoice) {
    issues.push(unknownReference(['body', 'invoice_id'], invoiceId));
    return undefined;
  }
  if (invoice.status === 'draft' || invoice.status === 'cancelled') {
    issues.push({
      loc: ['body', 'invoice_id'],
      msg: `Invoice ${invoiceId} is ${invoice.status}: only a posted invoice can be paid`,
      type: 'value_error',
      input: invoiceId,
    });
  }
  if (currency !== undefined && currency !== invoice.currency) {
    issues.push({
      loc: ['body', 'currency'],
      msg: `The invoice is in ${invoice.currency}`,
      type: 'value_error',
      input: currency,
    });
  }
  return invoice;
}

function checkAmount(amount: number, room: number, issues: ValidationIssue[]): void {
  if (!(amount > 0)) {
    issues.push({
      loc: ['body', 'amount'],
      msg: 'Input should be greater than 0',
      type: 'greater_than',
      input: amount,
      ctx: { gt: 0 },
    });
  } else if (toCents(amount) > room) {
    issues.push({
      loc: ['body', 'amount'],
      msg: `The amount left to pay on the invoice is ${fromCents(room).toFixed(2)}`,
      type: 'value_error',
      input: amount,
    });
  }
}
