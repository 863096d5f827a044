import { z } from 'zod';
import { LintelError, type ValidationIssue, validationError } from '../../errors.js';
import {
  type CreateOptions,
  type Invoice,
  type InvoiceFilter,
  type InvoiceInput,
  type InvoiceLine,
  type InvoiceOptions,
  type InvoiceSingle,
  type InvoicingInvoiceType,
  type Page,
  type PageRequest,
  pageOffset,
} from '../../model/index.js';
import { findableCreate } from '../connector.js';
import type { OdooHandlers } from './client.js';
import {
  type Domain,
  inOrder,
  type OdooClient,
  odooId,
  odooIds,
  type Parsed,
  present,
  VENDOR,
} from './client.js';
import { accountCode } from './contacts.js';
import {
  dateOf,
  htmlToText,
  m2oId,
  m2oName,
  type OdooMove,
  type OdooMoveLine,
  odooAttachmentSchema,
  odooMoveLineSchema,
  odooMoveSchema,
  odooNamedSchema,
  odooWidgetPaymentSchema,
  text,
} from './types.js';
import { type Cell, createMarked, findMarked } from './writes.js';

const MODEL = 'account.move';
const LINE_MODEL = 'account.move.line';
const FIELDS = [
  'name',
  'move_type',
  'state',
  'payment_state',
  'partner_id',
  'currency_id',
  'journal_id',
  'date',
  'invoice_date',
  'invoice_date_due',
  'ref',
  'payment_reference',
  'narration',
  'amount_untaxed',
  'amount_tax',
  'amount_total',
  'amount_residual',
  'invoice_payments_widget',
  'write_date',
] as const;
const LINE_FIELDS = [
  'move_id',
  'name',
  'display_type',
  'product_id',
  'product_uom_id',
  'quantity',
  'price_unit',
  'discount',
  'price_subtotal',
  'price_total',
  'tax_ids',
  'account_id',
] as const;
const ORDER = 'invoice_date desc, id desc';

/** Chift's invoice types as Odoo's `move_type`. */
export const MOVE_TYPES: Record<Exclude<InvoicingInvoiceType, 'all'>, string> = {
  customer_invoice: 'out_invoice',
  customer_refund: 'out_refund',
  supplier_invoice: 'in_invoice',
  supplier_refund: 'in_refund',
};
const INVOICE_TYPES = Object.fromEntries(Object.entries(MOVE_TYPES).map(([k, v]) => [v, k])) as Record<
  string,
  Exclude<InvoicingInvoiceType, 'all'>
>;
/** Nothing is left to pay: paid, paid but not yet matched with the bank, or reversed by a credit note. */
const SETTLED = ['paid', 'in_payment', 'reversed'];

/** The account.move fields this version has (the Invoicing app must be installed). */
async function moveFields(client: OdooClient): Promise<{ fields: ReadonlySet<string>; wanted: string[] }> {
  const fields = await client.fieldsOf(MODEL);
  if (!fields) {
    throw new LintelError('ERROR_CONNECTOR_REQUEST', {
      detail: `This ${VENDOR} has no ${MODEL} (the Invoicing app is not installed): it has no invoices`,
    });
  }
  return { fields, wanted: present(fields, FIELDS) };
}

/**
 * The product lines of an invoice: `display_type` `product` from 16; up to 15 lines shown on the
 * invoice are the ones not `exclude_from_invoice_tab` and without a display type.
 */
async function productLineDomain(client: OdooClient): Promise<Domain> {
  const fields = await client.fieldsOf(LINE_MODEL);
  if (fields?.has('exclude_from_invoice_tab')) {
    return [
      ['exclude_from_invoice_tab', '=', false],
      ['display_type', '=', false],
    ];
  }
  return [['display_type', '=', 'product']];
}

/** Odoo datetime (UTC, `YYYY-MM-DD HH:MM:SS`) → ISO 8601 with `Z`. */
export function instantOf(value: string | false | undefined): string | null {
  const s = text(value);
  return s && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(s) ? `${s.slice(0, 10)}T${s.slice(11, 19)}Z` : null;
}

