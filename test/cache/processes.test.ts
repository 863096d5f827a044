import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  onCleanUp,
  restClient,
  sharedPostgresEnv,
  startLintel,
  waitForBanner,
} from '../kit/process.js';

/**
 * The read cache across processes (issue 10, item 1): a write through one Lintel process makes
 * the other processes on the same PostgreSQL drop what they keep of that consumer within 1 s
 * (NOTIFY), so a product created through A is listed by B, which had the list cached.
 */

afterAll(async () => {
  await cleanUp();
});

describe.skipIf(!process.env.DATABASE_URL)(
  'read cache invalidation across two processes on PostgreSQL',
  () => {
    it('a product created through A is in B’s next list within 1 s', async () => {
      const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_cache');
      onCleanUp(db.drop);
      const { credentials, env } = sharedPostgresEnv(
        db.url,
        'cache-secret-key-0123456789abcdef0123456',
        'rc',
      );
      const processEnv = {
        ...env,
        LINTEL_WEBHOOK_WORKER: 'false',
        LINTEL_DEMO: 'true',
        LINTEL_READ_CACHE_SECONDS: '60',
      };
      const a = startLintel(processEnv);
      const b = startLintel(processEnv);
      const [bannerA, bannerB] = await Promise.all([waitForBanner(a), waitForBanner(b)]);
      const consumerId = bannerA.demoConsumerId ?? bannerB.demoConsumerId;
      expect(consumerId).toBeTruthy();
      const token = await fetchToken(restClient(bannerA.base), credentials);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const list = `/consumers/${consumerId}/invoicing/products?size=100`;
      const latencies: number[] = [];
      for (const round of [1, 2, 3, 4, 5]) {
        await fetch(`${bannerB.base}${list}`, { headers });
        const cached = await fetch(`${bannerB.base}${list}`, { headers });
        expect(cached.headers.get('x-lintel-cache')).toBe('hit');
        await cached.arrayBuffer();
        const created = await fetch(`${bannerA.base}/consumers/${consumerId}/invoicing/products`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Across processes ${round}` }),
        });
        expect(created.status).toBe(200);
        const { id } = (await created.json()) as { id: string };
        const createdAt = performance.now();
        for (;;) {
          const res = await fetch(`${bannerB.base}${list}`, { headers });
          const body = (await res.json()) as { items: { id: string }[] };
          if (body.items.some((item) => item.id === id)) break;
          if (performance.now() - createdAt > 1000) throw new Error('B still serves the old list after 1 s');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        latencies.push(performance.now() - createdAt);
      }
      latencies.sort((x, y) => x - y);
      console.log(
        `[read cache] A→B over PostgreSQL, ${latencies.length} writes: ` +
          `median ${latencies[2]!.toFixed(1)} ms, max ${latencies[4]!.toFixed(1)} ms`,
      );
    }, 90_000);
  },
);
