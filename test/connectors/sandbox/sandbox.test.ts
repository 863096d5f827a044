import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectionHandle,
  ConnectorDefinition,
  ConnectorInstance,
  OperationHandlers,
} from '../../../src/connectors/connector.js';
import {
  createSandboxConnectors,
  sandboxSeed,
  sandboxSeedKey,
} from '../../../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../../../src/connectors/sandbox/types.js';
import { isLintelError, LintelError } from '../../../src/errors.js';
import {
  operationsOfApi,
  type PmsOrder,
  type PmsOrderFilter,
  pmsOrderFilter,
  withPmsOrderWindow,
} from '../../../src/model/index.js';
import { type Database, openPglite, openPostgres } from '../../../src/store/db.js';
import { migrate } from '../../../src/store/migrations/index.js';
import { createSandboxStore } from '../../../src/store/sandbox.js';

// A fixed clock: the seed dates everything relative to it.
const NOW = new Date('2025-03-15T09:30:00Z');
const DAY_MS = 86_400_000;

let db: Database;
let repo: SandboxRepository;
let definitions: ConnectorDefinition[];
let accountId: string;
let consumerId: string;
const schema = `test_sandbox_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

beforeAll(async () => {
  // The same suite runs on PostgreSQL when DATABASE_URL is set, each run in its own schema.
  const url = process.env['DATABASE_URL'];
  db = url ? await openPostgres({ url, schema }) : await openPglite('memory://');
  await migrate(db);
  repo = createSandboxStore(db);
  definitions = createSandboxConnectors(repo, () => NOW);
  accountId = randomUUID();
  consumerId = randomUUID();
  await db.query('insert into accounts(id, name) values ($1, $2)', [accountId, 'Sandbox test account']);
  await db.query('insert into consumers(id, account_id, name) values ($1, $2, $3)', [
    consumerId,
    accountId,
    'Sandbox test consumer',
  ]);
});

afterAll(async () => {
  if (!db) return;
  if (db.kind === 'postgres') await db.query(`drop schema ${schema} cascade`);
  await db.close();
});

function definition(integrationId: number): ConnectorDefinition {
  const found = definitions.find((d) => d.integrationId === integrationId);
  if (!found) throw new Error(`no sandbox definition ${integrationId}`);
  return found;
}

/** A connection row (foreign keys of sandbox_records) whose data the definition has seeded. */
async function newConnection(
  integrationId: number,
  seeding: ConnectorDefinition = definition(integrationId),
): Promise<ConnectionHandle> {
  const connection: ConnectionHandle = { id: randomUUID(), credentials: {} };
  await db.query(
    `insert into connections(id, account_id, consumer_id, integration_id, name, credentials)
     values ($1, $2, $3, $4, $5, $6)`,
    [connection.id, accountId, consumerId, integrationId, `sandbox ${integrationId}`, ''],
  );
  await seeding.onConnectionCreated?.(connection);
  return connection;
}

function handler<Op extends keyof OperationHandlers>(
  instance: ConnectorInstance,
  op: Op,
): OperationHandlers[Op] {
  const h = instance[op];
  if (!h) throw new Error(`connector instance lacks ${op}`);
  return h.bind(instance) as OperationHandlers[Op];
}

// Field kinds of the unified model, written out here independently of the implementation.
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';
type Shape = Record<string, Kind | `${Kind}|null`>;

const refShape: Shape = { id: 'string|null', model: 'string|null' };

function kindOf(value: unknown): Kind | 'null' | 'undefined' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean' || t === 'object' || t === 'undefined') return t;
  throw new Error(`unexpected ${t}`);
}

/** `value` has exactly the keys of `shape` (plus `raw` when `withRaw`), each of the given kind. */
function expectShape(value: unknown, shape: Shape, withRaw: boolean, where: string): void {
  expect(kindOf(value), where).toBe('object');
  const record = value as Record<string, unknown>;
  const expectedKeys = [...Object.keys(shape), ...(withRaw ? ['raw'] : [])].sort();
  expect(Object.keys(record).sort(), where).toEqual(expectedKeys);
  for (const [key, kind] of Object.entries(shape)) {
    const allowed = kind.split('|');
    expect(allowed, `${where}.${key} = ${JSON.stringify(record[key])}`).toContain(kindOf(record[key]));
  }
}

/** The raw payload is the stored record, and the model fields are copied from it unchanged. */
function expectRawMatches(item: Record<string, unknown>, where: string): void {
  const raw = item['raw'] as Record<string, unknown>;
  expect(kindOf(raw), where).toBe('object');
  for (const [key, value] of Object.entries(item)) {
    if (key !== 'raw' && key !== 'options') expect(raw[key], `${where}.${key}`).toEqual(value);
  }
}

const cents = (euros: number) => Math.round(euros * 100);
const dateRe = /^\d{4}-\d{2}-\d{2}$/;
const utcDateTimeRe = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
// The hotels' wall-clock time (Europe/Brussels), without zone designator (contract §0).
const localDateTimeRe = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe('sandbox connector definitions', () => {
  it('declares the four integrations of the contract, without credentials', () => {
    expect(definitions.map((d) => [d.integrationId, d.name, d.api, d.status])).toEqual([
      [1, 'Sandbox Invoicing', 'invoicing', 'active'],
      [2, 'Sandbox POS', 'pos', 'active'],
      [3, 'Sandbox PMS', 'pms', 'active'],
      [4, 'Sandbox Accounting', 'accounting', 'active'],
    ]);
    for (const d of definitions) expect(d.credentials).toEqual([]);
    // The Sandbox is the reference of each API: it serves every operation the model declares.
    for (const d of definitions) {
      expect([...d.capabilities].sort(), d.name).toEqual([...operationsOfApi(d.api)].sort());
      expect(d.capabilities.length, d.name).toBeGreaterThan(9);
    }
  });

  it('implements exactly the declared capabilities', () => {
    for (const d of definitions) {
      const instance = d.connect({ id: randomUUID(), credentials: {} });
      const handlers = Object.entries(instance)
        .filter(([, v]) => typeof v === 'function')
        .map(([k]) => k);
      expect(handlers.sort(), d.name).toEqual([...d.capabilities].sort());
      expect(Object.keys(instance).sort(), d.name).toEqual([...d.capabilities].sort());
    }
  });

  it('seeds each connection with its own data', async () => {
    const a = await newConnection(1);
    const b = await newConnection(1);
    const created = await handler(
      definition(1).connect(a),
      'invoicing.products.create',
    )({ name: 'Only in A' });
    expect(await repo.getMany(a.id, 'product', [created.id])).toHaveLength(1);
    expect(await repo.getMany(b.id, 'product', [created.id])).toHaveLength(0);
    const [listA, listB] = await Promise.all([
      repo.list(a.id, 'product', { offset: 0, limit: 100 }),
      repo.list(b.id, 'product', { offset: 0, limit: 100 }),
    ]);
    expect(listA.total).toBe(listB.total + 1);
  });

  it('keeps the seed of a key that comes again and copies it to the next connections of that key', async () => {
    // An instant no other test seeds at, so that the first connection here makes its seed.
    const base = new Date('2025-03-16T11:00:00Z');
    let at = base;
    let builds = 0;
    // A store of its own: what it remembers of earlier keys starts empty.
    const store = createSandboxStore(db);
    const counting: SandboxRepository = {
      ...store,
      seed: (connectionId, request) =>
        store.seed(connectionId, {
          ...request,
          build: () => {
            builds++;
            return request.build();
          },
        }),
    };
    const pos = createSandboxConnectors(counting, () => at).find((d) => d.integrationId === 2)!;
    /** A new POS connection's records in listing order, as the seed made at `at` has them. */
    const seeded = async () => {
      const connection = await newConnection(2, pos);
      const rows = await db.query<{ kind: string; id: string; data: unknown }>(
        'select kind, id, data from sandbox_records where connection_id = $1 order by seq',
        [connection.id],
      );
      return rows.map((r) => ({ kind: r.kind, id: r.id, data: r.data }));
    };
    const expected = (now: Date) =>
      sandboxSeed('pos', now).map((r) => ({
        kind: r.kind,
        id: r.id,
        data: JSON.parse(JSON.stringify(r.data)),
      }));

    // The first connection under a key gets its records directly; the second keeps the seed.
    const first = await seeded();
    expect(builds).toBe(1);
    expect(first).toEqual(expected(base));
    expect(await seeded()).toEqual(first);
    expect(builds).toBe(2);
    // The POS seed depends on the clock to the second: later in the same second, a copy.
    at = new Date(base.getTime() + 999);
    expect(await seeded()).toEqual(first);
    expect(builds).toBe(2);
    // The next second is another key: made again, what that instant's seed is, then kept.
    at = new Date(base.getTime() + 1000);
    const later = await seeded();
    expect(later).toEqual(expected(at));
    expect(later).not.toEqual(first);
    expect(await seeded()).toEqual(later);
    expect(await seeded()).toEqual(later);
    expect(builds).toBe(4);
    // One seed per API is kept: the earlier key's is gone.
    const keys = await db.query<{ key: string }>("select distinct key from sandbox_seeds where api = 'pos'");
    expect(keys.map((k) => k.key)).toEqual(['2025-03-16T11:00:01Z']);
  });

  it('names by its key every instant that makes the same seed', () => {
    // Instants inside one key (the same day for invoicing, the same second for POS and PMS),
    // around the times the seeds look at: midnight in Lisbon and Brussels, the hour of a seed's
    // open order, a company's transfer due at 09:xx UTC.
    const instants = [
      '2025-03-15T00:00:00.000Z',
      '2025-03-15T00:59:59.999Z',
      '2025-03-15T09:00:00.250Z',
      '2025-03-15T22:59:59.500Z',
      '2025-10-26T00:59:59.900Z',
    ];
    for (const api of ['invoicing', 'pos', 'pms'] as const) {
      for (const text of instants) {
        const at = new Date(text);
        const start = new Date(
          api === 'invoicing' ? `${text.slice(0, 10)}T00:00:00.000Z` : `${text.slice(0, 19)}.000Z`,
        );
        expect(sandboxSeedKey(api, at), `${api} ${text}`).toBe(sandboxSeedKey(api, start));
        expect(sandboxSeed(api, at), `${api} ${text}`).toEqual(sandboxSeed(api, start));
      }
    }
    expect(sandboxSeedKey('invoicing', NOW)).toBe('2025-03-15');
    expect(sandboxSeedKey('pms', NOW)).toBe('2025-03-15T09:30:00Z');
  });

  it('seeds the same data for the same clock, and only the records of the API', () => {
    expect(sandboxSeed('invoicing', NOW)).toEqual(sandboxSeed('invoicing', NOW));
    expect(new Set(sandboxSeed('invoicing', NOW).map((r) => r.kind))).toEqual(
      new Set([
        'tax',
        'product',
        'opportunity',
        'contact',
        'payment_method',
        'bank_account',
        'invoice',
        'invoicing_payment',
        'bank_transaction',
      ]),
    );
    expect(new Set(sandboxSeed('pos', NOW).map((r) => r.kind))).toEqual(
      new Set([
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
      ]),
    );
    expect(new Set(sandboxSeed('pms', NOW).map((r) => r.kind))).toEqual(
      new Set([
        'pms_tax',
        'pms_order',
        'pms_location',
        'pms_customer',
        'pms_accounting_category',
        'pms_payment_method',
        'pms_invoice',
        'pms_payment',
        'pms_accounting_transaction',
      ]),
    );
    for (const api of ['invoicing', 'pos', 'pms'] as const) {
      const records = sandboxSeed(api, NOW);
      for (const r of records) expect(r.data['id'], r.id).toBe(r.id);
      const keys = records.map((r) => `${r.kind}/${r.id}`);
      expect(new Set(keys).size, api).toBe(keys.length);
    }
  });
});

describe('Sandbox Invoicing', () => {
  let connection: ConnectionHandle;
  let instance: ConnectorInstance;

  beforeAll(async () => {
    connection = await newConnection(1);
    instance = definition(1).connect(connection);
  });

  const taxShape: Shape = {
    id: 'string',
    source_ref: 'object',
    label: 'string',
    rate: 'number',
    type: 'string',
    code: 'string|null',
    scope: 'string|null',
    active: 'boolean|null',
  };

  it('lists tax codes: sale, purchase and both, national, intra-EU and export, one archived', async () => {
    const page = await handler(instance, 'invoicing.taxes.list')({ page: 1, size: 100 }, {});
    expect(page.page).toBe(1);
    expect(page.size).toBe(100);
    expect(page.total).toBe(page.items.length);
    expect(page.total).toBeGreaterThanOrEqual(12);
    for (const tax of page.items) {
      expectShape(tax, taxShape, true, tax.id);
      expectShape(tax.source_ref, refShape, false, `${tax.id}.source_ref`);
      expect(tax.source_ref.model).toBe('sandbox.tax');
      expectRawMatches(tax as unknown as Record<string, unknown>, tax.id);
      expect(['sale', 'purchase', 'both', 'unknown']).toContain(tax.type);
      expect(['nat', 'eu', 'int', 'unknown', null]).toContain(tax.scope);
    }
    expect(new Set(page.items.map((t) => t.type))).toEqual(new Set(['sale', 'purchase', 'both']));
    expect(new Set(page.items.map((t) => t.scope))).toEqual(new Set(['nat', 'eu', 'int']));
    const saleRates = page.items
      .filter((t) => t.type === 'sale' && t.scope === 'nat' && t.active)
      .map((t) => t.rate);
    expect(saleRates.sort((a, b) => a - b)).toEqual([0, 6, 12, 21]);
    expect(page.items.filter((t) => t.active === false)).toHaveLength(1);
    expect(page.items.filter((t) => t.type === 'purchase' && t.scope === 'eu').length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('pages tax codes by offset, keeping the total', async () => {
    const list = handler(instance, 'invoicing.taxes.list');
    const all = await list({ page: 1, size: 100 }, {});
    const second = await list({ page: 2, size: 5 }, {});
    expect(second).toMatchObject({ page: 2, size: 5, total: all.total });
    expect(second.items.map((t) => t.id)).toEqual(all.items.slice(5, 10).map((t) => t.id));
    const one = await list({ page: all.total, size: 1 }, {});
    expect(one.items.map((t) => t.id)).toEqual([all.items.at(-1)?.id]);
    const beyond = await list({ page: 100, size: 100 }, {});
    expect(beyond).toEqual({ items: [], total: all.total, page: 100, size: 100 });
  });

  it('lists opportunities in several stages, open, won and lost', async () => {
    const page = await handler(instance, 'invoicing.opportunities.list')({ page: 1, size: 50 }, {});
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(12);
    const shape: Shape = {
      id: 'string',
      source_ref: 'object',
      name: 'string',
      total: 'number',
      probability: 'number',
      status: 'string',
      partner_id: 'string|null',
      comment: 'string|null',
      currency: 'string|null',
      description: 'string|null',
      pipe_status: 'string|null',
      pipe_name: 'string|null',
      created_date: 'string|null',
      due_date: 'string|null',
      end_date: 'string|null',
      is_won: 'boolean',
      owner_ref: 'object|null',
    };
    const contacts = await repo.list(connection.id, 'contact', { offset: 0, limit: 100 });
    const contactIds = new Set(contacts.items.map((c) => c['id']));
    const today = NOW.toISOString().slice(0, 10);
    for (const o of page.items) {
      expectShape(o, shape, true, o.id);
      expectShape(o.owner_ref, { ...refShape, name: 'string|null' }, false, `${o.id}.owner_ref`);
      expectRawMatches(o as unknown as Record<string, unknown>, o.id);
      expect(o.is_won, o.id).toBe(o.status === 'won');
      expect(o.created_date).toMatch(dateRe);
      expect(o.created_date! <= today).toBe(true);
      expect(contactIds.has(o.partner_id)).toBe(true);
      if (o.status === 'open') expect(o.end_date).toBeNull();
      else expect(o.end_date).toMatch(dateRe);
    }
    expect(new Set(page.items.map((o) => o.status))).toEqual(new Set(['open', 'won', 'lost']));
    expect(new Set(page.items.map((o) => o.pipe_status)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(page.items.map((o) => o.pipe_name)).size).toBeGreaterThanOrEqual(2);
  });

  const contactShape: Shape = {
    id: 'string',
    source_ref: 'object',
    is_prospect: 'boolean|null',
    is_customer: 'boolean|null',
    is_supplier: 'boolean|null',
    is_company: 'boolean|null',
    company_name: 'string|null',
    first_name: 'string|null',
    last_name: 'string|null',
    email: 'string|null',
    phone: 'string|null',
    mobile: 'string|null',
    company_id: 'string|null',
    vat: 'string|null',
    company_number: 'string|null',
    currency: 'string|null',
    language: 'string|null',
    comment: 'string|null',
    customer_account_number: 'string|null',
    supplier_account_number: 'string|null',
    birthdate: 'string|null',
    gender: 'string|null',
    addresses: 'array|null',
    external_reference: 'string|null',
  };
  const addressShape: Shape = {
    address_type: 'string',
    name: 'string|null',
    phone: 'string|null',
    mobile: 'string|null',
    email: 'string|null',
    street: 'string|null',
    number: 'string|null',
    box: 'string|null',
    city: 'string|null',
    postal_code: 'string|null',
    country: 'string|null',
  };

  it('reads contacts in one batch, in order, with an error for each unknown id', async () => {
    let calls = 0;
    const counting: SandboxRepository = {
      ...repo,
      getMany: (...args) => {
        calls++;
        return repo.getMany(...args);
      },
    };
    const get = handler(
      createSandboxConnectors(counting, () => NOW)[0]!.connect(connection),
      'invoicing.contacts.get',
    );
    const results = await get(['contact-0002', 'contact-9999', 'contact-0001', 'contact-0002'], {});
    expect(calls).toBe(1);
    expect(results).toHaveLength(4);
    const [person, missing, company, again] = results;
    expect(person).toMatchObject({ id: 'contact-0002', company_id: 'contact-0001', is_company: false });
    expect(company).toMatchObject({ id: 'contact-0001', is_company: true });
    expect(again).toEqual(person);
    expect(isLintelError(missing)).toBe(true);
    expect(missing).toMatchObject({
      code: 'ERROR_API_RESOURCE_NOT_FOUND',
      status: 404,
      message: 'Contact contact-9999 could not be found',
    });
    expect(await get([], {})).toEqual([]);
  });

  it('has companies and persons with addresses, flags, accounts, VAT numbers and languages', async () => {
    const { items: stored, total } = await repo.list(connection.id, 'contact', { offset: 0, limit: 100 });
    expect(total).toBeGreaterThanOrEqual(10);
    const results = await handler(instance, 'invoicing.contacts.get')(
      stored.map((c) => String(c['id'])),
      {},
    );
    const contacts = results.map((r) => {
      if (r instanceof Error) throw r;
      return r;
    });
    const byId = new Map(contacts.map((c) => [c.id, c]));
    for (const c of contacts) {
      expectShape(c, contactShape, true, c.id);
      expectShape(c.source_ref, refShape, false, `${c.id}.source_ref`);
      expectRawMatches(c as unknown as Record<string, unknown>, c.id);
      for (const a of c.addresses ?? []) {
        expectShape(a, addressShape, false, `${c.id}.address`);
        expect(['main', 'delivery', 'invoice', 'other']).toContain(a.address_type);
      }
      if (c.company_id !== null) expect(byId.get(c.company_id)?.is_company, c.id).toBe(true);
      if (c.is_company) expect(c.company_name).toBeTruthy();
      else expect(c.last_name).toBeTruthy();
      if (c.is_customer) expect(c.customer_account_number).toBe('400000');
      if (c.is_supplier) expect(c.supplier_account_number).toBe('440000');
    }
    const companies = contacts.filter((c) => c.is_company);
    const persons = contacts.filter((c) => !c.is_company);
    expect(companies.length).toBeGreaterThanOrEqual(4);
    expect(persons.filter((p) => p.company_id !== null).length).toBeGreaterThanOrEqual(3);
    expect(contacts.some((c) => c.is_customer && c.is_supplier)).toBe(true);
    expect(contacts.some((c) => c.is_prospect)).toBe(true);
    const countries = new Set(contacts.flatMap((c) => (c.addresses ?? []).map((a) => a.country)));
    expect(countries).toEqual(new Set(['BE', 'FR', 'NL']));
    for (const lang of ['fr_BE', 'nl_BE', 'en_US'])
      expect(contacts.some((c) => c.language === lang)).toBe(true);
    expect(
      companies
        .filter((c) => c.vat !== null)
        .every((c) => /^(BE0\d{9}|FR\d{11}|NL\d{9}B\d{2})$/.test(c.vat!)),
    ).toBe(true);
    const withBirth = contacts.filter((c) => c.birthdate !== null);
    expect(withBirth).toHaveLength(1);
    expect(withBirth[0]?.birthdate).toMatch(dateRe);
    expect(['H', 'F', 'N/A']).toContain(withBirth[0]?.gender);
  });

  it('seeds products with and without stock', async () => {
    const { items } = await repo.list(connection.id, 'product', { offset: 0, limit: 100 });
    expect(items.length).toBeGreaterThanOrEqual(6);
    const services = items.filter((p) => p['category'] === 'Services');
    expect(services.length).toBeGreaterThanOrEqual(2);
    for (const s of services) expect(s['available_quantity']).toBe(0);
    expect(items.filter((p) => Number(p['available_quantity']) > 0).length).toBeGreaterThanOrEqual(3);
    const taxes = await repo.getMany(
      connection.id,
      'tax',
      items.map((p) => String(p['tax_id'])),
    );
    expect(new Set(taxes.map((t) => t.id)).size).toBe(new Set(items.map((p) => p['tax_id'])).size);
  });

  const productShape: Shape = {
    id: 'string',
    source_ref: 'object',
    name: 'string',
    unit_price: 'number|null',
    tax_id: 'string|null',
    code: 'string|null',
    unit: 'string|null',
    category: 'string|null',
    currency: 'string|null',
    description: 'string|null',
    cost: 'number|null',
    available_quantity: 'number',
  };

  it('creates a product that persists, after the seeded ones', async () => {
    const create = handler(instance, 'invoicing.products.create');
    const product = await create({
      name: 'Espresso machine rental',
      unit_price: 45.5,
      tax_id: 'tax-be-21-sale',
      code: 'RNT-ESP',
      unit: 'day',
      category: 'Rentals',
      description: 'Two-group machine, delivered and installed',
      cost: 20,
    });
    expectShape(product, productShape, true, 'created product');
    expect(product).toMatchObject({
      name: 'Espresso machine rental',
      unit_price: 45.5,
      tax_id: 'tax-be-21-sale',
      currency: 'EUR',
      available_quantity: 0,
      source_ref: { id: product.id, model: 'sandbox.product' },
    });
    expect(product.id).toMatch(/^[0-9a-f-]{36}$/);
    const { raw, ...fields } = product;
    expect(raw).toEqual(fields);

    const [stored] = await repo.getMany(connection.id, 'product', [product.id]);
    expect(stored?.data).toEqual(fields);
    const { items, total } = await repo.list(connection.id, 'product', { offset: 0, limit: 100 });
    expect(items.at(-1)?.['id']).toBe(product.id);
    expect(total).toBe(items.length);

    const minimal = await create({ name: 'Gift wrapping' });
    expectShape(minimal, productShape, true, 'minimal product');
    expect(minimal).toMatchObject({
      unit_price: null,
      tax_id: null,
      code: null,
      unit: null,
      category: null,
      currency: 'EUR',
      description: null,
      cost: null,
      available_quantity: 0,
    });
    expect(minimal.id).not.toBe(product.id);
  });

  it('rejects a product whose tax_id is not a tax of the connection, and stores nothing', async () => {
    const before = await repo.list(connection.id, 'product', { offset: 0, limit: 1 });
    const create = handler(instance, 'invoicing.products.create');
    const error = await create({ name: 'Mystery', tax_id: 'tax-does-not-exist' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LintelError);
    expect(error).toMatchObject({
      code: 'ERROR_VALIDATION',
      status: 422,
      detail: [{ loc: ['body', 'tax_id'], type: 'value_error', input: 'tax-does-not-exist' }],
    });
    // Ids of other kinds are not taxes.
    await expect(create({ name: 'Mystery', tax_id: 'product-0001' })).rejects.toMatchObject({
      code: 'ERROR_VALIDATION',
    });
    const after = await repo.list(connection.id, 'product', { offset: 0, limit: 1 });
    expect(after.total).toBe(before.total);
  });
});

describe('Sandbox POS', () => {
  let list: OperationHandlers['pos.modifiers.list'];

  beforeAll(async () => {
    const connection = await newConnection(2);
    list = handler(definition(2).connect(connection), 'pos.modifiers.list');
  });

  const groupShape: Shape = { id: 'string', name: 'string', options: 'array' };
  const optionShape: Shape = { id: 'string', name: 'string', price: 'number' };

  it('lists modifier groups of all locations with priced options, without the filter fields', async () => {
    const page = await list({ page: 1, size: 100 }, {});
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.items).toHaveLength(page.total);
    for (const g of page.items) {
      expectShape(g, groupShape, true, g.id);
      expect(g.options.length, g.id).toBeGreaterThan(0);
      for (const o of g.options) {
        expectShape(o, optionShape, false, `${g.id}.${o.id}`);
        expect(o.price).toBeGreaterThanOrEqual(0);
      }
      expect((g.raw as { location_ids: unknown }).location_ids).toEqual(expect.any(Array));
    }
    const page2 = await list({ page: 2, size: 3 }, {});
    expect(page2.total).toBe(page.total);
    expect(page2.items.map((g) => g.id)).toEqual(page.items.slice(3, 6).map((g) => g.id));
  });

  it('filters by location: groups at both shops and at one only', async () => {
    const all = await list({ page: 1, size: 100 }, {});
    const bru = await list({ page: 1, size: 100 }, { location_id: 'LOC-BRU' });
    const ant = await list({ page: 1, size: 100 }, { location_id: 'LOC-ANT' });
    const locationsOf = (id: string) => {
      const group = all.items.find((g) => g.id === id);
      return group ? (group.raw as { location_ids: string[] }).location_ids : [];
    };
    expect(bru.total).toBe(bru.items.length);
    expect(bru.items.every((g) => locationsOf(g.id).includes('LOC-BRU'))).toBe(true);
    expect(ant.items.every((g) => locationsOf(g.id).includes('LOC-ANT'))).toBe(true);
    expect(bru.total).toBe(all.items.filter((g) => locationsOf(g.id).includes('LOC-BRU')).length);
    expect(ant.total).toBe(all.items.filter((g) => locationsOf(g.id).includes('LOC-ANT')).length);
    const bruIds = new Set(bru.items.map((g) => g.id));
    const antIds = new Set(ant.items.map((g) => g.id));
    expect([...bruIds].some((id) => antIds.has(id))).toBe(true);
    expect([...bruIds].some((id) => !antIds.has(id))).toBe(true);
    expect([...antIds].some((id) => !bruIds.has(id))).toBe(true);
    expect(bruIds.size + antIds.size).toBeGreaterThan(all.total);
    expect(await list({ page: 1, size: 10 }, { location_id: 'LOC-NOWHERE' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 10,
    });
    const antPage2 = await list({ page: 2, size: 2 }, { location_id: 'LOC-ANT' });
    expect(antPage2.total).toBe(ant.total);
    expect(antPage2.items.map((g) => g.id)).toEqual(ant.items.slice(2, 4).map((g) => g.id));
  });

  it('prices options at the location asked for', async () => {
    const all = await list({ page: 1, size: 100 }, {});
    const ant = await list({ page: 1, size: 100 }, { location_id: 'LOC-ANT' });
    const basePrice = new Map(all.items.flatMap((g) => g.options.map((o) => [o.id, o.price] as const)));
    const antOptions = ant.items.flatMap((g) => g.options);
    expect(antOptions.some((o) => o.price < (basePrice.get(o.id) ?? 0))).toBe(true);
    expect(antOptions.some((o) => o.price === basePrice.get(o.id))).toBe(true);
  });
});

describe('Sandbox PMS', () => {
  let taxes: OperationHandlers['pms.taxes.list'];
  let orders: OperationHandlers['pms.orders.list'];
  let all: PmsOrder[];
  /**
   * The filter a handler receives, as both surfaces complete it: the declared defaults (state
   * consumed), then the window (`withPmsOrderWindow`: up to today, 90 days back by default).
   */
  const day = (offset: number) => new Date(NOW.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const filterOf = (given: Record<string, string> = {}): PmsOrderFilter =>
    withPmsOrderWindow(pmsOrderFilter.parse(given), NOW);

  beforeAll(async () => {
    const connection = await newConnection(3);
    const instance = definition(3).connect(connection);
    taxes = handler(instance, 'pms.taxes.list');
    orders = handler(instance, 'pms.orders.list');
    // The default window covers the whole seed (stays of the last 60 days).
    all = (await orders({ page: 1, size: 100 }, filterOf())).items;
  });

  it('is handed consumed orders of the last 90 days up to today by default', () => {
    expect(filterOf()).toEqual({ state: 'consumed', date_from: day(-90), date_to: day(0) });
    expect(filterOf({ date_to: day(-10) })).toEqual({
      state: 'consumed',
      date_from: day(-100),
      date_to: day(-10),
    });
  });

  it('lists tax rates: Belgian VAT and a city tax', async () => {
    const page = await taxes({ page: 1, size: 50 }, {});
    expect(page.total).toBe(page.items.length);
    for (const t of page.items) {
      expectShape(
        t,
        { id: 'string', source_ref: 'object', label: 'string', rate: 'number', is_city_tax: 'boolean' },
        true,
        t.id,
      );
      expectShape(t.source_ref, refShape, false, `${t.id}.source_ref`);
      expectRawMatches(t as unknown as Record<string, unknown>, t.id);
    }
    expect(page.items.some((t) => t.is_city_tax)).toBe(true);
    const vatRates = page.items.filter((t) => !t.is_city_tax).map((t) => t.rate);
    for (const rate of [6, 12, 21]) expect(vatRates).toContain(rate);
    const second = await taxes({ page: 2, size: 2 }, {});
    expect(second.items.map((t) => t.id)).toEqual(page.items.slice(2, 4).map((t) => t.id));
  });

  const orderShape: Shape = {
    id: 'string',
    source_ref: 'object',
    creation_date: 'string',
    closing_date: 'string|null',
    service_date: 'string|null',
    total: 'number',
    tax_amount: 'number',
    order_number: 'string|null',
    device_id: 'string|null',
    total_discount: 'number',
    total_refund: 'number',
    total_tip: 'number',
    delivery_fee: 'number',
    mode: 'string',
    source: 'string',
    currency: 'string|null',
    country: 'string|null',
    loyalty: 'number|null',
    customer_id: 'string|null',
    location_id: 'string|null',
    guests: 'number|null',
    service_id: 'string|null',
    taxes: 'array',
    items: 'array',
    reservation: 'object|null',
    bills: 'array',
  };
  const itemShape: Shape = {
    id: 'string',
    source_ref: 'object',
    quantity: 'number',
    unit_price: 'number',
    total: 'number',
    tax_amount: 'number',
    type: 'string',
    menu_id: 'string|null',
    tax_rate: 'number|null',
    tax_id: 'string|null',
    description: 'string|null',
    discounts: 'array',
    product_id: 'string|null',
    accounting_category_id: 'string|null',
  };
  const reservationShape: Shape = {
    id: 'string',
    source_ref: 'object',
    start_date: 'string|null',
    end_date: 'string|null',
    creation_date: 'string|null',
    resource_id: 'object|null',
    resource_name: 'string|null',
    resource_identifier: 'string|null',
  };
  const billShape: Shape = {
    id: 'string',
    source_ref: 'object',
    invoice_number: 'string|null',
    creation_date: 'string|null',
    closing_date: 'string|null',
    partners: 'array',
  };
  const pmsAddressShape: Shape = {
    address_type: 'string|null',
    name: 'string|null',
    street: 'string|null',
    number: 'string|null',
    box: 'string|null',
    city: 'string|null',
    postal_code: 'string|null',
    country: 'string|null',
  };
  const partnerShape: Shape = {
    id: 'string',
    source_ref: 'object',
    type: 'string',
    address: 'object|null',
    first_name: 'string|null',
    last_name: 'string|null',
    company_name: 'string|null',
  };

  const discountShape: Shape = { id: 'string|null', name: 'string|null', total: 'number', type: 'string' };
  const orderTaxShape: Shape = {
    tax_id: 'string|null',
    name: 'string|null',
    tax_rate: 'number',
    tax_amount: 'number',
    total: 'number',
  };

  it('lists hotel stays with items, a reservation and bills, every field typed', async () => {
    expect(all.length).toBeGreaterThanOrEqual(18);
    const taxRates = new Map((await taxes({ page: 1, size: 100 }, {})).items.map((t) => [t.id, t]));
    for (const o of all) {
      expectShape(o, orderShape, true, o.id);
      expectShape(o.source_ref, refShape, false, `${o.id}.source_ref`);
      expectRawMatches(o as unknown as Record<string, unknown>, o.id);
      expect(o.creation_date).toMatch(utcDateTimeRe);
      expect(o.service_date).toMatch(utcDateTimeRe);
      expect(o.creation_date < o.service_date!).toBe(true);
      // A hotel stay is neither eaten in nor taken away.
      expect(o.mode, o.id).toBe('UNKNOWN');
      expect(['WEB', 'POS', 'UNKNOWN'], o.id).toContain(o.source);
      for (const tax of o.taxes) expectShape(tax, orderTaxShape, false, `${o.id}.taxes`);
      for (const item of o.items) {
        expectShape(item, itemShape, false, `${o.id}.${item.id}`);
        expect(['menu', 'product', 'service', 'general_discount'], item.id).toContain(item.type);
        expect(taxRates.get(item.tax_id!)?.rate, item.id).toBe(item.tax_rate);
        for (const d of item.discounts) {
          expectShape(d, discountShape, false, `${item.id}.discount`);
          expect(d.type, item.id).toBe('OFFERED');
        }
        const discount = item.discounts.reduce((sum, d) => sum + cents(d.total), 0);
        expect(cents(item.total), item.id).toBe(
          Math.round(item.quantity * cents(item.unit_price)) - discount,
        );
      }
      // The nights and the city tax are services.
      const nights = o.items.find((i) => i.description?.startsWith('Accommodation - Room '));
      expect(nights?.type, o.id).toBe('service');
      const cityTaxItem = o.items.find((i) => i.description === 'City tax');
      expect(cityTaxItem?.type, o.id).toBe('service');
      expect(taxRates.get(cityTaxItem!.tax_id!)?.is_city_tax).toBe(true);
      const r = o.reservation!;
      expectShape(r, reservationShape, false, `${o.id}.reservation`);
      expectShape(r.resource_id, { id: 'string', source_ref: 'object' }, false, `${o.id}.resource_id`);
      expect(r.resource_name).toMatch(/^Room \d+$/);
      expect(r.start_date).toMatch(localDateTimeRe);
      expect(r.end_date).toMatch(localDateTimeRe);
      expect(r.creation_date).toMatch(localDateTimeRe);
      expect(r.start_date! < r.end_date!).toBe(true);
      expect(o.bills.length).toBeGreaterThanOrEqual(1);
      for (const bill of o.bills) {
        expectShape(bill, billShape, false, `${o.id}.${bill.id}`);
        expect(bill.closing_date).toBe(o.closing_date);
        expect(bill.invoice_number === null).toBe(o.closing_date === null);
        expect(bill.partners.length).toBeGreaterThanOrEqual(1);
        for (const p of bill.partners) {
          expectShape(p, partnerShape, false, `${o.id}.${p.id}`);
          expectShape(p.address, pmsAddressShape, false, `${p.id}.address`);
        }
        // The guest owns the bill; a company paying for the stay is an account charged.
        expect(bill.partners.map((p) => p.type)).toEqual(
          bill.partners.length === 1 ? ['owner'] : ['owner', 'account'],
        );
      }
    }
    expect(new Set(all.flatMap((o) => o.items.map((i) => i.type)))).toEqual(new Set(['service', 'product']));
    // Breakfast, minibar and (in Lisbon) restaurant lines are products.
    const products = all.flatMap((o) => o.items.filter((i) => i.type === 'product'));
    expect(
      new Set(products.map((i) => (i.description?.startsWith('Minibar - ') ? 'minibar' : i.description))),
    ).toEqual(new Set(['Breakfast buffet', 'minibar', 'Dinner - Restaurant', 'Wine - Douro red (bottle)']));
    expect(all.some((o) => o.total_discount > 0)).toBe(true);
    expect(all.some((o) => o.bills.some((b) => b.partners.length === 2))).toBe(true);
    // Booking channels: booking.com and expedia → WEB, direct → POS, phone → UNKNOWN.
    const sources = all.reduce<Record<string, number>>((count, o) => {
      count[o.source!] = (count[o.source!] ?? 0) + 1;
      return count;
    }, {});
    // Lisbon's nine stays are booked online.
    expect(sources).toEqual({ WEB: 19, POS: 8, UNKNOWN: 2 });
  });

  it('keeps totals and taxes consistent', () => {
    for (const o of all) {
      const itemTotal = o.items.reduce((sum, i) => sum + cents(i.total), 0);
      const itemTax = o.items.reduce((sum, i) => sum + cents(i.tax_amount), 0);
      const itemDiscount = o.items.reduce(
        (sum, i) => sum + i.discounts.reduce((s, d) => s + cents(d.total), 0),
        0,
      );
      expect(cents(o.total), o.id).toBe(itemTotal);
      expect(cents(o.tax_amount), o.id).toBe(itemTax);
      expect(cents(o.total_discount), o.id).toBe(itemDiscount);
      expect(
        o.taxes.reduce((sum, t) => sum + cents(t.tax_amount), 0),
        o.id,
      ).toBe(itemTax);
      // One entry per rate of the lines: its tax and the total of its lines, tax included.
      expect(o.taxes.map((t) => t.tax_id).sort(), o.id).toEqual(
        [...new Set(o.items.map((i) => i.tax_id))].sort(),
      );
      for (const t of o.taxes) {
        const lines = o.items.filter((i) => i.tax_id === t.tax_id);
        expect(t.tax_rate, `${o.id}.${t.tax_id}`).toBe(lines[0]?.tax_rate);
        expect(cents(t.tax_amount), `${o.id}.${t.tax_id}`).toBe(
          lines.reduce((sum, i) => sum + cents(i.tax_amount), 0),
        );
        expect(cents(t.total), `${o.id}.${t.tax_id}`).toBe(lines.reduce((sum, i) => sum + cents(i.total), 0));
      }
      for (const item of o.items) {
        // Prices include VAT: tax = total × rate / (100 + rate), to the cent.
        const rate = item.tax_rate ?? 0;
        expect(cents(item.tax_amount), item.id).toBe(Math.round((cents(item.total) * rate) / (100 + rate)));
      }
    }
  });

  it('spreads stays over the last 60 days at two locations, some closed and some not', () => {
    const sixtyDaysAgo = new Date(NOW.getTime() - 60 * DAY_MS).toISOString();
    for (const o of all) {
      expect(o.service_date! >= sixtyDaysAgo, o.id).toBe(true);
      expect(o.service_date! <= NOW.toISOString(), o.id).toBe(true);
      if (o.closing_date !== null) {
        expect(o.closing_date).toMatch(utcDateTimeRe);
        expect(o.closing_date > o.service_date!, o.id).toBe(true);
        expect(o.closing_date <= NOW.toISOString(), o.id).toBe(true);
      }
    }
    expect(new Set(all.map((o) => o.location_id))).toEqual(new Set(['LOC-BRU', 'LOC-ANT', 'LOC-LIS']));
    const open = all.filter((o) => o.closing_date === null);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(all.length - open.length).toBeGreaterThanOrEqual(10);
    const serviceDays = new Set(all.map((o) => o.service_date!.slice(0, 10)));
    expect(serviceDays.size).toBe(all.length);
  });

  /** What the filter must return, computed here from the full list. */
  function expected(filter: PmsOrderFilter): string[] {
    const to = new Date(Date.parse(filter.date_to) + DAY_MS).toISOString().slice(0, 10);
    return all
      .filter((o) => {
        const date = filter.state === 'closed' ? o.closing_date : o.service_date;
        if (date === null || date < filter.date_from || date >= to) return false;
        return filter.location_id === undefined || o.location_id === filter.location_id;
      })
      .map((o) => o.id);
  }

  it.each<[string, Record<string, string>]>([
    ['closed, default window', { state: 'closed' }],
    ['consumed, default window', { state: 'consumed' }],
    ['closed in the last 30 days', { state: 'closed', date_from: day(-30), date_to: day(0) }],
    ['closed 51 to 49 days ago', { state: 'closed', date_from: day(-51), date_to: day(-49) }],
    ['consumed 51 to 49 days ago', { state: 'consumed', date_from: day(-51), date_to: day(-49) }],
    ['consumed in the last 30 days', { state: 'consumed', date_from: day(-30), date_to: day(0) }],
    ['no state (consumed), last 14 days', { date_from: day(-14), date_to: day(0) }],
    ['consumed, 90 days up to 40 days ago', { state: 'consumed', date_to: day(-40) }],
    ['closed since 20 days ago at Antwerp', { state: 'closed', date_from: day(-20), location_id: 'LOC-ANT' }],
    ['Brussels only', { location_id: 'LOC-BRU' }],
    ['unknown location', { location_id: 'LOC-XYZ' }],
    ['empty window', { state: 'consumed', date_from: day(-10), date_to: day(-20) }],
    ['a window before the seed', { state: 'consumed', date_from: day(-120), date_to: day(-70) }],
  ])('filters orders: %s', async (_name, given) => {
    const filter = filterOf(given);
    const want = expected(filter);
    const page = await orders({ page: 1, size: 100 }, filter);
    expect(page.items.map((o) => o.id)).toEqual(want);
    expect(page.total).toBe(want.length);
  });

  it('filters non-trivially: the windows split the data', () => {
    const closed = expected(filterOf({ state: 'closed' }));
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.length).toBeLessThan(all.length);
    const recent = expected(filterOf({ state: 'consumed', date_from: day(-30), date_to: day(0) }));
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    const closedRecent = expected(filterOf({ state: 'closed', date_from: day(-30), date_to: day(0) }));
    expect(new Set(closedRecent)).not.toEqual(new Set(recent));
    // Closing and service dates differ: the same window picks other orders per state.
    const window = { date_from: day(-51), date_to: day(-49) };
    const closedInWindow = expected(filterOf({ ...window, state: 'closed' }));
    const consumedInWindow = expected(filterOf({ ...window, state: 'consumed' }));
    expect(closedInWindow.length).toBeGreaterThan(0);
    expect(consumedInWindow.length).toBeGreaterThan(0);
    expect(closedInWindow.filter((id) => consumedInWindow.includes(id))).toEqual([]);
  });

  it('includes whole days at both ends of the window', async () => {
    const target = all.find((o) => o.closing_date !== null)!;
    const closingDay = target.closing_date!.slice(0, 10);
    const page = await orders(
      { page: 1, size: 100 },
      filterOf({ state: 'closed', date_from: closingDay, date_to: closingDay }),
    );
    expect(page.items.map((o) => o.id)).toContain(target.id);
    const serviceDay = target.service_date!.slice(0, 10);
    const consumed = await orders(
      { page: 1, size: 100 },
      filterOf({ state: 'consumed', date_from: serviceDay, date_to: serviceDay }),
    );
    expect(consumed.items.map((o) => o.id)).toEqual([target.id]);
  });

  it('pages filtered orders', async () => {
    const filter = filterOf({ state: 'closed' });
    const want = expected(filter);
    const page2 = await orders({ page: 2, size: 4 }, filter);
    expect(page2).toMatchObject({ page: 2, size: 4, total: want.length });
    expect(page2.items.map((o) => o.id)).toEqual(want.slice(4, 8));
  });
});
