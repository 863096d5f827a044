import { LintelError } from '../../errors.js';
import {
  type Page,
  type PageRequest,
  type PosOrder,
  type PosOrderFilter,
  type PosOrderLine,
  type PosOrderMode,
  type PosOrderSource,
  type PosPayment,
  type PosPaymentStatus,
  type PosTotalTax,
  type PosUpdateOrder,
  pageOffset,
} from '../../model/index.js';
import { roundMoney } from '../../money.js';
import { addDays, localDate, startOfDay } from './business-day.js';
import { type SquareClient, squareIdempotencyKey } from './client.js';
import type { SquareHandlers } from './connection.js';
import type { Parsed } from './locations.js';
import { toAmount } from './modifiers.js';
import { paymentMethod } from './payment-methods.js';
import { type CatalogIndex, percentage, type Seller } from './seller.js';
import {
  orderResponseSchema,
  orderSchema,
  ordersResponseSchema,
  type SquareLocation,
  type SquareOrder,
  type SquareOrderLineItem,
} from './types.js';

/** SearchOrders takes at most 10 location ids a call. */
export const LOCATIONS_PER_SEARCH = 10;
/** SearchOrders' largest page (default 500). */
const SEARCH_LIMIT = 1000;
/** BatchRetrieveOrders takes at most 100 ids a call. */
export const ORDERS_PER_BATCH = 100;

export interface OrderSearch {
  locationIds: readonly string[];
  /** COMPLETED orders by `closed_at`, OPEN ones by `created_at`. */
  state: 'COMPLETED' | 'OPEN';
  /** RFC 3339 instants, start included; none: no time filter, an end or start alone: open-ended. */
  window?: { start?: string | undefined; end?: string | undefined };
}

function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/**
 * Every order of `search`, oldest first within each group of 10 locations.
 * Square: SearchOrders, `POST /v2/orders/search`
 * (https://developer.squareup.com/reference/square/orders-api/search-orders); ORDERS_READ.
 * Pitfalls: at most 10 `location_ids` a call (more locations: one search per 10); a `closed_at`
 * filter needs `sort_field: CLOSED_AT` and only finds closed orders; `limit` at most 1000;
 * `cursor` absent on the last page; time ranges are RFC 3339 instants, so a local business day
 * is turned into its UTC bounds by the caller.
 */
export async function searchOrders(
  client: SquareClient,
  search: OrderSearch,
): Promise<Parsed<SquareOrder>[]> {
  const what = 'search orders (ORDERS_READ)';
  const field = search.state === 'COMPLETED' ? 'closed_at' : 'created_at';
  const results = await Promise.all(
    chunks(search.locationIds, LOCATIONS_PER_SEARCH).map((locationIds) =>
      client.walk(what, (cursor) =>
        client.call(
          'POST',
          '/v2/orders/search',
          {
            location_ids: locationIds,
            limit: SEARCH_LIMIT,
            ...(cursor !== undefined ? { cursor } : {}),
            query: {
              filter: {
                state_filter: { states: [search.state] },
                ...(search.window
                  ? {
                      date_time_filter: {
                        [field]: {
                          ...(search.window.start ? { start_at: search.window.start } : {}),
                          ...(search.window.end ? { end_at: search.window.end } : {}),
                        },
                      },
                    }
                  : {}),
              },
              sort: { sort_field: field.toUpperCase(), sort_order: 'ASC' },
            },
          },
          what,
          (answer) => {
            const body = client.parse(ordersResponseSchema, answer, what);
            return {
              records: client.records(orderSchema, body.orders, 'Order', 'orders'),
              cursor: body.cursor || undefined,
            };
          },
        ),
      ),
    ),
  );
  return results.flat();
}

/**
 * The orders of `ids` that Square has, in any order (unknown ids are left out, not errors).
 * Square: BatchRetrieveOrders, `POST /v2/orders/batch-retrieve`
 * (https://developer.squareup.com/reference/square/orders-api/batch-retrieve-orders); ORDERS_READ.
 * Pitfalls: at most 100 ids a call; without `location_id` it searches the whole seller.
 */
