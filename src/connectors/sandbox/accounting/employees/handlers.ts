import { employee } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';

/** The employees of a folder, as stored. */
export const handlers = {
  'accounting.employees.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, employee, page, folder_id),
} satisfies SandboxHandlers;
