import { publishedSquareExample } from './examples.js';

/**
 * A Square seller for the fake, built from Square's published examples (`examples/`): the two
 * locations of the ListLocations example (Grant Park in Los Angeles, USD; Midtown moved to Tokyo
 * and JPY so that a second time zone and a zero-digit currency are exercised), the catalogue of
 * the SearchCatalogObjects example (Tea - Black, Tea - Green) with the CatalogTax and
 * CatalogCategory examples as the tax and category they name, the customers of the
 * SearchCustomers example, and orders shaped like the CreateOrder example with the tenders,
 * refunds and payments Square keeps beside them, every amount consistent: a line's total is its
 * gross sales less its discount plus its tax; an order's `total_money` is the sum of its lines
 * (tips apart, in `total_tip_money` and on the tender); a tender's `amount_money` includes its tip
 * (Tender: "including tip_money"); a payment's `amount_money` excludes it and `total_money`
 * includes it.
 */

type Json = Record<string, any>;

export const LA = '18YC4JDH91E1H';
export const TOKYO = '3Z4V4WHQK64X9';
export const SALES_TAX = 'ZXITPM6RWHZ7GZ7EIP3YKECM';
export const CONSUMPTION_TAX = 'JPCT10TAX0000000000000000';
export const BEVERAGES = 'E7CLE5RZZ744BHWVQQEAHI2C';
export const TEA = 'TEACATEGORY0000000000000';
export const BLACK_TEA = 'X5DZ5NWWAQ44CKBLKIFQGOWK';
export const BLACK_TEA_REGULAR = '5GSZPX6EU7MM75S57OONG3V5';
export const BLACK_TEA_LARGE = 'XVLBN7DU6JTWHJTG5F265B43';
export const GREEN_TEA = 'NNNEM3LA656Q46NXLWCNI7S5';
export const GREEN_TEA_REGULAR = 'FHYBVIA6NVBCSOVETA62WEA4';

export function squareLocations(): Json[] {
  const [grantPark, midtown] = publishedSquareExample('list-locations-response')['locations'] as Json[];
  return [
    grantPark!,
    {
      ...midtown!,
      timezone: 'Asia/Tokyo',
      currency: 'JPY',
      country: 'JP',
      address: {
        ...midtown!['address'],
        country: 'JP',
        locality: 'Tokyo',
        administrative_district_level_1: undefined,
      },
    },
  ];
}

export function squareCatalog(): Json[] {
  const tax = publishedSquareExample('catalog-tax')['object'];
  const category = publishedSquareExample('catalog-category')['object'];
  const items = publishedSquareExample('search-catalog-objects-response')['objects'] as Json[];
  return [
    {
      ...category,
      id: BEVERAGES,
      is_deleted: false,
      category_data: { ...category['category_data'], is_top_level: true },
    },
    {
      type: 'CATEGORY',
      id: TEA,
      is_deleted: false,
      present_at_all_locations: true,
      category_data: { name: 'Tea', parent_category: { id: BEVERAGES }, is_top_level: false },
    },
    { ...tax, id: SALES_TAX, is_deleted: false, tax_data: { ...tax['tax_data'], percentage: '9.0' } },
    {
      type: 'TAX',
      id: CONSUMPTION_TAX,
      is_deleted: false,
      present_at_all_locations: false,
      present_at_location_ids: [TOKYO],
      tax_data: {
        name: 'Consumption tax',
        percentage: '10.0',
        inclusion_type: 'ADDITIVE',
        enabled: true,
        calculation_phase: 'TAX_SUBTOTAL_PHASE',
      },
    },
    ...items.map((item) => ({
      ...item,
      item_data: {
        ...item['item_data'],
        categories: [{ id: TEA, ordinal: 0 }],
        reporting_category: { id: BEVERAGES },
      },
    })),
  ];
}

export function squareCustomers(): Json[] {
  return publishedSquareExample('search-customers-response')['customers'] as Json[];
}

export interface OrderLine {
  variation: string;
  name: string;
  quantity: number;
  /** Unit price in minor units. */
  price: number;
  discount?: number;
}

export interface OrderSpec {
  id: string;
  location: string;
  currency: string;
  closedAt: string;
  lines: OrderLine[];
  /** Tax percentage applied to every line (ADDITIVE), and the CatalogTax it comes from. */
  tax: { id: string; name: string; percentage: number };
  customerId?: string;
  tip?: number;
  tender?: 'CARD' | 'CASH';
  cardBrand?: string;
  /** Part of the order refunded to the card (minor units). */
  refund?: number;
  state?: 'COMPLETED' | 'OPEN';
}

