import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from './receiver.js';

/** The webhook events of the invoicing writes, recorded with the vendor's answer and delivered. */

let t: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({
    env: { LINTEL_WEBHOOK_WORKER: 'true' },
    deps: { webhookWorker: { pollIntervalMs: 50 } },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function waitFor(count: number) {
  const deadline = Date.now() + 10_000;
  while (receiver.received.filter((r) => r.path === '/inv').length < count) {
    if (Date.now() > deadline) throw new Error(`only ${receiver.received.length} deliveries`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return receiver.received.filter((r) => r.path === '/inv').map((r) => JSON.parse(r.body));
}

describe('invoicing write events', () => {
  it('invoice, payment (created and updated) and contact writes each emit their event once', async () => {
    const account = await t.newAccount();
    const { consumerId } = await t.newConsumer(account, [1]);
    for (const event of [
      'invoicing.invoice.created',
      'invoicing.payment.created',
      'invoicing.payment.updated',
      'invoicing.contact.created',
    ]) {
      await t.expect(200, 'POST', '/webhooks', {
        token: account.token,
        body: { event, url: `${receiver.url}/inv` },
      });
    }
    const base = `/consumers/${consumerId}/invoicing`;
    const token = account.token;
    const today = new Date().toISOString().slice(0, 10);
    const invoice = await t.expect(200, 'POST', `${base}/invoices`, {
      token,
      body: {
        currency: 'EUR',
        invoice_type: 'customer_invoice',
        status: 'posted',
        invoice_date: today,
        tax_amount: 21,
        untaxed_amount: 100,
        total: 121,
      },
    });
    const payment = await t.expect(201, 'POST', `${base}/payments`, {
      token,
      body: { amount: 21, invoice_id: invoice.id, date: today, currency: 'EUR' },
    });
    await t.expect(200, 'PATCH', `${base}/payments/${payment.id}`, { token, body: { amount: 121 } });
    const contact = await t.expect(200, 'POST', `${base}/contacts`, { token, body: { first_name: 'Ann' } });
    // A refused write emits nothing.
    const refused = await t.request('POST', `${base}/payments`, {
      token,
      body: { amount: 1, invoice_id: invoice.id, date: today, currency: 'EUR' },
    });
    expect(refused.status).toBe(422);

    const bodies = await waitFor(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.filter((r) => r.path === '/inv')).toHaveLength(4);
    const byEvent = Object.fromEntries(bodies.map((b) => [b.event, b]));
    expect(byEvent['invoicing.invoice.created']).toMatchObject({
      consumerid: consumerId,
      data: { id: invoice.id, total: 121 },
    });
    expect(byEvent['invoicing.payment.created'].data).toMatchObject({ id: payment.id, amount: 21 });
    expect(byEvent['invoicing.payment.updated'].data).toMatchObject({ id: payment.id, amount: 121 });
    expect(byEvent['invoicing.contact.created'].data).toMatchObject({ id: contact.id, first_name: 'Ann' });
  });
});
