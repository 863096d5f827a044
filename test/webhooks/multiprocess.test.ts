import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Several Lintel processes on one PostgreSQL share the delivery work (contract §3): two real
 * `src/main.ts` processes on the same fresh database, both running the worker, deliver 2,000
 * events; each arrives once (the receiver answers 200 every time, so a second request for one
 * event could only be an attempt sent twice), and both processes take part.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EVENTS = 2000;
const SECRET_KEY = 'multiprocess-secret-key-0123456789abcdef01';
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

/** Waits for the banner's last line; answers the base URL it prints. */
async function baseUrl(running: Running, timeoutMs = 30_000): Promise<string> {
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
  const base = running.stdout().match(/Lintel is running on (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
  if (!base) throw new Error(`no base URL in the banner:\n${running.stdout()}`);
  return base;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The process (pid, among `pids`) that owns the client end of a loopback connection to
 * `serverPort` from `clientPort`: the socket's inode from /proc/net/tcp, then whose fds hold it.
 * Undefined where /proc does not tell (not Linux).
 */
function ownerOf(clientPort: number, serverPort: number, pids: number[]): number | undefined {
  try {
    const hex = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const row = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find((f) => f[1]?.endsWith(hex(clientPort)) && f[2]?.endsWith(hex(serverPort)));
    const inode = row?.[9];
    if (!inode) return undefined;
    for (const pid of pids) {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        try {
          if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
        } catch {
          // The fd closed meanwhile.
        }
      }
    }
  } catch {
    // No /proc.
  }
  return undefined;
}

/** A fast receiver on loopback (200 at once) that notes which process sent each request. */
async function startReceiver(pids: () => number[]) {
  const hits: { webhookId: string; pid: number | undefined }[] = [];
  const owners = new WeakMap<Socket, number | undefined>();
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push({ webhookId: String(req.headers['webhook-id']), pid: owners.get(req.socket) });
      res.writeHead(200).end('ok');
    });
  });
  server.on('connection', (socket: Socket) => {
    owners.set(socket, ownerOf(socket.remotePort ?? 0, socket.localPort ?? 0, pids()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
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

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

// Needs a PostgreSQL server: the embedded database belongs to one process, so there is nothing
// to share there. Runs in the `DATABASE_URL=… npx vitest run` pass.
describe.skipIf(!process.env.DATABASE_URL)('two Lintel processes on one PostgreSQL', () => {
  it(
    `deliver ${EVENTS} events between them, each exactly once`,
    async () => {
      const serverUrl = process.env.DATABASE_URL!;
      const name = `lintel_mp_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
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

      const credentials = {
        accountId: randomUUID(),
        clientId: randomUUID(),
        clientSecret: `mp-client-secret-${randomUUID()}`,
      };
      const env = {
        DATABASE_URL: url.toString(),
        LINTEL_SECRET_KEY: SECRET_KEY,
        LINTEL_ACCOUNT_ID: credentials.accountId,
        LINTEL_CLIENT_ID: credentials.clientId,
        LINTEL_CLIENT_SECRET: credentials.clientSecret,
        PORT: '0',
        HOST: '127.0.0.1',
        LINTEL_LOG_LEVEL: 'warn',
        LINTEL_RATE_LIMIT: '0',
        LINTEL_WEBHOOK_WORKER: 'true',
      };
      // Both start at once on the empty database (migrations and bootstrap race).
      const a = startLintel(env);
      const b = startLintel(env);
      const [baseA] = await Promise.all([baseUrl(a), baseUrl(b)]);
      const pidA = a.child.pid!;
      const pidB = b.child.pid!;
      const receiver = await startReceiver(() => [pidA, pidB]);
      cleanups.push(receiver.close);

      const { access_token: token } = await call<{ access_token: string }>(
        baseA!,
        'POST',
        '/token',
        null,
        credentials,
      );
      await call(baseA!, 'POST', '/webhooks', token, {
        event: 'account.consumer.created',
        url: `${receiver.url}/shared`,
      });
      const t0 = performance.now();
      await pool(
        Array.from({ length: EVENTS }, (_, i) => i),
        16,
        async (i) => {
          await call(baseA!, 'POST', '/consumers', token, { name: `Shared ${i}` });
        },
      );
      const producedMs = Math.round(performance.now() - t0);

      const deadline = Date.now() + 40_000;
      while (receiver.distinct() < EVENTS) {
        if (Date.now() > deadline) throw new Error(`received ${receiver.distinct()} of ${EVENTS} events`);
        await sleep(20);
      }
      const deliveredMs = Math.round(performance.now() - t0);
      // A second send of any attempt would show up now.
      await sleep(1000);

      const ids = receiver.hits.map((h) => h.webhookId);
      expect(new Set(ids).size).toBe(EVENTS);
      expect(ids).toHaveLength(EVENTS);

      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const outbox = (
        await client.query<{ status: string; n: number; attempts: number }>(
          'select status, count(*)::int as n, sum(attempts)::int as attempts from webhook_deliveries group by status',
        )
      ).rows;
      const logs = (await client.query<{ n: number }>('select count(*)::int as n from webhook_logs'))
        .rows[0]!;
      await client.end();
      // One delivery per event, each claimed and attempted once, each attempt logged once.
      expect(outbox).toEqual([{ status: 'delivered', n: EVENTS, attempts: EVENTS }]);
      expect(logs.n).toBe(EVENTS);

      const byA = receiver.hits.filter((h) => h.pid === pidA).length;
      const byB = receiver.hits.filter((h) => h.pid === pidB).length;
      const unknown = EVENTS - byA - byB;
      console.log(
        `[multiprocess] ${EVENTS} events produced through A in ${producedMs} ms, all delivered after ` +
          `${deliveredMs} ms; requests=${ids.length} distinct=${new Set(ids).size}; ` +
          `sent by A=${byA} B=${byB} unattributed=${unknown}`,
      );
      if (unknown === EVENTS) {
        console.log('[multiprocess] /proc cannot tell the processes apart here: split not asserted');
      } else {
        // Every request was attributed, and B (which only polls: A's REST calls wake A) took part.
        expect(unknown).toBe(0);
        expect(byA).toBeGreaterThan(0);
        expect(byB).toBeGreaterThan(0);
      }

      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toMatchObject({ code: 0 });
      expect(await b.exited).toMatchObject({ code: 0 });
    },
    TIMEOUT,
  );
});
