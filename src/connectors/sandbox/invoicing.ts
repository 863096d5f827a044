import { createHash, randomUUID } from 'node:crypto';
import { LintelError, type ValidationIssue, validationError } from '../../errors.js';
import type {
  AttachmentInput,
  Contact,
  ContactInput,
  Invoice,
  InvoiceFilter,
  InvoiceInput,
  InvoiceLine,
  InvoiceSingle,
  InvoicingPayment,
  InvoicingPaymentMethod,
  OperationId,
  Page,
  PageRequest,
  UploadedDocument,
} from '../../model/index.js';
import {
  contact,
  invoice,
  invoicingBankAccount,
  invoicingBankTransaction,
  invoicingPayment,
  invoicingPaymentMethod,
  pageOffset,
} from '../../model/index.js';
import { type CreateOptions, findableCreate, type OperationHandlers } from '../connector.js';
import { addDays } from '../local-time.js';
import { invoiceNumber, isoDateTime, journalOf, PAYMENT_METHODS, paymentStateOf } from './invoicing-seed.js';
import { fromStored, type StoredData } from './records.js';
import type { SandboxKind, SandboxRepository, SandboxWhere } from './types.js';

/** The invoicing operations beyond taxes, products, opportunities and contact reads. */
export const INVOICING_BREADTH_OPERATIONS = [
  'invoicing.invoices.list',
  'invoicing.invoices.get',
  'invoicing.invoices.create',
  'invoicing.payments.list',
  'invoicing.payments.create',
  'invoicing.payments.update',
  'invoicing.payment-methods.list',
  'invoicing.bank-accounts.list',
  'invoicing.bank-transactions.list',
  'invoicing.contacts.create',
  'invoicing.upload-document.create',
] as const satisfies readonly OperationId[];

