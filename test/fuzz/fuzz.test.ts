import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLError,
  getVariableValues,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../src/openapi/index.js';
import type { DocumentedRoute } from '../../src/rest/routes.js';
import { ADMIN_KEY, createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';

/**
 * A bounded, seeded fuzz of every documented REST route and of GraphQL (issue 8, item 2): a few
 * thousand requests carrying the inputs that once reached a 500 (NUL characters, deep nesting,
 * integers past 32 bits, long strings, wrong types, malformed UUIDs, bad JSON, hostile headers),
 * mostly on top of an otherwise valid request so they get past authentication and reach the
 * resolvers. Every answer must be below 500 and JSON (a 204 is empty; an HTML or image route's
 * success is what it produces). The seed is printed; `LINTEL_FUZZ_SEED=<n>` replays a run.
 */

const SEED = Number(process.env.LINTEL_FUZZ_SEED ?? 20_260_808);
const REST_REQUESTS = 2_400;
const GRAPHQL_REQUESTS = 900;

/** mulberry32: a small seeded PRNG, enough to pick among cases reproducibly. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const random = createRandom(SEED);

/** JSON text written as is where a JS value cannot say it (`1e400`, deep nesting, bad syntax). */
class Raw {
  constructor(readonly text: string) {}
}

function serialize(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const deepArrays = (depth: number) => new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObjects = (depth: number) => new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Strings no text may hold: a high surrogate alone, a low one alone, the pair reversed. */
const LONE_SURROGATES = ['\ud800', '\udc00', '\udc00\ud800'];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000in the middle',
  '\u0000\u0000\u0000',
  'x'.repeat(256),
  'x'.repeat(3000),
  'y'.repeat(200_000),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '../../etc/passwd',
  '%00',
  '%',
  "'; drop table consumers; --",
  '<script>alert(1)</script>',
  '\\',
  '"',
  // Lone UTF-16 surrogates (no Unicode character, no UTF-8): high alone, low alone, reversed pair.
  ...LONE_SURROGATES,
  'a\ud800b',
  '😀'.repeat(50),
  'null',
  '-1',
  '2147483648',
  '1e309',
  'NaN',
  'true',
  '2024-02-30',
  '0000-00-00',
  'http://',
  'http://127.0.0.1:9/hook',
  'javascript:alert(1)',
  'a@b',
  'ÄÖÜ\u200b\u202e',
  '\r\n\t',
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  new Raw('9007199254740993'),
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('123456789012345678901234567890'),
  new Raw('1.0'),
];

function hostileValue(): unknown {
  switch (random.int(9)) {
    case 0:
    case 1:
    case 2:
      return random.pick(HOSTILE_STRINGS);
    case 3:
      return random.pick(HOSTILE_NUMBERS);
    case 4:
      return random.pick([true, false, null]);
    case 5:
      return random.pick([[], {}, [random.pick(HOSTILE_STRINGS)], { 'k\u0000': 1 }, { __proto__: 1 }]);
    case 6:
      return random.pick([
        deepArrays(70),
        deepArrays(5000),
        deepObjects(70),
        deepObjects(3000),
        deepArrays(60),
      ]);
    case 7:
      return Array.from({ length: random.pick([100, 1000]) }, () => random.pick(HOSTILE_STRINGS.slice(0, 6)));
    default:
      return { key: random.pick(HOSTILE_STRINGS), value: random.pick(HOSTILE_STRINGS) };
  }
}

/** Whole bodies that are not a JSON object at all. */
const HOSTILE_BODIES = [
  new Raw(''),
  new Raw('{'),
  new Raw('{"name":'),
  new Raw("{'name': 'x'}"),
  new Raw('not json'),
  new Raw('null'),
  new Raw('[]'),
  new Raw('"string"'),
  new Raw('1e400'),
  new Raw('{"a":1}garbage'),
  new Raw('\u0000'),
  new Raw('{"\\u0000":"\\u0000"}'),
  new Raw('{"a":"\\ud800"}'),
  new Raw('{"name":"\\udc00"}'),
  new Raw('{"name":"\\uDC00\\uD800"}'),
  new Raw(`{"name":"${'z'.repeat(1_100_000)}"}`),
  deepArrays(5000),
  deepObjects(5000),
];

// ---- fixtures ----------------------------------------------------------------------------------

let t: TestApp;
let account: TestAccount;
let consumerToken: string;
const ids = {
  consumer: '',
  connection: '',
  webhook: '',
  webhookLog: '',
  victimClient: '',
};

async function ensureFixtures(): Promise<void> {
  const exists = async (path: string) =>
    (await t.request('GET', path, { token: account.token, offChiftContract: 'fuzz fixtures' })).status ===
    200;
  if (!ids.consumer || !(await exists(`/consumers/${ids.consumer}`))) {
    const consumer = await t.newConsumer(account);
    ids.consumer = consumer.consumerId;
    ids.connection = String(consumer.connectionIds[0]);
  }
  const connections = await t.request('GET', `/consumers/${ids.consumer}/connections`, {
    token: account.token,
    offChiftContract: 'fuzz fixtures',
  });
  const invoicing = (connections.body as { connectionid: string; integrationid: number }[]).filter(
    (c) => c.integrationid === 1,
  );
  if (invoicing.length === 0) {
    const created = await t.expect(200, 'POST', `/consumers/${ids.consumer}/connections`, {
      token: account.token,
      body: { integrationid: 1 },
    });
    ids.connection = created.connectionid;
  } else ids.connection = invoicing[0]!.connectionid;
  if (!ids.webhook || !(await exists(`/webhooks/${ids.webhook}`))) {
    const webhook = await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      // A closed port: test sends fail at once, nothing leaves the machine.
      body: {
        event: 'account.consumer.updated',
        url: `http://127.0.0.1:9/hook/${Date.now()}`,
        signingsecret: 's',
      },
    });
    ids.webhook = webhook.webhookid;
    const log = await t.expect(200, 'POST', `/webhooks/${ids.webhook}/test`, { token: account.token });
    ids.webhookLog = log.webhooklogid ?? log.id ?? '';
  }
  if (!ids.victimClient) {
    const client = await t.expect(200, 'POST', `/admin/accounts/${account.accountId}/clients`, {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
      body: { name: 'fuzz victim' },
    });
    ids.victimClient = client.clientId;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Fuzz');
  await ensureFixtures();
  consumerToken = (
    await t.expect(200, 'POST', `/consumers/${ids.consumer}/token`, { token: account.token, body: {} })
  ).access_token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

// ---- REST requests ------------------------------------------------------------------------------

/** A plausible value of a declared parameter or body field, so one hostile field reaches deep. */
function plausible(name: string): unknown {
  const values: Record<string, () => unknown> = {
    consumer_id: () => ids.consumer,
    connectionid: () => ids.connection,
    webhookid: () => ids.webhook,
    webhooklogid: () => ids.webhookLog,
    accountId: () => account.accountId,
    // Never the fixture account's own client: rotating or deleting it would end the run's token.
    clientId: () => ids.victimClient,
    integrationid: () => random.pick([1, 2, 3]),
    file: () => random.pick(['logo.png', 'icon.png', 'logo.svg', 'x']),
    asset: () => random.pick(['x', 'openapi.json']),
    token: () => 'x',
    tax_id: () => 'x',
    product_id: () => 'x',
    opportunity_id: () => 'x',
    contact_id: () => 'x',
    page: () => random.pick([1, 2]),
    size: () => random.pick([1, 50, 100]),
    state: () => random.pick(['consumed', 'closed']),
    date_from: () => '2024-01-01',
    date_to: () => '2024-12-31',
    location_id: () => 'loc-1',
    contact_type: () => random.pick(['customer', 'supplier']),
    status: () => random.pick(['active', 'inactive']),
    include_coverage: () => random.pick(['true', 'false']),
    search: () => 'Consumer',
    internal_reference: () => 'ref',
    name: () => `Fuzz ${random.int(1000)}`,
    email: () => 'fuzz@example.test',
    redirect_url: () => 'https://example.test/back',
    event: () => random.pick(['account.consumer.created', 'invoicing.product.created']),
    url: () => `http://127.0.0.1:9/fuzz/${random.int(1_000_000)}`,
    signingsecret: () => 'whsec_c2VjcmV0',
    credentials: () => [],
    redirect: () => random.pick([true, false]),
    unit_price: () => 10,
    cost: () => 5,
    currency: () => 'EUR',
    clientSecret: () => account.clientSecret,
    scopes: () => random.pick([['invoicing.read'], ['consumers']]),
    expires_in: () => 60,
  };
  return (values[name] ?? (() => 'x'))();
}

/** Percent-encoded; a lone surrogate (which has no UTF-8) is sent as the bytes it would take. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function requestFor(route: DocumentedRoute): {
  method: string;
  path: string;
  headers: Record<string, string>;
  rawBody?: string;
} {
  const params = Object.keys(route.params.shape as object);
  const destructive = route.method === 'DELETE' || route.path.endsWith('/rotate');
  let path = route.path;
  for (const name of params) {
    let value: string;
    if (random.chance(destructive ? 0.3 : 0.75)) value = encode(String(plausible(name)));
    else if (random.chance(0.2)) value = random.pick(['%00', '%2e%2e', '%E0%A4%A', '%ZZ', '%C0%80', 'a%2Fb']);
    else value = encode(String(random.pick(HOSTILE_STRINGS)).slice(0, 4000));
    path = path.replace(`{${name}}`, value || 'x');
  }
  const query: string[] = [];
  for (const name of Object.keys(route.query.shape as object)) {
    if (random.chance(0.4)) continue;
    const value = random.chance(0.5)
      ? String(plausible(name))
      : String(random.pick(HOSTILE_STRINGS)).slice(0, 4000);
    query.push(`${name}=${encode(value)}`);
  }
  if (random.chance(0.05)) query.push(random.pick(['unknown=1', 'page=1&page=2', '%00=%00', 'size', '=x']));
  if (query.length > 0) path += `?${query.join('&')}`;

  const headers: Record<string, string> = {};
  const auth = route.auth ?? 'bearer';
  const roll = random.int(100);
  if (auth === 'bearer') {
    if (roll < 85) headers.authorization = `Bearer ${account.token}`;
    else if (roll < 90) headers.authorization = `Bearer ${consumerToken}`;
    else if (roll < 95)
      headers.authorization = random.pick(['Bearer x', 'Basic YTpi', `Bearer ${'a.'.repeat(3000)}`]);
  } else if (auth === 'admin') {
    if (roll < 85) headers.authorization = `Bearer ${ADMIN_KEY}`;
    else if (roll < 95) headers.authorization = random.pick(['Bearer wrong', 'Bearer ']);
  }
  if (random.chance(0.15)) {
    headers[random.pick(['x-chift-client-requestid', 'idempotency-key'])] = random.pick([
      'k'.repeat(256),
      'k'.repeat(3000),
      'ÿ',
      'key with spaces',
      `key-${random.int(1_000_000)}`,
    ]);
  }
  if (random.chance(0.1))
    headers['x-chift-connectionid'] = random.pick([
      ids.connection,
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
    ]);
  if (random.chance(0.1)) headers['x-chift-raw-data'] = random.pick(['true', 'false', 'yes']);

  let rawBody: string | undefined;
  // A body where none is declared, now and then (never on a GET: fetch cannot send one).
  if (route.body || (route.method !== 'GET' && random.chance(0.05))) {
    if (random.chance(0.12)) rawBody = serialize(random.pick(HOSTILE_BODIES));
    else {
      const fields = route.body ? Object.keys(route.body.schema.shape as object) : ['x'];
      const body: Record<string, unknown> = {};
      for (const name of fields) if (random.chance(0.7)) body[name] = plausible(name);
      if (route.path === '/token' || route.path === '/mcp-token') {
        body.clientId = account.clientId;
        body.accountId = account.accountId;
        body.clientSecret ??= account.clientSecret;
        if (route.path === '/mcp-token') body.consumerId = ids.consumer;
      }
      for (let i = 0, n = 1 + random.int(3); i < n; i++) {
        const name = random.chance(0.9)
          ? random.pick(fields)
          : random.pick(['unknown', 'na\u0000me', '__proto__']);
        body[name] = hostileValue();
      }
      // Vendor integrations only ever see a closed loopback port (nothing leaves the machine).
      if (typeof body.integrationid === 'number' && body.integrationid >= 10 && body.integrationid < 100) {
        body.credentials = [{ key: 'url', value: 'http://127.0.0.1:9' }];
      }
      rawBody = serialize(body);
    }
    if (random.chance(0.9)) headers['content-type'] = 'application/json';
    else
      headers['content-type'] = random.pick([
        'text/plain',
        'application/json; charset=latin1',
        'application/xml',
      ]);
  }
  return { method: route.method, path, headers, ...(rawBody !== undefined ? { rawBody } : {}) };
}

// ---- GraphQL requests ---------------------------------------------------------------------------

/** A Relay cursor as this API writes them (opaque to clients, but a fuzzer may forge one). */
const cursor = (text: string) => Buffer.from(text).toString('base64url');
/** A global id as this API writes them (`lintel:<Type>:<connection>:<remoteId>`), forged. */
const globalIdOf = (type: string, connection: string, remoteId: string) =>
  Buffer.from(`lintel:${type}:${connection}:${remoteId}`).toString('base64url');

/**
 * Operations with `$x` placeholders against the §7 schema (connections with `first`/`after`,
 * lookups by `remoteId`, references, `node`/`nodes`, mutations taking one `input`): each is filled
 * with variables or with inline hostile literals. `input` names the input type its `$input` has,
 * so a plausible input gets past variable coercion and one hostile field reaches the resolver.
 */
const OPERATIONS: readonly { document: string; input?: string }[] = [
  {
    document:
      'query ($id: ID!) { consumer(id: $id) { id name email connections { id integrationId status } } }',
  },
  {
    document:
      'query ($s: String, $r: String, $first: Int, $after: String) { consumers(search: $s, internalReference: $r, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }',
  },
  {
    document:
      'query ($id: ID!, $first: Int, $after: String) { consumer(id: $id) { invoicing { taxes(first: $first, after: $after) { totalCount pageInfo { hasPreviousPage startCursor } edges { cursor node { id remoteId rate scope } } } } } }',
  },
  {
    document:
      'query ($id: ID!, $rid: String!) { consumer(id: $id) { invoicing { contact(remoteId: $rid) { id remoteId companyName company { remoteId } } } } }',
  },
  {
    document:
      'query ($id: ID!, $rid: String!, $conn: ID) { consumer(id: $id) { invoicing(connectionId: $conn) { product(remoteId: $rid) { id remoteId name tax { remoteId rate } } tax(remoteId: $rid) { id } } } }',
  },
  {
    document:
      'query ($id: ID!, $conn: ID, $first: Int, $after: String) { consumer(id: $id) { invoicing(connectionId: $conn) { opportunities(first: $first, after: $after) { totalCount nodes { remoteId partner { remoteId } } } contacts(first: $first, contactType: CUSTOMER) { nodes { id } } } } }',
  },
  {
    document:
      'query ($id: ID!, $l: String, $first: Int, $after: String) { consumer(id: $id) { pos { modifiers(locationId: $l, first: $first, after: $after) { totalCount nodes { remoteId options { remoteId price } } } } } }',
  },
  {
    document:
      'query ($id: ID!, $from: Date, $to: Date, $l: String, $first: Int, $after: String) { consumer(id: $id) { pms { orders(state: CONSUMED, dateFrom: $from, dateTo: $to, locationId: $l, first: $first, after: $after) { totalCount nodes { remoteId items { remoteId tax { remoteId } } } } taxes(first: $first) { nodes { id } } } } }',
  },
  { document: 'query ($gid: ID!) { node(id: $gid) { __typename id } }' },
  { document: 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }' },
  {
    document:
      'mutation ($input: CreateConsumerInput!) { createConsumer(input: $input) { consumer { id } userErrors { code field message } } }',
    input: 'CreateConsumerInput',
  },
  {
    document:
      'mutation ($input: UpdateConsumerInput!) { updateConsumer(input: $input) { consumer { id name } userErrors { code field message } } }',
    input: 'UpdateConsumerInput',
  },
  {
    document:
      'mutation ($input: CreateProductInput!) { createProduct(input: $input) { product { id remoteId name } userErrors { code field message } } }',
    input: 'CreateProductInput',
  },
  {
    document:
      'mutation ($input: CreateConnectionInput!) { createConnection(input: $input) { linkedAccount { id } connectUrl userErrors { code field message } } }',
    input: 'CreateConnectionInput',
  },
  {
    document:
      'mutation ($input: UpdateConnectionInput!) { updateConnection(input: $input) { linkedAccount { id status } connectUrl userErrors { code field message } } }',
    input: 'UpdateConnectionInput',
  },
  {
    document:
      'mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } userErrors { code field message } } }',
    input: 'CreateWebhookInput',
  },
  {
    document:
      'mutation ($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { id } userErrors { code field message } } }',
    input: 'UpdateWebhookInput',
  },
  {
    document:
      'query ($w: ID!, $first: Int, $after: String) { webhook(id: $w) { id event logs(first: $first, after: $after) { totalCount nodes { id } } } }',
  },
  {
    document:
      'mutation ($input: TestWebhookInput!) { testWebhook(input: $input) { log { id httpStatus } userErrors { code field message } } }',
    input: 'TestWebhookInput',
  },
  {
    document:
      'mutation ($input: ReplayWebhookLogInput!) { replayWebhookLog(input: $input) { log { id } userErrors { code field message } } }',
    input: 'ReplayWebhookLogInput',
  },
  {
    document:
      'mutation ($input: DeleteWebhookInput!) { deleteWebhook(input: $input) { deletedId userErrors { code field message } } }',
    input: 'DeleteWebhookInput',
  },
  {
    document:
      'mutation ($input: DeleteConnectionInput!) { deleteConnection(input: $input) { deletedId userErrors { code field message } } }',
    input: 'DeleteConnectionInput',
  },
  {
    document:
      '{ integrations { integrationId name } webhookEventTypes { event name api } webhooks(first: 5) { nodes { id event } } }',
  },
];

const HOSTILE_DOCUMENTS = [
  'subscription { x }',
  'subscription { events { id } }',
  '{',
  '',
  'mutation',
  '{ __typename',
  `{ ${'consumers { '.repeat(40)}${'}'.repeat(40)} }`,
  // Valid fields, nested past the depth limit (15): a contact's company's company's …
  `{ consumer(id: "00000000-0000-4000-8000-000000000000") { invoicing { contact(remoteId: "x") { ${'company { '.repeat(20)}id${' }'.repeat(20)} } } } }`,
  `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  // Many connections of 100 records each: past the requested items limit.
  `query ($id: ID!) { consumer(id: $id) { invoicing { ${Array.from({ length: 60 }, (_, i) => `t${i}: taxes(first: 100) { nodes { id } }`).join(' ')} } } }`,
  '{ consumers(search: "\\u0000") { nodes { id } } }',
  '{ consumers(search: "\\ud800") { nodes { id } } }',
  '{ consumers(search: "\udc00\ud800") { nodes { id } } }',
  '{ consumers(first: 0) { totalCount } webhooks(first: 101) { totalCount } }',
  '{ consumers(first: -2147483648, after: "\\u0000") { nodes { id } } }',
  `{ consumers(after: "${cursor('cursor:999999999')}") { nodes { id } pageInfo { hasNextPage } } }`,
  `{ consumers(after: "${cursor('cursor:-1')}") { nodes { id } } }`,
  `{ consumer(id: "${'x'.repeat(5000)}") { id } }`,
  '{ consumer(id: 2147483648) { id } }',
  'query { consumers(search: [[[[[[[[[["x"]]]]]]]]]]) { nodes { id } } }',
  'query ($v: String = "\\u0000") { consumers(search: $v) { nodes { id } } }',
  '{ consumer(id: "not-a-uuid") { invoicing { taxes(first: 2147483648) { totalCount } } } }',
  '{ consumer(id: "not-a-uuid") { invoicing(connectionId: "\\u0000") { tax(remoteId: "\\u0000") { id } } } }',
  `{ node(id: "${'A'.repeat(5000)}") { id } nodes(ids: ["", "\\u0000", "${globalIdOf('TaxCode', 'not-a-uuid', 'x')}"]) { id } }`,
  `{ nodes(ids: [${Array.from({ length: 1000 }, (_, i) => `"${globalIdOf('TaxCode', '00000000-0000-4000-8000-000000000000', String(i))}"`).join(',')}]) { id } }`,
  'mutation { createProduct(input: { consumerId: "not-a-uuid", name: "x" }) { product { id } userErrors { code field message } } }',
  'mutation { createWebhook(input: { event: WEBHOOK_TEST, url: "http://127.0.0.1:9/x" }) { webhook { id } userErrors { code field } } }',
  'mutation { a: createConsumer(input: { name: "" }) { userErrors { code } } b: createConsumer(input: { name: "\\u0000" }) { userErrors { code } } }',
  'query A { __typename } query B { __typename }',
];

/** A plausible value of each field of an input type; one of them is then made hostile. */
function plausibleInput(type: string): Record<string, unknown> {
  switch (type) {
    case 'CreateConsumerInput':
      return {
        name: `Fuzz ${random.int(1000)}`,
        email: 'fuzz@example.test',
        redirectUrl: 'https://example.test/back',
      };
    case 'UpdateConsumerInput':
      return { id: ids.consumer, name: `Fuzz ${random.int(1000)}` };
    case 'CreateProductInput':
      return {
        consumerId: ids.consumer,
        name: 'Fuzz product',
        unitPrice: 10,
        ...(random.chance(0.3) ? { connectionId: ids.connection } : {}),
        ...(random.chance(0.3) ? { idempotencyKey: `k-${random.int(1e6)}` } : {}),
        ...(random.chance(0.3) ? { currency: 'EUR', taxId: 'x' } : {}),
      };
    case 'CreateConnectionInput':
      return {
        consumerId: ids.consumer,
        integrationId: random.pick([1, 2, 3]),
        ...(random.chance(0.5) ? { redirect: random.pick([true, false]) } : {}),
        ...(random.chance(0.3) ? { name: 'Fuzz connection' } : {}),
      };
    case 'UpdateConnectionInput':
      return {
        consumerId: ids.consumer,
        connectionId: ids.connection,
        ...(random.chance(0.5) ? { name: 'Renamed' } : {}),
        ...(random.chance(0.3) ? { status: random.pick(['ACTIVE', 'INACTIVE']) } : {}),
      };
    case 'DeleteConnectionInput':
      return { consumerId: ids.consumer, connectionId: random.pick([ids.connection, 'not-a-uuid']) };
    case 'CreateWebhookInput':
      return {
        event: random.pick(['CONSUMER_CREATED', 'INVOICING_PRODUCT_CREATED', 'WEBHOOK_TEST']),
        // A closed port: nothing leaves the machine.
        url: `http://127.0.0.1:9/fuzz/${random.int(1_000_000)}`,
        ...(random.chance(0.3) ? { signingSecret: 'whsec_c2VjcmV0' } : {}),
      };
    case 'UpdateWebhookInput':
      return {
        id: ids.webhook,
        ...(random.chance(0.5) ? { url: `http://127.0.0.1:9/fuzz/${random.int(1_000_000)}` } : {}),
        ...(random.chance(0.3) ? { status: random.pick(['ACTIVE', 'INACTIVE']) } : {}),
      };
    case 'ReplayWebhookLogInput':
      return { webhookId: ids.webhook, logId: random.pick([ids.webhookLog, ids.webhook, 'not-a-uuid']) };
    default: // TestWebhookInput, DeleteWebhookInput
      return { id: random.pick([ids.webhook, ids.consumer, 'not-a-uuid']) };
  }
}

