import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app.js';
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

const makeDue = () => t.app.store.db.query('update poll_state set next_poll_at = now()');

describe('change poller: invoices', () => {
  it('emits invoice created/updated for changes made in the software, once for Lintel’s own writes', async () => {
    const account = await t.newAccount();
    const { consumerId, connectionIds } = await t.newConsumer(account, [1]);
    const connectionId = String(connectionIds[0]);
    for (const event of ['invoicing.invoice.created', 'invoicing.invoice.updated']) {
      await t.expect(200, 'POST', '/webhooks', {
        token: account.token,
        body: { event, url: `${receiver.url}/invoices`, integrationid: 1 },
      });
    }
    // Baseline: the seeded invoices are known, nothing is sent.
    expect(await t.app.pollChanges()).toBe(0);

    // In the software itself: one invoice is paid, one is added.
    const [invoice] = await t.app.store.sandbox.getMany(connectionId, 'invoice', ['invoice-0006']);
    await t.app.store.sandbox.update(connectionId, 'invoice', 'invoice-0006', {
      ...invoice!.data,
      status: 'paid',
      outstanding_amount: 0,
    });
    await t.app.store.sandbox.insertMany(connectionId, [
      {
        kind: 'invoice',
        id: 'invoice-new',
        data: { ...invoice!.data, id: 'invoice-new', invoice_number: 'INV/2026/0999' },
      },
    ]);
    // Through Lintel: announced by the write itself (invoicing.invoice.created), not again by the poller.
    const base = `/consumers/${consumerId}/invoicing`;
    const created = await t.expect(200, 'POST', `${base}/invoices`, {
      token: account.token,
      body: {
        currency: 'EUR',
        invoice_type: 'customer_invoice',
        status: 'posted',
        invoice_date: new Date().toISOString().slice(0, 10),
        tax_amount: 21,
        untaxed_amount: 100,
        total: 121,
      },
    });
    await makeDue();
    expect(await t.app.pollChanges()).toBe(2);
    const bodies = await waitFor('/invoices', 3);
    const events = bodies.map((b) => `${b.event} ${b.data.id}`).sort();
    expect(events).toEqual(
      [
        `invoicing.invoice.created ${created.id}`,
        'invoicing.invoice.created invoice-new',
        'invoicing.invoice.updated invoice-0006',
      ].sort(),
    );
    const updated = bodies.find((b) => b.event === 'invoicing.invoice.updated');
    expect(updated).toMatchObject({
      consumerid: consumerId,
      data: { id: 'invoice-0006', status: 'paid', outstanding_amount: 0 },
    });
    expect(updated.data.raw).toBeUndefined();

    // A payment recorded through Lintel changes the invoice: the poller reports the update.
    await t.expect(201, 'POST', `${base}/payments`, {
      token: account.token,
      body: { amount: 21, invoice_id: created.id, date: created.invoice_date, currency: 'EUR' },
    });
    await makeDue();
    expect(await t.app.pollChanges()).toBe(1);
    const after = await waitFor('/invoices', 4);
    expect(after.at(-1)).toMatchObject({
      event: 'invoicing.invoice.updated',
      data: { id: created.id, outstanding_amount: 100 },
    });

    await makeDue();
    expect(await t.app.pollChanges()).toBe(0);
  });
});
