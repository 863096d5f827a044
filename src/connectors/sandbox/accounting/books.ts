import type {
  AccountingAnalyticDistribution,
  AccountingInvoiceType,
  Folder,
  JournalType,
  LedgerAccountType,
} from '../../../model/accounting/index.js';
import type { AnyResource, PageRequest } from '../../../model/index.js';
import { notFound, type SandboxConnection } from '../kit.js';
import { fromStored, type StoredData } from '../records.js';

/**
 * The stored shape of the Sandbox Accounting's books and how a handler reads one folder's. The
 * ledger is its entries: each entry keeps its lines (account, partner, debit, credit, analytic
 * distribution) and nothing computed; matchings keep which debit line settles which credit line
 * for how much. Balances, open amounts, payments of an invoice and the FEC are derived from those
 * two (`ledger.ts`), so they add up whatever was written.
 */

/** The kinds the Sandbox Accounting stores (each record carries its `folder_id`). */
export const KINDS = {
  folder: 'acc_folder',
  bookYear: 'acc_bookyear',
  journal: 'acc_journal',
  account: 'acc_ledger_account',
  vatCode: 'acc_vat_code',
  paymentTerm: 'acc_payment_term',
  paymentMethod: 'acc_payment_method',
  employee: 'acc_employee',
  scheme: 'acc_scheme',
  bankAccount: 'acc_bank_account',
  analyticPlan: 'acc_analytic_plan',
  analyticAccount: 'acc_analytic_account',
  partner: 'acc_partner',
  contact: 'acc_contact',
  entry: 'acc_entry',
  invoice: 'acc_invoice',
  matching: 'acc_matching',
  attachment: 'acc_attachment',
  expense: 'acc_expense',
  bankStatement: 'acc_bank_statement',
} as const;

export interface StoredLine {
  id: string;
  account_number: string;
  partner_id: string | null;
  description: string | null;
  debit: number;
  credit: number;
  analytic_distribution: AccountingAnalyticDistribution[];
}

/** What made an entry: the document it books, or a bare entry. */
export type EntrySource = 'invoice' | 'payment' | 'bank' | 'misc' | 'entry' | 'expense';

export interface StoredEntry {
  id: string;
  folder_id: string;
  journal_id: string;
  name: string;
  reference: string | null;
  date: string;
  due_date: string | null;
  posted: boolean;
  source: EntrySource;
  currency: string;
  payment_method_id: string | null;
  lines: StoredLine[];
  updated_at: string;
}

/** One part of a matching: `amount` of the debit line settled by the credit line. */
export interface Partial {
  debit_line: string;
  credit_line: string;
  amount: number;
}

export interface StoredMatching {
  id: string;
  folder_id: string;
  number: string;
  date: string;
  partials: Partial[];
}

export interface StoredInvoiceLine {
  line_number: number;
  description: string;
  quantity: number;
  unit_price: number;
  unit_of_measure: string | null;
  account_number: string;
  tax_code: string;
  tax_rate: number;
  analytic_distribution: AccountingAnalyticDistribution[];
  /** As the document states them, when written (a discount, a rounding of its own). */
  untaxed_amount?: number;
  tax_amount?: number;
}

/** An invoice: the document; its entry has the same id and books it. */
export interface StoredInvoice {
  id: string;
  folder_id: string;
  invoice_type: AccountingInvoiceType;
  invoice_number: string;
  currency: string;
  reference: string | null;
  payment_communication: string | null;
  customer_memo: string | null;
  payment_term_id: string | null;
  payment_method_id: string | null;
  invoice_date: string;
  due_date: string;
  delivery_date: string | null;
  partner_id: string;
  journal_id: string;
  /** What the books' workflow says; `paid` is read from the ledger, never stored. */
  status: 'draft' | 'posted' | 'cancelled';
  approval_status: 'unknown' | 'pending' | 'approved' | 'rejected';
  lines: StoredInvoiceLine[];
  updated_at: string;
}

export interface StoredAccount {
  id: string;
  folder_id: string;
  number: string;
  name: string;
  active: boolean;
  type: LedgerAccountType;
  scheme_ids: string[];
  accounting_category: string | null;
}

export interface StoredJournal {
  id: string;
  folder_id: string;
  code: string;
  name: string;
  journal_type: JournalType;
  counterpart_account: string | null;
  unallocated_account: string | null;
  iban: string | null;
  currency: string | null;
}

export interface StoredPartner extends StoredData {
  id: string;
  folder_id: string;
  client: boolean;
  supplier: boolean;
  name: string | null;
  account_number: string | null;
  third_party_account: string | null;
  last_updated_on: string;
}

export interface StoredVatCode {
  id: string;
  folder_id: string;
  code: string;
  label: string;
  rate: number;
  type: 'sale' | 'purchase' | 'both' | 'unknown';
  scope: 'nat' | 'eu' | 'int' | 'unknown';
  deductible_account: string | null;
  payable_account: string | null;
  active: boolean;
}

