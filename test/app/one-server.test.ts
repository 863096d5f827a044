import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * One server (issue 17): whatever answers a request — memory (a held REST or GraphQL answer) or
 * the Hono app and yoga — the client gets the same thing. Two servers answer the same data (one
 * database): one with the read cache on, as by default, one with it off. Each request of the
 * table is sent several times with one token to each; status, body and every header must be
 * equal, except those that say when or how an answer was made: `date`, `x-request-id`, `age`,
 * `x-lintel-cache`.
 */

const ORIGIN = 'https://app.example';
const OTHER_ORIGIN = 'https://elsewhere.example';
const REPEATS = 3;
const VARYING = new Set(['date', 'x-request-id', 'age', 'x-lintel-cache']);

interface Row {
  label: string;
  method: string;
  path: string;
  token?: 'account' | 'restricted' | 'consumer' | 'none';
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as is. */
  rawBody?: string;
  /** The status every send must answer. */
  status: number;
  /** An event stream: its status and headers are compared, then it is closed. */
  stream?: boolean;
  /** What the first answer's JSON body must hold (the others equal it). */
  expectBody?: (body: any) => void;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let cached: TestApp;
let uncached: TestApp;
let account: TestAccount;
let restricted: string;
let consumerToken: string;
let C: string;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const today = new Date();
const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);

const gql = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

