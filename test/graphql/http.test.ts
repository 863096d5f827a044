import { randomUUID } from 'node:crypto';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/errors.js';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';

/**
 * `/graphql` over HTTP (contract §7, issue 23): the GraphQL-over-HTTP statuses as graphql-yoga
 * answers them, one documented list of `extensions.code`, the depth limit (introspection
 * included), `extensions.cost` on every answer that ran, and introspection in production for
 * account tokens only.
 *
 * Requests go over real HTTP with fetch's default `Accept: *\/*` unless a test says otherwise.
 */

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('GraphQL over HTTP');
});

afterAll(async () => {
  await t?.close();
});

const gql = (
  query: string,
  options: {
    token?: string | undefined;
    variables?: Record<string, unknown>;
    app?: TestApp;
    accept?: string;
  } = {},
) =>
  (options.app ?? t).request('POST', '/graphql', {
    ...(options.token ? { token: options.token } : {}),
    ...(options.accept ? { headers: { accept: options.accept } } : {}),
    body: { query, variables: options.variables ?? {} },
  });

/** A request that could not start: 400, GraphQL's response media type, no `data`, one error with `code`. */
function expectRequestError(res: TestResponse, code: string, message?: string | RegExp): void {
  expect(res.status, res.text).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
  expect(res.body).not.toHaveProperty('data');
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].extensions.code).toBe(code);
  expect(res.body.errors[0].extensions).not.toHaveProperty('http');
  if (typeof message === 'string') expect(res.body.errors[0].message).toBe(message);
  else if (message) expect(res.body.errors[0].message).toMatch(message);
}

/** `{ a { a { … } } }` through introspection's own types: `__schema { types { fields { type { ofType … } } } }`. */
function introspectionOfDepth(depth: number): string {
  // __schema(1) types(2) fields(3) type(4), then ofType levels up to `depth`, ending with `name`.
  const ofTypes = depth - 5;
  const inner = `${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)}`;
  return `{ __schema { types { fields { type { ${inner} } } } } }`;
}