function variable(name: string, inputType?: string): unknown {
  if (random.chance(0.45)) return hostileValue();
  switch (name) {
    case 'id':
      return random.pick([ids.consumer, ids.webhook, 'not-a-uuid']);
    case 'w':
      return random.pick([ids.webhook, ids.consumer, 'not-a-uuid']);
    case 'conn':
      return random.pick([ids.connection, 'not-a-uuid', '00000000-0000-4000-8000-000000000000', null]);
    case 'gid':
      return random.pick([
        ids.consumer,
        ids.webhook,
        ids.connection,
        globalIdOf('TaxCode', ids.connection, 'x'),
        globalIdOf('Product', ids.connection, random.pick(HOSTILE_STRINGS.slice(0, 12))),
        globalIdOf('Consumer', '00000000-0000-4000-8000-000000000000', 'x'),
        globalIdOf('../../x', ids.connection, 'x'),
        random.pick(HOSTILE_STRINGS),
      ]);
    case 'ids':
      return Array.from({ length: random.pick([1, 3, 100]) }, () => variable('gid'));
    case 'first':
      return random.pick([1, 50, 100, 0, 101, ...HOSTILE_NUMBERS]);
    case 'after':
      return random.pick([
        cursor('cursor:0'),
        cursor('cursor:49'),
        cursor('cursor:999999999'),
        cursor('cursor:1e3'),
        cursor(`cursor:${'9'.repeat(30)}`),
        ...HOSTILE_STRINGS,
      ]);
    case 'input': {
      const input = plausibleInput(inputType ?? 'CreateConsumerInput');
      const fields = Object.keys(input);
      // One field hostile, now and then an unknown field as well.
      if (random.chance(0.8)) input[random.pick(fields)] = hostileValue();
      if (random.chance(0.05)) input[random.pick(['unknown', '__proto__', 'na\u0000me'])] = 1;
      return input;
    }
    default:
      return random.pick(HOSTILE_STRINGS);
  }
}

