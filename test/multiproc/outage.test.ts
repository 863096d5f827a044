import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, POSTGRES_SERVER, withClient } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  metricValue,
  onCleanUp,
  restClient,
  sharedPostgresEnv,
  startLintel,
  until,
  waitForBanner,
} from '../kit/process.js';

/**
 * Issue 31, item 1: two real processes on a throwaway database of the local PostgreSQL lose
 * their connections (backends terminated, new ones refused) for a moment. Meanwhile `/ready`
 * answers 503 with the reason and `lintel_listening` is 0; once the database is back, a write
 * through A reaches B's cached list and a client rotated through A is refused by B within 2 s,
 * and both processes listen again. Back-off is set short (50–200 ms); every wait polls.
 */

const ADMIN_KEY = 'multiproc-admin-key-0123456789';
const METRICS_TOKEN = 'multiproc-metrics-token-0123456789';
/** CONTRACT §8: revocation reaches every process within 2 s; the read cache is held to it too. */
const TRUST_MS = 2_000;

afterAll(async () => {
  await cleanUp();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database outage with two processes on PostgreSQL', () => {
  it('503 while not listening; then invalidation and revocation across processes within 2 s', async () => {
    const db = await createDatabase(POSTGRES_SERVER, 'lintel_outage');
    onCleanUp(db.drop);
    const { credentials, env } = sharedPostgresEnv(db.url, 'outage-secret-key-0123456789abcdef012345', 'out');
    const processEnv = {
      ...env,
      LINTEL_WEBHOOK_WORKER: 'false',
      LINTEL_DEMO: 'true',
      LINTEL_READ_CACHE_SECONDS: '60',
      LINTEL_ADMIN_KEY: ADMIN_KEY,
      LINTEL_METRICS_TOKEN: METRICS_TOKEN,
      LINTEL_LISTEN_RETRY_MIN_SECONDS: '0.05',
      LINTEL_LISTEN_RETRY_MAX_SECONDS: '0.2',
    };
    const a = startLintel(processEnv);
    const b = startLintel(processEnv);
    const [bannerA, bannerB] = await Promise.all([waitForBanner(a), waitForBanner(b)]);
    const consumerId = bannerA.demoConsumerId ?? bannerB.demoConsumerId;
    expect(consumerId).toBeTruthy();
    const token = await fetchToken(restClient(bannerA.base), credentials);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const admin = { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' };
    const list = `/consumers/${consumerId}/invoicing/products?size=100`;

    // A second API client, whose token B has checked (and keeps the state of).
    const createdClient = await fetch(`${bannerA.base}/admin/accounts/${credentials.accountId}/clients`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'Rotated during the outage' }),
    });
    const second = (await createdClient.json()) as { clientId: string; clientSecret: string };
    const secondToken = await fetchToken(restClient(bannerA.base), {
      accountId: credentials.accountId,
      clientId: second.clientId,
      clientSecret: second.clientSecret,
    });
    const secondOnB = () =>
      fetch(`${bannerB.base}/consumers`, { headers: { authorization: `Bearer ${secondToken}` } });
    expect((await secondOnB()).status).toBe(200);

    /** B's list, cached: the second read is a hit. */
    const cacheOnB = async () => {
      await (await fetch(`${bannerB.base}${list}`, { headers })).arrayBuffer();
      const cached = await fetch(`${bannerB.base}${list}`, { headers });
      await cached.arrayBuffer();
      expect(cached.headers.get('x-lintel-cache')).toBe('hit');
    };
    const createOnA = async (name: string) => {
      const created = await fetch(`${bannerA.base}/consumers/${consumerId}/invoicing/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name }),
      });
      if (created.status !== 200) throw new Error(`create answered ${created.status}`);
      return ((await created.json()) as { id: string }).id;
    };
    const bLists = async (id: string) => {
      const res = await fetch(`${bannerB.base}${list}`, { headers });
      const body = (await res.json()) as { items?: { id: string }[] };
      return !!body.items?.some((item) => item.id === id);
    };

    expect((await fetch(`${bannerB.base}/ready`)).status).toBe(200);
    expect(await metricValue(bannerB.base, METRICS_TOKEN, 'lintel_listening')).toBe(1);
    await cacheOnB();

    // The outage: new connections refused, every backend of the database cut.
    const cutAt = performance.now();
    await withClient(POSTGRES_SERVER, async (admin) => {
      await admin.query(`alter database ${db.name} allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [db.name],
      );
    });
    let reason = '';
    const unreadyMs = await until('B answers /ready 503', 5_000, async () => {
      const res = await fetch(`${bannerB.base}/ready`);
      if (res.status !== 503) return false;
      reason = ((await res.json()) as { reason?: string }).reason ?? '';
      return true;
    });
    expect(reason).toMatch(/not listening to PostgreSQL notifications/);
    expect((await fetch(`${bannerA.base}/ready`)).status).toBe(503);
    expect(await metricValue(bannerB.base, METRICS_TOKEN, 'lintel_listening')).toBe(0);
    // Retries keep failing for a moment (several back-off rounds at 50–200 ms).
    await sleep(600);
    expect((await fetch(`${bannerB.base}/ready`)).status).toBe(503);

    await withClient(POSTGRES_SERVER, (admin) =>
      admin.query(`alter database ${db.name} allow_connections true`),
    );
    const backAt = performance.now();
    const outageMs = backAt - cutAt;

    // Through A: a product written and the second client rotated, as soon as A can.
    let id = '';
    await until('A writes again', TRUST_MS, async () => {
      id = await createOnA('After the outage');
      return true;
    });
    await until('A rotates the client', TRUST_MS, async () => {
      const res = await fetch(
        `${bannerA.base}/admin/accounts/${credentials.accountId}/clients/${second.clientId}/rotate`,
        { method: 'POST', headers: admin },
      );
      return res.status === 200;
    });
    const deadline = () => Math.max(0, TRUST_MS - (performance.now() - backAt));
    await until("B lists A's product", deadline(), () => bLists(id));
    const listedMs = performance.now() - backAt;
    await until('B refuses the rotated client', deadline(), async () => (await secondOnB()).status === 401);
    const refusedMs = performance.now() - backAt;
    await until(
      'B answers /ready 200',
      5_000,
      async () => (await fetch(`${bannerB.base}/ready`)).status === 200,
    );
    const readyMs = performance.now() - backAt;
    expect(await metricValue(bannerB.base, METRICS_TOKEN, 'lintel_listening')).toBe(1);

    // Listening again, not only distrusting: B caches again, and A's next write reaches it by NOTIFY.
    await cacheOnB();
    const next = await createOnA('Notified after the outage');
    const notifiedMs = await until("B lists A's next product", 1_000, () => bLists(next));
    const listeners = await withClient(db.url, async (c) =>
      Number(
        (
          await c.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
            [db.name],
          )
        ).rows[0]!.n,
      ),
    );
    expect(listeners).toBeGreaterThanOrEqual(2);
    console.log(
      `[outage] /ready 503 ${unreadyMs.toFixed(0)} ms after the cut; outage ${outageMs.toFixed(0)} ms; ` +
        `after the return: B lists A's write ${listedMs.toFixed(0)} ms, refuses the rotated client ` +
        `${refusedMs.toFixed(0)} ms, /ready 200 ${readyMs.toFixed(0)} ms; by NOTIFY again ${notifiedMs.toFixed(0)} ms`,
    );
  }, 90_000);
});
