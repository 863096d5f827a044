import type { AccountBalance, FecLine, OutstandingType } from '../../../model/accounting/index.js';
import { type Books, round2, type StoredEntry, type StoredLine, type StoredMatching } from './books.js';

/**
 * What the Sandbox Accounting computes from its entry lines and matchings, never stores: what is
 * matched and left open on each line, the balances of the accounts, the payments of an invoice
 * and the lines of the FEC. Every read that reports a number reads it from here.
 */

/** A line with the entry it belongs to. */
export interface LineOf {
  entry: StoredEntry;
  line: StoredLine;
}

/** What the matchings say of one line: how much of it is settled, by which matchings, when. */
export interface Matched {
  amount: number;
  numbers: string[];
  date: string | null;
}

/** Every line of the books by id. */
export function lineIndex(books: Books): Map<string, LineOf> {
  const index = new Map<string, LineOf>();
  for (const entry of books.entries) for (const line of entry.lines) index.set(line.id, { entry, line });
  return index;
}

/** The matched part of each line that a matching touches. */
export function matchedLines(matchings: readonly StoredMatching[]): Map<string, Matched> {
  const out = new Map<string, Matched>();
  const add = (lineId: string, amount: number, matching: StoredMatching) => {
    const m = out.get(lineId) ?? { amount: 0, numbers: [], date: null };
    m.amount += amount;
    if (!m.numbers.includes(matching.number)) m.numbers.push(matching.number);
    if (m.date === null || matching.date > m.date) m.date = matching.date;
    out.set(lineId, m);
  };
  for (const matching of matchings) {
    for (const p of matching.partials) {
      add(p.debit_line, p.amount, matching);
      add(p.credit_line, p.amount, matching);
    }
  }
  return out;
}

/** A line's open amount, signed as the line (debit positive): its balance less what is matched. */
export function openOf(line: StoredLine, matched: Map<string, Matched>): number {
  const balance = line.debit - line.credit;
  const settled = matched.get(line.id)?.amount ?? 0;
  return round2(balance - Math.sign(balance) * settled);
}

/** The account types whose lines are open items: what clients owe, what suppliers are owed. */
const OPEN_ITEM_TYPE = { client: 'receivable', supplier: 'payable' } as const;

/** The lines of an entry on clients' (receivable) or suppliers' (payable) accounts. */
export function partnerLines(books: Books, entry: StoredEntry, type?: OutstandingType): StoredLine[] {
  return entry.lines.filter((line) => {
    const accountType = books.accounts.get(line.account_number)?.type;
    return type === undefined
      ? accountType === 'receivable' || accountType === 'payable'
      : accountType === OPEN_ITEM_TYPE[type];
  });
}

/** What is left to pay on an entry's partner lines, signed as they are (a sale's is positive). */
export function openAmount(books: Books, entry: StoredEntry, matched: Map<string, Matched>): number {
  return round2(partnerLines(books, entry).reduce((sum, line) => sum + openOf(line, matched), 0));
}

/** What an entry's partner lines come to, signed as they are. */
export function partnerTotal(books: Books, entry: StoredEntry): number {
  return round2(partnerLines(books, entry).reduce((sum, line) => sum + line.debit - line.credit, 0));
}

/** The matching numbers of the lines of an entry, in order, each once. */
export function numbersOf(entry: StoredEntry, matched: Map<string, Matched>): string[] {
  return [...new Set(entry.lines.flatMap((line) => matched.get(line.id)?.numbers ?? []))];
}

export interface InvoicePayment {
  entry: StoredEntry;
  /** The part of the payment that settles the invoice. */
  dedicated: number;
  /** The whole payment: what its partner lines come to. */
  amount: number;
  numbers: string[];
}

/**
 * The entries matched with an invoice's partner lines, other than invoices (a credit note set off
 * against it is not a payment), with the part of each that settles it.
 */
export function paymentsOf(books: Books, invoiceEntry: StoredEntry): InvoicePayment[] {
  const own = new Set(partnerLines(books, invoiceEntry).map((l) => l.id));
  const index = lineIndex(books);
  const byEntry = new Map<string, InvoicePayment>();
  for (const matching of books.matchings) {
    for (const p of matching.partials) {
      const other = own.has(p.debit_line) ? p.credit_line : own.has(p.credit_line) ? p.debit_line : null;
      const found = other === null ? undefined : index.get(other);
      if (!found || found.entry.source === 'invoice' || found.entry.id === invoiceEntry.id) continue;
      const payment = byEntry.get(found.entry.id) ?? {
        entry: found.entry,
        dedicated: 0,
        amount: Math.abs(partnerTotal(books, found.entry)),
        numbers: [],
      };
      payment.dedicated = round2(payment.dedicated + p.amount);
      if (!payment.numbers.includes(matching.number)) payment.numbers.push(matching.number);
      byEntry.set(found.entry.id, payment);
    }
  }
  return [...byEntry.values()].sort((a, b) => a.entry.date.localeCompare(b.entry.date));
}

