import { Agent, fetch as undiciFetch } from 'undici';
import { LintelError } from '../errors.js';
import { guardedLookup, isBlockedLiteral } from '../outbound.js';

/**
 * The one outbound HTTP client of all connectors: connect and total timeouts, retries with
 * capped full-jitter backoff (idempotent calls only), `Retry-After` (seconds or HTTP-date), a
 * circuit breaker and a concurrency limit per connection, and the outbound address rules of
 * contract §3 applied on the address actually connected. Failures surface as the contract's
 * `ERROR_CONNECTOR_REQUEST` (400) with a `detail` naming the vendor, never a credential.
 */

export interface HttpClientOptions {
  /** Connector name used in messages ("Odoo did not answer within 15 s"). */
  vendor: string;
  connectTimeoutMs?: number;
  /** Whole request, headers and body, per attempt. */
  timeoutMs?: number;
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
}

export type HttpClient = ReturnType<typeof createHttpClient>;

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

class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async acquire(): Promise<() => void> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    return () => {
      this.active--;
      this.waiting.shift()?.();
    };
  }
}

function connectorRequestError(detail: string, cause?: unknown): LintelError {
  return new LintelError('ERROR_CONNECTOR_REQUEST', { detail, cause });
}

export function createHttpClient(options: HttpClientOptions) {
  const vendor = options.vendor;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const baseDelayMs = options.baseDelayMs ?? 200;
  const maxDelayMs = options.maxDelayMs ?? 2_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  const breakerThreshold = options.breakerThreshold ?? 5;
  const breakerOpenMs = options.breakerOpenMs ?? 30_000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const agent = new Agent({
    connect: {
      timeout: options.connectTimeoutMs ?? 5_000,
      ...(options.blockPrivateNetworks ? { lookup: guardedLookup } : {}),
    },
    keepAliveTimeout: 10_000,
  });
  const breakers = new Map<string, Breaker>();
  const semaphores = new Map<string, Semaphore>();

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

  async function attempt(request: VendorRequest): Promise<VendorResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const response = await undiciFetch(request.url, {
      method: request.method,
      headers,
      ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
      dispatcher: agent,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers as unknown as Headers, text, json };
  }

  function describeFailure(error: unknown): string {
    const e = error as { name?: string };
    // undici nests the socket error: walk the cause chain for the first code.
    let code: string | undefined;
    for (
      let c = error as { code?: string; cause?: unknown } | undefined;
      c && !code;
      c = c.cause as typeof c
    ) {
      code = c.code;
    }
    if (e.name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return `${vendor} did not answer within ${timeoutMs / 1000} s`;
    }
    if (code === 'UND_ERR_CONNECT_TIMEOUT') return `${vendor} could not be reached (connect timeout)`;
    if (code === 'EBLOCKEDADDRESS') return `${vendor} URL resolves to a private or loopback address, refused`;
    if (code === 'ECONNREFUSED') return `${vendor} refused the connection`;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${vendor} host could not be resolved`;
    return `${vendor} could not be reached${code ? ` (${code})` : ''}`;
  }

  return {
    /**
     * Sends `request` on behalf of connection `key`. Answers every HTTP response the retry
     * policy settles on (the connector maps 401, 404, … itself); throws ERROR_CONNECTOR_REQUEST
     * for no answer, an open breaker, or retryable statuses that persist.
     */
    async request(key: string, request: VendorRequest): Promise<VendorResponse> {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        throw connectorRequestError(`${vendor} base URL is not a valid URL`);
      }
      if (options.blockPrivateNetworks && isBlockedLiteral(url)) {
        throw connectorRequestError(`${vendor} URL points at a private or loopback address, refused`);
      }
      const breaker = breakerOf(key);
      const t = now();
      const paused = () =>
        connectorRequestError(
          `${vendor} is failing; calls are paused for ${Math.ceil((breaker.openUntil - t) / 1000)} s`,
        );
      if (breaker.openUntil > t) throw paused();
      if (breaker.openUntil !== 0) {
        // Half-open: one call probes the vendor; the others fail fast until it settles.
        if (breaker.probing) throw paused();
        breaker.probing = true;
      }

      let semaphore = semaphores.get(key);
      if (!semaphore) {
        semaphore = new Semaphore(options.concurrency ?? 4);
        semaphores.set(key, semaphore);
      }
      const release = await semaphore.acquire();
      try {
        const maxAttempts = request.idempotent ? retries + 1 : 1;
        for (let n = 0; ; n++) {
          let response: VendorResponse | undefined;
          let failure: unknown;
          try {
            response = await attempt(request);
          } catch (error) {
            failure = error;
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
          if (response) {
            const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
            if (retryAfter !== undefined) {
              if (retryAfter > maxRetryAfterMs) {
                // Waiting that long would hold the client's request: fail now, say when to retry.
                throw connectorRequestError(
                  `${vendor} asked to retry after ${Math.ceil(retryAfter / 1000)} s (HTTP ${response.status})`,
                );
              }
              wait = retryAfter;
            }
          }
          if (last) {
            // Rate limiting says nothing about the vendor's health: only other failures count.
            if (response?.status !== 429) {
              breaker.failures++;
              if (breaker.probing || breaker.failures >= breakerThreshold)
                breaker.openUntil = now() + breakerOpenMs;
            }
            breaker.probing = false;
            if (failure !== undefined)
              throw connectorRequestError(`${describeFailure(failure)} (${request.what})`, failure);
            throw connectorRequestError(`${vendor} answered HTTP ${response!.status} (${request.what})`);
          }
          await sleep(wait);
        }
      } finally {
        // However the probe ended, it no longer blocks the next one.
        breaker.probing = false;
        release();
      }
    },

    /** Breaker state of a connection, for tests and diagnostics. */
    breakerState(key: string): 'closed' | 'open' | 'half-open' {
      const breaker = breakers.get(key);
      if (!breaker || breaker.openUntil === 0) return 'closed';
      if (breaker.probing) return 'half-open';
      return breaker.openUntil > now() ? 'open' : 'half-open';
    },

    close: () => agent.close(),
  };
}
