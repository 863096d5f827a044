import { z } from 'zod';
import { type Absent, boolParam, remoteId, type WithRaw } from '../common.js';
import { enumeration, graphql, resource } from '../declare.js';
import { accountingAnalyticDistribution } from './analytics.js';
import {
  analyticAccountReference,
  attachmentInfo,
  currencyCode,
  folderId,
  journalReference,
  ledgerAccountReference,
  mayBeLeftOut,
  money,
  newLedgerAccountInput,
  partnerReference,
  pdfContent,
  pdfName,
} from './shared.js';

/**
 * Entries of the ledger: journal entries and their items (with one analytic account per item,
 * or a distribution over several plans), miscellaneous operations, and the bodies that write
 * entries, operations and financial (bank and cash) entries.
 */

export const journalEntryDueDate = resource('JournalEntryDueDate', 'One instalment of a journal entry', {
  due_date: z.iso.date().describe('Day the instalment is due'),
  payment_method: z.string().nullable().describe('Name of the payment method expected'),
  payment_method_id: z.string().nullable().describe('Id of the payment method expected'),
  debit: money('Amount debited on this instalment').nullable().default(0),
  credit: money('Amount credited on this instalment').nullable().default(0),
});
export type JournalEntryDueDate = z.infer<typeof journalEntryDueDate>;

/** What an item of an entry has with either analytic shape (Chift's JournalItem…AnalyticPlan). */
const journalItemFields = {
  account_number: ledgerAccountReference(
    z.string().describe('Number of the ledger account the item is booked on'),
    'The ledger account the item is booked on',
  ),
  partner_id: partnerReference(
    z.string().nullable().describe('Id of the client, supplier or employee the item is with'),
    'The client or supplier the item is with',
  ),
  description: z.string().nullable().describe('Text of the item'),
  debit: money('Amount debited (0 when the item is a credit)'),
  credit: money('Amount credited (0 when the item is a debit)'),
  currency: currencyCode('Currency of the amounts (ISO 4217)'),
  currency_exchange_rate: z
    .number()
    .nullable()
    .default(1)
    .describe('Exchange rate from the item’s currency to the folder’s on its day'),
  id: remoteId('Identifier of the item in the connected software'),
  partner_name: z.string().nullable().describe('Name of the client, supplier or employee'),
  account_name: z.string().describe('Name of the ledger account'),
  matching_numbers: z
    .array(z.string())
    .nullable()
    .default([])
    .describe('Matching codes linking the item to the entries it settles or is settled by'),
};

export const journalItem = resource('JournalItem', 'One line of a journal entry: a debit or a credit', {
  ...journalItemFields,
  analytic_account: analyticAccountReference(
    z.string().nullable().describe('Id of the analytic account of the default plan'),
    'The analytic account of the item, in the default plan',
  ),
  analytic_account_name: z.string().nullable().describe('Name of that analytic account'),
});
export type JournalItem = z.infer<typeof journalItem>;

export const journalItemMultiPlan = resource(
  'JournalItemMultiPlan',
  'One line of a journal entry, with its analytic distribution over every plan',
  {
    ...journalItemFields,
    analytic_distribution: z
      .array(accountingAnalyticDistribution)
      .nullable()
      .default([])
      .describe('How the amount is spread, one distribution per analytic plan'),
  },
);
export type JournalItemMultiPlan = z.infer<typeof journalItemMultiPlan>;

/** What an entry has with either analytic shape. */
const journalEntryFields = {
  reference: z.string().nullable().describe('Reference of the entry (e.g. the invoice number it books)'),
  due_date: z.iso.date().nullable().describe('Day the entry is due, when it books an invoice'),
  journal_id: journalReference(
    z.string().describe('Id of the journal the entry is booked in'),
    'The journal the entry is booked in',
  ),
  name: z.string().nullable().describe('Name or number of the entry'),
  journal_name: z.string().nullable().describe('Name of the journal'),
  date: z.iso
    .date()
    .nullable()
    .default('1970-01-01')
    .describe('Day the entry is booked on (1970-01-01 when the software has none)'),
  posted: z.boolean().nullable().default(false).describe('True once booked (validated), false for a draft'),
  id: remoteId('Identifier of the entry in the connected software'),
  due_dates: z.array(journalEntryDueDate).nullable().default([]).describe('Instalments of the entry'),
  attachments_info: attachmentInfo.optional(),
};

