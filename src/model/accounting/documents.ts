import { z } from 'zod';
import { type Absent, boolParam, reference, remoteId, type WithRaw } from '../common.js';
import { enumeration, graphql, resource } from '../declare.js';
import { paymentStatus } from '../invoicing.js';
import { accountingAnalyticDistribution } from './analytics.js';
import { accountingPartner } from './partners.js';
import {
  analyticAccountReference,
  attachmentInfo,
  countryCode,
  currencyCode,
  folderId,
  journalReference,
  journalType,
  money,
  newLedgerAccountInput,
  partnerReference,
  pdfContent,
  pdfName,
} from './shared.js';

/**
 * The accounting's documents: sales and purchase invoices (with one analytic account per line,
 * or a distribution over several plans), their payments, the files attached to invoices and
 * entries, and employees' expenses.
 */

export const accountingInvoiceType = enumeration(
  'AccountingInvoiceType',
  'The kind of an invoice: sale or purchase, invoice or credit note',
  ['customer_invoice', 'customer_refund', 'supplier_invoice', 'supplier_refund'],
  {
    customer_invoice: 'An invoice sent to a client (a sale)',
    customer_refund: 'A credit note sent to a client',
    supplier_invoice: 'An invoice received from a supplier (a purchase)',
    supplier_refund: 'A credit note received from a supplier',
  },
);
export type AccountingInvoiceType = z.infer<typeof accountingInvoiceType>;

export const accountingInvoiceStatus = enumeration(
  'AccountingInvoiceStatus',
  'Where an invoice stands: draft, posted (booked), paid or cancelled',
  ['cancelled', 'draft', 'posted', 'paid'],
  {
    cancelled: 'Cancelled: it no longer counts',
    draft: 'A draft, not booked yet',
    posted: 'Booked, not fully paid',
    paid: 'Booked and fully paid',
  },
);
export type AccountingInvoiceStatus = z.infer<typeof accountingInvoiceStatus>;

export const invoiceApprovalStatus = enumeration(
  'InvoiceApprovalStatus',
  'Where an invoice stands in the software’s approval workflow',
  ['unknown', 'pending', 'approved', 'rejected'],
  {
    unknown: 'The software has no approval workflow, or does not say',
    pending: 'Waiting for approval',
    approved: 'Approved',
    rejected: 'Rejected',
  },
);
export type InvoiceApprovalStatus = z.infer<typeof invoiceApprovalStatus>;

export const invoiceApprovalStatusFilter = enumeration(
  'InvoiceApprovalStatusFilter',
  'The approval state a listing of invoices can be narrowed to',
  ['pending', 'approved', 'rejected'],
  {
    pending: 'Invoices waiting for approval',
    approved: 'Approved invoices',
    rejected: 'Rejected invoices',
  },
);

export const accountingWithholdingTax = resource(
  'AccountingWithholdingTax',
  'A tax the payer withholds from an invoice and pays to the state itself',
  {
    tax_rate: z.number().describe('Rate in percent; negative for an ordinary withholding'),
    tax_code: z.string().describe('Id of the tax code of the withholding'),
    tax_amount: money('Amount withheld; negative for an ordinary withholding'),
  },
  { graphqlInput: 'AccountingWithholdingTaxInput' },
);
export type AccountingWithholdingTax = z.infer<typeof accountingWithholdingTax>;

export const accountingPayment = resource(
  'AccountingPayment',
  'A payment matched with an invoice',
  {
    id: remoteId('Identifier of the payment in the connected software'),
    name: z.string().describe('Name or number of the payment'),
    currency: currencyCode('Currency of the payment (ISO 4217)'),
    amount: money('Whole amount of the payment, part of which may settle other invoices'),
    dedicated_amount: money('Part of the payment that settles this invoice').default(0),
    payment_date: z.iso.date().describe('Day of the payment'),
    journal_type: journalType,
    journal_id: journalReference(
      z.string().describe('Id of the journal the payment is booked in'),
      'The journal the payment is booked in',
    ),
    journal_name: z.string().describe('Name of that journal'),
    reconciled: z
      .boolean()
      .nullable()
      .default(false)
      .describe('True once the payment is reconciled with a bank movement'),
    communication: z.string().nullable().describe('Communication given with the payment'),
    matching_number: z.string().nullable().describe('Matching code linking the payment and the invoice'),
  },
  { raw: true },
);
export type AccountingPayment = z.infer<typeof accountingPayment> & WithRaw;