function graphqlRequest(): {
  method: string;
  path: string;
  headers: Record<string, string>;
  rawBody?: string;
} {
  const headers: Record<string, string> = {
    // Never an event stream: a subscription asked as JSON must be refused, not streamed.
    accept: random.pick(['application/json', 'application/graphql-response+json']),
  };
  if (random.chance(0.9))
    headers.authorization = `Bearer ${random.chance(0.9) ? account.token : consumerToken}`;
  if (random.chance(0.1))
    headers['idempotency-key'] = random.pick(['k'.repeat(3000), `k-${random.int(1e6)}`]);
  if (random.chance(0.05)) headers['x-chift-connectionid'] = random.pick(['not-a-uuid', ids.connection]);
  const operation = random.chance(0.15)
    ? { document: random.pick(HOSTILE_DOCUMENTS) }
    : (random.pick(OPERATIONS) as { document: string; input?: string });
  const document = operation.document;
  const variables: Record<string, unknown> = {};
  for (const [, name] of document.matchAll(/\$([a-z]+):/g))
    if (random.chance(0.9)) variables[name!] = variable(name!, operation.input);

  const form = random.int(10);
  if (form === 0) {
    // GET with the parameters in the URL (hostile JSON included).
    const vars = random.chance(0.5)
      ? serialize(variables)
      : random.pick(['{', '[', 'null', '"x"', serialize(deepArrays(5000))]);
    headers['x-graphql-yoga-csrf'] = '1';
    return {
      method: 'GET',
      path: `/graphql?query=${encode(document)}&variables=${encode(vars)}`,
      headers,
    };
  }
  if (form === 1) {
    headers['content-type'] = random.pick([
      'application/x-www-form-urlencoded',
      'application/graphql',
      'multipart/form-data; boundary=x',
      'text/plain',
    ]);
    return {
      method: 'POST',
      path: '/graphql',
      headers,
      rawBody: `query=${encode(document)}&variables=${encode(random.pick(['{', serialize(variables)]))}`,
    };
  }
  headers['content-type'] = 'application/json';
  const envelope: Record<string, unknown> = { query: document, variables };
  if (form === 2)
    envelope[random.pick(['query', 'variables', 'operationName', 'extensions'])] = hostileValue();
  const rawBody = form === 3 ? serialize(random.pick(HOSTILE_BODIES)) : serialize(envelope);
  return { method: 'POST', path: '/graphql', headers, rawBody };
}

