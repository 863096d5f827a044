import { z } from 'zod';
import { LintelError, type ValidationIssue, validationError } from '../../errors.js';
import {
  type CreateOptions,
  type InvoicingPayment,
  type InvoicingPaymentInput,
  type InvoicingPaymentMethod,
  type InvoicingPaymentUpdate,
  type Page,
  type PageRequest,
  type PaymentFilter,
  pageOffset,
} from '../../model/index.js';
import { findableCreate } from '../connector.js';
import type { OdooHandlers } from './client.js';
import { type Domain, notFound, type OdooClient, odooId, type Parsed, present, VENDOR } from './client.js';
import {
  char,
  idSchema,
  m2oId,
  m2oName,
  many2one,
  type OdooPayment,
  odooActionSchema,
  odooJournalSchema,
  odooPaymentMethodLineSchema,
  odooPaymentSchema,
  text,
} from './types.js';
import { actionIds, findMarked, mark } from './writes.js';

const MODEL = 'account.payment';
const FIELDS = [
  'name',
  'date',
  'amount',
  'currency_id',
  'partner_id',
  'payment_type',
  'state',
  'journal_id',
  'payment_method_line_id',
  'payment_method_id',
  'ref',
  'memo',
  'reconciled_invoice_ids',
  'reconciled_bill_ids',
  'write_date',
] as const;
const ORDER = 'date desc, id desc';
const METHOD_LINE = 'account.payment.method.line';

async function paymentFields(client: OdooClient): Promise<ReadonlySet<string>> {
  const fields = await client.fieldsOf(MODEL);
  if (!fields) {
    throw new LintelError('ERROR_CONNECTOR_REQUEST', {
      detail: `This ${VENDOR} has no ${MODEL} (the Invoicing app is not installed): it has no payments`,
    });
  }
  return fields;
}

/** Odoo's payment state as Chift's: ≤17 draft/posted/cancel; 18+ draft/in_process/paid/canceled/rejected. */
export function paymentStatusOf(state: string): InvoicingPayment['status'] {
  switch (state) {
    case 'draft':
      return 'pending';
    case 'posted':
    case 'in_process':
    case 'paid':
      return 'completed';
    case 'cancel':
    case 'canceled':
      return 'canceled';
    case 'rejected':
      return 'failed';
    default:
      return 'unknown';
  }
}

/**
 * `account.payment` → payment. The invoice is the first the payment reconciles
 * (`reconciled_invoice_ids`, or `reconciled_bill_ids` for a vendor payment); its number comes
 * from `invoiceNames`. The payment method is the journal's method line (15+), Lintel's payment
 * method id. Odoo keeps a payment's day, not its time: `payment_date` is that day at 00:00 UTC.
 */
export function toPayment(
  payment: OdooPayment,
  raw: unknown,
  invoiceNames: ReadonlyMap<number, string | null>,
): InvoicingPayment {
  const invoice = payment.reconciled_invoice_ids[0] ?? payment.reconciled_bill_ids[0];
  const method = payment.payment_method_line_id || payment.payment_method_id || false;
  return {
    id: String(payment.id),
    source_ref: { id: String(payment.id), model: MODEL },
    status: paymentStatusOf(payment.state),
    description: text(payment.memo ?? payment.ref ?? false) ?? text(payment.name) ?? '',
    amount: payment.amount,
    currency: m2oName(payment.currency_id) ?? '',
    payment_date: `${payment.date.slice(0, 10)}T00:00:00Z`,
    partner_id: m2oId(payment.partner_id),
    payment_method_id: payment.payment_method_line_id ? m2oId(payment.payment_method_line_id) : null,
    payment_method_name: m2oName(method),
    invoice_id: invoice === undefined ? null : String(invoice),
    invoice_number: invoice === undefined ? null : (invoiceNames.get(invoice) ?? null),
    raw,
  };
}

const moveNameSchema = z.looseObject({ id: idSchema, name: char });

