import { z } from 'zod';
import { type Absent, remoteId, type WithRaw } from '../common.js';
import { enumeration, resource } from '../declare.js';
import { countryCode, currencyCode, journalType } from './shared.js';

/**
 * How an accounting is set up: its folders (companies), book years, journals, VAT codes,
 * payment terms and methods, reporting schemes and employees.
 */

export const folderAddress = resource('FolderAddress', 'A postal address of a folder’s company', {
  street: z.string().nullable().describe('Street name'),
  number: z.string().nullable().describe('House number'),
  box: z.string().nullable().describe('Box or apartment'),
  postal_code: z.string().nullable().describe('Postal code'),
  city: z.string().nullable().describe('City'),
  country: countryCode('Country, ISO 3166-1 alpha-2 (e.g. BE)').nullable(),
});
export type FolderAddress = z.infer<typeof folderAddress>;

export const folder = resource(
  'Folder',
  'A folder of the accounting software: the books of one company (legal entity)',
  {
    id: remoteId('Identifier of the folder in the connected software'),
    name: z.string().describe('Name of the folder, usually the company’s'),
    selected: z
      .boolean()
      .nullable()
      .default(true)
      .describe('True when the folder was chosen at connection time; only chosen folders can be used'),
    active: z
      .boolean()
      .nullable()
      .default(true)
      .describe('False when the software has closed the folder; requests on it fail there'),
    vat: z.string().nullable().describe('VAT number of the company'),
    company_number: z.string().nullable().describe('Registration number of the company, other than VAT'),
    main_currency: currencyCode('Currency the books are kept in (ISO 4217)').nullable(),
    addresses: z.array(folderAddress).nullable().describe('Postal addresses of the company'),
  },
  { raw: true, node: true },
);
export type Folder = z.infer<typeof folder> & WithRaw;

export const bookYear = resource(
  'BookYear',
  'A book year (fiscal year): the period the books are closed on',
  {
    name: z.string().describe('Name of the book year, often its calendar year (2025)'),
    start: z.iso.date().describe('First day of the book year'),
    end: z.iso.date().describe('Last day of the book year'),
    closed: z.boolean().describe('True once the year is closed: its entries can no longer change'),
  },
  { raw: true },
);
export type BookYear = z.infer<typeof bookYear> & WithRaw;

export const scheme = resource(
  'Scheme',
  'A reporting scheme: a standard classification of ledger accounts (e.g. the Dutch RGS)',
  {
    id: remoteId('Identifier of the scheme in the connected software'),
    code: z.string().describe('Short code of the scheme'),
    name: z.string().describe('Name of the scheme'),
  },
  { raw: true },
);
export type Scheme = z.infer<typeof scheme> & WithRaw;

export const nextDocumentNumber = resource(
  'NextDocumentNumber',
  'The number the next document of a journal gets in one book year',
  {
    bookyear_name: z.string().nullable().describe('Name of the book year'),
    next_document_number: z.string().nullable().describe('Number the next document will get'),
    start_date: z.iso.date().nullable().describe('First day of the book year'),
    end_date: z.iso.date().nullable().describe('Last day of the book year'),
  },
);
export type NextDocumentNumber = z.infer<typeof nextDocumentNumber>;

export const journal = resource(
  'Journal',
  'A journal: the book a kind of entry is recorded in (sales, purchases, a bank account…)',
  {
    id: remoteId('Identifier of the journal in the connected software'),
    code: z.string().nullable().describe('Short code of the journal'),
    name: z.string().describe('Name of the journal'),
    journal_type: journalType,
    counterpart_account: z
      .string()
      .nullable()
      .describe('Ledger account of the money itself, for a bank or cash journal'),
    unallocated_account: z
      .string()
      .nullable()
      .describe(
        'Ledger account a bank or cash journal books to while the right account or partner is not known',
      ),
    next_document_numbers: z
      .array(nextDocumentNumber)
      .nullable()
      .default([])
      .describe('The next document number, per book year'),
    iban: z.string().nullable().describe('IBAN of the bank account of a bank journal'),
    currency: currencyCode('Currency of the journal (ISO 4217); none: the folder’s currency').nullable(),
    other_currencies_allowed: z
      .boolean()
      .nullable()
      .default(true)
      .describe('False when entries in another currency need an exchange rate to the journal’s'),
    blocked: z.boolean().nullable().default(false).describe('True when no new entry can be booked in it'),
  },
  { raw: true, node: true },
);
export type Journal = z.infer<typeof journal> & WithRaw;

