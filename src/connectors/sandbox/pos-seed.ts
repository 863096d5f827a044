import type {
  PosAccountingCategory,
  PosCustomer,
  PosDiscount,
  PosLocation,
  PosOrder,
  PosOrderLine,
  PosOrderMode,
  PosOrderSource,
  PosPayment,
  PosPaymentMethod,
  PosProduct,
  PosProductCategory,
  PosTaxRate,
  PosTotalTax,
} from '../../model/index.js';
import { localDate as businessDayOf, instantOf } from '../local-time.js';
import type { SandboxRecord } from './types.js';

/**
 * The point-of-sale demo data: a coffee-and-sandwich chain with shops in Brussels and Antwerp
 * (Europe/Brussels, the locations of the modifier groups) and Lisbon (Europe/Lisbon, one hour
 * behind), a month of closed orders and today's, with their payments, one closure per location
 * and business day, and the catalogue, customers and objectives around them.
 *
 * Every record's `data` is the model object plus the fields the connector filters on
 * (`location_ids`, `business_day`, `state`, `closure_id`, `refunds`). Amounts are computed in
 * cents and written in euros once, so every sum (an order's taxes, a closure's payments) is
 * exact to the cent. A business day is the location's calendar day in its own time zone
 * (contract §9): an order closed at 00:30 in Brussels belongs to that Brussels day, the day
 * before in UTC.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const euros = (cents: number) => Math.round(cents) / 100;

export interface StoredPosLocation extends PosLocation {
  country: string;
  code: string;
}

// biome-ignore format: a data table, one row per location
export const POS_LOCATIONS: readonly StoredPosLocation[] = [
  { id: 'LOC-BRU', code: 'BRU', country: 'BE', name: 'Brussels - Place Sainte-Catherine', timezone: 'Europe/Brussels',
    address: { address_type: 'shop', name: 'Shop', street: 'Place Sainte-Catherine', number: '14', box: null, city: 'Brussels', postal_code: '1000', country: 'BE' } },
  { id: 'LOC-ANT', code: 'ANT', country: 'BE', name: 'Antwerp - Groenplaats', timezone: 'Europe/Brussels',
    address: { address_type: 'shop', name: 'Shop', street: 'Groenplaats', number: '21', box: null, city: 'Antwerpen', postal_code: '2000', country: 'BE' } },
  { id: 'LOC-LIS', code: 'LIS', country: 'PT', name: 'Lisbon - Rua Augusta', timezone: 'Europe/Lisbon',
    address: { address_type: 'shop', name: 'Shop', street: 'Rua Augusta', number: '102', box: null, city: 'Lisboa', postal_code: '1100-053', country: 'PT' } },
];

// biome-ignore format: a data table, one row per tax rate
export const POS_TAX_RATES: readonly PosTaxRate[] = [
  { id: 'postax-be-6', label: 'BTW/TVA 6%', rate: 6, tax_code: 'BE-VAT6' },
  { id: 'postax-be-12', label: 'BTW/TVA 12%', rate: 12, tax_code: 'BE-VAT12' },
  { id: 'postax-be-21', label: 'BTW/TVA 21%', rate: 21, tax_code: 'BE-VAT21' },
  { id: 'postax-pt-6', label: 'IVA 6%', rate: 6, tax_code: 'PT-IVA6' },
  { id: 'postax-pt-13', label: 'IVA 13%', rate: 13, tax_code: 'PT-IVA13' },
  { id: 'postax-pt-23', label: 'IVA 23%', rate: 23, tax_code: 'PT-IVA23' },
];

/** A tax class of a product and the rate it has in each country. */
const TAX_CLASSES = {
  takeaway: { BE: 'postax-be-6', PT: 'postax-pt-13' },
  served: { BE: 'postax-be-12', PT: 'postax-pt-13' },
  alcohol: { BE: 'postax-be-21', PT: 'postax-pt-23' },
} as const;
type TaxClass = keyof typeof TAX_CLASSES;

function taxRateOf(id: string): PosTaxRate {
  return POS_TAX_RATES.find((t) => t.id === id)!;
}

export interface StoredPosPaymentMethod extends PosPaymentMethod {
  location_ids: string[];
}

