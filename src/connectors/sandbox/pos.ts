import { createHash, randomUUID } from 'node:crypto';
import { LintelError, validationError } from '../../errors.js';
import {
  type OperationId,
  type Page,
  type PageRequest,
  type PosClosure,
  type PosCustomer,
  type PosOrder,
  type PosReport,
  type PosReportCategory,
  type PosSales,
  type PosTotalTax,
  pageOffset,
  posAccountingCategory,
  posCustomer,
  posLocation,
  posOrder,
  posPayment,
  posPaymentMethod,
  posProduct,
  posProductCategory,
  posTaxRate,
} from '../../model/index.js';
import { findableCreate, type OperationHandlers } from '../connector.js';
import { addDays } from '../local-time.js';
import {
  businessDayOf,
  closureIdOf,
  type StoredPosLocation,
  type StoredPosObjective,
  type StoredPosOrder,
} from './pos-seed.js';
import { fromStored } from './records.js';
import type { SandboxKind, SandboxRepository, SandboxWhere } from './types.js';

/** The POS operations the Sandbox serves: all of Chift's. */
export const SANDBOX_POS_OPERATIONS = [
  'pos.modifiers.list',
  'pos.locations.list',
  'pos.orders.list',
  'pos.orders.get',
  'pos.orders.update',
  'pos.payments.list',
  'pos.payment-methods.list',
  'pos.sales.read',
  'pos.closures.read',
  'pos.report.read',
  'pos.objectives.list',
  'pos.customers.list',
  'pos.customers.get',
  'pos.customers.create',
  'pos.products.list',
  'pos.product-categories.list',
  'pos.accounting-categories.list',
  'pos.tax-rates.list',
] as const satisfies readonly OperationId[];

type Breadth = Exclude<(typeof SANDBOX_POS_OPERATIONS)[number], 'pos.modifiers.list'>;
type Data = Record<string, unknown>;
const cents = (amount: number) => Math.round(amount * 100);
const euros = (value: number) => Math.round(value) / 100;
const withoutTax = (value: number, rate: number) => Math.round((value * 100) / (100 + rate));

const nextDay = (date: string) => addDays(date, 1);

/** A window whose end comes before its start is refused like any bad parameter (422). */
function checkWindow(from: string, to: string): void {
  if (from > to) {
    throw validationError([
      {
        loc: ['query', 'date_to'],
        msg: 'date_to must not be before date_from',
        type: 'value_error',
        input: to,
      },
    ]);
  }
}

/**
 * The id of the customer a write with this id makes: derived from the write id, so the record is
 * its own mark (found again by `findWritten`) and a retried write makes no second customer.
 */
function writtenCustomerId(writeId: string): string {
  return `poscust-${createHash('sha256').update(`sandbox.pos_customer\n${writeId}`).digest('hex').slice(0, 20)}`;
}

/** Per tax rate: the tax and the total, tax included, in cents. */
type Buckets = Map<string, { rate: number; tax: number; total: number }>;

/** An order's sales by tax rate, its refunded lines deducted. */
function netByRate(order: StoredPosOrder): Buckets {
  const buckets: Buckets = new Map();
  for (const tax of order.taxes ?? []) {
    const key = tax.tax_id ?? String(tax.tax_rate);
    buckets.set(key, { rate: tax.tax_rate, tax: cents(tax.tax_amount), total: cents(tax.total) });
  }
  for (const refund of order.refunds ?? []) {
    const bucket = buckets.get(refund.tax_id);
    if (!bucket) continue;
    bucket.tax -= cents(refund.tax_amount);
    bucket.total -= cents(refund.total);
  }
  return buckets;
}

function addInto(into: Buckets, from: Buckets): void {
  for (const [key, b] of from) {
    const sum = into.get(key) ?? { rate: b.rate, tax: 0, total: 0 };
    sum.tax += b.tax;
    sum.total += b.total;
    into.set(key, sum);
  }
}

function toTaxes(buckets: Buckets): PosTotalTax[] {
  return [...buckets.entries()]
    .sort(([, a], [, b]) => a.rate - b.rate)
    .map(([key, b]) => ({
      tax_id: key.startsWith('postax-') ? key : null,
      tax_rate: b.rate,
      tax_amount: euros(b.tax),
      total: euros(b.total),
    }));
}

const sum = (buckets: Buckets, field: 'tax' | 'total') =>
  [...buckets.values()].reduce((s, b) => s + b[field], 0);

/**
 * Sales are the closed orders of the business days, refunds deducted; an order eaten in is a
 * service (restaurant VAT), one taken away a supply of goods.
 */
