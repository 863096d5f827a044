import { z } from 'zod';
import { boolParam } from '../common.js';
import { create, update } from '../operation-kinds.js';
import {
  analyticAccount,
  analyticAccountInput,
  analyticAccountMultiPlan,
  analyticAccountUpdateInput,
} from './analytics.js';
import {
  accountingBankAccount,
  accountingBankAccountInput,
  bankStatement,
  bankStatementInput,
} from './bank.js';
import {
  accountingAttachmentInput,
  accountingInvoice,
  accountingInvoiceInput,
  accountingInvoiceMultiPlan,
  accountingInvoiceMultiPlanInput,
  accountingInvoicePaymentInput,
  expense,
  expenseInput,
} from './documents.js';
import {
  financialEntry,
  financialEntryInput,
  journalEntryInput,
  journalEntryMultiPlan,
  miscellaneousOperation,
  miscellaneousOperationInput,
} from './entries.js';
import {
  ledgerAccount,
  ledgerAccountInput,
  matching,
  matchingInput,
  matchingResult,
  multipleMatchingInput,
} from './ledger.js';
import {
  accountingClient,
  accountingClientInput,
  accountingClientUpdateInput,
  accountingSupplier,
  accountingSupplierInput,
  accountingSupplierUpdateInput,
} from './partners.js';
import { folderFilter, folderId } from './shared.js';
import { journal, journalInput } from './structure.js';

const api = 'accounting';

/** What a write in the books repeats after the body: send a key to make a retry safe. */
const SAFE = 'Send an idempotency key (x-chift-client-requestid) to make retries safe.';

/** `force_merge` of a new client or supplier. */
const forceMerge = z
  .string()
  .nullish()
  .describe(
    'A field (e.g. `vat`) on which an existing client or supplier with the same value is taken instead of creating another',
  );

/** Chift's `ignore_accounting_id`. */
const ignoreAccountingId = z
  .boolean()
  .default(false)
  .describe('Ignore the ledger account ids given and let the software choose its own accounts');

/** The query parameters of a new invoice. */
const invoiceParams = z.object({
  folder_id: folderId,
  force_financial_period: z
    .string()
    .nullish()
    .describe('The financial period to book the invoice in, as MMYYYY (`022026`), when not its date’s'),
  regroup_lines: boolParam('Group the lines on the same account and VAT code into one entry line')
    .nullish()
    .default(true),
  ignore_accounting_id: ignoreAccountingId,
  force_currency_exchange: z
    .boolean()
    .nullish()
    .default(false)
    .describe('Use the exchange rate given rather than the software’s own'),
});

/** The query parameters of a new journal entry. */
const entryParams = z.object({
  folder_id: folderId,
  force_currency_exchange: boolParam('Use the exchange rate given rather than the software’s own')
    .nullish()
    .default(false),
  ignore_accounting_id: ignoreAccountingId,
});

/** The path parameter naming an analytic plan. */
const analyticPlan = z.string().min(1).max(255).describe('Id of the analytic plan');

/**
 * The writes of Chift's accounting API (issue 34), each declared once (see `operation-kinds.ts`).
 * Each is idempotent with a key (the write journal); a refused write writes nothing. Scopes are
 * Chift's (`accounting.<resource>`), as for the reads.
 */