// biome-ignore format: a data table, one row per payment method
export const POS_PAYMENT_METHODS: readonly StoredPosPaymentMethod[] = [
  { id: 'pm-cash', name: 'Cash', extra: 'Espèces / Contant', location_ids: ['LOC-BRU', 'LOC-ANT', 'LOC-LIS'] },
  { id: 'pm-bancontact', name: 'Card', extra: 'Bancontact', location_ids: ['LOC-BRU', 'LOC-ANT'] },
  { id: 'pm-visa', name: 'Card', extra: 'Visa / Mastercard', location_ids: ['LOC-BRU', 'LOC-ANT', 'LOC-LIS'] },
  { id: 'pm-mbway', name: 'Mobile', extra: 'MB WAY', location_ids: ['LOC-LIS'] },
  { id: 'pm-mealvoucher', name: 'Meal voucher', extra: 'Edenred meal voucher', location_ids: ['LOC-BRU', 'LOC-ANT'] },
];

export interface StoredPosAccountingCategory extends PosAccountingCategory {
  location_ids: string[];
}

const ALL_LOCATIONS = ['LOC-BRU', 'LOC-ANT', 'LOC-LIS'];

// biome-ignore format: a data table, one row per accounting category
export const POS_ACCOUNTING_CATEGORIES: readonly StoredPosAccountingCategory[] = [
  { id: 'acc-hot-drinks', name: 'Hot drinks', code: 'HOT', ledger_account_code: '700100', posting_account_code: '700100', location_ids: ALL_LOCATIONS },
  { id: 'acc-soft-drinks', name: 'Soft drinks', code: 'SOFT', ledger_account_code: '700200', posting_account_code: '700200', location_ids: ALL_LOCATIONS },
  { id: 'acc-alcohol', name: 'Alcoholic beverages', code: 'ALC', ledger_account_code: '700300', posting_account_code: '700300', location_ids: ALL_LOCATIONS },
  { id: 'acc-food', name: 'Food', code: 'FOOD', ledger_account_code: '700400', posting_account_code: '700400', location_ids: ALL_LOCATIONS },
];

export interface StoredPosProductCategory extends PosProductCategory {
  location_ids: string[];
}

// biome-ignore format: a data table, one row per category
export const POS_PRODUCT_CATEGORIES: readonly StoredPosProductCategory[] = [
  { id: 'cat-drinks', name: 'Drinks', description: 'Everything to drink', id_parent: null, location_ids: ALL_LOCATIONS },
  { id: 'cat-hot-drinks', name: 'Hot drinks', description: 'Coffees and teas', id_parent: 'cat-drinks', location_ids: ALL_LOCATIONS },
  { id: 'cat-cold-drinks', name: 'Cold drinks', description: 'Juices, waters and beers', id_parent: 'cat-drinks', location_ids: ALL_LOCATIONS },
  { id: 'cat-food', name: 'Food', description: 'Sandwiches and pastries', id_parent: null, location_ids: ALL_LOCATIONS },
  { id: 'cat-sandwiches', name: 'Sandwiches', description: 'Made to order', id_parent: 'cat-food', location_ids: ALL_LOCATIONS },
  { id: 'cat-pastries', name: 'Pastries', description: 'Baked every morning', id_parent: 'cat-food', location_ids: ALL_LOCATIONS },
];

interface ProductRow {
  id: string;
  name: string;
  description: string;
  category: string;
  accounting: string;
  tax: TaxClass;
  /** Shelf price, tax included, in cents. */
  priceCents: number;
  locations: readonly string[];
  modifiers: string[];
}

