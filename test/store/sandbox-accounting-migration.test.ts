import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/db.js';
import { migrate, migrations } from '../../src/store/migrations/index.js';
import { createSecretBox } from '../../src/store/secrets.js';
import { emptyDatabase } from '../kit/databases.js';

/**
 * Migration 18 (contract §10): a data directory whose demo consumer was made before the Sandbox
 * Accounting gains its connection to it (integration 4), sealed with the key and seeded with the
 * books; a database without a demo consumer, or whose demo consumer has it, is left as it is.
 */

const box = createSecretBox('k'.repeat(64));
let opened: Database | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** A database at migration 17 with a demo consumer (or none) connected to integrations. */
async function before18(
  demo: { integrations: number[] } | null,
): Promise<{ db: Database; consumerId: string }> {
  const db = await emptyDatabase();
  opened = db;
  await db.exec(`create table schema_migrations (
    id integer primary key, name text not null, applied_at timestamptz not null default now())`);
  for (const m of migrations.filter((m) => m.id < 18)) {
    if ('sql' in m) await db.exec(m.sql);
    else await m.run(db);
    await db.query('insert into schema_migrations(id, name) values ($1, $2)', [m.id, m.name]);
  }
  const accountId = randomUUID();
  const consumerId = randomUUID();
  await db.query('insert into accounts(id, name) values ($1, $2)', [accountId, 'Bootstrap account']);
  await db.query('insert into consumers(id, account_id, name) values ($1, $2, $3)', [
    consumerId,
    accountId,
    'Demo Hotel & Bistro',
  ]);
  if (demo) {
    await db.query(`insert into settings(key, value) values ('demo.consumer_id', $1)`, [consumerId]);
    for (const integrationId of demo.integrations) {
      const id = randomUUID();
      await db.query(
        `insert into connections(id, account_id, consumer_id, integration_id, name, credentials)
         values ($1, $2, $3, $4, 'Sandbox', $5)`,
        [id, accountId, consumerId, integrationId, box.seal('{}', id)],
      );
    }
  }
  return { db, consumerId };
}

const connectionsOf = (db: Database, consumerId: string) =>
  db.query<{ id: string; integration_id: number; name: string; credentials: string }>(
    'select id, integration_id, name, credentials from connections where consumer_id = $1 order by integration_id',
    [consumerId],
  );

describe('migration 18: the demo consumer gains the Sandbox Accounting', () => {
  it('adds the connection, sealed with the key and seeded, once', async () => {
    const { db, consumerId } = await before18({ integrations: [1, 2, 3] });
    expect(await migrate(db, { seal: box.seal })).toEqual([18]);
    const connections = await connectionsOf(db, consumerId);
    expect(connections.map((c) => c.integration_id)).toEqual([1, 2, 3, 4]);
    const accounting = connections[3]!;
    expect(accounting.name).toBe('Sandbox Accounting');
    expect(box.open(accounting.credentials, accounting.id)).toBe('{}');
    const kinds = await db.query<{ kind: string; n: number }>(
      'select kind, count(*)::int as n from sandbox_records where connection_id = $1 group by kind',
      [accounting.id],
    );
    const count = new Map(kinds.map((k) => [k.kind, k.n]));
    expect(count.get('acc_folder')).toBe(2);
    expect(count.get('acc_entry')).toBeGreaterThan(20);
    // Applied once: a second run has nothing to do.
    expect(await migrate(db, { seal: box.seal })).toEqual([]);
    expect((await connectionsOf(db, consumerId)).length).toBe(4);
  });

  it('leaves a demo consumer that has it, and a database without one, as they are', async () => {
    const has = await before18({ integrations: [1, 2, 3, 4] });
    // No key is needed when there is nothing to seal.
    expect(await migrate(has.db)).toEqual([18]);
    expect((await connectionsOf(has.db, has.consumerId)).map((c) => c.integration_id)).toEqual([1, 2, 3, 4]);
    await has.db.close();
    opened = undefined;
    const none = await before18(null);
    expect(await migrate(none.db)).toEqual([18]);
    expect(await connectionsOf(none.db, none.consumerId)).toEqual([]);
  });
});
