import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCsrfTokens } from '../../src/connect/csrf.js';
import { createLinkService } from '../../src/services/connect-links.js';
import { createSecretBox, deriveKey } from '../../src/store/secrets.js';
import { preparedDataDir } from '../kit/databases.js';
import { createDatabase, POSTGRES_SERVER, withClient } from '../kit/postgres.js';
import {
  type Banner,
  cleanUp,
  fetchToken,
  type Lintel,
  onCleanUp,
  restClient,
  runLintelCommand,
  sharedPostgresEnv,
  startLintel,
  stop,
  WEBHOOK_WORKER_ENV,
  waitForBanner,
} from '../kit/process.js';

/**
 * Issue 31, item 2: rotating LINTEL_SECRET_KEY without downtime (CONTRACT §4), with real
 * processes. Two servers on one PostgreSQL database run on K1 with a connection, a webhook
 * secret, a token, a connect link and its form's CSRF values made there. Each is restarted in
 * turn on K2 with K1 as LINTEL_SECRET_KEY_PREVIOUS: everything made on K1 still works on it, what
 * it makes uses K2. `rekey` then re-encrypts the stored values while both run, and the servers
 * start without K1: the credentials open, what K1 signed is refused.
 */

const K1 = 'rotation-e2e-key-1-0123456789abcdef012345';
const K2 = 'rotation-e2e-key-2-0123456789abcdef012345';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lintel-key-rotation-'));
  onCleanUp(() => rm(root, { recursive: true, force: true }));
});

afterAll(cleanUp);

/** What a process made, to be tried on the others. */
interface Issued {
  token: string;
  /** Path of a connect link that lets the end user pick (`/connect/<jwt>`). */
  linkPath: string;
  /** CSRF values of the link's forms, by integration id. */
  csrf: Record<number, string>;
}

const form = (base: string, path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no CSRF value in the page:\n${html}`);
  return match[1]!;
}

/** Posts the form of `integrationId` (a Sandbox: no credentials) of a link. */
function post(base: string, linkPath: string, integrationId: number, csrf: string) {
  return fetch(`${base}${linkPath}?integrationid=${integrationId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ integrationid: String(integrationId), csrf }).toString(),
  });
}

async function get(base: string, path: string, token: string): Promise<Response> {
  return fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
}

/** Which key opens each stored sealed value, by row id. */
async function sealedWith(url: string): Promise<Record<string, 'K1' | 'K2' | 'none'>> {
  const rows = await withClient(url, async (c) => [
    ...(
      await c.query<{ id: string; value: string }>(
        'select id::text as id, credentials as value from connections',
      )
    ).rows,
    ...(
      await c.query<{ id: string; value: string }>(
        'select id::text as id, signing_secret as value from webhooks where signing_secret is not null',
      )
    ).rows,
  ]);
  const by: Record<string, 'K1' | 'K2' | 'none'> = {};
  for (const { id, value } of rows) {
    by[id] = 'none';
    for (const [name, key] of [
      ['K1', K1],
      ['K2', K2],
    ] as const) {
      try {
        createSecretBox(key).open(value, id);
        by[id] = name;
      } catch {
        // Not this key.
      }
    }
  }
  return by;
}

/** The exit code and stderr of a process that must refuse to start. */
async function refused(lintel: Lintel): Promise<string> {
  const { code } = await lintel.exited;
  expect(code, lintel.stdout()).toBe(1);
  return lintel.stderr();
}

