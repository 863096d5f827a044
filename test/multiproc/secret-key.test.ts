import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, POSTGRES_SERVER, withClient } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  onCleanUp,
  refusal,
  restClient,
  runLintelCommand,
  sharedPostgresEnv,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';

/**
 * Issue 31, item 2: one secret key per database. The database keeps a check value of the key
 * (never the key); a process started with another LINTEL_SECRET_KEY refuses to start, in one
 * sentence naming it, on PostgreSQL and on PGlite alike. During a rotation (CONTRACT §4), a
 * process whose LINTEL_SECRET_KEY_PREVIOUS is the database's key starts and makes its new key
 * the database's; the whole rotation, end to end: test/multiproc/key-rotation.test.ts.
 */

const KEY_A = 'secret-key-a-0123456789abcdef0123456789';
const KEY_B = 'secret-key-b-0123456789abcdef0123456789';
const QUIET = { PORT: '0', HOST: '127.0.0.1', LINTEL_LOG_LEVEL: 'warn', LINTEL_LOG_FORMAT: 'json' };

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lintel-secret-key-'));
  onCleanUp(() => rm(root, { recursive: true, force: true }));
});

afterAll(cleanUp);

/** Exit code 1 and one line, `Lintel cannot start: …` naming LINTEL_SECRET_KEY, no stack. */
function expectKeyRefusal({ code, stderr }: { code: number | null; stderr: string }): string {
  expect(code).toBe(1);
  const lines = stderr.trimEnd().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Lintel cannot start: .*LINTEL_SECRET_KEY/);
  return lines[0]!;
}

describe('one secret key per PostgreSQL database', () => {
  it('refuses a second process with another key; a rotation through LINTEL_SECRET_KEY_PREVIOUS moves the database to the new key', async () => {
    const db = await createDatabase(POSTGRES_SERVER, 'lintel_secret_key');
    onCleanUp(db.drop);
    const { credentials, env } = sharedPostgresEnv(db.url, KEY_A, 'sk');
    const processEnv = { ...env, LINTEL_WEBHOOK_WORKER: 'false', LINTEL_LOG_FORMAT: 'json' };

    const a = startLintel(processEnv);
    const bannerA = await waitForBanner(a);
    const stored = await withClient(
      db.url,
      async (c) => (await c.query('select * from secret_key_check')).rows,
    );
    expect(stored).toHaveLength(1);
    // A check value, not the key (nor any part of it).
    expect(stored[0].check_value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain('secret-key-a');

    const sentence = expectKeyRefusal(
      await refusal(startLintel({ ...processEnv, LINTEL_SECRET_KEY: KEY_B })),
    );
    console.log(`[secret key] ${sentence}`);

    // A rotation: B with A as previous starts, and B is the database's key from then on.
    const rotated = startLintel({
      ...processEnv,
      LINTEL_SECRET_KEY: KEY_B,
      LINTEL_SECRET_KEY_PREVIOUS: KEY_A,
    });
    const rotatedBanner = await waitForBanner(rotated);
    // A token A signed (with the old key) still verifies there, as does one it signs itself.
    const oldToken = await fetchToken(restClient(bannerA.base), credentials);
    const newToken = await fetchToken(restClient(rotatedBanner.base), credentials);
    for (const token of [oldToken, newToken]) {
      const res = await fetch(`${rotatedBanner.base}/consumers`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    }
    const [after] = await withClient(
      db.url,
      async (c) => (await c.query('select check_value from secret_key_check')).rows,
    );
    expect(after.check_value).not.toBe(stored[0].check_value);
    // A process still on A (its restart, or one forgotten) now refuses, naming the variables.
    expectKeyRefusal(await refusal(startLintel(processEnv)));
    // A, given as new key with B as previous (a rotation backwards that was not meant): refused too.
    expectKeyRefusal(
      await refusal(
        startLintel({ ...processEnv, LINTEL_SECRET_KEY: KEY_A, LINTEL_SECRET_KEY_PREVIOUS: 'x'.repeat(32) }),
      ),
    );
    // B alone: refused while values A sealed may remain, started once `rekey` re-encrypted them.
    const alone = { ...processEnv, LINTEL_SECRET_KEY: KEY_B };
    expect(expectKeyRefusal(await refusal(startLintel(alone)))).toContain('LINTEL_SECRET_KEY_PREVIOUS');
    const rekey = await runLintelCommand({ ...alone, LINTEL_SECRET_KEY_PREVIOUS: KEY_A }, ['rekey']);
    expect(rekey.code, rekey.stderr).toBe(0);
    const b = startLintel(alone);
    await waitForBanner(b);
    await Promise.all([stop(a), stop(rotated), stop(b)]);
  }, 120_000);
});

describe('one secret key per PGlite data directory', () => {
  it('a data directory started with key A refuses key B', async () => {
    const dataDir = join(root, 'pglite');
    const first = startLintel({ ...QUIET, LINTEL_DATA_DIR: dataDir, LINTEL_SECRET_KEY: KEY_A });
    await waitForBanner(first, 60_000);
    expect((await stop(first)).code).toBe(0);
    expectKeyRefusal(
      await refusal(startLintel({ ...QUIET, LINTEL_DATA_DIR: dataDir, LINTEL_SECRET_KEY: KEY_B })),
    );
  }, 120_000);
});
