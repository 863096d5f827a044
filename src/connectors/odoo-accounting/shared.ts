import type { ZodType } from 'zod';
import type {
  AccountingAnalyticDistribution,
  AccountingBankDetails,
  AttachmentInfo,
  JournalType,
  LedgerAccountType,
} from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { pageOffset } from '../../model/index.js';
import type { Domain, Parsed } from '../odoo/client.js';
import { accountCode } from '../odoo/contacts.js';
import { type Many2one, m2oName, text } from '../odoo/types.js';
import type { AccountingOdoo, Scope } from './client.js';
import { type OdooBank, odooAnalyticSchema, odooBankSchema, odooPlanSchema } from './types.js';

/**
 * What the accounting resources share: the journal and account types as Chift names them, an
 * account's number and name from its display name, amounts and instants as Chift writes them,
 * analytic distributions, bank accounts, paging.
 */

export { accountCode };

const round2 = (n: number) => Math.round(n * 100) / 100;

export { round2 };

/** An account's name without its code: `400000 Customers` → `Customers`. */
export function accountName(value: Many2one | undefined): string | null {
  const display = m2oName(value);
  if (display === null) return null;
  const space = display.indexOf(' ');
  return space < 0 ? display : display.slice(space + 1);
}

/** An account's number from a many2one (`[1, "400000 Customers"]` → `400000`). */
export function accountNumber(value: Many2one | undefined): string | null {
  return accountCode(m2oName(value));
}

/**
 * Odoo journal types as Chift's: sales and purchases, money movements (bank, cash and, from 17,
 * credit card journals), the rest miscellaneous. Odoo books credit notes in the invoices'
 * journal, so no journal is a refund journal.
 */
export function journalTypeOf(type: string | null | undefined): JournalType {
  switch (type) {
    case 'sale':
      return 'customer_invoice';
    case 'purchase':
      return 'supplier_invoice';
    case 'bank':
    case 'cash':
    case 'credit':
      return 'financial_operation';
    case 'general':
      return 'miscellaneous_operation';
    default:
      return 'unknown';
  }
}

/**
 * Odoo's `account_type` (16+) as Chift's ledger account type. Odoo's `asset_cash` is "Bank and
 * Cash": an account whose code begins with the company's cash prefix is `cash`, the others
 * `bank`; Odoo has no VAT type, so accounts that taxes book to (`vat`) are told apart by the
 * caller.
 */
export function ledgerTypeOf(
  accountType: string | null,
  code: string | null,
  cashPrefix: string | null,
): LedgerAccountType {
  switch (accountType) {
    case 'asset_receivable':
      return 'receivable';
    case 'liability_payable':
      return 'payable';
    case 'asset_cash':
      return cashPrefix && code?.startsWith(cashPrefix) ? 'cash' : 'bank';
    case 'liability_credit_card':
      return 'other_financial';
    case 'income':
    case 'income_other':
      return 'income';
    case 'expense':
    case 'expense_direct_cost':
      return 'expense';
    case 'expense_depreciation':
    case 'expense_other':
      return 'other_expense';
    default:
      return 'other';
  }
}

/** `YYYY-MM-DD HH:MM:SS` (UTC, as Odoo writes datetimes) → `YYYY-MM-DDTHH:MM:SSZ`. */
export function instant(value: string | false | undefined): string | null {
  const s = text(value);
  if (!s || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/.test(s)) return null;
  return `${s.slice(0, 10)}T${s.slice(11, 19)}Z`;
}