const CATEGORY: Record<'service' | 'goods', PosReportCategory> = {
  service: 'Services subject to value-added tax.',
  goods: 'Supply of goods subject to value-added tax.',
};

export function connectSandboxPos(
  repo: SandboxRepository,
  connectionId: string,
  clock: () => Date,
): Pick<OperationHandlers, Breadth> {
  async function list<T>(
    kind: SandboxKind,
    page: PageRequest,
    toModel: (data: Data) => T,
    where?: SandboxWhere,
  ): Promise<Page<T>> {
    const { items, total } = await repo.list(connectionId, kind, {
      offset: pageOffset(page),
      limit: page.size,
      ...(where ? { where } : {}),
    });
    return { items: items.map(toModel), total, page: page.page, size: page.size };
  }

  /** Every record of a kind that matches (the Sandbox's sets are small: read in pages of 500). */
  async function all(kind: SandboxKind, where?: SandboxWhere): Promise<Data[]> {
    const out: Data[] = [];
    for (let offset = 0; ; offset += 500) {
      const { items, total } = await repo.list(connectionId, kind, {
        offset,
        limit: 500,
        ...(where ? { where } : {}),
      });
      out.push(...items);
      if (items.length < 500 || out.length >= total) return out;
    }
  }

  async function getBatch<T>(
    kind: SandboxKind,
    ids: readonly string[],
    thing: string,
    toModel: (data: Data) => T,
  ): Promise<(T | Error)[]> {
    const found = await repo.getMany(connectionId, kind, ids);
    const byId = new Map(found.map((r) => [r.id, r.data]));
    return ids.map((id) => {
      const data = byId.get(id);
      return data
        ? toModel(data)
        : new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `${thing} ${id} could not be found` });
    });
  }

  function inMemoryPage<T>(items: T[], page: PageRequest): Page<T> {
    const start = pageOffset(page);
    return {
      items: items.slice(start, start + page.size),
      total: items.length,
      page: page.page,
      size: page.size,
    };
  }

  /** The location asked for (the first one when none is), or 404. */
  async function locationOf(locationId: string | undefined): Promise<StoredPosLocation> {
    if (locationId === undefined) {
      const { items } = await repo.list(connectionId, 'pos_location', { offset: 0, limit: 1 });
      if (!items[0]) throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: 'No location' });
      return items[0] as unknown as StoredPosLocation;
    }
    const [found] = await repo.getMany(connectionId, 'pos_location', [locationId]);
    if (!found) {
      throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', {
        message: `Location ${locationId} could not be found`,
      });
    }
    return found.data as unknown as StoredPosLocation;
  }

  /** The closed orders of the business days `from`..`to` (each location's own), of one location or all. */
  async function closedOrders(from: string, to: string, locationId?: string): Promise<StoredPosOrder[]> {
    const rows = await all('pos_order', {
      equals: { state: 'closed', ...(locationId === undefined ? {} : { location_id: locationId }) },
      range: { field: 'business_day', from, to: nextDay(to) },
    });
    return rows as unknown as StoredPosOrder[];
  }

  async function customerExists(id: string): Promise<boolean> {
    return (await repo.getMany(connectionId, 'pos_customer', [id])).length > 0;
  }

  return {
    'pos.locations.list': (page) => list('pos_location', page, (d) => fromStored(posLocation, d)),

    'pos.orders.list': (page, filter) => {
      if (filter.date_from !== undefined && filter.date_to !== undefined) {
        checkWindow(filter.date_from, filter.date_to);
      }
      const equals: Record<string, string> = {};
      if (filter.location_id !== undefined) equals.location_id = filter.location_id;
      if (filter.state !== 'all') equals.state = filter.state;
      if (filter.closure_id !== undefined) equals.closure_id = filter.closure_id;
      const where: SandboxWhere = { equals };
      if (filter.date_from !== undefined || filter.date_to !== undefined) {
        where.range = {
          field: 'business_day',
          ...(filter.date_from === undefined ? {} : { from: filter.date_from }),
          ...(filter.date_to === undefined ? {} : { to: nextDay(filter.date_to) }),
        };
      }
      return list('pos_order', page, toOrder, where);
    },
    'pos.orders.get': (ids) => getBatch('pos_order', ids, 'Order', toOrder),
    'pos.orders.update': async (id, input) => {
      const [found] = await repo.getMany(connectionId, 'pos_order', [id]);
      if (!found) {
        throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `Order ${id} could not be found` });
      }
      const customerId = input.customer_id;
      if (customerId === undefined) return toOrder(found.data);
      if (customerId !== null && !(await customerExists(customerId))) {
        throw validationError([
          {
            loc: ['body', 'customer_id'],
            msg: 'Unknown customer_id',
            type: 'value_error',
            input: customerId,
          },
        ]);
      }
      // Setting the same customer twice leaves the order as the first time did.
      const data = { ...found.data, customer_id: customerId };
      await repo.update(connectionId, 'pos_order', id, data);
      return toOrder(data);
    },

    'pos.payments.list': (page, filter) => {
      checkWindow(filter.date_from, filter.date_to);
      return list('pos_payment', page, (d) => fromStored(posPayment, d), {
        range: { field: 'business_day', from: filter.date_from, to: nextDay(filter.date_to) },
      });
    },
    'pos.payment-methods.list': (page, { location_id }) =>
      list(
        'pos_payment_method',
        page,
        (d) => fromStored(posPaymentMethod, d),
        location_id === undefined
          ? undefined
          : { arrayContains: { field: 'location_ids', value: location_id } },
      ),

    'pos.sales.read': async ({ date_from, date_to, location_id }) => {
      checkWindow(date_from, date_to);
      if (location_id !== undefined) await locationOf(location_id);
      const buckets: Buckets = new Map();
      for (const order of await closedOrders(date_from, date_to, location_id))
        addInto(buckets, netByRate(order));
      const sales: PosSales = {
        total: euros(sum(buckets, 'total')),
        tax_amount: euros(sum(buckets, 'tax')),
        taxes: toTaxes(buckets),
      };
      return sales;
    },

    'pos.closures.read': async ({ date, location_id }) => {
      const location = await locationOf(location_id);
      const today = businessDayOf(clock().getTime(), location.timezone ?? 'UTC');
      // A day is closed once it is over in the location's time zone; an open day has no Z report yet.
      if (date >= today) return { date, status: 'open', closures: [] } satisfies PosClosure;
      const orders = await closedOrders(date, date, location.id);
      if (orders.length === 0) return { date, status: 'closed', closures: [] } satisfies PosClosure;
      const buckets: Buckets = new Map();
      const methods = new Map<string, { name: string | null; total: number; tip: number }>();
      for (const order of orders) {
        addInto(buckets, netByRate(order));
        for (const p of order.payments) {
          const key = p.payment_method_id ?? '';
          const m = methods.get(key) ?? { name: p.payment_method_name, total: 0, tip: 0 };
          m.total += cents(p.total);
          m.tip += cents(p.tip ?? 0);
          methods.set(key, m);
        }
      }
      const closure: PosClosure = {
        date,
        status: 'closed',
        closures: [
          {
            id: closureIdOf(location.id, date),
            total: euros([...methods.values()].reduce((s, m) => s + m.total, 0)),
            tax_amount: euros(sum(buckets, 'tax')),
            payments: [...methods.entries()].map(([id, m]) => ({
              payment_method_id: id || null,
              payment_method_name: m.name,
              tip: euros(m.tip),
              total: euros(m.total),
            })),
            taxes: toTaxes(buckets),
          },
        ],
      };
      return closure;
    },

    'pos.report.read': async ({ date, location_id }) => {
      const location = await locationOf(location_id);
      const orders = await closedOrders(date, date, location.id);
      const groups = new Map<'service' | 'goods', { buckets: Buckets; count: number }>();
      const payments = new Map<
        string,
        {
          method: string | null;
          name: string | null;
          taxId: string;
          rate: number;
          total: number;
          tax: number;
        }
      >();
      for (const order of orders) {
        const net = netByRate(order);
        const kind = order.mode === 'EAT_IN' ? 'service' : 'goods';
        const group = groups.get(kind) ?? { buckets: new Map(), count: 0 };
        addInto(group.buckets, net);
        group.count += 1;
        groups.set(kind, group);
        // Each payment spread over the order's rates in proportion, to the cent.
        const rates = [...net.entries()].filter(([, b]) => b.total !== 0);
        const netTotal = rates.reduce((s, [, b]) => s + b.total, 0);
        for (const p of order.payments) {
          let left = cents(p.total);
          for (const [i, [taxId, b]] of rates.entries()) {
            const share =
              i === rates.length - 1 || netTotal === 0
                ? left
                : Math.round((cents(p.total) * b.total) / netTotal);
            left -= share;
            const key = `${p.payment_method_id}|${taxId}`;
            const row = payments.get(key) ?? {
              method: p.payment_method_id,
              name: p.payment_method_name,
              taxId,
              rate: b.rate,
              total: 0,
              tax: 0,
            };
            row.total += share;
            row.tax += share - withoutTax(share, b.rate);
            payments.set(key, row);
          }
        }
      }
      const report: PosReport = {
        date,
        location_id: location.id,
        orders: [...groups.entries()].map(([kind, g]) => ({
          currency: 'EUR',
          total: euros(sum(g.buckets, 'total')),
          tax_amount: euros(sum(g.buckets, 'tax')),
          tax_duedatetypecode: null,
          category: CATEGORY[kind],
          total_orders: g.count,
          taxes: toTaxes(g.buckets),
        })),
        payments: [...payments.values()].map((row) => ({
          tax_id: row.taxId.startsWith('postax-') ? row.taxId : null,
          tax_rate: row.rate,
          tax_amount: euros(row.tax),
          total: euros(row.total),
          payment_method_id: row.method,
          payment_method_name: row.name,
          currency: 'EUR',
        })),
      };
      return report;
    },

    'pos.objectives.list': (page, { date_from, date_to, location_id }) => {
      checkWindow(date_from, date_to);
      return list(
        'pos_objective',
        page,
        (d) => {
          const o = d as unknown as StoredPosObjective;
          return { total: o.total, tax_amount: o.tax_amount, date: o.date };
        },
        {
          range: { field: 'date', from: date_from, to: nextDay(date_to) },
          ...(location_id === undefined ? {} : { equals: { location_id } }),
        },
      );
    },

    'pos.customers.list': async (page, { search, email, phone }) => {
      const needle = search?.toLowerCase();
      const digits = (value: string) => value.replace(/[^\d+]/g, '');
      const customers = (await all('pos_customer'))
        .map((d) => fromStored(posCustomer, d))
        .filter(
          (c) =>
            (email === undefined || c.email?.toLowerCase() === email.toLowerCase()) &&
            (phone === undefined || (c.phone !== null && digits(c.phone) === digits(phone))) &&
            (needle === undefined ||
              [c.name, c.email, c.phone].some((v) => v?.toLowerCase().includes(needle))),
        );
      return inMemoryPage(customers, page);
    },
    'pos.customers.get': (ids) =>
      getBatch('pos_customer', ids, 'Customer', (d) => fromStored(posCustomer, d)),
    'pos.customers.create': findableCreate(
      async (input, options) => {
        const id =
          options.writeId === undefined ? `poscust-${randomUUID()}` : writtenCustomerId(options.writeId);
        const customer: PosCustomer = {
          id,
          first_name: input.first_name,
          last_name: input.last_name,
          name: `${input.first_name} ${input.last_name}`,
          phone: input.phone ?? null,
          email: input.email ?? null,
          created_on: `${clock().toISOString().slice(0, 19)}Z`,
          addresses: input.address
            ? [
                {
                  address_type: 'main',
                  name: input.address.name,
                  street: input.address.street ?? null,
                  number: input.address.number ?? null,
                  box: input.address.box ?? null,
                  city: input.address.city,
                  postal_code: input.address.postal_code,
                  country: input.address.country ?? null,
                },
              ]
            : [],
          loyalty: 0,
          birthdate: null,
        };
        await repo.insertMany(connectionId, [{ kind: 'pos_customer', id, data: { ...customer } }]);
        return { ...customer, raw: { ...customer } };
      },
      async (writeId) => {
        const [found] = await repo.getMany(connectionId, 'pos_customer', [writtenCustomerId(writeId)]);
        return found ? fromStored(posCustomer, found.data) : null;
      },
    ),

    'pos.products.list': (page, { location_id }) =>
      list(
        'pos_product',
        page,
        (d) => fromStored(posProduct, d),
        location_id === undefined
          ? undefined
          : { arrayContains: { field: 'location_ids', value: location_id } },
      ),
    'pos.product-categories.list': async (page, { location_id, only_parents }) => {
      const where =
        location_id === undefined
          ? undefined
          : { arrayContains: { field: 'location_ids', value: location_id } };
      if (!only_parents)
        return list('pos_product_category', page, (d) => fromStored(posProductCategory, d), where);
      const parents = (await all('pos_product_category', where))
        .map((d) => fromStored(posProductCategory, d))
        .filter((c) => c.id_parent === null);
      return inMemoryPage(parents, page);
    },
    'pos.accounting-categories.list': (page, { location_id }) =>
      list(
        'pos_accounting_category',
        page,
        (d) => fromStored(posAccountingCategory, d),
        location_id === undefined
          ? undefined
          : { arrayContains: { field: 'location_ids', value: location_id } },
      ),
    'pos.tax-rates.list': (page) => list('pos_tax_rate', page, (d) => fromStored(posTaxRate, d)),
  };
}

function toOrder(data: Data): PosOrder {
  return fromStored(posOrder, data);
}
