import type {
  AccountingAnalyticDistribution,
  AccountingAttachmentInput,
  AccountingInvoiceInput,
  AccountingInvoiceMultiPlanInput,
  AccountingInvoicePaymentInput,
} from '../../../../model/accounting/index.js';
import { type CreateOptions, findableCreate } from '../../../connector.js';
import { type SandboxConnection, type SandboxHandlers, writtenId } from '../../kit.js';
import {
  KINDS,
  ofFolder,
  round2,
  type StoredAttachment,
  type StoredInvoice,
  type StoredInvoiceLine,
  type StoredMatching,
} from '../books.js';
import { matchedLines, nextMatchingNumber, openOf, partnerLines } from '../ledger.js';
import { invoiceAmounts, invoicePosting, isSale, PCMN, paymentPosting } from '../posting.js';
import {
  defaultDistribution,
  entryOf,
  journalOfType,
  newId,
  nextNumber,
  refuse,
  requireAccount,
  requireBookYear,
  requireDistribution,
  requireJournal,
  requirePartner,
  requireTax,
  type WriteContext,
  writeContext,
} from '../write-kit.js';
import { getInvoices } from './read.js';
import { toAccountingInvoice, toAccountingInvoiceMultiPlan } from './to-model.js';

/**
 * Invoices written to the books: each is checked whole (partner, journal, accounts, VAT codes,
 * analytic accounts, book year, number, totals) before its document and its entry are stored
 * together; a payment posts a bank entry and matches it with the invoices it settles.
 */

const MODEL = 'sandbox.accounting.invoice';

type AnyInvoiceInput = AccountingInvoiceInput | AccountingInvoiceMultiPlanInput;

/** A PDF sent base64: refused when it does not decode to one. */
function requirePdf(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || !bytes.subarray(0, 5).toString('latin1').startsWith('%PDF')) {
    throw refuse('ERROR_INVALID_BASE64_STRING', 'The document does not decode to a PDF (%PDF…)');
  }
  return base64;
}

async function createInvoice(
  s: SandboxConnection,
  input: AnyInvoiceInput,
  folderId: string | undefined,
  writeId: string | undefined,
  distributionOf: (
    c: WriteContext,
    line: AnyInvoiceInput['lines'][number],
    what: string,
  ) => AccountingAnalyticDistribution[],
): Promise<string> {
  const c = await writeContext(s, folderId);
  const sale = isSale(input.invoice_type);
  const journalTypes = sale
    ? ['customer_invoice', 'customer_refund']
    : ['supplier_invoice', 'supplier_refund'];
  const journal =
    input.journal_id !== undefined
      ? requireJournal(c, input.journal_id, journalTypes, 'journal_id')
      : journalOfType(c, journalTypes, 'invoice');
  if (input.partner_id === undefined) {
    throw refuse('ERROR_PARTNER_NOT_FOUND', 'partner_id: an invoice needs its client or supplier');
  }
  requirePartner(c, input.partner_id, sale ? 'client' : 'supplier', 'partner_id');
  requireBookYear(c, input.invoice_date, 'invoice_date');
  if (input.lines.length === 0)
    throw refuse('ERROR_NO_INVOICE_LINE', 'lines: an invoice needs at least one line');
  const lines: StoredInvoiceLine[] = input.lines.map((line, i) => {
    const what = `line ${i + 1}`;
    requireAccount(c, line.account_number, what);
    requireTax(c, line.tax_code, what);
    return {
      line_number: line.line_number ?? i + 1,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      unit_of_measure: line.unit_of_measure ?? null,
      account_number: line.account_number,
      tax_code: line.tax_code,
      tax_rate: line.tax_rate,
      analytic_distribution: distributionOf(c, line, what),
      untaxed_amount: line.untaxed_amount,
      tax_amount: line.tax_amount,
    };
  });
  const totals = invoiceAmounts({ lines });
  if (round2(input.total) !== totals.total || round2(input.untaxed_amount) !== totals.untaxed) {
    throw refuse(
      'ERROR_OPERATION_NOT_BALANCED',
      `total: the lines add up to ${totals.untaxed} untaxed and ${totals.total} in all, the invoice says ${input.untaxed_amount} and ${input.total}`,
    );
  }
  const invoices = await ofFolder<StoredInvoice>(s, KINDS.invoice, c.books.folder.id);
  if (
    input.invoice_number !== undefined &&
    invoices.some((i) => i.invoice_number === input.invoice_number && isSale(i.invoice_type) === sale)
  ) {
    throw refuse(
      'ERROR_INVOICE_NUMBER_ALREADY_USED',
      `invoice_number: ${input.invoice_number} is already used`,
    );
  }

  const id = newId(MODEL, writeId);
  const number = input.invoice_number ?? nextNumber(c, journal, input.invoice_date);
  const invoice: StoredInvoice = {
    id,
    folder_id: c.books.folder.id,
    invoice_type: input.invoice_type,
    invoice_number: number,
    currency: input.currency,
    reference: input.reference ?? null,
    payment_communication: input.payment_communication ?? null,
    customer_memo: input.customer_memo ?? null,
    payment_term_id: input.payment_term_id ?? null,
    payment_method_id: input.payment_method_id ?? null,
    invoice_date: input.invoice_date,
    due_date: input.due_date,
    delivery_date: input.delivery_date ?? null,
    partner_id: input.partner_id,
    journal_id: journal.id,
    status: input.status === 'draft' ? 'draft' : 'posted',
    approval_status: 'unknown',
    lines,
    updated_at: c.now,
  };
  const entry = entryOf(c, {
    id,
    journal_id: journal.id,
    name: number,
    reference: input.reference ?? number,
    date: input.invoice_date,
    due_date: input.due_date,
    posted: invoice.status === 'posted',
    source: 'invoice',
    currency: input.currency,
    payment_method_id: invoice.payment_method_id,
    lines: invoicePosting(id, invoice, c.vatCodes),
  });
  const attachment: StoredAttachment[] =
    input.pdf === undefined
      ? []
      : [
          {
            id: `${id}-file`,
            folder_id: c.books.folder.id,
            document_type: 'invoice',
            document_id: id,
            name: input.pdf_name ?? `${number}.pdf`,
            base64_string: requirePdf(input.pdf),
          },
        ];
  await s.records.insert([
    { kind: KINDS.invoice, id, data: { ...invoice } },
    { kind: KINDS.entry, id, data: { ...entry } },
    ...attachment.map((a) => ({ kind: KINDS.attachment, id: a.id, data: { ...a } })),
  ]);
  return id;
}

