/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A country as an ISO 3166-1 alpha-2 code (e.g. BE), as the connected software gives it: a value that is not such a code is passed through unchanged */
  CountryCode: { input: string; output: string; }
  /** A currency as an ISO 4217 code (e.g. EUR), as the connected software gives it: a value that is not such a code is passed through unchanged */
  CurrencyCode: { input: string; output: string; }
  /** A calendar day without time or zone, ISO 8601 YYYY-MM-DD (e.g. 2024-10-01) */
  Date: { input: string; output: string; }
  /** An instant: an ISO 8601 date-time with its offset (e.g. 2024-10-01T15:00:00Z) */
  DateTime: { input: string; output: string; }
  /** Any JSON value (a vendor payload) */
  JSON: { input: unknown; output: unknown; }
  /** ISO 8601 date-time without zone designator (YYYY-MM-DDTHH:MM:SS), in the property’s local time */
  LocalDateTime: { input: string; output: string; }
  /** An absolute URL (RFC 3986), e.g. https://example.com/path; inputs are checked as the field says */
  URL: { input: string; output: string; }
};

/** The totals of one ledger account up to a month, and over a period of months */
export type AccountBalance = {
  __typename?: 'AccountBalance';
  /** Name of the ledger account */
  accountName?: Maybe<Scalars['String']['output']>;
  /** Number of the ledger account */
  accountNumber: Scalars['String']['output'];
  /** Balance at the end month: debit minus credit, in the currency's units */
  balance: Scalars['Float']['output'];
  /** Total credited up to the end month, in the currency's units */
  credit: Scalars['Float']['output'];
  /** Total debited up to the end month, in the currency's units */
  debit: Scalars['Float']['output'];
  /** Balance of the period from the start month to the end month, in the currency's units */
  periodBalance: Scalars['Float']['output'];
  /** Total credited from the start month to the end month, in the currency's units */
  periodCredit: Scalars['Float']['output'];
  /** Total debited from the start month to the end month, in the currency's units */
  periodDebit: Scalars['Float']['output'];
};

