import type {
  AccountingInvoice,
  AccountingInvoiceFilter,
  AccountingInvoiceLine,
  AccountingInvoiceLineMultiPlan,
  AccountingInvoiceMultiPlan,
  AccountingInvoiceOptions,
  AccountingInvoiceType,
  AccountingPartner,
  AccountingPayment,
} from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { type Domain, inOrder, notFound, odooId, odooIds, type Parsed } from '../odoo/client.js';
import { dateOf, htmlToText, m2oId, m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { journalTypes } from './journals.js';
import { partnersById } from './partners.js';
import {
  type AnalyticIndex,
  accountNumber,
  analyticIndex,
  attachmentsInfo,
  defaultAnalytic,
  instant,
  journalTypeOf,
  odooDatetime,
  round2,
  searchPage,
  toDistribution,
} from './shared.js';
import {
  type OdooLine,
  type OdooMove,
  type OdooPartial,
  odooLineSchema,
  odooMoveSchema,
  odooPartialSchema,
} from './types.js';

/**
 * Invoices, bills and credit notes are `account.move` records whose `move_type` is not `entry`;
 * their lines are the move's journal items (`account.move.line`): the `product` lines are the
 * invoice lines, the `payment_term` lines its instalments on the receivable or payable account.
 * The payments of an invoice are what Odoo reconciled with those instalments
 * (`account.partial.reconcile`): each partial names the other journal item, whose entry is the
 * payment (a bank entry, a payment's entry or a credit note), and the part of it that settles the
 * invoice. Docs: account/models/account_move.py, account_move_line.py, account_partial_reconcile.py.
 * A page costs one `search_read` of the moves, one of their lines, the analytic accounts named
 * (when any), and with `include_payments` the partials, their other items and the journals' types,
 * with `include_partner_info` the partners: one call each, whatever the number of invoices.
 * Lines are always answered: they come with the items that give the instalments, so
 * `include_invoice_lines` costs nothing more here.
 * Pitfalls: a draft's number is `/`; up to 15 product lines had no `display_type` (16+ only here).
 */

const MOVE = 'account.move';
const LINE = 'account.move.line';
const MOVE_TYPES: Record<AccountingInvoiceType, string> = {
  customer_invoice: 'out_invoice',
  customer_refund: 'out_refund',
  supplier_invoice: 'in_invoice',
  supplier_refund: 'in_refund',
};
const INVOICE_TYPES = Object.fromEntries(Object.entries(MOVE_TYPES).map(([k, v]) => [v, k])) as Record<
  string,
  AccountingInvoiceType
>;
const MOVE_FIELDS = [
  'name',
  'ref',
  'date',
  'state',
  'move_type',
  'journal_id',
  'partner_id',
  'currency_id',
  'company_currency_id',
  'invoice_date',
  'invoice_date_due',
  'invoice_payment_term_id',
  'payment_reference',
  'narration',
  'amount_untaxed',
  'amount_tax',
  'amount_total',
  'amount_residual',
  'amount_total_signed',
  'payment_state',
  'message_main_attachment_id',
  'write_date',
] as const;
const LINE_FIELDS = [
  'move_id',
  'name',
  'display_type',
  'account_id',
  'partner_id',
  'debit',
  'credit',
  'balance',
  'amount_currency',
  'currency_id',
  'matching_number',
  'reconciled',
  'date_maturity',
  'analytic_distribution',
  'tax_ids',
  'quantity',
  'price_unit',
  'price_subtotal',
  'price_total',
  'product_uom_id',
  'matched_debit_ids',
  'matched_credit_ids',
  'journal_id',
  'date',
] as const;
const ORDER = 'invoice_date desc, name desc, id desc';
const PAID = new Set(['paid', 'in_payment', 'reversed']);

type Options = Pick<AccountingInvoiceOptions, 'include_payments' | 'include_partner_info'>;

interface Context {
  lines: Map<number, OdooLine[]>;
  index: AnalyticIndex;
  payments: Map<number, AccountingPayment[]> | null;
  partners: Map<number, AccountingPartner> | null;
}

function status(move: OdooMove): AccountingInvoice['status'] {
  if (move.state === 'cancel') return 'cancelled';
  if (move.state !== 'posted') return 'draft';
  return PAID.has(String(move.payment_state)) ? 'paid' : 'posted';
}

const amount = (value: number | false | undefined) => round2(typeof value === 'number' ? value : 0);

function lineBase(line: OdooLine, i: number) {
  const untaxed = amount(line.price_subtotal);
  const total = amount(line.price_total);
  const tax = round2(total - untaxed);
  return {
    line_number: i + 1,
    unit_price: amount(line.price_unit),
    unit_of_measure: m2oName(line.product_uom_id),
    quantity: amount(line.quantity),
    untaxed_amount: untaxed,
    // Odoo keeps the line's tax amount, not a rate: the rate is what the tax is of the untaxed amount.
    tax_rate: untaxed !== 0 ? round2((tax / untaxed) * 100) : 0,
    tax_amount: tax,
    total,
    account_number: accountNumber(line.account_id),
    tax_code: line.tax_ids && line.tax_ids.length > 0 ? String(line.tax_ids[0]) : null,
    description: text(line.name) ?? '',
  };
}

function invoiceBase(move: OdooMove, raw: unknown, context: Context) {
  const lines = context.lines.get(move.id) ?? [];
  const terms = lines.filter((l) => l.display_type === 'payment_term');
  const partner = move.partner_id ? move.partner_id[0] : undefined;
  return {
    invoice_type: INVOICE_TYPES[move.move_type] ?? 'customer_invoice',
    invoice_number: text(move.name) === '/' ? null : text(move.name),
    currency: m2oName(move.currency_id) ?? '',
    untaxed_amount: amount(move.amount_untaxed),
    tax_amount: amount(move.amount_tax),
    total: amount(move.amount_total),
    reference: text(move.ref),
    payment_communication: text(move.payment_reference),
    customer_memo: htmlToText(move.narration),
    payment_term_id: m2oId(move.invoice_payment_term_id),
    withholding_tax: null,
    id: String(move.id),
    invoice_date: dateOf(move.invoice_date) ?? dateOf(move.date) ?? '1970-01-01',
    due_date: dateOf(move.invoice_date_due) ?? dateOf(move.invoice_date) ?? dateOf(move.date) ?? '1970-01-01',
    delivery_date: null,
    partner_id: m2oId(move.partner_id),
    journal_id: m2oId(move.journal_id),
    payments: context.payments ? (context.payments.get(move.id) ?? []) : null,
    status: status(move),
    last_updated_on: instant(move.write_date),
    partner: context.partners && partner !== undefined ? (context.partners.get(partner) ?? null) : null,
    due_dates: terms
      .filter((l) => dateOf(l.date_maturity))
      .map((l) => ({
        due_date: dateOf(l.date_maturity)!,
        payment_method: null,
        payment_method_id: null,
        amount: round2(
          Math.abs(typeof l.amount_currency === 'number' ? l.amount_currency : (l.balance ?? 0)),
        ),
      })),
    attachments_info: attachmentsInfo(move.message_main_attachment_id),
    accounting_info: {
      ...(m2oName(move.company_currency_id) ? { main_currency: m2oName(move.company_currency_id)! } : {}),
      main_currency_total: round2(
        Math.abs(typeof move.amount_total_signed === 'number' ? move.amount_total_signed : 0),
      ),
      account_number: accountNumber(terms[0]?.account_id),
    },
    payment_method_id: null,
    // Odoo has no approval workflow for invoices.
    approval_status: 'unknown' as const,
    raw,
  };
}

const productLines = (context: Context, move: OdooMove) =>
  (context.lines.get(move.id) ?? []).filter((l) => l.display_type === 'product');

function toInvoice(move: OdooMove, raw: unknown, context: Context): AccountingInvoice {
  const lines: AccountingInvoiceLine[] = productLines(context, move).map((line, i) => ({
    ...lineBase(line, i),
    analytic_account: defaultAnalytic(line.analytic_distribution, context.index)?.id ?? null,
  }));
  return { ...invoiceBase(move, raw, context), lines };
}

function toInvoiceMultiPlan(move: OdooMove, raw: unknown, context: Context): AccountingInvoiceMultiPlan {
  const lines: AccountingInvoiceLineMultiPlan[] = productLines(context, move).map((line, i) => ({
    ...lineBase(line, i),
    analytic_distribution: toDistribution(line.analytic_distribution, context.index),
  }));
  return { ...invoiceBase(move, raw, context), lines };
}

// ---- payments -----------------------------------------------------------------------------------

/**
 * The payments of invoices, from their receivable or payable items: the partial reconciliations
 * of those items (one `read`), the other item of each with its entry (one `search_read`), and the
 * journals' types (one). Each payment is the other item's entry.
 */
async function paymentsOf(
  odoo: AccountingOdoo,
  scope: Scope,
  invoices: ReadonlyMap<number, readonly OdooLine[]>,
): Promise<Map<number, AccountingPayment[]>> {
  const out = new Map<number, AccountingPayment[]>();
  const terms = [...invoices.values()].flat().filter((l) => l.display_type === 'payment_term');
  const partialIds = [
    ...new Set(terms.flatMap((l) => [...(l.matched_debit_ids ?? []), ...(l.matched_credit_ids ?? [])])),
  ];
  if (partialIds.length === 0) return out;
  const partials = await odoo.odoo.readRecords(
    'account.partial.reconcile',
    partialIds,
    [
      'debit_move_id',
      'credit_move_id',
      'amount',
      'debit_amount_currency',
      'credit_amount_currency',
      'max_date',
    ],
    odooPartialSchema,
    scope.context,
  );
  const termIds = new Set(terms.map((l) => l.id));
  const otherOf = (p: OdooPartial) => {
    const debit = p.debit_move_id ? p.debit_move_id[0] : 0;
    const credit = p.credit_move_id ? p.credit_move_id[0] : 0;
    return termIds.has(debit) ? { mine: debit, other: credit } : { mine: credit, other: debit };
  };
  const otherIds = [...new Set(partials.map(({ record }) => otherOf(record).other))];
  const fields = await odoo.fields(LINE, LINE_FIELDS);
  const [others, types] = await Promise.all([
    odoo.odoo.readRecords(LINE, otherIds, fields, odooLineSchema, scope.context),
    journalTypes(odoo, scope),
  ]);
  const otherLine = new Map(others.map(({ record }) => [record.id, record]));
  const termLine = new Map(terms.map((l) => [l.id, l]));
  for (const { record: partial } of partials) {
    const { mine, other } = otherOf(partial);
    const invoiceLine = termLine.get(mine);
    const payment = otherLine.get(other);
    const invoice = invoiceLine?.move_id ? invoiceLine.move_id[0] : undefined;
    if (!payment || invoice === undefined) continue;
    const journal = payment.journal_id ? payment.journal_id[0] : undefined;
    const journalType = journal === undefined ? undefined : types.get(journal);
    const list = out.get(invoice) ?? [];
    list.push({
      id: m2oId(payment.move_id) ?? String(payment.id),
      name: m2oName(payment.move_id) ?? '',
      currency: m2oName(payment.currency_id) ?? '',
      amount: round2(
        Math.abs(
          typeof payment.amount_currency === 'number' ? payment.amount_currency : (payment.balance ?? 0),
        ),
      ),
      dedicated_amount: round2(partial.amount),
      payment_date: dateOf(payment.date) ?? dateOf(partial.max_date) ?? '1970-01-01',
      journal_type: journalTypeOf(journalType),
      journal_id: m2oId(payment.journal_id) ?? '',
      journal_name: m2oName(payment.journal_id) ?? '',
      // A bank or cash entry is the bank movement itself.
      reconciled: journalType === 'bank' || journalType === 'cash',
      communication: text(payment.name),
      matching_number: text(invoiceLine?.matching_number),
      raw: { partial: partial.id, line: payment.id },
    });
    out.set(invoice, list);
  }
  return out;
}

// ---- reads ----------------------------------------------------------------------------------------

async function completeInvoices<T>(
  odoo: AccountingOdoo,
  scope: Scope,
  moves: readonly Parsed<OdooMove>[],
  options: Options,
  withDefaultPlan: boolean,
  map: (move: OdooMove, raw: unknown, context: Context) => T,
): Promise<T[]> {
  if (moves.length === 0) return [];
  const fields = await odoo.fields(LINE, LINE_FIELDS);
  const lines = new Map<number, OdooLine[]>();
  const found = await odoo.search(
    LINE,
    [['move_id', 'in', moves.map(({ record }) => record.id)]],
    fields,
    odooLineSchema,
    scope.context,
    { order: 'move_id asc, sequence asc, id asc' },
  );
  for (const { record } of found) {
    const move = record.move_id ? record.move_id[0] : 0;
    lines.set(move, [...(lines.get(move) ?? []), record]);
  }
  const partnerIds = [
    ...new Set(moves.flatMap(({ record }) => (record.partner_id ? [record.partner_id[0]] : []))),
  ];
  const [index, payments, partners] = await Promise.all([
    analyticIndex(
      odoo,
      scope,
      [...lines.values()]
        .flat()
        .filter((l) => l.display_type === 'product')
        .map((l) => l.analytic_distribution),
      withDefaultPlan,
    ),
    options.include_payments ? paymentsOf(odoo, scope, lines) : Promise.resolve(null),
    options.include_partner_info ? partnersById(odoo, scope, partnerIds) : Promise.resolve(null),
  ]);
  const context: Context = { lines, index, payments, partners };
  return moves.map(({ record, raw }) => map(record, raw, context));
}

function invoiceDomain(filter: AccountingInvoiceFilter): Domain | null {
  const domain: Domain = [['move_type', '=', MOVE_TYPES[filter.invoice_type]]];
  if (filter.date_from !== undefined) domain.push(['invoice_date', '>=', filter.date_from]);
  if (filter.date_to !== undefined) domain.push(['invoice_date', '<=', filter.date_to]);
  if (filter.journal_ids !== undefined) {
    domain.push(['journal_id', 'in', odooIds(filter.journal_ids.split(',').map((id) => id.trim()))]);
  }
  if (filter.payment_status === 'paid') domain.push(['payment_state', 'in', [...PAID]]);
  if (filter.payment_status === 'unpaid') {
    domain.push(['state', '=', 'posted'], ['payment_state', 'not in', [...PAID]]);
  }
  if (filter.updated_after !== undefined)
    domain.push(['write_date', '>', odooDatetime(filter.updated_after)]);
  // Odoo has no approval workflow: no invoice is pending, approved or rejected.
  if (filter.approval_status !== undefined) return null;
  return domain;
}

async function listInvoices<T>(
  odoo: AccountingOdoo,
  page: PageRequest,
  filter: AccountingInvoiceFilter,
  withDefaultPlan: boolean,
  map: (move: OdooMove, raw: unknown, context: Context) => T,
): Promise<Page<T>> {
  const domain = invoiceDomain(filter);
  const scope = await odoo.scope(filter.folder_id);
  if (domain === null) return { items: [], total: 0, page: page.page, size: page.size };
  const fields = await odoo.fields(MOVE, MOVE_FIELDS);
  const { records, total } = await searchPage(odoo, scope, MOVE, domain, fields, odooMoveSchema, page, {
    order: ORDER,
  });
  return {
    items: await completeInvoices(odoo, scope, records, filter, withDefaultPlan, map),
    total,
    page: page.page,
    size: page.size,
  };
}

/** Invoices by id: ONE `search_read` of the moves (entries are no invoices: not found), then as a page. */
async function getInvoices<T extends { id: string }>(
  odoo: AccountingOdoo,
  ids: readonly string[],
  options: AccountingInvoiceOptions,
  withDefaultPlan: boolean,
  map: (move: OdooMove, raw: unknown, context: Context) => T,
): Promise<(T | Error)[]> {
  const scope = await odoo.scope(options.folder_id);
  const numeric = odooIds(ids);
  let moves: Parsed<OdooMove>[] = [];
  if (numeric.length > 0) {
    const fields = await odoo.fields(MOVE, MOVE_FIELDS);
    moves = await odoo.search(
      MOVE,
      [
        ['id', 'in', numeric],
        ['move_type', 'in', Object.values(MOVE_TYPES)],
      ],
      fields,
      odooMoveSchema,
      scope.context,
    );
  }
  const invoices = await completeInvoices(odoo, scope, moves, options, withDefaultPlan, map);
  return inOrder(ids, new Map(invoices.map((i) => [Number(i.id), i])), 'Invoice');
}

/** The payments of one invoice: the invoice and its items (two reads), then its payments as above. */
async function listInvoicePayments(
  odoo: AccountingOdoo,
  page: PageRequest,
  filter: { invoice_id: string; folder_id?: string | undefined },
): Promise<Page<AccountingPayment>> {
  const scope = await odoo.scope(filter.folder_id);
  const id = odooId(filter.invoice_id);
  if (id === undefined) throw notFound('Invoice', filter.invoice_id);
  const [invoice] = await odoo.search(
    MOVE,
    [
      ['id', '=', id],
      ['move_type', 'in', Object.values(MOVE_TYPES)],
    ],
    ['name'],
    odooMoveSchema.pick({ id: true, name: true }),
    scope.context,
  );
  if (!invoice) throw notFound('Invoice', filter.invoice_id);
  const fields = await odoo.fields(LINE, LINE_FIELDS);
  const terms = await odoo.search(
    LINE,
    [
      ['move_id', '=', id],
      ['display_type', '=', 'payment_term'],
    ],
    fields,
    odooLineSchema,
    scope.context,
  );
  const payments = await paymentsOf(odoo, scope, new Map([[id, terms.map(({ record }) => record)]]));
  const all = (payments.get(id) ?? []).sort((a, b) => a.payment_date.localeCompare(b.payment_date));
  const offset = (page.page - 1) * page.size;
  return {
    items: all.slice(offset, offset + page.size),
    total: all.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'accounting.invoices.list': (odoo) => (page, filter) => listInvoices(odoo, page, filter, true, toInvoice),
  'accounting.invoices-multi-plans.list': (odoo) => (page, filter) =>
    listInvoices(odoo, page, filter, false, toInvoiceMultiPlan),
  'accounting.invoices.get': (odoo) => (ids, options) => getInvoices(odoo, ids, options, true, toInvoice),
  'accounting.invoices-multi-plans.get': (odoo) => (ids, options) =>
    getInvoices(odoo, ids, options, false, toInvoiceMultiPlan),
  'accounting.invoice-payments.list': (odoo) => (page, filter) => listInvoicePayments(odoo, page, filter),
} satisfies AccountingHandlers;
