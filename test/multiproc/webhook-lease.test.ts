import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLL_INTERVAL_MS } from '../../src/webhooks/delivery.js';
import { createDatabase, POSTGRES_SERVER, withClient } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  kill,
  type Lintel,
  metricValue,
  onCleanUp,
  type Rest,
  restClient,
  sharedPostgresEnv,
  socketOwner,
  startLintel,
  stop,
  until,
  waitForBanner,
} from '../kit/process.js';
import { type Received, type Receiver, startReceiver } from '../webhooks/receiver.js';

/**
 * Issue 31, item 4: a webhook claim is a short lease renewed by a heartbeat. Real `src/main.ts`
 * processes on a throwaway database of the local PostgreSQL, a local receiver that holds its
 * answers, the lease set to 1 s (`LINTEL_WEBHOOK_LEASE_SECONDS`; `WEBHOOK_LEASE_SECONDS=8 npx
 * vitest run …` measures the default instead):
 *
 * - A process killed with SIGKILL mid-delivery: the other process sends its events again within
 *   a lease and a poll interval of the kill; the lost attempt has its log row (`httpstatus` 0,
 *   `interrupted`) and `lintel_webhook_claims_reclaimed_total` counts it.
 * - An attempt held by the receiver three leases long is sent once: the heartbeat keeps its claim.
 */

const SECRET_KEY = 'webhook-lease-secret-key-0123456789abcdef';
const METRICS_TOKEN = 'webhook-lease-metrics-token-0123456789';
const LEASE_SECONDS = Number(process.env.WEBHOOK_LEASE_SECONDS ?? 1);
const LEASE_MS = LEASE_SECONDS * 1000;
/** What the 2-core machine may add to a claim and a request on top of the lease and the poll. */
const SLACK_MS = 1_000;
/** The bound of a redelivery after a kill: the last heartbeat's lease runs out, the next look finds it. */
const REDELIVERY_BOUND_MS = LEASE_MS + DEFAULT_POLL_INTERVAL_MS + SLACK_MS;
const PER_SUBSCRIPTION = 2;

afterAll(cleanUp);

interface Cluster {
  env: Record<string, string>;
  rest: (lintel: Lintel) => Promise<{ rest: Rest; token: string; base: string }>;
  dbUrl: string;
}

async function cluster(prefix: string): Promise<Cluster> {
  const db = await createDatabase(POSTGRES_SERVER, prefix);
  onCleanUp(db.drop);
  const { credentials, env } = sharedPostgresEnv(db.url, SECRET_KEY, prefix);
  return {
    dbUrl: db.url,
    env: {
      ...env,
      LINTEL_DEMO: 'false',
      LINTEL_METRICS_TOKEN: METRICS_TOKEN,
      LINTEL_WEBHOOK_LEASE_SECONDS: String(LEASE_SECONDS),
      LINTEL_WEBHOOK_SUBSCRIPTION_CONCURRENCY: String(PER_SUBSCRIPTION),
      LINTEL_WEBHOOK_TIMEOUT_SECONDS: '30',
      LINTEL_WEBHOOK_RETRY_SCHEDULE: '1,1,1',
    },
    async rest(lintel) {
      const { base } = await waitForBanner(lintel);
      const rest = restClient(base);
      return { rest, token: await fetchToken(rest, credentials), base };
    },
  };
}

/** Creates `count` consumers through `rest`: one `account.consumer.created` event each. */
async function produce(rest: Rest, token: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await rest('POST', '/consumers', token, { name: `Leased ${i}` });
}

/** The most requests of one source the receiver held at the same time. */
function peakInFlight(received: Received[], source: number): number {
  const mine = received.filter((r) => r.source === source);
  let peak = 0;
  for (const r of mine) {
    const overlapping = mine.filter(
      (o) => o.monotonic <= r.monotonic && (o.ended === undefined || o.ended > r.monotonic),
    );
    peak = Math.max(peak, overlapping.length);
  }
  return peak;
}

const idOf = (r: Received) => String(r.headers['webhook-id']);

interface LogRow {
  event_id: string;
  attempt: number;
  http_status: number;
  error: string | null;
  created_at: Date;
  next_attempt_at: Date | null;
}

