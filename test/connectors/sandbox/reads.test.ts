import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorDefinition } from '../../../src/connectors/connector.js';
import { createSandboxConnectors } from '../../../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../../../src/connectors/sandbox/types.js';
import { errorCatalogue } from '../../../src/errors.js';
import {
  createTestApp,
  READ_THROUGH,
  type TestAccount,
  type TestApp,
  type TestResponse,
} from '../../kit/app.js';
import { checkAgainstChift } from '../../kit/chift.js';

/**
 * The Sandbox Invoicing connector's reads by id and its product and contact listings, through
 * the whole app (REST and GraphQL): exact records against the seed, a record read by id equal to
 * the same record in its list, 404 for unknown ids, `contact_type` filtering, paging totals and
 * one store query per batch of GraphQL reads. Also: the other APIs are untouched and a connector
 * that does not declare these operations still answers 405.
 */

/** Store queries made by the Sandbox connectors, counted at their repository. */
const queries = { list: 0, getMany: 0 };
let store: SandboxRepository | undefined;
const countingRepository: SandboxRepository = {
  insertMany: (...args) => store!.insertMany(...args),
  list: (...args) => {
    queries.list++;
    return store!.list(...args);
  },
  getMany: (...args) => {
    queries.getMany++;
    return store!.getMany(...args);
  },
  seed: (...args) => store!.seed(...args),
  update: (...args) => store!.update(...args),
};

/** An invoicing connector that serves tax codes only. */
const taxesOnly: ConnectorDefinition = {
  integrationId: 960,
  name: 'Taxes Only Books',
  description: 'A test connector that lists tax codes and nothing else',
  api: 'invoicing',
  status: 'active',
  supportedCountries: null,
  brandColor: '#000000',
  credentials: [],
  capabilities: ['invoicing.taxes.list'],
  connect: () => ({
    'invoicing.taxes.list': async (page) => ({ items: [], total: 0, page: page.page, size: page.size }),
  }),
};

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: READ_THROUGH,
    // The same Sandbox connectors as the app's, on a repository that counts the queries.
    deps: { connectors: [...createSandboxConnectors(countingRepository), taxesOnly] },
  });
  store = t.app.store.sandbox;
  account = await t.newAccount('Sandbox reads');
  ({ consumerId } = await t.newConsumer(account, [1, 2, 3]));
});

afterAll(async () => {
  await t?.close();
});

const url = (rest: string, consumer = consumerId) => `/consumers/${consumer}/${rest}`;
const get = <T = any>(rest: string, headers: Record<string, string> = {}) =>
  t.expect<T>(200, 'GET', url(rest), { token: account.token, headers });
const raw = { 'x-chift-raw-data': 'true' };

/** A raw document (named so codegen's document scan, which reads `graphql` calls, skips it). */
async function sendQuery(query: string, variables: Record<string, unknown> = {}) {
  const res = await postQuery(query, variables);
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data;
}

/** The same, answering errors too: execution started, so always 200 (GraphQL-over-HTTP). */
async function postQuery(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/graphql', { token: account.token, body: { query, variables } });
  expect(res.status, res.text).toBe(200);
  return res;
}

function expectNotFound(res: TestResponse, message: string): void {
  expect(res.status, res.text).toBe(404);
  expect(res.body).toEqual({
    message,
    status: 'error',
    detail: errorCatalogue.ERROR_API_RESOURCE_NOT_FOUND.detail,
    error_code: 'ERROR_API_RESOURCE_NOT_FOUND',
  });
}

