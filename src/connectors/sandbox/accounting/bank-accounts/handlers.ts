import { accountingBankAccount } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';
import { handlers as writes } from './writes.js';

/** The bank accounts of a folder, each with its bank journal, as stored. */
export const handlers = {
  'accounting.bank-accounts.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, accountingBankAccount, page, folder_id),
  ...writes,
} satisfies SandboxHandlers;
