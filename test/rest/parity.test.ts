import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LintelError } from '../../src/errors.js';
import type { Contact, TaxCode } from '../../src/model/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';
import { type CountingConnector, createCountingConnector } from '../kit/counting-connector.js';

/**
 * REST is a view of the GraphQL schema: for each of the seven consumer operations both surfaces
 * must return the same records (GraphQL's camelCase and UPPER_CASE enums mapped to the REST
 * spelling). Then DataLoader batching, proven by counting the calls reaching a substitute
 * connector.
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

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Deep copy with camelCase keys written snake_case (`sourceRef` → `source_ref`). */
function toSnake(value: unknown): any {
  if (Array.isArray(value)) return value.map(toSnake);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), toSnake(v)]));
  }
  return value;
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
  query ParityTaxes($id: ID!, $page: Int, $size: Int) {
    consumer(id: $id) {
      invoicing {
        taxes(page: $page, size: $size) {
          items { id sourceRef { id model } label rate type code scope active }
          total page size
        }
      }
    }
  }
`);

const OpportunitiesQuery = graphql(`
  query ParityOpportunities($id: ID!, $page: Int, $size: Int) {
    consumer(id: $id) {
      invoicing {
        opportunities(page: $page, size: $size) {
          items {
            id sourceRef { id model } name total probability status partnerId comment currency description
            pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { id model name }
          }
          total page size
        }
      }
    }
  }
`);

const ContactQuery = graphql(`
  query ParityContact($id: ID!, $contact: ID!) {
    consumer(id: $id) {
      invoicing {
        contact(id: $contact) {
          id sourceRef { id model } isProspect isCustomer isSupplier isCompany companyName firstName lastName
          email phone mobile companyId vat companyNumber currency language comment customerAccountNumber
          supplierAccountNumber birthdate gender
          addresses { addressType name phone mobile email street number box city postalCode country }
          externalReference
        }
      }
    }
  }
`);

const ModifiersQuery = graphql(`
  query ParityModifiers($id: ID!, $page: Int, $size: Int, $location: String) {
    consumer(id: $id) {
      pos {
        modifiers(page: $page, size: $size, locationId: $location) {
          items { id name options { id name price } }
          total page size
        }
      }
    }
  }
`);

const PmsTaxesQuery = graphql(`
  query ParityPmsTaxes($id: ID!, $page: Int, $size: Int) {
    consumer(id: $id) {
      pms {
        taxes(page: $page, size: $size) {
          items { id sourceRef { id model } label rate isCityTax }
          total page size
        }
      }
    }
  }
`);

const PmsOrdersQuery = graphql(`
  query ParityPmsOrders(
    $id: ID!
    $page: Int
    $size: Int
    $state: PmsOrderState
    $from: Date
    $to: Date
    $location: String
  ) {
    consumer(id: $id) {
      pms {
        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {
          items {
            id sourceRef { id model } creationDate closingDate serviceDate total taxAmount orderNumber deviceId
            totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId
            locationId guests serviceId
            taxes { taxId name taxRate taxAmount total id rate amount }
            items {
              id sourceRef { id model } quantity unitPrice total taxAmount type menuId taxRate taxId description
              discounts { id name total type amount } productId accountingCategoryId
            }
            reservation {
              id sourceRef { id model } startDate endDate creationDate
              resourceId { id sourceRef { id model } } resourceName resourceIdentifier
            }
            bills {
              id sourceRef { id model } invoiceNumber creationDate closingDate
              partners {
                id sourceRef { id model } type firstName lastName companyName
                address { addressType name street number box city postalCode country }
              }
            }
          }
          total page size
        }
      }
    }
  }
