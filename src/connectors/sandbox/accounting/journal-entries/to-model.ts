import type {
  AccountingAnalyticDistribution,
  AttachmentInfo,
  JournalEntry,
  JournalEntryMultiPlan,
} from '../../../../model/accounting/index.js';
import type { Books, StoredEntry, StoredLine } from '../books.js';
import { type Matched, partnerLines } from '../ledger.js';

/** Whether files go with a document: read with the attachments operation when one does. */
export function attachmentsInfo(attached: ReadonlySet<string>, documentId: string): AttachmentInfo {
  return { status: attached.has(documentId) ? 'yes_to_request' : 'no', attachments: [] };
}

/** The one analytic account of the default plan in a distribution, when it has one. */
export function defaultAnalytic(
  books: Books,
  distribution: readonly AccountingAnalyticDistribution[],
): string | null {
  return (
    distribution.find((d) => d.analytic_plan === books.defaultPlan)?.analytic_accounts[0]?.analytic_account ??
    null
  );
}

function itemFields(books: Books, entry: StoredEntry, line: StoredLine, matched: Map<string, Matched>) {
  return {
    account_number: line.account_number,
    partner_id: line.partner_id,
    description: line.description,
    debit: line.debit,
    credit: line.credit,
    currency: entry.currency,
    currency_exchange_rate: 1,
    id: line.id,
    partner_name: line.partner_id ? (books.partners.get(line.partner_id)?.name ?? null) : null,
    account_name: books.accounts.get(line.account_number)?.name ?? line.account_number,
    matching_numbers: matched.get(line.id)?.numbers ?? [],
  };
}

function entryFields(books: Books, entry: StoredEntry, attached: ReadonlySet<string>) {
  // The instalment of an invoice's entry: its partner lines, on their due day.
  const due = entry.due_date
    ? partnerLines(books, entry).map((l) => ({
        due_date: entry.due_date!,
        payment_method: null,
        payment_method_id: entry.payment_method_id,
        debit: l.debit,
        credit: l.credit,
      }))
    : [];
  return {
    reference: entry.reference,
    due_date: entry.due_date,
    journal_id: entry.journal_id,
    name: entry.name,
    journal_name: books.journals.get(entry.journal_id)?.name ?? null,
    date: entry.date,
    posted: entry.posted,
    id: entry.id,
    due_dates: due,
    attachments_info: attachmentsInfo(attached, entry.id),
    raw: entry,
  };
}

/** An entry whose lines carry one analytic account each (the default plan's). */
export function toJournalEntry(
  books: Books,
  entry: StoredEntry,
  matched: Map<string, Matched>,
  attached: ReadonlySet<string>,
): JournalEntry {
  return {
    ...entryFields(books, entry, attached),
    items: entry.lines.map((line) => {
      const analytic = defaultAnalytic(books, line.analytic_distribution);
      return {
        ...itemFields(books, entry, line, matched),
        analytic_account: analytic,
        analytic_account_name: analytic ? (books.analytics.get(analytic)?.name ?? null) : null,
      };
    }),
  };
}

/** An entry whose lines carry their distribution over every plan. */
export function toJournalEntryMultiPlan(
  books: Books,
  entry: StoredEntry,
  matched: Map<string, Matched>,
  attached: ReadonlySet<string>,
): JournalEntryMultiPlan {
  return {
    ...entryFields(books, entry, attached),
    items: entry.lines.map((line) => ({
      ...itemFields(books, entry, line, matched),
      analytic_distribution: line.analytic_distribution,
    })),
  };
}

/** Entries in the order of their days, then of their numbers. */
export function byDate(a: StoredEntry, b: StoredEntry): number {
  return a.date.localeCompare(b.date) || a.name.localeCompare(b.name);
}