export async function batchRetrieveOrders(
  client: SquareClient,
  ids: readonly string[],
): Promise<Parsed<SquareOrder>[]> {
  const what = 'retrieve orders (ORDERS_READ)';
  const unique = [...new Set(ids)];
  const results = await Promise.all(
    chunks(unique, ORDERS_PER_BATCH).map((orderIds) =>
      client.call('POST', '/v2/orders/batch-retrieve', { order_ids: orderIds }, what, (answer) => {
        const body = client.parse(ordersResponseSchema, answer, what);
        return client.records(orderSchema, body.orders, 'Order', 'orders');
      }),
    ),
  );
  return results.flat();
}

/**
 * Sets (or, with null, clears) an order's customer.
 * Square: UpdateOrder, `PUT /v2/orders/{order_id}`
 * (https://developer.squareup.com/reference/square/orders-api/update-order); ORDERS_WRITE.
 * Pitfalls: a sparse order with the order's latest `version` (else VERSION_MISMATCH); clearing
 * a field is `fields_to_clear`, not a null; COMPLETED and CANCELED orders cannot be updated
 * (Square answers 400); `idempotency_key` makes a retry return the first answer.
 */
export function updateOrderCustomer(
  client: SquareClient,
  order: { id: string; version?: number | null | undefined },
  customerId: string | null,
  idempotencyKey: string,
): Promise<Parsed<SquareOrder>> {
  const what = 'update an order (ORDERS_WRITE)';
  const body =
    customerId === null
      ? {
          idempotency_key: idempotencyKey,
          order: { version: order.version },
          fields_to_clear: ['customer_id'],
        }
      : { idempotency_key: idempotencyKey, order: { version: order.version, customer_id: customerId } };
  return client.call('PUT', `/v2/orders/${encodeURIComponent(order.id)}`, body, what, (answer) => {
    const raw = client.parse(orderResponseSchema, answer, what).order;
    return { record: client.parse(orderSchema, raw, what, ['order']), raw };
  });
}

// ---- mapping: a Square order → the unified POS order ------------------------------------------

/** What mapping an order needs besides the order: its location's country, the catalogue. */
export interface OrderContext {
  countryOf(locationId: string): string | null;
  catalog: CatalogIndex;
}

const TENDER_STATUS: Record<string, PosPaymentStatus> = {
  AUTHORIZED: 'Authorised',
  CAPTURED: 'Completed',
  VOIDED: 'Canceled',
  FAILED: 'Failed',
};
const REFUND_STATUS: Record<string, PosPaymentStatus> = {
  PENDING: 'Pending',
  APPROVED: 'Pending',
  COMPLETED: 'Completed',
  REJECTED: 'Failed',
  FAILED: 'Failed',
};
const MODE: Record<string, PosOrderMode> = { PICKUP: 'TAKEAWAY', DELIVERY: 'DELIVERY', SHIPMENT: 'DELIVERY' };

/** Square's `source.name` is the app that made the order; its own point of sale is `POS`. */
function sourceOf(name: string | null | undefined): PosOrderSource {
  if (!name) return 'UNKNOWN';
  if (/point of sale|square pos|register/i.test(name)) return 'POS';
  if (/online|web/i.test(name)) return 'WEB';
  if (/kiosk/i.test(name)) return 'KIOSK';
  if (/uber ?eats/i.test(name)) return 'UBEREATS';
  if (/deliveroo/i.test(name)) return 'DELIVEROO';
  if (/doordash|grubhub|postmates/i.test(name)) return 'UNKNOWN';
  return 'UNKNOWN';
}

