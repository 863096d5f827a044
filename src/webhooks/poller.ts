import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { LintelError } from '../errors.js';
import {
  type OperationId,
  operations,
  posOrderFilter,
  type WebhookEventName,
  withPmsOrderWindow,
} from '../model/index.js';
import type { ConnectionErrors } from '../services/connection-errors.js';
import { connectorFailure, logConnectorFailure } from '../services/connector-failures.js';
import type { Store } from '../store/index.js';

/**
 * Change detection for vendors without push: for each active connection that some active
 * subscription needs, read the watched list, compare each record's fingerprint with the one seen
 * last time, and record `created` / `updated` / `closed` events in the same transaction as the
 * new fingerprints. The first look at a connection only takes the baseline. Several processes
 * can run it: a connection's turn is claimed in `poll_state` before it is read.
 */

interface Watch {
  kind: string;
  operation: Extract<
    OperationId,
    | 'invoicing.opportunities.list'
    | 'invoicing.invoices.list'
    | 'pms.orders.list'
    | 'pms.invoices.list'
    | 'pos.orders.list'
  >;
  /** The event of a record new since the last look, then (when there is one) of a changed record. */
  events: WebhookEventName[];
  /** A record made through Lintel had its event recorded by the write: not announced again. */
  announcedByWrites?: boolean;
  /** The list's filter (a window of days), when it takes one. */
  filter?: (now: Date) => unknown;
}

/** Days of closed PMS invoices read back: a bill closed since the last look is in it. */
const INVOICE_LOOKBACK_DAYS = 30;

const WATCHES: Watch[] = [
  {
    kind: 'opportunity',
    operation: 'invoicing.opportunities.list',
    events: ['invoicing.opportunity.created', 'invoicing.opportunity.updated'],
  },
  { kind: 'pms_order', operation: 'pms.orders.list', events: ['pms.order.closed'] },
  {
    kind: 'pms_invoice',
    operation: 'pms.invoices.list',
    events: ['pms.invoice.closed'],
    // Its business days: up to tomorrow (UTC), for properties whose day is ahead of UTC's.
    filter: (now) => ({
      date_from: new Date(now.getTime() - INVOICE_LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10),
      date_to: new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10),
    }),
  },
  {
    kind: 'pos_order',
    operation: 'pos.orders.list',
    events: ['pos.order.completed'],
    filter: (now) => recentClosedPosOrders(now),
  },
  {
    kind: 'invoice',
    operation: 'invoicing.invoices.list',
    events: ['invoicing.invoice.created', 'invoicing.invoice.updated'],
    filter: () => operations['invoicing.invoices.list'].filter.parse({}),
    // An invoice created through Lintel was announced by its write already.
    announcedByWrites: true,
  },
];

/**
 * The closed POS orders of the business days around today: every location's day is within a day
 * of UTC's, so two days back to one ahead holds whatever closed since the last look.
 */
function recentClosedPosOrders(now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return posOrderFilter.parse({ state: 'closed', date_from: day(-2), date_to: day(1) });
}

export interface PollerOptions {
  store: Store;
  connectors: ConnectorRegistry;
  logger: Logger;
  intervalMs: number;
  /** Connections read at the same time. */
  concurrency?: number;
  pageSize?: number;
  /** Bounds one read of a connection (pageSize × maxPages records). */
  maxPages?: number;
  random?: () => number;
  /** Called after a poll recorded events (wakes the delivery worker). */
  onEvents?: () => void;
  /** Where a connection's failures are recorded (`LinkedAccount.lastError`), as a request's are. */
  connectionErrors?: ConnectionErrors;
  /** Told when a connection's recorded failure was written or cleared (this process's lookups drop it). */
  onHealthChange?: (connection: { accountId: string; consumerId: string }) => void;
}

type Record_ = { id: string; raw?: unknown } & Record<string, unknown>;

function fingerprint(record: Record_): string {
  const { raw: _raw, ...data } = record;
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url');
}