/** An instant given by a client (with or without offset, UTC without) → Odoo's `YYYY-MM-DD HH:MM:SS` in UTC. */
export function odooDatetime(value: string): string {
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  const date = new Date(hasZone ? value : `${value}Z`);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** `fr_BE` → `fr` (ISO 639-1). */
export function languageOf(lang: string | false | undefined): string | null {
  const value = text(lang);
  return value ? (value.split(/[_-]/)[0] ?? null) : null;
}

/** The files of a move: Odoo keeps them as attachments, read with the attachments operation. */
export function attachmentsInfo(mainAttachment: Many2one | undefined): AttachmentInfo {
  return { status: mainAttachment ? 'yes_to_request' : 'no', attachments: [] };
}

/** The exchange rate from a line's currency to the company's (1 when they are the same). */
export function exchangeRate(balance: number, amountCurrency: number | false | undefined): number {
  if (typeof amountCurrency !== 'number' || amountCurrency === 0 || balance === 0) return 1;
  return Math.round((balance / amountCurrency) * 1_000_000) / 1_000_000;
}

/** One page of `items` computed whole (book years, balances). */
export function pageOf<T>(items: readonly T[], page: PageRequest): Page<T> {
  const offset = pageOffset(page);
  return {
    items: items.slice(offset, offset + page.size),
    total: items.length,
    page: page.page,
    size: page.size,
  };
}

/**
 * One page of `model`: `search_read` with offset and limit, `search_count` only when the page
 * does not show the total. Docs: external_api "Search and read".
 */
export async function searchPage<T>(
  odoo: AccountingOdoo,
  scope: Scope,
  model: string,
  domain: Domain,
  fieldNames: readonly string[],
  schema: ZodType<T>,
  page: PageRequest,
  options: { order: string; context?: Record<string, unknown> },
): Promise<{ records: Parsed<T>[]; total: number }> {
  const offset = pageOffset(page);
  const context = { ...scope.context, ...options.context };
  const records = await odoo.search(model, domain, fieldNames, schema, context, {
    offset,
    limit: page.size,
    order: options.order,
  });
  const total = await odoo.odoo.pageTotal(model, domain, context, {
    offset,
    limit: page.size,
    received: records.length,
  });
  return { records, total };
}

// ---- analytic distributions -------------------------------------------------------------------

/** The analytic account ids a distribution names (18+ keys join one account per plan: `"1,3"`). */
export function analyticIds(distribution: Record<string, number> | false | null | undefined): number[] {
  if (!distribution) return [];
  return Object.keys(distribution).flatMap((key) =>
    key
      .split(',')
      .map((id) => Number(id))
      .filter((id) => Number.isInteger(id) && id > 0),
  );
}

/** Each account of a distribution and its share (an account in a joined key gets the key's share). */
function shares(distribution: Record<string, number> | false | null | undefined): [number, number][] {
  if (!distribution) return [];
  const out = new Map<number, number>();
  for (const [key, pct] of Object.entries(distribution)) {
    for (const id of key.split(',').map(Number)) {
      if (Number.isInteger(id) && id > 0) out.set(id, (out.get(id) ?? 0) + pct);
    }
  }
  return [...out];
}

export interface AnalyticIndex {
  /** Root plan of each analytic account read. */
  planOf: Map<number, number>;
  nameOf: Map<number, string>;
  /** The default plan: the first root plan (by sequence), where Odoo puts the project plan. */
  defaultPlan: number | null;
}

/**
 * The analytic accounts the distributions of `lines` name, with their plans: ONE `search_read` of
 * those accounts (archived included), and, when `withDefaultPlan`, one of the root plans. None
 * when no line has a distribution. Docs: analytic/models/analytic_account.py (`root_plan_id`).
 */
export async function analyticIndex(
  odoo: AccountingOdoo,
  scope: Scope,
  distributions: readonly (Record<string, number> | false | null | undefined)[],
  withDefaultPlan: boolean,
): Promise<AnalyticIndex> {
  const ids = [...new Set(distributions.flatMap(analyticIds))];
  const index: AnalyticIndex = { planOf: new Map(), nameOf: new Map(), defaultPlan: null };
  if (ids.length === 0) return index;
  const fields = await odoo.fields('account.analytic.account', ['name', 'plan_id', 'root_plan_id']);
  const accounts = await odoo.odoo.readRecords(
    'account.analytic.account',
    ids,
    fields,
    odooAnalyticSchema,
    scope.context,
  );
  for (const { record } of accounts) {
    const plan = record.root_plan_id ?? record.plan_id;
    if (plan) index.planOf.set(record.id, plan[0]);
    index.nameOf.set(record.id, record.name);
  }
  if (withDefaultPlan) index.defaultPlan = await defaultPlan(odoo, scope);
  return index;
}

/** The default analytic plan: the first root plan by sequence (one `search_read`, limit 1). */
export async function defaultPlan(odoo: AccountingOdoo, scope: Scope): Promise<number | null> {
  const [plan] = await odoo.search(
    'account.analytic.plan',
    [['parent_id', '=', false]],
    ['name'],
    odooPlanSchema,
    scope.context,
    { limit: 1, order: 'sequence asc, id asc' },
  );
  return plan?.record.id ?? null;
}

/** A distribution as Chift's: one entry per plan, its accounts and their shares. */
export function toDistribution(
  distribution: Record<string, number> | false | null | undefined,
  index: AnalyticIndex,
): AccountingAnalyticDistribution[] {
  const byPlan = new Map<number, { analytic_account: string; percentage: number }[]>();
  for (const [id, pct] of shares(distribution)) {
    const plan = index.planOf.get(id);
    if (plan === undefined) continue;
    const list = byPlan.get(plan) ?? [];
    list.push({ analytic_account: String(id), percentage: round2(pct) });
    byPlan.set(plan, list);
  }
  return [...byPlan].map(([plan, accounts]) => ({
    analytic_plan: String(plan),
    analytic_accounts: accounts,
  }));
}

/** The one analytic account of the default plan a line carries (its largest share), or null. */
export function defaultAnalytic(
  distribution: Record<string, number> | false | null | undefined,
  index: AnalyticIndex,
): { id: string; name: string | null } | null {
  const candidates = shares(distribution)
    .filter(([id]) => index.defaultPlan !== null && index.planOf.get(id) === index.defaultPlan)
    .sort((a, b) => b[1] - a[1]);
  const first = candidates[0];
  return first ? { id: String(first[0]), name: index.nameOf.get(first[0]) ?? null } : null;
}

// ---- bank accounts --------------------------------------------------------------------------

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/** Whether an account number is an IBAN (two letters, two check digits, the rest). */
export function isIban(number: string | null): boolean {
  return number !== null && IBAN.test(number.replace(/\s+/g, '').toUpperCase());
}

/** `res.partner.bank` → a client's or supplier's bank account; the first (by sequence) is the primary one. */
export function toBankDetails(bank: OdooBank, primary: boolean): AccountingBankDetails {
  const number = text(bank.acc_number);
  const iban = isIban(number) ? (number?.replace(/\s+/g, '').toUpperCase() ?? null) : null;
  return {
    is_primary: primary,
    currency: m2oName(bank.currency_id),
    iban,
    bic_swift: text(bank.bank_bic),
    account_number: iban ? null : number,
    routing_code: null,
  };
}

export const BANK_FIELDS = [
  'acc_number',
  'sanitized_acc_number',
  'partner_id',
  'bank_id',
  'bank_name',
  'bank_bic',
  'currency_id',
  'allow_out_payment',
  'sequence',
] as const;

/** Bank accounts of partners by partner id: ONE `search_read`, none when no id is given. */
export async function banksOf(
  odoo: AccountingOdoo,
  scope: Scope,
  partnerIds: readonly number[],
): Promise<Map<number, OdooBank[]>> {
  const out = new Map<number, OdooBank[]>();
  if (partnerIds.length === 0) return out;
  const fields = await odoo.fields('res.partner.bank', BANK_FIELDS);
  const banks = await odoo.search(
    'res.partner.bank',
    [['partner_id', 'in', [...partnerIds]]],
    fields,
    odooBankSchema,
    scope.context,
    { order: 'sequence asc, id asc' },
  );
  for (const { record } of banks) {
    const partner = record.partner_id ? record.partner_id[0] : undefined;
    if (partner === undefined) continue;
    out.set(partner, [...(out.get(partner) ?? []), record]);
  }
  return out;
}
