import type {
  PmsAddress,
  PmsOrder,
  PmsOrderItem,
  PmsOrderItemType,
  PmsOrderSource,
  PmsOrderTax,
  PmsPartner,
  PmsTaxRate,
} from '../../../../model/index.js';
import { fromCents as euros } from '../../../../money.js';
import { localTimeIn } from '../../../local-time.js';
import { HOUR_MS, isoDateTime, MINUTE_MS, utcDay } from '../../dates.js';
import { sameInstant, stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { PMS_LISBON_TAX_RATES, PMS_TAX_RATES } from '../taxes/seed.js';

/**
 * Hotel stays: two hotels in Belgium (Brussels and Antwerp), then a third in Lisbon, another time
 * zone (Europe/Lisbon, an hour behind Brussels), with Portuguese VAT and the Lisbon city tax.
 * Reservation times are the hotel's wall-clock time, without zone designator (contract §0).
 */

export const KIND = 'pms_order';

/** Every stay of the seed dated `now`, Brussels' and Antwerp's first, in listing order (made once per seed). */
export const stays = sameInstant((now: Date): PmsOrder[] => {
  const belgian = seedBelgianOrders(now);
  return [...belgian, ...seedLisbonOrders(now, belgian.length + 1)];
});

export function seed(now: Date): SandboxRecord[] {
  return stays(now).map((order) => stored(KIND, order));
}

/** The sandbox hotels' wall-clock time (Brussels and Antwerp), without zone designator. */
const localDateTime = localTimeIn('Europe/Brussels');

const HOTELS = {
  'LOC-BRU': { code: 'BRU', cityTaxId: 'pms-tax-city-bru', cityTaxCents: 750 },
  'LOC-ANT': { code: 'ANT', cityTaxId: 'pms-tax-city-ant', cityTaxCents: 400 },
} as const;

const BREAKFAST_CENTS = 1850;

interface Guest {
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  address: PmsAddress;
}

function guest(
  first: string | null,
  last: string | null,
  company: string | null,
  street: string,
  number: string,
  postalCode: string,
  city: string,
  country: string,
): Guest {
  const name = company ?? `${first} ${last}`;
  return {
    first_name: first,
    last_name: last,
    company_name: company,
    address: {
      address_type: 'billing',
      name,
      street,
      number,
      box: null,
      city,
      postal_code: postalCode,
      country,
    },
  };
}

// biome-ignore format: a data table, one row per guest
const GUESTS: readonly Guest[] = [
  guest('Emma', 'Dubois', null, 'Rue de Rivoli', '112', '75001', 'Paris', 'FR'),
  guest('Lucas', 'Janssens', null, 'Meir', '48', '2000', 'Antwerpen', 'BE'),
  guest('Sophie', 'Müller', null, 'Hohe Straße', '70', '50667', 'Köln', 'DE'),
  guest('Oliver', 'Smith', null, 'Baker Street', '221', 'NW1 6XE', 'London', 'GB'),
  guest('Lotte', 'Visser', null, 'Prinsengracht', '263', '1016 GV', 'Amsterdam', 'NL'),
  guest('Hugo', 'Lambert', null, 'Rue de Fer', '25', '5000', 'Namur', 'BE'),
  guest('Marco', 'Rossi', null, 'Via Dante', '9', '20121', 'Milano', 'IT'),
  guest('Anna', 'Kowalska', null, 'ul. Floriańska', '14', '31-019', 'Kraków', 'PL'),
  guest('Jan', 'De Smet', null, 'Steenstraat', '31', '8000', 'Brugge', 'BE'),
  guest(null, null, 'Van Damme Logistics NV', 'Noorderlaan', '133', '2030', 'Antwerpen', 'BE'),
  guest(null, null, 'Atelier Lumière SAS', 'Rue Esquermoise', '18', '59800', 'Lille', 'FR'),
];

interface Stay {
  location: keyof typeof HOTELS;
  room: string;
  rateCents: number;
  /** Check-in, days before today. */
  daysAgo: number;
  nights: number;
  guests: number;
  /** Index in GUESTS of the guest, and of the company that pays the bill (a second partner). */
  guest: number;
  payer?: number;
  source: string;
  breakfast: boolean;
  minibar?: { description: string; quantity: number; unitCents: number };
  discountPct?: number;
  /** Checked out but the bill is still open (e.g. waiting for the company's purchase order). */
  billPending?: boolean;
}

// biome-ignore format: a data table, one row per stay
const STAYS: readonly Stay[] = [
  { location: 'LOC-BRU', room: '101', rateCents: 12900, daysAgo: 58, nights: 2, guests: 2, guest: 0, source: 'booking.com', breakfast: true, minibar: { description: 'Minibar - Sparkling water', quantity: 2, unitCents: 450 } },
  { location: 'LOC-ANT', room: '204', rateCents: 10900, daysAgo: 56, nights: 1, guests: 1, guest: 1, source: 'direct', breakfast: false },
  { location: 'LOC-BRU', room: '305', rateCents: 18900, daysAgo: 53, nights: 3, guests: 2, guest: 2, source: 'expedia', breakfast: true },
  { location: 'LOC-ANT', room: '201', rateCents: 10900, daysAgo: 50, nights: 2, guests: 1, guest: 1, payer: 9, source: 'direct', breakfast: true, discountPct: 10 },
  { location: 'LOC-BRU', room: '102', rateCents: 12900, daysAgo: 47, nights: 1, guests: 1, guest: 3, source: 'booking.com', breakfast: false, minibar: { description: 'Minibar - Belgian beer', quantity: 3, unitCents: 500 } },
  { location: 'LOC-BRU', room: '214', rateCents: 14500, daysAgo: 44, nights: 4, guests: 2, guest: 4, source: 'direct', breakfast: true },
  { location: 'LOC-ANT', room: '310', rateCents: 13900, daysAgo: 41, nights: 2, guests: 2, guest: 5, source: 'phone', breakfast: true, minibar: { description: 'Minibar - Chocolate', quantity: 1, unitCents: 600 } },
  { location: 'LOC-BRU', room: '101', rateCents: 12900, daysAgo: 38, nights: 2, guests: 1, guest: 6, payer: 10, source: 'direct', breakfast: true, discountPct: 15 },
  { location: 'LOC-ANT', room: '204', rateCents: 10900, daysAgo: 35, nights: 3, guests: 1, guest: 7, source: 'booking.com', breakfast: false },
  { location: 'LOC-BRU', room: '305', rateCents: 18900, daysAgo: 32, nights: 1, guests: 2, guest: 8, source: 'expedia', breakfast: true, minibar: { description: 'Minibar - Champagne (half bottle)', quantity: 1, unitCents: 3200 } },
  { location: 'LOC-ANT', room: '201', rateCents: 10900, daysAgo: 29, nights: 2, guests: 2, guest: 0, source: 'direct', breakfast: true },
  { location: 'LOC-BRU', room: '102', rateCents: 12900, daysAgo: 26, nights: 2, guests: 1, guest: 2, source: 'booking.com', breakfast: true },
  { location: 'LOC-ANT', room: '310', rateCents: 13900, daysAgo: 22, nights: 3, guests: 1, guest: 1, payer: 9, source: 'direct', breakfast: true, discountPct: 10, billPending: true },
  { location: 'LOC-BRU', room: '214', rateCents: 14500, daysAgo: 19, nights: 1, guests: 2, guest: 3, source: 'expedia', breakfast: false },
  { location: 'LOC-ANT', room: '204', rateCents: 10900, daysAgo: 15, nights: 2, guests: 1, guest: 4, source: 'booking.com', breakfast: true, minibar: { description: 'Minibar - Sparkling water', quantity: 1, unitCents: 450 } },
  { location: 'LOC-BRU', room: '101', rateCents: 12900, daysAgo: 11, nights: 3, guests: 1, guest: 6, payer: 10, source: 'direct', breakfast: true, discountPct: 15, billPending: true },
  { location: 'LOC-ANT', room: '201', rateCents: 10900, daysAgo: 7, nights: 2, guests: 2, guest: 5, source: 'phone', breakfast: true },
  { location: 'LOC-BRU', room: '305', rateCents: 18900, daysAgo: 4, nights: 2, guests: 2, guest: 7, source: 'booking.com', breakfast: true, minibar: { description: 'Minibar - Belgian beer', quantity: 2, unitCents: 500 } },
  { location: 'LOC-ANT', room: '310', rateCents: 13900, daysAgo: 2, nights: 3, guests: 2, guest: 8, source: 'expedia', breakfast: false },
  { location: 'LOC-BRU', room: '102', rateCents: 12900, daysAgo: 1, nights: 2, guests: 1, guest: 0, source: 'direct', breakfast: true },
];

function pmsTaxRate(id: string): PmsTaxRate {
  const rate = PMS_TAX_RATES.find((t) => t.id === id);
  if (!rate) throw new Error(`sandbox seed: unknown PMS tax rate ${id}`);
  return rate;
}

function partner(index: number, role: PmsPartner['type']): PmsPartner {
  const g = GUESTS[index];
  if (!g) throw new Error(`sandbox seed: unknown guest ${index}`);
  return {
    id: `pms-guest-${String(index + 1).padStart(4, '0')}`,
    source_ref: { id: String(7001 + index), model: 'sandbox.customer' },
    type: role,
    address: { ...g.address },
    first_name: g.first_name,
    last_name: g.last_name,
    company_name: g.company_name,
  };
}

interface ItemLine {
  type: PmsOrderItemType;
  description: string;
  quantity: number;
  unitCents: number;
  taxId: string;
  productId: string;
  accountingCategoryId: string;
  discountPct?: number;
}

/** Booking channels as Chift's order sources: online travel agencies are WEB, the front desk POS. */
const CHANNEL_SOURCES: Record<string, PmsOrderSource> = {
  'booking.com': 'WEB',
  expedia: 'WEB',
  direct: 'POS',
  phone: 'UNKNOWN',
};

function seedBelgianOrders(now: Date): PmsOrder[] {
  return STAYS.map((stay, i) => {
    const n = i + 1;
    const hotel = HOTELS[stay.location];
    const id = `pms-order-${String(n).padStart(4, '0')}`;
    const vendorId = 50_000 + n;
    const checkInDay = utcDay(now, -stay.daysAgo);
    const checkOutDay = utcDay(now, stay.nights - stay.daysAgo);
    const arrival = checkInDay + (13 + (i % 5)) * HOUR_MS + ((i * 17) % 60) * MINUTE_MS;
    const booked =
      utcDay(now, -(stay.daysAgo + 3 + ((i * 5) % 27))) +
      (8 + (i % 9)) * HOUR_MS +
      ((i * 7) % 60) * MINUTE_MS;
    // Closed once the guest checked out (before today) and paid; guests in house keep an open bill.
    const closed = stay.nights < stay.daysAgo && stay.billPending !== true;
    const closing = closed ? isoDateTime(checkOutDay + 10 * HOUR_MS + ((i * 11) % 50) * MINUTE_MS) : null;

    const lines: ItemLine[] = [
      {
        type: 'service',
        description: `Accommodation - Room ${stay.room}`,
        quantity: stay.nights,
        unitCents: stay.rateCents,
        taxId: 'pms-tax-vat-6',
        productId: 'pms-product-night',
        accountingCategoryId: 'acc-accommodation',
        ...(stay.discountPct === undefined ? {} : { discountPct: stay.discountPct }),
      },
    ];
    if (stay.breakfast) {
      lines.push({
        type: 'product',
        description: 'Breakfast buffet',
        quantity: stay.nights * stay.guests,
        unitCents: BREAKFAST_CENTS,
        taxId: 'pms-tax-vat-12',
        productId: 'pms-product-breakfast',
        accountingCategoryId: 'acc-food',
      });
    }
    lines.push({
      type: 'service',
      description: 'City tax',
      quantity: stay.nights,
      unitCents: hotel.cityTaxCents,
      taxId: hotel.cityTaxId,
      productId: 'pms-product-city-tax',
      accountingCategoryId: 'acc-city-tax',
    });
    if (stay.minibar) {
      lines.push({
        type: 'product',
        description: stay.minibar.description,
        quantity: stay.minibar.quantity,
        unitCents: stay.minibar.unitCents,
        taxId: 'pms-tax-vat-21',
        productId: 'pms-product-minibar',
        accountingCategoryId: 'acc-beverages',
      });
    }

    let totalCents = 0;
    let taxCents = 0;
    let discountCents = 0;
    const taxCentsById = new Map<string, { tax: number; total: number }>();
    const items = lines.map((line, index): PmsOrderItem => {
      const tax = pmsTaxRate(line.taxId);
      const gross = line.quantity * line.unitCents;
      const discount = Math.round((gross * (line.discountPct ?? 0)) / 100);
      const total = gross - discount;
      // Hotel prices include VAT: the tax is the VAT share of the total.
      const taxAmount = Math.round((total * tax.rate) / (100 + tax.rate));
      totalCents += total;
      taxCents += taxAmount;
      discountCents += discount;
      const sums = taxCentsById.get(tax.id) ?? { tax: 0, total: 0 };
      taxCentsById.set(tax.id, { tax: sums.tax + taxAmount, total: sums.total + total });
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
        discounts:
          discount === 0
            ? []
            : [
                {
                  id: `discount-corporate-${line.discountPct}`,
                  name: `Corporate rate -${line.discountPct}%`,
                  total: euros(discount),
                  type: 'OFFERED',
                },
              ],
        product_id: line.productId,
        accounting_category_id: line.accountingCategoryId,
      };
    });
    const taxes = [...taxCentsById].map(([taxId, cents]): PmsOrderTax => {
      const tax = pmsTaxRate(taxId);
      return {
        tax_id: tax.id,
        name: tax.label,
        tax_rate: tax.rate,
        tax_amount: euros(cents.tax),
        total: euros(cents.total),
      };
    });

    // The guest owns the bill; a company that pays for the stay is an account charged.
    const guestPartner = partner(stay.guest, 'owner');
    const payer = stay.payer === undefined ? null : partner(stay.payer, 'account');
    const roomId = `room-${hotel.code.toLowerCase()}-${stay.room}`;
    return {
      id,
      source_ref: { id: String(vendorId), model: 'sandbox.order' },
      creation_date: isoDateTime(booked),
      closing_date: closing,
      service_date: isoDateTime(arrival),
      total: euros(totalCents),
      tax_amount: euros(taxCents),
      order_number: `${hotel.code}-${1000 + n}`,
      device_id: null,
      total_discount: euros(discountCents),
      total_refund: 0,
      total_tip: 0,
      delivery_fee: 0,
      mode: 'UNKNOWN',
      source: CHANNEL_SOURCES[stay.source] ?? 'UNKNOWN',
      currency: 'EUR',
      country: 'BE',
      loyalty: null,
      customer_id: (payer ?? guestPartner).id,
      location_id: stay.location,
      guests: stay.guests,
      service_id: 'pms-service-accommodation',
      taxes,
      items,
      reservation: {
        id: `pms-reservation-${String(n).padStart(4, '0')}`,
        source_ref: { id: String(80_000 + n), model: 'sandbox.reservation' },
        start_date: localDateTime(checkInDay + 15 * HOUR_MS),
        end_date: localDateTime(checkOutDay + 11 * HOUR_MS),
        creation_date: localDateTime(booked),
        resource_id: { id: roomId, source_ref: { id: roomId, model: 'sandbox.resource' } },
        resource_name: `Room ${stay.room}`,
        resource_identifier: stay.room,
      },
      bills: [
        {
          id: `pms-bill-${String(n).padStart(4, '0')}`,
          source_ref: { id: String(90_000 + n), model: 'sandbox.bill' },
          invoice_number: closed ? `${hotel.code}-INV-${String(n).padStart(5, '0')}` : null,
          creation_date: isoDateTime(arrival),
          closing_date: closing,
          partners: payer ? [guestPartner, payer] : [guestPartner],
        },
      ],
    };
  });
}

// ---- Lisbon -------------------------------------------------------------------------------------

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

/** Guests 12 onwards (1 to 11 are the Belgian hotels'). */
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

/** The orders of the Lisbon stays, numbered after the Belgian ones (`pms-order-0021`…). */
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