describe('the declaration', () => {
  it('covers the nine invoicing operations, and leaves the other APIs and connectors as they were', async () => {
    const integrations = await t.expect<any[]>(200, 'GET', '/integrations', { token: account.token });
    const coverage = (id: number) => integrations.find((i) => i.integrationid === id)?.operations_coverage;
    const supported = (operations: string[]) =>
      operations.map((operation) => ({ operation, status: 'SUPPORTED' }));
    expect(coverage(1)).toEqual(
      supported([
        'invoicing.taxes.list',
        'invoicing.taxes.get',
        'invoicing.products.list',
        'invoicing.products.get',
        'invoicing.products.create',
        'invoicing.opportunities.list',
        'invoicing.opportunities.get',
        'invoicing.contacts.list',
        'invoicing.contacts.get',
        'invoicing.contacts.create',
        'invoicing.invoices.list',
        'invoicing.invoices.get',
        'invoicing.invoices.create',
        'invoicing.payments.list',
        'invoicing.payments.create',
        'invoicing.payments.update',
        'invoicing.payment-methods.list',
        'invoicing.bank-accounts.list',
        'invoicing.bank-transactions.list',
        'invoicing.upload-document.create',
      ]),
    );
    expect(coverage(2)).toEqual(
      supported([
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
      ]),
    );
    expect(coverage(3)).toEqual(
      supported([
        'pms.taxes.list',
        'pms.orders.list',
        'pms.locations.list',
        'pms.invoices.list',
        'pms.payments.list',
        'pms.payment-methods.list',
        'pms.customers.list',
        'pms.customers.get',
        'pms.accounting-categories.list',
        'pms.closures.read',
        'pms.accounting-transactions.list',
      ]),
    );
    // Square: every POS operation but objectives and accounting categories (it has neither).
    expect(coverage(20)).toEqual(
      (coverage(2) as { operation: string }[]).map(({ operation }) => ({
        operation,
        status: ['pos.objectives.list', 'pos.accounting-categories.list'].includes(operation)
          ? 'NOT_SUPPORTED'
          : 'SUPPORTED',
      })),
    );
    // Mews: every PMS operation.
    expect(coverage(30)).toEqual(coverage(3));
    expect(coverage(960)).toEqual([
      { operation: 'invoicing.taxes.list', status: 'SUPPORTED' },
      ...[
        'invoicing.taxes.get',
        'invoicing.products.list',
        'invoicing.products.get',
        'invoicing.products.create',
        'invoicing.opportunities.list',
        'invoicing.opportunities.get',
        'invoicing.contacts.list',
        'invoicing.contacts.get',
        'invoicing.contacts.create',
        'invoicing.invoices.list',
        'invoicing.invoices.get',
        'invoicing.invoices.create',
        'invoicing.payments.list',
        'invoicing.payments.create',
        'invoicing.payments.update',
        'invoicing.payment-methods.list',
        'invoicing.bank-accounts.list',
        'invoicing.bank-transactions.list',
        'invoicing.upload-document.create',
      ].map((operation) => ({ operation, status: 'NOT_SUPPORTED' })),
    ]);
  });

  it('still serves the Sandbox POS and PMS data', async () => {
    expect((await get('pos/modifiers')).total).toBe(7);
    expect((await get('pms/taxes')).total).toBe(10);
  });

  it('answers 405 on REST where the connector does not declare the operation, ERROR_RESOURCE_NOT_SUPPORTED at the field (200) on GraphQL', async () => {
    const { consumerId: other } = await t.newConsumer(account, [960]);
    const refused = async (rest: string, resource: string) => {
      const res = await t.request('GET', url(rest, other), { token: account.token });
      expect(res.status, `${rest}: ${res.text}`).toBe(405);
      expect(res.body).toEqual({
        message: `The resource GET - invoicing/${resource} is not supported by Taxes Only Books`,
        status: 'error',
        detail: errorCatalogue.ERROR_RESOURCE_NOT_SUPPORTED.detail,
        error_code: 'ERROR_RESOURCE_NOT_SUPPORTED',
      });
    };
    await refused('invoicing/taxes/1', 'taxes');
    await refused('invoicing/products', 'products');
    await refused('invoicing/products/1', 'products');
    await refused('invoicing/opportunities/1', 'opportunities');
    await refused('invoicing/contacts?contact_type=customer', 'contacts');
    const gql = await postQuery(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        products { totalCount }
        taxes { totalCount }
      } } }`,
      { id: other },
    );
    expect(gql.body.errors).toHaveLength(1);
    expect(gql.body.errors[0]).toMatchObject({
      message: 'The resource GET - invoicing/products is not supported by Taxes Only Books',
      path: ['consumer', 'invoicing', 'products'],
      extensions: { code: 'ERROR_RESOURCE_NOT_SUPPORTED' },
    });
    expect(gql.body.errors[0].extensions).not.toHaveProperty('http');
    // The refused connection is null; the declared sibling keeps its data.
    expect(gql.body.data).toEqual({ consumer: { invoicing: { products: null, taxes: { totalCount: 0 } } } });
    // The declared operation is served.
    expect(await t.expect(200, 'GET', url('invoicing/taxes', other), { token: account.token })).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 50,
    });
  });
});

describe('tax codes by id', () => {
  it('answers a tax code as the seed has it', async () => {
    expect(await get('invoicing/taxes/tax-be-21-sale')).toEqual({
      id: 'tax-be-21-sale',
      source_ref: { id: '1', model: 'sandbox.tax' },
      label: 'VAT 21%',
      rate: 21,
      type: 'sale',
      code: '03',
      scope: 'nat',
      active: true,
    });
    expect(await get('invoicing/taxes/tax-be-6-renovation-legacy')).toMatchObject({
      label: 'VAT 6% renovation (archived)',
      active: false,
    });
    expect(await get('invoicing/taxes/tax-be-0-exempt')).toMatchObject({ type: 'both', code: null });
  });

  it('answers every listed tax code by id exactly as listed, raw included', async () => {
    const page = await get('invoicing/taxes?size=100', raw);
    expect(page.total).toBe(16);
    for (const item of page.items) {
      expect(await get(`invoicing/taxes/${item.id}`, raw)).toEqual(item);
    }
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.request('GET', url('invoicing/taxes/tax-nope'), { token: account.token });
    expectNotFound(res, 'Tax code tax-nope could not be found');
  });
});

describe('products', () => {
  it('lists the seeded catalogue in order, with every field', async () => {
    const page = await get('invoicing/products');
    expect(page).toMatchObject({ total: 9, page: 1, size: 50 });
    expect(page.items).toHaveLength(9);
    expect(page.items[0]).toEqual({
      id: 'product-0001',
      source_ref: { id: '101', model: 'sandbox.product' },
      name: 'Consulting hour',
      unit_price: 95,
      tax_id: 'tax-be-21-sale',
      code: 'SRV-CONSULT',
      unit: 'hour',
      category: 'Services',
      currency: 'EUR',
      description: 'Senior consultant, billed per started hour',
      cost: 55,
      available_quantity: 0,
    });
    expect(page.items.map((p: any) => [p.code, p.available_quantity])).toEqual([
      ['SRV-CONSULT', 0],
      ['SRV-WEBMAINT', 0],
      ['SRV-TRAINING', 0],
      ['FUR-CHAIR-ERGO', 24],
      ['FUR-DESK-160', 7],
      ['OFF-PAPER-A4', 120],
      ['GFT-CHOC-24', 45],
      ['BK-ACC-BE', 0],
      ['CAT-LUNCH', 0],
    ]);
  });

  it('pages with totals, past the end too', async () => {
    const page3 = await get('invoicing/products?page=3&size=4');
    expect(page3).toMatchObject({ total: 9, page: 3, size: 4 });
    expect(page3.items.map((p: any) => p.id)).toEqual(['product-0009']);
    expect(await get('invoicing/products?page=4&size=4')).toEqual({ items: [], total: 9, page: 4, size: 4 });
  });

  it('answers every listed product by id exactly as listed, raw included', async () => {
    const page = await get('invoicing/products', raw);
    for (const item of page.items) {
      expect(await get(`invoicing/products/${item.id}`, raw)).toEqual(item);
    }
    const res = await t.request('GET', url('invoicing/products/product-9999'), { token: account.token });
    expectNotFound(res, 'Product product-9999 could not be found');
  });

  it('lists and reads a created product as the creation answered it', async () => {
    const { consumerId: fresh } = await t.newConsumer(account, [1]);
    const created = await t.expect(200, 'POST', url('invoicing/products', fresh), {
      token: account.token,
      body: { name: 'Desk lamp', unit_price: 39.9, tax_id: 'tax-be-21-sale', code: 'LAMP-1' },
    });
    const page = await t.expect(200, 'GET', url('invoicing/products', fresh), { token: account.token });
    expect(page.total).toBe(10);
    expect(page.items[9]).toEqual(created);
    expect(
      await t.expect(200, 'GET', url(`invoicing/products/${created.id}`, fresh), { token: account.token }),
    ).toEqual(created);
  });
});

describe('opportunities by id', () => {
  it('answers every listed opportunity by id exactly as listed, raw included', async () => {
    const page = await get('invoicing/opportunities', raw);
    expect(page.total).toBe(12);
    for (const item of page.items) {
      expect(await get(`invoicing/opportunities/${item.id}`, raw)).toEqual(item);
    }
  });

  it('answers a won deal with its owner, and 404 for an unknown id', async () => {
    expect(await get('invoicing/opportunities/opportunity-0003')).toMatchObject({
      name: 'Warehouse lighting retrofit',
      total: 46750,
      probability: 100,
      status: 'won',
      is_won: true,
      partner_id: 'contact-0003',
      pipe_status: 'Won',
      owner_ref: { id: '3', model: 'sandbox.user', name: 'Pieter Janssens' },
    });
    const res = await t.request('GET', url('invoicing/opportunities/nope'), { token: account.token });
    expectNotFound(res, 'Opportunity nope could not be found');
  });
});

describe('contacts', () => {
  const ids = async (query: string) => {
    const page = await get(`invoicing/contacts?size=100${query}`);
    expect(page.items).toHaveLength(page.total);
    return page.items.map((c: any) => c.id) as string[];
  };
  const contact = (n: number) => `contact-${String(n).padStart(4, '0')}`;

  it('lists every contact by default, each as its get answers it', async () => {
    const page = await get('invoicing/contacts', raw);
    expect(page).toMatchObject({ total: 11, page: 1, size: 50 });
    expect(page.items.map((c: any) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(contact));
    for (const item of page.items) {
      expect(await get(`invoicing/contacts/${item.id}`, raw)).toEqual(item);
    }
    expect(await ids('&contact_type=all')).toEqual(page.items.map((c: any) => c.id));
  });

  it('filters on the stored flags: customers, suppliers and prospects', async () => {
    const customers = await ids('&contact_type=customer');
    const suppliers = await ids('&contact_type=supplier');
    const prospects = await ids('&contact_type=prospect');
    expect(customers).toEqual([1, 3, 5, 9].map(contact));
    expect(suppliers).toEqual([3, 6, 8].map(contact));
    expect(prospects).toEqual([10, 11].map(contact));
    // The flags overlap (3 is both) and people of a company may have none (2, 4, 7): the union
    // of the three is the flagged contacts, and each listed contact has its type's flag.
    const all = await get('invoicing/contacts?size=100');
    const flagged = all.items.filter((c: any) => c.is_customer || c.is_supplier || c.is_prospect);
    expect(new Set([...customers, ...suppliers, ...prospects])).toEqual(
      new Set(flagged.map((c: any) => c.id)),
    );
    for (const c of all.items) {
      expect(customers.includes(c.id), c.id).toBe(c.is_customer);
      expect(suppliers.includes(c.id), c.id).toBe(c.is_supplier);
      expect(prospects.includes(c.id), c.id).toBe(c.is_prospect);
    }
  });

  it('pages a filtered listing with its own total', async () => {
    const page = await get('invoicing/contacts?contact_type=customer&page=2&size=3');
    expect(page).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page.items.map((c: any) => c.id)).toEqual([contact(9)]);
  });

  it('refuses an unknown contact_type with 422', async () => {
    const res = await t.request('GET', url('invoicing/contacts?contact_type=lead'), { token: account.token });
    expect(res.status, res.text).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['query', 'contact_type'], input: 'lead' });
  });

  it('serves the same listing in GraphQL, contactType in its enum spelling', async () => {
    const data = await sendQuery(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        suppliers: contacts(contactType: SUPPLIER, first: 2) {
          totalCount pageInfo { hasNextPage } nodes { remoteId companyName isSupplier }
        }
        everyone: contacts { totalCount }
      } } }`,
      { id: consumerId },
    );
    expect(data.consumer.invoicing).toEqual({
      suppliers: {
        totalCount: 3,
        pageInfo: { hasNextPage: true },
        nodes: [
          { remoteId: contact(3), companyName: 'Van Damme Logistics NV', isSupplier: true },
          { remoteId: contact(6), companyName: 'De Vries Techniek B.V.', isSupplier: true },
        ],
      },
      everyone: { totalCount: 11 },
    });
  });
});

