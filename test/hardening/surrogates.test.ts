import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  createTestApp,
  type TestAccount,
  type TestApp,
  type TestResponse,
  tableRows,
} from '../kit/app.js';

/**
 * A lone UTF-16 surrogate (JSON's `\ud800` escape: a high surrogate without its low one, a low
 * one alone, or the two reversed) is no Unicode character and has no UTF-8: PostgreSQL refused
 * it with `invalid byte sequence for encoding "UTF8"`, a 500. Wherever text enters (a JSON body,
 * GraphQL variables or document, a query string or path), it is refused as the client's error
 * and nothing is written. REST answers pydantic's `string_unicode` item. Runs on PostgreSQL too
 * (`DATABASE_URL`), where the 500 was.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount();
  consumerId = (await t.newConsumer(account)).consumerId;
});

afterAll(async () => {
  await t?.close();
});

/** High alone, low alone, the pair reversed, and a high one amid text. */
const LONE = ['\ud800', '\udc00', '\udc00\ud800', 'a\udbffb'] as const;

/** The same strings with U+FFFD for each lone surrogate, as the answers echo them. */
const SHOWN: Record<(typeof LONE)[number], string> = {
  '\ud800': '\ufffd',
  '\udc00': '\ufffd',
  '\udc00\ud800': '\ufffd\ufffd',
  'a\udbffb': 'a\ufffdb',
};

/** pydantic's item for a string it cannot read as Unicode. */
const unicodeItem = (loc: (string | number)[], input: string) => ({
  loc,
  msg: 'Input should be a valid string, unable to parse raw data as a unicode string',
  type: 'string_unicode',
  input,
});

function validationItems(res: TestResponse): unknown[] {
  expect(res.status, res.text).toBe(422);
  expect(res.body.message, res.text).toBe('Validation error');
  // The answer is well-formed Unicode: no `\ud800` escape reaches the client or a store.
  expect(res.text).not.toMatch(/\\u[dD][89a-fA-F]/);
  // Chift's paths answer ChiftError, with the items in `errors` (contract §0).
  return Array.isArray(res.body.detail) ? res.body.detail : res.body.errors;
}

const snapshot = () =>
  tableRows(t, ['consumers', 'connections', 'webhooks', 'sandbox_records', 'idempotency_keys']);

function gql(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request('POST', '/graphql', {
    token: account.token,
    headers,
    body: { query, ...(variables ? { variables } : {}) },
  });
}

function expectGraphQLError(res: TestResponse, status: number, code: string): Record<string, any> {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
  expect(res.body.data ?? null, res.text).toBeNull();
  expect(res.body.errors, res.text).toHaveLength(1);
  const error = res.body.errors?.[0];
  expect(error?.extensions?.code, res.text).toBe(code);
  // Contract §7: the status is the answer's, not repeated in the error.
  expect(error?.extensions?.http, res.text).toBeUndefined();
  return error;
}

