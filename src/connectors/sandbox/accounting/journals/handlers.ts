import type { Journal } from '../../../../model/accounting/index.js';
import { notFound, pageOf, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import {
  folderOf,
  KINDS,
  ofFolder,
  type StoredBookYear,
  type StoredEntry,
  type StoredJournal,
} from '../books.js';
import { toJournal } from './to-model.js';
import { handlers as writes } from './writes.js';

/** A folder's journals with their next numbers (read from its entries). */
async function journalsOf(s: SandboxConnection, folderId: string | undefined): Promise<Journal[]> {
  const folder = await folderOf(s, folderId);
  const [journals, years, entries] = await Promise.all([
    ofFolder<StoredJournal>(s, KINDS.journal, folder.id),
    ofFolder<StoredBookYear>(s, KINDS.bookYear, folder.id),
    ofFolder<StoredEntry>(s, KINDS.entry, folder.id),
  ]);
  return journals.map((j) => toJournal(j, years, entries));
}

export const handlers = {
  'accounting.journals.list':
    (s) =>
    async (page, { folder_id }) =>
      pageOf(await journalsOf(s, folder_id), page),
  'accounting.journals.get':
    (s) =>
    async (ids, { folder_id }) => {
      const journals = new Map((await journalsOf(s, folder_id)).map((j) => [j.id, j]));
      return ids.map((id) => journals.get(id) ?? notFound('Journal', id));
    },
  ...writes,
} satisfies SandboxHandlers;