/** The money of a tender that is the payment, tips apart; a refund is money given back. */
export function orderPayments(order: SquareOrder): PosPayment[] {
  const payments: PosPayment[] = [];
  const tenderType = new Map<string, string | null | undefined>();
  for (const tender of order.tenders ?? []) {
    if (tender.type === 'NO_SALE') continue;
    const currency = tender.amount_money?.currency ?? order.total_money?.currency ?? null;
    const method = paymentMethod(tender.type);
    if (tender.id) tenderType.set(tender.id, tender.type);
    payments.push({
      id: tender.payment_id ?? tender.id ?? null,
      payment_method_id: method.id,
      payment_method_name: method.name,
      // Tender `amount_money` includes the tip (Square: "including tip_money").
      total: roundMoney(toAmount(tender.amount_money) - toAmount(tender.tip_money), currency),
      tip: toAmount(tender.tip_money),
      status:
        (tender.card_details?.status ? TENDER_STATUS[tender.card_details.status] : undefined) ?? 'Completed',
      currency,
      date: tender.created_at ?? order.closed_at ?? null,
      invoice_ref: null,
      order_id: order.id,
    });
  }
  for (const refund of order.refunds ?? []) {
    const method = paymentMethod(refund.tender_id ? tenderType.get(refund.tender_id) : undefined);
    payments.push({
      id: refund.id ?? null,
      payment_method_id: method.id,
      payment_method_name: method.name,
      total: -toAmount(refund.amount_money),
      tip: 0,
      status: (refund.status ? REFUND_STATUS[refund.status] : undefined) ?? 'Unknown',
      currency: refund.amount_money?.currency ?? order.total_money?.currency ?? null,
      date: refund.created_at ?? null,
      invoice_ref: null,
      order_id: order.id,
    });
  }
  return payments;
}

/** Refunds that gave money back or will: not the refused ones. */
function refunded(order: SquareOrder): number {
  return (order.refunds ?? [])
    .filter((r) => r.status !== 'REJECTED' && r.status !== 'FAILED')
    .reduce((sum, r) => sum + toAmount(r.amount_money), 0);
}

export function toPosOrderLine(
  line: SquareOrderLineItem,
  index: number,
  order: SquareOrder,
  catalog: CatalogIndex,
): PosOrderLine {
  const taxes = new Map((order.taxes ?? []).map((t) => [t.uid ?? '', t]));
  const discounts = new Map((order.discounts ?? []).map((d) => [d.uid ?? '', d]));
  const firstTax = (line.applied_taxes ?? [])
    .map((applied) => taxes.get(applied.tax_uid ?? ''))
    .find((tax) => tax !== undefined);
  const item = line.catalog_object_id ? catalog.itemOfVariation.get(line.catalog_object_id) : undefined;
  const quantity = Number(line.quantity);
  const name = [line.name, line.variation_name].filter(Boolean).join(' - ');
  return {
    id: line.uid ?? `${order.id}:${index}`,
    type: 'product',
    menu_id: null,
    quantity: Number.isFinite(quantity) ? quantity : 0,
    unit_price: toAmount(line.base_price_money),
    total: toAmount(line.total_money),
    tax_amount: toAmount(line.total_tax_money),
    tax_rate: percentage(firstTax?.percentage),
    tax_id: firstTax?.catalog_object_id ?? null,
    description: name || null,
    discounts: (line.applied_discounts ?? []).map((applied) => ({
      name: discounts.get(applied.discount_uid ?? '')?.name ?? null,
      total: toAmount(applied.applied_money),
      type: 'UNKNOWN' as const,
    })),
    product_id: item?.id ?? null,
    accounting_category_id: null,
    modifiers: (line.modifiers ?? []).map((m) => {
      const count = Number(m.quantity ?? '1');
      return {
        modifier_id: m.catalog_object_id ?? null,
        name: m.name ?? '',
        modifier_group_id: null,
        quantity: Number.isFinite(count) ? count : 1,
        unit_price: toAmount(m.base_price_money),
        total: toAmount(m.total_price_money),
      };
    }),
  };
}

/** The order's tax by rate: per tax of the order, its applied amounts and the lines it taxes. */
export function orderTaxes(order: SquareOrder): PosTotalTax[] {
  const currency = order.total_money?.currency;
  return (order.taxes ?? []).map((tax) => {
    let amount = 0;
    let total = 0;
    for (const line of order.line_items ?? []) {
      const applied = (line.applied_taxes ?? []).filter((a) => a.tax_uid === tax.uid);
      if (!applied.length) continue;
      amount += applied.reduce((sum, a) => sum + toAmount(a.applied_money), 0);
      total += toAmount(line.total_money);
    }
    return {
      tax_id: tax.catalog_object_id ?? null,
      tax_rate: percentage(tax.percentage) ?? 0,
      tax_amount: roundMoney(amount || toAmount(tax.applied_money), currency),
      total: roundMoney(total, currency),
    };
  });
}

