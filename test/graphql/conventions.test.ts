import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOdoo, createOdooTestApp } from '../connectors/odoo/helpers.js';
import { startOdooFake } from '../fakes/odoo/server.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * CONTRACT §7's conventions, as a client developer meets them over a real server: global ids
 * that keep two consumers' records apart in a normalized cache, Relay connections walked with
 * `first`/`after`, lookups that are null without wiping their siblings, payload mutations that
 * succeed or fail independently, references served as fields, `node(id:)`, and the database
 * queries a list costs however many parents it has.
 */

let t: TestApp;
let account: TestAccount;
let first: string;
let second: string;

interface Answer {
  status: number;
  body: { data?: any; errors?: { message: string; path?: unknown[]; extensions?: any }[] };
  text: string;
}

async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  token = account.token,
): Promise<Answer> {
  const res = await t.request('POST', '/graphql', { token, body: { query, variables } });
  return { status: res.status, body: res.body, text: res.text };
}

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('conventions');
  ({ consumerId: first } = await t.newConsumer(account));
  ({ consumerId: second } = await t.newConsumer(account));
});

afterAll(async () => {
  await t?.close();
});

/** An Apollo-style normalized cache: every object with `__typename` and `id` stored once under that key. */
function normalize(value: unknown, store: Map<string, Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((v) => normalize(v, store));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) fields[k] = normalize(v, store);
  if (typeof record.__typename === 'string' && record.id !== undefined) {
    const key = `${record.__typename}:${String(record.id)}`;
    store.set(key, { ...store.get(key), ...fields });
    return { __ref: key };
  }
  return fields;
}

const PRODUCTS = `query($id: ID!) { consumer(id: $id) { __typename id invoicing { products(first: 100) {
  nodes { __typename id remoteId name unitPrice sourceRef { remoteId model } tax { __typename id remoteId rate } } } } } }`;

