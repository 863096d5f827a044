import type {
  PosDiscount,
  PosOrder,
  PosOrderLine,
  PosOrderMode,
  PosOrderSource,
  PosPayment,
  PosTotalTax,
} from '../../../../model/index.js';
import { fromCents as euros, toCents, withoutTax } from '../../../../money.js';
import { localDate as businessDayOf, instantOf } from '../../../local-time.js';
import { DAY_MS, isoDateTime, MINUTE_MS } from '../../dates.js';
import { sameInstant, stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { POS_LOCATIONS, type StoredPosLocation } from '../locations/seed.js';
import { POS_PAYMENT_METHODS, type StoredPosPaymentMethod } from '../payment-methods/seed.js';
import { PRODUCT_ROWS, type ProductRow } from '../products/seed.js';
import { TAX_CLASSES, taxRateOf } from '../tax-rates/seed.js';

/**
 * The orders of the coffee-and-sandwich chain: a month of closed orders at each shop and today's,
 * with their payments (one closure per location and business day is the sum of its orders).
 *
 * Every stored order is the model's plus the fields the handlers filter on and the day reads sum
 * (`business_day`, `state`, `closure_id`, `refunds`). Amounts are computed in
 * cents and written in euros once, so every sum (an order's taxes, a closure's payments) is
 * exact to the cent. A business day is the location's calendar day in its own time zone
 * (contract §9): an order closed at 00:30 in Brussels belongs to that Brussels day, the day
 * before in UTC.
 */

export const KIND = 'pos_order';

/** Which customers shop where (orders of a location name one of its regulars, or nobody). */
const REGULARS: Record<string, string[]> = {
  'LOC-BRU': ['poscust-0001', 'poscust-0004', 'poscust-0006'],
  'LOC-ANT': ['poscust-0002', 'poscust-0006'],
  'LOC-LIS': ['poscust-0003', 'poscust-0005'],
};

/** A deterministic pseudo-random sequence (mulberry32): the same seed, the same month of orders. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A refund of one line of an order, kept beside the order for the closures and the report. */
export interface StoredPosRefund {
  line_id: string;
  total: number;
  tax_amount: number;
  tax_rate: number;
  tax_id: string;
}

export interface StoredPosOrder extends PosOrder {
  /** The location's calendar day of the order (its creation and closing share it). */
  business_day: string;
  state: 'open' | 'closed';
  closure_id: string | null;
  refunds: StoredPosRefund[];
}

/** The id of the closure of a location's business day. */
export function closureIdOf(locationId: string, day: string): string {
  return `CLO-${locationId.slice(4)}-${day}`;
}

/** How many days of closed orders the seed holds before today. */
export const POS_SEED_DAYS = 30;

interface Basket {
  product: ProductRow;
  quantity: number;
}

/**
 * The orders of the last `POS_SEED_DAYS` business days of each location (all closed), and of
 * today up to `now` (the last one still open), with their payments.
 */
export function seedPosOrders(now: Date): { orders: StoredPosOrder[]; payments: StoredPosPayment[] } {
  const orders: StoredPosOrder[] = [];
  const payments: StoredPosPayment[] = [];
  for (const [index, location] of POS_LOCATIONS.entries()) {
    const tz = location.timezone!;
    const today = businessDayOf(now.getTime(), tz);
    const next = random(1000 + index);
    for (let back = POS_SEED_DAYS; back >= 0; back--) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
      const count = 4 + Math.floor(next() * 5);
      // Opening hours 07:30 to 19:00; late orders on Fridays just before midnight, and in
      // Brussels on Saturdays one at 00:25 (still Friday in UTC).
      const minutes: number[] = [];
      for (let i = 0; i < count; i++) minutes.push(450 + Math.floor(next() * 690));
      minutes.sort((a, b) => a - b);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      if (weekday === 5) minutes.push(location.country === 'PT' ? 23 * 60 + 35 : 23 * 60 + 20);
      if (weekday === 6 && location.id === 'LOC-BRU') minutes.unshift(25);
      let number = 0;
      for (const minute of minutes) {
        const local = `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
        const created = instantOf(local, tz);
        // Today: the orders of the hours already past, all closed by now.
        if (created > now.getTime() - 45 * MINUTE_MS) continue;
        const stay = 5 + Math.floor(next() * 30);
        const closedAt = Math.min(created + stay * MINUTE_MS, instantOf(`${day}T23:59:00`, tz));
        const built = buildOrder(location, day, ++number, created, closedAt, next);
        orders.push(built.order);
        payments.push(...built.payments);
      }
    }
    // The order being served right now: open, no payment yet.
    const created = now.getTime() - 10 * MINUTE_MS;
    const day = businessDayOf(created, tz);
    const sameDay = orders.filter((o) => o.location_id === location.id && o.business_day === day).length;
    orders.push(buildOrder(location, day, sameDay + 1, created, null, next).order);
  }
  return { orders, payments };
}

function pickOne<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)]!;
}

function buildOrder(
  location: StoredPosLocation,
  day: string,
  number: number,
  created: number,
  closed: number | null,
  next: () => number,
): { order: StoredPosOrder; payments: StoredPosPayment[] } {
  const id = `ORD-${location.code}-${day.replaceAll('-', '')}-${String(number).padStart(3, '0')}`;
  const country = location.country as 'BE' | 'PT';
  const menu = PRODUCT_ROWS.filter((p) => p.locations.includes(location.id));
  const basket: Basket[] = [];
  const lineCount = 1 + Math.floor(next() * 3);
  for (let i = 0; i < lineCount; i++) {
    const product = pickOne(menu, next);
    if (basket.some((b) => b.product.id === product.id)) continue;
    basket.push({ product, quantity: 1 + Math.floor(next() * 2) });
  }
  const lines: PosOrderLine[] = [];
  const byRate = new Map<string, { rate: number; tax: number; total: number }>();
  let discountCents = 0;
  for (const [i, { product, quantity }] of basket.entries()) {
    const taxId = TAX_CLASSES[product.tax][country];
    const rate = taxRateOf(taxId).rate!;
    const gross = product.priceCents * quantity;
    // One line in eight gets 20% off (a loyalty offer), one in twenty is offered (a loss).
    const draw = next();
    const discounts: PosDiscount[] = [];
    let discount = 0;
    if (draw < 0.05) {
      discount = gross;
      discounts.push({ name: 'Offered by the manager', total: euros(discount), type: 'LOSS' });
    } else if (draw < 0.175) {
      discount = Math.round(gross * 0.2);
      discounts.push({ name: 'Loyalty 20%', total: euros(discount), type: 'OFFERED' });
    }
    const total = gross - discount;
    const tax = total - withoutTax(total, rate);
    discountCents += discount;
    const bucket = byRate.get(taxId) ?? { rate, tax: 0, total: 0 };
    bucket.tax += tax;
    bucket.total += total;
    byRate.set(taxId, bucket);
    lines.push({
      id: `${id}-L${i + 1}`,
      type: 'product',
      menu_id: null,
      quantity,
      unit_price: euros(withoutTax(product.priceCents, rate)),
      total: euros(total),
      tax_amount: euros(tax),
      tax_rate: rate,
      tax_id: taxId,
      description: product.name,
      discounts,
      product_id: product.id,
      accounting_category_id: product.accounting,
      modifiers: [],
    });
  }
  const totalCents = [...byRate.values()].reduce((s, b) => s + b.total, 0);
  const taxCents = [...byRate.values()].reduce((s, b) => s + b.tax, 0);
  const taxes: PosTotalTax[] = [...byRate.entries()].map(([taxId, b]) => ({
    tax_id: taxId,
    tax_rate: b.rate,
    tax_amount: euros(b.tax),
    total: euros(b.total),
  }));

  const businessDay = day;
  const closing = closed === null ? null : isoDateTime(closed);
  const methods = POS_PAYMENT_METHODS.filter((m) => m.location_ids.includes(location.id));
  const payments: StoredPosPayment[] = [];
  const refunds: StoredPosRefund[] = [];
  let tipCents = 0;
  if (closing !== null && totalCents > 0) {
    // Most orders are paid at once; one in six is split between two methods.
    const first = pickOne(methods, next);
    const split = next() < 1 / 6 && totalCents >= 400;
    const parts = split
      ? [Math.round(totalCents / 2), totalCents - Math.round(totalCents / 2)]
      : [totalCents];
    const used = split
      ? [
          first,
          pickOne(
            methods.filter((m) => m.id !== first.id),
            next,
          ),
        ]
      : [first];
    for (const [i, part] of parts.entries()) {
      const method = used[i]!;
      // Card payers tip now and then, in whole 50 cents.
      const tip = method.name === 'Card' && next() < 0.3 ? 50 * (1 + Math.floor(next() * 3)) : 0;
      tipCents += tip;
      payments.push(payment(`${id}-P${i + 1}`, id, method, part, tip, closing, location, businessDay));
    }
    // One closed order in fifteen has its last line refunded (a drink spilled, an item missing).
    const last = lines[lines.length - 1]!;
    if (next() < 1 / 15 && last.total > 0) {
      const refundCents = toCents(last.total);
      refunds.push({
        line_id: last.id,
        total: last.total,
        tax_amount: last.tax_amount,
        tax_rate: last.tax_rate!,
        tax_id: last.tax_id!,
      });
      payments.push(payment(`${id}-R1`, id, used[0]!, -refundCents, 0, closing, location, businessDay));
    }
  }
  const regulars = REGULARS[location.id] ?? [];
  const customer = next() < 0.35 ? pickOne(regulars, next) : null;
  const source: PosOrderSource = next() < 0.85 ? 'POS' : 'MOBILE';
  const mode: PosOrderMode = next() < 0.6 ? 'EAT_IN' : 'TAKEAWAY';
  const order: StoredPosOrder = {
    id,
    order_number: String(number),
    creation_date: isoDateTime(created),
    closing_date: closing,
    service_date: isoDateTime(instantOf(`${day}T07:00:00`, location.timezone!)),
    device_id: `${location.code}-REGISTER-1`,
    total: euros(totalCents),
    tax_amount: euros(taxCents),
    total_discount: euros(discountCents),
    total_refund: euros(refunds.reduce((s, r) => s + toCents(r.total), 0)),
    total_tip: euros(tipCents),
    delivery_fee: 0,
    mode,
    source,
    currency: 'EUR',
    country: location.country,
    loyalty: customer ? Math.floor(totalCents / 100) : null,
    customer_id: customer,
    location_id: location.id,
    taxes,
    guests: mode === 'EAT_IN' ? 1 + Math.floor(next() * 3) : null,
    payments: payments.map(({ location_id: _l, business_day: _d, ...p }) => p),
    items: lines,
    invoice_id: null,
    business_day: businessDay,
    state: closing === null ? 'open' : 'closed',
    closure_id: closing === null ? null : closureIdOf(location.id, businessDay),
    refunds,
  };
  return { order, payments };
}

/** A payment as stored (`payments/seed.ts`): the model's record, its location and business day. */
export interface StoredPosPayment extends PosPayment {
  location_id: string;
  business_day: string;
}

/** A payment of an order (a refund when `cents` is negative), dated when the order closed. */
function payment(
  id: string,
  orderId: string,
  method: StoredPosPaymentMethod,
  cents: number,
  tipCents: number,
  date: string,
  location: StoredPosLocation,
  businessDay: string,
): StoredPosPayment {
  return {
    id,
    payment_method_id: method.id,
    payment_method_name: method.name,
    total: euros(cents),
    tip: euros(tipCents),
    status: 'Completed',
    currency: 'EUR',
    date,
    invoice_ref: null,
    order_id: orderId,
    location_id: location.id,
    business_day: businessDay,
  };
}

/** The orders and payments of the seed dated `now` (made once per seed). */
export const businessDays = sameInstant(seedPosOrders);

export function seed(now: Date): SandboxRecord[] {
  return businessDays(now).orders.map((o) => stored(KIND, o));
}
