import type { AnalyticAccountInput, AnalyticAccountUpdateInput } from '../../../../model/accounting/index.js';
import type { SandboxConnection, SandboxHandlers } from '../../kit.js';
import { KINDS, loadBooks, type StoredAnalyticAccount } from '../books.js';
import { newId, refuse } from '../write-kit.js';
import { analyticAccounts } from './to-model.js';

/**
 * Analytic accounts added to a plan (the default one, or the one named) or changed. A code is
 * unique within its plan; an unknown plan or account is a 404 with its own code.
 */

async function account(s: SandboxConnection, folderId: string | undefined, id: string) {
  const found = analyticAccounts(await loadBooks(s, folderId)).find((a) => a.id === id);
  if (!found) throw refuse('ERROR_ANALYTIC_ACCOUNT_NOT_FOUND', `the folder has no analytic account ${id}`);
  return found;
}

async function create(
  s: SandboxConnection,
  input: AnalyticAccountInput,
  folderId: string | undefined,
  plan: string | undefined,
  writeId: string | undefined,
) {
  const books = await loadBooks(s, folderId);
  const planId = plan ?? books.defaultPlan;
  const plans = await s.records.all(KINDS.analyticPlan, { equals: { folder_id: books.folder.id } });
  if (!planId || !plans.some((p) => p['id'] === planId)) {
    throw refuse('ERROR_ANALYTIC_PLAN_NOT_FOUND', `analytic_plan: the folder has no analytic plan ${planId}`);
  }
  if ([...books.analytics.values()].some((a) => a.analytic_plan === planId && a.code === input.code)) {
    throw refuse(
      'ERROR_ANALYTIC_ACCOUNT_ALREADY_EXISTS',
      `code: plan ${planId} has an account ${input.code}`,
    );
  }
  const created: StoredAnalyticAccount = {
    id: newId('sandbox.accounting.analytic', writeId),
    folder_id: books.folder.id,
    analytic_plan: planId,
    code: input.code,
    name: input.name,
    active: input.active ?? true,
    currency: input.currency,
  };
  await s.records.insert([{ kind: KINDS.analyticAccount, id: created.id, data: { ...created } }]);
  return account(s, folderId, created.id);
}

async function change(
  s: SandboxConnection,
  id: string,
  input: AnalyticAccountUpdateInput,
  folderId: string | undefined,
  plan: string | undefined,
) {
  const books = await loadBooks(s, folderId);
  const stored = books.analytics.get(id);
  if (!stored || stored.analytic_plan !== (plan ?? books.defaultPlan)) {
    throw refuse('ERROR_ANALYTIC_ACCOUNT_NOT_FOUND', `the plan has no analytic account ${id}`);
  }
  const changed: StoredAnalyticAccount = {
    ...stored,
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
  };
  await s.records.update(KINDS.analyticAccount, id, changed);
  return account(s, folderId, id);
}

/** The default plan's answers do not name the plan. */
function single<T extends { analytic_plan: string }>({ analytic_plan: _plan, ...rest }: T) {
  return rest;
}

export const handlers = {
  'accounting.analytic-accounts.create': (s) => async (input, options) =>
    single(await create(s, input, options?.params?.folder_id, undefined, options?.writeId)),
  'accounting.analytic-accounts-multi-plans.create': (s) => (input, options) =>
    create(s, input, options?.params?.folder_id, options?.params?.analytic_plan, options?.writeId),
  'accounting.analytic-accounts.update': (s) => async (id, input, options) =>
    single(await change(s, id, input, options?.params?.folder_id, undefined)),
  'accounting.analytic-accounts-multi-plans.update': (s) => (id, input, options) =>
    change(s, id, input, options?.params?.folder_id, options?.params?.analytic_plan),
} satisfies SandboxHandlers;
