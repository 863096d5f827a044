import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/errors.js';
import {
  ADMIN_KEY,
  createTestApp,
  type TestAccount,
  type TestApp,
  type TestResponse,
  tableRows,
} from '../kit/app.js';

/**
 * No input reaches a 500 (issue 8, item 2): each input below answered 500 (or a non-JSON or
 * misleading status) and must answer a documented 4xx, a REST validation body or a GraphQL
 * error with `extensions.code` (contract §7: a request that cannot start is a 400; a mutation's
 * invalid input is a user error in a 200), and change nothing.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount();
  const consumer = await t.newConsumer(account);
  consumerId = consumer.consumerId;
});

afterAll(async () => {
  await t.close();
});

const NUL_PATTERN = '^[^\\x00]*$';

/** The validation item of a string holding NUL (pydantic's `string_pattern_mismatch`). */
const nulItem = (loc: (string | number)[], input: string) => ({
  loc,
  msg: `String should match pattern '${NUL_PATTERN}'`,
  type: 'string_pattern_mismatch',
  input,
  ctx: { pattern: NUL_PATTERN },
});

/** The contract's validation body (422), or Chift's ChiftError form of it (`errors`). */
function validationItems(res: TestResponse): unknown[] {
  expect(res.status, res.text).toBe(422);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body.message).toBe('Validation error');
  return Array.isArray(res.body.detail) ? res.body.detail : res.body.errors;
}

/**
 * Sends a raw (often malformed) document: named so codegen's document scan skips it (it reads
 * `gql`/`graphql` calls as typed documents and would warn about these anonymous ones).
 */
function sendQuery(
  query: string,
  variables?: Record<string, unknown>,
  options: { token?: string | null; headers?: Record<string, string> } = {},
) {
  const token = options.token === undefined ? account.token : options.token;
  return t.request('POST', '/graphql', {
    ...(token ? { token } : {}),
    headers: options.headers ?? {},
    body: { query, ...(variables ? { variables } : {}) },
  });
}

/**
 * A GraphQL request refused before it ran: its status, JSON, no data, `extensions.code` (no
 * `extensions.http` in the answer, contract §7).
 */
function expectGraphQLError(res: TestResponse, status: number, code: string): Record<string, any> {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
  expect(res.body.data ?? null, res.text).toBeNull();
  const error = res.body.errors?.[0];
  expect(error?.extensions?.code, res.text).toBe(code);
  expect(error?.extensions?.http, res.text).toBeUndefined();
  return error;
}

/**
 * A mutation whose input was refused (contract §7): 200, no top-level error, the payload's object
 * null and its `userErrors`, returned.
 */
function expectUserErrors(
  res: TestResponse,
  mutation: string,
  object: string,
): { code: string; field: string[] | null; message: string }[] {
  expect(res.status, res.text).toBe(200);
  expect(res.body.errors, res.text).toBeUndefined();
  const payload = res.body.data?.[mutation];
  expect(payload?.[object], res.text).toBeNull();
  expect(payload?.userErrors?.length, res.text).toBeGreaterThan(0);
  return payload.userErrors;
}

const snapshot = () =>
  tableRows(t, [
    'accounts',
    'consumers',
    'connections',
    'webhooks',
    'sandbox_records',
    'webhook_events',
    'idempotency_keys',
  ]);