export const vatCodeScope = enumeration(
  'VatCodeScope',
  'Where a VAT code applies: national, intra-EU or international trade',
  ['nat', 'eu', 'int', 'unknown'],
  {
    nat: { name: 'NATIONAL', description: 'Trade within the country (nat in REST)' },
    eu: {
      name: 'EUROPEAN',
      description: 'Trade with another member state of the European Union (eu in REST)',
    },
    int: {
      name: 'INTERNATIONAL',
      description: 'Trade with a country outside the European Union (int in REST)',
    },
    unknown: 'The software does not say',
  },
);
export const vatCodeType = enumeration(
  'VatCodeType',
  'Whether a VAT code applies to sales, purchases or both',
  ['sale', 'purchase', 'both', 'unknown'],
  {
    sale: 'Applies to sales',
    purchase: 'Applies to purchases',
    both: 'Applies to sales and purchases',
    unknown: 'The software does not say',
  },
);
export type VatCodeScope = z.infer<typeof vatCodeScope>;
export type VatCodeType = z.infer<typeof vatCodeType>;

export const accountingVatCode = resource(
  'AccountingVatCode',
  'A VAT code of the accounting software, with the ledger accounts its tax is booked to',
  {
    id: remoteId('Identifier of the VAT code in the connected software'),
    code: z.string().nullable().describe('Short code of the VAT code'),
    active: z.boolean().nullable().default(true).describe('False once the code is archived'),
    label: z.string().describe('Name of the VAT code as the software shows it'),
    scope: vatCodeScope.nullable().default('unknown'),
    rate: z.number().describe('Rate in percent: 21.0 means 21 %'),
    type: vatCodeType,
    deductible_account: z
      .string()
      .nullable()
      .describe('Ledger account the deductible tax is booked to (purchases)'),
    payable_account: z.string().nullable().describe('Ledger account the tax due is booked to (sales)'),
    reversed: z
      .boolean()
      .nullable()
      .default(false)
      .describe('True for a reverse-charge code: the buyer accounts for the tax'),
    withholding_tax: z
      .boolean()
      .nullable()
      .default(false)
      .describe('True when the code is a withholding tax rather than VAT'),
    country: countryCode('Country the code belongs to, ISO 3166-1 alpha-2').nullable(),
  },
  { raw: true },
);
export type AccountingVatCode = z.infer<typeof accountingVatCode> & WithRaw;

export const accountingPaymentTerm = resource(
  'AccountingPaymentTerm',
  'A payment term: when an invoice is due (e.g. 30 days end of month)',
  {
    id: remoteId('Identifier of the payment term in the connected software'),
    name: z.string().nullable().describe('Name of the payment term'),
  },
  { raw: true },
);
export type AccountingPaymentTerm = z.infer<typeof accountingPaymentTerm> & WithRaw;

export const accountingPaymentMethod = resource(
  'AccountingPaymentMethod',
  'A way of paying the accounting software knows (bank transfer, card, cash…)',
  {
    id: remoteId('Identifier of the payment method in the connected software'),
    name: z.string().nullable().describe('Name of the payment method'),
  },
  { raw: true },
);
export type AccountingPaymentMethod = z.infer<typeof accountingPaymentMethod> & WithRaw;

export const employee = resource(
  'Employee',
  'An employee the accounting software books expenses and salaries for',
  {
    id: remoteId('Identifier of the employee in the connected software'),
    name: z.string().describe('Full name of the employee'),
    first_name: z.string().nullable().describe('First name'),
    last_name: z.string().nullable().describe('Last name'),
    function: z.string().nullable().describe('Job title'),
    phone: z.string().nullable().describe('Phone number'),
    mobile: z.string().nullable().describe('Mobile number'),
    email: z.string().nullable().describe('Email address'),
    active: z.boolean().nullable().default(true).describe('False once the employee has left'),
    reference: z.string().nullable().describe('Reference of the employee in another system'),
    account_number: z
      .string()
      .nullable()
      .describe('Ledger account of the employee, as the legal accounting export shows it'),
  },
  { raw: true },
);
export type Employee = z.infer<typeof employee> & WithRaw;

// ---- write bodies (issue 34) ---------------------------------------------------------------

export const journalInputType = enumeration(
  'JournalInputType',
  'What a journal to create books',
  [
    'customer_invoice',
    'customer_refund',
    'supplier_invoice',
    'supplier_refund',
    'bank',
    'cash',
    'miscellaneous_operation',
  ],
  {
    customer_invoice: 'Sales invoices',
    customer_refund: 'Credit notes sent to customers',
    supplier_invoice: 'Purchase invoices',
    supplier_refund: 'Credit notes received from suppliers',
    bank: 'The movements of a bank account',
    cash: 'The movements of a cash register',
    miscellaneous_operation: 'Other entries (adjustments, salaries, closing…)',
  },
);

/** Chift's JournalIn; the answer is a `journal`. */
export const journalInput = resource('JournalInput', 'A journal to create', {
  code: z.string().min(2).describe('Short code of the journal'),
  name: z.string().min(1).describe('Name of the journal'),
  journal_type: journalInputType,
  counterpart_account: z
    .string()
    .nullable()
    .optional()
    .describe('Ledger account of the money itself, for a bank or cash journal'),
});
export type JournalInput = Absent<z.infer<typeof journalInput>>;
