import type { PmsClosure, PmsClosureInformation, PmsClosureParams } from '../../model/index.js';
import { fetchConsumedItems, itemTaxes } from './accounting-transactions.js';
import { lineContext } from './bills.js';
import { propertyWindows } from './business-day.js';
import type { MewsClient } from './client.js';
import type { MewsContextCache } from './configuration.js';
import type { MewsHandlers } from './connection.js';
import { impliedPercent } from './orders.js';
import { fetchChargedPayments, paymentMethodId, paymentMethodName, receivedAmount } from './payments.js';
import type { MewsOrderItem, MewsPayment } from './types.js';

/**
 * `pms.closures.read`, computed: Mews has no closure (no Z report, no day-end object), so the
 * closure of a business day is what the property charged that day (order items by `ConsumedUtc`,
 * grouped by tax rate) and took (payments by `ChargedUtc`, grouped by payment method), the day
 * being the property's (its time zone, from `configuration/get`). One closure per property that
 * had records that day (the token's enterprise, or `location_id`, always has one); `closed` once
 * the day is over in the property's time zone.
 *
 * Calls: orderItems/getAll and payments/getAll for the day, taxations/getAll (rates); at once.
 */

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function closureOf(
  id: string,
  items: MewsOrderItem[],
  payments: MewsPayment[],
  rates: Map<string, { percent: number | null }>,
): PmsClosureInformation {
  const methods = new Map<string, number>();
  for (const payment of payments) {
    const method = paymentMethodId(payment);
    methods.set(method, round((methods.get(method) ?? 0) + receivedAmount(payment)));
  }
  const taxes = new Map<string | null, { tax: number; net: number; netKnown: boolean; currency: string }>();
  for (const item of items) {
    const lines = itemTaxes(item);
    if (lines.length === 0)
      lines.push({ code: null, tax: 0, net: item.Amount.NetValue ?? item.Amount.GrossValue });
    for (const line of lines) {
      const entry = taxes.get(line.code) ?? {
        tax: 0,
        net: 0,
        netKnown: true,
        currency: item.Amount.Currency,
      };
      entry.tax = round(entry.tax + line.tax);
      if (line.net === null) entry.netKnown = false;
      else entry.net = round(entry.net + line.net);
      taxes.set(line.code, entry);
    }
  }
  return {
    id,
    total: round([...methods.values()].reduce((a, b) => a + b, 0)),
    tax_amount: round([...taxes.values()].reduce((a, t) => a + t.tax, 0)),
    payments: [...methods].map(([method, total]) => ({
      payment_method_id: method,
      payment_method_name: paymentMethodName(method),
      tip: 0,
      total,
    })),
    taxes: [...taxes].map(([code, t]) => ({
      tax_id: code,
      tax_rate:
        (code === null
          ? 0
          : (rates.get(code)?.percent ?? impliedPercent(t.tax, t.netKnown ? t.net : null, t.currency))) ?? 0,
      tax_amount: t.tax,
      total: round(t.net + t.tax),
    })),
  };
}

export async function readClosure(
  client: MewsClient,
  contexts: MewsContextCache,
  params: PmsClosureParams,
  now: () => number,
): Promise<PmsClosure> {
  const [context, mapping] = await Promise.all([contexts.get(), lineContext(client, contexts)]);
  const { enterprise } = context;
  const windows = propertyWindows(context, params.date, params.date, params.location_id);
  const [items, payments] = await Promise.all([
    fetchConsumedItems(client, windows, params.location_id),
    fetchChargedPayments(client, windows, params.location_id),
  ]);
  const enterprises = new Set<string>([params.location_id ?? enterprise.Id]);
  for (const record of [...items, ...payments]) if (record.EnterpriseId) enterprises.add(record.EnterpriseId);
  const closures = [...enterprises]
    .filter((id) => params.location_id === undefined || id === params.location_id)
    .sort()
    .map((id) =>
      closureOf(
        `${id}/${params.date}`,
        items.filter((i) => i.EnterpriseId === id),
        payments.filter((p) => p.EnterpriseId === id),
        mapping.rates,
      ),
    );
  // Closed once the day is over at every property it covers.
  return { date: params.date, status: now() >= windows.span.end ? 'closed' : 'open', closures };
}

export const handlers = {
  'pms.closures.read': (m) => (params) => readClosure(m.client, m.contexts, params, m.now),
} satisfies MewsHandlers;
