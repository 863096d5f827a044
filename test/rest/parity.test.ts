import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LintelError } from '../../src/errors.js';
import type { Contact, TaxCode } from '../../src/model/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';
import { type CountingConnector, createCountingConnector } from '../kit/counting-connector.js';

/**
 * REST is a view of the GraphQL schema: for each of the seven consumer operations both surfaces
 * must return the same records (GraphQL's camelCase, UPPER_CASE enums and `remoteId` mapped to the
 * REST spelling and `id`; a REST page `{items, total, page, size}` read as a Relay connection walked
 * with `first`/`after`). Then DataLoader batching, proven by counting the calls reaching a
 * substitute connector.
 */

const COUNTING_ID = 901;

function contactFor(id: string): Contact {
  return {
    id,
    source_ref: { id: `vendor-${id}`, model: 'counting.contact' },
    is_prospect: false,
    is_customer: true,
    is_supplier: false,
    is_company: false,
    company_name: null,
    first_name: `First ${id}`,
    last_name: `Last ${id}`,
    email: `${id}@example.com`,
    phone: null,
    mobile: null,
    company_id: null,
    vat: null,
    company_number: null,
    currency: 'EUR',
    language: 'en',
    comment: null,
    customer_account_number: null,
    supplier_account_number: null,
    birthdate: null,
    gender: 'N/A',
    addresses: [],
    external_reference: null,
  };
}

const COUNTING_TAXES: TaxCode[] = Array.from({ length: 8 }, (_, i) => ({
  id: `ctax-${i}`,
  source_ref: { id: String(i), model: 'counting.tax' },
  label: `Tax ${i}`,
  rate: i,
  type: 'sale',
  code: null,
  scope: 'nat',
  active: true,
}));

const counting: CountingConnector = createCountingConnector({
  integrationId: COUNTING_ID,
  name: 'Counting Invoicing',
  api: 'invoicing',
  capabilities: ['invoicing.contacts.get', 'invoicing.taxes.list'],
  handlers: {
    async 'invoicing.contacts.get'(ids) {
      return ids.map((id) =>
        id.startsWith('missing-')
          ? new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `Contact ${id} could not be found` })
          : contactFor(id),
      );
    },
    async 'invoicing.taxes.list'(page) {
      const start = (page.page - 1) * page.size;
      return {
        items: COUNTING_TAXES.slice(start, start + page.size),
        total: COUNTING_TAXES.length,
        page: page.page,
        size: page.size,
      };
    },
  },
});

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: READ_THROUGH, deps: { connectors: [counting.definition] } });
  account = await t.newAccount('parity');
  ({ consumerId } = await t.newConsumer(account));
});

afterAll(async () => {
  await t?.close();
});

const path = (consumer: string, rest: string) => `/consumers/${consumer}/${rest}`;

// ---- GraphQL → REST spelling --------------------------------------------------------------------

const snake = (key: string) =>
  key === 'remoteId' ? 'id' : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Deep copy with camelCase keys written snake_case (`sourceRef` → `source_ref`) and the vendor's
 * id, GraphQL's `remoteId`, written as REST's `id` (the documents below select no global `id`).
 */
function toSnake(value: unknown): any {
  if (Array.isArray(value)) return value.map(toSnake);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), toSnake(v)]));
  }
  return value;
}

/** A Relay connection's page as REST's `{items, total, page, size}` for the page REST was asked. */
function restPage<T>(
  connection: { nodes: T[]; totalCount: number },
  page: number,
  size: number,
  item: (node: T) => unknown = (node) => node,
) {
  return { items: connection.nodes.map(item), total: connection.totalCount, page, size };
}

/**
 * The `after` cursor that starts REST's page `page`: the end cursor of the page before it, walked
 * with `read` (which asks `first` = REST's size; cursors are opaque). Null for the first page.
 */
