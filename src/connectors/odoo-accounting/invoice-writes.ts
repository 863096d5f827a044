import type {
  AccountingAttachmentInput,
  AccountingInvoiceInput,
  AccountingInvoiceMultiPlanInput,
  AccountingInvoicePaymentInput,
} from '../../model/accounting/index.js';
import { odooId } from '../odoo/client.js';
import {
  accountsByCode,
  analyticsWanted,
  anything,
  at,
  createMove,
  createRecord,
  currencyId,
  journalOpen,
  looseRecord,
  m2o,
  numberFree,
  openBookYear,
  recordsById,
  refused,
  toOdooDistribution,
  type Wanted,
} from './checks.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { handlers as invoiceReads } from './invoices.js';
import { round2 } from './shared.js';

/**
 * Invoices and credit notes, their payments and their files. An invoice is an `account.move` of
 * type `out_invoice`, `out_refund`, `in_invoice` or `in_refund` created with its
 * `invoice_line_ids` (account, quantity, unit price, taxes, analytic distribution): Odoo computes
 * the tax lines and the receivable or payable line itself, then `action_post` numbers and books
 * it. A payment is a bank or cash entry on the invoices' receivable or payable accounts, matched
 * with them by `account.move.line.reconcile`, as Odoo's own payment entries are.
 * Docs: account/models/account_move.py (`_sync_dynamic_lines`, `_post`), account_move_line.py
 * (`reconcile`), base/models/ir_attachment.py.
 * Pitfalls: a posted number must be unique in its journal (Odoo: "The entry number is already
 * used", after the create): looked for first; `invoice_date_due` is ignored once a payment term
 * is given.
 */

const MOVE_TYPES = {
  customer_invoice: 'out_invoice',
  customer_refund: 'out_refund',
  supplier_invoice: 'in_invoice',
  supplier_refund: 'in_refund',
} as const;

type InvoiceInput = AccountingInvoiceInput | AccountingInvoiceMultiPlanInput;
type Params = { folder_id?: string | undefined };

/** The analytic distribution of a line of either shape. */
function lineDistribution(line: InvoiceInput['lines'][number]): Record<string, number> | undefined {
  if ('analytic_distribution' in line) return toOdooDistribution(line.analytic_distribution);
  const account = 'analytic_account' in line ? line.analytic_account : undefined;
  return account ? { [account]: 100 } : undefined;
}

function analyticsOf(input: InvoiceInput): Wanted[] {
  return input.lines.flatMap((line, i) => {
    if ('analytic_distribution' in line)
      return analyticsWanted([line.analytic_distribution], () => at('lines', i, 'analytic_distribution'));
    const account = 'analytic_account' in line ? line.analytic_account : undefined;
    return account ? [{ value: account, where: at('lines', i, 'analytic_account') }] : [];
  });
}

/**
 * Checks (one read each: the company's lock date, the journal, the partner, the accounts, the
 * taxes, the analytic accounts, the number), then `account.move.create` and `action_post`,
 * the PDF as an `ir.attachment`, and the invoice read back.
 */