// ---- the run ------------------------------------------------------------------------------------

/**
 * What makes an answer acceptable: below 500, and JSON, except a 204 (empty), a page for
 * browsers (a route that `produces` HTML or text answers its refusals as a page too) and a
 * connector's SVG image.
 */
function problemWith(route: DocumentedRoute | undefined, res: TestResponse): string | undefined {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status === 204) return res.text === '' ? undefined : 'a 204 with a body';
  const type = res.headers.get('content-type') ?? '';
  if (route?.produces) return undefined;
  if (res.status < 300 && type.startsWith('image/svg+xml')) return undefined;
  if (!/^application\/(graphql-response\+)?json/.test(type)) return `content-type ${type || 'none'}`;
  try {
    JSON.parse(res.text);
  } catch {
    return 'a body that is not JSON';
  }
  return undefined;
}

/** The committed SDL (schema:check keeps it equal to the served schema). */
const schema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));

/** Plausible values of every variable of an operation: they coerce, so one hostile value decides. */
function plausibleVariables(operation: { document: string; input?: string }): Record<string, unknown> {
  const values: Record<string, () => unknown> = {
    id: () => ids.consumer,
    w: () => ids.webhook,
    conn: () => ids.connection,
    gid: () => ids.consumer,
    ids: () => [ids.consumer, ids.webhook],
    first: () => 10,
    after: () => cursor('cursor:0'),
    rid: () => 'x',
    s: () => 'Consumer',
    r: () => 'ref',
    l: () => 'loc-1',
    from: () => '2024-01-01',
    to: () => '2024-12-31',
    input: () => plausibleInput(operation.input!),
  };
  const variables: Record<string, unknown> = {};
  for (const [, name] of operation.document.matchAll(/\$([a-z]+):/g)) {
    const value = values[name!];
    if (!value) throw new Error(`no plausible value for $${name}`);
    variables[name!] = value();
  }
  return variables;
}

