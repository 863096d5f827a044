import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import type pg from 'pg';
import { type ErrorCode, LintelError } from '../errors.js';
import type { PgliteFiles } from './pglite-files.js';
import { copyTemplate, initdbInChild, needsInitdb, pgliteOptions } from './pglite-setup.js';

/**
 * One small interface over the two databases Lintel runs on: embedded PGlite (default) and a
 * PostgreSQL server (`DATABASE_URL`). Both speak the same SQL; every table module uses only this.
 */
export interface Queryable {
  /**
   * Runs one statement. On PostgreSQL, outside a transaction, it is sent again once on a fresh
   * connection when its connection was known broken before it went out (`connectionFailure`).
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs a statement that changes nothing (a read): besides, outside a transaction, it is sent
   * again once on a fresh connection when its connection failed while it ran, since running it
   * twice is harmless. Inside a transaction it is `query`.
   */
  read<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements (simple protocol, no parameters): migrations. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; never call the network inside it (PGlite has one connection). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` while holding a session-level advisory lock (migrations of several processes). */
  withAdvisoryLock<T>(key: number, fn: (db: Queryable) => Promise<T>): Promise<T>;
  /**
   * Wakes the other processes sharing the database (PostgreSQL NOTIFY); a no-op on PGlite, where
   * one process owns the database.
   */
  notify(channel: string, payload?: string): void;
  /**
   * Calls `onNotify` on every NOTIFY of `channel`; answers a function that stops listening. The
   * listening connection comes back after any failure (see `createListener`).
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Whether notifications reach this process now (always true on PGlite: there is nobody else). */
  listening(): ListenState;
  /** Calls `fn` on each change of `listening()`; answers a function that stops calling it. */
  onListeningChange(fn: (state: ListenState) => void): () => void;
  /** Calls `fn` each time a statement is sent again after its connection failed (metrics). */
  onRetry(fn: (statement: RetriedStatement) => void): () => void;
  close(): Promise<void>;
}

/** What was sent again on a fresh connection: a read, another statement, a transaction's BEGIN. */
export type RetriedStatement = 'read' | 'write' | 'begin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `id` can be a `uuid` column's value. Ids from clients (GraphQL `ID`s, headers) are
 * checked before they reach SQL: one that is not a UUID is a row that does not exist, not a
 * PostgreSQL error.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** The row a foreign key names, by its column, and the not-found error of a missing one. */
const MISSING_ROW: Record<string, ErrorCode> = {
  consumer_id: 'ERROR_CONSUMER_NOT_FOUND',
  connection_id: 'ERROR_CONNECTION_NOT_FOUND',
  webhook_id: 'ERROR_WEBHOOK_NOT_FOUND',
  account_id: 'ERROR_ACCOUNT_NOT_FOUND',
};

/**
 * A write that names a row another request deleted meanwhile (a connection created while its
 * consumer is deleted) fails its foreign key (23503): the client gets the not-found error of
 * that row, as if it had been gone before the request. Anything else is left as it is.
 */
export function translateDatabaseError(error: unknown): unknown {
  const { code, constraint, detail } = (error ?? {}) as {
    code?: string;
    constraint?: string;
    detail?: string;
  };
  // Deleting a row still referenced (not a write naming a missing one) would be a bug of ours.
  if (code !== '23503' || /still referenced/.test(detail ?? '')) return error;
  // Constraints keep PostgreSQL's default names (`<table>_<column>_fkey`); the detail is the
  // fallback (`Key (consumer_id)=(…) is not present in table "consumers".`).
  const column =
    /_([a-z]+_id)_fkey$/.exec(constraint ?? '')?.[1] ?? /^Key \(([a-z_]+)\)=/.exec(detail ?? '')?.[1];
  return new LintelError((column && MISSING_ROW[column]) || 'ERROR_NOT_FOUND', { cause: error });
}

async function translated<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translateDatabaseError(error);
  }
}

export function createPgliteDatabase(pglite: PGliteInterface): Database {
  const run = <T>(q: Pick<PGliteInterface, 'query'>, sql: string, params?: readonly unknown[]) =>
    translated(async () => (await q.query<T>(sql, params as unknown[] | undefined)).rows);
  const over = (q: Pick<PGliteInterface, 'query' | 'exec'>): Queryable => ({
    query: (sql, params) => run(q, sql, params),
    // In this process: no connection to lose.
    read: (sql, params) => run(q, sql, params),
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...over(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(over(tx))),
    // One process owns a PGlite data dir, so there is nobody to exclude or to wake.
    withAdvisoryLock: (_key, fn) => fn(over(pglite)),
    notify: () => {},
    listen: async () => async () => {},
    listening: () => ({ listening: true }),
    onListeningChange: () => () => {},
    onRetry: () => () => {},
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Opens the embedded database in `dataDir`, or in memory for `memory://`, with lean settings. A
 * directory without a database is first filled from the build's template, or else created in a
 * child process (`initdbInChild`: initdb's memory peak stays out of this process), unless
 * `initdbInChild` is false. `files`: PGlite's WebAssembly compiled ahead (`loadPgliteFiles`).
 */
export async function openPglite(
  dataDir: string,
  options: {
    initdbInChild?: boolean;
    files?: PgliteFiles | undefined;
    /** Told how a directory without a database got one. */
    onCreated?: (from: 'template' | 'initdb') => void;
    /** Where a ready-made data directory may be (default: the build's); `[]`: always initdb. */
    templates?: readonly string[];
  } = {},
): Promise<Database> {
  const settings = { ...pgliteOptions(), ...options.files };
  if (dataDir === 'memory://') return createPgliteDatabase(await PGlite.create(settings));
  if ((options.initdbInChild ?? true) && needsInitdb(dataDir)) {
    const from = (await copyTemplate(dataDir, options.templates)) ? 'template' : 'initdb';
    if (from === 'initdb') await initdbInChild(dataDir);
    options.onCreated?.(from);
  }
  return createPgliteDatabase(await PGlite.create(dataDir, settings));
}

/** SQLSTATEs of a connection that ended: class 08, and the server ending the session (57P01–03). */
const CONNECTION_LOST_STATES = /^(08...|57P0[123])$/;
/** The server ended the session in order (`pg_terminate_backend`, shutdown): it said so first. */
const SESSION_ENDED_STATES = /^57P0[123]$/;
const SOCKET_FAILURES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * What a statement's failure says of its connection, and so of the statement:
 *
 * - `not-sent`: the statement never ran. Either pg knew the connection broken and did not send
 *   it (`… is not queryable`), or the server ended the session (`57P01` from
 *   `pg_terminate_backend`, a shutdown) before acknowledging its Parse (`acknowledged` false):
 *   a backend ending in order sends what it had to say first, so a Parse it had read would have
 *   been acknowledged. That is the statement written to a pooled connection whose backend had
 *   already been cut while idle. Sending it again is always safe.
 * - `lost`: the connection failed after the statement reached the server, or abruptly (reset,
 *   `Connection terminated unexpectedly`) where nothing tells how far it got. It may have run,
 *   and a write may even have committed before its answer was lost: only a read is sent again.
 * - undefined: anything else (SQL errors), never sent again.
 */
export type ConnectionFailure = 'not-sent' | 'lost';

export function connectionFailure(error: unknown, acknowledged = true): ConnectionFailure | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && /is not queryable$/.test(message)) return 'not-sent';
  if (typeof code === 'string' && SESSION_ENDED_STATES.test(code) && !acknowledged) return 'not-sent';
  if (typeof code === 'string' && (CONNECTION_LOST_STATES.test(code) || SOCKET_FAILURES.has(code)))
    return 'lost';
  if (typeof message === 'string' && /^Connection terminated/.test(message)) return 'lost';
  return undefined;
}