async function cursorBefore(
  page: number,
  read: (after: string | null) => Promise<{ pageInfo: { endCursor?: string | null; hasNextPage: boolean } }>,
): Promise<string | null> {
  let after: string | null = null;
  for (let p = 1; p < page; p++) {
    const { pageInfo } = await read(after);
    expect(pageInfo.hasNextPage).toBe(true);
    after = pageInfo.endCursor ?? null;
  }
  return after;
}

// Enum names (contract §7) → the spec's spelling, written out independently of the schema.
const TAX_TYPE: Record<string, string> = {
  SALE: 'sale',
  PURCHASE: 'purchase',
  BOTH: 'both',
  UNKNOWN: 'unknown',
};
const TAX_SCOPE: Record<string, string> = {
  NATIONAL: 'nat',
  EUROPEAN: 'eu',
  INTERNATIONAL: 'int',
  UNKNOWN: 'unknown',
};
const GENDER: Record<string, string> = { MALE: 'H', FEMALE: 'F', UNSPECIFIED: 'N/A' };
const OPPORTUNITY_STATUS: Record<string, string> = {
  OPEN: 'open',
  WON: 'won',
  LOST: 'lost',
  CANCELLED: 'cancelled',
  CLOSED: 'closed',
};
const ADDRESS_TYPE: Record<string, string> = {
  MAIN: 'main',
  DELIVERY: 'delivery',
  INVOICE: 'invoice',
  OTHER: 'other',
};
const ORDER_ITEM_TYPE: Record<string, string> = {
  MENU: 'menu',
  PRODUCT: 'product',
  SERVICE: 'service',
  GENERAL_DISCOUNT: 'general_discount',
};
const PARTNER_TYPE: Record<string, string> = { OWNER: 'owner', ACCOUNT: 'account' };

function restEnum(table: Record<string, string>, value: string | null): string | null {
  if (value === null) return null;
  const mapped = table[value];
  if (mapped === undefined) throw new Error(`unexpected enum value ${value}`);
  return mapped;
}

/** A contact of GraphQL with its enums in the spec's spelling. */
function restContact<
  C extends { gender?: string | null; addresses?: { addressType: string }[] | null | undefined },
>(contact: C) {
  return {
    ...contact,
    gender: restEnum(GENDER, contact.gender ?? null),
    addresses: contact.addresses
      ? contact.addresses.map((a) => ({ ...a, addressType: restEnum(ADDRESS_TYPE, a.addressType) }))
      : contact.addresses,
  };
}

// ---- documents ----------------------------------------------------------------------------------

const TaxesQuery = graphql(`
  query ParityTaxes($id: ID!, $first: Int, $after: String) {
    consumer(id: $id) {
      invoicing {
        taxes(first: $first, after: $after) {
          nodes { remoteId sourceRef { remoteId model } label rate type code scope active }
          totalCount
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`);

const OpportunitiesQuery = graphql(`
  query ParityOpportunities($id: ID!, $first: Int, $after: String) {
    consumer(id: $id) {
      invoicing {
        opportunities(first: $first, after: $after) {
          nodes {
            remoteId sourceRef { remoteId model } name total probability status partnerId comment currency
            description pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { remoteId model name }
          }
          totalCount
        }
      }
    }
  }
`);

const ContactQuery = graphql(`
  query ParityContact($id: ID!, $contact: String!) {
    consumer(id: $id) {
      invoicing {
        contact(remoteId: $contact) {
          remoteId sourceRef { remoteId model } isProspect isCustomer isSupplier isCompany companyName firstName
          lastName email phone mobile companyId vat companyNumber currency language comment customerAccountNumber
          supplierAccountNumber birthdate gender
          addresses { addressType name phone mobile email street number box city postalCode country }
          externalReference
        }
      }
    }
  }
`);

const ModifiersQuery = graphql(`
  query ParityModifiers($id: ID!, $first: Int, $after: String, $location: String) {
    consumer(id: $id) {
      pos {
        modifiers(first: $first, after: $after, locationId: $location) {
          nodes { remoteId name options { remoteId name price } }
          totalCount
        }
      }
    }
  }
`);

