import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres } from '../../src/store/db.js';
import { ADMIN_KEY, SECRET_KEY, serveApp } from '../kit/app.js';
import { type Receiver, startReceiver } from './receiver.js';

// LISTEN/NOTIFY exists only between processes sharing a PostgreSQL server; PGlite has one process.
describe.skipIf(!process.env.DATABASE_URL)('wake-up across processes (PostgreSQL NOTIFY)', () => {
  const url = process.env.DATABASE_URL!;
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let producer: App;
  let deliverer: App;
  let receiver: Receiver;

  const config = (worker: boolean) =>
    loadConfig({
      DATABASE_URL: url,
      LINTEL_SECRET_KEY: SECRET_KEY,
      LINTEL_ADMIN_KEY: ADMIN_KEY,
      LINTEL_LOG_LEVEL: 'silent',
      LINTEL_WEBHOOK_WORKER: String(worker),
    });

  beforeAll(async () => {
    receiver = await startReceiver();
    // Two apps on one schema stand for two processes: only the second delivers, and it polls
    // so rarely that only a NOTIFY can wake it in time.
    producer = await createApp({
      config: config(false),
      db: await openPostgres({ url, schema }),
      secretKey: SECRET_KEY,
    });
    deliverer = await createApp({
      config: config(true),
      db: await openPostgres({ url, schema }),
      secretKey: SECRET_KEY,
      webhookWorker: { pollIntervalMs: 60_000 },
    });
  });

  afterAll(async () => {
    await producer?.close();
    await deliverer?.close();
    await receiver?.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  async function call(app: App, method: string, path: string, token: string | null, body?: unknown) {
    const served = await serveApp(app);
    const response = await served.fetch(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : { authorization: `Bearer ${ADMIN_KEY}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await served.close();
    return (await response.json()) as Record<string, string>;
  }

  it('an event recorded by one process is delivered by another within a second', async () => {
    const account = await call(producer, 'POST', '/admin/accounts', null, { name: 'Notify' });
    const { access_token: token } = await call(producer, 'POST', '/token', 'unused', {
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      accountId: account.accountId,
    });
    await call(producer, 'POST', '/webhooks', token!, {
      event: 'account.consumer.created',
      url: `${receiver.url}/notified`,
    });
    // The deliverer's first poll ran at its start; from now on only a NOTIFY wakes it.
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await call(producer, 'POST', '/consumers', token!, { name: 'Woken' });
    await receiver.waitFor(1, 5000);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(JSON.parse(receiver.received[0]!.body).event).toBe('account.consumer.created');
  });
});
