import { LintelError } from '../../errors.js';
import type {
  PosClosure,
  PosClosureParams,
  PosReport,
  PosReportCategory,
  PosReportParams,
  PosSales,
  PosSalesParams,
  PosTotalTax,
} from '../../model/index.js';
import { roundMoney } from '../../money.js';
import { addDays, startOfDay } from './business-day.js';
import type { SquareHandlers } from './connection.js';
import { closedOrders, closureId, orderContext, orderPayments, orderTaxes, toPosOrder } from './orders.js';
import type { Seller } from './seller.js';
import type { SquareLocation } from './types.js';

/**
 * Sales, closures and the report: Square has no closure, Z report or sales total to read, so
 * each is computed from the COMPLETED orders closed on the location's business day(s) in its own
 * time zone (SearchOrders, `closed_at` window, then each order's local day checked), their
 * tenders and refunds (contract §9). Amounts are summed in the order's currency and rounded to
 * its minor unit.
 */

/** Tax lines merged by tax id and rate. */
function mergeTaxes(lists: PosTotalTax[][], currency: string | null): PosTotalTax[] {
  const merged = new Map<string, PosTotalTax>();
  for (const tax of lists.flat()) {
    const key = `${tax.tax_id ?? ''}|${tax.tax_rate}`;
    const sum = merged.get(key);
    merged.set(
      key,
      sum
        ? { ...sum, tax_amount: sum.tax_amount + tax.tax_amount, total: sum.total + tax.total }
        : { ...tax },
    );
  }
  return [...merged.values()]
    .map((t) => ({
      ...t,
      tax_amount: roundMoney(t.tax_amount, currency),
      total: roundMoney(t.total, currency),
    }))
    .sort((a, b) => a.tax_rate - b.tax_rate || (a.tax_id ?? '').localeCompare(b.tax_id ?? ''));
}

/** The location a day is about: the one named, else the first (ListLocations sorts by name). */
async function dayLocation(seller: Seller, locationId: string | undefined): Promise<SquareLocation> {
  if (locationId !== undefined) return (await seller.location(locationId)).record;
  const first = (await seller.locations())[0];
  if (!first) throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { detail: 'Square has no location' });
  return first.record;
}

/**
 * `pos.sales.read`: the closed orders of the business days `date_from`..`date_to`. Without
 * `location_id` every location's days are added up (in their own currencies: ask per location
 * when they differ).
 */
export function createSalesReading(seller: Seller) {
  return async (params: PosSalesParams): Promise<PosSales> => {
    const locations = await seller.targets(params.location_id);
    const [orders, context] = await Promise.all([
      closedOrders(seller, locations, params.date_from, params.date_to),
      orderContext(seller),
    ]);
    const mapped = orders.map((o) => toPosOrder(o, context));
    const currency = mapped[0]?.currency ?? locations[0]?.currency ?? null;
    return {
      total: roundMoney(
        mapped.reduce((sum, o) => sum + o.total, 0),
        currency,
      ),
      tax_amount: roundMoney(
        mapped.reduce((sum, o) => sum + o.tax_amount, 0),
        currency,
      ),
      taxes: mergeTaxes(
        mapped.map((o) => o.taxes ?? []),
        currency,
      ),
    };
  };
}

/**
 * `pos.closures.read`: one computed closure of the location's business day `date` (id
 * `<location id>:<date>`, which `closure_id` of the order listing accepts), or none when no
 * order closed that day; `closed` once the day is over in the location's time zone.
 */
export function createClosureReading(seller: Seller, now: () => number) {
  return async (params: PosClosureParams): Promise<PosClosure> => {
    const location = await dayLocation(seller, params.location_id);
    const [orders, context] = await Promise.all([
      closedOrders(seller, [location], params.date, params.date),
      orderContext(seller),
    ]);
    const over = now() >= startOfDay(addDays(params.date, 1), location.timezone);
    const mapped = orders.map((o) => toPosOrder(o, context));
    const currency = mapped[0]?.currency ?? location.currency ?? null;
    const byMethod = new Map<
      string,
      { payment_method_id: string | null; payment_method_name: string | null; tip: number; total: number }
    >();
    for (const order of orders) {
      for (const payment of orderPayments(order.record)) {
        const key = payment.payment_method_id ?? '';
        const sum = byMethod.get(key) ?? {
          payment_method_id: payment.payment_method_id,
          payment_method_name: payment.payment_method_name,
          tip: 0,
          total: 0,
        };
        sum.tip += payment.tip ?? 0;
        sum.total += payment.total;
        byMethod.set(key, sum);
      }
    }
    const payments = [...byMethod.values()]
      .map((p) => ({ ...p, tip: roundMoney(p.tip, currency), total: roundMoney(p.total, currency) }))
      .sort((a, b) => (a.payment_method_id ?? '').localeCompare(b.payment_method_id ?? ''));
    return {
      date: params.date,
      status: over ? 'closed' : 'open',
      closures: mapped.length
        ? [
            {
              id: closureId(location.id, params.date),
              total: roundMoney(
                payments.reduce((sum, p) => sum + p.total, 0),
                currency,
              ),
              tax_amount: roundMoney(
                mapped.reduce((sum, o) => sum + o.tax_amount, 0),
                currency,
              ),
              payments,
              taxes: mergeTaxes(
                mapped.map((o) => o.taxes ?? []),
                currency,
              ),
            },
          ]
        : [],
    };
  };
}

