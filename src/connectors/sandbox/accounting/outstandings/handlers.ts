import type { Outstanding, OutstandingFilter } from '../../../../model/accounting/index.js';
import { pageOf, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { KINDS, loadBooks, ofFolder, round2, type StoredInvoice } from '../books.js';
import { byDate } from '../journal-entries/to-model.js';
import { matchedLines, openOf, partnerLines } from '../ledger.js';

/**
 * Open items: the entries whose clients' (400000) or suppliers' (440000) lines are not fully
 * matched, one per entry, with what is left open. Both read from the lines and the matchings: a
 * payment or a matching written moves them. Clients' amounts are debits, suppliers' credits; a
 * credit note or an unmatched payment is listed with the other sign.
 */
async function outstandings(s: SandboxConnection, filter: OutstandingFilter): Promise<Outstanding[]> {
  const books = await loadBooks(s, filter.folder_id);
  const invoices = new Map(
    (await ofFolder<StoredInvoice>(s, KINDS.invoice, books.folder.id)).map((i) => [i.id, i]),
  );
  const matched = matchedLines(books.matchings);
  const sign = filter.type === 'client' ? 1 : -1;
  return books.entries
    .filter((e) => e.posted || filter.unposted_allowed)
    .sort(byDate)
    .flatMap((entry): Outstanding[] => {
      const lines = partnerLines(books, entry, filter.type);
      if (lines.length === 0) return [];
      const open = round2(sign * lines.reduce((sum, l) => sum + openOf(l, matched), 0));
      if (open === 0) return [];
      const journal = books.journals.get(entry.journal_id);
      const due = entry.due_date ?? entry.date;
      return [
        {
          id: entry.id,
          number: entry.name,
          journal_id: entry.journal_id,
          journal_type: journal?.journal_type ?? 'unknown',
          date: entry.date,
          due_date: due,
          due_dates: [
            { due_date: due, payment_method: null, payment_method_id: entry.payment_method_id, amount: open },
          ],
          currency: entry.currency,
          currency_exchange_rate: 1,
          amount: round2(sign * lines.reduce((sum, l) => sum + l.debit - l.credit, 0)),
          open_amount: open,
          partner_id: lines[0]!.partner_id ?? '',
          account_number: lines[0]!.account_number,
          reference: entry.reference,
          matching_numbers: [...new Set(lines.flatMap((l) => matched.get(l.id)?.numbers ?? []))],
          payment_communication: invoices.get(entry.id)?.payment_communication ?? null,
          posted: entry.posted,
          original_document: null,
          raw: entry,
        },
      ];
    });
}

export const handlers = {
  'accounting.outstandings.list': (s) => async (page, filter) => pageOf(await outstandings(s, filter), page),
} satisfies SandboxHandlers;
