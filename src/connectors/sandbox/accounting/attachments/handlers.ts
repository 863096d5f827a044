import { notFound, type SandboxHandlers } from '../../kit.js';
import { folderOf, KINDS } from '../books.js';
import { KIND } from './seed.js';

/** The files of one invoice or entry of the folder (404 when the folder has no such document). */
export const handlers = {
  'accounting.attachments.list':
    (s) =>
    async (page, { folder_id, type, document_id }) => {
      const folder = await folderOf(s, folder_id);
      const document = await s.records.find(type === 'invoice' ? KINDS.invoice : KINDS.entry, document_id);
      if (!document || document['folder_id'] !== folder.id) {
        throw notFound(type === 'invoice' ? 'Invoice' : 'Journal entry', document_id);
      }
      return s.records.page(
        KIND,
        page,
        (d) => ({ id: String(d['id']), base64_string: String(d['base64_string']) }),
        { equals: { folder_id: folder.id, document_type: type, document_id } },
      );
    },
} satisfies SandboxHandlers;