const GOODS: PosReportCategory = 'Supply of goods subject to value-added tax.';
const SERVICES: PosReportCategory = 'Services subject to value-added tax.';

/**
 * `pos.report.read`: the location's business day `date`. Orders by category: goods, or services
 * for lines of an item Square sells as an appointment service (`product_type`
 * APPOINTMENTS_SERVICE); payments by method and tax rate, each payment split over the order's
 * tax rates in proportion to what each rate taxes.
 */
export function createReportReading(seller: Seller) {
  return async (params: PosReportParams): Promise<PosReport> => {
    const location = await dayLocation(seller, params.location_id);
    const [orders, context] = await Promise.all([
      closedOrders(seller, [location], params.date, params.date),
      orderContext(seller),
    ]);
    type Bucket = {
      currency: string;
      category: PosReportCategory;
      total: number;
      tax: number;
      orders: Set<string>;
      taxes: PosTotalTax[][];
    };
    const categories = new Map<string, Bucket>();
    type PaymentBucket = {
      tax_id: string | null;
      tax_rate: number;
      tax_amount: number;
      total: number;
      payment_method_id: string | null;
      payment_method_name: string | null;
      currency: string;
    };
    const payments = new Map<string, PaymentBucket>();
    for (const parsed of orders) {
      const order = toPosOrder(parsed, context);
      const currency = order.currency ?? location.currency ?? '';
      for (const [index, line] of order.items.entries()) {
        const variation = parsed.record.line_items?.[index]?.catalog_object_id;
        const item = variation ? context.catalog.itemOfVariation.get(variation) : undefined;
        const category =
          (item?.item_data as { product_type?: string } | null | undefined)?.product_type ===
          'APPOINTMENTS_SERVICE'
            ? SERVICES
            : GOODS;
        const key = `${currency}|${category}`;
        const bucket = categories.get(key) ?? {
          currency,
          category,
          total: 0,
          tax: 0,
          orders: new Set(),
          taxes: [],
        };
        bucket.total += line.total;
        bucket.tax += line.tax_amount;
        bucket.orders.add(order.id);
        bucket.taxes.push([
          {
            tax_id: line.tax_id,
            tax_rate: line.tax_rate ?? 0,
            tax_amount: line.tax_amount,
            total: line.total,
          },
        ]);
        categories.set(key, bucket);
      }
      const taxes = orderTaxes(parsed.record);
      const taxed = taxes.reduce((sum, t) => sum + t.total, 0);
      const shares =
        taxed > 0
          ? taxes.map((t) => ({ tax: t, share: t.total / taxed }))
          : [{ tax: { tax_id: null, tax_rate: 0, tax_amount: 0, total: 0 }, share: 1 }];
      for (const payment of order.payments) {
        for (const { tax, share } of shares) {
          const key = `${currency}|${payment.payment_method_id ?? ''}|${tax.tax_id ?? ''}|${tax.tax_rate}`;
          const bucket = payments.get(key) ?? {
            tax_id: tax.tax_id,
            tax_rate: tax.tax_rate,
            tax_amount: 0,
            total: 0,
            payment_method_id: payment.payment_method_id,
            payment_method_name: payment.payment_method_name,
            currency,
          };
          const part = payment.total * share;
          bucket.total += part;
          bucket.tax_amount += tax.total > 0 ? (part * tax.tax_amount) / tax.total : 0;
          payments.set(key, bucket);
        }
      }
    }
    return {
      date: params.date,
      location_id: location.id,
      orders: [...categories.values()].map((b) => ({
        currency: b.currency,
        total: roundMoney(b.total, b.currency),
        tax_amount: roundMoney(b.tax, b.currency),
        tax_duedatetypecode: null,
        category: b.category,
        total_orders: b.orders.size,
        taxes: mergeTaxes(b.taxes, b.currency),
      })),
      payments: [...payments.values()].map((p) => ({
        ...p,
        total: roundMoney(p.total, p.currency),
        tax_amount: roundMoney(p.tax_amount, p.currency),
      })),
    };
  };
}

export const handlers = {
  'pos.sales.read': (s) => createSalesReading(s.seller),
  'pos.closures.read': (s) => createClosureReading(s.seller, s.now),
  'pos.report.read': (s) => createReportReading(s.seller),
} satisfies SquareHandlers;
