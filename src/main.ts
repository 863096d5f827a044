import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { bannerText } from './banner.js';
import type { BootstrapInfo } from './bootstrap.js';
import { superviseWorkers, type WorkerReady } from './cluster.js';
import { type Config, ConfigError, configWarnings, loadConfig } from './config.js';
import { createProcessLog, type ProcessLog } from './log.js';
import type { DataDirLock } from './store/data-dir-lock.js';
import type { Database } from './store/db.js';
import { loadPgliteFiles, type PgliteFiles } from './store/pglite-files.js';
import { describeStartUpError } from './store/start-up-errors.js';

/**
 * Shutdown, whatever stdout does (issue 8): in-flight requests get `CONNECTION_GRACE_MS` to finish,
 * then connections are closed; the process exits by `SHUTDOWN_MS` (forced, code 1, if background
 * work has not settled), the last log lines having had until `EXIT_MS` to be written.
 */
const CONNECTION_GRACE_MS = 5_000;
const SHUTDOWN_MS = 8_000;
const EXIT_MS = 9_000;

/**
 * How far V8 lets the heap grow past what the last full collection kept, in per cent. Its default
 * adapts up to a factor of 4 for fast allocators: an uncached read allocates about 200 KB, and
 * under load the process grew by 150 MB of heap that was mostly garbage and never returned it
 * (RSS 283 → 432 MB on PGlite). At 30 % it grew 12 MB for the same throughput (issue 10, `npm
 * run bench`'s RSS rows). Read by V8 at each collection, so setting it here, first, is in time.
 */
const HEAP_GROWING_PERCENT = 30;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
/**
 * One background thread compiles PGlite's WebAssembly (lazily compiled functions and their tier-up
 * to optimized code) instead of one per core. Each compiling thread keeps a glibc malloc arena
 * that the tier-up's scratch memory leaves grown: a first start (whose seeding makes many Postgres
 * functions hot) sat 45-55 MB higher in RSS, idle, than a restart (297-329 MB against 248-262);
 * with one thread, 271-275 MB (`MALLOC_ARENA_MAX=1` measured the same; issue 29). Set before the
 * module is compiled (`loadPgliteFiles`, in `main`).
 */
setFlagsFromString('--wasm-num-compilation-tasks=1');

/** What `node dist/main.js <command>` runs besides the server (none: the server). */
const COMMANDS = ['rekey'] as const;

/**
 * The only module that reads `process.env`: config → database → app → listen; clean shutdown.
 * `rekey` runs the re-encryption that ends a key rotation instead (`src/rekey.ts`), with the
 * same configuration.
 */
async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== undefined && !(COMMANDS as readonly string[]).includes(command)) {
    process.stderr.write(
      `Unknown command ${JSON.stringify(command)}: \`node dist/main.js\` starts Lintel, \`node dist/main.js rekey\` re-encrypts the stored secrets with LINTEL_SECRET_KEY (README, Running in production)\n`,
    );
    process.exit(2);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = createProcessLog({
    level: config.logLevel,
    output: process.stdout,
    maxBufferedBytes: config.logBufferBytes,
    format: config.logFormat,
  });
  // Said once, by the process the user started (not again by each worker).
  if (!cluster.isWorker) for (const warning of configWarnings(process.env, config)) log.logger.warn(warning);
  if (command === 'rekey') return rekey(config, log);
  if (config.workers > 1 && config.databaseUrl) {
    if (cluster.isPrimary) return runPrimary(config, log);
    return runServer(config, log, `${config.workers} processes sharing the port (LINTEL_WORKERS)`);
  }
  let workers = '1 process';
  if (config.workers > 1) {
    // One PGlite data directory is opened by one process: a second would corrupt it.
    workers = `1 process (LINTEL_WORKERS=${config.workers} needs DATABASE_URL: one process owns a PGlite data directory)`;
    log.logger.warn(
      { workers: config.workers },
      'LINTEL_WORKERS ignored: the embedded PGlite database is opened by one process; set DATABASE_URL to run several',
    );
  }
  return runServer(config, log, workers);
}

/**
 * The database of this process, with the secret key that opens its stored credentials, and the
 * lock that keeps a second process off its embedded data directory (issue 22).
 */
