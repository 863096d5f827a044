import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../kit/postgres.js';
import {
  BUILT_MAIN,
  type Credentials,
  cleanUp,
  fetchToken,
  type Lintel,
  restClient,
  runLintelCommand,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';

/**
 * What `npm start` runs: the single bundle `npm install` builds (esbuild, issue 10), not the
 * sources the rest of the suite runs through tsx. Every part that is loaded late or found on
 * disk at run time is reached once here, so a bundling mistake fails a test rather than a user:
 * the initdb child, GraphiQL's page, the MCP server, the API reference's assets, pretty logs,
 * the workers of a primary.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The newest modification time under `dir`, in ms. */
function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

beforeAll(() => {
  // `npm install` built it; sources edited since then are built again, so this tests them.
  const main = join(ROOT, BUILT_MAIN);
  if (existsSync(main) && statSync(main).mtimeMs >= newest(join(ROOT, 'src'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}, 120_000);

afterAll(cleanUp);

/** Everything loaded late answers from the bundle, as from the sources. */
async function exercise(lintel: Lintel, known?: Credentials): Promise<Credentials> {
  const printed = await waitForBanner(lintel, 60_000);
  // A restart prints a placeholder for the secret it no longer knows.
  const banner = { ...printed, ...known };
  const rest = restClient(banner.base);
  const token = await fetchToken(rest, banner);
  const auth = { authorization: `Bearer ${token}` };
  const taxes = `${banner.base}/consumers/${banner.demoConsumerId}/invoicing/taxes?size=3`;
  const first = await fetch(taxes, { headers: auth });
  expect(first.status).toBe(200);
  expect(((await first.json()) as { items: unknown[] }).items).toHaveLength(3);
  // Again from memory, as a memory answer (each worker of several keeps its own: a few tries).
  const caches: (string | null)[] = [];
  for (let i = 0; i < 4 && !caches.includes('hit'); i++) {
    caches.push((await fetch(taxes, { headers: auth })).headers.get('x-lintel-cache'));
  }
  expect(caches).toContain('hit');

  const graphql = await fetch(`${banner.base}/graphql`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 2) { nodes { id remoteId } } } } }',
      variables: { id: banner.demoConsumerId },
    }),
  });
  expect(graphql.status).toBe(200);
  const data = (await graphql.json()) as {
    data: { consumer: { invoicing: { taxes: { nodes: unknown[] } } } };
  };
  expect(data.data.consumer.invoicing.taxes.nodes).toHaveLength(2);

  // What a backend sends over GraphQL with one token, several times each (issue 17: every one of
  // these but a held query answered 500, cut short, through the bundle): account lists, a
  // mutation, a lookup, an out-of-range `first` (200: the connection null, BAD_USER_INPUT) and an
  // unknown field (400). Each answer is complete JSON.
  const documents: [string, Record<string, unknown>, number][] = [
    ['{ consumers { nodes { id name } } integrations { name } webhooks { nodes { id } } }', {}, 200],
    [
      'mutation($c: ID!) { createProduct(input: { consumerId: $c, name: "Built", unitPrice: 1 }) { product { id } userErrors { code message } } }',
      { c: banner.demoConsumerId },
      200,
    ],
    ['query($id: ID!) { consumer(id: $id) { name } }', { id: banner.demoConsumerId }, 200],
    [
      'query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 101) { totalCount } } } }',
      { id: banner.demoConsumerId },
      200,
    ],
    ['{ nope }', {}, 400],
  ];
  for (let round = 0; round < 3; round++) {
    for (const [query, variables, status] of documents) {
      const answer = await fetch(`${banner.base}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const text = await answer.text();
      expect(answer.status, `${query}: ${text}`).toBe(status);
      expect(Number(answer.headers.get('content-length')), query).toBe(Buffer.byteLength(text));
      const body = JSON.parse(text) as {
        data?: unknown;
        errors?: { extensions?: { code?: string } }[];
      };
      expect(status === 200 ? body.data : body.errors, query).toBeTruthy();
      if (query.includes('first: 101')) {
        expect(
          body.errors?.map((e) => e.extensions?.code),
          query,
        ).toEqual(['BAD_USER_INPUT']);
      } else if (status === 200) expect(body.errors, query).toBeUndefined();
    }
  }

  const graphiql = await fetch(`${banner.base}/graphql`, { headers: { accept: 'text/html' } });
  expect(graphiql.status).toBe(200);
  const graphiqlPage = await graphiql.text();
  expect(graphiqlPage).toContain('GraphiQL');
  // Its editor workers come minified from the build (no esbuild needed at run time): 7.4 MB, not 9.05.
  expect(existsSync(join(ROOT, 'dist', 'graphiql-workers.json'))).toBe(true);
  expect(Buffer.byteLength(graphiqlPage)).toBeLessThan(7_600_000);

  const docs = await fetch(`${banner.base}/docs/swagger-ui.css`);
  expect(docs.status).toBe(200);
  expect((await docs.text()).length).toBeGreaterThan(1_000);
  const integrations = await rest<{ integrationid: number; logo_url: string }[]>(
    'GET',
    '/integrations',
    token,
  );
  expect(integrations.map((i) => i.integrationid)).toEqual(expect.arrayContaining([1, 10, 20, 30]));
  const logo = await fetch(integrations[0]!.logo_url);
  expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  const openapi = await fetch(`${banner.base}/openapi.json`);
  expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);

  const mcpToken = await rest<{ access_token: string }>('POST', '/mcp-token', null, {
    accountId: banner.accountId,
    clientId: banner.clientId,
    clientSecret: banner.clientSecret,
    consumerId: banner.demoConsumerId,
  });
  const mcp = await fetch(`${banner.base}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${mcpToken.access_token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-03-26',
        capabilities: {},
        clientInfo: { name: 'built', version: '1' },
      },
    }),
  });
  expect(mcp.status).toBe(200);
  expect(await mcp.text()).toContain('"serverInfo"');
  return { accountId: banner.accountId, clientId: banner.clientId, clientSecret: banner.clientSecret };
}

