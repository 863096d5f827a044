import { createHash, randomUUID } from 'node:crypto';
import { LintelError, validationError } from '../../errors.js';
import {
  type Api,
  type ContactType,
  contact,
  type ModifierGroup,
  type OperationId,
  opportunity,
  type Page,
  type PageRequest,
  type PmsOrder,
  type PmsOrderFilter,
  type Product,
  type ProductInput,
  pageOffset,
  pmsOrder,
  pmsTaxRate,
  product,
  taxCode,
} from '../../model/index.js';
import {
  type ConnectionHandle,
  type ConnectorDefinition,
  type CreateOptions,
  findableCreate,
  type OperationHandlers,
} from '../connector.js';
import { withoutZone } from '../local-time.js';
import { connectInvoicingBreadth, INVOICING_BREADTH_OPERATIONS } from './invoicing.js';
import { connectPmsBreadth, PMS_BREADTH_OPERATIONS } from './pms.js';
import { connectSandboxPos, SANDBOX_POS_OPERATIONS } from './pos.js';
import { fromStored, type StoredData } from './records.js';
import { type StoredModifierGroup, sandboxSeed, toSandboxRecord } from './seed.js';
import type { SandboxKind, SandboxRepository, SandboxWhere } from './types.js';

export { sandboxSeed } from './seed.js';

const INVOICING_OPERATIONS = [
  'invoicing.taxes.list',
  'invoicing.taxes.get',
  'invoicing.products.list',
  'invoicing.products.get',
  'invoicing.products.create',
  'invoicing.opportunities.list',
  'invoicing.opportunities.get',
  'invoicing.contacts.list',
  'invoicing.contacts.get',
  ...INVOICING_BREADTH_OPERATIONS,
] as const satisfies readonly OperationId[];
const POS_OPERATIONS = SANDBOX_POS_OPERATIONS;
const PMS_OPERATIONS = [
  'pms.taxes.list',
  'pms.orders.list',
  ...PMS_BREADTH_OPERATIONS,
] as const satisfies readonly OperationId[];

/**
 * The three Sandbox connectors (integrations 1, 2 and 3, contract §5). They need no credentials:
 * their "vendor" is Lintel's own database, reached through `repo`. Each connection gets its own
 * copy of the demo data when it is created (`onConnectionCreated`), and writes persist there.
 * `clock` dates the seed (tests pin it).
 */
export function createSandboxConnectors(
  repo: SandboxRepository,
  clock: () => Date = () => new Date(),
): ConnectorDefinition[] {
  const seed = (api: Api) => async (connection: ConnectionHandle) => {
    await repo.insertMany(connection.id, sandboxSeed(api, clock()));
  };
  /**
   * Connections made by an earlier version lack the kinds of record added since (invoices, POS
   * orders…): at start they get those kinds' seed, in one statement per integration.
   */
  const upgrade = (api: Api, integrationId: number) => async () => {
    // A cheap question first: a restart with nothing to upgrade builds and sends no seed.
    const missing = new Set(await repo.missingKinds(integrationId, SEED_KINDS[api]));
    if (missing.size === 0) return;
    const records = sandboxSeed(api, clock()).filter((r) => missing.has(r.kind));
    await repo.insertMissingKinds(integrationId, records);
  };
  return [
    {
      integrationId: 1,
      name: 'Sandbox Invoicing',
      description:
        'Demo invoicing data kept by Lintel itself: tax codes, products, opportunities, contacts, invoices and credit notes (paid, partially paid, unpaid), payments, payment methods, two bank accounts with transactions',
      api: 'invoicing',
      status: 'active',
      supportedCountries: null,
      brandColor: '#2f6f5e',
      credentials: [],
      local: true,
      capabilities: INVOICING_OPERATIONS,
      onConnectionCreated: seed('invoicing'),
      onStart: upgrade('invoicing', 1),
      connect: (connection) => ({
        ...connectInvoicing(repo, connection.id),
        ...connectInvoicingBreadth(repo, connection.id, clock),
      }),
    },
    {
      integrationId: 2,
      name: 'Sandbox POS',
      description:
        'Demo point-of-sale data kept by Lintel itself: a coffee chain with shops in Brussels, Antwerp and Lisbon, a month of orders with payments and refunds, daily closures, products, customers',
      api: 'pos',
      status: 'active',
      supportedCountries: null,
      brandColor: '#2f6f5e',
      credentials: [],
      local: true,
      capabilities: POS_OPERATIONS,
      onConnectionCreated: seed('pos'),
      onStart: upgrade('pos', 2),
      connect: (connection) => connectPos(repo, connection.id, clock),
    },
    {
      integrationId: 3,
      name: 'Sandbox PMS',
      description:
        'Demo hotel data kept by Lintel itself: three properties (Brussels, Antwerp, Lisbon) with tax rates, ' +
        'orders, closed bills as invoices with their payments (card, cash, company transfer), guests and ' +
        'companies, payment methods and accounting categories with ledger accounts, journal lines and daily closures',
      api: 'pms',
      status: 'active',
      supportedCountries: null,
      brandColor: '#2f6f5e',
      credentials: [],
      local: true,
      capabilities: PMS_OPERATIONS,
      onConnectionCreated: seed('pms'),
      onStart: upgrade('pms', 3),
      connect: (connection) => connectPms(repo, connection.id, clock),
    },
  ];
}