function rows(): Row[] {
  const taxes = `/consumers/${C}/invoicing/taxes`;
  return [
    { label: 'liveness', method: 'GET', path: '/health', token: 'none', status: 200 },
    { label: 'account list: consumers', method: 'GET', path: '/consumers', status: 200 },
    { label: 'one consumer', method: 'GET', path: `/consumers/${C}`, status: 200 },
    { label: 'integrations', method: 'GET', path: '/integrations', status: 200 },
    { label: 'connections', method: 'GET', path: `/consumers/${C}/connections`, status: 200 },
    { label: 'webhooks', method: 'GET', path: '/webhooks', status: 200 },
    { label: 'webhook events', method: 'GET', path: '/webhooks/list', status: 200 },
    { label: 'REST read: taxes', method: 'GET', path: `${taxes}?size=5`, status: 200 },
    { label: 'REST read: one tax', method: 'GET', path: `${taxes}/tax-be-21-sale`, status: 200 },
    {
      label: 'REST read: products',
      method: 'GET',
      path: `/consumers/${C}/invoicing/products?size=3`,
      status: 200,
    },
    {
      label: 'REST read: contacts of a type',
      method: 'GET',
      path: `/consumers/${C}/invoicing/contacts?contact_type=customer`,
      status: 200,
    },
    { label: 'REST read: POS modifiers', method: 'GET', path: `/consumers/${C}/pos/modifiers`, status: 200 },
    {
      label: 'REST read: PMS orders in a window',
      method: 'GET',
      path: `/consumers/${C}/pms/orders?state=closed&date_from=${daysAgo(60)}&date_to=${daysAgo(0)}`,
      status: 200,
    },
    {
      label: 'REST read with raw data',
      method: 'GET',
      path: `${taxes}?size=2`,
      headers: { 'x-chift-raw-data': 'true' },
      status: 200,
    },
    {
      label: 'REST read, force refresh',
      method: 'GET',
      path: `${taxes}?size=4`,
      headers: { 'x-chift-force-refresh': 'true' },
      status: 200,
    },
    {
      label: 'REST read with a consumer-scoped token',
      method: 'GET',
      path: `${taxes}?size=3`,
      token: 'consumer',
      status: 200,
    },
    {
      label: 'REST write, idempotent',
      method: 'POST',
      path: `/consumers/${C}/invoicing/products`,
      headers: { 'x-chift-client-requestid': 'one-server-product' },
      body: { name: 'Parity espresso', unit_price: 2.5, tax_id: 'tax-be-21-sale' },
      status: 200,
    },
    {
      label: 'REST write, invalid body (422)',
      method: 'POST',
      path: `/consumers/${C}/invoicing/products`,
      body: { unit_price: 'two' },
      status: 422,
    },
    { label: 'REST 422: size out of range', method: 'GET', path: `${taxes}?size=101`, status: 422 },
    { label: 'REST 401: no token', method: 'GET', path: '/consumers', token: 'none', status: 401 },
    {
      label: 'REST 403: scope missing',
      method: 'GET',
      path: `${taxes}?size=5`,
      token: 'restricted',
      status: 403,
    },
    {
      label: 'REST 403: account route, consumer token',
      method: 'GET',
      path: '/consumers',
      token: 'consumer',
      status: 403,
    },
    {
      label: 'REST 404: unknown consumer',
      method: 'GET',
      path: `/consumers/${UNKNOWN}/invoicing/taxes`,
      status: 404,
    },
    { label: 'REST 404: unknown path', method: 'GET', path: '/nowhere', status: 404 },
    { label: 'REST 405: method not allowed', method: 'PATCH', path: taxes, body: {}, status: 405 },
    {
      label: 'CORS preflight',
      method: 'OPTIONS',
      path: taxes,
      token: 'none',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
      status: 204,
    },
    {
      label: 'CORS request, allowed origin',
      method: 'GET',
      path: `${taxes}?size=5`,
      headers: { origin: ORIGIN },
      status: 200,
    },
    {
      label: 'CORS request, other origin',
      method: 'GET',
      path: `${taxes}?size=5`,
      headers: { origin: OTHER_ORIGIN },
      status: 403,
    },
    {
      label: 'GraphQL query: a consumer’s taxes',
      method: 'POST',
      path: '/graphql',
      body: gql(
        'query($id: ID!) { consumer(id: $id) { name invoicing { taxes(first: 5) { totalCount nodes { id remoteId rate } pageInfo { hasNextPage endCursor } } } } }',
        {
          id: C,
        },
      ),
      status: 200,
    },
    {
      label: 'GraphQL query, graphql-response+json',
      method: 'POST',
      path: '/graphql',
      headers: { accept: 'application/graphql-response+json' },
      body: gql(
        'query($id: ID!) { consumer(id: $id) { pms { taxes { totalCount } } pos { modifiers { totalCount } } } }',
        { id: C },
      ),
      status: 200,
    },
    {
      label: 'GraphQL account lists',
      method: 'POST',
      path: '/graphql',
      body: gql('{ consumers { nodes { id name } } integrations { name } webhooks { nodes { id url } } }'),
      status: 200,
    },
    {
      label: 'GraphQL mutation, idempotent',
      method: 'POST',
      path: '/graphql',
      headers: { 'x-chift-client-requestid': 'one-server-graphql' },
      body: gql(
        'mutation($c: ID!) { createProduct(input: { consumerId: $c, name: "Parity", unitPrice: 1 }) { product { id remoteId name } userErrors { code field message } } }',
        {
          c: C,
        },
      ),
      status: 200,
    },
    {
      // Once execution starts, GraphQL answers 200: the connection null, BAD_USER_INPUT at its path.
      label: 'GraphQL first out of range (101): 200, BAD_USER_INPUT',
      method: 'POST',
      path: '/graphql',
      body: gql('query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 101) { totalCount } } } }', {
        id: C,
      }),
      status: 200,
      expectBody: (body) => {
        expect(body.data.consumer.invoicing.taxes).toBeNull();
        expect(body.errors).toEqual([
          expect.objectContaining({
            path: ['consumer', 'invoicing', 'taxes'],
            extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
          }),
        ]);
      },
    },
    { label: 'GraphQL unknown field', method: 'POST', path: '/graphql', body: gql('{ nope }'), status: 400 },
    {
      label: 'GraphQL 401',
      method: 'POST',
      path: '/graphql',
      token: 'none',
      body: gql('{ consumers { id } }'),
      status: 401,
    },
    {
      // A lookup is nullable: null and one ERROR_CONSUMER_NOT_FOUND error at its path, 200.
      label: 'GraphQL unknown consumer: 200, null and ERROR_CONSUMER_NOT_FOUND',
      method: 'POST',
      path: '/graphql',
      body: gql('query($id: ID!) { consumer(id: $id) { name } integrations { name } }', { id: UNKNOWN }),
      status: 200,
      expectBody: (body) => {
        expect(body.data.consumer).toBeNull();
        expect(body.data.integrations.length).toBeGreaterThan(0);
        expect(body.errors).toEqual([
          expect.objectContaining({
            path: ['consumer'],
            extensions: expect.objectContaining({ code: 'ERROR_CONSUMER_NOT_FOUND' }),
          }),
        ]);
      },
    },
    {
      label: 'GraphQL not JSON',
      method: 'POST',
      path: '/graphql',
      rawBody: '{"query": ',
      headers: { 'content-type': 'application/json' },
      status: 400,
    },
    {
      label: 'GraphQL over GET',
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent('{ integrations { name } }')}`,
      status: 200,
    },
    {
      label: 'GraphQL from an allowed origin',
      method: 'POST',
      path: '/graphql',
      headers: { origin: ORIGIN },
      body: gql('query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 2) { totalCount } } } }', {
        id: C,
      }),
      status: 200,
    },
    {
      label: 'GraphQL events (SSE)',
      method: 'POST',
      path: '/graphql',
      headers: { accept: 'text/event-stream' },
      body: gql('subscription { events { id } }'),
      status: 200,
      stream: true,
    },
  ];
}

function tokenOf(row: Row): string | undefined {
  switch (row.token ?? 'account') {
    case 'account':
      return account.token;
    case 'restricted':
      return restricted;
    case 'consumer':
      return consumerToken;
    default:
      return undefined;
  }
}

async function send(t: TestApp, row: Row): Promise<Answer> {
  const headers: Record<string, string> = { ...row.headers };
  const token = tokenOf(row);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined = row.rawBody;
  if (row.body !== undefined) {
    body = JSON.stringify(row.body);
    headers['content-type'] ??= 'application/json';
  }
  const controller = new AbortController();
  const response = await fetch(`${t.url}${row.path}`, {
    method: row.method,
    headers,
    signal: controller.signal,
    ...(body !== undefined ? { body } : {}),
  });
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!VARYING.has(name)) answerHeaders[name] = value;
  });
  let text = '';
  if (row.stream) controller.abort();
  else text = await response.text();
  return { status: response.status, headers: answerHeaders, body: text };
}

beforeAll(async () => {
  // One public URL: links (logos, connect pages) then name the same server whichever port answered.
  const env = { LINTEL_CORS_ORIGINS: ORIGIN, LINTEL_PUBLIC_URL: 'https://lintel.example' };
  cached = await createTestApp({ env });
  uncached = await createTestApp({
    env: { ...env, LINTEL_READ_CACHE_SECONDS: '0' },
    shareDatabaseOf: cached,
  });
  account = await cached.newAccount('One server');
  restricted = await cached.tokenWithScopes(account, ['pos']);
  ({ consumerId: C } = await cached.newConsumer(account));
  consumerToken = (
    await cached.expect(200, 'POST', `/consumers/${C}/token`, { token: account.token, body: {} })
  ).access_token;
  await cached.expect(200, 'POST', '/webhooks', {
    token: account.token,
    body: { event: 'account.consumer.created', url: 'https://hooks.example/one-server' },
  });
});

afterAll(async () => {
  await uncached?.close();
  await cached?.close();
});

describe('one server: the read cache on and off answer alike', () => {
  it('has a table of at least 30 requests', () => {
    expect(rows().length).toBeGreaterThanOrEqual(30);
  });

  // The table is built when a test runs: its paths name the consumer made in beforeAll.
  it.each(rows().map((row) => row.label))('%s', async (label) => {
    const row = rows().find((candidate) => candidate.label === label)!;
    const answers: Answer[] = [];
    for (let i = 0; i < REPEATS; i++) {
      answers.push(await send(cached, row));
      answers.push(await send(uncached, row));
    }
    const [first] = answers;
    expect(first!.status, `${row.method} ${row.path}: ${first!.body.slice(0, 300)}`).toBe(row.status);
    row.expectBody?.(JSON.parse(first!.body));
    for (const [index, answer] of answers.entries()) {
      const which = `${index % 2 === 0 ? 'cache on' : 'cache off'}, send ${Math.floor(index / 2) + 1}`;
      expect(answer, which).toEqual(first);
    }
  });
});

describe('one server: the rate limit, whoever would answer', () => {
  it('answers the same 429 with the cache on (past held answers) and off', async () => {
    const limitedOn = await createTestApp({ env: { LINTEL_RATE_LIMIT: '2' } });
    const limitedOff = await createTestApp({
      env: { LINTEL_RATE_LIMIT: '2', LINTEL_READ_CACHE_SECONDS: '0' },
      shareDatabaseOf: limitedOn,
    });
    const accountBefore = account;
    try {
      const limited: Answer[] = [];
      // An account per server: on PostgreSQL the two share the database, and so the account's
      // limit (issue 31); its first requests through the second server would be refused.
      for (const t of [limitedOn, limitedOff]) {
        account = await limitedOn.newAccount('limited');
        const { consumerId } = await limitedOn.newConsumer(account, [1]);
        const row: Row = {
          label: '429',
          method: 'GET',
          path: `/consumers/${consumerId}/invoicing/taxes`,
          status: 429,
        };
        // A burst of twice the rate passes (with the cache on: a miss, then held answers), then
        // every request is over the limit.
        const answers: Answer[] = [];
        for (let i = 0; i < 8; i++) answers.push(await send(t, row));
        expect(answers[0]!.status).toBe(200);
        const refused = answers.filter((answer) => answer.status === 429);
        expect(refused.length).toBeGreaterThanOrEqual(2);
        limited.push(...refused);
      }
      // The wait depends on when each server's window began: said alike, with its own number.
      const waits = limited.map((answer) => answer.headers['retry-after']);
      for (const wait of waits) expect(['1', '2']).toContain(wait);
      const unwaited = limited.map((answer) => ({
        ...answer,
        headers: { ...answer.headers, 'retry-after': 'N' },
        body: answer.body.replace(/retry in \d+ s/, 'retry in N s'),
      }));
      for (const answer of unwaited) expect(answer).toEqual(unwaited[0]);
      expect(limitedOn.app.memory.answered).toBeGreaterThan(0);
    } finally {
      account = accountBefore;
      await limitedOff.close();
      await limitedOn.close();
    }
  });
});
