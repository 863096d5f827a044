import { createHmac } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from './receiver.js';

let t: TestApp;
let receiver: Receiver;

/** Seconds between attempts, short so the retry tests do not sit out a production schedule. */
const RETRY_SECONDS = 0.2;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      LINTEL_WEBHOOK_WORKER: 'true',
      LINTEL_WEBHOOK_RETRY_SCHEDULE: [RETRY_SECONDS, RETRY_SECONDS, RETRY_SECONDS].join(','),
    },
    deps: { webhookWorker: { pollIntervalMs: 50, timeoutMs: 3000 } },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function subscribe(
  account: TestAccount,
  event: string,
  path: string,
  extra: Record<string, unknown> = {},
) {
  return t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
    token: account.token,
    body: { event, url: `${receiver.url}${path}`, ...extra },
  });
}

const forPath = (path: string) => receiver.received.filter((r) => r.path === path);

async function waitForPath(path: string, count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (forPath(path).length < count) {
    if (Date.now() > deadline) throw new Error(`${path}: ${forPath(path).length} of ${count} deliveries`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return forPath(path);
}

describe('webhook delivery', () => {
  it('delivers a signed envelope that both signature schemes verify', async () => {
    const account = await t.newAccount();
    const secret = 'whsec_' + Buffer.from('a very secret key for tests').toString('base64');
    await subscribe(account, 'account.consumer.created', '/signed', { signingsecret: secret });
    const consumer = await t.expect(200, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'Hotel Signed' },
    });
    const [delivery] = await waitForPath('/signed', 1);
    const body = JSON.parse(delivery!.body);
    expect(body).toEqual({
      accountid: account.accountId,
      event: 'account.consumer.created',
      consumerid: consumer.consumerid,
      created: expect.any(Number),
      data: consumer,
    });
    expect(delivery!.body).toBe(JSON.stringify(body)); // compact JSON
    const key = Buffer.from(secret.slice(6), 'base64');
    expect(delivery!.headers['x-chift-signature']).toBe(
      createHmac('sha256', key).update(delivery!.body).digest('hex'),
    );
    const wh = new StandardWebhook(secret);
    const headers = {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    };
    expect(wh.verify(delivery!.body, headers)).toEqual(body);
    // A tampered body fails verification.
    expect(() => wh.verify(delivery!.body.replace('Hotel Signed', 'Hotel Forged'), headers)).toThrow();
  });

  it('signs with the UTF-8 bytes of a plain secret; without a secret sends ids only', async () => {
    const account = await t.newAccount();
    await subscribe(account, 'account.consumer.created', '/plain', { signingsecret: 'plain-secret' });
    await subscribe(account, 'account.consumer.created', '/unsigned');
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Plain' } });
    const [plain] = await waitForPath('/plain', 1);
    const [unsigned] = await waitForPath('/unsigned', 1);
    expect(plain!.headers['x-chift-signature']).toBe(
      createHmac('sha256', Buffer.from('plain-secret')).update(plain!.body).digest('hex'),
    );
    expect(unsigned!.headers['webhook-id']).toBeTruthy();
    expect(unsigned!.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(unsigned!.headers['webhook-signature']).toBeUndefined();
    expect(unsigned!.headers['x-chift-signature']).toBeUndefined();
  });

  it('retries on the schedule with the same webhook-id, logging every attempt', async () => {
    const account = await t.newAccount();
    const hook = await subscribe(account, 'account.consumer.created', '/retry');
    receiver.script('/retry', 500, 503);
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Retry' } });
    const attempts = await waitForPath('/retry', 3);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    // The schedule says 0.2 s (±10 %) between attempts.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(0.8 * RETRY_SECONDS * 1000);
    await new Promise((r) => setTimeout(r, 200));
    const logs = await t.expect<{ httpstatus: number }[]>(200, 'GET', `/webhooks/${hook.webhookid}/logs`, {
      token: account.token,
    });
    expect(logs.map((l) => l.httpstatus)).toEqual([200, 503, 500]);
  });

  it('gives up after the schedule and logs 0 when no answer came', async () => {
    const account = await t.newAccount();
    const hook = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: 'http://127.0.0.1:1/nothing-listens' },
    });
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Nobody' } });
    const deadline = Date.now() + 10_000;
    let logs: { httpstatus: number }[] = [];
    while (Date.now() < deadline) {
      logs = await t.expect(200, 'GET', `/webhooks/${hook.webhookid}/logs`, { token: account.token });
      if (logs.length >= 4) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // First attempt plus the three of the schedule, then nothing more (another would have come
    // within one step of the schedule and a poll).
    await new Promise((r) => setTimeout(r, 2.5 * RETRY_SECONDS * 1000));
    logs = await t.expect(200, 'GET', `/webhooks/${hook.webhookid}/logs`, { token: account.token });
    expect(logs.map((l) => l.httpstatus)).toEqual([0, 0, 0, 0]);
  });

  it('honours Retry-After', async () => {
    const account = await t.newAccount();
    const hook = await subscribe(account, 'account.consumer.created', '/later');
    receiver.script('/later', { status: 429, headers: { 'retry-after': '2' } });
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Later' } });
    await waitForPath('/later', 1);
    // Not the schedule's 0.2 s: the next attempt is due 2 s after this one, in the outbox (the
    // database's clock), and nothing is sent meanwhile (a dozen polls go by).
    await new Promise((r) => setTimeout(r, 600));
    expect(forPath('/later')).toHaveLength(1);
    const [due] = await t.app.store.db.query<{ seconds: number }>(
      `select extract(epoch from (d.next_attempt_at - l.created_at))::float8 as seconds
       from webhook_deliveries d join webhook_logs l on l.delivery_id = d.id
       where d.webhook_id = $1 and d.status = 'pending'`,
      [hook.webhookid],
    );
    expect(due!.seconds).toBeGreaterThanOrEqual(1.9);
    expect(due!.seconds).toBeLessThanOrEqual(2.1);
    // Its time come (moved forward rather than waited for), it is sent.
    await t.app.store.db.query(
      `update webhook_deliveries set next_attempt_at = now() where webhook_id = $1 and status = 'pending'`,
      [hook.webhookid],
    );
    await waitForPath('/later', 2);
  });

  it('a 410 disables the subscription at once', async () => {
    const account = await t.newAccount();
    const hook = await subscribe(account, 'account.consumer.created', '/gone');
    receiver.script('/gone', 410);
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Gone 1' } });
    await waitForPath('/gone', 1);
    await new Promise((r) => setTimeout(r, 200));
    const webhook = await t.expect(200, 'GET', `/webhooks/${hook.webhookid}`, { token: account.token });
    expect(webhook.status).toBe('inactive');
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Gone 2' } });
    // Neither a retry of the first nor the second event: both would have come within a step of
    // the schedule and a poll.
    await new Promise((r) => setTimeout(r, 2.5 * RETRY_SECONDS * 1000));
    expect(forPath('/gone')).toHaveLength(1);
  });

  it('a subscription failing for 5 days in a row is set inactive', async () => {
    const account = await t.newAccount();
    const hook = await subscribe(account, 'account.consumer.created', '/five-days');
    receiver.script('/five-days', 500);
    // It has been failing since six days ago; this failure is one too many.
    await t.app.store.db.query(
      `update webhooks set failing_since = now() - interval '6 days' where id = $1`,
      [hook.webhookid],
    );
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Five days' } });
    await waitForPath('/five-days', 1);
    const deadline = Date.now() + 5000;
    let status = 'active';
    while (status === 'active' && Date.now() < deadline) {
      status = (await t.expect(200, 'GET', `/webhooks/${hook.webhookid}`, { token: account.token })).status;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('inactive');
    // A success resets the run: a fresh subscription failing once stays active.
    const fresh = await subscribe(account, 'account.consumer.created', '/one-failure');
    receiver.script('/one-failure', 500);
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Once' } });
    await waitForPath('/one-failure', 2);
    expect(
      (await t.expect(200, 'GET', `/webhooks/${fresh.webhookid}`, { token: account.token })).status,
    ).toBe('active');
  });

  it('only delivers events of the subscribed integration when integrationid is set', async () => {
    const account = await t.newAccount();
    await subscribe(account, 'account.connection.created', '/pos-only', { integrationid: 2 });
    await t.newConsumer(account, [1, 2, 3]);
    const [delivery] = await waitForPath('/pos-only', 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(forPath('/pos-only')).toHaveLength(1);
    expect(JSON.parse(delivery!.body).data.integrationid).toBe(2);
  });

  it('emits invoicing.product.created once per idempotent write', async () => {
    const account = await t.newAccount();
    const { consumerId } = await t.newConsumer(account, [1]);
    await subscribe(account, 'invoicing.product.created', '/products');
    const headers = { 'x-chift-client-requestid': 'product-once' };
    const body = { name: 'Croissant', unit_price: 2.2 };
    const first = await t.expect(200, 'POST', `/consumers/${consumerId}/invoicing/products`, {
      token: account.token,
      body,
      headers,
    });
    await t.expect(200, 'POST', `/consumers/${consumerId}/invoicing/products`, {
      token: account.token,
      body,
      headers,
    });
    const [delivery] = await waitForPath('/products', 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(forPath('/products')).toHaveLength(1);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'invoicing.product.created',
      consumerid: consumerId,
      data: first,
    });
  });

  it('POST /webhooks/{id}/test sends a signed test event now and logs it; replay sends it again', async () => {
    const account = await t.newAccount();
    const hook = await subscribe(account, 'account.consumer.deleted', '/test-endpoint', {
      signingsecret: 'test-secret',
    });
    const log = await t.expect(200, 'POST', `/webhooks/${hook.webhookid}/test`, { token: account.token });
    expect(log).toMatchObject({ webhookid: hook.webhookid, event: 'account.webhook.test', httpstatus: 200 });
    const [sent] = forPath('/test-endpoint');
    expect(JSON.parse(sent!.body).event).toBe('account.webhook.test');
    expect(sent!.headers['x-chift-signature']).toBe(
      createHmac('sha256', Buffer.from('test-secret')).update(sent!.body).digest('hex'),
    );
    const replayed = await t.expect(
      200,
      'POST',
      `/webhooks/${hook.webhookid}/logs/${log.webhooklogid}/replay`,
      {
        token: account.token,
      },
    );
    expect(replayed.webhooklogid).not.toBe(log.webhooklogid);
    const both = forPath('/test-endpoint');
    expect(both).toHaveLength(2);
    expect(both[1]!.headers['webhook-id']).toBe(both[0]!.headers['webhook-id']);
    expect(both[1]!.body).toBe(both[0]!.body);
    const logs = await t.expect<unknown[]>(200, 'GET', `/webhooks/${hook.webhookid}/logs`, {
      token: account.token,
    });
    expect(logs).toHaveLength(2);
    // Another account cannot test or replay it.
    const other = await t.newAccount();
    const denied = await t.request('POST', `/webhooks/${hook.webhookid}/test`, { token: other.token });
    expect(denied.status).toBe(404);
    const unknownLog = await t.request('POST', `/webhooks/${hook.webhookid}/logs/${other.accountId}/replay`, {
      token: account.token,
    });
    expect(unknownLog.status).toBe(404);
  });

  it('a hanging receiver does not delay another subscription', async () => {
    const account = await t.newAccount();
    const hang = await subscribe(account, 'account.consumer.updated', '/hang');
    await subscribe(account, 'account.consumer.updated', '/fast');
    receiver.script('/hang', 'hang', 'hang', 'hang', 'hang', 'hang', 'hang');
    const consumer = await t.expect(200, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'Slow' },
    });
    for (let i = 0; i < 5; i++) {
      await t.expect(200, 'PATCH', `/consumers/${consumer.consumerid}`, {
        token: account.token,
        body: { name: `v${i}` },
      });
    }
    await waitForPath('/fast', 5, 5000);
    // Every fast delivery arrived while the hanging receiver still held its first attempts: none
    // of them has an answer (or a timeout) logged yet.
    const hangLogs = await t.expect<unknown[]>(200, 'GET', `/webhooks/${hang.webhookid}/logs`, {
      token: account.token,
    });
    expect(hangLogs).toHaveLength(0);
    expect(forPath('/hang').length).toBeGreaterThanOrEqual(1);
  });
});