type Handlers<Ops extends readonly OperationId[]> = Pick<OperationHandlers, Ops[number]>;

/** The kinds of record each API's seed holds (a test holds them to the seed). */
export const SEED_KINDS: Record<Api, SandboxKind[]> = {
  invoicing: [
    'tax',
    'product',
    'opportunity',
    'contact',
    'payment_method',
    'bank_account',
    'invoice',
    'invoicing_payment',
    'bank_transaction',
  ],
  pos: [
    'modifier_group',
    'pos_location',
    'pos_tax_rate',
    'pos_payment_method',
    'pos_accounting_category',
    'pos_product_category',
    'pos_product',
    'pos_customer',
    'pos_order',
    'pos_payment',
    'pos_objective',
  ],
  pms: [
    'pms_tax',
    'pms_order',
    'pms_location',
    'pms_customer',
    'pms_accounting_category',
    'pms_payment_method',
    'pms_invoice',
    'pms_payment',
    'pms_accounting_transaction',
  ],
};

function connectInvoicing(
  repo: SandboxRepository,
  connectionId: string,
): Omit<Handlers<typeof INVOICING_OPERATIONS>, (typeof INVOICING_BREADTH_OPERATIONS)[number]> {
  const list = listOf(repo, connectionId);
  const get = getOf(repo, connectionId);
  return {
    'invoicing.taxes.list': (page) => list('tax', page, (d) => fromStored(taxCode, d)),
    'invoicing.taxes.get': (ids) => get('tax', ids, 'Tax code', (d) => fromStored(taxCode, d)),

    'invoicing.products.list': (page) => list('product', page, (d) => fromStored(product, d)),
    'invoicing.products.get': (ids) => get('product', ids, 'Product', (d) => fromStored(product, d)),

    'invoicing.opportunities.list': (page) => list('opportunity', page, (d) => fromStored(opportunity, d)),
    'invoicing.opportunities.get': (ids) =>
      get('opportunity', ids, 'Opportunity', (d) => fromStored(opportunity, d)),

    'invoicing.products.create': findableCreate(
      (input, options) => createProduct(repo, connectionId, input, options),
      async (writeId) => {
        const [found] = await repo.getMany(connectionId, 'product', [writtenProductId(writeId)]);
        return found ? fromStored(product, found.data) : null;
      },
    ),

    'invoicing.contacts.list': (page, { contact_type }) =>
      list('contact', page, (d) => fromStored(contact, d), contactTypeWhere(contact_type)),
    'invoicing.contacts.get': (ids) => get('contact', ids, 'Contact', (d) => fromStored(contact, d)),
  };
}

/**
 * The id of the product a write with this id makes: derived from the write id, so the record
 * is its own mark (found again by `findWritten`) and a second insert of the same write fails on
 * the primary key instead of making a second product.
 */