describe('requests that cannot start: 400', () => {
  it('an unparsable document is GRAPHQL_PARSE_FAILED', async () => {
    const res = await gql('{ integrations { name }', { token: account.token });
    expectRequestError(res, 'GRAPHQL_PARSE_FAILED', /Syntax Error/);
  });

  it('an unknown field is GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await gql('{ integrations { nameThatDoesNotExist } }', { token: account.token });
    expectRequestError(res, 'GRAPHQL_VALIDATION_FAILED', /nameThatDoesNotExist/);
  });

  it('a variable that cannot be coerced is BAD_USER_INPUT', async () => {
    const res = await gql('query ($id: ID!) { consumer(id: $id) { id } }', {
      token: account.token,
      variables: { id: { not: 'an id' } },
    });
    expectRequestError(res, 'BAD_USER_INPUT', /\$id/);
  });

  it('a missing required variable is BAD_USER_INPUT', async () => {
    const res = await gql('query ($id: ID!) { consumer(id: $id) { id } }', { token: account.token });
    expectRequestError(res, 'BAD_USER_INPUT', /\$id/);
  });

  it('a client asking for application/json only gets yoga’s legacy answer: 200, the same error', async () => {
    const res = await gql('{ integrations { name }', { token: account.token, accept: 'application/json' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).not.toHaveProperty('data');
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('a client asking for application/graphql-response+json gets the 400 in it', async () => {
    const res = await gql('{ integrations { nope } }', {
      token: account.token,
      accept: 'application/graphql-response+json, application/json;q=0.9',
    });
    expectRequestError(res, 'GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the body of a POST, read once by the app (yoga is handed its parameters)', () => {
  const post = (type: string, body: string) =>
    t.request('POST', '/graphql', { token: account.token, headers: { 'content-type': type }, rawBody: body });
  const typename = JSON.stringify({ query: '{ __typename }' });

  it('runs a JSON body under each JSON media type yoga reads as parameters', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/graphql+json',
      'application/json, text/plain',
    ]) {
      const res = await post(type, typename);
      expect(res.status, `${type}: ${res.text}`).toBe(200);
      expect(res.body.data).toEqual({ __typename: 'Query' });
    }
  });

  it('reads a JSON body sent as application/graphql as a document, as yoga does', async () => {
    const res = await post('application/graphql; profile=json', typename);
    expectRequestError(res, 'GRAPHQL_PARSE_FAILED', /Syntax Error/);
  });

  it('refuses bodies that are not one operation’s parameters in yoga’s words', async () => {
    const refused = async (body: string, message: string) => {
      const res = await post('application/json', body);
      expect(res.status, `${body}: ${res.text}`).toBe(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([message]);
    };
    await refused(`[${typename},${typename}]`, 'Batching is not supported.');
    await refused('null', 'POST body is expected to be object but received null');
    await refused('42', 'POST body is expected to be object but received number');
    await refused('"{ __typename }"', 'POST body is expected to be object but received string');
    await refused('{}', 'Must provide query string.');
    await refused(' ', 'POST body sent invalid JSON.');
  });
});

describe('refusals before the document is looked at', () => {
  it('no token is 401 ERROR_CHIFT_AUTHENTICATION_ERROR with WWW-Authenticate, even for an unparsable document', async () => {
    for (const query of ['{ integrations { name } }', '{ integrations {']) {
      const res = await gql(query);
      expect(res.status, res.text).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.body.errors[0].extensions).toEqual({
        code: 'ERROR_CHIFT_AUTHENTICATION_ERROR',
        detail: errorCatalogue.ERROR_CHIFT_AUTHENTICATION_ERROR.detail,
      });
    }
  });

  it('a GET without the Authorization header is refused by CSRF prevention with a code', async () => {
    const res = await t.request('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].extensions.code).toBe('ERROR_CSRF_HEADER_MISSING');
    expect(res.body.errors[0].message).toMatch(/CSRF/);
  });

  describe('rate limited', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ env: { LINTEL_RATE_LIMIT: '2' } });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('answers 429 ERROR_RATE_LIMITED with Retry-After once the burst is spent', async () => {
      const noisy = await limited.newAccount('Noisy');
      let refused: TestResponse | undefined;
      const statuses: number[] = [];
      for (let i = 0; i < 20 && !refused; i++) {
        const res = await gql('{ integrations { name } }', { token: noisy.token, app: limited });
        statuses.push(res.status);
        if (res.status === 429) refused = res;
      }
      expect(refused, `statuses: ${statuses.join(',')}`).toBeDefined();
      expect(refused!.body.errors[0].extensions).toEqual({
        code: 'ERROR_RATE_LIMITED',
        detail: 'Wait as long as the Retry-After header says, then try again',
      });
      expect(refused!.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });
});

describe('errors once execution started: 200', () => {
  it('an unknown consumer is ERROR_CONSUMER_NOT_FOUND at its path', async () => {
    const res = await gql(`{ consumer(id: "${randomUUID()}") { id } }`, { token: account.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toHaveProperty('data');
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({
      message: 'The specified consumer could not be found for this account',
      path: ['consumer'],
      extensions: { code: 'ERROR_CONSUMER_NOT_FOUND' },
    });
    expect(res.body.errors[0].extensions).not.toHaveProperty('http');
  });

  it('keeps the sibling fields’ data (the lookup is null, contract §7)', async () => {
    const res = await gql(`{ integrations { name } consumer(id: "${randomUUID()}") { id } }`, {
      token: account.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors[0].extensions.code).toBe('ERROR_CONSUMER_NOT_FOUND');
    // Holds once `Query.consumer` is nullable (the new schema); in the old one it is non-null,
    // and the null reaches `data`.
    expect(res.body.data.consumer).toBeNull();
    expect(res.body.data.integrations.length).toBeGreaterThan(0);
  });
});

describe('the depth limit (LINTEL_GRAPHQL_MAX_DEPTH, 15)', () => {
  it('refuses an introspection document 16 deep with the limit in the message', async () => {
    const res = await gql(introspectionOfDepth(16), { token: account.token });
    expectRequestError(res, 'GRAPHQL_VALIDATION_FAILED', 'Query depth limit of 15 exceeded');
  });

  it('runs the same document 15 deep', async () => {
    const res = await gql(introspectionOfDepth(15), { token: account.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses a document 16 deep through fragments (a spread is not a level, its fields are)', async () => {
    const query = introspectionOfDepth(16).replace(
      '{ __schema',
      '{ ...Deep }\nfragment Deep on Query { __schema',
    );
    const res = await gql(query, { token: account.token });
    expectRequestError(res, 'GRAPHQL_VALIDATION_FAILED', 'Query depth limit of 15 exceeded');
  });

  it('runs graphql-js’ getIntrospectionQuery()', async () => {
    const res = await gql(getIntrospectionQuery(), { token: account.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('takes the configured number', async () => {
    const shallow = await createTestApp({ env: { LINTEL_GRAPHQL_MAX_DEPTH: '3' } });
    try {
      const other = await shallow.newAccount('shallow');
      const res = await gql('{ __schema { types { fields { name } } } }', {
        token: other.token,
        app: shallow,
      });
      expectRequestError(res, 'GRAPHQL_VALIDATION_FAILED', 'Query depth limit of 3 exceeded');
      const ok = await gql('{ __schema { types { name } } }', { token: other.token, app: shallow });
      expect(ok.status, ok.text).toBe(200);
    } finally {
      await shallow.close();
    }
  });

  it('counts aliases in introspection too', async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `a${i}: __typename`).join(' ');
    const res = await gql(`{ __schema { queryType { ${aliases} } } }`, { token: account.token });
    expectRequestError(res, 'GRAPHQL_VALIDATION_FAILED', /Aliases limit of 100 exceeded/);
  });

  it('refuses a document over the token limit as GRAPHQL_VALIDATION_FAILED', async () => {
    const fields = Array.from({ length: 5001 }, () => '__typename').join(' ');
    const res = await gql(`{ ${fields} }`, { token: account.token });
    expectRequestError(res, 'GRAPHQL_VALIDATION_FAILED', /Token limit of 5000 exceeded/);
  });
});

describe('extensions.cost', () => {
  it('is on a 200 answer: the estimated items and the limit', async () => {
    const res = await gql('{ integrations { name } webhookEventTypes { api } __typename }', {
      token: account.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.extensions.cost).toEqual({ requestedItems: expect.any(Number), limit: 1000 });
    expect(res.body.extensions.cost.requestedItems).toBeGreaterThan(0);
  });

  it('is on a 200 answer with errors, and on introspection', async () => {
    const partial = await gql(`{ integrations { name } consumer(id: "${randomUUID()}") { id } }`, {
      token: account.token,
    });
    expect(partial.status).toBe(200);
    expect(partial.body.extensions.cost).toMatchObject({ limit: 1000 });
    const introspection = await gql('{ __schema { queryType { name } } }', { token: account.token });
    expect(introspection.body.extensions.cost).toEqual({ requestedItems: 0, limit: 1000 });
  });

  it('says limit null where LINTEL_GRAPHQL_MAX_ITEMS is 0 (no limit)', async () => {
    const unlimited = await createTestApp({ env: { LINTEL_GRAPHQL_MAX_ITEMS: '0' } });
    try {
      const other = await unlimited.newAccount('unlimited');
      const res = await gql('{ integrations { name } }', { token: other.token, app: unlimited });
      expect(res.status, res.text).toBe(200);
      expect(res.body.extensions.cost).toEqual({ requestedItems: expect.any(Number), limit: null });
    } finally {
      await unlimited.close();
    }
  });

  it('is not on a request that did not validate', async () => {
    const res = await gql('{ integrations { nope } }', { token: account.token });
    expect(res.status).toBe(400);
    expect(res.body.extensions?.cost).toBeUndefined();
  });
});

describe('introspection in production (LINTEL_GRAPHIQL off)', () => {
  let production: TestApp;
  let owner: TestAccount;
  let consumerToken: string;

  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production' } });
    owner = await production.newAccount('production');
    const { consumerId } = await production.newConsumer(owner, [1]);
    const minted = await production.request('POST', `/consumers/${consumerId}/token`, {
      token: owner.token,
      body: {},
    });
    expect(minted.status, minted.text).toBe(200);
    consumerToken = minted.body.access_token;
  });

  afterAll(async () => {
    await production?.close();
  });

  it('answers an account token (clients generate types from it)', async () => {
    const res = await gql(getIntrospectionQuery(), { token: owner.token, app: production });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses a consumer-scoped token: 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await gql(getIntrospectionQuery(), { token: consumerToken, app: production });
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(res.body).not.toHaveProperty('data');
    // One error per introspection field the document selects.
    for (const error of res.body.errors) {
      expect(error.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
      expect(error.message).toMatch(/introspection has been disabled/);
    }
    // The account token's verdict is not reused for it, nor the other way round.
    const again = await gql(getIntrospectionQuery(), { token: owner.token, app: production });
    expect(again.status).toBe(200);
  });

  it('refuses an anonymous caller with 401 first', async () => {
    const res = await gql(getIntrospectionQuery(), { app: production });
    expect(res.status, res.text).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('ERROR_CHIFT_AUTHENTICATION_ERROR');
  });
});

describe('introspection in development', () => {
  it('lets GraphiQL fetch the schema without a token, as before', async () => {
    const res = await gql('{ __schema { queryType { name } } }');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });
});
