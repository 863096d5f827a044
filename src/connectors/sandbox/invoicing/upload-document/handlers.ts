import { randomUUID } from 'node:crypto';
import { validationError } from '../../../../errors.js';
import type { AttachmentInput, UploadedDocument } from '../../../../model/index.js';
import { type CreateOptions, findableCreate } from '../../../connector.js';
import { isoDateTime } from '../../dates.js';
import { type SandboxConnection, type SandboxHandlers, stored, writtenId } from '../../kit.js';
import { KIND as INVOICE, journalOf, type StoredInvoice } from '../invoices/seed.js';
import { KIND, type StoredDocument, toUploaded } from './to-model.js';

const MODEL = 'sandbox.document';

export const handlers = {
  'invoicing.upload-document.create': (s) =>
    findableCreate(
      (input, options) => uploadDocument(s, input, options),
      async (writeId) => {
        const id = writtenId(MODEL, writeId);
        const [document, invoice] = await Promise.all([
          s.records.find<StoredDocument>(KIND, id),
          s.records.find<StoredInvoice>(INVOICE, id),
        ]);
        return document ? toUploaded(document, invoice ?? null) : null;
      },
    ),
} satisfies SandboxHandlers;

async function uploadDocument(
  s: SandboxConnection,
  input: AttachmentInput,
  options: CreateOptions,
): Promise<UploadedDocument> {
  const base64 = input.base64_string.replace(/\s+/g, '');
  const bytes = decodeBase64(base64);
  if (!bytes) {
    throw validationError([
      {
        loc: ['body', 'base64_string'],
        msg: 'Input should be a base64-encoded file',
        type: 'value_error',
        input: input.base64_string.slice(0, 64),
      },
    ]);
  }
  const id = options.writeId === undefined ? randomUUID() : writtenId(MODEL, options.writeId);
  const now = isoDateTime(s.clock().getTime());
  const document: StoredDocument = {
    id,
    document_type: input.document_type,
    base64_string: base64,
    mimetype: mimetypeOf(bytes),
    uploaded_on: now,
  };
  // A sale or purchase document becomes a draft invoice to complete, as invoicing software
  // files an uploaded bill; an expense claim stays a document.
  const type =
    input.document_type === 'customer_document'
      ? 'customer_invoice'
      : input.document_type === 'supplier_document'
        ? 'supplier_invoice'
        : null;
  const day = now.slice(0, 10);
  const draft: StoredInvoice | null =
    type === null
      ? null
      : {
          id,
          source_ref: { id, model: 'sandbox.invoice' },
          currency: 'EUR',
          invoice_type: type,
          status: 'draft',
          invoice_date: day,
          tax_amount: 0,
          untaxed_amount: 0,
          total: 0,
          lines: [],
          partner_id: null,
          invoice_number: null,
          due_date: null,
          reference: null,
          payment_communication: null,
          customer_memo: null,
          journal_ref: journalOf(type),
          italian_specificities: null,
          last_updated_on: now,
          outstanding_amount: 0,
          last_payment_date: null,
          accounting_date: null,
          payment_method_id: null,
          currency_exchange_rate: 1,
          payment_state: 'unpaid',
        };
  await s.records.insert([stored(KIND, document), ...(draft ? [stored(INVOICE, draft)] : [])]);
  return toUploaded(document, draft);
}

/** The bytes of a strict base64 text, or null when it is not one. */
function decodeBase64(text: string): Buffer | null {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

function mimetypeOf(bytes: Buffer): string {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  return 'application/octet-stream';
}