// biome-ignore format: a data table, one row per product
const PRODUCT_ROWS: readonly ProductRow[] = [
  { id: 'prod-espresso', name: 'Espresso', description: 'Single espresso', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 250, locations: ALL_LOCATIONS, modifiers: ['modgrp-extra-shot'] },
  { id: 'prod-cappuccino', name: 'Cappuccino', description: 'Espresso, steamed milk and foam', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 380, locations: ALL_LOCATIONS, modifiers: ['modgrp-coffee-size', 'modgrp-milk', 'modgrp-extra-shot'] },
  { id: 'prod-latte', name: 'Caffè latte', description: 'Espresso with plenty of milk', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 420, locations: ALL_LOCATIONS, modifiers: ['modgrp-coffee-size', 'modgrp-milk', 'modgrp-syrups'] },
  { id: 'prod-tea', name: 'Tea', description: 'Loose-leaf tea, several blends', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 300, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-orange-juice', name: 'Fresh orange juice', description: 'Pressed to order, 25 cl', category: 'cat-cold-drinks', accounting: 'acc-soft-drinks', tax: 'takeaway', priceCents: 450, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-water', name: 'Sparkling water', description: '50 cl bottle', category: 'cat-cold-drinks', accounting: 'acc-soft-drinks', tax: 'takeaway', priceCents: 250, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-beer', name: 'Draught beer', description: '25 cl', category: 'cat-cold-drinks', accounting: 'acc-alcohol', tax: 'alcohol', priceCents: 350, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-croissant', name: 'Butter croissant', description: 'Baked every morning', category: 'cat-pastries', accounting: 'acc-food', tax: 'takeaway', priceCents: 180, locations: ['LOC-BRU', 'LOC-ANT'], modifiers: [] },
  { id: 'prod-pastel-nata', name: 'Pastel de nata', description: 'Custard tart', category: 'cat-pastries', accounting: 'acc-food', tax: 'takeaway', priceCents: 150, locations: ['LOC-LIS'], modifiers: [] },
  { id: 'prod-club', name: 'Club sandwich', description: 'Chicken, bacon, egg, salad', category: 'cat-sandwiches', accounting: 'acc-food', tax: 'takeaway', priceCents: 750, locations: ALL_LOCATIONS, modifiers: ['modgrp-bread', 'modgrp-toppings'] },
  { id: 'prod-caprese', name: 'Tomato mozzarella sandwich', description: 'Tomato, mozzarella, basil, pesto', category: 'cat-sandwiches', accounting: 'acc-food', tax: 'takeaway', priceCents: 690, locations: ALL_LOCATIONS, modifiers: ['modgrp-bread', 'modgrp-toppings'] },
];

export interface StoredPosProduct extends PosProduct {
  location_ids: string[];
}

/** The price of one unit without tax, to the cent, from a shelf price with tax. */
function withoutTax(cents: number, rate: number): number {
  return Math.round((cents * 100) / (100 + rate));
}

export function seedPosProducts(): StoredPosProduct[] {
  return PRODUCT_ROWS.map((row) => {
    const countries = [...new Set(row.locations.map((l) => POS_LOCATIONS.find((x) => x.id === l)!.country))];
    return {
      id: row.id,
      categories: [row.category],
      name: row.name,
      description: row.description,
      // One price per country the product is sold in (the rate differs).
      prices: countries.map((country) => {
        const rate = taxRateOf(TAX_CLASSES[row.tax][country as 'BE' | 'PT']).rate!;
        return { unit_price: euros(withoutTax(row.priceCents, rate)), tax_rate: rate };
      }),
      modifier_groups_ids: row.modifiers,
      accounting_category_ids: [row.accounting],
      location_ids: [...row.locations],
    };
  });
}

