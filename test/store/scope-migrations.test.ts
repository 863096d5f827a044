import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/db.js';
import { migrate, migrations } from '../../src/store/migrations/index.js';
import { emptyDatabase } from '../kit/databases.js';

/**
 * Upgrading API clients made before a scope was added (contract §2): `clients` (migration 13) and
 * `accounting` (migration 17). A client that held every scope gains the new one, so "all of them"
 * stays true; a restricted one does not; none holds it twice.
 */

let opened: Database | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/**
 * A database migrated up to (not including) `id`, with API clients of the given scopes made then;
 * then every migration from `id` on. Answers each client's scopes after, in the order given.
 */
async function upgrade(id: number, made: string[][]): Promise<{ first: number; scopes: string[][] }> {
  const db = await emptyDatabase();
  opened = db;
  await db.exec(`create table schema_migrations (
    id integer primary key, name text not null, applied_at timestamptz not null default now())`);
  for (const m of migrations.filter((m) => m.id < id)) {
    if ('sql' in m) await db.exec(m.sql);
    else await m.run(db);
    await db.query('insert into schema_migrations(id, name) values ($1, $2)', [m.id, m.name]);
  }
  const accountId = randomUUID();
  await db.query('insert into accounts(id, name) values ($1, $2)', [accountId, 'Upgraded']);
  const ids: string[] = [];
  for (const scopes of made) {
    const clientId = randomUUID();
    ids.push(clientId);
    await db.query(
      `insert into api_clients(id, account_id, name, secret_hash, scopes) values ($1, $2, 'C', 'x', $3)`,
      [clientId, accountId, scopes],
    );
  }
  const first = (await migrate(db))[0]!;
  const rows = await db.query<{ id: string; scopes: string[] }>('select id, scopes from api_clients');
  const byId = new Map(rows.map((r) => [r.id, r.scopes]));
  return { first, scopes: ids.map((clientId) => byId.get(clientId)!) };
}

describe('scopes added to the clients made before them', () => {
  it('migration 13: clients goes to the clients that held every scope, and only to them (then accounting)', async () => {
    const every = ['invoicing', 'pos', 'pms', 'consumers', 'webhooks'];
    const { first, scopes } = await upgrade(13, [
      every,
      // The same scopes in another order are still all of them.
      [...every].reverse(),
      ['invoicing', 'pos', 'pms', 'consumers'],
      ['invoicing.read', 'webhooks'],
      [...every, 'clients'],
    ]);
    expect(first).toBe(13);
    expect(scopes).toEqual([
      [...every, 'clients', 'accounting'],
      [...every].reverse().concat('clients', 'accounting'),
      ['invoicing', 'pos', 'pms', 'consumers'],
      ['invoicing.read', 'webhooks'],
      [...every, 'clients', 'accounting'],
    ]);
  });

  it('migration 17: accounting goes to the clients that held every scope, and only to them', async () => {
    const every = ['invoicing', 'pos', 'pms', 'consumers', 'webhooks', 'clients'];
    const { first, scopes } = await upgrade(17, [
      every,
      [...every].reverse(),
      ['invoicing', 'pos', 'pms', 'consumers', 'webhooks'],
      ['pms.read', 'clients'],
      [...every, 'accounting'],
    ]);
    expect(first).toBe(17);
    expect(scopes).toEqual([
      [...every, 'accounting'],
      [...every].reverse().concat('accounting'),
      ['invoicing', 'pos', 'pms', 'consumers', 'webhooks'],
      ['pms.read', 'clients'],
      [...every, 'accounting'],
    ]);
  });
});
