import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from './receiver.js';

/** The change poller on PMS invoices: a bill closed since the last look is `pms.invoice.closed`. */

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

const makeDue = () => t.app.store.db.query('update poll_state set next_poll_at = now()');

describe('change poller: PMS invoices', () => {
  it('emits pms.invoice.closed for a bill closed since the last look, not for changes or old bills', async () => {
    const account = await t.newAccount();
    const { consumerId, connectionIds } = await t.newConsumer(account, [3]);
    const connectionId = String(connectionIds[0]);
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'pms.invoice.closed', url: `${receiver.url}/invoices` },
    });
    // Baseline: the seeded invoices are known, nothing is sent.
    expect(await t.app.pollChanges()).toBe(0);

    const { items } = await t.app.store.sandbox.list(connectionId, 'pms_invoice', { offset: 0, limit: 500 });
    const latest = items.at(-1)!;
    const now = new Date();
    const closedAt = now.toISOString().replace(/\.\d+Z$/, 'Z');
    const today = now.toISOString().slice(0, 10);
    const old = new Date(now.getTime() - 45 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
    await t.app.store.sandbox.insertMany(connectionId, [
      {
        kind: 'pms_invoice',
        id: 'pms-bill-new',
        data: {
          ...latest,
          id: 'pms-bill-new',
          invoice_number: 'BRU-INV-99999',
          closing_date: closedAt,
          business_date: today,
        },
      },
      {
        // Closed long ago (e.g. imported late): outside the window the poller reads.
        kind: 'pms_invoice',
        id: 'pms-bill-old',
        data: { ...latest, id: 'pms-bill-old', closing_date: old, business_date: old.slice(0, 10) },
      },
    ]);
    // A change to a known invoice (a payment added) is not a closing.
    await t.app.store.sandbox.update(connectionId, 'pms_invoice', String(latest.id), {
      ...latest,
      description: 'changed',
      payments: [],
    });
    await makeDue();
    expect(await t.app.pollChanges()).toBe(1);
    const [body] = await waitFor('/invoices', 1);
    expect(body).toMatchObject({
      event: 'pms.invoice.closed',
      consumerid: consumerId,
      data: { id: 'pms-bill-new', invoice_number: 'BRU-INV-99999', closing_date: closedAt },
    });
    expect(body.data.raw).toBeUndefined();
    expect(body.data.items.length).toBeGreaterThan(0);

    await makeDue();
    expect(await t.app.pollChanges()).toBe(0);
  });
});
