import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * How Lintel opens the embedded database, lean (issue 10). PGlite's defaults are a server's:
 * `shared_buffers=128MB` alone is about 140 MB of resident WASM memory once a data dir has been
 * read, and WASM memory never shrinks. Lintel's tables are small and one process uses one
 * connection, so small buffers cost no speed here: reopening a data dir holds about 150 MB less.
 * Passed as start parameters (`-c`), not `postgresqlconf`, which would overwrite the
 * `postgresql.conf` initdb wrote (time zone, locale settings).
 */
const SETTINGS = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  work_mem: '1MB',
  maintenance_work_mem: '8MB',
  temp_buffers: '1MB',
};

export function pgliteOptions(): PGliteOptions {
  return {
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  };
}

/** True when `dataDir` holds no database yet: opening it would run initdb. */
export function needsInitdb(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

const INIT_TIMEOUT_MS = 120_000;

/**
 * Creates the database in `dataDir` (initdb, then the migrations) in a short-lived child process.
 * initdb peaks near 800 MB of WASM memory, which a process keeps until it exits: done here, the
 * server then reopens the finished directory at its small steady size. The child is this file's
 * sibling `pglite-initdb` run by the same Node with the same flags (`--import tsx` from sources,
 * nothing from `dist/`).
 */
export async function initdbInChild(dataDir: string): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const script = join(self, '..', `pglite-initdb${extname(self)}`);
  const child = fork(script, [dataDir], {
    // A debugger's port belongs to the server: the child would fail to take it.
    execArgv: process.execArgv.filter((arg) => !arg.startsWith('--inspect')),
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), INIT_TIMEOUT_MS);
  try {
    const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
      },
    );
    if (code !== 0)
      throw new Error(
        `creating the embedded database in ${dataDir} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`,
      );
  } finally {
    clearTimeout(timer);
  }
}
