import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import { createPgliteDatabase, type Database, openPostgres } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrations/index.js';
import { pgliteOptions } from '../../src/store/pglite-setup.js';

/**
 * The databases test apps run on, each one as a fresh migrated database would be, made cheaply:
 *
 * - On PGlite, initdb and the migrations run once per test run (test/kit/global-setup.ts writes
 *   the migrated data directory as a tar file); a worker loads it into a new in-memory PGlite
 *   (~0.4 s) only when no database is free.
 * - On PostgreSQL (`DATABASE_URL`), a database is a schema of its own (`t_<run>_<random>`),
 *   migrated once when it is made; global-setup drops the run's schemas at the end.
 *
 * A test app's `close()` hands its database back: every table is emptied (`truncate … restart
 * identity`, ~20 ms, where a new PGlite costs ~1 s of CPU) and the next app gets it as new. A
 * database whose tables or columns a test changed is not reused. After the hand-back, the app's
 * handle refuses every call, so a late query cannot reach the next test's data.
 */

/** Set by test/kit/global-setup.ts for the workers: the migrated PGlite data directory (tar). */
export const TEMPLATE_ENV = 'TESTKIT_PGLITE_TEMPLATE';
/** Set by test/kit/global-setup.ts: the data directory initdb leaves, before any migration (tar). */
export const EMPTY_TEMPLATE_ENV = 'TESTKIT_PGLITE_EMPTY';
/** Set by test/kit/global-setup.ts: names this run's PostgreSQL schemas (dropped at its end). */
export const RUN_ID_ENV = 'TESTKIT_RUN_ID';

/** Free databases a worker keeps; more are closed when handed back (each PGlite is ~50 MB). */
const MAX_IDLE = 4;

interface Slot {
  db: Database;
  /** Every table but `schema_migrations`: what a hand-back empties. */
  tables: string[];
  /** Tables and columns as migrated; a slot that no longer matches is not reused. */
  shape: string;
}

const idle: Slot[] = [];
const templates = new Map<'migrated' | 'empty', Promise<Blob>>();

/**
 * A data directory as a tar: global-setup's file, or made here once (outside `vitest run`):
 * `migrated` holds every migration, `empty` is initdb's alone.
 */
function pgliteTemplate(kind: 'migrated' | 'empty'): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    template = (async () => {
      const path = process.env[kind === 'migrated' ? TEMPLATE_ENV : EMPTY_TEMPLATE_ENV];
      if (path) return new Blob([await readFile(path)]);
      return (await pgliteDumps())[kind];
    })();
    templates.set(kind, template);
  }
  return template;
}

/** initdb in a new in-memory PGlite, dumped (uncompressed tar) before and after the migrations. */
export async function pgliteDumps(): Promise<{ empty: Blob; migrated: Blob }> {
  const pglite = await PGlite.create(pgliteOptions());
  try {
    const empty = await pglite.dumpDataDir('none');
    await migrate(createPgliteDatabase(pglite));
    return { empty, migrated: await pglite.dumpDataDir('none') };
  } finally {
    await pglite.close();
  }
}

/** The schema-name prefix of this run's PostgreSQL databases. */
export function runSchemaPrefix(runId: string): string {
  return `t_${runId}_`;
}

let ownRunId: string | undefined;
function runId(): string {
  ownRunId ??= process.env[RUN_ID_ENV] ?? randomUUID().replace(/-/g, '').slice(0, 8);
  return ownRunId;
}

async function describeSlot(db: Database): Promise<Omit<Slot, 'db'>> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables
     where schemaname = current_schema() and tablename <> 'schema_migrations' order by tablename`,
  );
  return { tables: tables.map((t) => t.name), shape: await shapeOf(db) };
}

async function shapeOf(db: Database): Promise<string> {
  const [row] = await db.query<{ shape: string }>(
    `select coalesce(md5(string_agg(table_name || '.' || column_name || ':' || data_type, ',' order by table_name, ordinal_position)), '') as shape
     from information_schema.columns where table_schema = current_schema()`,
  );
  return row!.shape;
}

/** A new database: PGlite from a template, or a schema of this run on PostgreSQL. */
async function openNew(kind: 'migrated' | 'empty'): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `${runSchemaPrefix(runId())}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const db = await openPostgres({ url, schema, max: 4 });
    if (kind === 'migrated') await migrate(db);
    return db;
  }
  return createPgliteDatabase(
    await PGlite.create({ ...pgliteOptions(), loadDataDir: await pgliteTemplate(kind) }),
  );
}

