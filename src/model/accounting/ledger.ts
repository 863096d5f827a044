import { z } from 'zod';
import { type Absent, boolParam, remoteId, type WithRaw } from '../common.js';
import { enumeration, graphql, resource } from '../declare.js';
import { currencyCode, folderId, journalReference, journalType, money, partnerReference } from './shared.js';

/**
 * The ledger: the chart of accounts and the balances of its accounts, what clients and
 * suppliers still owe or are owed (outstandings), matching entries together, and the French
 * legal export of the entries (FEC).
 */

export const ledgerAccountType = enumeration(
  'LedgerAccountType',
  'What a ledger account is used for',
  [
    'bank',
    'cash',
    'other_financial',
    'receivable',
    'payable',
    'income',
    'expense',
    'other_expense',
    'vat',
    'other',
  ],
  {
    bank: 'Money in a bank account',
    cash: 'Money in a cash register',
    other_financial: 'Other money accounts (transfers in transit, payment providers…)',
    receivable: 'What clients owe',
    payable: 'What is owed to suppliers',
    income: 'Revenue',
    expense: 'Costs',
    other_expense: 'Other costs (depreciation, exceptional costs…)',
    vat: 'VAT due or deductible',
    other: 'Any other use',
  },
);
export type LedgerAccountType = z.infer<typeof ledgerAccountType>;

export const ledgerAccountTypeFilter = enumeration(
  'LedgerAccountTypeFilter',
  'The kinds of ledger account a listing can be narrowed to',
  ['bank', 'cash', 'income', 'expense', 'other_expense', 'vat'],
  {
    bank: 'Bank accounts',
    cash: 'Cash registers',
    income: 'Revenue accounts',
    expense: 'Cost accounts',
    other_expense: 'Other cost accounts',
    vat: 'VAT accounts',
  },
);

export const ledgerAccount = resource(
  'LedgerAccount',
  'An account of the chart of accounts (general ledger)',
  {
    number: z
      .string()
      .describe('Number of the account, as the software writes it (no padding added or removed)'),
    name: z.string().describe('Name of the account'),
    active: z.boolean().nullable().default(true).describe('False once the account is archived'),
    type: ledgerAccountType.nullable(),
    scheme_ids: z
      .array(z.string())
      .nullable()
      .describe('Ids of the reporting schemes the account is classified in'),
    accounting_category: z.string().nullable().describe('Category of the account, as the software names it'),
  },
  // Not a Node: its id is its number, and the global id is made from an `id` field.
  { raw: true },
);
export type LedgerAccount = z.infer<typeof ledgerAccount> & WithRaw;

export const accountBalance = resource(
  'AccountBalance',
  'The totals of one ledger account up to a month, and over a period of months',
  {
    account_number: z.string().describe('Number of the ledger account'),
    account_name: z.string().nullable().describe('Name of the ledger account'),
    debit: money('Total debited up to the end month'),
    credit: money('Total credited up to the end month'),
    balance: money('Balance at the end month: debit minus credit'),
    period_debit: money('Total debited from the start month to the end month'),
    period_credit: money('Total credited from the start month to the end month'),
    period_balance: money('Balance of the period from the start month to the end month'),
  },
);
export type AccountBalance = z.infer<typeof accountBalance>;

const month = z
  .string()
  .min(6)
  .max(6)
  .regex(/^\d{4}(0[1-9]|1[0-2])$/);

/** The body of the balance listing (Chift's AccountBalanceFilter). */
export const accountBalanceFilter = resource(
  'AccountBalanceFilter',
  'Which ledger accounts to total, and over which months',
  {
    accounts: z
      .array(z.string())
      .describe('Account numbers or their beginnings: 601 is every account starting with 601, 7 the class 7'),
    start: month
      .nullable()
      .optional()
      .describe('First month of the period, YYYYMM (e.g. 202502); the start of the book year when left out'),
    end: month.describe('Last month, YYYYMM (e.g. 202512)'),
  },
);
export type AccountBalanceFilter = z.infer<typeof accountBalanceFilter>;

// ---- outstandings --------------------------------------------------------------------------

