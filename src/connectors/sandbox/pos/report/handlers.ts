import type { PosReport, PosReportCategory } from '../../../../model/index.js';
import { toCents as cents, fromCents as euros, withoutTax } from '../../../../money.js';
import type { SandboxHandlers } from '../../kit.js';
import { locationOf } from '../locations/handlers.js';
import { addInto, type Buckets, closedOrders, netByRate, sum, toTaxes } from '../orders/totals.js';

/**
 * Sales are the closed orders of the business days, refunds deducted; an order eaten in is a
 * service (restaurant VAT), one taken away a supply of goods.
 */
const CATEGORY: Record<'service' | 'goods', PosReportCategory> = {
  service: 'Services subject to value-added tax.',
  goods: 'Supply of goods subject to value-added tax.',
};

export const handlers = {
  'pos.report.read':
    (s) =>
    async ({ date, location_id }) => {
      const location = await locationOf(s, location_id);
      const orders = await closedOrders(s, date, date, location.id);
      const groups = new Map<'service' | 'goods', { buckets: Buckets; count: number }>();
      const payments = new Map<
        string,
        {
          method: string | null;
          name: string | null;
          taxId: string;
          rate: number;
          total: number;
          tax: number;
        }
      >();
      for (const order of orders) {
        const net = netByRate(order);
        const kind = order.mode === 'EAT_IN' ? 'service' : 'goods';
        const group = groups.get(kind) ?? { buckets: new Map(), count: 0 };
        addInto(group.buckets, net);
        group.count += 1;
        groups.set(kind, group);
        // Each payment spread over the order's rates in proportion, to the cent.
        const rates = [...net.entries()].filter(([, b]) => b.total !== 0);
        const netTotal = rates.reduce((s, [, b]) => s + b.total, 0);
        for (const p of order.payments) {
          let left = cents(p.total);
          for (const [i, [taxId, b]] of rates.entries()) {
            const share =
              i === rates.length - 1 || netTotal === 0
                ? left
                : Math.round((cents(p.total) * b.total) / netTotal);
            left -= share;
            const key = `${p.payment_method_id}|${taxId}`;
            const row = payments.get(key) ?? {
              method: p.payment_method_id,
              name: p.payment_method_name,
              taxId,
              rate: b.rate,
              total: 0,
              tax: 0,
            };
            row.total += share;
            row.tax += share - withoutTax(share, b.rate);
            payments.set(key, row);
          }
        }
      }
      const report: PosReport = {
        date,
        location_id: location.id,
        orders: [...groups.entries()].map(([kind, g]) => ({
          currency: 'EUR',
          total: euros(sum(g.buckets, 'total')),
          tax_amount: euros(sum(g.buckets, 'tax')),
          tax_duedatetypecode: null,
          category: CATEGORY[kind],
          total_orders: g.count,
          taxes: toTaxes(g.buckets),
        })),
        payments: [...payments.values()].map((row) => ({
          tax_id: row.taxId.startsWith('postax-') ? row.taxId : null,
          tax_rate: row.rate,
          tax_amount: euros(row.tax),
          total: euros(row.total),
          payment_method_id: row.method,
          payment_method_name: row.name,
          currency: 'EUR',
        })),
      };
      return report;
    },
} satisfies SandboxHandlers;