async function newSlot(): Promise<Slot> {
  const db = await openNew('migrated');
  return { db, ...(await describeSlot(db)) };
}

/**
 * A database no migration ran on (what an older Lintel's database is upgraded from), its own
 * until `close()`: not reused (on PostgreSQL, its schema goes with the run's).
 */
export function emptyDatabase(): Promise<Database> {
  return openNew('empty');
}

/** Empties the slot's tables; false when it cannot be reused (then it is closed). */
async function reset(slot: Slot): Promise<boolean> {
  try {
    if ((await shapeOf(slot.db)) !== slot.shape) throw new Error('its tables changed');
    if (slot.tables.length > 0)
      await slot.db.exec(`truncate ${slot.tables.join(', ')} restart identity cascade`);
    return true;
  } catch {
    await slot.db.close().catch(() => {});
    return false;
  }
}

/**
 * A migrated database with no rows, for one user (a test app, or a test that opens its own app);
 * `close()` hands it back.
 */
export async function acquireDatabase(): Promise<Database> {
  const slot = idle.pop() ?? (await newSlot());
  const inFlight = new Set<Promise<unknown>>();
  const watching = new Set<() => void>();
  let handedBack = false;
  /**
   * Used while a test moved the clock (`vi.useFakeTimers`, the golden files' frozen 2025 date):
   * PGlite's Postgres armed its timers by that clock, and once the real one is back it re-arms
   * them every millisecond (Node's TimeoutOverflowWarning) for as long as the database lives. Such
   * a database is closed when handed back, not reused.
   */
  let underMovedClock = false;
  const guard = <T>(run: () => Promise<T>): Promise<T> => {
    if (handedBack) {
      return Promise.reject(new Error('query on a test database after its app closed (it was handed back)'));
    }
    if (!underMovedClock && db.kind === 'pglite' && vi.isFakeTimers()) underMovedClock = true;
    const call = run();
    inFlight.add(call);
    const done = () => inFlight.delete(call);
    call.then(done, done);
    return call;
  };
  const { db } = slot;
  return {
    kind: db.kind,
    query: (sql, params) => guard(() => db.query(sql, params)),
    read: (sql, params) => guard(() => db.read(sql, params)),
    exec: (sql) => guard(() => db.exec(sql)),
    transaction: (fn) => guard(() => db.transaction(fn)),
    withAdvisoryLock: (key, fn) => guard(() => db.withAdvisoryLock(key, fn)),
    notify: (channel, payload) => {
      if (!handedBack) db.notify(channel, payload);
    },
    listen: (channel, onNotify) => guard(() => db.listen(channel, onNotify)),
    listening: () => db.listening(),
    onListeningChange: (fn) => db.onListeningChange(fn),
    onRetry: (fn) => {
      const stop = db.onRetry(fn);
      watching.add(stop);
      return stop;
    },
    async close() {
      if (handedBack) return;
      handedBack = true;
      // The next user of this database has its own metrics.
      for (const stop of watching) stop();
      await Promise.allSettled([...inFlight]);
      if (underMovedClock) {
        await db.close().catch(() => {});
        return;
      }
      if (!(await reset(slot))) return;
      if (idle.length < MAX_IDLE) idle.push(slot);
      else await db.close();
    },
  };
}

let templateFile: Promise<string> | undefined;

/**
 * Makes `dir` an embedded data directory as a first start leaves it once initdb and the
 * migrations ran (extracted from the migrated template): for a process test whose subject is not
 * the first start, which then opens it in ~0.3 s instead of running initdb (~5 s of CPU). The
 * bootstrap (account, client, demo) is still the process's own.
 */
export async function preparedDataDir(dir: string): Promise<string> {
  templateFile ??= (async () => {
    const existing = process.env[TEMPLATE_ENV];
    if (existing) return existing;
    const path = join(tmpdir(), `lintel-template-${process.pid}.tar`);
    await writeFile(path, Buffer.from(await (await pgliteTemplate('migrated')).arrayBuffer()));
    return path;
  })();
  const path = await templateFile;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await promisify(execFile)('tar', ['-xf', path, '-C', dir]);
  return dir;
}

/** Drops this run's PostgreSQL schemas (global-setup's teardown; workers are gone by then). */
export async function dropRunSchemas(url: string, id: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
      [runSchemaPrefix(id)],
    );
    for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
  } finally {
    await client.end();
  }
}
