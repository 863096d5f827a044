import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxConnectors } from '../../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../../src/connectors/sandbox/types.js';
import { errorCatalogue } from '../../src/errors.js';
import { webhookEvents } from '../../src/model/events.js';
import { operationsOfApi } from '../../src/model/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Contract §1 management endpoints (consumers, integrations, connections, webhooks) over REST and
 * their GraphQL counterparts (§7), with the error bodies of §2.
 */

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isoDateTimeRe = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const CONSUMER_KEYS = ['consumerid', 'email', 'internal_reference', 'name', 'redirect_url'];
const CONNECTION_KEYS = ['api', 'connectionid', 'data', 'integration', 'integrationid', 'name', 'status'];
const WEBHOOK_KEYS = [
  'accountid',
  'createdby',
  'createdon',
  'event',
  'integrationid',
  'status',
  'url',
  'webhookid',
];
const WEBHOOK_LOG_KEYS = [
  'accountid',
  'attempt',
  'createdon',
  'error',
  'event',
  'eventid',
  'httpstatus',
  'integrationid',
  'nextattempton',
  'responsebody',
  'url',
  'webhookid',
  'webhooklogid',
];

const CONSUMER_NOT_FOUND = {
  message: 'The specified consumer could not be found for this account',
  status: 'error',
  detail: errorCatalogue.ERROR_CONSUMER_NOT_FOUND.detail,
  error_code: 'ERROR_CONSUMER_NOT_FOUND',
};
const WEBHOOK_NOT_FOUND = {
  message: 'The specified webhook could not be found for this account',
  status: 'error',
  detail: errorCatalogue.ERROR_WEBHOOK_NOT_FOUND.detail,
  error_code: 'ERROR_WEBHOOK_NOT_FOUND',
};

interface ConsumerItem {
  consumerid: string;
  name: string;
  email: string | null;
  internal_reference: string | null;
  redirect_url: string | null;
}
interface ConnectionItem {
  connectionid: string;
  name: string;
  integration: string;
  integrationid: number;
  api: string;
  status: string;
  data: unknown;
}
interface WebhookItem {
  webhookid: string;
  accountid: string;
  createdon: string;
  event: string;
  url: string;
  status: string;
  createdby: string;
  integrationid: number | null;
}
interface ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: unknown;
}
interface ValidationBody {
  message: string;
  status: string;
  detail: ValidationItem[];
}
/** The 422 of POST/PATCH consumers and connections: Chift's ChiftError, the items in `errors`. */
interface ChiftValidationBody {
  message: string;
  status: string;
  detail: string;
  error_code: string;
  errors: ValidationItem[];
}
/** Chift's LinkItem: the signed connect page (a JWT) and the connection once created. */
interface LinkItem {
  url: string;
  connectionid?: string | null;
}
const connectUrlRe = /^http:\/\/127\.0\.0\.1:\d+\/connect\/[\w-]+\.[\w-]+\.[\w-]+$/;

const ConsumersQuery = graphql(`
  query MgmtConsumers($search: String) {
    consumers(search: $search) { totalCount nodes { id name email internalReference redirectUrl } }
  }
`);
const ConsumerQuery = graphql(`
  query MgmtConsumer($id: ID!) {
    consumer(id: $id) {
      id name email internalReference redirectUrl
      connections { id name integration integrationId api status data }
    }
  }
`);
const CreateConsumerMutation = graphql(`
  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {
    createConsumer(input: $input) {
      consumer { id name email internalReference redirectUrl }
      userErrors { code field message }
    }
  }
`);
const CreateConnectionMutation = graphql(`
  mutation MgmtCreateConnection($input: CreateConnectionInput!) {
    createConnection(input: $input) {
      linkedAccount { id name integration integrationId api status data }
      connectUrl
      userErrors { code field message }
    }
  }
`);
const IntegrationsQuery = graphql(`
  query MgmtIntegrations {
    integrations {
      integrationId name api status
      credentials { name optional }
      operationsCoverage { operation status }
    }
  }
`);
const WebhooksQuery = graphql(`
  query MgmtWebhooks {
    webhooks { totalCount nodes { id accountId createdOn event url status createdBy integrationId } }
  }
`);
const WebhookQuery = graphql(`
  query MgmtWebhook($id: ID!) {
    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }
  }
`);
const WebhookLogsQuery = graphql(`
  query MgmtWebhookLogs($id: ID!) {
    webhook(id: $id) {
      id
      logs {
        totalCount
        nodes { id webhookId event url accountId createdOn httpStatus integrationId }
      }
    }
  }
`);
const WebhookEventTypesQuery = graphql(`
  query MgmtWebhookEventTypes {
    webhookEventTypes { event name api }
  }
`);
const CreateWebhookMutation = graphql(`
  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      webhook { id accountId createdOn event url status createdBy integrationId }
      userErrors { code field message }
    }
  }
`);
const UpdateWebhookMutation = graphql(`
  mutation MgmtUpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      webhook { id accountId createdOn event url status createdBy integrationId }
      userErrors { code field message }
    }
  }
`);
const DeleteWebhookMutation = graphql(`
  mutation MgmtDeleteWebhook($id: ID!) {
    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }
  }
`);

/** The `Api` enum value GraphQL gives for REST's display name of an API. */
const apiEnum: Record<string, string> = {
  Account: 'ACCOUNT',
  Invoicing: 'INVOICING',
  'Point of Sale': 'POS',
  'Property Management System': 'PMS',
  Accounting: 'ACCOUNTING',
};
/** The `WebhookEvent` value of a dotted REST event name: `invoicing.product.created` → `INVOICING_PRODUCT_CREATED`, `account.consumer.created` → `CONSUMER_CREATED`. */
const eventEnum = (event: string) =>
  event
    .replace(/^account\./, '')
    .replace(/[.-]/g, '_')
    .toUpperCase();

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Management');
});

afterAll(async () => {
  await t?.close();
});

const createConsumer = (acc: TestAccount, body: Record<string, unknown>) =>
  t.expect<ConsumerItem>(200, 'POST', '/consumers', { token: acc.token, body });

const createWebhook = (acc: TestAccount, body: Record<string, unknown>) =>
  t.expect<WebhookItem>(200, 'POST', '/webhooks', { token: acc.token, body });

/** A unique receiver URL, so tests of one account never collide on (url, event). */
const receiver = (name = 'hook') => `https://receiver.example.com/${name}/${randomUUID()}`;