const PmsTaxesQuery = graphql(`
  query ParityPmsTaxes($id: ID!, $first: Int, $after: String) {
    consumer(id: $id) {
      pms {
        taxes(first: $first, after: $after) {
          nodes { remoteId sourceRef { remoteId model } label rate isCityTax }
          totalCount
        }
      }
    }
  }
`);

const PmsOrdersQuery = graphql(`
  query ParityPmsOrders(
    $id: ID!
    $first: Int
    $after: String
    $state: PmsOrderState
    $from: Date
    $to: Date
    $location: String
  ) {
    consumer(id: $id) {
      pms {
        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {
          nodes {
            remoteId sourceRef { remoteId model } creationDate closingDate serviceDate total taxAmount orderNumber
            deviceId totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId
            locationId guests serviceId
            taxes { taxId name taxRate taxAmount total }
            items {
              remoteId sourceRef { remoteId model } quantity unitPrice total taxAmount type menuId taxRate taxId
              description discounts { remoteId name total type } productId accountingCategoryId
            }
            reservation {
              remoteId sourceRef { remoteId model } startDate endDate creationDate
              resourceId { remoteId sourceRef { remoteId model } } resourceName resourceIdentifier
            }
            bills {
              remoteId sourceRef { remoteId model } invoiceNumber creationDate closingDate
              partners {
                remoteId sourceRef { remoteId model } type firstName lastName companyName
                address { addressType name street number box city postalCode country }
              }
            }
          }
          totalCount
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`);

const CreateProductMutation = graphql(`
  mutation ParityCreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      product {
        remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost
        availableQuantity
      }
      userErrors { code field message }
    }
  }
`);

/** Runs a typed document and fails on any GraphQL error. */
async function gql<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  const res = await t.graphql(document, variables, { token: account.token });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.status).toBe(200);
  return res.data!;
}

// ---- parity -------------------------------------------------------------------------------------

