import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ConnectorDefinition, OperationHandlers } from '../../src/connectors/connector.js';
import { connectorAuthenticationFailed, errorCatalogue, LintelError } from '../../src/errors.js';
import type { TaxCode } from '../../src/model/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp, type TestResponse } from '../kit/app.js';

/**
 * Contract §2 row by row: exact status, error_code, message and body shape on REST, and the
 * same failure on GraphQL (`extensions.code`, `extensions.http.status`, `extensions.detail`).
 */

const ErrConsumer = graphql(`
  query ErrConsumer($id: ID!) {
    consumer(id: $id) { id name }
  }
`);

const ErrConsumers = graphql(`
  query ErrConsumers {
    consumers { id }
  }
`);

const ErrCreateConsumer = graphql(`
  mutation ErrCreateConsumer($input: CreateConsumerInput!) {
    createConsumer(input: $input) { id }
  }
`);

const ErrTaxes = graphql(`
  query ErrTaxes($id: ID!) {
    consumer(id: $id) { invoicing { taxes(size: 2) { total items { id } } } }
  }
`);

const ErrOpportunities = graphql(`
  query ErrOpportunities($id: ID!) {
    consumer(id: $id) { invoicing { opportunities(size: 2) { total } } }
  }
`);

const ErrContact = graphql(`
  query ErrContact($id: ID!, $contact: ID!) {
    consumer(id: $id) { invoicing { contact(id: $contact) { id } } }
  }
`);

const ErrModifiers = graphql(`
  query ErrModifiers($id: ID!) {
    consumer(id: $id) { pos { modifiers(size: 2) { total } } }
  }
`);

const ErrCreateProduct = graphql(`
  mutation ErrCreateProduct($id: ID!, $input: CreateProductInput!) {
    createProduct(consumerId: $id, input: $input) { id name }
  }
`);

const ErrCreateWebhook = graphql(`
  mutation ErrCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) { id }
  }
`);

const ErrWebhook = graphql(`
  query ErrWebhook($id: ID!) {
    webhook(id: $id) { id }
  }
`);

const ErrUpdateWebhook = graphql(`
  mutation ErrUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {
    updateWebhook(id: $id, input: $input) { id }
  }
`);

