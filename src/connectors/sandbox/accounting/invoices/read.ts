import { notFound, type SandboxConnection } from '../../kit.js';
import { attachedIn, KINDS, loadBooks, ofFolder, type StoredInvoice } from '../books.js';
import { matchedLines } from '../ledger.js';
import type { InvoiceContext, InvoiceOptions } from './to-model.js';

/** A folder's invoices with what their views read: the books, matchings and files. */
export async function invoicesOf(
  s: SandboxConnection,
  folderId: string | undefined,
): Promise<{ context: InvoiceContext; invoices: StoredInvoice[] }> {
  const books = await loadBooks(s, folderId);
  const [invoices, attached] = await Promise.all([
    ofFolder<StoredInvoice>(s, KINDS.invoice, books.folder.id),
    attachedIn(s, books),
  ]);
  const context = {
    books,
    entries: new Map(books.entries.map((e) => [e.id, e])),
    matched: matchedLines(books.matchings),
    attached,
  };
  return { context, invoices };
}

export async function getInvoices<T>(
  s: SandboxConnection,
  ids: readonly string[],
  options: InvoiceOptions & { folder_id?: string | undefined },
  toModel: (c: InvoiceContext, invoice: StoredInvoice, options: InvoiceOptions) => T,
): Promise<(T | Error)[]> {
  const { context, invoices } = await invoicesOf(s, options.folder_id);
  const byId = new Map(invoices.map((i) => [i.id, i]));
  return ids.map((id) => {
    const invoice = byId.get(id);
    return invoice ? toModel(context, invoice, options) : notFound('Invoice', id);
  });
}
