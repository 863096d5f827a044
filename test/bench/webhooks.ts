/**
 * `npm run bench:webhooks`: webhook delivery to a local receiver (loopback, answers 200 at once),
 * one subscription, measured side by side in one run (shared, noisy machines: compare the rows):
 *   - PGlite, Lintel in this process (createApp; REST calls through app.fetch),
 *   - PostgreSQL, one `src/main.ts` process, and two processes sharing the outbox
 *     (when DATABASE_URL, or postgres://postgres@127.0.0.1:5432, answers; a fresh database per row).
 * Two phases per row:
 *   - live: E consumers created through REST (16 at a time), each emitting one event; deliveries
 *     per second from the first request to the last delivery, and event-to-delivery latency
 *     (from the return of the REST call that caused it to its arrival at the receiver);
 *   - backlog: E events committed at once through the store (the outbox API), then drained;
 *     deliveries per second from the commit to the last delivery (includes the worker's ≤ 0.5 s poll).
 * BENCH_WEBHOOK_EVENTS sets E (default 2000).
 */
import pg from 'pg';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPglite, openPostgres } from '../../src/store/db.js';
import { createStore, type Store } from '../../src/store/index.js';
import { serveApp } from '../kit/app.js';
import { createDatabase } from '../kit/postgres.js';
import {
  type Credentials,
  fetchToken,
  killAll,
  type Rest,
  restClient,
  sharedPostgresEnv,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';
import { startReceiver as startWebhookReceiver } from '../webhooks/receiver.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const PRODUCERS = 16;
/** The paced phase: this many events at this rate (events per second). */
const PACED_EVENTS = 300;
const PACED_RATE = 100;
const SECRET_KEY = 'bench-secret-key-0123456789abcdef0123456789';
const EVENT = 'account.consumer.created';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- receiver -------------------------------------------------------------------------------

interface Arrivals {
  /** First arrival (performance.now()) per webhook-id. */
  first: Map<string, number>;
  /** First arrival per consumer id in the body (the live phase's key). */
  byConsumer: Map<string, number>;
  requests: number;
}

/** The shared receiver, its arrivals counted per path, from the last `track` of that path on. */
async function startReceiver() {
  const paths = new Map<string, Arrivals>();
  const receiver = await startWebhookReceiver({
    keepAliveTimeoutMs: 30_000,
    onReceived({ path, headers, body, monotonic: at }) {
      const arrivals = paths.get(path);
      if (!arrivals) return;
      arrivals.requests++;
      const id = String(headers['webhook-id']);
      if (!arrivals.first.has(id)) arrivals.first.set(id, at);
      const consumerId = (JSON.parse(body) as { consumerid: string | null }).consumerid;
      if (consumerId && !arrivals.byConsumer.has(consumerId)) arrivals.byConsumer.set(consumerId, at);
    },
  });
  return {
    url: receiver.url,
    track(path: string): Arrivals {
      const arrivals: Arrivals = { first: new Map(), byConsumer: new Map(), requests: 0 };
      paths.set(path, arrivals);
      return arrivals;
    },
    close: receiver.close,
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function waitFor(arrivals: Arrivals, count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (arrivals.first.size < count) {
    if (Date.now() > deadline) throw new Error(`received ${arrivals.first.size} of ${count} events`);
    await sleep(5);
  }
}

// ---- measuring ------------------------------------------------------------------------------

interface Target {
  /**
   * One REST entry point per Lintel process, through app.fetch (in-process) or over HTTP (a child
   * process); live production spreads over them.
   */
  calls: Rest[];
  credentials: Credentials;
  /** Commits `count` events at once through the outbox API. */
  backlog(count: number): Promise<void>;
}

interface Row {
  producedPerSecond: number;
  livePerSecond: number;
  p50: number;
  p99: number;
  pacedP50: number;
  pacedP99: number;
  duplicates: number;
  backlogPerSecond: number;
}

/** Arrival minus the return of the REST call that caused it, per event, sorted. */
const latencies = (returnedAt: Map<string, number>, arrivals: Arrivals) =>
  [...returnedAt].map(([id, t0]) => arrivals.byConsumer.get(id)! - t0).sort((a, b) => a - b);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function measure(target: Target, receiver: Receiver, name: string): Promise<Row> {
  const [first] = target.calls;
  const token = await fetchToken(first!, target.credentials);
  const path = `/${name.replace(/\W+/g, '-')}`;
  await first!('POST', '/webhooks', token, { event: EVENT, url: `${receiver.url}${path}` });

  // Paced: events at a steady rate below capacity, so latency is the pipeline's, not a queue's.
  const paced = receiver.track(path);
  const pacedReturns = new Map<string, number>();
  const pacedStart = performance.now();
  const inFlight: Promise<void>[] = [];
  const failures: unknown[] = [];
  for (let i = 0; i < PACED_EVENTS; i++) {
    const due = pacedStart + (i * 1000) / PACED_RATE;
    if (due > performance.now()) await sleep(due - performance.now());
    const call = target.calls[i % target.calls.length]!;
    inFlight.push(
      (async () => {
        const consumer = await call<{ consumerid: string }>('POST', '/consumers', token, {
          name: `Paced ${i}`,
        });
        pacedReturns.set(consumer.consumerid, performance.now());
      })().catch((error: unknown) => {
        // Handled at once (an unhandled rejection would end the run before its clean-up).
        failures.push(error);
      }),
    );
  }
  await Promise.all(inFlight);
  if (failures.length > 0)
    throw new Error(`${failures.length} paced requests failed: ${String(failures[0])}`);
  await waitFor(paced, PACED_EVENTS, 30_000);
  const pacedLatencies = latencies(pacedReturns, paced);

  // Burst: E events caused by REST calls as fast as the producers go.
  const live = receiver.track(path);
  const returnedAt = new Map<string, number>();
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: PRODUCERS }, async (_, worker) => {
      const call = target.calls[worker % target.calls.length]!;
      while (next < EVENTS) {
        const i = next++;
        const consumer = await call<{ consumerid: string }>('POST', '/consumers', token, {
          name: `Bench ${i}`,
        });
        returnedAt.set(consumer.consumerid, performance.now());
      }
    }),
  );
  const produced = performance.now();
  await waitFor(live, EVENTS, 60_000);
  const last = Math.max(...live.first.values());
  const burstLatencies = latencies(returnedAt, live);

  // Backlog: a batch committed at once, drained by the worker(s).
  const backlogArrivals = receiver.track(path);
  const committed = performance.now();
  await target.backlog(EVENTS);
  await waitFor(backlogArrivals, EVENTS, 60_000);
  const drained = Math.max(...backlogArrivals.first.values());

  return {
    producedPerSecond: EVENTS / ((produced - start) / 1000),
    livePerSecond: EVENTS / ((last - start) / 1000),
    p50: quantile(burstLatencies, 0.5),
    p99: quantile(burstLatencies, 0.99),
    pacedP50: quantile(pacedLatencies, 0.5),
    pacedP99: quantile(pacedLatencies, 0.99),
    duplicates: [paced, live, backlogArrivals].reduce((n, a) => n + a.requests - a.first.size, 0),
    backlogPerSecond: EVENTS / ((drained - committed) / 1000),
  };
}