// biome-ignore format: a data table, one row per customer
export const POS_CUSTOMERS: readonly PosCustomer[] = [
  { id: 'poscust-0001', first_name: 'Lucas', last_name: 'Peeters', name: 'Lucas Peeters', phone: '+32475112233', email: 'lucas.peeters@example.be', created_on: '2025-03-02T09:12:00Z', addresses: [{ address_type: 'home', name: 'Home', street: 'Rue du Midi', number: '45', box: null, city: 'Brussels', postal_code: '1000', country: 'BE' }], loyalty: 120, birthdate: '1988-04-17' },
  { id: 'poscust-0002', first_name: 'Emma', last_name: 'Janssens', name: 'Emma Janssens', phone: '+32486223344', email: 'emma.janssens@example.be', created_on: '2025-05-19T16:40:00Z', addresses: [{ address_type: 'home', name: 'Home', street: 'Meir', number: '8', box: '3', city: 'Antwerpen', postal_code: '2000', country: 'BE' }], loyalty: 45, birthdate: '1995-11-02' },
  { id: 'poscust-0003', first_name: 'João', last_name: 'Silva', name: 'João Silva', phone: '+351912345678', email: 'joao.silva@example.pt', created_on: '2025-06-07T11:05:00Z', addresses: [{ address_type: 'home', name: 'Casa', street: 'Rua da Prata', number: '80', box: null, city: 'Lisboa', postal_code: '1100-420', country: 'PT' }], loyalty: 300, birthdate: '1979-01-23' },
  { id: 'poscust-0004', first_name: 'Marie', last_name: 'Dubois', name: 'Marie Dubois', phone: '+32497334455', email: 'marie.dubois@example.be', created_on: '2025-08-21T08:30:00Z', addresses: [], loyalty: 10, birthdate: null },
  { id: 'poscust-0005', first_name: 'Ana', last_name: 'Costa', name: 'Ana Costa', phone: '+351936547890', email: 'ana.costa@example.pt', created_on: '2025-09-14T13:22:00Z', addresses: [], loyalty: 75, birthdate: '1992-07-30' },
  { id: 'poscust-0006', first_name: 'Pieter', last_name: 'Claes', name: 'Pieter Claes', phone: '+32470998877', email: null, created_on: '2025-10-03T17:45:00Z', addresses: [], loyalty: 0, birthdate: null },
];

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

/** The business day (the location's calendar day) of an instant; the instant of a local wall time. */
export { instantOf, localDate as businessDayOf } from '../local-time.js';

/** `YYYY-MM-DDTHH:MM:SSZ`: fixed width, so text order is time order. */
function isoDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
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

export interface StoredPosPayment extends PosPayment {
  location_id: string;
  business_day: string;
}

export interface StoredPosObjective {
  id: string;
  location_id: string;
  date: string;
  total: number;
  tax_amount: number;
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
      const refundCents = Math.round(last.total * 100);
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
    total_refund: euros(refunds.reduce((s, r) => s + Math.round(r.total * 100), 0)),
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

/**
 * Daily sales objectives of each location, from a month back to a week ahead: the weekday's
 * usual takings, a little more on Fridays and Saturdays.
 */
export function seedPosObjectives(now: Date): StoredPosObjective[] {
  const out: StoredPosObjective[] = [];
  for (const location of POS_LOCATIONS) {
    const today = businessDayOf(now.getTime(), location.timezone!);
    const base = { 'LOC-BRU': 9000, 'LOC-ANT': 7500, 'LOC-LIS': 6000 }[location.id] ?? 5000;
    for (let offset = -POS_SEED_DAYS; offset <= 7; offset++) {
      const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const cents = base * (weekday === 5 || weekday === 6 ? 1.3 : 1);
      const rate = location.country === 'PT' ? 13 : 12;
      out.push({
        id: `OBJ-${location.code}-${date}`,
        location_id: location.id,
        date,
        total: euros(cents),
        tax_amount: euros(cents - withoutTax(cents, rate)),
      });
    }
  }
  return out;
}

/** Every POS record of a new Sandbox connection besides the modifier groups. */
export function posSeedRecords(now: Date): SandboxRecord[] {
  const record = (kind: SandboxRecord['kind'], data: { id: string }): SandboxRecord => ({
    kind,
    id: data.id,
    data: { ...data } as Record<string, unknown>,
  });
  const { orders, payments } = seedPosOrders(now);
  return [
    ...POS_LOCATIONS.map((l) => record('pos_location', l)),
    ...POS_TAX_RATES.map((t) => record('pos_tax_rate', t)),
    ...POS_PAYMENT_METHODS.map((m) => record('pos_payment_method', m)),
    ...POS_ACCOUNTING_CATEGORIES.map((c) => record('pos_accounting_category', c)),
    ...POS_PRODUCT_CATEGORIES.map((c) => record('pos_product_category', c)),
    ...seedPosProducts().map((p) => record('pos_product', p)),
    ...POS_CUSTOMERS.map((c) => record('pos_customer', c)),
    ...orders.map((o) => record('pos_order', o)),
    ...payments.map((p) => record('pos_payment', { ...p, id: p.id! })),
    ...seedPosObjectives(now).map((o) => record('pos_objective', o)),
  ];
}