describe('REST and GraphQL return the same data', () => {
  it.each([
    { page: 1, size: 50 },
    { page: 2, size: 5 },
  ])('invoicing taxes (page $page, size $size)', async ({ page, size }) => {
    const rest = await t.expect(
      200,
      'GET',
      `${path(consumerId, 'invoicing/taxes')}?page=${page}&size=${size}`,
      {
        token: account.token,
      },
    );
    const read = async (after: string | null) =>
      (await gql(TaxesQuery, { id: consumerId, first: size, after })).consumer!.invoicing.taxes!;
    const taxes = await read(await cursorBefore(page, read));
    const converted = toSnake(
      restPage(taxes, page, size, (x) => ({
        ...x,
        type: restEnum(TAX_TYPE, x.type),
        scope: restEnum(TAX_SCOPE, x.scope ?? null),
      })),
    );
    expect(rest.items.length).toBeGreaterThan(0);
    expect(converted).toEqual(rest);
  });

  it('invoicing opportunities', async () => {
    const rest = await t.expect(200, 'GET', path(consumerId, 'invoicing/opportunities'), {
      token: account.token,
    });
    const data = await gql(OpportunitiesQuery, { id: consumerId });
    expect(rest.total).toBe(12);
    const opportunities = data.consumer!.invoicing.opportunities!;
    const converted = restPage(opportunities, 1, 50, (o) => ({
      ...o,
      status: restEnum(OPPORTUNITY_STATUS, o.status),
    }));
    expect(toSnake(converted)).toEqual(rest);
  });

  it.each(['contact-0001', 'contact-0003', 'contact-0009', 'contact-0011'])(
    'invoicing contact %s',
    async (id) => {
      const rest = await t.expect(200, 'GET', path(consumerId, `invoicing/contacts/${id}`), {
        token: account.token,
      });
      const data = await gql(ContactQuery, { id: consumerId, contact: id });
      const contact = data.consumer!.invoicing.contact!;
      expect(toSnake(restContact(contact))).toEqual(rest);
    },
  );

  it('invoicing contact with gender N/A (substitute connector)', async () => {
    const { consumerId: own } = await t.newConsumer(account, [COUNTING_ID]);
    const rest = await t.expect(200, 'GET', path(own, 'invoicing/contacts/c-parity'), {
      token: account.token,
    });
    expect(rest.gender).toBe('N/A');
    const data = await gql(ContactQuery, { id: own, contact: 'c-parity' });
    const contact = data.consumer!.invoicing.contact!;
    expect(contact.gender).toBe('UNSPECIFIED');
    expect(toSnake(restContact(contact))).toEqual(rest);
  });

  it.each([null, 'LOC-BRU', 'LOC-ANT'])('POS modifiers (location %s)', async (location) => {
    const query = location ? `?location_id=${location}` : '';
    const rest = await t.expect(200, 'GET', `${path(consumerId, 'pos/modifiers')}${query}`, {
      token: account.token,
    });
    const data = await gql(ModifiersQuery, { id: consumerId, location });
    expect(toSnake(restPage(data.consumer!.pos.modifiers!, 1, 50))).toEqual(rest);
  });

  it('PMS taxes', async () => {
    const rest = await t.expect(200, 'GET', path(consumerId, 'pms/taxes'), { token: account.token });
    const data = await gql(PmsTaxesQuery, { id: consumerId });
    expect(toSnake(restPage(data.consumer!.pms.taxes!, 1, 50))).toEqual(rest);
  });

  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  it.each([
    { name: 'no filter', rest: 'size=100', page: 1, size: 100, vars: {} },
    { name: 'closed', rest: 'state=closed&size=100', page: 1, size: 100, vars: { state: 'CLOSED' as const } },
    {
      name: 'consumed, paged',
      rest: 'state=consumed&page=2&size=4',
      page: 2,
      size: 4,
      vars: { state: 'CONSUMED' as const },
    },
    {
      name: 'window and location',
      rest: `date_from=${daysAgo(40)}&date_to=${daysAgo(5)}&location_id=LOC-ANT`,
      page: 1,
      size: 50,
      vars: { from: daysAgo(40), to: daysAgo(5), location: 'LOC-ANT' },
    },
  ])('PMS orders ($name)', async ({ rest: query, page, size, vars }) => {
    const rest = await t.expect(200, 'GET', `${path(consumerId, 'pms/orders')}?${query}`, {
      token: account.token,
    });
    const read = async (after: string | null) =>
      (await gql(PmsOrdersQuery, { id: consumerId, first: size, after, ...vars })).consumer!.pms.orders!;
    const orders = await read(await cursorBefore(page, read));
    expect(rest.items.length).toBeGreaterThan(0);
    const current = {
      ...restPage(orders, page, size),
      items: orders.nodes.map(({ ...order }) => ({
        ...order,
        bills: order.bills.map((bill) => ({
          ...bill,
          partners: bill.partners.map((p) => ({ ...p, type: restEnum(PARTNER_TYPE, p.type) })),
        })),
        items: order.items.map((item) => ({
          ...item,
          type: restEnum(ORDER_ITEM_TYPE, item.type ?? null),
        })),
      })),
    };
    expect(toSnake(current)).toEqual(rest);
  });

  it('product creation: the same record apart from its new id', async () => {
    const body = {
      name: 'Parity lamp',
      unit_price: 45.5,
      tax_id: 'tax-be-21-sale',
      code: 'PAR-LAMP',
      unit: 'unit',
      category: 'Lighting',
      currency: 'EUR',
      description: 'Brass desk lamp',
      cost: 20,
    };
    const rest = await t.expect(200, 'POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      body,
    });
    const data = await gql(CreateProductMutation, {
      input: {
        consumerId,
        name: body.name,
        unitPrice: body.unit_price,
        taxId: body.tax_id,
        code: body.code,
        unit: body.unit,
        category: body.category,
        currency: body.currency,
        description: body.description,
        cost: body.cost,
      },
    });
    expect(data.createProduct.userErrors).toEqual([]);
    const created = toSnake(data.createProduct.product);
    expect(created.id).not.toBe(rest.id);
    const withoutIds = (p: any) => ({ ...p, id: null, source_ref: { ...p.source_ref, id: null } });
    expect(withoutIds(created)).toEqual(withoutIds(rest));
  });

  it('product creation: one idempotency key replays across surfaces', async () => {
    const key = `parity-${Date.now()}`;
    const rest = await t.expect(200, 'POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      headers: { 'x-chift-client-requestid': key },
      body: { name: 'Cross-surface', unit_price: 3 },
    });
    const replay = await t.graphql(
      CreateProductMutation,
      { input: { consumerId, name: 'Cross-surface', unitPrice: 3 } },
      { token: account.token, headers: { 'x-chift-client-requestid': key } },
    );
    expect(replay.errors).toBeUndefined();
    expect(replay.data!.createProduct.userErrors).toEqual([]);
    expect(toSnake(replay.data!.createProduct.product)).toEqual(rest);
    // The key as the mutation's own idempotencyKey input replays it as well.
    const again = await t.graphql(
      CreateProductMutation,
      { input: { consumerId, name: 'Cross-surface', unitPrice: 3, idempotencyKey: key } },
      { token: account.token },
    );
    expect(again.errors).toBeUndefined();
    expect(toSnake(again.data!.createProduct.product)).toEqual(rest);
  });
});

