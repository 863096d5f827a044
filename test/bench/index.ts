/**
 * `npm run bench` (issue 10, item 4): throughput and latency of Lintel's reads, measured side by
 * side in one run, each row as a ratio of a bare node:http server answering the same bytes (the
 * ceiling). These machines are shared and noisy: only ratios measured in the same run mean much.
 *
 * Every server runs in a process of its own (Lintel as `npm start` runs it: the built
 * `dist/main.js` when there is one), and the load comes from another process (autocannon,
 * test/bench/load.ts), so neither the load generator nor this script counts against them.
 *
 * Rows, each a ratio of its reference (its physical limit) measured right before it: REST taxes
 * size=50 cached, of the ceiling (a bare node:http server answering the same bytes); uncached
 * (`x-chift-force-refresh`), of a bare server running the Sandbox's own SQL for that page on a
 * copy of the same data directory (test/bench/reference.ts); GraphQL, the same page, cached, of a
 * bare server reading the POST body and answering GraphQL's bytes. These seven rows are measured
 * BENCH_RUNS times (default 3) and reported as medians. Then, once each: account lists (never
 * cached) and a mutation; REST cached on PostgreSQL with one worker, with one and the shared rate
 * limit on (counted in the database, issue 31; against the row without it), and with two workers
 * (LINTEL_WORKERS); an Odoo page through its fake answering after 50 ms, cached and uncached;
 * 100 Square orders through its fake answering after 50 ms, uncached, with its vendor calls per request.
 * 100 Mews invoices through its fake answering after 50 ms, uncached, with its vendor calls.
 * Then the RSS of each Lintel before and after its rows.
 *
 * BENCH_SECONDS (default 10: the PGlite server then takes 66 s of load before its RSS is read
 * again) per row, BENCH_CONNECTIONS (default 20), BENCH_LOAD (autocannon, the default, or wrk:
 * Debian's C load generator, which leaves the servers more of a 2-core machine; test/bench/load.ts),
 * BENCH_ROWS=sandbox (the Sandbox rows only: ceiling, REST and GraphQL cached and uncached).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localAllowance } from '../../src/auth/rate-limit.js';
import { addBilledStay, seedPmsHotel } from '../fakes/mews/pms-data.js';
import { startMewsFake } from '../fakes/mews/server.js';
import { insertInvoices } from '../fakes/odoo/invoicing.js';
import { startOdooFake } from '../fakes/odoo/server.js';
import { LA, squareSeller } from '../fakes/square/pos-seed.js';
import { FAKE_TOKEN, startSquareFake } from '../fakes/square/server.js';
import { createDatabase } from '../kit/postgres.js';
import { BANNER_END, BUILT_MAIN, cleanEnv, parseBanner } from '../kit/process.js';
import type { LoadResult } from './load.js';
import { cpuMs, measureProcess, rssMb as treeRssMb } from './process.js';
import { type BenchRow, formatReport, REST_PG_ONE_WORKER, REST_PG_RATE_LIMITED } from './report.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** `BENCH_ROWS=sandbox`: the Sandbox rows only (REST and GraphQL, cached and not), for quick comparisons. */
const SANDBOX_ONLY = process.env.BENCH_ROWS === 'sandbox';
/** How many times the Sandbox rows and their references are measured (the report gives medians). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TOOL = process.env.BENCH_LOAD === 'wrk' ? 'wrk' : 'autocannon';
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET_KEY = 'bench-secret-key-0123456789abcdef0123456789';
const CLIENT_SECRET = 'bench-client-secret-0123456789';
/** LINTEL_RATE_LIMIT of the rate limit's row: far above what the load reaches (nothing refused). */
const UNREACHED_RATE_LIMIT = 1_000_000;

interface Load extends LoadResult {
  /** Cores the server (with its workers) kept busy. */
  serverCores: number;
}

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  stop(): Promise<void>;
}

