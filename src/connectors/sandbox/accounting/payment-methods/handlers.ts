import { accountingPaymentMethod } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';

/** The payment methods of a folder, as stored. */
export const handlers = {
  'accounting.payment-methods.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, accountingPaymentMethod, page, folder_id),
} satisfies SandboxHandlers;
