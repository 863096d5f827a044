import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxCode } from '../../src/model/index.js';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';
import { createCountingConnector } from '../kit/counting-connector.js';

/**
 * The item limit of `/graphql` (issue 8, item 4; LINTEL_GRAPHQL_MAX_ITEMS, default 1,000): an
 * operation whose connections could return more items than the limit (`first`, default 50, times
 * what one record selects) is refused with 400 `ERROR_QUERY_TOO_COSTLY` before any vendor call;
 * `__typename` aliases count like any other alias; ordinary queries and the REST routes (which run
 * operations' resolvers directly, with `size`) are not affected.
 */

const COUNTING_ID = 951;
const TAXES: TaxCode[] = Array.from({ length: 120 }, (_, i) => ({
  id: `ctax-${i}`,
  source_ref: { id: String(i), model: 'counting.tax' },
  label: `Tax ${i}`,
  rate: i % 30,
  type: 'sale',
  code: null,
  scope: 'nat',
  active: true,
}));

const counting = createCountingConnector({
  integrationId: COUNTING_ID,
  name: 'Counting Invoicing',
  api: 'invoicing',
  capabilities: ['invoicing.taxes.list'],
  handlers: {
    async 'invoicing.taxes.list'(page) {
      const start = (page.page - 1) * page.size;
      return {
        items: TAXES.slice(start, start + page.size),
        total: TAXES.length,
        page: page.page,
        size: page.size,
      };
    },
  },
});

let t: TestApp;
let account: TestAccount;
/** Connected to the Sandbox's invoicing, POS and PMS (29 seeded orders). */
let sandbox: string;
/** Connected to the counting invoicing connector (120 taxes). */
let counted: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { connectors: [counting.definition] } });
  account = await t.newAccount('cost');
  ({ consumerId: sandbox } = await t.newConsumer(account));
  ({ consumerId: counted } = await t.newConsumer(account, [COUNTING_ID]));
});

afterAll(async () => {
  await t?.close();
});

const gql = (query: string, variables: Record<string, unknown> = {}, app = t, token = account.token) =>
  app.request('POST', '/graphql', { token, body: { query, variables } });

const aliases = (n: number, field: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join('\n');

/** Per order 5 items: the order, its lines (1 each) and their discounts, its taxes and its bills. */
const ORDER_FIELDS =
  'nodes { id items { remoteId discounts { remoteId total } } taxes { taxId taxAmount } bills { remoteId } }';

function expectTooCostly(res: TestResponse, items: number, limit = 1000): void {
  expect(res.status, res.text).toBe(400);
  expect(res.body.data ?? null).toBeNull();
  expect(res.body.errors).toEqual([
    {
      message: `The query could return about ${items} items, more than the limit of ${limit}`,
      extensions: {
        code: 'ERROR_QUERY_TOO_COSTLY',
        detail: expect.stringContaining('ask for smaller pages'),
      },
    },
  ]);
  // The estimate and the limit, on the refusal too.
  expect(res.body.extensions).toEqual({ cost: { requestedItems: items, limit } });
}

describe('the item limit', () => {
  it('refuses 99 aliases of pms.orders(first: 100) with 400 ERROR_QUERY_TOO_COSTLY', async () => {
    const query = `query ($id: ID!) { consumer(id: $id) { pms {
      ${aliases(99, () => 'orders(first: 100) { nodes { id } }')}
    } } }`;
    const started = performance.now();
    const res = await gql(query, { id: sandbox });
    console.log(
      `99 × orders(first: 100): ${res.status} in ${Math.round(performance.now() - started)} ms, ${res.text.length} bytes`,
    );
    expectTooCostly(res, 9900);
  });

  it('refuses before any vendor call; the same query within the limit reaches the vendor', async () => {
    counting.reset();
    const over = `query ($id: ID!) { consumer(id: $id) { invoicing {
      ${aliases(11, () => `taxes(first: 100) { nodes { id } }`)}
    } } }`;
    expectTooCostly(await gql(over, { id: counted }), 1100);
    expect(counting.callsOf('invoicing.taxes.list')).toHaveLength(0);

    // Control: 10 pages of 100 is exactly the limit.
    const within = `query ($id: ID!) { consumer(id: $id) { invoicing {
      ${aliases(10, () => `taxes(first: 100) { nodes { id } }`)}
    } } }`;
    const res = await gql(within, { id: counted });
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.consumer.invoicing.a0.nodes).toHaveLength(100);
    expect(counting.callsOf('invoicing.taxes.list').length).toBeGreaterThan(0);
  });

  it('takes `first` from variables, and its default (50) when it is absent', async () => {
    const byFirst = `query ($id: ID!, $first: Int) { consumer(id: $id) { invoicing {
      ${aliases(11, () => `taxes(first: $first) { nodes { id } }`)}
    } } }`;
    expectTooCostly(await gql(byFirst, { id: counted, first: 100 }), 1100);
    expect((await gql(byFirst, { id: counted, first: 90 })).status).toBe(200);
    // No `first`: 21 default pages of 50.
    const byDefault = `query ($id: ID!) { consumer(id: $id) { invoicing {
      ${aliases(21, () => `taxes { nodes { id } }`)}
    } } }`;
    expectTooCostly(await gql(byDefault, { id: counted }), 1050);
    expect((await gql(byDefault, { id: counted, first: 50 })).status).toBe(400);
    const fewer = `query ($id: ID!) { consumer(id: $id) { invoicing {
      ${aliases(20, () => `taxes { nodes { id } }`)}
    } } }`;
    expect((await gql(fewer, { id: counted })).status).toBe(200);
  });

  it('multiplies nested lists: a page of 100 orders with their lines, taxes and bills is 500', async () => {
    const pages = (n: number) => `query ($id: ID!) { consumer(id: $id) { pms {
      ${aliases(n, () => `orders(first: 100) { ${ORDER_FIELDS} }`)}
    } } }`;
    expectTooCostly(await gql(pages(3), { id: sandbox }), 1500);
    const two = await gql(pages(2), { id: sandbox });
    expect(two.status, two.text).toBe(200);
    expect(two.body.data.consumer.pms.a0.nodes).toHaveLength(29);
  });

  it('counts a list whose elements reach paged fields as a default page (consumers × orders)', async () => {
    const fanOut = '{ consumers { nodes { id pms { orders(first: 100) { nodes { id } } } } } }';
    expectTooCostly(await gql(fanOut), 50 * (1 + 100));
    // Control: consumers and their connections alone are well within the limit.
    const res = await gql('{ consumers { nodes { id connections { id } } } }');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.consumers.nodes).toHaveLength(2);
  });

  it('expands fragments and honours @skip', async () => {
    const query = `query ($id: ID!, $skip: Boolean!) { consumer(id: $id) { invoicing {
      ...Pages ...Pages @skip(if: $skip)
    } } }
    fragment Pages on Invoicing { ${aliases(6, () => `taxes(first: 100) { nodes { id } }`)} }`;
    expectTooCostly(await gql(query, { id: counted, skip: false }), 1200);
    expect((await gql(query, { id: counted, skip: true })).status).toBe(200);
  });
});

