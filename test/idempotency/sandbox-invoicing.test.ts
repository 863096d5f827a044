import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultyApp, type FaultyApp } from './kit.js';

/**
 * The Sandbox's invoicing creates after a crash between the Sandbox's write and Lintel's stored
 * answer: the retry with the same key finds the record the first attempt made (its id derives
 * from the write id) and answers it, one record, one event.
 */

let t: FaultyApp;
let consumerId: string;
let connectionId: string;

beforeAll(async () => {
  t = await createFaultyApp({});
  const { body } = await t.request('POST', '/consumers', { body: { name: 'Sandbox invoicing crash' } });
  consumerId = body.consumerid;
  const connection = await t.request('POST', `/consumers/${consumerId}/connections`, {
    body: { integrationid: 1 },
  });
  connectionId = connection.body.connectionid;
});

afterAll(async () => {
  await t?.close();
});

/** The key's row put back where a crash leaves it: pending, no answer, its holder gone. */
async function crashLeftPending(key: string) {
  const rows = await t.db.query(
    `update idempotency_keys set state = 'pending', status = null, response = null, accepted = false,
       lease_token = gen_random_uuid(), lease_until = now() - interval '1 second'
     where account_id = $1 and key = $2 returning key`,
    [t.accountId, key],
  );
  expect(rows).toHaveLength(1);
}

const records = async (kind: string, id: string) =>
  (
    await t.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_records where connection_id = $1 and kind = $2 and id = $3',
      [connectionId, kind, id],
    )
  )[0]!.n;

const eventsAbout = async (event: string, id: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from webhook_events where account_id = $1 and event = $2
         and (body::jsonb)->'data'->>'id' = $3`,
      [t.accountId, event, id],
    )
  )[0]!.n;

const today = new Date().toISOString().slice(0, 10);

describe('Sandbox invoicing writes after a crash', () => {
  const cases = [
    {
      path: 'invoices',
      kind: 'invoice',
      event: 'invoicing.invoice.created',
      status: 200,
      body: () => ({
        currency: 'EUR',
        invoice_type: 'supplier_refund',
        status: 'posted',
        invoice_date: today,
        tax_amount: 2.1,
        untaxed_amount: 10,
        total: 12.1,
      }),
    },
    {
      path: 'payments',
      kind: 'invoicing_payment',
      event: 'invoicing.payment.created',
      status: 201,
      body: () => ({ amount: 5, invoice_id: 'invoice-0006', date: today, currency: 'EUR' }),
    },
    {
      path: 'contacts',
      kind: 'contact',
      event: 'invoicing.contact.created',
      status: 200,
      body: () => ({ company_name: 'Crash Test NV', is_company: true }),
    },
  ] as const;

  for (const c of cases) {
    it(`${c.path}: the retry answers the first record, one record, one event`, async () => {
      const key = `crash-${c.path}-${Date.now()}`;
      const post = () =>
        t.request('POST', `/consumers/${consumerId}/invoicing/${c.path}`, {
          body: c.body(),
          headers: { 'x-chift-client-requestid': key },
        });
      const first = await post();
      expect(first.status, JSON.stringify(first.body)).toBe(c.status);
      await crashLeftPending(key);
      // The crash came before the commit that records the event.
      await t.db.query(
        `delete from webhook_events where account_id = $1 and event = $2 and (body::jsonb)->'data'->>'id' = $3`,
        [t.accountId, c.event, first.body.id],
      );
      const retry = await post();
      expect(retry.status).toBe(c.status);
      expect(retry.body).toEqual(first.body);
      expect(await records(c.kind, first.body.id)).toBe(1);
      expect(await eventsAbout(c.event, first.body.id)).toBe(1);
    });
  }

  it('a payment retried after a crash is counted once on its invoice', async () => {
    const invoice = await t.request('GET', `/consumers/${consumerId}/invoicing/invoices/invoice-0006`);
    const payments = await t.request('GET', `/consumers/${consumerId}/invoicing/payments?size=100`);
    const paid = payments.body.items
      .filter((p: any) => p.invoice_id === 'invoice-0006')
      .reduce((s: number, p: any) => s + Math.round(p.amount * 100), 0);
    expect(paid).toBe(500);
    expect(Math.round(invoice.body.outstanding_amount * 100)).toBe(
      Math.round(invoice.body.total * 100) - 500,
    );
  });
});