async function openDatabase(
  config: Config,
  pgliteFiles: Promise<PgliteFiles | undefined> | undefined,
  log: ProcessLog,
): Promise<{ db: Database; secretKey: string; lock: DataDirLock | undefined }> {
  // Imported here, not at the top: the primary of several workers never opens a database.
  const { openPglite, openPostgres } = await import('./store/db.js');
  const { loadOrCreateSecretKey } = await import('./store/secret-key.js');
  if (config.databaseUrl)
    return {
      db: await openPostgres({ url: config.databaseUrl, listenRetry: config.listenRetry }),
      secretKey: config.secretKey!,
      lock: undefined,
    };
  let lock: DataDirLock | undefined;
  if (config.dataDir !== 'memory://') {
    await mkdir(config.dataDir, { recursive: true });
    const { lockDataDir } = await import('./store/data-dir-lock.js');
    lock = await lockDataDir(config.dataDir);
  }
  const secretKey = config.secretKey ?? (await loadOrCreateSecretKey(config.dataDir));
  const db = await openPglite(config.dataDir, {
    files: await pgliteFiles,
    onCreated: (from) =>
      log.logger.info(
        { dataDir: config.dataDir, from },
        from === 'template'
          ? "created the embedded database from the build's template"
          : 'created the embedded database (initdb)',
      ),
  });
  return { db, secretKey, lock };
}

/**
 * A start-up failure the user can fix (the port taken, the data directory held, PostgreSQL
 * missing or refusing): one sentence on stderr and exit code 1. Anything else goes on to
 * `main`'s catch, with its stack.
 */
async function cannotStart(
  error: unknown,
  config: Config,
  log: ProcessLog,
  what = 'Lintel cannot start',
): Promise<never> {
  const sentence =
    error instanceof Error && error.name === 'ListenError'
      ? error.message
      : describeStartUpError(error, config.databaseUrl);
  if (sentence === undefined) throw error;
  process.stderr.write(`${what}: ${sentence}\n`);
  await log.flush(500);
  process.exit(1);
}

/**
 * `rekey`: re-encrypts the stored secrets with LINTEL_SECRET_KEY (`src/rekey.ts`) on the
 * database the servers use, then exits (0: done). On PostgreSQL while they run; an embedded data
 * directory belongs to one process, so there with Lintel stopped.
 */
async function rekey(config: Config, log: ProcessLog): Promise<void> {
  const what = 'Lintel cannot re-encrypt';
  // Where no server ran there is nothing to re-encrypt (and opening it would make a database).
  if (
    !config.databaseUrl &&
    (config.dataDir === 'memory://' || !existsSync(join(config.dataDir, 'PG_VERSION')))
  ) {
    process.stderr.write(
      `${what}: there is no database in ${config.dataDir}: set LINTEL_DATA_DIR or DATABASE_URL as for the server\n`,
    );
    process.exit(1);
  }
  const [{ db, secretKey, lock }, { runRekey }] = await Promise.all([
    openDatabase(config, config.databaseUrl ? undefined : loadPgliteFiles(), log),
    import('./rekey.js'),
  ]).catch((error: unknown) => cannotStart(error, config, log, what));
  let code: number;
  try {
    ({ code } = await runRekey({ config, db, secretKey, write: (text) => process.stdout.write(text) }));
  } catch (error) {
    await db.close().catch(() => undefined);
    await lock?.release();
    return cannotStart(error, config, log, what);
  }
  await db.close();
  await lock?.release();
  await log.flush(500);
  process.exit(code);
}

/** The primary of `LINTEL_WORKERS` > 1: forks the servers, prints the banner once they all listen. */
function runPrimary(config: Config, log: ProcessLog): void {
  const startedAt = performance.now();
  const { logger } = log;
  const supervisor = superviseWorkers({
    workers: config.workers,
    logger,
    stopMs: EXIT_MS + 500,
    onReady: ({ port, bootstrap }) => {
      printBanner(
        config,
        baseOf(config, port),
        bootstrap,
        'PostgreSQL',
        `${config.workers} processes sharing the port`,
      );
      logger.info(
        { startupMs: Math.round(performance.now() - startedAt), port, workers: config.workers },
        'listening',
      );
    },
    onExit: (code) => {
      logger.info({ code }, 'stopped');
      void log.flush(500).then(() => process.exit(code));
    },
  });
  process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
  process.on('SIGINT', () => supervisor.stop('SIGINT'));
}

function baseOf(config: Config, port: number): string {
  return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
}

