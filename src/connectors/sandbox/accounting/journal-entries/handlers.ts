import type { JournalEntryFilter } from '../../../../model/accounting/index.js';
import { notFound, pageOf, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { attachedIn, type Books, instantOf, loadBooks, type StoredEntry } from '../books.js';
import { matchedLines } from '../ledger.js';
import { byDate, toJournalEntry, toJournalEntryMultiPlan } from './to-model.js';
import { handlers as writes } from './writes.js';

/** The entries a listing asks for: its days or the changes since an instant, its journal and partner. */
function selected(books: Books, filter: JournalEntryFilter): StoredEntry[] {
  const after = filter.updated_after === undefined ? undefined : instantOf(filter.updated_after);
  return books.entries
    .filter((e) => filter.unposted_allowed || e.posted)
    .filter((e) => filter.date_from === undefined || e.date >= filter.date_from)
    .filter((e) => filter.date_to === undefined || e.date <= filter.date_to)
    .filter((e) => after === undefined || e.updated_at > after)
    .filter((e) => filter.journal_id === undefined || e.journal_id === filter.journal_id)
    .filter((e) => filter.partner_id === undefined || e.lines.some((l) => l.partner_id === filter.partner_id))
    .sort(byDate);
}

async function listing<T>(
  s: SandboxConnection,
  filter: JournalEntryFilter,
  toModel: (
    books: Books,
    entry: StoredEntry,
    matched: ReturnType<typeof matchedLines>,
    attached: Set<string>,
  ) => T,
) {
  const books = await loadBooks(s, filter.folder_id);
  const [attached, matched] = [await attachedIn(s, books), matchedLines(books.matchings)];
  return selected(books, filter).map((e) => toModel(books, e, matched, attached));
}

export const handlers = {
  'accounting.journal-entries.list': (s) => async (page, filter) =>
    pageOf(await listing(s, filter, toJournalEntry), page),
  'accounting.journal-entries-multi-plans.list': (s) => async (page, filter) =>
    pageOf(await listing(s, filter, toJournalEntryMultiPlan), page),
  'accounting.journal-entries.get':
    (s) =>
    async (ids, { folder_id }) => {
      const books = await loadBooks(s, folder_id);
      const attached = await attachedIn(s, books);
      const matched = matchedLines(books.matchings);
      const byId = new Map(books.entries.map((e) => [e.id, e]));
      return ids.map((id) => {
        const entry = byId.get(id);
        return entry
          ? toJournalEntryMultiPlan(books, entry, matched, attached)
          : notFound('Journal entry', id);
      });
    },
  ...writes,
} satisfies SandboxHandlers;
