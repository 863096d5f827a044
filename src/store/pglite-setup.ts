import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, cp } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteDist } from './pglite-files.js';

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
 * The data directory `npm run build` prepares next to the built server (`dist/pgdata-template`:
 * initdb and the migrations done, no account, no key). initdb costs about 9 s of CPU; a first
 * start copies this instead (issue 29). Run from the sources (`npm run dev`, the tests), the
 * build's is used when there is one: the migrations then bring it to the sources' version.
 */
export const PGDATA_TEMPLATES = [
  new URL('./pgdata-template', import.meta.url),
  new URL('../../dist/pgdata-template', import.meta.url),
].map((url) => fileURLToPath(url));

/** The version of the installed PGlite, which the template's stamp names. */
export function pgliteVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', pgliteDist()), 'utf8')) as { version: string })
    .version;
}

/** The file beside a template saying what made it: `<PGlite version> <migrations' digest>`. */
export const templateStampPath = (template: string) => `${template}.stamp`;

/**
 * Fills the empty `dataDir` with a copy of `template` when the template was made by the PGlite
 * installed now; false when there is no such template. `PG_VERSION`, which says a directory holds
 * a database, is copied last: a copy cut short is made again at the next start.
 */
export async function copyTemplate(
  dataDir: string,
  templates: string | readonly string[] = PGDATA_TEMPLATES,
): Promise<boolean> {
  for (const template of typeof templates === 'string' ? [templates] : templates)
    if (await copyOne(dataDir, template)) return true;
  return false;
}

async function copyOne(dataDir: string, template: string): Promise<boolean> {
  let stamp: string;
  try {
    stamp = readFileSync(templateStampPath(template), 'utf8');
  } catch {
    return false;
  }
  if (stamp.split(' ')[0] !== pgliteVersion() || needsInitdb(template)) return false;
  const versionFile = join(template, 'PG_VERSION');
  await cp(template, dataDir, { recursive: true, force: true, filter: (source) => source !== versionFile });
  await copyFile(versionFile, join(dataDir, 'PG_VERSION'));
  return true;
}

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
  // A debugger's port belongs to the server: the child would fail to take it.
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  // From the sources under a runner that compiles TypeScript itself (vitest), the child needs tsx.
  if (extname(self) === '.ts' && !execArgv.some((arg) => arg.includes('tsx')))
    execArgv.push('--import', 'tsx');
  const child = fork(script, [dataDir], {
    execArgv,
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
