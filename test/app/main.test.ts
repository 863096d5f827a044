import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Banner,
  bannerLine,
  cleanUp,
  type Lintel,
  onCleanUp,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';

/**
 * End to end: the real `src/main.ts` in its own process, on the embedded database (even in the
 * PostgreSQL run: DATABASE_URL is removed from its environment), over real HTTP.
 */

const TIMEOUT = 60_000;

interface DemoBanner extends Banner {
  demoConsumerId: string;
  /** The JSON body of the printed `curl … /token -d '…'` line. */
  tokenBody: Record<string, string>;
  /** The URL of the printed curl line that uses the token. */
  tryUrl: string;
}

/** The banner of a process with the demo: its curl lines and demo consumer too. */
function demoBanner(banner: Banner): DemoBanner {
  const { text, demoConsumerId } = banner;
  if (demoConsumerId === null) throw new Error(`the banner names no demo consumer:\n${text}`);
  return {
    ...banner,
    demoConsumerId,
    tokenBody: JSON.parse(bannerLine(text, /-d '(\{.*\})'/)[1]!) as Record<string, string>,
    // Every printed URL is quoted (`?` is a glob to the shell); B and C are the lines above it.
    tryUrl: bannerLine(text, /\n {2}curl -sS "(\$B\/consumers\/\$C\/\S+)" -H "\$H"\n/)[1]!
      .replace('$B', banner.base)
      .replace('$C', demoConsumerId),
  };
}

let dataDir: string;
let first: DemoBanner;
let firstToken: string;

beforeAll(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'lintel-main-')), 'data');
  onCleanUp(() => rm(join(dataDir, '..'), { recursive: true, force: true }));
});

afterAll(cleanUp);

/** Starts Lintel on the data dir of this file; answers it, its banner and how long that took. */
async function startOnDataDir(): Promise<{ running: Lintel; banner: DemoBanner; ms: number }> {
  const t0 = performance.now();
  const running = startLintel({
    PORT: '0',
    HOST: '127.0.0.1',
    LINTEL_DATA_DIR: dataDir,
    LINTEL_LOG_LEVEL: 'warn',
  });
  const banner = await waitForBanner(running, 45_000);
  const ms = Math.round(performance.now() - t0);
  return { running, banner: demoBanner(banner), ms };
}

describe('npm start (src/main.ts)', () => {
  it(
    'prints a banner whose credentials and curl line work, and stops cleanly on SIGTERM',
    async () => {
      const { running, banner, ms } = await startOnDataDir();
      console.log(`Lintel start-up, first start (new data dir): ${ms} ms`);

      first = banner;
      const port = Number(new URL(first.base).port);
      expect(port).toBeGreaterThan(0);
      expect(banner.text).toContain(`GraphiQL:      ${first.base}/graphql`);
      expect(first.clientSecret).toMatch(/^\S{16,}$/);
      // The printed token request is the bootstrap credentials, and the printed call uses the demo consumer.
      expect(first.tokenBody).toEqual({
        clientId: first.clientId,
        clientSecret: first.clientSecret,
        accountId: first.accountId,
      });
      expect(first.tryUrl).toBe(`${first.base}/consumers/${first.demoConsumerId}/invoicing/taxes?size=3`);
      expect(banner.text).toContain(`\n  B=${first.base}\n`);
      expect(banner.text).toContain(`curl -sS -X POST "$B/token"`);

      // Do what the banner says, over real HTTP.
      const tokenResponse = await fetch(`${first.base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(first.tokenBody),
      });
      expect(tokenResponse.status).toBe(200);
      const token = (await tokenResponse.json()) as { access_token: string; token_type: string };
      expect(token.token_type).toBe('bearer');
      firstToken = token.access_token;

      const taxesResponse = await fetch(first.tryUrl, { headers: { Authorization: `Bearer ${firstToken}` } });
      expect(taxesResponse.status).toBe(200);
      expect(taxesResponse.headers.get('content-type')).toContain('application/json');
      const taxes = (await taxesResponse.json()) as {
        items: { id: string }[];
        total: number;
        page: number;
        size: number;
      };
      expect(taxes).toMatchObject({ page: 1, size: 3 });
      expect(taxes.items).toHaveLength(3);
      expect(taxes.total).toBeGreaterThan(3);

      const health = await fetch(`${first.base}/ready`);
      expect(health.status).toBe(200);

      const stopped = await stop(running);
      console.log(`Lintel shutdown after SIGTERM: ${stopped.ms} ms`);
      expect(stopped).toMatchObject({ code: 0, signal: null });
      expect(running.stderr()).toBe('');
    },
    TIMEOUT,
  );

  it(
    'keeps its account, client, secret key and demo consumer across a restart on the same data dir',
    async () => {
      expect(first, 'the first start must have run').toBeDefined();
      const { running, banner: again, ms } = await startOnDataDir();
      console.log(`Lintel start-up, restart (existing data dir): ${ms} ms`);

      expect(again.accountId).toBe(first.accountId);
      expect(again.clientId).toBe(first.clientId);
      expect(again.demoConsumerId).toBe(first.demoConsumerId);
      expect(again.clientSecret).toMatch(/shown on first start only/);
      expect(again.text).not.toContain(first.clientSecret);

      // A token issued by the first process verifies: the signing key was kept beside the data.
      const taxes = await fetch(`${again.base}/consumers/${first.demoConsumerId}/invoicing/taxes?size=3`, {
        headers: { Authorization: `Bearer ${firstToken}` },
      });
      expect(taxes.status).toBe(200);
      // The secret printed on the first start still issues tokens.
      const token = await fetch(`${again.base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(first.tokenBody),
      });
      expect(token.status).toBe(200);

      const stopped = await stop(running);
      expect(stopped).toMatchObject({ code: 0, signal: null });
    },
    TIMEOUT,
  );

  it(
    'exits with code 2 and names the variable when PORT is not a number',
    async () => {
      const running = startLintel({ PORT: 'abc', LINTEL_DATA_DIR: 'memory://' });
      const result = await running.exited;
      expect(result.code).toBe(2);
      expect(running.stderr()).toMatch(/^\s*PORT: /m);
      expect(running.stdout()).not.toContain('Lintel is running');
    },
    TIMEOUT,
  );

  it(
    'exits with code 2 and names LINTEL_SECRET_KEY when DATABASE_URL comes without it',
    async () => {
      const running = startLintel({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      const result = await running.exited;
      expect(result.code).toBe(2);
      expect(running.stderr()).toContain('LINTEL_SECRET_KEY');
    },
    TIMEOUT,
  );
});
