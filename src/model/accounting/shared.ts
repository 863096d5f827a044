import { z } from 'zod';
import { validationError } from '../../errors.js';
import { reference } from '../common.js';
import { enumeration, graphql, resource } from '../declare.js';

/**
 * What several areas of the accounting model share: field helpers, the references to records
 * that GraphQL serves beside their ids, the journal type and the attachment summary of an
 * invoice or an entry. REST names, types, required-ness and enum values are Chift's
 * (`chift/openapi.json`, tag Accounting); the words are Lintel's.
 */

/** A currency code field (ISO 4217), GraphQL's `CurrencyCode`. */
export const currencyCode = (description: string) =>
  graphql(z.string().describe(description), { type: 'CurrencyCode' });

/** A country code field (ISO 3166-1 alpha-2), GraphQL's `CountryCode`. */
export const countryCode = (description: string) =>
  graphql(z.string().describe(description), { type: 'CountryCode' });

/** An amount of money, in the currency's units (not cents). */
export const money = (what: string) => z.number().describe(`${what}, in the currency's units`);

/** `folder_id`, which every accounting operation takes (contract §10). */
export const folderId = z
  .string()
  .optional()
  .describe(
    'Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out',
  );

/** The parameters of a read that only takes the folder. */
export const folderFilter = z.object({ folder_id: folderId });

// ---- windows of days: checked once, for every connector, before any call ------------------

interface Window {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** A filter whose `date_to` is not before its `date_from`; else the 422 naming `date_to`. */
export function checkedWindow<F extends Window>(filter: F): F {
  if (filter.date_from !== undefined && filter.date_to !== undefined && filter.date_from > filter.date_to) {
    throw validationError([
      {
        loc: ['query', 'date_to'],
        msg: 'date_to must not be before date_from',
        type: 'value_error',
        input: filter.date_to,
      },
    ]);
  }
  return filter;
}

/**
 * A journal entries' filter with the window Chift requires: both days, unless `updated_after`
 * is given (the changes since an instant); else the 422 naming the day that is missing.
 */
export function checkedEntryWindow<F extends Window & { updated_after?: string | undefined }>(filter: F): F {
  if (filter.updated_after === undefined) {
    const missing =
      filter.date_from === undefined ? 'date_from' : filter.date_to === undefined ? 'date_to' : null;
    if (missing) {
      throw validationError([
        {
          loc: ['query', missing],
          msg: 'Field required: a window of days (date_from and date_to) or updated_after',
          type: 'missing',
          input: null,
        },
      ]);
    }
  }
  return checkedWindow(filter);
}

// ---- references: the vendor id stays beside the record GraphQL serves for it ---------------

/** A journal id (`journal_id`), served in GraphQL as `journal`. */
export function journalReference<T extends z.ZodType>(schema: T, description: string): T {
  return reference(schema, { field: 'journal', operation: 'accounting.journals.get', description });
}

/** A customer's or supplier's id (`partner_id`), served in GraphQL as `partner`. */
export function partnerReference<T extends z.ZodType>(schema: T, description: string): T {
  return reference(schema, { field: 'partner', operation: 'accounting.partners.get', description });
}

/** A ledger account number (`account_number`), served in GraphQL as `account`. */
export function ledgerAccountReference<T extends z.ZodType>(schema: T, description: string): T {
  return reference(schema, { field: 'account', operation: 'accounting.ledger-accounts.get', description });
}

/** An analytic account id (`analytic_account`), served in GraphQL as `analytic`. */
export function analyticAccountReference<T extends z.ZodType>(schema: T, description: string): T {
  return reference(schema, {
    field: 'analytic',
    operation: 'accounting.analytic-accounts.get',
    description,
  });
}

// ---- journal types ----------------------------------------------------------------------------

export const journalType = enumeration(
  'JournalType',
  'What a journal books: sales, purchases, money movements or other operations',
  [
    'customer_invoice',
    'customer_refund',
    'supplier_invoice',
    'supplier_refund',
    'financial_operation',
    'miscellaneous_operation',
    'unknown',
  ],
  {
    customer_invoice: 'Sales invoices',
    customer_refund: 'Credit notes sent to customers',
    supplier_invoice: 'Purchase invoices',
    supplier_refund: 'Credit notes received from suppliers',
    financial_operation: 'Bank and cash movements',
    miscellaneous_operation: 'Other entries (adjustments, salaries, closing…)',
    unknown: 'The software does not say',
  },
);
export type JournalType = z.infer<typeof journalType>;

// ---- attachments of an invoice or an entry ---------------------------------------------------

export const attachmentStatus = enumeration(
  'AttachmentStatus',
  'Whether a file (a PDF, an image) goes with an invoice or an entry, and how to get it',
  ['unknown', 'yes', 'yes_to_request', 'no'],
  {
    unknown: 'The connector cannot tell for this software',
    yes: 'One or more files, listed with a link to download each',
    yes_to_request: 'A file exists: read it with the attachments operation (type and document_id)',
    no: 'No file goes with it',
  },
);
export type AttachmentStatus = z.infer<typeof attachmentStatus>;

export const attachedFile = resource('AttachedFile', 'A file that goes with an invoice or an entry', {
  filename: z.string().nullable().describe('Name of the file'),
  url: z.string().nullable().describe('Where the file can be downloaded'),
});

export const attachmentInfo = resource(
  'AttachmentInfo',
  'Whether files go with an invoice or an entry, and the links to those that can be downloaded directly',
  {
    status: attachmentStatus,
    attachments: z
      .array(attachedFile)
      .nullable()
      .default([])
      .describe('The files that can be downloaded directly (only when status is yes)'),
  },
);
export type AttachmentInfo = z.infer<typeof attachmentInfo>;

// ---- a ledger account to create along with a write -------------------------------------------

/** Chift's AccountToCreate: a ledger account a write creates when it does not exist yet. */
export const newLedgerAccountInput = resource(
  'NewLedgerAccountInput',
  'A ledger account to create with the write when the software has none with this number',
  {
    account_number: z.string().min(1).describe('Number of the ledger account'),
    account_name: z.string().min(1).describe('Name of the ledger account'),
  },
  { graphqlInput: 'NewLedgerAccountInput' },
);

// ---- what write bodies share ---------------------------------------------------------------

type MayBeLeftOut<S extends Record<string, z.ZodType>> = {
  [K in keyof S]: S[K] extends z.ZodNullable<z.ZodType> ? z.ZodOptional<S[K]> : S[K];
};

/**
 * The fields of a part that Chift's document uses in answers and bodies alike (a miscellaneous
 * operation's line), as a body takes them: a field that may be null may also be left out. Answers
 * always write such a field (null when unknown); a body need not send it.
 */
export function mayBeLeftOut<S extends Record<string, z.ZodType>>(shape: S): MayBeLeftOut<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      field._zod.def.type === 'nullable' ? field.optional() : field,
    ]),
  ) as MayBeLeftOut<S>;
}

/** A document sent with a write: the file, base64. */
export const pdfContent = () =>
  z.string().nullable().optional().describe('A PDF of the document to attach, base64');

/** The name of that file (Chift's pattern: letters, digits, dashes, underscores and spaces). */
export const pdfName = () =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-zA-Z0-9\-_ ]{1,196}(?:.pdf)?$/)
    .nullable()
    .optional()
    .describe('File name of the attached PDF');
