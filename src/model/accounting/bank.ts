import { z } from 'zod';
import { type Absent, remoteId, type WithRaw } from '../common.js';
import { enumeration, graphql, resource } from '../declare.js';
import { currencyCode, mayBeLeftOut, money, pdfContent, pdfName } from './shared.js';

/**
 * The company's bank accounts as the accounting keeps them, and the bank statements written to
 * them.
 */

export const accountingBankAccount = resource(
  'AccountingBankAccount',
  'A bank account of the company, with the journal and ledger account that book its movements',
  {
    id: remoteId('Identifier of the bank account in the connected software'),
    code: z.string().nullable().describe('Short code of the account (also its journal’s code)'),
    currency: currencyCode('Currency of the account (ISO 4217)').nullable(),
    account_name: z.string().nullable().describe('Name of the account'),
    account_number: z.string().nullable().describe('Number of the account at the bank'),
    iban: z.string().nullable().describe('IBAN'),
    bank_name: z.string().nullable().describe('Name of the bank'),
    journal_id: z.string().nullable().describe('Id of the journal that books the account’s movements'),
    ledger_account: z.string().nullable().describe('Ledger account that holds the account’s money'),
    unallocated_account: z
      .string()
      .nullable()
      .describe('Ledger account movements are booked to while the right account or partner is not known'),
  },
  { raw: true },
);
export type AccountingBankAccount = z.infer<typeof accountingBankAccount> & WithRaw;

// ---- write bodies and answers (issue 34) ---------------------------------------------------

/** Chift's BankAccountItemIn; the answer is an `accountingBankAccount`. */
export const accountingBankAccountInput = resource('AccountingBankAccountInput', 'A bank account to add', {
  code: z.string().min(1).describe('Short code of the account (also its journal’s code)'),
  currency: graphql(z.string().min(1).describe('Currency of the account (ISO 4217)'), {
    type: 'CurrencyCode',
  }),
  account_name: z.string().nullable().optional().describe('Name of the account'),
  account_number: z.string().nullable().optional().describe('Number of the account at the bank'),
  iban: z.string().nullable().optional().describe('IBAN'),
  bank_name: z.string().describe('Name of the bank'),
});
export type AccountingBankAccountInput = Absent<z.infer<typeof accountingBankAccountInput>>;

export const bankTransactionCounterpartType = enumeration(
  'BankTransactionCounterpartType',
  'Who is on the other side of a bank movement',
  ['customer', 'supplier', 'employee'],
  {
    customer: 'A client',
    supplier: 'A supplier',
    employee: 'An employee',
  },
);

const counterpartFields = {
  counterpart_type: graphql(bankTransactionCounterpartType.nullable(), {
    description: 'Whether the other side is a client, a supplier or an employee',
  }),
  id: graphql(z.string().nullable().describe('Id of the client, supplier or employee'), { name: 'remoteId' }),
  name: z.string().nullable().describe('Name of the other side'),
  iban: z.string().nullable().describe('IBAN of the other side'),
  bank_account: z.string().nullable().describe('Bank account number of the other side'),
};

/** Chift's BankTransactionCounterpartItem, as an answer carries it. */
export const bankTransactionCounterpart = resource(
  'BankTransactionCounterpart',
  'Who is on the other side of a bank movement',
  counterpartFields,
);

/** Chift's BankTransactionCounterpartItem, as a body takes it. */
export const bankTransactionCounterpartInput = resource(
  'BankTransactionCounterpartInput',
  'Who is on the other side of a bank movement to write',
  mayBeLeftOut(counterpartFields),
  { graphqlInput: 'BankTransactionCounterpartInput' },
);

const transactionFields = {
  general_ledger_account: z
    .string()
    .nullable()
    .describe('Ledger account to book the movement on, when known'),
  description: z.string().nullable().describe('Text of the movement'),
  external_transaction_id: z
    .string()
    .nullable()
    .describe('Id of the movement at the bank or in another system'),
  amount: money('Amount: positive for money in, negative for money out'),
  fee_amount: money('Bank fees of the movement').nullable().default(0),
  tax_amount: money('Tax on the fees').nullable().default(0),
  currency_exchange_rate: z
    .number()
    .nullable()
    .default(1)
    .describe('Exchange rate from the statement’s currency to the folder’s on its day'),
};

/** Chift's BankTransactionItemIn. */
export const bankStatementTransactionInput = resource(
  'BankStatementTransactionInput',
  'One movement of a bank statement to write',
  {
    ...mayBeLeftOut(transactionFields),
    counterpart: bankTransactionCounterpartInput.nullable().optional(),
  },
  { graphqlInput: 'BankStatementTransactionInput' },
);

/** Chift's BankStatementItemIn; the answer is a `bankStatement`. */
export const bankStatementInput = resource(
  'BankStatementInput',
  'A bank statement to write, with its movements',
  {
    bank_statement_date: z.iso.date().describe('Day of the statement'),
    bank_account_id: z.string().min(1).describe('Id of the bank account'),
    currency: graphql(z.string().min(1).describe('Currency of the statement (ISO 4217)'), {
      type: 'CurrencyCode',
    }),
    external_bank_statement_id: z
      .string()
      .min(1)
      .describe('Id of the statement at the bank or in another system'),
    opening_balance: z
      .number()
      .nullable()
      .optional()
      .describe("Balance before the statement, in the currency's units"),
    pdf: pdfContent(),
    pdf_name: pdfName(),
    items: z.array(bankStatementTransactionInput).describe('The movements of the statement'),
  },
);
export type BankStatementInput = Absent<z.infer<typeof bankStatementInput>>;

/** Chift's BankTransactionItemOut. */
export const bankStatementTransaction = resource(
  'BankStatementTransaction',
  'One movement of a bank statement',
  {
    ...transactionFields,
    counterpart: bankTransactionCounterpart.nullable(),
    id: graphql(z.string().nullable().describe('Id of the movement in the connected software'), {
      name: 'remoteId',
    }),
  },
);

/** Chift's BankStatementItemOut. */
export const bankStatement = resource(
  'BankStatement',
  'A bank statement written, with its movements',
  {
    bank_statement_date: z.iso.date().describe('Day of the statement'),
    bank_account_id: z.string().describe('Id of the bank account'),
    currency: currencyCode('Currency of the statement (ISO 4217)'),
    id: graphql(z.string().nullable().describe('Id of the statement in the connected software'), {
      name: 'remoteId',
    }),
    external_bank_statement_id: z
      .string()
      .nullable()
      .describe('Id of the statement at the bank or in another system'),
    items: z.array(bankStatementTransaction).describe('The movements of the statement'),
  },
  { raw: true },
);
export type BankStatement = z.infer<typeof bankStatement> & WithRaw;
