import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { type App, type AppDeps, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { listen } from '../../src/http/server.js';
import type { Database } from '../../src/store/db.js';
import { checkAgainstChift } from './chift.js';
import { acquireDatabase } from './databases.js';

/**
 * Builds the real app for tests, each on a database of its own as a new migrated one would be
 * (test/kit/databases.ts: PGlite, or the PostgreSQL server of `DATABASE_URL` in a schema of its
 * own), handed back when the app closes.
 */
export const ADMIN_KEY = 'test-admin-key-0123456789abcdef';
export const SECRET_KEY = 'test-secret-key-0123456789abcdef0123456789';
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** An app served over HTTP as src/main.ts serves it: its base URL, a fetch of a path, and close. */
export interface Served {
  url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Serves `app` on a free loopback port through the listener `src/main.ts` serves. */
export async function serveApp(app: App): Promise<Served> {
  const { server, port } = await listen(app.listener, { port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The read cache off, for tests of vendor behaviour: they count the calls that reach a fake (or
 * the store queries behind the Sandbox) per request, and change a fake's data between reads. The
 * read cache itself is tested on its own (test/cache/, test/app/one-server.test.ts), with the
 * default every other test runs with.
 */
export const READ_THROUGH = { LINTEL_READ_CACHE_SECONDS: '0' } as const;

/** Rows in each of `tables` of the app's database, by table: what a refused request must leave as it was. */
export async function tableRows(t: TestApp, tables: string[]): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.app.store.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    rows[table] = row!.n;
  }
  return rows;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (no JSON encoding), for malformed-body tests. */
  rawBody?: string;
  headers?: Record<string, string>;
  /**
   * Every answer on a path Chift declares is checked against Chift's document (status and body)
   * and fails the request when it differs. A test that sends what no Chift client can send
   * (a malformed body, a forbidden method) says why it opts out here.
   */
  offChiftContract?: string;
}

export interface TestAccount {
  accountId: string;
  clientId: string;
  clientSecret: string;
  token: string;
}

export interface TestApp {
  app: App;
  /** The base URL of the app's server (`http://127.0.0.1:<port>`), served as `src/main.ts` serves it. */
  url: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Like `request`, but fails with the method, path and body when the status differs. */
  expect<T = any>(status: number, method: string, path: string, options?: RequestOptions): Promise<T>;
  graphql<R, V>(
    document: TypedDocumentNode<R, V>,
    variables: V,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    data: R | null;
    errors?: { message: string; extensions?: any; path?: unknown[] }[];
  }>;
  newAccount(name?: string): Promise<TestAccount>;
  /** A token for an extra API client of `account` restricted to `scopes`. */
  tokenWithScopes(account: TestAccount, scopes: string[]): Promise<string>;
  /** A consumer of `account` connected to the given Sandbox integrations (default: all three). */
  newConsumer(
    account: TestAccount,
    integrations?: number[],
  ): Promise<{ consumerId: string; connectionIds: number[] | string[] }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /**
   * Run on the database of another test app (same accounts, consumers and Sandbox records), to
   * compare two configurations answering the same data; that app closes it.
   */
  shareDatabaseOf?: TestApp;
  deps?: Partial<Omit<AppDeps, 'config' | 'db' | 'secretKey'>>;
}

/**
 * Test apps not closed yet. Files run one after the other in a worker (vitest.config.ts), so an
 * app a file leaves open would keep its timers and database into the next files: the kit's setup
 * (test/kit/setup.ts) closes what is left at the end of each file, and says so.
 */
export const openTestApps = new Set<TestApp>();

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    LINTEL_DATA_DIR: 'memory://',
    LINTEL_ADMIN_KEY: ADMIN_KEY,
    LINTEL_DEMO: 'false',
    LINTEL_LOG_LEVEL: 'silent',
    LINTEL_RATE_LIMIT: '0',
    // Webhook tests turn the worker on; elsewhere deliveries would add log rows tests do not expect.
    LINTEL_WEBHOOK_WORKER: 'false',
    ...(onPostgres ? { DATABASE_URL: process.env.DATABASE_URL!, LINTEL_SECRET_KEY: SECRET_KEY } : {}),
    ...options.env,
  });
  const db: Database = options.shareDatabaseOf
    ? { ...options.shareDatabaseOf.app.store.db, close: async () => {} }
    : await acquireDatabase();
  let app: App;
  try {
    app = await createApp({ config, db, secretKey: SECRET_KEY, ...options.deps });
  } catch (error) {
    await db.close();
    throw error;
  }
  // Served as src/main.ts serves it: the same listener (memory answers, the app, the one writer)
  // on a node:http server, so every request of the suite crosses what users reach.
  const served = await serveApp(app);
  const url = served.url;

  const request = async <T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      // Redirects are answers to check (the connect page's 303), not to follow.
      redirect: 'manual',
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Non-JSON bodies (GraphiQL's HTML) stay text.
    }
    if (opts.offChiftContract === undefined) {
      const verdict = checkAgainstChift(method, path.split('?')[0]!, response.status, parsed);
      if (verdict && verdict.problems.length > 0) {
        throw new Error(
          `${method} ${path} answered ${response.status}, which differs from Chift's document (${verdict.key}):\n` +
            `${verdict.problems.join('\n')}\nbody: ${text}`,
        );
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };

  const expectStatus = async <T>(status: number, method: string, path: string, opts: RequestOptions = {}) => {
    const res = await request<T>(method, path, opts);
    if (res.status !== status) {
      throw new Error(
        `${method} ${path} answered ${res.status}, expected ${status}\nrequest: ${JSON.stringify(opts.body ?? opts.rawBody ?? null)}\nbody: ${res.text}`,
      );
    }
    return res.body;
  };

  const tokenFor = async (clientId: string, clientSecret: string, accountId: string) =>
    (
      await expectStatus<{ access_token: string }>(200, 'POST', '/token', {
        body: { clientId, clientSecret, accountId },
      })
    ).access_token;

  const testApp: TestApp = {
    app,
    url,
    request,
    expect: expectStatus,
    async graphql(document, variables, opts = {}) {
      const res = await request('POST', '/graphql', {
        ...(opts.token ? { token: opts.token } : {}),
        headers: { ...opts.headers },
        body: { query: print(document), variables },
      });
      if (typeof res.body !== 'object' || res.body === null) {
        throw new Error(
          `GraphQL answered ${res.status} with a non-JSON body:\n${print(document)}\n${res.text}`,
        );
      }
      const body = res.body as {
        data?: unknown;
        errors?: { message: string; extensions?: any; path?: unknown[] }[];
      };
      return {
        status: res.status,
        data: (body.data ?? null) as never,
        ...(body.errors ? { errors: body.errors } : {}),
      };
    },
    async newAccount(name = 'Test account') {
      const created = await expectStatus<{ accountId: string; clientId: string; clientSecret: string }>(
        200,
        'POST',
        '/admin/accounts',
        { body: { name }, headers: { authorization: `Bearer ${ADMIN_KEY}` } },
      );
      return { ...created, token: await tokenFor(created.clientId, created.clientSecret, created.accountId) };
    },
    async tokenWithScopes(account, scopes) {
      const client = await expectStatus<{ clientId: string; clientSecret: string }>(
        200,
        'POST',
        `/admin/accounts/${account.accountId}/clients`,
        { body: { name: 'restricted', scopes }, headers: { authorization: `Bearer ${ADMIN_KEY}` } },
      );
      return tokenFor(client.clientId, client.clientSecret, account.accountId);
    },
    async newConsumer(account, integrations = [1, 2, 3]) {
      const consumer = await expectStatus<{ consumerid: string }>(200, 'POST', '/consumers', {
        token: account.token,
        body: { name: `Consumer ${randomUUID().slice(0, 8)}` },
      });
      const connectionIds: string[] = [];
      for (const integrationid of integrations) {
        const connection = await expectStatus<{ connectionid: string }>(
          200,
          'POST',
          `/consumers/${consumer.consumerid}/connections`,
          { token: account.token, body: { integrationid } },
        );
        connectionIds.push(connection.connectionid);
      }
      return { consumerId: consumer.consumerid, connectionIds };
    },
    async close() {
      // A second close (a test's and the kit's end-of-file one) is a no-op.
      if (!openTestApps.delete(testApp)) return;
      await served.close();
      // Closes the database too: handed back for the next app (test/kit/databases.ts).
      await app.close();
    },
  };
  openTestApps.add(testApp);
  return testApp;
}
