import type { SandboxHandlers } from '../../kit.js';
import { loadBooks } from '../books.js';
import { fecLines } from '../ledger.js';

/** The FEC: exactly the posted entry lines booked within the days asked for (`ledger.ts`). */
export const handlers = {
  'accounting.fec.all':
    (s) =>
    async ({ folder_id, date_from, date_to }) =>
      fecLines(await loadBooks(s, folder_id), date_from, date_to),
} satisfies SandboxHandlers;
