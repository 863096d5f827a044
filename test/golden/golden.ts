import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { RequestOptions, TestApp } from '../kit/app.js';

/**
 * The golden-file kit: requests of a table sent to a live app, their answers recorded with what
 * varies per run normalised, and the record written to (UPDATE_GOLDEN=1) or compared with a
 * committed JSON file, entry by entry.
 *
 * Determinism. Every test here runs on a fake clock for `Date` and `performance` (not for timers):
 * the Sandbox dates its seed relative to "today" (`new Date()` when a connection is made), tokens
 * carry their issue time, and the read cache's `Age` counts `performance.now()` milliseconds. The
 * clock starts at `FROZEN_AT` and moves only between requests, `STEP_MS` before each one (and by a
 * request's `advance`), so that every request runs at an instant fixed by its place in the table,
 * and two rows written by two requests never share a timestamp (lists ordered by `created_at, id`
 * keep the order of creation rather than the order of random ids). PGlite runs in this process,
 * so its `now()` follows the fake clock; PostgreSQL's does not (see `DB_CLOCK_FIELDS`).
 *
 * What is normalised, and why (everything else is compared byte for byte, key order included):
 * - UUIDs (accounts, clients, consumers, connections, webhooks, deliveries, records the Sandbox
 *   creates): random per run. Each distinct one becomes `<uuid-N>`, N in order of first appearance
 *   in the file, so that the same id stays the same name across entries. Likewise the Sandbox's
 *   POS customers created with an idempotency key (`poscust-<written-N>`, a hash of a random id).
 * - Webhook retry times carry a ±10 % jitter: the tests give the delivery worker a fixed `random`
 *   (`DETERMINISTIC_DEPS`), so they are compared, not normalised.
 * - JSON Web Tokens (access tokens, signed connect-page links): they sign random ids.
 * - Client secrets answered by the admin API: random per run; each becomes `<secret-N>`.
 * - The loopback origins of the app and of the webhook receiver: a free port per run.
 * - `DB_CLOCK_FIELDS`: timestamps PostgreSQL writes with its own `now()`, which no fake clock
 *   reaches; normalised on PGlite too, so that one golden file serves both databases.
 */

/** App dependencies that would otherwise draw random numbers into answers (webhook retry jitter). */
export const DETERMINISTIC_DEPS = { webhookWorker: { random: () => 0.5 } };

export const FROZEN_AT = new Date('2025-03-14T10:00:00.000Z');
export const STEP_MS = 100;
export const UPDATE = process.env.UPDATE_GOLDEN === '1';

export function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date', 'performance'], now: FROZEN_AT });
}

export function releaseClock(): void {
  vi.useRealTimers();
}

/** Moves the fake clock (Date and performance together); no timer is faked, none fires. */
export function advanceClock(ms: number): void {
  vi.advanceTimersByTime(ms);
}

/** Response headers that say something about the answer (not the date, the request id or the length). */
export const RECORDED_HEADERS = [
  'content-type',
  'allow',
  'www-authenticate',
  'retry-after',
  'x-lintel-cache',
  'age',
  'location',
  'cache-control',
] as const;

/**
 * Timestamps written by the database's clock (`default now()`), by the object that carries them:
 * a webhook subscription's `createdon` (`webhooks.created_at`). Recognised by the keys only a
 * subscription has together (`webhookid` and `createdby`); a delivery log's `createdon` is
 * written by Lintel's own clock and stays compared.
 */
const DB_CLOCK_FIELDS: { when: string[]; field: string }[] = [
  { when: ['webhookid', 'createdby'], field: 'createdon' },
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
/**
 * The id the Sandbox gives a POS customer created with an idempotency key: a hash of the write id,
 * which is random per write (`store/idempotency.ts`). Ids it derives in UUID form are UUIDs above.
 */
const WRITTEN_POS_CUSTOMER = /poscust-[0-9a-f]{20}(?![0-9a-f])/g;

/** One normaliser per golden file: the names it gives last across entries. */
export class Normaliser {
  private readonly uuids = new Map<string, string>();
  private readonly secrets = new Map<string, string>();
  private readonly origins = new Map<string, string>();
  private readonly written = new Map<string, string>();

  /** `origin` (`http://127.0.0.1:<port>`) written as `<name>`. */
  origin(origin: string, name: string): void {
    this.origins.set(origin, `<${name}>`);
  }

  /** A secret the run made (a client's), written `<secret-N>` wherever it appears. */
  secret(value: string): void {
    if (!this.secrets.has(value)) this.secrets.set(value, `<secret-${this.secrets.size + 1}>`);
  }

  /** The client secrets an answer gives (`clientSecret`, the admin API's), registered before it is normalised. */
  private secretsIn(text: string): void {
    for (const match of text.matchAll(/"clientSecret":"([^"]+)"/g)) this.secret(match[1]!);
  }

  text(text: string): string {
    let out = text;
    for (const [origin, name] of this.origins) out = out.replaceAll(origin, name);
    for (const [secret, name] of this.secrets) out = out.replaceAll(secret, name);
    out = out.replace(JWT, '<token>');
    out = out.replace(WRITTEN_POS_CUSTOMER, (id) => {
      let name = this.written.get(id);
      if (!name) {
        name = `poscust-<written-${this.written.size + 1}>`;
        this.written.set(id, name);
      }
      return name;
    });
    return out.replace(UUID, (uuid) => {
      const key = uuid.toLowerCase();
      let name = this.uuids.get(key);
      if (!name) {
        name = `<uuid-${this.uuids.size + 1}>`;
        this.uuids.set(key, name);
      }
      return name;
    });
  }

  /**
   * A body as the golden file holds it: the parsed JSON when the text is exactly its compact
   * serialisation (so comparing the value compares the bytes, key order included), else the text.
   */
  body(text: string): { body: unknown } | { text: string } {
    this.secretsIn(text);
    const normal = this.text(text);
    if (normal === '') return { text: '' };
    let value: unknown;
    try {
      value = JSON.parse(normal);
    } catch {
      return { text: normal };
    }
    if (JSON.stringify(value) !== normal) return { text: normal };
    return { body: dbClockFields(value) };
  }
}

function dbClockFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dbClockFields);
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dbClockFields(v)]));
  for (const { when, field } of DB_CLOCK_FIELDS) {
    if (when.every((key) => key in object) && typeof object[field] === 'string') object[field] = '<db-now>';
  }
  return object;
}

