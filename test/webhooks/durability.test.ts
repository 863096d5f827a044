import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Durability of the webhook outbox (contract §3): the real `src/main.ts` is killed with SIGKILL
 * while deliveries are in flight, started again on the same data, and every event still reaches
 * the receiver (at least once, the same `webhook-id` every time). Runs on the embedded database
 * (a data dir on disk) and, when `DATABASE_URL` is set, on a fresh PostgreSQL database too.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EVENTS = 300;
/** The receiver answers this late, so a handful of deliveries are always in flight. */
const RECEIVER_DELAY_MS = 100;
const SECRET_KEY = 'durability-secret-key-0123456789abcdef0123';
const TIMEOUT = 60_000;

interface Running {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The environment of the test run without anything that configures Lintel, plus `extra`. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith('LINTEL_') || ['DATABASE_URL', 'PORT', 'HOST', 'NODE_ENV'].includes(name))
      delete env[name];
  }
  return { ...env, ...extra };
}

function startLintel(extra: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: cleanEnv(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

interface Banner {
  base: string;
  accountId: string;
  clientId: string;
  clientSecret: string;
}

/** Waits for the banner's last line and reads the base URL and bootstrap credentials from it. */
async function banner(running: Running, timeoutMs = 30_000): Promise<Banner> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => {
    exited = true;
  });
  while (!/\n {2}curl -s \S+.*\n/.test(running.stdout())) {
    if (exited) throw new Error(`Lintel exited before its banner:\n${running.stdout()}\n${running.stderr()}`);
    if (Date.now() > deadline)
      throw new Error(`no banner after ${timeoutMs} ms:\n${running.stdout()}\n${running.stderr()}`);
    await sleep(20);
  }
  const text = running.stdout();
  const match = (pattern: RegExp) => {
    const found = text.match(pattern)?.[1];
    if (!found) throw new Error(`the banner has no line matching ${pattern}:\n${text}`);
    return found;
  };
  return {
    base: match(/Lintel is running on (http:\/\/127\.0\.0\.1:\d+)/),
    accountId: match(new RegExp(`Account id: +(${UUID})\\n`)),
    clientId: match(new RegExp(`Client id: +(${UUID})\\n`)),
    clientSecret: match(/Client secret: +(.+)\n/),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A webhook receiver on loopback that answers 200 after `delayMs`, recording each request on arrival. */
async function startSlowReceiver(delayMs: number) {
  const hits: { webhookId: string; consumerId: string }[] = [];
  const pending = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { consumerid: string };
      hits.push({ webhookId: String(req.headers['webhook-id']), consumerId: body.consumerid });
      pending.add(res);
      setTimeout(() => {
        pending.delete(res);
        if (!res.destroyed) res.writeHead(200).end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    /** Requests received and not answered yet. */
    inFlight: () => pending.size,
    distinct: () => new Set(hits.map((h) => h.webhookId)).size,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function call<T>(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

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
  prepare(): Promise<{ env: Record<string, string>; deliveryStates: () => Promise<Record<string, number>> }>;
}

const STATES_SQL =
  'select status, count(*)::int as n from webhook_deliveries group by status order by status';

const pglite: Backend = {
  name: 'PGlite (data dir on disk)',
  async prepare() {
    const dir = await mkdtemp(join(tmpdir(), 'lintel-durability-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'data');
    return {
      env: { LINTEL_DATA_DIR: dataDir },
      // Opened after the process has exited: one process owns a PGlite data dir.
      async deliveryStates() {
        const db = await PGlite.create(dataDir);
        try {
          const rows = (await db.query<{ status: string; n: number }>(STATES_SQL)).rows;
          return Object.fromEntries(rows.map((r) => [r.status, r.n]));
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
    const serverUrl = process.env.DATABASE_URL!;
    const name = `lintel_dur_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), LINTEL_SECRET_KEY: SECRET_KEY },
      async deliveryStates() {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          const rows = (await client.query<{ status: string; n: number }>(STATES_SQL)).rows;
          return Object.fromEntries(rows.map((r) => [r.status, r.n]));
        } finally {
          await client.end();
        }
      },
    };
  },
};

const backends = [pglite, ...(process.env.DATABASE_URL ? [postgres] : [])];

describe.each(backends)('webhook deliveries across kill -9 on $name', (backend) => {
  it(
    `delivers every one of ${EVENTS} events after the process is killed mid-delivery and started again`,
    async () => {
      const { env: dbEnv, deliveryStates } = await backend.prepare();
      const receiver = await startSlowReceiver(RECEIVER_DELAY_MS);
      cleanups.push(receiver.close);
      const env = {
        ...dbEnv,
        PORT: '0',
        HOST: '127.0.0.1',
        LINTEL_DEMO: 'false',
        LINTEL_LOG_LEVEL: 'warn',
        LINTEL_RATE_LIMIT: '0',
        LINTEL_WEBHOOK_WORKER: 'true',
        // A claim's lease is max(4 s, 2 × timeout): the killed process's claims free up after 4 s.
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
      const creds = await banner(first);
      const startMs = lap();
      const { access_token: token } = await call<{ access_token: string }>(
        creds.base,
        'POST',
        '/token',
        null,
        {
          accountId: creds.accountId,
          clientId: creds.clientId,
          clientSecret: creds.clientSecret,
        },
      );
      await call(creds.base, 'POST', '/webhooks', token, {
        event: 'account.consumer.created',
        url: `${receiver.url}/durable`,
      });
      const consumerIds = new Set<string>();
      await pool(
        Array.from({ length: EVENTS }, (_, i) => i),
        8,
        async (i) => {
          const consumer = await call<{ consumerid: string }>(creds.base, 'POST', '/consumers', token, {
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
      first.child.kill('SIGKILL');
      const killed = await first.exited;
      expect(killed.signal).toBe('SIGKILL');
      const distinctAtKill = receiver.distinct();
      const requestsAtKill = receiver.hits.length;
      expect(distinctAtKill).toBeLessThan(EVENTS);
      expect(inFlightAtKill).toBeGreaterThan(0);

      const killMs = lap();
      const second = startLintel(env);
      await banner(second);
      const restartMs = lap();
      await waitUntil(`${EVENTS} distinct webhook-ids`, () => receiver.distinct() >= EVENTS, 40_000);
      const drainMs = lap();
      // Late duplicates, if any, would arrive now.
      await sleep(500);

      const ids = receiver.hits.map((h) => h.webhookId);
      const distinct = new Set(ids).size;
      const duplicates = ids.length - distinct;
      expect(distinct).toBe(EVENTS);
      // Every created consumer's event arrived, and nothing else did.
      expect(new Set(receiver.hits.map((h) => h.consumerId))).toEqual(consumerIds);
      // At least once, not "many times": only attempts the killed process had claimed may repeat,
      // and it claims at most LINTEL_WEBHOOK_CONCURRENCY (32) at a time.
      expect(duplicates).toBeLessThanOrEqual(32);

      second.child.kill('SIGTERM');
      expect(await second.exited).toMatchObject({ code: 0 });
      const states = await deliveryStates();
      expect(states).toEqual({ delivered: EVENTS });
      console.log(
        `[durability ${backend.name}] events=${EVENTS} killed after ${requestsAtKill} requests ` +
          `(${distinctAtKill} distinct, ${inFlightAtKill} in flight); after restart: requests=${ids.length} ` +
          `distinct=${distinct} duplicates=${duplicates}; outbox ${JSON.stringify(states)}; ms: start ${startMs}, ` +
          `produce ${produceMs}, until kill ${killMs}, restart ${restartMs}, drain ${drainMs}, stop+check ${lap()}`,
      );
    },
    TIMEOUT,
  );
});