describe('identity', () => {
  it('keeps two consumers’ records apart in a normalized cache', async () => {
    const a = await gql(PRODUCTS, { id: first });
    const b = await gql(PRODUCTS, { id: second });
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    const productsA = a.body.data.consumer.invoicing.products.nodes as { id: string; remoteId: string }[];
    const productsB = b.body.data.consumer.invoicing.products.nodes as { id: string; remoteId: string }[];
    // The same Sandbox records in both consumers, under their vendor ids...
    expect(productsA.map((p) => p.remoteId)).toEqual(productsB.map((p) => p.remoteId));
    // ...and different global ids.
    const idsA = new Set(productsA.map((p) => p.id));
    expect(productsB.some((p) => idsA.has(p.id))).toBe(false);
    const store = new Map<string, Record<string, unknown>>();
    normalize(a.body.data, store);
    normalize(b.body.data, store);
    const cachedProducts = [...store.keys()].filter((k) => k.startsWith('Product:'));
    expect(cachedProducts).toHaveLength(productsA.length + productsB.length);
    // A change in one consumer's record leaves the other's alone.
    const [firstA] = productsA;
    const twin = productsB.find((p) => p.remoteId === firstA!.remoteId)!;
    store.get(`Product:${firstA!.id}`)!.name = 'Changed in consumer A';
    expect(store.get(`Product:${twin.id}`)!.name).not.toBe('Changed in consumer A');
  });

  it('reads any object again with node(id:), and answers the same null for unknown, foreign or malformed ids', async () => {
    const listed = await gql(
      `query($id: ID!) { consumer(id: $id) { id invoicing { taxes(first: 1) { nodes { id remoteId label } } } } }`,
      { id: first },
    );
    const tax = listed.body.data.consumer.invoicing.taxes.nodes[0];
    const read = await gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on TaxCode { remoteId label } ... on Consumer { name } } }`,
      { ids: [tax.id, first] },
    );
    expect(read.status, read.text).toBe(200);
    expect(read.body.errors, read.text).toBeUndefined();
    expect(read.body.data.nodes[0]).toEqual({
      __typename: 'TaxCode',
      id: tax.id,
      remoteId: tax.remoteId,
      label: tax.label,
    });
    expect(read.body.data.nodes[1]).toMatchObject({ __typename: 'Consumer', id: first });

    // nodes: each missing id is null with its own error, the others answered.
    const mixed = await gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [tax.id, 'nope', first],
    });
    expect(mixed.status, mixed.text).toBe(200);
    expect(mixed.body.data.nodes).toEqual([{ id: tax.id }, null, { id: first }]);
    expect(mixed.body.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([
      ['ERROR_NODE_NOT_FOUND', ['nodes', 1]],
    ]);
    // Missing ids last, settled before the found ones: still one entry per id, in order.
    const unknown = '00000000-0000-4000-8000-000000000000';
    const trailing = await gql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
      ids: [tax.id, first, unknown, 'garbage'],
    });
    expect(trailing.status, trailing.text).toBe(200);
    expect(trailing.body.data.nodes).toEqual([
      { __typename: 'TaxCode', id: tax.id },
      { __typename: 'Consumer', id: first },
      null,
      null,
    ]);
    expect(
      trailing.body.errors
        ?.map((e) => [e.extensions?.code, e.path])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      ['ERROR_NODE_NOT_FOUND', ['nodes', 2]],
      ['ERROR_NODE_NOT_FOUND', ['nodes', 3]],
    ]);

    const other = await t.newAccount('someone else');
    const tampered = Buffer.from(
      Buffer.from(tax.id, 'base64url')
        .toString('utf8')
        .replace(/:([^:]+)$/, ':no-such-tax'),
    ).toString('base64url');
    for (const [label, id, token] of [
      ['unknown', '00000000-0000-4000-8000-000000000000', account.token],
      ['another account’s', tax.id, other.token],
      ['another account’s consumer', first, other.token],
      ['tampered', tampered, account.token],
      ['malformed', 'not an id', account.token],
    ] as const) {
      const res = await gql('query($id: ID!) { node(id: $id) { id } }', { id }, token);
      expect(res.status, `${label}: ${res.text}`).toBe(200);
      expect(res.body.data, label).toEqual({ node: null });
      expect(
        res.body.errors?.map((e) => [e.extensions?.code, e.path]),
        label,
      ).toEqual([['ERROR_NODE_NOT_FOUND', ['node']]]);
    }
  });
});

describe('connections', () => {
  it('walks a list of more than two pages of first: 100 with after, without gaps or repeats, totalCount = REST total', async () => {
    const { consumerId } = await t.newConsumer(account, [1]);
    // The Sandbox's catalogue grows with what is written to it: 210 more products than seeded.
    for (let batch = 0; batch < 3; batch++) {
      const aliases = Array.from(
        { length: 70 },
        (_, i) =>
          `p${i}: createProduct(input: { consumerId: $c, name: "Walk ${batch * 70 + i}", unitPrice: ${i} }) { userErrors { code } }`,
      );
      const created = await gql(`mutation($c: ID!) { ${aliases.join(' ')} }`, { c: consumerId });
      expect(created.status, created.text).toBe(200);
      expect(
        Object.values(created.body.data).every((p: any) => p.userErrors.length === 0),
        created.text,
      ).toBe(true);
    }
    const rest = await t.expect<{ total: number }>(
      200,
      'GET',
      `/consumers/${consumerId}/invoicing/products?size=1`,
      {
        token: account.token,
      },
    );
    expect(rest.total).toBeGreaterThan(200);

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Answer = await gql(
        `query($id: ID!, $after: String) { consumer(id: $id) { invoicing { products(first: 100, after: $after) {
          totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { remoteId } } nodes { remoteId } } } } }`,
        { id: consumerId, after },
      );
      expect(page.status, page.text).toBe(200);
      const connection = page.body.data.consumer.invoicing.products;
      expect(connection.totalCount).toBe(rest.total);
      expect(connection.pageInfo.hasPreviousPage).toBe(pages > 0);
      expect(connection.edges.map((e: any) => e.node.remoteId)).toEqual(
        connection.nodes.map((n: any) => n.remoteId),
      );
      expect(connection.pageInfo.startCursor).toBe(connection.edges[0].cursor);
      expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1).cursor);
      seen.push(...connection.nodes.map((n: any) => n.remoteId));
      pages++;
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(rest.total / 100));
    expect(seen).toHaveLength(rest.total);
    expect(new Set(seen).size).toBe(rest.total);
  });

  it('starts a page anywhere: the window after any cursor is the next records', async () => {
    const all = await gql(
      `query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 100) { edges { cursor node { remoteId } } } } } }`,
      { id: first },
    );
    const edges = all.body.data.consumer.invoicing.taxes.edges as {
      cursor: string;
      node: { remoteId: string };
    }[];
    const from = await gql(
      `query($id: ID!, $after: String) { consumer(id: $id) { invoicing { taxes(first: 4, after: $after) { nodes { remoteId } pageInfo { hasNextPage } } } } }`,
      { id: first, after: edges[2]!.cursor },
    );
    expect(from.body.data.consumer.invoicing.taxes.nodes.map((n: any) => n.remoteId)).toEqual(
      edges.slice(3, 7).map((e) => e.node.remoteId),
    );
  });

  it('refuses first out of range and a foreign cursor with BAD_USER_INPUT at that connection only', async () => {
    for (const [args, argument] of [
      ['first: 101', 'first'],
      ['first: 0', 'first'],
      ['after: "bm90LWEtY3Vyc29y"', 'after'],
    ] as const) {
      const res = await gql(
        `query($id: ID!) { integrations { name } consumer(id: $id) { invoicing { taxes(${args}) { totalCount } products(first: 1) { totalCount } } } }`,
        { id: first },
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.integrations.length).toBeGreaterThan(0);
      expect(res.body.data.consumer.invoicing.taxes).toBeNull();
      expect(res.body.data.consumer.invoicing.products.totalCount).toBeGreaterThan(0);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors![0]!.message).toContain(argument);
      expect(res.body.errors![0]!.path).toEqual(['consumer', 'invoicing', 'taxes']);
    }
  });
});

describe('nullable lookups and references', () => {
  it('answers the taxes and product: null for a product that does not exist', async () => {
    const res = await gql(
      `query($id: ID!) { consumer(id: $id) { invoicing { taxes { totalCount } product(remoteId: "nope") { name } } } }`,
      { id: first },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.consumer.invoicing.taxes.totalCount).toBeGreaterThan(0);
    expect(res.body.data.consumer.invoicing.product).toBeNull();
    expect(res.body.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([
      ['ERROR_API_RESOURCE_NOT_FOUND', ['consumer', 'invoicing', 'product']],
    ]);
  });

  it('serves a consumer that does not exist as null, beside its siblings', async () => {
    const res = await gql(`query($id: ID!) { integrations { name } consumer(id: $id) { name } }`, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.consumer).toBeNull();
    expect(res.body.data.integrations.length).toBeGreaterThan(0);
    expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['ERROR_CONSUMER_NOT_FOUND']);
  });

  it('serves references as records, each beside its vendor id', async () => {
    const res = await gql(
      `query($id: ID!) { consumer(id: $id) { invoicing {
        products(first: 100) { nodes { taxId tax { remoteId rate } } }
        opportunities(first: 100) { nodes { partnerId partner { remoteId companyName } } }
        contacts(first: 100) { nodes { companyId company { remoteId isCompany } } } } } }`,
      { id: first },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors, res.text).toBeUndefined();
    const { products, opportunities, contacts } = res.body.data.consumer.invoicing;
    for (const p of products.nodes) expect(p.tax?.remoteId ?? null).toBe(p.taxId);
    for (const o of opportunities.nodes) expect(o.partner?.remoteId ?? null).toBe(o.partnerId);
    expect(opportunities.nodes.some((o: any) => o.partner !== null)).toBe(true);
    for (const c of contacts.nodes) expect(c.company?.remoteId ?? null).toBe(c.companyId);
    expect(contacts.nodes.some((c: any) => c.company?.isCompany === true)).toBe(true);
  });

  it('serves a PMS order line’s tax rate', async () => {
    const res = await gql(
      `query($id: ID!) { consumer(id: $id) { pms { orders(first: 5, state: CLOSED) { nodes { items { taxId tax { remoteId rate } } } } } } }`,
      { id: first },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors, res.text).toBeUndefined();
    const items = res.body.data.consumer.pms.orders.nodes.flatMap((o: any) => o.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.tax?.remoteId ?? null).toBe(item.taxId);
  });
});

describe('payload mutations', () => {
  it('answers a successful and a failing mutation of one document with 200 and both payloads', async () => {
    const res = await gql(
      `mutation { createConsumer(input: { name: "Kept" }) { consumer { id name } userErrors { code field message } }
        deleteWebhook(input: { id: "00000000-0000-4000-8000-000000000000" }) { deletedId userErrors { code field message } } }`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors, res.text).toBeUndefined();
    const { createConsumer, deleteWebhook } = res.body.data;
    expect(createConsumer.userErrors).toEqual([]);
    expect(createConsumer.consumer.name).toBe('Kept');
    expect(deleteWebhook.deletedId).toBeNull();
    expect(deleteWebhook.userErrors).toEqual([
      { code: 'ERROR_WEBHOOK_NOT_FOUND', field: null, message: expect.any(String) },
    ]);
    // The consumer was created, and its id was answered.
    await t.expect(200, 'GET', `/consumers/${createConsumer.consumer.id}`, { token: account.token });
  });

  it('answers invalid input as userErrors with the field path from input, and writes nothing', async () => {
    const before = await t.expect<unknown[]>(200, 'GET', '/consumers', { token: account.token });
    const res = await gql(
      `mutation { createConsumer(input: { name: "", email: "not an email" }) { consumer { id } userErrors { code field message } } }`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.createConsumer.consumer).toBeNull();
    const errors = res.body.data.createConsumer.userErrors as {
      code: string;
      field: string[];
      message: string;
    }[];
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining([['input', 'name']]));
    for (const e of errors) {
      expect(e.code).toBe('ERROR_VALIDATION');
      expect(e.message).not.toBe('Validation error');
    }
    const after = await t.expect<unknown[]>(200, 'GET', '/consumers', { token: account.token });
    expect(after).toHaveLength(before.length);
  });

  it('gives each mutation its own idempotency key, and one document two connections', async () => {
    const { consumerId, connectionIds } = await t.newConsumer(account, [1, 1]);
    const [one, two] = connectionIds as string[];
    const document = `mutation($c: ID!, $one: ID!, $two: ID!) {
      a: createProduct(input: { consumerId: $c, connectionId: $one, idempotencyKey: "key-a", name: "A" }) { product { id remoteId } userErrors { code } }
      b: createProduct(input: { consumerId: $c, connectionId: $two, idempotencyKey: "key-b", name: "B" }) { product { id remoteId } userErrors { code } } }`;
    const res = await gql(document, { c: consumerId, one, two });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.a.userErrors).toEqual([]);
    expect(res.body.data.b.userErrors).toEqual([]);
    expect(res.body.data.a.product.id).not.toBe(res.body.data.b.product.id);
    // Retried: the same records, not new ones.
    const again = await gql(document, { c: consumerId, one, two });
    expect(again.body.data.a.product).toEqual(res.body.data.a.product);
    expect(again.body.data.b.product).toEqual(res.body.data.b.product);
    // Each product went to its own connection.
    for (const [key, connectionId] of [
      ['a', one],
      ['b', two],
    ] as const) {
      const read = await gql(
        `query($c: ID!, $conn: ID!, $r: String!) { consumer(id: $c) { invoicing(connectionId: $conn) { product(remoteId: $r) { name } } } }`,
        { c: consumerId, conn: connectionId, r: res.body.data[key].product.remoteId },
      );
      expect(read.body.data.consumer.invoicing.product, read.text).toEqual({ name: key.toUpperCase() });
    }
  });
});

/** Counts the database queries of one request, the Sandbox's reads (its vendor) apart. */
async function countQueries(
  run: () => Promise<Answer>,
): Promise<{ lintel: number; vendor: number; answer: Answer }> {
  type Run = (...args: any[]) => Promise<any>;
  const db = t.app.store.db as unknown as { query: Run; read: Run };
  const originals = { query: db.query, read: db.read };
  let lintel = 0;
  let vendor = 0;
  // Reads go through `read` (retried on a cut connection), writes through `query`: both counted.
  for (const method of ['query', 'read'] as const) {
    const original = originals[method];
    db[method] = function (this: unknown, ...args: any[]) {
      if (process.env.SHOW_QUERIES) console.log(String(args[0]).slice(0, 120));
      if (String(args[0]).includes('sandbox_records')) vendor++;
      else lintel++;
      return original.apply(this, args);
    };
  }
  try {
    const answer = await run();
    return { lintel, vendor, answer };
  } finally {
    Object.assign(db, originals);
  }
}

describe('batching', () => {
  let many: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    // The read cache is off: every consumer's read reaches its (Sandbox) vendor.
    many = await createTestApp({ env: { LINTEL_READ_CACHE_SECONDS: '0', LINTEL_LOOKUP_CACHE_SECONDS: '0' } });
    owner = await many.newAccount('fifty consumers');
    for (let i = 0; i < 50; i++) await many.newConsumer(owner, [1]);
    for (let i = 0; i < 5; i++) {
      await many.expect(200, 'POST', '/webhooks', {
        token: owner.token,
        body: { event: 'account.consumer.created', url: `https://hooks.example.com/${i}` },
        offChiftContract: 'a Lintel event name',
      });
    }
  });

  afterAll(async () => {
    await many?.close();
  });

  const send = (query: string) => async (): Promise<Answer> => {
    const res = await many.request('POST', '/graphql', { token: owner.token, body: { query } });
    return { status: res.status, body: res.body, text: res.text };
  };

  async function measure(query: string) {
    const previous = t;
    t = many;
    try {
      return await countQueries(send(query));
    } finally {
      t = previous;
    }
  }

  it('reads 50 consumers’ connections in at most 3 queries', async () => {
    const { lintel, answer } = await measure('{ consumers(first: 50) { nodes { connections { id } } } }');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.consumers.nodes).toHaveLength(50);
    console.log(`consumers(first: 50) { nodes { connections { id } } }: ${lintel} database queries`);
    expect(lintel).toBeLessThanOrEqual(3);
  });

  it('reads 50 consumers’ taxes in at most 6 queries plus one vendor read each', async () => {
    const { lintel, vendor, answer } = await measure(
      '{ consumers(first: 50) { nodes { invoicing { taxes(first: 1) { totalCount } } } } }',
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.errors, answer.text).toBeUndefined();
    console.log(
      `consumers(first: 50) { … taxes(first: 1) { totalCount } }: ${lintel} database queries, ${vendor} Sandbox reads`,
    );
    expect(lintel).toBeLessThanOrEqual(6);
    expect(vendor).toBeLessThanOrEqual(50);
  });

  it('reads every subscription’s logs in at most 3 queries', async () => {
    const { lintel, answer } = await measure('{ webhooks { nodes { logs { totalCount } } } }');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.webhooks.nodes).toHaveLength(5);
    console.log(`webhooks { nodes { logs { totalCount } } }: ${lintel} database queries`);
    expect(lintel).toBeLessThanOrEqual(3);
  });

  it('reads the partners of 100 opportunities in one Odoo call', async () => {
    const odoo = await createOdooTestApp();
    const fake = await startOdooFake({ version: 17 });
    try {
      const who = await odoo.newAccount('partners');
      for (let i = 0; i < 100; i++) {
        fake.insert('crm.lead', {
          name: `Deal ${i}`,
          type: 'opportunity',
          expected_revenue: 1000 + i,
          probability: 10,
          stage_id: 1,
          team_id: 1,
          partner_id: [10, 11, 12][i % 3],
          user_id: 2,
          date_deadline: false,
          date_closed: false,
          create_date: '2025-03-01 10:00:00',
          active: true,
          description: false,
        });
      }
      const { consumerId } = await connectOdoo(odoo, who, fake);
      fake.reset();
      const res = await odoo.request('POST', '/graphql', {
        token: who.token,
        body: {
          query: `query($id: ID!) { consumer(id: $id) { invoicing { opportunities(first: 100) { nodes { name partnerId partner { remoteId companyName lastName } } } } } }`,
          variables: { id: consumerId },
        },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.errors, res.text).toBeUndefined();
      const nodes = res.body.data.consumer.invoicing.opportunities.nodes as any[];
      expect(nodes).toHaveLength(100);
      expect(nodes.every((n) => (n.partner?.remoteId ?? null) === n.partnerId)).toBe(true);
      const inserted = nodes.filter((n) => n.name.startsWith('Deal '));
      expect(inserted.length).toBeGreaterThan(90);
      expect(inserted.every((n) => n.partner !== null)).toBe(true);
      const partnerReads = fake.calls.filter((c) => c.model === 'res.partner' && c.orm !== 'fields_get');
      const described = JSON.stringify(partnerReads.map((c) => [c.orm, c.args]));
      console.log(`100 opportunities with partner { … }: res.partner calls at the Odoo fake: ${described}`);
      // The connector's batched read of contacts: the partners by id in one call, and their
      // addresses (child contacts) in one more, whatever the number of opportunities.
      expect(partnerReads, described).toHaveLength(2);
      expect(JSON.stringify(partnerReads[0]!.args)).toContain('"id","in"');
      expect(JSON.stringify(partnerReads[1]!.args)).toContain('"parent_id","in"');
    } finally {
      await odoo.close();
      await fake.close();
    }
  });
});