/** The numbers of the invoices `payments` reconcile: ONE read for all of them. */
async function invoiceNamesOf(
  client: OdooClient,
  payments: readonly Parsed<OdooPayment>[],
): Promise<Map<number, string | null>> {
  const ids = [
    ...new Set(
      payments.flatMap(({ record }) =>
        [record.reconciled_invoice_ids[0] ?? record.reconciled_bill_ids[0] ?? []].flat(),
      ),
    ),
  ];
  const names = new Map<number, string | null>();
  if (ids.length === 0) return names;
  const moves = await client.readRecords('account.move', ids, ['name'], moveNameSchema);
  for (const { record } of moves) {
    const name = text(record.name);
    names.set(record.id, name === '/' ? null : name);
  }
  return names;
}

async function readPayments(client: OdooClient, ids: number[]): Promise<InvoicingPayment[]> {
  const fields = await paymentFields(client);
  const payments = await client.readRecords(MODEL, ids, present(fields, FIELDS), odooPaymentSchema);
  const names = await invoiceNamesOf(client, payments);
  return payments.map(({ record, raw }) => toPayment(record, raw, names));
}

/**
 * One page of payments, newest first: `search_read` on `account.payment` with `offset`/`limit`
 * (the payment day between `date_from` and `date_to`), `search_count` unless the page shows the
 * total, and ONE read of the numbers of the invoices they reconcile: at most three calls.
 * Docs: external_api "Search and read".
 * Pitfalls: the memo is `ref` up to 17 and `memo` from 18; 18 split `posted` into `in_process`
 * (not yet matched with the bank) and `paid`.
 */
export async function listPayments(
  client: OdooClient,
  page: PageRequest,
  filter: PaymentFilter,
): Promise<Page<InvoicingPayment>> {
  const fields = await paymentFields(client);
  const domain: Domain = [];
  if (filter.date_from) domain.push(['date', '>=', filter.date_from]);
  if (filter.date_to) domain.push(['date', '<=', filter.date_to]);
  const offset = pageOffset(page);
  const payments = await client.searchRecords(MODEL, domain, present(fields, FIELDS), odooPaymentSchema, {
    offset,
    limit: page.size,
    order: ORDER,
  });
  const [total, names] = await Promise.all([
    client.pageTotal(MODEL, domain, {}, { offset, limit: page.size, received: payments.length }),
    invoiceNamesOf(client, payments),
  ]);
  return {
    items: payments.map(({ record, raw }) => toPayment(record, raw, names)),
    total,
    page: page.page,
    size: page.size,
  };
}

const issue = (field: string, msg: string, input: unknown): ValidationIssue => ({
  loc: ['body', field],
  msg,
  type: 'value_error',
  input,
});

const methodLineSchema = z.looseObject({ id: idSchema, journal_id: many2one, payment_type: char.optional() });

/**
 * The journal and method line of a payment method id: from 15 a method line (its journal), before
 * a journal (Lintel's payment methods are journals there).
 */
async function methodOf(
  client: OdooClient,
  methodId: string,
): Promise<{ journal: number; line?: number } | undefined> {
  const id = odooId(methodId);
  if (id === undefined) return undefined;
  if (await client.fieldsOf(METHOD_LINE)) {
    const [line] = await client.readRecords(
      METHOD_LINE,
      [id],
      ['journal_id', 'payment_type'],
      methodLineSchema,
    );
    if (!line?.record.journal_id) return undefined;
    return { journal: line.record.journal_id[0], line: id };
  }
  const [journal] = await client.readRecords(
    'account.journal',
    [id],
    ['name', 'type', 'currency_id'],
    odooJournalSchema,
  );
  return journal && ['bank', 'cash'].includes(journal.record.type) ? { journal: id } : undefined;
}

const invoiceStateSchema = z.looseObject({
  id: idSchema,
  state: z.string(),
  move_type: z.string(),
  currency_id: many2one,
  amount_residual: z.number(),
});

/**
 * Registers a payment on an invoice the way Odoo's "Register payment" button does: the
 * `account.payment.register` wizard created on the invoice (context `active_model` /
 * `active_ids`) with the amount, day, memo and the method's journal, then
 * `action_create_payments`, which posts the payment and reconciles it with the invoice; its
 * answer names the payment. With a write id the payment is then marked `__lintel__.<write id>`.
 * Pitfalls: the wizard refuses a draft invoice and one with nothing left to pay (UserError);
 * a method line must be of the payment's direction (inbound for a customer invoice).
 */
