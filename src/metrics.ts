import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DroppedRecords } from './connectors/dropped-records.js';
import type { BreakerCounts, HttpObserver } from './connectors/http.js';

/**
 * What `/metrics` shows (Prometheus text format), on a registry of this app's own: several apps
 * in one process (tests) never share or collide on prom-client's global registry.
 *
 * Labels are bounded by construction: route templates (never a raw path), connector names, the
 * operations of the model, fixed outcome lists. No consumer, connection or account id appears.
 */

/** The webhook outbox as a scrape sees it. */
export interface WebhookBacklog {
  /** Deliveries not settled yet (waiting or being attempted). */
  pending: number;
  /** Age of the oldest of them, in seconds; 0 when there is none. */
  oldestPendingSeconds: number;
}

/** How one delivery attempt ended, for `lintel_webhook_deliveries_total`. */
export type WebhookDeliveryOutcome = 'delivered' | 'retry_scheduled' | 'given_up' | 'cancelled';

export type ReadCacheOutcome = 'hit' | 'miss' | 'refresh';

/** What the scrape-time gauges read: the store's outbox and the connectors' dropped records. */
export interface MetricsSources {
  webhookBacklog?: () => Promise<WebhookBacklog>;
  droppedRecords?: DroppedRecords;
  /** Whether notifications of the other processes reach this one (its LISTEN connection is up). */
  listening?: () => boolean;
}

export interface MetricsOptions {
  /**
   * Process metrics (CPU, memory, event loop, GC). They install observers that live as long as
   * the process, so the app turns them on only when `/metrics` is served.
   */
  processMetrics?: boolean;
}