export const journalEntry = resource(
  'JournalEntry',
  'A journal entry: balanced debits and credits booked together',
  {
    ...journalEntryFields,
    items: z
      .array(journalItem)
      .nullable()
      .default([])
      .describe('The lines of the entry; their debits and credits add up to the same total'),
  },
  // Not a Node: reading an entry by id answers the multi-plan shape.
  { raw: true },
);
export type JournalEntry = z.infer<typeof journalEntry> & WithRaw;

export const journalEntryMultiPlan = resource(
  'JournalEntryMultiPlan',
  'A journal entry whose lines carry their analytic distribution over every plan',
  {
    ...journalEntryFields,
    items: z
      .array(journalItemMultiPlan)
      .nullable()
      .default([])
      .describe('The lines of the entry; their debits and credits add up to the same total'),
  },
  { raw: true, node: true },
);
export type JournalEntryMultiPlan = z.infer<typeof journalEntryMultiPlan> & WithRaw;

// ---- miscellaneous operations --------------------------------------------------------------

export const miscellaneousOperationLineType = enumeration(
  'MiscellaneousOperationLineType',
  'Which kind of account a line of a miscellaneous operation is booked on',
  ['customer_account', 'supplier_account', 'general_account'],
  {
    customer_account: 'The account of a client (partner_id names it)',
    supplier_account: 'The account of a supplier (partner_id names it)',
    general_account: 'A general ledger account',
  },
);

export const miscellaneousOperationStatus = enumeration(
  'MiscellaneousOperationStatus',
  'Where a miscellaneous operation stands',
  ['cancelled', 'draft', 'posted', 'matched'],
  {
    cancelled: 'Cancelled: it no longer counts',
    draft: 'A draft, not booked yet',
    posted: 'Booked',
    matched: 'Booked and matched with the entries it settles',
  },
);
export type MiscellaneousOperationStatus = z.infer<typeof miscellaneousOperationStatus>;

const miscellaneousOperationLineFields = {
  line_number: z.int().nullable().default(1).describe('Position of the line in the operation, from 1'),
  description: z.string().nullable().describe('Text of the line'),
  amount: money('Amount: positive for a credit, negative for a debit'),
  type: miscellaneousOperationLineType,
  account_number: z.string().describe('Number of the ledger account'),
  partner_id: z
    .string()
    .nullable()
    .describe('Id of the client or supplier, for a client or supplier account line'),
  analytic_account: analyticAccountReference(
    z.string().nullable().describe('Id of the one analytic account of the line'),
    'The analytic account of the line',
  ),
};

export const miscellaneousOperationLine = resource(
  'MiscellaneousOperationLine',
  'One line of a miscellaneous operation',
  miscellaneousOperationLineFields,
);
export type MiscellaneousOperationLine = z.infer<typeof miscellaneousOperationLine>;

export const miscellaneousOperation = resource(
  'MiscellaneousOperation',
  'A miscellaneous operation: an entry outside sales, purchases and money movements',
  {
    operation_number: z.string().nullable().describe('Number of the operation'),
    currency: currencyCode('Currency of the amounts (ISO 4217)'),
    currency_exchange_rate: z
      .number()
      .nullable()
      .default(1)
      .describe('Exchange rate from the operation’s currency to the folder’s on its day'),
    lines: z.array(miscellaneousOperationLine).describe('The lines of the operation'),
    operation_date: z.iso
      .date()
      .nullable()
      .default('1970-01-01')
      .describe('Day the operation is booked on (1970-01-01 when the software has none)'),
    journal_id: journalReference(
      z.string().describe('Id of the journal the operation is booked in'),
      'The journal the operation is booked in',
    ),
    status: miscellaneousOperationStatus,
    id: remoteId('Identifier of the operation in the connected software'),
  },
  { raw: true, node: true },
);
export type MiscellaneousOperation = z.infer<typeof miscellaneousOperation> & WithRaw;

// ---- parameters of the reads ---------------------------------------------------------------

export const journalEntryFilter = z.object({
  folder_id: folderId,
  unposted_allowed: boolParam('Include the drafts (entries not yet booked)'),
  journal_id: z.string().optional().describe('Only the entries of this journal'),
  date_from: z.iso
    .date()
    .optional()
    .describe('Only the entries booked on or after this day (needed unless updated_after is given)'),
  date_to: z.iso
    .date()
    .optional()
    .describe('Only the entries booked on or before this day (needed unless updated_after is given)'),
  updated_after: z.iso
    .datetime({ offset: true, local: true })
    .optional()
    .describe('Only the entries created or changed after this instant (UTC when it has no offset)'),
  partner_id: z.string().optional().describe('Only the entries with this client, supplier or employee'),
});
export type JournalEntryFilter = z.output<typeof journalEntryFilter>;

