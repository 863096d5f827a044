import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * End to end: the real `src/main.ts` in its own process, on the embedded database (even in the
 * PostgreSQL run: DATABASE_URL is removed from its environment), over real HTTP.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TIMEOUT = 60_000;

interface Running {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ChildProcess[] = [];

/** The environment of the test run without anything that configures Lintel. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith('LINTEL_') || ['DATABASE_URL', 'PORT', 'HOST', 'NODE_ENV'].includes(name))
      delete env[name];
  }
  return { ...env, ...extra };
}

function startLintel(extra: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: cleanEnv(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves with stdout once the banner's last line is printed; fails if the process dies first. */
async function waitForBanner(running: Running, timeoutMs = 45_000): Promise<string> {
  const done = /\n {2}curl -s \S+.*\n/;
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => {
    exited = true;
  });
  while (!done.test(running.stdout())) {
    if (exited) throw new Error(`Lintel exited before its banner:\n${running.stdout()}\n${running.stderr()}`);
    if (Date.now() > deadline)
      throw new Error(`no banner after ${timeoutMs} ms:\n${running.stdout()}\n${running.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return running.stdout();
}

async function stop(
  running: Running,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const t0 = performance.now();
  running.child.kill('SIGTERM');
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('Lintel did not exit within 10 s of SIGTERM')), 10_000).unref(),
  );
  const result = await Promise.race([running.exited, timeout]);
  return { ...result, ms: Math.round(performance.now() - t0) };
}

function line(banner: string, pattern: RegExp): RegExpMatchArray {
  const match = banner.match(pattern);
  if (!match) throw new Error(`the banner has no line matching ${pattern}:\n${banner}`);
  return match;
}

interface Banner {
  base: string;
  accountId: string;
  clientId: string;
  secretLine: string;
  demoConsumerId: string;
  /** The JSON body of the printed `curl … /token -d '…'` line. */
  tokenBody: Record<string, string>;
  /** The URL of the printed curl line that uses the token. */
  tryUrl: string;
}

function parseBanner(banner: string): Banner {
  const base = line(banner, /Lintel is running on (http:\/\/127\.0\.0\.1:\d+)/)[1]!;
  const tokenBody = line(banner, /-d '(\{.*\})'/)[1]!;
  return {
    base,
    accountId: line(banner, new RegExp(`Account id: +(${UUID})\\n`))[1]!,
    clientId: line(banner, new RegExp(`Client id: +(${UUID})\\n`))[1]!,
    secretLine: line(banner, /Client secret: +(.+)\n/)[1]!,
    demoConsumerId: line(banner, new RegExp(`Demo consumer: +(${UUID})`))[1]!,
    tokenBody: JSON.parse(tokenBody) as Record<string, string>,
    tryUrl: line(banner, /\n {2}curl -s (\S+) -H "Authorization: Bearer \$TOKEN"/)[1]!,
  };
}

let dataDir: string;
let first: Banner;
let firstToken: string;

beforeAll(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'lintel-main-')), 'data');
});

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('npm start (src/main.ts)', () => {
  it(
    'prints a banner whose credentials and curl line work, and stops cleanly on SIGTERM',
    async () => {
      const t0 = performance.now();
      const running = startLintel({
        PORT: '0',
        HOST: '127.0.0.1',
        LINTEL_DATA_DIR: dataDir,
        LINTEL_LOG_LEVEL: 'warn',
      });
      const banner = await waitForBanner(running);
      console.log(`Lintel start-up, first start (new data dir): ${Math.round(performance.now() - t0)} ms`);

      first = parseBanner(banner);
      const port = Number(new URL(first.base).port);
      expect(port).toBeGreaterThan(0);
      expect(banner).toContain(`GraphiQL:      ${first.base}/graphql`);
      expect(first.secretLine).toMatch(/^\S{16,}$/);
      // The printed token request is the bootstrap credentials, and the printed call uses the demo consumer.
      expect(first.tokenBody).toEqual({
        clientId: first.clientId,
        clientSecret: first.secretLine,
        accountId: first.accountId,
      });
      expect(first.tryUrl).toBe(`${first.base}/consumers/${first.demoConsumerId}/invoicing/taxes?size=3`);
      expect(banner).toContain(`curl -s -X POST ${first.base}/token`);

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
      const t0 = performance.now();
      const running = startLintel({
        PORT: '0',
        HOST: '127.0.0.1',
        LINTEL_DATA_DIR: dataDir,
        LINTEL_LOG_LEVEL: 'warn',
      });
      const banner = await waitForBanner(running);
      console.log(`Lintel start-up, restart (existing data dir): ${Math.round(performance.now() - t0)} ms`);

      const again = parseBanner(banner);
      expect(again.accountId).toBe(first.accountId);
      expect(again.clientId).toBe(first.clientId);
      expect(again.demoConsumerId).toBe(first.demoConsumerId);
      expect(again.secretLine).toMatch(/shown on first start only/);
      expect(banner).not.toContain(first.secretLine);

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
