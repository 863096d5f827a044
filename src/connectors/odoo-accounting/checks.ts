import { z } from 'zod';
import { type ErrorCode, LintelError } from '../../errors.js';
import type { AccountingAnalyticDistribution } from '../../model/accounting/index.js';
import { odooId } from '../odoo/client.js';
import { text } from '../odoo/types.js';
import type { AccountingOdoo, Scope } from './client.js';
import { closedUntil } from './folders.js';
import { round2 } from './shared.js';
import { type OdooCompany, odooCompanySchema } from './types.js';

/**
 * What the accounting writes check before they write anything (contract §10): every account,
 * journal, partner, tax and analytic account a body names exists in the folder (ONE read per
 * model, whatever the number of lines), the lines balance to the cent, the date is in an open book
 * year. Odoo would refuse most of these itself, but after a first write (a move created, then
 * refused at posting) and in its own words; checking first keeps a refused write from leaving
 * anything behind, and names the offending line in `detail`.
 */

/** A record as these checks read it: its id and whatever fields were asked. */
export const looseRecord = z.looseObject({ id: z.number() });
export type LooseRecord = z.infer<typeof looseRecord>;

/** A reference a body makes, and where (for `detail`: `lines[2].account_number`). */
export interface Wanted {
  value: string;
  where: string;
}

export function refused(code: ErrorCode, detail: string): LintelError {
  return new LintelError(code, { detail });
}

/**
 * The records of `model` the body names by id, in the scope's company (archived ones included:
 * an archived partner is still the partner): ONE `search_read`. The first one missing (or not an
 * Odoo id) is refused with `code`.
 */
export async function recordsById(
  odoo: AccountingOdoo,
  scope: Scope,
  model: string,
  fields: readonly string[],
  wanted: readonly Wanted[],
  code: ErrorCode,
  thing: string,
): Promise<Map<number, LooseRecord>> {
  const out = new Map<number, LooseRecord>();
  if (wanted.length === 0) return out;
  const ids = [...new Set(wanted.map((w) => odooId(w.value)).filter((id): id is number => id !== undefined))];
  if (ids.length > 0) {
    const available = await odoo.fields(model, fields);
    const found = await odoo.odoo.readRecords(model, ids, available, looseRecord, scope.context);
    for (const { record } of found) out.set(record.id, record);
  }
  for (const w of wanted) {
    const id = odooId(w.value);
    if (id === undefined || !out.has(id))
      throw refused(code, `${w.where}: ${thing} ${w.value} does not exist in folder ${scope.company}`);
  }
  return out;
}

export interface LedgerAccountRef {
  id: number;
  code: string;
  type: string;
  reconcile: boolean;
}

/**
 * The folder's ledger accounts by number, for the numbers the body names: ONE `search_read` on
 * `code in [...]` (the code is per company from 18: the context's company's). A number the
 * chart does not have is refused (ERROR_ACCOUNT_NUMBER_NOT_FOUND).
 */
export async function accountsByCode(
  odoo: AccountingOdoo,
  scope: Scope,
  wanted: readonly Wanted[],
): Promise<Map<string, LedgerAccountRef>> {
  const out = new Map<string, LedgerAccountRef>();
  if (wanted.length === 0) return out;
  const codes = [...new Set(wanted.map((w) => w.value))];
  const found = await odoo.search(
    'account.account',
    [['code', 'in', codes]],
    ['code', 'account_type', 'reconcile'],
    looseRecord,
    scope.context,
  );
  for (const { record } of found) {
    const code = typeof record['code'] === 'string' ? record['code'] : '';
    out.set(code, {
      id: record.id,
      code,
      type: String(record['account_type'] ?? ''),
      reconcile: record['reconcile'] === true,
    });
  }
  for (const w of wanted) {
    if (!out.has(w.value))
      throw refused(
        'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
        `${w.where}: ledger account ${w.value} does not exist in folder ${scope.company}`,
      );
  }
  return out;
}

/** The lock dates Odoo checks when it posts, by version: 16–17 `period_lock_date`, 18+ the sales, purchase and hard locks. */
const LOCK_FIELDS = [
  'fiscalyear_lock_date',
  'period_lock_date',
  'hard_lock_date',
  'sale_lock_date',
  'purchase_lock_date',
] as const;

/**
 * The folder's company (fiscal year end, lock dates, currency: ONE read), refusing a date on or
 * before a lock date that applies to the journal: Odoo posts nothing there, so the folder has no
 * open book year for it (the read side's book years are closed up to the global lock date; 16–17
 * also lock every journal up to `period_lock_date`, 18+ sales journals up to `sale_lock_date`,
 * purchase journals up to `purchase_lock_date`). Checked first, so that `action_post` does not
 * refuse a move already created.
 */
export async function openBookYear(
  odoo: AccountingOdoo,
  scope: Scope,
  date: string,
  where: string,
): Promise<OdooCompany> {
  const fields = await odoo.fields('res.company', ['name', 'currency_id', ...LOCK_FIELDS]);
  const [found] = await odoo.odoo.readRecords(
    'res.company',
    [scope.company],
    fields,
    odooCompanySchema,
    scope.context,
  );
  if (!found) throw odoo.odoo.requestError(`Odoo answered no company ${scope.company} (res.company)`);
  journalOpen(found.record, scope, date, where, undefined);
  return found.record;
}

/** Refuses `date` when a lock date of the company applies to a journal of `journalType` (no call). */
export function journalOpen(
  company: OdooCompany,
  scope: Scope,
  date: string,
  where: string,
  journalType: string | undefined,
): void {
  const locks = [closedUntil(company), text(company.period_lock_date)];
  if (journalType === 'sale') locks.push(text(company.sale_lock_date));
  if (journalType === 'purchase') locks.push(text(company.purchase_lock_date));
  const closed = locks
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  if (closed !== undefined && date <= closed)
    throw refused(
      'ERROR_BOOKYEAR_NOT_FOUND',
      `${where}: ${date} is in a closed book year of folder ${scope.company} (locked until ${closed})`,
    );
}