type Handlers = Pick<OperationHandlers, (typeof INVOICING_BREADTH_OPERATIONS)[number]>;
/** An invoice as stored: the model's record and the state the `payment_status` filter reads. */
type StoredInvoice = Invoice & { payment_state: string };
/** An uploaded file as stored (kind `document`), under the id of the draft it made. */
interface StoredDocument {
  id: string;
  document_type: AttachmentInput['document_type'];
  base64_string: string;
  mimetype: string;
  uploaded_on: string;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (cents: number) => cents / 100;

/**
 * The Sandbox's invoices, payments, payment methods, bank accounts, bank transactions, contact
 * creation and document upload. Writes land in the connection's records and read back; a
 * payment recorded or changed recomputes its invoice (amount left to pay, payment state, last
 * payment) from all the invoice's payments, so two writes never leave a stale sum.
 */
export function connectInvoicingBreadth(
  repo: SandboxRepository,
  connectionId: string,
  clock: () => Date,
): Handlers {
  const find = async <T>(kind: SandboxKind, id: string): Promise<T | undefined> => {
    const [found] = await repo.getMany(connectionId, kind, [id]);
    return found?.data as T | undefined;
  };
  const list = async <T>(
    kind: SandboxKind,
    page: PageRequest,
    toModel: (data: StoredData) => T,
    where?: SandboxWhere,
  ): Promise<Page<T>> => {
    const { items, total } = await repo.list(connectionId, kind, {
      offset: pageOffset(page),
      limit: page.size,
      ...(where ? { where } : {}),
    });
    return { items: items.map(toModel), total, page: page.page, size: page.size };
  };

  /** Every payment of an invoice (one query), then its amount left to pay, state and last payment. */
  async function recomputeInvoice(invoiceId: string): Promise<void> {
    const invoice = await find<StoredInvoice>('invoice', invoiceId);
    if (!invoice) return;
    const { items } = await repo.list(connectionId, 'invoicing_payment', {
      offset: 0,
      limit: 10_000,
      where: { equals: { invoice_id: invoiceId } },
    });
    const payments = (items as unknown as InvoicingPayment[]).filter(
      (p) => p.status !== 'canceled' && p.status !== 'failed',
    );
    const paid = payments.reduce((sum, p) => sum + cents(p.amount), 0);
    const last = payments.reduce<InvoicingPayment | null>(
      (latest, p) => (latest === null || p.payment_date >= latest.payment_date ? p : latest),
      null,
    );
    const outstanding = invoice.status === 'cancelled' ? 0 : Math.max(cents(invoice.total) - paid, 0);
    const status =
      invoice.status === 'posted' || invoice.status === 'paid'
        ? outstanding === 0
          ? 'paid'
          : 'posted'
        : invoice.status;
    const updated: StoredInvoice = {
      ...invoice,
      status,
      outstanding_amount: euros(outstanding),
      last_payment_date: last ? last.payment_date.slice(0, 10) : null,
      payment_method_id: last?.payment_method_id ?? invoice.payment_method_id,
      last_updated_on: isoDateTime(clock().getTime()),
      payment_state: paymentStateOf(status, outstanding),
    };
    await repo.update(connectionId, 'invoice', invoiceId, updated as unknown as StoredData);
  }

  async function checkPaymentMethod(id: string | undefined, issues: ValidationIssue[]): Promise<void> {
    if (id === undefined) return;
    if (!(await find('payment_method', id))) issues.push(unknown(['body', 'payment_method_id'], id));
  }

  async function invoiceForPayment(
    invoiceId: string,
    currency: string | undefined,
    issues: ValidationIssue[],
  ) {
    const invoice = await find<StoredInvoice>('invoice', invoiceId);
    if (!invoice) {
      issues.push(unknown(['body', 'invoice_id'], invoiceId));
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
    } else if (cents(amount) > room) {
      issues.push({
        loc: ['body', 'amount'],
        msg: `The amount left to pay on the invoice is ${euros(room).toFixed(2)}`,
        type: 'value_error',
        input: amount,
      });
    }
  }

  async function createInvoice(input: InvoiceInput, options: CreateOptions): Promise<Invoice> {
    const issues: ValidationIssue[] = [];
    if (input.partner_id !== undefined && !(await find('contact', input.partner_id))) {
      issues.push(unknown(['body', 'partner_id'], input.partner_id));
    }
    const lines = input.lines ?? [];
    const productIds = [...new Set(lines.flatMap((l) => (l.product_id ? [l.product_id] : [])))];
    const taxIds = [...new Set(lines.flatMap((l) => (l.tax_id ? [l.tax_id] : [])))];
    const [products, taxes] = await Promise.all([
      repo.getMany(connectionId, 'product', productIds),
      repo.getMany(connectionId, 'tax', taxIds),
    ]);
    const productById = new Map(products.map((p) => [p.id, p.data]));
    const taxById = new Map(taxes.map((t) => [t.id, t.data]));
    lines.forEach((line, i) => {
      if (line.product_id && !productById.has(line.product_id))
        issues.push(unknown(['body', 'lines', i, 'product_id'], line.product_id));
      if (line.tax_id && !taxById.has(line.tax_id))
        issues.push(unknown(['body', 'lines', i, 'tax_id'], line.tax_id));
      if (cents(line.untaxed_amount) + cents(line.tax_amount) !== cents(line.total))
        issues.push(sumIssue(['body', 'lines', i, 'total'], line.total, 'untaxed_amount + tax_amount'));
    });
    if (cents(input.untaxed_amount) + cents(input.tax_amount) !== cents(input.total))
      issues.push(sumIssue(['body', 'total'], input.total, 'untaxed_amount + tax_amount'));
    if (lines.length > 0) {
      const untaxed = lines.reduce((sum, l) => sum + cents(l.untaxed_amount), 0);
      const tax = lines.reduce((sum, l) => sum + cents(l.tax_amount), 0);
      if (untaxed !== cents(input.untaxed_amount))
        issues.push(
          sumIssue(['body', 'untaxed_amount'], input.untaxed_amount, 'the sum of the lines’ untaxed_amount'),
        );
      if (tax !== cents(input.tax_amount))
        issues.push(sumIssue(['body', 'tax_amount'], input.tax_amount, 'the sum of the lines’ tax_amount'));
    }
    if (issues.length > 0) throw validationError(issues);

    const id = options.writeId === undefined ? randomUUID() : writtenId('sandbox.invoice', options.writeId);
    const now = clock().getTime();
    const draft = input.status === 'draft';
    let number = input.invoice_number ?? null;
    if (number === null && !draft) {
      const { total } = await repo.list(connectionId, 'invoice', {
        offset: 0,
        limit: 1,
        where: { equals: { invoice_type: input.invoice_type }, notNull: ['invoice_number'] },
      });
      number = invoiceNumber(input.invoice_type, input.invoice_date, total + 1);
    }
    const outstanding = input.status === 'paid' || input.status === 'cancelled' ? 0 : cents(input.total);
    const invoice: StoredInvoice = {
      id,
      source_ref: { id, model: 'sandbox.invoice' },
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
      outstanding_amount: euros(outstanding),
      last_payment_date: null,
      accounting_date: draft ? null : input.invoice_date,
      payment_method_id: null,
      currency_exchange_rate: 1,
      payment_state: paymentStateOf(input.status, outstanding),
    };
    await repo.insertMany(connectionId, [{ kind: 'invoice', id, data: invoice as unknown as StoredData }]);
    return toInvoice(invoice as unknown as StoredData, { analytic: true });
  }

  async function createPayment(
    input: Parameters<Handlers['invoicing.payments.create']>[0],
    options: CreateOptions,
  ): Promise<InvoicingPayment> {
    const issues: ValidationIssue[] = [];
    const invoice = await invoiceForPayment(input.invoice_id, input.currency, issues);
    await checkPaymentMethod(input.payment_method_id, issues);
    if (invoice) checkAmount(input.amount, cents(invoice.outstanding_amount ?? invoice.total), issues);
    if (issues.length > 0 || !invoice) throw validationError(issues);
    const id = options.writeId === undefined ? randomUUID() : writtenId('sandbox.payment', options.writeId);
    const method = PAYMENT_METHODS.find((m) => m.id === input.payment_method_id);
    const methodName = method?.name ?? (await paymentMethodName(input.payment_method_id));
    const payment: InvoicingPayment = {
      id,
      source_ref: { id, model: 'sandbox.payment' },
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
    await repo.insertMany(connectionId, [
      { kind: 'invoicing_payment', id, data: payment as unknown as StoredData },
    ]);
    await recomputeInvoice(invoice.id);
    return pickPayment(payment as unknown as StoredData);
  }

  async function paymentMethodName(id: string | undefined): Promise<string | null> {
    if (id === undefined) return null;
    return (await find<InvoicingPaymentMethod>('payment_method', id))?.name ?? null;
  }

  async function createContact(input: ContactInput, options: CreateOptions): Promise<Contact> {
    if (input.company_id !== undefined && !(await find('contact', input.company_id))) {
      throw validationError([unknown(['body', 'company_id'], input.company_id)]);
    }
    const id = options.writeId === undefined ? randomUUID() : writtenId('sandbox.partner', options.writeId);
    const contact: Contact = {
      id,
      source_ref: { id, model: 'sandbox.partner' },
      is_prospect: input.is_prospect ?? false,
      is_customer: input.is_customer ?? false,
      is_supplier: input.is_supplier ?? false,
      is_company: input.is_company ?? false,
      company_name: input.company_name ?? null,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      mobile: input.mobile ?? null,
      company_id: input.company_id ?? null,
      vat: input.vat ?? null,
      company_number: input.company_number ?? null,
      currency: input.currency ?? 'EUR',
      language: input.language ?? null,
      comment: input.comment ?? null,
      customer_account_number: input.customer_account_number ?? null,
      supplier_account_number: input.supplier_account_number ?? null,
      birthdate: input.birthdate ?? null,
      gender: input.gender ?? null,
      addresses: (input.addresses ?? []).map((a) => ({
        address_type: a.address_type,
        name: a.name ?? null,
        number: a.number ?? null,
        box: a.box ?? null,
        phone: a.phone ?? null,
        mobile: a.mobile ?? null,
        email: a.email ?? null,
        street: a.street,
        city: a.city,
        postal_code: a.postal_code,
        country: a.country,
      })),
      external_reference: null,
    };
    await repo.insertMany(connectionId, [{ kind: 'contact', id, data: contact as unknown as StoredData }]);
    return pickContact(contact as unknown as StoredData);
  }

  async function uploadDocument(input: AttachmentInput, options: CreateOptions): Promise<UploadedDocument> {
    const base64 = input.base64_string.replace(/\s+/g, '');
    const bytes = decodeBase64(base64);
    if (!bytes) {
      throw validationError([
        {
          loc: ['body', 'base64_string'],
          msg: 'Input should be a base64-encoded file',
          type: 'value_error',
          input: input.base64_string.slice(0, 64),
        },
      ]);
    }
    const id = options.writeId === undefined ? randomUUID() : writtenId('sandbox.document', options.writeId);
    const now = isoDateTime(clock().getTime());
    const document: StoredDocument = {
      id,
      document_type: input.document_type,
      base64_string: base64,
      mimetype: mimetypeOf(bytes),
      uploaded_on: now,
    };
    // A sale or purchase document becomes a draft invoice to complete, as invoicing software
    // files an uploaded bill; an expense claim stays a document.
    const type =
      input.document_type === 'customer_document'
        ? 'customer_invoice'
        : input.document_type === 'supplier_document'
          ? 'supplier_invoice'
          : null;
    const day = now.slice(0, 10);
    const draft: StoredInvoice | null =
      type === null
        ? null
        : {
            id,
            source_ref: { id, model: 'sandbox.invoice' },
            currency: 'EUR',
            invoice_type: type,
            status: 'draft',
            invoice_date: day,
            tax_amount: 0,
            untaxed_amount: 0,
            total: 0,
            lines: [],
            partner_id: null,
            invoice_number: null,
            due_date: null,
            reference: null,
            payment_communication: null,
            customer_memo: null,
            journal_ref: journalOf(type),
            italian_specificities: null,
            last_updated_on: now,
            outstanding_amount: 0,
            last_payment_date: null,
            accounting_date: null,
            payment_method_id: null,
            currency_exchange_rate: 1,
            payment_state: 'unpaid',
          };
    await repo.insertMany(connectionId, [
      { kind: 'document', id, data: document as unknown as StoredData },
      ...(draft ? [{ kind: 'invoice' as const, id, data: draft as unknown as StoredData }] : []),
    ]);
    return toUploaded(document, draft);
  }

  async function findDocument(writeId: string, model: string): Promise<UploadedDocument | null> {
    const id = writtenId(model, writeId);
    const [document, invoice] = await Promise.all([
      find<StoredDocument>('document', id),
      find<StoredInvoice>('invoice', id),
    ]);
    return document ? toUploaded(document, invoice ?? null) : null;
  }

  return {
    'invoicing.invoices.list': (page, filter) =>
      list(
        'invoice',
        page,
        (d) => toInvoice(d, { analytic: filter.include_analytic_accounts }),
        invoiceWhere(filter),
      ),
    'invoicing.invoices.get': async (ids, options) => {
      const [found, documents] = await Promise.all([
        repo.getMany(connectionId, 'invoice', ids),
        options.include_pdf ? repo.getMany(connectionId, 'document', ids) : Promise.resolve([]),
      ]);
      const byId = new Map(found.map((r) => [r.id, r.data]));
      const uploaded = new Map(documents.map((r) => [r.id, r.data as unknown as StoredDocument]));
      const partners = options.include_pdf
        ? new Map(
            (
              await repo.getMany(connectionId, 'contact', [
                ...new Set(
                  found.map((r) => r.data.partner_id).filter((p): p is string => typeof p === 'string'),
                ),
              ])
            ).map((r) => [r.id, r.data as unknown as Contact]),
          )
        : new Map<string, Contact>();
      return ids.map((id): InvoiceSingle | Error => {
        const data = byId.get(id);
        if (!data) {
          return new LintelError('ERROR_API_RESOURCE_NOT_FOUND', {
            message: `Invoice ${id} could not be found`,
          });
        }
        const invoice = toInvoice(data, { analytic: options.include_analytic_accounts });
        let pdf: string | null = null;
        if (options.include_pdf) {
          const document = uploaded.get(id);
          pdf =
            document?.mimetype === 'application/pdf'
              ? document.base64_string
              : invoicePdf(invoice, partners.get(invoice.partner_id ?? ''));
        }
        return { ...invoice, pdf };
      });
    },
    'invoicing.invoices.create': findableCreate(createInvoice, async (writeId) => {
      const found = await find<StoredData>('invoice', writtenId('sandbox.invoice', writeId));
      return found ? toInvoice(found, { analytic: true }) : null;
    }),

    'invoicing.payments.list': (page, filter) =>
      list('invoicing_payment', page, pickPayment, {
        range: {
          field: 'payment_date',
          ...(filter.date_from ? { from: filter.date_from } : {}),
          ...(filter.date_to ? { to: nextDay(filter.date_to) } : {}),
        },
      }),
    'invoicing.payments.create': findableCreate(createPayment, async (writeId) => {
      const found = await find<StoredData>('invoicing_payment', writtenId('sandbox.payment', writeId));
      return found ? pickPayment(found) : null;
    }),
    'invoicing.payments.update': async (id, input) => {
      const payment = await find<InvoicingPayment>('invoicing_payment', id);
      if (!payment) {
        throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', {
          message: `Payment ${id} could not be found`,
        });
      }
      const issues: ValidationIssue[] = [];
      await checkPaymentMethod(input.payment_method_id, issues);
      if (input.amount !== undefined && payment.invoice_id) {
        const invoice = await find<StoredInvoice>('invoice', payment.invoice_id);
        // What this payment may grow to: what is left plus what it already pays.
        const room = cents(invoice?.outstanding_amount ?? 0) + cents(payment.amount);
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
              payment_method_name: await paymentMethodName(input.payment_method_id),
            }
          : {}),
      };
      await repo.update(connectionId, 'invoicing_payment', id, changed as unknown as StoredData);
      if (changed.invoice_id) await recomputeInvoice(changed.invoice_id);
      return pickPayment(changed as unknown as StoredData);
    },

    'invoicing.payment-methods.list': (page) =>
      list('payment_method', page, (d) => fromStored(invoicingPaymentMethod, d)),
    'invoicing.bank-accounts.list': (page) => list('bank_account', page, pickBankAccount),
    'invoicing.bank-transactions.list': (page, filter) =>
      list('bank_transaction', page, pickBankTransaction, {
        equals: {
          bank_account_id: filter.bank_account_id,
          ...(filter.status ? { status: filter.status } : {}),
        },
        range: {
          field: 'date',
          ...(filter.date_from ? { from: filter.date_from } : {}),
          ...(filter.date_to ? { to: nextDay(filter.date_to) } : {}),
        },
      }),

    'invoicing.contacts.create': findableCreate(createContact, async (writeId) => {
      const found = await find<StoredData>('contact', writtenId('sandbox.partner', writeId));
      return found ? pickContact(found) : null;
    }),
    'invoicing.upload-document.create': findableCreate(uploadDocument, (writeId) =>
      findDocument(writeId, 'sandbox.document'),
    ),
  };
}