export interface StoredBookYear {
  id: string;
  folder_id: string;
  name: string;
  start: string;
  end: string;
  closed: boolean;
}

export interface StoredAnalyticAccount {
  id: string;
  folder_id: string;
  analytic_plan: string;
  code: string;
  name: string;
  active: boolean;
  currency: string;
}

export interface StoredAttachment {
  id: string;
  folder_id: string;
  document_type: 'invoice' | 'entry';
  document_id: string;
  name: string;
  base64_string: string;
}

/** The records of a folder of a kind, in the order they were written. */
export function ofFolder<T>(s: SandboxConnection, kind: string, folderId: string): Promise<T[]> {
  return s.records.all(kind, { equals: { folder_id: folderId } }) as Promise<T[]>;
}

/**
 * The folder a request works in: `folder_id` when the connection has it (else 404, contract
 * §10), the first folder without it (the connection's default company).
 */
export async function folderOf(s: SandboxConnection, folderId: string | undefined): Promise<Folder> {
  const folders = (await s.records.all(KINDS.folder)) as unknown as Folder[];
  const folder = folderId === undefined ? folders[0] : folders.find((f) => f.id === folderId);
  if (!folder) throw notFound('Folder', folderId ?? '(default)');
  return folder;
}

/** What the derived reads need of a folder: its chart, journals, partners, entries and matchings. */
export interface Books {
  folder: Folder;
  accounts: Map<string, StoredAccount>;
  journals: Map<string, StoredJournal>;
  partners: Map<string, StoredPartner>;
  entries: StoredEntry[];
  matchings: StoredMatching[];
  /** The folder's analytic accounts by id; the default plan is the first plan written. */
  analytics: Map<string, StoredAnalyticAccount>;
  defaultPlan: string | null;
}

/** A folder's books, read at once (the Sandbox's sets are small). */
export async function loadBooks(s: SandboxConnection, folderId: string | undefined): Promise<Books> {
  const folder = await folderOf(s, folderId);
  const [accounts, journals, partners, entries, matchings, plans, analytics] = await Promise.all([
    ofFolder<StoredAccount>(s, KINDS.account, folder.id),
    ofFolder<StoredJournal>(s, KINDS.journal, folder.id),
    ofFolder<StoredPartner>(s, KINDS.partner, folder.id),
    ofFolder<StoredEntry>(s, KINDS.entry, folder.id),
    ofFolder<StoredMatching>(s, KINDS.matching, folder.id),
    ofFolder<{ id: string }>(s, KINDS.analyticPlan, folder.id),
    ofFolder<StoredAnalyticAccount>(s, KINDS.analyticAccount, folder.id),
  ]);
  return {
    folder,
    accounts: new Map(accounts.map((a) => [a.number, a])),
    journals: new Map(journals.map((j) => [j.id, j])),
    partners: new Map(partners.map((p) => [p.id, p])),
    entries,
    matchings,
    analytics: new Map(analytics.map((a) => [a.id, a])),
    defaultPlan: plans[0]?.id ?? null,
  };
}

/** Money is kept to the cent: sums are rounded once, where they are answered. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** A page of a folder's records of a kind, each as the resource's object. */
export async function folderPage<S extends AnyResource>(
  s: SandboxConnection,
  kind: string,
  resource: S,
  page: PageRequest,
  folderId: string | undefined,
) {
  const folder = await folderOf(s, folderId);
  return s.records.page(kind, page, (d) => fromStored(resource, d), { equals: { folder_id: folder.id } });
}

/** Records of a folder by id, one answer per id in order: the record, or a 404 naming `thing`. */
export async function folderBatch<T>(
  s: SandboxConnection,
  kind: string,
  ids: readonly string[],
  folderId: string | undefined,
  thing: string,
  toModel: (data: StoredData) => T,
): Promise<(T | Error)[]> {
  const folder = await folderOf(s, folderId);
  const found = await s.records.byId(kind, ids);
  return ids.map((id) => {
    const data = found.get(id);
    return data && data['folder_id'] === folder.id ? toModel(data) : notFound(thing, id);
  });
}

/**
 * An instant of a filter (`updated_after`) as the store writes instants (`…Z`, fixed width), so
 * they compare as text; one without an offset is UTC.
 */
export function instantOf(value: string): string {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  return `${new Date(zoned).toISOString().slice(0, 19)}Z`;
}

/** The ids of a comma-separated parameter (`journal_ids`), or undefined without one. */
export function idList(value: string | undefined): Set<string> | undefined {
  if (value === undefined) return undefined;
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return new Set(ids);
}

/** The ids of the folder's documents that have a file attached. */
export async function attachedIn(s: SandboxConnection, books: Pick<Books, 'folder'>): Promise<Set<string>> {
  const files = await ofFolder<StoredAttachment>(s, KINDS.attachment, books.folder.id);
  return new Set(files.map((f) => f.document_id));
}