describe('a lone surrogate in a JSON body → 422 string_unicode, nothing written', () => {
  it('POST /consumers: name, another field, an object key', async () => {
    const before = await snapshot();
    for (const lone of LONE) {
      const res = await t.request('POST', '/consumers', { token: account.token, body: { name: lone } });
      expect(validationItems(res)).toEqual([unicodeItem(['body', 'name'], SHOWN[lone])]);
    }
    // The escape exactly as a client writes it, and with other fields around it.
    const raw = await t.request('POST', '/consumers', {
      token: account.token,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"name":"ok","internal_reference":"x\\uD800"}',
    });
    expect(validationItems(raw)).toEqual([unicodeItem(['body', 'internal_reference'], 'x\ufffd')]);
    const key = await t.request('POST', '/consumers', { token: account.token, body: { 'na\ud800me': 'x' } });
    expect(validationItems(key)).toEqual([unicodeItem(['body', 'na\ufffdme'], 'na\ufffdme')]);
    // A well-formed pair is a character like any other.
    const emoji = await t.request('POST', '/consumers', { token: account.token, body: { name: 'Hotel 😀' } });
    expect(emoji.status, emoji.text).toBe(200);
    expect(emoji.body.name).toBe('Hotel 😀');
    await t.request('DELETE', `/consumers/${emoji.body.consumerid}`, { token: account.token });
    expect(await snapshot()).toEqual(before);
  });

  it('consumer level: POST invoicing/products (idempotency key too), PATCH consumer, a connection', async () => {
    const before = await snapshot();
    for (const lone of LONE) {
      const product = await t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
        token: account.token,
        headers: { 'x-chift-client-requestid': randomUUID() },
        body: { name: `Product ${lone}`, unit_price: 10 },
      });
      expect(validationItems(product)).toEqual([unicodeItem(['body', 'name'], `Product ${SHOWN[lone]}`)]);
    }
    const nested = await t.request('POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: { integrationid: 20, credentials: [{ key: 'access_token', value: '\udc00' }] },
    });
    expect(validationItems(nested)).toEqual([unicodeItem(['body', 'credentials', 0, 'value'], '\ufffd')]);
    const patch = await t.request('PATCH', `/consumers/${consumerId}`, {
      token: account.token,
      body: { email: 'a\ud800@example.test' },
    });
    expect(validationItems(patch)).toEqual([unicodeItem(['body', 'email'], 'a\ufffd@example.test')]);
    expect(await snapshot()).toEqual(before);
  });

  it('POST /webhooks and the admin API', async () => {
    const before = await snapshot();
    const webhook = await t.request('POST', '/webhooks', {
      token: account.token,
      body: {
        event: 'account.consumer.created',
        url: 'http://receiver.test/\ud800',
        signingsecret: '\udc00',
      },
    });
    expect(validationItems(webhook)).toEqual([
      unicodeItem(['body', 'url'], 'http://receiver.test/\ufffd'),
      unicodeItem(['body', 'signingsecret'], '\ufffd'),
    ]);
    const admin = await t.request('POST', '/admin/accounts', {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
      body: { name: '\udc00\ud800' },
    });
    expect(validationItems(admin)).toEqual([unicodeItem(['body', 'name'], '\ufffd\ufffd')]);
    const token = await t.request('POST', '/token', {
      body: { clientId: account.clientId, clientSecret: '\ud800', accountId: account.accountId },
    });
    expect(validationItems(token)).toEqual([unicodeItem(['body', 'clientSecret'], '\ufffd')]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('query strings and paths cannot carry a lone surrogate: never a 500', () => {
  it('?search=%ED%A0%80 (the bytes a lone surrogate would take) decodes to U+FFFD and searches', async () => {
    for (const bytes of ['%ED%A0%80', '%ED%B0%80', '%ED%B0%80%ED%A0%80', 'a%ED%A0%80b']) {
      const res = await t.request('GET', `/consumers?search=${bytes}`, { token: account.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual([]);
    }
    const orders = await t.request(
      'GET',
      `/consumers/${consumerId}/pms/orders?state=consumed&location_id=%ED%A0%80`,
      { token: account.token },
    );
    expect(orders.status, orders.text).toBe(200);
    expect(orders.body.items).toEqual([]);
  });

  it('in a path: a UUID parameter and a vendor id', async () => {
    const consumer = await t.request('GET', '/consumers/%ED%A0%80', { token: account.token });
    expect(validationItems(consumer)).toEqual([
      expect.objectContaining({ loc: ['path', 'consumer_id'], type: 'uuid_parsing' }),
    ]);
    const contact = await t.request('GET', `/consumers/${consumerId}/invoicing/contacts/%ED%A0%80`, {
      token: account.token,
    });
    expect(contact.status, contact.text).toBe(404);
    expect(contact.body.error_code).toBe('ERROR_API_RESOURCE_NOT_FOUND');
  });
});

describe('GraphQL: a lone surrogate in variables → 400 BAD_USER_INPUT; in the document → 400', () => {
  it('variables of createConsumer, createProduct, createWebhook and a query; nothing written', async () => {
    const before = await snapshot();
    for (const lone of LONE) {
      const consumer = await gql(
        'mutation ($input: CreateConsumerInput!) { createConsumer(input: $input) { consumer { id } userErrors { code } } }',
        { input: { name: lone } },
      );
      const error = expectGraphQLError(consumer, 400, 'BAD_USER_INPUT');
      expect(error.message).toMatch(/lone UTF-16 surrogate .* \$input\.name/);
      expect(error.extensions.detail).toEqual([unicodeItem(['variables', 'input', 'name'], SHOWN[lone])]);
      expect(consumer.text).not.toMatch(/\\u[dD][89a-fA-F]/);
    }
    const product = await gql(
      'mutation ($id: ID!, $name: String!) { createProduct(input: { consumerId: $id, name: $name }) { product { id } userErrors { code } } }',
      { id: consumerId, name: '\udc00' },
      { 'idempotency-key': randomUUID() },
    );
    expect(expectGraphQLError(product, 400, 'BAD_USER_INPUT').extensions.detail).toEqual([
      unicodeItem(['variables', 'name'], '\ufffd'),
    ]);
    // A valid event (the GraphQL enum's name), so the surrogate alone is what is refused.
    const webhook = await gql(
      'mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } userErrors { code } } }',
      { input: { event: 'CONSUMER_CREATED', url: 'http://receiver.test/\ud800' } },
    );
    expect(expectGraphQLError(webhook, 400, 'BAD_USER_INPUT').extensions.detail).toEqual([
      unicodeItem(['variables', 'input', 'url'], 'http://receiver.test/\ufffd'),
    ]);
    const search = await gql('query ($s: String) { consumers(search: $s) { nodes { id } } }', {
      s: '\ud800',
    });
    expect(expectGraphQLError(search, 400, 'BAD_USER_INPUT').extensions.detail).toEqual([
      unicodeItem(['variables', 's'], '\ufffd'),
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('in the document: raw in a string literal, escaped, in a comment, in a name', async () => {
    const before = await snapshot();
    for (const query of [
      // Valid documents but for the surrogate (new surface: payloads, connections).
      'mutation { createConsumer(input: { name: "\ud800" }) { consumer { id } } }',
      'mutation { createConsumer(input: { name: "\\ud800" }) { consumer { id } } }',
      'mutation { createConsumer(input: { name: "\\udc00\\ud800" }) { consumer { id } } }',
      '{ consumers(search: "\udc00") { nodes { id } } }',
      '# \ud800\n{ __typename }',
      '{ __typename\ud800 }',
    ]) {
      const res = await gql(query);
      expect(res.status, `${JSON.stringify(query)} → ${res.text}`).toBe(400);
      // Refused by the parser, and for the surrogate (not for anything else in the document).
      expect(res.body.errors?.[0]?.extensions?.code, res.text).toBe('GRAPHQL_PARSE_FAILED');
      expect(res.body.errors?.[0]?.message, res.text).toMatch(
        /U\+D[89A-F][0-9A-F]{2}|Unicode escape sequence: "\\u[dD][89a-fA-F]/,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('over GET: variables in the URL (JSON escape), the document as bytes', async () => {
    const headers = { authorization: `Bearer ${account.token}` };
    const query = encodeURIComponent('query ($s: String) { consumers(search: $s) { nodes { id } } }');
    const variables = encodeURIComponent('{"s":"\\ud800"}');
    const res = await t.request('GET', `/graphql?query=${query}&variables=${variables}`, { headers });
    expect(expectGraphQLError(res, 400, 'BAD_USER_INPUT').extensions.detail).toEqual([
      unicodeItem(['variables', 's'], '\ufffd'),
    ]);
    const bytes = await t.request('GET', '/graphql?query=%7B__typename%ED%A0%80%7D', { headers });
    expectGraphQLError(bytes, 400, 'GRAPHQL_PARSE_FAILED');
    const literal = await t.request(
      'GET',
      `/graphql?query=${encodeURIComponent('{ consumers(search: "\\ud800") { nodes { id } } }')}`,
      { headers },
    );
    expectGraphQLError(literal, 400, 'GRAPHQL_PARSE_FAILED');
  });
});
