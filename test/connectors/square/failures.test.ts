import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectorRegistry } from '../../../src/connectors/registry.js';
import { createSquareConnector } from '../../../src/connectors/square/index.js';
import { isLintelError } from '../../../src/errors.js';
import { FAKE_TOKEN, squareModifierLists, startSquareFake } from '../../fakes/square/server.js';
import { graphql } from '../../gql/index.js';
import { HTTP, modifiersPath, type SquareHarness, startSquareHarness } from './kit.js';

/**
 * Square failures through the whole app: the credential check at connection time, vendor auth
 * failures (502), unreachable, slow, rate-limited, failing and garbage-speaking Square (400
 * ERROR_CONNECTOR_REQUEST), the breaker, and operations Square does not serve (refused before
 * any call).
 */

const LIST = 'GET /v2/catalog/list';
const REQUEST_FAILED = 'Error while trying to perform your request';

let h: SquareHarness;

beforeAll(async () => {
  h = await startSquareHarness();
  h.fake.state.objects = squareModifierLists(3);
});

afterAll(async () => {
  await h?.close();
});

/** A closed port on loopback: nothing listens there any more. */
async function closedPortUrl(): Promise<string> {
  const fake = await startSquareFake();
  await fake.close();
  return fake.url;
}

const connectionBody = (token: string, baseUrl: string) => ({
  integrationid: 20,
  credentials: [
    { key: 'access_token', value: token },
    { key: 'base_url', value: baseUrl },
  ],
});

async function newConsumer(): Promise<string> {
  const consumer = await h.t.expect(200, 'POST', '/consumers', {
    token: h.account.token,
    body: { name: 'Square failures' },
  });
  return consumer.consumerid;
}

const SquareModifiersError = graphql(`
  query SquareModifiersError($id: ID!) { consumer(id: $id) { id pos { modifiers { totalCount } } } }
`);

