import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/errors.js';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INTROSPECTION = '{ __schema { types { name } } }';

const ServiceIntegrations = graphql(`
  query ServiceIntegrations {
    integrations {
      integrationId
      name
    }
  }
`);

const ServiceDemoConsumer = graphql(`
  query ServiceDemoConsumer($id: ID!) {
    consumer(id: $id) {
      id
      name
      connections {
        integrationId
        api
        status
      }
      invoicing {
        taxes(first: 3) {
          totalCount
          pageInfo {
            hasNextPage
          }
          nodes {
            id
            remoteId
            rate
            type
          }
        }
      }
    }
  }
`);

/**
 * `{ __schema { queryType { fields { type { ofType { … name } } } } } }`: `depth` fields deep, as
 * graphql-armor counts them (fragments are not levels; introspection counts like any field).
 */
function nestedQuery(depth: number): string {
  const ofTypes = depth - 5;
  return `{ __schema { queryType { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } } }`;
}

/** `aliases` aliases of one scalar field (`__typename` aliases count the same: test/schema/cost.test.ts). */
function aliasedQuery(aliases: number): string {
  return `{ integrations { ${Array.from({ length: aliases }, (_, i) => `a${i}: name`).join(' ')} } }`;
}

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount();
});

afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('GET /health answers 200 {status: "ok"}', async () => {
    expect(await t.expect(200, 'GET', '/health')).toEqual({ status: 'ok' });
  });

  it('GET /ready answers 200 while the database answers, 503 once it is closed', async () => {
    const dedicated = await createTestApp();
    try {
      expect(await dedicated.expect(200, 'GET', '/ready')).toEqual({ status: 'ok' });
      // Closes the app and its database; its server still answers.
      await dedicated.app.close();
      const res = await dedicated.request('GET', '/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
      // Liveness does not depend on the database.
      expect(await dedicated.expect(200, 'GET', '/health')).toEqual({ status: 'ok' });
    } finally {
      await dedicated.close();
    }
  });
});

