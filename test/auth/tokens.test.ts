import { randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CREDENTIALS_DETAIL } from '../../src/errors.js';
import { deriveKey } from '../../src/store/secrets.js';
import { graphql } from '../gql/index.js';
import {
  ADMIN_KEY,
  createTestApp,
  SECRET_KEY,
  type TestAccount,
  type TestApp,
  type TestResponse,
} from '../kit/app.js';

/**
 * Tokens (contract §1, §2, §6): what `POST /token` issues, what the verifier refuses (forged,
 * tampered, expired, wrong issuer or audience, other algorithms), and the admin API's guard.
 */

const TokConsumers = graphql(`
  query TokConsumers {
    consumers(first: 50) { nodes { id } totalCount }
  }
`);

const ALL_SCOPES = 'invoicing pos pms accounting consumers webhooks clients';
/** The key the app signs with: derived from LINTEL_SECRET_KEY for this one purpose. */
const signingKey = deriveKey(SECRET_KEY, 'token-signing');
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

const now = () => Math.floor(Date.now() / 1000);
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a token the app would issue itself for `account`'s first client. */
function claimsOf(account: TestAccount, overrides: JWTPayload = {}): JWTPayload {
  const issuedAt = now();
  return {
    iss: 'lintel',
    aud: 'lintel-api',
    sub: account.clientId,
    accountid: account.accountId,
    scope: ALL_SCOPES,
    iat: issuedAt,
    nbf: issuedAt,
    exp: issuedAt + 600,
    ...overrides,
  };
}

function without(claims: JWTPayload, name: string): JWTPayload {
  const { [name]: _dropped, ...rest } = claims;
  return rest;
}

async function sign(
  claims: JWTPayload,
  options: { key?: Parameters<SignJWT['sign']>[0]; alg?: string } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(options.key ?? signingKey);
}

function expectError(res: TestResponse, status: number, errorCode: string, message: unknown): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  // Never an empty detail: each says what to do (a new token, the right credentials).
  expect(res.body).toEqual({
    message,
    status: 'error',
    detail: expect.stringMatching(/\S/),
    error_code: errorCode,
  });
}

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.newAccount('Alice');
  bob = await t.newAccount('Bob');
});

afterAll(async () => {
  await t?.close();
});

describe('POST /token', () => {
  it('issues a bearer token valid for 30 minutes', async () => {
    const before = now();
    const res = await t.request('POST', '/token', {
      body: { clientId: alice.clientId, clientSecret: alice.clientSecret, accountId: alice.accountId },
    });
    const after = now();
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'expires_on', 'token_type']);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 1800 });
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Epoch seconds, not milliseconds.
    expect(res.body.expires_on).toBeGreaterThanOrEqual(before + 1800);
    expect(res.body.expires_on).toBeLessThanOrEqual(after + 1800);

    const token = res.body.access_token as string;
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(decodeJwt(token)).toMatchObject({
      iss: 'lintel',
      aud: 'lintel-api',
      sub: alice.clientId,
      accountid: alice.accountId,
      scope: ALL_SCOPES,
      exp: res.body.expires_on,
    });
    await t.expect(200, 'GET', '/consumers', { token });
  });

  it('carries a restricted client’s scopes in its `scope` claim', async () => {
    const token = await t.tokenWithScopes(alice, ['invoicing.taxes.read', 'pos']);
    expect(decodeJwt(token).scope).toBe('invoicing.taxes.read pos');
  });

  it('answers the same 401 whichever part of the credentials is wrong', async () => {
    const good = { clientId: alice.clientId, clientSecret: alice.clientSecret, accountId: alice.accountId };
    const attempts = {
      'wrong secret': { ...good, clientSecret: `${alice.clientSecret}x` },
      'another client’s secret': { ...good, clientSecret: bob.clientSecret },
      'another existing account': { ...good, accountId: bob.accountId },
      'unknown account': { ...good, accountId: randomUUID() },
      'unknown client': { ...good, clientId: randomUUID() },
      'client id that is no uuid': { ...good, clientId: 'alice' },
    };
    const bodies: unknown[] = [];
    for (const [label, body] of Object.entries(attempts)) {
      const res = await t.request('POST', '/token', { body });
      expect(res.status, `${label}: ${res.text}`).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({
        status: 'error',
        detail: CLIENT_CREDENTIALS_DETAIL,
        error_code: 'ERROR_CHIFT_AUTHENTICATION_ERROR',
      });
      bodies.push(res.body);
    }
    // One answer for every mismatch: nothing tells which part was wrong.
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    // Control: the right credentials work.
    await t.expect(200, 'POST', '/token', { body: good });
  });

  it('answers 422 for a missing field', async () => {
    const res = await t.request('POST', '/token', {
      body: { clientId: alice.clientId, accountId: alice.accountId },
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation error',
      status: 'error',
      detail: [{ loc: ['body', 'clientSecret'], msg: 'Field required', type: 'missing' }],
    });
  });

  it('answers 422 json_invalid for a malformed body', async () => {
    const res = await t.request('POST', '/token', { rawBody: '{"clientId": "x",' });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation error',
      status: 'error',
      detail: [expect.objectContaining({ loc: ['body', 0], type: 'json_invalid' })],
    });
  });
});