export const accountingWriteOperations = {
  // ---- partners --------------------------------------------------------------------------------
  'accounting.clients.create': create({
    api,
    resource: 'clients',
    item: accountingClient,
    body: accountingClientInput,
    params: z.object({ folder_id: folderId, force_merge: forceMerge }),
    path: 'accounting/clients',
    mutation: 'createAccountingClient',
    input: 'CreateAccountingClientInput',
    event: 'accounting.client.created',
    validationAsChiftError: true,
    summary: 'Create a client',
    description: `Adds a customer to the books (a company or a person, with addresses and bank accounts) and answers it. ${SAFE}`,
    chift: 'accounting_create_client',
  }),
  'accounting.clients.update': update({
    api,
    resource: 'clients',
    item: accountingClient,
    idParam: 'client_id',
    body: accountingClientUpdateInput,
    params: folderFilter,
    path: 'accounting/clients/{client_id}',
    mutation: 'updateAccountingClient',
    input: 'UpdateAccountingClientInput',
    event: 'accounting.client.updated',
    validationAsChiftError: true,
    summary: 'Change a client',
    description:
      'Changes the fields of a customer that the body holds (the others keep their value) and answers it.',
    chift: 'accounting_update_client',
  }),
  'accounting.suppliers.create': create({
    api,
    resource: 'suppliers',
    item: accountingSupplier,
    body: accountingSupplierInput,
    params: z.object({ folder_id: folderId, force_merge: forceMerge }),
    path: 'accounting/suppliers',
    mutation: 'createAccountingSupplier',
    input: 'CreateAccountingSupplierInput',
    event: 'accounting.supplier.created',
    validationAsChiftError: true,
    summary: 'Create a supplier',
    description: `Adds a supplier to the books and answers it. ${SAFE}`,
    chift: 'accounting_create_supplier',
  }),
  'accounting.suppliers.update': update({
    api,
    resource: 'suppliers',
    item: accountingSupplier,
    idParam: 'supplier_id',
    body: accountingSupplierUpdateInput,
    params: folderFilter,
    path: 'accounting/suppliers/{supplier_id}',
    mutation: 'updateAccountingSupplier',
    input: 'UpdateAccountingSupplierInput',
    event: 'accounting.supplier.updated',
    validationAsChiftError: true,
    summary: 'Change a supplier',
    description:
      'Changes the fields of a supplier that the body holds (the others keep their value) and answers it.',
    chift: 'accounting_update_supplier',
  }),

  // ---- documents -------------------------------------------------------------------------------
  'accounting.invoices.create': create({
    api,
    resource: 'invoices',
    item: accountingInvoice,
    body: accountingInvoiceInput,
    params: invoiceParams,
    path: 'accounting/invoices',
    mutation: 'createAccountingInvoice',
    input: 'CreateAccountingInvoiceInput',
    event: 'accounting.invoice.created',
    documents: true,
    validationAsChiftError: true,
    summary: 'Create an invoice',
    description:
      'Books a sales or purchase invoice or credit note: its entry (receivable or payable, revenue or expense and ' +
      `VAT lines) is posted in its journal, each line on one analytic account. ${SAFE}`,
    chift: 'accounting_create_invoice',
  }),
  'accounting.invoices-multi-plans.create': create({
    api,
    resource: 'invoices',
    item: accountingInvoiceMultiPlan,
    body: accountingInvoiceMultiPlanInput,
    params: invoiceParams,
    path: 'accounting/invoices/multi-analytic-plans',
    mutation: 'createAccountingInvoiceMultiAnalyticPlans',
    input: 'CreateAccountingInvoiceMultiAnalyticPlansInput',
    event: 'accounting.invoice.created',
    announceAs: accountingInvoice,
    documents: true,
    validationAsChiftError: true,
    summary: 'Create an invoice with several analytic plans',
    description:
      'Books a sales or purchase invoice or credit note whose lines are spread over the accounts of several ' +
      `analytic plans. ${SAFE}`,
    chift: 'accounting_create_invoice_multiple_plans',
  }),
  'accounting.invoice-payments.create': create({
    api,
    resource: 'invoices',
    item: accountingInvoice,
    body: accountingInvoicePaymentInput,
    params: folderFilter,
    path: 'accounting/invoices/payments',
    mutation: 'createAccountingInvoicePayment',
    input: 'CreateAccountingInvoicePaymentInput',
    status: 204,
    summary: 'Pay an invoice',
    description:
      'Records a payment of an invoice through a payment journal and matches it with the invoice. REST answers 204; ' +
      `GraphQL answers the invoice as it is after the payment. ${SAFE}`,
    chift: 'accounting_create_invoice_payment',
  }),
  'accounting.invoice-attachments.create': create({
    api,
    resource: 'attachments',
    item: accountingInvoice,
    body: accountingAttachmentInput,
    params: z.object({
      invoice_id: z.string().min(1).max(255).describe('Id of the invoice'),
      folder_id: folderId,
      overwrite_existing: boolParam('Replace the invoice’s attachment when it has one')
        .nullish()
        .default(false),
    }),
    path: 'accounting/invoices/pdf/{invoice_id}',
    mutation: 'addAccountingInvoiceAttachment',
    input: 'AddAccountingInvoiceAttachmentInput',
    status: 204,
    documents: true,
    summary: 'Attach a PDF to an invoice',
    description:
      'Attaches a document (a PDF, base64) to an invoice. REST answers 204; GraphQL answers the invoice. ' +
      SAFE,
    chift: 'accounting_add_attachment',
  }),
  'accounting.expenses.create': create({
    api,
    resource: 'expenses',
    item: expense,
    body: expenseInput,
    params: folderFilter,
    path: 'accounting/expenses',
    mutation: 'createAccountingExpense',
    input: 'CreateAccountingExpenseInput',
    documents: true,
    summary: 'Record an expense',
    description: `Records an employee’s expense claim with its lines (and receipt). ${SAFE}`,
    chift: 'accounting_create_expense',
  }),

  // ---- ledger ----------------------------------------------------------------------------------
  'accounting.journal-entries.create': create({
    api,
    resource: 'journal_entries',
    item: journalEntryMultiPlan,
    body: journalEntryInput,
    params: entryParams,
    path: 'accounting/journal-entries',
    mutation: 'createJournalEntry',
    input: 'CreateJournalEntryInput',
    event: 'accounting.journal-entry.created',
    documents: true,
    validationAsChiftError: true,
    summary: 'Create a journal entry',
    description:
      'Posts an entry in a journal: its items debit and credit ledger accounts (and partners), and must balance ' +
      `to the cent. ${SAFE}`,
    chift: 'accounting_create_generic_journal_entry',
  }),
  'accounting.miscellaneous-operations.create': create({
    api,
    resource: 'miscellaneous_operations',
    item: miscellaneousOperation,
    body: miscellaneousOperationInput,
    params: folderFilter,
    path: 'accounting/miscellaneous-operation',
    mutation: 'createMiscellaneousOperation',
    input: 'CreateMiscellaneousOperationInput',
    event: 'accounting.miscellaneous-operation.created',
    documents: true,
    validationAsChiftError: true,
    summary: 'Create a miscellaneous operation',
    description: `Writes an operation in a miscellaneous journal (a closing, a correction, a reversal); its lines must balance. ${SAFE}`,
    chift: 'accounting_create_miscellaneous_operation',
  }),
  'accounting.financial-entries.create': create({
    api,
    resource: 'journal_entries',
    item: financialEntry,
    body: financialEntryInput,
    params: z.object({
      folder_id: folderId,
      financial_counterpart_account: z
        .string()
        .nullish()
        .describe('The ledger account the lines are the counterpart of, when not the journal’s own'),
      force_currency_exchange: z
        .boolean()
        .nullish()
        .default(false)
        .describe('Use the exchange rate given rather than the software’s own'),
      ignore_accounting_id: ignoreAccountingId,
    }),
    path: 'accounting/financial-entries',
    mutation: 'createFinancialEntry',
    input: 'CreateFinancialEntryInput',
    documents: true,
    validationAsChiftError: true,
    summary: 'Create a bank or cash entry',
    description: `Writes a statement of a bank or cash journal: each line against a partner or a ledger account. ${SAFE}`,
    chift: 'accounting_create_financial_entries',
  }),
  'accounting.matchings.create': create({
    api,
    resource: 'journal_entries',
    item: matching,
    body: matchingInput,
    params: folderFilter,
    path: 'accounting/matching',
    mutation: 'matchEntries',
    input: 'MatchEntriesInput',
    validationAsChiftError: true,
    summary: 'Match entries',
    description:
      'Matches (reconciles) the receivable or payable lines of entries of one partner whose amounts cancel out, ' +
      'e.g. an invoice and its payment. Matching entries that are matched together already answers their matching.',
    chift: 'accounting_match_entries',
  }),
  'accounting.matchings-multiple.create': create({
    api,
    resource: 'journal_entries',
    item: matchingResult,
    body: multipleMatchingInput,
    params: folderFilter,
    path: 'accounting/matching-multiple',
    mutation: 'matchEntriesMultiple',
    input: 'MatchEntriesMultipleInput',
    many: true,
    validationAsChiftError: true,
    summary: 'Make several matchings',
    description:
      'Makes several matchings at once, each as `matchEntries` does, and answers what became of each.',
    chift: 'accounting_match_entries_multiple',
  }),
  'accounting.journals.create': create({
    api,
    resource: 'journals',
    item: journal,
    body: journalInput,
    params: folderFilter,
    path: 'accounting/journal',
    mutation: 'createJournal',
    input: 'CreateJournalInput',
    event: 'accounting.journal.created',
    summary: 'Create a journal',
    description: `Adds a journal (sales, purchases, bank, cash or miscellaneous) to a folder. ${SAFE}`,
    chift: 'accounting_create_journal',
  }),
  'accounting.ledger-accounts.create': create({
    api,
    resource: 'ledger_accounts',
    item: ledgerAccount,
    body: ledgerAccountInput,
    params: folderFilter,
    path: 'accounting/accounts',
    mutation: 'createLedgerAccount',
    input: 'CreateLedgerAccountInput',
    event: 'accounting.ledger-account.created',
    summary: 'Create a ledger account',
    description: `Adds an account to the folder’s chart of accounts. ${SAFE}`,
    chift: 'accounting_create_ledger_account',
  }),

  // ---- bank ------------------------------------------------------------------------------------
  'accounting.bank-accounts.create': create({
    api,
    resource: 'bank_accounts',
    item: accountingBankAccount,
    body: accountingBankAccountInput,
    params: folderFilter,
    path: 'accounting/bank-accounts',
    mutation: 'createAccountingBankAccount',
    input: 'CreateAccountingBankAccountInput',
    validationAsChiftError: true,
    summary: 'Create a bank account',
    description: `Adds a bank account of the company, with its bank journal. ${SAFE}`,
    chift: 'accounting_create_bank_account',
  }),
  'accounting.bank-transactions.create': create({
    api,
    resource: 'bank_transactions',
    item: bankStatement,
    body: bankStatementInput,
    params: folderFilter,
    path: 'accounting/bank-transactions',
    mutation: 'createBankTransactions',
    input: 'CreateBankTransactionsInput',
    documents: true,
    validationAsChiftError: true,
    summary: 'Record bank transactions',
    description: `Records a bank statement and its transactions in a bank journal, to be reconciled. ${SAFE}`,
    chift: 'accounting_create_bank_transactions',
  }),

  // ---- analytics -------------------------------------------------------------------------------
  'accounting.analytic-accounts.create': create({
    api,
    resource: 'analytic_accounts',
    item: analyticAccount,
    body: analyticAccountInput,
    params: folderFilter,
    path: 'accounting/analytic-accounts',
    mutation: 'createAnalyticAccount',
    input: 'CreateAnalyticAccountInput',
    event: 'accounting.analytic-account.created',
    summary: 'Create an analytic account',
    description: `Adds an account to the folder’s default analytic plan. ${SAFE}`,
    chift: 'accounting_create_analytic_account',
  }),
  'accounting.analytic-accounts-multi-plans.create': create({
    api,
    resource: 'analytic_accounts',
    item: analyticAccountMultiPlan,
    body: analyticAccountInput,
    params: z.object({ analytic_plan: analyticPlan, folder_id: folderId }),
    path: 'accounting/analytic-accounts/multi-analytic-plans/{analytic_plan}',
    mutation: 'createAnalyticAccountInPlan',
    input: 'CreateAnalyticAccountInPlanInput',
    summary: 'Create an analytic account in a plan',
    description: `Adds an account to one analytic plan. ${SAFE}`,
    chift: 'accounting_create_analytic_account_multi_plans',
  }),
  'accounting.analytic-accounts.update': update({
    api,
    resource: 'analytic_accounts',
    item: analyticAccount,
    idParam: 'analytic_account_id',
    body: analyticAccountUpdateInput,
    params: folderFilter,
    path: 'accounting/analytic-accounts/{analytic_account_id}',
    mutation: 'updateAnalyticAccount',
    input: 'UpdateAnalyticAccountInput',
    event: 'accounting.analytic-account.updated',
    summary: 'Change an analytic account',
    description: 'Changes the fields of an analytic account of the default plan that the body holds.',
    chift: 'accounting_update_analytic_account',
  }),
  'accounting.analytic-accounts-multi-plans.update': update({
    api,
    resource: 'analytic_accounts',
    item: analyticAccountMultiPlan,
    idParam: 'analytic_account_id',
    body: analyticAccountUpdateInput,
    params: z.object({ analytic_plan: analyticPlan, folder_id: folderId }),
    path: 'accounting/analytic-accounts/{analytic_account_id}/multi-analytic-plans/{analytic_plan}',
    mutation: 'updateAnalyticAccountInPlan',
    input: 'UpdateAnalyticAccountInPlanInput',
    summary: 'Change an analytic account of a plan',
    description: 'Changes the fields of an analytic account of one plan that the body holds.',
    chift: 'accounting_update_analytic_account_multi_plans',
  }),
} as const;