// ---- filters ----------------------------------------------------------------------------------

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
      ...(filter.date_to !== undefined ? { to: nextDay(filter.date_to) } : {}),
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

const nextDay = (date: string) => addDays(date, 1);

// ---- stored record → model --------------------------------------------------------------------

/** A stored invoice as the model's; the lines' analytic distribution only when asked for. */
function toInvoice(data: StoredData, options: { analytic: boolean }): Invoice {
  const stored = fromStored(invoice, data);
  return {
    ...stored,
    lines: (stored.lines ?? []).map((line) => ({
      ...line,
      analytic_distribution: options.analytic ? (line.analytic_distribution ?? []) : [],
    })),
  };
}

const pickPayment = (data: StoredData) => fromStored(invoicingPayment, data);

const pickBankAccount = (data: StoredData) => fromStored(invoicingBankAccount, data);

const pickBankTransaction = (data: StoredData) => fromStored(invoicingBankTransaction, data);

const pickContact = (data: StoredData) => fromStored(contact, data);

function toUploaded(document: StoredDocument, draft: StoredInvoice | null): UploadedDocument {
  const base = {
    id: document.id,
    source_ref: { id: document.id, model: draft ? 'sandbox.invoice' : 'sandbox.document' },
    raw: { ...document, base64_string: undefined },
  };
  if (!draft) {
    return {
      ...base,
      currency: null,
      invoice_type: null,
      status: 'draft',
      invoice_date: null,
      tax_amount: null,
      untaxed_amount: null,
      total: null,
      lines: [],
      partner_id: null,
      invoice_number: null,
      due_date: null,
      reference: null,
      payment_communication: null,
      customer_memo: null,
      journal_ref: null,
      italian_specificities: null,
      last_updated_on: document.uploaded_on,
      outstanding_amount: null,
      last_payment_date: null,
      accounting_date: null,
      payment_method_id: null,
      currency_exchange_rate: 1,
    };
  }
  const { lines: _lines, payment_state: _state, ...invoice } = draft;
  return { ...invoice, ...base, lines: [] };
}

