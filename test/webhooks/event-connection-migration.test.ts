import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, type Database, openPostgres } from '../../src/store/db.js';
import { migrate, migrations } from '../../src/store/migrations/index.js';

/**
 * Upgrading an outbox written before events kept their connection (migration 010): a vendor
 * record's event gets its consumer's connection to the event's integration when there is exactly
 * one; with two, or none left, it stays unknown (the events subscription then serves its data as
 * null); the account's own events have none.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return createPgliteDatabase(await PGlite.create());
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });
  return openPostgres({ url, schema, max: 4 });
}

describe('migration 010: the connection of events recorded before it', () => {
  it('is the consumer’s one connection to the event’s integration, else unknown', async () => {
    const db = await openDatabase();
    cleanups.push(() => db.close());
    const before = migrations.filter((m) => m.id < 10);
    await db.exec(`create table schema_migrations (
      id integer primary key, name text not null, applied_at timestamptz not null default now())`);
    for (const m of before) {
      if ('sql' in m) await db.exec(m.sql);
      else await m.run(db);
      await db.query('insert into schema_migrations(id, name) values ($1, $2)', [m.id, m.name]);
    }
    const accountId = randomUUID();
    await db.query('insert into accounts(id, name) values ($1, $2)', [accountId, 'Upgraded']);
    const consumer = async () => {
      const id = randomUUID();
      await db.query('insert into consumers(id, account_id, name) values ($1, $2, $3)', [id, accountId, 'C']);
      return id;
    };
    const connection = async (consumerId: string, integrationId: number) => {
      const id = randomUUID();
      await db.query(
        `insert into connections(id, account_id, consumer_id, integration_id, name, credentials)
         values ($1, $2, $3, $4, 'Link', 'sealed')`,
        [id, accountId, consumerId, integrationId],
      );
      return id;
    };
    const event = async (name: string, consumerId: string, integrationId: number | null) => {
      const id = randomUUID();
      await db.query(
        `insert into webhook_events(id, account_id, event, consumer_id, integration_id, body)
         values ($1, $2, $3, $4, $5, '{}')`,
        [id, accountId, name, consumerId, integrationId],
      );
      return id;
    };

    const single = await consumer();
    const books = await connection(single, 1);
    await connection(single, 2);
    const twice = await consumer();
    await connection(twice, 1);
    await connection(twice, 1);
    const gone = await consumer();

    const expected = new Map<string, string | null>([
      [await event('invoicing.product.created', single, 1), books],
      [await event('invoicing.product.created', twice, 1), null],
      [await event('invoicing.product.created', gone, 1), null],
      [await event('account.connection.created', single, 1), null],
      [await event('account.consumer.created', single, null), null],
    ]);

    // 10 applies first; later migrations after it.
    expect((await migrate(db))[0]).toBe(10);
    const rows = await db.query<{ id: string; connection_id: string | null }>(
      'select id, connection_id from webhook_events',
    );
    expect(new Map(rows.map((r) => [r.id, r.connection_id]))).toEqual(expected);
  });
});