describe('bearer token verification', () => {
  const refused = async (token: string, message = 'Invalid token') => {
    const res = await t.request('GET', '/consumers', { token });
    expectError(res, 401, 'ERROR_CHIFT_AUTHENTICATION_ERROR', message);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  };

  it('accepts a token signed with the right key and every claim (the control of the cases below)', async () => {
    const token = await sign(claimsOf(alice));
    const consumers = await t.expect(200, 'GET', '/consumers', { token });
    expect(consumers).toEqual([]);
  });

  it('refuses alg "none"', async () => {
    const header = b64url({ alg: 'none', typ: 'JWT' });
    await refused(`${header}.${b64url(claimsOf(alice))}.`);
    // Even with the real token's signature left in place.
    const [, , signature] = alice.token.split('.');
    await refused(`${header}.${b64url(claimsOf(alice))}.${signature}`);
  });

  it('refuses a token signed with another key', async () => {
    await refused(await sign(claimsOf(alice), { key: deriveKey(`${SECRET_KEY}-other`, 'token-signing') }));
    // A key of the same secret for another purpose does not sign tokens either.
    await refused(await sign(claimsOf(alice), { key: deriveKey(SECRET_KEY, 'credentials-at-rest') }));
  });

  it('refuses a payload changed after signing', async () => {
    const [header, payload, signature] = alice.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JWTPayload;
    await refused(`${header}.${b64url({ ...claims, accountid: bob.accountId })}.${signature}`);
    await refused(`${header}.${b64url({ ...claims, exp: (claims.exp ?? 0) + 86_400 })}.${signature}`);
    // Control: the token as issued is accepted.
    await t.expect(200, 'GET', '/consumers', { token: alice.token });
  });

  it.each([
    ['exp missing', (a: TestAccount) => without(claimsOf(a), 'exp')],
    ['sub missing', (a: TestAccount) => without(claimsOf(a), 'sub')],
    ['accountid missing', (a: TestAccount) => without(claimsOf(a), 'accountid')],
    ['accountid not a uuid', (a: TestAccount) => claimsOf(a, { accountid: 'alice' })],
    ['not valid yet', (a: TestAccount) => claimsOf(a, { nbf: now() + 3600 })],
    ['another issuer', (a: TestAccount) => claimsOf(a, { iss: 'chift' })],
    ['another audience', (a: TestAccount) => claimsOf(a, { aud: 'someone-else' })],
  ])('refuses a correctly signed token with bad claims: %s', async (_label, claims) => {
    await refused(await sign(claims(alice)));
  });

  it("refuses an expired token, saying so ('Token expired', contract §8)", async () => {
    await refused(
      await sign(claimsOf(alice, { iat: now() - 3600, nbf: now() - 3600, exp: now() - 60 })),
      'Token expired',
    );
  });

  it('refuses other algorithms, even with the right key', async () => {
    await refused(await sign(claimsOf(alice), { alg: 'HS512', key: signingKey }));
    const rsa = await generateKeyPair('RS256');
    await refused(await sign(claimsOf(alice), { alg: 'RS256', key: rsa.privateKey }));
    const ec = await generateKeyPair('ES256');
    await refused(await sign(claimsOf(alice), { alg: 'ES256', key: ec.privateKey }));
  });

  it('refuses a forged token on GraphQL too', async () => {
    const token = await sign(claimsOf(alice, { iss: 'chift' }));
    const res = await t.graphql(TokConsumers, {}, { token });
    expect(res.status).toBe(401);
    expect(res.data).toBeNull();
    expect(res.errors?.map((e) => [e.message, e.extensions])).toEqual([
      [
        'Invalid token',
        {
          code: 'ERROR_CHIFT_AUTHENTICATION_ERROR',
          detail: expect.stringMatching(/^The bearer token is not one this server issued/),
        },
      ],
    ]);
    // Control.
    const ok = await t.graphql(TokConsumers, {}, { token: await sign(claimsOf(alice)) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({ consumers: { nodes: [], totalCount: 0 } });
  });

  it('scopes a token to its account', async () => {
    const { consumerId } = await t.newConsumer(bob, [1]);
    await t.expect(200, 'GET', `/consumers/${consumerId}`, { token: bob.token });
    expectError(
      await t.request('GET', `/consumers/${consumerId}`, { token: alice.token }),
      404,
      'ERROR_CONSUMER_NOT_FOUND',
      'The specified consumer could not be found for this account',
    );
    expectError(
      await t.request('GET', `/consumers/${consumerId}/invoicing/taxes`, { token: alice.token }),
      404,
      'ERROR_CONSUMER_NOT_FOUND',
      'The specified consumer could not be found for this account',
    );
    const listed = await t.expect<{ consumerid: string }[]>(200, 'GET', '/consumers', { token: alice.token });
    expect(listed.map((c) => c.consumerid)).not.toContain(consumerId);
  });
});

describe('admin API', () => {
  it('creates an account whose client can get a token', async () => {
    const res = await t.request('POST', '/admin/accounts', { headers: admin, body: { name: 'Carol' } });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accountId', 'clientId', 'clientSecret', 'name']);
    expect(res.body.name).toBe('Carol');
    const { clientId, clientSecret, accountId } = res.body;
    await t.expect(200, 'POST', '/token', { body: { clientId, clientSecret, accountId } });
  });

  it('refuses a wrong or missing admin key with 401', async () => {
    for (const headers of [
      { authorization: 'Bearer not-the-admin-key-0123456789' },
      { authorization: `Bearer ${ADMIN_KEY}x` },
      { authorization: ADMIN_KEY },
      { authorization: `Bearer ${alice.token}` },
      {},
    ]) {
      const res = await t.request('POST', '/admin/accounts', { headers, body: { name: 'Mallory' } });
      expect(res.status, `${JSON.stringify(headers)}: ${res.text}`).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ status: 'error', error_code: 'ERROR_CHIFT_AUTHENTICATION_ERROR' });
      const clients = await t.request('POST', `/admin/accounts/${alice.accountId}/clients`, {
        headers,
        body: { name: 'Mallory' },
      });
      expect(clients.status).toBe(401);
    }
  });

  it('validates the scopes of a new client', async () => {
    const path = `/admin/accounts/${alice.accountId}/clients`;
    const unknown = await t.request('POST', path, {
      headers: admin,
      body: { name: 'Bad', scopes: ['pos', 'billing', 'invoicing.taxes.write'] },
    });
    expect(unknown.status, unknown.text).toBe(422);
    expect(unknown.body).toEqual({
      message: 'Validation error',
      status: 'error',
      detail: [
        expect.objectContaining({ loc: ['body', 'scopes', 1], input: 'billing' }),
        expect.objectContaining({ loc: ['body', 'scopes', 2], input: 'invoicing.taxes.write' }),
      ],
    });

    const empty = await t.request('POST', path, { headers: admin, body: { name: 'Bad', scopes: [] } });
    expect(empty.status, empty.text).toBe(422);
    expect(empty.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'scopes'], type: 'too_short' }),
    ]);

    // Control: the known forms, numeric aliases included, are accepted as given.
    const scopes = ['invoicing.taxes.read', '500.taxes.r', 'pms.read', 'consumers', 'webhooks.logs.read'];
    const ok = await t.expect(200, 'POST', path, { headers: admin, body: { name: 'Good', scopes } });
    expect(Object.keys(ok).sort()).toEqual(['clientId', 'clientSecret', 'scopes']);
    expect(ok.scopes).toEqual(scopes);
  });

  it('answers 404 for clients of an unknown account', async () => {
    for (const accountId of [randomUUID(), 'not-a-uuid']) {
      expectError(
        await t.request('POST', `/admin/accounts/${accountId}/clients`, {
          headers: admin,
          body: { name: 'x' },
        }),
        404,
        'ERROR_ACCOUNT_NOT_FOUND',
        'The specified account could not be found',
      );
    }
  });

  describe('without LINTEL_ADMIN_KEY', () => {
    let closed: TestApp;

    beforeAll(async () => {
      closed = await createTestApp({ env: { LINTEL_ADMIN_KEY: '' } });
    });

    afterAll(async () => {
      await closed?.close();
    });

    it('answers /admin/* with the JSON 404, whatever the key', async () => {
      for (const [method, path] of [
        ['POST', '/admin/accounts'],
        ['POST', `/admin/accounts/${randomUUID()}/clients`],
        ['GET', '/admin/accounts'],
      ] as const) {
        const res = await closed.request(method, path, {
          headers: admin,
          ...(method === 'POST' ? { body: { name: 'x' } } : {}),
        });
        expectError(res, 404, 'ERROR_NOT_FOUND', expect.any(String));
      }
      // Control: the same app answers elsewhere.
      await closed.expect(200, 'GET', '/health');
    });
  });
});
