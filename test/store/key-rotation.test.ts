import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createCsrfTokens } from '../../src/connect/csrf.js';
import { runRekey } from '../../src/rekey.js';
import { createLinkService } from '../../src/services/connect-links.js';
import type { Database } from '../../src/store/db.js';
import { reencryptSecrets, SEALED_COLUMNS } from '../../src/store/rekey.js';
import {
  checkSecretKey,
  finishRotation,
  SecretKeyMismatchError,
  type SecretKeyRefusal,
} from '../../src/store/secret-key.js';
import { createSecretBox, deriveKey } from '../../src/store/secrets.js';
import { createTestApp, SECRET_KEY, type TestApp } from '../kit/app.js';

/**
 * Issue 31, item 2: a rotation of LINTEL_SECRET_KEY (CONTRACT §4) in one process's view. The
 * database remembers the replaced key until the re-encryption command (`rekey`) has sealed every
 * stored value with the new one; links and CSRF values signed with the replaced key verify while
 * it is LINTEL_SECRET_KEY_PREVIOUS. Across real processes: test/multiproc/secret-key.test.ts.
 */

const K1 = SECRET_KEY;
const K2 = 'rotation-key-2-0123456789abcdef0123456789';
const K3 = 'rotation-key-3-0123456789abcdef0123456789';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function newApp(): Promise<TestApp> {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

async function refusal(check: Promise<unknown>): Promise<SecretKeyRefusal> {
  const error = await check.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof SecretKeyMismatchError)) throw new Error(`not refused: ${String(error)}`);
  expect(error.message).toContain('LINTEL_SECRET_KEY');
  return error.reason;
}

describe('the key check during a rotation', () => {
  it('moves to the new key, then needs the replaced key as previous until the rotation is finished', async () => {
    const db = (await newApp()).app.store.db;
    // The app started with K1: K1 is the database's key.
    expect(await checkSecretKey(db, K1)).toBe(false);
    expect(await refusal(checkSecretKey(db, K2))).toBe('other-key');
    expect(await refusal(checkSecretKey(db, K2, K3))).toBe('neither-key');
    expect(await checkSecretKey(db, K2, K1)).toBe(true);
    // The second process of the rotation.
    expect(await checkSecretKey(db, K2, K1)).toBe(false);
    expect(await refusal(checkSecretKey(db, K2))).toBe('previous-needed');
    expect(await refusal(checkSecretKey(db, K2, K3))).toBe('other-previous');
    expect(await refusal(checkSecretKey(db, K1))).toBe('other-key');
    // Rotating on before the values K1 sealed are re-encrypted would strand them.
    expect(await refusal(checkSecretKey(db, K3, K2))).toBe('rotation-unfinished');

    expect(await finishRotation(db, K1)).toBe(false);
    expect(await refusal(checkSecretKey(db, K2))).toBe('previous-needed');
    expect(await finishRotation(db, K2)).toBe(true);
    expect(await checkSecretKey(db, K2)).toBe(false);
    // K1 given as previous still, while the processes are restarted without it: accepted.
    expect(await checkSecretKey(db, K2, K1)).toBe(false);
    expect(await refusal(checkSecretKey(db, K1))).toBe('other-key');
    // The next rotation may start.
    expect(await checkSecretKey(db, K3, K2)).toBe(true);
  });
});

/** The stored sealed values, by row id. */
async function sealedValues(db: Database): Promise<Map<string, { table: string; value: string }>> {
  const values = new Map<string, { table: string; value: string }>();
  for (const [table, column] of [
    ['connections', 'credentials'],
    ['webhooks', 'signing_secret'],
  ] as const) {
    const rows = await db.query<{ id: string; value: string }>(
      `select id::text as id, ${column} as value from ${table} where ${column} is not null`,
    );
    for (const row of rows) values.set(row.id, { table, value: row.value });
  }
  return values;
}

/** Which of `keys` opens each stored value (`none` when neither does). */
async function sealedWith(db: Database, keys: Record<string, string>): Promise<Record<string, string>> {
  const by: Record<string, string> = {};
  for (const [id, { value }] of await sealedValues(db)) {
    by[id] = 'none';
    for (const [name, key] of Object.entries(keys)) {
      try {
        createSecretBox(key).open(value, id);
        by[id] = name;
        break;
      } catch {
        // Not this key.
      }
    }
  }
  return by;
}