describe('consumers', () => {
  it('POST /consumers answers exactly the ConsumerItem', async () => {
    const body = await createConsumer(account, {
      name: 'Brasserie du Parc',
      email: 'owner@brasserie.example',
      internal_reference: 'CRM-001',
      redirect_url: 'https://app.example.com/return',
    });
    expect(Object.keys(body).sort()).toEqual(CONSUMER_KEYS);
    expect(body).toEqual({
      consumerid: expect.stringMatching(uuidRe),
      name: 'Brasserie du Parc',
      email: 'owner@brasserie.example',
      internal_reference: 'CRM-001',
      redirect_url: 'https://app.example.com/return',
    });
  });

  it('POST /consumers with only a name leaves the optional fields null', async () => {
    const body = await createConsumer(account, { name: 'Just a name' });
    expect(body).toEqual({
      consumerid: expect.stringMatching(uuidRe),
      name: 'Just a name',
      email: null,
      internal_reference: null,
      redirect_url: null,
    });
  });

  it('GET /consumers lists the account’s consumers in creation order', async () => {
    const acc = await t.newAccount();
    expect(await t.expect(200, 'GET', '/consumers', { token: acc.token })).toEqual([]);
    const a = await createConsumer(acc, { name: 'First' });
    const b = await createConsumer(acc, { name: 'Second', email: 'second@example.com' });
    const list = await t.expect<ConsumerItem[]>(200, 'GET', '/consumers', { token: acc.token });
    expect(list).toEqual([a, b]);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(CONSUMER_KEYS);
  });

  describe('?search= and ?internal_reference=', () => {
    let acc: TestAccount;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      acc = await t.newAccount();
      const rows: [string, Record<string, unknown>][] = [
        ['alpha', { name: 'Alpha Bakery', email: 'hello@alpha.example', internal_reference: 'REF-1' }],
        ['beta', { name: 'Beta Hotel', email: 'desk@BETA-HOTELS.example', internal_reference: 'REF-10' }],
        ['gamma', { name: 'Gamma', email: null, internal_reference: 'ref-1' }],
        ['percent', { name: '100% Coffee' }],
        ['nopercent', { name: '1000 Coffee' }],
        ['underscore', { name: 'snake_case shop' }],
        ['nounderscore', { name: 'snakeXcase shop' }],
        ['backslash', { name: 'back\\slash' }],
      ];
      for (const [key, body] of rows) ids[key] = (await createConsumer(acc, body)).consumerid;
    });

    const search = async (query: string) =>
      (await t.expect<ConsumerItem[]>(200, 'GET', `/consumers?${query}`, { token: acc.token })).map(
        (c) => c.consumerid,
      );

    it('matches the name, case-insensitively', async () => {
      expect(await search('search=bakery')).toEqual([ids.alpha]);
      expect(await search('search=HOTEL')).toEqual([ids.beta]);
    });

    it('matches the email, case-insensitively', async () => {
      expect(await search('search=beta-hotels')).toEqual([ids.beta]);
      expect(await search('search=ALPHA.EXAMPLE')).toEqual([ids.alpha]);
    });

    it('matches the internal reference, case-insensitively', async () => {
      expect(await search('search=ref-1')).toEqual([ids.alpha, ids.beta, ids.gamma]);
      expect(await search('search=REF-10')).toEqual([ids.beta]);
    });

    it('treats % and _ (and \\) literally', async () => {
      expect(await search(`search=${encodeURIComponent('%')}`)).toEqual([ids.percent]);
      expect(await search(`search=${encodeURIComponent('0% C')}`)).toEqual([ids.percent]);
      expect(await search(`search=${encodeURIComponent('snake_case')}`)).toEqual([ids.underscore]);
      expect(await search(`search=${encodeURIComponent('\\')}`)).toEqual([ids.backslash]);
    });

    it('answers an empty list when nothing matches', async () => {
      expect(await search('search=nothing-like-this')).toEqual([]);
    });

    it('?internal_reference= is an exact match', async () => {
      expect(await search('internal_reference=REF-1')).toEqual([ids.alpha]);
      expect(await search('internal_reference=ref-1')).toEqual([ids.gamma]);
      expect(await search('internal_reference=REF')).toEqual([]);
    });

    it('GraphQL consumers(search) filters the same way', async () => {
      const res = await t.graphql(ConsumersQuery, { search: 'Coffee' }, { token: acc.token });
      expect(res.errors).toBeUndefined();
      expect(res.data?.consumers?.nodes.map((c) => c.id)).toEqual([ids.percent, ids.nopercent]);
      expect(res.data?.consumers?.totalCount).toBe(2);
      const percent = await t.graphql(ConsumersQuery, { search: '%' }, { token: acc.token });
      expect(percent.data?.consumers).toEqual({
        totalCount: 1,
        nodes: [
          { id: ids.percent, name: '100% Coffee', email: null, internalReference: null, redirectUrl: null },
        ],
      });
      const all = await t.graphql(ConsumersQuery, {}, { token: acc.token });
      expect(all.data?.consumers?.nodes.map((c) => c.id)).toEqual(Object.values(ids));
      expect(all.data?.consumers?.totalCount).toBe(8);
    });
  });

  it('GET /consumers/{id} answers the item; unknown → 404 ERROR_CONSUMER_NOT_FOUND', async () => {
    const created = await createConsumer(account, { name: 'Get me', internal_reference: 'X' });
    expect(await t.expect(200, 'GET', `/consumers/${created.consumerid}`, { token: account.token })).toEqual(
      created,
    );
    expect(await t.expect(404, 'GET', `/consumers/${randomUUID()}`, { token: account.token })).toEqual(
      CONSUMER_NOT_FOUND,
    );
  });

  it('GET /consumers/{id} with a malformed id → 422 uuid_parsing on the path', async () => {
    const body = await t.expect<ValidationBody>(422, 'GET', '/consumers/not-a-uuid', {
      token: account.token,
    });
    expect(body.message).toBe('Validation error');
    expect(body.status).toBe('error');
    expect(body.detail).toHaveLength(1);
    expect(body.detail[0]).toMatchObject({
      loc: ['path', 'consumer_id'],
      type: 'uuid_parsing',
      input: 'not-a-uuid',
    });
  });

  it('GraphQL consumer(id) answers the consumer; absent → 200, null and one ERROR_CONSUMER_NOT_FOUND at its path', async () => {
    const created = await createConsumer(account, { name: 'GraphQL one', email: 'g@example.com' });
    const ok = await t.graphql(ConsumerQuery, { id: created.consumerid }, { token: account.token });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.consumer).toEqual({
      id: created.consumerid,
      name: 'GraphQL one',
      email: 'g@example.com',
      internalReference: null,
      redirectUrl: null,
      connections: [],
    });
    const missing = await t.graphql(ConsumerQuery, { id: randomUUID() }, { token: account.token });
    expect(missing.status).toBe(200);
    expect(missing.data).toEqual({ consumer: null });
    expect(missing.errors).toHaveLength(1);
    expect(missing.errors?.[0]?.path).toEqual(['consumer']);
    expect(missing.errors?.[0]?.extensions?.code).toBe('ERROR_CONSUMER_NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe(CONSUMER_NOT_FOUND.message);
  });

  it('GraphQL errors carry extensions.code and no extensions.http; the status stays 200 (contract §7)', async () => {
    const missing = await t.graphql(ConsumerQuery, { id: randomUUID() }, { token: account.token });
    expect(missing.status).toBe(200);
    expect(missing.errors?.[0]?.extensions?.code).toBe('ERROR_CONSUMER_NOT_FOUND');
    expect(missing.errors?.[0]?.extensions).not.toHaveProperty('http');
  });

  it('GraphQL createConsumer creates what REST then reads', async () => {
    const res = await t.graphql(
      CreateConsumerMutation,
      { input: { name: 'Via GraphQL', email: 'via@example.com', internalReference: 'GQL-7' } },
      { token: account.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createConsumer.userErrors).toEqual([]);
    const created = res.data!.createConsumer.consumer!;
    expect(created).toEqual({
      id: expect.stringMatching(uuidRe),
      name: 'Via GraphQL',
      email: 'via@example.com',
      internalReference: 'GQL-7',
      redirectUrl: null,
    });
    expect(await t.expect(200, 'GET', `/consumers/${created.id}`, { token: account.token })).toEqual({
      consumerid: created.id,
      name: 'Via GraphQL',
      email: 'via@example.com',
      internal_reference: 'GQL-7',
      redirect_url: null,
    });
  });

  it('GraphQL createConsumer with a bad email → 200, a userError ERROR_VALIDATION at input.email, nothing created', async () => {
    const acc = await t.newAccount();
    const res = await t.graphql(
      CreateConsumerMutation,
      { input: { name: 'Bad email', email: 'not-an-email' } },
      { token: acc.token },
    );
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      createConsumer: {
        consumer: null,
        userErrors: [
          {
            code: 'ERROR_VALIDATION',
            field: ['input', 'email'],
            message: 'email: value is not a valid email address',
          },
        ],
      },
    });
    expect(await t.expect(200, 'GET', '/consumers', { token: acc.token })).toEqual([]);
  });

  it('PATCH /consumers/{id} changes only the given fields; null clears the email', async () => {
    const created = await createConsumer(account, {
      name: 'Before',
      email: 'before@example.com',
      internal_reference: 'P-1',
      redirect_url: 'https://example.com/r',
    });
    const path = `/consumers/${created.consumerid}`;
    const renamed = await t.expect(200, 'PATCH', path, { token: account.token, body: { name: 'After' } });
    expect(renamed).toEqual({ ...created, name: 'After' });

    const cleared = await t.expect(200, 'PATCH', path, { token: account.token, body: { email: null } });
    expect(cleared).toEqual({ ...created, name: 'After', email: null });

    const reref = await t.expect(200, 'PATCH', path, {
      token: account.token,
      body: { internal_reference: 'P-2', redirect_url: null },
    });
    expect(reref).toEqual({
      consumerid: created.consumerid,
      name: 'After',
      email: null,
      internal_reference: 'P-2',
      redirect_url: null,
    });
    // Persisted, not just echoed.
    expect(await t.expect(200, 'GET', path, { token: account.token })).toEqual(reref);
  });

  it('PATCH /consumers/{id}: unknown id → 404, bad email → 422 ChiftError; name null leaves the name', async () => {
    expect(
      await t.expect(404, 'PATCH', `/consumers/${randomUUID()}`, {
        token: account.token,
        body: { name: 'x' },
      }),
    ).toEqual(CONSUMER_NOT_FOUND);
    const created = await createConsumer(account, { name: 'Patch validation', email: 'keep@example.com' });
    const path = `/consumers/${created.consumerid}`;
    const bad = await t.expect<ChiftValidationBody>(422, 'PATCH', path, {
      token: account.token,
      body: { email: 'nope' },
    });
    expect(bad).toEqual({
      message: 'Validation error',
      status: 'error',
      detail: 'body.email: value is not a valid email address',
      error_code: 'ERROR_VALIDATION',
      errors: [
        {
          loc: ['body', 'email'],
          msg: 'value is not a valid email address',
          type: 'value_error',
          input: 'nope',
        },
      ],
    });
    // Nothing changed.
    expect(await t.expect(200, 'GET', path, { token: account.token })).toEqual(created);
    // Chift's UpdateConsumerItem declares name nullable: null is accepted and, as a consumer
    // always has a name, leaves it as it was (contract §0).
    expect(await t.expect(200, 'PATCH', path, { token: account.token, body: { name: null } })).toEqual(
      created,
    );
    expect(await t.expect(200, 'GET', path, { token: account.token })).toEqual(created);
  });

  it('DELETE /consumers/{id} answers 204 without a body, then 404, and its connections are gone', async () => {
    const acc = await t.newAccount();
    const { consumerId, connectionIds } = await t.newConsumer(acc, [1, 2, 3]);
    await t.expect<ConsumerItem>(200, 'GET', `/consumers/${consumerId}`, { token: acc.token });
    const deleted = await t.request('DELETE', `/consumers/${consumerId}`, { token: acc.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await t.expect(404, 'GET', `/consumers/${consumerId}`, { token: acc.token })).toEqual(
      CONSUMER_NOT_FOUND,
    );
    expect(await t.expect(404, 'DELETE', `/consumers/${consumerId}`, { token: acc.token })).toEqual(
      CONSUMER_NOT_FOUND,
    );
    expect(await t.expect(404, 'GET', `/consumers/${consumerId}/connections`, { token: acc.token })).toEqual(
      CONSUMER_NOT_FOUND,
    );
    expect(await t.expect(200, 'GET', '/consumers', { token: acc.token })).toEqual([]);
    const rows = await t.app.store.db.query<{ n: number }>(
      'select count(*)::int as n from connections where id = any($1::uuid[])',
      [connectionIds],
    );
    expect(rows[0]?.n).toBe(0);
    const sandbox = await t.app.store.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_records where connection_id = any($1::uuid[])',
      [connectionIds],
    );
    expect(sandbox[0]?.n).toBe(0);
  });

  it('POST /consumers validation: bad email, missing name, unknown field → 422 ChiftError', async () => {
    const badEmail = await t.expect<ChiftValidationBody>(422, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'x', email: 'not-an-email' },
    });
    expect(badEmail.message).toBe('Validation error');
    expect(badEmail.status).toBe('error');
    expect(badEmail.error_code).toBe('ERROR_VALIDATION');
    expect(badEmail.detail).toBe('body.email: value is not a valid email address');
    expect(badEmail.errors).toHaveLength(1);
    expect(badEmail.errors[0]).toMatchObject({ loc: ['body', 'email'], input: 'not-an-email' });

    const missing = await t.expect<ChiftValidationBody>(422, 'POST', '/consumers', {
      token: account.token,
      body: { email: 'a@example.com' },
    });
    expect(missing).toEqual({
      message: 'Validation error',
      status: 'error',
      detail: 'body.name: Field required',
      error_code: 'ERROR_VALIDATION',
      errors: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }],
    });

    const extra = await t.expect<ChiftValidationBody>(422, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'x', colour: 'blue' },
    });
    expect(extra.detail).toBe('body.colour: Extra inputs are not permitted');
    expect(extra.errors).toEqual([
      { loc: ['body', 'colour'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ]);

    const noBody = await t.expect<ChiftValidationBody>(422, 'POST', '/consumers', { token: account.token });
    expect(noBody.error_code).toBe('ERROR_VALIDATION');
    expect(noBody.errors[0]).toMatchObject({ type: 'missing' });
  });
});

