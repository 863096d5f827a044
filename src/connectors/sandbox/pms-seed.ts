import type {
  PmsAccountingCategory,
  PmsAccountingTransaction,
  PmsAccountingTransactionType,
  PmsCustomer,
  PmsInvoice,
  PmsLocation,
  PmsOrder,
  PmsOrderItem,
  PmsOrderTax,
  PmsPartner,
  PmsPayment,
  PmsPaymentMethod,
  PmsTaxRate,
} from '../../model/index.js';
import { localDate, localTimeIn } from '../local-time.js';
import type { SandboxRecord } from './types.js';

/**
 * The Sandbox PMS beyond tax rates and orders: the properties, their guests and companies, the
 * invoices (the closed bills of the stays), the payments that settle them, the payment methods and
 * accounting categories with their ledger accounts, and the journal (accounting transactions).
 *
 * Everything is derived from the stays, so it adds up: an invoice is the closed bill of an order
 * (same id as the order's bill, same lines), its payments sum to its total once the company paid,
 * and the journal lines of an invoice (charges, their tax, the payments) sum to what is still due.
 * Brussels and Antwerp keep the orders of `seed.ts`; Lisbon is a third property in another time
 * zone (Europe/Lisbon, an hour behind Brussels), with Portuguese VAT and the Lisbon city tax.
 *
 * Stored records carry, beside the model fields, what the connector filters on: `location_id`
 * and `business_date` — the day of the record in its property's time zone (contract §9), so a
 * window of days or a closure is the property's day, not UTC's.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const euros = (cents: number) => cents / 100;
const cents = (amount: number) => Math.round(amount * 100);

function utcDay(now: Date, daysFromToday: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysFromToday * DAY_MS;
}

/** `YYYY-MM-DDTHH:MM:SSZ`: fixed width, so text order is time order. */
function isoDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

// ---- properties ------------------------------------------------------------------------------

export interface SandboxProperty {
  location: PmsLocation;
  code: string;
  country: string;
  /** VAT payable account of the property's chart of accounts. */
  vatLedger: string;
  /** Ledger accounts of the payment methods (cash, card, transfer). */
  ledgers: { cash: string; card: string; transfer: string };
}

export const PMS_PROPERTIES: Record<string, SandboxProperty> = {
  'LOC-BRU': {
    code: 'BRU',
    country: 'BE',
    vatLedger: '451000',
    ledgers: { cash: '570000', card: '580000', transfer: '400000' },
    location: {
      id: 'LOC-BRU',
      name: 'Hotel Lintel Brussels',
      timezone: 'Europe/Brussels',
      address: {
        address_type: 'main',
        name: 'Hotel Lintel Brussels',
        street: 'Rue du Marché aux Herbes',
        number: '61',
        box: null,
        city: 'Bruxelles',
        postal_code: '1000',
        country: 'BE',
      },
    },
  },
  'LOC-ANT': {
    code: 'ANT',
    country: 'BE',
    vatLedger: '451000',
    ledgers: { cash: '570100', card: '580100', transfer: '400000' },
    location: {
      id: 'LOC-ANT',
      name: 'Hotel Lintel Antwerpen',
      timezone: 'Europe/Brussels',
      address: {
        address_type: 'main',
        name: 'Hotel Lintel Antwerpen',
        street: 'Groenplaats',
        number: '18',
        box: null,
        city: 'Antwerpen',
        postal_code: '2000',
        country: 'BE',
      },
    },
  },
  'LOC-LIS': {
    code: 'LIS',
    country: 'PT',
    vatLedger: '2433',
    ledgers: { cash: '11', card: '1211', transfer: '211' },
    location: {
      id: 'LOC-LIS',
      name: 'Hotel Lintel Lisboa',
      timezone: 'Europe/Lisbon',
      address: {
        address_type: 'main',
        name: 'Hotel Lintel Lisboa',
        street: 'Rua Augusta',
        number: '152',
        box: null,
        city: 'Lisboa',
        postal_code: '1100-053',
        country: 'PT',
      },
    },
  },
};

