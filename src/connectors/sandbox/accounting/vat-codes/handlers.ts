import { accountingVatCode } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';

/** The VAT codes of a folder: sales on 451000, purchases on 411000, as stored. */
export const handlers = {
  'accounting.vat-codes.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, accountingVatCode, page, folder_id),
} satisfies SandboxHandlers;
