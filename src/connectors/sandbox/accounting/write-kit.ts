import { randomUUID } from 'node:crypto';
import { type ErrorCode, LintelError } from '../../../errors.js';
import type { AccountingAnalyticDistribution } from '../../../model/accounting/index.js';
import { isoDateTime } from '../dates.js';
import { type SandboxConnection, writtenId } from '../kit.js';
import {
  type Books,
  KINDS,
  loadBooks,
  ofFolder,
  round2,
  type StoredBookYear,
  type StoredEntry,
  type StoredJournal,
  type StoredLine,
  type StoredPartner,
  type StoredVatCode,
} from './books.js';
import { imbalance } from './posting.js';

/**
 * What the Sandbox Accounting's writes share: the folder's books and reference data read once,
 * the checks of contract §10 (each throws the catalogue's error naming the offending line, before
 * anything is written), ids derived from the write id, and the next number of a journal.
 */

/** A refused write: the catalogue's code, and what was wrong in `detail`. */
export function refuse(code: ErrorCode, detail: string): LintelError {
  return new LintelError(code, { detail });
}

/** What a write reads of a folder before it checks its input. */
export interface WriteContext {
  s: SandboxConnection;
  books: Books;
  years: StoredBookYear[];
  vatCodes: Map<string, StoredVatCode>;
  employees: Map<string, { id: string; name: string; account_number: string | null }>;
  /** When the write happens (the connection's clock), as the store writes instants. */
  now: string;
}

export async function writeContext(
  s: SandboxConnection,
  folderId: string | undefined,
): Promise<WriteContext> {
  const books = await loadBooks(s, folderId);
  const [years, vatCodes, employees] = await Promise.all([
    ofFolder<StoredBookYear>(s, KINDS.bookYear, books.folder.id),
    ofFolder<StoredVatCode>(s, KINDS.vatCode, books.folder.id),
    ofFolder<{ id: string; name: string; account_number: string | null }>(s, KINDS.employee, books.folder.id),
  ]);
  return {
    s,
    books,
    years,
    vatCodes: new Map(vatCodes.map((v) => [v.id, v])),
    employees: new Map(employees.map((e) => [e.id, e])),
    now: isoDateTime(s.clock().getTime()),
  };
}

/** The id of what a write makes: derived from its write id (found again, never made twice). */
export function newId(model: string, writeId: string | undefined): string {
  return writeId === undefined ? randomUUID() : writtenId(model, writeId);
}

// ---- checks ----------------------------------------------------------------------------------

export function requireBookYear(c: WriteContext, date: string, what: string): void {
  if (!c.years.some((y) => y.start <= date && date <= y.end)) {
    throw refuse('ERROR_BOOKYEAR_NOT_FOUND', `${what}: no book year of the folder holds ${date}`);
  }
}

export function requireAccount(c: WriteContext, number: string, what: string): void {
  if (!c.books.accounts.has(number)) {
    throw refuse('ERROR_ACCOUNT_NUMBER_NOT_FOUND', `${what}: the folder has no ledger account ${number}`);
  }
}

export function requireJournal(
  c: WriteContext,
  id: string,
  types: readonly string[],
  what: string,
): StoredJournal {
  const journal = c.books.journals.get(id);
  if (!journal) throw refuse('ERROR_JOURNAL_NOT_FOUND', `${what}: the folder has no journal ${id}`);
  if (!types.includes(journal.journal_type)) {
    throw refuse('ERROR_JOURNAL_NOT_GOOD_SCOPE', `${what}: journal ${id} books ${journal.journal_type}`);
  }
  return journal;
}

/** The folder's first journal of one of `types` (the only suitable one when none is named). */
export function journalOfType(c: WriteContext, types: readonly string[], what: string): StoredJournal {
  const journal = [...c.books.journals.values()].find((j) => types.includes(j.journal_type));
  if (!journal)
    throw refuse('ERROR_JOURNAL_NOT_FOUND', `${what}: the folder has no ${types.join(' or ')} journal`);
  return journal;
}

