/**
 * `npm run bench`: throughput of the hot read path, measured side by side in one run (these
 * machines are shared and noisy, so only the ratios between rows mean much):
 *   - a bare node:http server answering the same JSON (the ceiling),
 *   - REST  GET /consumers/{id}/invoicing/taxes?size=50,
 *   - GraphQL for the same page,
 * each driven by the same closed loop of concurrent keep-alive clients for a fixed time.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPglite } from '../../src/store/db.js';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function drive(
  url: string,
  init: RequestInit,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / (DURATION_MS / 1000), p50: q(0.5), p99: q(0.99), errors };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function main(): Promise<void> {
  const config = loadConfig({
    LINTEL_DATA_DIR: 'memory://',
    LINTEL_LOG_LEVEL: 'silent',
    LINTEL_RATE_LIMIT: '0',
  });
  const app = await createApp({
    config,
    db: await openPglite('memory://'),
    secretKey: 'bench-secret-key-0123456789abcdef0123',
  });
  const lintel = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => lintel.once('listening', r));
  const base = `http://127.0.0.1:${(lintel.address() as AddressInfo).port}`;
  const { accountId, clientId, clientSecret, demoConsumerId } = app.bootstrap;
  const token = (
    (await (
      await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accountId, clientId, clientSecret }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const restUrl = `${base}/consumers/${demoConsumerId}/invoicing/taxes?size=50`;
  const sample = await (await fetch(restUrl, { headers: auth })).text();

  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(sample);
  });
  const barePort = await listen(bare);

  const graphqlBody = JSON.stringify({
    query: `query($id: ID!) { consumer(id: $id) { invoicing { taxes(size: 50) {
      items { id sourceRef { id model } label rate type code scope active } total page size } } } }`,
    variables: { id: demoConsumerId },
  });

  const rows: [string, Awaited<ReturnType<typeof drive>>][] = [];
  // Warm-up, then the measured runs.
  await drive(restUrl, { headers: auth });
  rows.push(['bare node:http (same JSON)', await drive(`http://127.0.0.1:${barePort}/`, {})]);
  rows.push(['REST taxes size=50', await drive(restUrl, { headers: auth })]);
  rows.push([
    'GraphQL taxes size=50',
    await drive(`${base}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: graphqlBody,
    }),
  ]);

  const ceiling = rows[0]![1].rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_MS / 1000} s per row, PGlite in memory\n`);
  console.log('row                           req/s   p50 ms   p99 ms  errors  vs bare');
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}  ${((r.rps / ceiling) * 100).toFixed(1).padStart(6)} %`,
    );
  }
  bare.close();
  lintel.close();
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
