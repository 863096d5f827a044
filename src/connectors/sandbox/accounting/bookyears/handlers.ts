import { bookYear } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';

/** The book years of a folder (the last and the current calendar years), as stored. */
export const handlers = {
  'accounting.bookyears.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, bookYear, page, folder_id),
} satisfies SandboxHandlers;