/** A page of AccountBalance records (Relay connection) */
export type AccountBalanceConnection = {
  __typename?: 'AccountBalanceConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountBalanceEdge>;
  /** The records of the page */
  nodes: Array<AccountBalance>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountBalance in a page, with its cursor */
export type AccountBalanceEdge = {
  __typename?: 'AccountBalanceEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountBalance */
  node: AccountBalance;
};

/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type Accounting = {
  __typename?: 'Accounting';
  /** List account balances. The debit, credit and balance of the ledger accounts whose numbers begin with one of accounts, up to the end month and over the months from start; REST takes accounts, start and end as a JSON body (POST). */
  accountBalances?: Maybe<AccountBalanceConnection>;
  /** Get one analytic account. One account of the default analytic plan by its id; not found (REST 404, GraphQL null) when the folder has no such account. */
  analyticAccount?: Maybe<AnalyticAccount>;
  /** Get one analytic account of a plan. One analytic account by its id and its plan (analytic_plan); not found (REST 404, GraphQL null) when the plan has no such account. */
  analyticAccountMultiAnalyticPlans?: Maybe<AnalyticAccountMultiPlan>;
  /** List analytic accounts. The accounts of the default analytic plan, with their totals. */
  analyticAccounts?: Maybe<AnalyticAccountConnection>;
  /** List analytic accounts of every plan. The analytic accounts of every plan, each with its plan and totals. */
  analyticAccountsMultiAnalyticPlans?: Maybe<AnalyticAccountMultiPlanConnection>;
  /** List analytic plans. The analytic plans (axes such as departments or projects) of a folder. */
  analyticPlans?: Maybe<AnalyticPlanConnection>;
  /** List the files of an invoice or entry. The files (PDFs, images) attached to one invoice or journal entry (type and document_id), each base64. */
  attachments?: Maybe<AccountingAttachmentConnection>;
  /** List bank accounts. The bank accounts of a folder, with the journal and ledger account of each. */
  bankAccounts?: Maybe<AccountingBankAccountConnection>;
  /** List book years. The book (fiscal) years of a folder, open and closed. */
  bookYears?: Maybe<BookYearConnection>;
  /** Get one client. One client by its id, with its addresses and bank accounts; not found (REST 404, GraphQL null) when the folder has no such client. */
  client?: Maybe<AccountingClient>;
  /** List clients. The clients (customers) of a folder; search and updated_after narrow them. */
  clients?: Maybe<AccountingClientConnection>;
  /** List employees. The employees of a folder, with their ledger accounts. */
  employees?: Maybe<EmployeeConnection>;
  /** Export the FEC. The French legal export of the entries (fichier des écritures comptables): one line per posted entry line booked from date_from to date_to; not paged. */
  fecLines?: Maybe<Array<FecLine>>;
  /** Get one folder. One folder (company) by its id; not found (REST 404, GraphQL null) when the software has no such folder. */
  folder?: Maybe<Folder>;
  /** List folders. Every folder (company) of the accounting software, each with its addresses; not paged. */
  folders?: Maybe<Array<Folder>>;
  /** Get one invoice. One invoice or credit note by its id, each line with one analytic account; not found (REST 404, GraphQL null) when the folder has no such invoice. */
  invoice?: Maybe<AccountingInvoice>;
  /** Get one invoice with analytic distributions. One invoice or credit note by its id, each line with its distribution over every analytic plan; not found (REST 404, GraphQL null) when the folder has no such invoice. */
  invoiceMultiAnalyticPlans?: Maybe<AccountingInvoiceMultiPlan>;
  /** List the payments of an invoice. The payments matched with one invoice, with the part of each that settles it. */
  invoicePayments?: Maybe<AccountingPaymentConnection>;
  /** List invoices. The invoices or credit notes of one kind (invoice_type), each line with one analytic account; days, journals, payment and approval status and updated_after narrow them, the include_ options add payments, lines and partners. */
  invoices?: Maybe<AccountingInvoiceConnection>;
  /** List invoices with analytic distributions. The invoices or credit notes of one kind (invoice_type), each line with its distribution over every analytic plan; filtered and completed as the invoice listing is. */
  invoicesMultiAnalyticPlans?: Maybe<AccountingInvoiceMultiPlanConnection>;
  /** Get one journal. One journal by its id (Lintel’s own lookup, which the journal of an entry, an invoice or a payment is read through); not found (REST 404, GraphQL null) when the folder has no such journal. */
  journal?: Maybe<Journal>;
  /** List journal entries. The journal entries of a folder with their lines, each line with one analytic account: a date window (date_from and date_to) or updated_after is needed; unposted_allowed adds the drafts. */
  journalEntries?: Maybe<JournalEntryConnection>;
  /** List journal entries with analytic distributions. The journal entries of a folder with their lines, each line with its distribution over every analytic plan: a date window (date_from and date_to) or updated_after is needed; unposted_allowed adds the drafts. */
  journalEntriesMultiAnalyticPlans?: Maybe<JournalEntryMultiPlanConnection>;
  /** Get one journal entry. One journal entry by its id, its lines with their analytic distributions; not found (REST 404, GraphQL null) when the folder has no such entry. */
  journalEntry?: Maybe<JournalEntryMultiPlan>;
  /** List journals. The journals of a folder (sales, purchases, bank, cash, miscellaneous), with their next numbers. */
  journals?: Maybe<JournalConnection>;
  /** Get one ledger account. One ledger account by its number (Lintel’s own lookup, which the account of an entry line is read through); not found (REST 404, GraphQL null) when the folder has no such account. */
  ledgerAccount?: Maybe<LedgerAccount>;
  /** List ledger accounts. The chart of accounts of a folder; classes and type narrow it. */
  ledgerAccounts?: Maybe<LedgerAccountConnection>;
  /** Get one miscellaneous operation. One miscellaneous operation by its id, with its lines; not found (REST 404, GraphQL null) when the folder has no such operation. */
  miscellaneousOperation?: Maybe<MiscellaneousOperation>;
  /** List miscellaneous operations. The miscellaneous operations of a folder with their lines; days and journals narrow them. */
  miscellaneousOperations?: Maybe<MiscellaneousOperationConnection>;
  /** List outstanding items. The invoices and entries of clients (type client) or suppliers (type supplier) not fully paid yet, with what is left open; unposted_allowed adds the drafts. */
  outstandings?: Maybe<OutstandingConnection>;
  /** Get one partner. One client or supplier by its id (Lintel’s own lookup, which the partner of an invoice, an entry line or an outstanding item is read through); not found (REST 404, GraphQL null) when the folder has none. */
  partner?: Maybe<AccountingPartner>;
  /** List the contacts of a client or supplier. The people to contact at one client or supplier (partner_type and partner_id). */
  partnerContacts?: Maybe<AccountingContactConnection>;
  /** List payment methods. The ways of paying (bank transfer, card, cash…) a folder knows. */
  paymentMethods?: Maybe<AccountingPaymentMethodConnection>;
  /** List payment terms. The payment terms (when invoices are due) a folder knows. */
  paymentTerms?: Maybe<AccountingPaymentTermConnection>;
  /** List reporting schemes. The reporting schemes ledger accounts can be classified in (e.g. the Dutch RGS). */
  schemes?: Maybe<SchemeConnection>;
  /** Get one supplier. One supplier by its id, with its addresses and bank accounts; not found (REST 404, GraphQL null) when the folder has no such supplier. */
  supplier?: Maybe<AccountingSupplier>;
  /** List suppliers. The suppliers of a folder; search and updated_after narrow them. */
  suppliers?: Maybe<AccountingSupplierConnection>;
  /** List VAT codes. The VAT codes of a folder, with their rates and ledger accounts, archived ones included. */
  vatCodes?: Maybe<AccountingVatCodeConnection>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingAccountBalancesArgs = {
  accounts: Array<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  end: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingAnalyticAccountArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingAnalyticAccountMultiAnalyticPlansArgs = {
  analyticPlan: Scalars['String']['input'];
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingAnalyticAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingAnalyticAccountsMultiAnalyticPlansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingAnalyticPlansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingAttachmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  documentId: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  type: AttachmentDocumentType;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingBankAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingBookYearsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingClientArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingClientsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingEmployeesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingFecLinesArgs = {
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingFolderArgs = {
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingInvoiceArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  includeInvoiceLines?: InputMaybe<Scalars['Boolean']['input']>;
  includePartnerInfo?: InputMaybe<Scalars['Boolean']['input']>;
  includePayments?: InputMaybe<Scalars['Boolean']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingInvoiceMultiAnalyticPlansArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  includeInvoiceLines?: InputMaybe<Scalars['Boolean']['input']>;
  includePartnerInfo?: InputMaybe<Scalars['Boolean']['input']>;
  includePayments?: InputMaybe<Scalars['Boolean']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingInvoicePaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  invoiceId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  approvalStatus?: InputMaybe<InvoiceApprovalStatusFilter>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  includeInvoiceLines?: InputMaybe<Scalars['Boolean']['input']>;
  includePartnerInfo?: InputMaybe<Scalars['Boolean']['input']>;
  includePayments?: InputMaybe<Scalars['Boolean']['input']>;
  invoiceType: AccountingInvoiceType;
  journalIds?: InputMaybe<Scalars['String']['input']>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingInvoicesMultiAnalyticPlansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  approvalStatus?: InputMaybe<InvoiceApprovalStatusFilter>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  includeInvoiceLines?: InputMaybe<Scalars['Boolean']['input']>;
  includePartnerInfo?: InputMaybe<Scalars['Boolean']['input']>;
  includePayments?: InputMaybe<Scalars['Boolean']['input']>;
  invoiceType: AccountingInvoiceType;
  journalIds?: InputMaybe<Scalars['String']['input']>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingJournalArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingJournalEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  journalId?: InputMaybe<Scalars['String']['input']>;
  partnerId?: InputMaybe<Scalars['String']['input']>;
  unpostedAllowed: Scalars['Boolean']['input'];
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingJournalEntriesMultiAnalyticPlansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  journalId?: InputMaybe<Scalars['String']['input']>;
  partnerId?: InputMaybe<Scalars['String']['input']>;
  unpostedAllowed: Scalars['Boolean']['input'];
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingJournalEntryArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingJournalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingLedgerAccountArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingLedgerAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  classes?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<LedgerAccountTypeFilter>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingMiscellaneousOperationArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingMiscellaneousOperationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  journalIds?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingOutstandingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  type: OutstandingType;
  unpostedAllowed: Scalars['Boolean']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingPartnerArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingPartnerContactsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  partnerId: Scalars['String']['input'];
  partnerType: PartnerType;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingPaymentMethodsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingPaymentTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingSchemesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingSupplierArgs = {
  folderId?: InputMaybe<Scalars['String']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingSuppliersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The books of a consumer’s accounting software: its folders (companies) and book years, the chart of accounts and balances, journals and their entries, sales and purchase invoices with their payments, clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, analytic plans and accounts, attachments, employees and the FEC export */
export type AccountingVatCodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
};

/** A postal address of a client or supplier */
export type AccountingAddress = {
  __typename?: 'AccountingAddress';
  /** What an address of a client or supplier is used for */
  addressType: AccountingAddressType;
  /** Box or apartment */
  box?: Maybe<Scalars['String']['output']>;
  /** City */
  city?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. BE) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** Email address for this address */
  email?: Maybe<Scalars['String']['output']>;
  /** Mobile number at this address */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Name given to the address */
  name?: Maybe<Scalars['String']['output']>;
  /** House number */
  number?: Maybe<Scalars['String']['output']>;
  /** Phone number at this address */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postal code */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street name */
  street?: Maybe<Scalars['String']['output']>;
};

/** A postal address of a client or supplier to create */
export type AccountingAddressInput = {
  /** What an address of a client or supplier is used for */
  addressType: AccountingAddressType;
  /** Box or apartment */
  box?: InputMaybe<Scalars['String']['input']>;
  /** City */
  city: Scalars['String']['input'];
  /** Country, ISO 3166-1 alpha-2 (e.g. BE) */
  country: Scalars['CountryCode']['input'];
  /** Email address for this address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number at this address */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Name given to the address */
  name?: InputMaybe<Scalars['String']['input']>;
  /** House number */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Phone number at this address */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal code */
  postalCode: Scalars['String']['input'];
  /** Street name */
  street: Scalars['String']['input'];
};

/** What an address of a client or supplier is used for */
export const AccountingAddressType = {
  /** Where goods are delivered */
  Delivery: 'DELIVERY',
  /** Where invoices are sent */
  Invoice: 'INVOICE',
  /** The main address */
  Main: 'MAIN'
} as const;

export type AccountingAddressType = typeof AccountingAddressType[keyof typeof AccountingAddressType];
/** A postal address of a client or supplier, as a change sends it */
export type AccountingAddressUpdateInput = {
  /** What an address of a client or supplier is used for */
  addressType: AccountingAddressType;
  /** Box or apartment */
  box?: InputMaybe<Scalars['String']['input']>;
  /** City */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. BE) */
  country?: InputMaybe<Scalars['CountryCode']['input']>;
  /** Email address for this address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number at this address */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Name given to the address */
  name?: InputMaybe<Scalars['String']['input']>;
  /** House number */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Phone number at this address */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal code */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Street name */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** How an amount is spread over the accounts of one analytic plan */
export type AccountingAnalyticDistribution = {
  __typename?: 'AccountingAnalyticDistribution';
  /** The accounts of the plan and their shares (100 % in all) */
  analyticAccounts: Array<AccountingAnalyticDistributionDetail>;
  /** Id of the analytic plan */
  analyticPlan: Scalars['String']['output'];
};

/** One analytic account of a distribution and its share */
export type AccountingAnalyticDistributionDetail = {
  __typename?: 'AccountingAnalyticDistributionDetail';
  /** Id of the analytic account */
  analyticAccount: Scalars['String']['output'];
  /** Share given to this account, in percent (100 means all of it) */
  percentage: Scalars['Float']['output'];
};

/** One analytic account of a distribution and its share */
export type AccountingAnalyticDistributionDetailInput = {
  /** Id of the analytic account */
  analyticAccount: Scalars['String']['input'];
  /** Share given to this account, in percent (100 means all of it) */
  percentage: Scalars['Float']['input'];
};

/** How an amount is spread over the accounts of one analytic plan */
export type AccountingAnalyticDistributionInput = {
  /** The accounts of the plan and their shares (100 % in all) */
  analyticAccounts: Array<AccountingAnalyticDistributionDetailInput>;
  /** Id of the analytic plan */
  analyticPlan: Scalars['String']['input'];
};

/** A file attached to an invoice or an entry */
export type AccountingAttachment = {
  __typename?: 'AccountingAttachment';
  /** The file (a PDF, an image), base64 */
  base64String: Scalars['String']['output'];
  /** Identifier of the file in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AccountingAttachment records (Relay connection) */
export type AccountingAttachmentConnection = {
  __typename?: 'AccountingAttachmentConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingAttachmentEdge>;
  /** The records of the page */
  nodes: Array<AccountingAttachment>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingAttachment in a page, with its cursor */
export type AccountingAttachmentEdge = {
  __typename?: 'AccountingAttachmentEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingAttachment */
  node: AccountingAttachment;
};

/** A bank account of the company, with the journal and ledger account that book its movements */
export type AccountingBankAccount = {
  __typename?: 'AccountingBankAccount';
  /** Name of the account */
  accountName?: Maybe<Scalars['String']['output']>;
  /** Number of the account at the bank */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Name of the bank */
  bankName?: Maybe<Scalars['String']['output']>;
  /** Short code of the account (also its journal’s code) */
  code?: Maybe<Scalars['String']['output']>;
  /** Currency of the account (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** IBAN */
  iban?: Maybe<Scalars['String']['output']>;
  /** Id of the journal that books the account’s movements */
  journalId?: Maybe<Scalars['String']['output']>;
  /** Ledger account that holds the account’s money */
  ledgerAccount?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the bank account in the connected software */
  remoteId: Scalars['String']['output'];
  /** Ledger account movements are booked to while the right account or partner is not known */
  unallocatedAccount?: Maybe<Scalars['String']['output']>;
};

/** A page of AccountingBankAccount records (Relay connection) */
export type AccountingBankAccountConnection = {
  __typename?: 'AccountingBankAccountConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingBankAccountEdge>;
  /** The records of the page */
  nodes: Array<AccountingBankAccount>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingBankAccount in a page, with its cursor */
export type AccountingBankAccountEdge = {
  __typename?: 'AccountingBankAccountEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingBankAccount */
  node: AccountingBankAccount;
};

/** A bank account of a client or supplier: where to pay it or where it pays from */
export type AccountingBankDetails = {
  __typename?: 'AccountingBankDetails';
  /** National account number, in countries without IBAN (with routing_code) */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** BIC (SWIFT code) of the bank, 8 or 11 characters */
  bicSwift?: Maybe<Scalars['String']['output']>;
  /** Currency of the account (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** IBAN, in countries that use it */
  iban?: Maybe<Scalars['String']['output']>;
  /** True for the account used by default (one per client or supplier) */
  isPrimary?: Maybe<Scalars['Boolean']['output']>;
  /** The code that routes a payment to a bank, by country */
  routingCode?: Maybe<RoutingCode>;
};

/** A client (customer) of the accounting: a company or a person */
export type AccountingClient = Node & {
  __typename?: 'AccountingClient';
  /** Ledger account of the client, as the legal accounting export shows it */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** False once the client is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Postal addresses */
  addresses?: Maybe<Array<AccountingAddress>>;
  /** Bank account number (older field: bank_accounts holds every account) */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** Bank accounts */
  bankAccounts?: Maybe<Array<AccountingBankDetails>>;
  /** Id of the company a person belongs to */
  companyId?: Maybe<Scalars['String']['output']>;
  /** Registration number of the company, other than VAT */
  companyNumber?: Maybe<Scalars['String']['output']>;
  /** Currency of the client (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** Reference of the client in another system */
  externalReference?: Maybe<Scalars['String']['output']>;
  /** First name, for a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Job title, for a person */
  function?: Maybe<Scalars['String']['output']>;
  /** IBAN (older field: bank_accounts holds every account) */
  iban?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Notes kept for the company’s own use */
  internalNotes?: Maybe<Scalars['String']['output']>;
  /** True for a company, false for a person */
  isCompany?: Maybe<Scalars['Boolean']['output']>;
  /** Language, ISO 639-1 (e.g. fr) */
  language?: Maybe<Scalars['String']['output']>;
  /** Last name, for a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** When the client last changed in the software */
  lastUpdatedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Mobile number */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Name of the client as the software shows it (a company’s legal name) */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the client in the connected software */
  remoteId: Scalars['String']['output'];
  /** Code of the client's own account in the software (its auxiliary account) */
  thirdPartyAccount?: Maybe<Scalars['String']['output']>;
  /** VAT number */
  vat?: Maybe<Scalars['String']['output']>;
  /** Website */
  website?: Maybe<Scalars['String']['output']>;
};

/** A page of AccountingClient records (Relay connection) */
export type AccountingClientConnection = {
  __typename?: 'AccountingClientConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingClientEdge>;
  /** The records of the page */
  nodes: Array<AccountingClient>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingClient in a page, with its cursor */
export type AccountingClientEdge = {
  __typename?: 'AccountingClientEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingClient */
  node: AccountingClient;
};

/** A person to contact at a client or supplier */
export type AccountingContact = {
  __typename?: 'AccountingContact';
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** First name */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Job title */
  function?: Maybe<Scalars['String']['output']>;
  /** Last name */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Mobile number */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Full name */
  name: Scalars['String']['output'];
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the contact in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AccountingContact records (Relay connection) */
export type AccountingContactConnection = {
  __typename?: 'AccountingContactConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingContactEdge>;
  /** The records of the page */
  nodes: Array<AccountingContact>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingContact in a page, with its cursor */
export type AccountingContactEdge = {
  __typename?: 'AccountingContactEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingContact */
  node: AccountingContact;
};

/** A sales or purchase invoice or credit note of the accounting, with its lines */
export type AccountingInvoice = Node & {
  __typename?: 'AccountingInvoice';
  /** How an invoice is booked in the folder’s own currency */
  accountingInfo?: Maybe<InvoiceAccountingInfo>;
  /** Where an invoice stands in the software’s approval workflow */
  approvalStatus?: Maybe<InvoiceApprovalStatus>;
  /** Whether files go with an invoice or an entry, and the links to those that can be downloaded directly */
  attachmentsInfo?: Maybe<AttachmentInfo>;
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Note to the client */
  customerMemo?: Maybe<Scalars['String']['output']>;
  /** Day the goods or the service were delivered */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** Day the last instalment is due (the invoice day when the software has none) */
  dueDate: Scalars['Date']['output'];
  /** Instalments of the invoice */
  dueDates?: Maybe<Array<AccountingInvoiceDueDate>>;
  /** The journal entry that books the invoice (its receivable or payable, revenue or expense and VAT lines) */
  entry?: Maybe<JournalEntryMultiPlan>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Day of the invoice (1970-01-01 when the software has none) */
  invoiceDate: Scalars['Date']['output'];
  /** Number of the invoice in the software */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The kind of an invoice: sale or purchase, invoice or credit note */
  invoiceType: AccountingInvoiceType;
  /** The journal the invoice is booked in */
  journal?: Maybe<Journal>;
  /** Id of the journal the invoice is booked in */
  journalId?: Maybe<Scalars['String']['output']>;
  /** When the invoice last changed in the software */
  lastUpdatedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Lines of the invoice (with include_invoice_lines where reading them costs more requests) */
  lines: Array<AccountingInvoiceLine>;
  /** The client or supplier of the invoice */
  partner?: Maybe<AccountingPartner>;
  /** Id of the client or supplier */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** The client or supplier as the invoice carries it (with include_partner_info) */
  partnerInfo?: Maybe<AccountingPartner>;
  /** Communication to give with the payment */
  paymentCommunication?: Maybe<Scalars['String']['output']>;
  /** Id of the payment method the invoice is set to */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Id of the payment term */
  paymentTermId?: Maybe<Scalars['String']['output']>;
  /** The payments matched with the invoice (with include_payments; null otherwise) */
  payments?: Maybe<Array<AccountingPayment>>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the invoice (for a purchase, the supplier’s number) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the invoice in the connected software */
  remoteId: Scalars['String']['output'];
  /** Where an invoice stands: draft, posted (booked), paid or cancelled */
  status?: Maybe<AccountingInvoiceStatus>;
  /** Tax of the invoice, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Total of the invoice, tax included, in the currency's units */
  total: Scalars['Float']['output'];
  /** Total of the invoice, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['output'];
  /** A tax the payer withholds from an invoice and pays to the state itself */
  withholdingTax?: Maybe<AccountingWithholdingTax>;
};

/** A page of AccountingInvoice records (Relay connection) */
export type AccountingInvoiceConnection = {
  __typename?: 'AccountingInvoiceConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingInvoiceEdge>;
  /** The records of the page */
  nodes: Array<AccountingInvoice>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One instalment of an invoice */
export type AccountingInvoiceDueDate = {
  __typename?: 'AccountingInvoiceDueDate';
  /** Amount of the instalment: positive for a debit on a sale or a supplier’s credit note, a credit on a purchase or a client’s credit note, in the currency's units */
  amount: Scalars['Float']['output'];
  /** Day the instalment is due */
  dueDate: Scalars['Date']['output'];
  /** Name of the payment method expected */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** Id of the payment method expected */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
};

/** One AccountingInvoice in a page, with its cursor */
export type AccountingInvoiceEdge = {
  __typename?: 'AccountingInvoiceEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingInvoice */
  node: AccountingInvoice;
};

/** Whether an invoice to create is booked or kept as a draft */
export const AccountingInvoiceInputStatus = {
  /** Kept as a draft */
  Draft: 'DRAFT',
  /** Booked */
  Posted: 'POSTED'
} as const;

export type AccountingInvoiceInputStatus = typeof AccountingInvoiceInputStatus[keyof typeof AccountingInvoiceInputStatus];
/** One line of an invoice */
export type AccountingInvoiceLine = {
  __typename?: 'AccountingInvoiceLine';
  /** Ledger account the line is booked on (e.g. 700000) */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** The analytic account of the line, in the default plan */
  analytic?: Maybe<AnalyticAccount>;
  /** Id of the analytic account of the default plan */
  analyticAccount?: Maybe<Scalars['String']['output']>;
  /** Text of the line */
  description?: Maybe<Scalars['String']['output']>;
  /** Position of the line in the invoice, from 1 */
  lineNumber?: Maybe<Scalars['Int']['output']>;
  /** Quantity */
  quantity: Scalars['Float']['output'];
  /** Tax of the line, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Id of the VAT code of the line */
  taxCode?: Maybe<Scalars['String']['output']>;
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate: Scalars['Float']['output'];
  /** Total of the line, tax included, in the currency's units */
  total: Scalars['Float']['output'];
  /** Unit of measure (hour, day, kg…) */
  unitOfMeasure?: Maybe<Scalars['String']['output']>;
  /** Price of one unit, tax excluded, in the currency's units */
  unitPrice: Scalars['Float']['output'];
  /** Total of the line, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['output'];
};

/** One line of an invoice to create */
export type AccountingInvoiceLineInput = {
  /** Ledger account to book the line on */
  accountNumber: Scalars['String']['input'];
  /** Id of the analytic account of the default plan */
  analyticAccount?: InputMaybe<Scalars['String']['input']>;
  /** Text of the line */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Position of the line in the invoice, from 1 */
  lineNumber?: InputMaybe<Scalars['Int']['input']>;
  /** Quantity */
  quantity: Scalars['Float']['input'];
  /** Tax of the line, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Id of the VAT code of the line */
  taxCode: Scalars['String']['input'];
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate: Scalars['Float']['input'];
  /** Total of the line, tax included, in the currency's units */
  total: Scalars['Float']['input'];
  /** Unit of measure (hour, day, kg…) */
  unitOfMeasure?: InputMaybe<Scalars['String']['input']>;
  /** Price of one unit, tax excluded, in the currency's units */
  unitPrice: Scalars['Float']['input'];
  /** Total of the line, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['input'];
};

/** One line of an invoice, with its analytic distribution over every plan */
export type AccountingInvoiceLineMultiPlan = {
  __typename?: 'AccountingInvoiceLineMultiPlan';
  /** Ledger account the line is booked on (e.g. 700000) */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** How the untaxed amount is spread, one distribution per analytic plan */
  analyticDistribution?: Maybe<Array<AccountingAnalyticDistribution>>;
  /** Text of the line */
  description?: Maybe<Scalars['String']['output']>;
  /** Position of the line in the invoice, from 1 */
  lineNumber?: Maybe<Scalars['Int']['output']>;
  /** Quantity */
  quantity: Scalars['Float']['output'];
  /** Tax of the line, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Id of the VAT code of the line */
  taxCode?: Maybe<Scalars['String']['output']>;
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate: Scalars['Float']['output'];
  /** Total of the line, tax included, in the currency's units */
  total: Scalars['Float']['output'];
  /** Unit of measure (hour, day, kg…) */
  unitOfMeasure?: Maybe<Scalars['String']['output']>;
  /** Price of one unit, tax excluded, in the currency's units */
  unitPrice: Scalars['Float']['output'];
  /** Total of the line, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['output'];
};

/** One line of an invoice to create, with its analytic distribution over every plan */
export type AccountingInvoiceLineMultiPlanInput = {
  /** Ledger account to book the line on */
  accountNumber: Scalars['String']['input'];
  /** How the untaxed amount is spread, one distribution per analytic plan */
  analyticDistribution?: InputMaybe<Array<AccountingAnalyticDistributionInput>>;
  /** Text of the line */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Position of the line in the invoice, from 1 */
  lineNumber?: InputMaybe<Scalars['Int']['input']>;
  /** Quantity */
  quantity: Scalars['Float']['input'];
  /** Tax of the line, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Id of the VAT code of the line */
  taxCode: Scalars['String']['input'];
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate: Scalars['Float']['input'];
  /** Total of the line, tax included, in the currency's units */
  total: Scalars['Float']['input'];
  /** Unit of measure (hour, day, kg…) */
  unitOfMeasure?: InputMaybe<Scalars['String']['input']>;
  /** Price of one unit, tax excluded, in the currency's units */
  unitPrice: Scalars['Float']['input'];
  /** Total of the line, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['input'];
};

/** A sales or purchase invoice or credit note whose lines carry their analytic distribution over every plan */
export type AccountingInvoiceMultiPlan = Node & {
  __typename?: 'AccountingInvoiceMultiPlan';
  /** How an invoice is booked in the folder’s own currency */
  accountingInfo?: Maybe<InvoiceAccountingInfo>;
  /** Where an invoice stands in the software’s approval workflow */
  approvalStatus?: Maybe<InvoiceApprovalStatus>;
  /** Whether files go with an invoice or an entry, and the links to those that can be downloaded directly */
  attachmentsInfo?: Maybe<AttachmentInfo>;
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Note to the client */
  customerMemo?: Maybe<Scalars['String']['output']>;
  /** Day the goods or the service were delivered */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** Day the last instalment is due (the invoice day when the software has none) */
  dueDate: Scalars['Date']['output'];
  /** Instalments of the invoice */
  dueDates?: Maybe<Array<AccountingInvoiceDueDate>>;
  /** The journal entry that books the invoice (its receivable or payable, revenue or expense and VAT lines) */
  entry?: Maybe<JournalEntryMultiPlan>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Day of the invoice (1970-01-01 when the software has none) */
  invoiceDate: Scalars['Date']['output'];
  /** Number of the invoice in the software */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The kind of an invoice: sale or purchase, invoice or credit note */
  invoiceType: AccountingInvoiceType;
  /** The journal the invoice is booked in */
  journal?: Maybe<Journal>;
  /** Id of the journal the invoice is booked in */
  journalId?: Maybe<Scalars['String']['output']>;
  /** When the invoice last changed in the software */
  lastUpdatedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Lines of the invoice (with include_invoice_lines where reading them costs more requests) */
  lines: Array<AccountingInvoiceLineMultiPlan>;
  /** The client or supplier of the invoice */
  partner?: Maybe<AccountingPartner>;
  /** Id of the client or supplier */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** The client or supplier as the invoice carries it (with include_partner_info) */
  partnerInfo?: Maybe<AccountingPartner>;
  /** Communication to give with the payment */
  paymentCommunication?: Maybe<Scalars['String']['output']>;
  /** Id of the payment method the invoice is set to */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Id of the payment term */
  paymentTermId?: Maybe<Scalars['String']['output']>;
  /** The payments matched with the invoice (with include_payments; null otherwise) */
  payments?: Maybe<Array<AccountingPayment>>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the invoice (for a purchase, the supplier’s number) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the invoice in the connected software */
  remoteId: Scalars['String']['output'];
  /** Where an invoice stands: draft, posted (booked), paid or cancelled */
  status?: Maybe<AccountingInvoiceStatus>;
  /** Tax of the invoice, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Total of the invoice, tax included, in the currency's units */
  total: Scalars['Float']['output'];
  /** Total of the invoice, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['output'];
  /** A tax the payer withholds from an invoice and pays to the state itself */
  withholdingTax?: Maybe<AccountingWithholdingTax>;
};

/** A page of AccountingInvoiceMultiPlan records (Relay connection) */
export type AccountingInvoiceMultiPlanConnection = {
  __typename?: 'AccountingInvoiceMultiPlanConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingInvoiceMultiPlanEdge>;
  /** The records of the page */
  nodes: Array<AccountingInvoiceMultiPlan>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingInvoiceMultiPlan in a page, with its cursor */
export type AccountingInvoiceMultiPlanEdge = {
  __typename?: 'AccountingInvoiceMultiPlanEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingInvoiceMultiPlan */
  node: AccountingInvoiceMultiPlan;
};

/** The part of a payment that settles one invoice */
export type AccountingInvoicePaymentItemInput = {
  /** Amount that settles it, more than 0, in the currency's units */
  amount: Scalars['Float']['input'];
  /** Id of the invoice */
  invoiceId: Scalars['String']['input'];
};

/** Where an invoice stands: draft, posted (booked), paid or cancelled */
export const AccountingInvoiceStatus = {
  /** Cancelled: it no longer counts */
  Cancelled: 'CANCELLED',
  /** A draft, not booked yet */
  Draft: 'DRAFT',
  /** Booked and fully paid */
  Paid: 'PAID',
  /** Booked, not fully paid */
  Posted: 'POSTED'
} as const;

export type AccountingInvoiceStatus = typeof AccountingInvoiceStatus[keyof typeof AccountingInvoiceStatus];
/** The kind of an invoice: sale or purchase, invoice or credit note */
export const AccountingInvoiceType = {
  /** An invoice sent to a client (a sale) */
  CustomerInvoice: 'CUSTOMER_INVOICE',
  /** A credit note sent to a client */
  CustomerRefund: 'CUSTOMER_REFUND',
  /** An invoice received from a supplier (a purchase) */
  SupplierInvoice: 'SUPPLIER_INVOICE',
  /** A credit note received from a supplier */
  SupplierRefund: 'SUPPLIER_REFUND'
} as const;

export type AccountingInvoiceType = typeof AccountingInvoiceType[keyof typeof AccountingInvoiceType];
/** The client or supplier an invoice or an entry is with */
export type AccountingPartner = Node & {
  __typename?: 'AccountingPartner';
  /** Ledger account of the partner, as the legal accounting export shows it */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** False once the partner is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Postal addresses */
  addresses?: Maybe<Array<AccountingAddress>>;
  /** Bank account number (older field: bank_accounts holds every account) */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** Bank accounts */
  bankAccounts?: Maybe<Array<AccountingBankDetails>>;
  /** Id of the company a person belongs to */
  companyId?: Maybe<Scalars['String']['output']>;
  /** Registration number of the company, other than VAT */
  companyNumber?: Maybe<Scalars['String']['output']>;
  /** Currency of the partner (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** Reference of the partner in another system */
  externalReference?: Maybe<Scalars['String']['output']>;
  /** First name, for a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Job title, for a person */
  function?: Maybe<Scalars['String']['output']>;
  /** IBAN (older field: bank_accounts holds every account) */
  iban?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Notes kept for the company’s own use */
  internalNotes?: Maybe<Scalars['String']['output']>;
  /** True for a company, false for a person */
  isCompany?: Maybe<Scalars['Boolean']['output']>;
  /** Language, ISO 639-1 (e.g. fr) */
  language?: Maybe<Scalars['String']['output']>;
  /** Last name, for a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** When the partner last changed in the software */
  lastUpdatedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Mobile number */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Name of the partner as the software shows it (a company’s legal name) */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the partner in the connected software */
  remoteId: Scalars['String']['output'];
  /** Code of the partner's own account in the software (its auxiliary account) */
  thirdPartyAccount?: Maybe<Scalars['String']['output']>;
  /** VAT number */
  vat?: Maybe<Scalars['String']['output']>;
  /** Website */
  website?: Maybe<Scalars['String']['output']>;
};

/** A payment matched with an invoice */
export type AccountingPayment = {
  __typename?: 'AccountingPayment';
  /** Whole amount of the payment, part of which may settle other invoices, in the currency's units */
  amount: Scalars['Float']['output'];
  /** Communication given with the payment */
  communication?: Maybe<Scalars['String']['output']>;
  /** Currency of the payment (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Part of the payment that settles this invoice, in the currency's units */
  dedicatedAmount?: Maybe<Scalars['Float']['output']>;
  /** The journal the payment is booked in */
  journal?: Maybe<Journal>;
  /** Id of the journal the payment is booked in */
  journalId: Scalars['String']['output'];
  /** Name of that journal */
  journalName: Scalars['String']['output'];
  /** What a journal books: sales, purchases, money movements or other operations */
  journalType: JournalType;
  /** Matching code linking the payment and the invoice */
  matchingNumber?: Maybe<Scalars['String']['output']>;
  /** Name or number of the payment */
  name: Scalars['String']['output'];
  /** Day of the payment */
  paymentDate: Scalars['Date']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** True once the payment is reconciled with a bank movement */
  reconciled?: Maybe<Scalars['Boolean']['output']>;
  /** Identifier of the payment in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AccountingPayment records (Relay connection) */
export type AccountingPaymentConnection = {
  __typename?: 'AccountingPaymentConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingPaymentEdge>;
  /** The records of the page */
  nodes: Array<AccountingPayment>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingPayment in a page, with its cursor */
export type AccountingPaymentEdge = {
  __typename?: 'AccountingPaymentEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingPayment */
  node: AccountingPayment;
};

/** A way of paying the accounting software knows (bank transfer, card, cash…) */
export type AccountingPaymentMethod = {
  __typename?: 'AccountingPaymentMethod';
  /** Name of the payment method */
  name?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment method in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AccountingPaymentMethod records (Relay connection) */
export type AccountingPaymentMethodConnection = {
  __typename?: 'AccountingPaymentMethodConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingPaymentMethodEdge>;
  /** The records of the page */
  nodes: Array<AccountingPaymentMethod>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingPaymentMethod in a page, with its cursor */
export type AccountingPaymentMethodEdge = {
  __typename?: 'AccountingPaymentMethodEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingPaymentMethod */
  node: AccountingPaymentMethod;
};

/** A payment term: when an invoice is due (e.g. 30 days end of month) */
export type AccountingPaymentTerm = {
  __typename?: 'AccountingPaymentTerm';
  /** Name of the payment term */
  name?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment term in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AccountingPaymentTerm records (Relay connection) */
export type AccountingPaymentTermConnection = {
  __typename?: 'AccountingPaymentTermConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingPaymentTermEdge>;
  /** The records of the page */
  nodes: Array<AccountingPaymentTerm>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingPaymentTerm in a page, with its cursor */
export type AccountingPaymentTermEdge = {
  __typename?: 'AccountingPaymentTermEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingPaymentTerm */
  node: AccountingPaymentTerm;
};

/** A supplier of the accounting: a company or a person */
export type AccountingSupplier = Node & {
  __typename?: 'AccountingSupplier';
  /** Ledger account of the supplier, as the legal accounting export shows it */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** False once the supplier is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Postal addresses */
  addresses?: Maybe<Array<AccountingAddress>>;
  /** Bank account number (older field: bank_accounts holds every account) */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** Bank accounts */
  bankAccounts?: Maybe<Array<AccountingBankDetails>>;
  /** Id of the company a person belongs to */
  companyId?: Maybe<Scalars['String']['output']>;
  /** Registration number of the company, other than VAT */
  companyNumber?: Maybe<Scalars['String']['output']>;
  /** Currency of the supplier (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** Reference of the supplier in another system */
  externalReference?: Maybe<Scalars['String']['output']>;
  /** First name, for a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Job title, for a person */
  function?: Maybe<Scalars['String']['output']>;
  /** IBAN (older field: bank_accounts holds every account) */
  iban?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Notes kept for the company’s own use */
  internalNotes?: Maybe<Scalars['String']['output']>;
  /** True for a company, false for a person */
  isCompany?: Maybe<Scalars['Boolean']['output']>;
  /** Language, ISO 639-1 (e.g. fr) */
  language?: Maybe<Scalars['String']['output']>;
  /** Last name, for a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** When the supplier last changed in the software */
  lastUpdatedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Mobile number */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Name of the supplier as the software shows it (a company’s legal name) */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the supplier in the connected software */
  remoteId: Scalars['String']['output'];
  /** Code of the supplier's own account in the software (its auxiliary account) */
  thirdPartyAccount?: Maybe<Scalars['String']['output']>;
  /** VAT number */
  vat?: Maybe<Scalars['String']['output']>;
  /** Website */
  website?: Maybe<Scalars['String']['output']>;
};

/** A page of AccountingSupplier records (Relay connection) */
export type AccountingSupplierConnection = {
  __typename?: 'AccountingSupplierConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingSupplierEdge>;
  /** The records of the page */
  nodes: Array<AccountingSupplier>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingSupplier in a page, with its cursor */
export type AccountingSupplierEdge = {
  __typename?: 'AccountingSupplierEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingSupplier */
  node: AccountingSupplier;
};

/** A VAT code of the accounting software, with the ledger accounts its tax is booked to */
export type AccountingVatCode = {
  __typename?: 'AccountingVatCode';
  /** False once the code is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Short code of the VAT code */
  code?: Maybe<Scalars['String']['output']>;
  /** Country the code belongs to, ISO 3166-1 alpha-2 */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** Ledger account the deductible tax is booked to (purchases) */
  deductibleAccount?: Maybe<Scalars['String']['output']>;
  /** Name of the VAT code as the software shows it */
  label: Scalars['String']['output'];
  /** Ledger account the tax due is booked to (sales) */
  payableAccount?: Maybe<Scalars['String']['output']>;
  /** Rate in percent: 21.0 means 21 % */
  rate: Scalars['Float']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the VAT code in the connected software */
  remoteId: Scalars['String']['output'];
  /** True for a reverse-charge code: the buyer accounts for the tax */
  reversed?: Maybe<Scalars['Boolean']['output']>;
  /** Where a VAT code applies: national, intra-EU or international trade */
  scope?: Maybe<VatCodeScope>;
  /** Whether a VAT code applies to sales, purchases or both */
  type: VatCodeType;
  /** True when the code is a withholding tax rather than VAT */
  withholdingTax?: Maybe<Scalars['Boolean']['output']>;
};

/** A page of AccountingVatCode records (Relay connection) */
export type AccountingVatCodeConnection = {
  __typename?: 'AccountingVatCodeConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AccountingVatCodeEdge>;
  /** The records of the page */
  nodes: Array<AccountingVatCode>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AccountingVatCode in a page, with its cursor */
export type AccountingVatCodeEdge = {
  __typename?: 'AccountingVatCodeEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AccountingVatCode */
  node: AccountingVatCode;
};

/** A tax the payer withholds from an invoice and pays to the state itself */
export type AccountingWithholdingTax = {
  __typename?: 'AccountingWithholdingTax';
  /** Amount withheld; negative for an ordinary withholding, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Id of the tax code of the withholding */
  taxCode: Scalars['String']['output'];
  /** Rate in percent; negative for an ordinary withholding */
  taxRate: Scalars['Float']['output'];
};

/** A tax the payer withholds from an invoice and pays to the state itself */
export type AccountingWithholdingTaxInput = {
  /** Amount withheld; negative for an ordinary withholding, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Id of the tax code of the withholding */
  taxCode: Scalars['String']['input'];
  /** Rate in percent; negative for an ordinary withholding */
  taxRate: Scalars['Float']['input'];
};

/** A file to attach to an invoice, the consumer whose software receives it, and how to write it */
export type AddAccountingInvoiceAttachmentInput = {
  /** The file, base64 */
  base64String: Scalars['String']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Id of the invoice */
  invoiceId: Scalars['String']['input'];
  /** File name of the attached file */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Replace the invoice’s attachment when it has one */
  overwriteExisting?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What addAccountingInvoiceAttachment answers: the created record, or why there is none */
export type AddAccountingInvoiceAttachmentPayload = {
  __typename?: 'AddAccountingInvoiceAttachmentPayload';
  /** The created record; null when the mutation failed */
  accountingInvoice?: Maybe<AccountingInvoice>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** An account of the default analytic plan, with its totals */
export type AnalyticAccount = Node & {
  __typename?: 'AnalyticAccount';
  /** False once the account is archived */
  active: Scalars['Boolean']['output'];
  /** Balance of the account: debit minus credit, in the currency's units */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Short code of the account */
  code?: Maybe<Scalars['String']['output']>;
  /** Total credited to the account, in the currency's units */
  credit?: Maybe<Scalars['Float']['output']>;
  /** Currency of the account (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Total debited to the account, in the currency's units */
  debit?: Maybe<Scalars['Float']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name of the account */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the analytic account in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AnalyticAccount records (Relay connection) */
export type AnalyticAccountConnection = {
  __typename?: 'AnalyticAccountConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AnalyticAccountEdge>;
  /** The records of the page */
  nodes: Array<AnalyticAccount>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AnalyticAccount in a page, with its cursor */
export type AnalyticAccountEdge = {
  __typename?: 'AnalyticAccountEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AnalyticAccount */
  node: AnalyticAccount;
};

/** An analytic account of any plan, with its plan and totals */
export type AnalyticAccountMultiPlan = {
  __typename?: 'AnalyticAccountMultiPlan';
  /** False once the account is archived */
  active: Scalars['Boolean']['output'];
  /** Id of the analytic plan the account belongs to */
  analyticPlan: Scalars['String']['output'];
  /** Balance of the account: debit minus credit, in the currency's units */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Short code of the account */
  code?: Maybe<Scalars['String']['output']>;
  /** Total credited to the account, in the currency's units */
  credit?: Maybe<Scalars['Float']['output']>;
  /** Currency of the account (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Total debited to the account, in the currency's units */
  debit?: Maybe<Scalars['Float']['output']>;
  /** Name of the account */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the analytic account in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AnalyticAccountMultiPlan records (Relay connection) */
export type AnalyticAccountMultiPlanConnection = {
  __typename?: 'AnalyticAccountMultiPlanConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AnalyticAccountMultiPlanEdge>;
  /** The records of the page */
  nodes: Array<AnalyticAccountMultiPlan>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AnalyticAccountMultiPlan in a page, with its cursor */
export type AnalyticAccountMultiPlanEdge = {
  __typename?: 'AnalyticAccountMultiPlanEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AnalyticAccountMultiPlan */
  node: AnalyticAccountMultiPlan;
};

/** How a line’s untaxed amount is spread over the accounts of one analytic plan */
export type AnalyticDistribution = {
  __typename?: 'AnalyticDistribution';
  /** The accounts of the plan and their shares (100 % in all) */
  analyticAccounts: Array<AnalyticDistributionDetail>;
  /** Code of the analytic plan */
  analyticPlanCode: Scalars['String']['output'];
};

/** One analytic account of a distribution and its share */
export type AnalyticDistributionDetail = {
  __typename?: 'AnalyticDistributionDetail';
  /** Code of the analytic account */
  analyticAccountCode: Scalars['String']['output'];
  /** Name of the analytic account */
  analyticAccountName: Scalars['String']['output'];
  /** Share of the untaxed amount given to this account, in percent */
  percentage: Scalars['Float']['output'];
};

/** An analytic plan: an axis (departments, projects…) along which amounts are tracked */
export type AnalyticPlan = {
  __typename?: 'AnalyticPlan';
  /** False once the plan is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Name of the plan */
  name: Scalars['String']['output'];
  /** Id of the plan this one belongs to, where plans nest */
  parentId?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the analytic plan in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of AnalyticPlan records (Relay connection) */
export type AnalyticPlanConnection = {
  __typename?: 'AnalyticPlanConnection';
  /** The records of the page, each with its cursor */
  edges: Array<AnalyticPlanEdge>;
  /** The records of the page */
  nodes: Array<AnalyticPlan>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One AnalyticPlan in a page, with its cursor */
export type AnalyticPlanEdge = {
  __typename?: 'AnalyticPlanEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The AnalyticPlan */
  node: AnalyticPlan;
};

/** An API: the kind of software a connector talks to, or Lintel’s own account records */
export const Api = {
  /** Lintel’s own records: consumers and connections */
  Account: 'ACCOUNT',
  /** Accounting software: the ledger, its journals, entries and documents */
  Accounting: 'ACCOUNTING',
  /** Invoicing and accounting software */
  Invoicing: 'INVOICING',
  /** Property management system (hotels and other lodgings) */
  Pms: 'PMS',
  /** Point of sale software */
  Pos: 'POS',
  /** A connector this deployment no longer has (a connection made to it earlier) */
  Unknown: 'UNKNOWN'
} as const;

export type Api = typeof Api[keyof typeof Api];
/** An API client of the account: credentials whose tokens call Lintel; its secret is never returned */
export type ApiClient = Node & {
  __typename?: 'ApiClient';
  /** Identifier of the client: the clientId of POST /token */
  clientId: Scalars['ID']['output'];
  /** When the client was made */
  createdOn: Scalars['DateTime']['output'];
  /** Identifier of the client */
  id: Scalars['ID']['output'];
  /** When its secret last got a token (POST /token or /mcp-token); null when never */
  lastUsedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Name of the client */
  name: Scalars['String']['output'];
  /** What its tokens may do (contract §2: `<api>`, `<api>.read`, `<api>.<resource>`…) */
  scopes: Array<Scalars['String']['output']>;
};

/** A page of API client records (Relay connection) */
export type ApiClientConnection = {
  __typename?: 'ApiClientConnection';
  /** The records of the page, each with its cursor */
  edges: Array<ApiClientEdge>;
  /** The records of the page */
  nodes: Array<ApiClient>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One API client in a page, with its cursor */
export type ApiClientEdge = {
  __typename?: 'ApiClientEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The API client */
  node: ApiClient;
};

/** A file that goes with an invoice or an entry */
export type AttachedFile = {
  __typename?: 'AttachedFile';
  /** Name of the file */
  filename?: Maybe<Scalars['String']['output']>;
  /** Where the file can be downloaded */
  url?: Maybe<Scalars['String']['output']>;
};

/** What a file to read is attached to */
export const AttachmentDocumentType = {
  /** A journal entry (document_id is its id) */
  Entry: 'ENTRY',
  /** An invoice (document_id is its id) */
  Invoice: 'INVOICE'
} as const;

export type AttachmentDocumentType = typeof AttachmentDocumentType[keyof typeof AttachmentDocumentType];
/** Whether files go with an invoice or an entry, and the links to those that can be downloaded directly */
export type AttachmentInfo = {
  __typename?: 'AttachmentInfo';
  /** The files that can be downloaded directly (only when status is yes) */
  attachments?: Maybe<Array<AttachedFile>>;
  /** Whether a file (a PDF, an image) goes with an invoice or an entry, and how to get it */
  status: AttachmentStatus;
};

/** Whether a file (a PDF, an image) goes with an invoice or an entry, and how to get it */
export const AttachmentStatus = {
  /** No file goes with it */
  No: 'NO',
  /** The connector cannot tell for this software */
  Unknown: 'UNKNOWN',
  /** One or more files, listed with a link to download each */
  Yes: 'YES',
  /** A file exists: read it with the attachments operation (type and document_id) */
  YesToRequest: 'YES_TO_REQUEST'
} as const;

export type AttachmentStatus = typeof AttachmentStatus[keyof typeof AttachmentStatus];
/** A bank account of the company, as the invoicing software keeps it */
export type BankAccount = Node & {
  __typename?: 'BankAccount';
  /** Current balance */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Currency of the account (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** IBAN */
  iban?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name of the bank account */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the bank account in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A page of BankAccount records (Relay connection) */
export type BankAccountConnection = {
  __typename?: 'BankAccountConnection';
  /** The records of the page, each with its cursor */
  edges: Array<BankAccountEdge>;
  /** The records of the page */
  nodes: Array<BankAccount>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One BankAccount in a page, with its cursor */
export type BankAccountEdge = {
  __typename?: 'BankAccountEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The BankAccount */
  node: BankAccount;
};

/** The national format of a bank routing code, for accounts outside the IBAN scheme */
export const BankRoutingType = {
  /** ABA routing number (United States) */
  Ach: 'ACH',
  /** BSB number (Australia) */
  Bsb: 'BSB',
  /** CLABE (Mexico) */
  Clabe: 'CLABE',
  /** IFSC code (India) */
  Ifsc: 'IFSC',
  /** Sort code (United Kingdom) */
  SortCode: 'SORT_CODE',
  /** Transit and institution number (Canada) */
  Transit: 'TRANSIT',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type BankRoutingType = typeof BankRoutingType[keyof typeof BankRoutingType];
/** A bank statement written, with its movements */
export type BankStatement = {
  __typename?: 'BankStatement';
  /** Id of the bank account */
  bankAccountId: Scalars['String']['output'];
  /** Day of the statement */
  bankStatementDate: Scalars['Date']['output'];
  /** Currency of the statement (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Id of the statement at the bank or in another system */
  externalBankStatementId?: Maybe<Scalars['String']['output']>;
  /** The movements of the statement */
  items: Array<BankStatementTransaction>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Id of the statement in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
};

/** One movement of a bank statement */
export type BankStatementTransaction = {
  __typename?: 'BankStatementTransaction';
  /** Amount: positive for money in, negative for money out, in the currency's units */
  amount: Scalars['Float']['output'];
  /** Who is on the other side of a bank movement */
  counterpart?: Maybe<BankTransactionCounterpart>;
  /** Exchange rate from the statement’s currency to the folder’s on its day */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Text of the movement */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the movement at the bank or in another system */
  externalTransactionId?: Maybe<Scalars['String']['output']>;
  /** Bank fees of the movement, in the currency's units */
  feeAmount?: Maybe<Scalars['Float']['output']>;
  /** Ledger account to book the movement on, when known */
  generalLedgerAccount?: Maybe<Scalars['String']['output']>;
  /** Id of the movement in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
  /** Tax on the fees, in the currency's units */
  taxAmount?: Maybe<Scalars['Float']['output']>;
};

/** One movement of a bank statement to write */
export type BankStatementTransactionInput = {
  /** Amount: positive for money in, negative for money out, in the currency's units */
  amount: Scalars['Float']['input'];
  /** Who is on the other side of a bank movement to write */
  counterpart?: InputMaybe<BankTransactionCounterpartInput>;
  /** Exchange rate from the statement’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Text of the movement */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of the movement at the bank or in another system */
  externalTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** Bank fees of the movement, in the currency's units */
  feeAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Ledger account to book the movement on, when known */
  generalLedgerAccount?: InputMaybe<Scalars['String']['input']>;
  /** Tax on the fees, in the currency's units */
  taxAmount?: InputMaybe<Scalars['Float']['input']>;
};

/** A movement on a bank account, reconciled with invoices or not yet */
export type BankTransaction = {
  __typename?: 'BankTransaction';
  /** Accounting code of the transaction */
  accountingCode?: Maybe<Scalars['String']['output']>;
  /** Amount: positive money in, negative money out */
  amount: Scalars['Float']['output'];
  /** The bank account of the transaction */
  bankAccount?: Maybe<BankAccount>;
  /** Lintel id of the bank account */
  bankAccountId: Scalars['String']['output'];
  /** Currency of the transaction (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate on the day of the transaction */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Day of the transaction */
  date: Scalars['Date']['output'];
  /** Description of the transaction */
  description?: Maybe<Scalars['String']['output']>;
  /** The documents the transaction is reconciled with */
  linkedDocuments?: Maybe<Array<LinkedDocument>>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the transaction in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Whether a bank transaction is reconciled */
  status: BankTransactionStatus;
};

/** A page of BankTransaction records (Relay connection) */
export type BankTransactionConnection = {
  __typename?: 'BankTransactionConnection';
  /** The records of the page, each with its cursor */
  edges: Array<BankTransactionEdge>;
  /** The records of the page */
  nodes: Array<BankTransaction>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** Who is on the other side of a bank movement */
export type BankTransactionCounterpart = {
  __typename?: 'BankTransactionCounterpart';
  /** Bank account number of the other side */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** Whether the other side is a client, a supplier or an employee */
  counterpartType?: Maybe<BankTransactionCounterpartType>;
  /** IBAN of the other side */
  iban?: Maybe<Scalars['String']['output']>;
  /** Name of the other side */
  name?: Maybe<Scalars['String']['output']>;
  /** Id of the client, supplier or employee */
  remoteId?: Maybe<Scalars['String']['output']>;
};

/** Who is on the other side of a bank movement to write */
export type BankTransactionCounterpartInput = {
  /** Bank account number of the other side */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** Whether the other side is a client, a supplier or an employee */
  counterpartType?: InputMaybe<BankTransactionCounterpartType>;
  /** IBAN of the other side */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** Name of the other side */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Id of the client, supplier or employee */
  remoteId?: InputMaybe<Scalars['String']['input']>;
};

/** Who is on the other side of a bank movement */
export const BankTransactionCounterpartType = {
  /** A client */
  Customer: 'CUSTOMER',
  /** An employee */
  Employee: 'EMPLOYEE',
  /** A supplier */
  Supplier: 'SUPPLIER'
} as const;

export type BankTransactionCounterpartType = typeof BankTransactionCounterpartType[keyof typeof BankTransactionCounterpartType];
/** One BankTransaction in a page, with its cursor */
export type BankTransactionEdge = {
  __typename?: 'BankTransactionEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The BankTransaction */
  node: BankTransaction;
};

/** Whether a bank transaction is reconciled */
export const BankTransactionStatus = {
  /** Reconciled with the documents it pays */
  Done: 'DONE',
  /** Not reconciled yet */
  Draft: 'DRAFT'
} as const;

export type BankTransactionStatus = typeof BankTransactionStatus[keyof typeof BankTransactionStatus];
/** A book year (fiscal year): the period the books are closed on */
export type BookYear = {
  __typename?: 'BookYear';
  /** True once the year is closed: its entries can no longer change */
  closed: Scalars['Boolean']['output'];
  /** Last day of the book year */
  end: Scalars['Date']['output'];
  /** Name of the book year, often its calendar year (2025) */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** First day of the book year */
  start: Scalars['Date']['output'];
};

/** A page of BookYear records (Relay connection) */
export type BookYearConnection = {
  __typename?: 'BookYearConnection';
  /** The records of the page, each with its cursor */
  edges: Array<BookYearEdge>;
  /** The records of the page */
  nodes: Array<BookYear>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One BookYear in a page, with its cursor */
export type BookYearEdge = {
  __typename?: 'BookYearEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The BookYear */
  node: BookYear;
};

/** Whether a connection is in use */
export const ConnectionStatus = {
  /** In use: the consumer’s requests reach the connected software through it */
  Active: 'ACTIVE',
  /** Turned off: it is not used for the consumer’s requests until made active again */
  Inactive: 'INACTIVE'
} as const;

export type ConnectionStatus = typeof ConnectionStatus[keyof typeof ConnectionStatus];
/** The last failure of the connected software on a connection, as the request that met it was answered */
export type ConnectorError = {
  __typename?: 'ConnectorError';
  /** How the connected software failed a call */
  code: ConnectorErrorCode;
  /** What the software said or did, in words (`detail` of the error body); never a credential */
  detail?: Maybe<Scalars['String']['output']>;
  /** What the request was answered (`message` of the error body) */
  message: Scalars['String']['output'];
  /** When it happened */
  occurredOn: Scalars['DateTime']['output'];
};

/** How the connected software failed a call */
export const ConnectorErrorCode = {
  /** It refused the connection’s credentials */
  ErrorConnectorAuthentication: 'ERROR_CONNECTOR_AUTHENTICATION',
  /** It failed, timed out, refused the request or answered something unreadable */
  ErrorConnectorRequest: 'ERROR_CONNECTOR_REQUEST'
} as const;

export type ConnectorErrorCode = typeof ConnectorErrorCode[keyof typeof ConnectorErrorCode];
/** A customer of yours whose software Lintel connects to */
export type Consumer = Node & {
  __typename?: 'Consumer';
  /** The consumer’s accounting software, through one of its connections: the connection `connectionId` names, else the X-Chift-ConnectionId header’s, else the only active one */
  accounting: Accounting;
  /** List connections. The connections of a consumer; credentials are never returned. */
  connections: Array<LinkedAccount>;
  /** Email address of the consumer */
  email?: Maybe<Scalars['String']['output']>;
  /** Identifier of the consumer */
  id: Scalars['ID']['output'];
  /** Your own reference for the consumer */
  internalReference?: Maybe<Scalars['String']['output']>;
  /** The consumer’s invoicing software, through one of its connections: the connection `connectionId` names, else the X-Chift-ConnectionId header’s, else the only active one */
  invoicing: Invoicing;
  /** Name of the consumer */
  name: Scalars['String']['output'];
  /** The consumer’s property management system, through one of its connections: the connection `connectionId` names, else the X-Chift-ConnectionId header’s, else the only active one */
  pms: Pms;
  /** The consumer’s point of sale software, through one of its connections: the connection `connectionId` names, else the X-Chift-ConnectionId header’s, else the only active one */
  pos: Pos;
  /** Where the connect page sends the end user when done */
  redirectUrl?: Maybe<Scalars['URL']['output']>;
};


/** A customer of yours whose software Lintel connects to */
export type ConsumerAccountingArgs = {
  connectionId?: InputMaybe<Scalars['ID']['input']>;
};


/** A customer of yours whose software Lintel connects to */
export type ConsumerInvoicingArgs = {
  connectionId?: InputMaybe<Scalars['ID']['input']>;
};


/** A customer of yours whose software Lintel connects to */
export type ConsumerPmsArgs = {
  connectionId?: InputMaybe<Scalars['ID']['input']>;
};


/** A customer of yours whose software Lintel connects to */
export type ConsumerPosArgs = {
  connectionId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of consumer records (Relay connection) */
export type ConsumerConnection = {
  __typename?: 'ConsumerConnection';
  /** The records of the page, each with its cursor */
  edges: Array<ConsumerEdge>;
  /** The records of the page */
  nodes: Array<Consumer>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One consumer in a page, with its cursor */
export type ConsumerEdge = {
  __typename?: 'ConsumerEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The consumer */
  node: Consumer;
};

/** A customer, supplier or prospect of the invoicing software: a company or a person */
export type Contact = Node & {
  __typename?: 'Contact';
  /** Postal addresses of the contact */
  addresses?: Maybe<Array<InvoicingAddress>>;
  /** Birth date of a person */
  birthdate?: Maybe<Scalars['Date']['output']>;
  /** Internal note */
  comment?: Maybe<Scalars['String']['output']>;
  /** The company of a person, itself a contact */
  company?: Maybe<Contact>;
  /** Lintel id of the person's company */
  companyId?: Maybe<Scalars['String']['output']>;
  /** Name of the company */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Company registration number other than VAT */
  companyNumber?: Maybe<Scalars['String']['output']>;
  /** Currency of the contact, as the software names it */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Accounting account used for sales */
  customerAccountNumber?: Maybe<Scalars['String']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** Reference of the contact in the software */
  externalReference?: Maybe<Scalars['String']['output']>;
  /** First name of a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Gender of a person */
  gender?: Maybe<Gender>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** A company rather than a person */
  isCompany?: Maybe<Scalars['Boolean']['output']>;
  /** Buys from the company */
  isCustomer?: Maybe<Scalars['Boolean']['output']>;
  /** A prospect, not yet a customer */
  isProspect?: Maybe<Scalars['Boolean']['output']>;
  /** Sells to the company */
  isSupplier?: Maybe<Scalars['Boolean']['output']>;
  /** Language of the contact, as the software names it */
  language?: Maybe<Scalars['String']['output']>;
  /** Last name of a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Mobile number */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the contact in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Accounting account used for purchases */
  supplierAccountNumber?: Maybe<Scalars['String']['output']>;
  /** VAT number */
  vat?: Maybe<Scalars['String']['output']>;
};

/** A page of Contact records (Relay connection) */
export type ContactConnection = {
  __typename?: 'ContactConnection';
  /** The records of the page, each with its cursor */
  edges: Array<ContactEdge>;
  /** The records of the page */
  nodes: Array<Contact>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One Contact in a page, with its cursor */
export type ContactEdge = {
  __typename?: 'ContactEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Contact */
  node: Contact;
};

/** Which contacts a listing returns */
export const ContactType = {
  /** Every contact */
  All: 'ALL',
  /** Customers only */
  Customer: 'CUSTOMER',
  /** Prospects only */
  Prospect: 'PROSPECT',
  /** Suppliers only */
  Supplier: 'SUPPLIER'
} as const;

export type ContactType = typeof ContactType[keyof typeof ContactType];
/** Whether a connector serves an operation */
export const CoverageStatus = {
  /** The software allows it, but the connector does not do it yet */
  NotImplemented: 'NOT_IMPLEMENTED',
  /** The connector does not serve the operation (a request for it answers 405) */
  NotSupported: 'NOT_SUPPORTED',
  /** The connector serves the operation */
  Supported: 'SUPPORTED',
  /** Whether the software allows it is being studied */
  UnderAnalysis: 'UNDER_ANALYSIS'
} as const;

export type CoverageStatus = typeof CoverageStatus[keyof typeof CoverageStatus];
/** A bank account to add, the consumer whose software receives it, and how to write it */
export type CreateAccountingBankAccountInput = {
  /** Name of the account */
  accountName?: InputMaybe<Scalars['String']['input']>;
  /** Number of the account at the bank */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Name of the bank */
  bankName: Scalars['String']['input'];
  /** Short code of the account (also its journal’s code) */
  code: Scalars['String']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the account (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** IBAN */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** What createAccountingBankAccount answers: the created record, or why there is none */
export type CreateAccountingBankAccountPayload = {
  __typename?: 'CreateAccountingBankAccountPayload';
  /** The created record; null when the mutation failed */
  accountingBankAccount?: Maybe<AccountingBankAccount>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A client (customer) to create, the consumer whose software receives it, and how to write it */
export type CreateAccountingClientInput = {
  /** Ledger account to give the client; the software picks one when left out */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** False to create the client archived */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postal addresses (may be empty) */
  addresses: Array<AccountingAddressInput>;
  /** Bank account number */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** Id of the company a person belongs to */
  companyId?: InputMaybe<Scalars['String']['input']>;
  /** Registration number of the company, other than VAT */
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the client (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the client in another system */
  externalReference?: InputMaybe<Scalars['String']['input']>;
  /** First name, for a person */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** A field (e.g. `vat`) on which an existing client or supplier with the same value is taken instead of creating another */
  forceMerge?: InputMaybe<Scalars['String']['input']>;
  /** Job title, for a person */
  function?: InputMaybe<Scalars['String']['input']>;
  /** IBAN */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Notes kept for the company’s own use */
  internalNotes?: InputMaybe<Scalars['String']['input']>;
  /** True for a company, false for a person */
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  /** Language, ISO 639-1 (e.g. fr) */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name, for a person */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Name of the client (a company’s legal name) */
  name: Scalars['String']['input'];
  /** Phone number */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** VAT number */
  vat?: InputMaybe<Scalars['String']['input']>;
  /** Website */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What createAccountingClient answers: the created record, or why there is none */
export type CreateAccountingClientPayload = {
  __typename?: 'CreateAccountingClientPayload';
  /** The created record; null when the mutation failed */
  accountingClient?: Maybe<AccountingClient>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** An employee’s expense claim to record, the consumer whose software receives it, and how to write it */
export type CreateAccountingExpenseInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Exchange rate from the claim’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Day of the expense */
  date: Scalars['Date']['input'];
  /** Id of the employee who spent the money */
  employeeId: Scalars['String']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Lines of the claim */
  lines: Array<ExpenseLineInput>;
  /** Number of the claim */
  number?: InputMaybe<Scalars['String']['input']>;
  /** A PDF of the document to attach, base64 */
  pdf?: InputMaybe<Scalars['String']['input']>;
  /** File name of the attached PDF */
  pdfName?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the claim */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Tax of the claim, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Total of the claim, tax included, in the currency's units */
  total: Scalars['Float']['input'];
  /** Total of the claim, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['input'];
};

/** What createAccountingExpense answers: the created record, or why there is none */
export type CreateAccountingExpensePayload = {
  __typename?: 'CreateAccountingExpensePayload';
  /** The created record; null when the mutation failed */
  expense?: Maybe<Expense>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** An invoice or credit note to create, the consumer whose software receives it, and how to write it */
export type CreateAccountingInvoiceInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Exchange rate from the invoice’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Note to the client */
  customerMemo?: InputMaybe<Scalars['String']['input']>;
  /** Day the goods or the service were delivered */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** Day the invoice is due */
  dueDate: Scalars['Date']['input'];
  /** Last day of the period the invoice covers */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Use the exchange rate given rather than the software’s own */
  forceCurrencyExchange?: InputMaybe<Scalars['Boolean']['input']>;
  /** The financial period to book the invoice in, as MMYYYY (`022026`), when not its date’s */
  forceFinancialPeriod?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Ignore the ledger account ids given and let the software choose its own accounts */
  ignoreAccountingId?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where to book the difference when the software’s computed totals differ from the invoice’s */
  invoiceCorrection?: InputMaybe<InvoiceCorrectionInput>;
  /** Day of the invoice */
  invoiceDate: Scalars['Date']['input'];
  /** Number to give the invoice; the software numbers it when left out */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** The kind of an invoice: sale or purchase, invoice or credit note */
  invoiceType: AccountingInvoiceType;
  /** Id of the journal; the only suitable one when left out */
  journalId?: InputMaybe<Scalars['String']['input']>;
  /** Lines of the invoice */
  lines: Array<AccountingInvoiceLineInput>;
  /** The Dutch G-account scheme: how an invoice’s payment is split between the G-account and the normal account */
  nlPaymentTermsSplit?: InputMaybe<NlPaymentTermsSplitInput>;
  /** Id of the client or supplier */
  partnerId?: InputMaybe<Scalars['String']['input']>;
  /** The ledger account of the client or supplier, created when it does not exist */
  partnerInfo?: InputMaybe<NewLedgerAccountInput>;
  /** Communication to give with the payment */
  paymentCommunication?: InputMaybe<Scalars['String']['input']>;
  /** Id of the payment method */
  paymentMethodId?: InputMaybe<Scalars['String']['input']>;
  /** Id of the payment term */
  paymentTermId?: InputMaybe<Scalars['String']['input']>;
  /** A PDF of the document to attach, base64 */
  pdf?: InputMaybe<Scalars['String']['input']>;
  /** File name of the attached PDF */
  pdfName?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the invoice (for a purchase, the supplier’s number) */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Group the lines on the same account and VAT code into one entry line */
  regroupLines?: InputMaybe<Scalars['Boolean']['input']>;
  /** Country the goods are shipped to, ISO 3166-1 alpha-2 */
  shippingCountry?: InputMaybe<Scalars['CountryCode']['input']>;
  /** First day of the period the invoice covers */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Whether an invoice to create is booked or kept as a draft */
  status?: InputMaybe<AccountingInvoiceInputStatus>;
  /** Tax of the invoice, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Total of the invoice, tax included, in the currency's units */
  total: Scalars['Float']['input'];
  /** Total of the invoice, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['input'];
  /** A tax the payer withholds from an invoice and pays to the state itself */
  withholdingTax?: InputMaybe<AccountingWithholdingTaxInput>;
};

/** An invoice or credit note to create, its lines spread over several analytic plans, the consumer whose software receives it, and how to write it */
export type CreateAccountingInvoiceMultiAnalyticPlansInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Exchange rate from the invoice’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Note to the client */
  customerMemo?: InputMaybe<Scalars['String']['input']>;
  /** Day the goods or the service were delivered */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** Day the invoice is due */
  dueDate: Scalars['Date']['input'];
  /** Last day of the period the invoice covers */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Use the exchange rate given rather than the software’s own */
  forceCurrencyExchange?: InputMaybe<Scalars['Boolean']['input']>;
  /** The financial period to book the invoice in, as MMYYYY (`022026`), when not its date’s */
  forceFinancialPeriod?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Ignore the ledger account ids given and let the software choose its own accounts */
  ignoreAccountingId?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where to book the difference when the software’s computed totals differ from the invoice’s */
  invoiceCorrection?: InputMaybe<InvoiceCorrectionInput>;
  /** Day of the invoice */
  invoiceDate: Scalars['Date']['input'];
  /** Number to give the invoice; the software numbers it when left out */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** The kind of an invoice: sale or purchase, invoice or credit note */
  invoiceType: AccountingInvoiceType;
  /** Id of the journal; the only suitable one when left out */
  journalId?: InputMaybe<Scalars['String']['input']>;
  /** Lines of the invoice */
  lines: Array<AccountingInvoiceLineMultiPlanInput>;
  /** The Dutch G-account scheme: how an invoice’s payment is split between the G-account and the normal account */
  nlPaymentTermsSplit?: InputMaybe<NlPaymentTermsSplitInput>;
  /** Id of the client or supplier */
  partnerId?: InputMaybe<Scalars['String']['input']>;
  /** The ledger account of the client or supplier, created when it does not exist */
  partnerInfo?: InputMaybe<NewLedgerAccountInput>;
  /** Communication to give with the payment */
  paymentCommunication?: InputMaybe<Scalars['String']['input']>;
  /** Id of the payment method */
  paymentMethodId?: InputMaybe<Scalars['String']['input']>;
  /** Id of the payment term */
  paymentTermId?: InputMaybe<Scalars['String']['input']>;
  /** A PDF of the document to attach, base64 */
  pdf?: InputMaybe<Scalars['String']['input']>;
  /** File name of the attached PDF */
  pdfName?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the invoice (for a purchase, the supplier’s number) */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Group the lines on the same account and VAT code into one entry line */
  regroupLines?: InputMaybe<Scalars['Boolean']['input']>;
  /** Country the goods are shipped to, ISO 3166-1 alpha-2 */
  shippingCountry?: InputMaybe<Scalars['CountryCode']['input']>;
  /** First day of the period the invoice covers */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Whether an invoice to create is booked or kept as a draft */
  status?: InputMaybe<AccountingInvoiceInputStatus>;
  /** Tax of the invoice, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Total of the invoice, tax included, in the currency's units */
  total: Scalars['Float']['input'];
  /** Total of the invoice, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['input'];
  /** A tax the payer withholds from an invoice and pays to the state itself */
  withholdingTax?: InputMaybe<AccountingWithholdingTaxInput>;
};

/** What createAccountingInvoiceMultiAnalyticPlans answers: the created record, or why there is none */
export type CreateAccountingInvoiceMultiAnalyticPlansPayload = {
  __typename?: 'CreateAccountingInvoiceMultiAnalyticPlansPayload';
  /** The created record; null when the mutation failed */
  accountingInvoiceMultiPlan?: Maybe<AccountingInvoiceMultiPlan>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What createAccountingInvoice answers: the created record, or why there is none */
export type CreateAccountingInvoicePayload = {
  __typename?: 'CreateAccountingInvoicePayload';
  /** The created record; null when the mutation failed */
  accountingInvoice?: Maybe<AccountingInvoice>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A payment to record against one or more invoices, the consumer whose software receives it, and how to write it */
export type CreateAccountingInvoicePaymentInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the payment (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Exchange rate from the payment’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Day of the payment */
  date: Scalars['Date']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The invoices it settles, and how much of each */
  items: Array<AccountingInvoicePaymentItemInput>;
  /** Number of the payment */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Id of the payment method */
  paymentMethodId: Scalars['String']['input'];
  /** Reference of the payment */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** What createAccountingInvoicePayment answers: the created record, or why there is none */
export type CreateAccountingInvoicePaymentPayload = {
  __typename?: 'CreateAccountingInvoicePaymentPayload';
  /** The created record; null when the mutation failed */
  accountingInvoice?: Maybe<AccountingInvoice>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A supplier to create, the consumer whose software receives it, and how to write it */
export type CreateAccountingSupplierInput = {
  /** Ledger account to give the supplier; the software picks one when left out */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** False to create the supplier archived */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postal addresses (may be empty) */
  addresses: Array<AccountingAddressInput>;
  /** Bank account number */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** Id of the company a person belongs to */
  companyId?: InputMaybe<Scalars['String']['input']>;
  /** Registration number of the company, other than VAT */
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the supplier (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the supplier in another system */
  externalReference?: InputMaybe<Scalars['String']['input']>;
  /** First name, for a person */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** A field (e.g. `vat`) on which an existing client or supplier with the same value is taken instead of creating another */
  forceMerge?: InputMaybe<Scalars['String']['input']>;
  /** Job title, for a person */
  function?: InputMaybe<Scalars['String']['input']>;
  /** IBAN */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Notes kept for the company’s own use */
  internalNotes?: InputMaybe<Scalars['String']['input']>;
  /** True for a company, false for a person */
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  /** Language, ISO 639-1 (e.g. fr) */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name, for a person */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Name of the supplier (a company’s legal name) */
  name: Scalars['String']['input'];
  /** Phone number */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** VAT number */
  vat?: InputMaybe<Scalars['String']['input']>;
  /** Website */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What createAccountingSupplier answers: the created record, or why there is none */
export type CreateAccountingSupplierPayload = {
  __typename?: 'CreateAccountingSupplierPayload';
  /** The created record; null when the mutation failed */
  accountingSupplier?: Maybe<AccountingSupplier>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** An analytic account to create, the consumer whose software receives it, and how to write it */
export type CreateAnalyticAccountInPlanInput = {
  /** False to create it archived */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of the analytic plan */
  analyticPlan: Scalars['String']['input'];
  /** Short code of the account */
  code: Scalars['String']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the account (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name of the account */
  name: Scalars['String']['input'];
};

/** What createAnalyticAccountInPlan answers: the created record, or why there is none */
export type CreateAnalyticAccountInPlanPayload = {
  __typename?: 'CreateAnalyticAccountInPlanPayload';
  /** The created record; null when the mutation failed */
  analyticAccountMultiPlan?: Maybe<AnalyticAccountMultiPlan>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** An analytic account to create, the consumer whose software receives it, and how to write it */
export type CreateAnalyticAccountInput = {
  /** False to create it archived */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Short code of the account */
  code: Scalars['String']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the account (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name of the account */
  name: Scalars['String']['input'];
};

/** What createAnalyticAccount answers: the created record, or why there is none */
export type CreateAnalyticAccountPayload = {
  __typename?: 'CreateAnalyticAccountPayload';
  /** The created record; null when the mutation failed */
  analyticAccount?: Maybe<AnalyticAccount>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What createApiClient changes: make an API client */
export type CreateApiClientInput = {
  /** Name of the client */
  name: Scalars['String']['input'];
  /** What its tokens may do, at most the scopes of the token that makes it; every scope of that token when left out */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What createApiClient answers: the client and its new secret */
export type CreateApiClientPayload = {
  __typename?: 'CreateApiClientPayload';
  /** The API client; null when the mutation failed */
  apiClient?: Maybe<ApiClient>;
  /** The new secret of the client, the clientSecret of POST /token: shown only in this answer; null when the mutation failed */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A bank statement to write, with its movements, the consumer whose software receives it, and how to write it */
export type CreateBankTransactionsInput = {
  /** Id of the bank account */
  bankAccountId: Scalars['String']['input'];
  /** Day of the statement */
  bankStatementDate: Scalars['Date']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the statement (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Id of the statement at the bank or in another system */
  externalBankStatementId: Scalars['String']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The movements of the statement */
  items: Array<BankStatementTransactionInput>;
  /** Balance before the statement, in the currency's units */
  openingBalance?: InputMaybe<Scalars['Float']['input']>;
  /** A PDF of the document to attach, base64 */
  pdf?: InputMaybe<Scalars['String']['input']>;
  /** File name of the attached PDF */
  pdfName?: InputMaybe<Scalars['String']['input']>;
};

/** What createBankTransactions answers: the created record, or why there is none */
export type CreateBankTransactionsPayload = {
  __typename?: 'CreateBankTransactionsPayload';
  /** The created record; null when the mutation failed */
  bankStatement?: Maybe<BankStatement>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What createConnection changes: create a connection */
export type CreateConnectionInput = {
  /** The connect page lists only connectors of these APIs */
  apis?: InputMaybe<Array<Api>>;
  /** The consumer */
  consumerId: Scalars['ID']['input'];
  /** ISO 3166-1 alpha-2 code: the connect page lists the connectors of that country */
  country?: InputMaybe<Scalars['CountryCode']['input']>;
  /** Credentials of the connection, the keys GET /integrations lists for the connector */
  credentials?: InputMaybe<Array<CredentialInput>>;
  /** Integration id of a connector (GET /integrations) */
  integrationId?: InputMaybe<Scalars['Int']['input']>;
  /** Name of the connection */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Send the end user to the consumer’s redirect_url once the connect page is done */
  redirect?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What createConnection answers: the connection and its connect page, or why there are none */
export type CreateConnectionPayload = {
  __typename?: 'CreateConnectionPayload';
  /** The connect page where the end user finishes or changes the connection (signed, expiring); null when the mutation failed */
  connectUrl?: Maybe<Scalars['URL']['output']>;
  /** The connection; null when none was made yet (the end user finishes on the connect page) or the mutation failed */
  linkedAccount?: Maybe<LinkedAccount>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What createConsumer changes: create a consumer */
export type CreateConsumerInput = {
  /** Email address of the consumer */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Your own reference for the consumer */
  internalReference?: InputMaybe<Scalars['String']['input']>;
  /** Name of the consumer */
  name: Scalars['String']['input'];
  /** Where the connect page sends the end user when done */
  redirectUrl?: InputMaybe<Scalars['URL']['input']>;
};

/** What createConsumer answers */
export type CreateConsumerPayload = {
  __typename?: 'CreateConsumerPayload';
  /** The created consumer; null when the mutation failed */
  consumer?: Maybe<Consumer>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A customer, supplier or prospect to create, the consumer whose software receives it, and how to write it */
export type CreateContactInput = {
  /** Postal addresses of the contact */
  addresses?: InputMaybe<Array<InvoicingAddressInput>>;
  /** Birth date of a person */
  birthdate?: InputMaybe<Scalars['Date']['input']>;
  /** Internal note */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Lintel id of the person's company */
  companyId?: InputMaybe<Scalars['String']['input']>;
  /** Name of the company */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Company registration number other than VAT */
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the contact (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Accounting account used for sales */
  customerAccountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name of a person */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Gender of a person */
  gender?: InputMaybe<Gender>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** A company rather than a person */
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  /** Buys from the company */
  isCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  /** A prospect, not yet a customer */
  isProspect?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sells to the company */
  isSupplier?: InputMaybe<Scalars['Boolean']['input']>;
  /** Language of the contact, as the software names it */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name of a person */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Phone number */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Accounting account used for purchases */
  supplierAccountNumber?: InputMaybe<Scalars['String']['input']>;
  /** VAT number */
  vat?: InputMaybe<Scalars['String']['input']>;
};

/** What createContact answers: the created record, or why there is none */
export type CreateContactPayload = {
  __typename?: 'CreateContactPayload';
  /** The created record; null when the mutation failed */
  contact?: Maybe<Contact>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A bank or cash entry to write: money in or out, and the accounts it settles, the consumer whose software receives it, and how to write it */
export type CreateFinancialEntryInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Exchange rate from the entry’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Day of the movement */
  date: Scalars['Date']['input'];
  /** The ledger account the lines are the counterpart of, when not the journal’s own */
  financialCounterpartAccount?: InputMaybe<Scalars['String']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Use the exchange rate given rather than the software’s own */
  forceCurrencyExchange?: InputMaybe<Scalars['Boolean']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Ignore the ledger account ids given and let the software choose its own accounts */
  ignoreAccountingId?: InputMaybe<Scalars['Boolean']['input']>;
  /** The lines of the entry */
  items: Array<FinancialEntryLineInput>;
  /** Id of the bank or cash journal */
  journalId: Scalars['String']['input'];
  /** Number of the entry */
  number?: InputMaybe<Scalars['String']['input']>;
  /** A PDF of the document to attach, base64 */
  pdf?: InputMaybe<Scalars['String']['input']>;
  /** File name of the attached PDF */
  pdfName?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the entry */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** What createFinancialEntry answers: the created record, or why there is none */
export type CreateFinancialEntryPayload = {
  __typename?: 'CreateFinancialEntryPayload';
  /** The created record; null when the mutation failed */
  financialEntry?: Maybe<FinancialEntry>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** An invoice or credit note to create, the consumer whose software receives it, and how to write it */
export type CreateInvoiceInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Note to the customer */
  customerMemo?: InputMaybe<Scalars['String']['input']>;
  /** Day the invoice is due */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Day of the invoice */
  invoiceDate: Scalars['Date']['input'];
  /** Number of the invoice (its sequence) */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** The kind of an invoice to create: sale or purchase, invoice or credit note */
  invoiceType: InvoicingCreateInvoiceType;
  /** What Italian e-invoicing adds */
  italianSpecificities?: InputMaybe<ItalianSpecificitiesInput>;
  /** The journal the invoice is booked in */
  journalRef?: InputMaybe<FieldRefInput>;
  /** Lines of the invoice */
  lines?: InputMaybe<Array<InvoiceLineInput>>;
  /** Lintel id of the customer or supplier */
  partnerId?: InputMaybe<Scalars['String']['input']>;
  /** Communication to give with the payment */
  paymentCommunication?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the invoice (e.g. the supplier’s number) */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Where an invoice stands: draft, posted (booked), paid or cancelled */
  status: InvoiceStatus;
  /** Tax of the invoice */
  taxAmount: Scalars['Float']['input'];
  /** Total of the invoice, tax included */
  total: Scalars['Float']['input'];
  /** Total of the invoice, tax excluded */
  untaxedAmount: Scalars['Float']['input'];
};

/** What createInvoice answers: the created record, or why there is none */
export type CreateInvoicePayload = {
  __typename?: 'CreateInvoicePayload';
  /** The created record; null when the mutation failed */
  invoice?: Maybe<Invoice>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A journal entry to write, the consumer whose software receives it, and how to write it */
export type CreateJournalEntryInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Exchange rate from the entry’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Day to book the entry on */
  date: Scalars['Date']['input'];
  /** Day the entry is due */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Last day of the period the entry covers */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Use the exchange rate given rather than the software’s own */
  forceCurrencyExchange?: InputMaybe<Scalars['Boolean']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Ignore the ledger account ids given and let the software choose its own accounts */
  ignoreAccountingId?: InputMaybe<Scalars['Boolean']['input']>;
  /** The lines; their debits and credits must add up to the same total */
  items: Array<JournalEntryItemInput>;
  /** Id of the journal to book it in */
  journalId: Scalars['String']['input'];
  /** Number of the entry */
  number: Scalars['String']['input'];
  /** A PDF of the document to attach, base64 */
  pdf?: InputMaybe<Scalars['String']['input']>;
  /** File name of the attached PDF */
  pdfName?: InputMaybe<Scalars['String']['input']>;
  /** False to write it as a draft */
  posted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reference of the entry */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** First day of the period the entry covers */
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/** What createJournalEntry answers: the created record, or why there is none */
export type CreateJournalEntryPayload = {
  __typename?: 'CreateJournalEntryPayload';
  /** The created record; null when the mutation failed */
  journalEntryMultiPlan?: Maybe<JournalEntryMultiPlan>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A journal to create, the consumer whose software receives it, and how to write it */
export type CreateJournalInput = {
  /** Short code of the journal */
  code: Scalars['String']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Ledger account of the money itself, for a bank or cash journal */
  counterpartAccount?: InputMaybe<Scalars['String']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** What a journal to create books */
  journalType: JournalInputType;
  /** Name of the journal */
  name: Scalars['String']['input'];
};

/** What createJournal answers: the created record, or why there is none */
export type CreateJournalPayload = {
  __typename?: 'CreateJournalPayload';
  /** The created record; null when the mutation failed */
  journal?: Maybe<Journal>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A ledger account to create, the consumer whose software receives it, and how to write it */
export type CreateLedgerAccountInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name of the account */
  name: Scalars['String']['input'];
  /** Number of the account, as the software will write it */
  number: Scalars['String']['input'];
  /** What a ledger account is used for */
  type?: InputMaybe<LedgerAccountType>;
};

/** What createLedgerAccount answers: the created record, or why there is none */
export type CreateLedgerAccountPayload = {
  __typename?: 'CreateLedgerAccountPayload';
  /** The created record; null when the mutation failed */
  ledgerAccount?: Maybe<LedgerAccount>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A miscellaneous operation to write, the consumer whose software receives it, and how to write it */
export type CreateMiscellaneousOperationInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Exchange rate from the operation’s currency to the folder’s on its day */
  currencyExchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Id of the journal; the only suitable one when left out */
  journalId?: InputMaybe<Scalars['String']['input']>;
  /** The lines of the operation */
  lines: Array<MiscellaneousOperationLineInput>;
  /** Day to book the operation on */
  operationDate: Scalars['Date']['input'];
  /** Number of the operation */
  operationNumber?: InputMaybe<Scalars['String']['input']>;
  /** Whether a miscellaneous operation to write is booked or kept as a draft */
  status?: InputMaybe<MiscellaneousOperationInputStatus>;
};

/** What createMiscellaneousOperation answers: the created record, or why there is none */
export type CreateMiscellaneousOperationPayload = {
  __typename?: 'CreateMiscellaneousOperationPayload';
  /** The created record; null when the mutation failed */
  miscellaneousOperation?: Maybe<MiscellaneousOperation>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A payment to record against an invoice, the consumer whose software receives it, and how to write it */
export type CreatePaymentInput = {
  /** Amount paid */
  amount: Scalars['Float']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the payment (ISO 4217) */
  currency: Scalars['CurrencyCode']['input'];
  /** Day of the payment */
  date: Scalars['Date']['input'];
  /** Description of the payment */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Lintel id of the invoice the payment settles */
  invoiceId: Scalars['String']['input'];
  /** Lintel id of the payment method */
  paymentMethodId?: InputMaybe<Scalars['String']['input']>;
};

/** What createPayment answers: the created record, or why there is none */
export type CreatePaymentPayload = {
  __typename?: 'CreatePaymentPayload';
  /** The created record; null when the mutation failed */
  payment?: Maybe<Payment>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A customer to create in the point of sale, the consumer whose software receives it, and how to write it */
export type CreatePosCustomerInput = {
  /** Address of the customer */
  address?: InputMaybe<PosAddressInput>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name */
  firstName: Scalars['String']['input'];
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Last name */
  lastName: Scalars['String']['input'];
  /** Phone number */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** What createPosCustomer answers: the created record, or why there is none */
export type CreatePosCustomerPayload = {
  __typename?: 'CreatePosCustomerPayload';
  /** The created record; null when the mutation failed */
  posCustomer?: Maybe<PosCustomer>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A product or service to create, the consumer whose software receives it, and how to write it */
export type CreateProductInput = {
  /** Category, as the software names it */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Reference or SKU of the product */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** What one unit costs the company */
  cost?: InputMaybe<Scalars['Float']['input']>;
  /** Currency of the prices (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Longer text describing the product */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name of the product or service */
  name: Scalars['String']['input'];
  /** Lintel id of the tax code that applies by default */
  taxId?: InputMaybe<Scalars['String']['input']>;
  /** Unit of measure, as the software names it */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Sale price of one unit, without tax */
  unitPrice?: InputMaybe<Scalars['Float']['input']>;
};

/** What createProduct answers: the created record, or why there is none */
export type CreateProductPayload = {
  __typename?: 'CreateProductPayload';
  /** The created record; null when the mutation failed */
  product?: Maybe<Product>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What createWebhook changes: subscribe to an event */
export type CreateWebhookInput = {
  /** Event to deliver (GET /webhooks/list) */
  event: WebhookEvent;
  /** Integration id of a connector (GET /integrations) */
  integrationId?: InputMaybe<Scalars['Int']['input']>;
  /** Key of the HMAC signatures; a whsec_ secret is base64 after the prefix */
  signingSecret?: InputMaybe<Scalars['String']['input']>;
  /** Where deliveries are POSTed (http or https) */
  url: Scalars['URL']['input'];
};

/** What createWebhook answers */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
  /** The subscription; null when the mutation failed */
  webhook?: Maybe<Webhook>;
};

/** One credential of a connection */
export type CredentialInput = {
  /** Name of the credential, as GET /integrations lists it */
  key: Scalars['String']['input'];
  /** Its value */
  value: Scalars['String']['input'];
};

/** What deleteApiClient changes: delete an API client */
export type DeleteApiClientInput = {
  /** The API client */
  clientId: Scalars['ID']['input'];
};

/** What deleteApiClient answers */
export type DeleteApiClientPayload = {
  __typename?: 'DeleteApiClientPayload';
  /** Id of the deleted API client; null when the mutation failed */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What deleteConnection changes: delete a connection */
export type DeleteConnectionInput = {
  /** The connection */
  connectionId: Scalars['ID']['input'];
  /** The consumer */
  consumerId: Scalars['ID']['input'];
};

/** What deleteConnection answers */
export type DeleteConnectionPayload = {
  __typename?: 'DeleteConnectionPayload';
  /** Id of the deleted connection; null when the mutation failed */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What deleteConsumer changes: delete a consumer */
export type DeleteConsumerInput = {
  /** The consumer */
  id: Scalars['ID']['input'];
};

/** What deleteConsumer answers */
export type DeleteConsumerPayload = {
  __typename?: 'DeleteConsumerPayload';
  /** Id of the deleted consumer; null when the mutation failed */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What deleteWebhook changes: delete a subscription */
export type DeleteWebhookInput = {
  /** The subscription */
  id: Scalars['ID']['input'];
};

/** What deleteWebhook answers */
export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  /** Id of the deleted subscription; null when the mutation failed */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** An employee the accounting software books expenses and salaries for */
export type Employee = {
  __typename?: 'Employee';
  /** Ledger account of the employee, as the legal accounting export shows it */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** False once the employee has left */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** First name */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Job title */
  function?: Maybe<Scalars['String']['output']>;
  /** Last name */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Mobile number */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Full name of the employee */
  name: Scalars['String']['output'];
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the employee in another system */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the employee in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of Employee records (Relay connection) */
export type EmployeeConnection = {
  __typename?: 'EmployeeConnection';
  /** The records of the page, each with its cursor */
  edges: Array<EmployeeEdge>;
  /** The records of the page */
  nodes: Array<Employee>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One Employee in a page, with its cursor */
export type EmployeeEdge = {
  __typename?: 'EmployeeEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Employee */
  node: Employee;
};

/** Which kind of account a line of an entry to write is booked on */
export const EntryLineType = {
  /** The account of a client (account is the client’s id) */
  CustomerAccount: 'CUSTOMER_ACCOUNT',
  /** The account of an employee (account is the employee’s id) */
  EmployeeAccount: 'EMPLOYEE_ACCOUNT',
  /** A general ledger account (account is its number) */
  GeneralAccount: 'GENERAL_ACCOUNT',
  /** The account of a supplier (account is the supplier’s id) */
  SupplierAccount: 'SUPPLIER_ACCOUNT'
} as const;

export type EntryLineType = typeof EntryLineType[keyof typeof EntryLineType];
/** The tax of a line of an entry */
export type EntryTaxInfo = {
  __typename?: 'EntryTaxInfo';
  /** Text of the tax line */
  description?: Maybe<Scalars['String']['output']>;
  /** Ledger account of the reversed tax, for a reverse-charge code */
  reversedVatAccount?: Maybe<Scalars['String']['output']>;
  /** Amount of the tax, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Id of the VAT code */
  taxCode: Scalars['String']['output'];
  /** Ledger account the tax is booked to, instead of the code’s */
  vatAccount?: Maybe<Scalars['String']['output']>;
};

/** The tax of a line of an entry to write */
export type EntryTaxInfoInput = {
  /** Text of the tax line */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Ledger account of the reversed tax, for a reverse-charge code */
  reversedVatAccount?: InputMaybe<Scalars['String']['input']>;
  /** Amount of the tax, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Id of the VAT code */
  taxCode: Scalars['String']['input'];
  /** Ledger account the tax is booked to, instead of the code’s */
  vatAccount?: InputMaybe<Scalars['String']['input']>;
};

/** An event as webhooks deliver it (the same envelope; `id` is the `webhook-id`) */
export type Event = {
  __typename?: 'Event';
  /** The consumer it concerns */
  consumerId?: Maybe<Scalars['ID']['output']>;
  /** When it happened (the webhook envelope says it in Unix seconds) */
  created: Scalars['DateTime']['output'];
  /** The record the event carries (webhooks deliver it in its REST shape), in the type its event names; null for a record of the connected software whose connection is not known (an event recorded before Lintel kept it) */
  data?: Maybe<EventData>;
  /** What happened (REST and webhooks name it, e.g. `invoicing.product.created`) */
  event: WebhookEvent;
  /** The event id, `webhook-id` of its deliveries */
  id: Scalars['ID']['output'];
};

/** The record an event carries, in its own type: a Consumer, a LinkedAccount, or the record of the connected software the event names (a Product for INVOICING_PRODUCT_CREATED, a PmsOrder for PMS_ORDER_CLOSED…) */
export type EventData = AccountingClient | AccountingInvoice | AccountingSupplier | AnalyticAccount | Consumer | Contact | Invoice | Journal | JournalEntryMultiPlan | LedgerAccount | LinkedAccount | MiscellaneousOperation | Opportunity | Payment | PmsInvoice | PmsOrder | PosCustomer | PosOrder | Product | WebhookLog | WebhookTest;

/** An employee’s expense claim, as recorded */
export type Expense = {
  __typename?: 'Expense';
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate from the claim’s currency to the folder’s on its day */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Day of the expense */
  date: Scalars['Date']['output'];
  /** Id of the employee who spent the money */
  employeeId: Scalars['String']['output'];
  /** Lines of the claim */
  lines: Array<ExpenseLine>;
  /** Number of the claim */
  number?: Maybe<Scalars['String']['output']>;
  /** The attached PDF, base64 */
  pdf?: Maybe<Scalars['String']['output']>;
  /** File name of the attached PDF */
  pdfName?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the claim */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the claim in the connected software */
  remoteId: Scalars['String']['output'];
  /** Tax of the claim, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Total of the claim, tax included, in the currency's units */
  total: Scalars['Float']['output'];
  /** Total of the claim, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['output'];
};

/** One line of an expense claim */
export type ExpenseLine = {
  __typename?: 'ExpenseLine';
  /** Ledger account the line is booked on */
  accountNumber: Scalars['String']['output'];
  /** Text of the line */
  description?: Maybe<Scalars['String']['output']>;
  /** Tax of the line, in the currency's units */
  taxAmount: Scalars['Float']['output'];
  /** Id of the VAT code of the line */
  taxId: Scalars['String']['output'];
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate: Scalars['Float']['output'];
  /** Total of the line, tax included, in the currency's units */
  total: Scalars['Float']['output'];
  /** Total of the line, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['output'];
};

/** One line of an expense claim to record */
export type ExpenseLineInput = {
  /** Ledger account the line is booked on */
  accountNumber: Scalars['String']['input'];
  /** Text of the line */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Tax of the line, in the currency's units */
  taxAmount: Scalars['Float']['input'];
  /** Id of the VAT code of the line */
  taxId: Scalars['String']['input'];
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate: Scalars['Float']['input'];
  /** Total of the line, tax included, in the currency's units */
  total: Scalars['Float']['input'];
  /** Total of the line, tax excluded, in the currency's units */
  untaxedAmount: Scalars['Float']['input'];
};

/** One line of the French legal export of the entries (FEC), with its columns as the law names them */
export type FecLine = {
  __typename?: 'FecLine';
  /** Name of the auxiliary account, empty if none */
  compAuxLib: Scalars['String']['output'];
  /** Auxiliary account (the client or supplier), empty if none */
  compAuxNum: Scalars['String']['output'];
  /** Name of the ledger account */
  compteLib: Scalars['String']['output'];
  /** Number of the ledger account */
  compteNum: Scalars['String']['output'];
  /** Amount credited, in the folder currency's units */
  credit: Scalars['Float']['output'];
  /** Day the line was matched */
  dateLet?: Maybe<Scalars['Date']['output']>;
  /** Amount debited, in the folder currency's units */
  debit: Scalars['Float']['output'];
  /** Day the entry is booked on */
  ecritureDate: Scalars['Date']['output'];
  /** Matching code of the line, empty if not matched */
  ecritureLet: Scalars['String']['output'];
  /** Number of the entry */
  ecritureNum: Scalars['String']['output'];
  /** Foreign currency of the line (ISO 4217), empty if none */
  idevise: Scalars['CurrencyCode']['output'];
  /** Code of the journal */
  journalCode: Scalars['String']['output'];
  /** Name of the journal */
  journalLib: Scalars['String']['output'];
  /** Amount in the foreign currency, in that currency's units */
  montantDevise: Scalars['Float']['output'];
  /** Day of the supporting document */
  pieceDate: Scalars['Date']['output'];
  /** Reference of the supporting document */
  pieceRef: Scalars['String']['output'];
  /** Day the entry was validated */
  validDate?: Maybe<Scalars['Date']['output']>;
};

/** A record of the connected software named by a field: its id, entity and name */
export type FieldRef = {
  __typename?: 'FieldRef';
  /** Name of the entity in the connected software */
  model?: Maybe<Scalars['String']['output']>;
  /** Value of the field in the connected software */
  name?: Maybe<Scalars['String']['output']>;
  /** Id of the record in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
};

/** A record of the connected software named by a field: its id, entity and name */
export type FieldRefInput = {
  /** Name of the entity in the connected software */
  model?: InputMaybe<Scalars['String']['input']>;
  /** Value of the field in the connected software */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Id of the record in the connected software */
  remoteId?: InputMaybe<Scalars['String']['input']>;
};

/** A bank or cash entry written: money in or out, and the accounts it settles */
export type FinancialEntry = {
  __typename?: 'FinancialEntry';
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate from the entry’s currency to the folder’s on its day */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Day of the movement */
  date: Scalars['Date']['output'];
  /** The lines of the entry */
  items: Array<FinancialEntryLine>;
  /** Id of the bank or cash journal */
  journalId: Scalars['String']['output'];
  /** Number of the entry */
  number: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the entry */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the entry in the connected software */
  remoteId: Scalars['String']['output'];
};

/** One line of a bank or cash entry */
export type FinancialEntryLine = {
  __typename?: 'FinancialEntryLine';
  /** The ledger account number, or the id of the client, supplier or employee */
  account: Scalars['String']['output'];
  /** Which kind of account a line of an entry to write is booked on */
  accountType: EntryLineType;
  /** Amount: positive for money in, negative for money out, in the currency's units */
  amount: Scalars['Float']['output'];
  /** Matching code to give the line and the entry it settles */
  automatedMatchingNumber?: Maybe<Scalars['String']['output']>;
  /** Ledger account of the money itself (the bank or cash account) */
  counterpartAccount: Scalars['String']['output'];
  /** Text of the line */
  description?: Maybe<Scalars['String']['output']>;
  /** The tax of a line of an entry */
  taxInfo?: Maybe<EntryTaxInfo>;
};

/** One line of a bank or cash entry to write */
export type FinancialEntryLineInput = {
  /** The ledger account number, or the id of the client, supplier or employee */
  account: Scalars['String']['input'];
  /** Which kind of account a line of an entry to write is booked on */
  accountType: EntryLineType;
  /** Amount: positive for money in, negative for money out, in the currency's units */
  amount: Scalars['Float']['input'];
  /** Matching code to give the line and the entry it settles */
  automatedMatchingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Text of the line */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The tax of a line of an entry to write */
  taxInfo?: InputMaybe<EntryTaxInfoInput>;
};

/** A folder of the accounting software: the books of one company (legal entity) */
export type Folder = Node & {
  __typename?: 'Folder';
  /** False when the software has closed the folder; requests on it fail there */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Postal addresses of the company */
  addresses?: Maybe<Array<FolderAddress>>;
  /** Registration number of the company, other than VAT */
  companyNumber?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Currency the books are kept in (ISO 4217) */
  mainCurrency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Name of the folder, usually the company’s */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the folder in the connected software */
  remoteId: Scalars['String']['output'];
  /** True when the folder was chosen at connection time; only chosen folders can be used */
  selected?: Maybe<Scalars['Boolean']['output']>;
  /** VAT number of the company */
  vat?: Maybe<Scalars['String']['output']>;
};

/** A postal address of a folder’s company */
export type FolderAddress = {
  __typename?: 'FolderAddress';
  /** Box or apartment */
  box?: Maybe<Scalars['String']['output']>;
  /** City */
  city?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. BE) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** House number */
  number?: Maybe<Scalars['String']['output']>;
  /** Postal code */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street name */
  street?: Maybe<Scalars['String']['output']>;
};

/** Gender of a person: H (male), F (female) or N/A */
export const Gender = {
  /** Female (F in REST) */
  Female: 'FEMALE',
  /** Male (H in REST) */
  Male: 'MALE',
  /** Not specified (N/A in REST) */
  Unspecified: 'UNSPECIFIED'
} as const;

export type Gender = typeof Gender[keyof typeof Gender];
/** A connector and what it can do */
export type Integration = {
  __typename?: 'Integration';
  /** Display name of an API */
  api: Api;
  /** Credentials a connection needs */
  credentials: Array<IntegrationCredential>;
  /** What the connector talks to */
  description?: Maybe<Scalars['String']['output']>;
  /** Square icon of the connector (SVG served by Lintel) */
  iconUrl: Scalars['URL']['output'];
  /** Integration id of the connector */
  integrationId: Scalars['Int']['output'];
  /** Needs an agent installed on premises */
  localAgent: Scalars['Boolean']['output'];
  /** Logo of the connector (SVG served by Lintel) */
  logoUrl: Scalars['URL']['output'];
  /** Name of the connector */
  name: Scalars['String']['output'];
  /** Every operation of the API and whether it is served */
  operationsCoverage: Array<OperationCoverage>;
  /** Steps offered after a connection is made (none yet) */
  postConnections: Scalars['JSON']['output'];
  /** Whether a connector is offered */
  status: IntegrationStatus;
  /** Countries (ISO 3166-1 alpha-2) where the connector applies; null: everywhere */
  supportedCountries?: Maybe<Array<Scalars['CountryCode']['output']>>;
};

/** A credential a connection of the connector needs */
export type IntegrationCredential = {
  __typename?: 'IntegrationCredential';
  /** Key of the credential */
  name: Scalars['String']['output'];
  /** The connection works without it */
  optional: Scalars['Boolean']['output'];
};

/** Whether a connector is offered */
export const IntegrationStatus = {
  /** Offered: consumers can connect to it */
  Active: 'ACTIVE',
  /** Not offered: no new connection can be made to it */
  Inactive: 'INACTIVE'
} as const;

export type IntegrationStatus = typeof IntegrationStatus[keyof typeof IntegrationStatus];
/** An invoice or credit note, sale or purchase, with its lines and what is left to pay */
export type Invoice = Node & {
  __typename?: 'Invoice';
  /** Day the invoice is booked on */
  accountingDate?: Maybe<Scalars['Date']['output']>;
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate of the currency on the day of the invoice */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Note to the customer */
  customerMemo?: Maybe<Scalars['String']['output']>;
  /** Day the invoice is due */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Day of the invoice */
  invoiceDate: Scalars['Date']['output'];
  /** Number of the invoice (its sequence) */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The kind of an invoice: sale or purchase, invoice or credit note (all: every kind, in a listing) */
  invoiceType: InvoicingInvoiceType;
  /** What Italian e-invoicing adds */
  italianSpecificities?: Maybe<ItalianSpecificities>;
  /** The journal the invoice is booked in */
  journalRef?: Maybe<FieldRef>;
  /** Day of the last payment of the invoice */
  lastPaymentDate?: Maybe<Scalars['Date']['output']>;
  /** When the invoice last changed in the software */
  lastUpdatedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Lines of the invoice */
  lines: Array<InvoiceLine>;
  /** Amount left to pay */
  outstandingAmount?: Maybe<Scalars['Float']['output']>;
  /** The customer or supplier of the invoice, a contact */
  partner?: Maybe<Contact>;
  /** Lintel id of the customer or supplier */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** Communication to give with the payment */
  paymentCommunication?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the payment method */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** The invoice as a PDF document, base64 (with include_pdf) */
  pdf?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the invoice (e.g. the supplier’s number) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the invoice in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Where an invoice stands: draft, posted (booked), paid or cancelled */
  status: InvoiceStatus;
  /** Tax of the invoice */
  taxAmount: Scalars['Float']['output'];
  /** Total of the invoice, tax included */
  total: Scalars['Float']['output'];
  /** Total of the invoice, tax excluded */
  untaxedAmount: Scalars['Float']['output'];
};

/** How an invoice is booked in the folder’s own currency */
export type InvoiceAccountingInfo = {
  __typename?: 'InvoiceAccountingInfo';
  /** Ledger account of the client or supplier the total is booked on */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Currency the folder’s books are kept in (ISO 4217) */
  mainCurrency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Total of the invoice in the folder’s currency, in the currency's units */
  mainCurrencyTotal?: Maybe<Scalars['Float']['output']>;
};

/** Where an invoice stands in the software’s approval workflow */
export const InvoiceApprovalStatus = {
  /** Approved */
  Approved: 'APPROVED',
  /** Waiting for approval */
  Pending: 'PENDING',
  /** Rejected */
  Rejected: 'REJECTED',
  /** The software has no approval workflow, or does not say */
  Unknown: 'UNKNOWN'
} as const;

export type InvoiceApprovalStatus = typeof InvoiceApprovalStatus[keyof typeof InvoiceApprovalStatus];
/** The approval state a listing of invoices can be narrowed to */
export const InvoiceApprovalStatusFilter = {
  /** Approved invoices */
  Approved: 'APPROVED',
  /** Invoices waiting for approval */
  Pending: 'PENDING',
  /** Rejected invoices */
  Rejected: 'REJECTED'
} as const;

export type InvoiceApprovalStatusFilter = typeof InvoiceApprovalStatusFilter[keyof typeof InvoiceApprovalStatusFilter];
/** A page of Invoice records (Relay connection) */
export type InvoiceConnection = {
  __typename?: 'InvoiceConnection';
  /** The records of the page, each with its cursor */
  edges: Array<InvoiceEdge>;
  /** The records of the page */
  nodes: Array<Invoice>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** Where to book the difference when the software’s computed totals differ from the invoice’s */
export type InvoiceCorrectionInput = {
  /** Ledger account of a correction credited */
  invoiceCorrectionCreditAccountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Ledger account of a correction debited */
  invoiceCorrectionDebitAccountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Id of the VAT code of the correction line, on a purchase */
  purchaseInvoiceCorrectionTaxCode?: InputMaybe<Scalars['String']['input']>;
  /** Id of the VAT code of the correction line, on a sale */
  saleInvoiceCorrectionTaxCode?: InputMaybe<Scalars['String']['input']>;
};

/** One Invoice in a page, with its cursor */
export type InvoiceEdge = {
  __typename?: 'InvoiceEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Invoice */
  node: Invoice;
};

/** One line of an invoice */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  /** Accounting account of the line (e.g. 701000) */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Analytic distribution of the line, one per analytic plan (with include_analytic_accounts) */
  analyticDistribution?: Maybe<Array<AnalyticDistribution>>;
  /** What the line sells */
  description?: Maybe<Scalars['String']['output']>;
  /** Discount of the line, tax excluded: unit_price × quantity − discount_amount = untaxed_amount */
  discountAmount?: Maybe<Scalars['Float']['output']>;
  /** The product or service of the line */
  product?: Maybe<Product>;
  /** Reference of the product */
  productCode?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the product sold */
  productId?: Maybe<Scalars['String']['output']>;
  /** Name of the product */
  productName?: Maybe<Scalars['String']['output']>;
  /** Quantity */
  quantity: Scalars['Float']['output'];
  /** The tax code of the line */
  tax?: Maybe<TaxCode>;
  /** Tax of the line */
  taxAmount: Scalars['Float']['output'];
  /** Why the line is exempt from tax */
  taxExemptionReason?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the tax code of the line */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate?: Maybe<Scalars['Float']['output']>;
  /** Total of the line, tax included: untaxed_amount + tax_amount */
  total: Scalars['Float']['output'];
  /** Unit of measure, as the software names it */
  unitOfMeasure?: Maybe<Scalars['String']['output']>;
  /** Price of one unit, tax excluded */
  unitPrice: Scalars['Float']['output'];
  /** Total of the line, tax excluded */
  untaxedAmount: Scalars['Float']['output'];
};

/** One line of an invoice to create */
export type InvoiceLineInput = {
  /** Accounting account of the line (e.g. 701000) */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** What the line sells */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Discount of the line, tax excluded: unit_price × quantity − discount_amount = untaxed_amount */
  discountAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Reference of the product */
  productCode?: InputMaybe<Scalars['String']['input']>;
  /** Lintel id of the product sold */
  productId?: InputMaybe<Scalars['String']['input']>;
  /** Name of the product */
  productName?: InputMaybe<Scalars['String']['input']>;
  /** Quantity */
  quantity: Scalars['Float']['input'];
  /** Tax of the line */
  taxAmount: Scalars['Float']['input'];
  /** Why the line is exempt from tax */
  taxExemptionReason?: InputMaybe<Scalars['String']['input']>;
  /** Lintel id of the tax code of the line */
  taxId?: InputMaybe<Scalars['String']['input']>;
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate?: InputMaybe<Scalars['Float']['input']>;
  /** Total of the line, tax included: untaxed_amount + tax_amount */
  total: Scalars['Float']['input'];
  /** Unit of measure, as the software names it */
  unitOfMeasure?: InputMaybe<Scalars['String']['input']>;
  /** Price of one unit, tax excluded */
  unitPrice: Scalars['Float']['input'];
  /** Total of the line, tax excluded */
  untaxedAmount: Scalars['Float']['input'];
};

/** Where an invoice stands: draft, posted (booked), paid or cancelled */
export const InvoiceStatus = {
  /** Cancelled: it no longer counts */
  Cancelled: 'CANCELLED',
  /** A draft, not booked yet */
  Draft: 'DRAFT',
  /** Booked and fully paid */
  Paid: 'PAID',
  /** Booked (validated), not fully paid */
  Posted: 'POSTED'
} as const;

export type InvoiceStatus = typeof InvoiceStatus[keyof typeof InvoiceStatus];
/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type Invoicing = {
  __typename?: 'Invoicing';
  /** List bank accounts. The bank accounts of the company, with their IBAN and balance. */
  bankAccounts?: Maybe<BankAccountConnection>;
  /** List bank transactions. The movements of one bank account (bank_account_id), with the documents each is reconciled with; date_from, date_to and status narrow them. */
  bankTransactions?: Maybe<BankTransactionConnection>;
  /** Get one contact. One customer, supplier or prospect by its id in the software, with its addresses. */
  contact?: Maybe<Contact>;
  /** List contacts. The customers, suppliers and prospects of the invoicing software; contact_type narrows it. */
  contacts?: Maybe<ContactConnection>;
  /** Get one invoice. One invoice or credit note by its id in the software, with its lines, and its PDF with include_pdf; not found (REST 404, GraphQL null) when the software has no such invoice. */
  invoice?: Maybe<Invoice>;
  /** List invoices. The invoices and credit notes, sales and purchases, with what is left to pay: invoice_type, payment_status, the invoice date window (date_from, date_to) and updated_after narrow it. */
  invoices?: Maybe<InvoiceConnection>;
  /** List opportunities. The sales opportunities (deals, quotes) in every stage, won and lost ones included. */
  opportunities?: Maybe<OpportunityConnection>;
  /** Get one opportunity. One sales opportunity by its id in the software; not found (REST 404, GraphQL null) when the software has no such opportunity. */
  opportunity?: Maybe<Opportunity>;
  /** List payment methods. The ways of paying invoices the software knows (bank transfer, card, cash…). */
  paymentMethods?: Maybe<PaymentMethodConnection>;
  /** List payments. The payments recorded against invoices; date_from and date_to narrow them by payment day. */
  payments?: Maybe<PaymentConnection>;
  /** Get one product. One product or service by its id in the software; not found (REST 404, GraphQL null) when the catalogue has no such product. */
  product?: Maybe<Product>;
  /** List products. The products and services of the invoicing catalogue. */
  products?: Maybe<ProductConnection>;
  /** Get one tax code. One tax code by its id in the software; not found (REST 404, GraphQL null) when the software has no such code. */
  tax?: Maybe<TaxCode>;
  /** List tax codes. The VAT and other tax codes configured in the invoicing software, archived ones included. */
  taxes?: Maybe<TaxCodeConnection>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingBankAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingBankTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  bankAccountId: Scalars['String']['input'];
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<BankTransactionStatus>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingContactArgs = {
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingContactsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  contactType?: InputMaybe<ContactType>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingInvoiceArgs = {
  includeAnalyticAccounts?: InputMaybe<Scalars['Boolean']['input']>;
  includePdf?: InputMaybe<Scalars['Boolean']['input']>;
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeAnalyticAccounts?: InputMaybe<Scalars['Boolean']['input']>;
  includeInvoiceLines?: InputMaybe<Scalars['Boolean']['input']>;
  invoiceType?: InputMaybe<InvoicingInvoiceType>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  updatedAfter?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingOpportunitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingOpportunityArgs = {
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingPaymentMethodsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingProductArgs = {
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingTaxArgs = {
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions */
export type InvoicingTaxesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A postal address of an invoicing contact */
export type InvoicingAddress = {
  __typename?: 'InvoicingAddress';
  /** What an address of a contact is used for */
  addressType: InvoicingAddressType;
  /** Box or apartment */
  box?: Maybe<Scalars['String']['output']>;
  /** City */
  city?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. BE) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** Email address for this address */
  email?: Maybe<Scalars['String']['output']>;
  /** Mobile number at this address */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Name given to the address */
  name?: Maybe<Scalars['String']['output']>;
  /** House number */
  number?: Maybe<Scalars['String']['output']>;
  /** Phone number at this address */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postal code */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street name */
  street?: Maybe<Scalars['String']['output']>;
};

/** A postal address of a contact to create */
export type InvoicingAddressInput = {
  /** What an address of a contact is used for */
  addressType: InvoicingAddressType;
  /** Box or apartment */
  box?: InputMaybe<Scalars['String']['input']>;
  /** City */
  city: Scalars['String']['input'];
  /** Country, ISO 3166-1 alpha-2 (e.g. BE) */
  country: Scalars['CountryCode']['input'];
  /** Email address for this address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number at this address */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Name given to the address */
  name?: InputMaybe<Scalars['String']['input']>;
  /** House number */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Phone number at this address */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal code */
  postalCode: Scalars['String']['input'];
  /** Street name */
  street: Scalars['String']['input'];
};

/** What an address of a contact is used for */
export const InvoicingAddressType = {
  /** Where goods are delivered */
  Delivery: 'DELIVERY',
  /** Where invoices are sent */
  Invoice: 'INVOICE',
  /** The main address of the contact */
  Main: 'MAIN',
  /** Any other use */
  Other: 'OTHER'
} as const;

export type InvoicingAddressType = typeof InvoicingAddressType[keyof typeof InvoicingAddressType];
/** The kind of an invoice to create: sale or purchase, invoice or credit note */
export const InvoicingCreateInvoiceType = {
  /** An invoice sent to a customer (a sale) */
  CustomerInvoice: 'CUSTOMER_INVOICE',
  /** A credit note sent to a customer */
  CustomerRefund: 'CUSTOMER_REFUND',
  /** An invoice received from a supplier (a purchase) */
  SupplierInvoice: 'SUPPLIER_INVOICE',
  /** A credit note received from a supplier */
  SupplierRefund: 'SUPPLIER_REFUND'
} as const;

export type InvoicingCreateInvoiceType = typeof InvoicingCreateInvoiceType[keyof typeof InvoicingCreateInvoiceType];
/** What an uploaded document is: a sale, a purchase or an expense claim */
export const InvoicingDocumentType = {
  /** A document about a sale (a customer invoice or credit note) */
  CustomerDocument: 'CUSTOMER_DOCUMENT',
  /** An expense claim of an employee */
  EmployeeExpense: 'EMPLOYEE_EXPENSE',
  /** A document about a purchase (a supplier invoice or credit note) */
  SupplierDocument: 'SUPPLIER_DOCUMENT'
} as const;

export type InvoicingDocumentType = typeof InvoicingDocumentType[keyof typeof InvoicingDocumentType];
/** The kind of an invoice: sale or purchase, invoice or credit note (all: every kind, in a listing) */
export const InvoicingInvoiceType = {
  /** Every kind (a listing filter) */
  All: 'ALL',
  /** An invoice sent to a customer (a sale) */
  CustomerInvoice: 'CUSTOMER_INVOICE',
  /** A credit note sent to a customer */
  CustomerRefund: 'CUSTOMER_REFUND',
  /** An invoice received from a supplier (a purchase) */
  SupplierInvoice: 'SUPPLIER_INVOICE',
  /** A credit note received from a supplier */
  SupplierRefund: 'SUPPLIER_REFUND'
} as const;

export type InvoicingInvoiceType = typeof InvoicingInvoiceType[keyof typeof InvoicingInvoiceType];
/** Italian withholding tax (ritenuta d’acconto) of an invoice */
export type InvoicingWithholdingTax = {
  __typename?: 'InvoicingWithholdingTax';
  /** Amount withheld */
  amount: Scalars['Float']['output'];
  /** Reason of the payment */
  paymentReason?: Maybe<WithholdingTaxPaymentReason>;
  /** Rate in percent */
  rate: Scalars['Float']['output'];
  /** Type of withholding */
  reason?: Maybe<WithholdingTaxReason>;
};

/** Italian withholding tax (ritenuta d’acconto) of an invoice */
export type InvoicingWithholdingTaxInput = {
  /** Amount withheld */
  amount: Scalars['Float']['input'];
  /** Reason of the payment */
  paymentReason?: InputMaybe<WithholdingTaxPaymentReason>;
  /** Rate in percent */
  rate: Scalars['Float']['input'];
  /** Type of withholding */
  reason?: InputMaybe<WithholdingTaxReason>;
};

/** What Italian e-invoicing (FatturaPA) adds to an invoice */
export type ItalianSpecificities = {
  __typename?: 'ItalianSpecificities';
  /** Payment details */
  paymentReporting?: Maybe<PaymentReporting>;
  /** Documentary stamp tax (imposta di bollo) */
  stampDutyAmount?: Maybe<Scalars['Float']['output']>;
  /** Welfare fund contribution */
  welfareFund?: Maybe<WelfareFund>;
  /** Withholding tax */
  withholdingTax?: Maybe<InvoicingWithholdingTax>;
};

/** What Italian e-invoicing (FatturaPA) adds to an invoice */
export type ItalianSpecificitiesInput = {
  /** Payment details */
  paymentReporting?: InputMaybe<PaymentReportingInput>;
  /** Documentary stamp tax (imposta di bollo) */
  stampDutyAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Welfare fund contribution */
  welfareFund?: InputMaybe<WelfareFundInput>;
  /** Withholding tax */
  withholdingTax?: InputMaybe<InvoicingWithholdingTaxInput>;
};

/** A journal: the book a kind of entry is recorded in (sales, purchases, a bank account…) */
export type Journal = Node & {
  __typename?: 'Journal';
  /** True when no new entry can be booked in it */
  blocked?: Maybe<Scalars['Boolean']['output']>;
  /** Short code of the journal */
  code?: Maybe<Scalars['String']['output']>;
  /** Ledger account of the money itself, for a bank or cash journal */
  counterpartAccount?: Maybe<Scalars['String']['output']>;
  /** Currency of the journal (ISO 4217); none: the folder’s currency */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** IBAN of the bank account of a bank journal */
  iban?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** What a journal books: sales, purchases, money movements or other operations */
  journalType: JournalType;
  /** Name of the journal */
  name: Scalars['String']['output'];
  /** The next document number, per book year */
  nextDocumentNumbers?: Maybe<Array<NextDocumentNumber>>;
  /** False when entries in another currency need an exchange rate to the journal’s */
  otherCurrenciesAllowed?: Maybe<Scalars['Boolean']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the journal in the connected software */
  remoteId: Scalars['String']['output'];
  /** Ledger account a bank or cash journal books to while the right account or partner is not known */
  unallocatedAccount?: Maybe<Scalars['String']['output']>;
};

/** A page of Journal records (Relay connection) */
export type JournalConnection = {
  __typename?: 'JournalConnection';
  /** The records of the page, each with its cursor */
  edges: Array<JournalEdge>;
  /** The records of the page */
  nodes: Array<Journal>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One Journal in a page, with its cursor */
export type JournalEdge = {
  __typename?: 'JournalEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Journal */
  node: Journal;
};

/** A journal entry: balanced debits and credits booked together */
export type JournalEntry = {
  __typename?: 'JournalEntry';
  /** Whether files go with an invoice or an entry, and the links to those that can be downloaded directly */
  attachmentsInfo?: Maybe<AttachmentInfo>;
  /** Day the entry is booked on (1970-01-01 when the software has none) */
  date?: Maybe<Scalars['Date']['output']>;
  /** Day the entry is due, when it books an invoice */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Instalments of the entry */
  dueDates?: Maybe<Array<JournalEntryDueDate>>;
  /** The lines of the entry; their debits and credits add up to the same total */
  items?: Maybe<Array<JournalItem>>;
  /** The journal the entry is booked in */
  journal?: Maybe<Journal>;
  /** Id of the journal the entry is booked in */
  journalId: Scalars['String']['output'];
  /** Name of the journal */
  journalName?: Maybe<Scalars['String']['output']>;
  /** Name or number of the entry */
  name?: Maybe<Scalars['String']['output']>;
  /** True once booked (validated), false for a draft */
  posted?: Maybe<Scalars['Boolean']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the entry (e.g. the invoice number it books) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the entry in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of JournalEntry records (Relay connection) */
export type JournalEntryConnection = {
  __typename?: 'JournalEntryConnection';
  /** The records of the page, each with its cursor */
  edges: Array<JournalEntryEdge>;
  /** The records of the page */
  nodes: Array<JournalEntry>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One instalment of a journal entry */
export type JournalEntryDueDate = {
  __typename?: 'JournalEntryDueDate';
  /** Amount credited on this instalment, in the currency's units */
  credit?: Maybe<Scalars['Float']['output']>;
  /** Amount debited on this instalment, in the currency's units */
  debit?: Maybe<Scalars['Float']['output']>;
  /** Day the instalment is due */
  dueDate: Scalars['Date']['output'];
  /** Name of the payment method expected */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** Id of the payment method expected */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
};

/** One JournalEntry in a page, with its cursor */
export type JournalEntryEdge = {
  __typename?: 'JournalEntryEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The JournalEntry */
  node: JournalEntry;
};

/** One line of a journal entry to write */
export type JournalEntryItemInput = {
  /** The ledger account number, or the id of the client, supplier or employee */
  account?: InputMaybe<Scalars['String']['input']>;
  /** A ledger account to create with the write when the software has none with this number */
  accountInfo?: InputMaybe<NewLedgerAccountInput>;
  /** Which kind of account a line of an entry to write is booked on */
  accountType: EntryLineType;
  /** How the amount is spread, one distribution per analytic plan */
  analyticDistribution?: InputMaybe<Array<AccountingAnalyticDistributionInput>>;
  /** Amount credited (0 for a debit), in the currency's units */
  credit: Scalars['Float']['input'];
  /** Amount debited (0 for a credit), in the currency's units */
  debit: Scalars['Float']['input'];
  /** Text of the line */
  description?: InputMaybe<Scalars['String']['input']>;
  /** General ledger account to book a client, supplier or employee line on instead of theirs */
  forceGeneralAccount?: InputMaybe<Scalars['String']['input']>;
  /** True to book on the partner’s own ledger account where it has one */
  prioritiseThirdpartyAccount?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of the VAT code of the line */
  taxCode?: InputMaybe<Scalars['String']['input']>;
  /** The tax of a line of an entry to write */
  taxInfo?: InputMaybe<EntryTaxInfoInput>;
};

/** A journal entry whose lines carry their analytic distribution over every plan */
export type JournalEntryMultiPlan = Node & {
  __typename?: 'JournalEntryMultiPlan';
  /** Whether files go with an invoice or an entry, and the links to those that can be downloaded directly */
  attachmentsInfo?: Maybe<AttachmentInfo>;
  /** Day the entry is booked on (1970-01-01 when the software has none) */
  date?: Maybe<Scalars['Date']['output']>;
  /** Day the entry is due, when it books an invoice */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Instalments of the entry */
  dueDates?: Maybe<Array<JournalEntryDueDate>>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** The lines of the entry; their debits and credits add up to the same total */
  items?: Maybe<Array<JournalItemMultiPlan>>;
  /** The journal the entry is booked in */
  journal?: Maybe<Journal>;
  /** Id of the journal the entry is booked in */
  journalId: Scalars['String']['output'];
  /** Name of the journal */
  journalName?: Maybe<Scalars['String']['output']>;
  /** Name or number of the entry */
  name?: Maybe<Scalars['String']['output']>;
  /** True once booked (validated), false for a draft */
  posted?: Maybe<Scalars['Boolean']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the entry (e.g. the invoice number it books) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the entry in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of JournalEntryMultiPlan records (Relay connection) */
export type JournalEntryMultiPlanConnection = {
  __typename?: 'JournalEntryMultiPlanConnection';
  /** The records of the page, each with its cursor */
  edges: Array<JournalEntryMultiPlanEdge>;
  /** The records of the page */
  nodes: Array<JournalEntryMultiPlan>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One JournalEntryMultiPlan in a page, with its cursor */
export type JournalEntryMultiPlanEdge = {
  __typename?: 'JournalEntryMultiPlanEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The JournalEntryMultiPlan */
  node: JournalEntryMultiPlan;
};

/** What a journal to create books */
export const JournalInputType = {
  /** The movements of a bank account */
  Bank: 'BANK',
  /** The movements of a cash register */
  Cash: 'CASH',
  /** Sales invoices */
  CustomerInvoice: 'CUSTOMER_INVOICE',
  /** Credit notes sent to customers */
  CustomerRefund: 'CUSTOMER_REFUND',
  /** Other entries (adjustments, salaries, closing…) */
  MiscellaneousOperation: 'MISCELLANEOUS_OPERATION',
  /** Purchase invoices */
  SupplierInvoice: 'SUPPLIER_INVOICE',
  /** Credit notes received from suppliers */
  SupplierRefund: 'SUPPLIER_REFUND'
} as const;

export type JournalInputType = typeof JournalInputType[keyof typeof JournalInputType];
/** One line of a journal entry: a debit or a credit */
export type JournalItem = {
  __typename?: 'JournalItem';
  /** The ledger account the item is booked on */
  account?: Maybe<LedgerAccount>;
  /** Name of the ledger account */
  accountName: Scalars['String']['output'];
  /** Number of the ledger account the item is booked on */
  accountNumber: Scalars['String']['output'];
  /** The analytic account of the item, in the default plan */
  analytic?: Maybe<AnalyticAccount>;
  /** Id of the analytic account of the default plan */
  analyticAccount?: Maybe<Scalars['String']['output']>;
  /** Name of that analytic account */
  analyticAccountName?: Maybe<Scalars['String']['output']>;
  /** Amount credited (0 when the item is a debit), in the currency's units */
  credit: Scalars['Float']['output'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate from the item’s currency to the folder’s on its day */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Amount debited (0 when the item is a credit), in the currency's units */
  debit: Scalars['Float']['output'];
  /** Text of the item */
  description?: Maybe<Scalars['String']['output']>;
  /** Matching codes linking the item to the entries it settles or is settled by */
  matchingNumbers?: Maybe<Array<Scalars['String']['output']>>;
  /** The client or supplier the item is with */
  partner?: Maybe<AccountingPartner>;
  /** Id of the client, supplier or employee the item is with */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** Name of the client, supplier or employee */
  partnerName?: Maybe<Scalars['String']['output']>;
  /** Identifier of the item in the connected software */
  remoteId: Scalars['String']['output'];
};

/** One line of a journal entry, with its analytic distribution over every plan */
export type JournalItemMultiPlan = {
  __typename?: 'JournalItemMultiPlan';
  /** The ledger account the item is booked on */
  account?: Maybe<LedgerAccount>;
  /** Name of the ledger account */
  accountName: Scalars['String']['output'];
  /** Number of the ledger account the item is booked on */
  accountNumber: Scalars['String']['output'];
  /** How the amount is spread, one distribution per analytic plan */
  analyticDistribution?: Maybe<Array<AccountingAnalyticDistribution>>;
  /** Amount credited (0 when the item is a debit), in the currency's units */
  credit: Scalars['Float']['output'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate from the item’s currency to the folder’s on its day */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Amount debited (0 when the item is a credit), in the currency's units */
  debit: Scalars['Float']['output'];
  /** Text of the item */
  description?: Maybe<Scalars['String']['output']>;
  /** Matching codes linking the item to the entries it settles or is settled by */
  matchingNumbers?: Maybe<Array<Scalars['String']['output']>>;
  /** The client or supplier the item is with */
  partner?: Maybe<AccountingPartner>;
  /** Id of the client, supplier or employee the item is with */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** Name of the client, supplier or employee */
  partnerName?: Maybe<Scalars['String']['output']>;
  /** Identifier of the item in the connected software */
  remoteId: Scalars['String']['output'];
};

/** What a journal books: sales, purchases, money movements or other operations */
export const JournalType = {
  /** Sales invoices */
  CustomerInvoice: 'CUSTOMER_INVOICE',
  /** Credit notes sent to customers */
  CustomerRefund: 'CUSTOMER_REFUND',
  /** Bank and cash movements */
  FinancialOperation: 'FINANCIAL_OPERATION',
  /** Other entries (adjustments, salaries, closing…) */
  MiscellaneousOperation: 'MISCELLANEOUS_OPERATION',
  /** Purchase invoices */
  SupplierInvoice: 'SUPPLIER_INVOICE',
  /** Credit notes received from suppliers */
  SupplierRefund: 'SUPPLIER_REFUND',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type JournalType = typeof JournalType[keyof typeof JournalType];
/** An account of the chart of accounts (general ledger) */
export type LedgerAccount = {
  __typename?: 'LedgerAccount';
  /** Category of the account, as the software names it */
  accountingCategory?: Maybe<Scalars['String']['output']>;
  /** False once the account is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Name of the account */
  name: Scalars['String']['output'];
  /** Number of the account, as the software writes it (no padding added or removed) */
  number: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Ids of the reporting schemes the account is classified in */
  schemeIds?: Maybe<Array<Scalars['String']['output']>>;
  /** What a ledger account is used for */
  type?: Maybe<LedgerAccountType>;
};

/** A page of LedgerAccount records (Relay connection) */
export type LedgerAccountConnection = {
  __typename?: 'LedgerAccountConnection';
  /** The records of the page, each with its cursor */
  edges: Array<LedgerAccountEdge>;
  /** The records of the page */
  nodes: Array<LedgerAccount>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One LedgerAccount in a page, with its cursor */
export type LedgerAccountEdge = {
  __typename?: 'LedgerAccountEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The LedgerAccount */
  node: LedgerAccount;
};

/** What a ledger account is used for */
export const LedgerAccountType = {
  /** Money in a bank account */
  Bank: 'BANK',
  /** Money in a cash register */
  Cash: 'CASH',
  /** Costs */
  Expense: 'EXPENSE',
  /** Revenue */
  Income: 'INCOME',
  /** Any other use */
  Other: 'OTHER',
  /** Other costs (depreciation, exceptional costs…) */
  OtherExpense: 'OTHER_EXPENSE',
  /** Other money accounts (transfers in transit, payment providers…) */
  OtherFinancial: 'OTHER_FINANCIAL',
  /** What is owed to suppliers */
  Payable: 'PAYABLE',
  /** What clients owe */
  Receivable: 'RECEIVABLE',
  /** VAT due or deductible */
  Vat: 'VAT'
} as const;

export type LedgerAccountType = typeof LedgerAccountType[keyof typeof LedgerAccountType];
/** The kinds of ledger account a listing can be narrowed to */
export const LedgerAccountTypeFilter = {
  /** Bank accounts */
  Bank: 'BANK',
  /** Cash registers */
  Cash: 'CASH',
  /** Cost accounts */
  Expense: 'EXPENSE',
  /** Revenue accounts */
  Income: 'INCOME',
  /** Other cost accounts */
  OtherExpense: 'OTHER_EXPENSE',
  /** VAT accounts */
  Vat: 'VAT'
} as const;

export type LedgerAccountTypeFilter = typeof LedgerAccountTypeFilter[keyof typeof LedgerAccountTypeFilter];
/** A consumer’s link to one connector; credentials are never returned */
export type LinkedAccount = Node & {
  __typename?: 'LinkedAccount';
  /** Display name of an API */
  api: Api;
  /** The connect page where the end user changes this connection (signed, expiring) */
  connectUrl: Scalars['URL']['output'];
  /** When the connection was made; null in an event’s `data` */
  createdOn?: Maybe<Scalars['DateTime']['output']>;
  /** What the connector keeps about the connection */
  data: Scalars['JSON']['output'];
  /** Identifier of the connection */
  id: Scalars['ID']['output'];
  /** Name of the connector */
  integration: Scalars['String']['output'];
  /** Integration id of the connector (GET /integrations) */
  integrationId: Scalars['Int']['output'];
  /** The last failure of the connected software on this connection (recorded at most once a minute), until a call through it succeeds or the software accepts new credentials; null when there is none, and in an event’s `data` */
  lastError?: Maybe<ConnectorError>;
  /** Name of the connection */
  name: Scalars['String']['output'];
  /** Whether a connection is in use */
  status: ConnectionStatus;
};


/** A consumer’s link to one connector; credentials are never returned */
export type LinkedAccountConnectUrlArgs = {
  redirect?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A document a bank transaction is reconciled with */
export type LinkedDocument = {
  __typename?: 'LinkedDocument';
  /** Amount of the transaction given to this document */
  amount: Scalars['Float']['output'];
  /** Lintel id of the document (an invoice’s id for an invoice) */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** What a bank transaction is reconciled with */
  type: LinkedDocumentType;
};

/** What a bank transaction is reconciled with */
export const LinkedDocumentType = {
  /** An invoice or credit note */
  Invoice: 'INVOICE',
  /** Another document (a payment, an entry…) */
  Other: 'OTHER'
} as const;

export type LinkedDocumentType = typeof LinkedDocumentType[keyof typeof LinkedDocumentType];
/** Entries of one client or supplier to match together (an invoice with its payments), the consumer whose software receives it, and how to write it */
export type MatchEntriesInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Ids of the entries to match */
  entries: Array<Scalars['String']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Id of the client or supplier the entries are with */
  partnerId: Scalars['String']['input'];
};

/** Several matchings to make at once, the consumer whose software receives it, and how to write it */
export type MatchEntriesMultipleInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The matchings, each made on its own */
  matchings: Array<MatchingInput>;
};

/** What matchEntriesMultiple answers: the created records, or why there is none */
export type MatchEntriesMultiplePayload = {
  __typename?: 'MatchEntriesMultiplePayload';
  /** The created records; null when the mutation failed */
  matchingResult?: Maybe<Array<MatchingResult>>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What matchEntries answers: the created record, or why there is none */
export type MatchEntriesPayload = {
  __typename?: 'MatchEntriesPayload';
  /** The created record; null when the mutation failed */
  matching?: Maybe<Matching>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A matching made: its code and what is left open */
export type Matching = {
  __typename?: 'Matching';
  /** What the matched entries leave open (0 when they settle each other), in the currency's units */
  balance: Scalars['Float']['output'];
  /** Matching code given to the entries */
  matchingNumber: Scalars['String']['output'];
};

/** Entries of one client or supplier to match together (an invoice with its payments) */
export type MatchingInput = {
  /** Ids of the entries to match */
  entries: Array<Scalars['String']['input']>;
  /** Id of the client or supplier the entries are with */
  partnerId: Scalars['String']['input'];
};

/** What became of one matching of several */
export type MatchingResult = {
  __typename?: 'MatchingResult';
  /** Why the matching was not made, as the software said it */
  errorMsg?: Maybe<Scalars['JSON']['output']>;
  /** Matching code given to the entries, when made */
  matchingNumber?: Maybe<Scalars['String']['output']>;
  /** True when the matching was made */
  processed: Scalars['Boolean']['output'];
};

/** A miscellaneous operation: an entry outside sales, purchases and money movements */
export type MiscellaneousOperation = Node & {
  __typename?: 'MiscellaneousOperation';
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate from the operation’s currency to the folder’s on its day */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** The journal the operation is booked in */
  journal?: Maybe<Journal>;
  /** Id of the journal the operation is booked in */
  journalId: Scalars['String']['output'];
  /** The lines of the operation */
  lines: Array<MiscellaneousOperationLine>;
  /** Day the operation is booked on (1970-01-01 when the software has none) */
  operationDate?: Maybe<Scalars['Date']['output']>;
  /** Number of the operation */
  operationNumber?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the operation in the connected software */
  remoteId: Scalars['String']['output'];
  /** Where a miscellaneous operation stands */
  status: MiscellaneousOperationStatus;
};

/** A page of MiscellaneousOperation records (Relay connection) */
export type MiscellaneousOperationConnection = {
  __typename?: 'MiscellaneousOperationConnection';
  /** The records of the page, each with its cursor */
  edges: Array<MiscellaneousOperationEdge>;
  /** The records of the page */
  nodes: Array<MiscellaneousOperation>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One MiscellaneousOperation in a page, with its cursor */
export type MiscellaneousOperationEdge = {
  __typename?: 'MiscellaneousOperationEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The MiscellaneousOperation */
  node: MiscellaneousOperation;
};

/** Whether a miscellaneous operation to write is booked or kept as a draft */
export const MiscellaneousOperationInputStatus = {
  /** Kept as a draft */
  Draft: 'DRAFT',
  /** Booked */
  Posted: 'POSTED'
} as const;

export type MiscellaneousOperationInputStatus = typeof MiscellaneousOperationInputStatus[keyof typeof MiscellaneousOperationInputStatus];
/** One line of a miscellaneous operation */
export type MiscellaneousOperationLine = {
  __typename?: 'MiscellaneousOperationLine';
  /** Number of the ledger account */
  accountNumber: Scalars['String']['output'];
  /** Amount: positive for a credit, negative for a debit, in the currency's units */
  amount: Scalars['Float']['output'];
  /** The analytic account of the line */
  analytic?: Maybe<AnalyticAccount>;
  /** Id of the one analytic account of the line */
  analyticAccount?: Maybe<Scalars['String']['output']>;
  /** Text of the line */
  description?: Maybe<Scalars['String']['output']>;
  /** Position of the line in the operation, from 1 */
  lineNumber?: Maybe<Scalars['Int']['output']>;
  /** Id of the client or supplier, for a client or supplier account line */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** Which kind of account a line of a miscellaneous operation is booked on */
  type: MiscellaneousOperationLineType;
};

/** One line of a miscellaneous operation to write */
export type MiscellaneousOperationLineInput = {
  /** Number of the ledger account */
  accountNumber: Scalars['String']['input'];
  /** Amount: positive for a credit, negative for a debit, in the currency's units */
  amount: Scalars['Float']['input'];
  /** Id of the one analytic account of the line */
  analyticAccount?: InputMaybe<Scalars['String']['input']>;
  /** Text of the line */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Position of the line in the operation, from 1 */
  lineNumber?: InputMaybe<Scalars['Int']['input']>;
  /** Id of the client or supplier, for a client or supplier account line */
  partnerId?: InputMaybe<Scalars['String']['input']>;
  /** Which kind of account a line of a miscellaneous operation is booked on */
  type: MiscellaneousOperationLineType;
};

/** Which kind of account a line of a miscellaneous operation is booked on */
export const MiscellaneousOperationLineType = {
  /** The account of a client (partner_id names it) */
  CustomerAccount: 'CUSTOMER_ACCOUNT',
  /** A general ledger account */
  GeneralAccount: 'GENERAL_ACCOUNT',
  /** The account of a supplier (partner_id names it) */
  SupplierAccount: 'SUPPLIER_ACCOUNT'
} as const;

export type MiscellaneousOperationLineType = typeof MiscellaneousOperationLineType[keyof typeof MiscellaneousOperationLineType];
/** Where a miscellaneous operation stands */
export const MiscellaneousOperationStatus = {
  /** Cancelled: it no longer counts */
  Cancelled: 'CANCELLED',
  /** A draft, not booked yet */
  Draft: 'DRAFT',
  /** Booked and matched with the entries it settles */
  Matched: 'MATCHED',
  /** Booked */
  Posted: 'POSTED'
} as const;

export type MiscellaneousOperationStatus = typeof MiscellaneousOperationStatus[keyof typeof MiscellaneousOperationStatus];
/** A group of add-ons or customisation options of POS products, e.g. Toppings */
export type ModifierGroup = Node & {
  __typename?: 'ModifierGroup';
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name of the group */
  name: Scalars['String']['output'];
  /** The options of the group */
  options: Array<ModifierOption>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the modifier group in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of ModifierGroup records (Relay connection) */
export type ModifierGroupConnection = {
  __typename?: 'ModifierGroupConnection';
  /** The records of the page, each with its cursor */
  edges: Array<ModifierGroupEdge>;
  /** The records of the page */
  nodes: Array<ModifierGroup>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One ModifierGroup in a page, with its cursor */
export type ModifierGroupEdge = {
  __typename?: 'ModifierGroupEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The ModifierGroup */
  node: ModifierGroup;
};

/** One choice of a modifier group */
export type ModifierOption = {
  __typename?: 'ModifierOption';
  /** Name of the option, e.g. Extra cheese */
  name: Scalars['String']['output'];
  /** Price added to the item when chosen */
  price: Scalars['Float']['output'];
  /** Identifier of the option in the connected software */
  remoteId: Scalars['String']['output'];
};

/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type Mutation = {
  __typename?: 'Mutation';
  /** Attach a PDF to an invoice. Attaches a document (a PDF, base64) to an invoice. REST answers 204; GraphQL answers the invoice. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  addAccountingInvoiceAttachment: AddAccountingInvoiceAttachmentPayload;
  /** Create a bank account. Adds a bank account of the company, with its bank journal. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAccountingBankAccount: CreateAccountingBankAccountPayload;
  /** Create a client. Adds a customer to the books (a company or a person, with addresses and bank accounts) and answers it. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAccountingClient: CreateAccountingClientPayload;
  /** Record an expense. Records an employee’s expense claim with its lines (and receipt). Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAccountingExpense: CreateAccountingExpensePayload;
  /** Create an invoice. Books a sales or purchase invoice or credit note: its entry (receivable or payable, revenue or expense and VAT lines) is posted in its journal, each line on one analytic account. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAccountingInvoice: CreateAccountingInvoicePayload;
  /** Create an invoice with several analytic plans. Books a sales or purchase invoice or credit note whose lines are spread over the accounts of several analytic plans. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAccountingInvoiceMultiAnalyticPlans: CreateAccountingInvoiceMultiAnalyticPlansPayload;
  /** Pay an invoice. Records a payment of an invoice through a payment journal and matches it with the invoice. REST answers 204; GraphQL answers the invoice as it is after the payment. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAccountingInvoicePayment: CreateAccountingInvoicePaymentPayload;
  /** Create a supplier. Adds a supplier to the books and answers it. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAccountingSupplier: CreateAccountingSupplierPayload;
  /** Create an analytic account. Adds an account to the folder’s default analytic plan. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAnalyticAccount: CreateAnalyticAccountPayload;
  /** Create an analytic account in a plan. Adds an account to one analytic plan. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createAnalyticAccountInPlan: CreateAnalyticAccountInPlanPayload;
  /** Make an API client. Makes an API client with the scopes given (at most those of the calling token; all of them when left out) and answers its secret, which is shown only in this answer. */
  createApiClient: CreateApiClientPayload;
  /** Record bank transactions. Records a bank statement and its transactions in a bank journal, to be reconciled. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createBankTransactions: CreateBankTransactionsPayload;
  /** Create a connection. With an integration and the credentials it needs, creates the connection (credentials checked against the software first). Either way, answers the connect page where the end user finishes or changes it. */
  createConnection: CreateConnectionPayload;
  /** Create a consumer. Adds a customer of yours, whose software you then connect. */
  createConsumer: CreateConsumerPayload;
  /** Create a contact. Adds a customer, supplier or prospect (a company or a person, with its addresses) and answers the created record. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createContact: CreateContactPayload;
  /** Create a bank or cash entry. Writes a statement of a bank or cash journal: each line against a partner or a ledger account. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createFinancialEntry: CreateFinancialEntryPayload;
  /** Create an invoice. Creates an invoice or credit note, sale or purchase, with its lines, as a draft or posted as its status asks, and answers the created record. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createInvoice: CreateInvoicePayload;
  /** Create a journal. Adds a journal (sales, purchases, bank, cash or miscellaneous) to a folder. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createJournal: CreateJournalPayload;
  /** Create a journal entry. Posts an entry in a journal: its items debit and credit ledger accounts (and partners), and must balance to the cent. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createJournalEntry: CreateJournalEntryPayload;
  /** Create a ledger account. Adds an account to the folder’s chart of accounts. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createLedgerAccount: CreateLedgerAccountPayload;
  /** Create a miscellaneous operation. Writes an operation in a miscellaneous journal (a closing, a correction, a reversal); its lines must balance. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createMiscellaneousOperation: CreateMiscellaneousOperationPayload;
  /** Record a payment. Records a payment against an invoice, which lowers what is left to pay on it, and answers the payment. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createPayment: CreatePaymentPayload;
  /** Create a POS customer. Adds a customer to the point of sale and answers the created record. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createPosCustomer: CreatePosCustomerPayload;
  /** Create a product. Adds a product or service to the invoicing catalogue and answers the created record. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createProduct: CreateProductPayload;
  /** Subscribe to an event. Delivers every `event` to `url`, signed with `signingsecret` when given. */
  createWebhook: CreateWebhookPayload;
  /** Delete an API client. Deletes an API client other than the calling one: its secret stops working and every token it issued is refused from now on (within 2 seconds on every process sharing the database). Answers the id of the deleted client. */
  deleteApiClient: DeleteApiClientPayload;
  /** Delete a connection. Removes the connection and its credentials. Answers the id of the deleted connection. */
  deleteConnection: DeleteConnectionPayload;
  /** Delete a consumer. Deletes the consumer and its connections. Answers the id of the deleted consumer. */
  deleteConsumer: DeleteConsumerPayload;
  /** Delete a subscription. Stops the deliveries of the subscription. Answers the id of the deleted subscription. */
  deleteWebhook: DeleteWebhookPayload;
  /** Match entries. Matches (reconciles) the receivable or payable lines of entries of one partner whose amounts cancel out, e.g. an invoice and its payment. Matching entries that are matched together already answers their matching. */
  matchEntries: MatchEntriesPayload;
  /** Make several matchings. Makes several matchings at once, each as `matchEntries` does, and answers what became of each. */
  matchEntriesMultiple: MatchEntriesMultiplePayload;
  /** Replay a delivery. Delivers the event of a log row again, with the same `webhook-id`; answers the new attempt. */
  replayWebhookLog: ReplayWebhookLogPayload;
  /** Rotate an API client’s secret. Gives the API client a new secret, shown only in this answer; the old secret and every token issued before are refused from now on (within 2 seconds on every process sharing the database). */
  rotateApiClient: RotateApiClientPayload;
  /** Send a test event. Sends a signed `account.webhook.test` event to the subscription now; answers the attempt. */
  testWebhook: TestWebhookPayload;
  /** Change a client. Changes the fields of a customer that the body holds (the others keep their value) and answers it. */
  updateAccountingClient: UpdateAccountingClientPayload;
  /** Change a supplier. Changes the fields of a supplier that the body holds (the others keep their value) and answers it. */
  updateAccountingSupplier: UpdateAccountingSupplierPayload;
  /** Change an analytic account. Changes the fields of an analytic account of the default plan that the body holds. */
  updateAnalyticAccount: UpdateAnalyticAccountPayload;
  /** Change an analytic account of a plan. Changes the fields of an analytic account of one plan that the body holds. */
  updateAnalyticAccountInPlan: UpdateAnalyticAccountInPlanPayload;
  /** Update a connection. Renames, deactivates or changes the credentials of a connection; answers the connect page where the end user can change them instead. */
  updateConnection: UpdateConnectionPayload;
  /** Update a consumer. Changes the fields given; null clears a field. */
  updateConsumer: UpdateConsumerPayload;
  /** Change a payment. Changes the amount, day, payment method or description of a payment (a field left out keeps its value); the invoice’s amount left to pay follows. Answers the payment as it is now. */
  updatePayment: UpdatePaymentPayload;
  /** Set the customer of a POS order. Links an order to a customer and answers the order. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  updatePosOrderCustomer: UpdatePosOrderCustomerPayload;
  /** Update a subscription. Changes its URL, status or signing secret. */
  updateWebhook: UpdateWebhookPayload;
  /** Upload a document. Hands a document (a PDF or an image of an invoice, a receipt or an expense claim, base64) to the invoicing software, which files it as a draft to be completed, and answers what it made of it. */
  uploadDocument: UploadDocumentPayload;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationAddAccountingInvoiceAttachmentArgs = {
  input: AddAccountingInvoiceAttachmentInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAccountingBankAccountArgs = {
  input: CreateAccountingBankAccountInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAccountingClientArgs = {
  input: CreateAccountingClientInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAccountingExpenseArgs = {
  input: CreateAccountingExpenseInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAccountingInvoiceArgs = {
  input: CreateAccountingInvoiceInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAccountingInvoiceMultiAnalyticPlansArgs = {
  input: CreateAccountingInvoiceMultiAnalyticPlansInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAccountingInvoicePaymentArgs = {
  input: CreateAccountingInvoicePaymentInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAccountingSupplierArgs = {
  input: CreateAccountingSupplierInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAnalyticAccountArgs = {
  input: CreateAnalyticAccountInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateAnalyticAccountInPlanArgs = {
  input: CreateAnalyticAccountInPlanInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateApiClientArgs = {
  input: CreateApiClientInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateBankTransactionsArgs = {
  input: CreateBankTransactionsInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateConnectionArgs = {
  input: CreateConnectionInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateConsumerArgs = {
  input: CreateConsumerInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateContactArgs = {
  input: CreateContactInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateFinancialEntryArgs = {
  input: CreateFinancialEntryInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateInvoiceArgs = {
  input: CreateInvoiceInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateJournalArgs = {
  input: CreateJournalInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateJournalEntryArgs = {
  input: CreateJournalEntryInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateLedgerAccountArgs = {
  input: CreateLedgerAccountInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateMiscellaneousOperationArgs = {
  input: CreateMiscellaneousOperationInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreatePaymentArgs = {
  input: CreatePaymentInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreatePosCustomerArgs = {
  input: CreatePosCustomerInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationDeleteApiClientArgs = {
  input: DeleteApiClientInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationDeleteConnectionArgs = {
  input: DeleteConnectionInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationDeleteConsumerArgs = {
  input: DeleteConsumerInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationDeleteWebhookArgs = {
  input: DeleteWebhookInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationMatchEntriesArgs = {
  input: MatchEntriesInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationMatchEntriesMultipleArgs = {
  input: MatchEntriesMultipleInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationReplayWebhookLogArgs = {
  input: ReplayWebhookLogInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationRotateApiClientArgs = {
  input: RotateApiClientInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationTestWebhookArgs = {
  input: TestWebhookInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdateAccountingClientArgs = {
  input: UpdateAccountingClientInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdateAccountingSupplierArgs = {
  input: UpdateAccountingSupplierInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdateAnalyticAccountArgs = {
  input: UpdateAnalyticAccountInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdateAnalyticAccountInPlanArgs = {
  input: UpdateAnalyticAccountInPlanInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdateConnectionArgs = {
  input: UpdateConnectionInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdateConsumerArgs = {
  input: UpdateConsumerInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdatePaymentArgs = {
  input: UpdatePaymentInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdatePosOrderCustomerArgs = {
  input: UpdatePosOrderCustomerInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUpdateWebhookArgs = {
  input: UpdateWebhookInput;
};


/** What an API client changes: consumers, connections, records, webhooks and API clients */
export type MutationUploadDocumentArgs = {
  input: UploadDocumentInput;
};

/** A ledger account to create with the write when the software has none with this number */
export type NewLedgerAccountInput = {
  /** Name of the ledger account */
  accountName: Scalars['String']['input'];
  /** Number of the ledger account */
  accountNumber: Scalars['String']['input'];
};

/** The number the next document of a journal gets in one book year */
export type NextDocumentNumber = {
  __typename?: 'NextDocumentNumber';
  /** Name of the book year */
  bookyearName?: Maybe<Scalars['String']['output']>;
  /** Last day of the book year */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** Number the next document will get */
  nextDocumentNumber?: Maybe<Scalars['String']['output']>;
  /** First day of the book year */
  startDate?: Maybe<Scalars['Date']['output']>;
};

/** The Dutch G-account scheme: how an invoice’s payment is split between the G-account and the normal account */
export type NlPaymentTermsSplitInput = {
  /** The part of a Dutch invoice paid to one account */
  gAccount: PaymentTermAccountInput;
  /** The part of a Dutch invoice paid to one account */
  nAccount: PaymentTermAccountInput;
};

/** An object with an identity: its `id` is unique across the whole deployment, so client caches keyed by `__typename` and `id` never mix two consumers’ records */
export type Node = {
  /** Global id of the object; pass it to `node(id:)` to read the object again */
  id: Scalars['ID']['output'];
};

/** Whether a connector serves one operation */
export type OperationCoverage = {
  __typename?: 'OperationCoverage';
  /** Lintel operation id, e.g. invoicing.taxes.list */
  operation: Scalars['String']['output'];
  /** Whether a connector serves an operation */
  status: CoverageStatus;
};

/** A sales opportunity: a deal or a quote in progress */
export type Opportunity = Node & {
  __typename?: 'Opportunity';
  /** Internal note */
  comment?: Maybe<Scalars['String']['output']>;
  /** Day the opportunity was created */
  createdDate?: Maybe<Scalars['Date']['output']>;
  /** Currency of the amounts (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Longer text about the deal */
  description?: Maybe<Scalars['String']['output']>;
  /** Day a decision is expected */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Day the opportunity was closed */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** True once the deal is won */
  isWon: Scalars['Boolean']['output'];
  /** Title of the opportunity */
  name: Scalars['String']['output'];
  /** The user of the software who owns the deal */
  ownerRef?: Maybe<OwnerRef>;
  /** The customer contact of the opportunity */
  partner?: Maybe<Contact>;
  /** Lintel id of the customer contact */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** Name of the pipeline or sales team */
  pipeName?: Maybe<Scalars['String']['output']>;
  /** Name of the pipeline stage */
  pipeStatus?: Maybe<Scalars['String']['output']>;
  /** Chance of winning, in percent */
  probability: Scalars['Float']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the opportunity in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Stage of a deal in its life */
  status: OpportunityStatus;
  /** Expected revenue */
  total: Scalars['Float']['output'];
};

/** A page of Opportunity records (Relay connection) */
export type OpportunityConnection = {
  __typename?: 'OpportunityConnection';
  /** The records of the page, each with its cursor */
  edges: Array<OpportunityEdge>;
  /** The records of the page */
  nodes: Array<Opportunity>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One Opportunity in a page, with its cursor */
export type OpportunityEdge = {
  __typename?: 'OpportunityEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Opportunity */
  node: Opportunity;
};

/** Stage of a deal in its life */
export const OpportunityStatus = {
  /** Given up before a decision */
  Cancelled: 'CANCELLED',
  /** Closed, without the software saying whether won or lost */
  Closed: 'CLOSED',
  /** Lost: the customer declined */
  Lost: 'LOST',
  /** In progress */
  Open: 'OPEN',
  /** Won: the customer accepted */
  Won: 'WON'
} as const;

export type OpportunityStatus = typeof OpportunityStatus[keyof typeof OpportunityStatus];
/** An open item: an invoice or entry of a client or supplier not yet fully paid */
export type Outstanding = {
  __typename?: 'Outstanding';
  /** Ledger account it is booked on */
  accountNumber: Scalars['String']['output'];
  /** Total amount, in the currency's units */
  amount: Scalars['Float']['output'];
  /** Currency of the amounts (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate from its currency to the folder’s on its day (1 in the folder’s currency) */
  currencyExchangeRate: Scalars['Float']['output'];
  /** Day it is booked on */
  date: Scalars['Date']['output'];
  /** Day it is due (the last instalment’s) */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Its instalments */
  dueDates?: Maybe<Array<OutstandingDueDate>>;
  /** The journal it is booked in */
  journal?: Maybe<Journal>;
  /** Id of the journal it is booked in */
  journalId: Scalars['String']['output'];
  /** What a journal books: sales, purchases, money movements or other operations */
  journalType: JournalType;
  /** Matching codes of the payments or entries already matched with it */
  matchingNumbers?: Maybe<Array<Scalars['String']['output']>>;
  /** Number of the invoice or entry */
  number?: Maybe<Scalars['String']['output']>;
  /** Amount still open, in the currency's units */
  openAmount: Scalars['Float']['output'];
  /** The document an open item carried over from an earlier book year first came from */
  originalDocument?: Maybe<OutstandingOriginalDocument>;
  /** The client or supplier it is with */
  partner?: Maybe<AccountingPartner>;
  /** Id of the client or supplier */
  partnerId: Scalars['String']['output'];
  /** Communication expected with the payment */
  paymentCommunication?: Maybe<Scalars['String']['output']>;
  /** True once booked (validated), false for a draft */
  posted: Scalars['Boolean']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Its reference (e.g. the supplier’s invoice number) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the open item in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of Outstanding records (Relay connection) */
export type OutstandingConnection = {
  __typename?: 'OutstandingConnection';
  /** The records of the page, each with its cursor */
  edges: Array<OutstandingEdge>;
  /** The records of the page */
  nodes: Array<Outstanding>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One instalment of an open item */
export type OutstandingDueDate = {
  __typename?: 'OutstandingDueDate';
  /** Amount of the instalment, in the currency's units */
  amount: Scalars['Float']['output'];
  /** Day the instalment is due */
  dueDate: Scalars['Date']['output'];
  /** Name of the payment method expected */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** Id of the payment method expected */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
};

/** One Outstanding in a page, with its cursor */
export type OutstandingEdge = {
  __typename?: 'OutstandingEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Outstanding */
  node: Outstanding;
};

/** The document an open item carried over from an earlier book year first came from */
export type OutstandingOriginalDocument = {
  __typename?: 'OutstandingOriginalDocument';
  /** Day it was booked on */
  date?: Maybe<Scalars['Date']['output']>;
  /** Day it was due */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Id of the journal it was booked in */
  journalId?: Maybe<Scalars['String']['output']>;
  /** Type of that journal */
  journalType?: Maybe<JournalType>;
  /** Number of the original document */
  number?: Maybe<Scalars['String']['output']>;
  /** Its reference */
  reference?: Maybe<Scalars['String']['output']>;
  /** Id of the original document in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
};

/** Whose open items to list: what clients owe, or what is owed to suppliers */
export const OutstandingType = {
  /** Amounts clients still owe */
  Client: 'CLIENT',
  /** Amounts still owed to suppliers */
  Supplier: 'SUPPLIER'
} as const;

export type OutstandingType = typeof OutstandingType[keyof typeof OutstandingType];
/** A user of the connected software who owns a record */
export type OwnerRef = {
  __typename?: 'OwnerRef';
  /** Name of the entity in the connected software */
  model?: Maybe<Scalars['String']['output']>;
  /** Display name of the user */
  name?: Maybe<Scalars['String']['output']>;
  /** Id of the user in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
};

/** Where a page of a connection sits in the whole list */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last record of the page: pass it as `after` for the next page */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More records follow this page */
  hasNextPage: Scalars['Boolean']['output'];
  /** Records come before this page */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first record of the page; null when the page is empty */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** Whether a partner is a client or a supplier */
export const PartnerType = {
  /** A client (customer) */
  Client: 'CLIENT',
  /** A supplier */
  Supplier: 'SUPPLIER'
} as const;

export type PartnerType = typeof PartnerType[keyof typeof PartnerType];
/** A payment recorded against an invoice */
export type Payment = Node & {
  __typename?: 'Payment';
  /** Amount paid */
  amount: Scalars['Float']['output'];
  /** Currency of the payment (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Description of the payment */
  description: Scalars['String']['output'];
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** The invoice the payment settles */
  invoice?: Maybe<Invoice>;
  /** Lintel id of the invoice the payment settles */
  invoiceId?: Maybe<Scalars['String']['output']>;
  /** Number of the invoice the payment settles */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The contact who paid or was paid */
  partner?: Maybe<Contact>;
  /** Lintel id of the contact who paid or was paid */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** When the payment was made */
  paymentDate: Scalars['DateTime']['output'];
  /** Lintel id of the payment method */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Name of the payment method */
  paymentMethodName?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Where a payment stands */
  status: PaymentPaymentStatus;
};

/** A page of Payment records (Relay connection) */
export type PaymentConnection = {
  __typename?: 'PaymentConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PaymentEdge>;
  /** The records of the page */
  nodes: Array<Payment>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One Payment in a page, with its cursor */
export type PaymentEdge = {
  __typename?: 'PaymentEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Payment */
  node: Payment;
};

/** A way of paying invoices the software knows (bank transfer, card, cash…) */
export type PaymentMethod = Node & {
  __typename?: 'PaymentMethod';
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name of the payment method */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment method in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A page of PaymentMethod records (Relay connection) */
export type PaymentMethodConnection = {
  __typename?: 'PaymentMethodConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PaymentMethodEdge>;
  /** The records of the page */
  nodes: Array<PaymentMethod>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PaymentMethod in a page, with its cursor */
export type PaymentMethodEdge = {
  __typename?: 'PaymentMethodEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PaymentMethod */
  node: PaymentMethod;
};

/** Where a payment stands */
export const PaymentPaymentStatus = {
  /** Authorized, not captured yet */
  Authorized: 'AUTHORIZED',
  /** Cancelled */
  Canceled: 'CANCELED',
  /** Settled */
  Completed: 'COMPLETED',
  /** Failed */
  Failed: 'FAILED',
  /** Partly settled */
  PartiallyCompleted: 'PARTIALLY_COMPLETED',
  /** Recorded, not settled yet */
  Pending: 'PENDING',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type PaymentPaymentStatus = typeof PaymentPaymentStatus[keyof typeof PaymentPaymentStatus];
/** Italian payment details of an invoice (dati pagamento) */
export type PaymentReporting = {
  __typename?: 'PaymentReporting';
  /** Payment conditions */
  conditions?: Maybe<PaymentReportingConditions>;
  /** Payment method */
  method?: Maybe<PaymentReportingMethod>;
};

/** Italian payment conditions (FatturaPA CondizioniPagamento) */
export const PaymentReportingConditions = {
  /** Payment in instalments */
  Tp01: 'TP01',
  /** Payment in full */
  Tp02: 'TP02',
  /** Advance payment */
  Tp03: 'TP03'
} as const;

export type PaymentReportingConditions = typeof PaymentReportingConditions[keyof typeof PaymentReportingConditions];
/** Italian payment details of an invoice (dati pagamento) */
export type PaymentReportingInput = {
  /** Payment conditions */
  conditions?: InputMaybe<PaymentReportingConditions>;
  /** Payment method */
  method?: InputMaybe<PaymentReportingMethod>;
};

/** Italian payment method (FatturaPA ModalitaPagamento, MP01 cash to MP23) */
export const PaymentReportingMethod = {
  /** Payment method MP01 of FatturaPA */
  Mp01: 'MP01',
  /** Payment method MP02 of FatturaPA */
  Mp02: 'MP02',
  /** Payment method MP03 of FatturaPA */
  Mp03: 'MP03',
  /** Payment method MP04 of FatturaPA */
  Mp04: 'MP04',
  /** Payment method MP05 of FatturaPA */
  Mp05: 'MP05',
  /** Payment method MP06 of FatturaPA */
  Mp06: 'MP06',
  /** Payment method MP07 of FatturaPA */
  Mp07: 'MP07',
  /** Payment method MP08 of FatturaPA */
  Mp08: 'MP08',
  /** Payment method MP09 of FatturaPA */
  Mp09: 'MP09',
  /** Payment method MP10 of FatturaPA */
  Mp10: 'MP10',
  /** Payment method MP11 of FatturaPA */
  Mp11: 'MP11',
  /** Payment method MP12 of FatturaPA */
  Mp12: 'MP12',
  /** Payment method MP13 of FatturaPA */
  Mp13: 'MP13',
  /** Payment method MP14 of FatturaPA */
  Mp14: 'MP14',
  /** Payment method MP15 of FatturaPA */
  Mp15: 'MP15',
  /** Payment method MP16 of FatturaPA */
  Mp16: 'MP16',
  /** Payment method MP17 of FatturaPA */
  Mp17: 'MP17',
  /** Payment method MP18 of FatturaPA */
  Mp18: 'MP18',
  /** Payment method MP19 of FatturaPA */
  Mp19: 'MP19',
  /** Payment method MP20 of FatturaPA */
  Mp20: 'MP20',
  /** Payment method MP21 of FatturaPA */
  Mp21: 'MP21',
  /** Payment method MP22 of FatturaPA */
  Mp22: 'MP22',
  /** Payment method MP23 of FatturaPA */
  Mp23: 'MP23'
} as const;

export type PaymentReportingMethod = typeof PaymentReportingMethod[keyof typeof PaymentReportingMethod];
/** Which invoices a listing returns by payment: all, the unpaid ones (partially paid included) or the paid ones */
export const PaymentStatus = {
  /** Every invoice */
  All: 'ALL',
  /** Invoices paid in full */
  Paid: 'PAID',
  /** Invoices with an amount left to pay, partially paid ones included */
  Unpaid: 'UNPAID'
} as const;

export type PaymentStatus = typeof PaymentStatus[keyof typeof PaymentStatus];
/** The part of a Dutch invoice paid to one account */
export type PaymentTermAccountInput = {
  /** Amount paid to this account, in the currency's units */
  amount: Scalars['Float']['input'];
  /** IBAN of the account */
  iban: Scalars['String']['input'];
};

/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type Pms = {
  __typename?: 'Pms';
  /** List PMS accounting categories. The revenue categories of the properties and the ledger accounts they are booked on. */
  accountingCategories?: Maybe<PmsAccountingCategoryConnection>;
  /** List PMS accounting transactions. The journal lines of the window (business days of the property, both included): charges and their tax lines by accounting category, and payments, of one property or all. */
  accountingTransactions?: Maybe<PmsAccountingTransactionConnection>;
  /** Get the closure of a PMS business day. What the properties took (payments by method) and charged (by tax rate) on one business day, the day of each property in its own time zone; closed once that day is over there. */
  closure?: Maybe<PmsClosure>;
  /** Get one PMS customer. One guest or company by its id in the software; not found (REST 404, GraphQL null) when the software has no such customer. */
  customer?: Maybe<PmsCustomer>;
  /** List PMS customers. The guests and companies of the property management system, searched by name, email or phone. */
  customers?: Maybe<PmsCustomerConnection>;
  /** List PMS invoices. The bills closed in the window (business days of the property, both included), with their lines and the payments that settle them, of one property or all. */
  invoices?: Maybe<PmsInvoiceConnection>;
  /** List PMS locations. The properties (hotels) of the property management system, with their time zones. */
  locations?: Maybe<PmsLocationConnection>;
  /** List PMS orders. What guests consumed: the orders whose service date (state=consumed) or closing date (state=closed) falls in the window, the last 90 days by default. */
  orders?: Maybe<PmsOrderConnection>;
  /** List PMS payment methods. The ways the properties take payments, with the ledger account of each, of one property or all. */
  paymentMethods?: Maybe<PmsPaymentMethodConnection>;
  /** List PMS payments. The payments made in the window (business days of the property, both included): money received is positive, refunds negative. */
  payments?: Maybe<PmsPaymentConnection>;
  /** List PMS tax rates. The tax rates of the property management system, city taxes included. */
  taxes?: Maybe<PmsTaxRateConnection>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsAccountingCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsAccountingTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsClosureArgs = {
  date: Scalars['Date']['input'];
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsCustomerArgs = {
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsLocationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<PmsOrderState>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsPaymentMethodsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines */
export type PmsTaxesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A revenue category of the property (accommodation, city tax, food, beverage…) and the accounts it is booked on */
export type PmsAccountingCategory = Node & {
  __typename?: 'PmsAccountingCategory';
  /** Code of the category */
  code?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Ledger account the category’s revenue is booked on */
  ledgerAccountCode?: Maybe<Scalars['String']['output']>;
  /** Name of the category */
  name: Scalars['String']['output'];
  /** Posting account of the category */
  postingAccountCode?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the accounting category in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A page of PmsAccountingCategory records (Relay connection) */
export type PmsAccountingCategoryConnection = {
  __typename?: 'PmsAccountingCategoryConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsAccountingCategoryEdge>;
  /** The records of the page */
  nodes: Array<PmsAccountingCategory>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsAccountingCategory in a page, with its cursor */
export type PmsAccountingCategoryEdge = {
  __typename?: 'PmsAccountingCategoryEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsAccountingCategory */
  node: PmsAccountingCategory;
};

/** One line of the property’s journal: a charge, its tax or a payment, with its accounts */
export type PmsAccountingTransaction = {
  __typename?: 'PmsAccountingTransaction';
  /** The accounting category of the transaction */
  accountingCategory?: Maybe<PmsAccountingCategory>;
  /** Lintel id of the accounting category of the transaction */
  accountingCategoryId?: Maybe<Scalars['String']['output']>;
  /** Amount: revenue and tax positive, payments negative (they settle the charges) */
  amount: Scalars['Float']['output'];
  /** Currency of the amount (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Exchange rate at the transaction date */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** When the transaction was recorded in the software */
  date: Scalars['DateTime']['output'];
  /** What the transaction is */
  description?: Maybe<Scalars['String']['output']>;
  /** Id shared by the transactions of one record (e.g. a bill) */
  groupId: Scalars['String']['output'];
  /** The line is the tax of another line */
  isTaxLine: Scalars['Boolean']['output'];
  /** Ledger account the transaction is booked on */
  ledgerAccountCode?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the property */
  locationId?: Maybe<Scalars['String']['output']>;
  /** The record the transaction comes from */
  origin?: Maybe<PmsAccountingTransactionOrigin>;
  /** The customer the transaction concerns */
  partnerId?: Maybe<PmsCustomerReference>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** An external or contextual reference (e.g. the invoice number) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the transaction in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Whether a transaction is final in the software */
  status: PmsAccountingTransactionStatus;
  /** Id shared by a line and its tax line */
  subGroupId?: Maybe<Scalars['String']['output']>;
  /** Id of the tax rate in the software */
  taxCode?: Maybe<Scalars['String']['output']>;
  /** What an accounting transaction records */
  transactionType: PmsAccountingTransactionType;
};

/** A page of PmsAccountingTransaction records (Relay connection) */
export type PmsAccountingTransactionConnection = {
  __typename?: 'PmsAccountingTransactionConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsAccountingTransactionEdge>;
  /** The records of the page */
  nodes: Array<PmsAccountingTransaction>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsAccountingTransaction in a page, with its cursor */
export type PmsAccountingTransactionEdge = {
  __typename?: 'PmsAccountingTransactionEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsAccountingTransaction */
  node: PmsAccountingTransaction;
};

/** The record an accounting transaction comes from */
export type PmsAccountingTransactionOrigin = {
  __typename?: 'PmsAccountingTransactionOrigin';
  /** Identifier of the record in the connected software */
  remoteId: Scalars['String']['output'];
  /** The kind of record a transaction comes from */
  type: PmsAccountingTransactionOriginType;
};

/** The kind of record a transaction comes from */
export const PmsAccountingTransactionOriginType = {
  /** An invoice (bill) */
  Invoice: 'INVOICE',
  /** An order (an item consumed) */
  Order: 'ORDER',
  /** A payment */
  Payment: 'PAYMENT'
} as const;

export type PmsAccountingTransactionOriginType = typeof PmsAccountingTransactionOriginType[keyof typeof PmsAccountingTransactionOriginType];
/** Whether a transaction is final in the software */
export const PmsAccountingTransactionStatus = {
  /** Not final yet (e.g. on an open bill) */
  Draft: 'DRAFT',
  /** Final (e.g. on a closed bill) */
  Posted: 'POSTED'
} as const;

export type PmsAccountingTransactionStatus = typeof PmsAccountingTransactionStatus[keyof typeof PmsAccountingTransactionStatus];
/** What an accounting transaction records */
export const PmsAccountingTransactionType = {
  /** An extra sold with the stay (breakfast, parking…) */
  Addon: 'ADDON',
  /** A fee (e.g. a cancellation fee) */
  Fee: 'FEE',
  /** An invoice */
  Invoice: 'INVOICE',
  /** Anything else */
  Other: 'OTHER',
  /** A payment received or refunded */
  Payment: 'PAYMENT',
  /** A sale of a point of sale (restaurant, bar) */
  Pos: 'POS',
  /** A reservation */
  Reservation: 'RESERVATION',
  /** A room night */
  Room: 'ROOM',
  /** A tax (e.g. a city tax) */
  Tax: 'TAX'
} as const;

export type PmsAccountingTransactionType = typeof PmsAccountingTransactionType[keyof typeof PmsAccountingTransactionType];
/** A postal address: of a property, a guest, a company or a bill partner */
export type PmsAddress = {
  __typename?: 'PmsAddress';
  /** What the address is used for, e.g. billing */
  addressType?: Maybe<Scalars['String']['output']>;
  /** Box or apartment */
  box?: Maybe<Scalars['String']['output']>;
  /** City */
  city?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. FR) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** Name given to the address */
  name?: Maybe<Scalars['String']['output']>;
  /** House number */
  number?: Maybe<Scalars['String']['output']>;
  /** Postal code */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street name */
  street?: Maybe<Scalars['String']['output']>;
};

/** A bill (invoice) issued for an order */
export type PmsBill = {
  __typename?: 'PmsBill';
  /** When the bill was closed */
  closingDate?: Maybe<Scalars['DateTime']['output']>;
  /** When the bill was opened */
  creationDate?: Maybe<Scalars['DateTime']['output']>;
  /** Number of the invoice, once issued */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Who the bill is for */
  partners: Array<PmsPartner>;
  /** Identifier of the bill in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** The closure of one business day (the property’s day, in its time zone): payments by method and charges by tax rate */
export type PmsClosure = {
  __typename?: 'PmsClosure';
  /** The closures of the day, one per property */
  closures?: Maybe<Array<PmsClosureInformation>>;
  /** The business day */
  date: Scalars['Date']['output'];
  /** Whether a business day is over */
  status: PmsClosureState;
};

/** One closure of a day: what a property took and charged */
export type PmsClosureInformation = {
  __typename?: 'PmsClosureInformation';
  /** Identifier of the closure (the property and the day) */
  id: Scalars['String']['output'];
  /** The day’s payments by method */
  payments?: Maybe<Array<PmsClosurePayment>>;
  /** Tax of the day’s charges */
  taxAmount: Scalars['Float']['output'];
  /** The day’s charges by tax rate */
  taxes?: Maybe<Array<PmsClosureTax>>;
  /** Total of the day’s payments */
  total: Scalars['Float']['output'];
};

/** The payments of a day by one method */
export type PmsClosurePayment = {
  __typename?: 'PmsClosurePayment';
  /** Lintel id of the payment method */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Chift’s name of the payment method */
  paymentMethodName?: Maybe<Scalars['String']['output']>;
  /** Tips paid by this method, not part of total */
  tip?: Maybe<Scalars['Float']['output']>;
  /** Amount received by this method, refunds deducted */
  total: Scalars['Float']['output'];
};

/** Whether a business day is over */
export const PmsClosureState = {
  /** The day is over in the property’s time zone */
  Closed: 'CLOSED',
  /** The day is not over yet (or has not started) in the property’s time zone */
  Open: 'OPEN'
} as const;

export type PmsClosureState = typeof PmsClosureState[keyof typeof PmsClosureState];
/** The tax of a day at one rate */
export type PmsClosureTax = {
  __typename?: 'PmsClosureTax';
  /** The tax rate, when known */
  tax?: Maybe<PmsTaxRate>;
  /** Tax at this rate */
  taxAmount: Scalars['Float']['output'];
  /** Lintel id of the tax rate, when known */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Rate in percent */
  taxRate: Scalars['Float']['output'];
  /** Total of the lines taxed at this rate, tax included */
  total: Scalars['Float']['output'];
};

/** A guest or a company known to the property management system */
export type PmsCustomer = Node & {
  __typename?: 'PmsCustomer';
  /** Accounting account of the customer (e.g. 411000) */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Postal addresses */
  addresses?: Maybe<Array<PmsAddress>>;
  /** Name of the company, for a company */
  companyName?: Maybe<Scalars['String']['output']>;
  /** When the customer was created */
  createdOn?: Maybe<Scalars['DateTime']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** First name, for a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** A company rather than a person */
  isCompany?: Maybe<Scalars['Boolean']['output']>;
  /** Last name, for a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the customer in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A page of PmsCustomer records (Relay connection) */
export type PmsCustomerConnection = {
  __typename?: 'PmsCustomerConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsCustomerEdge>;
  /** The records of the page */
  nodes: Array<PmsCustomer>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsCustomer in a page, with its cursor */
export type PmsCustomerEdge = {
  __typename?: 'PmsCustomerEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsCustomer */
  node: PmsCustomer;
};

/** The customer (guest or company) a record names */
export type PmsCustomerReference = {
  __typename?: 'PmsCustomerReference';
  /** The customer record */
  customer?: Maybe<PmsCustomer>;
  /** Identifier of the customer in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A discount given on an order line */
export type PmsDiscount = {
  __typename?: 'PmsDiscount';
  /** Name of the discount */
  name?: Maybe<Scalars['String']['output']>;
  /** Id of the discount in the software, when it has one */
  remoteId?: Maybe<Scalars['String']['output']>;
  /** Amount taken off the line, tax included */
  total: Scalars['Float']['output'];
  /** Why a discount was given */
  type?: Maybe<PmsDiscountType>;
};

/** Why a discount was given */
export const PmsDiscountType = {
  /** A loss (e.g. waste or breakage) */
  Loss: 'LOSS',
  /** Offered to the guest */
  Offered: 'OFFERED',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type PmsDiscountType = typeof PmsDiscountType[keyof typeof PmsDiscountType];
/** A closed (or open) bill of the property: its lines, the payments that settle it and who it is for */
export type PmsInvoice = {
  __typename?: 'PmsInvoice';
  /** When the bill was closed (the invoice issued) */
  closingDate?: Maybe<Scalars['DateTime']['output']>;
  /** When the bill was opened */
  creationDate?: Maybe<Scalars['DateTime']['output']>;
  /** The customer billed: the company charged when the bill has one, else the guest */
  customer?: Maybe<PmsCustomer>;
  /** Lintel id of the customer billed: the company charged when the bill has one, else the guest; a Lintel addition to Chift’s item */
  customerId?: Maybe<Scalars['String']['output']>;
  /** Number of the invoice, once issued */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Lines of the bill: nights, city tax, food and beverage… */
  items: Array<PmsOrderItem>;
  /** Who the bill is for: its owner and accounts charged */
  partners?: Maybe<Array<PmsPartner>>;
  /** Payments that settle the bill */
  payments: Array<PmsPayment>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the invoice (bill) in the connected software */
  remoteId: Scalars['String']['output'];
  /** The stay the bill belongs to */
  reservation?: Maybe<PmsReservation>;
  /** Lintel id of the service the bill is for (accommodation…) */
  serviceId?: Maybe<Scalars['String']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Tax of the bill */
  taxAmount: Scalars['Float']['output'];
  /** Total of the bill, tax included */
  total: Scalars['Float']['output'];
  /** Total of the bill, tax excluded */
  untaxedAmount: Scalars['Float']['output'];
};

/** A page of PmsInvoice records (Relay connection) */
export type PmsInvoiceConnection = {
  __typename?: 'PmsInvoiceConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsInvoiceEdge>;
  /** The records of the page */
  nodes: Array<PmsInvoice>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsInvoice in a page, with its cursor */
export type PmsInvoiceEdge = {
  __typename?: 'PmsInvoiceEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsInvoice */
  node: PmsInvoice;
};

/** A property (hotel) of the property management system */
export type PmsLocation = Node & {
  __typename?: 'PmsLocation';
  /** Postal address of the property */
  address?: Maybe<PmsAddress>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name of the property */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the property in the connected software */
  remoteId: Scalars['String']['output'];
  /** Time zone of the property (IANA, e.g. Europe/Brussels): its business days are this zone’s days */
  timezone?: Maybe<Scalars['String']['output']>;
};

/** A page of PmsLocation records (Relay connection) */
export type PmsLocationConnection = {
  __typename?: 'PmsLocationConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsLocationEdge>;
  /** The records of the page */
  nodes: Array<PmsLocation>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsLocation in a page, with its cursor */
export type PmsLocationEdge = {
  __typename?: 'PmsLocationEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsLocation */
  node: PmsLocation;
};

/** What a guest consumed: the lines of one stay or one service order, with its bills */
export type PmsOrder = Node & {
  __typename?: 'PmsOrder';
  /** Bills issued for the order */
  bills: Array<PmsBill>;
  /** When the order was closed */
  closingDate?: Maybe<Scalars['DateTime']['output']>;
  /** Country of the property, ISO 3166-1 alpha-2 */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** When the order was created */
  creationDate: Scalars['DateTime']['output'];
  /** Currency of the amounts (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** The guest (or company) the order is for */
  customer?: Maybe<PmsCustomer>;
  /** Lintel id of the guest */
  customerId?: Maybe<Scalars['String']['output']>;
  /** Delivery fee charged */
  deliveryFee: Scalars['Float']['output'];
  /** Device that recorded the order */
  deviceId?: Maybe<Scalars['String']['output']>;
  /** Number of guests */
  guests?: Maybe<Scalars['Int']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Lines of the order */
  items: Array<PmsOrderItem>;
  /** Lintel id of the property or outlet */
  locationId?: Maybe<Scalars['String']['output']>;
  /** Loyalty points earned */
  loyalty?: Maybe<Scalars['Float']['output']>;
  /** How an order is served */
  mode?: Maybe<PmsOrderMode>;
  /** Number of the order in the software */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the order in the connected software */
  remoteId: Scalars['String']['output'];
  /** The stay the order belongs to */
  reservation?: Maybe<PmsReservation>;
  /** When the service was consumed */
  serviceDate?: Maybe<Scalars['DateTime']['output']>;
  /** Lintel id of the service (accommodation, restaurant…) */
  serviceId?: Maybe<Scalars['String']['output']>;
  /** The channel an order came through */
  source?: Maybe<PmsOrderSource>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Tax of the order */
  taxAmount: Scalars['Float']['output'];
  /** Tax of the order by rate */
  taxes: Array<PmsOrderTax>;
  /** Total of the order, tax included */
  total: Scalars['Float']['output'];
  /** Discounts given, tax included */
  totalDiscount: Scalars['Float']['output'];
  /** Amount refunded */
  totalRefund: Scalars['Float']['output'];
  /** Tips received */
  totalTip: Scalars['Float']['output'];
};

/** A page of PmsOrder records (Relay connection) */
export type PmsOrderConnection = {
  __typename?: 'PmsOrderConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsOrderEdge>;
  /** The records of the page */
  nodes: Array<PmsOrder>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsOrder in a page, with its cursor */
export type PmsOrderEdge = {
  __typename?: 'PmsOrderEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsOrder */
  node: PmsOrder;
};

/** One line of a PMS order */
export type PmsOrderItem = {
  __typename?: 'PmsOrderItem';
  /** The accounting category of the line (its ledger account) */
  accountingCategory?: Maybe<PmsAccountingCategory>;
  /** Lintel id of the accounting category of the line */
  accountingCategoryId?: Maybe<Scalars['String']['output']>;
  /** What was sold */
  description?: Maybe<Scalars['String']['output']>;
  /** Discounts given on the line */
  discounts: Array<PmsDiscount>;
  /** Lintel id of the menu the line belongs to */
  menuId?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the product sold */
  productId?: Maybe<Scalars['String']['output']>;
  /** Quantity sold */
  quantity: Scalars['Float']['output'];
  /** Identifier of the line in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** The tax rate of the line */
  tax?: Maybe<PmsTaxRate>;
  /** Tax of the line */
  taxAmount: Scalars['Float']['output'];
  /** Lintel id of the tax rate of the line */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Tax rate of the line in percent */
  taxRate?: Maybe<Scalars['Float']['output']>;
  /** Total of the line, tax included */
  total: Scalars['Float']['output'];
  /** What an order line sells */
  type?: Maybe<PmsOrderItemType>;
  /** Price of one unit, tax excluded */
  unitPrice: Scalars['Float']['output'];
};

/** What an order line sells */
export const PmsOrderItemType = {
  /** A discount on the whole order */
  GeneralDiscount: 'GENERAL_DISCOUNT',
  /** A menu (a set of products sold together) */
  Menu: 'MENU',
  /** A product */
  Product: 'PRODUCT',
  /** A service (e.g. a night, a spa treatment) */
  Service: 'SERVICE'
} as const;

export type PmsOrderItemType = typeof PmsOrderItemType[keyof typeof PmsOrderItemType];
/** How an order is served */
export const PmsOrderMode = {
  /** Delivered to the guest */
  Delivery: 'DELIVERY',
  /** Served on the premises */
  EatIn: 'EAT_IN',
  /** Taken away by the guest */
  Takeaway: 'TAKEAWAY',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type PmsOrderMode = typeof PmsOrderMode[keyof typeof PmsOrderMode];
/** The channel an order came through */
export const PmsOrderSource = {
  /** Deliveroo */
  Deliveroo: 'DELIVEROO',
  /** Foodora */
  Foodora: 'FOODORA',
  /** Glovo */
  Glovo: 'GLOVO',
  /** Just Eat */
  Justeat: 'JUSTEAT',
  /** A self-service kiosk */
  Kiosk: 'KIOSK',
  /** A mobile app */
  Mobile: 'MOBILE',
  /** The point of sale on the premises */
  Pos: 'POS',
  /** A point of sale elsewhere (e.g. a handheld terminal) */
  RemotePos: 'REMOTE_POS',
  /** Smilein */
  Smilein: 'SMILEIN',
  /** Uber Eats */
  Ubereats: 'UBEREATS',
  /** The software does not say */
  Unknown: 'UNKNOWN',
  /** A website */
  Web: 'WEB'
} as const;

export type PmsOrderSource = typeof PmsOrderSource[keyof typeof PmsOrderSource];
/** Which date of an order a listing window applies to */
export const PmsOrderState = {
  /** The orders closed in the window */
  Closed: 'CLOSED',
  /** The orders whose service date is in the window */
  Consumed: 'CONSUMED'
} as const;

export type PmsOrderState = typeof PmsOrderState[keyof typeof PmsOrderState];
/** The tax of an order at one rate: the sum over the lines taxed at that rate */
export type PmsOrderTax = {
  __typename?: 'PmsOrderTax';
  /** Name of the tax as the software shows it */
  name?: Maybe<Scalars['String']['output']>;
  /** The tax rate, when known */
  tax?: Maybe<PmsTaxRate>;
  /** Amount of tax at this rate */
  taxAmount: Scalars['Float']['output'];
  /** Lintel id of the tax rate, when known */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Rate in percent */
  taxRate: Scalars['Float']['output'];
  /** Total of the lines taxed at this rate, tax included */
  total: Scalars['Float']['output'];
};

/** A person or company on a bill */
export type PmsPartner = {
  __typename?: 'PmsPartner';
  /** Postal address of the partner */
  address?: Maybe<PmsAddress>;
  /** Name of a company */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The guest or company this partner is, as a customer record */
  customer?: Maybe<PmsCustomer>;
  /** First name of a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Last name of a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Identifier of the partner in the connected software (a customer’s id) */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Role of a partner on a bill: the owner of the bill or an account charged */
  type: PmsPartnerType;
};

/** Role of a partner on a bill: the owner of the bill or an account charged */
export const PmsPartnerType = {
  /** An account the bill is charged to */
  Account: 'ACCOUNT',
  /** The owner of the bill */
  Owner: 'OWNER'
} as const;

export type PmsPartnerType = typeof PmsPartnerType[keyof typeof PmsPartnerType];
/** Money received for a bill (positive) or given back (negative, a refund) */
export type PmsPayment = {
  __typename?: 'PmsPayment';
  /** Currency of the payment (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** When the payment was made */
  date?: Maybe<Scalars['DateTime']['output']>;
  /** What the payment is for */
  description?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the invoice (bill) the payment settles, when it settles one */
  invoiceRef?: Maybe<Scalars['String']['output']>;
  /** The customer who paid */
  partnerId?: Maybe<PmsCustomerReference>;
  /** Lintel id of the payment method used */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Chift’s name of the payment method (Cash, Card, Transfer…) */
  paymentMethodName?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Where a payment stands */
  status?: Maybe<PmsPaymentStatus>;
  /** Tips paid with the payment, not part of total */
  tip?: Maybe<Scalars['Float']['output']>;
  /** Amount paid: positive when received, negative when refunded; tips excluded */
  total: Scalars['Float']['output'];
};

/** A page of PmsPayment records (Relay connection) */
export type PmsPaymentConnection = {
  __typename?: 'PmsPaymentConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsPaymentEdge>;
  /** The records of the page */
  nodes: Array<PmsPayment>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsPayment in a page, with its cursor */
export type PmsPaymentEdge = {
  __typename?: 'PmsPaymentEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsPayment */
  node: PmsPayment;
};

/** A way a property takes payments (cash, card, bank transfer, invoice to a company…) */
export type PmsPaymentMethod = Node & {
  __typename?: 'PmsPaymentMethod';
  /** Name of the payment method in the software */
  extra?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Ledger account the payments are booked on */
  ledgerAccountCode?: Maybe<Scalars['String']['output']>;
  /** Chift’s name of the payment method (Cash, Card, Transfer…) */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment method in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A page of PmsPaymentMethod records (Relay connection) */
export type PmsPaymentMethodConnection = {
  __typename?: 'PmsPaymentMethodConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsPaymentMethodEdge>;
  /** The records of the page */
  nodes: Array<PmsPaymentMethod>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsPaymentMethod in a page, with its cursor */
export type PmsPaymentMethodEdge = {
  __typename?: 'PmsPaymentMethodEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsPaymentMethod */
  node: PmsPaymentMethod;
};

/** Where a payment stands */
export const PmsPaymentStatus = {
  /** Authorised (e.g. a card pre-authorisation), not captured yet */
  Authorised: 'AUTHORISED',
  /** Cancelled before it was settled */
  Canceled: 'CANCELED',
  /** Settled */
  Completed: 'COMPLETED',
  /** Refused or failed */
  Failed: 'FAILED',
  /** Started, not settled yet */
  Pending: 'PENDING',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type PmsPaymentStatus = typeof PmsPaymentStatus[keyof typeof PmsPaymentStatus];
/** The stay an order belongs to */
export type PmsReservation = {
  __typename?: 'PmsReservation';
  /** When the reservation was made, in the hotel’s local time (ISO 8601, without zone designator) */
  creationDate?: Maybe<Scalars['LocalDateTime']['output']>;
  /** Departure, in the hotel’s local time (ISO 8601, without zone designator) */
  endDate?: Maybe<Scalars['LocalDateTime']['output']>;
  /** Identifier of the reservation in the connected software */
  remoteId: Scalars['String']['output'];
  /** The room booked */
  resourceId?: Maybe<PmsResource>;
  /** Number or code of the room */
  resourceIdentifier?: Maybe<Scalars['String']['output']>;
  /** Name of the room */
  resourceName?: Maybe<Scalars['String']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Arrival, in the hotel’s local time (ISO 8601, without zone designator) */
  startDate?: Maybe<Scalars['LocalDateTime']['output']>;
};

/** A bookable resource (a room) of the PMS */
export type PmsResource = {
  __typename?: 'PmsResource';
  /** Identifier of the resource in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A tax rate configured in the property management system */
export type PmsTaxRate = Node & {
  __typename?: 'PmsTaxRate';
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** A city or tourist tax rather than VAT */
  isCityTax: Scalars['Boolean']['output'];
  /** Name of the rate as the software shows it */
  label: Scalars['String']['output'];
  /** Rate in percent; 0 for a flat tax, whose amount is in the label */
  rate: Scalars['Float']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the tax rate in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A page of PmsTaxRate records (Relay connection) */
export type PmsTaxRateConnection = {
  __typename?: 'PmsTaxRateConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PmsTaxRateEdge>;
  /** The records of the page */
  nodes: Array<PmsTaxRate>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PmsTaxRate in a page, with its cursor */
export type PmsTaxRateEdge = {
  __typename?: 'PmsTaxRateEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PmsTaxRate */
  node: PmsTaxRate;
};

/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type Pos = {
  __typename?: 'Pos';
  /** List POS accounting categories. The accounting categories of the sales with their ledger accounts, of one location or all. */
  accountingCategories?: Maybe<PosAccountingCategoryConnection>;
  /** Get the closure of a day. The closure (Z report) of a location's business day: what it took by payment method and tax rate. */
  closure?: Maybe<PosClosure>;
  /** Get one POS customer. One customer by its id in the software; not found (REST 404, GraphQL null) when the software has no such customer. */
  customer?: Maybe<PosCustomer>;
  /** List POS customers. The customers of the point of sale; search, email and phone narrow it. */
  customers?: Maybe<PosCustomerConnection>;
  /** List POS locations. The locations (shops, restaurants, outlets) of the point of sale, with their time zones. */
  locations?: Maybe<PosLocationConnection>;
  /** List modifiers. The modifier groups (add-ons, customisation options) of the POS products, of one location or all. */
  modifiers?: Maybe<ModifierGroupConnection>;
  /** List sales objectives. The daily sales objectives between date_from and date_to, both included. */
  objectives?: Maybe<PosObjectiveConnection>;
  /** Get one POS order. One order by its id in the software; not found (REST 404, GraphQL null) when the software has no such order. */
  order?: Maybe<PosOrder>;
  /** List POS orders. The orders (tickets) with their lines, taxes and payments; date_from and date_to are business days in each location's time zone. */
  orders?: Maybe<PosOrderConnection>;
  /** List POS payment methods. The ways customers pay (cash, card…), of one location or all. */
  paymentMethods?: Maybe<PosPaymentMethodConnection>;
  /** List POS payments. The payments (refunds as negative amounts) made between date_from and date_to, both included. */
  payments?: Maybe<PosPaymentConnection>;
  /** List POS product categories. The categories of the products; only_parents keeps the top-level ones. */
  productCategories?: Maybe<PosProductCategoryConnection>;
  /** List POS products. The products sold at the point of sale with their prices, of one location or all. */
  products?: Maybe<PosProductConnection>;
  /** Get the report of a day. A location's business day: its orders by category and its payments by method and tax rate. */
  report?: Maybe<PosReport>;
  /** Get the sales of a period. The total and tax of the closed orders of the business days date_from to date_to (each location's time zone), by tax rate. */
  sales?: Maybe<PosSales>;
  /** List POS tax rates. The tax rates of the point of sale. */
  taxRates?: Maybe<PosTaxRateConnection>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosAccountingCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosClosureArgs = {
  date: Scalars['Date']['input'];
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosCustomerArgs = {
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosLocationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosModifiersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosObjectivesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosOrderArgs = {
  remoteId: Scalars['String']['input'];
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  closureId?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<PosOrderState>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosPaymentMethodsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
  onlyParents?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosReportArgs = {
  date: Scalars['Date']['input'];
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosSalesArgs = {
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
  locationId?: InputMaybe<Scalars['String']['input']>;
};


/** The records of a consumer’s point of sale software: locations, orders, payments and payment methods, sales, closures and reports of a business day, objectives, customers, products and their categories, accounting categories, tax rates and modifier groups */
export type PosTaxRatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** An accounting category of POS sales, mapped to ledger accounts */
export type PosAccountingCategory = Node & {
  __typename?: 'PosAccountingCategory';
  /** Code of the category */
  code?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Ledger account of the category */
  ledgerAccountCode?: Maybe<Scalars['String']['output']>;
  /** Name of the category, e.g. Beverages */
  name: Scalars['String']['output'];
  /** Posting account of the category */
  postingAccountCode?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the accounting category in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of PosAccountingCategory records (Relay connection) */
export type PosAccountingCategoryConnection = {
  __typename?: 'PosAccountingCategoryConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosAccountingCategoryEdge>;
  /** The records of the page */
  nodes: Array<PosAccountingCategory>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosAccountingCategory in a page, with its cursor */
export type PosAccountingCategoryEdge = {
  __typename?: 'PosAccountingCategoryEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosAccountingCategory */
  node: PosAccountingCategory;
};

/** A postal address of a location or a customer */
export type PosAddress = {
  __typename?: 'PosAddress';
  /** Type of the address, e.g. home */
  addressType?: Maybe<Scalars['String']['output']>;
  /** Box or apartment */
  box?: Maybe<Scalars['String']['output']>;
  /** City */
  city?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. FR) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** Name given to the address, e.g. Home */
  name?: Maybe<Scalars['String']['output']>;
  /** House number */
  number?: Maybe<Scalars['String']['output']>;
  /** Postal code */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street name */
  street?: Maybe<Scalars['String']['output']>;
};

/** The address of a customer to create */
export type PosAddressInput = {
  /** Box or apartment */
  box?: InputMaybe<Scalars['String']['input']>;
  /** City */
  city: Scalars['String']['input'];
  /** Country, ISO 3166-1 alpha-2 (e.g. FR) */
  country?: InputMaybe<Scalars['CountryCode']['input']>;
  /** Name given to the address, e.g. 'home' */
  name: Scalars['String']['input'];
  /** House number */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Postal code */
  postalCode: Scalars['String']['input'];
  /** Street name */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** A business day's closure of a location */
export type PosClosure = {
  __typename?: 'PosClosure';
  /** The closures of the day (one per register or per closing) */
  closures?: Maybe<Array<PosClosureInformation>>;
  /** The business day, in the location's time zone */
  date: Scalars['Date']['output'];
  /** Whether a business day is closed */
  status: PosClosureState;
};

/** One closure (Z report) of a day: what it took, by payment method and tax rate */
export type PosClosureInformation = {
  __typename?: 'PosClosureInformation';
  /** Payments of the closure by method */
  payments?: Maybe<Array<PosClosurePayment>>;
  /** Identifier of the closure */
  remoteId: Scalars['String']['output'];
  /** Tax of the closure */
  taxAmount: Scalars['Float']['output'];
  /** Tax of the closure by rate */
  taxes?: Maybe<Array<PosTotalTax>>;
  /** Total of the payments of the closure */
  total: Scalars['Float']['output'];
};

/** What one payment method took in a closure */
export type PosClosurePayment = {
  __typename?: 'PosClosurePayment';
  /** The payment method */
  paymentMethod?: Maybe<PosPaymentMethod>;
  /** Identifier of the payment method */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Chift's name of the payment method */
  paymentMethodName?: Maybe<Scalars['String']['output']>;
  /** Tips taken by the method, not part of its total */
  tip?: Maybe<Scalars['Float']['output']>;
  /** Amount taken by the method, tax included */
  total: Scalars['Float']['output'];
};

/** Whether a business day is closed */
export const PosClosureState = {
  /** The day is closed: its figures are final */
  Closed: 'CLOSED',
  /** The day is still open: its figures can change */
  Open: 'OPEN'
} as const;

export type PosClosureState = typeof PosClosureState[keyof typeof PosClosureState];
/** A customer known to the point of sale */
export type PosCustomer = Node & {
  __typename?: 'PosCustomer';
  /** Addresses of the customer */
  addresses?: Maybe<Array<PosAddress>>;
  /** Birth date */
  birthdate?: Maybe<Scalars['Date']['output']>;
  /** When the customer was created */
  createdOn?: Maybe<Scalars['DateTime']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** First name */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Last name */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Loyalty points of the customer */
  loyalty?: Maybe<Scalars['Int']['output']>;
  /** Name: first name and last name */
  name: Scalars['String']['output'];
  /** Phone number (mobile, home, work…) */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the customer in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of PosCustomer records (Relay connection) */
export type PosCustomerConnection = {
  __typename?: 'PosCustomerConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosCustomerEdge>;
  /** The records of the page */
  nodes: Array<PosCustomer>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosCustomer in a page, with its cursor */
export type PosCustomerEdge = {
  __typename?: 'PosCustomerEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosCustomer */
  node: PosCustomer;
};

/** A discount given on an order line */
export type PosDiscount = {
  __typename?: 'PosDiscount';
  /** Name of the discount */
  name?: Maybe<Scalars['String']['output']>;
  /** Amount of the discount, tax included; part of the total of the line already */
  total: Scalars['Float']['output'];
  /** Why a discount was given */
  type?: Maybe<PosDiscountType>;
};

/** Why a discount was given */
export const PosDiscountType = {
  /** A loss (e.g. waste or breakage) */
  Loss: 'LOSS',
  /** Offered to the customer */
  Offered: 'OFFERED',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type PosDiscountType = typeof PosDiscountType[keyof typeof PosDiscountType];
/** What an order line sells */
export const PosLineItemType = {
  /** A discount on the whole order */
  GeneralDiscount: 'GENERAL_DISCOUNT',
  /** A menu (a set of products sold together) */
  Menu: 'MENU',
  /** A product */
  Product: 'PRODUCT',
  /** A service */
  Service: 'SERVICE'
} as const;

export type PosLineItemType = typeof PosLineItemType[keyof typeof PosLineItemType];
/** A point of sale location: a shop, a restaurant, an outlet */
export type PosLocation = Node & {
  __typename?: 'PosLocation';
  /** Address of the location */
  address?: Maybe<PosAddress>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name given to the location */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the location in the connected software */
  remoteId: Scalars['String']['output'];
  /** Time zone of the location (IANA, e.g. Europe/Brussels): its business days are in it */
  timezone?: Maybe<Scalars['String']['output']>;
};

/** A page of PosLocation records (Relay connection) */
export type PosLocationConnection = {
  __typename?: 'PosLocationConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosLocationEdge>;
  /** The records of the page */
  nodes: Array<PosLocation>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosLocation in a page, with its cursor */
export type PosLocationEdge = {
  __typename?: 'PosLocationEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosLocation */
  node: PosLocation;
};

/** A modifier chosen on an order line, e.g. Ketchup */
export type PosModifierLine = {
  __typename?: 'PosModifierLine';
  /** Identifier of the modifier group */
  modifierGroupId?: Maybe<Scalars['String']['output']>;
  /** Identifier of the modifier (option) chosen */
  modifierId?: Maybe<Scalars['String']['output']>;
  /** Name of the modifier */
  name: Scalars['String']['output'];
  /** Quantity of the modifier */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Total of the modifier, tax included */
  total?: Maybe<Scalars['Float']['output']>;
  /** Price of one unit, tax excluded */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** A sales objective of one day */
export type PosObjective = {
  __typename?: 'PosObjective';
  /** The day of the objective */
  date: Scalars['Date']['output'];
  /** Tax of the sales aimed at */
  taxAmount: Scalars['Float']['output'];
  /** Sales aimed at, tax included */
  total: Scalars['Float']['output'];
};

/** A page of PosObjective records (Relay connection) */
export type PosObjectiveConnection = {
  __typename?: 'PosObjectiveConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosObjectiveEdge>;
  /** The records of the page */
  nodes: Array<PosObjective>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosObjective in a page, with its cursor */
export type PosObjectiveEdge = {
  __typename?: 'PosObjectiveEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosObjective */
  node: PosObjective;
};

/** An order (ticket) of the point of sale: its lines, taxes and payments */
export type PosOrder = Node & {
  __typename?: 'PosOrder';
  /** When the order was closed (paid) */
  closingDate?: Maybe<Scalars['DateTime']['output']>;
  /** Country of the order, ISO 3166-1 alpha-2 (e.g. FR) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** When the order was created */
  creationDate: Scalars['DateTime']['output'];
  /** Currency of the order (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** The customer of the order, when known */
  customer?: Maybe<PosCustomer>;
  /** Identifier of the customer */
  customerId?: Maybe<Scalars['String']['output']>;
  /** Delivery fee charged */
  deliveryFee?: Maybe<Scalars['Float']['output']>;
  /** Device that created the order */
  deviceId?: Maybe<Scalars['String']['output']>;
  /** Number of guests of the order */
  guests?: Maybe<Scalars['Int']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Invoice issued for the order, for the software that issue one */
  invoiceId?: Maybe<Scalars['String']['output']>;
  /** Lines of the order */
  items: Array<PosOrderLine>;
  /** The location the order was taken at */
  location?: Maybe<PosLocation>;
  /** Identifier of the location */
  locationId?: Maybe<Scalars['String']['output']>;
  /** Loyalty points of the order */
  loyalty?: Maybe<Scalars['Int']['output']>;
  /** How an order is served */
  mode?: Maybe<PosOrderMode>;
  /** Number of the order, often unique within its day */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Payments made for the order */
  payments: Array<PosPayment>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the order in the connected software */
  remoteId: Scalars['String']['output'];
  /** When the service the order belongs to started (groups the orders of one service) */
  serviceDate?: Maybe<Scalars['DateTime']['output']>;
  /** The channel an order came through */
  source?: Maybe<PosOrderSource>;
  /** Tax of the order */
  taxAmount: Scalars['Float']['output'];
  /** Tax of the order by rate */
  taxes?: Maybe<Array<PosTotalTax>>;
  /** Total of the order, tax included, tips excluded */
  total: Scalars['Float']['output'];
  /** Discounts given on the order, tax included */
  totalDiscount?: Maybe<Scalars['Float']['output']>;
  /** Amount refunded on the order */
  totalRefund?: Maybe<Scalars['Float']['output']>;
  /** Tips received, not part of the total */
  totalTip?: Maybe<Scalars['Float']['output']>;
};

/** A page of PosOrder records (Relay connection) */
export type PosOrderConnection = {
  __typename?: 'PosOrderConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosOrderEdge>;
  /** The records of the page */
  nodes: Array<PosOrder>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosOrder in a page, with its cursor */
export type PosOrderEdge = {
  __typename?: 'PosOrderEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosOrder */
  node: PosOrder;
};

/** One line of a POS order */
export type PosOrderLine = {
  __typename?: 'PosOrderLine';
  /** The accounting category of the line */
  accountingCategory?: Maybe<PosAccountingCategory>;
  /** Accounting category the software gives the line */
  accountingCategoryId?: Maybe<Scalars['String']['output']>;
  /** What was sold */
  description?: Maybe<Scalars['String']['output']>;
  /** Discounts given on the line (already deducted from its total) */
  discounts?: Maybe<Array<PosDiscount>>;
  /** Identifier of the menu the line belongs to */
  menuId?: Maybe<Scalars['String']['output']>;
  /** Modifiers chosen on the line */
  modifiers?: Maybe<Array<PosModifierLine>>;
  /** The product sold */
  product?: Maybe<PosProduct>;
  /** Identifier of the product sold */
  productId?: Maybe<Scalars['String']['output']>;
  /** Quantity sold */
  quantity: Scalars['Float']['output'];
  /** Identifier of the line in the connected software */
  remoteId: Scalars['String']['output'];
  /** The tax rate of the line */
  tax?: Maybe<PosTaxRate>;
  /** Tax of the line */
  taxAmount: Scalars['Float']['output'];
  /** Identifier of the tax rate of the line */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Tax rate of the line in percent */
  taxRate?: Maybe<Scalars['Float']['output']>;
  /** Total of the line, tax included, its discounts deducted */
  total: Scalars['Float']['output'];
  /** What an order line sells */
  type?: Maybe<PosLineItemType>;
  /** Price of one unit, tax excluded */
  unitPrice: Scalars['Float']['output'];
};

/** How an order is served */
export const PosOrderMode = {
  /** Delivered to the customer */
  Delivery: 'DELIVERY',
  /** Served on the premises */
  EatIn: 'EAT_IN',
  /** Taken away by the customer */
  Takeaway: 'TAKEAWAY',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type PosOrderMode = typeof PosOrderMode[keyof typeof PosOrderMode];
/** The channel an order came through */
export const PosOrderSource = {
  /** Deliveroo */
  Deliveroo: 'DELIVEROO',
  /** Foodora */
  Foodora: 'FOODORA',
  /** Glovo */
  Glovo: 'GLOVO',
  /** Just Eat */
  Justeat: 'JUSTEAT',
  /** A self-service kiosk */
  Kiosk: 'KIOSK',
  /** A mobile app */
  Mobile: 'MOBILE',
  /** The point of sale on the premises */
  Pos: 'POS',
  /** A point of sale elsewhere (e.g. a handheld terminal) */
  RemotePos: 'REMOTE_POS',
  /** Smilein */
  Smilein: 'SMILEIN',
  /** Uber Eats */
  Ubereats: 'UBEREATS',
  /** The software does not say */
  Unknown: 'UNKNOWN',
  /** A website */
  Web: 'WEB'
} as const;

export type PosOrderSource = typeof PosOrderSource[keyof typeof PosOrderSource];
/** Which orders a listing returns by their state */
export const PosOrderState = {
  /** Open and closed orders */
  All: 'ALL',
  /** The orders closed (paid) */
  Closed: 'CLOSED',
  /** The orders still open (not paid and closed) */
  Open: 'OPEN'
} as const;

export type PosOrderState = typeof PosOrderState[keyof typeof PosOrderState];
/** A payment received at the point of sale */
export type PosPayment = {
  __typename?: 'PosPayment';
  /** Currency of the payment (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** When the payment was made */
  date?: Maybe<Scalars['DateTime']['output']>;
  /** Reference of the invoice linked to the payment */
  invoiceRef?: Maybe<Scalars['String']['output']>;
  /** Identifier of the order paid */
  orderId?: Maybe<Scalars['String']['output']>;
  /** The payment method used */
  paymentMethod?: Maybe<PosPaymentMethod>;
  /** Identifier of the payment method used */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Chift's name of the payment method, e.g. Cash */
  paymentMethodName?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
  /** Where a payment stands */
  status?: Maybe<PosPaymentStatus>;
  /** Tip given with the payment, not part of its total */
  tip?: Maybe<Scalars['Float']['output']>;
  /** Amount paid, tips excluded; negative for a refund */
  total: Scalars['Float']['output'];
};

/** A page of PosPayment records (Relay connection) */
export type PosPaymentConnection = {
  __typename?: 'PosPaymentConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosPaymentEdge>;
  /** The records of the page */
  nodes: Array<PosPayment>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosPayment in a page, with its cursor */
export type PosPaymentEdge = {
  __typename?: 'PosPaymentEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosPayment */
  node: PosPayment;
};

/** A way customers pay at the point of sale */
export type PosPaymentMethod = Node & {
  __typename?: 'PosPaymentMethod';
  /** The name the software gives the method, e.g. Espèces */
  extra?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Chift's name of the payment method: Cash, Card, Transfer… */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the payment method in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of PosPaymentMethod records (Relay connection) */
export type PosPaymentMethodConnection = {
  __typename?: 'PosPaymentMethodConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosPaymentMethodEdge>;
  /** The records of the page */
  nodes: Array<PosPaymentMethod>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosPaymentMethod in a page, with its cursor */
export type PosPaymentMethodEdge = {
  __typename?: 'PosPaymentMethodEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosPaymentMethod */
  node: PosPaymentMethod;
};

/** Where a payment stands */
export const PosPaymentStatus = {
  /** Authorised by the card issuer, not yet captured */
  Authorised: 'AUTHORISED',
  /** Cancelled before it was settled */
  Canceled: 'CANCELED',
  /** Settled */
  Completed: 'COMPLETED',
  /** Refused or failed */
  Failed: 'FAILED',
  /** Started, not yet settled */
  Pending: 'PENDING',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type PosPaymentStatus = typeof PosPaymentStatus[keyof typeof PosPaymentStatus];
/** A product sold at the point of sale */
export type PosProduct = Node & {
  __typename?: 'PosProduct';
  /** The accounting categories of the product */
  accountingCategories?: Maybe<Array<PosAccountingCategory>>;
  /** Accounting categories the software gives the product; its categories when absent */
  accountingCategoryIds?: Maybe<Array<Scalars['String']['output']>>;
  /** The categories of the product */
  categories?: Maybe<Array<PosProductCategory>>;
  /** Identifiers of the categories of the product */
  categoryIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Description of the product */
  description?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Identifiers of the modifier groups offered with the product */
  modifierGroupsIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Name of the product */
  name: Scalars['String']['output'];
  /** Prices of the product */
  prices: Array<PosProductPrice>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the product in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A category of POS products, possibly inside a parent category */
export type PosProductCategory = Node & {
  __typename?: 'PosProductCategory';
  /** Description of the category */
  description?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Identifier of the parent category, if any */
  idParent?: Maybe<Scalars['String']['output']>;
  /** Name of the category */
  name: Scalars['String']['output'];
  /** The parent category, if any */
  parent?: Maybe<PosProductCategory>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the category in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of PosProductCategory records (Relay connection) */
export type PosProductCategoryConnection = {
  __typename?: 'PosProductCategoryConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosProductCategoryEdge>;
  /** The records of the page */
  nodes: Array<PosProductCategory>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosProductCategory in a page, with its cursor */
export type PosProductCategoryEdge = {
  __typename?: 'PosProductCategoryEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosProductCategory */
  node: PosProductCategory;
};

/** A page of PosProduct records (Relay connection) */
export type PosProductConnection = {
  __typename?: 'PosProductConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosProductEdge>;
  /** The records of the page */
  nodes: Array<PosProduct>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosProduct in a page, with its cursor */
export type PosProductEdge = {
  __typename?: 'PosProductEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosProduct */
  node: PosProduct;
};

/** A price of a product */
export type PosProductPrice = {
  __typename?: 'PosProductPrice';
  /** Tax rate applied, in percent */
  taxRate?: Maybe<Scalars['Float']['output']>;
  /** Price of one unit, tax excluded */
  unitPrice: Scalars['Float']['output'];
};

/** A location's report of one business day: orders and payments */
export type PosReport = {
  __typename?: 'PosReport';
  /** The business day, in the location's time zone */
  date: Scalars['Date']['output'];
  /** The location of the report */
  location?: Maybe<PosLocation>;
  /** Identifier of the location */
  locationId: Scalars['String']['output'];
  /** Orders of the day by category */
  orders?: Maybe<Array<PosReportOrders>>;
  /** Payments of the day by method and rate */
  payments?: Maybe<Array<PosReportPayment>>;
};

/** Category of the sales of a report, as the French fiscal categories name them */
export const PosReportCategory = {
  /** Supply of goods subject to value-added tax */
  GoodsSubjectToVat: 'GOODS_SUBJECT_TO_VAT',
  /** Goods and services not subject to value-added tax in France, intra-Community distance sales included */
  NotSubjectToFrenchVat: 'NOT_SUBJECT_TO_FRENCH_VAT',
  /** Services subject to value-added tax */
  ServicesSubjectToVat: 'SERVICES_SUBJECT_TO_VAT',
  /** Transactions under the VAT margin scheme (French General Tax Code, articles 266, 268, 297 A) */
  VatMarginScheme: 'VAT_MARGIN_SCHEME'
} as const;

export type PosReportCategory = typeof PosReportCategory[keyof typeof PosReportCategory];
/** The orders of a report in one category */
export type PosReportOrders = {
  __typename?: 'PosReportOrders';
  /** Category of the sales of a report, as the French fiscal categories name them */
  category: PosReportCategory;
  /** Currency of the report (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** Tax of the sales */
  taxAmount: Scalars['Float']['output'];
  /** Code giving a date its meaning (UN/EDIFACT 2005), e.g. 4 */
  taxDuedatetypecode?: Maybe<Scalars['String']['output']>;
  /** Tax by rate */
  taxes?: Maybe<Array<PosTotalTax>>;
  /** Total of the sales, tax included */
  total: Scalars['Float']['output'];
  /** Number of orders */
  totalOrders: Scalars['Int']['output'];
};

/** The payments of a report by method and tax rate */
export type PosReportPayment = {
  __typename?: 'PosReportPayment';
  /** Currency of the payment (ISO 4217) */
  currency: Scalars['CurrencyCode']['output'];
  /** The payment method */
  paymentMethod?: Maybe<PosPaymentMethod>;
  /** Identifier of the payment method */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Chift's name of the payment method */
  paymentMethodName?: Maybe<Scalars['String']['output']>;
  /** The tax rate */
  tax?: Maybe<PosTaxRate>;
  /** Tax at this rate */
  taxAmount: Scalars['Float']['output'];
  /** Identifier of the tax rate */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Rate in percent */
  taxRate: Scalars['Float']['output'];
  /** Amount paid at this rate, tax included */
  total: Scalars['Float']['output'];
};

/** The sales of a period: the total of its closed orders */
export type PosSales = {
  __typename?: 'PosSales';
  /** Tax of the sales */
  taxAmount: Scalars['Float']['output'];
  /** Tax of the sales by rate */
  taxes?: Maybe<Array<PosTotalTax>>;
  /** Total of the sales, tax included */
  total: Scalars['Float']['output'];
};

/** A tax rate of the point of sale */
export type PosTaxRate = Node & {
  __typename?: 'PosTaxRate';
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Label of the rate, e.g. VAT 21% */
  label?: Maybe<Scalars['String']['output']>;
  /** Rate in percent */
  rate?: Maybe<Scalars['Float']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the tax rate in the connected software */
  remoteId: Scalars['String']['output'];
  /** VAT code of the rate, e.g. VAT21 */
  taxCode?: Maybe<Scalars['String']['output']>;
};

/** A page of PosTaxRate records (Relay connection) */
export type PosTaxRateConnection = {
  __typename?: 'PosTaxRateConnection';
  /** The records of the page, each with its cursor */
  edges: Array<PosTaxRateEdge>;
  /** The records of the page */
  nodes: Array<PosTaxRate>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One PosTaxRate in a page, with its cursor */
export type PosTaxRateEdge = {
  __typename?: 'PosTaxRateEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The PosTaxRate */
  node: PosTaxRate;
};

/** The tax at one rate: the sum over what is taxed at that rate */
export type PosTotalTax = {
  __typename?: 'PosTotalTax';
  /** The tax rate, when known */
  tax?: Maybe<PosTaxRate>;
  /** Amount of tax at this rate */
  taxAmount: Scalars['Float']['output'];
  /** Identifier of the tax rate, when known */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Rate in percent */
  taxRate: Scalars['Float']['output'];
  /** Total taxed at this rate, tax included */
  total: Scalars['Float']['output'];
};

/** A product or service of the invoicing catalogue */
export type Product = Node & {
  __typename?: 'Product';
  /** Quantity in stock; services and products without inventory report 0 */
  availableQuantity: Scalars['Float']['output'];
  /** Category, as the software names it */
  category?: Maybe<Scalars['String']['output']>;
  /** Reference or SKU of the product */
  code?: Maybe<Scalars['String']['output']>;
  /** What one unit costs the company */
  cost?: Maybe<Scalars['Float']['output']>;
  /** Currency of the prices (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Longer text describing the product */
  description?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name of the product or service */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the product in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** The tax code that applies by default */
  tax?: Maybe<TaxCode>;
  /** Lintel id of the tax code that applies by default */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Unit of measure, as the software names it */
  unit?: Maybe<Scalars['String']['output']>;
  /** Sale price of one unit, without tax */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** A page of Product records (Relay connection) */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The records of the page, each with its cursor */
  edges: Array<ProductEdge>;
  /** The records of the page */
  nodes: Array<Product>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One Product in a page, with its cursor */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Product */
  node: Product;
};

/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type Query = {
  __typename?: 'Query';
  /** List API clients. The API clients of the account, oldest first; their secrets are never shown. */
  apiClients?: Maybe<ApiClientConnection>;
  /** Get a consumer. One consumer of the account. */
  consumer?: Maybe<Consumer>;
  /** List consumers. The consumers of the account, optionally those whose name or email contains `search`. */
  consumers?: Maybe<ConsumerConnection>;
  /** List integrations. The connectors, their credentials and which operations each serves. */
  integrations: Array<Integration>;
  /** Any object by its global id; null (with one ERROR_NODE_NOT_FOUND error) when the account has no such object */
  node?: Maybe<Node>;
  /** Several objects by their global ids, in the same order; each missing one is null with its own ERROR_NODE_NOT_FOUND error */
  nodes: Array<Maybe<Node>>;
  /** Get a subscription. One webhook subscription of the account. */
  webhook?: Maybe<Webhook>;
  /** List event types. The events a subscription can deliver, each with its API. */
  webhookEventTypes: Array<WebhookEventType>;
  /** List subscriptions. The webhook subscriptions of the account. */
  webhooks?: Maybe<WebhookConnection>;
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryApiClientsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryConsumerArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryConsumersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  internalReference?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryIntegrationsArgs = {
  includeCoverage?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<IntegrationStatus>;
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client reads: consumers, their connected software, connectors, webhooks and the account’s API clients */
export type QueryWebhooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WebhookStatus>;
};

/** Technical id and entity name of a record in the connected software */
export type Ref = {
  __typename?: 'Ref';
  /** Name of the entity in the connected software */
  model?: Maybe<Scalars['String']['output']>;
  /** Id of the record in the connected software */
  remoteId?: Maybe<Scalars['String']['output']>;
};

/** What replayWebhookLog changes: replay a delivery */
export type ReplayWebhookLogInput = {
  /** The delivery attempt */
  logId: Scalars['ID']['input'];
  /** The subscription */
  webhookId: Scalars['ID']['input'];
};

/** What replayWebhookLog answers */
export type ReplayWebhookLogPayload = {
  __typename?: 'ReplayWebhookLogPayload';
  /** The delivery attempt; null when the mutation failed */
  log?: Maybe<WebhookLog>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What rotateApiClient changes: rotate an API client’s secret */
export type RotateApiClientInput = {
  /** The API client */
  clientId: Scalars['ID']['input'];
};

/** What rotateApiClient answers: the client and its new secret */
export type RotateApiClientPayload = {
  __typename?: 'RotateApiClientPayload';
  /** The API client; null when the mutation failed */
  apiClient?: Maybe<ApiClient>;
  /** The new secret of the client, the clientSecret of POST /token: shown only in this answer; null when the mutation failed */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** The code that routes a payment to a bank, by country */
export type RoutingCode = {
  __typename?: 'RoutingCode';
  /** The national format of a bank routing code, for accounts outside the IBAN scheme */
  type?: Maybe<BankRoutingType>;
  /** The code, without spaces or dashes */
  value?: Maybe<Scalars['String']['output']>;
};

/** A reporting scheme: a standard classification of ledger accounts (e.g. the Dutch RGS) */
export type Scheme = {
  __typename?: 'Scheme';
  /** Short code of the scheme */
  code: Scalars['String']['output'];
  /** Name of the scheme */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the scheme in the connected software */
  remoteId: Scalars['String']['output'];
};

/** A page of Scheme records (Relay connection) */
export type SchemeConnection = {
  __typename?: 'SchemeConnection';
  /** The records of the page, each with its cursor */
  edges: Array<SchemeEdge>;
  /** The records of the page */
  nodes: Array<Scheme>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One Scheme in a page, with its cursor */
export type SchemeEdge = {
  __typename?: 'SchemeEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The Scheme */
  node: Scheme;
};

/** What an API client follows as it happens */
export type Subscription = {
  __typename?: 'Subscription';
  /** Events as they happen (Server-Sent Events: `Accept: text/event-stream`). Without `after`, from now on; with `after` (or `Last-Event-ID`), every event after that one. Needs `webhooks.read`. */
  events: Event;
};


/** What an API client follows as it happens */
export type SubscriptionEventsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  consumerId?: InputMaybe<Scalars['ID']['input']>;
  types?: InputMaybe<Array<WebhookEvent>>;
};

/** A VAT or other tax code configured in the invoicing software */
export type TaxCode = Node & {
  __typename?: 'TaxCode';
  /** False once the code is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Short code the software gives the tax */
  code?: Maybe<Scalars['String']['output']>;
  /** Global id of the record: unique across consumers and connections; opaque */
  id: Scalars['ID']['output'];
  /** Name of the tax code as the software shows it */
  label: Scalars['String']['output'];
  /** Rate in percent: 21.0 means 21 % */
  rate: Scalars['Float']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Identifier of the tax code in the connected software */
  remoteId: Scalars['String']['output'];
  /** Where a tax code applies: national, intra-EU or international trade */
  scope?: Maybe<TaxScope>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Whether a tax code applies to sales, purchases or both */
  type: TaxType;
};

/** A page of TaxCode records (Relay connection) */
export type TaxCodeConnection = {
  __typename?: 'TaxCodeConnection';
  /** The records of the page, each with its cursor */
  edges: Array<TaxCodeEdge>;
  /** The records of the page */
  nodes: Array<TaxCode>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One TaxCode in a page, with its cursor */
export type TaxCodeEdge = {
  __typename?: 'TaxCodeEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The TaxCode */
  node: TaxCode;
};

/** Where a tax code applies: national, intra-EU or international trade */
export const TaxScope = {
  /** Trade with another member state of the European Union (eu in REST) */
  European: 'EUROPEAN',
  /** Trade with a country outside the European Union (int in REST) */
  International: 'INTERNATIONAL',
  /** Trade within the country (nat in REST) */
  National: 'NATIONAL',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type TaxScope = typeof TaxScope[keyof typeof TaxScope];
/** Whether a tax code applies to sales, purchases or both */
export const TaxType = {
  /** Applies to sales and purchases */
  Both: 'BOTH',
  /** Applies to purchases */
  Purchase: 'PURCHASE',
  /** Applies to sales */
  Sale: 'SALE',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type TaxType = typeof TaxType[keyof typeof TaxType];
/** What testWebhook changes: send a test event */
export type TestWebhookInput = {
  /** The subscription */
  id: Scalars['ID']['input'];
};

/** What testWebhook answers */
export type TestWebhookPayload = {
  __typename?: 'TestWebhookPayload';
  /** The delivery attempt; null when the mutation failed */
  log?: Maybe<WebhookLog>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** The changes to a client, the consumer whose software receives it, and how to write it */
export type UpdateAccountingClientInput = {
  /** False to archive the client, true to restore it */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postal addresses, replacing the current ones */
  addresses?: InputMaybe<Array<AccountingAddressUpdateInput>>;
  /** Bank account number */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** Id of the company a person belongs to */
  companyId?: InputMaybe<Scalars['String']['input']>;
  /** Registration number of the company, other than VAT */
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the client (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the client in another system */
  externalReference?: InputMaybe<Scalars['String']['input']>;
  /** First name, for a person */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Job title, for a person */
  function?: InputMaybe<Scalars['String']['input']>;
  /** IBAN */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Notes kept for the company’s own use */
  internalNotes?: InputMaybe<Scalars['String']['input']>;
  /** True for a company, false for a person */
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  /** Language, ISO 639-1 (e.g. fr) */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name, for a person */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Name of the client (a company’s legal name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone number */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The id in the connected software of the record to change (`remoteId`, the REST `id`) */
  remoteId: Scalars['String']['input'];
  /** VAT number */
  vat?: InputMaybe<Scalars['String']['input']>;
  /** Website */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What updateAccountingClient answers: the changed record, or why there is none */
export type UpdateAccountingClientPayload = {
  __typename?: 'UpdateAccountingClientPayload';
  /** The changed record; null when the mutation failed */
  accountingClient?: Maybe<AccountingClient>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** The changes to a supplier, the consumer whose software receives it, and how to write it */
export type UpdateAccountingSupplierInput = {
  /** False to archive the supplier, true to restore it */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postal addresses, replacing the current ones */
  addresses?: InputMaybe<Array<AccountingAddressUpdateInput>>;
  /** Bank account number */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** Id of the company a person belongs to */
  companyId?: InputMaybe<Scalars['String']['input']>;
  /** Registration number of the company, other than VAT */
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the supplier (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Reference of the supplier in another system */
  externalReference?: InputMaybe<Scalars['String']['input']>;
  /** First name, for a person */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Job title, for a person */
  function?: InputMaybe<Scalars['String']['input']>;
  /** IBAN */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Notes kept for the company’s own use */
  internalNotes?: InputMaybe<Scalars['String']['input']>;
  /** True for a company, false for a person */
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  /** Language, ISO 639-1 (e.g. fr) */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name, for a person */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Name of the supplier (a company’s legal name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone number */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The id in the connected software of the record to change (`remoteId`, the REST `id`) */
  remoteId: Scalars['String']['input'];
  /** VAT number */
  vat?: InputMaybe<Scalars['String']['input']>;
  /** Website */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What updateAccountingSupplier answers: the changed record, or why there is none */
export type UpdateAccountingSupplierPayload = {
  __typename?: 'UpdateAccountingSupplierPayload';
  /** The changed record; null when the mutation failed */
  accountingSupplier?: Maybe<AccountingSupplier>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** The changes to an analytic account, the consumer whose software receives it, and how to write it */
export type UpdateAnalyticAccountInPlanInput = {
  /** False to archive the account, true to restore it */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of the analytic plan */
  analyticPlan: Scalars['String']['input'];
  /** Short code of the account */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the account (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name of the account */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The id in the connected software of the record to change (`remoteId`, the REST `id`) */
  remoteId: Scalars['String']['input'];
};

/** What updateAnalyticAccountInPlan answers: the changed record, or why there is none */
export type UpdateAnalyticAccountInPlanPayload = {
  __typename?: 'UpdateAnalyticAccountInPlanPayload';
  /** The changed record; null when the mutation failed */
  analyticAccountMultiPlan?: Maybe<AnalyticAccountMultiPlan>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** The changes to an analytic account, the consumer whose software receives it, and how to write it */
export type UpdateAnalyticAccountInput = {
  /** False to archive the account, true to restore it */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Short code of the account */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Currency of the account (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Id of the folder (the company or file of the accounting software) to work in; the connection’s default folder when left out */
  folderId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name of the account */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The id in the connected software of the record to change (`remoteId`, the REST `id`) */
  remoteId: Scalars['String']['input'];
};

/** What updateAnalyticAccount answers: the changed record, or why there is none */
export type UpdateAnalyticAccountPayload = {
  __typename?: 'UpdateAnalyticAccountPayload';
  /** The changed record; null when the mutation failed */
  analyticAccount?: Maybe<AnalyticAccount>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What updateConnection changes: update a connection */
export type UpdateConnectionInput = {
  /** The connection */
  connectionId: Scalars['ID']['input'];
  /** The consumer */
  consumerId: Scalars['ID']['input'];
  /** Credentials of the connection, the keys GET /integrations lists for the connector */
  credentials?: InputMaybe<Array<CredentialInput>>;
  /** Name of the connection */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Send the end user to the consumer’s redirect_url once the connect page is done */
  redirect?: InputMaybe<Scalars['Boolean']['input']>;
  /** Turn the connection off or on again */
  status?: InputMaybe<ConnectionStatus>;
};

/** What updateConnection answers: the connection and its connect page, or why there are none */
export type UpdateConnectionPayload = {
  __typename?: 'UpdateConnectionPayload';
  /** The connect page where the end user finishes or changes the connection (signed, expiring); null when the mutation failed */
  connectUrl?: Maybe<Scalars['URL']['output']>;
  /** The connection; null when none was made yet (the end user finishes on the connect page) or the mutation failed */
  linkedAccount?: Maybe<LinkedAccount>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What updateConsumer changes: update a consumer */
export type UpdateConsumerInput = {
  /** Email address of the consumer */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The consumer */
  id: Scalars['ID']['input'];
  /** Your own reference for the consumer */
  internalReference?: InputMaybe<Scalars['String']['input']>;
  /** Name of the consumer */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the connect page sends the end user when done */
  redirectUrl?: InputMaybe<Scalars['URL']['input']>;
};

/** What updateConsumer answers */
export type UpdateConsumerPayload = {
  __typename?: 'UpdateConsumerPayload';
  /** The changed consumer; null when the mutation failed */
  consumer?: Maybe<Consumer>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** The changes to a payment, the consumer whose software receives it, and how to write it */
export type UpdatePaymentInput = {
  /** Amount paid */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Day of the payment */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** Description of the payment */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Lintel id of the payment method */
  paymentMethodId?: InputMaybe<Scalars['String']['input']>;
  /** The id in the connected software of the record to change (`remoteId`, the REST `id`) */
  remoteId: Scalars['String']['input'];
};

/** What updatePayment answers: the changed record, or why there is none */
export type UpdatePaymentPayload = {
  __typename?: 'UpdatePaymentPayload';
  /** The changed record; null when the mutation failed */
  payment?: Maybe<Payment>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A change to an order: the customer it is for, the consumer whose software receives it, and how to write it */
export type UpdatePosOrderCustomerInput = {
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** Identifier of the customer */
  customerId?: InputMaybe<Scalars['String']['input']>;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The id in the connected software of the record to change (`remoteId`, the REST `id`) */
  remoteId: Scalars['String']['input'];
};

/** What updatePosOrderCustomer answers: the changed record, or why there is none */
export type UpdatePosOrderCustomerPayload = {
  __typename?: 'UpdatePosOrderCustomerPayload';
  /** The changed record; null when the mutation failed */
  posOrder?: Maybe<PosOrder>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** What updateWebhook changes: update a subscription */
export type UpdateWebhookInput = {
  /** The subscription */
  id: Scalars['ID']['input'];
  /** New signing secret; an empty string removes it (deliveries go unsigned) */
  signingSecret?: InputMaybe<Scalars['String']['input']>;
  /** Pause the deliveries or resume them */
  status?: InputMaybe<WebhookStatus>;
  /** Where deliveries are POSTed (http or https) */
  url?: InputMaybe<Scalars['URL']['input']>;
};

/** What updateWebhook answers */
export type UpdateWebhookPayload = {
  __typename?: 'UpdateWebhookPayload';
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
  /** The subscription; null when the mutation failed */
  webhook?: Maybe<Webhook>;
};

/** A document (a PDF, an image) to hand to the invoicing software, the consumer whose software receives it, and how to write it */
export type UploadDocumentInput = {
  /** The document, base64 */
  base64String: Scalars['String']['input'];
  /** The connection to write through, when the consumer has several for this API */
  connectionId?: InputMaybe<Scalars['ID']['input']>;
  /** The consumer whose software receives the record */
  consumerId: Scalars['ID']['input'];
  /** What an uploaded document is: a sale, a purchase or an expense claim */
  documentType: InvoicingDocumentType;
  /** Makes retries safe: a retry with the same key and input answers the first result */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** What uploadDocument answers: the created record, or why there is none */
export type UploadDocumentPayload = {
  __typename?: 'UploadDocumentPayload';
  /** The created record; null when the mutation failed */
  uploadedDocument?: Maybe<UploadedDocument>;
  /** Why the mutation changed nothing; empty when it succeeded */
  userErrors: Array<UserError>;
};

/** A document handed to the invoicing software, and what the software made of it */
export type UploadedDocument = {
  __typename?: 'UploadedDocument';
  /** Day the invoice is booked on */
  accountingDate?: Maybe<Scalars['Date']['output']>;
  /** Currency of the document (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Exchange rate of the currency on the day of the invoice */
  currencyExchangeRate?: Maybe<Scalars['Float']['output']>;
  /** Note to the customer */
  customerMemo?: Maybe<Scalars['String']['output']>;
  /** Day the invoice is due */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Day of the invoice */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** Number of the invoice (its sequence) */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Kind of invoice of the document */
  invoiceType?: Maybe<InvoicingInvoiceType>;
  /** What Italian e-invoicing adds */
  italianSpecificities?: Maybe<ItalianSpecificities>;
  /** The journal the invoice is booked in */
  journalRef?: Maybe<FieldRef>;
  /** Day of the last payment of the invoice */
  lastPaymentDate?: Maybe<Scalars['Date']['output']>;
  /** When the invoice last changed in the software */
  lastUpdatedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Lines read from the document */
  lines?: Maybe<Array<UploadedDocumentLine>>;
  /** Amount left to pay */
  outstandingAmount?: Maybe<Scalars['Float']['output']>;
  /** The customer or supplier of the invoice, a contact */
  partner?: Maybe<Contact>;
  /** Lintel id of the customer or supplier */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** Communication to give with the payment */
  paymentCommunication?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the payment method */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Reference of the invoice (e.g. the supplier’s number) */
  reference?: Maybe<Scalars['String']['output']>;
  /** Identifier of the document in the connected software */
  remoteId: Scalars['String']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Status of the document */
  status?: Maybe<InvoiceStatus>;
  /** Tax of the document */
  taxAmount?: Maybe<Scalars['Float']['output']>;
  /** Total, tax included */
  total?: Maybe<Scalars['Float']['output']>;
  /** Total, tax excluded */
  untaxedAmount?: Maybe<Scalars['Float']['output']>;
};

/** One line of an invoice to create */
export type UploadedDocumentLine = {
  __typename?: 'UploadedDocumentLine';
  /** Accounting account of the line (e.g. 701000) */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** What the line sells */
  description?: Maybe<Scalars['String']['output']>;
  /** Discount of the line, tax excluded: unit_price × quantity − discount_amount = untaxed_amount */
  discountAmount?: Maybe<Scalars['Float']['output']>;
  /** The product or service of the line */
  product?: Maybe<Product>;
  /** Reference of the product */
  productCode?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the product sold */
  productId?: Maybe<Scalars['String']['output']>;
  /** Name of the product */
  productName?: Maybe<Scalars['String']['output']>;
  /** Quantity */
  quantity: Scalars['Float']['output'];
  /** The tax code of the line */
  tax?: Maybe<TaxCode>;
  /** Tax of the line */
  taxAmount: Scalars['Float']['output'];
  /** Why the line is exempt from tax */
  taxExemptionReason?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the tax code of the line */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Tax rate in percent (21.0 means 21 %) */
  taxRate?: Maybe<Scalars['Float']['output']>;
  /** Total of the line, tax included: untaxed_amount + tax_amount */
  total: Scalars['Float']['output'];
  /** Unit of measure, as the software names it */
  unitOfMeasure?: Maybe<Scalars['String']['output']>;
  /** Price of one unit, tax excluded */
  unitPrice: Scalars['Float']['output'];
  /** Total of the line, tax excluded */
  untaxedAmount: Scalars['Float']['output'];
};

/** Why a mutation did not change anything, or did not change all it was asked to */
export type UserError = {
  __typename?: 'UserError';
  /** What went wrong */
  code: UserErrorCode;
  /** Path of the input field at fault from the mutation’s arguments (`["input", "name"]`; list indexes as strings); null when no single field is */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What went wrong, specifically */
  message: Scalars['String']['output'];
};

/** What went wrong with a mutation, in the codes of the REST error catalogue */
export const UserErrorCode = {
  /** A ledger account number used does not exist in the accounting software */
  ErrorAccountNumberNotFound: 'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
  /** The amounts of the entries to match are not balanced */
  ErrorAmountsNotBalanced: 'ERROR_AMOUNTS_NOT_BALANCED',
  /** An analytic account with this code already exists */
  ErrorAnalyticAccountAlreadyExists: 'ERROR_ANALYTIC_ACCOUNT_ALREADY_EXISTS',
  /** The analytic account does not exist in the accounting software */
  ErrorAnalyticAccountNotFound: 'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND',
  /** The analytic plan does not exist in the accounting software */
  ErrorAnalyticPlanNotFound: 'ERROR_ANALYTIC_PLAN_NOT_FOUND',
  /** The connected software has no such record */
  ErrorApiResourceNotFound: 'ERROR_API_RESOURCE_NOT_FOUND',
  /** The invoice already has an attachment */
  ErrorAttachmentAlreadyExists: 'ERROR_ATTACHMENT_ALREADY_EXISTS',
  /** The request cannot be served as given (e.g. several active connections and none chosen) */
  ErrorBadRequest: 'ERROR_BAD_REQUEST',
  /** The accounting software has no book year for this date */
  ErrorBookyearNotFound: 'ERROR_BOOKYEAR_NOT_FOUND',
  /** The API client does not exist in the account */
  ErrorClientNotFound: 'ERROR_CLIENT_NOT_FOUND',
  /** The connection does not exist for the consumer */
  ErrorConnectionNotFound: 'ERROR_CONNECTION_NOT_FOUND',
  /** The connected software refused the connection’s credentials */
  ErrorConnectorAuthentication: 'ERROR_CONNECTOR_AUTHENTICATION',
  /** The connected software refused or failed the request */
  ErrorConnectorRequest: 'ERROR_CONNECTOR_REQUEST',
  /** The consumer does not exist in the account */
  ErrorConsumerNotFound: 'ERROR_CONSUMER_NOT_FOUND',
  /** The currency is not known to the accounting software */
  ErrorCurrencyNotFound: 'ERROR_CURRENCY_NOT_FOUND',
  /** The employee does not exist in the accounting software */
  ErrorEmployeeNotFound: 'ERROR_EMPLOYEE_NOT_FOUND',
  /** An entry does not have the status to be matched */
  ErrorEntryHasInvalidStatus: 'ERROR_ENTRY_HAS_INVALID_STATUS',
  /** An entry has no receivable or payable line to match */
  ErrorEntryHasNoAccountReceivablePayable: 'ERROR_ENTRY_HAS_NO_ACCOUNT_RECEIVABLE_PAYABLE',
  /** The entry is not balanced: its debits and credits differ */
  ErrorEntryNotBalanced: 'ERROR_ENTRY_NOT_BALANCED',
  /** The entry does not exist in the accounting software */
  ErrorEntryNotFound: 'ERROR_ENTRY_NOT_FOUND',
  /** The idempotency key was used with another input, or its first use is still running */
  ErrorIdempotencyConflict: 'ERROR_IDEMPOTENCY_CONFLICT',
  /** A write with this idempotency key may or may not have reached the software */
  ErrorIdempotencyUnknownOutcome: 'ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME',
  /** No connector has that integration id */
  ErrorIntegrationNotFound: 'ERROR_INTEGRATION_NOT_FOUND',
  /** The document is not a base64 string of a PDF */
  ErrorInvalidBase64String: 'ERROR_INVALID_BASE64_STRING',
  /** The credentials given are not valid for the connector */
  ErrorInvalidCredentials: 'ERROR_INVALID_CREDENTIALS',
  /** The invoice does not exist in the accounting software */
  ErrorInvoiceNotFound: 'ERROR_INVOICE_NOT_FOUND',
  /** The invoice number is already used in the accounting software */
  ErrorInvoiceNumberAlreadyUsed: 'ERROR_INVOICE_NUMBER_ALREADY_USED',
  /** A journal with this code already exists */
  ErrorJournalAlreadyExists: 'ERROR_JOURNAL_ALREADY_EXISTS',
  /** The journal does not exist in the accounting software */
  ErrorJournalNotFound: 'ERROR_JOURNAL_NOT_FOUND',
  /** The journal cannot be used for this kind of document */
  ErrorJournalNotGoodScope: 'ERROR_JOURNAL_NOT_GOOD_SCOPE',
  /** A ledger account with this number already exists */
  ErrorLedgerAccountAlreadyExists: 'ERROR_LEDGER_ACCOUNT_ALREADY_EXISTS',
  /** The entries to match are on different receivable or payable accounts */
  ErrorMultipleGlAccounts: 'ERROR_MULTIPLE_GL_ACCOUNTS',
  /** The entries to match belong to different clients or suppliers */
  ErrorMultiplePartners: 'ERROR_MULTIPLE_PARTNERS',
  /** The consumer has no active connection for the API */
  ErrorNoActiveConnection: 'ERROR_NO_ACTIVE_CONNECTION',
  /** The invoice has no line */
  ErrorNoInvoiceLine: 'ERROR_NO_INVOICE_LINE',
  /** The operation has no line */
  ErrorNoOperationLine: 'ERROR_NO_OPERATION_LINE',
  /** The operation is not balanced: its debits and credits differ */
  ErrorOperationNotBalanced: 'ERROR_OPERATION_NOT_BALANCED',
  /** The client or supplier already exists in the accounting software */
  ErrorPartnerAlreadyExists: 'ERROR_PARTNER_ALREADY_EXISTS',
  /** The client or supplier does not exist in the accounting software */
  ErrorPartnerNotFound: 'ERROR_PARTNER_NOT_FOUND',
  /** The connector does not serve this operation */
  ErrorResourceNotSupported: 'ERROR_RESOURCE_NOT_SUPPORTED',
  /** A tax code used does not exist in the accounting software */
  ErrorTaxCodeNotFound: 'ERROR_TAX_CODE_NOT_FOUND',
  /** A field of the input is invalid (`field` says which) */
  ErrorValidation: 'ERROR_VALIDATION',
  /** A subscription to this event and URL exists already */
  ErrorWebhookDuplicate: 'ERROR_WEBHOOK_DUPLICATE',
  /** The delivery attempt does not exist for the subscription */
  ErrorWebhookLogNotFound: 'ERROR_WEBHOOK_LOG_NOT_FOUND',
  /** The webhook subscription does not exist in the account */
  ErrorWebhookNotFound: 'ERROR_WEBHOOK_NOT_FOUND',
  /** Entries of this kind cannot be written in this journal */
  ErrorWrongEntryType: 'ERROR_WRONG_ENTRY_TYPE',
  /** The invoice's untaxed amount is 0 */
  ErrorZeroInvoice: 'ERROR_ZERO_INVOICE'
} as const;

export type UserErrorCode = typeof UserErrorCode[keyof typeof UserErrorCode];
/** Where a VAT code applies: national, intra-EU or international trade */
export const VatCodeScope = {
  /** Trade with another member state of the European Union (eu in REST) */
  European: 'EUROPEAN',
  /** Trade with a country outside the European Union (int in REST) */
  International: 'INTERNATIONAL',
  /** Trade within the country (nat in REST) */
  National: 'NATIONAL',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type VatCodeScope = typeof VatCodeScope[keyof typeof VatCodeScope];
/** Whether a VAT code applies to sales, purchases or both */
export const VatCodeType = {
  /** Applies to sales and purchases */
  Both: 'BOTH',
  /** Applies to purchases */
  Purchase: 'PURCHASE',
  /** Applies to sales */
  Sale: 'SALE',
  /** The software does not say */
  Unknown: 'UNKNOWN'
} as const;

export type VatCodeType = typeof VatCodeType[keyof typeof VatCodeType];
/** A subscription of one event to one URL; the signing secret is never returned */
export type Webhook = Node & {
  __typename?: 'Webhook';
  /** Account of the subscription */
  accountId: Scalars['ID']['output'];
  /** API client that created it */
  createdBy: Scalars['ID']['output'];
  /** When it was created */
  createdOn: Scalars['DateTime']['output'];
  /** Event delivered (GET /webhooks/list) */
  event: WebhookEvent;
  /** Identifier of the subscription */
  id: Scalars['ID']['output'];
  /** Only events of this connector */
  integrationId?: Maybe<Scalars['Int']['output']>;
  /** List delivery attempts. The delivery attempts of a subscription, newest first (REST answers one page of them, `page` and `size`, as an array, as Chift does). */
  logs?: Maybe<WebhookLogConnection>;
  /** Whether a webhook subscription delivers events */
  status: WebhookStatus;
  /** Where deliveries are POSTed */
  url: Scalars['URL']['output'];
};


/** A subscription of one event to one URL; the signing secret is never returned */
export type WebhookLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of webhook subscription records (Relay connection) */
export type WebhookConnection = {
  __typename?: 'WebhookConnection';
  /** The records of the page, each with its cursor */
  edges: Array<WebhookEdge>;
  /** The records of the page */
  nodes: Array<Webhook>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** Why a delivery attempt got no HTTP answer */
export const WebhookDeliveryError = {
  /** The receiver’s host refused the connection */
  ConnectionRefused: 'CONNECTION_REFUSED',
  /** The connection was cut before an answer came */
  ConnectionReset: 'CONNECTION_RESET',
  /** The host name of the URL could not be resolved */
  DnsFailure: 'DNS_FAILURE',
  /** The process delivering it stopped (killed or crashed) before it recorded an answer; the event is sent again */
  Interrupted: 'INTERRUPTED',
  /** The URL cannot be called */
  InvalidUrl: 'INVALID_URL',
  /** The URL leads to a private or local address, which Lintel does not call (SSRF protection) */
  PrivateAddressRefused: 'PRIVATE_ADDRESS_REFUSED',
  /** The receiver did not answer in time */
  Timeout: 'TIMEOUT',
  /** The TLS handshake failed (e.g. an invalid or expired certificate) */
  TlsFailure: 'TLS_FAILURE',
  /** The receiver’s network could not be reached */
  Unreachable: 'UNREACHABLE'
} as const;

export type WebhookDeliveryError = typeof WebhookDeliveryError[keyof typeof WebhookDeliveryError];
/** One webhook subscription in a page, with its cursor */
export type WebhookEdge = {
  __typename?: 'WebhookEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The webhook subscription */
  node: Webhook;
};

/** An event Lintel delivers to webhook subscriptions and streams to the events subscription */
export const WebhookEvent = {
  /** An analytic account was created through Lintel */
  AccountingAnalyticAccountCreated: 'ACCOUNTING_ANALYTIC_ACCOUNT_CREATED',
  /** An analytic account was changed through Lintel */
  AccountingAnalyticAccountUpdated: 'ACCOUNTING_ANALYTIC_ACCOUNT_UPDATED',
  /** A client (customer) was created in the accounting software through Lintel */
  AccountingClientCreated: 'ACCOUNTING_CLIENT_CREATED',
  /** A client (customer) was changed in the accounting software through Lintel */
  AccountingClientUpdated: 'ACCOUNTING_CLIENT_UPDATED',
  /** A sales or purchase invoice or credit note was booked in the accounting software through Lintel */
  AccountingInvoiceCreated: 'ACCOUNTING_INVOICE_CREATED',
  /** A journal was created in the accounting software through Lintel */
  AccountingJournalCreated: 'ACCOUNTING_JOURNAL_CREATED',
  /** A journal entry was posted in the accounting software through Lintel */
  AccountingJournalEntryCreated: 'ACCOUNTING_JOURNAL_ENTRY_CREATED',
  /** A ledger account was added to the chart of accounts through Lintel */
  AccountingLedgerAccountCreated: 'ACCOUNTING_LEDGER_ACCOUNT_CREATED',
  /** A miscellaneous operation was written in the accounting software through Lintel */
  AccountingMiscellaneousOperationCreated: 'ACCOUNTING_MISCELLANEOUS_OPERATION_CREATED',
  /** A supplier was created in the accounting software through Lintel */
  AccountingSupplierCreated: 'ACCOUNTING_SUPPLIER_CREATED',
  /** A supplier was changed in the accounting software through Lintel */
  AccountingSupplierUpdated: 'ACCOUNTING_SUPPLIER_UPDATED',
  /** A connection of a consumer to a connector was made */
  ConnectionCreated: 'CONNECTION_CREATED',
  /** A connection was removed */
  ConnectionDeleted: 'CONNECTION_DELETED',
  /** A connection was renamed, activated or deactivated, or given new credentials */
  ConnectionUpdated: 'CONNECTION_UPDATED',
  /** A consumer was created */
  ConsumerCreated: 'CONSUMER_CREATED',
  /** A consumer was deleted, and its connections with it */
  ConsumerDeleted: 'CONSUMER_DELETED',
  /** A consumer was changed */
  ConsumerUpdated: 'CONSUMER_UPDATED',
  /** A customer, supplier or prospect was created in the invoicing software through Lintel */
  InvoicingContactCreated: 'INVOICING_CONTACT_CREATED',
  /** An invoice or credit note was created in the invoicing software (through Lintel or in the software itself) */
  InvoicingInvoiceCreated: 'INVOICING_INVOICE_CREATED',
  /** An invoice or credit note changed in the invoicing software (its status, its payments…) */
  InvoicingInvoiceUpdated: 'INVOICING_INVOICE_UPDATED',
  /** A sales opportunity appeared in the invoicing software */
  InvoicingOpportunityCreated: 'INVOICING_OPPORTUNITY_CREATED',
  /** A sales opportunity changed in the invoicing software */
  InvoicingOpportunityUpdated: 'INVOICING_OPPORTUNITY_UPDATED',
  /** A payment was recorded against an invoice through Lintel */
  InvoicingPaymentCreated: 'INVOICING_PAYMENT_CREATED',
  /** A payment was changed through Lintel */
  InvoicingPaymentUpdated: 'INVOICING_PAYMENT_UPDATED',
  /** A product or service was created in the invoicing software through Lintel */
  InvoicingProductCreated: 'INVOICING_PRODUCT_CREATED',
  /** A bill (invoice) was closed in the property management system */
  PmsInvoiceClosed: 'PMS_INVOICE_CLOSED',
  /** An order was closed in the property management system */
  PmsOrderClosed: 'PMS_ORDER_CLOSED',
  /** A customer was created in the point of sale software through Lintel */
  PosCustomerCreated: 'POS_CUSTOMER_CREATED',
  /** An order was closed (paid) in the point of sale software */
  PosOrderCompleted: 'POS_ORDER_COMPLETED',
  /** An attempt to deliver an event to a webhook subscription failed (its log entry says why and when the next attempt is due); streamed by the events subscription when named in `types`, never delivered to webhooks */
  WebhookDeliveryFailed: 'WEBHOOK_DELIVERY_FAILED',
  /** An attempt to deliver an event to a webhook subscription was answered with a 2xx (its log entry); streamed by the events subscription when named in `types`, never delivered to webhooks */
  WebhookDeliverySucceeded: 'WEBHOOK_DELIVERY_SUCCEEDED',
  /** A test event, sent to one subscription by testWebhook; it cannot be subscribed to */
  WebhookTest: 'WEBHOOK_TEST'
} as const;

export type WebhookEvent = typeof WebhookEvent[keyof typeof WebhookEvent];
/** An event a subscription can deliver */
export type WebhookEventType = {
  __typename?: 'WebhookEventType';
  /** The API the event belongs to (ACCOUNT for the events of consumers and connections) */
  api: Api;
  /** The event */
  event: WebhookEvent;
  /** The name REST and webhook deliveries give the event, e.g. `invoicing.product.created` */
  name: Scalars['String']['output'];
};

/** One delivery attempt of an event */
export type WebhookLog = Node & {
  __typename?: 'WebhookLog';
  /** Account of the subscription */
  accountId: Scalars['ID']['output'];
  /** This attempt's number within its delivery, from 1 */
  attempt?: Maybe<Scalars['Int']['output']>;
  /** When the attempt was made */
  createdOn: Scalars['DateTime']['output'];
  /** Why no HTTP answer came (`httpstatus` 0); null when the receiver answered */
  error?: Maybe<WebhookDeliveryError>;
  /** Event delivered */
  event: WebhookEvent;
  /** The event delivered: the `webhook-id` header, the same on every attempt and replay */
  eventId?: Maybe<Scalars['ID']['output']>;
  /** Status the receiver answered; 0 when no answer came */
  httpStatus: Scalars['Int']['output'];
  /** Identifier of the attempt */
  id: Scalars['ID']['output'];
  /** Connector the event came from */
  integrationId?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt of this delivery is due; null when this attempt settled it */
  nextAttemptOn?: Maybe<Scalars['DateTime']['output']>;
  /** The first 1 KB of the receiver's answer; null when no answer came */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** Where it was POSTed */
  url: Scalars['URL']['output'];
  /** The subscription */
  webhookId: Scalars['ID']['output'];
};

/** A page of delivery attempt records (Relay connection) */
export type WebhookLogConnection = {
  __typename?: 'WebhookLogConnection';
  /** The records of the page, each with its cursor */
  edges: Array<WebhookLogEdge>;
  /** The records of the page */
  nodes: Array<WebhookLog>;
  /** Where the page sits in the whole list */
  pageInfo: PageInfo;
  /** Number of records in the whole list */
  totalCount: Scalars['Int']['output'];
};

/** One delivery attempt in a page, with its cursor */
export type WebhookLogEdge = {
  __typename?: 'WebhookLogEdge';
  /** Opaque position of the record in the list */
  cursor: Scalars['String']['output'];
  /** The delivery attempt */
  node: WebhookLog;
};

/** Whether a webhook subscription delivers events */
export const WebhookStatus = {
  /** Events are delivered to its URL */
  Active: 'ACTIVE',
  /** Paused: no event is delivered until made active again */
  Inactive: 'INACTIVE'
} as const;

export type WebhookStatus = typeof WebhookStatus[keyof typeof WebhookStatus];
/** What a test event carries */
export type WebhookTest = {
  __typename?: 'WebhookTest';
  /** Says that Lintel sent it as a test */
  message: Scalars['String']['output'];
  /** Identifier of the subscription the test was sent to */
  webhookId: Scalars['ID']['output'];
};

/** Italian welfare fund contribution (cassa previdenziale) of an invoice */
export type WelfareFund = {
  __typename?: 'WelfareFund';
  /** Amount of the contribution */
  amount: Scalars['Float']['output'];
  /** Rate in percent */
  rate: Scalars['Float']['output'];
  /** The welfare fund */
  type?: Maybe<WelfareFundType>;
};

/** Italian welfare fund contribution (cassa previdenziale) of an invoice */
export type WelfareFundInput = {
  /** Amount of the contribution */
  amount: Scalars['Float']['input'];
  /** Rate in percent */
  rate: Scalars['Float']['input'];
  /** The welfare fund */
  type?: InputMaybe<WelfareFundType>;
};

/** Italian welfare fund (FatturaPA TipoCassa, TC01 to TC22) */
export const WelfareFundType = {
  /** Welfare fund TC01 of FatturaPA */
  Tc01: 'TC01',
  /** Welfare fund TC02 of FatturaPA */
  Tc02: 'TC02',
  /** Welfare fund TC03 of FatturaPA */
  Tc03: 'TC03',
  /** Welfare fund TC04 of FatturaPA */
  Tc04: 'TC04',
  /** Welfare fund TC05 of FatturaPA */
  Tc05: 'TC05',
  /** Welfare fund TC06 of FatturaPA */
  Tc06: 'TC06',
  /** Welfare fund TC07 of FatturaPA */
  Tc07: 'TC07',
  /** Welfare fund TC08 of FatturaPA */
  Tc08: 'TC08',
  /** Welfare fund TC09 of FatturaPA */
  Tc09: 'TC09',
  /** Welfare fund TC10 of FatturaPA */
  Tc10: 'TC10',
  /** Welfare fund TC11 of FatturaPA */
  Tc11: 'TC11',
  /** Welfare fund TC12 of FatturaPA */
  Tc12: 'TC12',
  /** Welfare fund TC13 of FatturaPA */
  Tc13: 'TC13',
  /** Welfare fund TC14 of FatturaPA */
  Tc14: 'TC14',
  /** Welfare fund TC15 of FatturaPA */
  Tc15: 'TC15',
  /** Welfare fund TC16 of FatturaPA */
  Tc16: 'TC16',
  /** Welfare fund TC17 of FatturaPA */
  Tc17: 'TC17',
  /** Welfare fund TC18 of FatturaPA */
  Tc18: 'TC18',
  /** Welfare fund TC19 of FatturaPA */
  Tc19: 'TC19',
  /** Welfare fund TC20 of FatturaPA */
  Tc20: 'TC20',
  /** Welfare fund TC21 of FatturaPA */
  Tc21: 'TC21',
  /** Welfare fund TC22 of FatturaPA */
  Tc22: 'TC22'
} as const;

export type WelfareFundType = typeof WelfareFundType[keyof typeof WelfareFundType];
/** Italian reason of the payment a withholding tax applies to (CU form causale, FatturaPA CausalePagamento) */
export const WithholdingTaxPaymentReason = {
  /** Payment reason A of the CU form */
  A: 'A',
  /** Payment reason B of the CU form */
  B: 'B',
  /** Payment reason C of the CU form */
  C: 'C',
  /** Payment reason D of the CU form */
  D: 'D',
  /** Payment reason E of the CU form */
  E: 'E',
  /** Payment reason F of the CU form */
  F: 'F',
  /** Payment reason G of the CU form */
  G: 'G',
  /** Payment reason H of the CU form */
  H: 'H',
  /** Payment reason I of the CU form */
  I: 'I',
  /** Payment reason IN of the CU form */
  In: 'IN',
  /** Payment reason J of the CU form */
  J: 'J',
  /** Payment reason K of the CU form */
  K: 'K',
  /** Payment reason L of the CU form */
  L: 'L',
  /** Payment reason L1 of the CU form */
  L1: 'L1',
  /** Payment reason M of the CU form */
  M: 'M',
  /** Payment reason M1 of the CU form */
  M1: 'M1',
  /** Payment reason M2 of the CU form */
  M2: 'M2',
  /** Payment reason O of the CU form */
  O: 'O',
  /** Payment reason O1 of the CU form */
  O1: 'O1',
  /** Payment reason P of the CU form */
  P: 'P',
  /** Payment reason Q of the CU form */
  Q: 'Q',
  /** Payment reason R of the CU form */
  R: 'R',
  /** Payment reason S of the CU form */
  S: 'S',
  /** Payment reason T of the CU form */
  T: 'T',
  /** Payment reason U of the CU form */
  U: 'U',
  /** Payment reason V of the CU form */
  V: 'V',
  /** Payment reason V1 of the CU form */
  V1: 'V1',
  /** Payment reason V2 of the CU form */
  V2: 'V2',
  /** Payment reason W of the CU form */
  W: 'W',
  /** Payment reason X of the CU form */
  X: 'X',
  /** Payment reason Y of the CU form */
  Y: 'Y'
} as const;

export type WithholdingTaxPaymentReason = typeof WithholdingTaxPaymentReason[keyof typeof WithholdingTaxPaymentReason];
/** Italian withholding tax type (FatturaPA TipoRitenuta) */
export const WithholdingTaxReason = {
  /** Withholding tax of natural persons */
  Rt01: 'RT01',
  /** Withholding tax of legal persons */
  Rt02: 'RT02',
  /** INPS contribution */
  Rt03: 'RT03',
  /** ENASARCO contribution */
  Rt04: 'RT04',
  /** ENPAM contribution */
  Rt05: 'RT05',
  /** Other social security contribution */
  Rt06: 'RT06'
} as const;

export type WithholdingTaxReason = typeof WithholdingTaxReason[keyof typeof WithholdingTaxReason];
export type ConsoleUserErrorFragment = { __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode };

export type ConsoleConsumersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsoleConsumersQuery = { __typename: 'Query', consumers?: { __typename: 'ConsumerConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename: 'ConsumerEdge', cursor: string, node: { __typename: 'Consumer', id: string, name: string, email?: string | null, internalReference?: string | null } }> } | null };

export type ConsoleConsumerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleConsumerQuery = { __typename: 'Query', consumer?: { __typename: 'Consumer', id: string, name: string, email?: string | null, internalReference?: string | null, redirectUrl?: string | null, connections: Array<{ __typename: 'LinkedAccount', id: string, name: string, api: Api, integration: string, integrationId: number, status: ConnectionStatus, createdOn?: string | null, lastError?: { __typename: 'ConnectorError', code: ConnectorErrorCode, message: string, detail?: string | null, occurredOn: string } | null }> } | null };

export type ConsoleIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleIntegrationsQuery = { __typename: 'Query', integrations: Array<{ __typename: 'Integration', integrationId: number, name: string, api: Api, status: IntegrationStatus, description?: string | null, credentials: Array<{ __typename: 'IntegrationCredential', name: string, optional: boolean }>, operationsCoverage: Array<{ __typename: 'OperationCoverage', operation: string, status: CoverageStatus }> }> };

export type ConsoleCreateConsumerMutationVariables = Exact<{
  input: CreateConsumerInput;
}>;


export type ConsoleCreateConsumerMutation = { __typename: 'Mutation', createConsumer: { __typename: 'CreateConsumerPayload', consumer?: { __typename: 'Consumer', id: string, name: string, email?: string | null, internalReference?: string | null, redirectUrl?: string | null } | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleUpdateConsumerMutationVariables = Exact<{
  input: UpdateConsumerInput;
}>;


export type ConsoleUpdateConsumerMutation = { __typename: 'Mutation', updateConsumer: { __typename: 'UpdateConsumerPayload', consumer?: { __typename: 'Consumer', id: string, name: string, email?: string | null, internalReference?: string | null, redirectUrl?: string | null } | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleDeleteConsumerMutationVariables = Exact<{
  input: DeleteConsumerInput;
}>;


export type ConsoleDeleteConsumerMutation = { __typename: 'Mutation', deleteConsumer: { __typename: 'DeleteConsumerPayload', deletedId?: string | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleCreateConnectionMutationVariables = Exact<{
  input: CreateConnectionInput;
}>;


export type ConsoleCreateConnectionMutation = { __typename: 'Mutation', createConnection: { __typename: 'CreateConnectionPayload', connectUrl?: string | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleDeleteConnectionMutationVariables = Exact<{
  input: DeleteConnectionInput;
}>;


export type ConsoleDeleteConnectionMutation = { __typename: 'Mutation', deleteConnection: { __typename: 'DeleteConnectionPayload', deletedId?: string | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleWebhooksQuery = { __typename: 'Query', webhooks?: { __typename: 'WebhookConnection', totalCount: number, edges: Array<{ __typename: 'WebhookEdge', cursor: string, node: { __typename: 'Webhook', id: string, event: WebhookEvent, url: string, status: WebhookStatus, createdOn: string } }> } | null, webhookEventTypes: Array<{ __typename: 'WebhookEventType', event: WebhookEvent, name: string, api: Api }> };

export type ConsoleWebhookLogFragment = { __typename: 'WebhookLog', id: string, createdOn: string, event: WebhookEvent, attempt?: number | null, httpStatus: number, error?: WebhookDeliveryError | null, responseBody?: string | null, nextAttemptOn?: string | null };

export type ConsoleWebhookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleWebhookQuery = { __typename: 'Query', webhook?: { __typename: 'Webhook', id: string, event: WebhookEvent, url: string, status: WebhookStatus, createdOn: string, logs?: { __typename: 'WebhookLogConnection', totalCount: number, edges: Array<{ __typename: 'WebhookLogEdge', cursor: string, node: { __typename: 'WebhookLog', id: string, createdOn: string, event: WebhookEvent, attempt?: number | null, httpStatus: number, error?: WebhookDeliveryError | null, responseBody?: string | null, nextAttemptOn?: string | null } }> } | null } | null };

export type ConsoleCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type ConsoleCreateWebhookMutation = { __typename: 'Mutation', createWebhook: { __typename: 'CreateWebhookPayload', webhook?: { __typename: 'Webhook', id: string, event: WebhookEvent, url: string, status: WebhookStatus, createdOn: string } | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleDeleteWebhookMutationVariables = Exact<{
  input: DeleteWebhookInput;
}>;


export type ConsoleDeleteWebhookMutation = { __typename: 'Mutation', deleteWebhook: { __typename: 'DeleteWebhookPayload', deletedId?: string | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleTestWebhookMutationVariables = Exact<{
  input: TestWebhookInput;
}>;


export type ConsoleTestWebhookMutation = { __typename: 'Mutation', testWebhook: { __typename: 'TestWebhookPayload', log?: { __typename: 'WebhookLog', id: string, createdOn: string, event: WebhookEvent, attempt?: number | null, httpStatus: number, error?: WebhookDeliveryError | null, responseBody?: string | null, nextAttemptOn?: string | null } | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleReplayWebhookLogMutationVariables = Exact<{
  input: ReplayWebhookLogInput;
}>;


export type ConsoleReplayWebhookLogMutation = { __typename: 'Mutation', replayWebhookLog: { __typename: 'ReplayWebhookLogPayload', log?: { __typename: 'WebhookLog', id: string, createdOn: string, event: WebhookEvent, attempt?: number | null, httpStatus: number, error?: WebhookDeliveryError | null, responseBody?: string | null, nextAttemptOn?: string | null } | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleApiClientFragment = { __typename: 'ApiClient', id: string, clientId: string, name: string, scopes: Array<string>, createdOn: string, lastUsedOn?: string | null };

export type ConsoleApiClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleApiClientsQuery = { __typename: 'Query', apiClients?: { __typename: 'ApiClientConnection', totalCount: number, edges: Array<{ __typename: 'ApiClientEdge', cursor: string, node: { __typename: 'ApiClient', id: string, clientId: string, name: string, scopes: Array<string>, createdOn: string, lastUsedOn?: string | null } }> } | null };

export type ConsoleCreateApiClientMutationVariables = Exact<{
  input: CreateApiClientInput;
}>;


export type ConsoleCreateApiClientMutation = { __typename: 'Mutation', createApiClient: { __typename: 'CreateApiClientPayload', clientSecret?: string | null, apiClient?: { __typename: 'ApiClient', id: string, clientId: string, name: string, scopes: Array<string>, createdOn: string, lastUsedOn?: string | null } | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleRotateApiClientMutationVariables = Exact<{
  input: RotateApiClientInput;
}>;


export type ConsoleRotateApiClientMutation = { __typename: 'Mutation', rotateApiClient: { __typename: 'RotateApiClientPayload', clientSecret?: string | null, apiClient?: { __typename: 'ApiClient', id: string, clientId: string, name: string, scopes: Array<string>, createdOn: string, lastUsedOn?: string | null } | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleDeleteApiClientMutationVariables = Exact<{
  input: DeleteApiClientInput;
}>;


export type ConsoleDeleteApiClientMutation = { __typename: 'Mutation', deleteApiClient: { __typename: 'DeleteApiClientPayload', deletedId?: string | null, userErrors: Array<{ __typename: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConsoleDeliveryOutcomesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDeliveryOutcomesSubscription = { __typename?: 'Subscription', events: { __typename: 'Event', id: string, event: WebhookEvent, data?:
      | { __typename: 'AccountingClient' }
      | { __typename: 'AccountingInvoice' }
      | { __typename: 'AccountingSupplier' }
      | { __typename: 'AnalyticAccount' }
      | { __typename: 'Consumer' }
      | { __typename: 'Contact' }
      | { __typename: 'Invoice' }
      | { __typename: 'Journal' }
      | { __typename: 'JournalEntryMultiPlan' }
      | { __typename: 'LedgerAccount' }
      | { __typename: 'LinkedAccount' }
      | { __typename: 'MiscellaneousOperation' }
      | { __typename: 'Opportunity' }
      | { __typename: 'Payment' }
      | { __typename: 'PmsInvoice' }
      | { __typename: 'PmsOrder' }
      | { __typename: 'PosCustomer' }
      | { __typename: 'PosOrder' }
      | { __typename: 'Product' }
      | { __typename: 'WebhookLog', id: string, webhookId: string }
      | { __typename: 'WebhookTest' }
     | null } };

export type ConsoleEventsSubscriptionVariables = Exact<{
  types?: InputMaybe<Array<WebhookEvent> | WebhookEvent>;
}>;


export type ConsoleEventsSubscription = { __typename?: 'Subscription', events: { __typename: 'Event', id: string, event: WebhookEvent, created: string, consumerId?: string | null, data?:
      | { __typename: 'AccountingClient' }
      | { __typename: 'AccountingInvoice' }
      | { __typename: 'AccountingSupplier' }
      | { __typename: 'AnalyticAccount' }
      | { __typename: 'Consumer', id: string, name: string }
      | { __typename: 'Contact' }
      | { __typename: 'Invoice' }
      | { __typename: 'Journal' }
      | { __typename: 'JournalEntryMultiPlan' }
      | { __typename: 'LedgerAccount' }
      | { __typename: 'LinkedAccount', id: string, name: string, integration: string }
      | { __typename: 'MiscellaneousOperation' }
      | { __typename: 'Opportunity' }
      | { __typename: 'Payment' }
      | { __typename: 'PmsInvoice' }
      | { __typename: 'PmsOrder' }
      | { __typename: 'PosCustomer' }
      | { __typename: 'PosOrder' }
      | { __typename: 'Product' }
      | { __typename: 'WebhookLog', id: string, httpStatus: number, attempt?: number | null }
      | { __typename: 'WebhookTest', message: string, webhookId: string }
     | null } };

export const ConsoleUserErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleUserErrorFragment, unknown>;
export const ConsoleWebhookLogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptOn"}}]}}]} as unknown as DocumentNode<ConsoleWebhookLogFragment, unknown>;
export const ConsoleApiClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleApiClient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedOn"}}]}}]} as unknown as DocumentNode<ConsoleApiClientFragment, unknown>;
export const ConsoleConsumersDocument = {"__meta__":{"hash":"c9abe20eb45c8d872b999db38badfc3c01827f75687d1f6e75e681923267968e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleConsumers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"internalReference"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleConsumersQuery, ConsoleConsumersQueryVariables>;
export const ConsoleConsumerDocument = {"__meta__":{"hash":"64a0e71664d53c7a6c202fc1141164550c0551d7c7ce69470ea8afa801d3561f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"internalReference"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"integration"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleConsumerQuery, ConsoleConsumerQueryVariables>;
export const ConsoleIntegrationsDocument = {"__meta__":{"hash":"d2b1a3095f87f98323306b929739cea9944bd4e9b5e13741dbcc28d007be4df2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleIntegrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeCoverage"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"optional"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operationsCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleIntegrationsQuery, ConsoleIntegrationsQueryVariables>;
export const ConsoleCreateConsumerDocument = {"__meta__":{"hash":"13613388418b68f5a0b49378c147f02b9e405abee034be77497991b0560ae84d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"consumer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"internalReference"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleCreateConsumerMutation, ConsoleCreateConsumerMutationVariables>;
export const ConsoleUpdateConsumerDocument = {"__meta__":{"hash":"4cc6d16ecabfc3b8037fd77688f14df95a806bfbb01b18a71a0dbd7025526c5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUpdateConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"consumer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"internalReference"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleUpdateConsumerMutation, ConsoleUpdateConsumerMutationVariables>;
export const ConsoleDeleteConsumerDocument = {"__meta__":{"hash":"c0b937bdb9548def406654dd2715daa02b596bc50ddf39feb4981665cffa6dbe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleDeleteConsumerMutation, ConsoleDeleteConsumerMutationVariables>;
export const ConsoleCreateConnectionDocument = {"__meta__":{"hash":"7dac86ef85b6f33cea59cdeb0a0986dc6f7b1b12e203b528a73765fcf2d482d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"connectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleCreateConnectionMutation, ConsoleCreateConnectionMutationVariables>;
export const ConsoleDeleteConnectionDocument = {"__meta__":{"hash":"60c6af0188e7273e49febdfc465a47865ae1e75b342ce39280ff08a7682aaff9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleDeleteConnectionMutation, ConsoleDeleteConnectionMutationVariables>;
export const ConsoleWebhooksDocument = {"__meta__":{"hash":"4cb9cc28d5945a872eaebb06b54d0542ee40596bcac74886f9d13c396771083f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"api"}}]}}]}}]} as unknown as DocumentNode<ConsoleWebhooksQuery, ConsoleWebhooksQueryVariables>;
export const ConsoleWebhookDocument = {"__meta__":{"hash":"852436e777859b1ebfa99c7f9f45d93fc69ae4ed00db7d4164d4059c8868d6ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookLog"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptOn"}}]}}]} as unknown as DocumentNode<ConsoleWebhookQuery, ConsoleWebhookQueryVariables>;
export const ConsoleCreateWebhookDocument = {"__meta__":{"hash":"77230c9e0bde625b940aba6c7c7a6f5dc4b553d3227bf67ccfcded6056226cc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleCreateWebhookMutation, ConsoleCreateWebhookMutationVariables>;
export const ConsoleDeleteWebhookDocument = {"__meta__":{"hash":"7bd6e2ecd9462effa6c3dfb98a93b1c68a0e67d9064872c4d309207ec75287ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleDeleteWebhookMutation, ConsoleDeleteWebhookMutationVariables>;
export const ConsoleTestWebhookDocument = {"__meta__":{"hash":"65af68c0b16590e550353a5396d54bb02bed0a86ce84640a49c223fd3695df0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"testWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookLog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleTestWebhookMutation, ConsoleTestWebhookMutationVariables>;
export const ConsoleReplayWebhookLogDocument = {"__meta__":{"hash":"f187b09732e7599aee644d2cc688b436ca2ea170d80d5a756b284f3163f1d337"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReplayWebhookLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplayWebhookLogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayWebhookLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleWebhookLog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleWebhookLog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleReplayWebhookLogMutation, ConsoleReplayWebhookLogMutationVariables>;
export const ConsoleApiClientsDocument = {"__meta__":{"hash":"0448e1e417b9723555f45101b0c3270a350e59c1e42049061d9b2d9f4182bc43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleApiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleApiClient"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleApiClient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedOn"}}]}}]} as unknown as DocumentNode<ConsoleApiClientsQuery, ConsoleApiClientsQueryVariables>;
export const ConsoleCreateApiClientDocument = {"__meta__":{"hash":"b13be51310d2f57a132d2ead7c44fa7245c8db9b2770f557636bad693c4575fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleApiClient"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleApiClient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleCreateApiClientMutation, ConsoleCreateApiClientMutationVariables>;
export const ConsoleRotateApiClientDocument = {"__meta__":{"hash":"868044c53616fccaa9828d506cd016ae3ca7f7b5a884bac0dd67185ed97cc791"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRotateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RotateApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rotateApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleApiClient"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleApiClient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleRotateApiClientMutation, ConsoleRotateApiClientMutationVariables>;
export const ConsoleDeleteApiClientDocument = {"__meta__":{"hash":"a3e0d3cca051aad5b1edd145b7ff12fd0c451d082b81a9f9435745421c2db9c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ConsoleDeleteApiClientMutation, ConsoleDeleteApiClientMutationVariables>;
export const ConsoleDeliveryOutcomesDocument = {"__meta__":{"hash":"0c5d3a7ad5e20be79b05849b9fb51d35a317fc9fdca685b5ff0d1eb24fb2d577"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleDeliveryOutcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WEBHOOK_DELIVERY_SUCCEEDED"},{"kind":"EnumValue","value":"WEBHOOK_DELIVERY_FAILED"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleDeliveryOutcomesSubscription, ConsoleDeliveryOutcomesSubscriptionVariables>;
export const ConsoleEventsDocument = {"__meta__":{"hash":"c41be677703f6d21abb84448f331e5bd996af8a9fa78eb369727dd892630ca76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEvent"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consumer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"integration"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleEventsSubscription, ConsoleEventsSubscriptionVariables>;