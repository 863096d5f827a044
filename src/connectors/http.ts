import { AsyncLocalStorage } from 'node:async_hooks';
import PQueue from 'p-queue';
import { Agent, fetch as undiciFetch } from 'undici';
import { LintelError, type ValidationIssue } from '../errors.js';
import { guardedLookup, isBlockedLiteral } from '../outbound.js';

/**
 * The one outbound HTTP client of all connectors: connect and per-attempt timeouts, one deadline
 * per Lintel request (the wait for a connection slot, every attempt and the waits between them),
 * retries with capped full-jitter backoff (idempotent calls only), `Retry-After` (seconds or
 * HTTP-date), a circuit breaker and a concurrency limit per connection, and the outbound address
 * rules of contract §3 applied on the address actually connected. Failures surface as the
 * contract's `ERROR_CONNECTOR_REQUEST` (400) with a `detail` naming the vendor.
 *
 * It is also the one place that keeps credentials out of what clients see: a connector talks to
 * its vendor through `connection(key, credentials)`, and every error leaving that connection
 * (transport failures, and whatever the connector throws while reading the answer) has every
 * credential value of the connection replaced by `***` before it is cut to length.
 */

export interface HttpClientOptions {
  /** Connector name used in messages ("Odoo did not answer within 15 s"). */
  vendor: string;
  connectTimeoutMs?: number;
  /** Whole request, headers and body, per attempt. */
  timeoutMs?: number;
  /**
   * Everything one Lintel request asks of the vendor: slot waits, attempts and retry waits
   * (`LINTEL_VENDOR_DEADLINE_SECONDS`). Calls made inside `withVendorDeadline` share one
   * deadline, set by the first; any other call gets its own.
   */
  deadlineMs?: number;
  /** Extra attempts after the first, for idempotent calls. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the call fails at once. */
  maxRetryAfterMs?: number;
  /** Consecutive failures that open a connection's breaker, and how long it stays open. */
  breakerThreshold?: number;
  breakerOpenMs?: number;
  /** Requests in flight per connection; more wait their turn. */
  concurrency?: number;
  /** Refuse private, loopback, link-local and metadata addresses (production). */
  blockPrivateNetworks?: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told of every call and given the breakers to read (metrics); connectors never see it. */
  observer?: HttpObserver;
}

/**
 * How a vendor call (its attempts and waits together) ended: an HTTP answer below 400, an
 * HTTP error answer (4xx, or 5xx/429 that outlasted the retries), no answer in time, no
 * connection, an address refused by the outbound rules, or not tried because the breaker is open.
 */
export type VendorCallOutcome = 'ok' | 'http_error' | 'timeout' | 'unreachable' | 'refused' | 'breaker_open';

/** Connections of one client per breaker state. */
export interface BreakerCounts {
  closed: number;
  open: number;
  half_open: number;
}

export interface HttpObserver {
  /** One call ended; `operation` is the model operation it served (`invoicing.taxes.list`) or `other`. */
  call(event: { connector: string; operation: string; outcome: VendorCallOutcome; seconds: number }): void;
  /** Called once per client: `read` counts its connections' breakers at any time. */
  breakers?(connector: string, read: () => BreakerCounts): void;
}

export interface VendorRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Safe to send again (reads, and writes the vendor deduplicates). */
  idempotent: boolean;
  /** What the call does, for error details ("list tax rates"). */
  what: string;
}

export interface VendorResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  /**
   * Where it came from, `https://host:port/`: the URL's origin alone (no path, query or user
   * info, which may carry keys), for error details that say where to look.
   */
  at: string;
}

const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Milliseconds to wait from a `Retry-After` header (delta-seconds or HTTP-date), if any. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

interface Breaker {
  failures: number;
  openUntil: number;
  probing: boolean;
}

function connectorRequestError(detail: string, cause?: unknown): LintelError {
  return new LintelError('ERROR_CONNECTOR_REQUEST', { detail, cause });
}

/**
 * Errors whose text the client wrote itself from the vendor's name, the call's `what` and the
 * origin it called (transport failures, deadlines): no vendor text, so nothing to redact, and
 * the origin must stay readable (it is where the failure is; the `url` credential it comes from
 * is not a secret, and an origin carries no path, query or user info).
 */