// ---- the table ----------------------------------------------------------------------------

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** One request of the table. `{name}` in its path and in the strings of its body is a value of `State`. */
export interface Req {
  method: Method;
  path: string;
  /**
   * Which credentials it sends: a name of `Runner.tokens` or of a token kept in `State` (default
   * `account`); `none`: no Authorization header.
   */
  auth?: string;
  body?: unknown;
  /** Sent as is (a malformed body). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** The status today's Lintel answers: checked before the body is compared. */
  status: number;
  /** Why this request steps outside Chift's contract (the kit then skips its check). */
  offChift?: string;
  /** Values of the answer kept for later requests' placeholders. */
  keep?: Record<string, (body: any) => string>;
  /** Extra seconds on the fake clock before this request (the `Age` of a cached answer). */
  advance?: number;
}

export interface Group {
  /** The route, as the OpenAPI document writes it: `GET /consumers/{consumer_id}/invoicing/taxes`. */
  route: string;
  requests: Req[];
}

export type State = Record<string, string>;

export interface Entry {
  route: string;
  request: {
    method: string;
    path: string;
    auth: string;
    headers?: Record<string, string>;
    body?: unknown;
    text?: string;
  };
  status: number;
  headers: Record<string, string>;
  body?: unknown;
  text?: string;
}

