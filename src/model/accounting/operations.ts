import { all, get, list } from '../operation-kinds.js';
import {
  analyticAccount,
  analyticAccountMultiPlan,
  analyticAccountMultiPlanOptions,
  analyticPlan,
} from './analytics.js';
import { accountingBankAccount } from './bank.js';
import {
  accountingAttachment,
  accountingInvoice,
  accountingInvoiceFilter,
  accountingInvoiceMultiPlan,
  accountingInvoiceOptions,
  accountingPayment,
  attachmentFilter,
  invoicePaymentFilter,
} from './documents.js';
import {
  journalEntry,
  journalEntryFilter,
  journalEntryMultiPlan,
  miscellaneousOperation,
  miscellaneousOperationFilter,
} from './entries.js';
import {
  accountBalance,
  accountBalanceFilter,
  fecLine,
  fecParams,
  ledgerAccount,
  ledgerAccountFilter,
  outstanding,
  outstandingFilter,
} from './ledger.js';
import {
  accountingClient,
  accountingContact,
  accountingPartner,
  accountingSupplier,
  contactFilter,
  partnerFilter,
} from './partners.js';
import { checkedEntryWindow, checkedWindow, folderFilter } from './shared.js';
import {
  accountingPaymentMethod,
  accountingPaymentTerm,
  accountingVatCode,
  bookYear,
  employee,
  folder,
  journal,
  scheme,
} from './structure.js';

const api = 'accounting';

/**
 * Each operation's `resource` is the scope it needs (`accounting.<resource>`, `.read` for reads),
 * named as Chift's document names it in its operations' security (`accounting.journal_entries`,
 * `accounting.ledger_accounts` for the chart and the balances, `accounting.exports` for the FEC,
 * `accounting.invoices` for payment terms and methods), so a Chift client's scopes mean the same.
 *
 * The reads of Chift's accounting API (issue 33), each declared once (see `operation-kinds.ts`),
 * and three lookups of Lintel's own that references and `node` read through (no Chift operation:
 * a journal entry's account, journal and partner). Every read but the folders' takes `folder_id`
 * (contract §10); paging is the framework's.
 */