// ---- ids, files ---------------------------------------------------------------------------------

/**
 * The id of the record a write with this id makes: derived from the write id, so the record is
 * its own mark (found again by `findWritten`) and a second insert of the same write fails on the
 * primary key instead of making a second record.
 */
function writtenId(model: string, writeId: string): string {
  const h = createHash('sha256').update(`${model}\n${writeId}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function unknown(loc: (string | number)[], id: string): ValidationIssue {
  const field = String(loc[loc.length - 1]);
  return { loc, msg: `Unknown ${field}`, type: 'value_error', input: id };
}

function sumIssue(loc: (string | number)[], input: number, expected: string): ValidationIssue {
  return {
    loc,
    msg: `Amounts do not add up: ${String(loc[loc.length - 1])} should be ${expected}`,
    type: 'value_error',
    input,
  };
}

/** The bytes of a strict base64 text, or null when it is not one. */
function decodeBase64(text: string): Buffer | null {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

function mimetypeOf(bytes: Buffer): string {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  return 'application/octet-stream';
}

const TYPE_TITLES: Record<string, string> = {
  customer_invoice: 'INVOICE',
  customer_refund: 'CREDIT NOTE',
  supplier_invoice: 'VENDOR BILL',
  supplier_refund: 'VENDOR CREDIT NOTE',
};

/**
 * The invoice as a one-page PDF (PDF 1.4, Helvetica, WinAnsi text), built here without a
 * library: a real document any reader opens, with the invoice's parties, lines and totals.
 */
export function invoicePdf(invoice: Invoice, partner: Contact | undefined): string {
  const money = (n: number | null) => `${(n ?? 0).toFixed(2)} ${invoice.currency}`;
  const partnerName =
    partner?.company_name && partner.is_company
      ? partner.company_name
      : [partner?.first_name, partner?.last_name].filter(Boolean).join(' ') || (partner?.company_name ?? '');
  const rows: [size: number, text: string][] = [
    [18, `${TYPE_TITLES[invoice.invoice_type] ?? 'INVOICE'} ${invoice.invoice_number ?? '(draft)'}`],
    [10, 'Lintel Sandbox SRL - Avenue Louise 54, 1050 Bruxelles - BE0123.456.789'],
    [10, ''],
    [11, `To: ${partnerName || '-'}`],
    [11, `Date: ${invoice.invoice_date}    Due: ${invoice.due_date ?? '-'}    Status: ${invoice.status}`],
    ...(invoice.payment_communication
      ? ([[11, `Communication: ${invoice.payment_communication}`]] as [number, string][])
      : []),
    [10, ''],
    ...invoice.lines.map((line): [number, string] => [
      10,
      `${line.quantity} x ${line.description ?? line.product_name ?? ''} @ ${line.unit_price.toFixed(2)}` +
        `${line.discount_amount ? ` - ${line.discount_amount.toFixed(2)}` : ''}` +
        `  VAT ${line.tax_rate ?? 0}%  ${money(line.total)}`,
    ]),
    [10, ''],
    [11, `Untaxed: ${money(invoice.untaxed_amount)}`],
    [11, `VAT: ${money(invoice.tax_amount)}`],
    [12, `Total: ${money(invoice.total)}`],
    [11, `Left to pay: ${money(invoice.outstanding_amount)}`],
  ];
  const pdfText = (text: string) =>
    text
      .replace(/[^\x20-\x7e\xa0-\xff]/g, '-')
      .replace(/\\/g, '\\\\')
      .replace(/\(/g, '\\(')
      .replace(/\)/g, '\\)');
  let y = 800;
  const content = rows
    .map(([size, text]) => {
      y -= size + 6;
      return `BT /F1 ${size} Tf 50 ${y} Td (${pdfText(text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1').toString('base64');
}