async function createInvoice(odoo: AccountingOdoo, input: InvoiceInput, params: Params): Promise<number> {
  const scope = await odoo.scope(params.folder_id);
  if (input.lines.length === 0) throw refused('ERROR_NO_INVOICE_LINE', 'lines: the invoice has no line');
  if (round2(input.lines.reduce((s, l) => s + l.untaxed_amount, 0)) === 0)
    throw refused('ERROR_ZERO_INVOICE', 'lines: the untaxed amounts add up to 0');
  const moveType = MOVE_TYPES[input.invoice_type];
  const sale = moveType.startsWith('out');
  const journalType = sale ? 'sale' : 'purchase';
  const company = await openBookYear(odoo, scope, input.invoice_date, 'invoice_date');
  let journalId: number;
  if (input.journal_id) {
    const journals = await recordsById(
      odoo,
      scope,
      'account.journal',
      ['type'],
      [{ value: input.journal_id, where: 'journal_id' }],
      'ERROR_JOURNAL_NOT_FOUND',
      'journal',
    );
    const journal = journals.get(Number(input.journal_id))!;
    if (journal['type'] !== journalType)
      throw refused(
        'ERROR_JOURNAL_NOT_GOOD_SCOPE',
        `journal_id: journal ${input.journal_id} is a ${journal['type']} journal, not ${journalType}`,
      );
    journalId = journal.id;
  } else {
    const [journal] = await odoo.search(
      'account.journal',
      [['type', '=', journalType]],
      ['type'],
      looseRecord,
      scope.context,
      { limit: 1, order: 'sequence asc, id asc' },
    );
    if (!journal)
      throw refused('ERROR_JOURNAL_NOT_FOUND', `journal_id: the folder has no ${journalType} journal`);
    journalId = journal.record.id;
  }
  // 18+: a sales or purchase lock date closes the journal's documents only.
  journalOpen(company, scope, input.invoice_date, 'invoice_date', journalType);
  if (!input.partner_id)
    throw refused(
      'ERROR_PARTNER_NOT_FOUND',
      'partner_id: Odoo books an invoice on a client or supplier; give its id',
    );
  await recordsById(
    odoo,
    scope,
    'res.partner',
    ['name'],
    [{ value: input.partner_id, where: 'partner_id' }],
    'ERROR_PARTNER_NOT_FOUND',
    'partner',
  );
  const accounts = await accountsByCode(
    odoo,
    scope,
    input.lines.map((l, i) => ({ value: l.account_number, where: at('lines', i, 'account_number') })),
  );
  await recordsById(
    odoo,
    scope,
    'account.tax',
    ['name'],
    input.lines.map((l, i) => ({ value: l.tax_code, where: at('lines', i, 'tax_code') })),
    'ERROR_TAX_CODE_NOT_FOUND',
    'tax code',
  );
  await recordsById(
    odoo,
    scope,
    'account.analytic.account',
    ['name'],
    analyticsOf(input),
    'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND',
    'analytic account',
  );
  if (input.payment_term_id)
    await recordsById(
      odoo,
      scope,
      'account.payment.term',
      ['name'],
      [{ value: input.payment_term_id, where: 'payment_term_id' }],
      'ERROR_NOT_FOUND',
      'payment term',
    );
  if (input.invoice_number)
    await numberFree(odoo, scope, journalId, input.invoice_number, 'invoice_number', 'invoice');
  const currency = await currencyId(odoo, scope, company, input.currency, 'currency');
  const id = await createMove(
    odoo,
    scope,
    {
      move_type: moveType,
      journal_id: journalId,
      partner_id: Number(input.partner_id),
      invoice_date: input.invoice_date,
      date: input.invoice_date,
      ...(input.payment_term_id
        ? { invoice_payment_term_id: Number(input.payment_term_id) }
        : { invoice_date_due: input.due_date }),
      ...(input.invoice_number ? { name: input.invoice_number } : {}),
      ...(input.reference ? { ref: input.reference } : {}),
      ...(input.payment_communication ? { payment_reference: input.payment_communication } : {}),
      ...(input.customer_memo ? { narration: input.customer_memo } : {}),
      ...(currency !== undefined ? { currency_id: currency } : {}),
      invoice_line_ids: input.lines.map((line) => [
        0,
        0,
        {
          name: line.description || false,
          quantity: line.quantity,
          price_unit: line.unit_price,
          account_id: accounts.get(line.account_number)!.id,
          tax_ids: [[6, 0, [Number(line.tax_code)]]],
          ...(lineDistribution(line) ? { analytic_distribution: lineDistribution(line) } : {}),
        },
      ]),
    },
    input.status !== 'draft',
  );
  if (input.pdf) await attach(odoo, scope, id, input.pdf, input.pdf_name ?? undefined);
  return id;
}

/** `ir.attachment.create` on the move (ONE call): Odoo's own way of filing an invoice's PDF. */
async function attach(
  odoo: AccountingOdoo,
  scope: Scope,
  moveId: number,
  base64: string,
  name: string | undefined,
) {
  await createRecord(odoo, scope, 'ir.attachment', {
    name: name ? (name.endsWith('.pdf') ? name : `${name}.pdf`) : `invoice-${moveId}.pdf`,
    datas: base64,
    mimetype: 'application/pdf',
    res_model: 'account.move',
    res_id: moveId,
    company_id: scope.company,
  });
}

async function readInvoice(odoo: AccountingOdoo, id: number, params: Params) {
  const [invoice] = await invoiceReads['accounting.invoices.get'](odoo)([String(id)], {
    folder_id: params.folder_id,
    include_invoice_lines: true,
    include_payments: false,
    include_partner_info: false,
  });
  if (!invoice || invoice instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no invoice ${id} after writing it (account.move)`);
  return invoice;
}

async function readInvoiceMultiPlan(odoo: AccountingOdoo, id: number, params: Params) {
  const [invoice] = await invoiceReads['accounting.invoices-multi-plans.get'](odoo)([String(id)], {
    folder_id: params.folder_id,
    include_invoice_lines: true,
    include_payments: false,
    include_partner_info: false,
  });
  if (!invoice || invoice instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no invoice ${id} after writing it (account.move)`);
  return invoice;
}

