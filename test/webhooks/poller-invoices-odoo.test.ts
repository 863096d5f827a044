import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOdooConnector } from '../../src/connectors/odoo/index.js';
import { connectOdoo, HTTP } from '../connectors/odoo/helpers.js';
import { type OdooFake, startOdooFake } from '../fakes/odoo/server.js';
import { createTestApp, READ_THROUGH, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from './receiver.js';

/** The change poller on Odoo: invoices created or changed in Odoo itself become webhook events. */

let t: TestApp;
let fake: OdooFake;
let receiver: Receiver;

beforeAll(async () => {
  fake = await startOdooFake({ version: 17 });
  t = await createTestApp({
    env: { ...READ_THROUGH, LINTEL_WEBHOOK_WORKER: 'true', LINTEL_POLL_INTERVAL_SECONDS: '3600' },
    deps: { connectors: [createOdooConnector({ http: HTTP })], webhookWorker: { pollIntervalMs: 50 } },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await fake?.close();
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

describe('change poller: Odoo invoices', () => {
  it('reports an invoice created in Odoo and one paid there', async () => {
    const account = await t.newAccount('Odoo poller');
    const { consumerId } = await connectOdoo(t, account, fake);
    for (const event of ['invoicing.invoice.created', 'invoicing.invoice.updated']) {
      await t.expect(200, 'POST', '/webhooks', {
        token: account.token,
        body: { event, url: `${receiver.url}/odoo-invoices`, integrationid: 10 },
      });
    }
    expect(await t.app.pollChanges()).toBe(0);

    // In Odoo itself: the rest of INV/2026/00002 is paid, and a new invoice is posted.
    fake.insert('account.payment', {
      name: 'PBNK1/2026/00050',
      date: '2026-11-24',
      amount: 852,
      currency_id: 1,
      partner_id: 14,
      payment_type: 'inbound',
      partner_type: 'customer',
      state: 'posted',
      journal_id: 3,
      payment_method_line_id: 1,
      ref: 'INV/2026/00002',
      reconciled_invoice_ids: [2],
      reconciled_bill_ids: [],
      is_matched: false,
    });
    const created = fake.insert('account.move', {
      name: 'INV/2026/00077',
      move_type: 'out_invoice',
      state: 'posted',
      partner_id: 10,
      currency_id: 1,
      journal_id: 1,
      date: '2026-11-24',
      invoice_date: '2026-11-24',
      invoice_date_due: '2026-12-24',
      write_date: '2026-11-24 12:00:00',
    });
    fake.insert('account.move.line', {
      move_id: created,
      name: 'Descaling',
      display_type: 'product',
      product_id: false,
      quantity: 1,
      price_unit: 80,
      discount: 0,
      tax_ids: [1],
    });
    await t.app.store.db.query('update poll_state set next_poll_at = now()');
    expect(await t.app.pollChanges()).toBe(2);
    const bodies = await waitFor('/odoo-invoices', 2);
    expect(bodies.map((b) => `${b.event} ${b.data.id}`).sort()).toEqual(
      [`invoicing.invoice.created ${created}`, 'invoicing.invoice.updated 2'].sort(),
    );
    expect(bodies.find((b) => b.data.id === '2')).toMatchObject({
      consumerid: consumerId,
      data: { status: 'paid', outstanding_amount: 0 },
    });
  });
});
