import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from './receiver.js';

/**
 * Webhook targets on private, loopback, link-local or metadata addresses are refused in production
 * (contract §3): at creation, and again at delivery, after DNS resolution, on the address actually
 * connected. The creation check resolves through the app's `resolveHost` (substituted here); the
 * delivery guard uses the system resolver, so a name that the creation check saw as public but
 * that really resolves to loopback (DNS rebinding) is caught when the worker connects.
 */

const PUBLIC = '93.184.216.34';
/** What the creation-time check is told; `localhost` claims a public address, as a rebinding name would. */
const resolved = new Map<string, string[]>([
  ['loopback.example.test', ['127.0.0.1']],
  ['public.example.test', [PUBLIC]],
  ['localhost', [PUBLIC]],
]);
const resolveHost = async (host: string) => {
  const addresses = resolved.get(host);
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses;
};

interface Log {
  webhooklogid: string;
  httpstatus: number;
  event: string;
}

let receiver: Receiver;
const apps: TestApp[] = [];

async function productionApp(extra: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({
    env: {
      NODE_ENV: 'production',
      LINTEL_WEBHOOK_WORKER: 'true',
      // One attempt within the test, the retry a minute later.
      LINTEL_WEBHOOK_RETRY_SCHEDULE: '60',
      ...extra,
    },
    deps: { resolveHost, webhookWorker: { pollIntervalMs: 50, timeoutMs: 3000 } },
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await receiver.close();
});

const receivedOn = (path: string) => receiver.received.filter((r) => r.path === path);

/** Polls the subscription's logs until `count` attempts are logged. */
async function logsOf(t: TestApp, account: TestAccount, webhookId: string, count: number): Promise<Log[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const logs = await t.expect<Log[]>(200, 'GET', `/webhooks/${webhookId}/logs`, { token: account.token });
    if (logs.length >= count) return logs;
    if (Date.now() > deadline) throw new Error(`${logs.length} of ${count} attempts logged`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('in production, webhook targets on internal addresses', () => {
  let t: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    t = await productionApp();
    account = await t.newAccount();
  });

  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.5/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://loopback.example.test/hook',
  ])('are refused at creation: %s', async (url) => {
    const body = await t.expect<{ detail: { loc: string[]; input: string; msg: string }[] }>(
      422,
      'POST',
      '/webhooks',
      { token: account.token, body: { event: 'account.consumer.created', url } },
    );
    expect(body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'url'],
        input: url,
        msg: 'The URL points at a private, loopback, link-local or metadata address',
      }),
    ]);
  });

  it('a public target is accepted (the refusals above are about the address)', async () => {
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.deleted', url: 'http://public.example.test/hook' },
    });
  });

  it('a name that passed the creation check but connects to loopback is refused at delivery', async () => {
    const own = await t.newAccount();
    const path = '/rebinding';
    const url = `http://localhost:${new URL(receiver.url).port}${path}`;
    // The creation check sees a public address for `localhost` (the substituted resolver)...
    const hook = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: own.token,
      body: { event: 'account.consumer.created', url },
    });
    await t.expect(200, 'POST', '/consumers', { token: own.token, body: { name: 'Rebinding' } });
    // ...the worker's connection resolves it for real, to 127.0.0.1, and does not connect.
    const logs = await logsOf(t, own, hook.webhookid, 1);
    expect(logs.map((l) => [l.event, l.httpstatus])).toEqual([['account.consumer.created', 0]]);
    await new Promise((r) => setTimeout(r, 200));
    expect(receivedOn(path)).toHaveLength(0);
  });

  it('an IP-literal target stored before the rule applied is refused at delivery', async () => {
    // A subscription made while private networks were allowed (e.g. before NODE_ENV=production)
    // keeps its URL in the database; sockets skip DNS for literals, so the worker checks those itself.
    const own = await t.newAccount();
    const path = '/literal';
    const hook = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: own.token,
      body: { event: 'account.consumer.created', url: 'http://public.example.test/literal' },
    });
    await t.app.store.db.query('update webhooks set url = $1 where id = $2', [
      `${receiver.url}${path}`,
      hook.webhookid,
    ]);
    await t.expect(200, 'POST', '/consumers', { token: own.token, body: { name: 'Literal' } });
    const logs = await logsOf(t, own, hook.webhookid, 1);
    expect(logs.map((l) => l.httpstatus)).toEqual([0]);
    await new Promise((r) => setTimeout(r, 200));
    expect(receivedOn(path)).toHaveLength(0);
  });
});

describe('in production with LINTEL_ALLOW_PRIVATE_NETWORKS=true', () => {
  it('the same loopback deliveries arrive', async () => {
    const t = await productionApp({ LINTEL_ALLOW_PRIVATE_NETWORKS: 'true' });
    const account = await t.newAccount();
    const port = new URL(receiver.url).port;
    const byName = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: `http://localhost:${port}/allowed-name` },
    });
    const byLiteral = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.consumer.created', url: `${receiver.url}/allowed-literal` },
    });
    await t.expect(200, 'POST', '/consumers', { token: account.token, body: { name: 'Allowed' } });
    expect((await logsOf(t, account, byName.webhookid, 1)).map((l) => l.httpstatus)).toEqual([200]);
    expect((await logsOf(t, account, byLiteral.webhookid, 1)).map((l) => l.httpstatus)).toEqual([200]);
    expect(receivedOn('/allowed-name')).toHaveLength(1);
    expect(receivedOn('/allowed-literal')).toHaveLength(1);
  });
});