const money = (amount: number, currency: string) => ({ amount, currency });

/** An order, its payment and its refund as Square keeps them (see the file comment). */
export function squareOrder(spec: OrderSpec): { order: Json; payment?: Json; refund?: Json } {
  const c = spec.currency;
  const template = publishedSquareExample('create-order-response')['order'];
  const taxUid = 'state-sales-tax';
  const lines = spec.lines.map((line, index) => {
    const gross = line.quantity * line.price;
    const discount = line.discount ?? 0;
    const tax = Math.round(((gross - discount) * spec.tax.percentage) / 100);
    return {
      uid: `${spec.id}-L${index + 1}`,
      name: line.name,
      quantity: String(line.quantity),
      catalog_object_id: line.variation,
      item_type: 'ITEM',
      variation_name: 'Regular',
      base_price_money: money(line.price, c),
      gross_sales_money: money(gross, c),
      variation_total_price_money: money(gross, c),
      total_discount_money: money(discount, c),
      total_tax_money: money(tax, c),
      total_service_charge_money: money(0, c),
      total_money: money(gross - discount + tax, c),
      applied_taxes: [{ uid: `${spec.id}-T${index + 1}`, tax_uid: taxUid, applied_money: money(tax, c) }],
      ...(discount
        ? {
            applied_discounts: [
              { uid: `${spec.id}-D${index + 1}`, discount_uid: 'one-off', applied_money: money(discount, c) },
            ],
          }
        : {}),
    };
  });
  const sum = (key: string) => lines.reduce((total, line) => total + (line as Json)[key].amount, 0);
  const total = sum('total_money');
  const tip = spec.tip ?? 0;
  const created = new Date(Date.parse(spec.closedAt) - 15 * 60_000).toISOString();
  const state = spec.state ?? 'COMPLETED';
  const paymentId = `${spec.id}PAY`;
  const tenderType = spec.tender ?? 'CARD';
  const order: Json = {
    id: spec.id,
    location_id: spec.location,
    source: template['source'],
    ...(spec.customerId ? { customer_id: spec.customerId } : {}),
    line_items: lines,
    taxes: [
      {
        uid: taxUid,
        catalog_object_id: spec.tax.id,
        name: spec.tax.name,
        percentage: String(spec.tax.percentage),
        scope: 'ORDER',
        type: 'ADDITIVE',
        applied_money: money(sum('total_tax_money'), c),
      },
    ],
    ...(sum('total_discount_money')
      ? {
          discounts: [
            {
              uid: 'one-off',
              name: 'Sale',
              scope: 'LINE_ITEM',
              type: 'FIXED_AMOUNT',
              applied_money: money(sum('total_discount_money'), c),
            },
          ],
        }
      : {}),
    net_amounts: {
      total_money: money(total - (spec.refund ?? 0), c),
      tax_money: money(sum('total_tax_money'), c),
      discount_money: money(sum('total_discount_money'), c),
      tip_money: money(tip, c),
      service_charge_money: money(0, c),
    },
    created_at: created,
    updated_at: spec.closedAt,
    ...(state === 'COMPLETED' ? { closed_at: spec.closedAt } : {}),
    state,
    version: state === 'COMPLETED' ? 4 : 1,
    total_money: money(total, c),
    total_tax_money: money(sum('total_tax_money'), c),
    total_discount_money: money(sum('total_discount_money'), c),
    total_tip_money: money(tip, c),
    total_service_charge_money: money(0, c),
  };
  if (state !== 'COMPLETED') return { order };
  order['tenders'] = [
    {
      id: `${spec.id}TND`,
      location_id: spec.location,
      transaction_id: spec.id,
      created_at: spec.closedAt,
      amount_money: money(total + tip, c),
      ...(tip ? { tip_money: money(tip, c) } : {}),
      type: tenderType,
      ...(tenderType === 'CARD'
        ? {
            card_details: {
              status: 'CAPTURED',
              entry_method: 'EMV',
              card: { card_brand: spec.cardBrand ?? 'VISA', last_4: '1111' },
            },
          }
        : { cash_details: { buyer_tendered_money: money(total + tip, c), change_back_money: money(0, c) } }),
      payment_id: paymentId,
    },
  ];
  const paymentTemplate = (publishedSquareExample('list-payments-response')['payments'] as Json[])[0]!;
  const payment: Json = {
    ...paymentTemplate,
    id: paymentId,
    created_at: spec.closedAt,
    updated_at: spec.closedAt,
    amount_money: money(total, c),
    approved_money: money(total, c),
    ...(tip ? { tip_money: money(tip, c) } : {}),
    total_money: money(total + tip, c),
    location_id: spec.location,
    order_id: spec.id,
    source_type: tenderType,
    status: 'COMPLETED',
    receipt_number: paymentId.slice(0, 4),
    processing_fee: [],
  };
  if (tenderType === 'CARD') {
    payment['card_details'] = {
      ...paymentTemplate['card_details'],
      card: { ...paymentTemplate['card_details']['card'], card_brand: spec.cardBrand ?? 'VISA' },
    };
  } else {
    delete payment['card_details'];
    payment['cash_details'] = { buyer_supplied_money: money(total + tip, c), change_back_money: money(0, c) };
  }
  if (!spec.refund) return { order, payment };
  const refundAt = new Date(Date.parse(spec.closedAt) + 60 * 60_000).toISOString();
  const refundTemplate = (publishedSquareExample('list-payment-refunds-response')['refunds'] as Json[])[0]!;
  const refund: Json = {
    ...refundTemplate,
    id: `${paymentId}_R1`,
    amount_money: money(spec.refund, c),
    created_at: refundAt,
    updated_at: refundAt,
    location_id: spec.location,
    order_id: spec.id,
    payment_id: paymentId,
    processing_fee: [],
  };
  payment['refunded_money'] = money(spec.refund, c);
  payment['refund_ids'] = [refund['id']];
  order['refunds'] = [
    {
      id: refund['id'],
      location_id: spec.location,
      transaction_id: spec.id,
      tender_id: `${spec.id}TND`,
      created_at: refundAt,
      reason: refund['reason'],
      amount_money: money(spec.refund, c),
      status: 'COMPLETED',
    },
  ];
  return { order, payment, refund };
}

