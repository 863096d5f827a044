import type {
  JournalEntry,
  JournalEntryDueDate,
  JournalEntryFilter,
  JournalEntryMultiPlan,
  JournalItem,
  JournalItemMultiPlan,
  MiscellaneousOperation,
  MiscellaneousOperationFilter,
  MiscellaneousOperationLine,
  MiscellaneousOperationStatus,
} from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { type Domain, inOrder, odooId, odooIds, type Parsed } from '../odoo/client.js';
import { dateOf, m2oId, m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import {
  type AnalyticIndex,
  accountName,
  accountNumber,
  analyticIndex,
  attachmentsInfo,
  defaultAnalytic,
  exchangeRate,
  odooDatetime,
  round2,
  searchPage,
  toDistribution,
} from './shared.js';
import { type OdooLine, type OdooMove, odooLineSchema, odooMoveSchema } from './types.js';

/**
 * Journal entries (`account.move`, every `move_type`) with their journal items
 * (`account.move.line`), and miscellaneous operations: the entries of `general` journals. A page
 * costs one `search_read` of the moves, one of all their lines, and, when lines carry analytic
 * distributions, one of the analytic accounts they name (plus the default plan for the
 * one-account shape) — whatever the number of entries. Docs: account/models/account_move.py,
 * account_move_line.py.
 * Pitfalls: a draft's name is `/`; section and note lines (`display_type` `line_section`,
 * `line_note`) carry no amount and are left out; `analytic_distribution` keys join one account per
 * plan from 18 (`"1,3"`).
 */

const MOVE = 'account.move';
const LINE = 'account.move.line';
const MOVE_FIELDS = [
  'name',
  'ref',
  'date',
  'state',
  'move_type',
  'journal_id',
  'partner_id',
  'currency_id',
  'invoice_date_due',
  'message_main_attachment_id',
  'write_date',
] as const;
const LINE_FIELDS = [
  'move_id',
  'name',
  'display_type',
  'account_id',
  'partner_id',
  'debit',
  'credit',
  'balance',
  'amount_currency',
  'currency_id',
  'matching_number',
  'reconciled',
  'date_maturity',
  'analytic_distribution',
  'account_type',
] as const;
/** Odoo's own order of entries (`account.move._order`). */
const ORDER = 'date desc, name desc, id desc';
const NO_AMOUNT = new Set(['line_section', 'line_note']);

const moveName = (name: string | false) => {
  const value = text(name);
  return value === '/' ? null : value;
};

/** The lines of `moves` by move id (amount lines only, in Odoo's order): ONE `search_read`. */
async function linesOf(
  odoo: AccountingOdoo,
  scope: Scope,
  moves: readonly number[],
  extra: Domain = [],
): Promise<Map<number, OdooLine[]>> {
  const out = new Map<number, OdooLine[]>();
  if (moves.length === 0) return out;
  const fields = await odoo.fields(LINE, LINE_FIELDS);
  const lines = await odoo.search(
    LINE,
    [['move_id', 'in', [...moves]], ...extra],
    fields,
    odooLineSchema,
    scope.context,
    {
      order: 'move_id asc, sequence asc, id asc',
    },
  );
  for (const { record } of lines) {
    if (NO_AMOUNT.has(String(record.display_type))) continue;
    const move = record.move_id ? record.move_id[0] : undefined;
    if (move === undefined) continue;
    out.set(move, [...(out.get(move) ?? []), record]);
  }
  return out;
}

function itemBase(line: OdooLine) {
  return {
    account_number: accountNumber(line.account_id) ?? '',
    partner_id: m2oId(line.partner_id),
    description: text(line.name),
    debit: round2(line.debit),
    credit: round2(line.credit),
    currency: m2oName(line.currency_id) ?? '',
    currency_exchange_rate: exchangeRate(line.balance ?? line.debit - line.credit, line.amount_currency),
    id: String(line.id),
    partner_name: m2oName(line.partner_id),
    account_name: accountName(line.account_id) ?? '',
    matching_numbers: text(line.matching_number) ? [text(line.matching_number)!] : [],
  };
}

function dueDates(lines: readonly OdooLine[]): JournalEntryDueDate[] {
  return lines
    .filter((l) => l.display_type === 'payment_term' && dateOf(l.date_maturity))
    .map((l) => ({
      due_date: dateOf(l.date_maturity)!,
      payment_method: null,
      payment_method_id: null,
      debit: round2(l.debit),
      credit: round2(l.credit),
    }));
}

function entryBase(move: OdooMove, lines: readonly OdooLine[], raw: unknown) {
  return {
    reference: text(move.ref),
    due_date: move.move_type === 'entry' ? null : dateOf(move.invoice_date_due),
    journal_id: m2oId(move.journal_id) ?? '',
    name: moveName(move.name),
    journal_name: m2oName(move.journal_id),
    date: dateOf(move.date) ?? '1970-01-01',
    posted: move.state === 'posted',
    id: String(move.id),
    due_dates: dueDates(lines),
    attachments_info: attachmentsInfo(move.message_main_attachment_id),
    raw,
  };
}

function toJournalEntry(
  move: OdooMove,
  raw: unknown,
  lines: readonly OdooLine[],
  index: AnalyticIndex,
): JournalEntry {
  const items: JournalItem[] = lines.map((line) => {
    const analytic = defaultAnalytic(line.analytic_distribution, index);
    return {
      ...itemBase(line),
      analytic_account: analytic?.id ?? null,
      analytic_account_name: analytic?.name ?? null,
    };
  });
  return { ...entryBase(move, lines, raw), items };
}

function toJournalEntryMultiPlan(
  move: OdooMove,
  raw: unknown,
  lines: readonly OdooLine[],
  index: AnalyticIndex,
): JournalEntryMultiPlan {
  const items: JournalItemMultiPlan[] = lines.map((line) => ({
    ...itemBase(line),
    analytic_distribution: toDistribution(line.analytic_distribution, index),
  }));
  return { ...entryBase(move, lines, raw), items };
}

/** Moves with their lines and the analytic accounts those name: the lines' read, and the analytics' when needed. */
async function complete<T>(
  odoo: AccountingOdoo,
  scope: Scope,
  moves: readonly Parsed<OdooMove>[],
  withDefaultPlan: boolean,
  map: (move: OdooMove, raw: unknown, lines: readonly OdooLine[], index: AnalyticIndex) => T,
  lineDomain: Domain = [],
): Promise<T[]> {
  const lines = await linesOf(
    odoo,
    scope,
    moves.map(({ record }) => record.id),
    lineDomain,
  );
  const all = [...lines.values()].flat();
  const index = await analyticIndex(
    odoo,
    scope,
    all.map((l) => l.analytic_distribution),
    withDefaultPlan,
  );
  return moves.map(({ record, raw }) => map(record, raw, lines.get(record.id) ?? [], index));
}

/**
 * The journal entries' filter as a domain. Chift needs a window of days or `updated_after`;
 * drafts only with `unposted_allowed`, cancelled entries never.
 */
function entryDomain(filter: JournalEntryFilter): Domain | null {
  // The window was checked with the filter (`checkedEntryWindow`, model/accounting/shared.ts).
  const domain: Domain = [
    filter.unposted_allowed ? ['state', 'in', ['draft', 'posted']] : ['state', '=', 'posted'],
  ];
  if (filter.journal_id !== undefined) {
    const journal = odooId(filter.journal_id);
    if (journal === undefined) return null;
    domain.push(['journal_id', '=', journal]);
  }
  if (filter.date_from !== undefined) domain.push(['date', '>=', filter.date_from]);
  if (filter.date_to !== undefined) domain.push(['date', '<=', filter.date_to]);
  if (filter.updated_after !== undefined)
    domain.push(['write_date', '>', odooDatetime(filter.updated_after)]);
  if (filter.partner_id !== undefined) {
    const partner = odooId(filter.partner_id);
    if (partner === undefined) return null;
    domain.push(['line_ids.partner_id', '=', partner]);
  }
  return domain;
}

async function listEntries<T>(
  odoo: AccountingOdoo,
  page: PageRequest,
  filter: JournalEntryFilter,
  withDefaultPlan: boolean,
  map: (move: OdooMove, raw: unknown, lines: readonly OdooLine[], index: AnalyticIndex) => T,
): Promise<Page<T>> {
  const domain = entryDomain(filter);
  const scope = await odoo.scope(filter.folder_id);
  if (domain === null) return { items: [], total: 0, page: page.page, size: page.size };
  const fields = await odoo.fields(MOVE, MOVE_FIELDS);
  const { records, total } = await searchPage(odoo, scope, MOVE, domain, fields, odooMoveSchema, page, {
    order: ORDER,
  });
  return {
    items: await complete(odoo, scope, records, withDefaultPlan, map),
    total,
    page: page.page,
    size: page.size,
  };
}

/** Entries by id: ONE `search_read` of the moves, then their lines (and analytics) as a page does. */
async function getEntries(
  odoo: AccountingOdoo,
  scope: Scope,
  ids: readonly string[],
  extra: Domain,
): Promise<Parsed<OdooMove>[]> {
  const numeric = odooIds(ids);
  if (numeric.length === 0) return [];
  const fields = await odoo.fields(MOVE, MOVE_FIELDS);
  return odoo.search(MOVE, [['id', 'in', numeric], ...extra], fields, odooMoveSchema, scope.context);
}

// ---- miscellaneous operations -------------------------------------------------------------------

const MISC: Domain = [
  ['move_type', '=', 'entry'],
  ['journal_id.type', '=', 'general'],
];

function operationStatus(move: OdooMove, lines: readonly OdooLine[]): MiscellaneousOperationStatus {
  if (move.state === 'cancel') return 'cancelled';
  if (move.state !== 'posted') return 'draft';
  const open = lines.filter(
    (l) => l.account_type === 'asset_receivable' || l.account_type === 'liability_payable',
  );
  return open.length > 0 && open.every((l) => l.reconciled === true) ? 'matched' : 'posted';
}

/**
 * An entry of a general journal as a miscellaneous operation: each line's amount is its credit
 * minus its debit; a line on a receivable or payable account is a client's or supplier's, with
 * its partner; its analytic account is the one with the largest share of its distribution.
 */
function toOperation(move: OdooMove, raw: unknown, lines: readonly OdooLine[]): MiscellaneousOperation {
  const items: MiscellaneousOperationLine[] = lines.map((line, i) => {
    const type =
      line.account_type === 'asset_receivable'
        ? 'customer_account'
        : line.account_type === 'liability_payable'
          ? 'supplier_account'
          : 'general_account';
    // The account with the largest share (18+ keys join one account per plan: the first of them).
    const [largest] = Object.entries(line.analytic_distribution || {}).sort((a, b) => b[1] - a[1]);
    return {
      line_number: i + 1,
      description: text(line.name),
      amount: round2(line.credit - line.debit),
      type,
      account_number: accountNumber(line.account_id) ?? '',
      partner_id: type === 'general_account' ? null : m2oId(line.partner_id),
      analytic_account: largest ? (largest[0].split(',')[0] ?? null) : null,
    };
  });
  const first = lines[0];
  return {
    operation_number: moveName(move.name),
    currency: m2oName(move.currency_id) ?? m2oName(first?.currency_id) ?? '',
    currency_exchange_rate: first
      ? exchangeRate(first.balance ?? first.debit - first.credit, first.amount_currency)
      : 1,
    lines: items,
    operation_date: dateOf(move.date) ?? '1970-01-01',
    journal_id: m2oId(move.journal_id) ?? '',
    status: operationStatus(move, lines),
    id: String(move.id),
    raw,
  };
}

async function listOperations(
  odoo: AccountingOdoo,
  page: PageRequest,
  filter: MiscellaneousOperationFilter,
): Promise<Page<MiscellaneousOperation>> {
  const scope = await odoo.scope(filter.folder_id);
  const domain: Domain = [...MISC];
  if (filter.date_from !== undefined) domain.push(['date', '>=', filter.date_from]);
  if (filter.date_to !== undefined) domain.push(['date', '<=', filter.date_to]);
  if (filter.journal_ids !== undefined) {
    domain.push(['journal_id', 'in', odooIds(filter.journal_ids.split(',').map((id) => id.trim()))]);
  }
  const fields = await odoo.fields(MOVE, MOVE_FIELDS);
  const { records, total } = await searchPage(odoo, scope, MOVE, domain, fields, odooMoveSchema, page, {
    order: ORDER,
  });
  const lines = await linesOf(
    odoo,
    scope,
    records.map(({ record }) => record.id),
  );
  return {
    items: records.map(({ record, raw }) => toOperation(record, raw, lines.get(record.id) ?? [])),
    total,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'accounting.journal-entries.list': (odoo) => (page, filter) =>
    listEntries(odoo, page, filter, true, toJournalEntry),
  'accounting.journal-entries-multi-plans.list': (odoo) => (page, filter) =>
    listEntries(odoo, page, filter, false, toJournalEntryMultiPlan),
  'accounting.journal-entries.get':
    (odoo) =>
    async (ids, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      const moves = await getEntries(odoo, scope, ids, []);
      const entries = await complete(odoo, scope, moves, false, toJournalEntryMultiPlan);
      return inOrder(ids, new Map(entries.map((e) => [Number(e.id), e])), 'Journal entry');
    },
  'accounting.miscellaneous-operations.list': (odoo) => (page, filter) => listOperations(odoo, page, filter),
  'accounting.miscellaneous-operations.get':
    (odoo) =>
    async (ids, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      const moves = await getEntries(odoo, scope, ids, MISC);
      const lines = await linesOf(
        odoo,
        scope,
        moves.map(({ record }) => record.id),
      );
      const found = new Map(
        moves.map(({ record, raw }) => [record.id, toOperation(record, raw, lines.get(record.id) ?? [])]),
      );
      return inOrder(ids, found, 'Miscellaneous operation');
    },
} satisfies AccountingHandlers;
