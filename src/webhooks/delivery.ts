import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import { DELIVERY_FAILED, DELIVERY_SUCCEEDED, type WebhookLogItem } from '../model/index.js';
import { guardedLookup, isBlockedLiteral } from '../outbound.js';
import { toWebhookLogItem } from '../services/items.js';
import { type ClaimedDelivery, type DeliveryOutcome, INTERRUPTED } from '../store/events.js';
import type { Store } from '../store/index.js';
import type { WebhookLog } from '../store/webhooks.js';
import { signDelivery } from './signing.js';

/**
 * The delivery worker: claims due deliveries from the outbox, POSTs them, logs every attempt and
 * schedules retries. Several processes run it against one PostgreSQL. A claim (`FOR UPDATE SKIP
 * LOCKED`) is a short lease that a heartbeat renews while the attempt runs, however long the
 * receiver takes; a process that stops (kill -9, crash, lost machine) stops renewing, and within
 * a lease another process takes its deliveries up again, logs each lost attempt (`interrupted`)
 * and sends the event again (at least once, same `webhook-id`).
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
  /**
   * How long a claim holds a delivery unless renewed; the heartbeat renews it every third of
   * that. A stopped process's deliveries are due again this long after its last heartbeat.
   */
  leaseMs?: number;
  /** How often to look for due deliveries when nothing woke the worker. */
  pollIntervalMs?: number;
  /** A subscription failing this long in a row is set inactive. */
  disableAfterMs?: number;
  /**
   * This process is the only one on the database (PGlite): at start, every claim is a stopped
   * process's, and is taken up at once rather than when its lease lapses.
   */
  soleOwner?: boolean;
  random?: () => number;
  /** Told how every attempt ended (metrics); the worker knows nothing of what listens. */
  onAttempt?: (outcome: AttemptOutcome) => void;
  /** Told how many deliveries one claim took up from lapsed claims (metrics). */
  onReclaimed?: (count: number) => void;
  /** Told that an attempt's outcome event was committed (wakes the `events` streams). */
  onAnnounced?: () => void;
}

/** Defaults of the settings (src/config.ts passes the configured ones). */
export const DEFAULT_LEASE_MS = 8_000;
export const DEFAULT_PER_SUBSCRIPTION = 4;
/** How often an idle worker looks for due deliveries (a lapsed claim is found by this look). */
export const DEFAULT_POLL_INTERVAL_MS = 500;

/** How an attempt ended for its delivery: done, to be tried again, abandoned, or not sent. */
export type AttemptOutcome = 'delivered' | 'retry_scheduled' | 'given_up' | 'cancelled';

/** Why no HTTP answer came, in the words of a log row's `error` (declared in the model). */
export type DeliveryError = NonNullable<WebhookLogItem['error']>;

