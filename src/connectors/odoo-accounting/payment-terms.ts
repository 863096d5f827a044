import type { AccountingPaymentTerm } from '../../model/accounting/index.js';
import { text } from '../odoo/types.js';
import type { AccountingHandlers } from './client.js';
import { searchPage } from './shared.js';
import { odooNamedSchema } from './types.js';

/**
 * `account.payment.term`: the payment terms of the folder — those of its company and the shared
 * ones (`company_id` empty). Archived terms are left out, as Odoo's own lists leave them.
 * Docs: account/models/account_payment_term.py.
 */

const MODEL = 'account.payment.term';

export const handlers = {
  'accounting.payment-terms.list':
    (odoo) =>
    async (page, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      const { records, total } = await searchPage(odoo, scope, MODEL, [], ['name'], odooNamedSchema, page, {
        order: 'sequence asc, id asc',
      });
      const items: AccountingPaymentTerm[] = records.map(({ record, raw }) => ({
        id: String(record.id),
        name: text(record.name),
        raw,
      }));
      return { items, total, page: page.page, size: page.size };
    },
} satisfies AccountingHandlers;