export const miscellaneousOperationFilter = z.object({
  folder_id: folderId,
  date_from: z.iso.date().optional().describe('Only the operations booked on or after this day'),
  date_to: z.iso.date().optional().describe('Only the operations booked on or before this day'),
  journal_ids: z.string().optional().describe('Only the operations of these journals, ids comma-separated'),
});
export type MiscellaneousOperationFilter = z.output<typeof miscellaneousOperationFilter>;

// ---- write bodies and answers (issue 34) ---------------------------------------------------

export const entryLineType = enumeration(
  'EntryLineType',
  'Which kind of account a line of an entry to write is booked on',
  ['customer_account', 'supplier_account', 'employee_account', 'general_account'],
  {
    customer_account: 'The account of a client (account is the client’s id)',
    supplier_account: 'The account of a supplier (account is the supplier’s id)',
    employee_account: 'The account of an employee (account is the employee’s id)',
    general_account: 'A general ledger account (account is its number)',
  },
);
export type EntryLineType = z.infer<typeof entryLineType>;

const entryTaxFields = {
  tax_code: z.string().describe('Id of the VAT code'),
  tax_amount: money('Amount of the tax'),
  vat_account: z.string().nullable().describe('Ledger account the tax is booked to, instead of the code’s'),
  reversed_vat_account: z
    .string()
    .nullable()
    .describe('Ledger account of the reversed tax, for a reverse-charge code'),
  description: z.string().nullable().describe('Text of the tax line'),
};

/** Chift's TaxInfo as a financial entry answers it. */
export const entryTaxInfo = resource('EntryTaxInfo', 'The tax of a line of an entry', entryTaxFields);

/** Chift's TaxInfo as a body takes it. */
export const entryTaxInfoInput = resource(
  'EntryTaxInfoInput',
  'The tax of a line of an entry to write',
  mayBeLeftOut(entryTaxFields),
  { graphqlInput: 'EntryTaxInfoInput' },
);

/** Chift's GenericJournalItem. */
export const journalEntryItemInput = resource(
  'JournalEntryItemInput',
  'One line of a journal entry to write',
  {
    account_type: entryLineType,
    account: z
      .string()
      .min(1)
      .nullable()
      .optional()
      .describe('The ledger account number, or the id of the client, supplier or employee'),
    force_general_account: z
      .string()
      .nullable()
      .optional()
      .describe('General ledger account to book a client, supplier or employee line on instead of theirs'),
    prioritise_thirdparty_account: z
      .boolean()
      .nullable()
      .default(false)
      .describe('True to book on the partner’s own ledger account where it has one'),
    description: z.string().nullable().optional().describe('Text of the line'),
    debit: money('Amount debited (0 for a credit)'),
    credit: money('Amount credited (0 for a debit)'),
    analytic_distribution: z
      .array(accountingAnalyticDistribution)
      .nullable()
      .default([])
      .describe('How the amount is spread, one distribution per analytic plan'),
    tax_code: z.string().nullable().optional().describe('Id of the VAT code of the line'),
    tax_info: entryTaxInfoInput.nullable().optional(),
    account_info: newLedgerAccountInput.nullable().optional(),
  },
  { graphqlInput: 'JournalEntryItemInput' },
);

/** Chift's GenericJournalEntry; the answer is a `journalEntryMultiPlan`. */
export const journalEntryInput = resource('JournalEntryInput', 'A journal entry to write', {
  reference: z.string().nullable().optional().describe('Reference of the entry'),
  due_date: z.iso.date().nullable().optional().describe('Day the entry is due'),
  journal_id: z.string().describe('Id of the journal to book it in'),
  number: z.string().min(1).describe('Number of the entry'),
  currency: graphql(z.string().min(1).describe('Currency of the amounts (ISO 4217)'), {
    type: 'CurrencyCode',
  }),
  currency_exchange_rate: z
    .number()
    .nullable()
    .default(1)
    .describe('Exchange rate from the entry’s currency to the folder’s on its day'),
  date: z.iso.date().describe('Day to book the entry on'),
  items: z
    .array(journalEntryItemInput)
    .describe('The lines; their debits and credits must add up to the same total'),
  pdf: pdfContent(),
  pdf_name: pdfName(),
  posted: z.boolean().nullable().default(true).describe('False to write it as a draft'),
  start_date: z.iso.date().nullable().optional().describe('First day of the period the entry covers'),
  end_date: z.iso.date().nullable().optional().describe('Last day of the period the entry covers'),
});
export type JournalEntryInput = Absent<z.infer<typeof journalEntryInput>>;

