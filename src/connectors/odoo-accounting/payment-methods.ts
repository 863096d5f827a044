import type { AccountingPaymentMethod } from '../../model/accounting/index.js';
import { m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers } from './client.js';
import { searchPage } from './shared.js';
import { odooMethodLineSchema } from './types.js';

/**
 * Payment methods as Odoo offers them: `account.payment.method.line`, a method (manual, SEPA
 * credit transfer…) as one bank or cash journal of the folder offers it (15+). The journal's name
 * follows the method's, as Odoo's payment form shows them, since each journal repeats the
 * methods. Docs: account/models/account_payment_method.py.
 */

const MODEL = 'account.payment.method.line';

export const handlers = {
  'accounting.payment-methods.list':
    (odoo) =>
    async (page, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      const { records, total } = await searchPage(
        odoo,
        scope,
        MODEL,
        [],
        ['name', 'payment_method_id', 'journal_id'],
        odooMethodLineSchema,
        page,
        { order: 'journal_id asc, sequence asc, id asc' },
      );
      const items: AccountingPaymentMethod[] = records.map(({ record, raw }) => {
        const name = text(record.name) ?? m2oName(record.payment_method_id);
        const journal = m2oName(record.journal_id);
        return { id: String(record.id), name: name && journal ? `${name} (${journal})` : name, raw };
      });
      return { items, total, page: page.page, size: page.size };
    },
} satisfies AccountingHandlers;
