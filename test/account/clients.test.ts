import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * API clients managed by their account (contract §6): `GET/POST /clients`, `POST
 * /clients/{clientId}/rotate`, `DELETE /clients/{clientId}` and their GraphQL fields, with an
 * account token holding `clients`; a client grants at most its own scopes and cannot delete
 * itself; rotation and deletion refuse the old tokens.
 */

const CLIENT_KEYS = ['clientId', 'createdOn', 'lastUsedOn', 'name', 'scopes'];
const isoDateTimeRe = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface ClientItem {
  clientId: string;
  name: string;
  scopes: string[];
  createdOn: string;
  lastUsedOn: string | null;
}
type WithSecret = ClientItem & { clientSecret: string };

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Client manager');
});
afterAll(async () => {
  await t?.close();
});

/** A token of the new client, from its secret (which also sets its `lastUsedOn`). */
async function tokenOf(client: { clientId: string; clientSecret: string }): Promise<string> {
  const issued = await t.expect(200, 'POST', '/token', {
    body: { clientId: client.clientId, clientSecret: client.clientSecret, accountId: account.accountId },
  });
  return issued.access_token;
}

const listed = async (token = account.token) => t.expect<ClientItem[]>(200, 'GET', '/clients', { token });

describe('REST /clients', () => {
  it('lists the account’s clients without secrets; a new one answers its secret once', async () => {
    const before = await listed();
    expect(before.map((c) => c.clientId)).toEqual([account.clientId]);
    const [first] = before;
    expect(Object.keys(first!).sort()).toEqual(CLIENT_KEYS);
    // The account's first client holds every scope, `clients` included; newAccount got it a token.
    expect(first!.scopes).toEqual([
      'invoicing',
      'pos',
      'pms',
      'accounting',
      'consumers',
      'webhooks',
      'clients',
    ]);
    expect(first!.createdOn).toMatch(isoDateTimeRe);
    expect(first!.lastUsedOn).toMatch(isoDateTimeRe);

    const created = await t.expect<WithSecret>(200, 'POST', '/clients', {
      token: account.token,
      body: { name: 'Reporting', scopes: ['invoicing.read', 'pms.read'] },
    });
    expect(Object.keys(created).sort()).toEqual([...CLIENT_KEYS, 'clientSecret'].sort());
    expect(created).toMatchObject({
      name: 'Reporting',
      scopes: ['invoicing.read', 'pms.read'],
      lastUsedOn: null,
    });
    expect(created.clientSecret.length).toBeGreaterThanOrEqual(32);

    const res = await t.request('GET', '/clients', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(created.clientSecret);
    expect((res.body as ClientItem[]).map((c) => c.clientId)).toEqual([account.clientId, created.clientId]);
    for (const item of res.body as ClientItem[]) expect(Object.keys(item).sort()).toEqual(CLIENT_KEYS);

    // Its secret gets tokens with its scopes; `lastUsedOn` then says when.
    const token = await tokenOf(created);
    // A valid token (not 401) without `consumers`.
    expect((await t.request('GET', '/consumers', { token })).status).toBe(403);
    const used = (await listed()).find((c) => c.clientId === created.clientId)!;
    expect(used.lastUsedOn).toMatch(isoDateTimeRe);
    expect(Date.parse(used.lastUsedOn!)).toBeGreaterThanOrEqual(Date.parse(used.createdOn));
  });

  it('grants at most the caller’s scopes; without `scopes`, exactly the caller’s', async () => {
    const limited = await t.tokenWithScopes(account, ['clients', 'invoicing.read']);
    const same = await t.expect<WithSecret>(200, 'POST', '/clients', {
      token: limited,
      body: { name: 'Same as caller' },
    });
    expect(same.scopes).toEqual(['clients', 'invoicing.read']);
    // Narrower than held is fine; broader (`invoicing` writes) or another API is not.
    const narrower = await t.expect<WithSecret>(200, 'POST', '/clients', {
      token: limited,
      body: { name: 'Taxes only', scopes: ['invoicing.taxes.read', '500.taxes.r'] },
    });
    expect(narrower.scopes).toEqual(['invoicing.taxes.read', '500.taxes.r']);
    for (const scopes of [['invoicing'], ['invoicing.read', 'pms.read'], ['clients', 'webhooks.read']]) {
      const refused = await t.request('POST', '/clients', {
        token: limited,
        body: { name: 'Too much', scopes },
      });
      expect(refused.status, scopes.join(' ')).toBe(403);
      expect(refused.body.error_code).toBe('ERROR_INSUFFICIENT_SCOPE');
      expect(refused.body.message).toMatch(/cannot grant it/);
    }
    expect((await listed()).some((c) => c.name === 'Too much')).toBe(false);
  });

  it('needs the `clients` scope (`clients.read` lists only), and an account token', async () => {
    const none = await t.tokenWithScopes(account, ['consumers', 'webhooks']);
    for (const [method, path] of [
      ['GET', '/clients'],
      ['POST', '/clients'],
      ['POST', `/clients/${account.clientId}/rotate`],
      ['DELETE', `/clients/${account.clientId}`],
    ] as const) {
      const res = await t.request(method, path, {
        token: none,
        ...(method === 'POST' && path === '/clients' ? { body: { name: 'x' } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ error_code: 'ERROR_INSUFFICIENT_SCOPE' });
      expect(res.body.message).toContain('clients');
    }
    const reader = await t.tokenWithScopes(account, ['clients.read']);
    expect((await listed(reader)).length).toBeGreaterThan(1);
    const write = await t.request('POST', '/clients', { token: reader, body: { name: 'x' } });
    expect(write.status).toBe(403);

    const { consumerId } = await t.newConsumer(account, [1]);
    const consumerToken = (
      await t.expect(200, 'POST', `/consumers/${consumerId}/token`, { token: account.token })
    ).access_token;
    const res = await t.request('GET', '/clients', { token: consumerToken });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('ERROR_INSUFFICIENT_SCOPE');
  });

  it('refuses an empty name, an unknown scope and unknown fields with the validation body', async () => {
    const res = await t.request('POST', '/clients', {
      token: account.token,
      body: { name: '', scopes: ['invoicing', 'nope'], secret: 'mine' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation error');
    const locs = (res.body.detail as { loc: unknown[]; type: string }[]).map((d) => [
      d.loc.join('.'),
      d.type,
    ]);
    expect(locs).toEqual(
      expect.arrayContaining([
        ['body.name', 'string_too_short'],
        ['body.secret', 'extra_forbidden'],
      ]),
    );
    const scope = await t.request('POST', '/clients', {
      token: account.token,
      body: { name: 'Scoped', scopes: ['invoicing', 'nope'] },
    });
    expect(scope.status).toBe(422);
    expect(scope.body.detail).toEqual([
      { loc: ['body', 'scopes', 1], msg: 'Unknown scope', type: 'value_error', input: 'nope' },
    ]);
  });

  it('rotates a secret: the old secret and tokens fail, the new secret works', async () => {
    const other = await t.expect<WithSecret>(200, 'POST', '/clients', {
      token: account.token,
      body: { name: 'Rotated' },
    });
    const oldToken = await tokenOf(other);
    await t.expect(200, 'GET', '/consumers', { token: oldToken });
    const rotated = await t.expect<WithSecret>(200, 'POST', `/clients/${other.clientId}/rotate`, {
      token: account.token,
    });
    expect(rotated).toMatchObject({ clientId: other.clientId, name: 'Rotated', scopes: other.scopes });
    expect(rotated.clientSecret).not.toBe(other.clientSecret);
    const refused = await t.request('GET', '/consumers', { token: oldToken });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid token');
    const oldSecret = await t.request('POST', '/token', {
      body: { clientId: other.clientId, clientSecret: other.clientSecret, accountId: account.accountId },
    });
    expect(oldSecret.status).toBe(401);
    await t.expect(200, 'GET', '/consumers', { token: await tokenOf(rotated) });
  });

  it('deletes another client (its tokens fail), never itself; another account’s or an unknown one is 404', async () => {
    const doomed = await t.expect<WithSecret>(200, 'POST', '/clients', {
      token: account.token,
      body: { name: 'Doomed' },
    });
    const doomedToken = await tokenOf(doomed);
    const self = await t.request('DELETE', `/clients/${doomed.clientId}`, { token: doomedToken });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error_code: 'ERROR_BAD_REQUEST' });
    expect(self.body.message).toMatch(/cannot delete itself/);

    const res = await t.request('DELETE', `/clients/${doomed.clientId}`, { token: account.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.request('GET', '/consumers', { token: doomedToken })).status).toBe(401);
    expect((await listed()).some((c) => c.clientId === doomed.clientId)).toBe(false);

    const stranger = await t.newAccount('Stranger');
    for (const [method, path] of [
      ['DELETE', `/clients/${doomed.clientId}`],
      ['DELETE', `/clients/${stranger.clientId}`],
      ['POST', `/clients/${stranger.clientId}/rotate`],
    ] as const) {
      const gone = await t.request(method, path, { token: account.token });
      expect(gone.status, `${method} ${path}`).toBe(404);
      expect(gone.body.error_code).toBe('ERROR_CLIENT_NOT_FOUND');
    }
    // The stranger's client was left alone.
    await t.expect(200, 'GET', '/consumers', { token: stranger.token });
    const malformed = await t.request('DELETE', '/clients/not-a-uuid', { token: account.token });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].loc).toEqual(['path', 'clientId']);
  });
});

const ApiClientsQuery = graphql(`
  query ApiClients($first: Int) {
    apiClients(first: $first) {
      totalCount
      pageInfo { hasNextPage }
      nodes { __typename id clientId name scopes createdOn lastUsedOn }
    }
  }
`);
const CreateApiClientMutation = graphql(`
  mutation CreateApiClient($input: CreateApiClientInput!) {
    createApiClient(input: $input) {
      apiClient { id clientId name scopes createdOn lastUsedOn }
      clientSecret
      userErrors { code field message }
    }
  }
`);
const RotateApiClientMutation = graphql(`
  mutation RotateApiClient($input: RotateApiClientInput!) {
    rotateApiClient(input: $input) {
      apiClient { clientId name }
      clientSecret
      userErrors { code field message }
    }
  }
`);
const DeleteApiClientMutation = graphql(`
  mutation DeleteApiClient($input: DeleteApiClientInput!) {
    deleteApiClient(input: $input) {
      deletedId
      userErrors { code field message }
    }
  }
`);
const ApiClientNodeQuery = graphql(`
  query ApiClientNode($id: ID!) {
    node(id: $id) { __typename id ... on ApiClient { name } }
  }
`);

describe('GraphQL apiClients and its mutations', () => {
  it('lists, creates, rotates and deletes as REST does, with userErrors for what the input gets wrong', async () => {
    const gqlAccount = await t.newAccount('GraphQL clients');
    const token = gqlAccount.token;
    const created = await t.graphql(
      CreateApiClientMutation,
      { input: { name: 'Console', scopes: ['consumers.read'] } },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const payload = created.data!.createApiClient;
    expect(payload.userErrors).toEqual([]);
    expect(payload.apiClient).toMatchObject({
      name: 'Console',
      scopes: ['consumers.read'],
      lastUsedOn: null,
    });
    expect(payload.apiClient!.id).toBe(payload.apiClient!.clientId);
    expect(payload.clientSecret).toEqual(expect.any(String));

    const list = await t.graphql(ApiClientsQuery, { first: 1 }, { token });
    expect(list.errors).toBeUndefined();
    expect(list.data!.apiClients).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    expect(list.data!.apiClients!.nodes[0]).toMatchObject({
      __typename: 'ApiClient',
      clientId: gqlAccount.clientId,
      lastUsedOn: expect.stringMatching(isoDateTimeRe),
    });
    const node = await t.graphql(ApiClientNodeQuery, { id: payload.apiClient!.id }, { token });
    expect(node.data!.node).toEqual({ __typename: 'ApiClient', id: payload.apiClient!.id, name: 'Console' });
    // Another account's client is not a node of this one.
    const foreign = await t.graphql(ApiClientNodeQuery, { id: account.clientId }, { token });
    expect(foreign.data!.node).toBeNull();
    expect(foreign.errors![0]!.extensions.code).toBe('ERROR_NODE_NOT_FOUND');

    const empty = await t.graphql(CreateApiClientMutation, { input: { name: '' } }, { token });
    expect(empty.data!.createApiClient.apiClient).toBeNull();
    expect(empty.data!.createApiClient.userErrors).toEqual([
      { code: 'ERROR_VALIDATION', field: ['input', 'name'], message: expect.any(String) },
    ]);
    const unknownScope = await t.graphql(
      CreateApiClientMutation,
      { input: { name: 'Odd', scopes: ['webhooks', 'everything'] } },
      { token },
    );
    expect(unknownScope.data!.createApiClient.userErrors).toEqual([
      { code: 'ERROR_VALIDATION', field: ['input', 'scopes', '1'], message: 'scopes.1: Unknown scope' },
    ]);
    // Granting more than the token holds is a scope failure: a top-level error.
    const narrow = await t.tokenWithScopes(gqlAccount, ['clients', 'pos.read']);
    const tooMuch = await t.graphql(
      CreateApiClientMutation,
      { input: { name: 'Greedy', scopes: ['pos'] } },
      { token: narrow },
    );
    expect(tooMuch.errors![0]!.extensions.code).toBe('ERROR_INSUFFICIENT_SCOPE');

    const rotated = await t.graphql(
      RotateApiClientMutation,
      { input: { clientId: payload.apiClient!.clientId } },
      { token },
    );
    expect(rotated.data!.rotateApiClient).toMatchObject({
      apiClient: { clientId: payload.apiClient!.clientId, name: 'Console' },
      clientSecret: expect.any(String),
      userErrors: [],
    });
    expect(rotated.data!.rotateApiClient.clientSecret).not.toBe(payload.clientSecret);

    const self = await t.graphql(
      DeleteApiClientMutation,
      { input: { clientId: gqlAccount.clientId } },
      { token },
    );
    expect(self.data!.deleteApiClient).toMatchObject({
      deletedId: null,
      userErrors: [{ code: 'ERROR_BAD_REQUEST', field: null }],
    });
    const deleted = await t.graphql(
      DeleteApiClientMutation,
      { input: { clientId: payload.apiClient!.clientId } },
      { token },
    );
    expect(deleted.data!.deleteApiClient).toEqual({ deletedId: payload.apiClient!.clientId, userErrors: [] });
    const again = await t.graphql(
      DeleteApiClientMutation,
      { input: { clientId: payload.apiClient!.clientId } },
      { token },
    );
    expect(again.data!.deleteApiClient.userErrors).toMatchObject([{ code: 'ERROR_CLIENT_NOT_FOUND' }]);
    const after = await t.graphql(ApiClientsQuery, { first: 50 }, { token });
    expect(after.data!.apiClients!.totalCount).toBe(2);
  });
});
