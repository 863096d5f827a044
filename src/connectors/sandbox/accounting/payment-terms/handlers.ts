import { accountingPaymentTerm } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';

/** The payment terms of a folder, as stored. */
export const handlers = {
  'accounting.payment-terms.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, accountingPaymentTerm, page, folder_id),
} satisfies SandboxHandlers;