export interface PostgresOptions {
  url: string;
  /** Schema to create and use (tests isolate themselves this way); default `public`. */
  schema?: string;
  max?: number;
  /** Back-off of the listening connection's reconnection (default `LISTEN_RETRY`). */
  listenRetry?: ListenRetry;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  // Loaded here: an embedded database's start (most starts) pays nothing for pg and its TLS.
  const { default: pg } = await import('pg');
  // int8 (counts) and numeric come back as strings from pg; PGlite gives numbers. Align on numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString: options.url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const clientConfig: pg.ClientConfig = {
    connectionString: options.url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const listener = createListener({
    // keepAlive: a connection whose server vanished without a word (no RST) ends too.
    connect: () =>
      new pg.Client({ connectionString: options.url, keepAlive: true, connectionTimeoutMillis: 10_000 }),
    retry: options.listenRetry ?? LISTEN_RETRY,
  });
  const retryWatchers = new Set<(statement: RetriedStatement) => void>();
  const retried = (statement: RetriedStatement) => {
    for (const watcher of retryWatchers) watcher(statement);
  };

  /**
   * A connection of the pool for one use, and its release: a connection that failed leaves the
   * pool (a healthy one stays, whatever SQL error its statement had). While it is out of the pool
   * its `error` event is listened to: an idle connection losing its server must not crash the
   * process (the next statement on it fails instead).
   */
  function checkOut(): Promise<{ client: pg.ClientBase; release: (error?: unknown) => void }> {
    return new Promise((resolve, reject) => {
      // The callback, not the promise: the listener must be on before pg reads the next message
      // of the same packet (a backend cut just after it opened says so at once).
      pool.connect((error, client) => {
        if (error || !client) return reject(error);
        const ignore = () => {};
        client.on('error', ignore);
        resolve({
          client,
          release: (failure) => {
            client.removeListener('error', ignore);
            client.release(connectionFailure(failure) ? (failure as Error) : undefined);
          },
        });
      });
    });
  }