describe('GraphQL reads by id', () => {
  it('reads every id of a request in one store query per operation', async () => {
    queries.getMany = 0;
    queries.list = 0;
    const data = await sendQuery(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        a: tax(remoteId: "tax-be-21-sale") { remoteId label rate type scope active sourceRef { remoteId model } }
        b: tax(remoteId: "tax-be-6-sale") { remoteId label rate }
        c: tax(remoteId: "tax-be-6-renovation-legacy") { remoteId active }
        p1: product(remoteId: "product-0004") { remoteId name unitPrice taxId availableQuantity }
        p2: product(remoteId: "product-0007") { remoteId name }
        o: opportunity(remoteId: "opportunity-0001") { remoteId name isWon ownerRef { name } }
      } } }`,
      { id: consumerId },
    );
    expect(data.consumer.invoicing).toEqual({
      a: {
        remoteId: 'tax-be-21-sale',
        label: 'VAT 21%',
        rate: 21,
        type: 'SALE',
        scope: 'NATIONAL',
        active: true,
        sourceRef: { remoteId: '1', model: 'sandbox.tax' },
      },
      b: { remoteId: 'tax-be-6-sale', label: 'VAT 6%', rate: 6 },
      c: { remoteId: 'tax-be-6-renovation-legacy', active: false },
      p1: {
        remoteId: 'product-0004',
        name: 'Ergonomic office chair',
        unitPrice: 349,
        taxId: 'tax-be-21-sale',
        availableQuantity: 24,
      },
      p2: { remoteId: 'product-0007', name: 'Belgian chocolate gift box' },
      o: {
        remoteId: 'opportunity-0001',
        name: 'Kitchen equipment renewal',
        isWon: false,
        ownerRef: { name: 'Sophie Lambert' },
      },
    });
    // Taxes, products and the opportunity: one getMany each, whatever the number of aliases.
    expect(queries).toEqual({ getMany: 3, list: 0 });
  });

  it('answers an unknown id with null and one ERROR_API_RESOURCE_NOT_FOUND error at its field (200), siblings intact', async () => {
    const res = await postQuery(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        product(remoteId: "nope") { remoteId }
        known: product(remoteId: "product-0007") { remoteId }
      } } }`,
      { id: consumerId },
    );
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Product nope could not be found',
      path: ['consumer', 'invoicing', 'product'],
      extensions: { code: 'ERROR_API_RESOURCE_NOT_FOUND' },
    });
    expect(res.body.errors[0].extensions).not.toHaveProperty('http');
    expect(res.body.data).toEqual({
      consumer: { invoicing: { product: null, known: { remoteId: 'product-0007' } } },
    });
  });

  it('resolves references (Product.tax, Opportunity.partner, Contact.company) in one store query per batch', async () => {
    queries.getMany = 0;
    queries.list = 0;
    const data = await sendQuery(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        products(first: 100) { nodes { remoteId taxId tax { remoteId } } }
        opportunities(first: 100) { nodes { remoteId partnerId partner { remoteId } } }
      } } }`,
      { id: consumerId },
    );
    const products = data.consumer.invoicing.products.nodes;
    const opportunities = data.consumer.invoicing.opportunities.nodes;
    const taxIds = new Set(products.map((p: any) => p.taxId).filter((id: unknown) => id !== null));
    expect(taxIds.size).toBeGreaterThan(1);
    for (const p of products)
      expect(p.tax, p.remoteId).toEqual(p.taxId === null ? null : { remoteId: p.taxId });
    const partnerIds = new Set(
      opportunities.map((o: any) => o.partnerId).filter((id: unknown) => id !== null),
    );
    expect(partnerIds.size).toBeGreaterThan(1);
    for (const o of opportunities) {
      expect(o.partner, o.remoteId).toEqual(o.partnerId === null ? null : { remoteId: o.partnerId });
    }
    // Two listings, then one getMany for every product's tax and one for every partner.
    expect(queries).toEqual({ list: 2, getMany: 2 });

    queries.getMany = 0;
    queries.list = 0;
    const people = await sendQuery(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        contacts(first: 100) { nodes { remoteId companyId company { remoteId isCompany } } }
      } } }`,
      { id: consumerId },
    );
    const contacts = people.consumer.invoicing.contacts.nodes;
    const companyIds = new Set(contacts.map((c: any) => c.companyId).filter((id: unknown) => id !== null));
    expect(companyIds.size).toBeGreaterThan(0);
    for (const c of contacts) {
      expect(c.company, c.remoteId).toEqual(
        c.companyId === null ? null : { remoteId: c.companyId, isCompany: true },
      );
    }
    expect(queries).toEqual({ list: 1, getMany: 1 });
  });
});

describe("Chift's document", () => {
  it('declares every answer of these reads, raw data included', async () => {
    const problems: string[] = [];
    const paths = [
      'invoicing/taxes/tax-be-0-exempt',
      'invoicing/taxes/nope',
      'invoicing/products?page=2&size=5',
      'invoicing/products/product-0001',
      'invoicing/products/nope',
      'invoicing/opportunities/opportunity-0006',
      'invoicing/opportunities/nope',
      ...['all', 'customer', 'supplier', 'prospect'].map((type) => `invoicing/contacts?contact_type=${type}`),
      'invoicing/contacts?contact_type=lead',
    ];
    for (const rest of paths) {
      for (const headers of [{}, raw]) {
        const res = await t.request('GET', url(rest), { token: account.token, headers });
        const verdict = checkAgainstChift('GET', url(rest).split('?')[0]!, res.status, res.body);
        expect(verdict, rest).toBeDefined();
        problems.push(...verdict!.problems.map((p) => `${rest} ${res.status}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
