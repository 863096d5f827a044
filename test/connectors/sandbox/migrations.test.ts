import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxSeed } from '../../../src/connectors/sandbox/index.js';
import { createPgliteDatabase, type Database, openPostgres } from '../../../src/store/db.js';
import { migrate, migrations } from '../../../src/store/migrations/index.js';

/**
 * The Sandbox data of earlier versions, changed once by migrations 8 and 9 (not at every start or
 * read): reservation times written with the hotel's offset lose it, and a connection made before
 * a kind of record existed gets that kind's records, keeping the kinds it has as they are.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = createPgliteDatabase(await PGlite.create());
    cleanups.push(() => db.close());
    return db;
  }
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const db = await openPostgres({ url, schema, max: 2 });
  cleanups.push(async () => {
    await db.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });
  return db;
}

/** A database as the version before these migrations left it (migrations 1 to 6). */
async function databaseBefore(): Promise<Database> {
  const db = await openDatabase();
  await db.exec(`create table schema_migrations (
    id integer primary key, name text not null, applied_at timestamptz not null default now())`);
  for (const m of migrations.filter((m) => m.id <= 6)) {
    if (!('sql' in m)) throw new Error(`migration ${m.id} is expected to be SQL`);
    await db.exec(m.sql);
    await db.query('insert into schema_migrations(id, name) values ($1, $2)', [m.id, m.name]);
  }
  return db;
}

async function connection(db: Database, consumerId: string, accountId: string, integrationId: number) {
  const id = randomUUID();
  await db.query(
    `insert into connections(id, account_id, consumer_id, integration_id, name, credentials)
     values ($1, $2, $3, $4, $5, '')`,
    [id, accountId, consumerId, integrationId, `sandbox ${integrationId}`],
  );
  return id;
}

async function insert(
  db: Database,
  connectionId: string,
  records: { kind: string; id: string; data: unknown }[],
) {
  for (const r of records) {
    await db.query('insert into sandbox_records(connection_id, kind, id, data) values ($1, $2, $3, $4)', [
      connectionId,
      r.kind,
      r.id,
      JSON.stringify(r.data),
    ]);
  }
}

const count = async (db: Database, connectionId: string, kind: string) =>
  (
    await db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_records where connection_id = $1 and kind = $2',
      [connectionId, kind],
    )
  )[0]!.n;

describe('Sandbox data of earlier versions', () => {
  it('gives each connection the kinds it lacks and drops the offsets of reservation times, once', async () => {
    const db = await databaseBefore();
    const accountId = randomUUID();
    const consumerId = randomUUID();
    await db.query('insert into accounts(id, name) values ($1, $2)', [accountId, 'Upgraded']);
    await db.query('insert into consumers(id, account_id, name) values ($1, $2, $3)', [
      consumerId,
      accountId,
      'Upgraded consumer',
    ]);
    const now = new Date();
    // Invoicing made when only tax codes existed, one of them renamed by its owner since.
    const invoicing = await connection(db, consumerId, accountId, 1);
    const taxes = sandboxSeed('invoicing', now).filter((r) => r.kind === 'tax');
    await insert(db, invoicing, [
      ...taxes.slice(1),
      { ...taxes[0]!, data: { ...taxes[0]!.data, label: 'Renamed by its owner' } },
    ]);
    // A POS connection made before the POS had any record.
    const pos = await connection(db, consumerId, accountId, 2);
    // PMS with tax rates and orders only, reservation times written with the hotel's offset.
    const pms = await connection(db, consumerId, accountId, 3);
    const [order, ...otherOrders] = sandboxSeed('pms', now).filter((r) => r.kind === 'pms_order');
    const reservation = order!.data['reservation'] as Record<string, unknown>;
    const offsets = {
      start_date: '2025-03-01T15:00:00+01:00',
      end_date: '2025-03-03T11:00:00+0100',
      creation_date: '2025-02-01T10:15:00Z',
    };
    await insert(db, pms, [
      ...sandboxSeed('pms', now).filter((r) => r.kind === 'pms_tax'),
      { ...order!, data: { ...order!.data, reservation: { ...reservation, ...offsets } } },
      ...otherOrders,
    ]);
    // An order without a reservation: nothing to change in it.
    const other = await connection(db, consumerId, accountId, 3);
    await insert(db, other, [{ kind: 'pms_order', id: 'x', data: { id: 'x', reservation: null } }]);

    // 7–9 are the Sandbox's; later migrations apply after them.
    expect((await migrate(db)).slice(0, 3)).toEqual([7, 8, 9]);

    for (const api of ['invoicing', 'pos'] as const) {
      const id = api === 'invoicing' ? invoicing : pos;
      for (const kind of new Set(sandboxSeed(api, now).map((r) => r.kind))) {
        expect(await count(db, id, kind), `${api} ${kind}`).toBe(
          sandboxSeed(api, now).filter((r) => r.kind === kind).length,
        );
      }
    }
    const [renamed] = await db.query<{ data: { label: string } }>(
      'select data from sandbox_records where connection_id = $1 and kind = $2 and id = $3',
      [invoicing, 'tax', taxes[0]!.id],
    );
    expect(renamed!.data.label).toBe('Renamed by its owner');
    expect(await count(db, pms, 'pms_invoice')).toBeGreaterThan(0);
    const [fixed] = await db.query<{ data: { reservation: Record<string, unknown> } }>(
      'select data from sandbox_records where connection_id = $1 and kind = $2 and id = $3',
      [pms, 'pms_order', order!.id],
    );
    expect(fixed!.data.reservation).toEqual({
      ...reservation,
      start_date: '2025-03-01T15:00:00',
      end_date: '2025-03-03T11:00:00',
      creation_date: '2025-02-01T10:15:00',
    });
    // Times already local are left as the seed wrote them.
    const [untouched] = await db.query<{ data: unknown }>(
      'select data from sandbox_records where connection_id = $1 and kind = $2 and id = $3',
      [pms, 'pms_order', otherOrders[0]!.id],
    );
    expect(untouched!.data).toEqual(JSON.parse(JSON.stringify(otherOrders[0]!.data)));

    const [bare] = await db.query<{ data: unknown }>(
      'select data from sandbox_records where connection_id = $1 and kind = $2 and id = $3',
      [other, 'pms_order', 'x'],
    );
    expect(bare!.data).toEqual({ id: 'x', reservation: null });
    // Once: a second start applies nothing and adds no record.
    const total = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from sandbox_records'))[0]!.n;
    const before = await total();
    expect(await migrate(db)).toEqual([]);
    expect(await total()).toBe(before);
  });

  it('on a new database builds no seed and changes nothing', async () => {
    const db = await databaseBefore();
    // 7–9 are the Sandbox's; later migrations apply after them.
    expect((await migrate(db)).slice(0, 3)).toEqual([7, 8, 9]);
    const [rows] = await db.query<{ n: number }>('select count(*)::int as n from sandbox_records');
    expect(rows!.n).toBe(0);
  });
});
