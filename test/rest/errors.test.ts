import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ConnectorDefinition, OperationHandlers } from '../../src/connectors/connector.js';
import { connectorAuthenticationFailed, errorCatalogue, LintelError } from '../../src/errors.js';
import { operationsOfApi, type TaxCode } from '../../src/model/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';

/**
 * Contract §2 row by row: exact status, error_code, message and body shape on REST, and the
 * same failure on GraphQL as contract §7 has it: a query's failure is a 200 with the field null
 * and one error at its path (`extensions.code`, `extensions.detail`, no `extensions.http`); a
 * mutation's is a `userErrors` entry with the same code and `data` intact; authentication and rate
 * limits refuse the request before it runs, with their HTTP status.
 */

const ErrConsumer = graphql(`
  query ErrConsumer($id: ID!) {
    consumer(id: $id) { id name }
  }
`);

const ErrConsumers = graphql(`
  query ErrConsumers {
    consumers { nodes { id } }
  }
`);

const ErrCreateConsumer = graphql(`
  mutation ErrCreateConsumer($input: CreateConsumerInput!) {
    createConsumer(input: $input) { consumer { id } userErrors { code field message } }
  }
`);

const ErrTaxes = graphql(`
  query ErrTaxes($id: ID!) {
    consumer(id: $id) { invoicing { taxes(first: 2) { totalCount nodes { remoteId } } } }
  }
`);

const ErrOpportunities = graphql(`
  query ErrOpportunities($id: ID!) {
    consumer(id: $id) { invoicing { opportunities(first: 2) { totalCount } } }
  }
`);

const ErrContact = graphql(`
  query ErrContact($id: ID!, $contact: String!) {
    consumer(id: $id) { invoicing { contact(remoteId: $contact) { remoteId } } }
  }
`);

const ErrModifiers = graphql(`
  query ErrModifiers($id: ID!) {
    consumer(id: $id) { pos { modifiers(first: 2) { totalCount } } }
  }
`);

const ErrCreateProduct = graphql(`
  mutation ErrCreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) { product { remoteId name } userErrors { code field message } }
  }
`);

const ErrCreateWebhook = graphql(`
  mutation ErrCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) { webhook { id } userErrors { code field message } }
  }
`);

const ErrWebhook = graphql(`
  query ErrWebhook($id: ID!) {
    webhook(id: $id) { id }
  }
`);

const ErrUpdateWebhook = graphql(`
  mutation ErrUpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }
  }
`);

const ErrDeleteWebhook = graphql(`
  mutation ErrDeleteWebhook($id: ID!) {
    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }
  }
`);

const ErrIntegrations = graphql(`
  query ErrIntegrations {
    integrations { integrationId name operationsCoverage { operation status } }
  }
`);

type GqlResult = Awaited<ReturnType<TestApp['graphql']>>;

/**
 * The error body of contract §2, exactly, with a JSON content type. `detail` is never empty:
 * when the test names none, any sentence (the catalogue's default at least) will do.
 */
function expectError(
  res: TestResponse,
  status: number,
  errorCode: string,
  message: string | ReturnType<typeof expect.stringContaining>,
  detail: unknown = expect.stringMatching(/\S/),
): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({ message, status: 'error', detail, error_code: errorCode });
}

/** The validation body of contract §2: no error_code, the items in `detail`. */
function expectValidation(res: TestResponse, detail: unknown): void {
  expect(res.status, res.text).toBe(422);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({ message: 'Validation error', status: 'error', detail });
}

/**
 * The same failure on GraphQL once execution started: HTTP 200, one error with `extensions.code`
 * (no `extensions.http` any more) at the failed field's `path`, whose value is null.
 */
function expectGqlError(res: GqlResult, code: string, message: unknown, path: (string | number)[]): void {
  expect(res.status, JSON.stringify(res)).toBe(200);
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  const error = res.errors![0]!;
  expect(error.extensions?.code).toBe(code);
  expect(error.extensions?.http).toBeUndefined();
  if (message !== undefined) expect(error.message).toEqual(message);
  expect(error.path).toEqual(path);
  // The failed field is null (its nullable parents keep their data).
  let value: any = res.data;
  for (const key of path.slice(0, -1)) {
    expect(value, JSON.stringify(res)).not.toBeNull();
    value = value[key];
  }
  expect(value?.[path.at(-1)!], JSON.stringify(res)).toBeNull();
}

/** A request GraphQL refused before running it (authentication, rate limit): its status, no data. */
function expectGqlRequestError(res: TestResponse, status: number, code: string, message: unknown): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
  expect(res.body.data ?? null, res.text).toBeNull();
  expect(res.body.errors, res.text).toEqual([
    expect.objectContaining({ message, extensions: expect.objectContaining({ code }) }),
  ]);
}

/**
 * A mutation refused by what is no user error (scope, a fault of ours): a top-level error at the
 * mutation's path in a 200, no payload (the payload is non-null, so `data` is null).
 */
function expectTopLevelMutationError(res: GqlResult, mutation: string, code: string, message: unknown): void {
  expect(res.status, JSON.stringify(res)).toBe(200);
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  const error = res.errors![0]!;
  expect(error.extensions?.code).toBe(code);
  expect(error.extensions?.http).toBeUndefined();
  expect(error.message).toEqual(message);
  expect(error.path).toEqual([mutation]);
  expect((res.data as Record<string, unknown> | null)?.[mutation] ?? null).toBeNull();
}

