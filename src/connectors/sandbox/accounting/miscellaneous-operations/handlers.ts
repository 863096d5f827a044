import { notFound, pageOf, type SandboxHandlers } from '../../kit.js';
import { idList, loadBooks } from '../books.js';
import { byDate } from '../journal-entries/to-model.js';
import { matchedLines } from '../ledger.js';
import { miscellaneousEntries, toMiscellaneousOperation } from './to-model.js';

/** Miscellaneous operations are the entries of the miscellaneous journals (no record of their own). */
export const handlers = {
  'accounting.miscellaneous-operations.list': (s) => async (page, filter) => {
    const books = await loadBooks(s, filter.folder_id);
    const journals = idList(filter.journal_ids);
    const matched = matchedLines(books.matchings);
    const items = miscellaneousEntries(books)
      .filter((e) => filter.date_from === undefined || e.date >= filter.date_from)
      .filter((e) => filter.date_to === undefined || e.date <= filter.date_to)
      .filter((e) => journals === undefined || journals.has(e.journal_id))
      .sort(byDate)
      .map((e) => toMiscellaneousOperation(books, e, matched));
    return pageOf(items, page);
  },
  'accounting.miscellaneous-operations.get':
    (s) =>
    async (ids, { folder_id }) => {
      const books = await loadBooks(s, folder_id);
      const matched = matchedLines(books.matchings);
      const byId = new Map(miscellaneousEntries(books).map((e) => [e.id, e]));
      return ids.map((id) => {
        const entry = byId.get(id);
        return entry
          ? toMiscellaneousOperation(books, entry, matched)
          : notFound('Miscellaneous operation', id);
      });
    },
} satisfies SandboxHandlers;