/** A test app's account with one consumer on the three Sandboxes and two webhooks (one with a secret). */
async function storedSecrets(t: TestApp) {
  const account = await t.newAccount('Rotation');
  const { connectionIds } = await t.newConsumer(account);
  const webhook = async (signingsecret?: string) =>
    (
      await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
        token: account.token,
        body: {
          event: 'account.consumer.created',
          url: `https://receiver.example.com/${randomUUID()}`,
          ...(signingsecret ? { signingsecret } : {}),
        },
      })
    ).webhookid;
  const signed = await webhook('whsec-rotation-0123456789');
  await webhook();
  return { connectionIds: connectionIds as string[], webhookId: signed };
}

function rekeyAs(db: Database, secretKey: string, previous?: string) {
  let output = '';
  const config = loadConfig({
    LINTEL_DATA_DIR: 'memory://',
    ...(previous ? { LINTEL_SECRET_KEY_PREVIOUS: previous } : {}),
  });
  return runRekey({ config, db, secretKey, write: (text) => (output += text) }).then((r) => ({
    ...r,
    output,
  }));
}

describe('the re-encryption command (rekey)', () => {
  it('seals every stored value with the new key, counts what it changed, and is idempotent', async () => {
    const t = await newApp();
    const db = t.app.store.db;
    const { connectionIds, webhookId } = await storedSecrets(t);
    // One value a process on the new key already wrote.
    const box2 = createSecretBox(K2);
    await db.query('update connections set credentials = $1 where id = $2', [
      box2.seal('{}', connectionIds[0]!),
      connectionIds[0],
    ]);
    expect(Object.values(await sealedWith(db, { K1, K2 })).sort()).toEqual(['K1', 'K1', 'K1', 'K2']);

    const first = await rekeyAs(db, K2, K1);
    expect(first.code, first.output).toBe(0);
    expect(first.counts).toEqual([
      { what: 'connection credentials', reencrypted: 2, current: 1, unreadable: [] },
      { what: 'webhook signing secrets', reencrypted: 1, current: 0, unreadable: [] },
    ]);
    expect(first.output).toContain('LINTEL_SECRET_KEY replaces LINTEL_SECRET_KEY_PREVIOUS');
    expect(first.output).toContain('connection credentials: 2 re-encrypted, 1 already current');
    expect(first.output).toContain('webhook signing secrets: 1 re-encrypted, 0 already current');
    expect(first.output).toContain('Restart the processes without LINTEL_SECRET_KEY_PREVIOUS');
    expect(Object.values(await sealedWith(db, { K2, K1 }))).toEqual(['K2', 'K2', 'K2', 'K2']);
    // What they open to did not change.
    const box = createSecretBox(K2);
    for (const id of connectionIds)
      expect(JSON.parse(box.open((await sealedValues(db)).get(id)!.value, id))).toEqual({});
    expect(box.open((await sealedValues(db)).get(webhookId)!.value, webhookId)).toBe(
      'whsec-rotation-0123456789',
    );

    const again = await rekeyAs(db, K2, K1);
    expect(again.code).toBe(0);
    expect(again.counts.map((c) => [c.reencrypted, c.current])).toEqual([
      [0, 3],
      [0, 1],
    ]);
    // The rotation is over: the new key alone opens the database, the old one is refused.
    expect(await checkSecretKey(db, K2)).toBe(false);
    expect(await refusal(checkSecretKey(db, K1))).toBe('other-key');
  });

  it('a value neither key opens is named, left as it is, and the rotation stays unfinished', async () => {
    const t = await newApp();
    const db = t.app.store.db;
    const { connectionIds } = await storedSecrets(t);
    // A value copied onto another row (its associated data no longer fits).
    const [from, to] = connectionIds;
    await db.query(
      'update connections set credentials = (select credentials from connections where id = $1) where id = $2',
      [from, to],
    );
    const copied = (await sealedValues(db)).get(to!)!.value;
    const run = await rekeyAs(db, K2, K1);
    expect(run.code).toBe(1);
    expect(run.counts[0]).toEqual({
      what: 'connection credentials',
      reencrypted: 2,
      current: 0,
      unreadable: [to],
    });
    expect(run.output).toContain(`1 that no key opens (ids ${to})`);
    expect(run.output).toContain('Not finished');
    expect((await sealedValues(db)).get(to!)!.value).toBe(copied);
    expect(await refusal(checkSecretKey(db, K2))).toBe('previous-needed');
    // Without the previous key, the command is refused as a server would be.
    await expect(rekeyAs(db, K2)).rejects.toThrow(/LINTEL_SECRET_KEY_PREVIOUS/);
    // Once the row is given a value again (here: removed), the rotation finishes.
    await db.query('delete from connections where id = $1', [to]);
    expect((await rekeyAs(db, K2, K1)).code).toBe(0);
    expect(await checkSecretKey(db, K2)).toBe(false);
  });

  it('covers every table a store module seals values into', () => {
    // A table module is named after its table (src/store/connections.ts: connections).
    const dir = fileURLToPath(new URL('../../src/store/', import.meta.url));
    const sealing = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && /\bbox\.seal\(/.test(readFileSync(`${dir}${file}`, 'utf8')))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(sealing.sort()).toEqual(SEALED_COLUMNS.map((c) => c.table).sort());
  });

  it('a value a server rewrites between the read and the write is not overwritten', async () => {
    const t = await newApp();
    const db = t.app.store.db;
    const { connectionIds } = await storedSecrets(t);
    const target = connectionIds[1]!;
    const serverValue = createSecretBox(K2).seal('{"written":"by a server"}', target);
    let interleaved = false;
    // The real database; before the command's first write, a server's write of the same row lands.
    const racing: Database = {
      ...db,
      async query(sql, params) {
        if (!interleaved && sql.startsWith('update connections') && params?.[0] === target) {
          interleaved = true;
          await db.query('update connections set credentials = $1 where id = $2', [serverValue, target]);
        }
        return db.query(sql, params);
      },
    };
    const counts = await reencryptSecrets(racing, createSecretBox(K2, K1));
    expect(interleaved).toBe(true);
    expect(counts[0]).toEqual({ what: 'connection credentials', reencrypted: 2, current: 1, unreadable: [] });
    expect((await sealedValues(db)).get(target)!.value).toBe(serverValue);
  });
});

