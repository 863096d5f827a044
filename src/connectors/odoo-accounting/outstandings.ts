import type { Outstanding, OutstandingFilter } from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { pageOffset } from '../../model/index.js';
import type { Domain } from '../odoo/client.js';
import { dateOf, m2oId, m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo } from './client.js';
import { journalTypes } from './journals.js';
import { accountNumber, exchangeRate, journalTypeOf, round2 } from './shared.js';
import { type OdooLine, type OdooMove, odooLineSchema, odooMoveSchema } from './types.js';

/**
 * Outstanding items: the invoices and entries whose receivable (clients) or payable (suppliers)
 * journal items are not fully reconciled. Odoo keeps what is left open on each item
 * (`amount_residual`, from its partial reconciliations); the items are grouped by entry, one
 * outstanding per entry. A page costs a `read_group` of the open items by entry (the entries and
 * the total), a `search_read` of the page's entries, one of their open items and one of the
 * journals' types. Docs: account/models/account_move_line.py (`amount_residual`, `reconciled`).
 * Pitfalls: a customer credit note or an unmatched payment leaves a negative open amount on a
 * receivable account (and a positive one on a payable account): it is listed, with that sign.
 */

const LINE = 'account.move.line';
const ACCOUNT_TYPE = { client: 'asset_receivable', supplier: 'liability_payable' } as const;
const LINE_FIELDS = [
  'move_id',
  'account_id',
  'partner_id',
  'balance',
  'debit',
  'credit',
  'amount_currency',
  'amount_residual',
  'amount_residual_currency',
  'currency_id',
  'matching_number',
  'date_maturity',
] as const;
const MOVE_FIELDS = [
  'name',
  'ref',
  'date',
  'state',
  'move_type',
  'journal_id',
  'partner_id',
  'currency_id',
  'payment_reference',
] as const;

function toOutstanding(
  move: OdooMove,
  raw: unknown,
  lines: readonly OdooLine[],
  sign: 1 | -1,
  journalType: string | undefined,
): Outstanding {
  const amount = (l: OdooLine) =>
    typeof l.amount_currency === 'number' ? l.amount_currency : (l.balance ?? 0);
  const open = (l: OdooLine): number =>
    typeof l.amount_residual_currency === 'number'
      ? l.amount_residual_currency
      : typeof l.amount_residual === 'number'
        ? l.amount_residual
        : 0;
  const dues = lines
    .filter((l) => dateOf(l.date_maturity))
    .map((l) => ({
      due_date: dateOf(l.date_maturity)!,
      payment_method: null,
      payment_method_id: null,
      amount: round2(sign * open(l)),
    }));
  const first = lines[0];
  const partner = m2oId(first?.partner_id) ?? m2oId(move.partner_id);
  const matching = [
    ...new Set(lines.map((l) => text(l.matching_number)).filter((m): m is string => m !== null)),
  ];
  return {
    id: String(move.id),
    number: text(move.name) === '/' ? null : text(move.name),
    journal_id: m2oId(move.journal_id) ?? '',
    journal_type: journalTypeOf(journalType),
    date: dateOf(move.date) ?? '1970-01-01',
    due_date:
      dues
        .map((d) => d.due_date)
        .sort()
        .at(-1) ?? null,
    due_dates: dues,
    currency: m2oName(move.currency_id) ?? m2oName(first?.currency_id) ?? '',
    currency_exchange_rate: first ? exchangeRate(first.balance ?? 0, first.amount_currency) : 1,
    amount: round2(sign * lines.reduce((s, l) => s + amount(l), 0)),
    open_amount: round2(sign * lines.reduce((s, l) => s + open(l), 0)),
    partner_id: partner ?? '',
    account_number: accountNumber(first?.account_id) ?? '',
    reference: text(move.ref),
    matching_numbers: matching,
    payment_communication: text(move.payment_reference),
    posted: move.state === 'posted',
    original_document: null,
    raw,
  };
}

async function listOutstandings(
  odoo: AccountingOdoo,
  page: PageRequest,
  filter: OutstandingFilter,
): Promise<Page<Outstanding>> {
  const scope = await odoo.scope(filter.folder_id);
  const domain: Domain = [
    ['account_type', '=', ACCOUNT_TYPE[filter.type]],
    ['reconciled', '=', false],
    ['amount_residual', '!=', 0],
    filter.unposted_allowed ? ['parent_state', 'in', ['draft', 'posted']] : ['parent_state', '=', 'posted'],
  ];
  // The entries with open items, each once, counted by Odoo: the page is a slice of them.
  const groups = await odoo.totals(LINE, domain, ['move_id'], ['amount_residual'], scope.context);
  const moveIds = groups
    .map((g) => g.key['move_id'])
    .map((key) => (Array.isArray(key) && typeof key[0] === 'number' ? key[0] : null))
    .filter((id): id is number => id !== null)
    .sort((a, b) => b - a);
  const offset = pageOffset(page);
  const wanted = moveIds.slice(offset, offset + page.size);
  if (wanted.length === 0) return { items: [], total: moveIds.length, page: page.page, size: page.size };

  const [moveFields, lineFields] = await Promise.all([
    odoo.fields('account.move', MOVE_FIELDS),
    odoo.fields(LINE, LINE_FIELDS),
  ]);
  const [moves, lines, types] = await Promise.all([
    odoo.search('account.move', [['id', 'in', wanted]], moveFields, odooMoveSchema, scope.context),
    odoo.search(LINE, [...domain, ['move_id', 'in', wanted]], lineFields, odooLineSchema, scope.context, {
      order: 'date_maturity asc, id asc',
    }),
    journalTypes(odoo, scope),
  ]);
  const linesOf = new Map<number, OdooLine[]>();
  for (const { record } of lines) {
    const move = record.move_id ? record.move_id[0] : 0;
    linesOf.set(move, [...(linesOf.get(move) ?? []), record]);
  }
  const sign = filter.type === 'client' ? 1 : -1;
  const byId = new Map(moves.map((m) => [m.record.id, m]));
  return {
    // Newest entries first, in the order the page was cut in.
    items: wanted.flatMap((id) => {
      const move = byId.get(id);
      if (!move) return [];
      const journal = move.record.journal_id ? move.record.journal_id[0] : 0;
      return [toOutstanding(move.record, move.raw, linesOf.get(id) ?? [], sign, types.get(journal))];
    }),
    total: moveIds.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'accounting.outstandings.list': (odoo) => (page, filter) => listOutstandings(odoo, page, filter),
} satisfies AccountingHandlers;