function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Always drained: a full pipe would stall a server that logs each request.
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    if (out.length < 100_000) out += chunk;
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (out.length < 100_000) out += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after 60 s:\n${out}`)), 60_000);
    const check = () => {
      const match = out.match(ready);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve({
        child,
        base: match[1]!,
        output: () => out,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before ready:\n${out}`)));
  });
}

/** Lintel as `npm start` runs it: the built code when there is some, else through tsx. */
function lintelArgs(): string[] {
  return existsSync(join(ROOT, BUILT_MAIN)) ? [BUILT_MAIN] : ['--import', 'tsx', 'src/main.ts'];
}

async function startLintel(env: Record<string, string>) {
  const server = await startProcess(
    lintelArgs(),
    { PORT: '0', HOST: '127.0.0.1', LINTEL_RATE_LIMIT: '0', LINTEL_CLIENT_SECRET: CLIENT_SECRET, ...env },
    BANNER_END,
  );
  const banner = parseBanner(server.output());
  const token = await fetch(`${banner.base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      accountId: banner.accountId,
      clientId: banner.clientId,
      // Chosen, not shown once: the PGlite server is started twice on one data directory.
      clientSecret: CLIENT_SECRET,
    }),
  });
  if (token.status !== 200) throw new Error(`POST /token: ${token.status} ${await token.text()}`);
  const { access_token } = (await token.json()) as { access_token: string };
  return { ...server, base: banner.base, banner, token: access_token };
}

function load(
  server: Server,
  request: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    seconds?: number;
    connections?: number;
  },
): Promise<Load> {
  const cpuBefore = cpuMs(server.child.pid!);
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'test/bench/load.ts',
        JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, tool: TOOL, ...request }),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load process exited ${code}: ${out}`));
      const serverCores = (cpuMs(server.child.pid!) - cpuBefore) / (performance.now() - startedAt);
      resolve({ ...(JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult), serverCores });
    });
  });
}

const rows: BenchRow[] = [];

/** A row measured once, as a ratio of the ceiling. */
async function measureRow(name: string, server: Server, request: Parameters<typeof load>[1]): Promise<void> {
  rows.push({ name, load: await measure(name, server, request) });
}
const memory: { name: string; before: number; after: number; seconds: number }[] = [];
/** Seconds of load each server took so far (warm-ups included). */
const loadSeconds = new Map<Server, number>();
/** The read cache's bound (`LINTEL_READ_CACHE_MB`, left at its default here). */
const CACHE_MB = 64;
/** Issue 10: RSS after load within this much of the idle figure plus the cache bound. */
const LOAD_GROWTH_MB = 50;
const notes: string[] = [];

async function measure(name: string, server: Server, request: Parameters<typeof load>[1]): Promise<Load> {
  // A short warm-up (JIT, connection pools, the cache's first fill), then the measured run.
  await load(server, { ...request, seconds: 1 });
  const result = await load(server, request);
  loadSeconds.set(server, (loadSeconds.get(server) ?? 0) + 1 + (request.seconds ?? SECONDS));
  process.stderr.write(`  ${name}: ${result.rps.toFixed(0)} req/s\n`);
  return result;
}

function graphqlRequest(base: string, token: string, consumerId: string, refresh: boolean) {
  return {
    url: `${base}/graphql`,
    method: 'POST' as const,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(refresh ? { 'x-chift-force-refresh': 'true' } : {}),
    },
    body: JSON.stringify({
      query: `query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 50) {
        nodes { id remoteId sourceRef { remoteId model } label rate type code scope active }
        totalCount pageInfo { hasNextPage endCursor } } } } }`,
      variables: { id: consumerId },
    }),
  };
}