/**
 * The total of an order, tax included and tips excluded: the sum of its lines (each with its
 * discounts and taxes) and service charges. Pitfalls: Square's `total_money` is "the money to
 * collect", which for some sources carries the tip; the lines never do.
 */
function orderTotal(order: SquareOrder): number {
  const lines = order.line_items ?? [];
  const currency = order.total_money?.currency;
  if (!lines.length) return roundMoney(toAmount(order.total_money), currency);
  const sum = lines.reduce((total, line) => total + toAmount(line.total_money), 0);
  return roundMoney(sum + toAmount(order.total_service_charge_money), currency);
}

/** A Square order → a POS order; `raw` is Square's order as sent. */
export function toPosOrder(parsed: Parsed<SquareOrder>, context: OrderContext): PosOrder {
  const order = parsed.record;
  const currency = order.total_money?.currency ?? null;
  const fulfillment = order.fulfillments?.[0]?.type;
  return {
    id: order.id,
    order_number: order.reference_id ?? order.ticket_name ?? null,
    creation_date: order.created_at ?? order.closed_at ?? order.updated_at ?? new Date(0).toISOString(),
    closing_date: order.closed_at ?? null,
    service_date: null,
    device_id: null,
    total: orderTotal(order),
    tax_amount: toAmount(order.total_tax_money),
    total_discount: toAmount(order.total_discount_money),
    total_refund: roundMoney(refunded(order), currency),
    total_tip: toAmount(order.total_tip_money),
    delivery_fee: 0,
    mode: (fulfillment ? MODE[fulfillment] : undefined) ?? 'UNKNOWN',
    source: sourceOf(order.source?.name),
    currency,
    country: context.countryOf(order.location_id),
    loyalty: null,
    customer_id: order.customer_id ?? null,
    location_id: order.location_id,
    taxes: orderTaxes(order),
    guests: null,
    payments: orderPayments(order),
    items: (order.line_items ?? []).map((line, index) => toPosOrderLine(line, index, order, context.catalog)),
    invoice_id: null,
    raw: parsed.raw,
  };
}

// ---- handlers --------------------------------------------------------------------------------

/** The closure id Lintel gives a location's business day (Square has no closure object). */
export const closureId = (locationId: string, date: string) => `${locationId}:${date}`;

export async function orderContext(seller: Seller): Promise<OrderContext> {
  const [locations, catalog] = await Promise.all([seller.locations(), seller.catalog()]);
  const country = new Map(
    locations.map((l) => [l.record.id, l.record.country ?? l.record.address?.country ?? null]),
  );
  return { countryOf: (id) => country.get(id) ?? null, catalog };
}

/**
 * The closed (COMPLETED) orders of the business days `from`..`to` of each of `locations`, in
 * its own time zone: one search per time zone and 10 locations, then each order kept when its
 * `closed_at` falls on one of those local days (whatever Square makes of the range's end).
 */
export async function closedOrders(
  seller: Seller,
  locations: SquareLocation[],
  from: string | undefined,
  to: string | undefined,
  state: 'COMPLETED' | 'OPEN' = 'COMPLETED',
): Promise<Parsed<SquareOrder>[]> {
  const byZone = new Map<string, SquareLocation[]>();
  for (const location of locations) {
    const zone = location.timezone ?? 'UTC';
    byZone.set(zone, [...(byZone.get(zone) ?? []), location]);
  }
  const found = await Promise.all(
    [...byZone].map(async ([zone, group]) => {
      const window = {
        start: from ? new Date(startOfDay(from, zone)).toISOString() : undefined,
        end: to ? new Date(startOfDay(addDays(to, 1), zone)).toISOString() : undefined,
      };
      const orders = await searchOrders(seller.client, {
        locationIds: group.map((l) => l.id),
        state,
        ...(from || to ? { window } : {}),
      });
      return orders.filter(({ record }) => {
        const at = state === 'COMPLETED' ? record.closed_at : record.created_at;
        if (!at) return false;
        const day = localDate(at, zone);
        return (!from || day >= from) && (!to || day <= to);
      });
    }),
  );
  return found.flat();
}