/**
 * Refuses a number a posted or draft entry of the journal already has (Odoo refuses it when it
 * posts, after the create): ONE `search_read`. 409, in the words of an invoice or an entry.
 */
export async function numberFree(
  odoo: AccountingOdoo,
  scope: Scope,
  journal: number,
  number: string,
  where: string,
  what: 'invoice' | 'entry',
): Promise<void> {
  const [used] = await odoo.search(
    'account.move',
    [
      ['journal_id', '=', journal],
      ['name', '=', number],
      ['state', '!=', 'cancel'],
    ],
    ['name'],
    looseRecord,
    scope.context,
    { limit: 1 },
  );
  if (used)
    throw new LintelError('ERROR_INVOICE_NUMBER_ALREADY_USED', {
      ...(what === 'entry' ? { message: 'The entry number is already used in the journal' } : {}),
      detail: `${where}: ${number} is the number of entry ${used.record.id} in journal ${journal}`,
    });
}

/** Refuses lines whose debits and credits differ to the cent, naming the totals. */
export function checkBalanced(
  lines: readonly { debit: number; credit: number }[],
  code: ErrorCode = 'ERROR_OPERATION_NOT_BALANCED',
  what = 'lines',
): void {
  const debit = round2(lines.reduce((s, l) => s + l.debit, 0));
  const credit = round2(lines.reduce((s, l) => s + l.credit, 0));
  if (debit !== credit)
    throw refused(
      code,
      `The ${what} debit ${debit.toFixed(2)} and credit ${credit.toFixed(2)}: a difference of ${round2(debit - credit).toFixed(2)}`,
    );
}

/**
 * The currency id of `code`: none (the company's own) when it is the company's currency, else
 * ONE `search_read` of `res.currency` by name (active or not: Odoo keeps inactive currencies).
 */
export async function currencyId(
  odoo: AccountingOdoo,
  scope: Scope,
  company: OdooCompany,
  code: string,
  where: string,
): Promise<number | undefined> {
  const own = Array.isArray(company.currency_id) ? company.currency_id[1] : null;
  if (own === code) return undefined;
  const [currency] = await odoo.search('res.currency', [['name', '=', code]], ['name'], looseRecord, {
    ...scope.context,
    active_test: false,
  });
  if (!currency) throw refused('ERROR_CURRENCY_NOT_FOUND', `${where}: currency ${code} is not known to Odoo`);
  return currency.record.id;
}

/** Chift's analytic distributions as Odoo's `analytic_distribution` (one key per account, in percent). */
export function toOdooDistribution(
  distributions: readonly AccountingAnalyticDistribution[] | null | undefined,
): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  for (const plan of distributions ?? []) {
    for (const account of plan.analytic_accounts) {
      out[account.analytic_account] = round2((out[account.analytic_account] ?? 0) + account.percentage);
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Every analytic account a body's distributions name, with where. */
export function analyticsWanted(
  distributions: readonly (readonly AccountingAnalyticDistribution[] | null | undefined)[],
  where: (i: number) => string,
): Wanted[] {
  return distributions.flatMap((plans, i) =>
    (plans ?? []).flatMap((plan) =>
      plan.analytic_accounts.map((a) => ({ value: a.analytic_account, where: where(i) })),
    ),
  );
}

/** The id of a many2one as read (`[id, name]`), or undefined. */
export function m2o(value: unknown): number | undefined {
  return Array.isArray(value) && typeof value[0] === 'number' ? value[0] : undefined;
}

/** Where a line is, for `detail`: `items[1]` (1-based positions read better: line 2). */
export const at = (list: string, i: number, field?: string) => `${list}[${i}]${field ? `.${field}` : ''}`;

const createdId = z.union([z.number().int(), z.tuple([z.number().int()])]);
/** A write's answer that nothing depends on (`reconcile`, `unlink`, `write`). */
export const anything = z.unknown();

/** `create([vals])` of one record in the scope's company: its id (ONE call). */
export async function createRecord(
  odoo: AccountingOdoo,
  scope: Scope,
  model: string,
  vals: Record<string, unknown>,
): Promise<number> {
  const created = await odoo.odoo.command(model, 'create', [vals], { context: scope.context }, createdId);
  return typeof created === 'number' ? created : created[0];
}

/** `write([id], vals)` (ONE call). */
export async function writeRecord(
  odoo: AccountingOdoo,
  scope: Scope,
  model: string,
  id: number,
  vals: Record<string, unknown>,
): Promise<void> {
  await odoo.odoo.command(model, 'write', [[id], vals], { context: scope.context }, anything);
}

/**
 * A move created and, unless kept as a draft, posted: `account.move.create` then `action_post`
 * (TWO calls), as Odoo's own form does; Odoo numbers the move when it posts it.
 */
export async function createMove(
  odoo: AccountingOdoo,
  scope: Scope,
  vals: Record<string, unknown>,
  post: boolean,
): Promise<number> {
  const id = await createRecord(odoo, scope, 'account.move', vals);
  if (!post) return id;
  try {
    await odoo.odoo.command('account.move', 'action_post', [[id]], { context: scope.context }, anything);
  } catch (error) {
    // Refused at posting (a rule Lintel does not check first): the draft is removed rather than
    // left behind in the books; if that fails too, the refusal is what the caller hears.
    await odoo.odoo
      .command('account.move', 'unlink', [[id]], { context: scope.context }, anything)
      .catch(() => undefined);
    throw error;
  }
  return id;
}
