import {
  type Page,
  type PageRequest,
  type PmsInvoice,
  type PmsInvoiceFilter,
  pageOffset,
} from '../../model/index.js';
import { toAlpha2 } from '../countries.js';
import { localTimeIn } from '../local-time.js';
import { intervalsBetween, type PropertyWindows, propertyWindows } from './business-day.js';
import type { MewsClient } from './client.js';
import type { MewsContextCache } from './configuration.js';
import type { MewsHandlers } from './connection.js';
import { type OrderMappingContext, toPmsBill, toPmsOrderItem } from './orders.js';
import { fetchPaymentsOfBills, toPmsPayment } from './payments.js';
import { fetchTaxations, ratePercent } from './taxes.js';
import { billList, type MewsBill, type MewsOrderItem, type MewsPayment, orderItemList } from './types.js';

/**
 * `pms.invoices.list`: Mews bills closed on the property's business days `date_from` to
 * `date_to`, each with its order items and its payments.
 *
 * Calls per page, whatever its size: bills/getAll over the window (one per ≤ 3-month chunk and
 * per 1000 bills), then ONE orderItems/getAll and ONE payments/getAll with the page's `BillIds`,
 * and taxations/getAll (the rates of the lines); configuration/get and taxEnvironments/getAll
 * when the connection's cache is cold.
 *
 * Pitfalls: bills.md deprecates the `ClosedUtc` filter ("Use IssuedUtc instead") and the
 * `Extent.Items` that once returned a bill's items and payments ("Use orderItems/getAll and
 * payments/getAll with BillIds filter instead"): a closed bill is `State: "Closed"` issued in the
 * window. Interval ends are inclusive: bills are kept strictly before the window's end and
 * de-duplicated across chunks. Corrective bills (`CorrectionState: "CorrectiveBill"`) are not
 * listed: Mews returns regular bills unless told otherwise.
 */

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const sum = (values: number[]) => round(values.reduce((a, b) => a + b, 0));
const utc = (value: string) => new Date(Date.parse(value)).toISOString().replace('.000Z', 'Z');

/** Rebate-like items fold into the line they reduce (as on PMS orders). */
function rebatedItemId(item: MewsOrderItem): string | null {
  return item.Data?.Rebate?.RebatedItemId ?? item.Data?.AllowanceDiscount?.DiscountedOrderItemId ?? null;
}

function taxOf(item: MewsOrderItem): number {
  const breakdown = item.Amount.Breakdown?.Items ?? [];
  if (breakdown.length > 0) return sum(breakdown.map((b) => b.TaxValue));
  return sum((item.Amount.TaxValues ?? []).map((t) => t.Value));
}

export interface MewsInvoiceParts {
  bill: MewsBill;
  items: MewsOrderItem[];
  payments: MewsPayment[];
}

/** One closed bill as a PMS invoice; `raw` holds the Mews records it was built from. */
export function toPmsInvoice(parts: MewsInvoiceParts, context: OrderMappingContext): PmsInvoice {
  const { bill, items, payments } = parts;
  const ids = new Set(items.map((i) => i.Id));
  const rebatesOf = new Map<string, MewsOrderItem[]>();
  const lines: MewsOrderItem[] = [];
  for (const item of items) {
    const target = rebatedItemId(item);
    if (target !== null && ids.has(target)) rebatesOf.set(target, [...(rebatesOf.get(target) ?? []), item]);
    else lines.push(item);
  }
  const total = sum(items.map((i) => i.Amount.GrossValue));
  const tax = sum(items.map(taxOf));
  const services = [...new Set(items.map((i) => i.ServiceId))];
  const mapped = toPmsBill(bill, context);
  return {
    id: bill.Id,
    source_ref: { id: bill.Id, model: 'Bill' },
    invoice_number: bill.Number ?? null,
    creation_date: bill.CreatedUtc ? utc(bill.CreatedUtc) : null,
    closing_date: bill.IssuedUtc ? utc(bill.IssuedUtc) : null,
    partners: mapped.partners,
    items: lines.map((line) => toPmsOrderItem(line, rebatesOf.get(line.Id) ?? [], context)),
    payments: payments.map(toPmsPayment),
    // A bill may gather several services (a stay and its restaurant dinners): none is then named.
    service_id: services.length === 1 ? services[0]! : null,
    // Not read: a bill is not tied to one reservation (`pms.orders.list` has the stays).
    reservation: null,
    tax_amount: tax,
    untaxed_amount: round(total - tax),
    total,
    // The owner's account: a customer or a company (`AccountType`).
    customer_id: bill.AccountId ?? bill.OwnerData?.Value?.Id ?? null,
    raw: { Bill: bill, OrderItems: items, Payments: payments },
  };
}