// ---- balances --------------------------------------------------------------------------------

/** The posted lines booked on accounts beginning with one of `prefixes` (all without any). */
function postedLines(books: Books, prefixes: readonly string[]): LineOf[] {
  const wanted = (number: string) => prefixes.length === 0 || prefixes.some((p) => number.startsWith(p));
  return books.entries
    .filter((entry) => entry.posted)
    .flatMap((entry) => entry.lines.filter((l) => wanted(l.account_number)).map((line) => ({ entry, line })));
}

/**
 * The balances of the accounts beginning with `prefixes` that have a posted line up to `end`
 * (a day, included): totals up to it, and over the days from `start`. Ordered by account number.
 */
export function balances(
  books: Books,
  prefixes: readonly string[],
  start: string,
  end: string,
): AccountBalance[] {
  const totals = new Map<string, { debit: number; credit: number; pDebit: number; pCredit: number }>();
  for (const { entry, line } of postedLines(books, prefixes)) {
    if (entry.date > end) continue;
    const t = totals.get(line.account_number) ?? { debit: 0, credit: 0, pDebit: 0, pCredit: 0 };
    t.debit += line.debit;
    t.credit += line.credit;
    if (entry.date >= start) {
      t.pDebit += line.debit;
      t.pCredit += line.credit;
    }
    totals.set(line.account_number, t);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([number, t]) => ({
      account_number: number,
      account_name: books.accounts.get(number)?.name ?? null,
      debit: round2(t.debit),
      credit: round2(t.credit),
      balance: round2(t.debit - t.credit),
      period_debit: round2(t.pDebit),
      period_credit: round2(t.pCredit),
      period_balance: round2(t.pDebit - t.pCredit),
    }));
}

// ---- the FEC ---------------------------------------------------------------------------------

/** One FEC line per posted entry line booked from `from` to `to` (days, included), in entry order. */
export function fecLines(books: Books, from: string, to: string): FecLine[] {
  const matched = matchedLines(books.matchings);
  return books.entries
    .filter((entry) => entry.posted && entry.date >= from && entry.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const journal = books.journals.get(entry.journal_id);
      return entry.lines.map((line): FecLine => {
        const partner = line.partner_id ? books.partners.get(line.partner_id) : undefined;
        const m = matched.get(line.id);
        return {
          JournalCode: journal?.code ?? '',
          JournalLib: journal?.name ?? '',
          EcritureNum: entry.name,
          EcritureDate: entry.date,
          CompteNum: line.account_number,
          CompteLib: books.accounts.get(line.account_number)?.name ?? '',
          CompAuxNum: partner ? (partner.third_party_account ?? partner.id) : '',
          CompAuxLib: partner ? (partner.name ?? '') : '',
          PieceRef: entry.reference ?? entry.name,
          PieceDate: entry.date,
          Debit: round2(line.debit),
          Credit: round2(line.credit),
          EcritureLet: m?.numbers.join(',') ?? '',
          DateLet: m?.date ?? null,
          ValidDate: entry.date,
          // Every amount is in the folder's currency: no foreign amount.
          Montantdevise: 0,
          Idevise: '',
        };
      });
    });
}

// ---- analytics -------------------------------------------------------------------------------

/** What the posted lines put on each analytic account, by its share of each line. */
export function analyticTotals(books: Books): Map<string, { debit: number; credit: number }> {
  const out = new Map<string, { debit: number; credit: number }>();
  for (const entry of books.entries) {
    if (!entry.posted) continue;
    for (const line of entry.lines) {
      for (const distribution of line.analytic_distribution) {
        for (const share of distribution.analytic_accounts) {
          const t = out.get(share.analytic_account) ?? { debit: 0, credit: 0 };
          t.debit += (line.debit * share.percentage) / 100;
          t.credit += (line.credit * share.percentage) / 100;
          out.set(share.analytic_account, t);
        }
      }
    }
  }
  return out;
}

/**
 * The number of the folder's next matching: the seed's run on (`M0001`, `M0002`…), as accounting
 * software numbers them, so that a matching written reads the same in every run.
 */
export function nextMatchingNumber(books: Books): string {
  const last = books.matchings.reduce(
    (max, m) => Math.max(max, Number(/^M(\d+)$/.exec(m.number)?.[1] ?? 0)),
    0,
  );
  return `M${String(last + 1).padStart(4, '0')}`;
}