export const accountingInvoiceDueDate = resource('AccountingInvoiceDueDate', 'One instalment of an invoice', {
  due_date: z.iso.date().describe('Day the instalment is due'),
  payment_method: z.string().nullable().describe('Name of the payment method expected'),
  payment_method_id: z.string().nullable().describe('Id of the payment method expected'),
  amount: money(
    'Amount of the instalment: positive for a debit on a sale or a supplier’s credit note, a credit on a purchase or a client’s credit note',
  ),
});

export const invoiceAccountingInfo = resource(
  'InvoiceAccountingInfo',
  'How an invoice is booked in the folder’s own currency',
  {
    main_currency: currencyCode('Currency the folder’s books are kept in (ISO 4217)').optional(),
    main_currency_total: money('Total of the invoice in the folder’s currency').default(0),
    account_number: z
      .string()
      .nullable()
      .describe('Ledger account of the client or supplier the total is booked on'),
  },
);

/** What an invoice line has with either analytic shape. */
const invoiceLineFields = {
  line_number: z.int().nullable().default(1).describe('Position of the line in the invoice, from 1'),
  unit_price: money('Price of one unit, tax excluded'),
  unit_of_measure: z.string().nullable().describe('Unit of measure (hour, day, kg…)'),
  quantity: z.number().describe('Quantity'),
  untaxed_amount: money('Total of the line, tax excluded'),
  tax_rate: z.number().describe('Tax rate in percent (21.0 means 21 %)'),
  tax_amount: money('Tax of the line'),
  total: money('Total of the line, tax included'),
  account_number: z.string().nullable().describe('Ledger account the line is booked on (e.g. 700000)'),
  tax_code: z.string().nullable().describe('Id of the VAT code of the line'),
  description: z.string().nullable().default('').describe('Text of the line'),
};

export const accountingInvoiceLine = resource('AccountingInvoiceLine', 'One line of an invoice', {
  ...invoiceLineFields,
  analytic_account: analyticAccountReference(
    z.string().nullable().describe('Id of the analytic account of the default plan'),
    'The analytic account of the line, in the default plan',
  ),
});
export type AccountingInvoiceLine = z.infer<typeof accountingInvoiceLine>;

export const accountingInvoiceLineMultiPlan = resource(
  'AccountingInvoiceLineMultiPlan',
  'One line of an invoice, with its analytic distribution over every plan',
  {
    ...invoiceLineFields,
    analytic_distribution: z
      .array(accountingAnalyticDistribution)
      .nullable()
      .default([])
      .describe('How the untaxed amount is spread, one distribution per analytic plan'),
  },
);
export type AccountingInvoiceLineMultiPlan = z.infer<typeof accountingInvoiceLineMultiPlan>;

