import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.js';
import type { SecretBox } from './secrets.js';

/**
 * The webhook outbox. `record` runs inside the transaction of the change that causes the
 * event: the event and one delivery per matching active subscription commit (or roll back)
 * with it. The delivery worker claims due deliveries with `FOR UPDATE SKIP LOCKED`, so several
 * processes on one PostgreSQL share the work without sending one attempt twice.
 *
 * A claim is a lease (`locked_until`) that its process renews while the attempt runs (`renew`).
 * A lease that lapsed belongs to a process that stopped: the next claim takes the delivery up
 * again and logs the lost attempt. The attempt number is the claim's fencing token: `renew` and
 * `settle` only touch a delivery still under the claim they were given.
 */

export interface EventInput {
  accountId: string;
  event: string;
  consumerId: string | null;
  /** The connection's integration, for subscriptions filtered by `integrationid`. */
  integrationId: number | null;
  /** The connection a vendor record was read or written through (the events subscription's global ids). */
  connectionId?: string | null;
  data: unknown;
}

export interface ClaimedDelivery {
  id: string;
  eventId: string;
  webhookId: string;
  attempts: number;
  event: string;
  body: string;
  accountId: string;
  integrationId: number | null;
  url: string;
  webhookStatus: string;
  /** The subscription's signing secret, opened (null: deliveries go unsigned). */
  signingSecret: string | null;
  /** Taken up from a claim that lapsed: its previous attempt was lost with its process (and logged). */
  reclaimed: boolean;
}

/** The events a delivery's outcome is announced as (model/events.ts): streamed, never delivered. */
const OUTCOME_PREFIX = 'webhook.delivery.';

/** The reason a log row gives for an attempt whose process stopped before recording its answer. */
export const INTERRUPTED = 'interrupted' as const;

export type DeliveryOutcome =
  | { status: 'delivered'; httpStatus: number }
  | { status: 'pending'; httpStatus: number; retryInSeconds: number }
  | { status: 'failed' | 'cancelled'; httpStatus: number };

/** Chift's envelope plus `data`, as compact JSON (contract §3). */
export function envelope(input: EventInput, created: Date): string {
  return JSON.stringify({
    accountid: input.accountId,
    event: input.event,
    consumerid: input.consumerId,
    created: Math.floor(created.getTime() / 1000),
    data: input.data,
  });
}