/** Seconds; requests and vendor calls are mostly 1 ms to a few seconds, capped by deadlines at 20 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/** The app's registry and its typed instruments. */
export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  let sources: MetricsSources = {};
  const breakerReaders: { connector: string; read: () => BreakerCounts }[] = [];

  const httpRequests = new Counter({
    name: 'lintel_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'lintel_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the response starts), by route template and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const vendorCalls = new Counter({
    name: 'lintel_vendor_calls_total',
    help: 'Calls to vendors (retries included in one call), by connector, operation and outcome',
    labelNames: ['connector', 'operation', 'outcome'] as const,
    registers: [registry],
  });
  const vendorDuration = new Histogram({
    name: 'lintel_vendor_call_duration_seconds',
    help: 'Time of a vendor call, its retries and waits included, by connector and operation',
    labelNames: ['connector', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'lintel_vendor_breakers',
    help: "Connections' circuit breakers, by connector and state (closed, open, half_open)",
    labelNames: ['connector', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const totals = new Map<string, BreakerCounts>();
      for (const { connector, read } of breakerReaders) {
        const counts = read();
        const total = totals.get(connector) ?? { closed: 0, open: 0, half_open: 0 };
        for (const state of ['closed', 'open', 'half_open'] as const) total[state] += counts[state];
        totals.set(connector, total);
      }
      for (const [connector, counts] of totals) {
        for (const state of ['closed', 'open', 'half_open'] as const)
          this.set({ connector, state }, counts[state]);
      }
    },
  });
  new Gauge({
    name: 'lintel_vendor_dropped_records',
    help: 'Vendor records left out of answers because Lintel could not map them, since start, by connector and kind',
    labelNames: ['connector', 'kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const c of sources.droppedRecords?.counts() ?? [])
        this.set({ connector: c.connector, kind: c.kind }, c.count);
    },
  });
  const webhookDeliveries = new Counter({
    name: 'lintel_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const webhookReclaims = new Counter({
    name: 'lintel_webhook_claims_reclaimed_total',
    help: 'Webhook deliveries taken up by this process from a claim that lapsed (the process delivering them stopped mid-attempt)',
    registers: [registry],
  });
  /** Both backlog gauges read one query per scrape (they are collected together). */
  let backlogRead: Promise<WebhookBacklog | undefined> | undefined;
  const readBacklog = () => {
    // A database that does not answer fails these two gauges only (they keep their last value):
    // the scrape still shows the rest, `lintel_listening` among them, during an outage.
    backlogRead ??= Promise.resolve()
      .then(() => sources.webhookBacklog?.())
      .catch(() => undefined)
      .finally(() => {
        backlogRead = undefined;
      });
    return backlogRead;
  };
  new Gauge({
    name: 'lintel_webhook_pending_deliveries',
    help: 'Webhook deliveries not settled yet, across all processes (read from the database)',
    registers: [registry],
    async collect() {
      const backlog = await readBacklog();
      if (backlog) this.set(backlog.pending);
      else if (!sources.webhookBacklog) this.set(0);
    },
  });
  new Gauge({
    name: 'lintel_webhook_oldest_pending_seconds',
    help: 'Age of the oldest webhook delivery not settled yet, in seconds (0: none)',
    registers: [registry],
    async collect() {
      const backlog = await readBacklog();
      if (backlog) this.set(backlog.oldestPendingSeconds);
      else if (!sources.webhookBacklog) this.set(0);
    },
  });
  new Gauge({
    name: 'lintel_listening',
    help: 'Whether this process hears the notifications of the others on PostgreSQL (1) or not (0: reconnecting); always 1 on PGlite',
    registers: [registry],
    collect() {
      this.set(sources.listening?.() === false ? 0 : 1);
    },
  });
  const databaseRetries = new Counter({
    name: 'lintel_database_retries_total',
    help: 'Statements sent again on a fresh PostgreSQL connection after theirs failed, by statement (read, write not sent, begin)',
    labelNames: ['statement'] as const,
    registers: [registry],
  });
  const readCache = new Counter({
    name: 'lintel_read_cache_requests_total',
    help: 'Read cache lookups, by operation and outcome (hit, miss, refresh)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });

  const vendor: HttpObserver = {
    call({ connector, operation, outcome, seconds }) {
      vendorCalls.inc({ connector, operation, outcome });
      vendorDuration.observe({ connector, operation }, seconds);
    },
    breakers(connector, read) {
      breakerReaders.push({ connector, read });
    },
  };

  // Label children kept by their labels (bounded, as the labels are): prom-client would hash
  // the label object on every request to find them (issue 29, the cached read's profile).
  const requestCounters = new Map<string, ReturnType<typeof httpRequests.labels>>();
  const requestDurations = new Map<string, ReturnType<typeof httpDuration.labels>>();
  const readCacheCounters = new Map<string, ReturnType<typeof readCache.labels>>();

  return {
    registry,
    /** One answered HTTP request; `route` is a template (`/consumers/{consumer_id}`) or `unmatched`. */
    httpRequest(route: string, method: string, status: number, seconds: number): void {
      const key = `${method} ${route}`;
      const counted = `${status} ${key}`;
      let counter = requestCounters.get(counted);
      if (counter === undefined) {
        counter = httpRequests.labels({ route, method, status: String(status) });
        requestCounters.set(counted, counter);
      }
      counter.inc();
      let duration = requestDurations.get(key);
      if (duration === undefined) {
        duration = httpDuration.labels({ route, method });
        requestDurations.set(key, duration);
      }
      duration.observe(seconds);
    },
    /** Hooked into the outbound HTTP client (connectors/http.ts), which knows nothing of prom-client. */
    vendor,
    webhookDelivery(outcome: WebhookDeliveryOutcome): void {
      webhookDeliveries.inc({ outcome });
    },
    databaseRetry(statement: 'read' | 'write' | 'begin'): void {
      databaseRetries.inc({ statement });
    },
    webhookClaimsReclaimed(count: number): void {
      webhookReclaims.inc(count);
    },
    /** `lintel_read_cache_requests_total`: `readCache.inc({ operation, outcome })`, outcome a `ReadCacheOutcome`. */
    readCache: readCache as Counter<'operation' | 'outcome'>,
    /** One outcome of read cache lookups (`count` of them), as `readCache.inc` counts it, its child kept. */
    readCacheOutcome(operation: string, outcome: ReadCacheOutcome, count: number): void {
      const key = `${outcome} ${operation}`;
      let counter = readCacheCounters.get(key);
      if (counter === undefined) {
        counter = readCache.labels({ operation, outcome });
        readCacheCounters.set(key, counter);
      }
      counter.inc(count);
    },
    /** Where the scrape-time gauges read from (set once the store exists). */
    readFrom(next: MetricsSources): void {
      sources = { ...sources, ...next };
    },
    contentType: registry.contentType,
    /** The whole exposition, as `/metrics` answers it. */
    scrape: () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