// ---- payments ------------------------------------------------------------------------------------

const PAYABLE_TYPES = ['asset_receivable', 'liability_payable'];

/**
 * A payment of invoices: checked (the company's lock date, the payment method and its journal,
 * the invoices: posted, of one partner, still open, not overpaid; their open receivable or payable
 * items), then a bank or cash entry (create + post), its items read, and one `reconcile` per
 * account. Answers the first invoice as it is after the payment.
 */
async function payInvoices(odoo: AccountingOdoo, input: AccountingInvoicePaymentInput, params: Params) {
  const scope = await odoo.scope(params.folder_id);
  if (input.items.length === 0)
    throw refused('ERROR_NO_OPERATION_LINE', 'items: the payment settles no invoice');
  const company = await openBookYear(odoo, scope, input.date, 'date');
  const methods = await recordsById(
    odoo,
    scope,
    'account.payment.method.line',
    ['journal_id'],
    [{ value: input.payment_method_id, where: 'payment_method_id' }],
    'ERROR_NOT_FOUND',
    'payment method',
  );
  const journalId = m2o(methods.get(Number(input.payment_method_id))!['journal_id']);
  const journals = await recordsById(
    odoo,
    scope,
    'account.journal',
    ['default_account_id'],
    [{ value: String(journalId), where: 'payment_method_id' }],
    'ERROR_JOURNAL_NOT_FOUND',
    'journal',
  );
  const moneyAccount = m2o(journals.get(journalId!)!['default_account_id']);
  if (input.number) await numberFree(odoo, scope, journalId!, input.number, 'number', 'entry');
  const invoices = await recordsById(
    odoo,
    scope,
    'account.move',
    ['move_type', 'state', 'partner_id', 'amount_residual', 'name'],
    input.items.map((item, i) => ({ value: item.invoice_id, where: at('items', i, 'invoice_id') })),
    'ERROR_INVOICE_NOT_FOUND',
    'invoice',
  );
  const partners = new Set<number | undefined>();
  input.items.forEach((item, i) => {
    const invoice = invoices.get(Number(item.invoice_id))!;
    if (!Object.values(MOVE_TYPES).includes(invoice['move_type'] as never))
      throw refused(
        'ERROR_INVOICE_NOT_FOUND',
        `${at('items', i, 'invoice_id')}: entry ${item.invoice_id} is not an invoice`,
      );
    if (invoice['state'] !== 'posted')
      throw refused(
        'ERROR_ENTRY_HAS_INVALID_STATUS',
        `${at('items', i, 'invoice_id')}: invoice ${item.invoice_id} is not posted`,
      );
    if (round2(Number(invoice['amount_residual'] ?? 0)) < round2(item.amount))
      throw refused(
        'ERROR_AMOUNTS_NOT_BALANCED',
        `${at('items', i, 'amount')}: ${item.amount} is more than the ${invoice['amount_residual']} left to pay`,
      );
    partners.add(m2o(invoice['partner_id']));
  });
  if (partners.size > 1)
    throw refused('ERROR_MULTIPLE_PARTNERS', 'items: the invoices are of several clients or suppliers');
  const ids = [...invoices.keys()];
  const open = await odoo.search(
    'account.move.line',
    [
      ['move_id', 'in', ids],
      ['account_type', 'in', PAYABLE_TYPES],
      ['reconciled', '=', false],
    ],
    ['move_id', 'account_id', 'partner_id'],
    looseRecord,
    scope.context,
  );
  const accountOf = new Map<number, number>();
  for (const { record } of open) accountOf.set(m2o(record['move_id'])!, m2o(record['account_id'])!);
  const currency = await currencyId(odoo, scope, company, input.currency, 'currency');
  const rate = input.currency_exchange_rate ?? 1;
  const partner = [...partners][0];
  // Money in for a customer invoice (or a supplier's credit note): the receivable is credited.
  const lines = input.items.map((item) => {
    const invoice = invoices.get(Number(item.invoice_id))!;
    const inbound = invoice['move_type'] === 'out_invoice' || invoice['move_type'] === 'in_refund';
    const amount = round2(item.amount * rate);
    return [
      0,
      0,
      {
        account_id: accountOf.get(invoice.id),
        partner_id: partner,
        name: input.reference ?? invoice['name'],
        debit: inbound ? 0 : amount,
        credit: inbound ? amount : 0,
        ...(currency !== undefined
          ? { currency_id: currency, amount_currency: inbound ? -item.amount : item.amount }
          : {}),
      },
    ];
  });
  const net = round2(
    lines.reduce((s, [, , l]) => s + (l as { credit: number }).credit - (l as { debit: number }).debit, 0),
  );
  lines.push([
    0,
    0,
    {
      account_id: moneyAccount,
      partner_id: partner,
      name: input.reference ?? false,
      debit: net > 0 ? net : 0,
      credit: net < 0 ? -net : 0,
    },
  ]);
  const move = await createMove(
    odoo,
    scope,
    {
      move_type: 'entry',
      journal_id: journalId,
      date: input.date,
      partner_id: partner ?? false,
      ref: input.reference ?? false,
      ...(input.number ? { name: input.number } : {}),
      ...(currency !== undefined ? { currency_id: currency } : {}),
      line_ids: lines,
    },
    true,
  );
  const paid = await odoo.search(
    'account.move.line',
    [
      ['move_id', '=', move],
      ['account_type', 'in', PAYABLE_TYPES],
    ],
    ['account_id'],
    looseRecord,
    scope.context,
  );
  const byAccount = new Map<number, number[]>();
  for (const { record } of [...open, ...paid]) {
    const account = m2o(record['account_id'])!;
    byAccount.set(account, [...(byAccount.get(account) ?? []), record.id]);
  }
  for (const lineIds of byAccount.values())
    await odoo.odoo.command(
      'account.move.line',
      'reconcile',
      [lineIds],
      { context: scope.context },
      anything,
    );
  return readInvoice(odoo, Number(input.items[0]!.invoice_id), params);
}

