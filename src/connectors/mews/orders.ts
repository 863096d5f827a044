import {
  type Page,
  type PageRequest,
  type PmsAddress,
  type PmsBill,
  type PmsDiscount,
  type PmsOrder,
  type PmsOrderFilter,
  type PmsOrderItem,
  type PmsOrderItemType,
  type PmsOrderSource,
  type PmsOrderTax,
  type PmsPartner,
  type PmsReservation,
  pageOffset,
} from '../../model/index.js';
import { minorDigits } from '../../money.js';
import { toAlpha2 } from '../countries.js';
import type { DroppedRecord } from '../dropped-records.js';
import { localTimeIn } from '../local-time.js';
import type { MewsClient } from './client.js';
import type { MewsContextCache } from './configuration.js';
import type { MewsHandlers } from './connection.js';
import { fetchTaxations, ratePercent } from './taxes.js';
import {
  billList,
  type MewsAmount,
  type MewsBill,
  type MewsBillParty,
  type MewsOrderItem,
  type MewsReservation,
  type MewsResource,
  orderItemList,
  reservationList,
  resourceList,
} from './types.js';

/**
 * `pms.orders.list`: one PMS order per Mews service order (a reservation, or a product service
 * order, which then has no reservation), assembled from its order items in the window, its bills,
 * its reservation and the reservation's resource.
 *
 * Calls per page, whatever its size: `orderItems/getAll` for the window (one per ≤ 3-month chunk
 * and per 1000 items), then ONE `reservations/getAll/2023-06-06` with the page's service order
 * ids, ONE `bills/getAll` with the page's bill ids and ONE `resources/getAll` with the assigned
 * resource ids; plus `taxations/getAll` (rates of the items) and, when the cache is cold,
 * `configuration/get` and `taxEnvironments/getAll`.
 *
 * Pitfalls: Mews refuses intervals longer than 3 months (split here); interval ends may be
 * inclusive, so chunks overlap on their boundary instant (items are de-duplicated by id and kept
 * only when inside `[dateFrom, dateTo + 1 day)` UTC); an order shows the items of the window only.
 */

/** Rebate-like item types; their amounts are negative and reduce the rebated item. */
const REBATE_TYPES = new Set([
  'NightRebate',
  'ProductOrderRebate',
  'AdditionalExpenseRebate',
  'CityTaxDiscount',
  'AllowanceDiscount',
]);

const DAY_MS = 86_400_000;

export interface MewsInterval {
  StartUtc: string;
  EndUtc: string;
}