function property(locationId: string | null): SandboxProperty {
  const found = locationId ? PMS_PROPERTIES[locationId] : undefined;
  if (!found) throw new Error(`sandbox seed: unknown property ${locationId}`);
  return found;
}

/** The day (`YYYY-MM-DD`) of an instant in a property's time zone. */
export function businessDay(locationId: string, instant: string | number): string {
  return localDate(instant, property(locationId).location.timezone);
}

// ---- Portuguese tax rates of the Lisbon property (Belgian ones are in seed.ts) -----------------

// biome-ignore format: a data table, one row per tax rate
export const PMS_LISBON_TAX_RATES: readonly PmsTaxRate[] = [
  { id: 'pms-tax-pt-6', source_ref: { id: 'IVA-RED', model: 'sandbox.tax_rate' }, label: 'IVA 6% (alojamento)', rate: 6, is_city_tax: false },
  { id: 'pms-tax-pt-13', source_ref: { id: 'IVA-INT', model: 'sandbox.tax_rate' }, label: 'IVA 13% (restauração)', rate: 13, is_city_tax: false },
  { id: 'pms-tax-pt-23', source_ref: { id: 'IVA-NOR', model: 'sandbox.tax_rate' }, label: 'IVA 23% (bebidas alcoólicas)', rate: 23, is_city_tax: false },
  { id: 'pms-tax-city-lis', source_ref: { id: 'TT-LIS', model: 'sandbox.tax_rate' }, label: 'Taxa turística Lisboa (por noite)', rate: 0, is_city_tax: true },
];

// ---- accounting categories -------------------------------------------------------------------

// biome-ignore format: a data table, one row per category
export const PMS_ACCOUNTING_CATEGORIES: readonly PmsAccountingCategory[] = [
  { id: 'acc-accommodation', source_ref: { id: 'AC-100', model: 'sandbox.accounting_category' }, name: 'Accommodation', code: 'ACC', ledger_account_code: '700000', posting_account_code: '7000' },
  { id: 'acc-food', source_ref: { id: 'AC-200', model: 'sandbox.accounting_category' }, name: 'Food', code: 'FOOD', ledger_account_code: '700100', posting_account_code: '7001' },
  { id: 'acc-beverages', source_ref: { id: 'AC-210', model: 'sandbox.accounting_category' }, name: 'Beverages', code: 'BEV', ledger_account_code: '700200', posting_account_code: '7002' },
  { id: 'acc-city-tax', source_ref: { id: 'AC-900', model: 'sandbox.accounting_category' }, name: 'City tax (collected for the city)', code: 'CITY', ledger_account_code: '489000', posting_account_code: '4890' },
];

function category(id: string | null): PmsAccountingCategory | undefined {
  return PMS_ACCOUNTING_CATEGORIES.find((c) => c.id === id);
}

// ---- payment methods -------------------------------------------------------------------------

type MethodKind = 'cash' | 'card' | 'transfer';
const METHOD_NAMES: Record<MethodKind, { name: string; extra: Record<string, string> }> = {
  cash: { name: 'Cash', extra: { BE: 'Espèces / Contant', PT: 'Numerário' } },
  card: {
    name: 'Card',
    extra: { BE: 'Carte bancaire (Bancontact, Visa, Mastercard)', PT: 'Cartão (Multibanco, Visa)' },
  },
  transfer: {
    name: 'Transfer',
    extra: { BE: 'Facture société (virement)', PT: 'Fatura empresa (transferência)' },
  },
};

export function paymentMethodId(locationId: string, kind: MethodKind): string {
  return `pm-${property(locationId).code.toLowerCase()}-${kind}`;
}

