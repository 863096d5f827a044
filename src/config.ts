import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * Configuration, parsed once at boot from the environment (contract §4). A bad value stops the
 * process with a message naming the variable; nothing else in `src/` reads `process.env`.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const uuid = z.uuid().optional();

const retrySchedule = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = v === undefined || v.trim() === '' ? '5,300,1800,7200,18000,36000,36000' : v;
    const seconds = text.split(',').map((part) => Number(part.trim()));
    if (seconds.some((s) => !Number.isFinite(s) || s < 0)) {
      ctx.addIssue({ code: 'custom', message: 'expected a comma-separated list of seconds, e.g. 2,3,5' });
      return z.NEVER;
    }
    return seconds;
  });

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  LINTEL_DATA_DIR: z.string().min(1).default('./.lintel'),
  LINTEL_ACCOUNT_ID: uuid,
  LINTEL_CLIENT_ID: uuid,
  LINTEL_CLIENT_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LINTEL_DEMO: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  LINTEL_SECRET_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LINTEL_SECRET_KEY_PREVIOUS: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  LINTEL_ADMIN_KEY: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LINTEL_WEBHOOK_RETRY_SCHEDULE: retrySchedule,
  LINTEL_ALLOW_PRIVATE_NETWORKS: bool(false),
  LINTEL_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
  LINTEL_RATE_LIMIT: z.coerce.number().int().min(0).default(100),
  LINTEL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().min(0.1).max(3600).default(2),
  LINTEL_TOKEN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  LINTEL_TOKEN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(30),
  LINTEL_TOKEN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().min(0.1).max(86_400).default(60),
  LINTEL_TRUST_PROXY: bool(false),
  LINTEL_GRAPHIQL: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  LINTEL_GRAPHQL_TRUSTED_DOCUMENTS: optionalString,
  LINTEL_GRAPHQL_MAX_ITEMS: z.coerce.number().int().min(0).default(1000),
  LINTEL_GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).max(1000).default(15),
  LINTEL_CORS_ORIGINS: optionalString.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter((o) => o !== ''),
      )
      .pipe(
        z.array(
          z.string().refine((o) => {
            try {
              return new URL(o).origin === o;
            } catch {
              return false;
            }
          }, 'each origin must be scheme://host[:port], without a path or a trailing slash'),
        ),
      )
      .optional(),
  ),
  LINTEL_WEBHOOK_WORKER: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  LINTEL_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(15),
  LINTEL_VENDOR_DEADLINE_SECONDS: z.coerce.number().min(0.1).max(600).default(20),
  LINTEL_WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  LINTEL_WEBHOOK_SUBSCRIPTION_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  LINTEL_WEBHOOK_LEASE_SECONDS: z.coerce.number().min(0.3).max(300).default(8),
  LINTEL_LOOKUP_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
  LINTEL_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  LINTEL_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LINTEL_CONNECT_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  LINTEL_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LINTEL_LOG_BUFFER_BYTES: z.coerce.number().int().min(16_384).default(1_048_576),
  LINTEL_LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  LINTEL_METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LINTEL_IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().min(0.5).max(60).default(30),
  LINTEL_WORKERS: optionalString.pipe(
    z
      .union(
        [
          z.literal('auto'),
          z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(256)),
        ],
        { error: 'expected a number of processes (1 to 256) or auto' },
      )
      .optional(),
  ),
  LINTEL_READ_CACHE_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  LINTEL_READ_CACHE_MB: z.coerce.number().min(1).max(65_536).default(64),
  LINTEL_DOCUMENT_MAX_MB: z.coerce.number().min(1).max(1024).default(20),
  LINTEL_LISTEN_RETRY_MIN_SECONDS: z.coerce.number().min(0.01).max(60).default(0.25),
  LINTEL_LISTEN_RETRY_MAX_SECONDS: z.coerce.number().min(0.01).max(300).default(5),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL server; absent means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Embedded database directory, or `memory://`. */
  dataDir: string;
  bootstrap: { accountId?: string; clientId?: string; clientSecret?: string };
  demo: boolean;
  /** Absent only on the embedded database, where one is generated beside the data. */
  secretKey: string | undefined;
  /** The key being replaced, during a rotation (CONTRACT §4): the database's check may still be its. */
  secretKeyPrevious: string | undefined;
  adminKey: string | undefined;
  webhookRetrySchedule: number[];
  /** Deliver webhooks from this process (several processes can share the work). */
  webhookWorker: boolean;
  /** Time a receiver has to answer one delivery. */
  webhookTimeoutMs: number;
  /** All a request asks of a vendor (slot wait, attempts, retry waits) ends by then; connectors/http.ts. */
  vendorDeadlineMs: number;
  /** Deliveries in flight in one process. */
  webhookConcurrency: number;
  /** Deliveries of one subscription in flight in one process (a receiver sees up to this × processes). */
  webhookSubscriptionConcurrency: number;
  /**
   * How long a claim holds a delivery unless renewed (the heartbeat renews it every third of
   * that): a stopped process's deliveries are sent again by another this long after it stopped.
   */
  webhookLeaseMs: number;
  /** How long a process reuses consumer and connection rows (0: never); see services/lookup-cache.ts. */
  lookupCacheMs: number;
  /** How often the change poller looks at connections that subscriptions need (jittered). */
  pollIntervalSeconds: number;
  allowPrivateNetworks: boolean;
  tokenTtlSeconds: number;
  /**
   * Requests per second per account (0 disables the limit), counted over fixed windows of
   * `windowSeconds` (a burst of `perSecond × windowSeconds` passes); on PostgreSQL for the account
   * over every process, see auth/rate-limit.ts.
   */
  rateLimit: { perSecond: number; windowSeconds: number };
  /**
   * Failed `/token` attempts allowed per client id and per client address within the window
   * (0 disables either), on PostgreSQL over every process; see auth/rate-limit.ts.
   */
  tokenRateLimit: { perClient: number; perAddress: number; windowSeconds: number };
  /** Take the client address from the last `X-Forwarded-For` entry (a proxy in front adds it). */
  trustProxy: boolean;
  /** Items one GraphQL operation may return by estimate (0: no limit); see src/graphql/cost.ts. */
  graphqlMaxItems: number;
  /** Selection depth of one GraphQL document, introspection included; see src/graphql/server.ts. */
  graphqlMaxDepth: number;
  /**
   * GraphiQL, and introspection for every caller; off in production unless asked for (account
   * tokens may introspect there all the same, consumer-scoped ones not).
   */
  graphiql: boolean;
  /** Origins whose pages may call the API (CORS); empty: none. */
  corsOrigins: string[];
  /** Path of a trusted-documents manifest: `/graphql` then runs only its operations. */
  trustedDocumentsPath: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Log bytes held while stdout is not being read; lines past it are dropped and counted (src/log.ts). */
  logBufferBytes: number;
  /** `pretty`: short coloured lines (pino-pretty); `json`: JSON lines; `auto`: pretty on a terminal. */
  logFormat: 'auto' | 'json' | 'pretty';
  /** Bearer token of `GET /metrics`; unset: no metrics endpoint (404). */
  metricsToken: string | undefined;
  /** Where clients reach Lintel, for the links it hands out; unset: the origin of each request. */
  publicUrl: string | undefined;
  /** How long a write holds its idempotency key, renewed while it runs (≤ 60 s); see services/write-intents.ts. */
  idempotencyLeaseMs: number;
  /** How long a connect page link stays valid. */
  connectLinkTtlSeconds: number;
  /**
   * Server processes sharing the port (node:cluster), `auto` resolved to the machine's cores.
   * Only on PostgreSQL: one PGlite data directory is opened by one process (src/main.ts).
   */
  workers: number;
  /** How long read results are served from memory (0: off), and the memory they may take; services/read-cache.ts. */
  readCache: { ttlMs: number; maxBytes: number };
  /**
   * The largest body of a write that carries documents (base64 PDFs: an invoice's PDF, an
   * attachment); every other request body stays within 1 MB.
   */
  documentMaxBytes: number;
  /**
   * On PostgreSQL, the wait before listening again once the LISTEN connection failed: the first,
   * doubled per failure up to the last (src/store/db.ts `createListener`).
   */
  listenRetry: { minMs: number; maxMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.DATABASE_URL && !e.LINTEL_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  LINTEL_SECRET_KEY: required with DATABASE_URL (every process must share it)',
    );
  }
  const bootstrap: Config['bootstrap'] = {};
  if (e.LINTEL_ACCOUNT_ID) bootstrap.accountId = e.LINTEL_ACCOUNT_ID;
  if (e.LINTEL_CLIENT_ID) bootstrap.clientId = e.LINTEL_CLIENT_ID;
  if (e.LINTEL_CLIENT_SECRET) bootstrap.clientSecret = e.LINTEL_CLIENT_SECRET;
  const flag = (v: string | undefined, fallback: boolean) =>
    v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.LINTEL_DATA_DIR,
    bootstrap,
    // Not in production unless asked for: a demo consumer there is a surprise (issue 22).
    demo: flag(e.LINTEL_DEMO, !e.DATABASE_URL && !production),
    secretKey: e.LINTEL_SECRET_KEY,
    secretKeyPrevious: e.LINTEL_SECRET_KEY_PREVIOUS,
    adminKey: e.LINTEL_ADMIN_KEY,
    webhookRetrySchedule: e.LINTEL_WEBHOOK_RETRY_SCHEDULE,
    webhookWorker: flag(e.LINTEL_WEBHOOK_WORKER, true),
    webhookTimeoutMs: Math.round(e.LINTEL_WEBHOOK_TIMEOUT_SECONDS * 1000),
    vendorDeadlineMs: Math.round(e.LINTEL_VENDOR_DEADLINE_SECONDS * 1000),
    webhookConcurrency: e.LINTEL_WEBHOOK_CONCURRENCY,
    webhookSubscriptionConcurrency: e.LINTEL_WEBHOOK_SUBSCRIPTION_CONCURRENCY,
    webhookLeaseMs: Math.round(e.LINTEL_WEBHOOK_LEASE_SECONDS * 1000),
    pollIntervalSeconds: e.LINTEL_POLL_INTERVAL_SECONDS,
    lookupCacheMs: Math.round(e.LINTEL_LOOKUP_CACHE_SECONDS * 1000),
    allowPrivateNetworks: e.LINTEL_ALLOW_PRIVATE_NETWORKS,
    tokenTtlSeconds: e.LINTEL_TOKEN_TTL_SECONDS,
    rateLimit: { perSecond: e.LINTEL_RATE_LIMIT, windowSeconds: e.LINTEL_RATE_LIMIT_WINDOW_SECONDS },
    tokenRateLimit: {
      perClient: e.LINTEL_TOKEN_RATE_LIMIT,
      perAddress: e.LINTEL_TOKEN_RATE_LIMIT_PER_ADDRESS,
      windowSeconds: e.LINTEL_TOKEN_RATE_LIMIT_WINDOW_SECONDS,
    },
    trustProxy: e.LINTEL_TRUST_PROXY,
    graphqlMaxItems: e.LINTEL_GRAPHQL_MAX_ITEMS,
    graphqlMaxDepth: e.LINTEL_GRAPHQL_MAX_DEPTH,
    graphiql: flag(e.LINTEL_GRAPHIQL, !production),
    corsOrigins: e.LINTEL_CORS_ORIGINS ?? [],
    trustedDocumentsPath: e.LINTEL_GRAPHQL_TRUSTED_DOCUMENTS,
    logLevel: e.LINTEL_LOG_LEVEL,
    logBufferBytes: e.LINTEL_LOG_BUFFER_BYTES,
    logFormat: e.LINTEL_LOG_FORMAT,
    metricsToken: e.LINTEL_METRICS_TOKEN,
    publicUrl: e.LINTEL_PUBLIC_URL?.replace(/\/+$/, ''),
    connectLinkTtlSeconds: e.LINTEL_CONNECT_LINK_TTL_SECONDS,
    idempotencyLeaseMs: Math.round(e.LINTEL_IDEMPOTENCY_LEASE_SECONDS * 1000),
    workers: e.LINTEL_WORKERS === 'auto' ? availableParallelism() : (e.LINTEL_WORKERS ?? 1),
    readCache: {
      ttlMs: Math.round(e.LINTEL_READ_CACHE_SECONDS * 1000),
      maxBytes: Math.round(e.LINTEL_READ_CACHE_MB * 1024 * 1024),
    },
    documentMaxBytes: Math.round(e.LINTEL_DOCUMENT_MAX_MB * 1024 * 1024),
    listenRetry: {
      minMs: Math.round(e.LINTEL_LISTEN_RETRY_MIN_SECONDS * 1000),
      maxMs: Math.round(
        Math.max(e.LINTEL_LISTEN_RETRY_MIN_SECONDS, e.LINTEL_LISTEN_RETRY_MAX_SECONDS) * 1000,
      ),
    },
  };
}

