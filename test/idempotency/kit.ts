import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { ConnectorDefinition } from '../../src/connectors/connector.js';
import type { Database } from '../../src/store/db.js';
import { serveApp } from '../kit/app.js';
import { checkAgainstChift } from '../kit/chift.js';
import { acquireDatabase } from '../kit/databases.js';

/**
 * The real app over a database that a test can take down for a moment (`db.down = true`):
 * every query and transaction then fails, as when the database server is unreachable. The
 * database is substituted through `createApp({ db })`; nothing of Lintel is mocked. PGlite in
 * memory, or a schema of its own on the PostgreSQL server of `DATABASE_URL`.
 */

export const ADMIN_KEY = 'idempotency-admin-key-0123456789';
const SECRET_KEY = 'idempotency-secret-key-0123456789abcdef0123';

export interface SwitchableDatabase extends Database {
  /** Every query and transaction fails. */
  down: boolean;
  /** Only transactions fail (a write that must commit with its event cannot). */
  transactionsDown: boolean;
}

export function switchable(db: Database): SwitchableDatabase {
  const refuse = () => Promise.reject(new Error('the database is unavailable (test)'));
  const wrapped: SwitchableDatabase = {
    kind: db.kind,
    down: false,
    transactionsDown: false,
    query: (sql, params) => (wrapped.down ? refuse() : db.query(sql, params)),
    read: (sql, params) => (wrapped.down ? refuse() : db.read(sql, params)),
    exec: (sql) => (wrapped.down ? refuse() : db.exec(sql)),
    transaction: (fn) => (wrapped.down || wrapped.transactionsDown ? refuse() : db.transaction(fn)),
    withAdvisoryLock: (key, fn) => db.withAdvisoryLock(key, fn),
    notify: (channel) => db.notify(channel),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    listening: () => db.listening(),
    onListeningChange: (fn) => db.onListeningChange(fn),
    onRetry: (fn) => db.onRetry(fn),
    close: () => db.close(),
  };
  return wrapped;
}

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface FaultyApp {
  app: App;
  db: SwitchableDatabase;
  token: string;
  accountId: string;
  request<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  close(): Promise<void>;
}

export async function createFaultyApp(options: {
  env?: Record<string, string>;
  connectors?: ConnectorDefinition[];
}): Promise<FaultyApp> {
  const url = process.env.DATABASE_URL;
  // Closed (handed back to the test kit's pool) with the app.
  const db = switchable(await acquireDatabase());
  const config = loadConfig({
    LINTEL_DATA_DIR: 'memory://',
    LINTEL_ADMIN_KEY: ADMIN_KEY,
    LINTEL_DEMO: 'false',
    LINTEL_LOG_LEVEL: 'silent',
    LINTEL_RATE_LIMIT: '0',
    LINTEL_WEBHOOK_WORKER: 'false',
    ...(url ? { DATABASE_URL: url, LINTEL_SECRET_KEY: SECRET_KEY } : {}),
    ...options.env,
  });
  const app = await createApp({
    config,
    db,
    secretKey: SECRET_KEY,
    ...(options.connectors ? { connectors: options.connectors } : {}),
  });
  const served = await serveApp(app);

  const request = async <T>(
    method: string,
    path: string,
    opts: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const response = await served.fetch(path, {
      method,
      headers,
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await response.text();
    const body = text === '' ? null : JSON.parse(text);
    // The same referee as the test kit: answers on Chift's paths follow Chift's document.
    const verdict = checkAgainstChift(method, path.split('?')[0]!, response.status, body);
    if (verdict && verdict.problems.length > 0) {
      throw new Error(
        `${method} ${path} answered ${response.status} against Chift's document:\n${verdict.problems.join('\n')}\n${text}`,
      );
    }
    return { status: response.status, headers: response.headers, body: body as T };
  };

  const account = await request<{ accountId: string; clientId: string; clientSecret: string }>(
    'POST',
    '/admin/accounts',
    { body: { name: 'Idempotency' }, headers: { authorization: `Bearer ${ADMIN_KEY}` } },
  );
  const { accountId, clientId, clientSecret } = account.body;
  const token = (
    await request<{ access_token: string }>('POST', '/token', { body: { accountId, clientId, clientSecret } })
  ).body.access_token;

  return {
    app,
    db,
    token,
    accountId,
    request: (method, path, opts = {}) => request(method, path, { ...opts, token }),
    async close() {
      db.down = false;
      db.transactionsDown = false;
      await served.close();
      await app.close();
    },
  };
}

/** `invoicing.product.created` events in the outbox, per product name. */
export async function createdEvents(db: Database, accountId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ body: string }>(
    `select body from webhook_events where account_id = $1 and event = 'invoicing.product.created'`,
    [accountId],
  );
  const byName = new Map<string, number>();
  for (const row of rows) {
    const name = String((JSON.parse(row.body) as { data: { name: unknown } }).data.name);
    byName.set(name, (byName.get(name) ?? 0) + 1);
  }
  return byName;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
