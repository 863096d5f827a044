import { createHmac } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db.js';
import { generateSecret } from './secrets.js';

/**
 * LINTEL_SECRET_KEY for the embedded database when none is configured: generated once and kept
 * beside the data (mode 0600), so restarts can still open the stored credentials. With
 * `memory://` nothing outlives the process, so a fresh key serves.
 */
export async function loadOrCreateSecretKey(dataDir: string): Promise<string> {
  if (dataDir === 'memory://') return generateSecret();
  const file = join(dataDir, 'secret.key');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = generateSecret();
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** What the check value is an HMAC of: fixed, so the same key always gives the same check. */
const CHECK_LABEL = 'lintel secret key check v1';
const SECRET_KEY_LOCK = 0x4c696e76; // "Linv", next to the migrations' "Lint" and bootstrap's "Linu"

/** The check value of `key` kept in the database: an HMAC of a fixed label, never the key. */
export function secretKeyCheck(key: string): string {
  return createHmac('sha256', key).update(CHECK_LABEL).digest('base64url');
}

/** A process started with a key its database was not made with (issue 31): one sentence. */
export class SecretKeyMismatchError extends Error {
  override name = 'SecretKeyMismatchError';
  constructor(rotating: boolean) {
    super(
      rotating
        ? 'neither LINTEL_SECRET_KEY nor LINTEL_SECRET_KEY_PREVIOUS is the key this database is used with: set LINTEL_SECRET_KEY_PREVIOUS to the key the other processes run with'
        : 'LINTEL_SECRET_KEY is not the key this database is used with (its tokens and stored credentials would not open): start every process with the same LINTEL_SECRET_KEY, or set LINTEL_SECRET_KEY_PREVIOUS to the current key to rotate it',
    );
  }
}

/**
 * Checks `key` against the database's check value, under an advisory lock (processes starting
 * together on an empty database agree on the first key). No check yet (a new database, or one
 * made before migration 11): `key`'s is kept. During a rotation (CONTRACT §4) a process whose
 * `previous` key is the stored one is accepted and stores its new key's check: from then on,
 * processes start with the new key (and may keep `previous` set while the others are replaced).
 * Answers whether the check was replaced by the new key's.
 */
export async function checkSecretKey(db: Database, key: string, previous?: string): Promise<boolean> {
  const current = secretKeyCheck(key);
  return db.withAdvisoryLock(SECRET_KEY_LOCK, async (q) => {
    await q.query(
      'insert into secret_key_check (id, check_value) values (true, $1) on conflict (id) do nothing',
      [current],
    );
    const [row] = await q.query<{ check_value: string }>('select check_value from secret_key_check');
    if (row?.check_value === current) return false;
    if (previous !== undefined && row?.check_value === secretKeyCheck(previous)) {
      await q.query('update secret_key_check set check_value = $1, updated_at = now()', [current]);
      return true;
    }
    throw new SecretKeyMismatchError(previous !== undefined);
  });
}