describe('X-Request-Id', () => {
  it('echoes a sane id sent by the client', async () => {
    const res = await t.request('GET', '/health', { headers: { 'x-request-id': 'req-abc_123.XYZ' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-abc_123.XYZ');
  });

  it('generates a uuid when none is sent', async () => {
    const res = await t.request('GET', '/health');
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    const again = await t.request('GET', '/health');
    expect(again.headers.get('x-request-id')).toMatch(UUID);
    expect(again.headers.get('x-request-id')).not.toBe(res.headers.get('x-request-id'));
  });

  it.each([
    ['with spaces and quotes', 'id with "spaces"'],
    ['too long', 'x'.repeat(129)],
    ['with a line-break-like character', 'abc<script>'],
  ])('replaces an id %s by a uuid', async (_, id) => {
    const res = await t.request('GET', '/health', { headers: { 'x-request-id': id } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is on error responses too', async () => {
    const unauthenticated = await t.request('GET', '/consumers', { headers: { 'x-request-id': 'err-401' } });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('x-request-id')).toBe('err-401');
    const notFound = await t.request('GET', '/no/such/path');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(UUID);
    const graphqlError = await t.request('POST', '/graphql', {
      headers: { 'x-request-id': 'err-gql' },
      body: { query: '{ integrations { name } }' },
    });
    expect(graphqlError.status).toBe(401);
    expect(graphqlError.headers.get('x-request-id')).toBe('err-gql');
  });
});

describe('GraphiQL and introspection', () => {
  it('serves GraphiQL to a browser without a token, with no asset from a CDN', async () => {
    const res = await t.request('GET', '/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toMatch(/<html/i);
    expect(res.text).toContain('Lintel GraphQL');
    expect(res.text).not.toContain('unpkg.com');
    expect(res.text).not.toContain('jsdelivr');
    expect(res.text).not.toContain('cdn.');
  });

  it('answers introspection outside production', async () => {
    const res = await t.request('POST', '/graphql', { token: account.token, body: { query: INTROSPECTION } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const names = (res.body.data.__schema.types as { name: string }[]).map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Consumer', 'TaxCodeConnection']));
  });

  it('answers introspection without a token in development, so GraphiQL shows the docs first', async () => {
    const res = await t.request('POST', '/graphql', { body: { query: INTROSPECTION } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.types.length).toBeGreaterThan(10);
    // Anything beyond introspection still needs the token.
    const mixed = await t.request('POST', '/graphql', {
      body: { query: '{ __schema { queryType { name } } integrations { name } }' },
    });
    expect(mixed.status).toBe(401);
    expect(mixed.body.errors[0].extensions.code).toBe('ERROR_CHIFT_AUTHENTICATION_ERROR');
  });

  it('GraphiQL signs you in: a form for the client id, secret and account id that calls POST /token', async () => {
    // The token then goes in the Authorization header of every request GraphiQL sends
    // (test/app/graphiql.browser.test.ts runs it in a browser).
    const res = await t.request('GET', '/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('id="lintel-sign-in"');
    for (const label of ['Client id', 'Client secret', 'Account id']) expect(res.text).toContain(label);
    expect(res.text).toContain('/token');
    expect(res.text).toContain('Authorization');
  });

  it('suggests field names in development', async () => {
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: '{ integration { name } }' },
    });
    expect(res.body.errors[0].message).toMatch(/Did you mean "integrations"\?/);
  });

  describe('in production', () => {
    let production: TestApp;
    let productionAccount: TestAccount;

    beforeAll(async () => {
      production = await createTestApp({ env: { NODE_ENV: 'production' } });
      productionAccount = await production.newAccount();
    });

    afterAll(async () => {
      await production?.close();
    });

    it('does not serve GraphiQL', async () => {
      const res = await production.request('GET', '/graphql', { headers: { accept: 'text/html' } });
      // The endpoint only speaks GraphQL responses, which a browser did not ask for.
      expect(res.status).toBe(406);
      expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
      expect(res.text).not.toMatch(/<html/i);
      expect(res.text).not.toContain('GraphiQL');
    });

    it('answers introspection to an account token (clients generate types from it), refuses it to a consumer token with 400', async () => {
      const res = await production.request('POST', '/graphql', {
        token: productionAccount.token,
        body: { query: INTROSPECTION },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.__schema.types.length).toBeGreaterThan(10);

      const { consumerId } = await production.newConsumer(productionAccount, [1]);
      const { access_token: consumerToken } = await production.expect(
        200,
        'POST',
        `/consumers/${consumerId}/token`,
        { token: productionAccount.token, body: {} },
      );
      const refused = await production.request('POST', '/graphql', {
        token: consumerToken,
        headers: { accept: 'application/graphql-response+json' },
        body: { query: INTROSPECTION },
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors.length).toBeGreaterThan(0);
      for (const error of refused.body.errors as { message: string; extensions: { code: string } }[]) {
        expect(error.message).toMatch(/^GraphQL introspection has been disabled/);
        expect(error.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
      expect(refused.body.errors[0].message).toContain('"__schema"');
    });

    it('refuses introspection without a token and hides field suggestions', async () => {
      const anonymous = await production.request('POST', '/graphql', { body: { query: INTROSPECTION } });
      expect(anonymous.body.data ?? null).toBeNull();
      expect(anonymous.body.errors.length).toBeGreaterThan(0);
      const res = await production.request('POST', '/graphql', {
        token: productionAccount.token,
        body: { query: '{ integration { name } }' },
      });
      expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
    });

    it('still answers normal queries', async () => {
      const res = await production.graphql(ServiceIntegrations, {}, { token: productionAccount.token });
      expect(res.status).toBe(200);
      expect(res.errors).toBeUndefined();
      expect(res.data?.integrations.map((i) => i.integrationId)).toEqual(expect.arrayContaining([1, 2, 3]));
    });
  });
});

describe('graphql-armor', () => {
  it('accepts a query 15 levels deep and rejects one 16 levels deep', async () => {
    const ok = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: nestedQuery(15) },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.__schema.queryType.fields.length).toBeGreaterThan(0);

    const deep = await t.request('POST', '/graphql', {
      token: account.token,
      headers: { accept: 'application/graphql-response+json' },
      body: { query: nestedQuery(16) },
    });
    expect(deep.status).toBe(400);
    expect(deep.body.data ?? null).toBeNull();
    expect(deep.body.errors).toHaveLength(1);
    expect(deep.body.errors[0].message).toBe('Query depth limit of 15 exceeded');
    expect(deep.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('does not suggest field names for a misspelled field in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    const productionAccount = await production.newAccount();
    const res = await production.request('POST', '/graphql', {
      token: productionAccount.token,
      body: { query: '{ integrations { integrationI nme } }' },
    });
    await production.close();
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors.length).toBeGreaterThan(0);
    for (const error of res.body.errors as { message: string }[]) {
      expect(error.message).not.toMatch(/did you mean/i);
      expect(error.message).not.toContain('integrationId');
    }
    expect(res.body.errors[0].message).toContain('integrationI');
  });

  it('accepts 100 aliases and rejects 101', async () => {
    const ok = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: aliasedQuery(100) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    expect(Object.keys(ok.body.data.integrations[0])).toHaveLength(100);

    const many = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: aliasedQuery(101) },
    });
    expect(many.body.data ?? null).toBeNull();
    expect(many.body.errors).toHaveLength(1);
    expect(many.body.errors[0].message).toContain('Aliases limit of 100 exceeded, found 101');
  });
});

describe('GraphQL authentication', () => {
  it('answers 401 ERROR_CHIFT_AUTHENTICATION_ERROR without a token', async () => {
    const res = await t.graphql(ServiceIntegrations, {});
    expect(res.status).toBe(401);
    expect(res.data).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.message).toBe('Not authenticated');
    expect(res.errors?.[0]?.extensions?.code).toBe('ERROR_CHIFT_AUTHENTICATION_ERROR');
  });

  it('reports the status as the answer’s HTTP status, not in extensions (no extensions.http)', async () => {
    const res = await t.graphql(ServiceIntegrations, {});
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.extensions?.code).toBe('ERROR_CHIFT_AUTHENTICATION_ERROR');
    expect(res.errors?.[0]?.extensions?.http).toBeUndefined();
  });

  it('answers 401 with an invalid token', async () => {
    const res = await t.graphql(ServiceIntegrations, {}, { token: 'not.a.jwt' });
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.message).toBe('Invalid token');
    expect(res.errors?.[0]?.extensions?.code).toBe('ERROR_CHIFT_AUTHENTICATION_ERROR');
  });
});

describe('bootstrap from the environment', () => {
  const ACCOUNT_ID = '5b0f7a8e-3c1d-4e2f-9a6b-7c8d9e0f1a2b';
  const CLIENT_ID = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';
  const CLIENT_SECRET = 'a-secret-of-at-least-16-chars';

  it('creates the given account and client; the secret, given, is not printed', async () => {
    const bootstrapped = await createTestApp({
      env: {
        LINTEL_ACCOUNT_ID: ACCOUNT_ID,
        LINTEL_CLIENT_ID: CLIENT_ID,
        LINTEL_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
    try {
      expect(bootstrapped.app.bootstrap).toEqual({
        accountId: ACCOUNT_ID,
        clientId: CLIENT_ID,
        clientSecret: null,
        demoConsumerId: null,
      });
      const token = await bootstrapped.expect(200, 'POST', '/token', {
        body: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, accountId: ACCOUNT_ID },
      });
      expect(token).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
      expect(await bootstrapped.expect(200, 'GET', '/consumers', { token: token.access_token })).toEqual([]);

      const wrong = await bootstrapped.request('POST', '/token', {
        body: { clientId: CLIENT_ID, clientSecret: `${CLIENT_SECRET}x`, accountId: ACCOUNT_ID },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error_code).toBe('ERROR_CHIFT_AUTHENTICATION_ERROR');
    } finally {
      await bootstrapped.close();
    }
  });

  it('with LINTEL_DEMO=true: a demo consumer on the four Sandbox connectors, usable with the generated secret', async () => {
    const demo = await createTestApp({ env: { LINTEL_DEMO: 'true' } });
    try {
      const info = demo.app.bootstrap;
      expect(info.accountId).toMatch(UUID);
      expect(info.clientId).toMatch(UUID);
      expect(info.clientSecret).toEqual(expect.any(String));
      expect(info.clientSecret?.length).toBeGreaterThanOrEqual(16);
      expect(info.demoConsumerId).toMatch(UUID);

      const { access_token: token } = await demo.expect(200, 'POST', '/token', {
        body: { clientId: info.clientId, clientSecret: info.clientSecret, accountId: info.accountId },
      });

      const connections = await demo.expect(200, 'GET', `/consumers/${info.demoConsumerId}/connections`, {
        token,
      });
      expect(connections.map((c: { integrationid: number }) => c.integrationid).sort()).toEqual([1, 2, 3, 4]);
      for (const connection of connections) expect(connection.status).toBe('active');

      const taxes = await demo.expect(
        200,
        'GET',
        `/consumers/${info.demoConsumerId}/invoicing/taxes?size=3`,
        {
          token,
        },
      );
      expect(taxes).toMatchObject({ page: 1, size: 3 });
      expect(taxes.items).toHaveLength(3);
      expect(taxes.total).toBeGreaterThan(3);

      const res = await demo.graphql(ServiceDemoConsumer, { id: info.demoConsumerId! }, { token });
      expect(res.errors).toBeUndefined();
      expect(res.data?.consumer?.id).toBe(info.demoConsumerId);
      expect(res.data?.consumer?.connections.map((c) => c.integrationId).sort()).toEqual([1, 2, 3, 4]);
      expect(res.data?.consumer?.invoicing.taxes).toMatchObject({
        totalCount: taxes.total,
        pageInfo: { hasNextPage: true },
      });
      // The REST id is the record's remoteId; its GraphQL id is a global one.
      const nodes = res.data?.consumer?.invoicing.taxes?.nodes ?? [];
      expect(nodes.map((i) => i.remoteId)).toEqual(taxes.items.map((i: { id: string }) => i.id));
      for (const node of nodes) expect(node.id).not.toBe(node.remoteId);
    } finally {
      await demo.close();
    }
  });
});

describe('GraphQL request bodies', () => {
  it('a body that is not JSON cannot start: 400 ERROR_BAD_REQUEST as a GraphQL error, and a JSON body still works', async () => {
    const t = await createTestApp();
    try {
      const account = await t.newAccount();
      const bad = await t.request('POST', '/graphql', { token: account.token, rawBody: '{"query": ' });
      expect(bad.status, bad.text).toBe(400);
      expect(bad.body).toEqual({
        errors: [
          {
            message: expect.stringMatching(/^The body is not valid JSON: .+/),
            extensions: { code: 'ERROR_BAD_REQUEST', detail: errorCatalogue.ERROR_BAD_REQUEST.detail },
          },
        ],
      });
      const good = await t.request('POST', '/graphql', {
        token: account.token,
        body: { query: '{ integrations { integrationId } }' },
      });
      expect(good.status).toBe(200);
      expect(good.body.data.integrations.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