const ownText = new WeakSet<LintelError>();

/** A failure the client describes itself (no vendor text: see `ownText`). */
function ownError(detail: string, cause?: unknown): LintelError {
  const error = connectorRequestError(detail, cause);
  ownText.add(error);
  return error;
}

/** The deadline shared by the vendor calls of one Lintel request; set by its first call. */
interface DeadlineScope {
  deadlineAt?: number;
  /** The clock `deadlineAt` is on (the HTTP client's, which tests may set). */
  now?: () => number;
  /** The model operation being served, for metrics. */
  operation?: string;
}

const deadlineScopes = new AsyncLocalStorage<DeadlineScope>();

/**
 * Runs `work` (one connector operation of one Lintel request) so that every vendor call it makes
 * shares one deadline: a Mews listing's three rounds of calls, or Square's cursor pages, end
 * together at `deadlineMs` after the first call rather than each getting its own.
 *
 * On Node 20 an AsyncLocalStorage, once used, hooks every promise of the process: a few per cent
 * of a cached read (issue 10's profile). Connectors that call no vendor (the Sandbox) run without
 * it (registry.ts). Disabling it again whenever no operation ran was tried and dropped: calls
 * queued for a connection slot then lost their request's deadline and went out late.
 */
export function withVendorDeadline<T>(work: () => Promise<T>, operation?: string): Promise<T> {
  return deadlineScopes.run(operation === undefined ? {} : { operation }, work);
}

/**
 * The cause of every deadline error (kept through redaction): how `joinSharedLoad` tells them,
 * with the window and the clock of the client that gave up.
 */
class DeadlinePassed extends Error {
  constructor(
    readonly deadlineMs: number,
    readonly now: () => number,
  ) {
    super('the vendor deadline passed');
  }
}

/**
 * Waits for a load shared by the requests that ask while it runs (a connection's memo or cache;
 * `fetch` answers the one under way or starts one). The load runs in the scope of the request
 * that started it and ends at that request's deadline, so a request that joined it just before
 * would get that deadline's error within milliseconds of arriving.
 *
 * So when the load fails on a deadline, this request's own deadline is fixed (by its earlier
 * vendor calls, or else from when it joined: joining was its first wait on the vendor), and one
 * new load is started in its scope only if at least half of its window is left. With less, the
 * error stands: the vendor did not answer for most of this request's window, and a call started
 * in its last moments could only go out to be cut (requests that arrive together share one load
 * and one outcome, and nothing reaches the vendor after their deadline).
 */
export async function joinSharedLoad<T>(fetch: () => Promise<T>): Promise<T> {
  const joined = performance.now();
  try {
    return await fetch();
  } catch (error) {
    const passed =
      error instanceof LintelError && error.cause instanceof DeadlinePassed ? error.cause : undefined;
    const scope = deadlineScopes.getStore();
    if (!passed || !scope) throw error;
    const clock = scope.now ?? passed.now;
    if (scope.deadlineAt === undefined) {
      scope.deadlineAt = clock() - Math.round(performance.now() - joined) + passed.deadlineMs;
      scope.now = clock;
    }
    if (scope.deadlineAt - clock() < passed.deadlineMs / 2) throw error;
    return fetch();
  }
}

/** The first `code` along the error's cause chain (undici nests the socket error). */
function causeCode(error: unknown): string | undefined {
  for (let c = error as { code?: string; cause?: unknown } | undefined; c; c = c.cause as typeof c) {
    if (c.code) return c.code;
  }
  return undefined;
}

/** The message of the innermost cause (undici's `fetch failed` wraps what happened). */
function causeMessage(error: unknown): string | undefined {
  let message: string | undefined;
  for (let c = error as { message?: string; cause?: unknown } | undefined; c; c = c.cause as typeof c) {
    if (typeof c !== 'object') break;
    if (typeof c.message === 'string') message = c.message;
  }
  return message;
}