/** `ms` plus `months` calendar months, the day clamped to the target month (Nov 30 + 3 → Feb 28). */
export function addMonthsUtc(ms: number, months: number): number {
  const d = new Date(ms);
  const month = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    m,
    Math.min(d.getUTCDate(), lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * The UTC intervals covering the inclusive dates `[dateFrom, dateTo]`, none longer than 3
 * calendar months (Mews' limit on every `*Utc` filter). Empty when `dateFrom` is after `dateTo`.
 */
export function mewsIntervals(dateFrom: string, dateTo: string): MewsInterval[] {
  const start = Date.parse(`${dateFrom}T00:00:00Z`);
  const end = Date.parse(`${dateTo}T00:00:00Z`) + DAY_MS;
  const out: MewsInterval[] = [];
  for (let from = start; from < end; ) {
    const to = Math.min(addMonthsUtc(from, 3), end);
    out.push({ StartUtc: iso(from), EndUtc: iso(to) });
    from = to;
  }
  return out;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The percentage a tax was charged at, read from its amounts, for a rate `taxations/getAll` does
 * not list: the simplest percentage (fewest decimals, at most 4) that gives `tax` on `net` once
 * rounded to the currency's minor unit, so 6.54 on 93.46 EUR is 7, not 6.997646. Null without a
 * net to divide by, or when tax and net disagree in sign.
 * Pitfall: on amounts of a few units the rounding leaves several candidates (10 % and 9.5 % both
 * give 0.10 on 1.00); the simplest wins, so callers pass the largest amount they have.
 */
export function impliedPercent(tax: number, net: number | null, currency: string): number | null {
  if (net === null || net === 0 || Math.sign(tax) * Math.sign(net) < 0) return null;
  const half = 0.5 * 10 ** -minorDigits(currency);
  const exact = Math.abs(tax / net) * 100;
  const low = ((Math.abs(tax) - half) / Math.abs(net)) * 100;
  const high = ((Math.abs(tax) + half) / Math.abs(net)) * 100;
  for (let decimals = 0; decimals <= 4; decimals++) {
    const candidate = roundTo(exact, decimals);
    if (candidate >= low && candidate <= high) return candidate;
  }
  return roundTo(exact, 4);
}
const sum = (values: number[]) => round(values.reduce((a, b) => a + b, 0));
const utc = (value: string) => iso(Date.parse(value));

function isRebate(item: MewsOrderItem): boolean {
  const kind = item.Data?.Discriminator;
  return kind === 'Rebate' || kind === 'AllowanceDiscount' || REBATE_TYPES.has(item.Type);
}

function rebatedItemId(item: MewsOrderItem): string | null {
  return item.Data?.Rebate?.RebatedItemId ?? item.Data?.AllowanceDiscount?.DiscountedOrderItemId ?? null;
}

/**
 * Tax lines of an amount: its breakdown by rate (with the net amount taxed), else its
 * `TaxValues`; a single line without a breakdown taxes the whole net value.
 */
function taxLines(amount: MewsAmount): { code: string | null; value: number; net: number | null }[] {
  if (amount.Breakdown && amount.Breakdown.Items.length > 0) {
    return amount.Breakdown.Items.map((b) => ({
      code: b.TaxRateCode ?? null,
      value: b.TaxValue,
      net: b.NetValue ?? null,
    }));
  }
  const values = amount.TaxValues ?? [];
  return values.map((t) => ({
    code: t.Code ?? null,
    value: t.Value,
    net: values.length === 1 ? (amount.NetValue ?? null) : null,
  }));
}

/** Mews order item types as Chift's line types (rebates are folded into the lines they reduce). */
function lineType(type: string): PmsOrderItemType {
  if (type === 'ProductOrder') return 'product';
  if (REBATE_TYPES.has(type)) return 'general_discount';
  return 'service';
}

/**
 * Where a reservation came from (`Origin`) as Chift's order sources: online channels are WEB, the
 * guest app MOBILE, the front desk POS, other systems through the API REMOTE_POS.
 */
const ORIGIN_SOURCES: Record<string, PmsOrderSource> = {
  Distributor: 'WEB',
  ChannelManager: 'WEB',
  Navigator: 'MOBILE',
  Commander: 'POS',
  Connector: 'REMOTE_POS',
};

/** What the mappers need besides the records: rates by code, the country, the local zone. */
export interface OrderMappingContext {
  rates: Map<string, { name: string; percent: number | null }>;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** `YYYY-MM-DDTHH:MM:SS`, the wall-clock time of the enterprise's zone, without designator (contract §0). */
  localTime: (utc: string) => string;
  /** A part of a record that cannot be mapped (a bill partner without any id) is reported here. */
  drop: (record: Omit<DroppedRecord, 'connector'>) => void;
}

/**
 * The rate of a line in percent: the listed rate's (null for a listed flat rate, which has none),
 * else what the item's own amounts imply (a code `taxations/getAll` does not list).
 */
function lineRate(
  code: string,
  amounts: { tax: number; net: number | null; currency: string }[],
  context: OrderMappingContext,
): number | null {
  const listed = context.rates.get(code);
  if (listed) return listed.percent;
  for (const { tax, net, currency } of amounts) {
    const percent = impliedPercent(tax, net, currency);
    if (percent !== null) return percent;
  }
  return null;
}

export interface MewsOrderParts {
  serviceOrderId: string;
  items: MewsOrderItem[];
  reservation: MewsReservation | null;
  resource: MewsResource | null;
  bills: MewsBill[];
}

function toPmsDiscount(rebate: MewsOrderItem): PmsDiscount {
  return {
    id: rebate.Id,
    name: rebate.BillingName ?? rebate.Type,
    total: Math.abs(rebate.Amount.GrossValue),
    // Mews rebates are commercial gestures, not losses.
    type: 'OFFERED',
  };
}

export function toPmsOrderItem(
  item: MewsOrderItem,
  rebates: MewsOrderItem[],
  context: OrderMappingContext,
): PmsOrderItem {
  const lines = taxLines(item.Amount);
  const taxId = lines[0]?.code ?? null;
  // The item's own amounts, largest first: the total, then one unit.
  const taxedAt = (amount: MewsAmount) =>
    taxLines(amount)
      .filter((l) => l.code === taxId)
      .map((l) => ({ tax: l.value, net: l.net, currency: amount.Currency }));
  return {
    id: item.Id,
    source_ref: { id: item.Id, model: 'OrderItem' },
    quantity: item.UnitCount,
    unit_price: item.UnitAmount.GrossValue,
    total: item.Amount.GrossValue,
    tax_amount: sum(lines.map((l) => l.value)),
    type: lineType(item.Type),
    menu_id: null,
    tax_rate:
      taxId === null
        ? null
        : lineRate(taxId, [...taxedAt(item.Amount), ...taxedAt(item.UnitAmount)], context),
    tax_id: taxId,
    description: item.BillingName ?? null,
    discounts: rebates.map(toPmsDiscount),
    product_id: item.Data?.Product?.ProductId ?? item.Data?.Rebate?.ProductId ?? null,
    accounting_category_id: item.AccountingCategoryId ?? null,
  };
}

function partyKind(discriminator: string | null | undefined, data: MewsBillParty): 'Company' | 'Customer' {
  if (discriminator === 'BillCompanyData' || discriminator === 'Company') return 'Company';
  if (discriminator === 'BillCustomerData' || discriminator === 'Customer') return 'Customer';
  return data.Name && !data.LastName ? 'Company' : 'Customer';
}

export function toPmsPartner(
  id: string,
  data: MewsBillParty,
  kind: 'Company' | 'Customer',
  role: PmsPartner['type'],
): PmsPartner {
  const company = kind === 'Company';
  const fullName = [data.FirstName, data.LastName].filter(Boolean).join(' ') || null;
  const a = data.Address;
  const address: PmsAddress | null = a
    ? {
        address_type: 'billing',
        name: company ? (data.Name ?? null) : fullName,
        street: [a.Line1, a.Line2].filter(Boolean).join(', ') || null,
        number: null,
        box: null,
        city: a.City ?? null,
        postal_code: a.PostalCode ?? null,
        country: toAlpha2(a.CountryCode),
      }
    : null;
  return {
    id,
    source_ref: { id, model: kind },
    type: role,
    address,
    first_name: company ? null : (data.FirstName ?? null),
    last_name: company ? null : (data.LastName ?? null),
    company_name: company ? (data.Name ?? null) : null,
  };
}

/**
 * Partners of a bill: its owner, then its associated accounts, each once. A party without `Id`
 * (optional for companies) is the bill's `AccountId` as owner, or its only `AssociatedAccountIds`
 * entry as the only associated account; a party with no id at all is left out and reported.
 */
export function toPmsBill(bill: MewsBill, context: Pick<OrderMappingContext, 'drop'>): PmsBill {
  const partners = new Map<string, PmsPartner>();
  const unidentified = (role: string) =>
    context.drop({
      kind: 'BillPartner',
      id: bill.Id,
      reason: `bill ${bill.Id}: its ${role} has no Id and the bill names no account to stand for it`,
    });
  const owner = bill.OwnerData?.Value;
  if (owner) {
    const id = owner.Id ?? bill.AccountId ?? null;
    if (id === null) unidentified('owner');
    else partners.set(id, toPmsPartner(id, owner, partyKind(bill.OwnerData?.Discriminator, owner), 'owner'));
  }
  const associatedData = bill.AssociatedAccountData ?? [];
  const associatedIds = bill.AssociatedAccountIds ?? [];
  for (const associated of associatedData) {
    const data = associated.BillCompanyData ?? associated.BillCustomerData;
    if (!data) continue;
    const id =
      data.Id ?? (associatedData.length === 1 && associatedIds.length === 1 ? associatedIds[0]! : null);
    if (id === null) {
      unidentified('associated account');
      continue;
    }
    if (partners.has(id)) continue;
    const kind =
      associated.Discriminator === 'BillCompanyData' ||
      (!associated.Discriminator && associated.BillCompanyData)
        ? 'Company'
        : 'Customer';
    partners.set(id, toPmsPartner(id, data, kind, 'account'));
  }
  return {
    id: bill.Id,
    source_ref: { id: bill.Id, model: 'Bill' },
    invoice_number: bill.Number ?? null,
    creation_date: bill.CreatedUtc ? utc(bill.CreatedUtc) : null,
    closing_date: bill.IssuedUtc ? utc(bill.IssuedUtc) : null,
    partners: [...partners.values()],
  };
}

export function toPmsReservation(
  reservation: MewsReservation,
  resource: MewsResource | null,
  context: OrderMappingContext,
): PmsReservation {
  const resourceId = reservation.AssignedResourceId ?? null;
  return {
    id: reservation.Id,
    source_ref: { id: reservation.Id, model: 'Reservation' },
    start_date: reservation.ScheduledStartUtc ? context.localTime(reservation.ScheduledStartUtc) : null,
    end_date: reservation.ScheduledEndUtc ? context.localTime(reservation.ScheduledEndUtc) : null,
    creation_date: context.localTime(reservation.CreatedUtc),
    resource_id: resourceId ? { id: resourceId, source_ref: { id: resourceId, model: 'Resource' } } : null,
    resource_name: resource?.Name ?? null,
    // Mews has no identifier besides the id (above) and the name ("101").
    resource_identifier: null,
  };
}

/** One service order as a PMS order; `raw` holds the Mews records it was built from. */
export function toPmsOrder(parts: MewsOrderParts, context: OrderMappingContext): PmsOrder {
  const { items, reservation, resource, bills } = parts;
  const first = items[0]!;
  const ids = new Set(items.map((i) => i.Id));
  const rebatesOf = new Map<string, MewsOrderItem[]>();
  const lines: MewsOrderItem[] = [];
  for (const item of items) {
    const target = isRebate(item) ? rebatedItemId(item) : null;
    if (target !== null && ids.has(target)) rebatesOf.set(target, [...(rebatesOf.get(target) ?? []), item]);
    else lines.push(item);
  }

  const taxes = new Map<string | null, PmsOrderTax & { net: number | null }>();
  for (const line of items.flatMap((i) => taxLines(i.Amount))) {
    const taxed = round(line.value + (line.net ?? 0));
    const tax = taxes.get(line.code);
    if (tax) {
      tax.tax_amount = round(tax.tax_amount + line.value);
      tax.total = round(tax.total + taxed);
      tax.net = tax.net === null || line.net === null ? null : round(tax.net + line.net);
    } else {
      const rate = line.code === null ? undefined : context.rates.get(line.code);
      taxes.set(line.code, {
        tax_id: line.code,
        name: rate?.name ?? line.code,
        tax_rate: 0,
        tax_amount: line.value,
        total: taxed,
        net: line.net,
      });
    }
  }
  const orderTaxes = [...taxes.values()].map(({ net, ...tax }): PmsOrderTax => {
    // An untaxed line is 0 %; a listed flat rate has no percentage (0, as its tax rate says).
    const percent =
      tax.tax_id === null
        ? 0
        : lineRate(tax.tax_id, [{ tax: tax.tax_amount, net, currency: first.Amount.Currency }], context);
    return { ...tax, tax_rate: percent ?? 0 };
  });

  const consumed = items.map((i) => i.ConsumedUtc).filter((v): v is string => Boolean(v));
  const closed = items.map((i) => i.ClosedUtc);
  const allClosed = closed.every((v): v is string => Boolean(v));
  const latest = (values: string[]) => values.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
  const earliest = (values: string[]) => values.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
  const serviceStart = reservation?.ScheduledStartUtc ?? (consumed.length > 0 ? earliest(consumed) : null);

  return {
    id: parts.serviceOrderId,
    source_ref: { id: parts.serviceOrderId, model: reservation ? 'Reservation' : 'ServiceOrder' },
    creation_date: utc(reservation?.CreatedUtc ?? earliest(items.map((i) => i.CreatedUtc))),
    closing_date: allClosed && closed.length > 0 ? utc(latest(closed)) : null,
    service_date: serviceStart ? utc(serviceStart) : null,
    total: sum(items.map((i) => i.Amount.GrossValue)),
    tax_amount: sum(items.flatMap((i) => taxLines(i.Amount).map((l) => l.value))),
    order_number: reservation?.Number ?? null,
    device_id: null,
    total_discount: Math.abs(sum(items.filter(isRebate).map((i) => i.Amount.GrossValue))),
    total_refund: 0,
    total_tip: 0,
    delivery_fee: 0,
    mode: 'UNKNOWN',
    source: (reservation?.Origin && ORIGIN_SOURCES[reservation.Origin]) || 'UNKNOWN',
    currency: first.Amount.Currency,
    country: context.country,
    loyalty: null,
    customer_id: reservation?.AccountId ?? first.AccountId ?? null,
    location_id: first.EnterpriseId,
    guests: reservation ? (reservation.PersonCounts ?? []).reduce((n, p) => n + p.Count, 0) : null,
    service_id: reservation?.ServiceId ?? first.ServiceId,
    taxes: orderTaxes,
    items: lines.map((line) => toPmsOrderItem(line, rebatesOf.get(line.Id) ?? [], context)),
    reservation: reservation ? toPmsReservation(reservation, resource, context) : null,
    bills: bills.map((bill) => toPmsBill(bill, context)),
    raw: {
      ServiceOrderId: parts.serviceOrderId,
      Reservation: reservation,
      Resource: resource,
      OrderItems: items,
      Bills: bills,
    },
  };
}

/**
 * orderItems/getAll (operations/orderitems.md) over the window: `consumed` (and no state) by
 * `ConsumedUtc`, items still open or closed; `closed` by `ClosedUtc` with `AccountingStates:
 * ["Closed"]`. Canceled and inactive (zero-value or optional-reservation) items are left out.
 */
async function fetchWindowItems(client: MewsClient, filter: PmsOrderFilter): Promise<MewsOrderItem[]> {
  const closed = filter.state === 'closed';
  const field = closed ? 'ClosedUtc' : 'ConsumedUtc';
  // The window is complete: the operation's declaration fills what the caller left out.
  const intervals = mewsIntervals(filter.date_from, filter.date_to);
  const pages = await Promise.all(
    intervals.map((interval) =>
      client.getAll(
        'orderItems/getAll',
        { [field]: interval, AccountingStates: closed ? ['Closed'] : ['Open', 'Closed'] },
        orderItemList,
        'list order items',
      ),
    ),
  );
  const start = Date.parse(`${filter.date_from}T00:00:00Z`);
  const end = Date.parse(`${filter.date_to}T00:00:00Z`) + DAY_MS;
  const byId = new Map<string, MewsOrderItem>();
  for (const item of pages.flat()) {
    const at = item[field];
    const t = at ? Date.parse(at) : Number.NaN;
    if (
      t >= start &&
      t < end &&
      (filter.location_id === undefined || item.EnterpriseId === filter.location_id)
    ) {
      byId.set(item.Id, item);
    }
  }
  return [...byId.values()];
}

export async function listOrders(
  client: MewsClient,
  contexts: MewsContextCache,
  page: PageRequest,
  filter: PmsOrderFilter,
): Promise<Page<PmsOrder>> {
  const [context, taxations, items] = await Promise.all([
    contexts.get(),
    fetchTaxations(client),
    fetchWindowItems(client, filter),
  ]);

  // Group by service order, then order the groups: by first consumption (consumed) or last
  // closure (closed), then by id, so pages are stable.
  const groups = new Map<string, MewsOrderItem[]>();
  for (const item of items)
    groups.set(item.ServiceOrderId, [...(groups.get(item.ServiceOrderId) ?? []), item]);
  const closed = filter.state === 'closed';
  const sortKey = (group: MewsOrderItem[]) => {
    const times = group.map((i) => Date.parse((closed ? i.ClosedUtc : i.ConsumedUtc) ?? '') || 0);
    return closed ? Math.max(...times) : Math.min(...times);
  };
  const keyed = [...groups].map(([id, group]) => ({ id, group, key: sortKey(group) }));
  keyed.sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const offset = pageOffset(page);
  const slice = keyed.slice(offset, offset + page.size);

  // One call per kind for the whole page, never one per order.
  const serviceOrderIds = slice.map((g) => g.id);
  const billIds = [
    ...new Set(slice.flatMap((g) => g.group.map((i) => i.BillId)).filter((v): v is string => !!v)),
  ];
  const [reservations, bills] = await Promise.all([
    serviceOrderIds.length === 0
      ? []
      : // reservations/getAll/2023-06-06 (operations/reservations.md). Pitfall: ids of product
        // service orders are not reservations and simply do not come back.
        client.getByIds(
          'reservations/getAll/2023-06-06',
          'ReservationIds',
          serviceOrderIds,
          {},
          reservationList,
          'read reservations',
        ),
    billIds.length === 0
      ? []
      : // bills/getAll (operations/bills.md): with BillIds, open and closed, corrective or not.
        client.getByIds('bills/getAll', 'BillIds', billIds, {}, billList, 'read bills'),
  ]);
  const resourceIds = reservations.map((r) => r.AssignedResourceId).filter((v): v is string => !!v);
  const resources =
    resourceIds.length === 0
      ? []
      : // resources/getAll (operations/resources.md): Extent is required; inactive rooms included,
        // since a past reservation may sit in a room taken out of service since.
        await client.getByIds(
          'resources/getAll',
          'ResourceIds',
          resourceIds,
          { Extent: { Resources: true, Inactive: true } },
          resourceList,
          'read resources',
        );

  const reservationById = new Map(reservations.map((r) => [r.Id, r]));
  const billById = new Map(bills.map((b) => [b.Id, b]));
  const resourceById = new Map(resources.map((r) => [r.Id, r]));
  const names = new Map(taxations.Taxations.map((t) => [t.Code, t.Name]));
  const mapping: OrderMappingContext = {
    rates: new Map(
      // Every rate Mews knows, not only the environment's: an item names the rate it was taxed at.
      taxations.TaxRates.map((r) => [
        r.Code,
        { name: names.get(r.TaxationCode) || r.Code, percent: ratePercent(r) },
      ]),
    ),
    // The tax environment's is alpha-3 (`AUT`), the address's alpha-2 (`CZ`): both become alpha-2.
    country:
      toAlpha2(context.taxEnvironment?.CountryCode) ?? toAlpha2(context.enterprise.Address?.CountryCode),
    localTime: localTimeIn(context.enterprise.TimeZoneIdentifier),
    drop: client.drop,
  };

  return {
    items: slice.map(({ id, group }) => {
      const reservation = reservationById.get(id) ?? null;
      const resourceId = reservation?.AssignedResourceId;
      const orderBillIds = [...new Set(group.map((i) => i.BillId).filter((v): v is string => !!v))];
      return toPmsOrder(
        {
          serviceOrderId: id,
          items: group,
          reservation,
          resource: resourceId ? (resourceById.get(resourceId) ?? null) : null,
          bills: orderBillIds.map((b) => billById.get(b)).filter((b): b is MewsBill => b !== undefined),
        },
        mapping,
      );
    }),
    total: keyed.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pms.orders.list': (m) => (page, filter) => listOrders(m.client, m.contexts, page, filter),
} satisfies MewsHandlers;