// ---- attachments ---------------------------------------------------------------------------------

/**
 * A file for an invoice: the invoice and its files looked for (two reads: an unknown invoice is
 * not found, an invoice with a file needs `overwrite_existing`), then `ir.attachment.create`,
 * after `unlink` of the old files when overwriting.
 */
async function attachToInvoice(
  odoo: AccountingOdoo,
  input: AccountingAttachmentInput,
  params: {
    invoice_id: string;
    folder_id?: string | undefined;
    overwrite_existing?: boolean | null | undefined;
  },
) {
  const scope = await odoo.scope(params.folder_id);
  const id = odooId(params.invoice_id);
  const [invoice] =
    id === undefined
      ? []
      : await odoo.search(
          'account.move',
          [
            ['id', '=', id],
            ['move_type', 'in', Object.values(MOVE_TYPES)],
          ],
          ['name'],
          looseRecord,
          scope.context,
        );
  if (!invoice)
    throw refused(
      'ERROR_INVOICE_NOT_FOUND',
      `invoice_id: invoice ${params.invoice_id} does not exist in folder ${scope.company}`,
    );
  if (
    !/^[A-Za-z0-9+/=\s]+$/.test(input.base64_string) ||
    Buffer.from(input.base64_string, 'base64').length === 0
  )
    throw refused('ERROR_INVALID_BASE64_STRING', 'base64_string: not base64');
  const files = await odoo.search(
    'ir.attachment',
    [
      ['res_model', '=', 'account.move'],
      ['res_id', '=', id],
    ],
    ['name'],
    looseRecord,
    scope.context,
  );
  if (files.length > 0 && !params.overwrite_existing)
    throw refused(
      'ERROR_ATTACHMENT_ALREADY_EXISTS',
      `invoice_id: invoice ${params.invoice_id} has ${files.length} file(s) already`,
    );
  if (files.length > 0)
    await odoo.odoo.command(
      'ir.attachment',
      'unlink',
      [files.map((f) => f.record.id)],
      { context: scope.context },
      anything,
    );
  await attach(odoo, scope, id!, input.base64_string, input.name ?? undefined);
  return readInvoice(odoo, id!, params);
}

export const handlers = {
  'accounting.invoices.create': (odoo) => async (input, options) => {
    const params = options?.params ?? {};
    return readInvoice(odoo, await createInvoice(odoo, input, params), params);
  },
  'accounting.invoices-multi-plans.create': (odoo) => async (input, options) => {
    const params = options?.params ?? {};
    return readInvoiceMultiPlan(odoo, await createInvoice(odoo, input, params), params);
  },
  'accounting.invoice-payments.create': (odoo) => (input, options) =>
    payInvoices(odoo, input, options?.params ?? {}),
  'accounting.invoice-attachments.create': (odoo) => (input, options) =>
    attachToInvoice(odoo, input, options?.params ?? { invoice_id: '' }),
} satisfies AccountingHandlers;
