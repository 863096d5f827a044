import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCredentials } from '../../../src/connectors/mews/client.js';
import { createMewsConnector } from '../../../src/connectors/mews/index.js';
import { createConnectorRegistry } from '../../../src/connectors/registry.js';
import { addStay, seedHotel } from '../../fakes/mews/data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { graphql } from '../../gql/index.js';
import { createMewsHarness, credentialsFor, FAST_HTTP, type MewsHarness } from './setup.js';

/**
 * Credentials, vendor failures and the outbound client's guarantees, seen through the whole app:
 * every failure is the contract's error body, within the timeout, without a token in it.
 */

const MewsTaxesFailure = graphql(`
  query MewsTaxesFailure($id: ID!) {
    consumer(id: $id) { name pms { taxes(first: 1) { totalCount } } }
  }
`);

let fake: MewsFake;
let h: MewsHarness;

beforeAll(async () => {
  fake = await startMewsFake((state) => {
    seedHotel(state);
    addStay(state, { n: 1, firstNight: '2025-03-10', nights: 2 });
  });
  h = await createMewsHarness(fake);
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const taxesOf = (consumerId: string) =>
  h.app.request('GET', `/consumers/${consumerId}/pms/taxes?size=5`, { token: h.account.token });
const ordersOf = (consumerId: string) =>
  h.app.request('GET', `/consumers/${consumerId}/pms/orders?date_from=2025-03-01&date_to=2025-03-31`, {
    token: h.account.token,
  });

/** A connection whose configuration cache is warm: a taxes listing then needs only taxations. */
async function warmConnection() {
  const connection = await h.connect();
  await h.app.expect(200, 'GET', `/consumers/${connection.consumerId}/pms/taxes`, { token: h.account.token });
  fake.reset();
  return connection;
}

function expectNoSecret(text: string) {
  expect(text).not.toContain(fake.state.clientToken);
  expect(text).not.toContain(fake.state.accessToken);
}

async function newConsumer() {
  return h.app.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
    token: h.account.token,
    body: { name: `Consumer ${randomUUID().slice(0, 8)}` },
  });
}