async function outbox(dbUrl: string) {
  return withClient(dbUrl, async (client) => ({
    deliveries: (
      await client.query<{ event_id: string; status: string; attempts: number }>(
        'select event_id, status, attempts from webhook_deliveries',
      )
    ).rows,
    logs: (
      await client.query<LogRow>(
        'select event_id, attempt, http_status, error, created_at, next_attempt_at from webhook_logs order by event_id, attempt',
      )
    ).rows,
  }));
}

describe('webhook claims: a lease renewed by a heartbeat (two processes on PostgreSQL)', () => {
  it('sends a killed process’s deliveries again within a lease, logging each lost attempt', async () => {
    const EVENTS = 8;
    const { env, rest: connect, dbUrl } = await cluster('lintel_lease_kill');
    const a = startLintel(env);
    const { rest, token } = await connect(a);
    const pids = [a.child.pid!];
    // A's requests are held until A dies; any other process is answered at once.
    const receiver: Receiver = await startReceiver({
      identify: (socket) => socketOwner(socket.remotePort ?? 0, socket.localPort ?? 0, pids),
      delayMs: (r) => (r.source === a.child.pid ? 600_000 : 0),
    });
    onCleanUp(receiver.close);
    const webhook = await rest<{ webhookid: string }>('POST', '/webhooks', token, {
      event: 'account.consumer.created',
      url: `${receiver.url}/leased`,
    });
    await produce(rest, token, EVENTS);

    // A alone: it holds as many as its per-subscription cap lets it, the rest wait.
    await receiver.waitFor(PER_SUBSCRIPTION);
    const heldSince = performance.now();
    const held = receiver.received.filter((r) => r.source === a.child.pid).map(idOf);
    expect(held).toHaveLength(PER_SUBSCRIPTION);

    const b = startLintel(env);
    pids.push(b.child.pid!);
    const { base: baseB } = await connect(b);
    await until(`B delivers the ${EVENTS - PER_SUBSCRIPTION} others`, 20_000, async () => {
      return (
        receiver.received.filter((r) => r.source === b.child.pid && r.ended !== undefined).length >=
        EVENTS - PER_SUBSCRIPTION
      );
    });
    // Two leases at least go by while A holds its two (B's start takes longer than that with a
    // lease of 1 s): its heartbeat keeps them, nobody sends them twice.
    const left = heldSince + 2 * LEASE_MS - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    expect(receiver.received.map(idOf).sort()).toEqual([...new Set(receiver.received.map(idOf))].sort());
    expect(receiver.received).toHaveLength(EVENTS);
    expect(receiver.received.filter((r) => r.source === a.child.pid && r.ended === undefined)).toHaveLength(
      PER_SUBSCRIPTION,
    );

    const killedAt = performance.now();
    expect((await kill(a)).signal).toBe('SIGKILL');
    await until('B sends the killed process’s deliveries again', REDELIVERY_BOUND_MS + 5_000, async () =>
      held.every((id) => receiver.received.some((r) => idOf(r) === id && r.source === b.child.pid)),
    );
    const redeliveredMs = held.map((id) =>
      Math.round(
        receiver.received.find((r) => idOf(r) === id && r.source === b.child.pid)!.monotonic - killedAt,
      ),
    );
    for (const ms of redeliveredMs) expect(ms).toBeLessThanOrEqual(REDELIVERY_BOUND_MS);
    await until('B records the redeliveries', 5_000, async () => {
      const { deliveries } = await outbox(dbUrl);
      return deliveries.every((d) => d.status === 'delivered');
    });

    const { deliveries, logs } = await outbox(dbUrl);
    expect(deliveries).toHaveLength(EVENTS);
    // Every attempt has its row: the held ones twice (lost, then delivered), the others once.
    expect(logs).toHaveLength(EVENTS + PER_SUBSCRIPTION);
    for (const d of deliveries) {
      const rows = logs.filter((l) => l.event_id === d.event_id);
      expect(rows.map((l) => l.attempt)).toEqual(Array.from({ length: d.attempts }, (_, i) => i + 1));
      if (held.includes(d.event_id)) {
        expect(d.attempts).toBe(2);
        expect(rows[0]).toMatchObject({ http_status: 0, error: 'interrupted' });
        // Dated when the lost attempt started (before the kill), with the retry at once.
        expect(rows[0]!.created_at.getTime()).toBeLessThan(rows[1]!.created_at.getTime());
        expect(rows[0]!.next_attempt_at).not.toBeNull();
        expect(rows[1]).toMatchObject({ http_status: 200, error: null });
      } else {
        expect(rows).toMatchObject([{ attempt: 1, http_status: 200, error: null }]);
      }
    }
    // As a client reads them: the lost attempts among the subscription's log.
    const restB = restClient(baseB);
    const listed = await restB<{ httpstatus: number; error: string | null; eventid: string }[]>(
      'GET',
      `/webhooks/${webhook.webhookid}/logs?size=100`,
      token,
    );
    expect(
      listed
        .filter((l) => l.error === 'interrupted')
        .map((l) => l.eventid)
        .sort(),
    ).toEqual([...held].sort());
    expect(listed.filter((l) => l.error === 'interrupted').every((l) => l.httpstatus === 0)).toBe(true);

    expect(await metricValue(baseB, METRICS_TOKEN, 'lintel_webhook_claims_reclaimed_total')).toBe(
      PER_SUBSCRIPTION,
    );
    // The per-subscription cap held in each process.
    expect(peakInFlight(receiver.received, a.child.pid!)).toBe(PER_SUBSCRIPTION);
    expect(peakInFlight(receiver.received, b.child.pid!)).toBeLessThanOrEqual(PER_SUBSCRIPTION);
    expect(await stop(b)).toMatchObject({ code: 0 });
    console.log(
      `[webhook-lease] lease ${LEASE_SECONDS} s: killed with ${held.length} deliveries in flight, sent again by ` +
        `the other process ${redeliveredMs.join(' and ')} ms after the kill (bound ${REDELIVERY_BOUND_MS} ms); ` +
        `held ${Math.round(killedAt - heldSince)} ms before the kill without a second send`,
    );
  }, 120_000);

  it('keeps an attempt longer than the lease from being sent twice', async () => {
    const EVENTS = 6;
    /** Three leases: without a heartbeat, the other process would take each attempt up twice. */
    const HOLD_MS = 3 * LEASE_MS;
    const { env, rest: connect, dbUrl } = await cluster('lintel_lease_beat');
    const receiver = await startReceiver({ delayMs: HOLD_MS });
    onCleanUp(receiver.close);
    const a = startLintel(env);
    const b = startLintel(env);
    const [{ rest, token, base: baseA }, { base: baseB }] = await Promise.all([connect(a), connect(b)]);
    await rest('POST', '/webhooks', token, {
      event: 'account.consumer.created',
      url: `${receiver.url}/slow`,
    });
    await produce(rest, token, EVENTS);

    await until(`${EVENTS} deliveries answered`, 30_000, async () => {
      return receiver.received.filter((r) => r.ended !== undefined).length >= EVENTS;
    });
    await until('the outcomes recorded', 5_000, async () =>
      (await outbox(dbUrl)).deliveries.every((d) => d.status === 'delivered'),
    );
    // A second send of any attempt would have come a lease after its claim, long before its answer.
    expect(receiver.received).toHaveLength(EVENTS);
    expect(receiver.distinct()).toBe(EVENTS);
    const { deliveries, logs } = await outbox(dbUrl);
    expect(deliveries.map((d) => d.attempts)).toEqual(Array(EVENTS).fill(1));
    expect(logs.map((l) => [l.attempt, l.http_status, l.error])).toEqual(Array(EVENTS).fill([1, 200, null]));
    expect(await metricValue(baseA, METRICS_TOKEN, 'lintel_webhook_claims_reclaimed_total')).toBe(0);
    expect(await metricValue(baseB, METRICS_TOKEN, 'lintel_webhook_claims_reclaimed_total')).toBe(0);
    const [stoppedA, stoppedB] = await Promise.all([stop(a), stop(b)]);
    expect(stoppedA).toMatchObject({ code: 0 });
    expect(stoppedB).toMatchObject({ code: 0 });
  }, 120_000);
});