describe('rotating LINTEL_SECRET_KEY on PostgreSQL, two processes', () => {
  it('old tokens, links, CSRF values and credentials work during the rotation; rekey; then K2 alone', async () => {
    const db = await createDatabase(POSTGRES_SERVER, 'lintel_key_rotation');
    onCleanUp(db.drop);
    const { credentials, env } = sharedPostgresEnv(db.url, K1, 'rot');
    const onK1 = { ...env, LINTEL_WEBHOOK_WORKER: 'false', LINTEL_LOG_FORMAT: 'json' };
    const rotating = { ...onK1, LINTEL_SECRET_KEY: K2, LINTEL_SECRET_KEY_PREVIOUS: K1 };
    const onK2 = { ...onK1, LINTEL_SECRET_KEY: K2 };

    // Both processes on K1.
    let a = startLintel(onK1);
    let b = startLintel(onK1);
    let [bannerA, bannerB]: Banner[] = await Promise.all([waitForBanner(a), waitForBanner(b)]);
    const restA = restClient(bannerA!.base);
    const oldToken = await fetchToken(restA, credentials);
    const { consumerid: consumerId } = await restA<{ consumerid: string }>('POST', '/consumers', oldToken, {
      name: 'Rotation',
      redirect_url: null,
    });
    const { connectionid: oldConnection } = await restA<{ connectionid: string }>(
      'POST',
      `/consumers/${consumerId}/connections`,
      oldToken,
      { integrationid: 1 },
    );
    const { webhookid: webhookId } = await restA<{ webhookid: string }>('POST', '/webhooks', oldToken, {
      event: 'account.consumer.created',
      url: 'https://receiver.example.com/rotation',
      signingsecret: 'whsec-rotation-e2e-0123456789',
    });
    const { url: oldLink } = await restA<{ url: string }>(
      'POST',
      `/consumers/${consumerId}/connections`,
      oldToken,
      {
        redirect: false,
      },
    );
    const old: Issued = { token: oldToken, linkPath: new URL(oldLink).pathname, csrf: {} };
    for (const integration of [2, 3]) {
      const page = await form(bannerA!.base, `${old.linkPath}?integrationid=${integration}`);
      expect(page.status).toBe(200);
      old.csrf[integration] = csrfOf(await page.text());
    }
    expect(await sealedWith(db.url)).toEqual({ [oldConnection]: 'K1', [webhookId]: 'K1' });
    const invoicingTaxes = `/consumers/${consumerId}/invoicing/taxes`;

    /** On a process of the rotation: what K1 made works, what it makes uses K2. */
    async function duringRotation(base: string, integration: number): Promise<Issued> {
      // The token K1 signed, and the credentials K1 sealed (the Sandbox opens them to answer).
      expect((await get(base, invoicingTaxes, old.token)).status).toBe(200);
      // The link K1 signed, and a CSRF value K1 made for its form: the post connects.
      expect((await form(base, `${old.linkPath}?integrationid=${integration}`)).status).toBe(200);
      const posted = await post(base, old.linkPath, integration, old.csrf[integration]!);
      expect(posted.status, await posted.text()).toBe(303);
      // New ones: signed with K2, not K1.
      const rest = restClient(base);
      const token = await fetchToken(rest, credentials);
      await jwtVerify(token, deriveKey(K2, 'token-signing'));
      await expect(jwtVerify(token, deriveKey(K1, 'token-signing'))).rejects.toThrow();
      const { url } = await rest<{ url: string }>('POST', `/consumers/${consumerId}/connections`, token, {
        redirect: false,
      });
      const linkPath = new URL(url).pathname;
      const linkToken = linkPath.split('/').pop()!;
      expect(
        (await createLinkService({ key: deriveKey(K2, 'connect-link'), ttlSeconds: 60 }).verify(linkToken))
          .ok,
      ).toBe(true);
      expect(
        (await createLinkService({ key: deriveKey(K1, 'connect-link'), ttlSeconds: 60 }).verify(linkToken))
          .ok,
      ).toBe(false);
      const csrf = csrfOf(await (await form(base, `${old.linkPath}?integrationid=${integration}`)).text());
      const oldLinkToken = old.linkPath.split('/').pop()!;
      const purpose = `integration:${integration}`;
      expect(createCsrfTokens(deriveKey(K2, 'connect-csrf')).verify(csrf, oldLinkToken, purpose)).toBe(true);
      expect(createCsrfTokens(deriveKey(K1, 'connect-csrf')).verify(csrf, oldLinkToken, purpose)).toBe(false);
      return { token, linkPath, csrf: { [integration]: csrf } };
    }

    // A restarted on K2 with K1 as previous, while B still runs on K1.
    await stop(a);
    a = startLintel(rotating);
    bannerA = await waitForBanner(a);
    const newA = await duringRotation(bannerA.base, 2);
    // B (K1 only) still serves what K1 made; what K2 signed it cannot verify until it is restarted.
    expect((await get(bannerB!.base, invoicingTaxes, old.token)).status).toBe(200);
    expect((await get(bannerB!.base, invoicingTaxes, newA.token)).status).toBe(401);

    // B restarted the same way.
    await stop(b);
    b = startLintel(rotating);
    bannerB = await waitForBanner(b);
    const newB = await duringRotation(bannerB.base, 3);
    for (const base of [bannerA.base, bannerB.base])
      for (const token of [old.token, newA.token, newB.token])
        expect((await get(base, invoicingTaxes, token)).status).toBe(200);
    const beforeRekey = await sealedWith(db.url);
    expect(Object.entries(beforeRekey).filter(([, key]) => key === 'K1')).toEqual([
      [oldConnection, 'K1'],
      [webhookId, 'K1'],
    ]);
    expect(Object.values(beforeRekey).filter((key) => key === 'K2')).toHaveLength(2);

    // Dropping K1 before the re-encryption: refused, naming the variable and the command.
    const early = await refused(startLintel(onK2));
    expect(early).toMatch(/^Lintel cannot start: .*LINTEL_SECRET_KEY_PREVIOUS.*npm run rekey/);
    console.log(`[key rotation] ${early.trim()}`);

    // The re-encryption, while both servers run; again, to see it changes nothing more.
    const rekey = await runLintelCommand(rotating, ['rekey']);
    expect(rekey.code, rekey.stderr).toBe(0);
    console.log(`[key rotation] npm run rekey:\n${rekey.stdout}`);
    expect(rekey.stdout).toContain('connection credentials: 1 re-encrypted, 2 already current');
    expect(rekey.stdout).toContain('webhook signing secrets: 1 re-encrypted, 0 already current');
    const again = await runLintelCommand(rotating, ['rekey']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('connection credentials: 0 re-encrypted, 3 already current');
    expect(Object.values(await sealedWith(db.url)).every((key) => key === 'K2')).toBe(true);
    // The servers did not notice.
    for (const base of [bannerA.base, bannerB.base])
      expect((await get(base, invoicingTaxes, old.token)).status).toBe(200);

    // K1 dropped: both restarted on K2 alone.
    await Promise.all([stop(a), stop(b)]);
    a = startLintel(onK2);
    b = startLintel(onK2);
    [bannerA, bannerB] = await Promise.all([waitForBanner(a), waitForBanner(b)]);
    for (const base of [bannerA.base, bannerB.base]) {
      // The credentials K1 had sealed open (the Sandbox answers), with a token K2 signed.
      expect((await get(base, invoicingTaxes, newA.token)).status).toBe(200);
      expect((await get(base, invoicingTaxes, newB.token)).status).toBe(200);
      // What K1 signed is refused: its token, its link (and so its form).
      expect((await get(base, invoicingTaxes, old.token)).status).toBe(401);
      expect((await form(base, old.linkPath)).status).toBe(404);
      expect((await form(base, newA.linkPath)).status).toBe(200);
    }
    // A process still given K1 refuses to start.
    expect(await refused(startLintel(onK1))).toMatch(
      /^Lintel cannot start: LINTEL_SECRET_KEY is not the key/,
    );
    await Promise.all([stop(a), stop(b)]);
  }, 240_000);
});

describe('rotating LINTEL_SECRET_KEY on the embedded database', () => {
  it('rekey waits for the server to stop, re-encrypts the demo connections, and K2 alone opens them', async () => {
    const dataDir = await preparedDataDir(join(root, 'pglite'));
    const credentials = {
      accountId: randomUUID(),
      clientId: randomUUID(),
      clientSecret: `rot-${randomUUID()}`,
    };
    const onK1 = {
      ...WEBHOOK_WORKER_ENV,
      LINTEL_WEBHOOK_WORKER: 'false',
      LINTEL_DATA_DIR: dataDir,
      LINTEL_SECRET_KEY: K1,
      LINTEL_ACCOUNT_ID: credentials.accountId,
      LINTEL_CLIENT_ID: credentials.clientId,
      LINTEL_CLIENT_SECRET: credentials.clientSecret,
    };
    const rotating = { ...onK1, LINTEL_SECRET_KEY: K2, LINTEL_SECRET_KEY_PREVIOUS: K1 };

    const first = startLintel(onK1);
    const banner = await waitForBanner(first, 60_000);
    expect(banner.demoConsumerId).not.toBeNull();
    // One process owns the data directory: rekey says so while the server runs.
    const busy = await runLintelCommand(rotating, ['rekey']);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(/^Lintel cannot re-encrypt: the embedded database directory .* is in use/);
    expect((await stop(first)).code).toBe(0);

    const rekey = await runLintelCommand(rotating, ['rekey']);
    expect(rekey.code, rekey.stderr).toBe(0);
    console.log(`[key rotation, PGlite] npm run rekey:\n${rekey.stdout}`);
    const counts = /connection credentials: (\d+) re-encrypted, 0 already current/.exec(rekey.stdout);
    expect(Number(counts?.[1])).toBeGreaterThan(0);

    const after = startLintel({ ...onK1, LINTEL_SECRET_KEY: K2 });
    const restarted = await waitForBanner(after, 60_000);
    const token = await fetchToken(restClient(restarted.base), credentials);
    const taxes = await get(restarted.base, `/consumers/${restarted.demoConsumerId}/invoicing/taxes`, token);
    expect(taxes.status, await taxes.clone().text()).toBe(200);
    expect((await stop(after)).code).toBe(0);
  }, 240_000);
});

describe('node dist/main.js <command>', () => {
  it('an unknown command exits 2 naming rekey; rekey where there is no database exits 1', async () => {
    const unknown = await runLintelCommand({}, ['rekye']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown command "rekye": .*node dist\/main\.js rekey/);
    const nowhere = await runLintelCommand({ LINTEL_DATA_DIR: join(root, 'none') }, ['rekey']);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toMatch(/^Lintel cannot re-encrypt: there is no database in .*none/);
  }, 60_000);
});