export const accountingOperations = {
  // ---- structure -------------------------------------------------------------------------------
  'accounting.folders.all': all({
    api,
    resource: 'folders',
    item: folder,
    path: 'accounting/folders',
    field: 'folders',
    summary: 'List folders',
    description: 'Every folder (company) of the accounting software, each with its addresses; not paged.',
    chift: 'accounting_get_folders',
  }),
  'accounting.folders.get': get({
    api,
    resource: 'folders',
    item: folder,
    idParam: 'folder_id',
    path: 'accounting/folders/{folder_id}',
    field: 'folder',
    summary: 'Get one folder',
    description:
      'One folder (company) by its id; not found (REST 404, GraphQL null) when the software has no such folder.',
    chift: 'accounting_get_folder',
  }),
  'accounting.bookyears.list': list({
    api,
    resource: 'bookyears',
    item: bookYear,
    filter: folderFilter,
    path: 'accounting/bookyears',
    field: 'bookYears',
    summary: 'List book years',
    description: 'The book (fiscal) years of a folder, open and closed.',
    chift: 'accounting_get_bookyears',
  }),
  'accounting.analytic-plans.list': list({
    api,
    resource: 'analytic_plans',
    item: analyticPlan,
    filter: folderFilter,
    path: 'accounting/analytic-plans',
    field: 'analyticPlans',
    summary: 'List analytic plans',
    description: 'The analytic plans (axes such as departments or projects) of a folder.',
    chift: 'accounting_get_analytic_plans',
  }),
  'accounting.schemes.list': list({
    api,
    resource: 'schemes',
    item: scheme,
    filter: folderFilter,
    path: 'accounting/schemes',
    field: 'schemes',
    summary: 'List reporting schemes',
    description: 'The reporting schemes ledger accounts can be classified in (e.g. the Dutch RGS).',
    chift: 'accounting_get_schemes',
  }),
  'accounting.journals.list': list({
    api,
    resource: 'journals',
    item: journal,
    filter: folderFilter,
    path: 'accounting/journals',
    field: 'journals',
    summary: 'List journals',
    description:
      'The journals of a folder (sales, purchases, bank, cash, miscellaneous), with their next numbers.',
    chift: 'accounting_get_journals',
  }),
  'accounting.journals.get': get({
    api,
    resource: 'journals',
    item: journal,
    idParam: 'journal_id',
    options: folderFilter,
    path: 'accounting/journals/{journal_id}',
    field: 'journal',
    summary: 'Get one journal',
    description:
      'One journal by its id (Lintel’s own lookup, which the journal of an entry, an invoice or a payment is ' +
      'read through); not found (REST 404, GraphQL null) when the folder has no such journal.',
  }),
  'accounting.vat-codes.list': list({
    api,
    resource: 'vat_codes',
    item: accountingVatCode,
    filter: folderFilter,
    path: 'accounting/vat-codes',
    field: 'vatCodes',
    summary: 'List VAT codes',
    description: 'The VAT codes of a folder, with their rates and ledger accounts, archived ones included.',
    chift: 'accounting_get_vat_codes',
  }),
  'accounting.payment-terms.list': list({
    api,
    resource: 'invoices',
    item: accountingPaymentTerm,
    filter: folderFilter,
    path: 'accounting/payment-terms',
    field: 'paymentTerms',
    summary: 'List payment terms',
    description: 'The payment terms (when invoices are due) a folder knows.',
    chift: 'accounting_get_payment_terms',
  }),
  'accounting.payment-methods.list': list({
    api,
    resource: 'invoices',
    item: accountingPaymentMethod,
    filter: folderFilter,
    path: 'accounting/payment-methods',
    field: 'paymentMethods',
    summary: 'List payment methods',
    description: 'The ways of paying (bank transfer, card, cash…) a folder knows.',
    chift: 'accounting_get_payment_methods',
  }),
  'accounting.employees.list': list({
    api,
    resource: 'employees',
    item: employee,
    filter: folderFilter,
    path: 'accounting/employees',
    field: 'employees',
    summary: 'List employees',
    description: 'The employees of a folder, with their ledger accounts.',
    chift: 'accounting_get_employees',
  }),
  'accounting.bank-accounts.list': list({
    api,
    resource: 'bank_accounts',
    item: accountingBankAccount,
    filter: folderFilter,
    path: 'accounting/bank-accounts',
    field: 'bankAccounts',
    summary: 'List bank accounts',
    description: 'The bank accounts of a folder, with the journal and ledger account of each.',
    chift: 'accounting_get_bank_accounts',
  }),

  // ---- the ledger ------------------------------------------------------------------------------
  'accounting.chart-of-accounts.list': list({
    api,
    resource: 'ledger_accounts',
    item: ledgerAccount,
    filter: ledgerAccountFilter,
    path: 'accounting/chart-of-accounts',
    field: 'ledgerAccounts',
    summary: 'List ledger accounts',
    description: 'The chart of accounts of a folder; classes and type narrow it.',
    chift: 'accounting_get_chart_of_accounts',
  }),
  'accounting.ledger-accounts.get': get({
    api,
    resource: 'ledger_accounts',
    item: ledgerAccount,
    idParam: 'account_number',
    options: folderFilter,
    path: 'accounting/chart-of-accounts/{account_number}',
    field: 'ledgerAccount',
    summary: 'Get one ledger account',
    description:
      'One ledger account by its number (Lintel’s own lookup, which the account of an entry line is read ' +
      'through); not found (REST 404, GraphQL null) when the folder has no such account.',
  }),
  'accounting.balances.list': list({
    api,
    resource: 'ledger_accounts',
    item: accountBalance,
    filter: folderFilter,
    body: accountBalanceFilter,
    path: 'accounting/chart-of-accounts/balance',
    field: 'accountBalances',
    summary: 'List account balances',
    description:
      'The debit, credit and balance of the ledger accounts whose numbers begin with one of accounts, up ' +
      'to the end month and over the months from start; REST takes accounts, start and end as a JSON body (POST).',
    chift: 'accounting_get_accounts_balances',
  }),
  'accounting.journal-entries.list': list({
    api,
    resource: 'journal_entries',
    item: journalEntry,
    filter: journalEntryFilter,
    path: 'accounting/journal/entries',
    complete: checkedEntryWindow,
    field: 'journalEntries',
    summary: 'List journal entries',
    description:
      'The journal entries of a folder with their lines, each line with one analytic account: a date window ' +
      '(date_from and date_to) or updated_after is needed; unposted_allowed adds the drafts.',
    chift: 'accounting_get_journal_entries',
  }),
  'accounting.journal-entries-multi-plans.list': list({
    api,
    resource: 'journal_entries',
    item: journalEntryMultiPlan,
    filter: journalEntryFilter,
    path: 'accounting/journal/entries/multi-analytic-plans',
    complete: checkedEntryWindow,
    field: 'journalEntriesMultiAnalyticPlans',
    summary: 'List journal entries with analytic distributions',
    description:
      'The journal entries of a folder with their lines, each line with its distribution over every analytic ' +
      'plan: a date window (date_from and date_to) or updated_after is needed; unposted_allowed adds the drafts.',
    chift: 'accounting_get_journal_entries_multi_plan',
  }),
  'accounting.journal-entries.get': get({
    api,
    resource: 'journal_entries',
    item: journalEntryMultiPlan,
    idParam: 'journal_entry_id',
    options: folderFilter,
    path: 'accounting/journal/entries/{journal_entry_id}',
    field: 'journalEntry',
    summary: 'Get one journal entry',
    description:
      'One journal entry by its id, its lines with their analytic distributions; not found (REST 404, ' +
      'GraphQL null) when the folder has no such entry.',
    chift: 'accounting_get_journal_entry',
  }),
  'accounting.miscellaneous-operations.list': list({
    api,
    resource: 'miscellaneous_operations',
    item: miscellaneousOperation,
    filter: miscellaneousOperationFilter,
    path: 'accounting/miscellaneous-operation',
    complete: checkedWindow,
    field: 'miscellaneousOperations',
    summary: 'List miscellaneous operations',
    description: 'The miscellaneous operations of a folder with their lines; days and journals narrow them.',
    chift: 'accounting_get_miscellaneous_operations',
  }),
  'accounting.miscellaneous-operations.get': get({
    api,
    resource: 'miscellaneous_operations',
    item: miscellaneousOperation,
    idParam: 'operation_id',
    options: folderFilter,
    path: 'accounting/miscellaneous-operation/{operation_id}',
    field: 'miscellaneousOperation',
    summary: 'Get one miscellaneous operation',
    description:
      'One miscellaneous operation by its id, with its lines; not found (REST 404, GraphQL null) when the ' +
      'folder has no such operation.',
    chift: 'accounting_get_miscellaneous_operation',
  }),
  'accounting.outstandings.list': list({
    api,
    resource: 'outstandings',
    item: outstanding,
    filter: outstandingFilter,
    path: 'accounting/outstandings',
    field: 'outstandings',
    summary: 'List outstanding items',
    description:
      'The invoices and entries of clients (type client) or suppliers (type supplier) not fully paid yet, ' +
      'with what is left open; unposted_allowed adds the drafts.',
    chift: 'accounting_get_outstandings',
  }),
  'accounting.fec.all': all({
    api,
    resource: 'exports',
    item: fecLine,
    params: fecParams,
    path: 'accounting/export-fec',
    complete: checkedWindow,
    field: 'fecLines',
    summary: 'Export the FEC',
    description:
      'The French legal export of the entries (fichier des écritures comptables): one line per posted entry ' +
      'line booked from date_from to date_to; not paged.',
    chift: 'accounting_export_fec',
  }),

  // ---- partners --------------------------------------------------------------------------------
  'accounting.clients.list': list({
    api,
    resource: 'clients',
    item: accountingClient,
    filter: partnerFilter,
    path: 'accounting/clients',
    field: 'clients',
    summary: 'List clients',
    description: 'The clients (customers) of a folder; search and updated_after narrow them.',
    chift: 'accounting_get_clients',
  }),
  'accounting.clients.get': get({
    api,
    resource: 'clients',
    item: accountingClient,
    idParam: 'client_id',
    options: folderFilter,
    path: 'accounting/clients/{client_id}',
    field: 'client',
    summary: 'Get one client',
    description:
      'One client by its id, with its addresses and bank accounts; not found (REST 404, GraphQL null) when ' +
      'the folder has no such client.',
    chift: 'accounting_get_client',
  }),
  'accounting.suppliers.list': list({
    api,
    resource: 'suppliers',
    item: accountingSupplier,
    filter: partnerFilter,
    path: 'accounting/suppliers',
    field: 'suppliers',
    summary: 'List suppliers',
    description: 'The suppliers of a folder; search and updated_after narrow them.',
    chift: 'accounting_get_suppliers',
  }),
  'accounting.suppliers.get': get({
    api,
    resource: 'suppliers',
    item: accountingSupplier,
    idParam: 'supplier_id',
    options: folderFilter,
    path: 'accounting/suppliers/{supplier_id}',
    field: 'supplier',
    summary: 'Get one supplier',
    description:
      'One supplier by its id, with its addresses and bank accounts; not found (REST 404, GraphQL null) when ' +
      'the folder has no such supplier.',
    chift: 'accounting_get_supplier',
  }),
  'accounting.partners.get': get({
    api,
    resource: 'partners',
    item: accountingPartner,
    idParam: 'partner_id',
    options: folderFilter,
    path: 'accounting/partners/{partner_id}',
    field: 'partner',
    summary: 'Get one partner',
    description:
      'One client or supplier by its id (Lintel’s own lookup, which the partner of an invoice, an entry line ' +
      'or an outstanding item is read through); not found (REST 404, GraphQL null) when the folder has none.',
  }),
  'accounting.contacts.list': list({
    api,
    resource: 'contacts',
    item: accountingContact,
    filter: contactFilter,
    path: 'accounting/contacts',
    field: 'partnerContacts',
    summary: 'List the contacts of a client or supplier',
    description: 'The people to contact at one client or supplier (partner_type and partner_id).',
    chift: 'accounting_get_partner_contacts',
  }),

  // ---- documents -------------------------------------------------------------------------------
  'accounting.invoices.list': list({
    api,
    resource: 'invoices',
    item: accountingInvoice,
    filter: accountingInvoiceFilter,
    path: 'accounting/invoices/type/{invoice_type}',
    complete: checkedWindow,
    field: 'invoices',
    summary: 'List invoices',
    description:
      'The invoices or credit notes of one kind (invoice_type), each line with one analytic account; days, ' +
      'journals, payment and approval status and updated_after narrow them, the include_ options add ' +
      'payments, lines and partners.',
    chift: 'accounting_get_invoices_by_type',
  }),
  'accounting.invoices-multi-plans.list': list({
    api,
    resource: 'invoices',
    item: accountingInvoiceMultiPlan,
    filter: accountingInvoiceFilter,
    path: 'accounting/invoices/multi-analytic-plans/type/{invoice_type}',
    complete: checkedWindow,
    field: 'invoicesMultiAnalyticPlans',
    summary: 'List invoices with analytic distributions',
    description:
      'The invoices or credit notes of one kind (invoice_type), each line with its distribution over every ' +
      'analytic plan; filtered and completed as the invoice listing is.',
    chift: 'accounting_get_invoices_by_type_multi_analytic_plans',
  }),
  'accounting.invoices.get': get({
    api,
    resource: 'invoices',
    item: accountingInvoice,
    idParam: 'invoice_id',
    options: accountingInvoiceOptions,
    path: 'accounting/invoices/{invoice_id}',
    field: 'invoice',
    summary: 'Get one invoice',
    description:
      'One invoice or credit note by its id, each line with one analytic account; not found (REST 404, ' +
      'GraphQL null) when the folder has no such invoice.',
    validationAsChiftError: true,
    chift: 'accounting_get_invoice',
  }),
  'accounting.invoices-multi-plans.get': get({
    api,
    resource: 'invoices',
    item: accountingInvoiceMultiPlan,
    idParam: 'invoice_id',
    options: accountingInvoiceOptions,
    path: 'accounting/invoices/multi-analytic-plans/{invoice_id}',
    field: 'invoiceMultiAnalyticPlans',
    summary: 'Get one invoice with analytic distributions',
    description:
      'One invoice or credit note by its id, each line with its distribution over every analytic plan; not ' +
      'found (REST 404, GraphQL null) when the folder has no such invoice.',
    validationAsChiftError: true,
    chift: 'accounting_get_invoice_multi_analytic_plans',
  }),
  'accounting.invoice-payments.list': list({
    api,
    resource: 'invoices',
    item: accountingPayment,
    filter: invoicePaymentFilter,
    path: 'accounting/invoices/id/{invoice_id}/payments',
    field: 'invoicePayments',
    summary: 'List the payments of an invoice',
    description: 'The payments matched with one invoice, with the part of each that settles it.',
    validationAsChiftError: true,
    chift: 'accounting_get_payments_by_invoice',
  }),
  'accounting.attachments.list': list({
    api,
    resource: 'attachments',
    item: accountingAttachment,
    filter: attachmentFilter,
    path: 'accounting/attachments',
    field: 'attachments',
    summary: 'List the files of an invoice or entry',
    description:
      'The files (PDFs, images) attached to one invoice or journal entry (type and document_id), each base64.',
    chift: 'accounting_get_attachments',
  }),

  // ---- analytics -------------------------------------------------------------------------------
  // REST routes are matched in declaration order: a path with a literal segment comes before one
  // with a parameter in its place (`analytic-accounts/multi-analytic-plans` before
  // `analytic-accounts/{analytic_account_id}`, as `journal/entries/multi-analytic-plans` above).
  'accounting.analytic-accounts.list': list({
    api,
    resource: 'analytic_accounts',
    item: analyticAccount,
    filter: folderFilter,
    path: 'accounting/analytic-accounts',
    field: 'analyticAccounts',
    summary: 'List analytic accounts',
    description: 'The accounts of the default analytic plan, with their totals.',
    chift: 'accounting_get_analytic_accounts',
  }),
  'accounting.analytic-accounts-multi-plans.list': list({
    api,
    resource: 'analytic_accounts',
    item: analyticAccountMultiPlan,
    filter: folderFilter,
    path: 'accounting/analytic-accounts/multi-analytic-plans',
    field: 'analyticAccountsMultiAnalyticPlans',
    summary: 'List analytic accounts of every plan',
    description: 'The analytic accounts of every plan, each with its plan and totals.',
    chift: 'accounting_get_analytic_accounts_multi_plans',
  }),
  'accounting.analytic-accounts.get': get({
    api,
    resource: 'analytic_accounts',
    item: analyticAccount,
    idParam: 'analytic_account_id',
    options: folderFilter,
    path: 'accounting/analytic-accounts/{analytic_account_id}',
    field: 'analyticAccount',
    summary: 'Get one analytic account',
    description:
      'One account of the default analytic plan by its id; not found (REST 404, GraphQL null) when the ' +
      'folder has no such account.',
    chift: 'accounting_get_analytic_account',
  }),
  'accounting.analytic-accounts-multi-plans.get': get({
    api,
    resource: 'analytic_accounts',
    item: analyticAccountMultiPlan,
    idParam: 'analytic_account_id',
    options: analyticAccountMultiPlanOptions,
    path: 'accounting/analytic-accounts/{analytic_account_id}/multi-analytic-plans/{analytic_plan}',
    field: 'analyticAccountMultiAnalyticPlans',
    summary: 'Get one analytic account of a plan',
    description:
      'One analytic account by its id and its plan (analytic_plan); not found (REST 404, GraphQL null) when ' +
      'the plan has no such account.',
    chift: 'accounting_get_analytic_account_multi_plans',
  }),
} as const;
