import type { PosClosure } from '../../../../model/index.js';
import { toCents as cents, fromCents as euros } from '../../../../money.js';
import { localDate as businessDayOf } from '../../../local-time.js';
import type { SandboxHandlers } from '../../kit.js';
import { locationOf } from '../locations/handlers.js';
import { closureIdOf } from '../orders/seed.js';
import { addInto, type Buckets, closedOrders, netByRate, sum, toTaxes } from '../orders/totals.js';

/** A location's Z report of a business day: the sums of its closed orders, by method and rate. */
export const handlers = {
  'pos.closures.read':
    (s) =>
    async ({ date, location_id }) => {
      const location = await locationOf(s, location_id);
      const today = businessDayOf(s.clock().getTime(), location.timezone ?? 'UTC');
      // A day is closed once it is over in the location's time zone; an open day has no Z report yet.
      if (date >= today) return { date, status: 'open', closures: [] } satisfies PosClosure;
      const orders = await closedOrders(s, date, date, location.id);
      if (orders.length === 0) return { date, status: 'closed', closures: [] } satisfies PosClosure;
      const buckets: Buckets = new Map();
      const methods = new Map<string, { name: string | null; total: number; tip: number }>();
      for (const order of orders) {
        addInto(buckets, netByRate(order));
        for (const p of order.payments) {
          const key = p.payment_method_id ?? '';
          const m = methods.get(key) ?? { name: p.payment_method_name, total: 0, tip: 0 };
          m.total += cents(p.total);
          m.tip += cents(p.tip ?? 0);
          methods.set(key, m);
        }
      }
      const closure: PosClosure = {
        date,
        status: 'closed',
        closures: [
          {
            id: closureIdOf(location.id, date),
            total: euros([...methods.values()].reduce((s, m) => s + m.total, 0)),
            tax_amount: euros(sum(buckets, 'tax')),
            payments: [...methods.entries()].map(([id, m]) => ({
              payment_method_id: id || null,
              payment_method_name: m.name,
              tip: euros(m.tip),
              total: euros(m.total),
            })),
            taxes: toTaxes(buckets),
          },
        ],
      };
      return closure;
    },
} satisfies SandboxHandlers;