  /**
   * A connection of its own, opened now, for a second try: after a cut, the pool's other idle
   * connections may be as dead as the first and not know it yet.
   */
  async function fresh(): Promise<{ client: pg.ClientBase; release: (error?: unknown) => void }> {
    const client = new pg.Client({ ...clientConfig, connectionTimeoutMillis: 10_000 });
    client.on('error', () => {});
    await client.connect();
    return { client, release: () => void client.end().catch(() => {}) };
  }

  /**
   * One statement on `connection`, released after. Sent with the extended protocol (Parse, Bind,
   * Execute, Sync) even without parameters: the server acknowledges its Parse before running
   * anything, so a session it ended without that acknowledgement never ran the statement.
   */
  async function once<T>(
    open: () => Promise<{ client: pg.ClientBase; release: (error?: unknown) => void }>,
    sql: string,
    params: readonly unknown[] | undefined,
  ): Promise<{ rows: T[] } | { error: unknown; failure: ConnectionFailure | undefined }> {
    let connection: Awaited<ReturnType<typeof open>>;
    try {
      connection = await open();
    } catch (error) {
      // A connection cut while it was being opened carried nothing yet.
      return { error, failure: connectionFailure(error) && 'not-sent' };
    }
    const wire = (connection.client as pg.Client).connection;
    let acknowledged = false;
    const onParsed = () => {
      acknowledged = true;
    };
    wire.on('parseComplete', onParsed);
    try {
      const config = { text: sql, values: [...(params ?? [])], queryMode: 'extended' } as pg.QueryConfig;
      const rows = (await connection.client.query(config)).rows as T[];
      connection.release();
      return { rows };
    } catch (error) {
      connection.release(error);
      return { error, failure: connectionFailure(error, acknowledged) };
    } finally {
      wire.removeListener('parseComplete', onParsed);
    }
  }