/** Every variable Lintel reads, in one place: the keys of the schema above. */
export const KNOWN_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** `LINTEL_` variables that the tests and benches read, not the server: no warning for them. */
const TOOL_VARIABLES: readonly string[] = ['LINTEL_CHROMIUM_PATH', 'LINTEL_FUZZ_SEED'];

/** Edits (insert, delete, substitute) from `a` to `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitute));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known variable `name` was probably meant to be, when one is close enough. */
export function closestVariable(name: string): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const known of KNOWN_VARIABLES) {
    const distance = editDistance(name, known);
    if (!best || distance < best.distance) best = { name: known, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 6)) ? best.name : undefined;
}

/**
 * What is allowed but probably not meant (issue 22), said at start: a `LINTEL_` variable Lintel
 * does not read (a misspelling, with the closest known name), and production on the embedded
 * database or with the demo.
 */
export function configWarnings(env: Record<string, string | undefined>, config: Config): string[] {
  const warnings: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith('LINTEL_') || KNOWN_VARIABLES.includes(name) || TOOL_VARIABLES.includes(name))
      continue;
    const closest = closestVariable(name);
    warnings.push(
      closest
        ? `${name} is not a Lintel variable and is ignored: did you mean ${closest}?`
        : `${name} is not a Lintel variable and is ignored (the README's Configuration section lists them)`,
    );
  }
  if (config.production && !config.databaseUrl) {
    const key = config.secretKey
      ? ''
      : ` (without it the key is generated into ${config.dataDir === 'memory://' ? 'memory' : `${config.dataDir}/secret.key`})`;
    const demo = config.demo
      ? 'the demo consumer is created because LINTEL_DEMO=true'
      : 'no demo consumer is created (LINTEL_DEMO=true would create one)';
    warnings.push(
      `NODE_ENV=production on the embedded database (PGlite in ${config.dataDir}): production needs PostgreSQL (DATABASE_URL), LINTEL_SECRET_KEY${key} and no demo; ${demo}`,
    );
  } else if (config.production && config.demo) {
    warnings.push(
      'NODE_ENV=production with LINTEL_DEMO=true: a demo consumer with Sandbox connections is created in the bootstrap account',
    );
  }
  return warnings;
}
