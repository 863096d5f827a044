import type { PosTotalTax } from '../../../../model/index.js';
import { toCents as cents, fromCents as euros } from '../../../../money.js';
import { dayAfter } from '../../dates.js';
import type { SandboxConnection } from '../../kit.js';
import { KIND, type StoredPosOrder } from './seed.js';

/**
 * What the day reads (sales, closures, report) sum: the closed orders of business days, their
 * sales by tax rate with refunded lines deducted, in cents.
 */

/** Per tax rate: the tax and the total, tax included, in cents. */
export type Buckets = Map<string, { rate: number; tax: number; total: number }>;

/** An order's sales by tax rate, its refunded lines deducted. */
export function netByRate(order: StoredPosOrder): Buckets {
  const buckets: Buckets = new Map();
  for (const tax of order.taxes ?? []) {
    const key = tax.tax_id ?? String(tax.tax_rate);
    buckets.set(key, { rate: tax.tax_rate, tax: cents(tax.tax_amount), total: cents(tax.total) });
  }
  for (const refund of order.refunds ?? []) {
    const bucket = buckets.get(refund.tax_id);
    if (!bucket) continue;
    bucket.tax -= cents(refund.tax_amount);
    bucket.total -= cents(refund.total);
  }
  return buckets;
}

export function addInto(into: Buckets, from: Buckets): void {
  for (const [key, b] of from) {
    const sum = into.get(key) ?? { rate: b.rate, tax: 0, total: 0 };
    sum.tax += b.tax;
    sum.total += b.total;
    into.set(key, sum);
  }
}

export function toTaxes(buckets: Buckets): PosTotalTax[] {
  return [...buckets.entries()]
    .sort(([, a], [, b]) => a.rate - b.rate)
    .map(([key, b]) => ({
      tax_id: key.startsWith('postax-') ? key : null,
      tax_rate: b.rate,
      tax_amount: euros(b.tax),
      total: euros(b.total),
    }));
}

export const sum = (buckets: Buckets, field: 'tax' | 'total') =>
  [...buckets.values()].reduce((s, b) => s + b[field], 0);

/** The closed orders of the business days `from`..`to` (each location's own), of one location or all. */
export async function closedOrders(
  s: SandboxConnection,
  from: string,
  to: string,
  locationId?: string,
): Promise<StoredPosOrder[]> {
  const rows = await s.records.all(KIND, {
    equals: { state: 'closed', ...(locationId === undefined ? {} : { location_id: locationId }) },
    range: { field: 'business_day', from, to: dayAfter(to) },
  });
  return rows as unknown as StoredPosOrder[];
}