describe('a NUL character in any string → 422 string_pattern_mismatch', () => {
  it('in the query string: search, internal_reference, location_id', async () => {
    const query = async (path: string) =>
      validationItems(await t.request('GET', path, { token: account.token }));
    expect(await query('/consumers?search=a%00b')).toEqual([nulItem(['query', 'search'], 'a\0b')]);
    expect(await query('/consumers?internal_reference=%00')).toEqual([
      nulItem(['query', 'internal_reference'], '\0'),
    ]);
    expect(await query(`/consumers/${consumerId}/pms/orders?state=consumed&location_id=x%00`)).toEqual([
      nulItem(['query', 'location_id'], 'x\0'),
    ]);
    expect(await query(`/consumers/${consumerId}/pos/modifiers?location_id=%00`)).toEqual([
      nulItem(['query', 'location_id'], '\0'),
    ]);
  });

  it('in the path: contacts/%00', async () => {
    const res = await t.request('GET', `/consumers/${consumerId}/invoicing/contacts/%00`, {
      token: account.token,
    });
    expect(validationItems(res)).toEqual([nulItem(['path', 'contact_id'], '\0')]);
    // Reported once where the declaration already refuses the value (not a UUID).
    const consumer = await t.request('GET', '/consumers/%00', { token: account.token });
    expect(validationItems(consumer)).toEqual([
      expect.objectContaining({ loc: ['path', 'consumer_id'], type: 'uuid_parsing' }),
    ]);
  });

  it('in a body: names of consumers, connections, accounts and products; nothing is written', async () => {
    const before = await snapshot();
    const consumer = await t.request('POST', '/consumers', {
      token: account.token,
      body: { name: 'nul\u0000consumer' },
    });
    expect(validationItems(consumer)).toEqual([nulItem(['body', 'name'], 'nul\0consumer')]);
    const patch = await t.request('PATCH', `/consumers/${consumerId}`, {
      token: account.token,
      body: { email: null, internal_reference: '\u0000' },
    });
    expect(validationItems(patch)).toEqual([nulItem(['body', 'internal_reference'], '\0')]);
    const connection = await t.request('POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: { integrationid: 2, name: 'nul\u0000connection' },
    });
    expect(validationItems(connection)).toEqual([nulItem(['body', 'name'], 'nul\0connection')]);
    const credential = await t.request('POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: { integrationid: 20, credentials: [{ key: 'access_token', value: 'a\u0000' }] },
    });
    expect(validationItems(credential)).toEqual([nulItem(['body', 'credentials', 0, 'value'], 'a\0')]);
    const product = await t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
      token: account.token,
      headers: { 'x-chift-client-requestid': randomUUID() },
      body: { name: 'nul\u0000product' },
    });
    expect(validationItems(product)).toEqual([nulItem(['body', 'name'], 'nul\0product')]);
    const webhook = await t.request('POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: 'http://receiver.test/hook', signingsecret: '\u0000' },
    });
    expect(validationItems(webhook)).toEqual([nulItem(['body', 'signingsecret'], '\0')]);
    const admin = await t.request('POST', '/admin/accounts', {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
      body: { name: 'nul\u0000account' },
    });
    expect(validationItems(admin)).toEqual([nulItem(['body', 'name'], 'nul\0account')]);
    // An object key holding NUL is refused as well.
    const key = await t.request('POST', '/consumers', { token: account.token, body: { 'na\u0000me': 'x' } });
    expect(validationItems(key)).toEqual([nulItem(['body', 'na\0me'], 'na\0me')]);
    const token = await t.request('POST', '/token', {
      body: { clientId: account.clientId, clientSecret: 'x\u0000', accountId: account.accountId },
    });
    expect(validationItems(token)).toEqual([nulItem(['body', 'clientSecret'], 'x\0')]);
    expect(await snapshot()).toEqual(before);
  });

  // Refused before the operation runs (src/graphql/text.ts), so a request that cannot start: a 400
  // (contract §7), ERROR_VALIDATION with REST's items in `extensions.detail` and the issue as message.
  it('over GraphQL: in literal arguments and in variables → 400 ERROR_VALIDATION; nothing is written', async () => {
    const before = await snapshot();
    const literal = await sendQuery(
      'mutation { createConsumer(input: { name: "nul\\u0000consumer" }) { consumer { id } userErrors { code } } }',
    );
    const literalError = expectGraphQLError(literal, 400, 'ERROR_VALIDATION');
    expect(literalError.extensions.detail).toEqual([nulItem(['input', 'name'], 'nul\0consumer')]);
    expect(literalError.message).toBe(`input.name: String should match pattern '${NUL_PATTERN}'`);
    const variable = await sendQuery(
      'mutation ($input: CreateConsumerInput!) { createConsumer(input: $input) { consumer { id } userErrors { code } } }',
      {
        input: { name: 'nul\u0000consumer' },
      },
    );
    expect(expectGraphQLError(variable, 400, 'ERROR_VALIDATION').extensions.detail).toEqual([
      nulItem(['variables', 'input', 'name'], 'nul\0consumer'),
    ]);
    const product = await sendQuery(
      'mutation ($id: ID!, $name: String!) { createProduct(input: { consumerId: $id, name: $name }) { product { id } userErrors { code } } }',
      { id: consumerId, name: 'nul\u0000product' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(expectGraphQLError(product, 400, 'ERROR_VALIDATION').extensions.detail).toEqual([
      nulItem(['variables', 'name'], 'nul\0product'),
    ]);
    const search = await sendQuery('{ consumers(search: "\\u0000") { nodes { id } } }');
    expect(expectGraphQLError(search, 400, 'ERROR_VALIDATION').extensions.detail).toEqual([
      nulItem(['search'], '\0'),
    ]);
    const nested = await sendQuery(
      `{ consumer(id: "${consumerId}") { pos { modifiers(locationId: "a\\u0000") { totalCount } } } }`,
    );
    expect(expectGraphQLError(nested, 400, 'ERROR_VALIDATION').extensions.detail).toEqual([
      nulItem(['locationId'], 'a\0'),
    ]);
    const contact = await sendQuery(
      'query ($c: String!) { consumer(id: "' +
        consumerId +
        '") { invoicing { contact(remoteId: $c) { remoteId } } } }',
      {
        c: '\u0000',
      },
    );
    expect(expectGraphQLError(contact, 400, 'ERROR_VALIDATION').extensions.detail).toEqual([
      nulItem(['variables', 'c'], '\0'),
    ]);
    const fallback = await sendQuery(
      'query ($s: String = "\\u0000") { consumers(search: $s) { nodes { id } } }',
    );
    expect(expectGraphQLError(fallback, 400, 'ERROR_VALIDATION').extensions.detail).toEqual([
      nulItem(['variables', 's'], '\0'),
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('JSON nested 5,000 deep → refused at the body reader (REST 422 json_invalid, GraphQL 400)', () => {
  const arrays = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

  it('POST /consumers, /token, /webhooks, /admin/accounts, /graphql', async () => {
    const before = await snapshot();
    // FastAPI's json_invalid, at the offset where the 65th level opens.
    const depthItem = (offset: number) => ({
      loc: ['body', offset],
      msg: 'JSON decode error',
      type: 'json_invalid',
      input: {},
      ctx: { error: 'JSON nested deeper than 64 levels (recursion limit exceeded)' },
    });
    const bodies: [string, number][] = [
      [arrays, 64],
      [`{"name":${arrays}}`, 8 + 63],
      [objects, 5 * 64],
    ];
    const requests: [string, Record<string, unknown>][] = [
      ['/consumers', { token: account.token }],
      ['/token', {}],
      ['/webhooks', { token: account.token }],
      [`/consumers/${consumerId}/connections`, { token: account.token }],
      ['/admin/accounts', { headers: { authorization: `Bearer ${ADMIN_KEY}` } }],
    ];
    for (const [rawBody, offset] of bodies) {
      expect(rawBody.length).toBeGreaterThanOrEqual(10_000);
      for (const [path, options] of requests) {
        const res = await t.request('POST', path, { ...options, rawBody });
        expect(validationItems(res), path).toEqual([depthItem(offset)]);
      }
      // A GraphQL request that cannot start (contract §7): 400, a GraphQL error naming the limit.
      const res = await t.request('POST', '/graphql', { token: account.token, rawBody });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({
        errors: [
          {
            message:
              'The body is not valid JSON: JSON nested deeper than 64 levels (recursion limit exceeded)',
            extensions: { code: 'ERROR_BAD_REQUEST', detail: errorCatalogue.ERROR_BAD_REQUEST.detail },
          },
        ],
      });
    }
    // GraphQL variables inside a well-formed envelope are capped the same way.
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      rawBody: `{"query":"{ __typename }","variables":{"v":${arrays}}}`,
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('ERROR_BAD_REQUEST');
    expect(res.body.errors[0].message).toContain('JSON nested deeper than 64 levels');
    expect(await snapshot()).toEqual(before);
  });

  it('a body nested 64 deep is still read (and refused by its declaration)', async () => {
    const name = `${'['.repeat(63)}${']'.repeat(63)}`;
    const res = await t.request('POST', '/webhooks', { token: account.token, rawBody: `{"event":${name}}` });
    expect(validationItems(res)).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'event'], type: 'string_type' })]),
    );
  });
});

