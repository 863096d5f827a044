import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventData, isWrite, operationDeclaration, operationIds } from '../../src/model/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { createDatabase, POSTGRES_SERVER, withClient } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  onCleanUp,
  restClient,
  sharedPostgresEnv,
  startLintel,
  waitForBanner,
} from '../kit/process.js';
import { openSse, type SseStream } from '../kit/sse.js';
import { startReceiver } from './receiver.js';

/**
 * `subscription { events }` over Server-Sent Events: the events webhooks deliver, live, fed from
 * the outbox; resumable with `after` or `Last-Event-ID`; scoped to the caller's account.
 */

/** Each record type an event carries, selected as a client selects it. */
const DATA = `data { __typename
  ... on Consumer { id name email }
  ... on LinkedAccount { id name integrationId status connectUrl }
  ... on Product { id remoteId name unitPrice }
  ... on WebhookTest { webhookId message } }`;

const EVENTS =
  'subscription Events($consumerId: ID, $types: [WebhookEvent!], $after: ID) {' +
  ` events(consumerId: $consumerId, types: $types, after: $after) { id event consumerId created ${DATA} } }`;

interface EventPayload {
  data?: { events: { id: string; event: string; consumerId: string | null; created: string; data: any } };
  errors?: { message: string; extensions?: { code?: string } }[];
}

let t: TestApp;
let account: TestAccount;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Streams account');
  base = t.url;
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
  await cleanUp();
});

async function subscribe(
  variables: Record<string, unknown> = {},
  token = account.token,
  headers: Record<string, string> = {},
  query = EVENTS,
): Promise<SseStream> {
  const stream = await openSse(
    `${base}/graphql`,
    { query, variables },
    { authorization: `Bearer ${token}`, ...headers },
  );
  streams.push(stream);
  return stream;
}

async function nextEvent(stream: SseStream) {
  const message = await stream.next();
  expect(message.event).toBe('next');
  const payload = message.data as EventPayload;
  if (!payload.data) throw new Error(`stream error: ${JSON.stringify(payload.errors)}`);
  // The SSE `id:` line and the event's own id are the same.
  expect(message.id).toBe(payload.data.events.id);
  return payload.data.events;
}

const createConsumer = (name: string, token = account.token) =>
  t.expect<{ consumerid: string }>(200, 'POST', '/consumers', { token, body: { name } });

