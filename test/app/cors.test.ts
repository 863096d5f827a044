import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/errors.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/** LINTEL_CORS_ORIGINS: one policy for /graphql and REST; none for secret-bearing paths. */

const ALLOWED = 'http://app.example.test:5173';
const OTHER = 'http://evil.example.test';
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'access-control-max-age',
];

function corsHeadersOf(headers: Headers): Record<string, string> {
  return Object.fromEntries(CORS_HEADERS.flatMap((h) => (headers.has(h) ? [[h, headers.get(h)!]] : [])));
}

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_CORS_ORIGINS: `${ALLOWED}, http://other-app.example.test` } });
  account = await t.newAccount('CORS account');
  ({ consumerId } = await t.newConsumer(account, [1]));
});
afterAll(async () => {
  await t?.close();
});

const preflight = (path: string, origin: string, method = 'GET') =>
  t.request('OPTIONS', path, {
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type, x-chift-client-requestid',
    },
    offChiftContract: 'a CORS preflight is the browser’s, not a Chift call',
  });

describe('CORS for allowed origins', () => {
  it('answers a REST preflight 204 with the methods and headers a browser client needs', async () => {
    const res = await preflight(`/consumers/${consumerId}/invoicing/products`, ALLOWED, 'POST');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']),
    );
    expect(res.headers.get('access-control-allow-headers')?.split(',')).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'x-chift-connectionid',
        'x-chift-client-requestid',
        'idempotency-key',
      ]),
    );
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('adds the origin to REST and GraphQL answers, with Vary: Origin and no credentials mode', async () => {
    const rest = await t.request('GET', `/consumers/${consumerId}/invoicing/taxes?size=1`, {
      token: account.token,
      headers: { origin: ALLOWED },
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(rest.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(rest.headers.get('vary')).toMatch(/Origin/);
    expect(rest.headers.get('access-control-allow-credentials')).toBeNull();

    const gql = await t.request('POST', '/graphql', {
      token: account.token,
      headers: { origin: ALLOWED },
      body: { query: '{ integrations { integrationId } }' },
    });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(gql.headers.get('access-control-allow-credentials')).toBeNull();

    const graphqlPreflight = await preflight('/graphql', ALLOWED, 'POST');
    expect(graphqlPreflight.status).toBe(204);
    expect(graphqlPreflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });
});

describe('no CORS headers where they do not belong', () => {
  it('an origin not on the list gets none, and a 403 that names the origin and LINTEL_CORS_ORIGINS', async () => {
    const rest = await t.request('GET', `/consumers/${consumerId}/invoicing/taxes?size=1`, {
      token: account.token,
      headers: { origin: OTHER },
      offChiftContract: 'a page on a foreign origin is refused before the Chift route runs',
    });
    expect(rest.status).toBe(403);
    expect(corsHeadersOf(rest.headers)).toEqual({});
    expect(rest.body).toEqual({
      status: 'error',
      error_code: 'ERROR_ORIGIN_NOT_ALLOWED',
      message: expect.stringContaining(`The origin ${OTHER} is not allowed`),
      detail: errorCatalogue.ERROR_ORIGIN_NOT_ALLOWED.detail,
    });
    expect(rest.body.message).toContain('LINTEL_CORS_ORIGINS');

    const gql = await t.request('POST', '/graphql', {
      token: account.token,
      headers: { origin: OTHER },
      body: { query: '{ integrations { integrationId } }' },
    });
    expect(gql.status).toBe(403);
    expect(corsHeadersOf(gql.headers)).toEqual({});
    expect(gql.body.data).toBeUndefined();
    expect(gql.body.errors).toEqual([
      {
        message: expect.stringMatching(
          new RegExp(`^The origin ${OTHER} is not allowed.*LINTEL_CORS_ORIGINS`),
        ),
        extensions: {
          code: 'ERROR_ORIGIN_NOT_ALLOWED',
          detail: errorCatalogue.ERROR_ORIGIN_NOT_ALLOWED.detail,
        },
      },
    ]);

    // The browser's preflight is what a page's first call sends: it gets the same sentence, not
    // "Required CSRF header(s) not present" (GraphQL) or a 405 (REST).
    for (const path of [`/consumers/${consumerId}/invoicing/taxes`, '/graphql']) {
      const res = await preflight(path, OTHER);
      expect(corsHeadersOf(res.headers), path).toEqual({});
      expect(res.status, path).toBe(403);
      expect(res.text, path).toContain('ERROR_ORIGIN_NOT_ALLOWED');
      expect(res.text, path).toContain('LINTEL_CORS_ORIGINS');
      expect(res.text, path).not.toMatch(/CSRF/);
    }
  });

  it('a simple request a foreign page can send without a preflight is refused the same way', async () => {
    const res = await t.request('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { origin: OTHER },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].extensions.code).toBe('ERROR_ORIGIN_NOT_ALLOWED');
    const form = await t.request('POST', '/graphql', {
      headers: { origin: OTHER, 'content-type': 'text/plain' },
      rawBody: JSON.stringify({ query: 'mutation { __typename }' }),
    });
    expect(form.status).toBe(403);
    expect(form.body.errors[0].extensions.code).toBe('ERROR_ORIGIN_NOT_ALLOWED');
  });

  it('Lintel’s own pages (same origin) are not refused', async () => {
    const own = new URL(t.url).origin;
    const byHost = await t.request('POST', '/graphql', {
      token: account.token,
      headers: { origin: own },
      body: { query: '{ integrations { integrationId } }' },
    });
    expect(byHost.status).toBe(200);
    // Behind a proxy that rewrites Host, the browser's Sec-Fetch-Site still says same-origin.
    const proxied = await t.request('POST', '/graphql', {
      token: account.token,
      headers: { origin: 'https://lintel.example.test', 'sec-fetch-site': 'same-origin' },
      body: { query: '{ integrations { integrationId } }' },
    });
    expect(proxied.status).toBe(200);
    expect(corsHeadersOf(proxied.headers)).toEqual({});
  });

  it('/token and the admin API never get them, even from an allowed origin', async () => {
    const token = await t.request('POST', '/token', {
      headers: { origin: ALLOWED },
      body: { clientId: account.clientId, clientSecret: account.clientSecret, accountId: account.accountId },
    });
    expect(token.status).toBe(200);
    expect(corsHeadersOf(token.headers)).toEqual({});
    expect(corsHeadersOf((await preflight('/token', ALLOWED, 'POST')).headers)).toEqual({});
    expect(corsHeadersOf((await preflight('/admin/accounts', ALLOWED, 'POST')).headers)).toEqual({});
  });

  it('without LINTEL_CORS_ORIGINS no origin gets any', async () => {
    const closed = await createTestApp();
    try {
      const res = await closed.request('POST', '/graphql', {
        headers: { origin: ALLOWED },
        body: { query: '{ __typename }' },
      });
      expect(corsHeadersOf(res.headers)).toEqual({});
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toContain('LINTEL_CORS_ORIGINS');
      const pre = await closed.request('OPTIONS', '/graphql', {
        headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
      });
      expect(corsHeadersOf(pre.headers)).toEqual({});
    } finally {
      await closed.close();
    }
  });
});

describe('CSRF prevention on /graphql', () => {
  it('refuses a simple GET (no token, no custom header) that a foreign page could send', async () => {
    const res = await t.request('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toMatch(/CSRF/);
  });

  it('runs a GET carrying the bearer token (a header that needs a preflight)', async () => {
    const res = await t.request('GET', `/graphql?query=${encodeURIComponent('{ integrations { name } }')}`, {
      token: account.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.integrations.length).toBeGreaterThan(0);
  });

  it('refuses a form-encoded POST without the header', async () => {
    const res = await t.request('POST', '/graphql', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'query=%7B__typename%7D',
    });
    expect(res.status).toBe(403);
  });
});

describe('LINTEL_CORS_ORIGINS is validated at start', () => {
  it('refuses an origin with a path', async () => {
    await expect(createTestApp({ env: { LINTEL_CORS_ORIGINS: 'http://app.example.test/' } })).rejects.toThrow(
      /LINTEL_CORS_ORIGINS/,
    );
  });
});