/** What an invoice has with either analytic shape (Chift's InvoiceItemOut…AnalyticPlan(s)). */
const invoiceFields = {
  invoice_type: accountingInvoiceType,
  invoice_number: z.string().nullable().describe('Number of the invoice in the software'),
  currency: currencyCode('Currency of the amounts (ISO 4217)'),
  untaxed_amount: money('Total of the invoice, tax excluded'),
  tax_amount: money('Tax of the invoice'),
  total: money('Total of the invoice, tax included'),
  reference: z
    .string()
    .nullable()
    .describe('Reference of the invoice (for a purchase, the supplier’s number)'),
  payment_communication: z.string().nullable().describe('Communication to give with the payment'),
  customer_memo: z.string().nullable().describe('Note to the client'),
  payment_term_id: z.string().nullable().describe('Id of the payment term'),
  withholding_tax: accountingWithholdingTax.nullable(),
  // The invoice is booked as an entry of the same id: GraphQL serves it beside the invoice.
  id: reference(remoteId('Identifier of the invoice in the connected software'), {
    field: 'entry',
    operation: 'accounting.journal-entries.get',
    description:
      'The journal entry that books the invoice (its receivable or payable, revenue or expense and VAT lines)',
  }),
  invoice_date: z.iso.date().describe('Day of the invoice (1970-01-01 when the software has none)'),
  due_date: z.iso
    .date()
    .describe('Day the last instalment is due (the invoice day when the software has none)'),
  delivery_date: z.iso.date().nullable().describe('Day the goods or the service were delivered'),
  partner_id: partnerReference(
    z.string().nullable().describe('Id of the client or supplier'),
    'The client or supplier of the invoice',
  ),
  journal_id: journalReference(
    z.string().nullable().describe('Id of the journal the invoice is booked in'),
    'The journal the invoice is booked in',
  ),
  payments: z
    .array(accountingPayment)
    .nullable()
    .describe('The payments matched with the invoice (with include_payments; null otherwise)'),
  status: accountingInvoiceStatus.nullable().default('posted'),
  last_updated_on: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the invoice last changed in the software'),
  partner: graphql(accountingPartner.nullable(), {
    name: 'partnerInfo',
    description: 'The client or supplier as the invoice carries it (with include_partner_info)',
  }),
  due_dates: z.array(accountingInvoiceDueDate).nullable().default([]).describe('Instalments of the invoice'),
  attachments_info: attachmentInfo.optional(),
  accounting_info: invoiceAccountingInfo.nullable(),
  payment_method_id: z.string().nullable().describe('Id of the payment method the invoice is set to'),
  approval_status: invoiceApprovalStatus.default('unknown'),
};

export const accountingInvoice = resource(
  'AccountingInvoice',
  'A sales or purchase invoice or credit note of the accounting, with its lines',
  {
    ...invoiceFields,
    lines: z
      .array(accountingInvoiceLine)
      .describe('Lines of the invoice (with include_invoice_lines where reading them costs more requests)'),
  },
  { raw: true, node: true },
);
export type AccountingInvoice = z.infer<typeof accountingInvoice> & WithRaw;

export const accountingInvoiceMultiPlan = resource(
  'AccountingInvoiceMultiPlan',
  'A sales or purchase invoice or credit note whose lines carry their analytic distribution over every plan',
  {
    ...invoiceFields,
    lines: z
      .array(accountingInvoiceLineMultiPlan)
      .describe('Lines of the invoice (with include_invoice_lines where reading them costs more requests)'),
  },
  { raw: true, node: true },
);
export type AccountingInvoiceMultiPlan = z.infer<typeof accountingInvoiceMultiPlan> & WithRaw;

// ---- attachments ---------------------------------------------------------------------------

export const attachmentDocumentType = enumeration(
  'AttachmentDocumentType',
  'What a file to read is attached to',
  ['invoice', 'entry'],
  {
    invoice: 'An invoice (document_id is its id)',
    entry: 'A journal entry (document_id is its id)',
  },
);
export type AttachmentDocumentType = z.infer<typeof attachmentDocumentType>;

export const accountingAttachment = resource(
  'AccountingAttachment',
  'A file attached to an invoice or an entry',
  {
    id: remoteId('Identifier of the file in the connected software'),
    base64_string: z.string().describe('The file (a PDF, an image), base64'),
  },
  // No raw: the software's record of a file repeats the file.
);
export type AccountingAttachment = z.infer<typeof accountingAttachment>;

// ---- parameters of the reads ---------------------------------------------------------------

const includePayments = () =>
  boolParam('Include the payments matched with each invoice (payments is null otherwise)').default(false);
const includeInvoiceLines = () =>
  boolParam('Include the lines where the software needs more requests to read them').default(false);
const includePartnerInfo = () =>
  boolParam('Include the client or supplier (partner) where the software needs more requests').default(false);

/** The invoice listings' filters; invoice_type is the path's. */
export const accountingInvoiceFilter = z.object({
  invoice_type: accountingInvoiceType,
  folder_id: folderId,
  date_from: z.iso.date().optional().describe('Only the invoices dated on or after this day'),
  date_to: z.iso.date().optional().describe('Only the invoices dated on or before this day'),
  journal_ids: z.string().optional().describe('Only the invoices of these journals, ids comma-separated'),
  include_payments: includePayments(),
  payment_status: paymentStatus.default('all'),
  updated_after: z.iso
    .datetime({ offset: true, local: true })
    .optional()
    .describe('Only the invoices created or changed after this instant (UTC when it has no offset)'),
  include_invoice_lines: includeInvoiceLines(),
  include_partner_info: includePartnerInfo(),
  approval_status: invoiceApprovalStatusFilter.optional(),
});
export type AccountingInvoiceFilter = z.output<typeof accountingInvoiceFilter>;

