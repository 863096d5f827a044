import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/errors.js';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Account isolation: with account B's token, nothing of account A can be read, changed or
 * deleted, over REST and GraphQL; the answer is the same 404 as for an id that does not exist,
 * and A's rows are byte-for-byte what they were.
 */

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

interface Tenant {
  account: TestAccount;
  consumerId: string;
  /** Connections to Sandbox 1 (invoicing), 2 (POS), 3 (PMS), in that order. */
  connections: [string, string, string];
  webhookId: string;
  webhookUrl: string;
}

const SHARED_REF = 'SHARED-REF-42';
const SHARED_URL = 'https://receiver.example.com/isolation/shared';

const IsoListsQuery = graphql(`
  query IsoLists($search: String) {
    consumers(search: $search) { nodes { id } totalCount }
    webhooks { nodes { id accountId } totalCount }
  }
`);
const IsoConsumerQuery = graphql(`
  query IsoConsumer($id: ID!) { consumer(id: $id) { id name email } }
`);
const IsoConnectionsQuery = graphql(`
  query IsoConnections($id: ID!) { consumer(id: $id) { connections { id name } } }
`);
const IsoUpdateConsumerMutation = graphql(`
  mutation IsoUpdateConsumer($id: ID!) {
    updateConsumer(input: { id: $id, name: "Hijacked" }) { consumer { id } userErrors { code field message } }
  }
`);
const IsoDeleteConsumerMutation = graphql(`
  mutation IsoDeleteConsumer($id: ID!) {
    deleteConsumer(input: { id: $id }) { deletedId userErrors { code field message } }
  }
`);
const IsoCreateConnectionMutation = graphql(`
  mutation IsoCreateConnection($consumerId: ID!) {
    createConnection(input: { consumerId: $consumerId, integrationId: 1 }) {
      linkedAccount { id } connectUrl userErrors { code field message }
    }
  }
`);
const IsoUpdateConnectionMutation = graphql(`
  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {
    updateConnection(input: { consumerId: $consumerId, connectionId: $connectionId, status: INACTIVE }) {
      linkedAccount { id } connectUrl userErrors { code field message }
    }
  }
`);
const IsoDeleteConnectionMutation = graphql(`
  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {
    deleteConnection(input: { consumerId: $consumerId, connectionId: $connectionId }) {
      deletedId userErrors { code field message }
    }
  }
`);
const IsoInvoicingTaxesQuery = graphql(`
  query IsoInvoicingTaxes($id: ID!, $connectionId: ID) {
    consumer(id: $id) { invoicing(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }
  }
`);
const IsoOpportunitiesQuery = graphql(`
  query IsoOpportunities($id: ID!, $connectionId: ID) {
    consumer(id: $id) { invoicing(connectionId: $connectionId) { opportunities { totalCount nodes { remoteId } } } }
  }
`);
const IsoContactQuery = graphql(`
  query IsoContact($id: ID!, $connectionId: ID) {
    consumer(id: $id) { invoicing(connectionId: $connectionId) { contact(remoteId: "contact-0001") { remoteId } } }
  }
`);
const IsoCreateProductMutation = graphql(`
  mutation IsoCreateProduct($id: ID!, $connectionId: ID) {
    createProduct(input: { consumerId: $id, connectionId: $connectionId, name: "Planted" }) {
      product { id remoteId } userErrors { code field message }
    }
  }
`);
const IsoModifiersQuery = graphql(`
  query IsoModifiers($id: ID!, $connectionId: ID) {
    consumer(id: $id) { pos(connectionId: $connectionId) { modifiers { totalCount nodes { remoteId } } } }
  }
`);
const IsoPmsTaxesQuery = graphql(`
  query IsoPmsTaxes($id: ID!, $connectionId: ID) {
    consumer(id: $id) { pms(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }
  }
`);
const IsoPmsOrdersQuery = graphql(`
  query IsoPmsOrders($id: ID!, $connectionId: ID) {
    consumer(id: $id) { pms(connectionId: $connectionId) { orders(state: CLOSED) { totalCount nodes { remoteId } } } }
  }
`);
const IsoWebhookQuery = graphql(`
  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }
`);
const IsoWebhookLogsQuery = graphql(`
  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { totalCount nodes { id } } } }
`);
const IsoUpdateWebhookMutation = graphql(`
  mutation IsoUpdateWebhook($id: ID!) {
    updateWebhook(
      input: { id: $id, url: "https://attacker.example.com/steal", signingSecret: "known" }
    ) { webhook { id } userErrors { code field message } }
  }
`);
const IsoDeleteWebhookMutation = graphql(`
  mutation IsoDeleteWebhook($id: ID!) {
    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }
  }
`);
const IsoTestWebhookMutation = graphql(`
  mutation IsoTestWebhook($id: ID!) {
    testWebhook(input: { id: $id }) { log { id } userErrors { code field message } }
  }
`);

