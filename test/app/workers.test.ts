import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createDatabase } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  type Lintel,
  onCleanUp,
  restClient,
  sharedPostgresEnv,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';

/**
 * `LINTEL_WORKERS` (issue 10): real processes. On PostgreSQL, a primary and its workers sharing
 * one port; on the embedded database, one process that says why.
 */

const SECRET_KEY = 'workers-secret-key-0123456789abcdef0123456';
const TIMEOUT = 90_000;

afterAll(cleanUp);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pids of `pid`'s child processes (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** GET `path` on a connection of its own (a kept-alive one would stay with one worker): the status. */
function getFresh(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** The pids that logged a `request` line for `path` (pino's JSON lines carry the pid). */
function pidsServing(lintel: Lintel, path: string): Set<number> {
  const pids = new Set<number>();
  for (const line of lintel.stdout().split('\n')) {
    let entry: { msg?: string; path?: string; pid?: number };
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // the banner, or a line still being written
    }
    if (entry.msg === 'request' && entry.path === path && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

async function until<T>(what: string, fn: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('LINTEL_WORKERS', () => {
  it('is 1 by default, a number of processes, or auto for one per core', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ LINTEL_WORKERS: '' }).workers).toBe(1);
    expect(loadConfig({ LINTEL_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ LINTEL_WORKERS: 'auto' }).workers).toBe(availableParallelism());
  });

  it.each(['0', 'two', '1.5', '-1', '257'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ LINTEL_WORKERS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ LINTEL_WORKERS: value })).toThrow(/LINTEL_WORKERS/);
  });
});