describe('integers beyond 32 bits → 422 with the bound', () => {
  it('integrationid: 2147483648 on connections and webhooks, page on a list', async () => {
    const before = await snapshot();
    const bound = (loc: (string | number)[], input: unknown) => ({
      loc,
      msg: 'Input should be less than or equal to 2147483647',
      type: 'less_than_equal',
      input,
      ctx: { le: 2147483647 },
    });
    const connection = await t.request('POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: { integrationid: 2147483648 },
    });
    expect(validationItems(connection)).toEqual([bound(['body', 'integrationid'], 2147483648)]);
    const webhook = await t.request('POST', '/webhooks', {
      token: account.token,
      body: {
        event: 'account.consumer.created',
        url: 'http://receiver.test/hook',
        integrationid: 2147483648,
      },
    });
    expect(validationItems(webhook)).toEqual([bound(['body', 'integrationid'], 2147483648)]);
    const page = await t.request('GET', `/consumers/${consumerId}/invoicing/taxes?page=2147483648`, {
      token: account.token,
    });
    expect(validationItems(page)).toEqual([bound(['query', 'page'], '2147483648')]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('ids over GraphQL that are not UUIDs', () => {
  it('createProduct(input: { consumerId: "not-a-uuid" }) is refused like REST (a user error), and an unknown one is ERROR_CONSUMER_NOT_FOUND', async () => {
    const before = await snapshot();
    const malformed = await sendQuery(
      'mutation { createProduct(input: { consumerId: "not-a-uuid", name: "x" }) { product { id } userErrors { code field message } } }',
    );
    expect(expectUserErrors(malformed, 'createProduct', 'product')).toEqual([
      {
        code: 'ERROR_VALIDATION',
        field: ['input', 'consumerId'],
        message: 'consumerId: Input should be a valid UUID',
      },
    ]);
    const unknown = await sendQuery(
      `mutation { createProduct(input: { consumerId: "${randomUUID()}", name: "x" }) { product { id } userErrors { code field message } } }`,
    );
    expect(expectUserErrors(unknown, 'createProduct', 'product')).toEqual([
      expect.objectContaining({ code: 'ERROR_CONSUMER_NOT_FOUND', field: null }),
    ]);
    for (const [query, mutation, object, field] of [
      [
        'mutation { createConnection(input: { consumerId: "nope", integrationId: 1 }) { linkedAccount { id } connectUrl userErrors { code field message } } }',
        'createConnection',
        'linkedAccount',
        'consumerId',
      ],
      [
        'mutation { deleteWebhook(input: { id: "nope" }) { deletedId userErrors { code field message } } }',
        'deleteWebhook',
        'deletedId',
        'id',
      ],
      [
        `mutation { updateConnection(input: { consumerId: "${consumerId}", connectionId: "nope", name: "x" }) { linkedAccount { id } userErrors { code field message } } }`,
        'updateConnection',
        'linkedAccount',
        'connectionId',
      ],
    ] as const) {
      const res = await sendQuery(query);
      expect(expectUserErrors(res, mutation, object)).toEqual([
        {
          code: 'ERROR_VALIDATION',
          field: ['input', field],
          message: `${field}: Input should be a valid UUID`,
        },
      ]);
    }
    // A lookup by a malformed id: null, with one ERROR_VALIDATION error at its path, in a 200.
    const lookup = await sendQuery('{ webhook(id: "nope") { id } }');
    expect(lookup.status, lookup.text).toBe(200);
    expect(lookup.body.data).toEqual({ webhook: null });
    expect(lookup.body.errors).toEqual([
      expect.objectContaining({
        path: ['webhook'],
        extensions: expect.objectContaining({ code: 'ERROR_VALIDATION' }),
      }),
    ]);
    expect(lookup.body.errors[0].extensions.detail).toEqual([
      expect.objectContaining({ loc: ['id'], type: 'uuid_parsing' }),
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('reach no SQL: the store answers "no such row" for an id that is not a UUID', async () => {
    const { store } = t.app;
    const accountId = account.accountId;
    for (const id of ['not-a-uuid', '', '\u0000', `${consumerId}x`]) {
      expect(await store.consumers.get(accountId, id)).toBeUndefined();
      expect(await store.consumers.update(accountId, id, { name: 'x' })).toBeUndefined();
      expect(await store.consumers.delete(accountId, id)).toBe(false);
      expect(await store.connections.listByConsumer(accountId, id)).toEqual([]);
      expect(await store.connections.get(accountId, id)).toBeUndefined();
      expect(await store.connections.update(accountId, id, { name: 'x' })).toBeUndefined();
      expect(await store.connections.delete(accountId, id)).toBe(false);
      expect(await store.connections.credentials(id)).toEqual({});
      expect(await store.webhooks.get(accountId, id)).toBeUndefined();
      expect(await store.webhooks.update(accountId, id, { url: 'http://x.test' })).toBeUndefined();
      expect(await store.webhooks.delete(accountId, id)).toBe(false);
      expect(await store.webhooks.logs(accountId, id)).toEqual([]);
      expect(await store.webhooks.logEvent(accountId, id, id)).toBeUndefined();
    }
  });
});

describe('idempotency keys longer than 255 characters → 422 (GraphQL: 400, or a user error for the input field)', () => {
  it('on REST (both headers) and GraphQL; nothing is written; 255 is fine', async () => {
    const before = await snapshot();
    const long = 'k'.repeat(3000);
    for (const header of ['x-chift-client-requestid', 'idempotency-key']) {
      const res = await t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
        token: account.token,
        headers: { [header]: long },
        body: { name: 'Keyed product' },
      });
      expect(validationItems(res)).toEqual([
        {
          loc: ['header', header],
          msg: 'String should have at most 255 characters',
          type: 'string_too_long',
          input: long,
          ctx: { max_length: 255 },
        },
      ]);
      // The header is checked with the token, before the document runs: a request that cannot
      // start, 400 (contract §7), with REST's item.
      const graphql = await sendQuery(
        `mutation { createProduct(input: { consumerId: "${consumerId}", name: "Keyed product" }) { product { id } userErrors { code } } }`,
        undefined,
        { headers: { [header]: long } },
      );
      const error = expectGraphQLError(graphql, 400, 'ERROR_VALIDATION');
      expect(error.extensions.detail).toEqual([
        expect.objectContaining({ loc: ['header', header], type: 'string_too_long' }),
      ]);
      expect(error.message).toBe(`header.${header}: String should have at most 255 characters`);
    }
    // The mutation's own idempotencyKey input field: a user error at that field.
    const field = await sendQuery(
      `mutation { createProduct(input: { consumerId: "${consumerId}", name: "Keyed product", idempotencyKey: "${long}" }) { product { id } userErrors { code field message } } }`,
    );
    expect(expectUserErrors(field, 'createProduct', 'product')).toEqual([
      {
        code: 'ERROR_VALIDATION',
        field: ['input', 'idempotencyKey'],
        message: 'idempotencyKey: String should have at most 255 characters',
      },
    ]);
    // Reported with the body's own issues, once the token is checked.
    const both = await t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
      token: account.token,
      headers: { 'x-chift-client-requestid': long },
      body: {},
    });
    expect(
      validationItems(both)
        .map((item: any) => item.type)
        .sort(),
    ).toEqual(['missing', 'string_too_long']);
    const anonymous = await t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
      headers: { 'x-chift-client-requestid': long },
      body: { name: 'x' },
    });
    expect(anonymous.status).toBe(401);
    expect(await snapshot()).toEqual(before);
    const fine = await t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
      token: account.token,
      headers: { 'x-chift-client-requestid': 'k'.repeat(255) },
      body: { name: 'Keyed product' },
    });
    expect(fine.status, fine.text).toBe(200);
  });
});