export const miscellaneousOperationInputStatus = enumeration(
  'MiscellaneousOperationInputStatus',
  'Whether a miscellaneous operation to write is booked or kept as a draft',
  ['draft', 'posted'],
  {
    draft: 'Kept as a draft',
    posted: 'Booked',
  },
);

export const miscellaneousOperationLineInput = resource(
  'MiscellaneousOperationLineInput',
  'One line of a miscellaneous operation to write',
  mayBeLeftOut(miscellaneousOperationLineFields),
  { graphqlInput: 'MiscellaneousOperationLineInput' },
);

/** Chift's MiscellaneousOperationIn; the answer is a `miscellaneousOperation`. */
export const miscellaneousOperationInput = resource(
  'MiscellaneousOperationInput',
  'A miscellaneous operation to write',
  {
    operation_number: z.string().nullable().optional().describe('Number of the operation'),
    currency: currencyCode('Currency of the amounts (ISO 4217)'),
    currency_exchange_rate: z
      .number()
      .nullable()
      .default(1)
      .describe('Exchange rate from the operation’s currency to the folder’s on its day'),
    lines: z.array(miscellaneousOperationLineInput).describe('The lines of the operation'),
    operation_date: z.iso.date().describe('Day to book the operation on'),
    journal_id: z
      .string()
      .nullable()
      .optional()
      .describe('Id of the journal; the only suitable one when left out'),
    status: miscellaneousOperationInputStatus.nullable().default('posted'),
  },
);
export type MiscellaneousOperationInput = Absent<z.infer<typeof miscellaneousOperationInput>>;

const financialEntryLineFields = {
  account_type: entryLineType,
  account: z.string().describe('The ledger account number, or the id of the client, supplier or employee'),
  amount: money('Amount: positive for money in, negative for money out'),
  description: z.string().nullable().describe('Text of the line'),
  automated_matching_number: z
    .string()
    .nullable()
    .describe('Matching code to give the line and the entry it settles'),
};

/** Chift's FinancialEntryLineItem. */
export const financialEntryLineInput = resource(
  'FinancialEntryLineInput',
  'One line of a bank or cash entry to write',
  {
    ...mayBeLeftOut(financialEntryLineFields),
    account: z
      .string()
      .min(1)
      .describe('The ledger account number, or the id of the client, supplier or employee'),
    tax_info: entryTaxInfoInput.nullable().optional(),
  },
  { graphqlInput: 'FinancialEntryLineInput' },
);

/** Chift's FinancialEntryItemIn; the answer is a `financialEntry`. */
export const financialEntryInput = resource(
  'FinancialEntryInput',
  'A bank or cash entry to write: money in or out, and the accounts it settles',
  {
    date: z.iso.date().describe('Day of the movement'),
    journal_id: z.string().describe('Id of the bank or cash journal'),
    currency: currencyCode('Currency of the amounts (ISO 4217)'),
    currency_exchange_rate: z
      .number()
      .nullable()
      .default(1)
      .describe('Exchange rate from the entry’s currency to the folder’s on its day'),
    reference: z.string().nullable().optional().describe('Reference of the entry'),
    number: z.string().nullable().optional().describe('Number of the entry'),
    items: z.array(financialEntryLineInput).describe('The lines of the entry'),
    pdf: pdfContent(),
    pdf_name: pdfName(),
  },
);
export type FinancialEntryInput = Absent<z.infer<typeof financialEntryInput>>;

/** Chift's FinancialEntryLineItemOut. */
export const financialEntryLine = resource('FinancialEntryLine', 'One line of a bank or cash entry', {
  ...financialEntryLineFields,
  tax_info: entryTaxInfo.nullable(),
  counterpart_account: z.string().describe('Ledger account of the money itself (the bank or cash account)'),
});

/** Chift's FinancialEntryItemOut. */
export const financialEntry = resource(
  'FinancialEntry',
  'A bank or cash entry written: money in or out, and the accounts it settles',
  {
    date: z.iso.date().describe('Day of the movement'),
    journal_id: z.string().describe('Id of the bank or cash journal'),
    currency: currencyCode('Currency of the amounts (ISO 4217)'),
    currency_exchange_rate: z
      .number()
      .nullable()
      .default(1)
      .describe('Exchange rate from the entry’s currency to the folder’s on its day'),
    reference: z.string().nullable().describe('Reference of the entry'),
    id: remoteId('Identifier of the entry in the connected software'),
    number: z.string().describe('Number of the entry'),
    items: z.array(financialEntryLine).describe('The lines of the entry'),
  },
  { raw: true },
);
export type FinancialEntry = z.infer<typeof financialEntry> & WithRaw;
