import { type Journal, journal } from '../../../../model/accounting/index.js';
import { fromStored } from '../../records.js';
import type { StoredBookYear, StoredEntry, StoredJournal } from '../books.js';

/**
 * A journal with its next numbers, one per book year: read from the entries booked in it (the
 * numbers are `CODE/YEAR/NNNN`), so a write that books an entry moves it on.
 */
export function toJournal(
  stored: StoredJournal,
  years: readonly StoredBookYear[],
  entries: readonly StoredEntry[],
): Journal {
  const next_document_numbers = years.map((year) => {
    const used = entries.filter(
      (e) => e.journal_id === stored.id && e.date >= year.start && e.date <= year.end,
    ).length;
    return {
      bookyear_name: year.name,
      next_document_number: `${stored.code}/${year.name}/${String(used + 1).padStart(4, '0')}`,
      start_date: year.start,
      end_date: year.end,
    };
  });
  return {
    ...fromStored(journal, stored),
    next_document_numbers,
    other_currencies_allowed: true,
    blocked: false,
  };
}