export const accountingInvoiceOptions = z.object({
  folder_id: folderId,
  include_payments: includePayments(),
  include_invoice_lines: includeInvoiceLines(),
  include_partner_info: includePartnerInfo(),
});
export type AccountingInvoiceOptions = z.output<typeof accountingInvoiceOptions>;

/** The payments of one invoice; invoice_id is the path's. */
export const invoicePaymentFilter = z.object({
  invoice_id: z.string().describe('Id of the invoice'),
  folder_id: folderId,
});
export type InvoicePaymentFilter = z.output<typeof invoicePaymentFilter>;

export const attachmentFilter = z.object({
  folder_id: folderId,
  type: attachmentDocumentType,
  document_id: z.string().describe('Id of the invoice or entry whose files to read'),
});
export type AttachmentFilter = z.output<typeof attachmentFilter>;

// ---- write bodies and answers (issue 34) ---------------------------------------------------

export const accountingInvoiceInputStatus = enumeration(
  'AccountingInvoiceInputStatus',
  'Whether an invoice to create is booked or kept as a draft',
  ['draft', 'posted'],
  {
    draft: 'Kept as a draft',
    posted: 'Booked',
  },
);

export const invoiceCorrectionInput = resource(
  'InvoiceCorrectionInput',
  'Where to book the difference when the software’s computed totals differ from the invoice’s',
  {
    sale_invoice_correction_tax_code: z
      .string()
      .nullable()
      .optional()
      .describe('Id of the VAT code of the correction line, on a sale'),
    purchase_invoice_correction_tax_code: z
      .string()
      .nullable()
      .optional()
      .describe('Id of the VAT code of the correction line, on a purchase'),
    invoice_correction_credit_account_number: z
      .string()
      .nullable()
      .optional()
      .describe('Ledger account of a correction credited'),
    invoice_correction_debit_account_number: z
      .string()
      .nullable()
      .optional()
      .describe('Ledger account of a correction debited'),
  },
  { graphqlInput: 'InvoiceCorrectionInput' },
);

export const paymentTermAccountInput = resource(
  'PaymentTermAccountInput',
  'The part of a Dutch invoice paid to one account',
  {
    amount: money('Amount paid to this account'),
    iban: z.string().describe('IBAN of the account'),
  },
  { graphqlInput: 'PaymentTermAccountInput' },
);

export const nlPaymentTermsSplitInput = resource(
  'NlPaymentTermsSplitInput',
  'The Dutch G-account scheme: how an invoice’s payment is split between the G-account and the normal account',
  {
    // Chift requires both parts; the part's own description says what it is.
    g_account: paymentTermAccountInput,
    n_account: paymentTermAccountInput,
  },
  { graphqlInput: 'NlPaymentTermsSplitInput' },
);

const invoiceLineInputFields = {
  line_number: z.int().nullable().default(1).describe('Position of the line in the invoice, from 1'),
  unit_price: money('Price of one unit, tax excluded'),
  unit_of_measure: z.string().nullable().optional().describe('Unit of measure (hour, day, kg…)'),
  quantity: z.number().describe('Quantity'),
  untaxed_amount: money('Total of the line, tax excluded'),
  tax_rate: z.number().describe('Tax rate in percent (21.0 means 21 %)'),
  tax_amount: money('Tax of the line'),
  total: money('Total of the line, tax included'),
  account_number: z.string().min(1).describe('Ledger account to book the line on'),
  tax_code: z.string().min(1).describe('Id of the VAT code of the line'),
  description: z.string().default('').describe('Text of the line'),
};

export const accountingInvoiceLineInput = resource(
  'AccountingInvoiceLineInput',
  'One line of an invoice to create',
  {
    ...invoiceLineInputFields,
    analytic_account: z
      .string()
      .nullable()
      .optional()
      .describe('Id of the analytic account of the default plan'),
  },
  { graphqlInput: 'AccountingInvoiceLineInput' },
);

