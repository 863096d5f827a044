import type {
  AnalyticAccount,
  AnalyticAccountMultiPlan,
  AnalyticPlan,
} from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { type Domain, inOrder, notFound, odooId, odooIds } from '../odoo/client.js';
import { m2oId, m2oName, number, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { defaultPlan, round2, searchPage } from './shared.js';
import { type OdooAnalytic, odooAnalyticSchema, odooPlanSchema } from './types.js';

/**
 * Analytic accounting (the `analytic` module, 16+ plans): `account.analytic.plan` are the plans
 * (axes), `account.analytic.account` their accounts, whose `debit`, `credit` and `balance` Odoo
 * computes from the analytic lines of the companies in the context. Chift's "default plan" is
 * Odoo's first root plan (by sequence), where Odoo puts its project plan.
 * Pitfalls: plans had a company up to 16 only; an account's plan may be a sub-plan, its axis is
 * its `root_plan_id`.
 */

const PLAN = 'account.analytic.plan';
const ACCOUNT = 'account.analytic.account';
const FIELDS = [
  'name',
  'code',
  'active',
  'plan_id',
  'root_plan_id',
  'currency_id',
  'balance',
  'debit',
  'credit',
] as const;
const ORDER = 'plan_id asc, code asc, id asc';
const ARCHIVED = { active_test: false };

function toAnalyticAccount(account: OdooAnalytic, raw: unknown): AnalyticAccount {
  const debit = round2(number(account.debit) ?? 0);
  const credit = round2(number(account.credit) ?? 0);
  return {
    id: String(account.id),
    active: account.active ?? true,
    code: text(account.code),
    name: account.name,
    currency: m2oName(account.currency_id),
    // Chift's balance is debit minus credit; Odoo's analytic balance is the opposite sign.
    balance: round2(debit - credit),
    credit,
    debit,
    raw,
  };
}

function toMultiPlan(account: OdooAnalytic, raw: unknown): AnalyticAccountMultiPlan {
  return {
    ...toAnalyticAccount(account, raw),
    analytic_plan: m2oId(account.root_plan_id ?? account.plan_id) ?? '',
  };
}

const planOf = (account: OdooAnalytic) => (account.root_plan_id ?? account.plan_id ?? false) || null;

async function listPlans(odoo: AccountingOdoo, scope: Scope, page: PageRequest): Promise<Page<AnalyticPlan>> {
  const fields = await odoo.fields(PLAN, ['name', 'complete_name', 'parent_id', 'active']);
  const { records, total } = await searchPage(odoo, scope, PLAN, [], fields, odooPlanSchema, page, {
    order: 'sequence asc, id asc',
  });
  const items = records.map(({ record, raw }) => ({
    id: String(record.id),
    name: text(record.complete_name) ?? text(record.name) ?? '',
    active: record.active ?? true,
    parent_id: m2oId(record.parent_id),
    raw,
  }));
  return { items, total, page: page.page, size: page.size };
}

/** One page of analytic accounts (of one root plan, or all): `search_read` (+ `search_count`). */
async function listAccounts<T>(
  odoo: AccountingOdoo,
  scope: Scope,
  page: PageRequest,
  domain: Domain,
  map: (account: OdooAnalytic, raw: unknown) => T,
): Promise<Page<T>> {
  const fields = await odoo.fields(ACCOUNT, FIELDS);
  const { records, total } = await searchPage(
    odoo,
    scope,
    ACCOUNT,
    domain,
    fields,
    odooAnalyticSchema,
    page,
    {
      order: ORDER,
      context: ARCHIVED,
    },
  );
  return {
    items: records.map(({ record, raw }) => map(record, raw)),
    total,
    page: page.page,
    size: page.size,
  };
}

/** Analytic accounts by id, of `plan` only when given: ONE `search_read` on `id in ids`. */
async function getAccounts<T>(
  odoo: AccountingOdoo,
  scope: Scope,
  ids: readonly string[],
  plan: number | null | undefined,
  map: (account: OdooAnalytic, raw: unknown) => T,
): Promise<(T | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, T>();
  if (numeric.length > 0 && plan !== null) {
    const fields = await odoo.fields(ACCOUNT, FIELDS);
    const accounts = await odoo.odoo.readRecords(ACCOUNT, numeric, fields, odooAnalyticSchema, scope.context);
    for (const { record, raw } of accounts) {
      if (plan === undefined || planOf(record)?.[0] === plan) found.set(record.id, map(record, raw));
    }
  }
  return inOrder(ids, found, 'Analytic account');
}

export const handlers = {
  'accounting.analytic-plans.list':
    (odoo) =>
    async (page, { folder_id }) =>
      listPlans(odoo, await odoo.scope(folder_id), page),

  /** The accounts of the default plan: the plan (one `search_read`), then its accounts. */
  'accounting.analytic-accounts.list':
    (odoo) =>
    async (page, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      const plan = await defaultPlan(odoo, scope);
      if (plan === null) return { items: [], total: 0, page: page.page, size: page.size };
      return listAccounts(odoo, scope, page, [['root_plan_id', '=', plan]], toAnalyticAccount);
    },
  'accounting.analytic-accounts.get':
    (odoo) =>
    async (ids, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      return getAccounts(odoo, scope, ids, await defaultPlan(odoo, scope), toAnalyticAccount);
    },
  'accounting.analytic-accounts-multi-plans.list':
    (odoo) =>
    async (page, { folder_id }) =>
      listAccounts(odoo, await odoo.scope(folder_id), page, [], toMultiPlan),
  'accounting.analytic-accounts-multi-plans.get':
    (odoo) =>
    async (ids, { folder_id, analytic_plan }) => {
      const scope = await odoo.scope(folder_id);
      const plan = odooId(analytic_plan);
      if (plan === undefined) return ids.map((id) => notFound('Analytic account', id));
      return getAccounts(odoo, scope, ids, plan, toMultiPlan);
    },
} satisfies AccountingHandlers;
