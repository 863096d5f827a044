import type { AnalyticAccountInput, AnalyticAccountUpdateInput } from '../../model/accounting/index.js';
import { odooId } from '../odoo/client.js';
import { handlers as analyticReads } from './analytics.js';
import { createRecord, looseRecord, recordsById, refused, writeRecord } from './checks.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { defaultPlan } from './shared.js';

/**
 * Analytic accounts (`account.analytic.account`, 16+): created in the folder's default plan (the
 * first root plan, as the reads take it) or in the plan named, with `plan_id` and the folder's
 * company; changed with `write`. The code is unique in its plan (Odoo does not enforce it, but
 * Chift's document answers 409 for a code used: looked for first). The currency is the company's
 * (a related field in Odoo), so the body's is not written.
 * Docs: analytic/models/analytic_account.py (`plan_id`, `code`, `company_id`, `active`).
 */

const MODEL = 'account.analytic.account';

async function codeFree(odoo: AccountingOdoo, scope: Scope, plan: number, code: string, except?: number) {
  const [used] = await odoo.search(
    MODEL,
    [['plan_id', '=', plan], ['code', '=', code], ...(except ? [['id', '!=', except]] : [])],
    ['code'],
    looseRecord,
    { ...scope.context, active_test: false },
    { limit: 1 },
  );
  if (used)
    throw refused(
      'ERROR_ANALYTIC_ACCOUNT_ALREADY_EXISTS',
      `code: analytic account ${used.record.id} of plan ${plan} has the code ${code}`,
    );
}

/** The plan a write works in: the one named (one read), else the default one (one read). */
async function planOf(odoo: AccountingOdoo, scope: Scope, named: string | undefined): Promise<number> {
  if (named !== undefined) {
    const plans = await recordsById(
      odoo,
      scope,
      'account.analytic.plan',
      ['name'],
      [{ value: named, where: 'analytic_plan' }],
      'ERROR_ANALYTIC_PLAN_NOT_FOUND',
      'analytic plan',
    );
    return [...plans.keys()][0]!;
  }
  const plan = await defaultPlan(odoo, scope);
  if (plan === null) throw refused('ERROR_ANALYTIC_PLAN_NOT_FOUND', 'The folder has no analytic plan');
  return plan;
}

async function readDefault(odoo: AccountingOdoo, id: number, folderId: string | undefined) {
  const [account] = await analyticReads['accounting.analytic-accounts.get'](odoo)([String(id)], {
    folder_id: folderId,
  });
  if (!account || account instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no analytic account ${id} after writing it`);
  return account;
}

async function readInPlan(odoo: AccountingOdoo, id: number, folderId: string | undefined, plan: string) {
  const [account] = await analyticReads['accounting.analytic-accounts-multi-plans.get'](odoo)([String(id)], {
    folder_id: folderId,
    analytic_plan: plan,
  });
  if (!account || account instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no analytic account ${id} after writing it`);
  return account;
}

/** The plan, the code free (one read each), then ONE `create`. */
async function createAnalytic(
  odoo: AccountingOdoo,
  input: AnalyticAccountInput,
  folderId: string | undefined,
  named?: string,
) {
  const scope = await odoo.scope(folderId);
  const plan = await planOf(odoo, scope, named);
  await codeFree(odoo, scope, plan, input.code);
  return createRecord(odoo, scope, MODEL, {
    name: input.name,
    code: input.code,
    active: input.active !== false,
    plan_id: plan,
    company_id: scope.company,
  });
}

/** The account, of the plan (one read), the code free when changed (one read), then ONE `write`. */
async function updateAnalytic(
  odoo: AccountingOdoo,
  id: string,
  input: AnalyticAccountUpdateInput,
  folderId: string | undefined,
  named?: string,
): Promise<number> {
  const scope = await odoo.scope(folderId);
  const plan = await planOf(odoo, scope, named);
  const found = await recordsById(
    odoo,
    scope,
    MODEL,
    ['plan_id', 'root_plan_id'],
    [{ value: id, where: 'analytic_account_id' }],
    'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND',
    'analytic account',
  );
  const account = found.get(odooId(id)!)!;
  const plans = [account['plan_id'], account['root_plan_id']].map((p) =>
    Array.isArray(p) ? p[0] : undefined,
  );
  if (!plans.includes(plan))
    throw refused(
      'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND',
      `analytic_account_id: analytic account ${id} is not in plan ${plan}`,
    );
  const vals: Record<string, unknown> = {};
  if (input.name) vals['name'] = input.name;
  if (input.code) {
    await codeFree(odoo, scope, plan, input.code, account.id);
    vals['code'] = input.code;
  }
  if (input.active !== undefined && input.active !== null) vals['active'] = input.active;
  if (Object.keys(vals).length > 0) await writeRecord(odoo, scope, MODEL, account.id, vals);
  return account.id;
}

export const handlers = {
  'accounting.analytic-accounts.create': (odoo) => async (input, options) =>
    readDefault(
      odoo,
      await createAnalytic(odoo, input, options?.params?.folder_id),
      options?.params?.folder_id,
    ),
  'accounting.analytic-accounts-multi-plans.create': (odoo) => async (input, options) => {
    const { folder_id, analytic_plan } = options?.params ?? { analytic_plan: '' };
    return readInPlan(
      odoo,
      await createAnalytic(odoo, input, folder_id, analytic_plan),
      folder_id,
      analytic_plan,
    );
  },
  'accounting.analytic-accounts.update': (odoo) => async (id, input, options) =>
    readDefault(
      odoo,
      await updateAnalytic(odoo, id, input, options?.params?.folder_id),
      options?.params?.folder_id,
    ),
  'accounting.analytic-accounts-multi-plans.update': (odoo) => async (id, input, options) => {
    const { folder_id, analytic_plan } = options?.params ?? { analytic_plan: '' };
    return readInPlan(
      odoo,
      await updateAnalytic(odoo, id, input, folder_id, analytic_plan),
      folder_id,
      analytic_plan,
    );
  },
} satisfies AccountingHandlers;