/** One Lintel server: alone, or one of the workers of `runPrimary`. */
async function runServer(config: Config, log: ProcessLog, workers: string): Promise<void> {
  const startedAt = performance.now();
  const { logger } = log;
  // The app's modules load while V8 compiles PGlite's WebAssembly on its own threads (started
  // first, before any module of the app is read): a restart is ready sooner.
  const pgliteFiles = config.databaseUrl ? undefined : loadPgliteFiles();
  const [{ db, secretKey, lock }, { createApp }, { listen }] = await Promise.all([
    openDatabase(config, pgliteFiles, log),
    import('./app.js'),
    import('./http/server.js'),
  ]).catch((error: unknown) => cannotStart(error, config, log));
  const app = await createApp({ config, db, secretKey, logger }).catch((error: unknown) =>
    cannotStart(error, config, log),
  );
  let server: Server;
  try {
    ({ server } = await listen(app.listener, { port: config.port, host: config.host }));
  } catch (error) {
    // The port is taken (or not ours to take): one sentence, no stack (issue 22).
    await app.close().catch(() => undefined);
    return cannotStart(error, config, log);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal (Ctrl-C twice): no more waiting.
      process.exit(1);
    }
    stopping = true;
    const startedStopping = performance.now();
    logger.info({ signal }, 'shutting down');
    let exiting = false;
    const exit = async (code: number) => {
      if (exiting) return;
      exiting = true;
      const droppedLines = log.dropped();
      logger.info({ signal, ms: Math.round(performance.now() - startedStopping), droppedLines }, 'stopped');
      await log.flush(EXIT_MS - (performance.now() - startedStopping));
      // Said on stderr too: stdout is what was not read.
      if (droppedLines > 0)
        process.stderr.write(`Lintel: ${droppedLines} log lines dropped while stdout was not read\n`);
      process.exit(code);
    };
    // Timers run whatever stdout does: no log write blocks the thread (src/log.ts).
    setTimeout(() => void exit(1), SHUTDOWN_MS);
    const cutConnections = setTimeout(() => {
      server.closeAllConnections();
    }, CONNECTION_GRACE_MS);
    // Stop accepting, let in-flight requests finish (long-lived streams are cut after the grace),
    // then stop background work and close the database.
    server.close(() => {
      clearTimeout(cutConnections);
      app
        .close()
        .then(() => lock?.release())
        .then(() => exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while closing');
          return exit(1);
        });
    });
  };
  // Before the banner or the ready message: a signal sent as soon as either is read (a test, a
  // supervisor) must find the handler, not the default action that kills the process at once.
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A worker's Ctrl-C comes through its primary (SIGTERM): the terminal's own SIGINT, which it
  // also gets, would otherwise count as a second signal and cut the shutdown short.
  process.on('SIGINT', () => (cluster.isWorker ? undefined : stop('SIGINT')));

  const address = server.address() as AddressInfo;
  logger.info({ startupMs: Math.round(performance.now() - startedAt), port: address.port }, 'listening');
  if (cluster.isWorker) {
    const ready: WorkerReady = { type: 'lintel:ready', port: address.port, bootstrap: app.bootstrap };
    process.send?.(ready);
  } else {
    const database = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    printBanner(config, baseOf(config, address.port), app.bootstrap, database, workers);
  }
}

/** What `npm start` prints once listening (`banner.ts`). */
function printBanner(
  config: Config,
  base: string,
  info: BootstrapInfo,
  database: string,
  workers: string,
): void {
  const secretLine =
    info.clientSecret ??
    (config.bootstrap.clientSecret
      ? 'from LINTEL_CLIENT_SECRET'
      : '<shown on first start only; set LINTEL_CLIENT_SECRET to choose one>');
  const graphiql = config.graphiql
    ? `${base}/graphql`
    : `off${config.production ? ' in production' : ''} (LINTEL_GRAPHIQL=true turns it on); GraphQL answers POST ${base}/graphql`;
  process.stdout.write(
    bannerText({
      base,
      database,
      workers,
      graphiql,
      accountId: info.accountId,
      clientId: info.clientId,
      secretLine,
      secretInBody:
        info.clientSecret ?? (config.bootstrap.clientSecret ? '<LINTEL_CLIENT_SECRET>' : '<secret>'),
      demoConsumerId: info.demoConsumerId,
    }),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Lintel failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