/** Certificate failures, in words (Node's `tls` codes, from OpenSSL's verify errors). */
const TLS_CERT_REASONS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed certificate in the chain',
  CERT_HAS_EXPIRED: 'certificate expired',
  CERT_NOT_YET_VALID: 'certificate not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the certificate is for another host name',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'issuer not trusted',
  UNABLE_TO_GET_ISSUER_CERT: 'issuer not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'issuer not trusted',
  CERT_REVOKED: 'certificate revoked',
};
/** Any other TLS failure (a handshake refused, https to a plain HTTP port). */
const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_)/;

/** Milliseconds as seconds for a sentence: 10 000 → `10`, 300 → `0.3`. */
function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

/** What replaces a credential value in vendor text. */
export const REDACTED = '***';
/** Credential values shorter than this are not looked for (they would match ordinary words). */
const MIN_SECRET_LENGTH = 4;
/** Client-facing text from a vendor is cut to this many characters, after redaction. */
const MAX_VENDOR_TEXT = 500;

/** The distinct credential values worth looking for, longest first (a key containing another goes first). */
/**
 * A bare address (`https://host:port`, nothing after the origin but a slash): where a vendor is,
 * which errors name so that a wrong one can be seen (issue 30), not a secret. An address with
 * user info, a path or a query may carry a key, and stays redacted.
 */
const BARE_ADDRESS = /^https?:\/\/[^/@?#\s]+\/?$/i;

export function secretValues(credentials: Record<string, string> | readonly string[]): string[] {
  const values = Array.isArray(credentials) ? credentials : Object.values(credentials);
  const secret = (v: unknown): v is string =>
    typeof v === 'string' && v.length >= MIN_SECRET_LENGTH && !BARE_ADDRESS.test(v);
  return [...new Set(values.filter(secret))].sort((a, b) => b.length - a.length);
}

/** `text` without any of `secrets`, then cut to length (redacted first: a cut must not keep half a key). */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  return out.length > MAX_VENDOR_TEXT ? `${out.slice(0, MAX_VENDOR_TEXT)}…` : out;
}

/** `error` with its message and detail redacted; anything that is not a LintelError unchanged. */
function redactError(error: unknown, secrets: readonly string[]): unknown {
  if (!(error instanceof LintelError) || secrets.length === 0 || ownText.has(error)) return error;
  const detail =
    typeof error.detail === 'string'
      ? redactText(error.detail, secrets)
      : error.detail.map(
          (issue): ValidationIssue => ({
            ...issue,
            msg: redactText(issue.msg, secrets),
            ...(typeof issue.input === 'string' ? { input: redactText(issue.input, secrets) } : {}),
          }),
        );
  return new LintelError(error.code, {
    message: redactText(error.message, secrets),
    detail,
    headers: error.headers,
    cause: error.cause,
  });
}

/** One connection's view of the client: its breaker and slot key, and its credentials to redact. */
export interface VendorConnection {
  /**
   * Sends `request`; `read` turns the answer into the connector's value (status checks,
   * parsing). Any error from the call or from `read` leaves without a credential value.
   */
  request<T = VendorResponse>(
    request: VendorRequest,
    read?: (response: VendorResponse) => T | Promise<T>,
  ): Promise<T>;
  /** `text` (vendor text the connector quotes outside `read`) without a credential value. */
  redact(text: string): string;
}

