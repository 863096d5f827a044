import { accountingContact } from '../../../../model/accounting/index.js';
import { notFound, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { folderOf, KINDS, type StoredPartner } from '../books.js';
import { KIND } from './seed.js';

/** The people to contact at a client or supplier of the folder (404 when it is neither). */
export const handlers = {
  'accounting.contacts.list':
    (s) =>
    async (page, { folder_id, partner_type, partner_id }) => {
      const folder = await folderOf(s, folder_id);
      const partner = await s.records.find<StoredPartner>(KINDS.partner, partner_id);
      if (!partner || partner.folder_id !== folder.id || !partner[partner_type]) {
        throw notFound(partner_type === 'client' ? 'Client' : 'Supplier', partner_id);
      }
      return s.records.page(KIND, page, (d) => fromStored(accountingContact, d), {
        equals: { folder_id: folder.id, partner_id },
      });
    },
} satisfies SandboxHandlers;
