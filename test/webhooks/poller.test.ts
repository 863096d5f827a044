import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app.js';
import { openSse } from '../kit/sse.js';
import { type Receiver, startReceiver } from './receiver.js';

let t: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({
    env: { LINTEL_WEBHOOK_WORKER: 'true', LINTEL_POLL_INTERVAL_SECONDS: '3600' },
    deps: { webhookWorker: { pollIntervalMs: 50 } },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const bodiesAt = (path: string) =>
  receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body));

async function waitFor(path: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (bodiesAt(path).length < count) {
    if (Date.now() > deadline) throw new Error(`${path}: ${bodiesAt(path).length} of ${count}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return bodiesAt(path);
}

/** Lets every connection be due again (the poller waits an interval between looks). */
const makeDue = () => t.app.store.db.query('update poll_state set next_poll_at = now()');

describe('change poller', () => {
  it('emits opportunity created/updated from a Sandbox change, after a silent baseline', async () => {
    const account = await t.newAccount();
    const { consumerId, connectionIds } = await t.newConsumer(account, [1]);
    const connectionId = String(connectionIds[0]);
    for (const event of ['invoicing.opportunity.created', 'invoicing.opportunity.updated']) {
      await t.expect(200, 'POST', '/webhooks', {
        token: account.token,
        body: { event, url: `${receiver.url}/opps`, integrationid: 1 },
      });
    }
    // Baseline: the 12 seeded opportunities are known, nothing is sent.
    expect(await t.app.pollChanges()).toBe(0);
    // Not due again before its interval: a second pass reads nothing.
    expect(await t.app.pollChanges()).toBe(0);

    const [opportunity] = await t.app.store.sandbox.getMany(connectionId, 'opportunity', [
      'opportunity-0001',
    ]);
    await t.app.store.sandbox.update(connectionId, 'opportunity', 'opportunity-0001', {
      ...opportunity!.data,
      pipe_status: 'Negotiation',
      probability: 80,
    });
    await t.app.store.sandbox.insertMany(connectionId, [
      {
        kind: 'opportunity',
        id: 'opportunity-new',
        data: { ...opportunity!.data, id: 'opportunity-new', name: 'Terrace heaters', total: 4200 },
      },
    ]);
    await makeDue();
    expect(await t.app.pollChanges()).toBe(2);
    const bodies = await waitFor('/opps', 2);
    const byEvent = Object.fromEntries(bodies.map((b) => [b.event, b]));
    expect(byEvent['invoicing.opportunity.updated']).toMatchObject({
      accountid: account.accountId,
      consumerid: consumerId,
      data: { id: 'opportunity-0001', pipe_status: 'Negotiation', probability: 80 },
    });
    expect(byEvent['invoicing.opportunity.created']).toMatchObject({
      data: { id: 'opportunity-new', name: 'Terrace heaters', total: 4200 },
    });
    expect(byEvent['invoicing.opportunity.created'].data.raw).toBeUndefined();

    // Nothing changed since: nothing more is sent.
    await makeDue();
    expect(await t.app.pollChanges()).toBe(0);
  });

  it('emits pms.order.closed when an order closes', async () => {
    const account = await t.newAccount();
    const { connectionIds } = await t.newConsumer(account, [3]);
    const connectionId = String(connectionIds[0]);
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'pms.order.closed', url: `${receiver.url}/closed` },
    });
    await makeDue();
    await t.app.pollChanges();
    const open = (
      await t.app.store.sandbox.list(connectionId, 'pms_order', { offset: 0, limit: 100 })
    ).items.find((o) => o.closing_date === null);
    expect(open).toBeDefined();
    const closedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    await t.app.store.sandbox.update(connectionId, 'pms_order', String(open!.id), {
      ...open!,
      closing_date: closedAt,
    });
    // The events subscription serves the same record as a PmsOrder of this connection.
    const stream = await openSse(
      `${t.url}/graphql`,
      {
        query:
          'subscription { events(types: [PMS_ORDER_CLOSED]) { data { __typename ... on PmsOrder { id remoteId } } } }',
      },
      { authorization: `Bearer ${account.token}` },
    );
    await makeDue();
    expect(await t.app.pollChanges()).toBe(1);
    const [body] = await waitFor('/closed', 1);
    expect(body).toMatchObject({ event: 'pms.order.closed', data: { id: open!.id, closing_date: closedAt } });
    const streamed = (await stream.next()).data as {
      data: { events: { data: { id: string; remoteId: string } } };
    };
    stream.close();
    expect(streamed.data.events.data).toMatchObject({ __typename: 'PmsOrder', remoteId: open!.id });
    const read = await t.request('POST', '/graphql', {
      token: account.token,
      body: {
        query: 'query ($id: ID!) { node(id: $id) { ... on PmsOrder { remoteId closingDate } } }',
        variables: { id: streamed.data.events.data.id },
      },
    });
    expect(read.body.data.node.remoteId).toBe(open!.id);
  });

  it('does not read connections that no subscription needs', async () => {
    const account = await t.newAccount();
    const { connectionIds } = await t.newConsumer(account, [1]);
    await makeDue();
    await t.app.pollChanges();
    const state = await t.app.store.db.query('select * from poll_state where connection_id = $1', [
      connectionIds[0],
    ]);
    expect(state).toHaveLength(0);
  });
});