function seedPaymentMethods(): (PmsPaymentMethod & { location_id: string })[] {
  return Object.entries(PMS_PROPERTIES).flatMap(([locationId, p]) =>
    (['cash', 'card', 'transfer'] as const).map((kind) => ({
      id: paymentMethodId(locationId, kind),
      source_ref: { id: `${p.code}-${kind.toUpperCase()}`, model: 'sandbox.payment_method' },
      name: METHOD_NAMES[kind].name,
      extra: METHOD_NAMES[kind].extra[p.country] ?? null,
      ledger_account_code: p.ledgers[kind],
      location_id: locationId,
    })),
  );
}

// ---- Lisbon stays (orders, as seed.ts builds Brussels' and Antwerp's) --------------------------

interface LisbonGuest {
  first: string | null;
  last: string | null;
  company: string | null;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

// biome-ignore format: a data table, one row per guest
const LISBON_GUESTS: readonly LisbonGuest[] = [
  { first: 'Inês', last: 'Ferreira', company: null, street: 'Rua de Santa Catarina', number: '220', postalCode: '4000-442', city: 'Porto', country: 'PT' },
  { first: 'Carlos', last: 'García', company: null, street: 'Calle de Alcalá', number: '45', postalCode: '28014', city: 'Madrid', country: 'ES' },
  { first: 'Claire', last: 'Martin', company: null, street: 'Cours Mirabeau', number: '10', postalCode: '13100', city: 'Aix-en-Provence', country: 'FR' },
  { first: 'James', last: 'Walker', company: null, street: 'Deansgate', number: '88', postalCode: 'M3 2BW', city: 'Manchester', country: 'GB' },
  { first: null, last: null, company: 'Tejo Consulting Lda', street: 'Avenida da Liberdade', number: '110', postalCode: '1250-146', city: 'Lisboa', country: 'PT' },
];

/** Guests 12 onwards (1 to 11 are seed.ts's). */
const LISBON_GUEST_OFFSET = 11;

function lisbonPartner(index: number, type: PmsPartner['type']): PmsPartner {
  const g = LISBON_GUESTS[index];
  if (!g) throw new Error(`sandbox seed: unknown Lisbon guest ${index}`);
  const n = LISBON_GUEST_OFFSET + index;
  return {
    id: `pms-guest-${String(n + 1).padStart(4, '0')}`,
    source_ref: { id: String(7001 + n), model: 'sandbox.customer' },
    type,
    address: {
      address_type: 'billing',
      name: g.company ?? `${g.first} ${g.last}`,
      street: g.street,
      number: g.number,
      box: null,
      city: g.city,
      postal_code: g.postalCode,
      country: g.country,
    },
    first_name: g.first,
    last_name: g.last,
    company_name: g.company,
  };
}

interface LisbonStay {
  room: string;
  rateCents: number;
  daysAgo: number;
  nights: number;
  guests: number;
  guest: number;
  payer?: number;
  /** Dinners at the hotel restaurant: covers, and bottles of wine. */
  dinner?: { covers: number; wine: number };
  breakfast: boolean;
}

// biome-ignore format: a data table, one row per stay
const LISBON_STAYS: readonly LisbonStay[] = [
  { room: '11', rateCents: 11500, daysAgo: 30, nights: 3, guests: 2, guest: 0, breakfast: true, dinner: { covers: 2, wine: 1 } },
  { room: '24', rateCents: 9500, daysAgo: 27, nights: 2, guests: 1, guest: 1, breakfast: false },
  { room: '32', rateCents: 14500, daysAgo: 24, nights: 4, guests: 2, guest: 2, breakfast: true, dinner: { covers: 4, wine: 2 } },
  { room: '11', rateCents: 11500, daysAgo: 20, nights: 2, guests: 1, guest: 3, payer: 4, breakfast: true },
  { room: '24', rateCents: 9500, daysAgo: 16, nights: 3, guests: 2, guest: 0, breakfast: true, dinner: { covers: 2, wine: 1 } },
  { room: '32', rateCents: 14500, daysAgo: 12, nights: 1, guests: 2, guest: 2, breakfast: false, dinner: { covers: 2, wine: 2 } },
  { room: '11', rateCents: 11500, daysAgo: 9, nights: 2, guests: 1, guest: 1, payer: 4, breakfast: true },
  { room: '24', rateCents: 9500, daysAgo: 6, nights: 3, guests: 2, guest: 3, breakfast: true, dinner: { covers: 2, wine: 1 } },
  { room: '32', rateCents: 14500, daysAgo: 3, nights: 3, guests: 2, guest: 0, breakfast: true },
];

const LISBON_TAX: Record<string, PmsTaxRate> = Object.fromEntries(PMS_LISBON_TAX_RATES.map((t) => [t.id, t]));
/** Lisbon's tourist tax: €4 per guest and night. */
const LISBON_CITY_TAX_CENTS = 400;

/** The orders of the Lisbon stays, numbered after seed.ts's (`pms-order-0021`…). */
function seedLisbonOrders(now: Date, firstNumber: number): PmsOrder[] {
  const local = localTimeIn('Europe/Lisbon');
  return LISBON_STAYS.map((stay, i) => {
    const n = firstNumber + i;
    const id = `pms-order-${String(n).padStart(4, '0')}`;
    const vendorId = 50_000 + n;
    const checkIn = utcDay(now, -stay.daysAgo);
    const checkOut = utcDay(now, stay.nights - stay.daysAgo);
    const arrival = checkIn + (14 + (i % 4)) * HOUR_MS + ((i * 13) % 60) * MINUTE_MS;
    const booked = utcDay(now, -(stay.daysAgo + 5 + ((i * 7) % 20))) + (9 + (i % 8)) * HOUR_MS;
    const closed = stay.nights < stay.daysAgo;
    const closing = closed ? isoDateTime(checkOut + 11 * HOUR_MS + ((i * 7) % 45) * MINUTE_MS) : null;
    const lines: {
      description: string;
      quantity: number;
      unitCents: number;
      taxId: string;
      type: PmsOrderItem['type'];
      product: string;
      category: string;
    }[] = [
      {
        description: `Accommodation - Room ${stay.room}`,
        quantity: stay.nights,
        unitCents: stay.rateCents,
        taxId: 'pms-tax-pt-6',
        type: 'service',
        product: 'pms-product-night',
        category: 'acc-accommodation',
      },
    ];
    if (stay.breakfast) {
      lines.push({
        description: 'Breakfast buffet',
        quantity: stay.nights * stay.guests,
        unitCents: 1600,
        taxId: 'pms-tax-pt-13',
        type: 'product',
        product: 'pms-product-breakfast',
        category: 'acc-food',
      });
    }
    if (stay.dinner) {
      lines.push({
        description: 'Dinner - Restaurant',
        quantity: stay.dinner.covers,
        unitCents: 3200,
        taxId: 'pms-tax-pt-13',
        type: 'product',
        product: 'pms-product-dinner',
        category: 'acc-food',
      });
      lines.push({
        description: 'Wine - Douro red (bottle)',
        quantity: stay.dinner.wine,
        unitCents: 2800,
        taxId: 'pms-tax-pt-23',
        type: 'product',
        product: 'pms-product-wine',
        category: 'acc-beverages',
      });
    }
    lines.push({
      description: 'City tax',
      quantity: stay.nights * stay.guests,
      unitCents: LISBON_CITY_TAX_CENTS,
      taxId: 'pms-tax-city-lis',
      type: 'service',
      product: 'pms-product-city-tax',
      category: 'acc-city-tax',
    });

    let totalCents = 0;
    let taxCents = 0;
    const byTax = new Map<string, { tax: number; total: number }>();
    const items = lines.map((line, index): PmsOrderItem => {
      const tax = LISBON_TAX[line.taxId]!;
      const total = line.quantity * line.unitCents;
      const taxAmount = Math.round((total * tax.rate) / (100 + tax.rate));
      totalCents += total;
      taxCents += taxAmount;
      const sums = byTax.get(tax.id) ?? { tax: 0, total: 0 };
      byTax.set(tax.id, { tax: sums.tax + taxAmount, total: sums.total + total });
      return {
        id: `${id}-item-${index + 1}`,
        source_ref: { id: `${vendorId}-${index + 1}`, model: 'sandbox.order_item' },
        quantity: line.quantity,
        unit_price: euros(line.unitCents),
        total: euros(total),
        tax_amount: euros(taxAmount),
        type: line.type,
        menu_id: null,
        tax_rate: tax.rate,
        tax_id: tax.id,
        description: line.description,
        discounts: [],
        product_id: line.product,
        accounting_category_id: line.category,
      };
    });
    const taxes = [...byTax].map(
      ([taxId, sums]): PmsOrderTax => ({
        tax_id: taxId,
        name: LISBON_TAX[taxId]!.label,
        tax_rate: LISBON_TAX[taxId]!.rate,
        tax_amount: euros(sums.tax),
        total: euros(sums.total),
      }),
    );
    const guest = lisbonPartner(stay.guest, 'owner');
    const payer = stay.payer === undefined ? null : lisbonPartner(stay.payer, 'account');
    const roomId = `room-lis-${stay.room}`;
    return {
      id,
      source_ref: { id: String(vendorId), model: 'sandbox.order' },
      creation_date: isoDateTime(booked),
      closing_date: closing,
      service_date: isoDateTime(arrival),
      total: euros(totalCents),
      tax_amount: euros(taxCents),
      order_number: `LIS-${1000 + n}`,
      device_id: null,
      total_discount: 0,
      total_refund: 0,
      total_tip: 0,
      delivery_fee: 0,
      mode: 'UNKNOWN',
      source: 'WEB',
      currency: 'EUR',
      country: 'PT',
      loyalty: null,
      customer_id: (payer ?? guest).id,
      location_id: 'LOC-LIS',
      guests: stay.guests,
      service_id: 'pms-service-accommodation',
      taxes,
      items,
      reservation: {
        id: `pms-reservation-${String(n).padStart(4, '0')}`,
        source_ref: { id: String(80_000 + n), model: 'sandbox.reservation' },
        start_date: local(checkIn + 15 * HOUR_MS),
        end_date: local(checkOut + 11 * HOUR_MS),
        creation_date: local(booked),
        resource_id: { id: roomId, source_ref: { id: roomId, model: 'sandbox.resource' } },
        resource_name: `Room ${stay.room}`,
        resource_identifier: stay.room,
      },
      bills: [
        {
          id: `pms-bill-${String(n).padStart(4, '0')}`,
          source_ref: { id: String(90_000 + n), model: 'sandbox.bill' },
          invoice_number: closed ? `LIS-FT-${String(n).padStart(5, '0')}` : null,
          creation_date: isoDateTime(arrival),
          closing_date: closing,
          partners: payer ? [guest, payer] : [guest],
        },
      ],
    };
  });
}

// ---- customers -------------------------------------------------------------------------------

const PHONE_PREFIX: Record<string, string> = {
  BE: '+32 470',
  FR: '+33 6',
  DE: '+49 151',
  GB: '+44 7700',
  NL: '+31 6',
  IT: '+39 347',
  PL: '+48 601',
  PT: '+351 912',
  ES: '+34 612',
};

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every partner of the orders' bills, once, as a customer; companies with an account number. */
function seedCustomers(orders: readonly PmsOrder[]): PmsCustomer[] {
  const first = new Map<string, { partner: PmsPartner; since: string }>();
  for (const order of orders) {
    for (const bill of order.bills) {
      for (const partner of bill.partners) {
        const known = first.get(partner.id);
        if (!known || order.creation_date < known.since)
          first.set(partner.id, { partner, since: order.creation_date });
      }
    }
  }
  return [...first.values()]
    .sort((a, b) => a.partner.id.localeCompare(b.partner.id))
    .map(({ partner, since }, i) => {
      const isCompany = partner.company_name !== null;
      const country = partner.address?.country ?? 'BE';
      const name = isCompany
        ? asciiSlug(partner.company_name ?? '')
        : `${asciiSlug(partner.first_name ?? '')}.${asciiSlug(partner.last_name ?? '')}`;
      const number = String(1_000_000 + ((i * 7_919) % 8_999_999)).slice(1);
      return {
        id: partner.id,
        source_ref: { id: partner.source_ref.id, model: 'sandbox.customer' },
        first_name: partner.first_name,
        last_name: partner.last_name,
        company_name: partner.company_name,
        phone: `${PHONE_PREFIX[country] ?? '+32 470'} ${number.slice(0, 3)} ${number.slice(3)}`,
        email: isCompany ? `accounts@${name}.example` : `${name}@example.com`,
        // Companies are invoiced: a receivable account of their own (guests pay on departure).
        account_number: isCompany ? `${country === 'PT' ? '211' : '400'}${String(100 + i)}` : null,
        // The profile was made when the first booking came in.
        created_on: since,
        addresses: partner.address ? [{ ...partner.address }] : [],
        is_company: isCompany,
      };
    });
}

// ---- invoices, payments, journal -------------------------------------------------------------

/** What is stored beside the model: the property and the property's day of the record. */
export interface Located {
  location_id: string;
  business_date: string;
}

export type StoredInvoice = PmsInvoice & Located;
export type StoredPayment = PmsPayment & Located;
export type StoredTransaction = PmsAccountingTransaction & Located;

/**
 * The payments of a closed bill:
 * - a company account on the bill: the company pays by bank transfer 14 days after the invoice
 *   (not yet when that day is still to come: the invoice is due);
 * - stays booked through an agency (even order numbers here) are charged to the card the night of
 *   arrival, at 00:30 the property's time, by the night audit: a payment whose property day is
 *   not its UTC day in Brussels;
 * - every fourth guest pays cash at departure, the others by card; stays of three nights or more
 *   leave a 30 % card deposit at check-in.
 */
function paymentsOf(order: PmsOrder, index: number, now: Date): StoredPayment[] {
  const bill = order.bills[0]!;
  const locationId = order.location_id!;
  const closing = Date.parse(bill.closing_date!);
  const totalCents = cents(order.total);
  const company = bill.partners.find((p) => p.type === 'account');
  const guest = bill.partners.find((p) => p.type === 'owner') ?? bill.partners[0]!;
  const payment = (
    k: number,
    kind: MethodKind,
    amountCents: number,
    at: number,
    who: PmsPartner,
    description: string,
  ): StoredPayment => {
    const id = `pms-payment-${bill.id.slice('pms-bill-'.length)}-${k}`;
    const date = isoDateTime(at);
    return {
      id,
      source_ref: { id: `${bill.source_ref.id}-${k}`, model: 'sandbox.payment' },
      payment_method_id: paymentMethodId(locationId, kind),
      payment_method_name: METHOD_NAMES[kind].name,
      total: euros(amountCents),
      tip: 0,
      status: 'Completed',
      currency: order.currency ?? 'EUR',
      date,
      invoice_ref: bill.id,
      partner_id: { id: who.id, source_ref: { id: who.source_ref.id, model: 'sandbox.customer' } },
      description: `${description} ${bill.invoice_number}`,
      location_id: locationId,
      business_date: businessDay(locationId, date),
    };
  };
  if (company) {
    const paidAt = closing + 14 * DAY_MS + 9 * HOUR_MS;
    return paidAt <= now.getTime()
      ? [payment(1, 'transfer', totalCents, paidAt, company, 'Bank transfer for invoice')]
      : [];
  }
  const arrival = Date.parse(order.service_date ?? bill.creation_date ?? bill.closing_date!);
  const agency = index % 2 === 1;
  if (agency) {
    // 00:30 of the day after arrival, in the property's time zone.
    const nextDay = businessDay(locationId, arrival + DAY_MS);
    const at = instantAt(locationId, nextDay, 0, 30);
    return [
      payment(1, 'card', totalCents, Math.min(at, closing), guest, 'Virtual card of the booking agency for'),
    ];
  }
  const kind: MethodKind = index % 4 === 0 ? 'cash' : 'card';
  const nights =
    order.items.find((item) => item.accounting_category_id === 'acc-accommodation')?.quantity ?? 1;
  if (nights >= 3) {
    const deposit = Math.round(totalCents * 0.3);
    return [
      payment(1, 'card', deposit, arrival + 10 * MINUTE_MS, guest, 'Deposit at check-in for'),
      payment(2, kind, totalCents - deposit, closing - 5 * MINUTE_MS, guest, 'Balance at departure of'),
    ];
  }
  return [payment(1, kind, totalCents, closing - 5 * MINUTE_MS, guest, 'Payment at departure of')];
}

/** The UTC instant of a wall-clock time on a property's day. */
function instantAt(locationId: string, day: string, hour: number, minute: number): number {
  const wanted = Date.parse(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const local = localTimeIn(property(locationId).location.timezone);
  // The zone's offset at that time (two passes settle a change of offset).
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess = wanted - (Date.parse(`${local(guess)}Z`) - guess);
  return guess;
}

function invoiceOf(order: PmsOrder, payments: StoredPayment[]): StoredInvoice {
  const bill = order.bills[0]!;
  const locationId = order.location_id!;
  const company = bill.partners.find((p) => p.type === 'account');
  const owner = company ?? bill.partners.find((p) => p.type === 'owner') ?? bill.partners[0];
  return {
    id: bill.id,
    source_ref: { ...bill.source_ref },
    invoice_number: bill.invoice_number,
    creation_date: bill.creation_date,
    closing_date: bill.closing_date,
    partners: bill.partners,
    items: order.items,
    payments: payments.map(({ location_id: _l, business_date: _b, ...p }) => p),
    service_id: order.service_id,
    reservation: order.reservation,
    tax_amount: order.tax_amount,
    untaxed_amount: euros(cents(order.total) - cents(order.tax_amount)),
    total: order.total,
    customer_id: owner?.id ?? order.customer_id,
    location_id: locationId,
    business_date: businessDay(locationId, bill.closing_date!),
  };
}

const TRANSACTION_TYPES: Record<string, PmsAccountingTransactionType> = {
  'acc-accommodation': 'room',
  'acc-city-tax': 'tax',
  'acc-food': 'addon',
  'acc-beverages': 'pos',
};

/**
 * The journal of a closed invoice: per line its revenue (tax excluded) and, when taxed, its tax
 * line; per payment a negative line on the payment method's account. Lines of one invoice share
 * `group_id`; a line and its tax line share `sub_group_id`. They sum to what is still due.
 */
function transactionsOf(invoice: StoredInvoice, payments: StoredPayment[]): StoredTransaction[] {
  const p = property(invoice.location_id);
  const partner = invoice.customer_id
    ? {
        id: invoice.customer_id,
        source_ref: {
          id: invoice.partners?.find((x) => x.id === invoice.customer_id)?.source_ref.id ?? null,
          model: 'sandbox.customer',
        },
      }
    : null;
  const common = {
    group_id: invoice.id,
    currency_exchange_rate: 1,
    currency: invoice.payments[0]?.currency ?? 'EUR',
    status: 'posted' as const,
    partner_id: partner,
    reference: invoice.invoice_number,
    location_id: invoice.location_id,
  };
  const out: StoredTransaction[] = [];
  for (const item of invoice.items) {
    const cat = category(item.accounting_category_id);
    const taxCents = cents(item.tax_amount);
    out.push({
      ...common,
      id: `${item.id}-revenue`,
      source_ref: { id: `${item.source_ref.id}-R`, model: 'sandbox.accounting_entry' },
      date: invoice.closing_date!,
      amount: euros(cents(item.total) - taxCents),
      is_tax_line: false,
      sub_group_id: item.id,
      tax_code: item.tax_id,
      description: item.description ?? '',
      transaction_type: TRANSACTION_TYPES[item.accounting_category_id ?? ''] ?? 'other',
      accounting_category_id: item.accounting_category_id,
      ledger_account_code: cat?.ledger_account_code ?? null,
      origin: { id: item.id, type: 'order' },
      business_date: invoice.business_date,
    });
    if (taxCents !== 0) {
      out.push({
        ...common,
        id: `${item.id}-tax`,
        source_ref: { id: `${item.source_ref.id}-T`, model: 'sandbox.accounting_entry' },
        date: invoice.closing_date!,
        amount: euros(taxCents),
        is_tax_line: true,
        sub_group_id: item.id,
        tax_code: item.tax_id,
        description: `VAT ${item.tax_rate}% - ${item.description ?? ''}`,
        transaction_type: 'tax',
        accounting_category_id: item.accounting_category_id,
        ledger_account_code: p.vatLedger,
        origin: { id: item.id, type: 'order' },
        business_date: invoice.business_date,
      });
    }
  }
  for (const payment of payments) {
    const kind = (payment.payment_method_id ?? '').split('-').pop() as MethodKind;
    out.push({
      ...common,
      id: `${payment.id}-entry`,
      source_ref: { id: `${payment.source_ref.id}-P`, model: 'sandbox.accounting_entry' },
      date: payment.date!,
      amount: -payment.total,
      is_tax_line: false,
      sub_group_id: null,
      tax_code: null,
      description: payment.description ?? '',
      transaction_type: 'payment',
      accounting_category_id: null,
      ledger_account_code: p.ledgers[kind] ?? null,
      origin: { id: payment.id!, type: 'payment' },
      business_date: payment.business_date,
    });
  }
  return out;
}

/**
 * The records of the PMS beyond seed.ts's tax rates and orders, given those orders: the Lisbon
 * property's tax rates and orders, then properties, customers, accounting categories, payment
 * methods, invoices, payments and journal lines.
 */
export function seedPmsBreadth(now: Date, orders: readonly PmsOrder[]): SandboxRecord[] {
  const lisbon = seedLisbonOrders(now, orders.length + 1);
  const all = [...orders, ...lisbon];
  const invoices: StoredInvoice[] = [];
  const payments: StoredPayment[] = [];
  const transactions: StoredTransaction[] = [];
  all.forEach((order, index) => {
    const bill = order.bills[0];
    if (!bill?.closing_date || !order.location_id) return;
    const paid = paymentsOf(order, index, now);
    const invoice = invoiceOf(order, paid);
    invoices.push(invoice);
    payments.push(...paid);
    transactions.push(...transactionsOf(invoice, paid));
  });
  // Listed in time order, as a PMS lists them.
  invoices.sort(
    (a, b) => (a.closing_date ?? '').localeCompare(b.closing_date ?? '') || a.id.localeCompare(b.id),
  );
  payments.sort(
    (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.id ?? '').localeCompare(b.id ?? ''),
  );
  transactions.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const record = <T extends { id: string | null }>(kind: SandboxRecord['kind'], data: T): SandboxRecord => ({
    kind,
    id: String(data.id),
    data: { ...data } as Record<string, unknown>,
  });
  return [
    ...PMS_LISBON_TAX_RATES.map((t) => record('pms_tax', { ...t, source_ref: { ...t.source_ref } })),
    ...lisbon.map((o) => record('pms_order', o)),
    ...Object.values(PMS_PROPERTIES).map((p) => record('pms_location', p.location)),
    ...seedCustomers(all).map((c) => record('pms_customer', c)),
    ...PMS_ACCOUNTING_CATEGORIES.map((c) => record('pms_accounting_category', c)),
    ...seedPaymentMethods().map((m) => record('pms_payment_method', m)),
    ...invoices.map((i) => record('pms_invoice', i)),
    ...payments.map((p) => record('pms_payment', p)),
    ...transactions.map((t) => record('pms_accounting_transaction', t)),
  ];
}
