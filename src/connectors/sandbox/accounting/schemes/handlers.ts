import { scheme } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';

/** The reporting scheme of a folder (the PCMN itself), as stored. */
export const handlers = {
  'accounting.schemes.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, scheme, page, folder_id),
} satisfies SandboxHandlers;