  /**
   * One statement outside a transaction, sent again once on a fresh connection when that cannot
   * change what happens: it never reached the server, or it is a read. Anything else whose
   * connection failed (a write that may have committed) is not sent again.
   */
  async function statement<T>(sql: string, params: readonly unknown[] | undefined, kind: 'read' | 'write') {
    return translated(async () => {
      const first = await once<T>(checkOut, sql, params);
      if ('rows' in first) return first.rows;
      if (first.failure !== 'not-sent' && !(first.failure === 'lost' && kind === 'read')) throw first.error;
      retried(kind);
      const second = await once<T>(fresh, sql, params);
      if ('rows' in second) return second.rows;
      throw second.error;
    });
  }

  const run = <T>(q: pg.ClientBase, sql: string, params?: readonly unknown[]) =>
    translated(async () => (await q.query(sql, params as unknown[] | undefined)).rows as T[]);
  // Without parameters, pg sends a simple query, which may hold several statements.
  const over = (q: pg.ClientBase): Queryable => ({
    query: (sql, params) => run(q, sql, params),
    read: (sql, params) => run(q, sql, params),
    exec: async (sql) => {
      await q.query(sql);
    },
  });

  /**
   * A transaction's connection, its BEGIN done. BEGIN changes nothing: when its connection fails
   * (or fails to open) it is sent again once on a fresh connection. Nothing after it is: a statement of the
   * transaction belongs to what its connection lost, and a COMMIT that failed may have committed.
   */
  async function begin(): Promise<{ client: pg.ClientBase; release: (error?: unknown) => void }> {
    let connection: Awaited<ReturnType<typeof checkOut>> | undefined;
    try {
      connection = await checkOut();
      await connection.client.query('begin');
      return connection;
    } catch (error) {
      connection?.release(error);
      if (!connectionFailure(error)) throw error;
      retried('begin');
      const second = await fresh();
      try {
        await second.client.query('begin');
        return second;
      } catch (again) {
        second.release(again);
        throw again;
      }
    }
  }

  return {
    kind: 'postgres',
    query: (sql, params) => statement(sql, params, 'write'),
    read: (sql, params) => statement(sql, params, 'read'),
    exec: async (sql) => {
      // Scripts (migrations) run once, as they are: never sent again.
      await pool.query(sql);
    },
    async transaction(fn) {
      const connection = await begin();
      try {
        const result = await fn(over(connection.client));
        await connection.client.query('commit');
        connection.release();
        return result;
      } catch (error) {
        await connection.client.query('rollback').catch(() => {});
        connection.release(error);
        throw error;
      }
    },
    async withAdvisoryLock(key, fn) {
      const connection = await checkOut();
      let failure: unknown;
      try {
        await connection.client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(over(connection.client));
        } finally {
          await connection.client.query('select pg_advisory_unlock($1)', [key]);
        }
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        connection.release(failure);
      }
    },
    notify(channel, payload = '') {
      pool.query('select pg_notify($1, $2)', [channel, payload]).catch(() => {
        // Best effort: listeners also poll, so a lost wake-up only delays.
      });
    },
    listen: listener.listen,
    listening: listener.state,
    onListeningChange: listener.onChange,
    onRetry(fn) {
      retryWatchers.add(fn);
      return () => retryWatchers.delete(fn);
    },
    close: async () => {
      // Idempotent: a second close (shutdown paths can overlap) is a no-op, not an error.
      await listener.stop();
      if (!pool.ended) await pool.end();
    },
  };
}

/** Whether this process hears the others' notifications, and since when (`performance.now()`). */
export type ListenState = { listening: true } | { listening: false; reason: string; since: number };

/** Waits between attempts to listen again: `minMs`, doubled per failure up to `maxMs`, ±20 %. */
export interface ListenRetry {
  minMs: number;
  maxMs: number;
}

export const LISTEN_RETRY: ListenRetry = { minMs: 250, maxMs: 5_000 };