export function createEventStore(db: Queryable, box: SecretBox) {
  async function insertEvent(input: EventInput): Promise<string> {
    const id = randomUUID();
    const created = new Date();
    await db.query(
      `insert into webhook_events(id, account_id, event, consumer_id, integration_id, connection_id, body, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        input.accountId,
        input.event,
        input.consumerId,
        input.integrationId,
        // An intent written before its connection was recorded has '' for it.
        input.connectionId || null,
        envelope(input, created),
        created,
      ],
    );
    return id;
  }

  /** Joins claimed delivery rows with their event and subscription. */
  async function details(
    rows: { id: string; event_id: string; webhook_id: string; attempts: number; reclaimed: boolean }[],
  ): Promise<ClaimedDelivery[]> {
    if (rows.length === 0) return [];
    const found = await db.read<{
      id: string;
      event: string;
      body: string;
      account_id: string;
      integration_id: number | null;
      url: string;
      status: string;
      signing_secret: string | null;
    }>(
      `select d.id, e.event, e.body, e.account_id, e.integration_id, w.url, w.status, w.signing_secret
       from webhook_deliveries d join webhook_events e on e.id = d.event_id join webhooks w on w.id = d.webhook_id
       where d.id = any($1::uuid[])`,
      [rows.map((r) => r.id)],
    );
    const byId = new Map(found.map((d) => [d.id, d]));
    return rows.flatMap((r) => {
      const d = byId.get(r.id);
      if (!d) return [];
      return [
        {
          id: r.id,
          eventId: r.event_id,
          webhookId: r.webhook_id,
          attempts: r.attempts,
          event: d.event,
          body: d.body,
          accountId: d.account_id,
          integrationId: d.integration_id,
          url: d.url,
          webhookStatus: d.status,
          // Sealed with the webhook id as associated data, as the webhook store writes it.
          signingSecret: d.signing_secret ? box.open(d.signing_secret, r.webhook_id) : null,
          reclaimed: r.reclaimed,
        },
      ];
    });
  }

  return {
    /** Records an event and fans it out to the account's matching subscriptions. */
    async record(input: EventInput): Promise<{ eventId: string; deliveries: number }> {
      // A delivery's outcome fanned out would be delivered, and its delivery announce another.
      if (input.event.startsWith(OUTCOME_PREFIX))
        throw new Error(`${input.event} is announced, not delivered`);
      const eventId = await insertEvent(input);
      const rows = await db.query(
        `insert into webhook_deliveries(id, event_id, webhook_id)
         select gen_random_uuid(), $1, w.id from webhooks w
         where w.account_id = $2 and w.event = $3 and w.status = 'active'
           and (w.integration_id is null or w.integration_id = $4)
         returning id`,
        [eventId, input.accountId, input.event, input.integrationId],
      );
      return { eventId, deliveries: rows.length };
    },

    /**
     * Records an event for the `events` subscription only (a delivery's outcome): no delivery is
     * made for it, whatever subscriptions exist, so announcing never feeds the worker.
     */
    async announce(input: EventInput): Promise<{ eventId: string }> {
      return { eventId: await insertEvent(input) };
    },

    /**
     * Whether an event of this name about the record `recordId` (its `data.id`) was recorded for
     * the consumer and integration already: the change poller's check that a record Lintel itself
     * created (and announced) is not announced a second time when the poller first sees it.
     */
    async recordedFor(input: {
      accountId: string;
      consumerId: string;
      integrationId: number;
      event: string;
      recordId: string;
    }): Promise<boolean> {
      const rows = await db.read(
        `select 1 from webhook_events
         where account_id = $1 and consumer_id = $2 and integration_id = $3 and event = $4
           and (body::jsonb)->'data'->>'id' = $5
         limit 1`,
        [input.accountId, input.consumerId, input.integrationId, input.event, input.recordId],
      );
      return rows.length > 0;
    },

    /**
     * An event for one subscription only (the test endpoint), its delivery already claimed by
     * the caller, who attempts it at once (no worker can take it first).
     */
    async recordFor(
      webhookId: string,
      input: EventInput,
      lockSeconds: number,
    ): Promise<ClaimedDelivery | undefined> {
      const eventId = await insertEvent(input);
      return this.addClaimedDelivery(eventId, webhookId, lockSeconds);
    },

    /** Another delivery of an existing event (replay: same event, same `webhook-id`), claimed. */
    async addClaimedDelivery(
      eventId: string,
      webhookId: string,
      lockSeconds: number,
    ): Promise<ClaimedDelivery | undefined> {
      const id = randomUUID();
      await db.query(
        `insert into webhook_deliveries(id, event_id, webhook_id, status, attempts, locked_until, attempt_started_at)
         values ($1, $2, $3, 'delivering', 1, now() + make_interval(secs => $4), now())`,
        [id, eventId, webhookId, lockSeconds],
      );
      const [delivery] = await details([
        { id, event_id: eventId, webhook_id: webhookId, attempts: 1, reclaimed: false },
      ]);
      return delivery;
    },

    /**
     * Claims up to `limit` due deliveries for `lockSeconds`, with at most `perWebhook` of any one
     * subscription in flight in this process. A delivery whose claim lapsed (its process stopped
     * mid-attempt) is due again: the same statement logs the lost attempt (`httpstatus` 0,
     * `interrupted`, dated when it started) and claims the next one, so every attempt has its row.
     */
    async claim(options: {
      limit: number;
      perWebhook: number;
      /** Deliveries this process already has in flight, per subscription. */
      inFlight: Map<string, number>;
      /** The deliveries whose attempt runs in this process: never taken up here, lease or not. */
      held?: Iterable<string>;
      lockSeconds: number;
    }): Promise<ClaimedDelivery[]> {
      const busy = [...options.inFlight.entries()];
      const rows = await db.query<{
        id: string;
        event_id: string;
        webhook_id: string;
        attempts: number;
        reclaimed: boolean;
      }>(
        `with busy as (
           select * from unnest($3::uuid[], $5::int[]) as b(webhook_id, in_flight)
         ), due as (
           select id, webhook_id, row_number() over (partition by webhook_id order by next_attempt_at, id) as rn
           from webhook_deliveries
           where ((status = 'pending' and next_attempt_at <= now())
             or (status = 'delivering' and locked_until < now() and id <> all($7::uuid[])))
         ), picked as (
           select d.id, d.event_id, d.webhook_id, d.status, d.attempts, d.attempt_started_at
           from webhook_deliveries d join due on due.id = d.id
           left join busy on busy.webhook_id = due.webhook_id
           -- a subscription gets what its cap leaves free, so one slow receiver holds only its own share
           where due.rn <= $2 - coalesce(busy.in_flight, 0)
             and ((d.status = 'pending' and d.next_attempt_at <= now())
               or (d.status = 'delivering' and d.locked_until < now() and d.id <> all($7::uuid[])))
           order by d.next_attempt_at, d.id
           limit $1
           for update of d skip locked
         ), interrupted as (
           insert into webhook_logs(id, webhook_id, account_id, event, url, http_status, integration_id, event_id,
             delivery_id, attempt, error, next_attempt_at, created_at)
           select gen_random_uuid(), p.webhook_id, e.account_id, e.event, h.url, 0, e.integration_id, p.event_id,
             p.id, p.attempts, $6, now(), coalesce(p.attempt_started_at, now())
           from picked p join webhook_events e on e.id = p.event_id join webhooks h on h.id = p.webhook_id
           where p.status = 'delivering'
         )
         update webhook_deliveries w
         set status = 'delivering', attempts = w.attempts + 1, updated_at = now(), attempt_started_at = now(),
             locked_until = now() + make_interval(secs => $4)
         from picked where w.id = picked.id
         returning w.id, w.event_id, w.webhook_id, w.attempts, picked.status = 'delivering' as reclaimed`,
        [
          options.limit,
          options.perWebhook,
          busy.map(([id]) => id),
          options.lockSeconds,
          busy.map(([, n]) => n),
          INTERRUPTED,
          [...(options.held ?? [])],
        ],
      );
      return details(rows);
    },

    /**
     * Extends the claims this process holds by `lockSeconds` from now (the heartbeat). Answers
     * the ids still held: a claim missing from them lapsed and was taken up elsewhere, or its
     * delivery is gone.
     */
    async renew(
      held: readonly { id: string; attempts: number }[],
      lockSeconds: number,
    ): Promise<Set<string>> {
      if (held.length === 0) return new Set();
      const rows = await db.query<{ id: string }>(
        `update webhook_deliveries d set locked_until = now() + make_interval(secs => $3)
         from unnest($1::uuid[], $2::int[]) as h(id, attempts)
         where d.id = h.id and d.attempts = h.attempts and d.status = 'delivering'
         returning d.id`,
        [held.map((h) => h.id), held.map((h) => h.attempts), lockSeconds],
      );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Settles an attempt, if its claim still holds the delivery; answers whether it did. A claim
     * that lapsed (no heartbeat for a whole lease) was taken up elsewhere, which decides now.
     */
    async settle(delivery: ClaimedDelivery, outcome: DeliveryOutcome): Promise<boolean> {
      const next = outcome.status === 'pending' ? outcome.retryInSeconds : 0;
      const rows = await db.query(
        `update webhook_deliveries set status = $2, last_http_status = $3, locked_until = null, updated_at = now(),
           next_attempt_at = now() + make_interval(secs => $4), attempt_started_at = null
         where id = $1 and attempts = $5 and status = 'delivering'
         returning id`,
        [delivery.id, outcome.status, outcome.httpStatus, next, delivery.attempts],
      );
      return rows.length > 0;
    },

    /**
     * Lets every claim lapse now: for a process alone on its database (PGlite) at start, a
     * delivery still being delivered is one its previous run was killed in the middle of.
     */
    async lapseClaims(): Promise<void> {
      await db.query(
        `update webhook_deliveries set locked_until = now() - interval '1 second' where status = 'delivering'`,
      );
    },

    /** How many deliveries are in each state (tests and benchmarks). */
    async counts(): Promise<Record<string, number>> {
      const rows = await db.read<{ status: string; n: number }>(
        'select status, count(*)::int as n from webhook_deliveries group by status',
      );
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
  };
}
