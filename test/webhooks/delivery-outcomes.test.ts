import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { openSse, type SseStream } from '../kit/sse.js';
import { type Receiver, startReceiver } from './receiver.js';

/**
 * The outcome of each delivery attempt on the GraphQL `events` subscription
 * (WEBHOOK_DELIVERY_SUCCEEDED / WEBHOOK_DELIVERY_FAILED, carrying the attempt's log row): streamed
 * when named, never offered to nor delivered to webhook subscriptions.
 */

const EVENTS =
  'subscription Events($types: [WebhookEvent!]) { events(types: $types) { id event consumerId data { __typename' +
  ' ... on Consumer { name }' +
  ' ... on WebhookLog { id webhookId event eventId httpStatus attempt error responseBody nextAttemptOn url } } } }';

interface EventPayload {
  data?: { events: { id: string; event: string; consumerId: string | null; data: any } };
  errors?: { message: string; extensions?: { code?: string } }[];
}

interface ValidationBody {
  detail: { loc: (string | number)[]; msg: string; type: string; input?: unknown }[];
}

let t: TestApp;
let receiver: Receiver;
let account: TestAccount;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: {
      LINTEL_WEBHOOK_WORKER: 'true',
      // One retry, soon: the failed attempt is followed by a successful one.
      LINTEL_WEBHOOK_RETRY_SCHEDULE: '0.2',
    },
    deps: { webhookWorker: { pollIntervalMs: 50, timeoutMs: 3000 } },
  });
  receiver = await startReceiver();
  account = await t.newAccount('Outcomes account');
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
  await receiver?.close();
});

async function subscribe(variables: Record<string, unknown>): Promise<SseStream> {
  const stream = await openSse(
    `${t.url}/graphql`,
    { query: EVENTS, variables },
    { authorization: `Bearer ${account.token}` },
  );
  streams.push(stream);
  return stream;
}

async function nextEvent(stream: SseStream) {
  const message = await stream.next();
  expect(message.event).toBe('next');
  const payload = message.data as EventPayload;
  if (!payload.data) throw new Error(`stream error: ${JSON.stringify(payload.errors)}`);
  return payload.data.events;
}