export function createHttpClient(options: HttpClientOptions) {
  const vendor = options.vendor;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadlineMs = options.deadlineMs ?? 20_000;
  const retries = options.retries ?? 2;
  const baseDelayMs = options.baseDelayMs ?? 200;
  const maxDelayMs = options.maxDelayMs ?? 2_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  /**
   * The least time left for which a vendor call is sent. An attempt with a few ms left cannot be
   * answered (vendors take 100 ms to 2 s) and would only reach a vendor that is not answering
   * once its client's request is as good as over: a call queued for a slot behind calls that the
   * same deadline just cut would. A tenth of the deadline when that is shorter.
   */
  const minCallMs = Math.min(100, deadlineMs / 10);
  const breakerThreshold = options.breakerThreshold ?? 5;
  const breakerOpenMs = options.breakerOpenMs ?? 30_000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const agent = new Agent({
    connect: {
      timeout: connectTimeoutMs,
      ...(options.blockPrivateNetworks ? { lookup: guardedLookup } : {}),
    },
    keepAliveTimeout: 10_000,
  });
  const breakers = new Map<string, Breaker>();
  /** Per connection: its calls run at most `concurrency` at a time; the others wait in turn. */
  const slots = new Map<string, PQueue>();
  const observer = options.observer;

  function breakerState(key: string): 'closed' | 'open' | 'half-open' {
    const breaker = breakers.get(key);
    if (!breaker || breaker.openUntil === 0) return 'closed';
    if (breaker.probing) return 'half-open';
    return breaker.openUntil > now() ? 'open' : 'half-open';
  }
  observer?.breakers?.(vendor, () => {
    const counts: BreakerCounts = { closed: 0, open: 0, half_open: 0 };
    for (const key of breakers.keys()) {
      const state = breakerState(key);
      counts[state === 'half-open' ? 'half_open' : state]++;
    }
    return counts;
  });

  const breakerOf = (key: string) => {
    let breaker = breakers.get(key);
    if (!breaker) {
      breaker = { failures: 0, openUntil: 0, probing: false };
      breakers.set(key, breaker);
    }
    return breaker;
  };

  /** Full jitter: uniform in [0, min(cap, base·2^attempt)]. */
  const backoff = (attempt: number) =>
    Math.round(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));

  /** The vendor timed out: the request's deadline passed (or would pass before the next try). */
  function deadlineError(what: string, url: URL, attempts: number, queued = true): LintelError {
    const tries =
      attempts > 0
        ? `${attempts} attempt${attempts === 1 ? '' : 's'}`
        : queued
          ? 'no free connection slot in time'
          : 'too little time left to call';
    const error = new LintelError('ERROR_CONNECTOR_REQUEST', {
      message: `Error while trying to perform your request: ${vendor} timed out`,
      detail: `${vendor} did not answer within the ${seconds(deadlineMs)} s deadline at ${url.origin}/ (${what}; ${tries})`,
      cause: new DeadlinePassed(deadlineMs, now),
    });
    ownText.add(error);
    return error;
  }

  /** A call that got no HTTP answer: why, and where it went. */
  function unreachableError(error: unknown, url: URL, what: string): LintelError {
    return ownError(`${describeFailure(error, url)} (${what})`, error);
  }

  async function attempt(request: VendorRequest, attemptTimeoutMs: number): Promise<VendorResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const response = await undiciFetch(request.url, {
      method: request.method,
      headers,
      ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
      dispatcher: agent,
      redirect: 'manual',
      signal: AbortSignal.timeout(attemptTimeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers as unknown as Headers,
      text,
      json,
      at: `${new URL(request.url).origin}/`,
    };
  }

  /** The outcome of a call that got no HTTP answer. */
  function failureOutcome(error: unknown): VendorCallOutcome {
    const e = error as { name?: string };
    const code = causeCode(error);
    if (e.name === 'TimeoutError' || (code?.startsWith('UND_ERR_') && code.endsWith('_TIMEOUT')))
      return 'timeout';
    if (code === 'EBLOCKEDADDRESS') return 'refused';
    return 'unreachable';
  }

  /**
   * Why a call got no HTTP answer, in words a person can act on, with where it went:
   * `Odoo could not be reached: connection refused at http://127.0.0.1:8069/`. Only the URL's
   * origin is named (no path, query or user info, which may carry keys).
   */
  function describeFailure(error: unknown, url: URL): string {
    const e = error as { name?: string };
    const code = causeCode(error);
    const at = `${url.origin}/`;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (e.name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return `${vendor} did not answer: timed out after ${seconds(timeoutMs)} s at ${at}`;
    }
    const unreachable = `${vendor} could not be reached`;
    if (code === 'UND_ERR_CONNECT_TIMEOUT')
      return `${unreachable}: no connection within ${seconds(connectTimeoutMs)} s at ${at}`;
    if (code === 'EBLOCKEDADDRESS')
      return `${unreachable}: ${host} resolves to a private or loopback address, refused (LINTEL_ALLOW_PRIVATE_NETWORKS)`;
    if (code === 'ECONNREFUSED') return `${unreachable}: connection refused at ${at}`;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'EAI_FAIL')
      return `${unreachable}: host ${host} could not be resolved`;
    if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET')
      return `${unreachable}: the connection was closed before an answer at ${at}`;
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `${unreachable}: no network route to ${at}`;
    if (code && TLS_CERT_REASONS[code])
      return `${unreachable}: TLS certificate not valid for ${host}: ${TLS_CERT_REASONS[code]}`;
    if (code && TLS_CODES.test(code)) return `${unreachable}: TLS failed at ${at} (${code})`;
    // fetch never calls the ports browsers block (e.g. 9, 25, 6000): it fails before connecting.
    if (causeMessage(error) === 'bad port')
      return `${unreachable}: port ${url.port} of ${at} is one HTTP clients never call`;
    return `${unreachable} at ${at}${code ? ` (${code})` : ''}`;
  }

  /**
   * Sends `request` on behalf of connection `key`. Answers every HTTP response the retry
   * policy settles on (the connector maps 401, 404, … itself); throws ERROR_CONNECTOR_REQUEST
   * for no answer, an open breaker, retryable statuses that persist, or a passed deadline.
   */
  async function request(key: string, request: VendorRequest): Promise<VendorResponse> {
    const scope = deadlineScopes.getStore();
    if (scope && scope.deadlineAt === undefined) {
      scope.deadlineAt = now() + deadlineMs;
      scope.now = now;
    }
    const deadlineAt = scope?.deadlineAt ?? now() + deadlineMs;
    if (!observer) return send(key, request, deadlineAt, {});
    const started = performance.now();
    const call: { outcome?: VendorCallOutcome } = {};
    try {
      const response = await send(key, request, deadlineAt, call);
      call.outcome = response.status < 400 ? 'ok' : 'http_error';
      return response;
    } finally {
      observer.call({
        connector: vendor,
        operation: scope?.operation ?? 'other',
        outcome: call.outcome ?? 'unreachable',
        seconds: (performance.now() - started) / 1000,
      });
    }
  }

  /** `call.outcome` is set on every way out by an error (metrics). */
  async function send(
    key: string,
    request: VendorRequest,
    deadlineAt: number,
    call: { outcome?: VendorCallOutcome },
  ): Promise<VendorResponse> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      call.outcome = 'refused';
      throw connectorRequestError(`${vendor} base URL is not a valid URL`);
    }
    if (options.blockPrivateNetworks && isBlockedLiteral(url)) {
      call.outcome = 'refused';
      throw ownError(
        `${vendor} could not be reached: ${url.hostname.replace(/^\[|\]$/g, '')} is a private or loopback address, refused (LINTEL_ALLOW_PRIVATE_NETWORKS)`,
      );
    }
    const breaker = breakerOf(key);
    const t = now();
    const paused = () =>
      ownError(
        `${vendor} is failing at ${url.origin}/; calls are paused for ${Math.ceil((breaker.openUntil - t) / 1000)} s`,
      );
    call.outcome = 'breaker_open';
    if (breaker.openUntil > t) throw paused();
    if (breaker.openUntil !== 0) {
      // Half-open: one call probes the vendor; the others fail fast until it settles.
      if (breaker.probing) throw paused();
      breaker.probing = true;
    }
    // Past the breaker, a way out that sets nothing else is a deadline.
    call.outcome = 'timeout';

    let slot = slots.get(key);
    if (!slot) {
      slot = new PQueue({ concurrency: options.concurrency ?? 4 });
      slots.set(key, slot);
    }
    // With a slot free, `add` starts the task before it returns (`pending` counts it).
    const queued = slot.pending >= slot.concurrency;
    // A call waiting for a slot leaves the queue when its deadline passes, so it never takes a
    // slot later. The signal is for the wait only: aborted while a task runs, p-queue would free
    // its slot with its attempt still going, so the timer stops when the task starts.
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(), Math.max(0, deadlineAt - now()));
    let started = false;
    try {
      return await slot.add(
        () => {
          started = true;
          clearTimeout(timer);
          return attempts(request, url, deadlineAt, queued, breaker, call);
        },
        { signal: waiting.signal },
      );
    } catch (error) {
      if (started) throw error;
      // Never reached the vendor: nothing to hold against its breaker, but the probe is free again.
      if (breaker.probing) breaker.probing = false;
      throw deadlineError(request.what, url, 0);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The attempts of one call, once it holds one of its connection's slots. */
  async function attempts(
    request: VendorRequest,
    url: URL,
    deadlineAt: number,
    queued: boolean,
    breaker: Breaker,
    call: { outcome?: VendorCallOutcome },
  ): Promise<VendorResponse> {
    /** Counts a failed call against the connection's breaker. */
    const failed = (status?: number) => {
      // Rate limiting says nothing about the vendor's health: only other failures count.
      if (status !== 429) {
        breaker.failures++;
        if (breaker.probing || breaker.failures >= breakerThreshold)
          breaker.openUntil = now() + breakerOpenMs;
      }
      breaker.probing = false;
    };
    try {
      const maxAttempts = request.idempotent ? retries + 1 : 1;
      for (let n = 0; ; n++) {
        const left = deadlineAt - now();
        if (left < minCallMs) {
          // The slot came too late (a waiter woken as the calls ahead of it were cut by the same
          // deadline), earlier calls of the request left too little time (n = 0: the vendor was
          // not called), or a wait overshot.
          if (n > 0) failed();
          throw deadlineError(request.what, url, n, queued);
        }
        let response: VendorResponse | undefined;
        let failure: unknown;
        try {
          response = await attempt(request, Math.min(timeoutMs, left));
        } catch (error) {
          failure = error;
        }
        if (failure !== undefined && left < timeoutMs && now() >= deadlineAt) {
          // The attempt was cut by the request's deadline, not by its own timeout.
          failed();
          throw deadlineError(request.what, url, n + 1);
        }
        const retryable =
          failure !== undefined || (response !== undefined && RETRYABLE_STATUS.has(response.status));
        if (!retryable) {
          breaker.failures = 0;
          breaker.openUntil = 0;
          breaker.probing = false;
          return response!;
        }
        const last = n + 1 >= maxAttempts;
        let wait = backoff(n);
        let askedToWait = false;
        if (response) {
          const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
          if (retryAfter !== undefined) {
            if (retryAfter > maxRetryAfterMs) {
              // Waiting that long would hold the client's request: fail now, say when to retry.
              call.outcome = 'http_error';
              throw ownError(
                `${vendor} asked to retry after ${Math.ceil(retryAfter / 1000)} s (HTTP ${response.status} at ${url.origin}/, ${request.what})`,
              );
            }
            wait = retryAfter;
            askedToWait = true;
          }
        }
        if (last) {
          failed(response?.status);
          call.outcome = failure !== undefined ? failureOutcome(failure) : 'http_error';
          if (failure !== undefined) throw unreachableError(failure, url, request.what);
          throw ownError(`${vendor} answered HTTP ${response!.status} at ${url.origin}/ (${request.what})`);
        }
        if (now() + wait > deadlineAt - minCallMs) {
          // The next attempt would start (nearly) past the deadline: stop now, the vendor sees no more.
          failed(response?.status);
          if (askedToWait && response) {
            call.outcome = 'http_error';
            throw ownError(
              `${vendor} asked to retry after ${Math.ceil(wait / 1000)} s, past the ${seconds(deadlineMs)} s deadline (HTTP ${response.status} at ${url.origin}/, ${request.what})`,
            );
          }
          throw deadlineError(request.what, url, n + 1);
        }
        await sleep(wait);
      }
    } finally {
      // However the probe ended, it no longer blocks the next one.
      breaker.probing = false;
    }
  }

  return {
    request,

    /**
     * The client as connection `key` uses it: every error out of `request` (and its `read`)
     * carries no value of `credentials` (all of them, length ≥ 4), in message or detail.
     */
    connection(key: string, credentials: Record<string, string> | readonly string[]): VendorConnection {
      const secrets = secretValues(credentials);
      return {
        async request<T = VendorResponse>(
          vendorRequest: VendorRequest,
          read?: (response: VendorResponse) => T | Promise<T>,
        ): Promise<T> {
          try {
            const response = await request(key, vendorRequest);
            return read ? await read(response) : (response as T);
          } catch (error) {
            throw redactError(error, secrets);
          }
        },
        redact: (text) => redactText(text, secrets),
      };
    },

    /** Breaker state of a connection, for tests and diagnostics. */
    breakerState,

    close: () => agent.close(),
  };
}
