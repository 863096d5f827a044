import type { AccountingInvoiceFilter } from '../../../../model/accounting/index.js';
import { notFound, pageOf, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { idList, instantOf, loadBooks, type StoredInvoice } from '../books.js';
import { getInvoices, invoicesOf } from './read.js';
import {
  type InvoiceContext,
  type InvoiceOptions,
  invoicePayments,
  toAccountingInvoice,
  toAccountingInvoiceMultiPlan,
} from './to-model.js';
import { handlers as writes } from './writes.js';

async function listInvoices<T extends { status: string | null; id: string }>(
  s: SandboxConnection,
  filter: AccountingInvoiceFilter,
  toModel: (c: InvoiceContext, invoice: StoredInvoice, options: InvoiceOptions) => T,
): Promise<T[]> {
  const { context, invoices } = await invoicesOf(s, filter.folder_id);
  const journals = idList(filter.journal_ids);
  const after = filter.updated_after === undefined ? undefined : instantOf(filter.updated_after);
  return invoices
    .filter((i) => i.invoice_type === filter.invoice_type)
    .filter((i) => filter.date_from === undefined || i.invoice_date >= filter.date_from)
    .filter((i) => filter.date_to === undefined || i.invoice_date <= filter.date_to)
    .filter((i) => journals === undefined || journals.has(i.journal_id))
    .filter((i) => after === undefined || i.updated_at > after)
    .filter((i) => filter.approval_status === undefined || i.approval_status === filter.approval_status)
    .sort(
      (a, b) =>
        a.invoice_date.localeCompare(b.invoice_date) || a.invoice_number.localeCompare(b.invoice_number),
    )
    .map((i) => toModel(context, i, filter))
    .filter(
      (i) =>
        filter.payment_status === 'all' ||
        (filter.payment_status === 'paid'
          ? i.status === 'paid'
          : i.status === 'posted' || i.status === 'draft'),
    );
}

export const handlers = {
  'accounting.invoices.list': (s) => async (page, filter) =>
    pageOf(await listInvoices(s, filter, toAccountingInvoice), page),
  'accounting.invoices-multi-plans.list': (s) => async (page, filter) =>
    pageOf(await listInvoices(s, filter, toAccountingInvoiceMultiPlan), page),
  'accounting.invoices.get': (s) => (ids, options) => getInvoices(s, ids, options, toAccountingInvoice),
  'accounting.invoices-multi-plans.get': (s) => (ids, options) =>
    getInvoices(s, ids, options, toAccountingInvoiceMultiPlan),
  'accounting.invoice-payments.list':
    (s) =>
    async (page, { invoice_id, folder_id }) => {
      const books = await loadBooks(s, folder_id);
      const entry = books.entries.find((e) => e.id === invoice_id && e.source === 'invoice');
      if (!entry) throw notFound('Invoice', invoice_id);
      return pageOf(invoicePayments(books, entry), page);
    },
  ...writes,
} satisfies SandboxHandlers;