/** `pos.orders.list`: a page of the orders of the filter, oldest first. */
export function createOrderListing(seller: Seller) {
  return async (page: PageRequest, filter: PosOrderFilter): Promise<Page<PosOrder>> => {
    let { date_from: from, date_to: to, location_id: locationId, state } = filter;
    if (filter.closure_id !== undefined) {
      // A closure is a location's business day (closures.ts): its orders are the day's closed ones.
      const match = /^(.+):(\d{4}-\d{2}-\d{2})$/.exec(filter.closure_id);
      if (!match || (locationId !== undefined && locationId !== match[1])) {
        return { items: [], total: 0, page: page.page, size: page.size };
      }
      locationId = match[1]!;
      from = from && from > match[2]! ? from : match[2]!;
      to = to && to < match[2]! ? to : match[2]!;
      state = 'closed';
    }
    let locations: SquareLocation[];
    try {
      locations = await seller.targets(locationId);
    } catch (error) {
      // An unknown location has no orders (a filter, not a lookup).
      if (error instanceof LintelError && error.code === 'ERROR_API_RESOURCE_NOT_FOUND') {
        return { items: [], total: 0, page: page.page, size: page.size };
      }
      throw error;
    }
    const [closed, open, context] = await Promise.all([
      state === 'open' ? [] : closedOrders(seller, locations, from, to, 'COMPLETED'),
      state === 'closed' ? [] : closedOrders(seller, locations, from, to, 'OPEN'),
      orderContext(seller),
    ]);
    const when = (o: SquareOrder) => o.closed_at ?? o.created_at ?? '';
    const all = [...closed, ...open].sort(
      (a, b) => when(a.record).localeCompare(when(b.record)) || a.record.id.localeCompare(b.record.id),
    );
    const offset = pageOffset(page);
    return {
      items: all.slice(offset, offset + page.size).map((o) => toPosOrder(o, context)),
      total: all.length,
      page: page.page,
      size: page.size,
    };
  };
}

/** `pos.orders.get`: the orders of `ids` in one BatchRetrieveOrders per 100, each or not found. */
export function createOrderLookup(seller: Seller) {
  return async (ids: readonly string[]): Promise<(PosOrder | Error)[]> => {
    const [orders, context] = await Promise.all([
      batchRetrieveOrders(seller.client, ids),
      orderContext(seller),
    ]);
    const byId = new Map(orders.map((o) => [o.record.id, o]));
    return ids.map((id) => {
      const order = byId.get(id);
      return order
        ? toPosOrder(order, context)
        : new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { detail: `Square has no order ${id}` });
    });
  };
}

/**
 * `pos.orders.update`: the order's customer. Reads the order for its `version`, then updates it
 * with an idempotency key derived from the write's id (a retry sends the same key); an order
 * that already has that customer is answered as it is.
 */
export function createOrderCustomerUpdate(seller: Seller) {
  return async (id: string, input: PosUpdateOrder, options: { writeId?: string } = {}): Promise<PosOrder> => {
    const [orders, context] = await Promise.all([
      batchRetrieveOrders(seller.client, [id]),
      orderContext(seller),
    ]);
    const current = orders.find((o) => o.record.id === id);
    if (!current)
      throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { detail: `Square has no order ${id}` });
    const customerId = input.customer_id;
    if (customerId === undefined || (current.record.customer_id ?? null) === customerId) {
      return toPosOrder(current, context);
    }
    const key = squareIdempotencyKey(options.writeId);
    const updated = await updateOrderCustomer(seller.client, current.record, customerId, key);
    return toPosOrder(updated, context);
  };
}

export const handlers = {
  'pos.orders.list': (s) => createOrderListing(s.seller),
  'pos.orders.get': (s) => createOrderLookup(s.seller),
  'pos.orders.update': (s) => createOrderCustomerUpdate(s.seller),
} satisfies SquareHandlers;