const ErrDeleteWebhook = graphql(`
  mutation ErrDeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

const ErrIntegrations = graphql(`
  query ErrIntegrations {
    integrations { integrationId name operationsCoverage { operation status } }
  }
`);

type GqlResult = Awaited<ReturnType<TestApp['graphql']>>;

/** The error body of contract §2, exactly, with a JSON content type. */
function expectError(
  res: TestResponse,
  status: number,
  errorCode: string,
  message: string | ReturnType<typeof expect.stringContaining>,
  detail: unknown = '',
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

/** The same failure on GraphQL: `extensions.code`, `extensions.http.status` and the HTTP status. */
function expectGqlError(res: GqlResult, status: number, code: string, message?: unknown): void {
  expect(res.status, JSON.stringify(res.errors)).toBe(status);
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  const error = res.errors![0]!;
  expect(error.extensions?.code).toBe(code);
  expect(error.extensions?.http).toEqual({ status });
  if (message !== undefined) expect(error.message).toEqual(message);
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
    const none = await t.graphql(ErrConsumers, {});
    expectGqlError(none, 401, 'ERROR_CHIFT_AUTHENTICATION_ERROR', 'Not authenticated');
    expect(none.data).toBeNull();

    const garbage = await t.request('POST', '/graphql', {
      token: 'garbage',
      body: { query: '{ consumers { id } }' },
    });
    expect(garbage.status).toBe(401);
    expect(garbage.headers.get('www-authenticate')).toBe('Bearer');
    expect(garbage.headers.get('content-type')).toMatch(/^application\/json/);
    expect(garbage.body.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid token',
        extensions: { code: 'ERROR_CHIFT_AUTHENTICATION_ERROR', http: { status: 401 } },
      }),
    ]);
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
      expect(gqlTaxes.data?.consumer.invoicing.taxes.items).toHaveLength(2);
      expectGqlError(
        await t.graphql(ErrOpportunities, { id: consumerId }, { token }),
        403,
        'ERROR_INSUFFICIENT_SCOPE',
        expect.stringContaining('invoicing.opportunities.read'),
      );
      expectGqlError(
        await t.graphql(ErrCreateProduct, { id: consumerId, input: { name: 'Nope' } }, { token }),
        403,
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

  it('pos cannot read invoicing', async () => {
    const token = await t.tokenWithScopes(account, ['pos']);
    await t.expect(200, 'GET', `/consumers/${consumerId}/pos/modifiers?size=1`, { token });
    denied(await t.request('GET', taxesPath(), { token }), 'invoicing.taxes.read');
    expectGqlError(
      await t.graphql(ErrTaxes, { id: consumerId }, { token }),
      403,
      'ERROR_INSUFFICIENT_SCOPE',
      expect.stringContaining('invoicing.taxes.read'),
    );
  });

  it('consumers.read lists consumers but cannot create one', async () => {
    const token = await t.tokenWithScopes(account, ['consumers.read']);
    const list = await t.expect<{ consumerid: string }[]>(200, 'GET', '/consumers', { token });
    expect(list.map((c) => c.consumerid)).toContain(consumerId);
    await t.expect(200, 'GET', `/consumers/${consumerId}`, { token });
    denied(await t.request('POST', '/consumers', { token, body: { name: 'Nope' } }), 'consumers');
    expectGqlError(
      await t.graphql(ErrCreateConsumer, { input: { name: 'Nope' } }, { token }),
      403,
      'ERROR_INSUFFICIENT_SCOPE',
      expect.stringContaining('consumers'),
    );
    // Nothing was created by the refused writes.
    const after = await t.expect<unknown[]>(200, 'GET', '/consumers', { token });
    expect(after).toHaveLength(list.length);
  });
});

describe('404 ERROR_CONSUMER_NOT_FOUND and 422 for a malformed consumer id', () => {
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
      404,
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
      404,
      'ERROR_CONSUMER_NOT_FOUND',
      message,
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
    const gql = await t.graphql(ErrConsumer, { id: 'not-a-uuid' }, { token: account.token });
    expectGqlError(gql, 422, 'ERROR_VALIDATION');
    expect(gql.errors![0]!.extensions.detail).toEqual([
      expect.objectContaining({ loc: ['id'], type: 'uuid_parsing', msg: 'Input should be a valid UUID' }),
    ]);
  });
});

describe('400 ERROR_NO_ACTIVE_CONNECTION', () => {
  it('names the API the consumer has no connection for', async () => {
    const { consumerId: invoicingOnly } = await t.newConsumer(account, [1]);
    const res = await t.request('GET', `/consumers/${invoicingOnly}/pos/modifiers`, { token: account.token });
    expectError(res, 400, 'ERROR_NO_ACTIVE_CONNECTION', expect.stringContaining('Point of Sale'));
    expectGqlError(
      await t.graphql(ErrModifiers, { id: invoicingOnly }, { token: account.token }),
      400,
      'ERROR_NO_ACTIVE_CONNECTION',
      expect.stringContaining('Point of Sale'),
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
      404,
      'ERROR_API_RESOURCE_NOT_FOUND',
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
      405,
      'ERROR_RESOURCE_NOT_SUPPORTED',
      'The resource GET - invoicing/opportunities is not supported by Limited Books',
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
      operations_coverage: [
        { operation: 'invoicing.taxes.list', status: 'SUPPORTED' },
        { operation: 'invoicing.taxes.get', status: 'NOT_SUPPORTED' },
        { operation: 'invoicing.products.list', status: 'NOT_SUPPORTED' },
        { operation: 'invoicing.products.get', status: 'NOT_SUPPORTED' },
        { operation: 'invoicing.products.create', status: 'NOT_SUPPORTED' },
        { operation: 'invoicing.opportunities.list', status: 'NOT_SUPPORTED' },
        { operation: 'invoicing.opportunities.get', status: 'NOT_SUPPORTED' },
        { operation: 'invoicing.contacts.list', status: 'NOT_SUPPORTED' },
        { operation: 'invoicing.contacts.get', status: 'NOT_SUPPORTED' },
      ],
      credentials: [],
      supported_countries: null,
      local_agent: false,
    });
    const gql = await t.graphql(ErrIntegrations, {}, { token: account.token });
    const limited = gql.data?.integrations.find((i) => i.integrationId === 950);
    expect(limited?.operationsCoverage.filter((c) => c.status === 'SUPPORTED')).toEqual([
      { operation: 'invoicing.taxes.list', status: 'SUPPORTED' },
    ]);
    expect(limited?.operationsCoverage).toHaveLength(9);
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
      502,
      'ERROR_CONNECTOR_AUTHENTICATION',
      'Error while trying to authenticate to Locked Books',
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
    expectGqlError(gql, 400, 'ERROR_CONNECTOR_REQUEST', 'Error while trying to perform your request');
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
      body: { query: `{ consumer(id: "${id}") { invoicing { taxes { total } } } }` },
    });
    expect(gqlRes.status).toBe(500);
    expect(gqlRes.body.errors).toHaveLength(1);
    expect(gqlRes.body.errors[0].message).toBe('Internal server error');
    expect(gqlRes.body.errors[0].extensions).toEqual({ code: 'ERROR_INTERNAL', http: { status: 500 } });
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

  it('reports the same items on GraphQL as ERROR_VALIDATION', async () => {
    const gql = await t.graphql(
      ErrCreateWebhook,
      { input: { event: 'CONSUMER_CREATED', url: 'https://example.com/hook', signingSecret: long(101) } },
      { token: account.token },
    );
    expectGqlError(gql, 422, 'ERROR_VALIDATION', 'Validation error');
    expect(gql.errors![0]!.extensions.detail).toEqual([
      {
        loc: ['input', 'signingSecret'],
        msg: 'String should have at most 100 characters',
        type: 'string_too_long',
        ctx: { max_length: 100 },
      },
    ]);
    expect(await t.expect(200, 'GET', '/webhooks', { token: account.token })).toEqual([]);
  });

  it('reports every issue at once on GraphQL too', async () => {
    const gql = await t.graphql(
      ErrCreateWebhook,
      // The test event is a WebhookEvent, but no subscription can have it.
      { input: { event: 'WEBHOOK_TEST', url: longUrl, signingSecret: long(101) } },
      { token: account.token },
    );
    expectGqlError(gql, 422, 'ERROR_VALIDATION', 'Validation error');
    const detail = gql.errors![0]!.extensions.detail as { loc: unknown[]; type: string; ctx: unknown }[];
    expect(detail.map(({ loc, type, ctx }) => ({ loc, type, ctx }))).toEqual([
      {
        loc: ['input', 'event'],
        type: 'enum',
        ctx: { expected: expect.stringContaining('pms.order.closed') },
      },
      { loc: ['input', 'url'], type: 'string_too_long', ctx: { max_length: 500 } },
      { loc: ['input', 'signingSecret'], type: 'string_too_long', ctx: { max_length: 100 } },
    ]);
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
    expectGqlError(
      await t.graphql(
        ErrCreateWebhook,
        { input: { ...hook, event: 'CONSUMER_CREATED' } },
        { token: owner.token },
      ),
      400,
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
      expectGqlError(await t.graphql(ErrWebhook, { id }, { token }), 404, 'ERROR_WEBHOOK_NOT_FOUND', message);
      expectGqlError(
        await t.graphql(ErrUpdateWebhook, { id, input: { status: 'INACTIVE' } }, { token }),
        404,
        'ERROR_WEBHOOK_NOT_FOUND',
        message,
      );
      expectGqlError(
        await t.graphql(ErrDeleteWebhook, { id }, { token }),
        404,
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
    expectGqlError(
      await t.graphql(ErrCreateProduct, { id, input: { name: 'Lamp' } }, { token: account.token, headers }),
      409,
      'ERROR_IDEMPOTENCY_CONFLICT',
    );
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
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'ERROR_RATE_LIMITED',
      http: { status: 429 },
    });
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
      rawBody: JSON.stringify({ query: `{ consumers { id } }`, variables: { pad: 'x'.repeat(1024 * 1024) } }),
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
