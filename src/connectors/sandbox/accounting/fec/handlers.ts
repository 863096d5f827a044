import { validationError } from '../../../../errors.js';
import type { SandboxConnection, SandboxHandlers } from '../../kit.js';
import { folderOf, KINDS, loadBooks, ofFolder, type StoredBookYear } from '../books.js';
import { fecLines } from '../ledger.js';

/**
 * The FEC: exactly the posted entry lines booked within the days asked for (`ledger.ts`), of one
 * book year — a window that starts outside every book year, or ends after the end of the one it
 * starts in, is refused (422, as Odoo's connector does) before anything is read.
 */
export const handlers = {
  'accounting.fec.all':
    (s) =>
    async ({ folder_id, date_from, date_to }) => {
      await checkWithinOneBookYear(s, folder_id, date_from, date_to);
      return fecLines(await loadBooks(s, folder_id), date_from, date_to);
    },
} satisfies SandboxHandlers;

async function checkWithinOneBookYear(
  s: SandboxConnection,
  folderId: string | undefined,
  from: string,
  to: string,
): Promise<void> {
  const folder = await folderOf(s, folderId);
  const years = await ofFolder<StoredBookYear>(s, KINDS.bookYear, folder.id);
  const year = years.find((y) => y.start <= from && from <= y.end);
  if (!year) {
    throw validationError([
      {
        loc: ['query', 'date_from'],
        msg: `${from} is in no book year of the folder ${folder.id}: ${years.map((y) => `${y.name} (${y.start} to ${y.end})`).join(', ')}`,
        type: 'value_error',
        input: from,
      },
    ]);
  }
  if (to > year.end) {
    throw validationError([
      {
        loc: ['query', 'date_to'],
        msg: `The export must stay within one book year: ${from} is in the book year ${year.name} (${year.start} to ${year.end})`,
        type: 'value_error',
        input: to,
      },
    ]);
  }
}