describe('/graphql requests yoga cannot run → 4xx with a GraphQL error body', () => {
  it('POST {"query":"subscription { x }"}: 400 with a token, 401 without (authentication comes first)', async () => {
    const res = await sendQuery('subscription { x }', undefined, { token: account.token });
    expectGraphQLError(res, 400, 'GRAPHQL_VALIDATION_FAILED');
    // Contract §7: authentication comes before the document is parsed or validated.
    const anonymous = await sendQuery('subscription { x }', undefined, { token: null });
    expect(expectGraphQLError(anonymous, 401, 'ERROR_CHIFT_AUTHENTICATION_ERROR').message).toBe(
      'Not authenticated',
    );
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    // Other refused documents answer the status they carry as well (not 200).
    expectGraphQLError(await sendQuery('{ nope }'), 400, 'GRAPHQL_VALIDATION_FAILED');
    expectGraphQLError(await sendQuery('{'), 400, 'GRAPHQL_PARSE_FAILED');
  });

  it('GET ?query=…&variables=%7B: 400, with or without a token; form-encoded POST too', async () => {
    const path = '/graphql?query=%7B__typename%7D&variables=%7B';
    for (const headers of [
      { authorization: `Bearer ${account.token}` },
      { 'x-graphql-yoga-csrf': '1' },
      {},
    ]) {
      const res = await t.request('GET', path, { headers });
      expect(expectGraphQLError(res, 400, 'ERROR_BAD_REQUEST').message).toMatch(
        /"variables" parameter is not valid JSON/,
      );
    }
    const extensions = await t.request('GET', '/graphql?query=%7B__typename%7D&extensions=%5B', {
      token: account.token,
    });
    expectGraphQLError(extensions, 400, 'ERROR_BAD_REQUEST');
    const deep = await t.request(
      'GET',
      `/graphql?query=%7B__typename%7D&variables=${encodeURIComponent(`{"v":${'['.repeat(100)}${']'.repeat(100)}}`)}`,
      { token: account.token },
    );
    expect(expectGraphQLError(deep, 400, 'ERROR_BAD_REQUEST').message).toMatch(/deeper than 64/);
    const form = await t.request('POST', '/graphql', {
      token: account.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'query=%7B__typename%7D&variables=%7B',
    });
    expectGraphQLError(form, 400, 'ERROR_BAD_REQUEST');
    // Well-formed parameters still work.
    const ok = await t.request('GET', '/graphql?query=%7B__typename%7D&variables=%7B%7D', {
      token: account.token,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: { requestedItems: 0, limit: expect.any(Number) } },
    });
  });

  it('answers a JSON body where yoga has none: 406 for a subscription asked as JSON, 415 for multipart', async () => {
    const subscription = await sendQuery('subscription { events { id } }', undefined, {
      headers: { accept: 'application/json' },
    });
    expectGraphQLError(subscription, 406, 'ERROR_NOT_ACCEPTABLE');
    const multipart = await t.request('POST', '/graphql', {
      token: account.token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      rawBody: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{\r\n--x--\r\n',
    });
    expectGraphQLError(multipart, 415, 'ERROR_UNSUPPORTED_MEDIA_TYPE');
  });
});