function writtenProductId(writeId: string): string {
  const h = createHash('sha256').update(`sandbox.product\n${writeId}`).digest('hex');
  // UUID layout, version 8 (custom), RFC 9562 variant.
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function createProduct(
  repo: SandboxRepository,
  connectionId: string,
  input: ProductInput,
  options: CreateOptions,
): Promise<Product> {
  if (input.tax_id !== undefined) {
    const [tax] = await repo.getMany(connectionId, 'tax', [input.tax_id]);
    if (!tax) {
      throw validationError([
        { loc: ['body', 'tax_id'], msg: 'Unknown tax_id', type: 'value_error', input: input.tax_id },
      ]);
    }
  }
  const id = options.writeId === undefined ? randomUUID() : writtenProductId(options.writeId);
  const product: Product = {
    id,
    source_ref: { id, model: 'sandbox.product' },
    name: input.name,
    unit_price: input.unit_price ?? null,
    tax_id: input.tax_id ?? null,
    code: input.code ?? null,
    unit: input.unit ?? null,
    category: input.category ?? null,
    currency: input.currency ?? 'EUR',
    description: input.description ?? null,
    cost: input.cost ?? null,
    // A new catalogue entry has no stock until goods are received.
    available_quantity: 0,
  };
  const record = toSandboxRecord('product', product);
  await repo.insertMany(connectionId, [record]);
  return { ...product, raw: record.data };
}

/**
 * `contact_type` on the flags the seed stores (`data->>'is_customer' = 'true'`). A contact may
 * be customer and supplier at once, and people of a company may be neither: the types overlap
 * and need not add up to `all`.
 */
function contactTypeWhere(type: ContactType): SandboxWhere | undefined {
  if (type === 'all') return undefined;
  const flag = { prospect: 'is_prospect', customer: 'is_customer', supplier: 'is_supplier' }[type];
  return { equals: { [flag]: 'true' } };
}

function connectPos(
  repo: SandboxRepository,
  connectionId: string,
  clock: () => Date,
): Handlers<typeof POS_OPERATIONS> {
  const list = listOf(repo, connectionId);
  return {
    ...connectSandboxPos(repo, connectionId, clock),
    'pos.modifiers.list': (page, { location_id: locationId }) =>
      list(
        'modifier_group',
        page,
        (d) => toModifierGroup(d, locationId ?? null),
        locationId === undefined
          ? undefined
          : { arrayContains: { field: 'location_ids', value: locationId } },
      ),
  };
}

function connectPms(
  repo: SandboxRepository,
  connectionId: string,
  clock: () => Date,
): Handlers<typeof PMS_OPERATIONS> {
  const list = listOf(repo, connectionId);
  return {
    ...connectPmsBreadth(repo, connectionId, clock),
    'pms.taxes.list': (page) => list('pms_tax', page, (d) => fromStored(pmsTaxRate, d)),
    'pms.orders.list': (page, filter) => list('pms_order', page, toPmsOrder, pmsOrderWhere(filter)),
  };
}

/**
 * A batch get for a DataLoader: one query for every id, then one answer per id in order, the
 * record or a 404 naming the `thing` (`Contact contact-9999 could not be found`).
 */
function getOf(repo: SandboxRepository, connectionId: string) {
  return async <T>(
    kind: SandboxKind,
    ids: readonly string[],
    thing: string,
    toModel: (data: StoredData) => T,
  ): Promise<(T | Error)[]> => {
    const found = await repo.getMany(connectionId, kind, ids);
    const byId = new Map(found.map((r) => [r.id, r.data]));
    return ids.map((id) => {
      const data = byId.get(id);
      return data
        ? toModel(data)
        : new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `${thing} ${id} could not be found` });
    });
  };
}

function listOf(repo: SandboxRepository, connectionId: string) {
  return async <T>(
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
}

/**
 * Chift's order states: `closed` lists the orders closed within the window; `consumed` (and no
 * state) lists the orders whose service falls within it, whether or not they are closed since.
 * Pitfall: the store compares date-times as text. A bare `YYYY-MM-DD` sorts before every
 * `YYYY-MM-DDTHH:MM:SSZ` of that day, so `[dateFrom, dateTo + 1 day)` covers whole days.
 */
export function pmsOrderWhere(filter: PmsOrderFilter): SandboxWhere {
  const closed = filter.state === 'closed';
  const where: SandboxWhere = {};
  if (closed) where.notNull = ['closing_date'];
  where.range = {
    field: closed ? 'closing_date' : 'service_date',
    from: filter.date_from,
    to: nextDay(filter.date_to),
  };
  if (filter.location_id !== undefined) where.equals = { location_id: filter.location_id };
  return where;
}

function nextDay(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) {
    throw validationError([
      { loc: ['query', 'date_to'], msg: 'Input should be a valid date', type: 'date_parsing', input: date },
    ]);
  }
  return new Date(ms + 86_400_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Stored record → unified model. The stored data already is the model object (the seed and the
// product write build it), but it may carry filter fields (`location_ids`, `location_prices`):
// copy exactly the model's keys, and keep the whole record as `raw`.

function toModifierGroup(data: StoredData, locationId: string | null): ModifierGroup {
  // Our own database: the shape is the one the seed wrote (StoredModifierGroup).
  const group = data as unknown as StoredModifierGroup;
  return {
    id: group.id,
    name: group.name,
    options: group.options.map((o) => ({
      id: o.id,
      name: o.name,
      price: (locationId === null ? undefined : o.location_prices[locationId]) ?? o.price,
    })),
    raw: data,
  };
}

/**
 * A stored order as the model's: earlier versions wrote reservation times with the hotel's UTC
 * offset (`2023-04-23T16:00:00+02:00`); they are read without it (contract §0), the wall-clock
 * time they already held. `raw` keeps the record as stored.
 */
function toPmsOrder(data: StoredData): PmsOrder {
  const order = fromStored(pmsOrder, data);
  const reservation = order.reservation;
  if (!reservation) return order;
  return {
    ...order,
    reservation: {
      ...reservation,
      start_date: withoutZone(reservation.start_date),
      end_date: withoutZone(reservation.end_date),
      creation_date: withoutZone(reservation.creation_date),
    },
  };
}
