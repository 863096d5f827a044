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

/** Why a process's keys do not fit its database (issue 31). */
export type SecretKeyRefusal =
  /** Another key, and no LINTEL_SECRET_KEY_PREVIOUS. */
  | 'other-key'
  /** Neither of the two keys given is the database's. */
  | 'neither-key'
  /** A rotation is under way and values only the replaced key opens may remain: it must be given. */
  | 'previous-needed'
  /** A rotation is under way, and LINTEL_SECRET_KEY_PREVIOUS is not the key it replaced. */
  | 'other-previous'
  /** A new rotation while the last one's values are not re-encrypted yet. */
  | 'rotation-unfinished';

const REKEY = '`npm run rekey` (`node dist/main.js rekey`)';

const REFUSALS: Record<SecretKeyRefusal, string> = {
  'other-key':
    'LINTEL_SECRET_KEY is not the key this database is used with (its tokens and stored credentials would not open): start every process with the same LINTEL_SECRET_KEY, or set LINTEL_SECRET_KEY_PREVIOUS to the current key to rotate it',
  'neither-key':
    'neither LINTEL_SECRET_KEY nor LINTEL_SECRET_KEY_PREVIOUS is the key this database is used with: set LINTEL_SECRET_KEY_PREVIOUS to the key the other processes run with',
  'previous-needed': `values stored before LINTEL_SECRET_KEY was rotated may still be sealed with the key it replaced: start with that key in LINTEL_SECRET_KEY_PREVIOUS until ${REKEY} has re-encrypted them`,
  'other-previous': `LINTEL_SECRET_KEY_PREVIOUS is not the key LINTEL_SECRET_KEY replaced, which values stored before the rotation may still need: set it to that key until ${REKEY} has re-encrypted them`,
  'rotation-unfinished': `the last rotation of LINTEL_SECRET_KEY is not finished (values may still be sealed with the key before LINTEL_SECRET_KEY_PREVIOUS): run ${REKEY} with that rotation's keys first`,
};

/** A process started with keys that do not fit its database (issue 31): one sentence. */
export class SecretKeyMismatchError extends Error {
  override name = 'SecretKeyMismatchError';
  constructor(readonly reason: SecretKeyRefusal) {
    super(REFUSALS[reason]);
  }
}

/**
 * Checks `key` against the database's check value, under an advisory lock (processes starting
 * together on an empty database agree on the first key). No check yet (a new database, or one
 * made before migration 11): `key`'s is kept. During a rotation (CONTRACT §4) a process whose
 * `previous` key is the stored one is accepted and stores its new key's check, and `previous`'s
 * as the replaced key's: from then on, processes start with the new key and, until the
 * re-encryption command has run (`finishRotation`), with `previous` too, since values only it
 * opens may remain. Answers whether the check was replaced by the new key's.
 */
export async function checkSecretKey(db: Database, key: string, previous?: string): Promise<boolean> {
  const current = secretKeyCheck(key);
  const replaced = previous === undefined ? undefined : secretKeyCheck(previous);
  return db.withAdvisoryLock(SECRET_KEY_LOCK, async (q) => {
    await q.query(
      'insert into secret_key_check (id, check_value) values (true, $1) on conflict (id) do nothing',
      [current],
    );
    const [row] = await q.query<{ check_value: string; previous_check_value: string | null }>(
      'select check_value, previous_check_value from secret_key_check',
    );
    if (!row) throw new Error('secret_key_check has no row');
    if (row.check_value === current) {
      if (row.previous_check_value === null || row.previous_check_value === replaced) return false;
      throw new SecretKeyMismatchError(replaced === undefined ? 'previous-needed' : 'other-previous');
    }
    if (replaced === undefined) throw new SecretKeyMismatchError('other-key');
    if (row.check_value !== replaced) throw new SecretKeyMismatchError('neither-key');
    if (row.previous_check_value !== null) throw new SecretKeyMismatchError('rotation-unfinished');
    await q.query(
      'update secret_key_check set check_value = $1, previous_check_value = $2, updated_at = now()',
      [current, replaced],
    );
    return true;
  });
}

/**
 * Ends a rotation once every stored value is sealed with `key` (`src/store/rekey.ts`): processes
 * may then start without LINTEL_SECRET_KEY_PREVIOUS. Answers whether `key` is still the
 * database's (a later rotation may have replaced it meanwhile: then nothing is changed).
 */
export async function finishRotation(db: Database, key: string): Promise<boolean> {
  return db.withAdvisoryLock(SECRET_KEY_LOCK, async (q) => {
    const rows = await q.query(
      'update secret_key_check set previous_check_value = null, updated_at = now() where check_value = $1 returning id',
      [secretKeyCheck(key)],
    );
    return rows.length > 0;
  });
}
