import { mkdir } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createProcessLog } from './log.js';
import { type Database, openPglite, openPostgres } from './store/db.js';
import { loadOrCreateSecretKey } from './store/secret-key.js';

/**
 * Shutdown, whatever stdout does (issue 8): in-flight requests get `CONNECTION_GRACE_MS` to finish,
 * then connections are closed; the process exits by `SHUTDOWN_MS` (forced, code 1, if background
 * work has not settled), the last log lines having had until `EXIT_MS` to be written.
 */
const CONNECTION_GRACE_MS = 5_000;
const SHUTDOWN_MS = 8_000;
const EXIT_MS = 9_000;

/** The only module that reads `process.env`: config → database → app → listen; clean shutdown. */
async function main(): Promise<void> {
  const startedAt = performance.now();
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
  });
  const { logger } = log;
  let db: Database;
  let secretKey: string;
  if (config.databaseUrl) {
    db = await openPostgres({ url: config.databaseUrl });
    secretKey = config.secretKey!;
  } else {
    if (config.dataDir !== 'memory://') await mkdir(config.dataDir, { recursive: true });
    secretKey = config.secretKey ?? (await loadOrCreateSecretKey(config.dataDir));
    db = await openPglite(config.dataDir);
  }
  const app = await createApp({ config, db, secretKey, logger });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (address) => {
    const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${address.port}`;
    printBanner(base, app.bootstrap, config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`);
    logger.info({ startupMs: Math.round(performance.now() - startedAt), port: address.port }, 'listening');
  });

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
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, CONNECTION_GRACE_MS);
    // Stop accepting, let in-flight requests finish (long-lived streams are cut after the grace),
    // then stop background work and close the database.
    server.close(() => {
      clearTimeout(cutConnections);
      app
        .close()
        .then(() => exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while closing');
          return exit(1);
        });
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function printBanner(
  base: string,
  info: { accountId: string; clientId: string; clientSecret: string | null; demoConsumerId: string | null },
  database: string,
): void {
  const secret = info.clientSecret ?? '<shown on first start only; set LINTEL_CLIENT_SECRET to choose one>';
  const lines = [
    '',
    `Lintel is running on ${base}  (database: ${database})`,
    `  GraphiQL:      ${base}/graphql`,
    `  Account id:    ${info.accountId}`,
    `  Client id:     ${info.clientId}`,
    `  Client secret: ${secret}`,
  ];
  if (info.demoConsumerId)
    lines.push(`  Demo consumer: ${info.demoConsumerId} (Sandbox invoicing, POS and PMS)`);
  lines.push(
    '',
    'Try it:',
    `  TOKEN=$(curl -s -X POST ${base}/token -H 'content-type: application/json' \\`,
    `    -d '{"clientId":"${info.clientId}","clientSecret":"${info.clientSecret ?? '<secret>'}","accountId":"${info.accountId}"}' \\`,
    `    | node -pe 'JSON.parse(require("fs").readFileSync(0)).access_token')`,
  );
  if (info.demoConsumerId) {
    lines.push(
      `  curl -s ${base}/consumers/${info.demoConsumerId}/invoicing/taxes?size=3 -H "Authorization: Bearer $TOKEN"`,
    );
  } else {
    lines.push(`  curl -s ${base}/consumers -H "Authorization: Bearer $TOKEN"`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Lintel failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
