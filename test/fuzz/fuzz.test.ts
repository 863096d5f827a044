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

/** Operations with `$x` placeholders: each is filled with variables or with inline hostile literals. */
const OPERATIONS = [
  'query ($id: ID!) { consumer(id: $id) { id name email connections { id integrationId } } }',
  'query ($s: String, $r: String) { consumers(search: $s, internalReference: $r) { id } }',
  'query ($id: ID!, $page: Int, $size: Int) { consumer(id: $id) { invoicing { taxes(page: $page, size: $size) { total items { id rate } } } } }',
  'query ($id: ID!, $c: ID!) { consumer(id: $id) { invoicing { contact(id: $c) { id companyName } } } }',
  'query ($id: ID!, $l: String) { consumer(id: $id) { pos { modifiers(locationId: $l) { total } } } }',
  'query ($id: ID!, $from: Date, $to: Date, $l: String) { consumer(id: $id) { pms { orders(state: CONSUMED, dateFrom: $from, dateTo: $to, locationId: $l) { total } } } }',
  'mutation ($input: CreateConsumerInput!) { createConsumer(input: $input) { id } }',
  'mutation ($id: ID!, $input: CreateProductInput!) { createProduct(consumerId: $id, input: $input) { id name } }',
  'mutation ($id: ID!, $input: CreateConnectionInput!) { createConnection(consumerId: $id, input: $input) { id } }',
  'mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { id } }',
  'mutation ($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { id } }',
  'query ($id: ID!) { webhook(id: $id) { id logs { id } } }',
  'mutation ($id: ID!) { deleteWebhook(id: $id) }',
  '{ integrations { integrationId name } webhookEventTypes { event } }',
];

const HOSTILE_DOCUMENTS = [
  'subscription { x }',
  'subscription { events { id } }',
  '{',
  '',
  'mutation',
  '{ __typename',
  `{ ${'consumers { '.repeat(40)}${'}'.repeat(40)} }`,
  `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  '{ consumers(search: "\\u0000") { id } }',
  '{ consumers(search: "\\ud800") { id } }',
  '{ consumers(search: "\udc00\ud800") { id } }',
  `{ consumer(id: "${'x'.repeat(5000)}") { id } }`,
  '{ consumer(id: 2147483648) { id } }',
  'query { consumers(search: [[[[[[[[[["x"]]]]]]]]]]) { id } }',
  'query ($v: String = "\\u0000") { consumers(search: $v) { id } }',
  '{ consumer(id: "not-a-uuid") { invoicing { taxes(page: 2147483648) { total } } } }',
  'mutation { createProduct(consumerId: "not-a-uuid", input: { name: "x" }) { id } }',
  'query A { __typename } query B { __typename }',
];

function variable(name: string): unknown {
  if (random.chance(0.45)) return hostileValue();
  switch (name) {
    case 'id':
      return random.pick([ids.consumer, ids.webhook, 'not-a-uuid']);
    case 'input':
      return {
        name: random.chance(0.5) ? 'Fuzz' : hostileValue(),
        ...(random.chance(0.3) ? { integrationId: random.pick(HOSTILE_NUMBERS) } : {}),
        ...(random.chance(0.3) ? { url: random.pick(HOSTILE_STRINGS) } : {}),
        ...(random.chance(0.2) ? { event: random.pick(HOSTILE_STRINGS) } : {}),
        ...(random.chance(0.2) ? { unitPrice: random.pick(HOSTILE_NUMBERS) } : {}),
      };
    case 'page':
    case 'size':
      return random.pick(HOSTILE_NUMBERS);
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
  const document = random.chance(0.15) ? random.pick(HOSTILE_DOCUMENTS) : random.pick(OPERATIONS);
  const variables: Record<string, unknown> = {};
  for (const [, name] of document.matchAll(/\$([a-z]+):/g))
    if (random.chance(0.9)) variables[name!] = variable(name!);

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

describe(`fuzz (seed ${SEED})`, () => {
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
    for (let i = 0; i < GRAPHQL_REQUESTS; i++) {
      const res = await send('GraphQL', undefined, graphqlRequest());
      if (res.status === 200 && /deleteWebhook/.test(res.text)) await ensureFixtures();
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const sorted = Object.fromEntries(Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b)));
    console.log(
      `fuzz seed ${SEED}: ${requests} requests (${REST_REQUESTS} REST over ${documentedRoutes.length} routes, ` +
        `${GRAPHQL_REQUESTS} GraphQL) in ${seconds} s; statuses ${JSON.stringify(sorted)}`,
    );
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

    // GraphQL: each variable of each operation in turn → 400 BAD_USER_INPUT, nothing run.
    for (const document of OPERATIONS) {
      const names = [...document.matchAll(/\$([a-z]+):/g)].map(([, name]) => name!);
      for (const name of names) {
        for (const lone of LONE_SURROGATES) {
          const variables: Record<string, unknown> = { id: ids.consumer };
          variables[name] = name === 'input' ? { name: lone, url: lone, event: lone } : lone;
          sent.graphql++;
          const res = await send(
            'POST',
            '/graphql',
            { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
            JSON.stringify({ query: document, variables }),
          );
          if (res.status !== 400 || res.body?.errors?.[0]?.extensions?.code !== 'BAD_USER_INPUT')
            fail(`GraphQL ${document.slice(0, 60)} $${name} = ${JSON.stringify(lone)}`, res);
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