/** Commits `count` events for the bootstrap account in one transaction (a bulk change). */
async function recordBacklog(store: Store, accountId: string, count: number): Promise<void> {
  await store.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await tx.events.record({
        accountId,
        event: EVENT,
        consumerId: null,
        integrationId: null,
        data: { backlog: i },
      });
    }
  });
}

// ---- targets --------------------------------------------------------------------------------

async function pgliteInProcess(): Promise<{ target: Target; close: () => Promise<void> }> {
  const config = loadConfig({
    LINTEL_DATA_DIR: 'memory://',
    LINTEL_LOG_LEVEL: 'silent',
    LINTEL_RATE_LIMIT: '0',
    LINTEL_DEMO: 'false',
  });
  const app = await createApp({ config, db: await openPglite('memory://'), secretKey: SECRET_KEY });
  const served = await serveApp(app);
  const call = restClient(served.url);
  const { accountId, clientId, clientSecret } = app.bootstrap;
  return {
    target: {
      calls: [call],
      credentials: { accountId, clientId, clientSecret: clientSecret! },
      backlog: (count) => recordBacklog(app.store, accountId, count),
    },
    close: async () => {
      await served.close();
      await app.close();
    },
  };
}

async function postgresProcesses(
  serverUrl: string,
  processes: number,
): Promise<{ target: Target; close: () => Promise<void> }> {
  const db = await createDatabase(serverUrl, 'lintel_bench');
  const { credentials, env } = sharedPostgresEnv(db.url, SECRET_KEY, 'bench-client-secret');
  const spawned = Array.from({ length: processes }, () => startLintel(env));
  const close = async () => {
    // One after the other: SIGTERM, and SIGKILL for one still running 10 s later.
    for (const lintel of spawned) await stop(lintel).catch(() => {});
    await store?.db.close();
    await db.drop();
  };
  let store: Store | undefined;
  try {
    const banners = await Promise.all(spawned.map((lintel) => waitForBanner(lintel, 60_000)));
    store = createStore(await openPostgres({ url: db.url, max: 2 }), SECRET_KEY);
    const own = store;
    return {
      target: {
        calls: banners.map((banner) => restClient(banner.base)),
        credentials,
        backlog: (count) => recordBacklog(own, credentials.accountId, count),
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// ---- main -----------------------------------------------------------------------------------

async function main(): Promise<void> {
  const began = performance.now();
  const receiver = await startReceiver();
  const rows: [string, Row][] = [];
  try {
    const pglite = await pgliteInProcess();
    try {
      rows.push(['PGlite, in-process', await measure(pglite.target, receiver, 'pglite')]);
    } finally {
      await pglite.close();
    }

    const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    if (await reachable(serverUrl)) {
      for (const processes of [1, 2]) {
        const postgres = await postgresProcesses(serverUrl, processes);
        try {
          const label = `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`;
          rows.push([label, await measure(postgres.target, receiver, `pg-${processes}`)]);
        } finally {
          await postgres.close();
        }
      }
    } else {
      console.log(`PostgreSQL at ${new URL(serverUrl).host} does not answer: its rows are skipped`);
    }
  } finally {
    await receiver.close();
  }

  const base = rows[0]![1];
  const n = (v: number, width: number, digits = 0) => v.toFixed(digits).padStart(width);
  console.log(
    `\nOne subscription; receiver on loopback answering 200 at once. burst: ${EVENTS} events from ${PRODUCERS} ` +
      `concurrent REST producers; backlog: ${EVENTS} events committed at once; paced: ${PACED_EVENTS} events ` +
      `at ${PACED_RATE}/s. Latency = arrival at the receiver − return of the REST call that caused the event.\n`,
  );
  const group = (text: string, width: number) => text.padStart((width + text.length) / 2).padEnd(width);
  console.log(`${''.padEnd(25)} | ${group('burst', 40)} | ${group('backlog', 16)} | ${group('paced', 14)} |`);
  console.log(
    `${'row'.padEnd(25)} | ${'made/s'.padStart(6)} ${'deliv/s'.padStart(8)} ${'×PGlite'.padStart(8)} ` +
      `${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} | ${'deliv/s'.padStart(7)} ${'×PGlite'.padStart(8)} | ` +
      `${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(7)} | dup`,
  );
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(25)} | ${n(r.producedPerSecond, 6)} ${n(r.livePerSecond, 8)} ${n(r.livePerSecond / base.livePerSecond, 8, 2)} ` +
        `${n(r.p50, 7)} ${n(r.p99, 7)} | ${n(r.backlogPerSecond, 7)} ${n(r.backlogPerSecond / base.backlogPerSecond, 8, 2)} | ` +
        `${n(r.pacedP50, 6, 1)} ${n(r.pacedP99, 7, 1)} | ${r.duplicates}`,
    );
  }
  console.log(`\ntotal ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

process.on('exit', killAll);
process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});

main().catch((error: unknown) => {
  console.error(error);
  killAll();
  process.exit(1);
});
