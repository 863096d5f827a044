import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectionFailure, type Database, openPostgres, type RetriedStatement } from '../../src/store/db.js';
import { createDatabase, type ThrowawayDatabase, withClient } from '../kit/postgres.js';

/**
 * Issue 31, item 5, at the database's own interface on the local PostgreSQL (a database of its
 * own, whose backends the tests cut with `pg_terminate_backend`): a statement that never reached
 * the server, and a read, are sent again once on a fresh connection; a write that may have run,
 * a statement inside a transaction and a COMMIT are not.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let server: ThrowawayDatabase;
let db: Database;
let retries: RetriedStatement[] = [];

/** The backends of the test database but the caller's, as `pg_stat_activity` shows them. */
const OTHERS = `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
  and backend_type = 'client backend'`;

/**
 * Cuts every backend of the test database and waits until they are gone, from another process
 * and without returning to the event loop: the pool's idle connections still look alive to pg
 * (the server's notice sits unread in their sockets), as when a statement is sent on a pooled
 * connection in the moment after its backend was cut.
 */
function cutWhileThisProcessLooksAway(): void {
  const script = `
    const pg = require('pg');
    const client = new pg.Client(process.argv[1]);
    (async () => {
      await client.connect();
      await client.query(\`select pg_terminate_backend(pid) from (${OTHERS}) o\`);
      while ((await client.query(\`${OTHERS}\`)).rows.length > 0) await new Promise((r) => setTimeout(r, 5));
      await client.end();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script, server.url], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the cut failed: ${result.stderr}`);
}

/** Waits until a statement containing `marker` runs, then cuts its backend. */
async function cutWhenRunning(marker: string): Promise<void> {
  await withClient(server.url, async (admin) => {
    for (;;) {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and state = 'active'
           and query like $1 and pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      if (rows[0]) {
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
}

/** What `promise` failed with (undefined when it did not), its rejection handled at once. */
const settled = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const count = async () => Number((await db.read<{ n: number }>('select count(*)::int as n from t'))[0]!.n);

describe.skipIf(!process.env.DATABASE_URL)('statements whose PostgreSQL connection fails', () => {
  beforeAll(async () => {
    server = await createDatabase(process.env.DATABASE_URL!, 'lintel_retry');
    await withClient(server.url, (c) => c.query('create table t (v int)'));
  });
  afterAll(async () => {
    await db?.close();
    await server?.drop();
  });
  beforeEach(async () => {
    await db?.close();
    // One connection: the next statement is sent on the one the previous left idle.
    db = await openPostgres({ url: server.url, max: 1 });
    retries = [];
    db.onRetry((statement) => retries.push(statement));
    await db.query('truncate t');
  });

  it('a read whose backend is cut while it runs is sent again on a fresh connection', async () => {
    const read = db.read<{ n: number }>('select 42 as n from pg_sleep(0.3) /* cut-read */');
    await cutWhenRunning('cut-read');
    expect(await read).toEqual([{ n: 42 }]);
    expect(retries).toEqual(['read']);
  });

  it('a write whose backend is cut while it runs is not sent again (it may have committed)', async () => {
    const write = settled(db.query('insert into t(v) select 1 from pg_sleep(0.3) /* cut-write */'));
    await cutWhenRunning('cut-write');
    const error = await write;
    expect(error).toMatchObject({ code: '57P01' });
    expect(retries).toEqual([]);
    // The cut rolled it back, and nothing sent it again.
    expect(await count()).toBe(0);
  });

  it('a write sent on a pooled connection whose backend was already cut runs once, on a fresh one', async () => {
    await db.query('insert into t(v) values (0)');
    cutWhileThisProcessLooksAway();
    await db.query('insert into t(v) values (1)');
    expect(retries).toEqual(['write']);
    expect(await db.read<{ v: number }>('select v from t order by v')).toEqual([{ v: 0 }, { v: 1 }]);
  });

  it('a read sent on a pooled connection whose backend was already cut is answered', async () => {
    expect(await count()).toBe(0);
    cutWhileThisProcessLooksAway();
    expect(await count()).toBe(0);
    expect(retries).toEqual(['read']);
  });

  it("a transaction's BEGIN on a cut connection is sent again; the transaction commits once", async () => {
    await db.query('insert into t(v) values (0)');
    cutWhileThisProcessLooksAway();
    let runs = 0;
    await db.transaction(async (tx) => {
      runs++;
      await tx.query('insert into t(v) values (1)');
    });
    expect(runs).toBe(1);
    expect(retries).toEqual(['begin']);
    expect(await count()).toBe(2);
  });

  it('a COMMIT whose connection was cut is not sent again: the transaction fails, its writes are gone', async () => {
    let runs = 0;
    const transaction = db.transaction(async (tx) => {
      runs++;
      await tx.query('insert into t(v) values (1)');
      const [{ pid }] = (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')) as [
        { pid: number },
      ];
      await withClient(server.url, async (admin) => {
        await admin.query('select pg_terminate_backend($1)', [pid]);
        while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rows.length > 0)
          await new Promise((resolve) => setTimeout(resolve, 5));
      });
    });
    const error = await settled(transaction);
    // A COMMIT sent again on a fresh connection would "succeed" (there is no transaction there)
    // and the writes would be silently lost; it fails instead, and the work is not redone.
    expect(connectionFailure(error)).toBeDefined();
    expect(runs).toBe(1);
    expect(retries).toEqual([]);
    expect(await count()).toBe(0);
  });

  it('a statement inside a transaction whose connection was cut is not sent again', async () => {
    let runs = 0;
    const transaction = settled(
      db.transaction(async (tx) => {
        runs++;
        await tx.query('insert into t(v) values (1)');
        await tx.query('select pg_sleep(0.3) /* cut-in-tx */');
      }),
    );
    await cutWhenRunning('cut-in-tx');
    expect(await transaction).toMatchObject({ code: '57P01' });
    expect(runs).toBe(1);
    expect(retries).toEqual([]);
    expect(await count()).toBe(0);
  });
});

describe('connectionFailure', () => {
  it('names what pg refused to send, and what the server ended before acknowledging it, not sent', () => {
    expect(
      connectionFailure(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe('not-sent');
    expect(
      connectionFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }), false),
    ).toBe('not-sent');
  });

  it('names a connection lost after its statement was acknowledged, or abruptly, lost', () => {
    expect(
      connectionFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }), true),
    ).toBe('lost');
    expect(connectionFailure(new Error('Connection terminated unexpectedly'), false)).toBe('lost');
    expect(
      connectionFailure(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), false),
    ).toBe('lost');
  });

  it('leaves SQL errors alone', () => {
    expect(
      connectionFailure(Object.assign(new Error('duplicate key'), { code: '23505' }), false),
    ).toBeUndefined();
    expect(connectionFailure('nope')).toBeUndefined();
  });
});
