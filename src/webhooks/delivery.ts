import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import type { WebhookLogItem } from '../model/index.js';
import { guardedLookup, isBlockedLiteral } from '../outbound.js';
import type { ClaimedDelivery, DeliveryOutcome } from '../store/events.js';
import type { Store } from '../store/index.js';
import type { WebhookLog } from '../store/webhooks.js';
import { signDelivery } from './signing.js';

/**
 * The delivery worker: claims due deliveries from the outbox, POSTs them, logs every attempt and
 * schedules retries. Several processes run it against one PostgreSQL; the claim (`FOR UPDATE
 * SKIP LOCKED` plus a lease) keeps any attempt from being sent twice, and an expired lease after
 * a crash makes the delivery due again (at least once, same `webhook-id`).
 */
export interface DeliveryWorkerOptions {
  store: Store;
  logger: Logger;
  /** Seconds to wait after each failed attempt; its length bounds the retries. */
  retrySchedule: number[];
  /** Refuse private, loopback, link-local and metadata targets (production). */
  blockPrivateNetworks: boolean;
  timeoutMs?: number;
  /** Deliveries in flight in this process, and per subscription. */
  concurrency?: number;
  perSubscription?: number;
  /** How often to look for due deliveries when nothing woke the worker. */
  pollIntervalMs?: number;
  /** A subscription failing this long in a row is set inactive. */
  disableAfterMs?: number;
  random?: () => number;
  /** Told how every attempt ended (metrics); the worker knows nothing of what listens. */
  onAttempt?: (outcome: AttemptOutcome) => void;
}

/** How an attempt ended for its delivery: done, to be tried again, abandoned, or not sent. */
export type AttemptOutcome = 'delivered' | 'retry_scheduled' | 'given_up' | 'cancelled';

/** Why no HTTP answer came, in the words of a log row's `error` (declared in the model). */
export type DeliveryError = NonNullable<WebhookLogItem['error']>;

/** How much of a receiver's answer a log row keeps. */
export const RESPONSE_BODY_BYTES = 1024;

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT|UNABLE_TO_)/;

/** The first socket or undici error code on `error`'s cause chain. */
function errorCode(error: unknown): string | undefined {
  for (let c = error as { code?: unknown; cause?: unknown } | undefined; c; c = c.cause as typeof c) {
    if (typeof c.code === 'string') return c.code;
    if (typeof c !== 'object') break;
  }
  return undefined;
}

/** Names a failure to get an answer the way a person reading the log row would. */
export function describeDeliveryError(error: unknown): DeliveryError {
  const name = (error as { name?: string } | undefined)?.name;
  const code = errorCode(error);
  if (name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT')
    return 'timeout';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'EBLOCKEDADDRESS') return 'private address refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'EAI_FAIL')
    return 'DNS failure';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return 'connection reset';
  if (code && TLS_CODES.test(code)) return 'TLS failure';
  return 'unreachable';
}

/** A response body as undici's and the web's streams both are. */
interface ByteStream {
  getReader(): {
    read(): Promise<{ done: boolean; value?: Uint8Array | undefined }>;
    cancel(): Promise<void>;
  };
}

/**
 * At most `maxBytes` of `body` as text, then the rest is dropped unread. A receiver that stops
 * sending mid-body leaves what came so far. NUL characters, which PostgreSQL text refuses, become
 * U+FFFD; a character cut at the limit is left out.
 */
export async function readPrefix(body: ByteStream | null, maxBytes = RESPONSE_BODY_BYTES): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < maxBytes) {
      const { done, value } = await reader.read();
      if (done || !value) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } catch {
    // Cut off mid-body (timeout, reset): what came is still worth showing.
  } finally {
    await reader.cancel().catch(() => {});
  }
  const bytes = Buffer.concat(chunks).subarray(0, maxBytes);
  return new TextDecoder().decode(bytes, { stream: true }).replaceAll('\u0000', '\ufffd');
}