interface Payload {
  userErrors: { code: string; field?: string[] | null; message: string }[];
  [key: string]: unknown;
}

/**
 * A mutation refused as contract §7 has it: HTTP 200, no top-level error, the payload's object
 * null and one user error with the catalogue code (and message, and `field` when given).
 */
function expectUserError(
  res: GqlResult,
  mutation: string,
  object: string,
  code: string,
  message?: unknown,
  field: string[] | null = null,
): void {
  expect(res.status, JSON.stringify(res)).toBe(200);
  expect(res.errors, JSON.stringify(res)).toBeUndefined();
  const payload = (res.data as Record<string, Payload> | null)?.[mutation];
  expect(payload, JSON.stringify(res)).toBeDefined();
  expect(payload![object], JSON.stringify(res)).toBeNull();
  expect(payload!.userErrors, JSON.stringify(res)).toEqual([
    { code, field, message: message === undefined ? expect.any(String) : message },
  ]);
}

const tax = (id: string): TaxCode => ({
  id,
  source_ref: { id, model: 'substitute.tax' },
  label: `Tax ${id}`,
  rate: 21,
  type: 'sale',
  code: null,
  scope: 'nat',
  active: true,
});

/** A vendor connector substitute serving only the tax listing, counting what reaches it. */
function substitute(
  integrationId: number,
  name: string,
  listTaxes: OperationHandlers['invoicing.taxes.list'],
) {
  const counts = { connects: 0, calls: 0 };
  const definition: ConnectorDefinition = {
    integrationId,
    name,
    description: `${name}: a substitute vendor serving only the tax listing`,
    api: 'invoicing',
    status: 'active',
    supportedCountries: null,
    brandColor: '#555555',
    credentials: [],
    capabilities: ['invoicing.taxes.list'],
    connect() {
      counts.connects++;
      return {
        'invoicing.taxes.list': (page, filter) => {
          counts.calls++;
          return listTaxes(page, filter);
        },
      };
    },
  };
  return { definition, counts };
}

const limitedBooks = substitute(950, 'Limited Books', async (page) => ({
  items: [tax('lb-1')],
  total: 1,
  page: page.page,
  size: page.size,
}));
const lockedBooks = substitute(951, 'Locked Books', async () => {
  throw connectorAuthenticationFailed('Locked Books');
});
const flakyBooks = substitute(952, 'Flaky Books', async () => {
  throw new LintelError('ERROR_CONNECTOR_REQUEST', { detail: 'vendor said: boom' });
});
const crashingBooks = substitute(953, 'Crashing Books', async () => {
  throw new TypeError('secret-api-key-XYZ at /srv/app.js:12');
});

// Error-level log lines of the app, to check that an unexpected error is logged with its cause.
const logLines: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'error' },
  { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
);

let t: TestApp;
let account: TestAccount;
/** Connected to the three Sandbox integrations. */
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      logger,
      connectors: [
        limitedBooks.definition,
        lockedBooks.definition,
        flakyBooks.definition,
        crashingBooks.definition,
      ],
    },
  });
  account = await t.newAccount();
  ({ consumerId } = await t.newConsumer(account));
});

afterAll(async () => {
  await t?.close();
});