describe('npm start (the built bundle, dist/main.js)', () => {
  it('first start and restart on PGlite: every part answers, pretty logs, clean stop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lintel-built-'));
    try {
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        LINTEL_DATA_DIR: dataDir,
        LINTEL_LOG_FORMAT: 'pretty',
        LINTEL_RATE_LIMIT: '0',
      };
      // The first start copies the database the build made (dist/pgdata-template).
      const created = startLintel(env, { built: true });
      const credentials = await exercise(created);
      expect(await stop(created)).toMatchObject({ code: 0, signal: null });
      // pino-pretty's short lines, not JSON.
      expect(created.stdout()).toMatch(/\] INFO: listening/);
      // `npm run build` made the database a first start copies (initdb is for sources alone).
      expect(created.stdout()).toContain("created the embedded database from the build's template");
      expect(created.stderr()).toBe('');

      const restarted = startLintel(env, { built: true });
      await exercise(restarted, credentials);
      expect(restarted.stdout()).not.toContain('created the embedded database');
      expect(await stop(restarted)).toMatchObject({ code: 0, signal: null });
      expect(restarted.stderr()).toBe('');

      // `npm run rekey` (src/rekey.ts, loaded late) from the bundle: with one key, nothing to change.
      const rekey = await runLintelCommand(env, ['rekey'], { built: true });
      expect(rekey.code, rekey.stderr).toBe(0);
      expect(rekey.stdout).toMatch(/connection credentials: 0 re-encrypted, [1-9]\d* already current/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it.runIf(process.env.DATABASE_URL)(
    'two workers on PostgreSQL',
    async () => {
      const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_built');
      try {
        const lintel = startLintel(
          {
            PORT: '0',
            HOST: '127.0.0.1',
            DATABASE_URL: db.url,
            LINTEL_SECRET_KEY: 'built-test-secret-key-0123456789abcdef0123',
            LINTEL_WORKERS: '2',
            LINTEL_DEMO: 'true',
            LINTEL_LOG_LEVEL: 'warn',
            LINTEL_RATE_LIMIT: '0',
          },
          { built: true },
        );
        await exercise(lintel);
        expect(await stop(lintel)).toMatchObject({ code: 0, signal: null });
      } finally {
        await db.drop();
      }
    },
    180_000,
  );
});
