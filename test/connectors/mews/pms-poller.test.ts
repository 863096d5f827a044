import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMewsConnector } from '../../../src/connectors/mews/index.js';
import { addBilledStay, seedPmsHotel } from '../../fakes/mews/pms-data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { createTestApp, READ_THROUGH, type TestApp } from '../../kit/app.js';
import { type Receiver, startReceiver } from '../../webhooks/receiver.js';
import { credentialsFor, FAST_HTTP } from './setup.js';

/**
 * The change poller on a Mews connection: a bill Mews closed since the last look is sent as
 * `pms.invoice.closed` (read through `pms.invoices.list`, so through bills/getAll by `IssuedUtc`).
 */

let t: TestApp;
let fake: MewsFake;
let receiver: Receiver;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

beforeAll(async () => {
  const now = Date.now();
  fake = await startMewsFake((state) => {
    seedPmsHotel(state);
    addBilledStay(state, {
      n: 1,
      firstNight: dayOf(now - 6 * 86_400_000),
      closedUtc: utc(now - 4 * 86_400_000),
    });
  });
  const connector = createMewsConnector({ http: FAST_HTTP, logger: pino({ level: 'silent' }) });
  t = await createTestApp({
    env: { ...READ_THROUGH, LINTEL_WEBHOOK_WORKER: 'true', LINTEL_POLL_INTERVAL_SECONDS: '3600' },
    deps: { connectors: [connector], webhookWorker: { pollIntervalMs: 50 } },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await fake?.close();
});

const makeDue = () => t.app.store.db.query('update poll_state set next_poll_at = now()');

async function waitFor(path: string, count: number) {
  const deadline = Date.now() + 10_000;
  const bodies = () => receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body));
  while (bodies().length < count) {
    if (Date.now() > deadline) throw new Error(`${path}: ${bodies().length} of ${count}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return bodies();
}

describe('change poller: Mews bills', () => {
  it('emits pms.invoice.closed for a bill closed at Mews since the last look', async () => {
    const account = await t.newAccount('Mews poller');
    const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'Hotel Lintel Wien' },
    });
    await t.expect(200, 'POST', `/consumers/${consumer.consumerid}/connections`, {
      token: account.token,
      body: { integrationid: 30, name: 'Mews', credentials: credentialsFor(fake) },
    });
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'pms.invoice.closed', url: `${receiver.url}/mews-invoices` },
    });
    // Baseline: the bill closed four days ago is known, nothing is sent.
    expect(await t.app.pollChanges()).toBe(0);
    expect(fake.calls.some((c) => c.route === 'bills/getAll' && c.body?.['State'] === 'Closed')).toBe(true);

    const now = Date.now();
    const stay = addBilledStay(fake.state, {
      n: 2,
      firstNight: dayOf(now - 3 * 86_400_000),
      closedUtc: utc(now - 60_000),
    });
    await makeDue();
    expect(await t.app.pollChanges()).toBe(1);
    const [body] = await waitFor('/mews-invoices', 1);
    expect(body).toMatchObject({
      event: 'pms.invoice.closed',
      consumerid: consumer.consumerid,
      data: { id: stay.billId, invoice_number: '2025-0002', total: 215.2, customer_id: stay.customerId },
    });
    expect(body.data.payments).toMatchObject([{ id: stay.paymentId, total: 215.2 }]);

    await makeDue();
    expect(await t.app.pollChanges()).toBe(0);
  });
});