describe('integrations', () => {
  // The capabilities each Sandbox connector declares: the coverage must say SUPPORTED for exactly
  // those, NOT_SUPPORTED elsewhere, for every operation of the API in the order the model declares
  // them (read from the declarations: an operation added to the model is expected without an edit).
  const definitions = createSandboxConnectors({} as SandboxRepository);
  const coverage = (integrationid: number, operations: string[]) => {
    const declared: readonly string[] = definitions.find(
      (d) => d.integrationId === integrationid,
    )!.capabilities;
    return operations.map((operation) => ({
      operation,
      status: declared.includes(operation) ? 'SUPPORTED' : 'NOT_SUPPORTED',
    }));
  };
  const image = (id: number, kind: 'logo' | 'icon') => `${t.url}/integrations/${id}/${kind}.svg`;
  // Built when a test runs: the image links name the server of the test app, made in beforeAll.
  const expected = () => [
    {
      integrationid: 1,
      name: 'Sandbox Invoicing',
      description:
        'Demo invoicing data kept by Lintel itself: tax codes, products, opportunities, contacts, invoices and credit notes (paid, partially paid, unpaid), payments, payment methods, two bank accounts with transactions',
      status: 'active',
      api: 'Invoicing',
      logo_url: image(1, 'logo'),
      icon_url: image(1, 'icon'),
      post_connections: [],
      operations_coverage: coverage(1, operationsOfApi('invoicing')),
      credentials: [],
      supported_countries: null,
      local_agent: false,
    },
    {
      integrationid: 2,
      name: 'Sandbox POS',
      description:
        'Demo point-of-sale data kept by Lintel itself: a coffee chain with shops in Brussels, Antwerp and Lisbon, a month of orders with payments and refunds, daily closures, products, customers',
      status: 'active',
      api: 'Point of Sale',
      logo_url: image(2, 'logo'),
      icon_url: image(2, 'icon'),
      post_connections: [],
      operations_coverage: coverage(2, operationsOfApi('pos')),
      credentials: [],
      supported_countries: null,
      local_agent: false,
    },
    {
      integrationid: 3,
      name: 'Sandbox PMS',
      description:
        'Demo hotel data kept by Lintel itself: three properties (Brussels, Antwerp, Lisbon) with tax rates, ' +
        'orders, closed bills as invoices with their payments (card, cash, company transfer), guests and ' +
        'companies, payment methods and accounting categories with ledger accounts, journal lines and daily closures',
      status: 'active',
      api: 'Property Management System',
      logo_url: image(3, 'logo'),
      icon_url: image(3, 'icon'),
      post_connections: [],
      operations_coverage: coverage(3, operationsOfApi('pms')),
      credentials: [],
      supported_countries: null,
      local_agent: false,
    },
  ];

  it('the Sandbox connectors serve at least the operations of the spec', () => {
    const supported = expected().flatMap((i) =>
      i.operations_coverage.filter((c) => c.status === 'SUPPORTED').map((c) => c.operation),
    );
    expect(supported).toEqual(
      expect.arrayContaining([
        'invoicing.taxes.list',
        'invoicing.products.create',
        'invoicing.opportunities.list',
        'invoicing.contacts.get',
        'pos.modifiers.list',
        'pms.taxes.list',
        'pms.orders.list',
      ]),
    );
  });

  it('GET /integrations lists the Sandbox integrations 1, 2, 3 with their capability matrix', async () => {
    const body = await t.expect<{ integrationid: number }[]>(200, 'GET', '/integrations', {
      token: account.token,
    });
    // Vendor connectors (10, 20, 30) follow the Sandbox ones; their matrix is tested with them.
    expect(body.filter((i) => i.integrationid <= 3)).toEqual(expected());
    for (const item of body) expect(Object.keys(item).sort()).toEqual(Object.keys(expected()[0]!).sort());
    expect(body.map((i) => i.integrationid)).toEqual(
      [...body.map((i) => i.integrationid)].sort((a, b) => a - b),
    );
  });

  it('GraphQL integrations answers the same matrix', async () => {
    const res = await t.graphql(IntegrationsQuery, {}, { token: account.token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.integrations.filter((i) => i.integrationId <= 3)).toEqual(
      expected().map((i) => ({
        integrationId: i.integrationid,
        name: i.name,
        api: apiEnum[i.api],
        status: i.status.toUpperCase(),
        credentials: i.credentials,
        operationsCoverage: i.operations_coverage,
      })),
    );
  });

  it('GET /integrations without a token → 401', async () => {
    const res = await t.request('GET', '/integrations');
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('ERROR_CHIFT_AUTHENTICATION_ERROR');
  });
});

describe('connections', () => {
  const sandbox = [
    { integrationid: 1, integration: 'Sandbox Invoicing', api: 'Invoicing' },
    { integrationid: 2, integration: 'Sandbox POS', api: 'Point of Sale' },
    { integrationid: 3, integration: 'Sandbox PMS', api: 'Property Management System' },
  ];

  it('POST creates one per Sandbox integration and answers its LinkItem; the items never carry credentials', async () => {
    const consumer = await createConsumer(account, { name: 'Connector' });
    const base = `/consumers/${consumer.consumerid}/connections`;
    const created: ConnectionItem[] = [];
    for (const s of sandbox) {
      const res = await t.request<LinkItem>('POST', base, {
        token: account.token,
        body: { integrationid: s.integrationid },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({
        url: expect.stringMatching(connectUrlRe),
        connectionid: expect.stringMatching(uuidRe),
      });
      expect(res.text).not.toContain('credentials');
      created.push({
        connectionid: res.body.connectionid!,
        name: s.integration,
        integration: s.integration,
        integrationid: s.integrationid,
        api: s.api,
        status: 'active',
        data: {},
      });
    }
    const list = await t.request<ConnectionItem[]>('GET', base, { token: account.token });
    expect(list.status).toBe(200);
    for (const item of list.body) expect(Object.keys(item).sort()).toEqual(CONNECTION_KEYS);
    expect(list.body).toEqual(created);
    expect(list.text).not.toContain('credentials');
  });

  it('POST with only redirect answers a LinkItem without connectionid (the key is absent, not null)', async () => {
    const consumer = await createConsumer(account, { name: 'Connects later' });
    const res = await t.request<LinkItem>('POST', `/consumers/${consumer.consumerid}/connections`, {
      token: account.token,
      body: { redirect: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(connectUrlRe) });
    expect(Object.keys(res.body)).toEqual(['url']);
    expect(
      await t.expect<ConnectionItem[]>(200, 'GET', `/consumers/${consumer.consumerid}/connections`, {
        token: account.token,
      }),
    ).toEqual([]);
  });

  it('POST takes a name; GraphQL createConnection and consumer.connections agree with REST', async () => {
    const consumer = await createConsumer(account, { name: 'Named connections' });
    const rest = await t.expect<LinkItem>(200, 'POST', `/consumers/${consumer.consumerid}/connections`, {
      token: account.token,
      body: { integrationid: 2, name: 'Main till', credentials: [] },
    });
    expect(rest).toEqual({
      url: expect.stringMatching(connectUrlRe),
      connectionid: expect.stringMatching(uuidRe),
    });
    expect(
      await t.expect<ConnectionItem[]>(200, 'GET', `/consumers/${consumer.consumerid}/connections`, {
        token: account.token,
      }),
    ).toEqual([
      {
        connectionid: rest.connectionid,
        name: 'Main till',
        integration: 'Sandbox POS',
        integrationid: 2,
        api: 'Point of Sale',
        status: 'active',
        data: {},
      },
    ]);
    const res = await t.graphql(
      CreateConnectionMutation,
      { input: { consumerId: consumer.consumerid, integrationId: 3, name: 'Hotel' } },
      { token: account.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createConnection).toEqual({
      linkedAccount: {
        id: expect.stringMatching(uuidRe),
        name: 'Hotel',
        integration: 'Sandbox PMS',
        integrationId: 3,
        api: 'PMS',
        status: 'ACTIVE',
        data: {},
      },
      // REST's LinkItem.url: the connect page of the new connection.
      connectUrl: expect.stringMatching(connectUrlRe),
      userErrors: [],
    });
    const read = await t.graphql(ConsumerQuery, { id: consumer.consumerid }, { token: account.token });
    expect(read.data?.consumer?.connections).toEqual([
      {
        id: rest.connectionid,
        name: 'Main till',
        integration: 'Sandbox POS',
        integrationId: 2,
        api: 'POS',
        status: 'ACTIVE',
        data: {},
      },
      res.data?.createConnection.linkedAccount,
    ]);
    // The new connection serves its API at once (seeded Sandbox data).
    const taxes = await t.expect(200, 'GET', `/consumers/${consumer.consumerid}/pms/taxes`, {
      token: account.token,
    });
    expect(taxes.total).toBeGreaterThan(0);
  });

  it('PATCH changes the name and the status; an inactive connection no longer serves its API', async () => {
    const { consumerId, connectionIds } = await t.newConsumer(account, [2]);
    const path = `/consumers/${consumerId}/connections/${connectionIds[0]}`;
    const list = `/consumers/${consumerId}/connections`;
    const renamed = await t.expect<LinkItem>(200, 'PATCH', path, {
      token: account.token,
      body: { name: 'Renamed' },
    });
    expect(renamed).toEqual({ url: expect.stringMatching(connectUrlRe), connectionid: connectionIds[0] });
    const item = {
      connectionid: connectionIds[0],
      name: 'Renamed',
      integration: 'Sandbox POS',
      integrationid: 2,
      api: 'Point of Sale',
      status: 'active',
      data: {},
    };
    expect(await t.expect(200, 'GET', list, { token: account.token })).toEqual([item]);
    const inactive = await t.expect<LinkItem>(200, 'PATCH', path, {
      token: account.token,
      body: { status: 'inactive' },
    });
    expect(inactive).toEqual({ url: expect.stringMatching(connectUrlRe), connectionid: connectionIds[0] });
    expect(await t.expect(200, 'GET', list, { token: account.token })).toEqual([
      { ...item, status: 'inactive' },
    ]);
    const refused = await t.expect(400, 'GET', `/consumers/${consumerId}/pos/modifiers`, {
      token: account.token,
    });
    expect(refused.error_code).toBe('ERROR_NO_ACTIVE_CONNECTION');

    const bad = await t.expect<ChiftValidationBody>(422, 'PATCH', path, {
      token: account.token,
      body: { status: 'paused' },
    });
    expect(bad.error_code).toBe('ERROR_VALIDATION');
    expect(bad.detail).toBe("body.status: Input should be 'active' or 'inactive'");
    expect(bad.errors.map((d) => d.loc)).toEqual([['body', 'status']]);
    expect(await t.expect(200, 'GET', list, { token: account.token })).toEqual([
      { ...item, status: 'inactive' },
    ]);
  });

  it('DELETE answers 204 without a body, then the connection is gone', async () => {
    const { consumerId, connectionIds } = await t.newConsumer(account, [1, 3]);
    const list = await t.expect<ConnectionItem[]>(200, 'GET', `/consumers/${consumerId}/connections`, {
      token: account.token,
    });
    expect(list.map((c) => c.connectionid)).toEqual(connectionIds);
    const path = `/consumers/${consumerId}/connections/${connectionIds[0]}`;
    const deleted = await t.request('DELETE', path, { token: account.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(
      await t.expect(200, 'GET', `/consumers/${consumerId}/connections`, { token: account.token }),
    ).toEqual([list[1]]);
    const again = await t.expect(404, 'DELETE', path, { token: account.token });
    expect(again.error_code).toBe('ERROR_CONNECTION_NOT_FOUND');
    const noInvoicing = await t.expect(400, 'GET', `/consumers/${consumerId}/invoicing/taxes`, {
      token: account.token,
    });
    expect(noInvoicing.error_code).toBe('ERROR_NO_ACTIVE_CONNECTION');
  });

  it('POST with an unknown integrationid → 422 at body.integrationid', async () => {
    const consumer = await createConsumer(account, { name: 'Unknown integration' });
    const body = await t.expect<ChiftValidationBody>(
      422,
      'POST',
      `/consumers/${consumer.consumerid}/connections`,
      {
        token: account.token,
        body: { integrationid: 999 },
      },
    );
    expect(body.message).toBe('Validation error');
    expect(body.error_code).toBe('ERROR_VALIDATION');
    expect(body.detail).toBe(`body.integrationid: ${body.errors[0]?.msg}`);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ loc: ['body', 'integrationid'], input: 999 });
    expect(
      await t.expect(200, 'GET', `/consumers/${consumer.consumerid}/connections`, { token: account.token }),
    ).toEqual([]);
  });

  it('POST with a credential the integration does not take → 422, nothing created', async () => {
    const consumer = await createConsumer(account, { name: 'Unknown credential' });
    const body = await t.expect<ChiftValidationBody>(
      422,
      'POST',
      `/consumers/${consumer.consumerid}/connections`,
      {
        token: account.token,
        body: { integrationid: 1, credentials: [{ key: 'api_key', value: 'sk_live_should_not_leak' }] },
      },
    );
    expect(body.error_code).toBe('ERROR_VALIDATION');
    expect(body.detail).toBe(`body.credentials.0.key: ${body.errors[0]?.msg}`);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      loc: ['body', 'credentials', 0, 'key'],
      type: 'extra_forbidden',
      input: 'api_key',
    });
    expect(JSON.stringify(body)).not.toContain('sk_live_should_not_leak');
    expect(
      await t.expect(200, 'GET', `/consumers/${consumer.consumerid}/connections`, { token: account.token }),
    ).toEqual([]);
  });

  it('POST for an unknown consumer → 404 ERROR_CONSUMER_NOT_FOUND', async () => {
    expect(
      await t.expect(404, 'POST', `/consumers/${randomUUID()}/connections`, {
        token: account.token,
        body: { integrationid: 1 },
      }),
    ).toEqual(CONSUMER_NOT_FOUND);
  });

  it('a connection of another consumer named in the path → 404, and it is left as it was', async () => {
    const owner = await t.newConsumer(account, [1]);
    const other = await t.newConsumer(account, [1]);
    const foreign = `/consumers/${other.consumerId}/connections/${owner.connectionIds[0]}`;
    const before = await t.expect(200, 'GET', `/consumers/${owner.consumerId}/connections`, {
      token: account.token,
    });
    const patch = await t.expect(404, 'PATCH', foreign, { token: account.token, body: { name: 'Hijacked' } });
    expect(patch).toMatchObject({
      status: 'error',
      error_code: 'ERROR_CONNECTION_NOT_FOUND',
      message: 'The specified connection could not be found for this consumer',
    });
    const del = await t.expect(404, 'DELETE', foreign, { token: account.token });
    expect(del.error_code).toBe('ERROR_CONNECTION_NOT_FOUND');
    expect(
      await t.expect(200, 'GET', `/consumers/${owner.consumerId}/connections`, { token: account.token }),
    ).toEqual(before);
  });
});

describe('webhooks', () => {
  it('GET /webhooks/list names exactly the events of src/model/events.ts', async () => {
    const expected = webhookEvents.map((e) => ({ event: e.event, api: e.api }));
    expect(await t.expect(200, 'GET', '/webhooks/list', { token: account.token })).toEqual(expected);
    const res = await t.graphql(WebhookEventTypesQuery, {}, { token: account.token });
    expect(res.errors).toBeUndefined();
    // GraphQL: the event as a `WebhookEvent` value, its dotted REST name, its API as an `Api` value.
    expect(res.data?.webhookEventTypes).toEqual(
      expected.map((e) => ({ event: eventEnum(e.event), name: e.event, api: apiEnum[e.api] })),
    );
  });

  it('GET /webhooks/list includes the contract’s minimum events', async () => {
    const events = (
      await t.expect<{ event: string; api: string }[]>(200, 'GET', '/webhooks/list', { token: account.token })
    ).map((e) => e.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'account.consumer.created',
        'account.consumer.updated',
        'account.consumer.deleted',
        'account.connection.created',
        'account.connection.updated',
        'account.connection.deleted',
        'invoicing.product.created',
      ]),
    );
  });

  it('POST /webhooks creates an active instance; the signing secret is never returned', async () => {
    const acc = await t.newAccount();
    const secret = `whsec_${randomUUID().replaceAll('-', '')}`;
    const url = receiver();
    const started = Date.now();
    const res = await t.request<WebhookItem>('POST', '/webhooks', {
      token: acc.token,
      body: { event: 'account.consumer.created', url, signingsecret: secret },
    });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(WEBHOOK_KEYS);
    expect(res.body).toEqual({
      webhookid: expect.stringMatching(uuidRe),
      accountid: acc.accountId,
      createdon: expect.stringMatching(isoDateTimeRe),
      event: 'account.consumer.created',
      url,
      status: 'active',
      createdby: acc.clientId,
      integrationid: null,
    });
    expect(Math.abs(Date.parse(res.body.createdon) - started)).toBeLessThan(60_000);
    expect(res.text).not.toContain(secret);
    expect(res.text.toLowerCase()).not.toContain('signingsecret');

    const one = await t.request('GET', `/webhooks/${res.body.webhookid}`, { token: acc.token });
    expect(one.body).toEqual(res.body);
    expect(one.text).not.toContain(secret);
    const all = await t.request('GET', '/webhooks', { token: acc.token });
    expect(all.body).toEqual([res.body]);
    expect(all.text).not.toContain(secret);
    const gql = await t.request('POST', '/graphql', {
      token: acc.token,
      body: {
        query: `{ webhooks { nodes { id accountId createdOn event url status createdBy integrationId } }
                  webhook(id: "${res.body.webhookid}") { id url } }`,
      },
    });
    expect(gql.status, gql.text).toBe(200);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.webhooks.nodes.map((w: { id: string }) => w.id)).toEqual([res.body.webhookid]);
    expect(gql.body.data.webhook.id).toBe(res.body.webhookid);
    expect(gql.text).not.toContain(secret);
  });

  it('POST /webhooks takes an integrationid serving the event’s API', async () => {
    const created = await createWebhook(account, {
      event: 'invoicing.product.created',
      url: receiver(),
      integrationid: 1,
    });
    expect(created.integrationid).toBe(1);
    // Account events may be narrowed to any integration.
    const accountEvent = await createWebhook(account, {
      event: 'account.connection.created',
      url: receiver(),
      integrationid: 3,
    });
    expect(accountEvent.integrationid).toBe(3);
  });

  it('POST /webhooks with an integrationid of another API → 422 at body.integrationid', async () => {
    const body = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'invoicing.product.created', url: receiver(), integrationid: 2 },
    });
    expect(body.detail).toHaveLength(1);
    expect(body.detail[0]).toMatchObject({ loc: ['body', 'integrationid'], input: 2 });
    const unknown = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'pms.order.closed', url: receiver(), integrationid: 4242 },
    });
    expect(unknown.detail[0]).toMatchObject({ loc: ['body', 'integrationid'] });
  });

  it('POST /webhooks with an unknown event → 422 at body.event', async () => {
    const body = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'invoicing.unicorn.created', url: receiver() },
    });
    expect(body).toMatchObject({ message: 'Validation error', status: 'error' });
    expect(body.detail).toHaveLength(1);
    expect(body.detail[0]).toMatchObject({ loc: ['body', 'event'], input: 'invoicing.unicorn.created' });
    // The test event is sent by the test endpoint only; it cannot be subscribed to.
    const testEvent = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.webhook.test', url: receiver() },
    });
    expect(testEvent.detail[0]).toMatchObject({ loc: ['body', 'event'] });
  });

  it('POST /webhooks validation: missing url, bad url, unknown field → 422', async () => {
    const missing = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created' },
    });
    expect(missing.detail).toEqual([{ loc: ['body', 'url'], msg: 'Field required', type: 'missing' }]);
    const badUrl = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: 'ftp://example.com/x' },
    });
    expect(badUrl.detail.map((d) => d.loc)).toEqual([['body', 'url']]);
    const extra = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: receiver(), secret: 'x' },
    });
    expect(extra.detail.map((d) => [d.loc, d.type])).toEqual([[['body', 'secret'], 'extra_forbidden']]);
  });

  it('the same url and event again → 400 ERROR_WEBHOOK_DUPLICATE; same url, other event → 200', async () => {
    const url = receiver('dup');
    await createWebhook(account, { event: 'account.consumer.updated', url });
    const dup = await t.expect(400, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.updated', url, signingsecret: 'another' },
    });
    expect(dup).toEqual({
      message: 'There is already an existing webhook with the same url and type',
      status: 'error',
      detail: errorCatalogue.ERROR_WEBHOOK_DUPLICATE.detail,
      error_code: 'ERROR_WEBHOOK_DUPLICATE',
    });
    const other = await createWebhook(account, { event: 'account.consumer.deleted', url });
    expect(other).toMatchObject({ event: 'account.consumer.deleted', url, status: 'active' });
    // Another account may subscribe the same url and event.
    const acc = await t.newAccount();
    await createWebhook(acc, { event: 'account.consumer.updated', url });
  });

  it('GET /webhooks/{id} answers the instance; unknown → 404 ERROR_WEBHOOK_NOT_FOUND', async () => {
    const created = await createWebhook(account, { event: 'pms.order.closed', url: receiver() });
    expect(await t.expect(200, 'GET', `/webhooks/${created.webhookid}`, { token: account.token })).toEqual(
      created,
    );
    expect(await t.expect(404, 'GET', `/webhooks/${randomUUID()}`, { token: account.token })).toEqual(
      WEBHOOK_NOT_FOUND,
    );
    expect(await t.expect(404, 'GET', `/webhooks/${randomUUID()}/logs`, { token: account.token })).toEqual(
      WEBHOOK_NOT_FOUND,
    );
  });

  it('GET /webhooks lists the account’s instances', async () => {
    const acc = await t.newAccount();
    expect(await t.expect(200, 'GET', '/webhooks', { token: acc.token })).toEqual([]);
    const a = await createWebhook(acc, { event: 'account.consumer.created', url: receiver() });
    const b = await createWebhook(acc, { event: 'invoicing.opportunity.created', url: receiver() });
    const list = await t.expect<WebhookItem[]>(200, 'GET', '/webhooks', { token: acc.token });
    expect(list).toHaveLength(2);
    expect(list).toEqual(expect.arrayContaining([a, b]));
  });

  it('PATCH /webhooks/{id} changes url, status and signing secret', async () => {
    const created = await createWebhook(account, {
      event: 'invoicing.opportunity.updated',
      url: receiver(),
      signingsecret: 'first-secret-value',
    });
    const path = `/webhooks/${created.webhookid}`;
    const newUrl = receiver('moved');
    const moved = await t.expect(200, 'PATCH', path, { token: account.token, body: { url: newUrl } });
    expect(moved).toEqual({ ...created, url: newUrl });
    const paused = await t.expect(200, 'PATCH', path, { token: account.token, body: { status: 'inactive' } });
    expect(paused).toEqual({ ...created, url: newUrl, status: 'inactive' });

    expect(await t.app.store.webhooks.signingSecret(created.webhookid)).toBe('first-secret-value');
    const rotated = await t.request('PATCH', path, {
      token: account.token,
      body: { signingsecret: 'second-secret-value' },
    });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body).toEqual(paused);
    expect(rotated.text).not.toContain('second-secret-value');
    expect(await t.app.store.webhooks.signingSecret(created.webhookid)).toBe('second-secret-value');

    const reactivated = await t.expect(200, 'PATCH', path, {
      token: account.token,
      body: { status: 'active' },
    });
    expect(reactivated).toEqual({ ...created, url: newUrl });
    expect(await t.expect(200, 'GET', path, { token: account.token })).toEqual(reactivated);

    const badStatus = await t.expect<ValidationBody>(422, 'PATCH', path, {
      token: account.token,
      body: { status: 'paused' },
    });
    expect(badStatus.detail.map((d) => d.loc)).toEqual([['body', 'status']]);
    expect(
      await t.expect(404, 'PATCH', `/webhooks/${randomUUID()}`, {
        token: account.token,
        body: { status: 'active' },
      }),
    ).toEqual(WEBHOOK_NOT_FOUND);
  });

  it('PATCH /webhooks/{id} onto the url of a sibling with the same event → 400 ERROR_WEBHOOK_DUPLICATE', async () => {
    const url = receiver('taken');
    await createWebhook(account, { event: 'account.connection.deleted', url });
    const second = await createWebhook(account, { event: 'account.connection.deleted', url: receiver() });
    const res = await t.expect(400, 'PATCH', `/webhooks/${second.webhookid}`, {
      token: account.token,
      body: { url },
    });
    expect(res.error_code).toBe('ERROR_WEBHOOK_DUPLICATE');
    expect(await t.expect(200, 'GET', `/webhooks/${second.webhookid}`, { token: account.token })).toEqual(
      second,
    );
  });

  it('DELETE /webhooks/{id} answers 204 without a body, then 404', async () => {
    const created = await createWebhook(account, { event: 'account.connection.updated', url: receiver() });
    const path = `/webhooks/${created.webhookid}`;
    const deleted = await t.request('DELETE', path, { token: account.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await t.expect(404, 'GET', path, { token: account.token })).toEqual(WEBHOOK_NOT_FOUND);
    expect(await t.expect(404, 'DELETE', path, { token: account.token })).toEqual(WEBHOOK_NOT_FOUND);
    const list = await t.expect<WebhookItem[]>(200, 'GET', '/webhooks', { token: account.token });
    expect(list.map((w) => w.webhookid)).not.toContain(created.webhookid);
  });

  it('GET /webhooks/{id}/logs answers the attempts newest first; GraphQL Webhook.logs the same', async () => {
    const acc = await t.newAccount();
    const created = await createWebhook(acc, {
      event: 'invoicing.product.created',
      url: receiver(),
      integrationid: 1,
    });
    const at = (iso: string) => new Date(iso);
    const log = (createdAt: Date, httpStatus: number, integrationId: number | null) =>
      t.app.store.webhooks.addLog({
        webhookId: created.webhookid,
        accountId: acc.accountId,
        event: created.event,
        url: created.url,
        httpStatus,
        integrationId,
        createdAt,
      });
    // Inserted out of order: the answer is ordered by time, not by insertion.
    const middle = await log(at('2025-03-15T10:00:00.000Z'), 500, 1);
    const newest = await log(at('2025-03-15T12:30:00.000Z'), 200, 1);
    const oldest = await log(at('2025-03-14T08:00:00.000Z'), 0, null);

    const res = await t.request<Record<string, unknown>[]>('GET', `/webhooks/${created.webhookid}/logs`, {
      token: acc.token,
    });
    expect(res.status, res.text).toBe(200);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(WEBHOOK_LOG_KEYS);
    const expected = [
      [newest, '2025-03-15T12:30:00.000Z', 200, 1],
      [middle, '2025-03-15T10:00:00.000Z', 500, 1],
      [oldest, '2025-03-14T08:00:00.000Z', 0, null],
    ] as const;
    expect(res.body.map((l) => ({ ...l, createdon: Date.parse(l.createdon as string) }))).toEqual(
      expected.map(([id, when, httpstatus, integrationid]) => ({
        webhooklogid: id,
        webhookid: created.webhookid,
        event: 'invoicing.product.created',
        url: created.url,
        accountid: acc.accountId,
        createdon: Date.parse(when),
        httpstatus,
        integrationid,
        // Rows written without the debugging fields (issue 11) answer them as null.
        eventid: null,
        attempt: null,
        error: null,
        responsebody: null,
        nextattempton: null,
      })),
    );
    for (const item of res.body) expect(item.createdon).toMatch(isoDateTimeRe);

    const gql = await t.graphql(WebhookLogsQuery, { id: created.webhookid }, { token: acc.token });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.webhook?.logs).toEqual({
      totalCount: 3,
      nodes: res.body.map((l) => ({
        id: l.webhooklogid,
        webhookId: l.webhookid,
        event: 'INVOICING_PRODUCT_CREATED',
        url: l.url,
        accountId: l.accountid,
        createdOn: l.createdon,
        httpStatus: l.httpstatus,
        integrationId: l.integrationid,
      })),
    });
  });

  it('GET /webhooks/{id}/logs of a webhook without attempts → []', async () => {
    const created = await createWebhook(account, { event: 'invoicing.opportunity.created', url: receiver() });
    expect(
      await t.expect(200, 'GET', `/webhooks/${created.webhookid}/logs`, { token: account.token }),
    ).toEqual([]);
  });

  it('GraphQL createWebhook, webhook, webhooks, updateWebhook, deleteWebhook', async () => {
    const acc = await t.newAccount();
    const url = receiver('gql');
    const created = await t.graphql(
      CreateWebhookMutation,
      { input: { event: 'CONSUMER_CREATED', url, signingSecret: 'gql-secret-1234' } },
      { token: acc.token },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createWebhook.userErrors).toEqual([]);
    const hook = created.data!.createWebhook.webhook!;
    expect(hook).toEqual({
      id: expect.stringMatching(uuidRe),
      accountId: acc.accountId,
      createdOn: expect.stringMatching(isoDateTimeRe),
      event: 'CONSUMER_CREATED',
      url,
      status: 'ACTIVE',
      createdBy: acc.clientId,
      integrationId: null,
    });
    expect(await t.app.store.webhooks.signingSecret(hook.id)).toBe('gql-secret-1234');
    expect((await t.graphql(WebhookQuery, { id: hook.id }, { token: acc.token })).data?.webhook).toEqual(
      hook,
    );
    expect((await t.graphql(WebhooksQuery, {}, { token: acc.token })).data?.webhooks).toEqual({
      totalCount: 1,
      nodes: [hook],
    });

    // A duplicate is a userError (HTTP 200, data intact), not a 400.
    const dup = await t.graphql(
      CreateWebhookMutation,
      { input: { event: 'CONSUMER_CREATED', url } },
      { token: acc.token },
    );
    expect(dup.status).toBe(200);
    expect(dup.errors).toBeUndefined();
    expect(dup.data?.createWebhook).toEqual({
      webhook: null,
      userErrors: [
        {
          code: 'ERROR_WEBHOOK_DUPLICATE',
          field: null,
          message: 'There is already an existing webhook with the same url and type',
        },
      ],
    });

    // An event outside the enum is a bad variable: the request cannot start (400 BAD_USER_INPUT);
    // the test event is in the enum but cannot be subscribed to (a userError at input.event).
    const unknownEvent = await t.graphql(
      CreateWebhookMutation,
      { input: { event: 'nope.nothing' as never, url: receiver() } },
      { token: acc.token },
    );
    expect(unknownEvent.status).toBe(400);
    expect(unknownEvent.data).toBeNull();
    expect(unknownEvent.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const testEvent = await t.graphql(
      CreateWebhookMutation,
      { input: { event: 'WEBHOOK_TEST', url: receiver() } },
      { token: acc.token },
    );
    expect(testEvent.status).toBe(200);
    expect(testEvent.errors).toBeUndefined();
    expect(testEvent.data?.createWebhook.webhook).toBeNull();
    expect(testEvent.data?.createWebhook.userErrors).toEqual([
      {
        code: 'ERROR_VALIDATION',
        field: ['input', 'event'],
        message: 'event: Input should be one of the events of GET /webhooks/list',
      },
    ]);
    // Neither was created.
    expect((await t.graphql(WebhooksQuery, {}, { token: acc.token })).data?.webhooks?.totalCount).toBe(1);

    const newUrl = receiver('gql-moved');
    const updated = await t.graphql(
      UpdateWebhookMutation,
      { input: { id: hook.id, url: newUrl, status: 'INACTIVE' } },
      { token: acc.token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateWebhook).toEqual({
      webhook: { ...hook, url: newUrl, status: 'INACTIVE' },
      userErrors: [],
    });

    const deleted = await t.graphql(DeleteWebhookMutation, { id: hook.id }, { token: acc.token });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteWebhook).toEqual({ deletedId: hook.id, userErrors: [] });
    const gone = await t.graphql(WebhookQuery, { id: hook.id }, { token: acc.token });
    expect(gone.status).toBe(200);
    expect(gone.data).toEqual({ webhook: null });
    expect(gone.errors).toHaveLength(1);
    expect(gone.errors?.[0]?.path).toEqual(['webhook']);
    expect(gone.errors?.[0]?.extensions?.code).toBe('ERROR_WEBHOOK_NOT_FOUND');
    expect(gone.errors?.[0]?.message).toBe(WEBHOOK_NOT_FOUND.message);
    const again = await t.graphql(DeleteWebhookMutation, { id: hook.id }, { token: acc.token });
    expect(again.status).toBe(200);
    expect(again.errors).toBeUndefined();
    expect(again.data?.deleteWebhook).toEqual({
      deletedId: null,
      userErrors: [{ code: 'ERROR_WEBHOOK_NOT_FOUND', field: null, message: WEBHOOK_NOT_FOUND.message }],
    });
  });
});

