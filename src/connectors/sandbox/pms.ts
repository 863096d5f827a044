import { LintelError, validationError } from '../../errors.js';
import {
  type OperationId,
  type Page,
  type PageRequest,
  type PmsClosure,
  type PmsClosureInformation,
  type PmsCustomerFilter,
  type PmsLocation,
  pageOffset,
  pmsAccountingCategory,
  pmsAccountingTransaction,
  pmsCustomer,
  pmsInvoice,
  pmsLocation,
  pmsPayment,
  pmsPaymentMethod,
} from '../../model/index.js';
import type { OperationHandlers } from '../connector.js';
import { localTimeIn } from '../local-time.js';
import type { StoredInvoice, StoredPayment } from './pms-seed.js';
import { fromStored, type StoredData } from './records.js';
import type { SandboxKind, SandboxRepository, SandboxWhere } from './types.js';

/** The PMS operations the Sandbox serves beyond tax rates and orders (`index.ts` has those). */
export const PMS_BREADTH_OPERATIONS = [
  'pms.locations.list',
  'pms.invoices.list',
  'pms.payments.list',
  'pms.payment-methods.list',
  'pms.customers.list',
  'pms.customers.get',
  'pms.accounting-categories.list',
  'pms.closures.read',
  'pms.accounting-transactions.list',
] as const satisfies readonly OperationId[];

/** More records than any Sandbox connection holds of one kind: a read of "all of them". */
const ALL = 10_000;

/**
 * The Sandbox PMS handlers of `PMS_BREADTH_OPERATIONS`. Days (`date_from`/`date_to`, a closure's
 * date) are compared with each record's `business_date`, its day in its property's time zone,
 * written by the seed (contract §9). `clock` tells whether a day is over (a closure's status).
 */
export function connectPmsBreadth(
  repo: SandboxRepository,
  connectionId: string,
  clock: () => Date,
): Pick<OperationHandlers, (typeof PMS_BREADTH_OPERATIONS)[number]> {
  const list = async <T>(
    kind: SandboxKind,
    page: PageRequest,
    toModel: (data: StoredData) => T,
    where?: SandboxWhere,
  ): Promise<Page<T>> => {
    const { items, total } = await repo.list(connectionId, kind, {
      offset: pageOffset(page),
      limit: page.size,
      ...(where ? { where } : {}),
    });
    return { items: items.map(toModel), total, page: page.page, size: page.size };
  };
  const all = async (kind: SandboxKind, where?: SandboxWhere) =>
    (await repo.list(connectionId, kind, { offset: 0, limit: ALL, ...(where ? { where } : {}) })).items;

  return {
    'pms.locations.list': (page) => list('pms_location', page, (d) => fromStored(pmsLocation, d)),

    'pms.invoices.list': (page, filter) =>
      list('pms_invoice', page, (d) => fromStored(pmsInvoice, d), {
        ...dayWindow(filter.date_from, filter.date_to),
        ...(filter.location_id === undefined ? {} : { equals: { location_id: filter.location_id } }),
      }),

    'pms.payments.list': (page, filter) =>
      list(
        'pms_payment',
        page,
        (d) => fromStored(pmsPayment, d),
        dayWindow(filter.date_from, filter.date_to),
      ),

    'pms.payment-methods.list': (page, { location_id }) =>
      list(
        'pms_payment_method',
        page,
        (d) => fromStored(pmsPaymentMethod, d),
        location_id === undefined ? undefined : { equals: { location_id } },
      ),

    'pms.customers.list': async (page, filter) => {
      // A few dozen guests: filtered here, as text search is not a store filter.
      const matching = (await all('pms_customer')).filter((d) => customerMatches(d, filter));
      const offset = pageOffset(page);
      return {
        items: matching.slice(offset, offset + page.size).map((d) => fromStored(pmsCustomer, d)),
        total: matching.length,
        page: page.page,
        size: page.size,
      };
    },

    'pms.customers.get': async (ids) => {
      const found = await repo.getMany(connectionId, 'pms_customer', ids);
      const byId = new Map(found.map((r) => [r.id, r.data]));
      return ids.map((id) => {
        const data = byId.get(id);
        return data
          ? fromStored(pmsCustomer, data)
          : new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `Customer ${id} could not be found` });
      });
    },

    'pms.accounting-categories.list': (page) =>
      list('pms_accounting_category', page, (d) => fromStored(pmsAccountingCategory, d)),

    'pms.closures.read': async ({ date, location_id }) => {
      const day = requireDay(date, ['path', 'date']);
      const locations = (await all('pms_location')) as unknown as PmsLocation[];
      // Like the lists, an unknown location_id filters everything out (no closure), it is no error.
      const chosen = location_id === undefined ? locations : locations.filter((l) => l.id === location_id);
      const where = (locationId: string): SandboxWhere => ({
        equals: { business_date: day, location_id: locationId },
      });
      const closures = await Promise.all(
        chosen.map(async (location) =>
          closureOf(
            location.id,
            day,
            (await all('pms_invoice', where(location.id))) as unknown as StoredInvoice[],
            (await all('pms_payment', where(location.id))) as unknown as StoredPayment[],
          ),
        ),
      );
      const now = clock();
      // The day is over once it is over in every property asked about (each in its own time zone).
      const over = (chosen.length > 0 ? chosen : locations).every(
        (location) => localTimeIn(location.timezone)(now.getTime()).slice(0, 10) > day,
      );
      return { date: day, status: over ? 'closed' : 'open', closures } satisfies PmsClosure;
    },

    'pms.accounting-transactions.list': (page, filter) =>
      list('pms_accounting_transaction', page, (d) => fromStored(pmsAccountingTransaction, d), {
        ...dayWindow(filter.date_from, filter.date_to),
        ...(filter.location_id === undefined ? {} : { equals: { location_id: filter.location_id } }),
      }),
  };
}

