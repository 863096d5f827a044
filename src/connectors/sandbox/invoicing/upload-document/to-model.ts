import type { AttachmentInput, UploadedDocument } from '../../../../model/index.js';
import type { StoredInvoice } from '../invoices/seed.js';

/** Uploaded files: none at the start, one record per upload, under the id of the draft it made. */
export const KIND = 'document';

/** An uploaded file as stored. */
export interface StoredDocument {
  id: string;
  document_type: AttachmentInput['document_type'];
  base64_string: string;
  mimetype: string;
  uploaded_on: string;
}

/**
 * An upload as the model's record: the draft invoice it made (a sale or purchase document), or
 * the bare document (an expense claim). `raw` is the stored document without its bytes.
 */
export function toUploaded(document: StoredDocument, draft: StoredInvoice | null): UploadedDocument {
  const base = {
    id: document.id,
    source_ref: { id: document.id, model: draft ? 'sandbox.invoice' : 'sandbox.document' },
    raw: { ...document, base64_string: undefined },
  };
  if (!draft) {
    return {
      ...base,
      currency: null,
      invoice_type: null,
      status: 'draft',
      invoice_date: null,
      tax_amount: null,
      untaxed_amount: null,
      total: null,
      lines: [],
      partner_id: null,
      invoice_number: null,
      due_date: null,
      reference: null,
      payment_communication: null,
      customer_memo: null,
      journal_ref: null,
      italian_specificities: null,
      last_updated_on: document.uploaded_on,
      outstanding_amount: null,
      last_payment_date: null,
      accounting_date: null,
      payment_method_id: null,
      currency_exchange_rate: 1,
    };
  }
  const { lines: _lines, payment_state: _state, ...invoice } = draft;
  return { ...invoice, ...base, lines: [] };
}