async function main(): Promise<void> {
  // What `npm start` runs, built from the sources as they are now.
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const work = mkdtempSync(join(tmpdir(), 'lintel-bench-'));
  const servers: Server[] = [];
  try {
    // ---- Lintel on the embedded PGlite, with the demo consumer on the Sandbox -------------
    // A first start makes the data; stopped, its directory is copied for the exact-SQL reference
    // (PGlite opens a directory in one process), then Lintel starts again on the original.
    const data = join(work, 'data');
    const first = await startLintel({ LINTEL_DATA_DIR: data, LINTEL_DEMO: 'true' });
    await first.stop();
    cpSync(data, join(work, 'data-reference'), { recursive: true });
    const lintel = await startLintel({ LINTEL_DATA_DIR: data, LINTEL_DEMO: 'true' });
    servers.push(lintel);
    const consumerId = lintel.banner.demoConsumerId!;
    const auth = { authorization: `Bearer ${lintel.token}` };
    const taxes = `${lintel.base}/consumers/${consumerId}/invoicing/taxes?size=50`;
    const restBytes = join(work, 'rest.json');
    writeFileSync(restBytes, Buffer.from(await (await fetch(taxes, { headers: auth })).arrayBuffer()));
    const graphqlPage = graphqlRequest(lintel.base, lintel.token, consumerId, false);
    const graphqlBytes = join(work, 'graphql.json');
    const graphqlAnswer = await fetch(graphqlPage.url, graphqlPage);
    writeFileSync(graphqlBytes, Buffer.from(await graphqlAnswer.arrayBuffer()));

    const ready = /listening on (http:\/\/\S+)/;
    const bare = await startProcess(['--import', 'tsx', 'test/bench/bare.ts', restBytes], {}, ready);
    const bareGraphql = await startProcess(
      ['--import', 'tsx', 'test/bench/bare.ts', graphqlBytes],
      {},
      ready,
    );
    const reference = await startProcess(
      ['--import', 'tsx', 'test/bench/reference.ts', join(work, 'data-reference'), 'tax', '50', restBytes],
      {},
      ready,
    );
    servers.push(bare, bareGraphql, reference);

    const rssBefore = treeRssMb(lintel.child.pid!);
    // Each row right after its reference, RUNS times over: machines here are shared and noisy,
    // and a ratio of two runs made back to back is what holds (issue 29: medians of several runs).
    const CEILING = 'bare node:http, same bytes (ceiling)';
    const EXACT_SQL = 'bare node:http + the Sandbox SQL, same bytes';
    const BARE_GRAPHQL = 'bare node:http, reads body, GraphQL bytes';
    const sandboxRows: {
      name: string;
      server: Server;
      request: Parameters<typeof load>[1];
      reference?: string;
    }[] = [
      { name: CEILING, server: bare, request: { url: bare.base } },
      {
        name: 'REST taxes size=50, cached',
        server: lintel,
        request: { url: taxes, headers: auth },
        reference: CEILING,
      },
      { name: EXACT_SQL, server: reference, request: { url: reference.base } },
      {
        name: 'REST taxes size=50, uncached',
        server: lintel,
        request: { url: taxes, headers: { ...auth, 'x-chift-force-refresh': 'true' } },
        reference: EXACT_SQL,
      },
      {
        name: BARE_GRAPHQL,
        server: bareGraphql,
        request: { url: bareGraphql.base, method: 'POST', body: graphqlPage.body },
      },
      { name: 'GraphQL same page, cached', server: lintel, request: graphqlPage, reference: BARE_GRAPHQL },
      {
        name: 'GraphQL same page, uncached',
        server: lintel,
        request: graphqlRequest(lintel.base, lintel.token, consumerId, true),
        reference: EXACT_SQL,
      },
    ];
    const runs = new Map<string, Load[]>(sandboxRows.map((r) => [r.name, []]));
    for (let run = 0; run < RUNS; run++)
      for (const row of sandboxRows)
        runs.get(row.name)!.push(await measure(row.name, row.server, row.request));
    for (const row of sandboxRows) {
      const loads = runs.get(row.name)!;
      const references = row.reference ? runs.get(row.reference)! : undefined;
      rows.push({
        name: row.name,
        load: [...loads].sort((a, b) => a.rps - b.rps)[Math.floor(loads.length / 2)]!,
        ...(references
          ? { reference: row.reference, ratios: loads.map((l, i) => l.rps / references[i]!.rps) }
          : {}),
      });
    }
    let postgresOk = false;
    if (SANDBOX_ONLY)
      notes.push('BENCH_ROWS=sandbox: the Sandbox rows only (vendors, PostgreSQL and start-up skipped)');
    else {
      // What no cache holds: account lists, and a write (issue 17: both failed through the server).
      const graphql = (query: string, variables: Record<string, unknown> = {}) => ({
        url: `${lintel.base}/graphql`,
        method: 'POST' as const,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      await measureRow(
        'GraphQL account lists (never cached)',
        lintel,
        graphql('{ consumers { nodes { id name email } } integrations { integrationId name api } }'),
      );
      await measureRow(
        'GraphQL mutation createProduct',
        lintel,
        graphql(
          'mutation($c: ID!) { createProduct(input: { consumerId: $c, name: "Bench", unitPrice: 1 }) { product { id remoteId } userErrors { code message } } }',
          {
            c: consumerId,
          },
        ),
      );

      // ---- Odoo through its fake, answering after 50 ms --------------------------------------
      const odoo = await startOdooFake();
      try {
        const json = { ...auth, 'content-type': 'application/json' };
        const consumer = (await (
          await fetch(`${lintel.base}/consumers`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: 'Bench Odoo customer' }),
          })
        ).json()) as { consumerid: string };
        const connected = await fetch(`${lintel.base}/consumers/${consumer.consumerid}/connections`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            integrationid: 10,
            credentials: [
              { key: 'url', value: odoo.url },
              { key: 'db', value: odoo.state.db },
              { key: 'login', value: odoo.state.login },
              { key: 'api_key', value: odoo.state.apiKey },
            ],
          }),
        });
        if (connected.status !== 200) throw new Error(`Odoo connection: ${await connected.text()}`);
        odoo.inject({ kind: 'slow', delayMs: 50 }, { times: Number.MAX_SAFE_INTEGER });
        const products = `${lintel.base}/consumers/${consumer.consumerid}/invoicing/products?size=20`;
        await measureRow('Odoo products, vendor 50 ms, cached', lintel, { url: products, headers: auth });
        await measureRow('Odoo products, vendor 50 ms, uncached', lintel, {
          url: products,
          headers: { ...auth, 'x-chift-force-refresh': 'true' },
        });
        // 50 invoices with 3 lines each; the vendor calls of one uncached request go in the row's name.
        insertInvoices(odoo.insert, 50);
        const invoices = `${lintel.base}/consumers/${consumer.consumerid}/invoicing/invoices?size=50&date_to=2025-12-31&include_invoice_lines=true`;
        const uncached = { ...auth, 'x-chift-force-refresh': 'true' };
        await fetch(invoices, { headers: uncached });
        const before = odoo.calls.length;
        const sample = await fetch(invoices, { headers: uncached });
        if (sample.status !== 200) throw new Error(`Odoo invoices: ${await sample.text()}`);
        const perRequest = odoo.calls.length - before;
        await measureRow(`Odoo 50 invoices+lines, uncached, ${perRequest} calls`, lintel, {
          url: invoices,
          headers: uncached,
        });
      } finally {
        await odoo.close();
      }

      // ---- Square orders through its fake, answering after 50 ms (issue 19) ---------------------
      const square = await startSquareFake();
      try {
        const json = { ...auth, 'content-type': 'application/json' };
        // 200 orders alternating two locations: 100 closed at Grant Park over eight days.
        const seller = squareSeller(200);
        square.state.objects = seller.catalog;
        Object.assign(square.state.pos, seller);
        const consumer = (await (
          await fetch(`${lintel.base}/consumers`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: 'Bench Square seller' }),
          })
        ).json()) as { consumerid: string };
        const connected = await fetch(`${lintel.base}/consumers/${consumer.consumerid}/connections`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            integrationid: 20,
            credentials: [
              { key: 'access_token', value: FAKE_TOKEN },
              { key: 'base_url', value: square.url },
            ],
          }),
        });
        if (connected.status !== 200) throw new Error(`Square connection: ${await connected.text()}`);
        square.state.latencyMs = 50;
        const orders = `${lintel.base}/consumers/${consumer.consumerid}/pos/orders?location_id=${LA}&state=closed&date_from=2024-03-01&date_to=2024-03-10&size=100`;
        const check = (await (await fetch(orders, { headers: auth })).json()) as { items: unknown[] };
        if (check.items.length !== 100) throw new Error(`Square orders: ${check.items.length} of 100`);
        await measureRow('Square orders size=100, vendor 50 ms, uncached', lintel, {
          url: orders,
          headers: { ...auth, 'x-chift-force-refresh': 'true' },
        });
        // Vendor calls per request, counted at the fake over 20 requests one after the other, once
        // the requests the load left queued have reached Square (no new call for a second).
        for (let before = -1; before !== square.count(); ) {
          before = square.count();
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        square.reset();
        const sequential = 20;
        for (let i = 0; i < sequential; i++) {
          await (
            await fetch(orders, { headers: { ...auth, 'x-chift-force-refresh': 'true' } })
          ).arrayBuffer();
        }
        const perRequest = square.count() / sequential;
        rows.at(-1)!.name += ` (${perRequest.toFixed(2)} vendor calls/req)`;
        notes.push(
          `Square orders: ${square.count()} vendor calls for ${sequential} uncached requests ` +
            `(${square.count('POST /v2/orders/search')} SearchOrders; the locations and the catalogue ` +
            'are read once per connection and 30 s, so a cold request makes 3 calls)',
        );
      } finally {
        await square.close();
      }
      memory.push({
        name: 'Lintel, PGlite',
        before: rssBefore,
        after: treeRssMb(lintel.child.pid!),
        seconds: loadSeconds.get(lintel) ?? 0,
      });
      // ---- Mews through its fake, answering after 50 ms: 100 closed bills (issue 20); after the
      // RSS reading above, so its large pages do not count against the PGlite memory goal.
      const mews = await startMewsFake((state) => {
        seedPmsHotel(state);
        for (let n = 1; n <= 100; n++)
          addBilledStay(state, { n, firstNight: `2025-03-${String(1 + (n % 27)).padStart(2, '0')}` });
      });
      try {
        const json = { ...auth, 'content-type': 'application/json' };
        const consumer = (await (
          await fetch(`${lintel.base}/consumers`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: 'Bench Mews hotel' }),
          })
        ).json()) as { consumerid: string };
        const connected = await fetch(`${lintel.base}/consumers/${consumer.consumerid}/connections`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            integrationid: 30,
            credentials: [
              { key: 'client_token', value: mews.state.clientToken },
              { key: 'access_token', value: mews.state.accessToken },
              { key: 'platform_url', value: mews.url },
            ],
          }),
        });
        if (connected.status !== 200) throw new Error(`Mews connection: ${await connected.text()}`);
        mews.inject({ kind: 'slow', delayMs: 50 }, { times: Number.MAX_SAFE_INTEGER });
        const invoices = `${lintel.base}/consumers/${consumer.consumerid}/pms/invoices?date_from=2025-03-01&date_to=2025-04-30&size=100`;
        const uncached = { ...auth, 'x-chift-force-refresh': 'true' };
        // One request alone first: the vendor calls an uncached page of 100 invoices costs.
        await fetch(invoices, { headers: uncached });
        mews.reset();
        mews.inject({ kind: 'slow', delayMs: 50 }, { times: Number.MAX_SAFE_INTEGER });
        const alone = await fetch(invoices, { headers: uncached });
        const page = (await alone.json()) as { items?: unknown[] };
        const routes = [...new Set(mews.calls.map((c) => c.route))].map((r) => `${r} ${mews.count(r)}`);
        const perRequest = mews.count();
        if (alone.status !== 200 || page.items?.length !== 100)
          throw new Error(`Mews invoices: ${alone.status}`);
        mews.reset();
        mews.inject({ kind: 'slow', delayMs: 50 }, { times: Number.MAX_SAFE_INTEGER });
        // 4 connections, as many as Lintel's calls to one vendor connection at a time: a page of
        // 100 invoices is a heavy request, and 20 at once only measure their queue.
        await measureRow('Mews invoices (100 bills), vendor 50 ms, uncached, 4 conn.', lintel, {
          url: invoices,
          headers: uncached,
          connections: 4,
        });
        // Counted on one request alone: under load, requests still in flight when a row ends
        // would be counted without being answered.
        notes.push(
          `Mews invoices (100 bills): ${perRequest} vendor calls per uncached request (${routes.join(', ')}; ` +
            'configuration/get and taxEnvironments/getAll cached per connection).',
        );
      } finally {
        await mews.close();
      }
      await lintel.stop();
      servers.splice(servers.indexOf(lintel), 1);

      // ---- PostgreSQL: one worker, one with the shared rate limit, then two workers ---------------
      // The rate limit's row measures what counting each account's requests in PostgreSQL costs
      // (issue 31): a limit no request reaches, so every request is counted and none refused.
      postgresOk = true;
      const variants = [
        { name: REST_PG_ONE_WORKER, workers: 1, env: {} },
        { name: REST_PG_RATE_LIMITED, workers: 1, env: { LINTEL_RATE_LIMIT: String(UNREACHED_RATE_LIMIT) } },
        { name: 'REST cached, PostgreSQL, 2 workers', workers: 2, env: {} },
      ];
      for (const variant of variants) {
        let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
        try {
          db = await createDatabase(POSTGRES, 'lintel_bench');
        } catch (error) {
          postgresOk = false;
          notes.push(`PostgreSQL rows skipped: ${(error as Error).message}`);
          break;
        }
        try {
          const server = await startLintel({
            DATABASE_URL: db.url,
            LINTEL_SECRET_KEY: SECRET_KEY,
            LINTEL_DEMO: 'true',
            LINTEL_WORKERS: String(variant.workers),
            ...variant.env,
          });
          servers.push(server);
          const url = `${server.base}/consumers/${server.banner.demoConsumerId}/invoicing/taxes?size=50`;
          const headers = { authorization: `Bearer ${server.token}` };
          const before = treeRssMb(server.child.pid!);
          await measureRow(variant.name, server, { url, headers });
          if (variant.name === REST_PG_RATE_LIMITED) {
            const points = UNREACHED_RATE_LIMIT * 2;
            notes.push(
              `${REST_PG_RATE_LIMITED}: LINTEL_RATE_LIMIT=${UNREACHED_RATE_LIMIT} (${points} per 2 s window, ` +
                `never reached: nothing refused), a query per ${localAllowance(points)} requests (the local allowance).`,
            );
          }
          if (variant.name !== REST_PG_RATE_LIMITED)
            memory.push({
              name: `Lintel, PostgreSQL, ${variant.workers} worker${variant.workers > 1 ? 's' : ''}`,
              before,
              after: treeRssMb(server.child.pid!),
              seconds: loadSeconds.get(server) ?? 0,
            });
          await server.stop();
          servers.splice(servers.indexOf(server), 1);
        } finally {
          await db.drop();
        }
      }
    }

    // ---- the report (test/bench/report.ts: within 100 columns) --------------------------------
    console.log(
      formatReport({
        connections: CONNECTIONS,
        seconds: SECONDS,
        tool: TOOL,
        lintel: `node ${lintelArgs().join(' ')}`,
        rows,
        runs: RUNS,
        postgres: postgresOk,
        memory,
        cacheMb: CACHE_MB,
        loadGrowthMb: LOAD_GROWTH_MB,
        cores: availableParallelism(),
        process: SANDBOX_ONLY ? [] : await measureProcess(),
        notes,
      }),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