describe('events over SSE', () => {
  it('streams a change made through the API, in the webhook envelope, with its id as the SSE id', async () => {
    const stream = await subscribe();
    expect(stream.status).toBe(200);
    const consumer = await createConsumer('Streamed Hotel');
    const event = await nextEvent(stream);
    expect(event).toMatchObject({
      event: 'CONSUMER_CREATED',
      consumerId: consumer.consumerid,
      data: { __typename: 'Consumer', id: consumer.consumerid, name: 'Streamed Hotel', email: null },
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    // `created` is a DateTime (ISO 8601); the webhook envelope says the same instant in Unix seconds.
    expect(event.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    const createdSeconds = Date.parse(event.created) / 1000;
    expect(createdSeconds).toBeGreaterThan(1_700_000_000);
    // The same event id as the deliveries' `webhook-id` (the outbox row).
    const [row] = await t.app.store.db.query<{ id: string; body: string }>(
      'select id, body from webhook_events where id = $1',
      [event.id],
    );
    expect(row?.id).toBe(event.id);
    // The GraphQL enum CONSUMER_CREATED is the envelope's dotted `account.consumer.created`; the
    // envelope's data is the consumer as REST answered it.
    expect(JSON.parse(row!.body)).toEqual({
      accountid: account.accountId,
      event: 'account.consumer.created',
      consumerid: event.consumerId,
      created: createdSeconds,
      data: consumer,
    });
    stream.close();
  });

  it('filters by consumer and by event type, and keeps the order of creation', async () => {
    const { consumerid } = await createConsumer('Filtered');
    const onlyUpdates = await subscribe({ consumerId: consumerid, types: ['CONSUMER_UPDATED'] });
    // The same filter written inline, and through variables named otherwise than the arguments.
    const inline = await subscribe(
      {},
      account.token,
      {},
      `subscription { events(consumerId: "${consumerid}", types: [CONSUMER_UPDATED]) { id event consumerId data { ... on Consumer { name } } } }`,
    );
    const renamed = await subscribe(
      { who: consumerid, only: ['CONSUMER_UPDATED'] },
      account.token,
      {},
      'subscription ($who: ID, $only: [WebhookEvent!]) { events(consumerId: $who, types: $only) { id event consumerId data { ... on Consumer { name } } } }',
    );
    const all = await subscribe();
    await createConsumer('Someone else');
    for (const name of ['First', 'Second', 'Third']) {
      await t.expect(200, 'PATCH', `/consumers/${consumerid}`, { token: account.token, body: { name } });
    }
    const names = [];
    for (let i = 0; i < 3; i++) {
      const e = await nextEvent(onlyUpdates);
      expect(e).toMatchObject({ event: 'CONSUMER_UPDATED', consumerId: consumerid });
      names.push(e.data.name);
    }
    expect(names).toEqual(['First', 'Second', 'Third']);
    for (const stream of [inline, renamed]) {
      const seen = [];
      for (let i = 0; i < 3; i++) {
        const e = await nextEvent(stream);
        expect(e).toMatchObject({ event: 'CONSUMER_UPDATED', consumerId: consumerid });
        seen.push(e.data.name);
      }
      expect(seen).toEqual(['First', 'Second', 'Third']);
    }
    const everything = [];
    for (let i = 0; i < 4; i++) everything.push((await nextEvent(all)).event);
    expect(everything).toEqual([
      'CONSUMER_CREATED',
      'CONSUMER_UPDATED',
      'CONSUMER_UPDATED',
      'CONSUMER_UPDATED',
    ]);
  });

  // PGlite has one connection: no other transaction can be running while a stream starts there.
  it.skipIf(!process.env.DATABASE_URL)(
    'starts after what committed before it, even while an older transaction is still running',
    async () => {
      await withClient(POSTGRES_SERVER, async (other) => {
        // An open transaction with an xid holds every snapshot's xmin behind the next commits.
        await other.query('begin');
        await other.query('select pg_current_xact_id()');
        await createConsumer('Committed before the stream');
        const stream = await subscribe({ types: ['CONSUMER_CREATED'] });
        await createConsumer('Committed after the stream');
        await other.query('commit');
        const first = await nextEvent(stream);
        expect(first.data.name).toBe('Committed after the stream');
      });
    },
  );

  it('resumes after an event (argument or Last-Event-ID) with nothing lost', async () => {
    const stream = await subscribe({ types: ['CONSUMER_CREATED'] });
    await createConsumer('Resume 1');
    const first = await nextEvent(stream);
    stream.close();
    // Missed while disconnected:
    await createConsumer('Resume 2');
    await createConsumer('Resume 3');

    const byArgument = await subscribe({ types: ['CONSUMER_CREATED'], after: first.id });
    expect((await nextEvent(byArgument)).data.name).toBe('Resume 2');
    expect((await nextEvent(byArgument)).data.name).toBe('Resume 3');

    const byHeader = await subscribe({ types: ['CONSUMER_CREATED'] }, account.token, {
      'last-event-id': first.id,
    });
    expect((await nextEvent(byHeader)).data.name).toBe('Resume 2');
    expect((await nextEvent(byHeader)).data.name).toBe('Resume 3');
  });

  it("never shows another account's events", async () => {
    const other = await t.newAccount('Other streams account');
    const mine = await subscribe();
    await createConsumer('Not yours', other.token);
    const { consumerid } = await createConsumer('Yours');
    const event = await nextEvent(mine);
    expect(event.consumerId).toBe(consumerid);
    // Another account's event id cannot be resumed from, nor its consumer filtered on.
    const theirs = await openSse(
      `${base}/graphql`,
      { query: EVENTS, variables: { after: event.id } },
      { authorization: `Bearer ${other.token}` },
    );
    streams.push(theirs);
    const refused = (await theirs.next()).data as EventPayload;
    expect(refused.errors?.[0]?.extensions?.code).toBe('ERROR_NOT_FOUND');
  });

  it("gives a consumer-scoped token its own consumer's events only", async () => {
    const { consumerid: mine } = await createConsumer('Browser consumer');
    const { consumerid: theirs } = await createConsumer('Another consumer');
    const minted = await t.expect<{ access_token: string }>(200, 'POST', `/consumers/${mine}/token`, {
      token: account.token,
    });
    const stream = await subscribe({}, minted.access_token);
    for (const id of [theirs, mine]) {
      await t.expect(200, 'PATCH', `/consumers/${id}`, {
        token: account.token,
        body: { name: `Renamed ${id}` },
      });
    }
    const event = await nextEvent(stream);
    expect(event).toMatchObject({ event: 'CONSUMER_UPDATED', consumerId: mine });
    const elsewhere = await subscribe({ consumerId: theirs }, minted.access_token);
    expect(((await elsewhere.next()).data as EventPayload).errors?.[0]?.extensions?.code).toBe(
      'ERROR_CONSUMER_NOT_FOUND',
    );
  });

  it('types each event’s record: a linked account, a record of the connected software, the test event', async () => {
    const { consumerid } = await createConsumer('Typed data');
    const stream = await subscribe({ consumerId: consumerid });
    const link = await t.expect<{ connectionid: string }>(
      200,
      'POST',
      `/consumers/${consumerid}/connections`,
      {
        token: account.token,
        body: { integrationid: 1, name: 'Books' },
      },
    );
    const linked = await nextEvent(stream);
    expect(linked).toMatchObject({
      event: 'CONNECTION_CREATED',
      data: {
        __typename: 'LinkedAccount',
        id: link.connectionid,
        name: 'Books',
        integrationId: 1,
        status: 'ACTIVE',
      },
    });
    expect(linked.data.connectUrl).toMatch(/^http:\/\/.+\/connect\//);

    const product = await t.expect<{ id: string }>(
      200,
      'POST',
      `/consumers/${consumerid}/invoicing/products`,
      {
        token: account.token,
        body: { name: 'Streamed chair', unit_price: 12.5 },
      },
    );
    const created = await nextEvent(stream);
    expect(created).toMatchObject({
      event: 'INVOICING_PRODUCT_CREATED',
      data: { __typename: 'Product', remoteId: product.id, name: 'Streamed chair', unitPrice: 12.5 },
    });
    // Its global id names the connection it was written through: node(id:) reads it again there.
    const read = await t.request('POST', '/graphql', {
      token: account.token,
      body: {
        query: 'query ($id: ID!) { node(id: $id) { __typename ... on Product { remoteId } } }',
        variables: { id: created.data.id },
      },
    });
    expect(read.body).toMatchObject({ data: { node: { __typename: 'Product', remoteId: product.id } } });

    // An event recorded before Lintel kept its connection: its record cannot have a global id.
    await t.app.store.db.query('update webhook_events set connection_id = null where id = $1', [created.id]);
    const replayed = await subscribe({ types: ['INVOICING_PRODUCT_CREATED'], after: linked.id });
    expect(await nextEvent(replayed)).toMatchObject({ id: created.id, data: null });

    const receiver = await startReceiver();
    try {
      const hook = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
        token: account.token,
        body: { event: 'account.consumer.deleted', url: `${receiver.url}/typed` },
      });
      const all = await subscribe();
      await t.expect(200, 'POST', `/webhooks/${hook.webhookid}/test`, { token: account.token });
      expect(await nextEvent(all)).toMatchObject({
        event: 'WEBHOOK_TEST',
        data: { __typename: 'WebhookTest', webhookId: hook.webhookid, message: expect.any(String) },
      });
    } finally {
      await receiver.close();
    }
  });

  it('refuses an unknown consumer, an unknown type and a token without webhooks.read', async () => {
    const unknownConsumer = await subscribe({ consumerId: '00000000-0000-4000-8000-000000000000' });
    expect(((await unknownConsumer.next()).data as EventPayload).errors?.[0]?.extensions?.code).toBe(
      'ERROR_CONSUMER_NOT_FOUND',
    );
    const badId = await subscribe({ consumerId: 'not-a-uuid' });
    expect(((await badId.next()).data as EventPayload).errors?.[0]?.extensions?.code).toBe(
      'ERROR_CONSUMER_NOT_FOUND',
    );
    // A type that is not a WebhookEvent cannot start: its variables do not coerce (BAD_USER_INPUT).
    // Asked as an event stream, yoga says so in the stream's first message, without data.
    const unknownType = await subscribe({ types: ['invoicing.nothing.happened'] });
    const refusedType = (await unknownType.next()).data as EventPayload;
    expect(refusedType.data ?? null).toBeNull();
    expect(refusedType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refusedType.errors?.[0]?.message).toContain('WebhookEvent');
    // WEBHOOK_TEST is a WebhookEvent, but only testWebhook sends it: it cannot be subscribed to.
    const testEvent = await subscribe({ types: ['WEBHOOK_TEST'] });
    const refusedTest = (await testEvent.next()).data as EventPayload;
    expect(refusedTest.errors?.[0]?.extensions?.code).toBe('ERROR_VALIDATION');
    expect(refusedTest.errors?.[0]?.message).toContain('types');
    const narrow = await t.tokenWithScopes(account, ['invoicing.read']);
    const noScope = await subscribe({}, narrow);
    expect(((await noScope.next()).data as EventPayload).errors?.[0]?.extensions?.code).toBe(
      'ERROR_INSUFFICIENT_SCOPE',
    );
  });
});

describe('the record each event carries', () => {
  it('is, for an event a write announces, what the write answers (or the type it is announced as)', () => {
    const writes = operationIds.map(operationDeclaration).filter(isWrite);
    const announcing = writes.filter((write) => write.event !== undefined);
    expect(announcing.length).toBeGreaterThan(0);
    for (const write of announcing) {
      const served = write.kind === 'create' ? (write.announceAs ?? write.item) : write.item;
      expect(eventData[write.event!], write.event).toBe(served);
    }
  });
});

// Two real Lintel processes on one PostgreSQL: a change made through one reaches a stream opened
// on the other (outbox + LISTEN/NOTIFY). Prints the latency from the write's answer to the event.
describe.skipIf(!process.env.DATABASE_URL)('events across two processes on PostgreSQL', () => {
  it('an event recorded by process A streams from process B', async () => {
    const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_sse');
    onCleanUp(db.drop);
    const { credentials, env } = sharedPostgresEnv(db.url, 'sse-secret-key-0123456789abcdef0123456', 'sse');
    const a = startLintel({ ...env, LINTEL_WEBHOOK_WORKER: 'false' });
    const b = startLintel({ ...env, LINTEL_WEBHOOK_WORKER: 'false' });
    const [bannerA, bannerB] = await Promise.all([waitForBanner(a), waitForBanner(b)]);
    const restA = restClient(bannerA.base);
    const token = await fetchToken(restA, credentials);
    const stream = await openSse(
      `${bannerB.base}/graphql`,
      { query: EVENTS, variables: { types: ['CONSUMER_CREATED'] } },
      { authorization: `Bearer ${token}` },
    );
    streams.push(stream);
    const latencies: number[] = [];
    for (let i = 0; i < 40; i++) {
      const created = await restA<{ consumerid: string }>('POST', '/consumers', token, {
        name: `Cross ${i}`,
      });
      const answered = performance.now();
      const message = await stream.next();
      latencies.push(performance.now() - answered);
      const payload = message.data as EventPayload;
      expect(payload.data?.events.consumerId).toBe(created.consumerid);
      expect(message.id).toBe(payload.data?.events.id);
    }
    latencies.sort((x, y) => x - y);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    console.log(
      `[events] A→B over PostgreSQL, ${latencies.length} events: p50 ${at(0.5).toFixed(1)} ms, ` +
        `p99 ${at(0.99).toFixed(1)} ms, max ${latencies[latencies.length - 1]!.toFixed(1)} ms`,
    );
  }, 90_000);
});