/** The `error` of an attempt lost with its process, as the store writes it when it reclaims. */
const interrupted: DeliveryError = INTERRUPTED;

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
  const perSubscription = options.perSubscription ?? DEFAULT_PER_SUBSCRIPTION;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const disableAfterMs = options.disableAfterMs ?? 5 * 86_400_000;
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const leaseSeconds = leaseMs / 1000;
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

  /**
   * The claims of this process whose attempt runs (the worker's, and the test and replay
   * endpoints'), renewed together by one statement every third of a lease while there are any.
   */
  const held = new Map<string, ClaimedDelivery>();
  let heartbeat: NodeJS.Timeout | undefined;
  let beating = false;

  function beat(): void {
    // A renewal still waiting for the database is not doubled; the next beat tries again.
    if (beating || held.size === 0) return;
    beating = true;
    const claims = [...held.values()];
    store.events
      .renew(claims, leaseSeconds)
      .then((kept) => {
        for (const claim of claims) {
          if (held.get(claim.id) === claim && !kept.has(claim.id))
            logger.warn(
              { webhookId: claim.webhookId, eventId: claim.eventId, attempt: claim.attempts },
              'webhook claim lost: not renewed for a whole lease, another process may send this event again',
            );
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'webhook claim heartbeat failed; trying again'))
      .finally(() => {
        beating = false;
      });
  }

  function hold(delivery: ClaimedDelivery): void {
    held.set(delivery.id, delivery);
    if (!heartbeat) {
      heartbeat = setInterval(beat, leaseMs / 3);
      heartbeat.unref();
    }
  }

  function release(delivery: ClaimedDelivery): void {
    if (held.get(delivery.id) === delivery) held.delete(delivery.id);
    if (held.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

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

  /**
   * One attempt of one claimed delivery: send, log, settle. Answers the log row. The claim is
   * renewed by the heartbeat until the outcome is recorded.
   */
  async function attempt(delivery: ClaimedDelivery, force = false): Promise<WebhookLog | undefined> {
    hold(delivery);
    try {
      return await attemptHeld(delivery, force);
    } finally {
      release(delivery);
    }
  }

  async function attemptHeld(delivery: ClaimedDelivery, force: boolean): Promise<WebhookLog | undefined> {
    // A subscription switched off meanwhile gets nothing more, except what its owner asks for now.
    if (delivery.webhookStatus !== 'active' && !force) {
      release(delivery);
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
    // Settled within the lease the last heartbeat gave: no renewal needed any more.
    release(delivery);
    let lapsed = false;
    await store.transaction(async (tx) => {
      if (!(await tx.events.settle(delivery, outcome))) {
        // The claim lapsed mid-attempt (no heartbeat reached the database for a whole lease) and
        // another process took the delivery up: it decides what comes next. The row it logged for
        // this attempt as interrupted gets the answer that came after all.
        lapsed = true;
        await tx.webhooks.answerInterrupted(delivery.id, delivery.attempts, log);
        return;
      }
      await tx.webhooks.addLog({ ...log, deliveryId: delivery.id });
      if (ok) await tx.webhooks.markSucceeded(delivery.webhookId);
      else if (result.status === 410) await tx.webhooks.disable(delivery.webhookId);
      else await tx.webhooks.markFailed(delivery.webhookId, disableAfterMs);
      // The outcome, for the `events` subscription: committed with the log row it carries, and
      // only by the process whose claim settled the attempt. Announced, never delivered (no loop).
      await tx.events.announce({
        accountId: delivery.accountId,
        event: ok ? DELIVERY_SUCCEEDED : DELIVERY_FAILED,
        // The account's own record, as webhooks are: a consumer's stream does not see it.
        consumerId: null,
        integrationId: delivery.integrationId,
        data: toWebhookLogItem(log),
      });
    });
    if (lapsed) {
      logger.warn(
        { webhookId: delivery.webhookId, eventId: delivery.eventId, attempt: delivery.attempts },
        'webhook attempt answered after its claim lapsed; another process took the delivery up',
      );
      return log;
    }
    options.onAnnounced?.();
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
        // A heartbeat late under load must not make this process send its own attempt twice.
        held: held.keys(),
        lockSeconds: leaseSeconds,
      });
      const reclaimed = claimed.filter((delivery) => delivery.reclaimed);
      for (const delivery of reclaimed) {
        logger.warn(
          {
            webhookId: delivery.webhookId,
            eventId: delivery.eventId,
            attempt: delivery.attempts - 1,
            reason: interrupted,
          },
          'webhook attempt interrupted: the process delivering it stopped; sending the event again',
        );
      }
      if (reclaimed.length > 0) options.onReclaimed?.(reclaimed.length);
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
      if (!options.soleOwner) {
        loop();
        return;
      }
      // Alone on the database: whatever is being delivered was a stopped process's.
      store.events
        .lapseClaims()
        .catch((error: unknown) =>
          logger.error({ err: error }, 'webhook claims of the last run not released'),
        )
        .finally(() => {
          if (running) loop();
        });
    },
    /** Looks for due deliveries now (called after a change recorded events). */
    wake,
    /** Attempts a delivery its caller already claimed, right away (test and replay endpoints). */
    async deliverNow(delivery: ClaimedDelivery): Promise<WebhookLog | undefined> {
      return attempt(delivery, true);
    },
    /** How long a claim holds a delivery unless its heartbeat renews it. */
    leaseSeconds,
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
