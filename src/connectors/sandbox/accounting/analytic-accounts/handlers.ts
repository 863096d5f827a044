import type { AnalyticAccount } from '../../../../model/accounting/index.js';
import { notFound, pageOf, type SandboxHandlers } from '../../kit.js';
import { loadBooks } from '../books.js';
import { analyticAccounts } from './to-model.js';
import { handlers as writes } from './writes.js';

/** The account without its plan: the default plan's listing does not name it. */
function single({
  analytic_plan: _plan,
  ...account
}: ReturnType<typeof analyticAccounts>[number]): AnalyticAccount {
  return account;
}

export const handlers = {
  'accounting.analytic-accounts.list':
    (s) =>
    async (page, { folder_id }) => {
      const books = await loadBooks(s, folder_id);
      return pageOf(
        analyticAccounts(books)
          .filter((a) => a.analytic_plan === books.defaultPlan)
          .map(single),
        page,
      );
    },
  'accounting.analytic-accounts-multi-plans.list':
    (s) =>
    async (page, { folder_id }) =>
      pageOf(analyticAccounts(await loadBooks(s, folder_id)), page),
  'accounting.analytic-accounts.get':
    (s) =>
    async (ids, { folder_id }) => {
      const books = await loadBooks(s, folder_id);
      const found = new Map(
        analyticAccounts(books)
          .filter((a) => a.analytic_plan === books.defaultPlan)
          .map((a) => [a.id, single(a)]),
      );
      return ids.map((id) => found.get(id) ?? notFound('Analytic account', id));
    },
  'accounting.analytic-accounts-multi-plans.get':
    (s) =>
    async (ids, { folder_id, analytic_plan }) => {
      const found = new Map(
        analyticAccounts(await loadBooks(s, folder_id))
          .filter((a) => a.analytic_plan === analytic_plan)
          .map((a) => [a.id, a]),
      );
      return ids.map((id) => found.get(id) ?? notFound('Analytic account', id));
    },
  ...writes,
} satisfies SandboxHandlers;