let t: TestApp;
let a: Tenant;
let b: Tenant;
/** A's rows as stored, taken before B tries anything. */
let snapshotBefore: unknown;
/** A's data as A's own token reads it over REST, before B tries anything. */
let viewBefore: unknown;

async function tenant(name: string): Promise<Tenant> {
  const account = await t.newAccount(name);
  const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
    token: account.token,
    body: {
      name: `${name} consumer`,
      email: `${name.toLowerCase()}@example.com`,
      internal_reference: SHARED_REF,
    },
  });
  const connections: string[] = [];
  for (const integrationid of [1, 2, 3]) {
    const connection = await t.expect<{ connectionid: string }>(
      200,
      'POST',
      `/consumers/${consumer.consumerid}/connections`,
      { token: account.token, body: { integrationid } },
    );
    connections.push(connection.connectionid);
  }
  const webhookUrl = `https://receiver.example.com/isolation/${name}`;
  const webhook = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
    token: account.token,
    body: { event: 'invoicing.product.created', url: webhookUrl, signingsecret: `${name}-secret-0123456789` },
  });
  await t.expect(200, 'POST', '/webhooks', {
    token: account.token,
    body: { event: 'account.consumer.updated', url: SHARED_URL },
  });
  await t.app.store.webhooks.addLog({
    webhookId: webhook.webhookid,
    accountId: account.accountId,
    event: 'invoicing.product.created',
    url: webhookUrl,
    httpStatus: 200,
    integrationId: 1,
    createdAt: new Date('2025-03-15T10:00:00Z'),
  });
  return {
    account,
    consumerId: consumer.consumerid,
    connections: connections as [string, string, string],
    webhookId: webhook.webhookid,
    webhookUrl,
  };
}

/** Every stored row that belongs to `x`, read straight from the database. */
async function snapshot(x: Tenant) {
  const db = t.app.store.db;
  return {
    accounts: await db.query('select * from accounts where id = $1', [x.account.accountId]),
    consumers: await db.query('select * from consumers where account_id = $1 order by id', [
      x.account.accountId,
    ]),
    connections: await db.query('select * from connections where account_id = $1 order by id', [
      x.account.accountId,
    ]),
    sandbox: await db.query(
      `select connection_id, kind, count(*)::int as n, max(updated_at) as updated
       from sandbox_records where connection_id = any($1::uuid[])
       group by connection_id, kind order by connection_id, kind`,
      [x.connections],
    ),
    webhooks: await db.query('select * from webhooks where account_id = $1 order by id', [
      x.account.accountId,
    ]),
    logs: await db.query('select * from webhook_logs where account_id = $1 order by id', [
      x.account.accountId,
    ]),
  };
}