/** ISO 8601 instant → Odoo datetime in UTC. */
export function odooDatetime(iso: string): string {
  const date = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The payments `invoice_payments_widget` lists: JSON text up to 15, a JSON value from 16. */
export function widgetPayments(widget: unknown): { date: string | null; id: number | null }[] {
  let value = widget;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const content = value && typeof value === 'object' ? (value as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return [];
  return content.flatMap((entry) => {
    const parsed = odooWidgetPaymentSchema.safeParse(entry);
    if (!parsed.success) return [];
    const { date, account_payment_id: id } = parsed.data;
    return [{ date: dateOf(date), id: typeof id === 'number' ? id : null }];
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** `[OVEN-01] Combi oven` (a product's display name) → its code and name. */
export function productLabel(display: string | null): { code: string | null; name: string | null } {
  if (display === null) return { code: null, name: null };
  const match = /^\[([^\]]+)\]\s*(.*)$/.exec(display);
  return match ? { code: match[1] ?? null, name: match[2] || null } : { code: null, name: display };
}

/**
 * The tax rate of a line, as its effective rate: tax ÷ untaxed amount × 100 (exact for percent
 * taxes, which is what invoices carry; a fixed tax such as a recycling fee shows as the rate it
 * amounts to); null for a line without an untaxed amount. Read from the line itself, so listing
 * invoices costs no read of their taxes (GraphQL's `tax` reads them, batched).
 */
export function taxRate(line: OdooMoveLine): number | null {
  if (line.tax_ids.length === 0) return 0;
  if (line.price_subtotal === 0) return null;
  return round2(((line.price_total - line.price_subtotal) / line.price_subtotal) * 100);
}

/**
 * `account.move.line` → invoice line. Odoo's discount is a percentage; Chift's
 * `discount_amount` is unit_price × quantity − untaxed_amount. The tax is the line's first (Odoo
 * allows several); the unit its `product_uom_id`; the account the code of `account_id`.
 * Pitfalls: with a tax included in the price, `price_unit` includes it.
 */
export function toInvoiceLine(line: OdooMoveLine): InvoiceLine {
  const product = productLabel(m2oName(line.product_id));
  const firstTax = line.tax_ids[0];
  return {
    description: text(line.name),
    unit_price: line.price_unit,
    quantity: line.quantity,
    discount_amount: round2((line.price_unit * line.quantity * line.discount) / 100),
    tax_amount: round2(line.price_total - line.price_subtotal),
    untaxed_amount: line.price_subtotal,
    total: line.price_total,
    tax_rate: taxRate(line),
    account_number: accountCode(m2oName(line.account_id)),
    tax_id: firstTax === undefined ? null : String(firstTax),
    tax_exemption_reason: null,
    unit_of_measure: m2oName(line.product_uom_id),
    product_id: m2oId(line.product_id),
    product_code: product.code,
    product_name: product.name,
    analytic_distribution: [],
  };
}

/** Odoo's `state` and `payment_state` as Chift's status. */
export function statusOf(move: OdooMove): Invoice['status'] {
  if (move.state === 'cancel') return 'cancelled';
  if (move.state === 'draft') return 'draft';
  return SETTLED.includes(text(move.payment_state ?? false) ?? '') ? 'paid' : 'posted';
}

/**
 * `account.move` → invoice. Amounts are Odoo's, positive for every type (a credit note's total
 * is positive; its type says it is a refund); what is left to pay is `amount_residual`; the
 * last payment day comes from `invoice_payments_widget` (no extra call). A draft's name is `/`:
 * no number yet.
 */
export function toInvoice(move: OdooMove, raw: unknown, lines: InvoiceLine[]): Invoice {
  const number = text(move.name);
  const paidOn = widgetPayments(move.invoice_payments_widget)
    .map((p) => p.date)
    .filter((d): d is string => d !== null)
    .sort();
  const journal = move.journal_id;
  return {
    id: String(move.id),
    source_ref: { id: String(move.id), model: MODEL },
    currency: m2oName(move.currency_id) ?? '',
    invoice_type: INVOICE_TYPES[move.move_type] ?? 'customer_invoice',
    status: statusOf(move),
    invoice_date: dateOf(move.invoice_date) ?? dateOf(move.date ?? false) ?? '',
    tax_amount: move.amount_tax,
    untaxed_amount: move.amount_untaxed,
    total: move.amount_total,
    lines,
    partner_id: m2oId(move.partner_id),
    invoice_number: number === '/' ? null : number,
    due_date: dateOf(move.invoice_date_due ?? false),
    reference: text(move.ref ?? false),
    payment_communication: text(move.payment_reference ?? false),
    customer_memo: htmlToText(move.narration ?? false),
    journal_ref: journal
      ? { id: String(journal[0]), model: 'account.journal', name: m2oName(journal) }
      : null,
    italian_specificities: null,
    last_updated_on: instantOf(move.write_date ?? false),
    outstanding_amount: move.state === 'posted' ? move.amount_residual : null,
    last_payment_date: paidOn.at(-1) ?? null,
    accounting_date: dateOf(move.date ?? false),
    payment_method_id: null,
    currency_exchange_rate: 1,
    raw,
  };
}

/**
 * The product lines of `moves`, by invoice id: ONE `search_read` on `account.move.line` for
 * all of them; none without moves.
 */
async function linesOf(
  client: OdooClient,
  moves: readonly Parsed<OdooMove>[],
): Promise<Map<number, InvoiceLine[]>> {
  const byMove = new Map<number, InvoiceLine[]>();
  if (moves.length === 0) return byMove;
  const fields = await client.fieldsOf(LINE_MODEL);
  const records = await client.searchRecords(
    LINE_MODEL,
    [['move_id', 'in', moves.map((m) => m.record.id)], ...(await productLineDomain(client))],
    fields ? present(fields, LINE_FIELDS) : [...LINE_FIELDS],
    odooMoveLineSchema,
    { order: 'move_id asc, id asc' },
  );
  for (const { record } of records) {
    const moveId = record.move_id ? record.move_id[0] : undefined;
    if (moveId === undefined) continue;
    byMove.set(moveId, [...(byMove.get(moveId) ?? []), toInvoiceLine(record)]);
  }
  return byMove;
}

/** The listing's domain: the four invoice types, narrowed by Chift's filters. */
export function invoiceDomain(filter: Partial<InvoiceFilter>): Domain {
  const type = filter.invoice_type ?? 'all';
  const domain: Domain = [
    ['move_type', 'in', type === 'all' ? Object.values(MOVE_TYPES) : [MOVE_TYPES[type]]],
  ];
  if (filter.date_from) domain.push(['invoice_date', '>=', filter.date_from]);
  if (filter.date_to) domain.push(['invoice_date', '<=', filter.date_to]);
  if (filter.updated_after) domain.push(['write_date', '>', odooDatetime(filter.updated_after)]);
  if (filter.payment_status === 'paid') {
    domain.push(['state', '=', 'posted'], ['payment_state', 'in', SETTLED]);
  } else if (filter.payment_status === 'unpaid') {
    domain.push(['state', '=', 'posted'], ['payment_state', 'in', ['not_paid', 'partial']]);
  }
  return domain;
}

/**
 * One page of invoices, newest first: `search_read` on `account.move` (the four invoice types)
 * with `offset`/`limit`, `search_count` unless the page shows the total, and with
 * `include_invoice_lines` one `search_read` of the page's product lines:
 * at most three calls whatever the page size. Docs: external_api "Search and read".
 * Pitfalls: `payment_state` `in_payment` means paid but not yet matched with a bank statement
 * (paid here); `write_date` is UTC.
 */
export async function listInvoices(
  client: OdooClient,
  page: PageRequest,
  filter: InvoiceFilter,
): Promise<Page<Invoice>> {
  const { wanted } = await moveFields(client);
  const domain = invoiceDomain(filter);
  const offset = pageOffset(page);
  const moves = await client.searchRecords(MODEL, domain, wanted, odooMoveSchema, {
    offset,
    limit: page.size,
    order: ORDER,
  });
  const [total, lines] = await Promise.all([
    client.pageTotal(MODEL, domain, {}, { offset, limit: page.size, received: moves.length }),
    filter.include_invoice_lines ? linesOf(client, moves) : new Map<number, InvoiceLine[]>(),
  ]);
  return {
    items: moves.map(({ record, raw }) => toInvoice(record, raw, lines.get(record.id) ?? [])),
    total,
    page: page.page,
    size: page.size,
  };
}

/**
 * The PDFs of `moves` by invoice id: the attachment Odoo keeps once the invoice was printed or
 * sent (`invoice_pdf_report_id` from 17, else the main attachment, e.g. a vendor's bill),
 * ONE `search_read` of `ir.attachment` for all. Odoo renders PDFs only through its private
 * `_render_qweb_pdf`, which the external API cannot call: an invoice never printed nor sent
 * has no PDF here.
 */
async function pdfsOf(client: OdooClient, moves: readonly Parsed<OdooMove>[]): Promise<Map<number, string>> {
  const attachmentOf = new Map<number, number>();
  for (const { record } of moves) {
    const link = record.invoice_pdf_report_id || record.message_main_attachment_id;
    if (link) attachmentOf.set(record.id, link[0]);
  }
  const pdfs = new Map<number, string>();
  if (attachmentOf.size === 0) return pdfs;
  const attachments = await client.readRecords(
    'ir.attachment',
    [...new Set(attachmentOf.values())],
    ['name', 'datas', 'mimetype'],
    odooAttachmentSchema,
  );
  const data = new Map(
    attachments
      .filter(({ record }) => text(record.mimetype ?? false) === 'application/pdf' && record.datas)
      .map(({ record }) => [record.id, record.datas as string]),
  );
  for (const [moveId, attachmentId] of attachmentOf) {
    const pdf = data.get(attachmentId);
    if (pdf) pdfs.set(moveId, pdf);
  }
  return pdfs;
}

/**
 * Invoices by id, for a DataLoader: ONE `search_read` on `id in ids` (restricted to the four
 * invoice types: a journal entry is no invoice), one of their lines, and with `include_pdf` one of their PDF attachments (and the two PDF fields read).
 */
export async function getInvoices(
  client: OdooClient,
  ids: readonly string[],
  options: Partial<InvoiceOptions> = {},
): Promise<(InvoiceSingle | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, InvoiceSingle>();
  if (numeric.length > 0) {
    const { fields, wanted } = await moveFields(client);
    const pdfFields = options.include_pdf
      ? present(fields, ['invoice_pdf_report_id', 'message_main_attachment_id'])
      : [];
    const moves = await client.searchRecords(
      MODEL,
      [
        ['id', 'in', numeric],
        ['move_type', 'in', Object.values(MOVE_TYPES)],
      ],
      [...wanted, ...pdfFields],
      odooMoveSchema,
    );
    const [lines, pdfs] = await Promise.all([
      linesOf(client, moves),
      options.include_pdf ? pdfsOf(client, moves) : new Map<number, string>(),
    ]);
    for (const { record, raw } of moves) {
      found.set(record.id, {
        ...toInvoice(record, raw, lines.get(record.id) ?? []),
        pdf: pdfs.get(record.id) ?? null,
      });
    }
  }
  return inOrder(ids, found, 'Invoice');
}

const issue = (loc: (string | number)[], msg: string, input: unknown): ValidationIssue => ({
  loc: ['body', ...loc],
  msg,
  type: 'value_error',
  input,
});

/** `res.currency` by ISO code (archived ones included: Odoo then refuses with its own message). */
async function currencyId(client: OdooClient, code: string): Promise<number | undefined> {
  return client.memo(`currency:${code.toUpperCase()}`, async () => {
    const [found] = await client.searchRecords(
      'res.currency',
      [['name', '=', code.toUpperCase()]],
      ['name'],
      odooNamedSchema,
      { limit: 1, context: { active_test: false } },
    );
    return found?.record.id;
  });
}

/**
 * Creates an invoice as Odoo's own form does: an `account.move` of the input's type with its
 * product lines (ONE `load`, marked with the write id so a retry finds it), then `action_post`
 * unless Chift's `status` asks for a draft, then one read of the result. Odoo computes the
 * amounts from the lines and taxes: the input's totals are not written. `invoice_number` is
 * not written either: Odoo numbers an invoice when it is posted.
 * Pitfalls: a tax id, product id or partner id Odoo does not have fails the import (a 422 with
 * Odoo's message); a cancelled invoice cannot be created.
 */
export async function createInvoice(
  client: OdooClient,
  input: InvoiceInput,
  options: CreateOptions = {},
): Promise<Invoice> {
  const issues: ValidationIssue[] = [];
  if (input.status === 'cancelled')
    issues.push(issue(['status'], 'Odoo cannot create a cancelled invoice', input.status));
  const partner = input.partner_id ? odooId(input.partner_id) : undefined;
  if (input.partner_id && partner === undefined)
    issues.push(issue(['partner_id'], `Unknown contact in Odoo: ${input.partner_id}`, input.partner_id));
  const journal = input.journal_ref?.id ? odooId(input.journal_ref.id) : undefined;
  const rows: Record<string, Cell>[] = [];
  for (const [index, line] of (input.lines ?? []).entries()) {
    const product = line.product_id ? odooId(line.product_id) : undefined;
    if (line.product_id && product === undefined)
      issues.push(
        issue(['lines', index, 'product_id'], `Unknown product in Odoo: ${line.product_id}`, line.product_id),
      );
    const tax = line.tax_id ? odooId(line.tax_id) : undefined;
    if (line.tax_id && tax === undefined)
      issues.push(issue(['lines', index, 'tax_id'], `Unknown tax in Odoo: ${line.tax_id}`, line.tax_id));
    const gross = line.unit_price * line.quantity;
    const discount = line.discount_amount && gross !== 0 ? round2((line.discount_amount / gross) * 100) : 0;
    rows.push({
      name: line.description ?? line.product_name ?? '/',
      'product_id/.id': product,
      quantity: line.quantity,
      price_unit: line.unit_price,
      discount,
      'tax_ids/.id': tax === undefined ? [] : [tax],
    });
  }
  if (rows.length === 0 && input.status !== 'draft')
    issues.push(issue(['lines'], 'Odoo posts an invoice only with at least one line', input.lines ?? []));
  const currency = await currencyId(client, input.currency);
  if (currency === undefined)
    issues.push(issue(['currency'], `Unknown currency in Odoo: ${input.currency}`, input.currency));
  if (issues.length > 0) throw validationError(issues);

  const values: Record<string, Cell> = {
    move_type: MOVE_TYPES[input.invoice_type],
    'partner_id/.id': partner,
    'currency_id/.id': currency,
    invoice_date: input.invoice_date,
    invoice_date_due: input.due_date ?? undefined,
    ref: input.reference ?? undefined,
    payment_reference: input.payment_communication ?? undefined,
    narration: input.customer_memo ?? undefined,
    'journal_id/.id': journal,
  };
  for (const [k, v] of Object.entries(values)) if (v === undefined) delete values[k];
  // A keyed create that got as far as the import before it was cut off: the invoice exists,
  // only its posting may be missing (see findWrittenInvoice). Never imported twice.
  const existing = options.writeId ? await findMarked(client, MODEL, options.writeId) : null;
  const id =
    existing ??
    (await createMarked(client, MODEL, values, {
      writeId: options.writeId,
      lines: { field: 'invoice_line_ids', rows },
    }));
  const state = existing ? (await getInvoices(client, [String(existing)]))[0] : undefined;
  if (state && !(state instanceof Error) && state.status !== 'draft') {
    const { pdf: _pdf, ...invoice } = state;
    return invoice;
  }
  if (input.status !== 'draft') {
    await client.command(MODEL, 'action_post', [[id]], {}, actionResult);
  }
  const [created] = await getInvoices(client, [String(id)]);
  if (!created || created instanceof Error)
    throw client.requestError(`Odoo did not return the invoice ${id} it created (${MODEL}.search_read)`);
  const { pdf: _pdf, ...invoice } = created;
  return invoice;
}

/** What a button method answers (`false`, `true`, null or an action): not used. */
const actionResult = z.unknown();

/**
 * The invoice a create with this write id made (its external id), or null. A draft counts as
 * not finished: the import and the posting are two Odoo calls, and a create cut off between
 * them left a draft that should be posted; the create run again finds the marked draft, does
 * not import it again, and posts it if its input asks so (a draft asked for stays a draft).
 */
export async function findWrittenInvoice(client: OdooClient, writeId: string): Promise<Invoice | null> {
  const id = await findMarked(client, MODEL, writeId);
  if (id === null) return null;
  const [found] = await getInvoices(client, [String(id)]);
  if (!found || found instanceof Error || found.status === 'draft') return null;
  const { pdf: _pdf, ...invoice } = found;
  return invoice;
}

export const handlers = {
  'invoicing.invoices.list': (odoo) => (page, filter) => listInvoices(odoo, page, filter),
  'invoicing.invoices.get': (odoo) => (ids, options) => getInvoices(odoo, ids, options),
  'invoicing.invoices.create': (odoo) =>
    findableCreate(
      (input, options) => createInvoice(odoo, input, options),
      (writeId) => findWrittenInvoice(odoo, writeId),
    ),
} satisfies OdooHandlers;
