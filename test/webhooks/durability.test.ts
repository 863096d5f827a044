import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
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
  WEBHOOK_WORKER_ENV,
  waitForBanner,
} from '../kit/process.js';
import { startReceiver } from './receiver.js';

/**
 * Durability of the webhook outbox (contract §3): the real `src/main.ts` is killed with SIGKILL
 * while deliveries are in flight, started again on the same data, and every event still reaches
 * the receiver (at least once, the same `webhook-id` every time). Runs on the embedded database
 * (a data dir on disk) and, when `DATABASE_URL` is set, on a fresh PostgreSQL database too.
 */

const EVENTS = 300;
/** The receiver answers this late, so a handful of deliveries are always in flight. */
const RECEIVER_DELAY_MS = 100;
const SECRET_KEY = 'durability-secret-key-0123456789abcdef0123';
/**
 * Two processes one after the other, 300 consumers and their deliveries: 25–30 s alone, and up to
 * twice that while the suite's other worker runs beside it on a 2-core machine.
 */
const TIMEOUT = 120_000;

afterAll(cleanUp);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

async function waitUntil(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

interface Backend {
  name: string;
  /** Environment selecting the database; called once per scenario (fresh data). */
  prepare(): Promise<{ env: Record<string, string>; outbox: () => Promise<Outbox> }>;
}

/** The deliveries by state, and whether every attempt has its log row (and how many were lost). */
interface Outbox {
  states: Record<string, number>;
  attempts: number;
  logs: number;
  interrupted: number;
}

const STATES_SQL =
  'select status, count(*)::int as n from webhook_deliveries group by status order by status';
const ATTEMPTS_SQL = `select (select sum(attempts)::int from webhook_deliveries) as attempts,
  (select count(*)::int from webhook_logs) as logs,
  (select count(*)::int from webhook_logs where error = 'interrupted') as interrupted`;

async function readOutbox(query: <T>(sql: string) => Promise<T[]>): Promise<Outbox> {
  const states = await query<{ status: string; n: number }>(STATES_SQL);
  const [counts] = await query<Omit<Outbox, 'states'>>(ATTEMPTS_SQL);
  return { states: Object.fromEntries(states.map((r) => [r.status, r.n])), ...counts! };
}

const pglite: Backend = {
  name: 'PGlite (data dir on disk)',
  async prepare() {
    const dir = await mkdtemp(join(tmpdir(), 'lintel-durability-'));
    onCleanUp(() => rm(dir, { recursive: true, force: true }));
    // Made as a first start leaves it: the kill and the restart are what is tested.
    const dataDir = await preparedDataDir(join(dir, 'data'));
    return {
      env: { LINTEL_DATA_DIR: dataDir },
      // Opened after the process has exited: one process owns a PGlite data dir.
      async outbox() {
        const db = await PGlite.create(dataDir);
        try {
          return await readOutbox(async (sql) => (await db.query<never>(sql)).rows);
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
    const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_dur');
    onCleanUp(db.drop);
    return {
      env: { DATABASE_URL: db.url, LINTEL_SECRET_KEY: SECRET_KEY },
      async outbox() {
        return withClient(db.url, (client) => readOutbox(async (sql) => (await client.query(sql)).rows));
      },
    };
  },
};

const backends = [pglite, ...(process.env.DATABASE_URL ? [postgres] : [])];

describe.each(backends)('webhook deliveries across kill -9 on $name', (backend) => {
  it(
    `delivers every one of ${EVENTS} events after the process is killed mid-delivery and started again`,
    async () => {
      const { env: dbEnv, outbox } = await backend.prepare();
      const receiver = await startReceiver({ delayMs: RECEIVER_DELAY_MS });
      onCleanUp(receiver.close);
      const env = {
        ...dbEnv,
        ...WEBHOOK_WORKER_ENV,
        LINTEL_DEMO: 'false',
        // The killed process's claims: taken up by the restarted one at once on PGlite (it is alone
        // on its database), when their lease lapses on PostgreSQL.
        LINTEL_WEBHOOK_LEASE_SECONDS: '1',
        LINTEL_WEBHOOK_TIMEOUT_SECONDS: '1',
        LINTEL_WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1',
      };

      const t0 = performance.now();
      const lap = (() => {
        let last = t0;
        return () => {
          const now = performance.now();
          const ms = Math.round(now - last);
          last = now;
          return ms;
        };
      })();
      const first = startLintel(env);
      const creds = await waitForBanner(first);
      const startMs = lap();
      const rest = restClient(creds.base);
      const token = await fetchToken(rest, creds);
      await rest('POST', '/webhooks', token, {
        event: 'account.consumer.created',
        url: `${receiver.url}/durable`,
      });
      const consumerIds = new Set<string>();
      await pool(
        Array.from({ length: EVENTS }, (_, i) => i),
        8,
        async (i) => {
          const consumer = await rest<{ consumerid: string }>('POST', '/consumers', token, {
            name: `Durable ${i}`,
          });
          consumerIds.add(consumer.consumerid);
        },
      );
      expect(consumerIds.size).toBe(EVENTS);
      const produceMs = lap();

      // Kill it while the receiver still holds requests it has not answered, a part of the events
      // delivered and the rest not.
      await waitUntil(
        'deliveries in flight after a third of the events',
        () => receiver.distinct() >= EVENTS / 3 && receiver.inFlight() > 0,
        20_000,
      );
      const inFlightAtKill = receiver.inFlight();
      const killed = await kill(first);
      expect(killed.signal).toBe('SIGKILL');
      const distinctAtKill = receiver.distinct();
      const requestsAtKill = receiver.received.length;
      expect(distinctAtKill).toBeLessThan(EVENTS);
      expect(inFlightAtKill).toBeGreaterThan(0);

      const killMs = lap();
      const second = startLintel(env);
      await waitForBanner(second);
      const restartMs = lap();
      await waitUntil(`${EVENTS} distinct webhook-ids`, () => receiver.distinct() >= EVENTS, 40_000);
      const drainMs = lap();
      // Late duplicates, if any, would arrive now.
      await sleep(500);

      const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
      const distinct = new Set(ids).size;
      const duplicates = ids.length - distinct;
      expect(distinct).toBe(EVENTS);
      // Every created consumer's event arrived, and nothing else did.
      expect(
        new Set(receiver.received.map((r) => (JSON.parse(r.body) as { consumerid: string }).consumerid)),
      ).toEqual(consumerIds);
      // At least once, not "many times": only attempts the killed process had claimed may repeat,
      // and it claims at most LINTEL_WEBHOOK_CONCURRENCY (32) at a time.
      expect(duplicates).toBeLessThanOrEqual(32);

      expect(await stop(second)).toMatchObject({ code: 0 });
      const { states, attempts, logs, interrupted } = await outbox();
      expect(states).toEqual({ delivered: EVENTS });
      // Every attempt has its log row, the ones lost with the killed process too (`interrupted`).
      expect(logs).toBe(attempts);
      expect(interrupted).toBeGreaterThan(0);
      console.log(
        `[durability ${backend.name}] events=${EVENTS} killed after ${requestsAtKill} requests ` +
          `(${distinctAtKill} distinct, ${inFlightAtKill} in flight); after restart: requests=${ids.length} ` +
          `distinct=${distinct} duplicates=${duplicates}; outbox ${JSON.stringify(states)}, ${interrupted} ` +
          `attempts interrupted; ms: start ${startMs}, ` +
          `produce ${produceMs}, until kill ${killMs}, restart ${restartMs}, drain ${drainMs}, stop+check ${lap()}`,
      );
    },
    TIMEOUT,
  );
});
