import type { AccountingAttachment } from '../../model/accounting/index.js';
import type { Domain } from '../odoo/client.js';
import { notFound, odooId } from '../odoo/client.js';
import type { AccountingHandlers } from './client.js';
import { searchPage } from './shared.js';
import { odooFileSchema, odooMoveRefSchema } from './types.js';

/**
 * The files of an invoice or an entry: the `ir.attachment` records of its `account.move`
 * (`res_model`, `res_id`), the invoice's PDF among them. The document is looked for first (one
 * `search_read`, in the folder's company), so an unknown one is not found rather than an empty
 * list; then the files (one `search_read`, + `search_count` when needed). Docs:
 * base/models/ir_attachment.py.
 */

const INVOICE_TYPES = ['out_invoice', 'out_refund', 'in_invoice', 'in_refund'];

export const handlers = {
  'accounting.attachments.list':
    (odoo) =>
    async (page, { folder_id, type, document_id }) => {
      const scope = await odoo.scope(folder_id);
      const thing = type === 'invoice' ? 'Invoice' : 'Journal entry';
      const id = odooId(document_id);
      if (id === undefined) throw notFound(thing, document_id);
      const domain: Domain = [
        ['id', '=', id],
        ...(type === 'invoice' ? [['move_type', 'in', INVOICE_TYPES]] : []),
      ];
      const [move] = await odoo.search(
        'account.move',
        domain,
        ['name'],
        odooMoveRefSchema.pick({ id: true, name: true }),
        scope.context,
      );
      if (!move) throw notFound(thing, document_id);
      const { records, total } = await searchPage(
        odoo,
        scope,
        'ir.attachment',
        [
          ['res_model', '=', 'account.move'],
          ['res_id', '=', id],
        ],
        ['name', 'datas', 'mimetype'],
        odooFileSchema,
        page,
        { order: 'id asc' },
      );
      const items: AccountingAttachment[] = records.map(({ record }) => ({
        id: String(record.id),
        base64_string: record.datas === false ? '' : record.datas,
      }));
      return { items, total, page: page.page, size: page.size };
    },
} satisfies AccountingHandlers;