`);

const CreateProductMutation = graphql(`
  mutation ParityCreateProduct($consumerId: ID!, $input: CreateProductInput!) {
    createProduct(consumerId: $consumerId, input: $input) {
      id sourceRef { id model } name unitPrice taxId code unit category currency description cost
      availableQuantity
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
    const data = await gql(TaxesQuery, { id: consumerId, page, size });
    const taxes = data.consumer.invoicing.taxes;
    const converted = toSnake({
      ...taxes,
      items: taxes.items.map((x) => ({
        ...x,
        type: restEnum(TAX_TYPE, x.type),
        scope: restEnum(TAX_SCOPE, x.scope ?? null),
      })),
    });
    expect(rest.items.length).toBeGreaterThan(0);
    expect(converted).toEqual(rest);
  });

  it('invoicing opportunities', async () => {
    const rest = await t.expect(200, 'GET', path(consumerId, 'invoicing/opportunities'), {
      token: account.token,
    });
    const data = await gql(OpportunitiesQuery, { id: consumerId });
    expect(rest.total).toBe(12);
    const opportunities = data.consumer.invoicing.opportunities;
    const converted = {
      ...opportunities,
      items: opportunities.items.map((o) => ({ ...o, status: restEnum(OPPORTUNITY_STATUS, o.status) })),
    };
    expect(toSnake(converted)).toEqual(rest);
  });

  it.each(['contact-0001', 'contact-0003', 'contact-0009', 'contact-0011'])(
    'invoicing contact %s',
    async (id) => {
      const rest = await t.expect(200, 'GET', path(consumerId, `invoicing/contacts/${id}`), {
        token: account.token,
      });
      const data = await gql(ContactQuery, { id: consumerId, contact: id });
      const contact = data.consumer.invoicing.contact;
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
    const contact = data.consumer.invoicing.contact;
    expect(contact.gender).toBe('UNSPECIFIED');
    expect(toSnake(restContact(contact))).toEqual(rest);
  });

  it.each([null, 'LOC-BRU', 'LOC-ANT'])('POS modifiers (location %s)', async (location) => {
    const query = location ? `?location_id=${location}` : '';
    const rest = await t.expect(200, 'GET', `${path(consumerId, 'pos/modifiers')}${query}`, {
      token: account.token,
    });
    const data = await gql(ModifiersQuery, { id: consumerId, location });
    expect(toSnake(data.consumer.pos.modifiers)).toEqual(rest);
  });

  it('PMS taxes', async () => {
    const rest = await t.expect(200, 'GET', path(consumerId, 'pms/taxes'), { token: account.token });
    const data = await gql(PmsTaxesQuery, { id: consumerId });
    expect(toSnake(data.consumer.pms.taxes)).toEqual(rest);
  });

  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  it.each([
    { name: 'no filter', rest: 'size=100', vars: { size: 100 } },
    { name: 'closed', rest: 'state=closed&size=100', vars: { size: 100, state: 'CLOSED' as const } },
    {
      name: 'consumed, paged',
      rest: 'state=consumed&page=2&size=4',
      vars: { page: 2, size: 4, state: 'CONSUMED' as const },
    },
    {
      name: 'window and location',
      rest: `date_from=${daysAgo(40)}&date_to=${daysAgo(5)}&location_id=LOC-ANT`,
      vars: { from: daysAgo(40), to: daysAgo(5), location: 'LOC-ANT' },
    },
  ])('PMS orders ($name)', async ({ rest: query, vars }) => {
    const rest = await t.expect(200, 'GET', `${path(consumerId, 'pms/orders')}?${query}`, {
      token: account.token,
    });
    const data = await gql(PmsOrdersQuery, { id: consumerId, ...vars });
    expect(rest.items.length).toBeGreaterThan(0);
    // The deprecated GraphQL fields repeat Chift's: tax id/rate/amount, discount amount.
    const orders = data.consumer.pms.orders;
    const current = {
      ...orders,
      items: orders.items.map((order) => ({
        ...order,
        taxes: order.taxes.map(({ id, rate, amount, ...tax }) => {
          expect([id, rate, amount]).toEqual([tax.taxId, tax.taxRate, tax.taxAmount]);
          return tax;
        }),
        bills: order.bills.map((bill) => ({
          ...bill,
          partners: bill.partners.map((p) => ({ ...p, type: restEnum(PARTNER_TYPE, p.type) })),
        })),
        items: order.items.map((item) => ({
          ...item,
          type: restEnum(ORDER_ITEM_TYPE, item.type ?? null),
          discounts: item.discounts.map(({ amount, ...discount }) => {
            expect(amount).toBe(discount.total);
            return discount;
          }),
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
      consumerId,
      input: {
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
    const created = toSnake(data.createProduct);
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
      { consumerId, input: { name: 'Cross-surface', unitPrice: 3 } },
      { token: account.token, headers: { 'x-chift-client-requestid': key } },
    );
    expect(replay.errors).toBeUndefined();
    expect(toSnake(replay.data!.createProduct)).toEqual(rest);
  });
});

// ---- batching -----------------------------------------------------------------------------------

/** `{ consumer(id) { invoicing { c0: contact(id: "...") { id firstName } ... } } }`, built raw. */
function contactsQuery(consumer: string, ids: readonly string[]): string {
  const fields = ids.map((id, i) => `c${i}: contact(id: ${JSON.stringify(id)}) { id firstName }`).join('\n');
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
      expect(invoicing[`c${i}`]).toEqual({ id, firstName: `First ${id}` });
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

  it('unknown ids are per-field ERROR_API_RESOURCE_NOT_FOUND errors; the known ones raise none', async () => {
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

    const errors = res.body.errors as { message: string; path: unknown[]; extensions: any }[];
    expect(errors.length).toBeGreaterThanOrEqual(1);
    for (const error of errors) {
      expect(error.extensions.code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
      expect(error.extensions.http.status).toBe(404);
      expect(error.path).toEqual(['consumer', 'invoicing', expect.stringMatching(/^c[14]$/)]);
      expect(error.message).toMatch(/^Contact missing-[12] could not be found$/);
    }
    // `contact` is `Contact!` and its parents are non-null too (contract §7), so a missing
    // contact nulls the whole `data`; the answer takes the error's status.
    expect(res.body.data).toBeNull();
    expect(res.status).toBe(404);

    // The known ids alone resolve, again in one batch.
    counting.reset();
    const known = ids.filter((id) => id.startsWith('c-'));
    const ok = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: contactsQuery(own, known) },
    });
    expect(ok.body.errors).toBeUndefined();
    expect(Object.values(ok.body.data.consumer.invoicing).map((c: any) => c.id)).toEqual(known);
    expect(counting.callsOf('invoicing.contacts.get')).toHaveLength(1);
  });

  it('two identical taxes(page:1, size:5) aliases → one vendor call', async () => {
    const { consumerId: own } = await t.newConsumer(account, [COUNTING_ID]);
    counting.reset();
    const query = `query {
      consumer(id: ${JSON.stringify(own)}) {
        invoicing {
          a: taxes(page: 1, size: 5) { total items { id } }
          b: taxes(page: 1, size: 5) { total items { id } }
          c: taxes(page: 2, size: 5) { total items { id } }
        }
      }
    }`;
    const res = await t.request('POST', '/graphql', { token: account.token, body: { query } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const { a, b, c } = res.body.data.consumer.invoicing;
    expect(a).toEqual(b);
    expect(a.items.map((x: { id: string }) => x.id)).toEqual([
      'ctax-0',
      'ctax-1',
      'ctax-2',
      'ctax-3',
      'ctax-4',
    ]);
    expect(c.items.map((x: { id: string }) => x.id)).toEqual(['ctax-5', 'ctax-6', 'ctax-7']);
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
