import type { PosSales } from '../../../../model/index.js';
import { fromCents as euros } from '../../../../money.js';
import { checkWindow } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { locationOf } from '../locations/handlers.js';
import { addInto, type Buckets, closedOrders, netByRate, sum, toTaxes } from '../orders/totals.js';

/** Sales are the closed orders of the business days, refunds deducted. */
export const handlers = {
  'pos.sales.read':
    (s) =>
    async ({ date_from, date_to, location_id }) => {
      checkWindow(date_from, date_to);
      if (location_id !== undefined) await locationOf(s, location_id);
      const buckets: Buckets = new Map();
      for (const order of await closedOrders(s, date_from, date_to, location_id))
        addInto(buckets, netByRate(order));
      const sales: PosSales = {
        total: euros(sum(buckets, 'total')),
        tax_amount: euros(sum(buckets, 'tax')),
        taxes: toTaxes(buckets),
      };
      return sales;
    },
} satisfies SandboxHandlers;
