import type { AnalyticAccountMultiPlan } from '../../../../model/accounting/index.js';
import { type Books, round2, type StoredAnalyticAccount } from '../books.js';
import { analyticTotals } from '../ledger.js';

/** The analytic accounts of a folder with their totals, read from the posted lines' distributions. */
export function analyticAccounts(
  books: Books,
): (AnalyticAccountMultiPlan & { raw: StoredAnalyticAccount })[] {
  const totals = analyticTotals(books);
  return [...books.analytics.values()].map((a) => {
    const t = totals.get(a.id) ?? { debit: 0, credit: 0 };
    return {
      id: a.id,
      active: a.active,
      code: a.code,
      name: a.name,
      currency: a.currency,
      debit: round2(t.debit),
      credit: round2(t.credit),
      balance: round2(t.debit - t.credit),
      analytic_plan: a.analytic_plan,
      raw: a,
    };
  });
}
