import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { type OdooCall, startOdooFake } from '../fakes/odoo/server.js';
import { preparedDataDir } from '../kit/databases.js';
import { createDatabase, withClient } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  kill,
  onCleanUp,
  restClient,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';

/**
 * Idempotent writes across kill -9 (issue 8, item 1): the real `src/main.ts` is killed with
 * SIGKILL in the middle of a burst of keyed product creations on an Odoo connection (the fake,
 * in this process, outlives it) and on a Sandbox connection, started again on the same data,
 * and every key is sent again with the same body. Counted: the answers by status, the vendor
 * records per key, the `invoicing.product.created` events in the outbox, and the keys still
 * pending. Required: no key has two vendor records, every record has exactly one event, and no
 * key answers "in progress" past its lease. On PGlite (a data dir on disk) and, with
 * `DATABASE_URL`, on a PostgreSQL database of its own.
 */

const KEYS = 160;
const CONCURRENCY = 16;
/** Long enough that the killed process's leases still run when the retries start (PostgreSQL). */
const LEASE_SECONDS = 8;
/** Odoo takes this long per product write, so that writes are in flight when the process dies. */
const ODOO_WRITE_MS = 120;
const SECRET_KEY = 'idempotency-kill-secret-key-0123456789abcdef';
const TIMEOUT = 300_000;

afterAll(cleanUp);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

type Query = <R>(sql: string, params?: unknown[]) => Promise<R[]>;

interface Backend {
  name: string;
  /** Environment selecting the database, and how to query it once the process has stopped. */
  prepare(): Promise<{ env: Record<string, string>; query: Query }>;
}

const pglite: Backend = {
  name: 'PGlite (data dir on disk)',
  async prepare() {
    const dir = await mkdtemp(join(tmpdir(), 'lintel-idempotency-'));
    onCleanUp(() => rm(dir, { recursive: true, force: true }));
    // Made as a first start leaves it: the kill and the restart are what is tested.
    const dataDir = await preparedDataDir(join(dir, 'data'));
    return {
      env: { LINTEL_DATA_DIR: dataDir },
      // One process owns a PGlite data dir: opened only after Lintel has stopped.
      async query<R>(sql: string, params: unknown[] = []) {
        const db = await PGlite.create(dataDir);
        try {
          return (await db.query<R>(sql, params)).rows;
        } finally {
          await db.close();
        }
      },
    };
  },
};

const postgres: Backend = {
  name: 'PostgreSQL (a database of its own)',
  async prepare() {
    const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_idem');
    onCleanUp(db.drop);
    return {
      env: { DATABASE_URL: db.url, LINTEL_SECRET_KEY: SECRET_KEY },
      query: <R>(sql: string, params: unknown[] = []) =>
        withClient(db.url, async (client) => (await client.query(sql, params)).rows as R[]),
    };
  },
};

const backends = [pglite, ...(process.env.DATABASE_URL ? [postgres] : [])];

interface Answer {
  status: number | 'network';
  id?: string;
  code?: string;
  retryAfter?: number;
}

const tally = (answers: Answer[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const label = a.code ? `${a.status} ${a.code}` : String(a.status);
    out[label] = (out[label] ?? 0) + 1;
  }
  return out;
};