/** `{name}` → `state[name]`; a placeholder the state lacks is a mistake of the table. */
export function fill(text: string, state: State): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => {
    const value = state[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${text}`);
    return value;
  });
}

function fillBody(body: unknown, state: State): unknown {
  if (typeof body === 'string') return fill(body, state);
  if (Array.isArray(body)) return body.map((v) => fillBody(v, state));
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fillBody(v, state)]));
  }
  return body;
}

export interface Runner {
  t: TestApp;
  normaliser: Normaliser;
  state: State;
  /** Authorization header values by name (`account`, `readOnly`, `bad`…). */
  tokens: Record<string, string>;
}

/** Sends one request of the table and answers its entry (and keeps what it says to keep). */
export async function send(runner: Runner, route: string, req: Req): Promise<Entry> {
  const { t, normaliser, state } = runner;
  advanceClock(STEP_MS + (req.advance ?? 0) * 1000);
  const path = fill(req.path, state);
  const body = req.body === undefined ? undefined : fillBody(req.body, state);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers ?? {})) headers[name] = fill(value, state);
  const auth = req.auth ?? 'account';
  if (auth !== 'none') {
    // A token named in `tokens`, or one an earlier answer gave (kept in `state`).
    const authorization =
      runner.tokens[auth] ?? (state[auth] === undefined ? undefined : `Bearer ${state[auth]}`);
    if (authorization === undefined) throw new Error(`No credentials named ${auth}`);
    headers.authorization = authorization;
  }
  const options: RequestOptions = {
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(req.rawBody !== undefined ? { rawBody: req.rawBody } : {}),
    ...(req.offChift !== undefined ? { offChiftContract: req.offChift } : {}),
  };
  const res = await t.request(req.method, path, options);
  if (res.status !== req.status) {
    throw new Error(
      `${req.method} ${path} answered ${res.status}, the table says ${req.status}\n${res.text}`,
    );
  }
  for (const [name, read] of Object.entries(req.keep ?? {})) state[name] = read(res.body);
  const sentHeaders = { ...req.headers };
  const request: Entry['request'] = {
    method: req.method,
    path: normaliser.text(path),
    auth,
    ...(Object.keys(sentHeaders).length > 0
      ? { headers: JSON.parse(normaliser.text(JSON.stringify(fillHeaders(sentHeaders, state)))) }
      : {}),
  };
  if (body !== undefined) request.body = JSON.parse(normaliser.text(JSON.stringify(body)));
  if (req.rawBody !== undefined) request.text = normaliser.text(req.rawBody);
  const recorded: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) recorded[name] = normaliser.text(value);
  }
  return { route, request, status: res.status, headers: recorded, ...normaliser.body(res.text) };
}

function fillHeaders(headers: Record<string, string>, state: State): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, fill(v, state)]));
}

/**
 * Runs the groups in order, one request at a time. A request that fails (another status than the
 * table's, an answer outside Chift's contract) is reported with all the others at the end.
 */
export async function run(runner: Runner, groups: Group[]): Promise<Entry[]> {
  // The real clock (`performance` is faked): how long the table took, printed for the record.
  const started = process.hrtime.bigint();
  const entries: Entry[] = [];
  const failures: string[] = [];
  for (const group of groups) {
    for (const req of group.requests) {
      try {
        entries.push(await send(runner, group.route, req));
      } catch (error) {
        failures.push(`[${group.route}] ${(error as Error).message}`);
      }
    }
  }
  if (failures.length > 0) throw new Error(`${failures.length} requests failed:\n\n${failures.join('\n\n')}`);
  const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
  console.log(`${entries.length} requests in ${ms} ms`);
  return entries;
}

// ---- the file -----------------------------------------------------------------------------

const label = (entry: Entry | undefined) =>
  entry ? `${entry.request.method} ${entry.request.path} (${entry.route})` : '(none)';

/**
 * Writes `entries` to `file` (UPDATE_GOLDEN=1) or compares them with it. A difference names each
 * request that differs and shows a line diff of the first few, not the whole file.
 */
export function checkGolden(file: URL, entries: Entry[]): void {
  const pretty = (entry: Entry) => JSON.stringify(entry, null, 2);
  if (UPDATE) {
    writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
    return;
  }
  if (!existsSync(file)) throw new Error(`${file.pathname} is missing: run with UPDATE_GOLDEN=1 to write it`);
  const golden = JSON.parse(readFileSync(file, 'utf8')) as Entry[];
  const problems: string[] = [];
  const diffs: string[] = [];
  for (let i = 0; i < Math.max(golden.length, entries.length); i++) {
    const expected = golden[i];
    const actual = entries[i];
    if (expected && actual && pretty(expected) === pretty(actual)) continue;
    problems.push(
      label(expected) === label(actual)
        ? `#${i}: ${label(actual)}`
        : `#${i}: golden ${label(expected)}, live ${label(actual)}`,
    );
    if (diffs.length < 3) {
      diffs.push(
        `--- #${i} ${label(expected ?? actual)} (- golden, + live)\n` +
          lineDiff(expected ? pretty(expected) : '', actual ? pretty(actual) : ''),
      );
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${problems.length} of ${entries.length} requests differ from ${file.pathname.split('/').pop()}` +
        ` (golden has ${golden.length}):\n${problems.slice(0, 30).join('\n')}` +
        `${problems.length > 30 ? `\n… and ${problems.length - 30} more` : ''}\n\n${diffs.join('\n\n')}`,
    );
  }
}

/** A unified line diff with three lines of context (common prefix and suffix trimmed first). */
export function lineDiff(a: string, b: string): string {
  const x = a.split('\n');
  const y = b.split('\n');
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--;
    endY--;
  }
  const mx = x.slice(start, endX);
  const my = y.slice(start, endY);
  const ops: string[] = [];
  if (mx.length * my.length > 4_000_000) {
    // Too large to align: show both sides of the changed region.
    ops.push(...mx.slice(0, 200).map((l) => `- ${l}`), ...my.slice(0, 200).map((l) => `+ ${l}`));
  } else {
    // Longest common subsequence of the changed region, then walked into - / + / = lines.
    const n = mx.length;
    const m = my.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i]![j] = mx[i] === my[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && mx[i] === my[j]) {
        ops.push(`  ${mx[i]}`);
        i++;
        j++;
      } else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) ops.push(`- ${mx[i++]}`);
      else ops.push(`+ ${my[j++]}`);
    }
  }
  const before = x.slice(Math.max(0, start - 3), start).map((l) => `  ${l}`);
  const after = x.slice(endX, endX + 3).map((l) => `  ${l}`);
  // Long unchanged runs inside the region are folded.
  const folded: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 7)
      folded.push(...run.slice(0, 3), `  … ${run.length - 6} unchanged lines`, ...run.slice(-3));
    else folded.push(...run);
    run = [];
  };
  for (const op of ops) {
    if (op.startsWith('  ')) run.push(op);
    else {
      flush();
      folded.push(op);
    }
  }
  flush();
  return [`@@ line ${start + 1} @@`, ...before, ...folded, ...after].join('\n');
}