describe('connect links and CSRF values during a rotation', () => {
  const key1 = deriveKey(K1, 'connect-link');
  const key2 = deriveKey(K2, 'connect-link');
  const link = {
    accountId: randomUUID(),
    consumerId: randomUUID(),
    integrationId: 1,
    connectionId: null,
    isNew: true,
    redirect: false,
    apis: null,
    country: null,
  };
  const tokenOf = (url: string) => url.split('/connect/')[1]!;

  it('a link the previous key signed opens; new ones are signed with the new key only', async () => {
    const before = createLinkService({ key: key1, ttlSeconds: 60 });
    const rotating = createLinkService({ key: key2, previousKey: key1, ttlSeconds: 60 });
    const after = createLinkService({ key: key2, ttlSeconds: 60 });
    const old = tokenOf(await before.url('http://x', link));
    expect(await rotating.verify(old)).toEqual({ ok: true, link });
    expect(await after.verify(old)).toEqual({ ok: false, reason: 'invalid' });
    const fresh = tokenOf(await rotating.url('http://x', link));
    expect(await after.verify(fresh)).toEqual({ ok: true, link });
    expect(await before.verify(fresh)).toEqual({ ok: false, reason: 'invalid' });
    // Another key as previous opens nothing of K1's.
    const other = createLinkService({
      key: key2,
      previousKey: deriveKey(K3, 'connect-link'),
      ttlSeconds: 60,
    });
    expect(await other.verify(old)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('an expired link of the previous key is expired, not invalid', async () => {
    let now = Date.now();
    const before = createLinkService({ key: key1, ttlSeconds: 60, now: () => now });
    const rotating = createLinkService({ key: key2, previousKey: key1, ttlSeconds: 60, now: () => now });
    const old = tokenOf(await before.url('http://x', link));
    now += 61_000;
    expect(await rotating.verify(old)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a CSRF value of the previous key verifies for its link and purpose only; new ones use the new key', () => {
    const csrf1 = deriveKey(K1, 'connect-csrf');
    const csrf2 = deriveKey(K2, 'connect-csrf');
    const before = createCsrfTokens(csrf1);
    const rotating = createCsrfTokens(csrf2, csrf1);
    const after = createCsrfTokens(csrf2);
    const old = before.issue('link-a', 'integration:1');
    expect(rotating.verify(old, 'link-a', 'integration:1')).toBe(true);
    expect(rotating.verify(old, 'link-b', 'integration:1')).toBe(false);
    expect(rotating.verify(old, 'link-a', 'integration:2')).toBe(false);
    expect(after.verify(old, 'link-a', 'integration:1')).toBe(false);
    const fresh = rotating.issue('link-a', 'integration:1');
    expect(after.verify(fresh, 'link-a', 'integration:1')).toBe(true);
    expect(before.verify(fresh, 'link-a', 'integration:1')).toBe(false);
  });
});