describe('ordinary queries are not affected', () => {
  it('one full page of 100 orders over GraphQL', async () => {
    const res = await gql(
      `query ($id: ID!) { consumer(id: $id) { pms { orders(first: 100) { ${ORDER_FIELDS} totalCount pageInfo { hasNextPage } } } } }`,
      { id: sandbox },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.consumer.pms.orders.pageInfo.hasNextPage).toBe(false);
    expect(res.body.data.consumer.pms.orders.nodes.length).toBe(29);
    expect(res.body.extensions.cost).toEqual({ requestedItems: 500, limit: 1000 });
  });

  it('one page of 100 orders with the fields a client shows (about 400 items) over GraphQL', async () => {
    const res = await gql(
      `query ($id: ID!) { consumer(id: $id) { pms { orders(first: 100) { nodes {
        id remoteId orderNumber creationDate closingDate serviceDate total taxAmount totalDiscount
        totalRefund totalTip deliveryFee currency country guests locationId customerId
        items { remoteId description quantity unitPrice total taxAmount taxRate taxId productId type
          discounts { remoteId name total } }
        taxes { taxId name taxRate taxAmount total }
      } } } } }`,
      { id: sandbox },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.consumer.pms.orders.nodes.length).toBe(29);
    expect(res.body.extensions.cost.requestedItems).toBeLessThanOrEqual(1000);
  });

  it('REST pages of size 100 (each route calls its operation resolver directly, with page and size)', async () => {
    for (const rest of [
      'pms/orders',
      'pms/taxes',
      'invoicing/taxes',
      'invoicing/contacts',
      'invoicing/products',
      'invoicing/opportunities',
      'pos/modifiers',
    ]) {
      const page = await t.expect<{ size: number; items: unknown[] }>(
        200,
        'GET',
        `/consumers/${sandbox}/${rest}?size=100`,
        { token: account.token },
      );
      expect(page.size, rest).toBe(100);
    }
    const taxes = await t.expect<{ items: unknown[] }>(
      200,
      'GET',
      `/consumers/${counted}/invoicing/taxes?size=100`,
      {
        token: account.token,
      },
    );
    expect(taxes.items).toHaveLength(100);
  });

  it('GraphiQL-style introspection', async () => {
    const res = await gql(
      '{ __schema { types { name fields { name args { name type { name ofType { name } } } type { name } } } } }',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.__schema.types.length).toBeGreaterThan(50);
  });
});

describe('aliases', () => {
  it('refuses 1,000 `__typename` aliases like any other aliases', async () => {
    const typenames = await gql(`{ ${aliases(1000, () => '__typename')} }`);
    const fields = await gql(`{ ${aliases(101, () => 'integrations { name }')} }`);
    expect(fields.body.errors[0].message).toBe('Aliases limit of 100 exceeded, found 101.');
    expect(fields.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(typenames.status, typenames.text).toBe(fields.status);
    expect(typenames.body.errors[0].message).toBe('Aliases limit of 100 exceeded, found 1000.');
    expect(typenames.body.data ?? null).toBeNull();
    // Control: a few are fine.
    expect((await gql(`{ ${aliases(5, () => '__typename')} }`)).status).toBe(200);
  });
});

describe('LINTEL_GRAPHQL_MAX_ITEMS', () => {
  it('sets the limit; 0 turns it off', async () => {
    for (const [limit, expected] of [
      ['150', 400],
      ['0', 200],
    ] as const) {
      const app = await createTestApp({ env: { LINTEL_GRAPHQL_MAX_ITEMS: limit } });
      try {
        const owner = await app.newAccount('limit');
        const { consumerId } = await app.newConsumer(owner, [1]);
        const query = `query ($id: ID!) { consumer(id: $id) { invoicing {
          a: taxes(first: 100) { nodes { id } } b: taxes(first: 100) { nodes { remoteId } }
        } } }`;
        const res = await gql(query, { id: consumerId }, app, owner.token);
        if (expected === 400) expectTooCostly(res, 200, 150);
        else expect(res.status, res.text).toBe(200);
      } finally {
        await app.close();
      }
    }
  });
});