// The embedded database is opened by one process: workers need a PostgreSQL server. Runs in the
// `DATABASE_URL=… npx vitest run` pass.
describe.skipIf(!process.env.DATABASE_URL)('LINTEL_WORKERS=2 on PostgreSQL', () => {
  it(
    'two workers answer on one port, a killed one is replaced, one SIGTERM stops them all',
    async () => {
      const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_workers');
      onCleanUp(db.drop);
      const { credentials, env } = sharedPostgresEnv(db.url, SECRET_KEY, 'workers-client-secret');
      const lintel = startLintel({ ...env, LINTEL_WORKERS: '2', LINTEL_LOG_LEVEL: 'info' });
      const banner = await waitForBanner(lintel, 60_000);
      expect(banner.text).toMatch(/\n {2}Workers: +2 processes sharing the port\n/);
      const primary = lintel.child.pid!;
      const workers = childrenOf(primary);
      expect(workers).toHaveLength(2);

      // Both workers answer, on the one port of the banner; their tokens work in each other.
      const rest = restClient(banner.base);
      const token = await fetchToken(rest, credentials);
      for (let i = 0; i < 20; i++) expect(await getFresh(banner.base, '/health')).toBe(200);
      await until('both workers to log requests', () =>
        pidsServing(lintel, '/health').size === 2 ? true : undefined,
      );
      expect([...pidsServing(lintel, '/health')].sort()).toEqual([...workers].sort());
      for (let i = 0; i < 6; i++) await rest('GET', '/consumers', token);
      expect(pidsServing(lintel, '/consumers').size).toBe(2);

      // kill -9 one worker: the port keeps answering, and a new worker takes its place.
      const [victim, survivor] = workers as [number, number];
      process.kill(victim, 'SIGKILL');
      await until('the primary to see it', () =>
        /"msg":"worker exited; starting another"/.test(lintel.stdout()) ? true : undefined,
      );
      // Before the replacement listens, the survivor takes every connection.
      for (let i = 0; i < 20; i++) expect(await getFresh(banner.base, '/health')).toBe(200);
      const replacement = await until('a replacement worker', () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(victim) ? now.find((pid) => pid !== survivor) : undefined;
      });
      await until('the replacement to listen', () =>
        /"msg":"worker replaced"/.test(lintel.stdout()) ? true : undefined,
      );
      await until('the replacement to serve', () => {
        void getFresh(banner.base, '/ready').catch(() => {});
        return pidsServing(lintel, '/ready').has(replacement) ? true : undefined;
      });
      expect(lintel.stdout()).toMatch(
        new RegExp(
          `"worker":${victim},"code":null,"signal":"SIGKILL".*"msg":"worker exited; starting another"`,
        ),
      );

      // One SIGTERM to the primary: every process exits, cleanly, within the 10 s bound.
      const exit = await stop(lintel, 10_000);
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.ms).toBeLessThan(10_000);
      for (const pid of [survivor, replacement]) expect(alive(pid)).toBe(false);
      expect(lintel.stdout()).toMatch(/"msg":"stopping workers"/);
    },
    TIMEOUT,
  );

  it(
    'a worker that keeps dying is restarted after longer and longer waits, not in a loop',
    async () => {
      const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_workers');
      onCleanUp(db.drop);
      const { env } = sharedPostgresEnv(db.url, SECRET_KEY, 'workers-client-secret');
      const lintel = startLintel({ ...env, LINTEL_WORKERS: '2', LINTEL_LOG_LEVEL: 'info' });
      await waitForBanner(lintel, 60_000);
      const primary = lintel.child.pid!;
      const waits: number[] = [];
      let known = new Set(childrenOf(primary));
      for (let round = 0; round < 3; round++) {
        const victim = [...known][0]!;
        process.kill(victim, 'SIGKILL');
        const line = await until('the restart to be logged', () =>
          lintel
            .stdout()
            .split('\n')
            .find((l) => l.includes(`"worker":${victim},`) && l.includes('starting another')),
        );
        waits.push((JSON.parse(line) as { restartInMs: number }).restartInMs);
        // The next victim is the replacement, once it listens.
        const replacement = await until('a replacement', () => {
          const now = childrenOf(primary).filter((pid) => !known.has(pid));
          return now.length === 1 ? now[0] : undefined;
        });
        await until('the replacement to listen', () =>
          lintel
            .stdout()
            .split('\n')
            .filter((l) => l.includes('"msg":"worker replaced"')).length > round
            ? true
            : undefined,
        );
        known = new Set(childrenOf(primary));
        expect(known.has(replacement)).toBe(true);
      }
      // Each worker lived well under the healthy span: each wait doubles the previous one.
      expect(waits[1]).toBe(waits[0]! * 2);
      expect(waits[2]).toBe(waits[1]! * 2);

      // Ctrl-C in a terminal signals the whole process group: the workers' own SIGINT must not
      // count as a second signal on top of their primary's SIGTERM (which would cut shutdown short).
      const t0 = performance.now();
      for (const pid of [primary, ...known]) process.kill(pid, 'SIGINT');
      const exit = await Promise.race([lintel.exited, sleep(10_000).then(() => 'timeout' as const)]);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(performance.now() - t0).toBeLessThan(10_000);
      expect(lintel.stdout().match(/"msg":"stopped"/g)).toHaveLength(3);
    },
    TIMEOUT,
  );

  it(
    'workers that cannot start stop the primary (exit code 1), not a restart loop',
    async () => {
      const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_workers');
      await db.drop();
      // A database that does not exist: every worker fails while starting.
      const { env } = sharedPostgresEnv(db.url, SECRET_KEY, 'workers-client-secret');
      const lintel = startLintel({ ...env, LINTEL_WORKERS: '2' });
      const exit = await Promise.race([lintel.exited, sleep(30_000).then(() => 'timeout' as const)]);
      expect(exit).toEqual({ code: 1, signal: null });
      // Each worker says why in one sentence (issue 22), without a stack.
      expect(lintel.stderr()).toContain(`Lintel cannot start: database "${db.name}" does not exist`);
      expect(lintel.stderr()).not.toMatch(/^ {4}at /m);
      expect(lintel.stdout()).toMatch(/a worker failed to start; stopping/);
    },
    TIMEOUT,
  );
});

describe('LINTEL_WORKERS=2 on the embedded database', () => {
  it(
    'stays one process and says why',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lintel-workers-'));
      onCleanUp(() => rm(dir, { recursive: true, force: true }));
      const lintel = startLintel({
        PORT: '0',
        HOST: '127.0.0.1',
        LINTEL_DATA_DIR: join(dir, 'data'),
        LINTEL_WORKERS: '2',
        LINTEL_LOG_LEVEL: 'warn',
      });
      const banner = await waitForBanner(lintel, 60_000);
      expect(banner.text).toMatch(
        /\n {2}Workers: +1 process \(LINTEL_WORKERS=2 needs DATABASE_URL: one process owns a PGlite data directory\)\n/,
      );
      expect(lintel.stdout()).toMatch(
        /"workers":2,"msg":"LINTEL_WORKERS ignored: the embedded PGlite database is opened by one process; set DATABASE_URL to run several"/,
      );
      // No worker, and the initdb child of the first start is gone.
      expect(childrenOf(lintel.child.pid!)).toEqual([]);
      expect(await getFresh(banner.base, '/ready')).toBe(200);
      expect((await stop(lintel)).code).toBe(0);
    },
    TIMEOUT,
  );
});