describe('401 ERROR_CHIFT_AUTHENTICATION_ERROR', () => {
  it('answers `Not authenticated` without a token, with WWW-Authenticate: Bearer', async () => {
    const res = await t.request('GET', '/consumers');
    expectError(res, 401, 'ERROR_CHIFT_AUTHENTICATION_ERROR', 'Not authenticated');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it.each([
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a scheme alone', 'Bearer'],
    ['two tokens', 'Bearer abc def'],
    ['a token alone', 'abc.def.ghi'],
  ])('answers `Not authenticated` for a malformed header (%s)', async (_label, authorization) => {
    const res = await t.request('GET', '/consumers', { headers: { authorization } });
    expectError(res, 401, 'ERROR_CHIFT_AUTHENTICATION_ERROR', 'Not authenticated');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers `Invalid token` for a garbage token', async () => {
    for (const token of ['garbage', 'a.b.c', `${account.token}x`]) {
      const res = await t.request('GET', '/consumers', { token });
      expectError(res, 401, 'ERROR_CHIFT_AUTHENTICATION_ERROR', 'Invalid token');
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    // Control: the untouched token works.
    await t.expect(200, 'GET', '/consumers', { token: account.token });
  });

  it('fails the same way on GraphQL', async () => {
    // Authentication comes before the document runs: the request is refused with its 401.
    const none = await t.graphql(ErrConsumers, {});
    expect(none.status).toBe(401);
    expect(none.data).toBeNull();
    expect(none.errors).toEqual([
      expect.objectContaining({
        message: 'Not authenticated',
        // What to do about it, as REST's `detail` says.
        extensions: {
          code: 'ERROR_CHIFT_AUTHENTICATION_ERROR',
          detail: expect.stringMatching(/^Send Authorization: Bearer /),
        },
      }),
    ]);

    const garbage = await t.request('POST', '/graphql', {
      token: 'garbage',
      body: { query: '{ consumers { nodes { id } } }' },
    });
    expectGqlRequestError(garbage, 401, 'ERROR_CHIFT_AUTHENTICATION_ERROR', 'Invalid token');
    expect(garbage.headers.get('www-authenticate')).toBe('Bearer');
    expect(garbage.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('403 ERROR_INSUFFICIENT_SCOPE', () => {
  const taxesPath = () => `/consumers/${consumerId}/invoicing/taxes?size=1`;
  const opportunitiesPath = () => `/consumers/${consumerId}/invoicing/opportunities?size=1`;
  const productsPath = () => `/consumers/${consumerId}/invoicing/products`;

  const denied = (res: TestResponse, scope: string) =>
    expectError(
      res,
      403,
      'ERROR_INSUFFICIENT_SCOPE',
      expect.stringMatching(new RegExp(`\\b${scope.replaceAll('.', '\\.')}$`)),
    );

  it.each([['invoicing.taxes.read'], ['500.taxes.r']])(
    '%s reads the taxes and nothing else',
    async (scope) => {
      const token = await t.tokenWithScopes(account, [scope]);
      const taxes = await t.expect(200, 'GET', taxesPath(), { token });
      expect(taxes.items).toHaveLength(1);

      denied(await t.request('GET', opportunitiesPath(), { token }), 'invoicing.opportunities.read');
      denied(
        await t.request('POST', productsPath(), { token, body: { name: 'Nope' } }),
        'invoicing.products',
      );
      denied(await t.request('GET', '/consumers', { token }), 'consumers.read');

      const gqlTaxes = await t.graphql(ErrTaxes, { id: consumerId }, { token });
      expect(gqlTaxes.errors).toBeUndefined();
      expect(gqlTaxes.data?.consumer?.invoicing.taxes?.nodes).toHaveLength(2);
      // Scope is checked as the field runs: that field is null with the error at its path, 200.
      expectGqlError(
        await t.graphql(ErrOpportunities, { id: consumerId }, { token }),
        'ERROR_INSUFFICIENT_SCOPE',
        expect.stringContaining('invoicing.opportunities.read'),
        ['consumer', 'invoicing', 'opportunities'],
      );
      // A refused scope is no user error: a top-level error, and nothing written.
      const product = await t.graphql(ErrCreateProduct, { input: { consumerId, name: 'Nope' } }, { token });
      expectTopLevelMutationError(
        product,
        'createProduct',
        'ERROR_INSUFFICIENT_SCOPE',
        expect.stringContaining('invoicing.products'),
      );
    },
  );

  it('invoicing.read allows every invoicing GET but no POST', async () => {
    const token = await t.tokenWithScopes(account, ['invoicing.read']);
    await t.expect(200, 'GET', taxesPath(), { token });
    await t.expect(200, 'GET', opportunitiesPath(), { token });
    await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/contacts/contact-0001`, { token });
    denied(await t.request('POST', productsPath(), { token, body: { name: 'Nope' } }), 'invoicing.products');
    denied(await t.request('GET', `/consumers/${consumerId}/pos/modifiers`, { token }), 'pos.modifiers.read');
  });

  it('a resource named with a hyphen is a scope of its own (invoicing.payment-methods.read)', async () => {
    const token = await t.tokenWithScopes(account, ['invoicing.payment-methods.read']);
    await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/payment-methods`, { token });
    denied(await t.request('GET', taxesPath(), { token }), 'invoicing.taxes.read');
  });

  it('pos cannot read invoicing', async () => {
    const token = await t.tokenWithScopes(account, ['pos']);
    await t.expect(200, 'GET', `/consumers/${consumerId}/pos/modifiers?size=1`, { token });
    denied(await t.request('GET', taxesPath(), { token }), 'invoicing.taxes.read');
    expectGqlError(
      await t.graphql(ErrTaxes, { id: consumerId }, { token }),
      'ERROR_INSUFFICIENT_SCOPE',
      expect.stringContaining('invoicing.taxes.read'),
      ['consumer', 'invoicing', 'taxes'],
    );
  });

  it('consumers.read lists consumers but cannot create one', async () => {
    const token = await t.tokenWithScopes(account, ['consumers.read']);
    const list = await t.expect<{ consumerid: string }[]>(200, 'GET', '/consumers', { token });
    expect(list.map((c) => c.consumerid)).toContain(consumerId);
    await t.expect(200, 'GET', `/consumers/${consumerId}`, { token });
    denied(await t.request('POST', '/consumers', { token, body: { name: 'Nope' } }), 'consumers');
    expectTopLevelMutationError(
      await t.graphql(ErrCreateConsumer, { input: { name: 'Nope' } }, { token }),
      'createConsumer',
      'ERROR_INSUFFICIENT_SCOPE',
      expect.stringContaining('consumers'),
    );
    // Nothing was created by the refused writes.
    const after = await t.expect<unknown[]>(200, 'GET', '/consumers', { token });
    expect(after).toHaveLength(list.length);
  });
});

describe('404 ERROR_CONSUMER_NOT_FOUND and 422 for a malformed consumer id (GraphQL: a null lookup and its error)', () => {
  const message = 'The specified consumer could not be found for this account';

  it('answers 404 for an unknown consumer id', async () => {
    const unknown = randomUUID();
    for (const path of [
      `/consumers/${unknown}`,
      `/consumers/${unknown}/connections`,
      `/consumers/${unknown}/invoicing/taxes`,
      `/consumers/${unknown}/pms/orders`,
    ]) {
      expectError(
        await t.request('GET', path, { token: account.token }),
        404,
        'ERROR_CONSUMER_NOT_FOUND',
        message,
      );
    }
    expectError(
      await t.request('POST', `/consumers/${unknown}/invoicing/products`, {
        token: account.token,
        body: { name: 'Ghost' },
      }),
      404,
      'ERROR_CONSUMER_NOT_FOUND',
      message,
    );
    expectGqlError(
      await t.graphql(ErrConsumer, { id: unknown }, { token: account.token }),
      'ERROR_CONSUMER_NOT_FOUND',
      message,
      ['consumer'],
    );
    expectUserError(
      await t.graphql(
        ErrCreateProduct,
        { input: { consumerId: unknown, name: 'Ghost' } },
        { token: account.token },
      ),
      'createProduct',
      'product',
      'ERROR_CONSUMER_NOT_FOUND',
      message,
    );
  });

  it('answers 404 for another account’s consumer', async () => {
    const other = await t.newAccount('Other account');
    expectError(
      await t.request('GET', `/consumers/${consumerId}`, { token: other.token }),
      404,
      'ERROR_CONSUMER_NOT_FOUND',
      message,
    );
    expectGqlError(
      await t.graphql(ErrTaxes, { id: consumerId }, { token: other.token }),
      'ERROR_CONSUMER_NOT_FOUND',
      message,
      ['consumer'],
    );
  });

  it('answers 422 uuid_parsing for a consumer id that is not a UUID', async () => {
    const res = await t.request('GET', '/consumers/not-a-uuid/invoicing/taxes', { token: account.token });
    expectValidation(res, [
      {
        loc: ['path', 'consumer_id'],
        msg: 'Input should be a valid UUID',
        type: 'uuid_parsing',
        input: 'not-a-uuid',
      },
    ]);
    // GraphQL: the lookup is null with one ERROR_VALIDATION error whose message is the issue.
    const gql = await t.graphql(ErrConsumer, { id: 'not-a-uuid' }, { token: account.token });
    expectGqlError(gql, 'ERROR_VALIDATION', 'id: Input should be a valid UUID', ['consumer']);
    expect(gql.errors![0]!.extensions.detail).toEqual([
      expect.objectContaining({ loc: ['id'], type: 'uuid_parsing', msg: 'Input should be a valid UUID' }),
    ]);
    // In a mutation's input, a user error at its field.
    expectUserError(
      await t.graphql(
        ErrCreateProduct,
        { input: { consumerId: 'not-a-uuid', name: 'x' } },
        { token: account.token },
      ),
      'createProduct',
      'product',
      'ERROR_VALIDATION',
      'consumerId: Input should be a valid UUID',
      ['input', 'consumerId'],
    );
  });
});

describe('400 ERROR_NO_ACTIVE_CONNECTION', () => {
  it('names the API the consumer has no connection for', async () => {
    const { consumerId: invoicingOnly } = await t.newConsumer(account, [1]);
    const res = await t.request('GET', `/consumers/${invoicingOnly}/pos/modifiers`, { token: account.token });
    expectError(res, 400, 'ERROR_NO_ACTIVE_CONNECTION', expect.stringContaining('Point of Sale'));
    expectGqlError(
      await t.graphql(ErrModifiers, { id: invoicingOnly }, { token: account.token }),
      'ERROR_NO_ACTIVE_CONNECTION',
      expect.stringContaining('Point of Sale'),
      ['consumer', 'pos', 'modifiers'],
    );
    // Control: its invoicing connection answers.
    await t.expect(200, 'GET', `/consumers/${invoicingOnly}/invoicing/taxes`, { token: account.token });
  });

  it('treats an inactive connection as none', async () => {
    const { consumerId: id, connectionIds } = await t.newConsumer(account, [1]);
    await t.expect(200, 'PATCH', `/consumers/${id}/connections/${connectionIds[0]}`, {
      token: account.token,
      body: { status: 'inactive' },
    });
    const res = await t.request('GET', `/consumers/${id}/invoicing/taxes`, { token: account.token });
    expectError(res, 400, 'ERROR_NO_ACTIVE_CONNECTION', expect.stringContaining('Invoicing'));
  });
});

describe('404 ERROR_API_RESOURCE_NOT_FOUND', () => {
  it('answers 404 for a contact the vendor does not have', async () => {
    const res = await t.request('GET', `/consumers/${consumerId}/invoicing/contacts/contact-9999`, {
      token: account.token,
    });
    expectError(res, 404, 'ERROR_API_RESOURCE_NOT_FOUND', expect.stringContaining('contact-9999'));
    expectGqlError(
      await t.graphql(ErrContact, { id: consumerId, contact: 'contact-9999' }, { token: account.token }),
      'ERROR_API_RESOURCE_NOT_FOUND',
      expect.stringContaining('contact-9999'),
      ['consumer', 'invoicing', 'contact'],
    );
    // Control: a seeded contact is found.
    const found = await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/contacts/contact-0001`, {
      token: account.token,
    });
    expect(found.id).toBe('contact-0001');
  });
});

describe('405 ERROR_RESOURCE_NOT_SUPPORTED', () => {
  it('refuses an operation the connector does not declare, before calling it', async () => {
    const { consumerId: id } = await t.newConsumer(account, [950]);
    const before = { ...limitedBooks.counts };

    const res = await t.request('GET', `/consumers/${id}/invoicing/opportunities`, { token: account.token });
    expectError(
      res,
      405,
      'ERROR_RESOURCE_NOT_SUPPORTED',
      'The resource GET - invoicing/opportunities is not supported by Limited Books',
    );
    expectError(
      await t.request('POST', `/consumers/${id}/invoicing/products`, {
        token: account.token,
        body: { name: 'Chair' },
      }),
      405,
      'ERROR_RESOURCE_NOT_SUPPORTED',
      'The resource POST - invoicing/products is not supported by Limited Books',
    );
    expectGqlError(
      await t.graphql(ErrOpportunities, { id }, { token: account.token }),
      'ERROR_RESOURCE_NOT_SUPPORTED',
      'The resource GET - invoicing/opportunities is not supported by Limited Books',
      ['consumer', 'invoicing', 'opportunities'],
    );
    expectUserError(
      await t.graphql(
        ErrCreateProduct,
        { input: { consumerId: id, name: 'Chair' } },
        { token: account.token },
      ),
      'createProduct',
      'product',
      'ERROR_RESOURCE_NOT_SUPPORTED',
      'The resource POST - invoicing/products is not supported by Limited Books',
    );
    // Decided from the declaration: the connector was not even instantiated.
    expect(limitedBooks.counts).toEqual(before);

    // Control: the declared operation reaches the connector.
    const taxes = await t.expect(200, 'GET', `/consumers/${id}/invoicing/taxes`, { token: account.token });
    expect(taxes.items.map((x: TaxCode) => x.id)).toEqual(['lb-1']);
    expect(limitedBooks.counts).toEqual({ connects: before.connects + 1, calls: before.calls + 1 });
  });

  it('shows the coverage on GET /integrations and in GraphQL', async () => {
    const integrations = await t.expect<{ integrationid: number }[]>(200, 'GET', '/integrations', {
      token: account.token,
    });
    expect(integrations.find((i) => i.integrationid === 950)).toEqual({
      integrationid: 950,
      name: 'Limited Books',
      description: 'Limited Books: a substitute vendor serving only the tax listing',
      status: 'active',
      api: 'Invoicing',
      logo_url: `${t.url}/integrations/950/logo.svg`,
      icon_url: `${t.url}/integrations/950/icon.svg`,
      post_connections: [],
      // Every operation of the API, in the model's order (from the declarations), supported or not.
      operations_coverage: operationsOfApi('invoicing').map((operation) => ({
        operation,
        status: operation === 'invoicing.taxes.list' ? 'SUPPORTED' : 'NOT_SUPPORTED',
      })),
      credentials: [],
      supported_countries: null,
      local_agent: false,
    });
    const gql = await t.graphql(ErrIntegrations, {}, { token: account.token });
    const limited = gql.data?.integrations.find((i) => i.integrationId === 950);
    expect(limited?.operationsCoverage.filter((c) => c.status === 'SUPPORTED')).toEqual([
      { operation: 'invoicing.taxes.list', status: 'SUPPORTED' },
    ]);
    expect(limited?.operationsCoverage.map((c) => c.operation)).toEqual(operationsOfApi('invoicing'));
  });
});

describe('vendor failures', () => {
  it('502 ERROR_CONNECTOR_AUTHENTICATION names the connector', async () => {
    const { consumerId: id } = await t.newConsumer(account, [951]);
    const res = await t.request('GET', `/consumers/${id}/invoicing/taxes`, { token: account.token });
    expectError(
      res,
      502,
      'ERROR_CONNECTOR_AUTHENTICATION',
      'Error while trying to authenticate to Locked Books',
    );
    expectGqlError(
      await t.graphql(ErrTaxes, { id }, { token: account.token }),
      'ERROR_CONNECTOR_AUTHENTICATION',
      'Error while trying to authenticate to Locked Books',
      ['consumer', 'invoicing', 'taxes'],
    );
    expect(lockedBooks.counts.calls).toBe(2);
  });

  it('400 ERROR_CONNECTOR_REQUEST carries what the vendor said', async () => {
    const { consumerId: id } = await t.newConsumer(account, [952]);
    const res = await t.request('GET', `/consumers/${id}/invoicing/taxes`, { token: account.token });
    expectError(
      res,
      400,
      'ERROR_CONNECTOR_REQUEST',
      'Error while trying to perform your request',
      'vendor said: boom',
    );
    const gql = await t.graphql(ErrTaxes, { id }, { token: account.token });
    expectGqlError(gql, 'ERROR_CONNECTOR_REQUEST', 'Error while trying to perform your request', [
      'consumer',
      'invoicing',
      'taxes',
    ]);
    expect(gql.errors![0]!.extensions.detail).toBe('vendor said: boom');
  });

  it('500 ERROR_INTERNAL masks an unexpected error, and logs it once with its cause', async () => {
    const { consumerId: id } = await t.newConsumer(account, [953]);
    // Logged through the app's logger only, not a second time on the console by Yoga.
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    logLines.length = 0;
    const res = await t.request('GET', `/consumers/${id}/invoicing/taxes`, { token: account.token });
    expectError(res, 500, 'ERROR_INTERNAL', 'Internal server error');
    for (const leak of ['secret-api-key-XYZ', 'at ', 'TypeError', '/srv/app.js']) {
      expect(res.text).not.toContain(leak);
    }
    expect(logLines).toHaveLength(1);
    expect(JSON.stringify(logLines[0])).toContain('secret-api-key-XYZ');

    logLines.length = 0;
    const gqlRes = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: `{ consumer(id: "${id}") { name invoicing { taxes { totalCount } } } }` },
    });
    // A fault while a field runs is an execution error: 200, that field null, its siblings kept.
    expect(gqlRes.status, gqlRes.text).toBe(200);
    expect(gqlRes.body.errors).toHaveLength(1);
    expect(gqlRes.body.errors[0].message).toBe('Internal server error');
    expect(gqlRes.body.errors[0].extensions).toEqual({
      code: 'ERROR_INTERNAL',
      detail: errorCatalogue.ERROR_INTERNAL.detail,
    });
    expect(gqlRes.body.errors[0].path).toEqual(['consumer', 'invoicing', 'taxes']);
    expect(gqlRes.body.data.consumer.invoicing.taxes).toBeNull();
    expect(typeof gqlRes.body.data.consumer.name).toBe('string');
    for (const leak of ['secret-api-key-XYZ', 'at ', 'TypeError', '/srv/app.js']) {
      expect(gqlRes.text).not.toContain(leak);
    }
    expect(logLines).toHaveLength(1);
    expect(JSON.stringify(logLines[0])).toContain('secret-api-key-XYZ');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('422 validation of bodies', () => {
  const long = (n: number) => 'x'.repeat(n);
  const longUrl = `https://example.com/${long(481)}`; // 501 characters

  it('reports every issue of a webhook body at once', async () => {
    expect(longUrl).toHaveLength(501);
    const res = await t.request('POST', '/webhooks', {
      token: account.token,
      body: { event: long(81), url: longUrl, signingsecret: long(101), color: 'blue' },
    });
    expectValidation(res, [
      {
        loc: ['body', 'event'],
        msg: 'String should have at most 80 characters',
        type: 'string_too_long',
        input: long(81),
        ctx: { max_length: 80 },
      },
      {
        loc: ['body', 'url'],
        msg: 'String should have at most 500 characters',
        type: 'string_too_long',
        input: longUrl,
        ctx: { max_length: 500 },
      },
      {
        loc: ['body', 'signingsecret'],
        msg: 'String should have at most 100 characters',
        type: 'string_too_long',
        input: long(101),
        ctx: { max_length: 100 },
      },
      { loc: ['body', 'color'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ]);
  });

  it('reports a missing field as `missing`', async () => {
    const res = await t.request('POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created' },
    });
    expectValidation(res, [{ loc: ['body', 'url'], msg: 'Field required', type: 'missing' }]);
    // Nothing was created.
    expect(await t.expect(200, 'GET', '/webhooks', { token: account.token })).toEqual([]);
  });

  it('reports the same issue on GraphQL as an ERROR_VALIDATION user error at its input field (200)', async () => {
    const gql = await t.graphql(
      ErrCreateWebhook,
      { input: { event: 'CONSUMER_CREATED', url: 'https://example.com/hook', signingSecret: long(101) } },
      { token: account.token },
    );
    expectUserError(
      gql,
      'createWebhook',
      'webhook',
      'ERROR_VALIDATION',
      'signingSecret: String should have at most 100 characters',
      ['input', 'signingSecret'],
    );
    expect(await t.expect(200, 'GET', '/webhooks', { token: account.token })).toEqual([]);
  });

  it('reports every issue at once on GraphQL too, one user error each', async () => {
    const gql = await t.graphql(
      ErrCreateWebhook,
      // The test event is a WebhookEvent, but no subscription can have it.
      { input: { event: 'WEBHOOK_TEST', url: longUrl, signingSecret: long(101) } },
      { token: account.token },
    );
    expect(gql.status).toBe(200);
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.createWebhook.webhook).toBeNull();
    expect(gql.data?.createWebhook.userErrors).toEqual([
      {
        code: 'ERROR_VALIDATION',
        field: ['input', 'event'],
        message: expect.stringMatching(/^event: .*events/),
      },
      {
        code: 'ERROR_VALIDATION',
        field: ['input', 'url'],
        message: 'url: String should have at most 500 characters',
      },
      {
        code: 'ERROR_VALIDATION',
        field: ['input', 'signingSecret'],
        message: 'signingSecret: String should have at most 100 characters',
      },
    ]);
    expect(await t.expect(200, 'GET', '/webhooks', { token: account.token })).toEqual([]);
  });
});

describe('webhook errors', () => {
  const hook = { event: 'account.consumer.created', url: 'https://example.com/hooks/errors' };

  it('400 ERROR_WEBHOOK_DUPLICATE for the same url and event', async () => {
    const owner = await t.newAccount();
    await t.expect(200, 'POST', '/webhooks', { token: owner.token, body: hook });
    const message = 'There is already an existing webhook with the same url and type';
    expectError(
      await t.request('POST', '/webhooks', { token: owner.token, body: hook }),
      400,
      'ERROR_WEBHOOK_DUPLICATE',
      message,
    );
    expectUserError(
      await t.graphql(
        ErrCreateWebhook,
        { input: { ...hook, event: 'CONSUMER_CREATED' } },
        { token: owner.token },
      ),
      'createWebhook',
      'webhook',
      'ERROR_WEBHOOK_DUPLICATE',
      message,
    );
    // Control: another event on the same url is no duplicate.
    await t.expect(200, 'POST', '/webhooks', {
      token: owner.token,
      body: { ...hook, event: 'account.consumer.deleted' },
    });
    expect(await t.expect(200, 'GET', '/webhooks', { token: owner.token })).toHaveLength(2);
  });

  it('404 ERROR_WEBHOOK_NOT_FOUND for an unknown webhook, or another account’s', async () => {
    const message = 'The specified webhook could not be found for this account';
    const owner = await t.newAccount();
    const theirs = await t.expect(200, 'POST', '/webhooks', { token: owner.token, body: hook });
    for (const id of [randomUUID(), theirs.webhookid as string]) {
      const token = account.token;
      expectError(
        await t.request('GET', `/webhooks/${id}`, { token }),
        404,
        'ERROR_WEBHOOK_NOT_FOUND',
        message,
      );
      expectError(
        await t.request('PATCH', `/webhooks/${id}`, { token, body: { status: 'inactive' } }),
        404,
        'ERROR_WEBHOOK_NOT_FOUND',
        message,
      );
      expectError(
        await t.request('DELETE', `/webhooks/${id}`, { token }),
        404,
        'ERROR_WEBHOOK_NOT_FOUND',
        message,
      );
      expectError(
        await t.request('GET', `/webhooks/${id}/logs`, { token }),
        404,
        'ERROR_WEBHOOK_NOT_FOUND',
        message,
      );
      expectGqlError(await t.graphql(ErrWebhook, { id }, { token }), 'ERROR_WEBHOOK_NOT_FOUND', message, [
        'webhook',
      ]);
      expectUserError(
        await t.graphql(ErrUpdateWebhook, { input: { id, status: 'INACTIVE' } }, { token }),
        'updateWebhook',
        'webhook',
        'ERROR_WEBHOOK_NOT_FOUND',
        message,
      );
      expectUserError(
        await t.graphql(ErrDeleteWebhook, { id }, { token }),
        'deleteWebhook',
        'deletedId',
        'ERROR_WEBHOOK_NOT_FOUND',
        message,
      );
    }
    // The owner's webhook survived the other account's attempts, unchanged.
    const still = await t.expect(200, 'GET', `/webhooks/${theirs.webhookid}`, { token: owner.token });
    expect(still.status).toBe('active');
  });
});

describe('409 ERROR_IDEMPOTENCY_CONFLICT', () => {
  it('refuses a reused key with another body, on REST and GraphQL', async () => {
    const { consumerId: id } = await t.newConsumer(account, [1]);
    const key = randomUUID();
    const path = `/consumers/${id}/invoicing/products`;
    const headers = { 'x-chift-client-requestid': key };
    const first = await t.expect(200, 'POST', path, {
      token: account.token,
      headers,
      body: { name: 'Desk' },
    });
    const again = await t.expect(200, 'POST', path, {
      token: account.token,
      headers,
      body: { name: 'Desk' },
    });
    expect(again.id).toBe(first.id);
    expectError(
      await t.request('POST', path, { token: account.token, headers, body: { name: 'Lamp' } }),
      409,
      'ERROR_IDEMPOTENCY_CONFLICT',
      errorCatalogue.ERROR_IDEMPOTENCY_CONFLICT.message,
    );
    // GraphQL: the header applies to a document of one mutation; the conflict is a user error.
    expectUserError(
      await t.graphql(
        ErrCreateProduct,
        { input: { consumerId: id, name: 'Lamp' } },
        { token: account.token, headers },
      ),
      'createProduct',
      'product',
      'ERROR_IDEMPOTENCY_CONFLICT',
    );
    // The same key as the mutation's own idempotencyKey input field.
    expectUserError(
      await t.graphql(
        ErrCreateProduct,
        { input: { consumerId: id, name: 'Lamp', idempotencyKey: key } },
        { token: account.token },
      ),
      'createProduct',
      'product',
      'ERROR_IDEMPOTENCY_CONFLICT',
    );
    // Control: the same input replays the first product on GraphQL too.
    const replay = await t.graphql(
      ErrCreateProduct,
      { input: { consumerId: id, name: 'Desk', idempotencyKey: key } },
      { token: account.token },
    );
    expect(replay.errors).toBeUndefined();
    expect(replay.data?.createProduct.userErrors).toEqual([]);
    expect(replay.data?.createProduct.product?.remoteId).toBe(first.id);
  });
});

describe('429 ERROR_RATE_LIMITED', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({ env: { LINTEL_RATE_LIMIT: '2' } });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('limits one account (burst 4) with Retry-After, and not the others', async () => {
    const noisy = await limited.newAccount('Noisy');
    const quiet = await limited.newAccount('Quiet');
    const statuses: number[] = [];
    let refused: TestResponse | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await limited.request('GET', '/integrations', { token: noisy.token });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    // The burst of 4 passes, then the account is refused well before 20 requests.
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(refused, `statuses: ${statuses.join(',')}`).toBeDefined();
    expectError(refused!, 429, 'ERROR_RATE_LIMITED', expect.any(String));
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);

    // GraphQL counts against the same bucket.
    const gql = await limited.request('POST', '/graphql', {
      token: noisy.token,
      body: { query: '{ integrations { name } }' },
    });
    expectGqlRequestError(gql, 429, 'ERROR_RATE_LIMITED', expect.any(String));
    expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);

    // Another account has its own bucket.
    await limited.expect(200, 'GET', '/integrations', { token: quiet.token });
  });
});

describe('malformed requests', () => {
  it('413 for a body over 1 MB, as JSON', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const res = await t.request('POST', '/consumers', { token: account.token, rawBody: body });
    expectError(res, 413, 'ERROR_PAYLOAD_TOO_LARGE', expect.any(String));
    const gql = await t.request('POST', '/graphql', {
      token: account.token,
      rawBody: JSON.stringify({
        query: `{ consumers { nodes { id } } }`,
        variables: { pad: 'x'.repeat(1024 * 1024) },
      }),
    });
    expect(gql.status).toBe(413);
    expect(gql.headers.get('content-type')).toMatch(/^application\/json/);
    // Control: a large but allowed body passes the limit (and fails validation instead).
    const allowed = await t.request('POST', '/consumers', {
      token: account.token,
      rawBody: JSON.stringify({ name: 'x'.repeat(1000 * 1000) }),
    });
    expect(allowed.status).toBe(422);
  });

  it('a write that carries documents takes up to LINTEL_DOCUMENT_MAX_MB (20 MB), every other body 1 MB', async () => {
    // A 2 MB PDF (its base64 text is larger still) to the invoicing upload: within its limit.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 32)]).toString(
      'base64',
    );
    const upload = `/consumers/${consumerId}/invoicing/upload-document`;
    const body = { base64_string: pdf, document_type: 'supplier_document' };
    await t.expect(201, 'POST', upload, { token: account.token, body });
    // The same size elsewhere is refused.
    const product = await t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
      token: account.token,
      body: { name: 'x', description: pdf },
    });
    expectError(product, 413, 'ERROR_PAYLOAD_TOO_LARGE', expect.any(String));
    expect(product.body.message).toBe('Request body larger than 1 MB');
    const strict = await createTestApp({ env: { LINTEL_DOCUMENT_MAX_MB: '2' } });
    try {
      const owner = await strict.newAccount('Documents');
      const { consumerId: own } = await strict.newConsumer(owner, [1]);
      const refused = await strict.request('POST', `/consumers/${own}/invoicing/upload-document`, {
        token: owner.token,
        body,
      });
      expectError(refused, 413, 'ERROR_PAYLOAD_TOO_LARGE', expect.any(String));
      expect(refused.body.message).toBe('Request body larger than 2 MB');
    } finally {
      await strict.close();
    }
  });

  it('422 json_invalid for a malformed JSON body', async () => {
    for (const rawBody of ['{"name":', "{'name': 'x'}", 'not json']) {
      // POST /consumers answers Chift's ChiftError for a 422: the items in `errors`.
      const res = await t.request('POST', '/consumers', { token: account.token, rawBody });
      expect(res.status, res.text).toBe(422);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        message: 'Validation error',
        status: 'error',
        detail: 'body.0: JSON decode error',
        error_code: 'ERROR_VALIDATION',
        errors: [
          expect.objectContaining({ loc: ['body', 0], type: 'json_invalid', msg: 'JSON decode error' }),
        ],
      });
      // Every other route keeps the validation body.
      const webhook = await t.request('POST', '/webhooks', { token: account.token, rawBody });
      expectValidation(webhook, [
        expect.objectContaining({ loc: ['body', 0], type: 'json_invalid', msg: 'JSON decode error' }),
      ]);
    }
  });

  it('404 JSON for an unknown route', async () => {
    for (const path of ['/nope', '/consumers/x/y/z', '/invoicing/taxes']) {
      expectError(
        await t.request('GET', path, { token: account.token }),
        404,
        'ERROR_NOT_FOUND',
        expect.any(String),
      );
    }
  });

  it('405 JSON with Allow for a wrong method on a known path', async () => {
    const res = await t.request('PUT', '/consumers', { token: account.token, body: { name: 'x' } });
    expectError(res, 405, 'ERROR_METHOD_NOT_ALLOWED', expect.any(String));
    expect(
      res.headers
        .get('allow')
        ?.split(',')
        .map((m) => m.trim())
        .sort(),
    ).toEqual(['GET', 'POST']);

    const one = await t.request('POST', `/consumers/${consumerId}/invoicing/taxes`, { token: account.token });
    expectError(one, 405, 'ERROR_METHOD_NOT_ALLOWED', expect.any(String));
    expect(one.headers.get('allow')).toBe('GET');
  });
});