/** One invoice as it is now (the answer of a write on it). */
async function answer<T>(
  s: SandboxConnection,
  id: string,
  folderId: string | undefined,
  toModel: Parameters<typeof getInvoices<T>>[3],
): Promise<T> {
  const [found] = await getInvoices(s, [id], { folder_id: folderId, include_payments: true }, toModel);
  if (found instanceof Error) throw found;
  return found!;
}

/**
 * A payment of invoices of one partner: a bank entry for the whole (money in for a client, out
 * to a supplier) matched with each invoice's open partner line for its part. An invoice paid
 * beyond what is open, or invoices of several partners, are refused before anything is written.
 */
async function payInvoices(
  s: SandboxConnection,
  input: AccountingInvoicePaymentInput,
  folderId: string | undefined,
  writeId: string | undefined,
) {
  const c = await writeContext(s, folderId);
  const methods = await ofFolder<{ id: string; name: string }>(s, KINDS.paymentMethod, c.books.folder.id);
  if (!methods.some((m) => m.id === input.payment_method_id)) {
    throw refuse(
      'ERROR_API_RESOURCE_NOT_FOUND',
      `payment_method_id: the folder has no payment method ${input.payment_method_id}`,
    );
  }
  requireBookYear(c, input.date, 'date');
  if (input.items.length === 0)
    throw refuse('ERROR_AMOUNTS_NOT_BALANCED', 'items: a payment settles at least one invoice');
  const matched = matchedLines(c.books.matchings);
  const settled = input.items.map((item, i) => {
    const what = `items[${i}]`;
    const entry = c.books.entries.find((e) => e.id === item.invoice_id && e.source === 'invoice');
    if (!entry)
      throw refuse('ERROR_INVOICE_NOT_FOUND', `${what}: the folder has no invoice ${item.invoice_id}`);
    if (!entry.posted)
      throw refuse('ERROR_ENTRY_HAS_INVALID_STATUS', `${what}: invoice ${item.invoice_id} is a draft`);
    const line = partnerLines(c.books, entry)[0]!;
    const open = openOf(line, matched);
    if (round2(item.amount) > Math.abs(open)) {
      throw refuse(
        'ERROR_AMOUNTS_NOT_BALANCED',
        `${what}: ${item.amount} is more than the ${Math.abs(open)} open on ${entry.name}`,
      );
    }
    return { entry, line, amount: round2(item.amount), signed: Math.sign(open) };
  });
  const partner = settled[0]!.line.partner_id!;
  if (
    settled.some(
      (x) => x.line.partner_id !== partner || x.line.account_number !== settled[0]!.line.account_number,
    )
  ) {
    throw refuse(
      'ERROR_MULTIPLE_PARTNERS',
      'items: the invoices of one payment are those of one client or supplier',
    );
  }
  const bank = journalOfType(c, ['financial_operation'], 'payment');
  const id = newId('sandbox.accounting.payment', writeId);
  const total = round2(settled.reduce((sum, x) => sum + x.signed * x.amount, 0));
  const names = settled.map((x) => x.entry.name).join(', ');
  const entry = entryOf(c, {
    id,
    journal_id: bank.id,
    name: input.number ?? nextNumber(c, bank, input.date),
    reference: input.reference ?? names,
    date: input.date,
    source: 'payment',
    currency: input.currency,
    payment_method_id: input.payment_method_id,
    lines: paymentPosting(
      id,
      bank.counterpart_account ?? PCMN.bank,
      settled[0]!.line.account_number,
      partner,
      total,
      `Paiement ${names}`,
    ),
  });
  const paymentLine = entry.lines[1]!;
  const matching: StoredMatching = {
    id: `${id}-match`,
    folder_id: c.books.folder.id,
    number: nextMatchingNumber(c.books),
    date: input.date,
    partials: settled.map(({ line, amount, signed }) =>
      signed > 0
        ? { debit_line: line.id, credit_line: paymentLine.id, amount }
        : { debit_line: paymentLine.id, credit_line: line.id, amount },
    ),
  };
  await s.records.insert([
    { kind: KINDS.entry, id, data: { ...entry } },
    { kind: KINDS.matching, id: matching.id, data: { ...matching } },
  ]);
  return settled[0]!.entry.id;
}

