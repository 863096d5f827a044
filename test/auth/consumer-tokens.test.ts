import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Consumer-scoped tokens (contract §8): minted with the client secret (`POST /mcp-token`) or with
 * an account token (`POST /consumers/{id}/token`); they reach only their consumer's domain
 * operations, on REST and GraphQL.
 */

let t: TestApp;
let account: TestAccount;
let own: string;
let other: string;
let token: string;

const gql = (query: string, bearer: string, variables: Record<string, unknown> = {}) =>
  t.request('POST', '/graphql', { token: bearer, body: { query, variables } });

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Consumer tokens');
  own = (await t.newConsumer(account)).consumerId;
  other = (await t.newConsumer(account)).consumerId;
  const res = await t.request('POST', '/mcp-token', {
    body: {
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      accountId: account.accountId,
      consumerId: own,
    },
  });
  expect(res.status).toBe(200);
  token = res.body.access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /mcp-token', () => {
  it("answers Chift's Token, not cacheable, carrying the consumer", () => {
    const claims = decodeJwt(token);
    expect(claims.consumer).toBe(own);
    expect(claims.accountid).toBe(account.accountId);
  });

  it('refuses wrong credentials (401), an unknown or foreign consumer (404), a missing consumerId (422)', async () => {
    const body = {
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      accountId: account.accountId,
      consumerId: own,
    };
    expect((await t.request('POST', '/mcp-token', { body: { ...body, clientSecret: 'wrong' } })).status).toBe(
      401,
    );
    const unknown = await t.request('POST', '/mcp-token', {
      body: { ...body, consumerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('ERROR_CONSUMER_NOT_FOUND');
    const stranger = await t.newAccount('Stranger');
    const foreign = await t.request('POST', '/mcp-token', {
      body: {
        clientId: stranger.clientId,
        clientSecret: stranger.clientSecret,
        accountId: stranger.accountId,
        consumerId: own,
      },
    });
    expect(foreign.status).toBe(404);
    const { consumerId: _, ...missing } = body;
    const invalid = await t.request('POST', '/mcp-token', { body: missing });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail[0]).toMatchObject({ loc: ['body', 'consumerId'], type: 'missing' });
    const issued = await t.request('POST', '/mcp-token', { body });
    expect(issued.headers.get('cache-control')).toBe('no-store');
  });
});

describe('what a consumer token reaches', () => {
  it("its consumer's domain operations, on REST and GraphQL", async () => {
    const taxes = await t.expect(200, 'GET', `/consumers/${own}/invoicing/taxes?size=2`, { token });
    expect(taxes.items).toHaveLength(2);
    const product = await t.expect(200, 'POST', `/consumers/${own}/invoicing/products`, {
      token,
      body: { name: 'From the browser' },
    });
    expect(product.name).toBe('From the browser');
    const me = await t.expect(200, 'GET', `/consumers/${own}`, { token });
    expect(me.consumerid).toBe(own);
    const res = await gql(
      'query($id: ID!) { consumer(id: $id) { id invoicing { taxes(first: 1) { totalCount nodes { remoteId } } } } }',
      token,
      { id: own },
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.consumer.id).toBe(own);
    expect(res.body.data.consumer.invoicing.taxes.totalCount).toBeGreaterThan(0);
    expect(res.body.data.consumer.invoicing.taxes.nodes).toHaveLength(1);
  });

  it('any other consumer is a 404, as if it did not exist', async () => {
    for (const path of [
      `/consumers/${other}/invoicing/taxes`,
      `/consumers/${other}`,
      `/consumers/${other}/connections`,
    ]) {
      const res = await t.request('GET', path, { token });
      expect(res.status, path).toBe(404);
      expect(res.body.error_code, path).toBe('ERROR_CONSUMER_NOT_FOUND');
    }
    // The lookup is nullable: null at its path with one ERROR_CONSUMER_NOT_FOUND, HTTP 200.
    const res = await gql(
      'query($id: ID!) { consumer(id: $id) { invoicing { taxes { totalCount } } } }',
      token,
      { id: other },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.consumer).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].path).toEqual(['consumer']);
    expect(res.body.errors[0].extensions.code).toBe('ERROR_CONSUMER_NOT_FOUND');
  });

  it('account-level operations are 403 ERROR_INSUFFICIENT_SCOPE, its own consumer included', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/consumers'],
      ['POST', '/consumers', { name: 'Nope' }],
      ['PATCH', `/consumers/${own}`, { name: 'Renamed' }],
      ['DELETE', `/consumers/${own}`],
      ['POST', `/consumers/${own}/connections`, { integrationid: 1 }],
      ['GET', '/webhooks'],
      ['POST', '/webhooks', { event: 'account.consumer.created', url: 'https://example.com/hook' }],
      ['POST', `/consumers/${own}/token`, {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(method, path, { token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error_code, `${method} ${path}`).toBe('ERROR_INSUFFICIENT_SCOPE');
    }
    for (const query of [
      '{ consumers(first: 50) { nodes { id } } }',
      'mutation { createConsumer(input: { name: "Nope" }) { consumer { id } userErrors { code } } }',
      '{ webhooks { nodes { id } } }',
    ]) {
      const res = await gql(query, token);
      expect(res.body.errors?.[0]?.extensions?.code, query).toBe('ERROR_INSUFFICIENT_SCOPE');
    }
    // Nothing changed.
    expect((await t.expect(200, 'GET', `/consumers/${own}`, { token: account.token })).name).not.toBe(
      'Renamed',
    );
  });
});

describe('POST /consumers/{consumer_id}/token', () => {
  it('mints a token with the caller’s scopes for 900 s by default', async () => {
    const minted = await t.expect(200, 'POST', `/consumers/${own}/token`, { token: account.token });
    expect(minted).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    const claims = decodeJwt(minted.access_token);
    expect(claims.consumer).toBe(own);
    expect(String(claims.scope).split(' ').sort()).toEqual([
      'accounting',
      'clients',
      'consumers',
      'invoicing',
      'pms',
      'pos',
      'webhooks',
    ]);
    await t.expect(200, 'GET', `/consumers/${own}/pms/taxes`, { token: minted.access_token });
  });

  it('narrows scopes and lifetime; never beyond the caller’s', async () => {
    const minted = await t.expect(200, 'POST', `/consumers/${own}/token`, {
      token: account.token,
      body: { scopes: ['invoicing.read'], expires_in: 60 },
    });
    expect(minted.expires_in).toBe(60);
    await t.expect(200, 'GET', `/consumers/${own}/invoicing/taxes`, { token: minted.access_token });
    const write = await t.request('POST', `/consumers/${own}/invoicing/products`, {
      token: minted.access_token,
      body: { name: 'Not allowed' },
    });
    expect(write.status).toBe(403);

    const narrow = await t.tokenWithScopes(account, ['invoicing.read']);
    const beyond = await t.request('POST', `/consumers/${own}/token`, {
      token: narrow,
      body: { scopes: ['invoicing'] },
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.error_code).toBe('ERROR_INSUFFICIENT_SCOPE');
  });

  it('validates the body and the consumer', async () => {
    for (const body of [{ expires_in: 3601 }, { expires_in: 0 }, { scopes: ['everything'] }, { extra: 1 }]) {
      const res = await t.request('POST', `/consumers/${own}/token`, { token: account.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const missing = await t.request('POST', '/consumers/00000000-0000-4000-8000-000000000000/token', {
      token: account.token,
    });
    expect(missing.status).toBe(404);
    const anonymous = await t.request('POST', `/consumers/${own}/token`, {});
    expect(anonymous.status).toBe(401);
  });
});