export const outstandingType = enumeration(
  'OutstandingType',
  'Whose open items to list: what clients owe, or what is owed to suppliers',
  ['client', 'supplier'],
  {
    client: 'Amounts clients still owe',
    supplier: 'Amounts still owed to suppliers',
  },
);
export type OutstandingType = z.infer<typeof outstandingType>;

export const outstandingDueDate = resource('OutstandingDueDate', 'One instalment of an open item', {
  due_date: z.iso.date().describe('Day the instalment is due'),
  payment_method: z.string().nullable().describe('Name of the payment method expected'),
  payment_method_id: z.string().nullable().describe('Id of the payment method expected'),
  amount: money('Amount of the instalment'),
});

export const outstandingOriginalDocument = resource(
  'OutstandingOriginalDocument',
  'The document an open item carried over from an earlier book year first came from',
  {
    id: graphql(z.string().nullable().describe('Id of the original document in the connected software'), {
      name: 'remoteId',
    }),
    number: z.string().nullable().describe('Number of the original document'),
    journal_id: z.string().nullable().describe('Id of the journal it was booked in'),
    journal_type: graphql(journalType.nullable(), { description: 'Type of that journal' }),
    date: z.iso.date().nullable().describe('Day it was booked on'),
    due_date: z.iso.date().nullable().describe('Day it was due'),
    reference: z.string().nullable().describe('Its reference'),
  },
);

export const outstanding = resource(
  'Outstanding',
  'An open item: an invoice or entry of a client or supplier not yet fully paid',
  {
    id: remoteId('Identifier of the open item in the connected software'),
    number: z.string().nullable().describe('Number of the invoice or entry'),
    journal_id: journalReference(
      z.string().describe('Id of the journal it is booked in'),
      'The journal it is booked in',
    ),
    journal_type: journalType,
    date: z.iso.date().describe('Day it is booked on'),
    due_date: z.iso.date().nullable().describe('Day it is due (the last instalment’s)'),
    due_dates: z.array(outstandingDueDate).nullable().default([]).describe('Its instalments'),
    currency: currencyCode('Currency of the amounts (ISO 4217)'),
    currency_exchange_rate: z
      .number()
      .describe('Exchange rate from its currency to the folder’s on its day (1 in the folder’s currency)'),
    amount: money('Total amount'),
    open_amount: money('Amount still open'),
    partner_id: partnerReference(
      z.string().describe('Id of the client or supplier'),
      'The client or supplier it is with',
    ),
    account_number: z.string().describe('Ledger account it is booked on'),
    reference: z.string().nullable().describe('Its reference (e.g. the supplier’s invoice number)'),
    matching_numbers: z
      .array(z.string())
      .nullable()
      .default([])
      .describe('Matching codes of the payments or entries already matched with it'),
    payment_communication: z.string().nullable().describe('Communication expected with the payment'),
    posted: z.boolean().describe('True once booked (validated), false for a draft'),
    original_document: outstandingOriginalDocument.nullable(),
  },
  { raw: true },
);
export type Outstanding = z.infer<typeof outstanding> & WithRaw;

// ---- the FEC (fichier des écritures comptables) ----------------------------------------------

/** FEC column names are French legal names; GraphQL spells them in camelCase. */
const fec = <T extends z.ZodType>(name: string, schema: T, description: string) =>
  graphql(schema.describe(description), { name }) as T;