async function attach(
  s: SandboxConnection,
  input: AccountingAttachmentInput,
  params: {
    invoice_id: string;
    folder_id?: string | undefined;
    overwrite_existing?: boolean | null | undefined;
  },
) {
  const c = await writeContext(s, params.folder_id);
  const invoice = await s.records.find<StoredInvoice>(KINDS.invoice, params.invoice_id);
  if (!invoice || invoice.folder_id !== c.books.folder.id) {
    throw refuse('ERROR_INVOICE_NOT_FOUND', `invoice_id: the folder has no invoice ${params.invoice_id}`);
  }
  const base64 = requirePdf(input.base64_string);
  const fileId = `${invoice.id}-file`;
  const existing = await s.records.find(KINDS.attachment, fileId);
  if (existing && !params.overwrite_existing) {
    throw refuse(
      'ERROR_ATTACHMENT_ALREADY_EXISTS',
      `invoice ${invoice.id} has a file: send overwrite_existing=true to replace it`,
    );
  }
  const file: StoredAttachment = {
    id: fileId,
    folder_id: c.books.folder.id,
    document_type: 'invoice',
    document_id: invoice.id,
    name: input.name ?? `${invoice.invoice_number}.pdf`,
    base64_string: base64,
  };
  if (existing) await s.records.update(KINDS.attachment, fileId, file);
  else await s.records.insert([{ kind: KINDS.attachment, id: fileId, data: { ...file } }]);
  return invoice.id;
}

/** `folder_id` of a write's parameters (the framework passes them as the operation declares them). */
function folderParam(options: CreateOptions): string | undefined {
  const folder = options.params?.['folder_id'];
  return typeof folder === 'string' ? folder : undefined;
}

/** The invoice a create with this write id made, as it is now, or null when none was made. */
async function written<T>(
  s: SandboxConnection,
  writeId: string,
  toModel: Parameters<typeof getInvoices<T>>[3],
): Promise<T | null> {
  const invoice = await s.records.find<StoredInvoice>(KINDS.invoice, writtenId(MODEL, writeId));
  return invoice ? answer(s, invoice.id, invoice.folder_id, toModel) : null;
}

export const handlers = {
  'accounting.invoices.create': (s) =>
    findableCreate(
      async (input: AccountingInvoiceInput, options) => {
        const folder = folderParam(options);
        const id = await createInvoice(s, input, folder, options.writeId, (c, line, what) =>
          defaultDistribution(
            c,
            (line as AccountingInvoiceInput['lines'][number]).analytic_account ?? undefined,
            what,
          ),
        );
        return answer(s, id, folder, toAccountingInvoice);
      },
      (writeId) => written(s, writeId, toAccountingInvoice),
    ),
  'accounting.invoices-multi-plans.create': (s) =>
    findableCreate(
      async (input: AccountingInvoiceMultiPlanInput, options) => {
        const folder = folderParam(options);
        const id = await createInvoice(s, input, folder, options.writeId, (c, line, what) => {
          const distribution =
            (line as AccountingInvoiceMultiPlanInput['lines'][number]).analytic_distribution ?? [];
          requireDistribution(c, distribution, what);
          return distribution;
        });
        return answer(s, id, folder, toAccountingInvoiceMultiPlan);
      },
      (writeId) => written(s, writeId, toAccountingInvoiceMultiPlan),
    ),
  'accounting.invoice-payments.create': (s) => async (input, options) => {
    const folder = options?.params?.folder_id;
    return answer(s, await payInvoices(s, input, folder, options?.writeId), folder, toAccountingInvoice);
  },
  'accounting.invoice-attachments.create': (s) => async (input, options) => {
    // The path names the invoice: the framework always passes it.
    const params = options?.params ?? { invoice_id: '', folder_id: undefined };
    return answer(s, await attach(s, input, params), params.folder_id, toAccountingInvoice);
  },
} satisfies SandboxHandlers;