describe('Mews integration and connections', () => {
  it('is listed as integration 30 with its credentials and every PMS operation', async () => {
    const integrations = await h.app.expect(200, 'GET', '/integrations', { token: h.account.token });
    expect(integrations.find((i: { integrationid: number }) => i.integrationid === 30)).toEqual({
      integrationid: 30,
      name: 'Mews',
      description: 'Mews, the cloud property management system, through its Connector API',
      status: 'active',
      api: 'Property Management System',
      logo_url: `${h.app.url}/integrations/30/logo.svg`,
      icon_url: `${h.app.url}/integrations/30/icon.svg`,
      post_connections: [],
      operations_coverage: [
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
      ].map((operation) => ({ operation, status: 'SUPPORTED' })),
      credentials: [
        { name: 'client_token', optional: false },
        { name: 'access_token', optional: false },
        { name: 'platform_url', optional: true },
      ],
      supported_countries: null,
      local_agent: false,
    });
  });

  it('checks the credentials with configuration/get before storing a connection', async () => {
    const { consumerid } = await newConsumer();
    await h.app.expect(200, 'POST', `/consumers/${consumerid}/connections`, {
      token: h.account.token,
      body: { integrationid: 30, credentials: credentialsFor(fake) },
    });
    expect(fake.calls.map((c) => [c.route, c.status])).toEqual([['configuration/get', 200]]);
    expect(fake.calls[0]!.body).toEqual({
      ClientToken: fake.state.clientToken,
      AccessToken: fake.state.accessToken,
      Client: 'Lintel 1.0.0',
    });
  });

  it('refuses bad tokens with 400 ERROR_INVALID_CREDENTIALS and stores nothing', async () => {
    const { consumerid } = await newConsumer();
    const res = await h.app.request('POST', `/consumers/${consumerid}/connections`, {
      token: h.account.token,
      body: {
        integrationid: 30,
        credentials: credentialsFor(fake, fake.url, {
          client: 'wrong-client-token',
          access: 'wrong-access-token',
        }),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 'error',
      error_code: 'ERROR_INVALID_CREDENTIALS',
      message: 'Mews refused the client_token or access_token',
    });
    expect(res.body.detail).toContain(
      `Mews answered HTTP 401 at ${fake.url}/ (check the credentials): Invalid ClientToken or AccessToken.`,
    );
    expect(res.text).not.toContain('wrong-access-token');
    expect(fake.count('configuration/get')).toBe(1);
    const stored = await h.app.expect(200, 'GET', `/consumers/${consumerid}/connections`, {
      token: h.account.token,
    });
    expect(stored).toEqual([]);
  });

  it('refuses a missing access_token before calling Mews', async () => {
    const { consumerid } = await newConsumer();
    const res = await h.app.request('POST', `/consumers/${consumerid}/connections`, {
      token: h.account.token,
      body: { integrationid: 30, credentials: [{ key: 'client_token', value: fake.state.clientToken }] },
    });
    expect(res.status).toBe(422);
    // Chift's ChiftError: the items in `errors`, summed up in `detail`.
    expect(res.body).toMatchObject({
      message: 'Validation error',
      status: 'error',
      error_code: 'ERROR_VALIDATION',
      detail: 'body.credentials.access_token: Field required by Mews',
    });
    expect(res.body.errors).toEqual([
      expect.objectContaining({ loc: ['body', 'credentials', 'access_token'], type: 'missing' }),
    ]);
    expect(fake.count()).toBe(0);
  });

  it('answers 400 ERROR_CONNECTOR_REQUEST when Mews cannot be reached at creation, and stores nothing', async () => {
    const closed = await startMewsFake();
    const url = closed.url;
    await closed.close();
    const { consumerid } = await newConsumer();
    const res = await h.app.request('POST', `/consumers/${consumerid}/connections`, {
      token: h.account.token,
      body: { integrationid: 30, credentials: credentialsFor(fake, url) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST' });
    expect(res.body.detail).toBe(
      `Mews could not be reached: connection refused at ${new URL(url).origin}/ (check the credentials)`,
    );
    expectNoSecret(res.text);
    expect(
      await h.app.expect(200, 'GET', `/consumers/${consumerid}/connections`, { token: h.account.token }),
    ).toEqual([]);
  });

  it('defaults platform_url to the Mews demo host', () => {
    expect(readCredentials({ client_token: 'c', access_token: 'a' }).platformUrl).toBe(
      'https://api.mews-demo.com',
    );
    expect(
      readCredentials({ client_token: 'c', access_token: 'a', platform_url: 'https://api.mews.com/' })
        .platformUrl,
    ).toBe('https://api.mews.com');
  });

  it('refuses operations it does not declare with 405, before any call or credential read', async () => {
    const definition = createMewsConnector({ http: FAST_HTTP });
    const registry = createConnectorRegistry([definition]);
    let credentialsRead = false;
    const connection = {
      id: randomUUID(),
      version: '1',
      loadCredentials: async () => {
        credentialsRead = true;
        return {};
      },
    };
    for (const [operation, message] of [
      ['pos.modifiers.list', 'The resource GET - pos/modifiers is not supported by Mews'],
      ['invoicing.taxes.list', 'The resource GET - invoicing/taxes is not supported by Mews'],
      ['invoicing.products.create', 'The resource POST - invoicing/products is not supported by Mews'],
    ] as const) {
      await expect(registry.handler(definition, connection, operation)).rejects.toMatchObject({
        status: 405,
        code: 'ERROR_RESOURCE_NOT_SUPPORTED',
        message,
      });
    }
    expect(credentialsRead).toBe(false);
    expect(fake.count()).toBe(0);
  });
});

describe('Mews failures', () => {
  it('maps a 401 from Mews to 502 "Error while trying to authenticate to Mews" on REST, 200 + ERROR_CONNECTOR_AUTHENTICATION at the field on GraphQL', async () => {
    const { consumerId } = await h.connect();
    fake.reset();
    const saved = fake.state.accessToken;
    fake.state.accessToken = 'rotated-by-the-hotel';
    try {
      const res = await taxesOf(consumerId);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({
        status: 'error',
        error_code: 'ERROR_CONNECTOR_AUTHENTICATION',
        message: 'Error while trying to authenticate to Mews',
      });
      expect(res.body.detail).toContain('Invalid ClientToken or AccessToken.');
      expect(res.text).not.toContain(saved);
      const orders = await ordersOf(consumerId);
      expect(orders.status).toBe(502);
      const gql = await h.app.graphql(MewsTaxesFailure, { id: consumerId }, { token: h.account.token });
      expect(gql.status).toBe(200);
      expect(gql.errors).toHaveLength(1);
      expect(gql.errors![0]).toMatchObject({
        message: 'Error while trying to authenticate to Mews',
        path: ['consumer', 'pms', 'taxes'],
        extensions: { code: 'ERROR_CONNECTOR_AUTHENTICATION' },
      });
      expect(gql.errors![0]!.extensions).not.toHaveProperty('http');
      expect(JSON.stringify(gql)).not.toContain(saved);
      // The connection field is nullable: it alone is null, its siblings keep their data.
      expect(gql.data).toEqual({ consumer: { name: expect.any(String), pms: { taxes: null } } });
    } finally {
      fake.state.accessToken = saved;
    }
    // 401 is final: never retried.
    expect(fake.calls.filter((c) => c.status === 401).length).toBe(fake.count());
  });

  it('waits for Retry-After on 429, then succeeds', async () => {
    // The HTTP client's waits are recorded and not spent: the test checks the second it waits
    // without sitting it out.
    const waits: number[] = [];
    const harness = await createMewsHarness(fake, undefined, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    try {
      const { consumerId } = await harness.connect();
      const taxes = () =>
        harness.app.request('GET', `/consumers/${consumerId}/pms/taxes?size=5`, {
          token: harness.account.token,
        });
      expect((await taxes()).status).toBe(200);
      fake.reset();
      waits.length = 0;
      fake.inject(
        { kind: 'status', status: 429, retryAfter: '1', message: 'Too many requests.' },
        { route: 'taxations/getAll' },
      );
      const res = await taxes();
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(7);
      expect(fake.calls.filter((c) => c.route === 'taxations/getAll').map((c) => c.status)).toEqual([
        429, 200,
      ]);
      expect(waits).toEqual([1000]);
    } finally {
      await harness.close();
    }
  });

  it('retries 408 and 5xx, then answers 400 ERROR_CONNECTOR_REQUEST', async () => {
    const { consumerId } = await warmConnection();
    fake.inject(
      { kind: 'status', status: 408, message: 'Request too heavy.' },
      { route: 'taxations/getAll', times: 3 },
    );
    const res = await taxesOf(consumerId);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 'error',
      error_code: 'ERROR_CONNECTOR_REQUEST',
      message: 'Error while trying to perform your request',
      detail: `Mews answered HTTP 408 at ${fake.url}/ (list tax rates)`,
    });
    expect(fake.count('taxations/getAll')).toBe(3); // 1 + 2 retries

    fake.reset();
    fake.inject({ kind: 'status', status: 503 }, { route: 'taxations/getAll', times: 2 });
    const recovered = await taxesOf(consumerId);
    expect(recovered.status).toBe(200);
    expect(fake.calls.map((c) => c.status)).toEqual([503, 503, 200]);
  });

  it("puts Mews' Message into the detail, without the tokens", async () => {
    const { consumerId } = await warmConnection();
    fake.inject(
      {
        kind: 'status',
        status: 403,
        message: `Operation forbidden for access token ${fake.state.accessToken}.`,
      },
      { route: 'orderItems/getAll' },
    );
    const res = await ordersOf(consumerId);
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ERROR_CONNECTOR_REQUEST');
    expect(res.body.detail).toMatch(
      /^Mews answered HTTP 403 at http:\/\/127\.0\.0\.1:\d+\/ \(list order items\): Operation forbidden for access token \*\*\*\. \[Request-Id [0-9a-f-]+\]$/,
    );
    expectNoSecret(res.text);
    expect(fake.count('orderItems/getAll')).toBe(1); // 403 is not retried
  });

  it('answers 400 with a detail when Mews answers garbage or the wrong shape', async () => {
    const { consumerId } = await warmConnection();
    fake.inject({ kind: 'garbage' }, { route: 'taxations/getAll' });
    const garbage = await taxesOf(consumerId);
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({
      error_code: 'ERROR_CONNECTOR_REQUEST',
      detail: 'Mews answered a body that is not JSON (list tax rates)',
    });
    expectNoSecret(garbage.text);

    // The envelope is wrong: the answer as a whole cannot be read. (A single record that does not
    // fit is dropped instead: published-examples.test.ts.)
    fake.inject(
      { kind: 'shape', body: { Taxations: 'none', TaxRates: { Code: 7 } } },
      { route: 'taxations/getAll' },
    );
    const shape = await taxesOf(consumerId);
    expect(shape.status).toBe(400);
    expect(shape.body.error_code).toBe('ERROR_CONNECTOR_REQUEST');
    expect(shape.body.detail).toContain('Mews answered an unexpected body (list tax rates): Taxations:');
    expect(shape.body.detail).toContain('TaxRates:');
    expectNoSecret(shape.text);

    fake.inject({ kind: 'shape', body: { Cursor: null } }, { route: 'orderItems/getAll' });
    const orders = await ordersOf(consumerId);
    expect(orders.status).toBe(400);
    expect(orders.body.detail).toBe(
      'Mews answered an unexpected body (list order items): OrderItems: Invalid input: expected array, received undefined',
    );
  });

  it('answers 400 within the timeout when Mews is down (closed port)', async () => {
    const doomed = await startMewsFake(seedHotel);
    const { consumerId } = await h.connect({
      url: doomed.url,
      tokens: { client: doomed.state.clientToken, access: doomed.state.accessToken },
    });
    await doomed.close();
    const started = Date.now();
    const res = await taxesOf(consumerId);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ERROR_CONNECTOR_REQUEST');
    expect(res.body.detail).toMatch(
      /^Mews could not be reached: connection refused at http:\/\/127\.0\.0\.1:\d+\/ \(/,
    );
    expect(res.text).not.toContain(doomed.state.accessToken);
  });

  it('answers 400 within the timeout when Mews is slow', async () => {
    // Its own app with a short per-attempt timeout: three real timeouts are what this checks.
    const harness = await createMewsHarness(fake, undefined, { timeoutMs: 300 });
    try {
      const { consumerId } = await harness.connect();
      const taxes = () =>
        harness.app.request('GET', `/consumers/${consumerId}/pms/taxes?size=5`, {
          token: harness.account.token,
        });
      // Warm: the configuration is cached, so the listing needs only taxations.
      expect((await taxes()).status).toBe(200);
      fake.reset();
      fake.inject({ kind: 'slow', delayMs: 2000 }, { route: 'taxations/getAll', times: 3 });
      const started = Date.now();
      const res = await taxes();
      const elapsed = Date.now() - started;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error_code: 'ERROR_CONNECTOR_REQUEST',
        detail: `Mews did not answer: timed out after 0.3 s at ${new URL(fake.url).origin}/ (list tax rates)`,
      });
      // Three attempts of 0.3 s each (plus small backoffs), never the fake's 2 s delays.
      expect(elapsed).toBeGreaterThanOrEqual(870);
      expect(elapsed).toBeLessThan(1900);
      expect(fake.count('taxations/getAll')).toBe(3);
    } finally {
      await harness.close();
    }
  });

  it('opens the breaker after repeated failures (fails fast, Mews not called) and closes it after breakerOpenMs', async () => {
    // Its own app, its HTTP client on a clock that stands still until the test moves it: the
    // open window is skipped over, not waited out, and a loaded machine cannot outlast it.
    const breakerOpenMs = 1000;
    let clock = Date.now();
    const harness = await createMewsHarness(fake, undefined, { breakerOpenMs, now: () => clock });
    try {
      const list = (consumerId: string) =>
        harness.app.request('GET', `/consumers/${consumerId}/pms/taxes?size=5`, {
          token: harness.account.token,
        });
      const warm = async () => {
        const connection = await harness.connect();
        expect((await list(connection.consumerId)).status).toBe(200);
        return connection;
      };
      const { consumerId } = await warm();
      fake.reset();
      fake.inject({ kind: 'status', status: 500 }, { route: 'taxations/getAll', times: 9 });
      for (let i = 0; i < FAST_HTTP.breakerThreshold; i++) {
        const res = await list(consumerId);
        expect(res.status).toBe(400);
        expect(res.body.detail).toBe(`Mews answered HTTP 500 at ${fake.url}/ (list tax rates)`);
      }
      expect(fake.count('taxations/getAll')).toBe(9); // 3 requests × (1 + 2 retries)

      const open = await list(consumerId);
      expect(open.status).toBe(400);
      expect(open.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST' });
      expect(open.body.detail).toMatch(
        /^Mews is failing at http:\/\/127\.0\.0\.1:\d+\/; calls are paused for \d+ s$/,
      );
      expect(fake.count('taxations/getAll')).toBe(9); // not reached

      // Another connection has its own breaker.
      const other = await warm();
      expect((await list(other.consumerId)).status).toBe(200);

      // Just before the window ends, still open; at its end, one probe goes out and closes it.
      fake.reset();
      clock += breakerOpenMs - 100;
      expect((await list(consumerId)).body.detail).toMatch(
        /^Mews is failing at http:\/\/127\.0\.0\.1:\d+\/; calls are paused for 1 s$/,
      );
      expect(fake.count('taxations/getAll')).toBe(0);
      clock += 100;
      const closed = await list(consumerId);
      expect(closed.status).toBe(200);
      expect(fake.count('taxations/getAll')).toBe(1);
    } finally {
      await harness.close();
    }
  });
});

describe('Mews configuration cache', () => {
  it('reuses configuration/get and taxEnvironments/getAll for the configured time, per connection', async () => {
    // The cache's clock stands still until the test moves it: the TTL is skipped over, not
    // waited out.
    let clock = Date.now();
    const harness = await createMewsHarness(fake, { configurationTtlMs: 1000, now: () => clock });
    try {
      const a = await harness.connect();
      const b = await harness.connect();
      fake.reset();
      const list = (consumerId: string) =>
        harness.app.expect(200, 'GET', `/consumers/${consumerId}/pms/taxes`, {
          token: harness.account.token,
        });
      // Two concurrent requests share one load.
      await Promise.all([list(a.consumerId), list(a.consumerId)]);
      await list(a.consumerId);
      expect(fake.count('configuration/get')).toBe(1);
      expect(fake.count('taxEnvironments/getAll')).toBe(1);
      expect(fake.count('taxations/getAll')).toBe(3);
      await list(b.consumerId);
      expect(fake.count('configuration/get')).toBe(2);
      // Kept for exactly the TTL, gone a millisecond later.
      clock += 1000;
      await list(a.consumerId);
      expect(fake.count('configuration/get')).toBe(2);
      clock += 1;
      await list(a.consumerId);
      expect(fake.count('configuration/get')).toBe(3);
      expect(fake.count('taxEnvironments/getAll')).toBe(3);
    } finally {
      await harness.close();
    }
  });

  it('does not keep a failed configuration load', async () => {
    const { consumerId } = await h.connect();
    fake.reset();
    fake.inject(
      { kind: 'status', status: 400, message: 'Invalid EnterpriseId.' },
      { route: 'configuration/get' },
    );
    const failed = await taxesOf(consumerId);
    expect(failed.status).toBe(400);
    expect(failed.body.detail).toContain(
      `Mews answered HTTP 400 at ${fake.url}/ (read the enterprise configuration): Invalid EnterpriseId.`,
    );
    const next = await taxesOf(consumerId);
    expect(next.status).toBe(200);
    expect(fake.count('configuration/get')).toBe(2);
  });
});

describe('the fake Mews itself', () => {
  it('speaks the protocol: POST-only exact routes, tokens, Limitation and 3-month windows, Request-Id', async () => {
    const post = (path: string, body: unknown, method = 'POST') =>
      fetch(`${fake.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
      });
    const auth = {
      ClientToken: fake.state.clientToken,
      AccessToken: fake.state.accessToken,
      Client: 'test 1.0',
    };
    expect((await post('/api/connector/v1/configuration/get', auth, 'GET')).status).toBe(404);
    expect((await post('/api/connector/v1/Configuration/get', auth)).status).toBe(404);
    expect((await post('/api/connector/v1/configuration/get/', auth)).status).toBe(404);
    const unauthorized = await post('/api/connector/v1/configuration/get', { ...auth, AccessToken: 'x' });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ Message: expect.any(String) });
    const ok = await post('/api/connector/v1/configuration/get', auth);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const window = { StartUtc: '2025-01-01T00:00:00Z', EndUtc: '2025-04-01T00:00:00Z' };
    for (const count of [0, 1001]) {
      const res = await post('/api/connector/v1/orderItems/getAll', {
        ...auth,
        ConsumedUtc: window,
        Limitation: { Count: count },
      });
      expect(res.status).toBe(400);
    }
    const tooLong = await post('/api/connector/v1/orderItems/getAll', {
      ...auth,
      ConsumedUtc: { StartUtc: '2025-01-01T00:00:00Z', EndUtc: '2025-04-01T00:00:01Z' },
      Limitation: { Count: 10 },
    });
    expect(tooLong.status).toBe(400);
    const first = await post('/api/connector/v1/orderItems/getAll', {
      ...auth,
      ConsumedUtc: { StartUtc: '2025-03-01T00:00:00Z', EndUtc: '2025-04-01T00:00:00Z' },
      Limitation: { Count: 1 },
    });
    const page = await first.json();
    expect(page.OrderItems).toHaveLength(1);
    expect(page.Cursor).toBe(page.OrderItems[0].Id);
    const empty = await post('/api/connector/v1/bills/getAll', {
      ...auth,
      BillIds: ['none'],
      Limitation: { Count: 5 },
    });
    expect(await empty.json()).toEqual({ Bills: [], Cursor: null });
  });
});
