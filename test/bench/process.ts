import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDatabase } from '../kit/postgres.js';
import { BUILT_MAIN, cleanEnv } from '../kit/process.js';
import { formatStartup } from './report.js';

/**
 * Start-up time and idle memory of the built server (`node dist/main.js`, what `npm start`
 * runs), issue 10: on PGlite (a fresh data dir, then a restart on it) and on PostgreSQL (a fresh
 * database, then a restart), plus two workers on PostgreSQL. RSS is read from /proc once
 * `/health` answers and the process has settled. `npm run bench` prints these rows; alone:
 * `npx tsx test/bench/process.ts`.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET_KEY = 'bench-secret-key-0123456789abcdef0123456789';
/** Idle: after start-up work (compilation, timers' first runs) has had time to finish. */
const SETTLE_MS = 3_000;
const READY_TIMEOUT_MS = 120_000;

export interface Row {
  label: string;
  'RSS MB idle after first start': number;
  'RSS MB idle after restart': number;
  'ms to ready /health, first start': number;
  'ms to ready /health, restart': number;
  /** CPU time the restart took until ready, all threads: what wall time is on an idle machine's cores. */
  'CPU ms to ready, restart': number;
  goal: string;
}

interface Start {
  readyMs: number;
  cpuMs: number;
  rssMb: number;
}

/** The pids of `pid`'s live child processes (the workers of a primary). */
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

/** `/proc/<pid>/stat` after the command name (which may hold spaces): field 3 (state) is index 0. */
function stat(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ')
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time (user + system, every thread) of `pid`, of its children that exited (the initdb
 * child) and of those still running (workers), in ms.
 */
export function cpuMs(pid: number): number {
  const own = stat(pid);
  // utime, stime, cutime, cstime are fields 14 to 17; USER_HZ is 100 on Linux.
  let ticks = (own[11] ?? 0) + (own[12] ?? 0) + (own[13] ?? 0) + (own[14] ?? 0);
  for (const child of childrenOf(pid)) {
    const fields = stat(child);
    ticks += (fields[11] ?? 0) + (fields[12] ?? 0);
  }
  return ticks * 10;
}

/** A port nobody listens on now (the server must be polled before it prints anything). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resident memory of `pid` and its children (the workers of a primary), in MB. */
export function rssMb(pid: number): number {
  const kb = (id: number) => {
    try {
      return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  return Math.round((kb(pid) + childrenOf(pid).reduce((sum, child) => sum + kb(child), 0)) / 1024);
}

/** Starts the built server with only `env` configuring it; measures; stops it (SIGTERM). */
async function startOnce(env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: ROOT,
    env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1', LINTEL_LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: string) => {
    if (output.length < 50_000) output += chunk;
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let readyMs: number | undefined;
    let cpu = Number.NaN;
    while (readyMs === undefined) {
      if (child.exitCode !== null)
        throw new Error(`Lintel exited (${child.exitCode}) before ready:\n${output}`);
      if (performance.now() - t0 > READY_TIMEOUT_MS) throw new Error(`Lintel not ready:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        readyMs = Math.round(performance.now() - t0);
        cpu = cpuMs(child.pid!);
      } else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { readyMs, cpuMs: cpu, rssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function measure(label: string, goal: string, env: Record<string, string>): Promise<Row> {
  const first = await startOnce(env);
  const again = await startOnce(env);
  return {
    label,
    'RSS MB idle after first start': first.rssMb,
    'RSS MB idle after restart': again.rssMb,
    'ms to ready /health, first start': first.readyMs,
    'ms to ready /health, restart': again.readyMs,
    'CPU ms to ready, restart': again.cpuMs,
    goal,
  };
}

export async function measureProcess(): Promise<Row[]> {
  if (!existsSync(join(ROOT, BUILT_MAIN))) throw new Error(`no ${BUILT_MAIN}: run \`npm run build\` first`);
  const rows: Row[] = [];
  const work = mkdtempSync(join(tmpdir(), 'lintel-process-'));
  try {
    rows.push(
      await measure('PGlite', 'RSS ≤ 280, restart ≤ 1500 ms, first start ≤ 6000 ms', {
        LINTEL_DATA_DIR: join(work, 'data'),
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const workers of [1, 2]) {
    let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
    try {
      db = await createDatabase(POSTGRES, 'lintel_process');
      const env = { DATABASE_URL: db.url, LINTEL_SECRET_KEY: SECRET_KEY, LINTEL_WORKERS: String(workers) };
      rows.push(
        workers === 1
          ? await measure('PostgreSQL', 'RSS ≤ 130', env)
          : await measure('PostgreSQL, 2 workers (primary + workers)', '', env),
      );
    } catch (error) {
      console.error(`PostgreSQL at ${POSTGRES}: ${(error as Error).message}`);
    } finally {
      await db?.drop().catch(() => {});
    }
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureProcess().then(
    (rows) => console.log(formatStartup(rows)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
