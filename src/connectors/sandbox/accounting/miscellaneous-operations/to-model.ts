import type { MiscellaneousOperation } from '../../../../model/accounting/index.js';
import type { Books, StoredEntry } from '../books.js';
import { defaultAnalytic } from '../journal-entries/to-model.js';
import type { Matched } from '../ledger.js';

/** An entry of a miscellaneous journal as an operation: each line an amount, credit positive. */
export function toMiscellaneousOperation(
  books: Books,
  entry: StoredEntry,
  matched: Map<string, Matched>,
): MiscellaneousOperation {
  const type = (account: string) => {
    const t = books.accounts.get(account)?.type;
    return t === 'receivable' ? 'customer_account' : t === 'payable' ? 'supplier_account' : 'general_account';
  };
  const isMatched = entry.lines.some((l) => matched.has(l.id));
  return {
    operation_number: entry.name,
    currency: entry.currency,
    currency_exchange_rate: 1,
    lines: entry.lines.map((line, i) => ({
      line_number: i + 1,
      description: line.description,
      amount: Math.round((line.credit - line.debit) * 100) / 100,
      type: type(line.account_number),
      account_number: line.account_number,
      partner_id: line.partner_id,
      analytic_account: defaultAnalytic(books, line.analytic_distribution),
    })),
    operation_date: entry.date,
    journal_id: entry.journal_id,
    status: !entry.posted ? 'draft' : isMatched ? 'matched' : 'posted',
    id: entry.id,
    raw: entry,
  };
}

/** The entries of the folder's miscellaneous journals. */
export function miscellaneousEntries(books: Books): StoredEntry[] {
  return books.entries.filter(
    (e) => books.journals.get(e.journal_id)?.journal_type === 'miscellaneous_operation',
  );
}