export async function createPayment(
  client: OdooClient,
  input: InvoicingPaymentInput,
  options: CreateOptions = {},
): Promise<InvoicingPayment> {
  const invoiceId = odooId(input.invoice_id);
  const [invoice, method] = await Promise.all([
    invoiceId === undefined
      ? undefined
      : client
          .readRecords(
            'account.move',
            [invoiceId],
            ['state', 'move_type', 'currency_id', 'amount_residual'],
            invoiceStateSchema,
          )
          .then((r) => r[0]?.record),
    input.payment_method_id ? methodOf(client, input.payment_method_id) : undefined,
  ]);
  const issues: ValidationIssue[] = [];
  if (!invoice || !['out_invoice', 'out_refund', 'in_invoice', 'in_refund'].includes(invoice.move_type)) {
    issues.push(issue('invoice_id', `Unknown invoice in Odoo: ${input.invoice_id}`, input.invoice_id));
  } else {
    if (invoice.state !== 'posted')
      issues.push(
        issue(
          'invoice_id',
          `Odoo registers payments on posted invoices only; this one is ${invoice.state}`,
          input.invoice_id,
        ),
      );
    else if (invoice.amount_residual <= 0)
      issues.push(issue('invoice_id', 'Nothing is left to pay on this invoice', input.invoice_id));
    const currency = m2oName(invoice.currency_id);
    if (currency && currency.toUpperCase() !== input.currency.toUpperCase())
      issues.push(
        issue(
          'currency',
          `The invoice is in ${currency}; Odoo registers its payment in that currency`,
          input.currency,
        ),
      );
  }
  if (input.payment_method_id && !method)
    issues.push(
      issue(
        'payment_method_id',
        `Unknown payment method in Odoo: ${input.payment_method_id}`,
        input.payment_method_id,
      ),
    );
  if (!(input.amount > 0)) issues.push(issue('amount', 'A payment amount must be positive', input.amount));
  if (issues.length > 0) throw validationError(issues);

  const context = { active_model: 'account.move', active_ids: [invoiceId] };
  const vals: Record<string, unknown> = { amount: input.amount, payment_date: input.date };
  if (input.description) vals['communication'] = input.description;
  if (method) {
    vals['journal_id'] = method.journal;
    if (method.line !== undefined) vals['payment_method_line_id'] = method.line;
  }
  const wizard = await client.command(
    'account.payment.register',
    'create',
    [vals],
    { context },
    z.union([idSchema, z.tuple([idSchema])]),
  );
  const wizardId = typeof wizard === 'number' ? wizard : wizard[0];
  const action = await client.command(
    'account.payment.register',
    'action_create_payments',
    [[wizardId]],
    { context },
    odooActionSchema,
  );
  const [paymentId] = actionIds(action);
  if (paymentId === undefined)
    throw client.requestError(
      'Odoo registered the payment but did not name it (account.payment.register.action_create_payments)',
    );
  if (options.writeId) await mark(client, MODEL, paymentId, options.writeId);
  const [payment] = await readPayments(client, [paymentId]);
  if (!payment)
    throw client.requestError(
      `Odoo did not return the payment ${paymentId} it created (${MODEL}.search_read)`,
    );
  return payment;
}

/** The payment a create with this write id made (its mark), or null. */
export async function findWrittenPayment(
  client: OdooClient,
  writeId: string,
): Promise<InvoicingPayment | null> {
  const id = await findMarked(client, MODEL, writeId);
  if (id === null) return null;
  const [payment] = await readPayments(client, [id]);
  return payment ?? null;
}

/**
 * Changes a payment with `write`. Odoo lets a validated payment's memo change; its amount, day
 * and method only while it is a draft (a posted payment's journal entry is locked; resetting it
 * to draft would undo its reconciliation with the invoice), so those changes to a validated
 * payment are refused (422) with what to do.
 */