describe('delivery outcomes on the events subscription', () => {
  it('streams a failed attempt and the successful retry, each with its log row', async () => {
    const outcomes = await subscribe({ types: ['WEBHOOK_DELIVERY_SUCCEEDED', 'WEBHOOK_DELIVERY_FAILED'] });
    const everything = await subscribe({});
    const hook = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: `${receiver.url}/outcome` },
    });
    receiver.script('/outcome', 500);
    const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'Outcome Hotel' },
    });

    const failed = await nextEvent(outcomes);
    expect(failed).toMatchObject({
      event: 'WEBHOOK_DELIVERY_FAILED',
      // The account's own record: no consumer's stream shows it.
      consumerId: null,
      data: {
        __typename: 'WebhookLog',
        webhookId: hook.webhookid,
        event: 'CONSUMER_CREATED',
        httpStatus: 500,
        attempt: 1,
        error: null,
        responseBody: 'ok',
        url: `${receiver.url}/outcome`,
      },
    });
    expect(failed.data.nextAttemptOn).toEqual(expect.any(String));
    const succeeded = await nextEvent(outcomes);
    expect(succeeded).toMatchObject({
      event: 'WEBHOOK_DELIVERY_SUCCEEDED',
      consumerId: null,
      data: {
        __typename: 'WebhookLog',
        webhookId: hook.webhookid,
        event: 'CONSUMER_CREATED',
        // The same event, the same `webhook-id`, its second attempt.
        eventId: failed.data.eventId,
        httpStatus: 200,
        attempt: 2,
        error: null,
        nextAttemptOn: null,
      },
    });
    expect(succeeded.id).not.toBe(failed.id);

    // The data is the log row GET /webhooks/{webhookid}/logs lists (and node(id:) reads).
    const logs = await t.expect<{ webhooklogid: string; httpstatus: number; attempt: number }[]>(
      200,
      'GET',
      `/webhooks/${hook.webhookid}/logs`,
      { token: account.token },
    );
    const byId = new Map(logs.map((l) => [l.webhooklogid, l]));
    expect(byId.get(failed.data.id)).toMatchObject({ httpstatus: 500, attempt: 1 });
    expect(byId.get(succeeded.data.id)).toMatchObject({ httpstatus: 200, attempt: 2 });
    const [row] = await t.app.store.db.query<{ body: string }>(
      'select body from webhook_events where id = $1',
      [failed.id],
    );
    expect(JSON.parse(row!.body)).toMatchObject({
      accountid: account.accountId,
      event: 'webhook.delivery.failed',
      consumerid: null,
      data: { webhooklogid: failed.data.id, httpstatus: 500, attempt: 1, event: 'account.consumer.created' },
    });

    // Only the consumer's event was delivered, twice; no delivery was made of an outcome.
    expect(receiver.received.filter((r) => r.path === '/outcome')).toHaveLength(2);
    const outcomeDeliveries = await t.app.store.db.query<{ n: number }>(
      `select count(*)::int as n from webhook_deliveries d join webhook_events e on e.id = d.event_id
       where e.event like 'webhook.delivery.%'`,
    );
    expect(outcomeDeliveries[0]!.n).toBe(0);

    // A stream that does not name them does not get them: the next event after the first consumer
    // is the second consumer, though two outcomes were recorded in between.
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Second Hotel' } });
    const first = await nextEvent(everything);
    expect(first).toMatchObject({ event: 'CONSUMER_CREATED', consumerId: consumer.consumerid });
    expect(await nextEvent(everything)).toMatchObject({
      event: 'CONSUMER_CREATED',
      data: { __typename: 'Consumer', name: 'Second Hotel' },
    });
  });

  it('streams an attempt that got no answer as failed, with the reason', async () => {
    const outcomes = await subscribe({ types: ['WEBHOOK_DELIVERY_FAILED'] });
    const closed = await startReceiver();
    const url = `${closed.url}/gone`;
    await closed.close();
    const hook = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.updated', url },
    });
    await t.expect(200, 'POST', `/webhooks/${hook.webhookid}/test`, { token: account.token });
    expect(await nextEvent(outcomes)).toMatchObject({
      event: 'WEBHOOK_DELIVERY_FAILED',
      data: { webhookId: hook.webhookid, event: 'WEBHOOK_TEST', httpStatus: 0, error: 'CONNECTION_REFUSED' },
    });
  });

  it('are not offered to webhook subscriptions, nor accepted by them', async () => {
    const list = await t.expect<{ event: string }[]>(200, 'GET', '/webhooks/list', { token: account.token });
    const offered = list.map((e) => e.event);
    expect(offered).toContain('account.consumer.created');
    expect(offered).not.toContain('webhook.delivery.succeeded');
    expect(offered).not.toContain('webhook.delivery.failed');
    for (const event of ['webhook.delivery.succeeded', 'webhook.delivery.failed']) {
      const refused = await t.expect<ValidationBody>(422, 'POST', '/webhooks', {
        token: account.token,
        body: { event, url: `${receiver.url}/never` },
      });
      expect(refused).toMatchObject({
        message: 'Validation error',
        status: 'error',
      });
      expect(refused.detail).toHaveLength(1);
      expect(refused.detail[0]).toMatchObject({ loc: ['body', 'event'], input: event });
    }
    // GraphQL: the enum value exists (the subscription names it) but createWebhook refuses it.
    const created = await t.request('POST', '/graphql', {
      token: account.token,
      body: {
        query:
          'mutation { createWebhook(input: { event: WEBHOOK_DELIVERY_FAILED, url: "http://127.0.0.1:9/x" }) { webhook { id } userErrors { code field } } }',
      },
    });
    expect(created.body).toMatchObject({
      data: {
        createWebhook: {
          webhook: null,
          userErrors: [{ code: 'ERROR_VALIDATION', field: ['input', 'event'] }],
        },
      },
    });
    const hooks = await t.expect<{ event: string }[]>(200, 'GET', '/webhooks', { token: account.token });
    expect(hooks.map((h) => h.event)).not.toContain('webhook.delivery.failed');
  });
});