describe('connection creation checks the credentials at Square', () => {
  it('a good token: one RetrieveTokenStatus call with it, then the connection is stored', async () => {
    const consumerId = await newConsumer();
    h.fake.reset();
    await h.t.expect(200, 'POST', `/consumers/${consumerId}/connections`, {
      token: h.account.token,
      body: connectionBody(FAKE_TOKEN, h.fake.url),
    });
    expect(h.fake.calls).toMatchObject([
      { method: 'POST', path: '/oauth2/token/status', authorization: `Bearer ${FAKE_TOKEN}` },
    ]);
  });

  it('a bad token: 400 ERROR_INVALID_CREDENTIALS, nothing stored', async () => {
    const consumerId = await newConsumer();
    h.fake.reset();
    const res = await h.t.request('POST', `/consumers/${consumerId}/connections`, {
      token: h.account.token,
      body: connectionBody('EAAA-wrong-token', h.fake.url),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', error_code: 'ERROR_INVALID_CREDENTIALS' });
    expect(res.body.message).toMatch(/Square rejected the access token/);
    expect(res.body.detail).toMatch(/HTTP 401.*UNAUTHORIZED/);
    expect(res.text).not.toContain('EAAA-wrong-token');
    expect(h.fake.count('POST /oauth2/token/status')).toBe(1);
    expect(
      await h.t.expect(200, 'GET', `/consumers/${consumerId}/connections`, { token: h.account.token }),
    ).toEqual([]);
  });

  it('a token without ITEMS_READ (403): 400 ERROR_INVALID_CREDENTIALS', async () => {
    const consumerId = await newConsumer();
    h.fake.inject({ kind: 'forbidden' });
    const res = await h.t.request('POST', `/consumers/${consumerId}/connections`, {
      token: h.account.token,
      body: connectionBody(FAKE_TOKEN, h.fake.url),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ERROR_INVALID_CREDENTIALS' });
    expect(res.body.detail).toMatch(/INSUFFICIENT_SCOPES/);
  });

  it('Square unreachable: 400 ERROR_CONNECTOR_REQUEST, nothing stored', async () => {
    const consumerId = await newConsumer();
    const res = await h.t.request('POST', `/consumers/${consumerId}/connections`, {
      token: h.account.token,
      body: connectionBody(FAKE_TOKEN, await closedPortUrl()),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST', message: REQUEST_FAILED });
    expect(res.body.detail).toMatch(
      /^Square could not be reached: connection refused at http:\/\/127\.0\.0\.1:\d+\/ /,
    );
    expect(
      await h.t.expect(200, 'GET', `/consumers/${consumerId}/connections`, { token: h.account.token }),
    ).toEqual([]);
  });

  it('the access token is required (422 before any call)', async () => {
    const consumerId = await newConsumer();
    h.fake.reset();
    const res = await h.t.request('POST', `/consumers/${consumerId}/connections`, {
      token: h.account.token,
      body: { integrationid: 20, credentials: [{ key: 'base_url', value: h.fake.url }] },
    });
    expect(res.status).toBe(422);
    // Chift's ChiftError: the items in `errors`, summed up in `detail`.
    expect(res.body).toMatchObject({
      message: 'Validation error',
      status: 'error',
      error_code: 'ERROR_VALIDATION',
      detail: 'body.credentials.access_token: Field required by Square',
    });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({
      loc: ['body', 'credentials', 'access_token'],
      type: 'missing',
    });
    expect(h.fake.count()).toBe(0);
  });
});

describe('operation failures', () => {
  it('Square rejects the token (revoked): 502 over REST, 200 + ERROR_CONNECTOR_AUTHENTICATION at the field over GraphQL, no retry', async () => {
    const token = 'EAAA-soon-revoked';
    h.fake.state.tokens.add(token);
    const { consumerId } = await h.connect({ token });
    h.fake.state.tokens.delete(token);
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      status: 'error',
      error_code: 'ERROR_CONNECTOR_AUTHENTICATION',
      message: 'Error while trying to authenticate to Square',
    });
    expect(res.body.detail).toMatch(/HTTP 401.*AUTHENTICATION_ERROR\/UNAUTHORIZED/);
    expect(res.text).not.toContain(token);
    expect(h.fake.count(LIST)).toBe(1);

    // GraphQL: execution started, so 200; the vendor failure is an error at the modifiers
    // field (nullable: null there), the consumer keeps its data. No token in the answer.
    const gql = await h.t.graphql(SquareModifiersError, { id: consumerId }, { token: h.account.token });
    expect(gql.status).toBe(200);
    expect(gql.errors).toHaveLength(1);
    expect(gql.errors![0]).toMatchObject({
      message: 'Error while trying to authenticate to Square',
      path: ['consumer', 'pos', 'modifiers'],
      extensions: { code: 'ERROR_CONNECTOR_AUTHENTICATION' },
    });
    expect(gql.errors![0]!.extensions).not.toHaveProperty('http');
    expect(gql.data).toEqual({ consumer: { id: consumerId, pos: { modifiers: null } } });
    expect(JSON.stringify(gql)).not.toContain(token);
    // Still no retry of a 401: one more ListCatalog call for the GraphQL request.
    expect(h.fake.count(LIST)).toBe(2);
  });

  it('a single 401 from Square on an operation is 502 too', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'unauthorized' });
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Error while trying to authenticate to Square');
  });

  it('Square down (closed port): 400 ERROR_CONNECTOR_REQUEST quickly', async () => {
    const other = await startSquareFake();
    const { consumerId } = await h.connect({ baseUrl: other.url });
    await other.close();
    const started = performance.now();
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST', message: REQUEST_FAILED });
    expect(res.body.detail).toMatch(
      /^Square could not be reached: connection refused at http:\/\/127\.0\.0\.1:\d+\/ \(list modifier lists\)$/,
    );
  });

  it('Square slow: 400 ERROR_CONNECTOR_REQUEST within the timeout and its retries', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'slow', delayMs: 3_000 }, 3);
    const started = performance.now();
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(
      /^Square did not answer: timed out after 0\.5 s at http:\/\/127\.0\.0\.1:\d+\/ /,
    );
    // 3 attempts of 500 ms plus short backoffs, far below the fake's 3 s.
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(2_900);
    expect(h.fake.count(LIST)).toBe(3);
  });

  it('429 with Retry-After: waits as told, then succeeds', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'rate-limited', retryAfter: '1' });
    const started = performance.now();
    const page = await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(page.total).toBe(3);
    expect(h.fake.calls.map((c) => c.status)).toEqual([429, 200]);
  });

  it('429 without Retry-After: retried with backoff; persisting 429 → 400 that does not open the breaker', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'rate-limited' }, 2);
    expect((await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token })).total).toBe(
      3,
    );
    expect(h.fake.calls.map((c) => c.status)).toEqual([429, 429, 200]);

    const other = await h.connect();
    h.fake.inject({ kind: 'rate-limited' }, 3 * 4);
    for (let i = 0; i < 4; i++) {
      const res = await h.t.request('GET', modifiersPath(other.consumerId), { token: h.account.token });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/Square answered HTTP 429/);
    }
    // Every request reached Square (3 attempts each): rate limiting is not a failing vendor.
    expect(h.fake.count(LIST)).toBe(4 * 3);
  });

  it('5xx: retried, then 400 with what Square said', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'server-error', status: 503 }, 2);
    expect((await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token })).total).toBe(
      3,
    );
    expect(h.fake.calls.map((c) => c.status)).toEqual([503, 503, 200]);

    h.advance(60_000);
    h.fake.reset();
    h.fake.inject({ kind: 'server-error', status: 500 }, 3);
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(`Square answered HTTP 500 at ${h.fake.url}/ (list modifier lists)`);
    expect(h.fake.count(LIST)).toBe(3);
  });

  it('a 4xx other than auth: 400 naming Square\u2019s error, not retried', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({
      kind: 'status',
      status: 400,
      body: {
        errors: [
          {
            category: 'INVALID_REQUEST_ERROR',
            code: 'INVALID_CURSOR',
            detail: 'Invalid cursor.',
            field: 'cursor',
          },
        ],
      },
    });
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      `Square answered HTTP 400 at ${h.fake.url}/ (list modifier lists): INVALID_REQUEST_ERROR/INVALID_CURSOR: Invalid cursor. (field cursor)`,
    );
    expect(h.fake.count(LIST)).toBe(1);
  });

  it('garbage (not JSON, or an envelope of the wrong shape): 400 with a detail and no credential', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'garbage', body: `<html>oops ${FAKE_TOKEN}</html>` });
    let res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST', message: REQUEST_FAILED });
    expect(res.body.detail).toBe(
      'Square answered HTTP 200 with a body that is not JSON (list modifier lists)',
    );
    expect(res.text).not.toContain(FAKE_TOKEN);

    h.fake.inject({ kind: 'wrong-shape', body: { objects: { type: 'MODIFIER_LIST' }, cursor: 7 } });
    res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Square answered an unexpected body \(list modifier lists\): objects: /);
    expect(res.text).not.toContain(FAKE_TOKEN);
    // Failures are not cached: the next request reads Square again and succeeds.
    expect((await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token })).total).toBe(
      3,
    );
  });

  it('an object or a modifier that does not fit is dropped, logged and counted; the page is served', async () => {
    const { consumerId } = await h.connect();
    const before = {
      lists: h.dropped.count('Square', 'MODIFIER_LIST'),
      modifiers: h.dropped.count('Square', 'MODIFIER'),
    };
    h.logLines.length = 0;
    h.fake.inject({
      kind: 'wrong-shape',
      body: {
        objects: [
          // An id that is no string: the list cannot be mapped.
          { type: 'MODIFIER_LIST', id: 42 },
          {
            type: 'MODIFIER_LIST',
            id: 'X',
            modifier_list_data: {
              name: 'Extras',
              modifiers: [
                {
                  type: 'MODIFIER',
                  id: 'M',
                  modifier_data: { price_money: { amount: 'lots', currency: FAKE_TOKEN } },
                },
                {
                  type: 'MODIFIER',
                  id: 'OK',
                  modifier_data: { name: 'Fine', price_money: { amount: 150, currency: 'USD' } },
                },
              ],
            },
          },
        ],
      },
    });
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: 1,
      items: [{ id: 'X', name: 'Extras', options: [{ id: 'OK', name: 'Fine', price: 1.5 }] }],
    });
    expect(h.dropped.count('Square', 'MODIFIER_LIST')).toBe(before.lists + 1);
    expect(h.dropped.count('Square', 'MODIFIER')).toBe(before.modifiers + 1);
    const warnings = h.logLines.filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        connector: 'Square',
        kind: 'MODIFIER_LIST',
        vendorId: '42',
        reason: 'objects.0: id: Invalid input: expected string, received number',
      }),
      expect.objectContaining({
        connector: 'Square',
        kind: 'MODIFIER',
        vendorId: 'M',
        reason:
          'objects.1.modifier_list_data.modifiers.0: modifier_data.price_money.amount: Invalid input: expected number, received string',
      }),
    ]);
    expect(JSON.stringify(warnings)).not.toContain(FAKE_TOKEN);
  });

  it('a cursor loop at Square is cut off, not followed forever', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'status', status: 200, body: { objects: [], cursor: 'SAME' } }, 2);
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Square returned the same cursor twice (list modifier lists)');
    expect(h.fake.count(LIST)).toBe(2);
  });

  it('the breaker opens after repeated failures (fails fast without calling Square), then closes', async () => {
    const { consumerId } = await h.connect();
    h.fake.inject({ kind: 'server-error', status: 503 }, 3 * HTTP.breakerThreshold);
    for (let i = 0; i < HTTP.breakerThreshold; i++) {
      expect((await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token })).status).toBe(
        400,
      );
    }
    expect(h.fake.count(LIST)).toBe(3 * HTTP.breakerThreshold);

    const started = performance.now();
    const res = await h.t.request('GET', modifiersPath(consumerId), { token: h.account.token });
    expect(performance.now() - started).toBeLessThan(200);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Square is failing at http:\/\/127\.0\.0\.1:\d+\/; calls are paused/);
    expect(h.fake.count(LIST)).toBe(3 * HTTP.breakerThreshold);

    // Another connection is not affected by this one's breaker.
    const other = await h.connect();
    expect(
      (await h.t.expect(200, 'GET', modifiersPath(other.consumerId), { token: h.account.token })).total,
    ).toBe(3);

    await new Promise((r) => setTimeout(r, HTTP.breakerOpenMs + 50));
    h.fake.reset();
    expect((await h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token })).total).toBe(
      3,
    );
    expect(h.fake.count(LIST)).toBe(1);
  });
});

