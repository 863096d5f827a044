import { readFileSync, unlinkSync } from 'node:fs';
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * One PGlite data directory belongs to one process (issue 22): two processes on one directory each
 * see only their own writes, and the last to stop overwrites the other's. The first process to
 * start writes its pid into `<dataDir>/lintel.pid` (created exclusively); a second one finds it and
 * refuses to start. A file left by a process that died without removing it (`kill -9`, a crash)
 * names a pid that is no longer alive: it is stale and taken over.
 */

const LOCK_FILE = 'lintel.pid';
/** A lock file without a pid yet is being written by a process that is starting, unless it is this old. */
const UNWRITTEN_GRACE_MS = 5_000;

/** The data directory is held by another live process. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    const holder = pid === undefined ? 'another process that is starting' : `another Lintel (pid ${pid})`;
    const absolute = resolve(dataDir);
    const where = absolute === dataDir ? dataDir : `${dataDir} (${absolute})`;
    super(
      `the embedded database directory ${where} is in use by ${holder}, and one directory belongs to one process: ` +
        'stop that process, set LINTEL_DATA_DIR to another directory, or use PostgreSQL (DATABASE_URL) to run several processes',
    );
  }
}

export interface DataDirLock {
  /** The lock file. */
  path: string;
  /** Removes the lock file if it is still this process's (idempotent). */
  release(): Promise<void>;
}

/** Whether a process with this pid runs (EPERM: it does, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parsePid(text: string): number | undefined {
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/** What holds `path`: a live pid, `'starting'` (no pid written yet), or `'stale'`. */
async function holderOf(path: string): Promise<number | 'starting' | 'stale' | 'gone'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = parsePid(text);
  if (pid === undefined) {
    const age = Date.now() - (await stat(path).catch(() => ({ mtimeMs: 0 }))).mtimeMs;
    return age < UNWRITTEN_GRACE_MS ? 'starting' : 'stale';
  }
  // Our own pid in the file is a previous life of a container whose processes reuse pids.
  return pid !== process.pid && isAlive(pid) ? pid : 'stale';
}

/**
 * Takes the data directory `dataDir` (which exists) for this process, or throws a
 * `DataDirLockedError` naming the process that holds it. Released by `release()`, and at the
 * latest when this process exits.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, mine, { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(path);
    if (typeof holder === 'number') throw new DataDirLockedError(dataDir, holder);
    if (holder === 'starting' || attempt >= 3) throw new DataDirLockedError(dataDir, undefined);
    // Stale: remove it and try again; another process starting now may win the next `wx`.
    if (holder === 'stale') await unlink(path).catch(() => undefined);
  }
  const removeIfMine = () => {
    try {
      if (readFileSync(path, 'utf8') === mine) unlinkSync(path);
    } catch {
      // Already gone (or the directory with it): nothing to release.
    }
  };
  // Every exit but SIGKILL runs `exit` listeners: a forced exit after a slow shutdown releases too.
  process.once('exit', removeIfMine);
  return {
    path,
    release: async () => {
      process.off('exit', removeIfMine);
      removeIfMine();
    },
  };
}