describe('outbound URL rule at webhook creation (contract §3)', () => {
  const blockedUrls = [
    'http://127.0.0.1/x',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest',
    'http://[::1]/',
    'http://192.168.1.20:8080/hook',
    'http://[::ffff:127.0.0.1]/',
  ];

  describe('in production', () => {
    let prod: TestApp;
    let acc: TestAccount;
    const resolved = new Map<string, string[]>([
      ['internal.example.test', ['127.0.0.1']],
      ['mixed.example.test', ['93.184.216.34', '10.0.0.5']],
      ['example.com', ['93.184.216.34']],
    ]);

    beforeAll(async () => {
      prod = await createTestApp({
        env: { NODE_ENV: 'production' },
        deps: {
          resolveHost: async (host) => {
            const addresses = resolved.get(host);
            if (!addresses) throw new Error(`ENOTFOUND ${host}`);
            return addresses;
          },
        },
      });
      acc = await prod.newAccount();
    });

    afterAll(async () => {
      await prod?.close();
    });

    it.each(blockedUrls)('refuses %s with 422 at body.url', async (url) => {
      const body = await prod.expect<ValidationBody>(422, 'POST', '/webhooks', {
        token: acc.token,
        body: { event: 'account.consumer.created', url },
      });
      expect(body.message).toBe('Validation error');
      expect(body.detail).toHaveLength(1);
      expect(body.detail[0]).toMatchObject({ loc: ['body', 'url'], input: url });
    });

    it('refuses a hostname resolving to loopback, or to any private address', async () => {
      for (const url of ['https://internal.example.test/hook', 'https://mixed.example.test/hook']) {
        const body = await prod.expect<ValidationBody>(422, 'POST', '/webhooks', {
          token: acc.token,
          body: { event: 'account.consumer.created', url },
        });
        expect(body.detail[0]).toMatchObject({ loc: ['body', 'url'] });
      }
    });

    it('refuses a hostname that does not resolve', async () => {
      const body = await prod.expect<ValidationBody>(422, 'POST', '/webhooks', {
        token: acc.token,
        body: { event: 'account.consumer.created', url: 'https://nowhere.example.test/hook' },
      });
      expect(body.detail[0]).toMatchObject({ loc: ['body', 'url'] });
    });

    it('accepts a public address', async () => {
      const created = await prod.expect<WebhookItem>(200, 'POST', '/webhooks', {
        token: acc.token,
        body: { event: 'account.consumer.created', url: 'https://example.com/hooks/lintel' },
      });
      expect(created.url).toBe('https://example.com/hooks/lintel');
    });

    it('applies the same rule when PATCH moves the url', async () => {
      const created = await prod.expect<WebhookItem>(200, 'POST', '/webhooks', {
        token: acc.token,
        body: { event: 'account.consumer.updated', url: 'https://example.com/hooks/patch' },
      });
      const body = await prod.expect<ValidationBody>(422, 'PATCH', `/webhooks/${created.webhookid}`, {
        token: acc.token,
        body: { url: 'http://127.0.0.1/x' },
      });
      expect(body.detail[0]).toMatchObject({ loc: ['body', 'url'] });
      expect(await prod.expect(200, 'GET', `/webhooks/${created.webhookid}`, { token: acc.token })).toEqual(
        created,
      );
    });

    it('GraphQL createWebhook refuses loopback too: a userError ERROR_VALIDATION at input.url', async () => {
      const res = await prod.graphql(
        CreateWebhookMutation,
        { input: { event: 'CONSUMER_DELETED', url: 'http://127.0.0.1/x' } },
        { token: acc.token },
      );
      expect(res.status).toBe(200);
      expect(res.errors).toBeUndefined();
      expect(res.data?.createWebhook.webhook).toBeNull();
      expect(res.data?.createWebhook.userErrors).toEqual([
        { code: 'ERROR_VALIDATION', field: ['input', 'url'], message: expect.stringMatching(/^url: ./) },
      ]);
      const list = await prod.expect<WebhookItem[]>(200, 'GET', '/webhooks', { token: acc.token });
      expect(list.map((w) => w.url)).not.toContain('http://127.0.0.1/x');
    });
  });

  it('in production with LINTEL_ALLOW_PRIVATE_NETWORKS=true, loopback is accepted', async () => {
    const allowed = await createTestApp({
      env: { NODE_ENV: 'production', LINTEL_ALLOW_PRIVATE_NETWORKS: 'true' },
      deps: { resolveHost: async () => ['127.0.0.1'] },
    });
    try {
      const acc = await allowed.newAccount();
      for (const [i, url] of [
        'http://127.0.0.1/x',
        'http://10.1.2.3/',
        'http://[::1]/',
        'https://local.test/',
      ].entries()) {
        const created = await allowed.expect<WebhookItem>(200, 'POST', '/webhooks', {
          token: acc.token,
          body: { event: webhookEvents[i]!.event, url },
        });
        expect(created.url).toBe(url);
      }
    } finally {
      await allowed.close();
    }
  });

  it('outside production (the default), loopback and private addresses are accepted', async () => {
    const acc = await t.newAccount();
    for (const url of blockedUrls) {
      const created = await createWebhook(acc, { event: 'account.consumer.created', url });
      expect(created.url).toBe(url);
    }
  });
});
