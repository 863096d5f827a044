import { randomUUID } from 'node:crypto';
import { type ValidationIssue, validationError } from '../../../../errors.js';
import type {
  Contact,
  Invoice,
  InvoiceFilter,
  InvoiceInput,
  InvoiceLine,
  InvoiceSingle,
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
import type { SandboxWhere } from '../../types.js';
import { KIND as CONTACT } from '../contacts/seed.js';
import { KIND as PRODUCT } from '../products/seed.js';
import { KIND as TAX } from '../taxes/seed.js';
import { KIND as DOCUMENT, type StoredDocument } from '../upload-document/to-model.js';
import { invoicePdf } from './pdf.js';
import { invoiceNumber, journalOf, KIND, paymentStateOf, type StoredInvoice } from './seed.js';
import { toInvoice } from './to-model.js';

const MODEL = 'sandbox.invoice';

export const handlers = {
  'invoicing.invoices.list': (s) => (page, filter) =>
    s.records.page(
      KIND,
      page,
      (d) => toInvoice(d, { analytic: filter.include_analytic_accounts }),
      invoiceWhere(filter),
    ),
  'invoicing.invoices.get': (s) => async (ids, options) => {
    const [found, uploaded] = await Promise.all([
      s.records.byId(KIND, ids),
      options.include_pdf ? s.records.byId(DOCUMENT, ids) : Promise.resolve(new Map()),
    ]);
    const partners = options.include_pdf
      ? await s.records.byId(CONTACT, [
          ...new Set(
            [...found.values()].map((d) => d.partner_id).filter((p): p is string => typeof p === 'string'),
          ),
        ])
      : new Map();
    return ids.map((id): InvoiceSingle | Error => {
      const data = found.get(id);
      if (!data) return notFound('Invoice', id);
      const invoice = toInvoice(data, { analytic: options.include_analytic_accounts });
      let pdf: string | null = null;
      if (options.include_pdf) {
        const document = uploaded.get(id) as StoredDocument | undefined;
        pdf =
          document?.mimetype === 'application/pdf'
            ? document.base64_string
            : invoicePdf(invoice, partners.get(invoice.partner_id ?? '') as Contact | undefined);
      }
      return { ...invoice, pdf };
    });
  },
  'invoicing.invoices.create': (s) =>
    findableCreate(
      (input, options) => createInvoice(s, input, options),
      async (writeId) => {
        const found = await s.records.find(KIND, writtenId(MODEL, writeId));
        return found ? toInvoice(found, { analytic: true }) : null;
      },
    ),
} satisfies SandboxHandlers;

async function createInvoice(
  s: SandboxConnection,
  input: InvoiceInput,
  options: CreateOptions,
): Promise<Invoice> {
  const issues: ValidationIssue[] = [];
  if (input.partner_id !== undefined && !(await s.records.find(CONTACT, input.partner_id))) {
    issues.push(unknownReference(['body', 'partner_id'], input.partner_id));
  }
  const lines = input.lines ?? [];
  const productIds = [...new Set(lines.flatMap((l) => (l.product_id ? [l.product_id] : [])))];
  const taxIds = [...new Set(lines.flatMap((l) => (l.tax_id ? [l.tax_id] : [])))];
  const [productById, taxById] = await Promise.all([
    s.records.byId(PRODUCT, productIds),
    s.records.byId(TAX, taxIds),
  ]);
  lines.forEach((line, i) => {
    if (line.product_id && !productById.has(line.product_id))
      issues.push(unknownReference(['body', 'lines', i, 'product_id'], line.product_id));
    if (line.tax_id && !taxById.has(line.tax_id))
      issues.push(unknownReference(['body', 'lines', i, 'tax_id'], line.tax_id));
    if (toCents(line.untaxed_amount) + toCents(line.tax_amount) !== toCents(line.total))
      issues.push(sumIssue(['body', 'lines', i, 'total'], line.total, 'untaxed_amount + tax_amount'));
  });
  if (toCents(input.untaxed_amount) + toCents(input.tax_amount) !== toCents(input.total))
    issues.push(sumIssue(['body', 'total'], input.total, 'untaxed_amount + tax_amount'));
  if (lines.length > 0) {
    const untaxed = lines.reduce((sum, l) => sum + toCents(l.untaxed_amount), 0);
    const tax = lines.reduce((sum, l) => sum + toCents(l.tax_amount), 0);
    if (untaxed !== toCents(input.untaxed_amount))
      issues.push(
        sumIssue(['body', 'untaxed_amount'], input.untaxed_amount, 'the sum of the lines’ untaxed_amount'),
      );
    if (tax !== toCents(input.tax_amount))
      issues.push(sumIssue(['body', 'tax_amount'], input.tax_amount, 'the sum of the lines’ tax_amount'));
  }
  if (issues.length > 0) throw validationError(issues);

  const id = options.writeId === undefined ? randomUUID() : writtenId(MODEL, options.writeId);
  const now = s.clock().getTime();
  const draft = input.status === 'draft';
  let number = input.invoice_number ?? null;
  if (number === null && !draft) {
    const total = await s.records.count(KIND, {
      equals: { invoice_type: input.invoice_type },
      notNull: ['invoice_number'],
    });
    number = invoiceNumber(input.invoice_type, input.invoice_date, total + 1);
  }
  const outstanding = input.status === 'paid' || input.status === 'cancelled' ? 0 : toCents(input.total);
  const created: StoredInvoice = {
    id,
    source_ref: { id, model: MODEL },
    currency: input.currency,
    invoice_type: input.invoice_type,
    status: input.status,
    invoice_date: input.invoice_date,
    tax_amount: input.tax_amount,
    untaxed_amount: input.untaxed_amount,
    total: input.total,
    lines: lines.map((line): InvoiceLine => {
      const product = line.product_id ? productById.get(line.product_id) : undefined;
      const tax = line.tax_id ? taxById.get(line.tax_id) : undefined;
      return {
        description: line.description ?? (product?.name as string | undefined) ?? null,
        unit_price: line.unit_price,
        quantity: line.quantity,
        discount_amount: line.discount_amount ?? 0,
        tax_amount: line.tax_amount,
        untaxed_amount: line.untaxed_amount,
        total: line.total,
        tax_rate: line.tax_rate ?? (tax?.rate as number | undefined) ?? null,
        account_number: line.account_number ?? null,
        tax_id: line.tax_id ?? null,
        tax_exemption_reason: line.tax_exemption_reason ?? null,
        unit_of_measure: line.unit_of_measure ?? (product?.unit as string | undefined) ?? null,
        product_id: line.product_id ?? null,
        product_code: line.product_code ?? (product?.code as string | undefined) ?? null,
        product_name: line.product_name ?? (product?.name as string | undefined) ?? null,
        analytic_distribution: [],
      };
    }),
    partner_id: input.partner_id ?? null,
    invoice_number: number,
    due_date: input.due_date ?? null,
    reference: input.reference ?? null,
    payment_communication: input.payment_communication ?? null,
    customer_memo: input.customer_memo ?? null,
    journal_ref: input.journal_ref ?? journalOf(input.invoice_type),
    italian_specificities: input.italian_specificities ?? null,
    last_updated_on: isoDateTime(now),
    outstanding_amount: fromCents(outstanding),
    last_payment_date: null,
    accounting_date: draft ? null : input.invoice_date,
    payment_method_id: null,
    currency_exchange_rate: 1,
    payment_state: paymentStateOf(input.status, outstanding),
  };
  await s.records.insert([stored(KIND, created)]);
  return toInvoice(created, { analytic: true });
}

/**
 * The invoice listing's filters on the stored records: type, payment state, the invoice date
 * window (whole days) and `updated_after` (strictly after; stored times are whole seconds).
 */
function invoiceWhere(filter: InvoiceFilter): SandboxWhere {
  const equals: Record<string, string> = {};
  if (filter.invoice_type !== 'all') equals.invoice_type = filter.invoice_type;
  if (filter.payment_status !== 'all') equals.payment_state = filter.payment_status;
  const ranges: NonNullable<SandboxWhere['ranges']> = [];
  if (filter.date_from !== undefined || filter.date_to !== undefined) {
    ranges.push({
      field: 'invoice_date',
      ...(filter.date_from !== undefined ? { from: filter.date_from } : {}),
      ...(filter.date_to !== undefined ? { to: dayAfter(filter.date_to) } : {}),
    });
  }
  if (filter.updated_after !== undefined) {
    // A date-time without offset is read as UTC.
    const given = filter.updated_after;
    const ms = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(given) ? given : `${given}Z`);
    ranges.push({ field: 'last_updated_on', from: isoDateTime(Math.floor(ms / 1000) * 1000 + 1000) });
  }
  return { equals, ranges };
}

function sumIssue(loc: (string | number)[], input: number, expected: string): ValidationIssue {
  return {
    loc,
    msg: `Amounts do not add up: ${String(loc[loc.length - 1])} should be ${expected}`,
    type: 'value_error',
    input,
  };
}
