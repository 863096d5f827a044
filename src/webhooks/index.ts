import type { Logger } from 'pino';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { WebhookTestData } from '../model/index.js';
import type { ConnectionErrors } from '../services/connection-errors.js';
import type { WebhookDispatcher } from '../services/context.js';
import { createEventFeed } from '../services/event-feed.js';
import type { Store } from '../store/index.js';
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery.js';
import { createPoller } from './poller.js';

export interface WebhookServiceOptions {
  store: Store;
  connectors: ConnectorRegistry;
  logger: Logger;
  /** How often the change poller looks at connections that subscriptions need. */
  pollIntervalMs: number;
  retrySchedule: number[];
  blockPrivateNetworks: boolean;
  /** Run the background worker and poller (the test and replay endpoints deliver either way). */
  runWorker: boolean;
  /** Where the poller records a connection's failures (`LinkedAccount.lastError`). */
  connectionErrors?: ConnectionErrors;
  onHealthChange?: (connection: { accountId: string; consumerId: string }) => void;
  worker?: Partial<
    Omit<DeliveryWorkerOptions, 'store' | 'logger' | 'retrySchedule' | 'blockPrivateNetworks'>
  >;
}

/** Webhook delivery for one process: the background worker and the schema's dispatcher. */
export function createWebhookService(options: WebhookServiceOptions) {
  const { store } = options;
  const CHANNEL = 'lintel_webhooks';
  /** Live event streams (GraphQL `events`) of this process; they poll every second besides. */
  const feed = createEventFeed(1000);
  const worker = createDeliveryWorker({
    store,
    logger: options.logger,
    retrySchedule: options.retrySchedule,
    blockPrivateNetworks: options.blockPrivateNetworks,
    ...options.worker,
    // A delivery's outcome is for streams only: they wake, here and elsewhere; no worker needs to.
    onAnnounced: () => {
      options.worker?.onAnnounced?.();
      feed.wake();
      store.db.notify(CHANNEL);
    },
  });

  /**
   * New events: wake this process's worker and streams, and the other processes' (NOTIFY).
   */
  const wakeAll = () => {
    worker.wake();
    feed.wake();
    store.db.notify(CHANNEL);
  };
  let unlisten: (() => Promise<void>) | undefined;

  const poller = createPoller({
    store,
    connectors: options.connectors,
    logger: options.logger,
    intervalMs: options.pollIntervalMs,
    onEvents: () => wakeAll(),
    ...(options.connectionErrors ? { connectionErrors: options.connectionErrors } : {}),
    ...(options.onHealthChange ? { onHealthChange: options.onHealthChange } : {}),
  });

  const dispatcher: WebhookDispatcher = {
    wake: wakeAll,
    async sendTest(accountId, webhookId) {
      const delivery = await store.events.recordFor(
        webhookId,
        {
          accountId,
          event: 'account.webhook.test',
          consumerId: null,
          integrationId: null,
          data: { webhookid: webhookId, message: 'Test event sent by Lintel' } satisfies WebhookTestData,
        },
        worker.leaseSeconds,
      );
      return delivery && worker.deliverNow(delivery);
    },
    async replay(_accountId, webhookId, eventId) {
      const delivery = await store.events.addClaimedDelivery(eventId, webhookId, worker.leaseSeconds);
      return delivery && worker.deliverNow(delivery);
    },
  };

  return {
    dispatcher,
    feed,
    /** One pass of the change poller now (tests; the background loop does the same). */
    pollOnce: () => poller.runOnce(),
    async start(): Promise<void> {
      if (options.runWorker) {
        worker.start();
        poller.start();
      }
      // Events recorded by other processes wake this one's worker and streams at once (both also
      // poll: the worker every 500 ms, streams every second).
      unlisten = await store.db.listen(CHANNEL, () => {
        if (options.runWorker) worker.wake();
        feed.wake();
      });
    },
    async stop(): Promise<void> {
      await unlisten?.();
      await poller.stop();
      await worker.stop();
    },
  };
}
