import { createHash, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { sql as m001 } from '../../src/store/migrations/001-init.js';
import { sql as m002 } from '../../src/store/migrations/002-webhook-outbox.js';
import { serveApp } from '../kit/app.js';
import { emptyDatabase } from '../kit/databases.js';

/**
 * Upgrading a database of a Lintel without write intents (migrations 1 and 2): a key its
 * interrupted write left "in progress" (status null), which answered 409 for 24 h, now answers
 * 409 `ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME` at once; a key with a stored answer still replays it
 * (the request hash is unchanged across the upgrade).
 */

const SECRET_KEY = 'idempotency-migration-secret-0123456789abcdef';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The hash a key is bound to, as both versions compute it. */
function requestHash(operation: string, consumerId: string, body: Record<string, unknown>): string {
  const canonical = `{${Object.keys(body)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${JSON.stringify(body[k])}`)
    .join(',')}}`;
  return createHash('sha256').update(`${operation}:${consumerId}\n${canonical}`).digest('hex');
}

describe('upgrading keys written before write intents (migration 003)', () => {
  it('a key left "in progress" answers unknown outcome at once; a stored answer still replays', async () => {
    // Closed by the app it is given to.
    const db = await emptyDatabase();
    // The database as the previous version left it.
    await db.exec(`create table schema_migrations (
      id integer primary key, name text not null, applied_at timestamptz not null default now())`);
    await db.exec(m001);
    await db.exec(m002);
    await db.query(`insert into schema_migrations(id, name) values (1, 'init'), (2, 'webhook-outbox')`);
    const accountId = randomUUID();
    const consumerId = randomUUID();
    await db.query('insert into accounts(id, name) values ($1, $2)', [accountId, 'Upgraded']);
    await db.query('insert into consumers(id, account_id, name) values ($1, $2, $3)', [
      consumerId,
      accountId,
      'Upgraded consumer',
    ]);
    const stuckBody = { name: 'Interrupted chair' };
    const doneBody = { name: 'Stored chair', unit_price: 5 };
    const stored = {
      id: 'p-1',
      source_ref: { id: 'p-1', model: 'sandbox.product' },
      name: 'Stored chair',
      unit_price: 5,
      tax_id: null,
      code: null,
      unit: null,
      category: null,
      currency: 'EUR',
      description: null,
      cost: null,
      available_quantity: 0,
    };
    await db.query(
      `insert into idempotency_keys(account_id, key, request_hash, status, response) values
         ($1, 'legacy-stuck', $2, null, null), ($1, 'legacy-done', $3, 200, $4)`,
      [
        accountId,
        requestHash('invoicing.products.create', consumerId, stuckBody),
        requestHash('invoicing.products.create', consumerId, doneBody),
        JSON.stringify(stored),
      ],
    );

    const clientId = randomUUID();
    const clientSecret = `upgrade-${randomUUID()}`;
    const url = process.env.DATABASE_URL;
    const app: App = await createApp({
      config: loadConfig({
        LINTEL_DATA_DIR: 'memory://',
        LINTEL_DEMO: 'false',
        LINTEL_LOG_LEVEL: 'silent',
        LINTEL_RATE_LIMIT: '0',
        LINTEL_WEBHOOK_WORKER: 'false',
        LINTEL_ACCOUNT_ID: accountId,
        LINTEL_CLIENT_ID: clientId,
        LINTEL_CLIENT_SECRET: clientSecret,
        ...(url ? { DATABASE_URL: url, LINTEL_SECRET_KEY: SECRET_KEY } : {}),
      }),
      db,
      secretKey: SECRET_KEY,
    });
    cleanups.push(() => app.close());
    const served = await serveApp(app);
    cleanups.push(() => served.close());
    const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await served.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const token = (await call('/token', { accountId, clientId, clientSecret })).body.access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const connected = await call(`/consumers/${consumerId}/connections`, { integrationid: 1 }, auth);
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);

    const products = `/consumers/${consumerId}/invoicing/products`;
    const stuck = await call(products, stuckBody, { ...auth, 'x-chift-client-requestid': 'legacy-stuck' });
    expect(stuck.status).toBe(409);
    expect(stuck.body.error_code).toBe('ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME');
    expect(stuck.body.detail).toMatch(/new idempotency key/);
    const done = await call(products, doneBody, { ...auth, 'x-chift-client-requestid': 'legacy-done' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject(stored);
  }, 60_000);
});