export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { store, logger } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const concurrency = options.concurrency ?? 32;
  const perSubscription = options.perSubscription ?? 4;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const disableAfterMs = options.disableAfterMs ?? 5 * 86_400_000;
  const random = options.random ?? Math.random;
  // A claim outlives any attempt (the timeout) with room to record the outcome; a process killed
  // mid-attempt holds its deliveries only that long.
  const LEASE_SECONDS = Math.max(4, Math.ceil((2 * timeoutMs) / 1000));
  const agent = new Agent({
    connect: { timeout: 5_000, ...(options.blockPrivateNetworks ? { lookup: guardedLookup } : {}) },
  });
  const inFlight = new Map<string, number>();
  let active = 0;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;
  const settled = new Set<Promise<unknown>>();

  /** Seconds before the next attempt after `attempts` failed ones, or undefined to give up. */
  function retryDelay(attempts: number, retryAfter: number | undefined): number | undefined {
    const base = options.retrySchedule[attempts - 1];
    if (base === undefined) return undefined;
    if (retryAfter !== undefined) return Math.min(Math.max(retryAfter, 1), 86_400);
    // ±10 % jitter so retries of many events do not land together.
    return Math.max(0, base * (0.9 + random() * 0.2));
  }

  interface SendResult {
    /** 0 when no HTTP answer came. */
    status: number;
    retryAfter?: number;
    error?: DeliveryError;
    responseBody?: string;
  }

  async function send(delivery: ClaimedDelivery): Promise<SendResult> {
    const headers = signDelivery({
      eventId: delivery.eventId,
      timestamp: Math.floor(Date.now() / 1000),
      body: delivery.body,
      secret: delivery.signingSecret,
    });
    let url: URL;
    try {
      url = new URL(delivery.url);
    } catch {
      return { status: 0, error: 'invalid URL' };
    }
    if (options.blockPrivateNetworks && isBlockedLiteral(url))
      return { status: 0, error: 'private address refused' };
    try {
      const response = await undiciFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Lintel-Webhooks/1.0', ...headers },
        body: delivery.body,
        dispatcher: agent,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const responseBody = await readPrefix(response.body);
      const header = response.headers.get('retry-after');
      let retryAfter: number | undefined;
      if (header && /^\d+$/.test(header.trim())) retryAfter = Number(header.trim());
      else if (header && !Number.isNaN(Date.parse(header)))
        retryAfter = Math.ceil((Date.parse(header) - Date.now()) / 1000);
      return { status: response.status, responseBody, ...(retryAfter !== undefined ? { retryAfter } : {}) };
    } catch (error) {
      logger.debug({ err: error, webhookId: delivery.webhookId }, 'webhook delivery got no answer');
      return { status: 0, error: describeDeliveryError(error) };
    }
  }

  /** One attempt of one claimed delivery: send, log, settle. Answers the log row. */
  async function attempt(delivery: ClaimedDelivery, force = false): Promise<WebhookLog | undefined> {
    // A subscription switched off meanwhile gets nothing more, except what its owner asks for now.
    if (delivery.webhookStatus !== 'active' && !force) {
      await store.events.settle(delivery, { status: 'cancelled', httpStatus: 0 });
      options.onAttempt?.('cancelled');
      return undefined;
    }
    const result = await send(delivery);
    const ok = result.status >= 200 && result.status < 300;
    let outcome: DeliveryOutcome;
    if (ok) outcome = { status: 'delivered', httpStatus: result.status };
    else if (result.status === 410) outcome = { status: 'failed', httpStatus: 410 };
    else {
      const delay = retryDelay(delivery.attempts, result.retryAfter);
      outcome =
        delay === undefined
          ? { status: 'failed', httpStatus: result.status }
          : { status: 'pending', httpStatus: result.status, retryInSeconds: delay };
    }
    const createdAt = new Date();
    const log: WebhookLog = {
      id: randomUUID(),
      webhookId: delivery.webhookId,
      accountId: delivery.accountId,
      event: delivery.event,
      url: delivery.url,
      httpStatus: result.status,
      integrationId: delivery.integrationId,
      createdAt,
      eventId: delivery.eventId,
      attempt: delivery.attempts,
      error: result.error ?? null,
      responseBody: result.responseBody ?? null,
      nextAttemptAt:
        outcome.status === 'pending' ? new Date(createdAt.getTime() + outcome.retryInSeconds * 1000) : null,
    };
    if (!ok) {
      const reason = result.error ?? `HTTP ${result.status}`;
      logger.warn(
        {
          webhookId: delivery.webhookId,
          eventId: delivery.eventId,
          event: delivery.event,
          // The host only: a receiver URL may carry a token in its path or query.
          host: safeHost(delivery.url),
          attempt: delivery.attempts,
          httpStatus: result.status,
          reason,
          nextAttemptAt: log.nextAttemptAt?.toISOString() ?? null,
        },
        `webhook delivery failed: ${reason}${log.nextAttemptAt ? '; will retry' : '; given up'}`,
      );
    }
    await store.transaction(async (tx) => {
      await tx.events.settle(delivery, outcome);
      await tx.webhooks.addLog({ ...log, deliveryId: delivery.id });
      if (ok) await tx.webhooks.markSucceeded(delivery.webhookId);
      else if (result.status === 410) await tx.webhooks.disable(delivery.webhookId);
      else await tx.webhooks.markFailed(delivery.webhookId, disableAfterMs);
    });
    options.onAttempt?.(
      outcome.status === 'delivered'
        ? 'delivered'
        : outcome.status === 'pending'
          ? 'retry_scheduled'
          : outcome.status === 'failed'
            ? 'given_up'
            : 'cancelled',
    );
    return log;
  }

  function track(delivery: ClaimedDelivery): void {
    active++;
    inFlight.set(delivery.webhookId, (inFlight.get(delivery.webhookId) ?? 0) + 1);
    const done = attempt(delivery)
      .catch((error: unknown) =>
        logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery failed'),
      )
      .finally(() => {
        active--;
        const left = (inFlight.get(delivery.webhookId) ?? 1) - 1;
        if (left <= 0) inFlight.delete(delivery.webhookId);
        else inFlight.set(delivery.webhookId, left);
        settled.delete(done);
        wake();
      });
    settled.add(done);
  }

  async function tick(): Promise<void> {
    do {
      again = false;
      const free = concurrency - active;
      if (free <= 0 || !running) return;
      const claimed = await store.events.claim({
        limit: free,
        perWebhook: perSubscription,
        inFlight,
        lockSeconds: LEASE_SECONDS,
      });
      for (const delivery of claimed) track(delivery);
      if (claimed.length === free) again = true;
    } while (again && running);
  }

  function wake(): void {
    if (!running) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = tick()
      .catch((error: unknown) => logger.error({ err: error }, 'webhook claim failed'))
      .finally(() => {
        ticking = undefined;
        if (again) wake();
      });
  }

  return {
    start(): void {
      if (running) return;
      running = true;
      const loop = () => {
        wake();
        timer = setTimeout(loop, pollIntervalMs);
        timer.unref();
      };
      loop();
    },
    /** Looks for due deliveries now (called after a change recorded events). */
    wake,
    /** Attempts a delivery its caller already claimed, right away (test and replay endpoints). */
    async deliverNow(delivery: ClaimedDelivery): Promise<WebhookLog | undefined> {
      return attempt(delivery, true);
    },
    leaseSeconds: LEASE_SECONDS,
    /** Stops claiming and waits for the attempts in flight (their outcome is recorded). */
    async stop(): Promise<void> {
      running = false;
      if (timer) clearTimeout(timer);
      await ticking;
      await Promise.allSettled([...settled]);
      await agent.close();
    },
  };
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