// ---- batching -----------------------------------------------------------------------------------

/** `{ consumer(id) { invoicing { c0: contact(remoteId: "...") { remoteId firstName } ... } } }`, built raw. */
function contactsQuery(consumer: string, ids: readonly string[]): string {
  const fields = ids
    .map((id, i) => `c${i}: contact(remoteId: ${JSON.stringify(id)}) { remoteId firstName }`)
    .join('\n');
  return `query { consumer(id: ${JSON.stringify(consumer)}) { invoicing { ${fields} } } }`;
}

describe('DataLoader batching (substitute connector)', () => {
  it('50 aliased contact fields → one batched vendor call with the 50 ids', async () => {
    const { consumerId: own } = await t.newConsumer(account, [COUNTING_ID]);
    counting.reset();
    const ids = Array.from({ length: 50 }, (_, i) => `c-${i}`);
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: contactsQuery(own, ids) },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const calls = counting.callsOf('invoicing.contacts.get');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0]).toEqual(ids);
    const invoicing = res.body.data.consumer.invoicing;
    for (const [i, id] of ids.entries()) {
      expect(invoicing[`c${i}`]).toEqual({ remoteId: id, firstName: `First ${id}` });
    }
  });

  it('the same id asked twice is fetched once', async () => {
    const { consumerId: own } = await t.newConsumer(account, [COUNTING_ID]);
    counting.reset();
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: contactsQuery(own, ['c-a', 'c-b', 'c-a']) },
    });
    expect(res.body.errors).toBeUndefined();
    const calls = counting.callsOf('invoicing.contacts.get');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0]).toEqual(['c-a', 'c-b']);
  });

  it('unknown ids are per-field ERROR_API_RESOURCE_NOT_FOUND errors (null, 200); the known ones keep their data', async () => {
    const { consumerId: own } = await t.newConsumer(account, [COUNTING_ID]);
    counting.reset();
    const ids = ['c-1', 'missing-1', 'c-2', 'c-3', 'missing-2'];
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: contactsQuery(own, ids) },
    });
    // Known and unknown ids still travel in one batch.
    const calls = counting.callsOf('invoicing.contacts.get');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0]).toEqual(ids);

    // One error per unknown id, at its own field; no `extensions.http` (contract §7).
    const errors = res.body.errors as { message: string; path: unknown[]; extensions: any }[];
    expect(
      errors
        .map((e) => [e.path, e.extensions.code, e.message])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [
        ['consumer', 'invoicing', 'c1'],
        'ERROR_API_RESOURCE_NOT_FOUND',
        'Contact missing-1 could not be found',
      ],
      [
        ['consumer', 'invoicing', 'c4'],
        'ERROR_API_RESOURCE_NOT_FOUND',
        'Contact missing-2 could not be found',
      ],
    ]);
    for (const error of errors) expect(error.extensions.http).toBeUndefined();
    // Lookups are nullable (contract §7): each missing contact is null, its siblings keep their
    // data, and the answer is a 200.
    expect(res.status).toBe(200);
    const invoicing = res.body.data.consumer.invoicing;
    expect(invoicing.c1).toBeNull();
    expect(invoicing.c4).toBeNull();
    for (const [i, id] of ids.entries()) {
      if (id.startsWith('c-')) expect(invoicing[`c${i}`]).toEqual({ remoteId: id, firstName: `First ${id}` });
    }

    // The known ids alone resolve, again in one batch.
    counting.reset();
    const known = ids.filter((id) => id.startsWith('c-'));
    const ok = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: contactsQuery(own, known) },
    });
    expect(ok.body.errors).toBeUndefined();
    expect(Object.values(ok.body.data.consumer.invoicing).map((c: any) => c.remoteId)).toEqual(known);
    expect(counting.callsOf('invoicing.contacts.get')).toHaveLength(1);
  });

  it('two identical taxes(first: 5) aliases → one vendor call', async () => {
    const { consumerId: own } = await t.newConsumer(account, [COUNTING_ID]);
    // The cursor that ends the first page of 5 (cursors are opaque: asked, not made).
    const firstPage = await t.request('POST', '/graphql', {
      token: account.token,
      body: {
        query: `{ consumer(id: ${JSON.stringify(own)}) { invoicing { taxes(first: 5) { pageInfo { endCursor } } } } }`,
      },
    });
    const after: string = firstPage.body.data.consumer.invoicing.taxes.pageInfo.endCursor;
    expect(typeof after).toBe('string');
    counting.reset();
    const query = `query {
      consumer(id: ${JSON.stringify(own)}) {
        invoicing {
          a: taxes(first: 5) { totalCount nodes { remoteId } }
          b: taxes(first: 5) { totalCount nodes { remoteId } }
          c: taxes(first: 5, after: ${JSON.stringify(after)}) { totalCount nodes { remoteId } }
        }
      }
    }`;
    const res = await t.request('POST', '/graphql', { token: account.token, body: { query } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const { a, b, c } = res.body.data.consumer.invoicing;
    expect(a).toEqual(b);
    expect(a.nodes.map((x: { remoteId: string }) => x.remoteId)).toEqual([
      'ctax-0',
      'ctax-1',
      'ctax-2',
      'ctax-3',
      'ctax-4',
    ]);
    expect(c.nodes.map((x: { remoteId: string }) => x.remoteId)).toEqual(['ctax-5', 'ctax-6', 'ctax-7']);
    const calls = counting.callsOf('invoicing.taxes.list');
    // One call for page 1 (shared by a and b), one for page 2.
    expect(calls.map((call) => call.args[0])).toEqual([
      { page: 1, size: 5 },
      { page: 2, size: 5 },
    ]);
  });

  it('each request batches on its own: no cache across requests', async () => {
    const { consumerId: own } = await t.newConsumer(account, [COUNTING_ID]);
    counting.reset();
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/graphql', {
        token: account.token,
        body: { query: contactsQuery(own, ['c-x', 'c-y']) },
      });
      expect(res.body.errors).toBeUndefined();
    }
    expect(counting.callsOf('invoicing.contacts.get').map((c) => c.args[0])).toEqual([
      ['c-x', 'c-y'],
      ['c-x', 'c-y'],
    ]);
  });
});