export const accountingInvoiceLineMultiPlanInput = resource(
  'AccountingInvoiceLineMultiPlanInput',
  'One line of an invoice to create, with its analytic distribution over every plan',
  {
    ...invoiceLineInputFields,
    analytic_distribution: z
      .array(accountingAnalyticDistribution)
      .nullable()
      .default([])
      .describe('How the untaxed amount is spread, one distribution per analytic plan'),
  },
  { graphqlInput: 'AccountingInvoiceLineMultiPlanInput' },
);

const optionalText = (description: string) => z.string().nullable().optional().describe(description);
const optionalDay = (description: string) => z.iso.date().nullable().optional().describe(description);

/** What an invoice to create has with either analytic shape (Chift's InvoiceItemIn…). */
const invoiceInputFields = {
  invoice_type: accountingInvoiceType,
  invoice_number: optionalText('Number to give the invoice; the software numbers it when left out'),
  currency: currencyCode('Currency of the amounts (ISO 4217)'),
  untaxed_amount: money('Total of the invoice, tax excluded'),
  tax_amount: money('Tax of the invoice'),
  total: money('Total of the invoice, tax included'),
  reference: optionalText('Reference of the invoice (for a purchase, the supplier’s number)'),
  payment_communication: optionalText('Communication to give with the payment'),
  customer_memo: optionalText('Note to the client'),
  payment_term_id: optionalText('Id of the payment term'),
  withholding_tax: accountingWithholdingTax.nullable().optional(),
  invoice_date: z.iso.date().describe('Day of the invoice'),
  due_date: z.iso.date().describe('Day the invoice is due'),
  partner_id: z.string().min(1).nullable().optional().describe('Id of the client or supplier'),
  journal_id: optionalText('Id of the journal; the only suitable one when left out'),
  status: accountingInvoiceInputStatus.nullable().default('posted'),
  pdf: pdfContent(),
  pdf_name: pdfName(),
  currency_exchange_rate: z
    .number()
    .nullable()
    .default(1)
    .describe('Exchange rate from the invoice’s currency to the folder’s on its day'),
  invoice_correction: invoiceCorrectionInput.nullable().optional(),
  nl_payment_terms_split: nlPaymentTermsSplitInput.nullable().optional(),
  shipping_country: countryCode('Country the goods are shipped to, ISO 3166-1 alpha-2').nullable().optional(),
  partner_info: graphql(newLedgerAccountInput.nullable().optional(), {
    description: 'The ledger account of the client or supplier, created when it does not exist',
  }),
  start_date: optionalDay('First day of the period the invoice covers'),
  end_date: optionalDay('Last day of the period the invoice covers'),
  payment_method_id: optionalText('Id of the payment method'),
  delivery_date: optionalDay('Day the goods or the service were delivered'),
};

/** Chift's InvoiceItemInMonoAnalyticPlan; the answer is an `accountingInvoice`. */
export const accountingInvoiceInput = resource(
  'AccountingInvoiceInput',
  'An invoice or credit note to create',
  {
    ...invoiceInputFields,
    lines: z.array(accountingInvoiceLineInput).describe('Lines of the invoice'),
  },
);
export type AccountingInvoiceInput = Absent<z.infer<typeof accountingInvoiceInput>>;

/** Chift's InvoiceItemInMultiAnalyticPlans; the answer is an `accountingInvoiceMultiPlan`. */
export const accountingInvoiceMultiPlanInput = resource(
  'AccountingInvoiceMultiPlanInput',
  'An invoice or credit note to create, its lines spread over several analytic plans',
  {
    ...invoiceInputFields,
    lines: z.array(accountingInvoiceLineMultiPlanInput).describe('Lines of the invoice'),
  },
);
export type AccountingInvoiceMultiPlanInput = Absent<z.infer<typeof accountingInvoiceMultiPlanInput>>;

/** Chift's AccountingInvoicePaymentItemIn. */
export const accountingInvoicePaymentItemInput = resource(
  'AccountingInvoicePaymentItemInput',
  'The part of a payment that settles one invoice',
  {
    invoice_id: z.string().describe('Id of the invoice'),
    amount: z.number().gt(0).describe("Amount that settles it, more than 0, in the currency's units"),
  },
  { graphqlInput: 'AccountingInvoicePaymentItemInput' },
);