describe.each(backends)('idempotent product creations across kill -9 on $name', (backend) => {
  it(
    `${KEYS} keyed creations (Odoo and Sandbox), killed mid-burst: no duplicate, one event each, no stuck key`,
    async () => {
      const { env: dbEnv, query } = await backend.prepare();
      const fake = await startOdooFake();
      onCleanUp(() => fake.close());
      const isProductWrite = (c: OdooCall) =>
        c.model === 'product.product' && (c.orm === 'load' || c.orm === 'create');
      fake.inject({ kind: 'slow', delayMs: ODOO_WRITE_MS }, { times: 10 * KEYS, match: isProductWrite });

      const credentials = {
        accountId: randomUUID(),
        clientId: randomUUID(),
        clientSecret: `kill-${randomUUID()}`,
      };
      const env = {
        ...dbEnv,
        PORT: '0',
        HOST: '127.0.0.1',
        LINTEL_LOG_LEVEL: 'warn',
        LINTEL_RATE_LIMIT: '0',
        LINTEL_DEMO: 'false',
        LINTEL_WEBHOOK_WORKER: 'false',
        LINTEL_IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS),
        LINTEL_ACCOUNT_ID: credentials.accountId,
        LINTEL_CLIENT_ID: credentials.clientId,
        LINTEL_CLIENT_SECRET: credentials.clientSecret,
      };

      const first = startLintel(env);
      const banner = await waitForBanner(first, 90_000);
      const rest = restClient(banner.base);
      const token = await fetchToken(rest, credentials);
      const connect = async (integrationid: number, creds?: { key: string; value: string }[]) => {
        const { consumerid } = await rest<{ consumerid: string }>('POST', '/consumers', token, {
          name: `Kill ${integrationid}`,
        });
        await rest('POST', `/consumers/${consumerid}/connections`, token, {
          integrationid,
          ...(creds ? { credentials: creds } : {}),
        });
        return consumerid;
      };
      const odoo = await connect(10, [
        { key: 'url', value: fake.url },
        { key: 'db', value: fake.state.db },
        { key: 'login', value: fake.state.login },
        { key: 'api_key', value: fake.state.apiKey },
      ]);
      const sandbox = await connect(1);

      const run = randomUUID().slice(0, 8);
      const keys = Array.from({ length: KEYS }, (_, i) => ({
        key: `kill-${run}-${i}`,
        vendor: i % 2 === 0 ? ('odoo' as const) : ('sandbox' as const),
        consumer: i % 2 === 0 ? odoo : sandbox,
        body: { name: `Burst ${run} ${i}`, unit_price: i, code: `B-${i}` },
      }));

      const send = async (base: string, bearer: string, item: (typeof keys)[number]): Promise<Answer> => {
        try {
          const response = await fetch(`${base}/consumers/${item.consumer}/invoicing/products`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${bearer}`,
              'x-chift-client-requestid': item.key,
            },
            body: JSON.stringify(item.body),
          });
          const body = (await response.json()) as { id?: string; error_code?: string };
          return {
            status: response.status,
            ...(body.id ? { id: body.id } : {}),
            ...(body.error_code ? { code: body.error_code } : {}),
            ...(response.headers.get('retry-after')
              ? { retryAfter: Number(response.headers.get('retry-after')) }
              : {}),
          };
        } catch {
          return { status: 'network' };
        }
      };

      // The burst; SIGKILL once a third has been answered, with writes still in flight.
      const burst = new Map<string, Answer>();
      let killed = false;
      let inFlightAtKill = 0;
      let inFlight = 0;
      let killedAt = 0;
      const killing = (async () => {
        while (burst.size < KEYS / 3) await sleep(5);
        inFlightAtKill = inFlight;
        killed = true;
        killedAt = performance.now();
        await kill(first);
      })();
      await pool(keys, CONCURRENCY, async (item) => {
        if (killed) {
          burst.set(item.key, { status: 'network' });
          return;
        }
        inFlight++;
        burst.set(item.key, await send(banner.base, token, item));
        inFlight--;
      });
      await killing;
      const answeredBeforeKill = [...burst.values()].filter((a) => a.status !== 'network').length;
      expect(inFlightAtKill).toBeGreaterThan(0);

      // What the crash left: writes the vendor made whose answer was never stored, and intents.
      await sleep(ODOO_WRITE_MS + 200);
      const unanswered = keys.filter((k) => burst.get(k.key)?.status === 'network');
      const odooOrphans = unanswered.filter(
        (k) =>
          k.vendor === 'odoo' &&
          [...fake.state.records.get('product.product')!.values()].some((p) => p['name'] === k.body.name),
      ).length;
      const sandboxNames = new Set(
        (
          await query<{ name: string }>(
            `select data->>'name' as name from sandbox_records where kind = 'product' and data->>'name' like $1`,
            [`Burst ${run} %`],
          )
        ).map((r) => r.name),
      );
      const sandboxOrphans = unanswered.filter(
        (k) => k.vendor === 'sandbox' && sandboxNames.has(k.body.name),
      ).length;
      const leftPending = Number(
        (
          await query<{ n: number }>(
            `select count(*)::int as n from idempotency_keys where state = 'pending'`,
          )
        )[0]!.n,
      );

      // Start again on the same data and send every key again, waiting out "in progress".
      const restartedAt = performance.now();
      const second = startLintel(env);
      const banner2 = await waitForBanner(second, 90_000);
      const token2 = await fetchToken(restClient(banner2.base), credentials);
      const restartMs = Math.round(performance.now() - killedAt);
      const retries = new Map<string, Answer>();
      const inProgress: Answer[] = [];
      let lastInProgressMs = 0;
      await pool(keys, CONCURRENCY, async (item) => {
        for (;;) {
          const answer = await send(banner2.base, token2, item);
          if (answer.status === 409 && answer.code === 'ERROR_IDEMPOTENCY_CONFLICT' && answer.retryAfter) {
            inProgress.push(answer);
            lastInProgressMs = Math.max(lastInProgressMs, performance.now() - killedAt);
            await sleep(Math.min(answer.retryAfter, LEASE_SECONDS) * 1000);
            continue;
          }
          retries.set(item.key, answer);
          return;
        }
      });
      const resolvedMs = Math.round(performance.now() - restartedAt);
      expect(await stop(second)).toMatchObject({ code: 0 });

      // Count.
      const odooByName = new Map<string, number>();
      for (const p of fake.state.records.get('product.product')!.values()) {
        const name = String(p['name']);
        if (name.startsWith(`Burst ${run} `)) odooByName.set(name, (odooByName.get(name) ?? 0) + 1);
      }
      const sandboxRows = await query<{ name: string; n: number }>(
        `select data->>'name' as name, count(*)::int as n from sandbox_records
         where kind = 'product' and data->>'name' like $1 group by 1`,
        [`Burst ${run} %`],
      );
      const sandboxByName = new Map(sandboxRows.map((r) => [r.name, Number(r.n)]));
      const eventRows = await query<{ body: string }>(
        `select body from webhook_events where event = 'invoicing.product.created'`,
      );
      const eventsByName = new Map<string, number>();
      for (const row of eventRows) {
        const name = String((JSON.parse(row.body) as { data: { name: string } }).data.name);
        eventsByName.set(name, (eventsByName.get(name) ?? 0) + 1);
      }
      const states = Object.fromEntries(
        (
          await query<{ state: string; n: number }>(
            'select state, count(*)::int as n from idempotency_keys group by state order by state',
          )
        ).map((r) => [r.state, Number(r.n)]),
      );

      const records = (item: (typeof keys)[number]) =>
        (item.vendor === 'odoo' ? odooByName : sandboxByName).get(item.body.name) ?? 0;
      const duplicates = keys.filter((k) => records(k) > 1).length;
      const vendorRecords = keys.reduce((sum, k) => sum + records(k), 0);
      const events = keys.reduce((sum, k) => sum + (eventsByName.get(k.body.name) ?? 0), 0);
      const eventMismatches = keys.filter((k) => (eventsByName.get(k.body.name) ?? 0) !== records(k));
      const changedAnswers = keys.filter((k) => {
        const before = burst.get(k.key);
        const after = retries.get(k.key);
        return before?.status === 200 && (after?.status !== 200 || after.id !== before.id);
      });
      const stuck = states['pending'] ?? 0;
      console.log(
        `[idempotency kill -9, ${backend.name}] keys=${KEYS} (odoo ${KEYS / 2}, sandbox ${KEYS / 2}); ` +
          `burst answers ${JSON.stringify(tally([...burst.values()]))} (${answeredBeforeKill} before the kill, ` +
          `${inFlightAtKill} in flight); left by the crash: ${leftPending} pending intents, products made ` +
          `without a stored answer odoo ${odooOrphans} sandbox ${sandboxOrphans}; retry answers ${JSON.stringify(tally([...retries.values()]))}; ` +
          `"in progress" answers after restart ${inProgress.length} (last ${Math.round(lastInProgressMs)} ms after the kill); ` +
          `vendor records ${vendorRecords} (odoo ${[...odooByName.values()].reduce((a, b) => a + b, 0)}, ` +
          `sandbox ${[...sandboxByName.values()].reduce((a, b) => a + b, 0)}), keys with 2+ records ${duplicates}; ` +
          `events ${events}, keys whose events differ from their records ${eventMismatches.length}; ` +
          `key states ${JSON.stringify(states)}, stuck ${stuck}; up again ${restartMs} ms after the kill, ` +
          `all keys answered ${resolvedMs} ms after the restart began`,
      );

      expect(duplicates).toBe(0);
      expect(eventMismatches.map((k) => k.body.name)).toEqual([]);
      // Every key ends with its product: written once, by the first request or by the retry.
      expect(tally([...retries.values()])).toEqual({ 200: KEYS });
      expect(vendorRecords).toBe(KEYS);
      expect(changedAnswers.map((k) => k.key)).toEqual([]);
      expect(stuck).toBe(0);
      // "In progress" only while a killed process's lease could still run.
      expect(lastInProgressMs).toBeLessThanOrEqual((LEASE_SECONDS + 1) * 1000);
      // The crash did leave writes at the vendor without a stored answer, and intents.
      expect(leftPending).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
