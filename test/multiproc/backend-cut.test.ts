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
  stop,
  until,
  waitForBanner,
} from '../kit/process.js';

/**
 * Issue 31, item 5: the real `src/main.ts` on a throwaway database of the local PostgreSQL,
 * answering GraphQL and REST reads from 8 clients at once, while every backend of its database
 * is cut (`pg_terminate_backend`) again and again. The statements those requests had in flight
 * are sent again on fresh connections: no request fails, none answers `ERROR_INTERNAL`, and
 * `lintel_database_retries_total` shows the retries happened.
 */

const METRICS_TOKEN = 'backend-cut-metrics-token-0123456789';
const CLIENTS = 8;
const CUTS = 10;
/** Requests answered between two cuts: the load runs on fresh connections before the next. */
const BETWEEN_CUTS = 16;

afterAll(cleanUp);

describe('backends cut under a load of reads', () => {
  it('no request fails and none answers ERROR_INTERNAL', async () => {
    const db = await createDatabase(POSTGRES_SERVER, 'lintel_cut');
    onCleanUp(db.drop);
    const { credentials, env } = sharedPostgresEnv(db.url, 'backend-cut-secret-key-0123456789abcdef', 'cut');
    const lintel = startLintel({
      ...env,
      LINTEL_DEMO: 'true',
      LINTEL_WEBHOOK_WORKER: 'false',
      LINTEL_METRICS_TOKEN: METRICS_TOKEN,
      // Every request reads the database: nothing is answered from memory.
      LINTEL_READ_CACHE_SECONDS: '0',
      LINTEL_LOOKUP_CACHE_SECONDS: '0',
      LINTEL_LISTEN_RETRY_MIN_SECONDS: '0.05',
      LINTEL_LISTEN_RETRY_MAX_SECONDS: '0.2',
    });
    const banner = await waitForBanner(lintel);
    const consumerId = banner.demoConsumerId!;
    const token = await fetchToken(restClient(banner.base), credentials);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const query = `query ($id: ID!) {
      consumers(first: 10) { nodes { id name } }
      consumer(id: $id) { name invoicing { taxes(first: 5) { totalCount nodes { remoteId } } } }
    }`;

    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const graphql = async () => {
      const res = await fetch(`${banner.base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables: { id: consumerId } }),
      });
      const body = (await res.json()) as { data?: { consumer?: { name?: string } }; errors?: unknown[] };
      if (res.status !== 200 || body.errors || !body.data?.consumer?.name)
        failures.push(`graphql ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    };
    const rest = async () => {
      const res = await fetch(`${banner.base}/consumers/${consumerId}/invoicing/taxes?size=5`, { headers });
      const text = await res.text();
      if (res.status !== 200) failures.push(`rest ${res.status}: ${text.slice(0, 300)}`);
    };
    const load = Array.from({ length: CLIENTS }, async (_, i) => {
      while (running) {
        await (i % 2 === 0 ? graphql() : rest()).catch((error: unknown) => failures.push(String(error)));
        answered++;
      }
    });

    let cut = 0;
    let backendsCut = 0;
    try {
      for (; cut < CUTS; cut++) {
        const from = answered;
        await until(`${BETWEEN_CUTS} requests answered after cut ${cut}`, 20_000, async () => {
          return answered - from >= BETWEEN_CUTS;
        });
        backendsCut += await withClient(POSTGRES_SERVER, async (admin) => {
          const { rows } = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [db.name],
          );
          return rows.length;
        });
      }
      const from = answered;
      await until(
        'requests answered after the last cut',
        20_000,
        async () => answered - from >= BETWEEN_CUTS,
      );
    } finally {
      running = false;
      await Promise.all(load);
    }

    // A process that died of a cut (an unhandled connection error) fails here with what it said.
    if (lintel.child.exitCode !== null || lintel.child.signalCode)
      throw new Error(`Lintel exited during the cuts:\n${lintel.stderr().slice(-4000)}`);
    const sample = (statement: string) =>
      metricValue(banner.base, METRICS_TOKEN, `lintel_database_retries_total{statement="${statement}"}`);
    const reads = (await sample('read')) ?? 0;
    const writes = (await sample('write')) ?? 0;
    console.log(
      `[backend-cut] ${CUTS} cuts (${backendsCut} backends terminated) under ${CLIENTS} clients: ` +
        `${answered} requests, ${failures.length} failed; statements sent again: ${reads} reads, ${writes} writes not sent`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
    expect(lintel.stdout()).not.toContain('ERROR_INTERNAL');
    // The cuts did catch statements in flight, and they were sent again.
    expect(reads + writes).toBeGreaterThan(0);
    expect(await stop(lintel)).toMatchObject({ code: 0 });
  }, 120_000);
});
