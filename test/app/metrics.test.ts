import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/metrics.js';
import { FAKE_TOKEN, type SquareFake, startSquareFake } from '../fakes/square/server.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from '../webhooks/receiver.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const NOT_CHIFT = 'GET /metrics is a Lintel addition';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus text format, the sample lines (`name{a="b"} 1`), parsed. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of match[2]?.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g) ?? [])
      labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of `name` with exactly these labels (among others), 0 when absent. */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

describe('GET /metrics without LINTEL_METRICS_TOKEN', () => {
  it('answers the same 404 as an unknown path', async () => {
    const t = await createTestApp();
    try {
      const metrics = await t.request('GET', '/metrics', { offChiftContract: NOT_CHIFT });
      const unknown = await t.request('GET', '/no-such-path', { offChiftContract: NOT_CHIFT });
      expect(metrics.status).toBe(404);
      expect(metrics.body).toEqual(unknown.body);
      expect(metrics.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  let account: TestAccount;
  let square: SquareFake;
  let receiver: Receiver;
  const metrics = createMetrics();

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LINTEL_METRICS_TOKEN: TOKEN,
        LINTEL_WEBHOOK_WORKER: 'true',
        // A failed delivery stays pending for the backlog gauges.
        LINTEL_WEBHOOK_RETRY_SCHEDULE: '600',
        // Every read goes to the vendor, so the fake sees each one.
        LINTEL_READ_CACHE_SECONDS: '0',
      },
      deps: { metrics, webhookWorker: { pollIntervalMs: 50, timeoutMs: 3000 } },
    });
    account = await t.newAccount('Metrics');
    square = await startSquareFake();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await square?.close();
    await receiver?.close();
  });

  const scrape = async () => {
    const res = await t.request('GET', '/metrics', {
      offChiftContract: NOT_CHIFT,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    return { text: res.text, samples: parse(res.text), headers: res.headers };
  };

  async function squareConsumer(): Promise<string> {
    const consumer = await t.expect(200, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'Square metrics' },
    });
    await t.expect(200, 'POST', `/consumers/${consumer.consumerid}/connections`, {
      token: account.token,
      body: {
        integrationid: 20,
        credentials: [
          { key: 'access_token', value: FAKE_TOKEN },
          { key: 'base_url', value: square.url },
        ],
      },
    });
    square.reset();
    return consumer.consumerid;
  }

  it('refuses a missing or wrong token with 401 in the contract shape', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const res = await t.request('GET', '/metrics', {
        offChiftContract: NOT_CHIFT,
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.body).toMatchObject({
        status: 'error',
        error_code: 'ERROR_CHIFT_AUTHENTICATION_ERROR',
        message: expect.any(String),
      });
    }
  });

  it('answers Prometheus text with process metrics', async () => {
    const { headers, text, samples } = await scrape();
    expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE lintel_http_requests_total counter');
    expect(text).toContain('# TYPE lintel_http_request_duration_seconds histogram');
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route template, method and status, never by raw path', async () => {
    const { consumerId } = await t.newConsumer(account, [1]);
    const route = '/consumers/{consumer_id}/invoicing/taxes';
    const before = (await scrape()).samples;
    for (let i = 0; i < 3; i++)
      await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/taxes?size=2`, { token: account.token });
    await t.expect(401, 'GET', `/consumers/${consumerId}/invoicing/taxes`);
    await t.request('GET', `/nothing/here/${consumerId}`, { offChiftContract: 'an unknown path' });
    const { text, samples } = await scrape();
    const delta = (labels: Record<string, string>, name = 'lintel_http_requests_total') =>
      sampleValue(samples, name, labels) - sampleValue(before, name, labels);
    expect(delta({ route, method: 'GET', status: '200' })).toBe(3);
    expect(delta({ route, method: 'GET', status: '401' })).toBe(1);
    expect(delta({ route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    expect(delta({ route, method: 'GET' }, 'lintel_http_request_duration_seconds_count')).toBe(4);
    expect(text).not.toContain(consumerId);
    expect(text).not.toContain(account.accountId);
    for (const s of samples.filter((x) => x.name === 'lintel_http_requests_total'))
      expect(s.labels.route).toMatch(/^(unmatched|\/[a-z_{}/.-]*)$/);
  });

  it('counts vendor calls at a fake by connector, operation and outcome, and dropped records', async () => {
    const before = (await scrape()).samples;
    // Square's modifier lists are cached per connection: one listing per connection reaches it.
    await t.expect(200, 'GET', `/consumers/${await squareConsumer()}/pos/modifiers`, {
      token: account.token,
    });
    let calls = square.count();
    expect(calls).toBeGreaterThanOrEqual(1);
    const second = await squareConsumer();
    square.inject({
      kind: 'wrong-shape',
      body: { objects: [{ type: 'MODIFIER_LIST', id: 42 }] },
    });
    await t.expect(200, 'GET', `/consumers/${second}/pos/modifiers`, { token: account.token });
    calls += square.count();
    const { samples } = await scrape();
    const labels = { connector: 'Square', operation: 'pos.modifiers.list', outcome: 'ok' };
    expect(
      sampleValue(samples, 'lintel_vendor_calls_total', labels) -
        sampleValue(before, 'lintel_vendor_calls_total', labels),
    ).toBe(calls);
    expect(
      sampleValue(samples, 'lintel_vendor_call_duration_seconds_count', {
        connector: 'Square',
        operation: 'pos.modifiers.list',
      }) -
        sampleValue(before, 'lintel_vendor_call_duration_seconds_count', {
          connector: 'Square',
          operation: 'pos.modifiers.list',
        }),
    ).toBe(calls);
    expect(
      sampleValue(samples, 'lintel_vendor_dropped_records', { connector: 'Square', kind: 'MODIFIER_LIST' }),
    ).toBe(1);
    // Connection creation checked the credentials outside any operation.
    expect(
      sampleValue(samples, 'lintel_vendor_calls_total', { connector: 'Square', operation: 'other' }),
    ).toBeGreaterThan(0);
    expect(
      sampleValue(samples, 'lintel_vendor_breakers', { connector: 'Square', state: 'closed' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts failing vendor calls as http_error, then the open breaker as breaker_open', async () => {
    const consumerId = await squareConsumer();
    const before = (await scrape()).samples;
    // Five failed calls (three attempts each) open the connection's breaker (threshold 5).
    square.inject({ kind: 'server-error', status: 503 }, 15);
    for (let i = 0; i < 5; i++)
      await t.expect(400, 'GET', `/consumers/${consumerId}/pos/modifiers`, { token: account.token });
    await t.expect(400, 'GET', `/consumers/${consumerId}/pos/modifiers`, { token: account.token });
    expect(square.count()).toBe(15);
    const { samples } = await scrape();
    const delta = (outcome: string) =>
      sampleValue(samples, 'lintel_vendor_calls_total', { connector: 'Square', outcome }) -
      sampleValue(before, 'lintel_vendor_calls_total', { connector: 'Square', outcome });
    expect(delta('http_error')).toBe(5);
    expect(delta('breaker_open')).toBe(1);
    expect(sampleValue(samples, 'lintel_vendor_breakers', { connector: 'Square', state: 'open' })).toBe(1);
  }, 20_000);

  it('counts webhook deliveries by outcome and shows the pending backlog and its age', async () => {
    const before = (await scrape()).samples;
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: `${receiver.url}/ok` },
    });
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: `${receiver.url}/failing` },
    });
    receiver.script('/failing', 500);
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Hooked' } });
    await receiver.waitFor(2);
    let samples = before;
    const delta = (outcome: string) =>
      sampleValue(samples, 'lintel_webhook_deliveries_total', { outcome }) -
      sampleValue(before, 'lintel_webhook_deliveries_total', { outcome });
    // The attempts are recorded just after the receiver answers.
    for (let i = 0; i < 100 && delta('delivered') + delta('retry_scheduled') < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      samples = (await scrape()).samples;
    }
    expect(delta('delivered')).toBe(1);
    expect(delta('retry_scheduled')).toBe(1);
    expect(sampleValue(samples, 'lintel_webhook_pending_deliveries')).toBe(1);
    // The age is the database's (now() - created_at): the pending delivery is made 90 s old
    // rather than waited on.
    await t.app.store.db.query(
      `update webhook_deliveries set created_at = created_at - interval '90 seconds' where status = 'pending'`,
    );
    samples = (await scrape()).samples;
    expect(sampleValue(samples, 'lintel_webhook_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    expect(sampleValue(samples, 'lintel_webhook_oldest_pending_seconds')).toBeLessThan(120);
  });

  it('exposes the read cache counter the cache increments', async () => {
    metrics.readCache.inc({ operation: 'invoicing.taxes.list', outcome: 'hit' });
    metrics.readCache.inc({ operation: 'invoicing.taxes.list', outcome: 'hit' });
    const { text, samples } = await scrape();
    expect(text).toContain('# TYPE lintel_read_cache_requests_total counter');
    expect(
      sampleValue(samples, 'lintel_read_cache_requests_total', {
        operation: 'invoicing.taxes.list',
        outcome: 'hit',
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('lets two apps in one process keep their own registries', async () => {
    const other = await createTestApp({ env: { LINTEL_METRICS_TOKEN: TOKEN } });
    try {
      const res = await other.request('GET', '/metrics', {
        offChiftContract: NOT_CHIFT,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(200);
      expect(sampleValue(parse(res.text), 'lintel_vendor_calls_total', { connector: 'Square' })).toBe(0);
    } finally {
      await other.close();
    }
  });
});