/** `x`'s data as its own token reads it. */
async function view(x: Tenant) {
  const token = x.account.token;
  const c = `/consumers/${x.consumerId}`;
  return {
    consumers: await t.expect(200, 'GET', '/consumers', { token }),
    consumer: await t.expect(200, 'GET', c, { token }),
    connections: await t.expect(200, 'GET', `${c}/connections`, { token }),
    taxes: await t.expect(200, 'GET', `${c}/invoicing/taxes?size=100`, { token }),
    contact: await t.expect(200, 'GET', `${c}/invoicing/contacts/contact-0001`, { token }),
    modifiers: await t.expect(200, 'GET', `${c}/pos/modifiers?size=100`, { token }),
    pmsTaxes: await t.expect(200, 'GET', `${c}/pms/taxes?size=100`, { token }),
    webhooks: await t.expect(200, 'GET', '/webhooks', { token }),
    webhook: await t.expect(200, 'GET', `/webhooks/${x.webhookId}`, { token }),
    logs: await t.expect(200, 'GET', `/webhooks/${x.webhookId}/logs`, { token }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await tenant('Alpha');
  b = await tenant('Bravo');
  snapshotBefore = await snapshot(a);
  viewBefore = await view(a);
});

afterAll(async () => {
  await t?.close();
});

describe('REST with B’s token on A’s ids', () => {
  const consumerCases: [string, string, () => string, unknown?][] = [
    ['GET', 'consumer', () => `/consumers/${a.consumerId}`],
    ['PATCH', 'consumer', () => `/consumers/${a.consumerId}`, { name: 'Hijacked', email: null }],
    ['DELETE', 'consumer', () => `/consumers/${a.consumerId}`],
    ['GET', 'connections', () => `/consumers/${a.consumerId}/connections`],
    ['POST', 'connections', () => `/consumers/${a.consumerId}/connections`, { integrationid: 1 }],
    [
      'PATCH',
      'connection name',
      () => `/consumers/${a.consumerId}/connections/${a.connections[0]}`,
      { name: 'x' },
    ],
    [
      'PATCH',
      'connection status',
      () => `/consumers/${a.consumerId}/connections/${a.connections[1]}`,
      { status: 'inactive' },
    ],
    ['DELETE', 'connection', () => `/consumers/${a.consumerId}/connections/${a.connections[2]}`],
    ['GET', 'invoicing taxes', () => `/consumers/${a.consumerId}/invoicing/taxes`],
    [
      'POST',
      'invoicing products',
      () => `/consumers/${a.consumerId}/invoicing/products`,
      { name: 'Planted' },
    ],
    ['GET', 'invoicing opportunities', () => `/consumers/${a.consumerId}/invoicing/opportunities`],
    ['GET', 'invoicing contact', () => `/consumers/${a.consumerId}/invoicing/contacts/contact-0001`],
    ['GET', 'pos modifiers', () => `/consumers/${a.consumerId}/pos/modifiers`],
    ['GET', 'pms taxes', () => `/consumers/${a.consumerId}/pms/taxes`],
    ['GET', 'pms orders', () => `/consumers/${a.consumerId}/pms/orders?state=closed`],
  ];

  it.each(consumerCases)('%s %s → 404 ERROR_CONSUMER_NOT_FOUND', async (method, _what, path, body) => {
    const res = await t.request(method, path(), { token: b.account.token, ...(body ? { body } : {}) });
    expect(res.status, res.text).toBe(404);
    expect(res.body).toEqual(CONSUMER_NOT_FOUND);
  });

  it('the answer is the same as for a consumer that does not exist (no existence oracle)', async () => {
    const foreign = await t.request('GET', `/consumers/${a.consumerId}/invoicing/taxes`, {
      token: b.account.token,
    });
    const absent = await t.request('GET', `/consumers/${randomUUID()}/invoicing/taxes`, {
      token: b.account.token,
    });
    expect(foreign.status).toBe(absent.status);
    expect(foreign.body).toEqual(absent.body);
  });

  it('naming A’s connection in the header on A’s consumer changes nothing: still 404', async () => {
    for (const [header, path] of [
      [a.connections[0], 'invoicing/taxes'],
      [a.connections[1], 'pos/modifiers'],
      [a.connections[2], 'pms/orders'],
    ] as const) {
      const res = await t.request('GET', `/consumers/${a.consumerId}/${path}`, {
        token: b.account.token,
        headers: { 'X-Chift-ConnectionId': header },
      });
      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual(CONSUMER_NOT_FOUND);
    }
  });

  const webhookCases: [string, string, (id: string) => string, unknown?][] = [
    ['GET', 'webhook', (id) => `/webhooks/${id}`],
    ['PATCH', 'webhook url', (id) => `/webhooks/${id}`, { url: 'https://attacker.example.com/steal' }],
    ['PATCH', 'webhook status', (id) => `/webhooks/${id}`, { status: 'inactive' }],
    ['PATCH', 'webhook secret', (id) => `/webhooks/${id}`, { signingsecret: 'known-to-attacker' }],
    ['DELETE', 'webhook', (id) => `/webhooks/${id}`],
    ['GET', 'webhook logs', (id) => `/webhooks/${id}/logs`],
  ];

  it.each(webhookCases)('%s %s → 404 ERROR_WEBHOOK_NOT_FOUND', async (method, _what, path, body) => {
    const res = await t.request(method, path(a.webhookId), {
      token: b.account.token,
      ...(body ? { body } : {}),
    });
    expect(res.status, res.text).toBe(404);
    expect(res.body).toEqual(WEBHOOK_NOT_FOUND);
  });
});

describe('REST: B’s connection choice cannot reach A’s connections', () => {
  const cases: [string, string, 0 | 1 | 2, unknown?][] = [
    ['GET', 'invoicing/taxes', 0],
    ['GET', 'invoicing/opportunities', 0],
    ['GET', 'invoicing/contacts/contact-0001', 0],
    ['POST', 'invoicing/products', 0, { name: 'Through the header' }],
    ['GET', 'pos/modifiers', 1],
    ['GET', 'pms/taxes', 2],
    ['GET', 'pms/orders', 2],
  ];

  it.each(cases)(
    '%s %s on B’s consumer with X-Chift-ConnectionId = A’s connection → 404',
    async (method, path, i, body) => {
      const res = await t.request(method, `/consumers/${b.consumerId}/${path}`, {
        token: b.account.token,
        headers: { 'X-Chift-ConnectionId': a.connections[i] },
        ...(body ? { body } : {}),
      });
      expect(res.status, res.text).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', error_code: 'ERROR_CONNECTION_NOT_FOUND' });
    },
  );

  it('the X-Lintel-ConnectionId alias is refused the same way', async () => {
    const res = await t.request('GET', `/consumers/${b.consumerId}/pms/taxes`, {
      token: b.account.token,
      headers: { 'X-Lintel-ConnectionId': a.connections[2] },
    });
    expect(res.status, res.text).toBe(404);
    expect(res.body.error_code).toBe('ERROR_CONNECTION_NOT_FOUND');
  });

  it('A’s connection id in the path under B’s consumer → 404 ERROR_CONNECTION_NOT_FOUND', async () => {
    const path = `/consumers/${b.consumerId}/connections/${a.connections[0]}`;
    for (const [method, body] of [
      ['PATCH', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(method, path, { token: b.account.token, ...(body ? { body } : {}) });
      expect(res.status, res.text).toBe(404);
      expect(res.body.error_code).toBe('ERROR_CONNECTION_NOT_FOUND');
    }
  });

  it('with B’s own connection in the header, B reads its own data', async () => {
    const res = await t.request('GET', `/consumers/${b.consumerId}/pms/taxes`, {
      token: b.account.token,
      headers: { 'X-Chift-ConnectionId': b.connections[2] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
  });
});

describe('B’s lists never contain A’s items', () => {
  it('GET /consumers (plain, ?search=, ?internal_reference=) answers only B’s consumer', async () => {
    const token = b.account.token;
    const ids = async (query: string) =>
      (await t.expect<{ consumerid: string }[]>(200, 'GET', `/consumers${query}`, { token })).map(
        (c) => c.consumerid,
      );
    expect(await ids('')).toEqual([b.consumerId]);
    expect(await ids(`?internal_reference=${SHARED_REF}`)).toEqual([b.consumerId]);
    expect(await ids('?search=consumer')).toEqual([b.consumerId]);
    expect(await ids('?search=alpha')).toEqual([]);
    expect(await ids('?search=example.com')).toEqual([b.consumerId]);
  });

  it('GET /consumers/{B}/connections answers only B’s connections', async () => {
    const list = await t.expect<{ connectionid: string }[]>(
      200,
      'GET',
      `/consumers/${b.consumerId}/connections`,
      {
        token: b.account.token,
      },
    );
    expect(list.map((c) => c.connectionid)).toEqual(b.connections);
  });

  it('GET /webhooks answers only B’s webhooks, and B may subscribe a url A already uses', async () => {
    const list = await t.expect<{ webhookid: string; accountid: string; url: string }[]>(
      200,
      'GET',
      '/webhooks',
      {
        token: b.account.token,
      },
    );
    expect(list).toHaveLength(2);
    for (const w of list) expect(w.accountid).toBe(b.account.accountId);
    expect(list.map((w) => w.webhookid)).toContain(b.webhookId);
    expect(list.map((w) => w.webhookid)).not.toContain(a.webhookId);
    // The duplicate rule is per account: A's url and event do not block B.
    const created = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: b.account.token,
      body: { event: 'invoicing.product.created', url: a.webhookUrl },
    });
    const deleted = await t.request('DELETE', `/webhooks/${created.webhookid}`, { token: b.account.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
  });

  it('GraphQL consumers and webhooks answer only B’s items', async () => {
    const res = await t.graphql(IsoListsQuery, { search: null }, { token: b.account.token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.consumers?.nodes.map((c) => c.id)).toEqual([b.consumerId]);
    expect(res.data?.consumers?.totalCount).toBe(1);
    expect(res.data?.webhooks?.nodes).toHaveLength(2);
    expect(res.data?.webhooks?.totalCount).toBe(2);
    expect(res.data?.webhooks?.nodes.every((w) => w.accountId === b.account.accountId)).toBe(true);
    expect(res.data?.webhooks?.nodes.map((w) => w.id)).not.toContain(a.webhookId);
    const searched = await t.graphql(IsoListsQuery, { search: 'Alpha' }, { token: b.account.token });
    expect(searched.data?.consumers).toEqual({ nodes: [], totalCount: 0 });
  });
});

/**
 * On GraphQL (CONTRACT §7) a lookup of A's record with B's token is what a lookup of a record
 * that does not exist is: HTTP 200, the field null and one error with the catalogue code at its
 * path; a mutation naming A's record answers a payload whose object is null and whose one
 * userError has that code and message (no top-level error, HTTP 200).
 */
describe('GraphQL with B’s token on A’s ids', () => {
  type AnyDoc = TypedDocumentNode<unknown, Record<string, unknown>>;
  const doc = <R, V>(d: TypedDocumentNode<R, V>) => d as unknown as AnyDoc;
  type Answer = Awaited<ReturnType<TestApp['graphql']>>;

  /** A query whose lookup (`consumer`, `webhook`) is refused: null there, one error at its path. */
  function expectLookupRefused(res: Answer, field: string, code: string, message: string) {
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ [field]: null });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.path).toEqual([field]);
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect(res.errors?.[0]?.message).toBe(message);
  }

  /** A mutation refused as a userError: the payload's object null, data intact, no top-level error. */
  function expectUserError(res: Answer, field: string, key: string, code: string, message?: string) {
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    const payload = (res.data as Record<string, Record<string, unknown>>)[field]!;
    expect(payload).toHaveProperty(key);
    // The object, and anything else the payload answers (createConnection's connectUrl), is null.
    for (const [name, value] of Object.entries(payload))
      if (name !== 'userErrors') expect(value, name).toBeNull();
    expect(payload.userErrors).toEqual([{ code, field: null, message: message ?? expect.any(String) }]);
  }

  type Case = [string, AnyDoc, () => Record<string, unknown>, { mutation: string; key: string } | null];
  const consumerCases: Case[] = [
    ['consumer', doc(IsoConsumerQuery), () => ({ id: a.consumerId }), null],
    ['consumer.connections', doc(IsoConnectionsQuery), () => ({ id: a.consumerId }), null],
    [
      'updateConsumer',
      doc(IsoUpdateConsumerMutation),
      () => ({ id: a.consumerId }),
      { mutation: 'updateConsumer', key: 'consumer' },
    ],
    [
      'deleteConsumer',
      doc(IsoDeleteConsumerMutation),
      () => ({ id: a.consumerId }),
      { mutation: 'deleteConsumer', key: 'deletedId' },
    ],
    [
      'createConnection',
      doc(IsoCreateConnectionMutation),
      () => ({ consumerId: a.consumerId }),
      { mutation: 'createConnection', key: 'linkedAccount' },
    ],
    [
      'updateConnection',
      doc(IsoUpdateConnectionMutation),
      () => ({ consumerId: a.consumerId, connectionId: a.connections[0] }),
      { mutation: 'updateConnection', key: 'linkedAccount' },
    ],
    [
      'deleteConnection',
      doc(IsoDeleteConnectionMutation),
      () => ({ consumerId: a.consumerId, connectionId: a.connections[1] }),
      { mutation: 'deleteConnection', key: 'deletedId' },
    ],
    ['invoicing.taxes', doc(IsoInvoicingTaxesQuery), () => ({ id: a.consumerId }), null],
    ['invoicing.opportunities', doc(IsoOpportunitiesQuery), () => ({ id: a.consumerId }), null],
    ['invoicing.contact', doc(IsoContactQuery), () => ({ id: a.consumerId }), null],
    [
      'createProduct',
      doc(IsoCreateProductMutation),
      () => ({ id: a.consumerId }),
      { mutation: 'createProduct', key: 'product' },
    ],
    ['pos.modifiers', doc(IsoModifiersQuery), () => ({ id: a.consumerId }), null],
    ['pms.taxes', doc(IsoPmsTaxesQuery), () => ({ id: a.consumerId }), null],
    ['pms.orders', doc(IsoPmsOrdersQuery), () => ({ id: a.consumerId }), null],
  ];

  it.each(consumerCases)(
    '%s → ERROR_CONSUMER_NOT_FOUND (200: null + one error, or a userError)',
    async (_name, document, variables, mutation) => {
      const res = await t.graphql(document, variables(), { token: b.account.token });
      if (mutation) {
        expectUserError(
          res,
          mutation.mutation,
          mutation.key,
          'ERROR_CONSUMER_NOT_FOUND',
          CONSUMER_NOT_FOUND.message,
        );
      } else {
        expectLookupRefused(res, 'consumer', 'ERROR_CONSUMER_NOT_FOUND', CONSUMER_NOT_FOUND.message);
      }
    },
  );

  it('the answer is the same as for a consumer that does not exist (no existence oracle)', async () => {
    for (const document of [doc(IsoInvoicingTaxesQuery), doc(IsoCreateProductMutation)]) {
      const foreign = await t.graphql(document, { id: a.consumerId }, { token: b.account.token });
      const absent = await t.graphql(document, { id: randomUUID() }, { token: b.account.token });
      expect(foreign.status).toBe(absent.status);
      expect(foreign.data).toEqual(absent.data);
      expect(
        foreign.errors?.map(({ message, path, extensions }) => ({ message, path, code: extensions?.code })),
      ).toEqual(
        absent.errors?.map(({ message, path, extensions }) => ({ message, path, code: extensions?.code })),
      );
    }
  });

  const webhookCases: [string, AnyDoc, { mutation: string; key: string } | null][] = [
    ['webhook', doc(IsoWebhookQuery), null],
    ['webhook.logs', doc(IsoWebhookLogsQuery), null],
    ['updateWebhook', doc(IsoUpdateWebhookMutation), { mutation: 'updateWebhook', key: 'webhook' }],
    ['deleteWebhook', doc(IsoDeleteWebhookMutation), { mutation: 'deleteWebhook', key: 'deletedId' }],
    ['testWebhook', doc(IsoTestWebhookMutation), { mutation: 'testWebhook', key: 'log' }],
  ];

  it.each(webhookCases)(
    '%s → ERROR_WEBHOOK_NOT_FOUND (200: null + one error, or a userError)',
    async (_name, document, mutation) => {
      const res = await t.graphql(document, { id: a.webhookId }, { token: b.account.token });
      if (mutation) {
        expectUserError(
          res,
          mutation.mutation,
          mutation.key,
          'ERROR_WEBHOOK_NOT_FOUND',
          WEBHOOK_NOT_FOUND.message,
        );
      } else {
        expectLookupRefused(res, 'webhook', 'ERROR_WEBHOOK_NOT_FOUND', WEBHOOK_NOT_FOUND.message);
      }
    },
  );

  it('X-Chift-ConnectionId or connectionId naming A’s connection on B’s consumer → ERROR_CONNECTION_NOT_FOUND', async () => {
    const CONNECTION_NOT_FOUND = 'The specified connection could not be found for this consumer';
    for (const [document, i, at] of [
      [doc(IsoInvoicingTaxesQuery), 0, ['invoicing', 'taxes']],
      [doc(IsoCreateProductMutation), 0, null],
      [doc(IsoModifiersQuery), 1, ['pos', 'modifiers']],
      [doc(IsoPmsOrdersQuery), 2, ['pms', 'orders']],
    ] as const) {
      const viaHeader = await t.graphql(
        document,
        { id: b.consumerId },
        { token: b.account.token, headers: { 'X-Chift-ConnectionId': a.connections[i] } },
      );
      const viaArgument = await t.graphql(
        document,
        { id: b.consumerId, connectionId: a.connections[i] },
        { token: b.account.token },
      );
      for (const res of [viaHeader, viaArgument]) {
        if (!at) {
          expectUserError(
            res,
            'createProduct',
            'product',
            'ERROR_CONNECTION_NOT_FOUND',
            CONNECTION_NOT_FOUND,
          );
          continue;
        }
        // B's consumer is B's: only the list read through the refused connection is null.
        const [api, list] = at;
        expect(res.status).toBe(200);
        expect(res.data).toEqual({ consumer: { [api]: { [list]: null } } });
        expect(res.errors).toHaveLength(1);
        expect(res.errors?.[0]?.path).toEqual(['consumer', api, list]);
        expect(res.errors?.[0]?.extensions?.code).toBe('ERROR_CONNECTION_NOT_FOUND');
        expect(res.errors?.[0]?.message).toBe(CONNECTION_NOT_FOUND);
      }
    }
  });

  it('A’s connection named under B’s consumer in updateConnection/deleteConnection → ERROR_CONNECTION_NOT_FOUND', async () => {
    for (const [document, field, key] of [
      [doc(IsoUpdateConnectionMutation), 'updateConnection', 'linkedAccount'],
      [doc(IsoDeleteConnectionMutation), 'deleteConnection', 'deletedId'],
    ] as const) {
      const res = await t.graphql(
        document,
        { consumerId: b.consumerId, connectionId: a.connections[2] },
        { token: b.account.token },
      );
      expectUserError(
        res,
        field,
        key,
        'ERROR_CONNECTION_NOT_FOUND',
        'The specified connection could not be found for this consumer',
      );
    }
  });
});

describe('afterwards', () => {
  it('A’s stored rows are exactly what they were before B’s attempts', async () => {
    expect(await snapshot(a)).toEqual(snapshotBefore);
  });

  it('A still reads the same data with its own token', async () => {
    expect(await view(a)).toEqual(viewBefore);
  });

  it('A’s webhook still signs with A’s secret', async () => {
    expect(await t.app.store.webhooks.signingSecret(a.webhookId)).toBe('Alpha-secret-0123456789');
  });

  it('B’s own consumer and connections were not touched by the header attempts either', async () => {
    const list = await t.expect<{ connectionid: string; status: string; name: string }[]>(
      200,
      'GET',
      `/consumers/${b.consumerId}/connections`,
      { token: b.account.token },
    );
    expect(list.map((c) => [c.connectionid, c.status])).toEqual(b.connections.map((id) => [id, 'active']));
  });
});