/** Chift's AccountingInvoicePaymentIn (Chift answers no body). */
export const accountingInvoicePaymentInput = resource(
  'AccountingInvoicePaymentInput',
  'A payment to record against one or more invoices',
  {
    date: z.iso.date().describe('Day of the payment'),
    payment_method_id: z.string().describe('Id of the payment method'),
    currency: currencyCode('Currency of the payment (ISO 4217)'),
    currency_exchange_rate: z
      .number()
      .nullable()
      .default(1)
      .describe('Exchange rate from the payment’s currency to the folder’s on its day'),
    reference: optionalText('Reference of the payment'),
    number: optionalText('Number of the payment'),
    items: z
      .array(accountingInvoicePaymentItemInput)
      .describe('The invoices it settles, and how much of each'),
  },
);
export type AccountingInvoicePaymentInput = Absent<z.infer<typeof accountingInvoicePaymentInput>>;

/** Chift's AttachmentItem: a PDF to attach to an invoice (Chift answers no body). */
export const accountingAttachmentInput = resource(
  'AccountingAttachmentInput',
  'A file to attach to an invoice',
  {
    base64_string: z.string().describe('The file, base64'),
    name: pdfName().describe('File name of the attached file'),
  },
);
export type AccountingAttachmentInput = Absent<z.infer<typeof accountingAttachmentInput>>;

// ---- expenses ------------------------------------------------------------------------------

const expenseLineFields = {
  total: money('Total of the line, tax included'),
  untaxed_amount: money('Total of the line, tax excluded'),
  tax_amount: money('Tax of the line'),
  description: z.string().nullable().describe('Text of the line'),
  account_number: z.string().describe('Ledger account the line is booked on'),
  tax_rate: z.number().describe('Tax rate in percent (21.0 means 21 %)'),
  tax_id: z.string().describe('Id of the VAT code of the line'),
};

/** Chift's ExpenseLineItem, as an answer carries it. */
export const expenseLine = resource('ExpenseLine', 'One line of an expense claim', expenseLineFields);

/** Chift's ExpenseLineItem, as a body takes it. */
export const expenseLineInput = resource(
  'ExpenseLineInput',
  'One line of an expense claim to record',
  { ...expenseLineFields, description: expenseLineFields.description.optional() },
  { graphqlInput: 'ExpenseLineInput' },
);

const expenseFields = {
  employee_id: z.string().describe('Id of the employee who spent the money'),
  total: money('Total of the claim, tax included'),
  untaxed_amount: money('Total of the claim, tax excluded'),
  tax_amount: money('Tax of the claim'),
  currency: currencyCode('Currency of the amounts (ISO 4217)'),
  currency_exchange_rate: z
    .number()
    .nullable()
    .default(1)
    .describe('Exchange rate from the claim’s currency to the folder’s on its day'),
  date: z.iso.date().describe('Day of the expense'),
};

/** Chift's ExpenseItemIn; the answer is an `expense`. */
export const expenseInput = resource('ExpenseInput', 'An employee’s expense claim to record', {
  ...expenseFields,
  reference: optionalText('Reference of the claim'),
  number: optionalText('Number of the claim'),
  pdf: pdfContent(),
  pdf_name: pdfName(),
  lines: z.array(expenseLineInput).describe('Lines of the claim'),
});
export type ExpenseInput = Absent<z.infer<typeof expenseInput>>;

/** Chift's ExpenseItemOut. */
export const expense = resource(
  'Expense',
  'An employee’s expense claim, as recorded',
  {
    ...expenseFields,
    reference: z.string().nullable().describe('Reference of the claim'),
    number: z.string().nullable().describe('Number of the claim'),
    pdf: z.string().nullable().describe('The attached PDF, base64'),
    pdf_name: z.string().nullable().describe('File name of the attached PDF'),
    lines: z.array(expenseLine).describe('Lines of the claim'),
    id: remoteId('Identifier of the claim in the connected software'),
  },
  { raw: true },
);
export type Expense = z.infer<typeof expense> & WithRaw;
