import {
  type AccountingInvoice,
  type AccountingInvoiceMultiPlan,
  type AccountingPayment,
  accountingPartner,
} from '../../../../model/accounting/index.js';
import { fromStored } from '../../records.js';
import type { Books, StoredEntry, StoredInvoice } from '../books.js';
import { attachmentsInfo, defaultAnalytic } from '../journal-entries/to-model.js';
import { type Matched, openAmount, partnerLines, paymentsOf } from '../ledger.js';
import { invoiceAmounts, lineAmounts } from '../posting.js';

export interface InvoiceOptions {
  include_payments?: boolean | undefined;
  include_partner_info?: boolean | undefined;
}

/** The payments matched with an invoice's entry, each with the part that settles it. */
export function invoicePayments(books: Books, entry: StoredEntry): AccountingPayment[] {
  return paymentsOf(books, entry).map((p) => {
    const journal = books.journals.get(p.entry.journal_id);
    return {
      id: p.entry.id,
      name: p.entry.name,
      currency: p.entry.currency,
      amount: p.amount,
      dedicated_amount: p.dedicated,
      payment_date: p.entry.date,
      journal_type: journal?.journal_type ?? 'unknown',
      journal_id: p.entry.journal_id,
      journal_name: journal?.name ?? '',
      reconciled: p.entry.source === 'payment' || p.entry.source === 'bank',
      communication: p.entry.reference,
      matching_number: p.numbers[0] ?? null,
      raw: p.entry,
    };
  });
}

/**
 * Paid when its entry is posted and nothing is left open on its partner lines: read from the
 * matchings, never stored.
 */
function statusOf(
  books: Books,
  invoice: StoredInvoice,
  entry: StoredEntry | undefined,
  matched: Map<string, Matched>,
): AccountingInvoice['status'] {
  if (invoice.status !== 'posted' || !entry) return invoice.status;
  return openAmount(books, entry, matched) === 0 && invoiceAmounts(invoice).total !== 0 ? 'paid' : 'posted';
}

function invoiceFields(
  books: Books,
  invoice: StoredInvoice,
  entry: StoredEntry | undefined,
  matched: Map<string, Matched>,
  attached: ReadonlySet<string>,
  options: InvoiceOptions,
) {
  const totals = invoiceAmounts(invoice);
  const partner = books.partners.get(invoice.partner_id);
  return {
    invoice_type: invoice.invoice_type,
    invoice_number: invoice.invoice_number,
    currency: invoice.currency,
    untaxed_amount: totals.untaxed,
    tax_amount: totals.tax,
    total: totals.total,
    reference: invoice.reference,
    payment_communication: invoice.payment_communication,
    customer_memo: invoice.customer_memo,
    payment_term_id: invoice.payment_term_id,
    withholding_tax: null,
    id: invoice.id,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date,
    delivery_date: invoice.delivery_date,
    partner_id: invoice.partner_id,
    journal_id: invoice.journal_id,
    payments: options.include_payments ? (entry ? invoicePayments(books, entry) : []) : null,
    status: statusOf(books, invoice, entry, matched),
    last_updated_on: invoice.updated_at,
    partner: options.include_partner_info && partner ? fromStored(accountingPartner, partner) : null,
    due_dates: [
      {
        due_date: invoice.due_date,
        payment_method: null,
        payment_method_id: invoice.payment_method_id,
        amount: totals.total,
      },
    ],
    attachments_info: attachmentsInfo(attached, invoice.id),
    accounting_info: {
      main_currency: 'EUR',
      main_currency_total: totals.total,
      account_number:
        (entry && partnerLines(books, entry)[0]?.account_number) ?? partner?.account_number ?? null,
    },
    payment_method_id: invoice.payment_method_id,
    approval_status: invoice.approval_status,
    raw: invoice,
  };
}

function lineFields(line: StoredInvoice['lines'][number]) {
  const a = lineAmounts(line);
  return {
    line_number: line.line_number,
    unit_price: line.unit_price,
    unit_of_measure: line.unit_of_measure,
    quantity: line.quantity,
    untaxed_amount: a.untaxed,
    tax_rate: line.tax_rate,
    tax_amount: a.tax,
    total: a.total,
    account_number: line.account_number,
    tax_code: line.tax_code,
    description: line.description,
  };
}

/** What an invoice view is made from: the books, the invoice's entry, matchings and files. */
export interface InvoiceContext {
  books: Books;
  entries: Map<string, StoredEntry>;
  matched: Map<string, Matched>;
  attached: ReadonlySet<string>;
}

export function toAccountingInvoice(
  c: InvoiceContext,
  invoice: StoredInvoice,
  options: InvoiceOptions,
): AccountingInvoice {
  return {
    ...invoiceFields(c.books, invoice, c.entries.get(invoice.id), c.matched, c.attached, options),
    lines: invoice.lines.map((line) => ({
      ...lineFields(line),
      analytic_account: defaultAnalytic(c.books, line.analytic_distribution),
    })),
  };
}

export function toAccountingInvoiceMultiPlan(
  c: InvoiceContext,
  invoice: StoredInvoice,
  options: InvoiceOptions,
): AccountingInvoiceMultiPlan {
  return {
    ...invoiceFields(c.books, invoice, c.entries.get(invoice.id), c.matched, c.attached, options),
    lines: invoice.lines.map((line) => ({
      ...lineFields(line),
      analytic_distribution: line.analytic_distribution,
    })),
  };
}