describe('operations Square does not serve', () => {
  it('declares every POS operation but objectives and accounting categories', async () => {
    const integrations = await h.t.expect(200, 'GET', '/integrations', { token: h.account.token });
    const square = integrations.find((i: { integrationid: number }) => i.integrationid === 20);
    expect(square).toEqual({
      integrationid: 20,
      name: 'Square',
      description:
        'Square point of sale: locations, orders, payments, customers and catalogue through its Locations, Orders, Payments, Refunds, Customers and Catalog APIs',
      status: 'active',
      api: 'Point of Sale',
      logo_url: `${h.t.url}/integrations/20/logo.svg`,
      icon_url: `${h.t.url}/integrations/20/icon.svg`,
      post_connections: [],
      operations_coverage: [
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
      ].map((operation) => ({
        operation,
        status:
          operation === 'pos.objectives.list' || operation === 'pos.accounting-categories.list'
            ? 'NOT_SUPPORTED'
            : 'SUPPORTED',
      })),
      credentials: [
        { name: 'access_token', optional: false },
        { name: 'base_url', optional: true },
      ],
      // The countries where Square sells its point of sale.
      supported_countries: ['US', 'CA', 'GB', 'AU', 'JP', 'IE', 'FR', 'ES'],
      local_agent: false,
    });
  });

  it('any other operation is refused with 405 before Square is called', async () => {
    const definition = createSquareConnector({ http: HTTP });
    const registry = createConnectorRegistry([definition]);
    h.fake.reset();
    const connection = {
      id: 'c-405',
      version: 'v1',
      loadCredentials: async () => ({ access_token: FAKE_TOKEN, base_url: h.fake.url }),
    };
    for (const operation of [
      'invoicing.taxes.list',
      'pms.orders.list',
      'invoicing.products.create',
    ] as const) {
      const error = await registry.handler(definition, connection, operation).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isLintelError(error) && error.status).toBe(405);
    }
    await expect(registry.handler(definition, connection, 'invoicing.taxes.list')).rejects.toThrow(
      'The resource GET - invoicing/taxes is not supported by Square',
    );
    // Over REST a Square-only consumer has no invoicing connection at all.
    const { consumerId } = await h.connect();
    const res = await h.t.request('GET', `/consumers/${consumerId}/invoicing/taxes`, {
      token: h.account.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ERROR_NO_ACTIVE_CONNECTION');
    expect(h.fake.count()).toBe(0);
  });
});
