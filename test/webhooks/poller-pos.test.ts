import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from './receiver.js';

/** The change poller on the Sandbox POS: an order that closes is reported as pos.order.completed. */

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

async function waitFor(path: string, count: number) {
  const deadline = Date.now() + 10_000;
  const bodies = () => receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body));
  while (bodies().length < count) {
    if (Date.now() > deadline) throw new Error(`${path}: ${bodies().length} of ${count}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return bodies();
}

const makeDue = () => t.app.store.db.query('update poll_state set next_poll_at = now()');

describe('change poller, POS', () => {
  it('emits pos.order.completed once when an open order closes, after a silent baseline', async () => {
    const account = await t.newAccount();
    const { consumerId, connectionIds } = await t.newConsumer(account, [2]);
    const connectionId = String(connectionIds[0]);
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'pos.order.completed', url: `${receiver.url}/completed`, integrationid: 2 },
    });
    // Baseline: the orders already closed are known, nothing is sent.
    await makeDue();
    expect(await t.app.pollChanges()).toBe(0);

    const { items } = await t.app.store.sandbox.list(connectionId, 'pos_order', {
      offset: 0,
      limit: 10,
      where: { equals: { state: 'open', location_id: 'LOC-LIS' } },
    });
    const open = items[0]!;
    expect(open.closing_date).toBeNull();
    const closedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    await t.app.store.sandbox.update(connectionId, 'pos_order', String(open.id), {
      ...open,
      closing_date: closedAt,
      state: 'closed',
      closure_id: `CLO-LIS-${open.business_day}`,
    });
    await makeDue();
    expect(await t.app.pollChanges()).toBe(1);
    const [body] = await waitFor('/completed', 1);
    expect(body).toMatchObject({
      event: 'pos.order.completed',
      consumerid: consumerId,
      data: { id: open.id, closing_date: closedAt, location_id: 'LOC-LIS' },
    });
    expect(body.data.raw).toBeUndefined();

    // Linking a customer afterwards changes the order but completes nothing new.
    await t.expect(200, 'PATCH', `/consumers/${consumerId}/pos/orders/${open.id}`, {
      token: account.token,
      body: { customer_id: 'poscust-0003' },
    });
    await makeDue();
    expect(await t.app.pollChanges()).toBe(0);
  });
});