export function createPoller(options: PollerOptions) {
  const { store, connectors, logger } = options;
  const concurrency = options.concurrency ?? 4;
  const pageSize = options.pageSize ?? 100;
  const maxPages = options.maxPages ?? 20;
  const random = options.random ?? Math.random;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Seconds until a connection's next look: the interval ±20 %, so connections spread out. */
  const nextIn = () => (options.intervalMs / 1000) * (0.8 + random() * 0.4);

  async function readAll(
    watch: Watch,
    connection: { id: string; integrationId: number; updatedAt: Date },
  ): Promise<Record_[]> {
    const definition = connectors.require(connection.integrationId);
    const handle = {
      id: connection.id,
      version: connection.updatedAt.toISOString(),
      loadCredentials: () => store.connections.credentials(connection.id),
    };
    const records: Record_[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const request = { page, size: pageSize };
      const result =
        watch.operation === 'pms.orders.list'
          ? await (await connectors.handler(definition, handle, watch.operation))(
              request,
              withPmsOrderWindow({ state: 'closed' }, new Date()),
            )
          : await (await connectors.handler(definition, handle, watch.operation))(
              request,
              (watch.filter?.(new Date()) ?? {}) as never,
            );
      records.push(...(result.items as unknown as Record_[]));
      if (result.items.length < pageSize || page * pageSize >= result.total) break;
    }
    return records;
  }

  async function pollOne(
    watch: Watch,
    connection: { id: string; accountId: string; consumerId: string; integrationId: number; updatedAt: Date },
  ): Promise<number> {
    // Claim this connection's turn; another process (or a previous tick) may have it.
    const turn = await store.poll.claimTurn(connection.id, watch.kind, nextIn());
    if (!turn) return 0;
    const records = await readAll(watch, connection);
    const seen = await store.poll.fingerprints(connection.id, watch.kind);
    const changes: { record: Record_; fingerprint: string; event: WebhookEventName | null }[] = [];
    for (const record of records) {
      const print = fingerprint(record);
      const before = seen.get(record.id);
      if (before === print) continue;
      let event: WebhookEventName | null = null;
      if (turn.baselineDone) {
        // A watch of closed records has no event for a change: a new one closed since last time.
        event = (before === undefined ? watch.events[0] : watch.events[1]) ?? null;
        if (
          event !== null &&
          before === undefined &&
          watch.announcedByWrites &&
          (await store.events.recordedFor({ ...connection, event, recordId: record.id }))
        ) {
          event = null;
        }
      }
      changes.push({ record, fingerprint: print, event });
    }
    let emitted = 0;
    await store.transaction(async (tx) => {
      for (const change of changes) {
        await tx.poll.saveFingerprint(connection.id, watch.kind, change.record.id, change.fingerprint);
        if (change.event) {
          const { raw: _raw, ...data } = change.record;
          await tx.events.record({
            accountId: connection.accountId,
            event: change.event,
            consumerId: connection.consumerId,
            integrationId: connection.integrationId,
            connectionId: connection.id,
            data,
          });
          emitted++;
        }
      }
      await tx.poll.markBaseline(connection.id, watch.kind);
    });
    return emitted;
  }

  /** Records a poll's failure on its connection, or clears one after a success; never throws. */
  async function noteHealth(
    connection: { id: string; accountId: string; consumerId: string },
    failure: LintelError | null,
  ): Promise<void> {
    const errors = options.connectionErrors;
    if (!errors) return;
    try {
      const wrote = await (failure ? errors.failed(connection, failure) : errors.succeeded(connection));
      if (wrote) options.onHealthChange?.(connection);
    } catch (error) {
      logger.error({ err: error, connectionId: connection.id }, 'connection health not recorded');
    }
  }

  /** One pass over every connection that is due; answers the number of events recorded. */
  async function runOnce(): Promise<number> {
    let emitted = 0;
    for (const watch of WATCHES) {
      const integrations = connectors
        .list()
        .filter((d) => d.capabilities.includes(watch.operation))
        .map((d) => d.integrationId);
      const due = await store.poll.dueConnections(watch.kind, integrations, watch.events);
      // Bounded concurrency: a slow vendor holds one slot, not the whole pass.
      const queue = [...due];
      await Promise.all(
        Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            try {
              emitted += await pollOne(watch, row);
              if (options.connectionErrors?.isStored(row)) await noteHealth(row, null);
            } catch (error) {
              // One failing vendor must not stop the others; it is tried again next interval.
              const failure = connectorFailure(error);
              if (!failure) {
                logger.warn({ err: error, connectionId: row.id, kind: watch.kind }, 'change poll failed');
                continue;
              }
              // The operator sees it as a request's failure: the same warn line, on the connection.
              logConnectorFailure(logger, failure, {
                accountId: row.accountId,
                consumerId: row.consumerId,
                connectionId: row.id,
                integrationId: row.integrationId,
                operation: watch.operation,
                poll: watch.kind,
              });
              await noteHealth(row, failure);
            }
          }
        }),
      );
    }
    if (emitted > 0) options.onEvents?.();
    return emitted;
  }

  return {
    runOnce(): Promise<number> {
      running ??= runOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(): void {
      const loop = () => {
        void this.runOnce().catch((error: unknown) => logger.error({ err: error }, 'change poller failed'));
        timer = setTimeout(loop, Math.min(options.intervalMs, 30_000) * (0.8 + random() * 0.4));
        timer.unref();
      };
      timer = setTimeout(loop, 1000);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