export interface SquareSeller {
  locations: Json[];
  catalog: Json[];
  customers: Json[];
  orders: Json[];
  payments: Json[];
  refunds: Json[];
}

/**
 * `n` completed orders closed one hour apart from `firstClosedAt`, alternating the two locations,
 * the two customers in turn at each location, card (VISA, MASTERCARD) and cash, with a tip on
 * every third and a refund on every fifth; Grant Park in USD with the 9 % sales tax, Tokyo in JPY with the 10 % tax.
 */
export function squareSeller(n: number, firstClosedAt = '2024-03-01T17:30:00Z'): SquareSeller {
  const customers = squareCustomers();
  const orders: Json[] = [];
  const payments: Json[] = [];
  const refunds: Json[] = [];
  for (let i = 0; i < n; i++) {
    const tokyo = i % 2 === 1;
    const made = squareOrder({
      id: `ORDER${String(i + 1).padStart(4, '0')}SQ`,
      location: tokyo ? TOKYO : LA,
      currency: tokyo ? 'JPY' : 'USD',
      closedAt: new Date(Date.parse(firstClosedAt) + i * 3_600_000).toISOString(),
      lines: [
        { variation: BLACK_TEA_REGULAR, name: 'Tea - Black', quantity: 2, price: tokyo ? 450 : 150 },
        {
          variation: GREEN_TEA_REGULAR,
          name: 'Tea - Green',
          quantity: 1,
          price: tokyo ? 500 : 150,
          discount: i % 4 === 0 ? (tokyo ? 50 : 25) : 0,
        },
      ],
      tax: tokyo
        ? { id: CONSUMPTION_TAX, name: 'Consumption tax', percentage: 10 }
        : { id: SALES_TAX, name: 'Sales Tax', percentage: 9 },
      customerId: customers[Math.floor(i / 2) % customers.length]!['id'],
      tip: i % 3 === 0 ? (tokyo ? 100 : 75) : 0,
      tender: i % 4 === 3 ? 'CASH' : 'CARD',
      cardBrand: i % 2 === 0 ? 'VISA' : 'MASTERCARD',
      ...(i % 5 === 4 ? { refund: tokyo ? 500 : 150 } : {}),
    });
    orders.push(made.order);
    if (made.payment) payments.push(made.payment);
    if (made.refund) refunds.push(made.refund);
  }
  return { locations: squareLocations(), catalog: squareCatalog(), customers, orders, payments, refunds };
}