/** What the listener needs of a PostgreSQL client (pg.Client; a seam for the connection only). */
type ListenClient = pg.Client;

/**
 * One dedicated connection per process for every LISTEN (LISTEN does not survive in a pool),
 * opened on the first `listen` and kept for as long as the process lives: when it fails (its
 * backend terminated, the server gone) it is opened again with back-off, for ever, and LISTENs
 * every channel again. pg reports a failed connect through the promise and a lost connection
 * through `error`/`end` events: both end one attempt of the same loop. Notifications sent while
 * nobody listened are lost: `state()` and `onChange` tell the app, which then stops trusting
 * what depends on them (src/app.ts) and clears it once listening again.
 */
export function createListener(options: { connect: () => ListenClient; retry: ListenRetry }) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const watchers = new Set<(state: ListenState) => void>();
  let state: ListenState = { listening: false, reason: 'not connected yet', since: performance.now() };
  let client: ListenClient | undefined;
  let loop: Promise<void> | undefined;
  let stopped = false;
  /** Ends the wait between attempts early (on stop). */
  let wakeUp: () => void = () => {};
  /** Resolves once the first attempt of the loop has listened or failed. */
  let firstAttempt: Promise<void> | undefined;
  let settleFirst: () => void = () => {};
  /** The connection of the attempt under way (ended on stop, connected or not). */
  let connecting: ListenClient | undefined;

  const setState = (next: ListenState) => {
    if (!next.listening && !state.listening) {
      // Still not listening: the outage started at the first failure; its reason is the latest.
      state = { ...state, reason: next.reason };
      return;
    }
    if (next.listening && state.listening) return;
    state = next;
    for (const watcher of watchers) watcher(state);
  };

  const reasonOf = (error: unknown) =>
    `not listening to PostgreSQL notifications: ${error instanceof Error ? error.message : String(error)}`;

  async function attempt(): Promise<void> {
    const next = options.connect();
    connecting = next;
    // Either event ends the connection; `lost` settles once, with the first.
    const lost = new Promise<unknown>((resolve) => {
      next.on('error', resolve);
      next.on('end', () => resolve(new Error('connection ended')));
    });
    next.on('notification', (message) => {
      for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${channel}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    setState({ listening: true });
    settleFirst();
    const error = await lost;
    client = undefined;
    next.end().catch(() => {});
    if (!stopped) throw error;
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!stopped) {
      try {
        await attempt();
        failures = 0;
      } catch (error) {
        if (stopped) break;
        setState({ listening: false, reason: reasonOf(error), since: performance.now() });
        failures++;
      }
      settleFirst();
      if (stopped) break;
      if (failures === 0) continue;
      const base = Math.min(options.retry.maxMs, options.retry.minMs * 2 ** (failures - 1));
      const wait = base * (0.8 + Math.random() * 0.4);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    state: (): ListenState => state,
    onChange(fn: (state: ListenState) => void): () => void {
      watchers.add(fn);
      return () => watchers.delete(fn);
    },
    async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const handlers = channels.get(channel) ?? new Set();
      const isNew = handlers.size === 0;
      handlers.add(onNotify);
      channels.set(channel, handlers);
      if (!loop) {
        firstAttempt = new Promise((resolve) => {
          settleFirst = resolve;
        });
        loop = run();
      } else if (isNew && client) {
        // A failure here is the connection's: its `error` event starts the next attempt.
        await client.query(`listen ${channel}`).catch(() => {});
      }
      // Start-up waits for the first attempt (its failure is retried in the background).
      await firstAttempt;
      return async () => {
        handlers.delete(onNotify);
        if (handlers.size > 0 || channels.get(channel) !== handlers) return;
        channels.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    /** Ends the connection and the loop (closing the database). */
    async stop(): Promise<void> {
      stopped = true;
      wakeUp();
      await connecting?.end().catch(() => {});
      await loop;
    },
  };
}
