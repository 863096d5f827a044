import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real Lintel (`src/main.ts`) in a process of its own, for end-to-end tests and benches:
 * start it, read its start-up banner, call its REST API over HTTP, stop or kill it. No vitest
 * here: `npm run bench:webhooks` uses it outside the test runner.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Lintel {
  child: ChildProcess;
  /** Everything it wrote so far. */
  stdout: () => string;
  stderr: () => string;
  exited: Promise<Exit>;
}

/** The bootstrap credentials, as `/token` takes them. */
export interface Credentials {
  accountId: string;
  clientId: string;
  clientSecret: string;
}

export interface Banner extends Credentials {
  /** The whole of stdout once the banner was complete. */
  text: string;
  base: string;
  /** What follows `Client secret:`: the secret on a first start, a placeholder on later ones, `from LINTEL_CLIENT_SECRET` when set. */
  clientSecret: string;
  /** Null when the process runs without the demo (`LINTEL_DEMO=false`). */
  demoConsumerId: string | null;
}

/** On a free loopback port, quiet, without rate limit, delivering webhooks. */
export const WEBHOOK_WORKER_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  LINTEL_LOG_LEVEL: 'warn',
  LINTEL_RATE_LIMIT: '0',
  LINTEL_WEBHOOK_WORKER: 'true',
} as const;

const running = new Set<ChildProcess>();
const cleanups: (() => Promise<unknown>)[] = [];

/** The environment of this process without anything that configures Lintel, plus `extra`. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith('LINTEL_') || ['DATABASE_URL', 'PORT', 'HOST', 'NODE_ENV'].includes(name))
      delete env[name];
  }
  return { ...env, ...extra };
}

/** The built server, as `npm start` runs it (`npm run build` makes it). */
export const BUILT_MAIN = 'dist/main.js';

/**
 * Starts `node --import tsx src/main.ts` with only `env` configuring it; with `built`, the
 * bundle `npm start` runs (`node dist/main.js`) instead; `args` after it (a command: `rekey`).
 */