/** The errors the schema alone gives these variables of this document (none: they coerce). */
function coercionErrors(document: string, variables: Record<string, unknown>): readonly GraphQLError[] {
  const operation = parse(document).definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return coerced.errors ?? [];
}

describe(`fuzz (seed ${SEED})`, () => {
  it('sends GraphQL operations valid in the current schema, so its hostile values reach the resolvers', () => {
    for (const operation of OPERATIONS) {
      expect(validate(schema, parse(operation.document)), operation.document).toEqual([]);
      // Each `input` type named is the one its `$input` declares.
      if (operation.input) expect(operation.document).toContain(`$input: ${operation.input}!`);
      for (let i = 0; i < 5; i++) {
        expect(coercionErrors(operation.document, plausibleVariables(operation)), operation.document).toEqual(
          [],
        );
      }
    }
    // Among the hostile documents, some are valid and must execute (not only fail to start).
    const valid = HOSTILE_DOCUMENTS.filter((document) => {
      try {
        return validate(schema, parse(document)).length === 0;
      } catch {
        return false;
      }
    });
    expect(valid.length).toBeGreaterThan(8);
  });

  it('answers every hostile request below 500, in JSON', async () => {
    const started = performance.now();
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let requests = 0;
    const send = async (
      label: string,
      route: DocumentedRoute | undefined,
      request: { method: string; path: string; headers: Record<string, string>; rawBody?: string },
    ) => {
      const res = await t.request(request.method, request.path, {
        headers: request.headers,
        ...(request.rawBody !== undefined ? { rawBody: request.rawBody } : {}),
        offChiftContract: 'fuzz: deliberately malformed requests',
      });
      requests++;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const problem = problemWith(route, res);
      if (problem && failures.length < 20) {
        failures.push(
          `${label}: ${problem}\n  ${request.method} ${request.path.slice(0, 300)}\n  headers ${JSON.stringify(request.headers).slice(0, 300)}\n  body ${(request.rawBody ?? '').slice(0, 300)}\n  answer ${res.text.slice(0, 300)}`,
        );
      }
      return res;
    };

    for (let i = 0; i < REST_REQUESTS; i++) {
      const route = documentedRoutes[i % documentedRoutes.length]!;
      const request = requestFor(route);
      const res = await send(`${route.method} ${route.path}`, route, request);
      // A fixture deleted (or its client rotated) is made again, so later requests reach deep.
      if (res.status < 300 && (route.method === 'DELETE' || route.path.endsWith('/rotate'))) {
        if (route.path.includes('{clientId}')) ids.victimClient = '';
        await ensureFixtures();
      }
    }
    const graphqlStatuses: Record<string, number> = {};
    for (let i = 0; i < GRAPHQL_REQUESTS; i++) {
      const res = await send('GraphQL', undefined, graphqlRequest());
      graphqlStatuses[res.status] = (graphqlStatuses[res.status] ?? 0) + 1;
      // A fixture deleted (deleteWebhook, deleteConnection answered a deletedId) is made again.
      if (res.status === 200 && /"deletedId":"/.test(res.text)) await ensureFixtures();
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const sorted = Object.fromEntries(Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b)));
    console.log(
      `fuzz seed ${SEED}: ${requests} requests (${REST_REQUESTS} REST over ${documentedRoutes.length} routes, ` +
        `${GRAPHQL_REQUESTS} GraphQL) in ${seconds} s; statuses ${JSON.stringify(sorted)}; ` +
        `GraphQL statuses ${JSON.stringify(graphqlStatuses)}`,
    );
    // The GraphQL requests are hostile against the current schema: a good share of them starts
    // executing (200 with data and errors), rather than all stopping at validation (400).
    expect(graphqlStatuses[200] ?? 0).toBeGreaterThan(GRAPHQL_REQUESTS * 0.2);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 180_000);

  it('refuses a lone surrogate in every string it sends: each body field, query parameter, path parameter and GraphQL variable', async () => {
    await ensureFixtures();
    const failures: string[] = [];
    const fail = (what: string, res: TestResponse) => {
      if (failures.length < 20) failures.push(`${what}\n  answer ${res.status} ${res.text.slice(0, 300)}`);
    };
    const authFor = (route: DocumentedRoute): Record<string, string> =>
      route.auth === 'none'
        ? {}
        : { authorization: `Bearer ${route.auth === 'admin' ? ADMIN_KEY : account.token}` };
    const pathOf = (route: DocumentedRoute, override: Record<string, string> = {}) => {
      let path = route.path;
      for (const name of Object.keys(route.params.shape as object))
        path = path.replace(`{${name}}`, override[name] ?? encode(String(plausible(name))));
      return path;
    };
    const sent = { body: 0, url: 0, graphql: 0 };
    const send = (method: string, path: string, headers: Record<string, string>, rawBody?: string) =>
      t.request(method, path, {
        headers,
        ...(rawBody !== undefined ? { rawBody } : {}),
        offChiftContract: 'fuzz: lone surrogates no Chift client sends',
      });

    for (const route of documentedRoutes) {
      // Bodies: each declared field in turn holds each lone surrogate (the rest plausible) → 422
      // with pydantic's string_unicode at that field, before anything runs.
      if (route.body) {
        for (const field of Object.keys(route.body.schema.shape as object)) {
          for (const lone of LONE_SURROGATES) {
            const body: Record<string, unknown> = {};
            for (const name of Object.keys(route.body.schema.shape as object)) body[name] = plausible(name);
            if (route.path === '/token' || route.path === '/mcp-token') {
              Object.assign(body, { clientId: account.clientId, accountId: account.accountId });
              if (route.path === '/mcp-token') body.consumerId = ids.consumer;
            }
            body[field] = field === 'credentials' ? [{ key: 'url', value: lone }] : lone;
            const where = field === 'credentials' ? ['body', field, 0, 'value'] : ['body', field];
            sent.body++;
            const res = await send(
              route.method,
              pathOf(route),
              {
                ...authFor(route),
                'content-type': 'application/json',
                'idempotency-key': `k-${random.int(1e9)}`,
              },
              JSON.stringify(body),
            );
            const items: { loc: unknown[]; type: string }[] =
              (Array.isArray(res.body?.detail) ? res.body.detail : res.body?.errors) ?? [];
            const found = items.some(
              (item) => item.type === 'string_unicode' && JSON.stringify(item.loc) === JSON.stringify(where),
            );
            if (res.status !== 422 || !found)
              fail(`${route.method} ${route.path} body.${field} = ${JSON.stringify(lone)}`, res);
          }
        }
      }
      // Query strings and paths cannot carry one (its UTF-8 bytes decode to U+FFFD): below 500, JSON.
      if (route.method !== 'GET') continue;
      for (const lone of LONE_SURROGATES) {
        for (const name of Object.keys(route.query.shape as object)) {
          sent.url++;
          const res = await send('GET', `${pathOf(route)}?${name}=${encode(lone)}`, authFor(route));
          const problem = problemWith(route, res);
          if (problem) fail(`GET ${route.path}?${name}=${encode(lone)}: ${problem}`, res);
        }
        for (const name of Object.keys(route.params.shape as object)) {
          sent.url++;
          const res = await send('GET', pathOf(route, { [name]: encode(lone) }), authFor(route));
          const problem = problemWith(route, res);
          if (problem) fail(`GET ${route.path} with ${name} = ${encode(lone)}: ${problem}`, res);
        }
      }
    }

    // GraphQL: each string variable of each operation, and each string field of each input, in
    // turn → 400 BAD_USER_INPUT, nothing run. The other variables are plausible, and a case counts
    // only where the schema alone would accept the lone surrogate (a String, an ID, not an enum).
    for (const operation of OPERATIONS) {
      const names = [...operation.document.matchAll(/\$([a-z]+):/g)].map(([, name]) => name!);
      const cases: { what: string; set: (variables: Record<string, unknown>, lone: string) => void }[] = [];
      for (const name of names) {
        if (name === 'input') {
          for (const field of Object.keys(plausibleInput(operation.input!))) {
            cases.push({
              what: `$input.${field}`,
              set: (variables, lone) => {
                (variables.input as Record<string, unknown>)[field] = lone;
              },
            });
          }
        } else if (name === 'ids') {
          cases.push({
            what: '$ids[1]',
            set: (variables, lone) => {
              variables.ids = [ids.consumer, lone];
            },
          });
        } else {
          cases.push({
            what: `$${name}`,
            set: (variables, lone) => {
              variables[name] = lone;
            },
          });
        }
      }
      for (const { what, set } of cases) {
        for (const lone of LONE_SURROGATES) {
          const variables = plausibleVariables(operation);
          set(variables, lone);
          if (coercionErrors(operation.document, variables).length > 0) continue; // not a string
          sent.graphql++;
          const res = await send(
            'POST',
            '/graphql',
            { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
            JSON.stringify({ query: operation.document, variables }),
          );
          if (res.status !== 400 || res.body?.errors?.[0]?.extensions?.code !== 'BAD_USER_INPUT')
            fail(`GraphQL ${operation.document.slice(0, 60)} ${what} = ${JSON.stringify(lone)}`, res);
        }
      }
    }
    console.log(
      `lone surrogates: ${JSON.stringify(sent)} requests (body fields, URL parameters, GraphQL variables)`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    // Every declared body field of every route, each URL parameter of the GETs, each variable.
    expect(sent.body).toBeGreaterThan(100);
    expect(sent.url).toBeGreaterThan(50);
    expect(sent.graphql).toBeGreaterThan(50);
  }, 180_000);
});
