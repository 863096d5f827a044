import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, withClient } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  onCleanUp,
  restClient,
  sharedPostgresEnv,
  socketOwner,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';
import { startReceiver } from './receiver.js';

/**
 * Several Lintel processes on one PostgreSQL share the delivery work (contract §3): two real
 * `src/main.ts` processes on the same fresh database, both running the worker, deliver 2,000
 * events; each arrives once (the receiver answers 200 every time, so a second request for one
 * event could only be an attempt sent twice), and both processes take part.
 */

const EVENTS = 2000;
const SECRET_KEY = 'multiprocess-secret-key-0123456789abcdef01';
const TIMEOUT = 60_000;

afterAll(cleanUp);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

// Needs a PostgreSQL server: the embedded database belongs to one process, so there is nothing
// to share there. Runs in the `DATABASE_URL=… npx vitest run` pass.
describe.skipIf(!process.env.DATABASE_URL)('two Lintel processes on one PostgreSQL', () => {
  it(
    `deliver ${EVENTS} events between them, each exactly once`,
    async () => {
      const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_mp');
      onCleanUp(db.drop);

      const { credentials, env } = sharedPostgresEnv(db.url, SECRET_KEY, 'mp-client-secret');
      // Both start at once on the empty database (migrations and bootstrap race).
      const a = startLintel(env);
      const b = startLintel(env);
      const [bannerA] = await Promise.all([waitForBanner(a), waitForBanner(b)]);
      const pidA = a.child.pid!;
      const pidB = b.child.pid!;
      // A fast receiver (200 at once) that notes which process sent each request.
      const receiver = await startReceiver({
        identify: (socket) => socketOwner(socket.remotePort ?? 0, socket.localPort ?? 0, [pidA, pidB]),
      });
      onCleanUp(receiver.close);

      const rest = restClient(bannerA.base);
      const token = await fetchToken(rest, credentials);
      await rest('POST', '/webhooks', token, {
        event: 'account.consumer.created',
        url: `${receiver.url}/shared`,
      });
      const t0 = performance.now();
      await pool(
        Array.from({ length: EVENTS }, (_, i) => i),
        16,
        async (i) => {
          await rest('POST', '/consumers', token, { name: `Shared ${i}` });
        },
      );
      const producedMs = Math.round(performance.now() - t0);

      const deadline = Date.now() + 40_000;
      while (receiver.distinct() < EVENTS) {
        if (Date.now() > deadline) throw new Error(`received ${receiver.distinct()} of ${EVENTS} events`);
        await sleep(20);
      }
      const deliveredMs = Math.round(performance.now() - t0);
      // A second send of any attempt would show up now.
      await sleep(1000);

      const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
      expect(new Set(ids).size).toBe(EVENTS);
      expect(ids).toHaveLength(EVENTS);

      const { outbox, logs } = await withClient(db.url, async (client) => ({
        outbox: (
          await client.query<{ status: string; n: number; attempts: number }>(
            'select status, count(*)::int as n, sum(attempts)::int as attempts from webhook_deliveries group by status',
          )
        ).rows,
        logs: (await client.query<{ n: number }>('select count(*)::int as n from webhook_logs')).rows[0]!,
      }));
      // One delivery per event, each claimed and attempted once, each attempt logged once.
      expect(outbox).toEqual([{ status: 'delivered', n: EVENTS, attempts: EVENTS }]);
      expect(logs.n).toBe(EVENTS);

      const byA = receiver.received.filter((r) => r.source === pidA).length;
      const byB = receiver.received.filter((r) => r.source === pidB).length;
      const unknown = EVENTS - byA - byB;
      console.log(
        `[multiprocess] ${EVENTS} events produced through A in ${producedMs} ms, all delivered after ` +
          `${deliveredMs} ms; requests=${ids.length} distinct=${new Set(ids).size}; ` +
          `sent by A=${byA} B=${byB} unattributed=${unknown}`,
      );
      if (unknown === EVENTS) {
        console.log('[multiprocess] /proc cannot tell the processes apart here: split not asserted');
      } else {
        // Every request was attributed, and B (which only polls: A's REST calls wake A) took part.
        expect(unknown).toBe(0);
        expect(byA).toBeGreaterThan(0);
        expect(byB).toBeGreaterThan(0);
      }

      const [stoppedA, stoppedB] = await Promise.all([stop(a), stop(b)]);
      expect(stoppedA).toMatchObject({ code: 0 });
      expect(stoppedB).toMatchObject({ code: 0 });
    },
    TIMEOUT,
  );
});
