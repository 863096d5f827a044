import type { PmsClosure, PmsClosureInformation, PmsLocation } from '../../../../model/index.js';
import { sumAmounts } from '../../../../money.js';
import { localTimeIn } from '../../../local-time.js';
import { requireDay } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import type { SandboxWhere } from '../../types.js';
import { KIND as INVOICE, type StoredInvoice } from '../invoices/seed.js';
import { KIND as LOCATION } from '../locations/seed.js';
import { KIND as PAYMENT, type StoredPayment } from '../payments/seed.js';

/**
 * A day's closure of each property (or of the one asked about), from the invoices closed and the
 * payments made that day in the property's time zone. \`clock\` tells whether the day is over.
 */
export const handlers = {
  'pms.closures.read':
    (s) =>
    async ({ date, location_id }) => {
      const day = requireDay(date, ['path', 'date']);
      const locations = (await s.records.all(LOCATION)) as unknown as PmsLocation[];
      // Like the lists, an unknown location_id filters everything out (no closure), it is no error.
      const chosen = location_id === undefined ? locations : locations.filter((l) => l.id === location_id);
      const where = (locationId: string): SandboxWhere => ({
        equals: { business_date: day, location_id: locationId },
      });
      const closures = await Promise.all(
        chosen.map(async (location) =>
          closureOf(
            location.id,
            day,
            (await s.records.all(INVOICE, where(location.id))) as unknown as StoredInvoice[],
            (await s.records.all(PAYMENT, where(location.id))) as unknown as StoredPayment[],
          ),
        ),
      );
      const now = s.clock();
      // The day is over once it is over in every property asked about (each in its own time zone).
      const over = (chosen.length > 0 ? chosen : locations).every(
        (location) => localTimeIn(location.timezone)(now.getTime()).slice(0, 10) > day,
      );
      return { date: day, status: over ? 'closed' : 'open', closures } satisfies PmsClosure;
    },
} satisfies SandboxHandlers;

/**
 * One property's closure of a day: the payments made that day by method, and the lines of the
 * invoices closed that day by tax rate. `total` is the payments' sum, `tax_amount` the taxes'.
 */
function closureOf(
  locationId: string,
  day: string,
  invoices: StoredInvoice[],
  payments: StoredPayment[],
): PmsClosureInformation {
  const byMethod = new Map<string, StoredPayment[]>();
  for (const payment of payments) {
    const key = payment.payment_method_id ?? '';
    byMethod.set(key, [...(byMethod.get(key) ?? []), payment]);
  }
  const byTax = new Map<string, { rate: number; tax: number[]; total: number[] }>();
  for (const item of invoices.flatMap((invoice) => invoice.items)) {
    const key = item.tax_id ?? `rate-${item.tax_rate}`;
    const entry = byTax.get(key) ?? { rate: item.tax_rate ?? 0, tax: [], total: [] };
    entry.tax.push(item.tax_amount);
    entry.total.push(item.total);
    byTax.set(key, entry);
  }
  const taxes = [...byTax].map(([taxId, entry]) => ({
    tax_id: taxId.startsWith('rate-') ? null : taxId,
    tax_rate: entry.rate,
    tax_amount: sumAmounts(entry.tax),
    total: sumAmounts(entry.total),
  }));
  const methodPayments = [...byMethod].map(([methodId, group]) => ({
    payment_method_id: methodId === '' ? null : methodId,
    payment_method_name: group[0]?.payment_method_name ?? null,
    tip: sumAmounts(group.map((p) => p.tip ?? 0)),
    total: sumAmounts(group.map((p) => p.total)),
  }));
  return {
    id: `${locationId}-${day}`,
    total: sumAmounts(methodPayments.map((p) => p.total)),
    tax_amount: sumAmounts(taxes.map((t) => t.tax_amount)),
    payments: methodPayments,
    taxes,
  };
}