export function requirePartner(
  c: WriteContext,
  id: string,
  role: 'client' | 'supplier' | undefined,
  what: string,
): StoredPartner {
  const partner = c.books.partners.get(id);
  if (!partner || (role !== undefined && !partner[role])) {
    throw refuse('ERROR_PARTNER_NOT_FOUND', `${what}: the folder has no ${role ?? 'partner'} ${id}`);
  }
  return partner;
}

export function requireTax(c: WriteContext, id: string, what: string): StoredVatCode {
  const vat = c.vatCodes.get(id);
  if (!vat) throw refuse('ERROR_TAX_CODE_NOT_FOUND', `${what}: the folder has no VAT code ${id}`);
  return vat;
}

export function requireAnalytic(c: WriteContext, id: string, plan: string | null, what: string): void {
  const account = c.books.analytics.get(id);
  if (!account || (plan !== null && account.analytic_plan !== plan)) {
    throw refuse('ERROR_ANALYTIC_ACCOUNT_NOT_FOUND', `${what}: the folder has no analytic account ${id}`);
  }
}

export function requireDistribution(
  c: WriteContext,
  distribution: readonly AccountingAnalyticDistribution[],
  what: string,
): void {
  const plans = new Set([...c.books.analytics.values()].map((a) => a.analytic_plan));
  for (const d of distribution) {
    if (!plans.has(d.analytic_plan)) {
      throw refuse(
        'ERROR_ANALYTIC_PLAN_NOT_FOUND',
        `${what}: the folder has no analytic plan ${d.analytic_plan}`,
      );
    }
    for (const share of d.analytic_accounts)
      requireAnalytic(c, share.analytic_account, d.analytic_plan, what);
  }
}

/** The one analytic account of the default plan as a distribution (a line of the mono-plan bodies). */
export function defaultDistribution(
  c: WriteContext,
  analytic: string | undefined,
  what: string,
): AccountingAnalyticDistribution[] {
  if (analytic === undefined) return [];
  requireAnalytic(c, analytic, c.books.defaultPlan, what);
  return [
    {
      analytic_plan: c.books.defaultPlan!,
      analytic_accounts: [{ analytic_account: analytic, percentage: 100 }],
    },
  ];
}

export function requireBalanced(lines: readonly Pick<StoredLine, 'debit' | 'credit'>[], what: string): void {
  const difference = imbalance(lines);
  if (difference !== 0) {
    const debit = round2(lines.reduce((s, l) => s + l.debit, 0));
    const credit = round2(lines.reduce((s, l) => s + l.credit, 0));
    throw refuse(
      'ERROR_OPERATION_NOT_BALANCED',
      `${what}: the debits (${debit}) and credits (${credit}) differ by ${Math.abs(difference)}`,
    );
  }
}

// ---- writing ---------------------------------------------------------------------------------

/** The next number of a journal in the year of `date` (`CODE/YEAR/NNNN`), from its entries. */
export function nextNumber(c: WriteContext, journal: StoredJournal, date: string): string {
  const year = date.slice(0, 4);
  const used = c.books.entries.filter(
    (e) => e.journal_id === journal.id && e.date.slice(0, 4) === year,
  ).length;
  return `${journal.code}/${year}/${String(used + 1).padStart(4, '0')}`;
}

/** An entry as a write stores it: dated, numbered, in the folder, changed now. */
export function entryOf(
  c: WriteContext,
  fields: Pick<StoredEntry, 'id' | 'journal_id' | 'name' | 'date' | 'source' | 'lines'> &
    Partial<Pick<StoredEntry, 'reference' | 'due_date' | 'posted' | 'currency' | 'payment_method_id'>>,
): StoredEntry {
  return {
    folder_id: c.books.folder.id,
    reference: null,
    due_date: null,
    posted: true,
    currency: 'EUR',
    payment_method_id: null,
    updated_at: c.now,
    ...fields,
  };
}

/** Sided amounts of a line: `amount` positive debits, negative credits. */
export function sides(amount: number): { debit: number; credit: number } {
  return amount >= 0 ? { debit: round2(amount), credit: 0 } : { debit: 0, credit: round2(-amount) };
}