export function startLintel(
  env: Record<string, string>,
  options: { built?: boolean; args?: string[] } = {},
): Lintel {
  const args = [
    ...(options.built ? [BUILT_MAIN] : ['--import', 'tsx', 'src/main.ts']),
    ...(options.args ?? []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Runs a command of `src/main.ts` (`rekey`) to its end: its exit code and what it wrote. */
export async function runLintelCommand(
  env: Record<string, string>,
  args: string[],
  options: { built?: boolean } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const lintel = startLintel(env, { ...options, args });
  const { code } = await lintel.exited;
  return { code, stdout: lintel.stdout(), stderr: lintel.stderr() };
}

/** The match of `pattern` in the banner; fails naming the pattern when there is none. */
export function bannerLine(text: string, pattern: RegExp): RegExpMatchArray {
  const match = text.match(pattern);
  if (!match) throw new Error(`the banner has no line matching ${pattern}:\n${text}`);
  return match;
}

/** Reads the base URL and the bootstrap credentials from the banner. */
export function parseBanner(text: string): Banner {
  return {
    text,
    base: bannerLine(text, /Lintel is running on (http:\/\/127\.0\.0\.1:\d+)/)[1]!,
    accountId: bannerLine(text, new RegExp(`Account id: +(${UUID})\\n`))[1]!,
    clientId: bannerLine(text, new RegExp(`Client id: +(${UUID})\\n`))[1]!,
    clientSecret: bannerLine(text, /Client secret: +(.+)\n/)[1]!,
    demoConsumerId: text.match(new RegExp(`Demo consumer: +(${UUID})`))?.[1] ?? null,
  };
}

/** The banner's last line: the body of its first GraphQL call (`src/banner.ts`). */
export const BANNER_END = /\n {4}-d '\{"query"[^\n]*\n/;

/** Waits for the banner's last line, then parses it; fails if the process dies first. */
export async function waitForBanner(lintel: Lintel, timeoutMs = 30_000): Promise<Banner> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void lintel.exited.then(() => {
    exited = true;
  });
  while (!BANNER_END.test(lintel.stdout())) {
    if (exited) throw new Error(`Lintel exited before its banner:\n${lintel.stdout()}\n${lintel.stderr()}`);
    if (Date.now() > deadline)
      throw new Error(`no banner after ${timeoutMs} ms:\n${lintel.stdout()}\n${lintel.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return parseBanner(lintel.stdout());
}

/** SIGTERM and its exit; SIGKILL and a failure when it has not exited within `timeoutMs`. */
export async function stop(lintel: Lintel, timeoutMs = 10_000): Promise<Exit & { ms: number }> {
  const t0 = performance.now();
  lintel.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const result = await Promise.race([lintel.exited, timeout]);
  clearTimeout(timer);
  if (result === 'timeout') {
    await kill(lintel);
    throw new Error(`Lintel did not exit within ${timeoutMs / 1000} s of SIGTERM`);
  }
  return { ...result, ms: Math.round(performance.now() - t0) };
}

/**
 * The exit code and stderr of a process that stops by itself (a refused start); fails, killing
 * it, if it starts serving instead.
 */
export async function refusal(lintel: Lintel): Promise<{ code: number | null; stderr: string }> {
  while (lintel.child.exitCode === null && lintel.child.signalCode === null) {
    if (lintel.stdout().includes('Lintel is running')) {
      await kill(lintel);
      throw new Error(`Lintel started instead of refusing to:\n${lintel.stdout()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { code } = await lintel.exited;
  return { code, stderr: lintel.stderr() };
}

/** SIGKILL (`kill -9`: no shutdown at all); resolves once it is gone. */
export async function kill(lintel: Lintel): Promise<Exit> {
  lintel.child.kill('SIGKILL');
  return lintel.exited;
}

/** SIGKILL for every Lintel started here and still running (synchronous: fits `process.on('exit')`). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Registers something to undo in `cleanUp` (a receiver to close, a database to drop). */
export function onCleanUp(cleanup: () => Promise<unknown>): void {
  cleanups.push(cleanup);
}

/** For `afterAll`: kills every Lintel still running, then runs the registered clean-ups, last first. */
export async function cleanUp(): Promise<void> {
  killAll();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
}

/**
 * For several processes on one PostgreSQL database: bootstrap credentials chosen up front (the
 * processes agree on them, and none has to print its secret), and the environment of webhook
 * workers on that database with them.
 */
export function sharedPostgresEnv(
  databaseUrl: string,
  secretKey: string,
  clientSecretPrefix: string,
): { credentials: Credentials; env: Record<string, string> } {
  const credentials = {
    accountId: randomUUID(),
    clientId: randomUUID(),
    clientSecret: `${clientSecretPrefix}-${randomUUID()}`,
  };
  return {
    credentials,
    env: {
      DATABASE_URL: databaseUrl,
      LINTEL_SECRET_KEY: secretKey,
      LINTEL_ACCOUNT_ID: credentials.accountId,
      LINTEL_CLIENT_ID: credentials.clientId,
      LINTEL_CLIENT_SECRET: credentials.clientSecret,
      ...WEBHOOK_WORKER_ENV,
    },
  };
}

/** A JSON call to Lintel's REST API; fails with the method, path and body unless it answers 200. */
export type Rest = <T = unknown>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) => Promise<T>;

/** Calls the API at `base` through `send`: `fetch` for a process, or an in-process app's `fetch`. */
export function restClient(
  base: string,
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Rest {
  return async <T>(method: string, path: string, token: string | null, body?: unknown) => {
    const response = await send(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
}

/** An access token for `credentials` (only the three fields `/token` takes are sent). */
export async function fetchToken(rest: Rest, credentials: Credentials): Promise<string> {
  const { accountId, clientId, clientSecret } = credentials;
  const { access_token } = await rest<{ access_token: string }>('POST', '/token', null, {
    accountId,
    clientId,
    clientSecret,
  });
  return access_token;
}

/**
 * The process (pid, among `pids`) that owns the client end of a loopback connection to
 * `serverPort` from `clientPort`: the socket's inode from /proc/net/tcp, then whose fds hold it.
 * Undefined where /proc does not tell (not Linux).
 */
export function socketOwner(clientPort: number, serverPort: number, pids: number[]): number | undefined {
  try {
    const hex = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const row = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find((f) => f[1]?.endsWith(hex(clientPort)) && f[2]?.endsWith(hex(serverPort)));
    const inode = row?.[9];
    if (!inode) return undefined;
    for (const pid of pids) {
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        // That process is gone (killed): not the owner.
        continue;
      }
      for (const fd of fds) {
        try {
          if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
        } catch {
          // The fd closed meanwhile.
        }
      }
    }
  } catch {
    // No /proc.
  }
  return undefined;
}

/** Polls `check` every 20 ms until it answers true; fails after `deadlineMs` naming `what`. Answers the ms it took. */
export async function until(
  what: string,
  deadlineMs: number,
  check: () => Promise<boolean>,
): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await check().catch(() => false)) return performance.now() - t0;
    if (performance.now() - t0 > deadlineMs) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The value of one sample of `/metrics` (`LINTEL_METRICS_TOKEN` is `token`), named as the
 * exposition writes it (`lintel_listening`, `lintel_x_total{outcome="y"}`); undefined when absent.
 */
export async function metricValue(base: string, token: string, sample: string): Promise<number | undefined> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${escaped} (\\S+)$`, 'm').exec(await res.text());
  return match ? Number(match[1]) : undefined;
}