export async function updatePayment(
  client: OdooClient,
  id: string,
  input: InvoicingPaymentUpdate,
): Promise<InvoicingPayment> {
  const numeric = odooId(id);
  const fields = await paymentFields(client);
  const current =
    numeric === undefined
      ? undefined
      : (await client.readRecords(MODEL, [numeric], present(fields, FIELDS), odooPaymentSchema))[0]?.record;
  if (!current || numeric === undefined) throw notFound('Payment', id);
  const method = input.payment_method_id ? await methodOf(client, input.payment_method_id) : undefined;
  const issues: ValidationIssue[] = [];
  if (input.payment_method_id && !method)
    issues.push(
      issue(
        'payment_method_id',
        `Unknown payment method in Odoo: ${input.payment_method_id}`,
        input.payment_method_id,
      ),
    );
  const vals: Record<string, unknown> = {};
  if (input.amount !== undefined && input.amount !== null) {
    if (!(input.amount > 0)) issues.push(issue('amount', 'A payment amount must be positive', input.amount));
    vals['amount'] = input.amount;
  }
  if (input.date) vals['date'] = input.date;
  if (method) {
    vals['journal_id'] = method.journal;
    if (method.line !== undefined) vals['payment_method_line_id'] = method.line;
  }
  if (current.state !== 'draft') {
    for (const field of ['amount', 'date', 'payment_method_id'] as const) {
      if (input[field] !== undefined && input[field] !== null)
        issues.push(
          issue(
            field,
            `Odoo changes the ${field === 'payment_method_id' ? 'method' : field} of a draft payment only; this one is ${current.state} (reset it to draft in Odoo, which undoes its reconciliation)`,
            input[field],
          ),
        );
    }
  }
  if (issues.length > 0) throw validationError(issues);
  if (input.description !== undefined) vals[fields.has('memo') ? 'memo' : 'ref'] = input.description ?? false;
  if (Object.keys(vals).length > 0) await client.command(MODEL, 'write', [[numeric], vals], {}, z.unknown());
  const [payment] = await readPayments(client, [numeric]);
  if (!payment) throw notFound('Payment', id);
  return payment;
}

/**
 * The payment methods: from 15 the method lines of the bank and cash journals (Odoo's own
 * "Payment Method" field of a payment), named with their journal; before, the bank and cash
 * journals themselves. ONE `search_read` (+ `search_count` past a short page).
 */
export async function listPaymentMethods(
  client: OdooClient,
  page: PageRequest,
): Promise<Page<InvoicingPaymentMethod>> {
  const offset = pageOffset(page);
  const lines = await client.fieldsOf(METHOD_LINE);
  if (lines) {
    // Method lines belong to bank and cash journals (and credit-card ones from 17).
    const domain: Domain = [];
    const found = await client.searchRecords(
      METHOD_LINE,
      domain,
      present(lines, ['name', 'payment_method_id', 'journal_id', 'payment_type']),
      odooPaymentMethodLineSchema,
      { offset, limit: page.size, order: 'journal_id asc, id asc' },
    );
    const total = await client.pageTotal(
      METHOD_LINE,
      domain,
      {},
      { offset, limit: page.size, received: found.length },
    );
    return {
      items: found.map(({ record, raw }) => {
        const name = text(record.name) ?? m2oName(record.payment_method_id) ?? String(record.id);
        const journal = m2oName(record.journal_id);
        const direction = text(record.payment_type ?? false);
        const suffix = [journal, direction].filter(Boolean).join(', ');
        return {
          id: String(record.id),
          source_ref: { id: String(record.id), model: METHOD_LINE },
          name: suffix ? `${name} (${suffix})` : name,
          raw,
        };
      }),
      total,
      page: page.page,
      size: page.size,
    };
  }
  const domain: Domain = [['type', 'in', ['bank', 'cash']]];
  const journals = await client.searchRecords(
    'account.journal',
    domain,
    ['name', 'code', 'type', 'currency_id'],
    odooJournalSchema,
    { offset, limit: page.size, order: 'sequence asc, id asc' },
  );
  const total = await client.pageTotal(
    'account.journal',
    domain,
    {},
    { offset, limit: page.size, received: journals.length },
  );
  return {
    items: journals.map(({ record, raw }) => ({
      id: String(record.id),
      source_ref: { id: String(record.id), model: 'account.journal' },
      name: record.name,
      raw,
    })),
    total,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'invoicing.payments.list': (odoo) => (page, filter) => listPayments(odoo, page, filter),
  'invoicing.payments.create': (odoo) =>
    findableCreate(
      (input, options) => createPayment(odoo, input, options),
      (writeId) => findWrittenPayment(odoo, writeId),
    ),
  'invoicing.payments.update': (odoo) => (id, input) => updatePayment(odoo, id, input),
  'invoicing.payment-methods.list': (odoo) => (page) => listPaymentMethods(odoo, page),
} satisfies OdooHandlers;
