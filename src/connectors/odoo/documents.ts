import { z } from 'zod';
import { type ValidationIssue, validationError } from '../../errors.js';
import type { AttachmentInput, CreateOptions, UploadedDocument } from '../../model/index.js';
import { findableCreate } from '../connector.js';
import type { OdooClient, OdooHandlers } from './client.js';
import { getInvoices } from './invoices.js';
import { char, idSchema, odooActionSchema } from './types.js';
import { actionIds, createMarked, findMarked } from './writes.js';

const ATTACHMENT = 'ir.attachment';
const MOVE = 'account.move';

/** The journal Odoo's upload button files a document in: a bill in purchases, an invoice in sales. */
const JOURNAL_TYPES: Record<string, string> = { supplier_document: 'purchase', customer_document: 'sale' };

/** The file's type from its first bytes (Chift sends no name nor type). */
export function sniff(bytes: Buffer): { mimetype: string; extension: string } | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mimetype: 'application/pdf', extension: 'pdf' };
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { mimetype: 'image/png', extension: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mimetype: 'image/jpeg', extension: 'jpg' };
  if (bytes.subarray(0, 5).toString('latin1') === '<?xml')
    return { mimetype: 'application/xml', extension: 'xml' };
  return undefined;
}

const journalSchema = z.looseObject({ id: idSchema, name: char, type: z.string() });

async function journalOf(client: OdooClient, type: string): Promise<number | undefined> {
  return client.memo(`journal:${type}`, async () => {
    const [journal] = await client.searchRecords(
      MODEL_JOURNAL,
      [['type', '=', type]],
      ['name', 'type'],
      journalSchema,
      {
        limit: 1,
        order: 'sequence asc, id asc',
      },
    );
    return journal?.record.id;
  });
}
const MODEL_JOURNAL = 'account.journal';

/** The invoice Odoo made of a document, as an upload answers it. */
async function documentOf(client: OdooClient, moveId: number): Promise<UploadedDocument | null> {
  const [invoice] = await getInvoices(client, [String(moveId)]);
  if (!invoice || invoice instanceof Error) return null;
  const { pdf: _pdf, lines, ...rest } = invoice;
  return {
    ...rest,
    lines: lines.map(({ analytic_distribution: _a, ...line }) => line),
  };
}

/**
 * Uploads a document the way Odoo's Upload button on the Vendor Bills (or Invoices) list does:
 * the file as an `ir.attachment` (ONE `load`, marked with the write id), then
 * `account.journal.create_document_from_attachment` on the purchase (or sale) journal, which
 * makes a draft bill (or invoice) carrying the file, read from it where Odoo's OCR or e-invoice
 * import is set up; the answer is that draft. A retry after a crash re-imports the SAME attachment
 * (its external id) and files it once.
 * Pitfalls: expense claims are hr.expense (Expenses app), which this connector does not write.
 */
export async function uploadDocument(
  client: OdooClient,
  input: AttachmentInput,
  options: CreateOptions = {},
): Promise<UploadedDocument> {
  const issues: ValidationIssue[] = [];
  const bytes = Buffer.from(input.base64_string, 'base64');
  const kind = sniff(bytes);
  if (bytes.length === 0 || !/^[A-Za-z0-9+/=\s]+$/.test(input.base64_string))
    issues.push({
      loc: ['body', 'base64_string'],
      msg: 'Not a base64 document',
      type: 'value_error',
      input: '…',
    });
  const journalType = JOURNAL_TYPES[input.document_type];
  if (!journalType)
    issues.push({
      loc: ['body', 'document_type'],
      msg: 'The Odoo connector files customer and supplier documents; expense claims belong to the Expenses app (hr.expense), which it does not write',
      type: 'value_error',
      input: input.document_type,
    });
  const journal = journalType ? await journalOf(client, journalType) : undefined;
  if (journalType && journal === undefined)
    issues.push({
      loc: ['body', 'document_type'],
      msg: `This Odoo has no ${journalType} journal`,
      type: 'value_error',
      input: input.document_type,
    });
  if (issues.length > 0) throw validationError(issues);
  const extension = kind?.extension ?? 'bin';
  const attachment = await createMarked(
    client,
    ATTACHMENT,
    {
      name: `${input.document_type}-${options.writeId?.slice(0, 12) ?? new Date().toISOString().slice(0, 10)}.${extension}`,
      datas: input.base64_string.replace(/\s/g, ''),
      mimetype: kind?.mimetype ?? 'application/octet-stream',
    },
    { writeId: options.writeId },
  );
  const action = await client.command(
    MODEL_JOURNAL,
    'create_document_from_attachment',
    [[journal], [attachment]],
    {},
    odooActionSchema,
  );
  const [moveId] = actionIds(action);
  if (moveId === undefined)
    throw client.requestError(
      'Odoo took the document but named no record it made (account.journal.create_document_from_attachment)',
    );
  const document = await documentOf(client, moveId);
  if (!document)
    throw client.requestError(`Odoo did not return the document ${moveId} it made (${MOVE}.search_read)`);
  return document;
}

const attachmentLinkSchema = z.looseObject({
  id: idSchema,
  res_model: char,
  res_id: z.union([z.number().int(), z.literal(false)]),
});

/**
 * The document an upload with this write id made: its attachment (external id) and the invoice
 * the attachment was filed on; null when the attachment is not filed yet (the retry files it).
 */
export async function findWrittenDocument(
  client: OdooClient,
  writeId: string,
): Promise<UploadedDocument | null> {
  const id = await findMarked(client, ATTACHMENT, writeId);
  if (id === null) return null;
  const [attachment] = await client.readRecords(
    ATTACHMENT,
    [id],
    ['res_model', 'res_id'],
    attachmentLinkSchema,
  );
  if (!attachment || attachment.record.res_model !== MOVE || !attachment.record.res_id) return null;
  return documentOf(client, attachment.record.res_id);
}

export const handlers = {
  'invoicing.upload-document.create': (odoo) =>
    findableCreate(
      (input, options) => uploadDocument(odoo, input, options),
      (writeId) => findWrittenDocument(odoo, writeId),
    ),
} satisfies OdooHandlers;