export const fecLine = resource(
  'FecLine',
  'One line of the French legal export of the entries (FEC), with its columns as the law names them',
  {
    JournalCode: fec('journalCode', z.string(), 'Code of the journal'),
    JournalLib: fec('journalLib', z.string(), 'Name of the journal'),
    EcritureNum: fec('ecritureNum', z.string(), 'Number of the entry'),
    EcritureDate: fec('ecritureDate', z.iso.date(), 'Day the entry is booked on'),
    CompteNum: fec('compteNum', z.string(), 'Number of the ledger account'),
    CompteLib: fec('compteLib', z.string(), 'Name of the ledger account'),
    CompAuxNum: fec('compAuxNum', z.string(), 'Auxiliary account (the client or supplier), empty if none'),
    CompAuxLib: fec('compAuxLib', z.string(), 'Name of the auxiliary account, empty if none'),
    PieceRef: fec('pieceRef', z.string(), 'Reference of the supporting document'),
    PieceDate: fec('pieceDate', z.iso.date(), 'Day of the supporting document'),
    Debit: fec('debit', z.number(), "Amount debited, in the folder currency's units"),
    Credit: fec('credit', z.number(), "Amount credited, in the folder currency's units"),
    EcritureLet: fec('ecritureLet', z.string(), 'Matching code of the line, empty if not matched'),
    DateLet: fec('dateLet', z.iso.date().nullable(), 'Day the line was matched'),
    ValidDate: fec('validDate', z.iso.date().nullable(), 'Day the entry was validated'),
    Montantdevise: fec(
      'montantDevise',
      z.number(),
      "Amount in the foreign currency, in that currency's units",
    ),
    Idevise: graphql(z.string().describe('Foreign currency of the line (ISO 4217), empty if none'), {
      name: 'idevise',
      type: 'CurrencyCode',
    }),
  },
);
export type FecLine = z.infer<typeof fecLine>;

// ---- parameters of the reads ---------------------------------------------------------------

export const ledgerAccountFilter = z.object({
  folder_id: folderId,
  classes: z
    .string()
    .optional()
    .describe('Only the accounts of these classes, comma-separated (6,7: the classes 6 and 7)'),
  type: ledgerAccountTypeFilter.optional(),
});
export type LedgerAccountFilter = z.output<typeof ledgerAccountFilter>;

export const ledgerAccountOptions = z.object({ folder_id: folderId });

export const outstandingFilter = z.object({
  folder_id: folderId,
  type: outstandingType,
  unposted_allowed: boolParam('Include the drafts (not yet booked)'),
});
export type OutstandingFilter = z.output<typeof outstandingFilter>;

export const fecParams = z.object({
  folder_id: folderId,
  date_from: z.iso.date().describe('First day of the export'),
  date_to: z.iso.date().describe('Last day of the export'),
});
export type FecParams = z.output<typeof fecParams>;

// ---- write bodies and answers (issue 34) ---------------------------------------------------

/** Chift's LedgerAccountItemIn; the answer is a `ledgerAccount`. */
export const ledgerAccountInput = resource('LedgerAccountInput', 'A ledger account to create', {
  name: z.string().min(1).describe('Name of the account'),
  number: z.string().min(3).describe('Number of the account, as the software will write it'),
  type: ledgerAccountType.nullable().default('other'),
});
export type LedgerAccountInput = Absent<z.infer<typeof ledgerAccountInput>>;

/** Chift's MatchingIn. */
export const matchingInput = resource(
  'MatchingInput',
  'Entries of one client or supplier to match together (an invoice with its payments)',
  {
    entries: z.array(z.string()).describe('Ids of the entries to match'),
    partner_id: z.string().describe('Id of the client or supplier the entries are with'),
  },
  { graphqlInput: 'MatchingInput' },
);
export type MatchingInput = z.infer<typeof matchingInput>;

/** Chift's MultipleMatchingIn. */
export const multipleMatchingInput = resource('MultipleMatchingInput', 'Several matchings to make at once', {
  matchings: z.array(matchingInput).describe('The matchings, each made on its own'),
});
export type MultipleMatchingInput = z.infer<typeof multipleMatchingInput>;

/** Chift's MatchingOut. */
export const matching = resource('Matching', 'A matching made: its code and what is left open', {
  matching_number: z.string().describe('Matching code given to the entries'),
  balance: money('What the matched entries leave open (0 when they settle each other)'),
});
export type Matching = z.infer<typeof matching>;

/** Chift's MultipleMatchingOut. */
export const matchingResult = resource('MatchingResult', 'What became of one matching of several', {
  matching_number: z.string().nullable().describe('Matching code given to the entries, when made'),
  processed: z.boolean().describe('True when the matching was made'),
  error_msg: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('Why the matching was not made, as the software said it'),
});
export type MatchingResult = z.infer<typeof matchingResult>;