function requireDay(value: string, loc: string[]): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw validationError([{ loc, msg: 'Input should be a valid date', type: 'date_parsing', input: value }]);
  }
  return value;
}

/**
 * Days `from` to `to`, both included, on the records' `business_date`. Pitfall: the store's
 * range is `[from, to)` compared as text, so `to` is the day after.
 */
function dayWindow(from: string, to: string): SandboxWhere {
  requireDay(from, ['query', 'date_from']);
  requireDay(to, ['query', 'date_to']);
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { range: { field: 'business_date', from, to: next } };
}

function customerMatches(data: StoredData, filter: PmsCustomerFilter): boolean {
  const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');
  const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[^\d+]/g, '') : '');
  if (filter.email !== undefined && text(data.email) !== filter.email.toLowerCase()) return false;
  if (filter.phone !== undefined && digits(data.phone) !== digits(filter.phone)) return false;
  if (filter.search !== undefined) {
    const needle = filter.search.toLowerCase();
    const haystack = [data.first_name, data.last_name, data.company_name, data.email]
      .map(text)
      .concat(`${text(data.first_name)} ${text(data.last_name)}`);
    if (!haystack.some((value) => value.includes(needle))) return false;
  }
  return true;
}

const sum = (values: number[]) => values.reduce((a, b) => a + Math.round(b * 100), 0) / 100;

/**
 * One property's closure of a day: the payments made that day by method, and the lines of the
 * invoices closed that day by tax rate. `total` is the payments' sum, `tax_amount` the taxes'.
 */
function closureOf(
  locationId: string,
  day: string,
  invoices: StoredInvoice[],
  payments: StoredPayment[],
): PmsClosureInformation {
  const byMethod = new Map<string, StoredPayment[]>();
  for (const payment of payments) {
    const key = payment.payment_method_id ?? '';
    byMethod.set(key, [...(byMethod.get(key) ?? []), payment]);
  }
  const byTax = new Map<string, { rate: number; tax: number[]; total: number[] }>();
  for (const item of invoices.flatMap((invoice) => invoice.items)) {
    const key = item.tax_id ?? `rate-${item.tax_rate}`;
    const entry = byTax.get(key) ?? { rate: item.tax_rate ?? 0, tax: [], total: [] };
    entry.tax.push(item.tax_amount);
    entry.total.push(item.total);
    byTax.set(key, entry);
  }
  const taxes = [...byTax].map(([taxId, entry]) => ({
    tax_id: taxId.startsWith('rate-') ? null : taxId,
    tax_rate: entry.rate,
    tax_amount: sum(entry.tax),
    total: sum(entry.total),
  }));
  const methodPayments = [...byMethod].map(([methodId, group]) => ({
    payment_method_id: methodId === '' ? null : methodId,
    payment_method_name: group[0]?.payment_method_name ?? null,
    tip: sum(group.map((p) => p.tip ?? 0)),
    total: sum(group.map((p) => p.total)),
  }));
  return {
    id: `${locationId}-${day}`,
    total: sum(methodPayments.map((p) => p.total)),
    tax_amount: sum(taxes.map((t) => t.tax_amount)),
    payments: methodPayments,
    taxes,
  };
}