/**
 * bills/getAll (operations/bills.md) over the properties' days: closed bills, by `IssuedUtc`,
 * each kept when issued on its own property's days, of one enterprise or all, oldest first.
 */
async function fetchClosedBills(
  client: MewsClient,
  windows: PropertyWindows,
  enterpriseId: string | undefined,
): Promise<MewsBill[]> {
  const pages = await Promise.all(
    intervalsBetween(windows.span.start, windows.span.end).map((interval) =>
      client.getAll(
        'bills/getAll',
        { State: 'Closed', IssuedUtc: interval, ...(enterpriseId ? { EnterpriseIds: [enterpriseId] } : {}) },
        billList,
        'list closed bills',
      ),
    ),
  );
  const byId = new Map<string, MewsBill>();
  for (const bill of pages.flat()) {
    if (
      bill.State === 'Closed' &&
      windows.contains(bill.EnterpriseId, bill.IssuedUtc) &&
      (enterpriseId === undefined || bill.EnterpriseId === enterpriseId)
    ) {
      byId.set(bill.Id, bill);
    }
  }
  return [...byId.values()].sort(
    (a, b) =>
      Date.parse(a.IssuedUtc ?? '') - Date.parse(b.IssuedUtc ?? '') ||
      (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0),
  );
}

/** orderItems/getAll by `BillIds` (one call for a page of bills), canceled items left out. */
async function fetchItemsOfBills(
  client: MewsClient,
  billIds: readonly string[],
): Promise<Map<string, MewsOrderItem[]>> {
  const byBill = new Map<string, MewsOrderItem[]>();
  if (billIds.length === 0) return byBill;
  const items = await client.getByIds(
    'orderItems/getAll',
    'BillIds',
    billIds,
    { AccountingStates: ['Open', 'Closed'] },
    orderItemList,
    'read the items of bills',
  );
  for (const item of items) {
    if (!item.BillId) continue;
    byBill.set(item.BillId, [...(byBill.get(item.BillId) ?? []), item]);
  }
  return byBill;
}

/** The mapping context of lines (rates by code, country, local time), as `pms.orders.list` builds it. */
export async function lineContext(
  client: MewsClient,
  contexts: MewsContextCache,
): Promise<OrderMappingContext> {
  const [context, taxations] = await Promise.all([contexts.get(), fetchTaxations(client)]);
  const names = new Map(taxations.Taxations.map((t) => [t.Code, t.Name]));
  return {
    rates: new Map(
      taxations.TaxRates.map((r) => [
        r.Code,
        { name: names.get(r.TaxationCode) || r.Code, percent: ratePercent(r) },
      ]),
    ),
    country:
      toAlpha2(context.taxEnvironment?.CountryCode) ?? toAlpha2(context.enterprise.Address?.CountryCode),
    localTime: localTimeIn(context.enterprise.TimeZoneIdentifier),
    drop: client.drop,
  };
}

export async function listInvoices(
  client: MewsClient,
  contexts: MewsContextCache,
  page: PageRequest,
  filter: PmsInvoiceFilter,
): Promise<Page<PmsInvoice>> {
  const [context, mapping] = await Promise.all([contexts.get(), lineContext(client, contexts)]);
  const windows = propertyWindows(context, filter.date_from, filter.date_to, filter.location_id);
  const bills = await fetchClosedBills(client, windows, filter.location_id);
  const offset = pageOffset(page);
  const slice = bills.slice(offset, offset + page.size);
  const billIds = slice.map((b) => b.Id);
  // One call per kind for the whole page, never one per bill.
  const [items, payments] = await Promise.all([
    fetchItemsOfBills(client, billIds),
    fetchPaymentsOfBills(client, billIds),
  ]);
  return {
    items: slice.map((bill) =>
      toPmsInvoice({ bill, items: items.get(bill.Id) ?? [], payments: payments.get(bill.Id) ?? [] }, mapping),
    ),
    total: bills.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pms.invoices.list': (m) => (page, filter) => listInvoices(m.client, m.contexts, page, filter),
} satisfies MewsHandlers;
