import type { Logger } from 'pino';
import type { WebhookDispatcher } from '../schema/index.js';
import type { Store } from '../store/index.js';
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery.js';

export interface WebhookServiceOptions {
  store: Store;
  logger: Logger;
  retrySchedule: number[];
  blockPrivateNetworks: boolean;
  /** Run the background worker (the test and replay endpoints deliver either way). */
  runWorker: boolean;
  worker?: Partial<
    Omit<DeliveryWorkerOptions, 'store' | 'logger' | 'retrySchedule' | 'blockPrivateNetworks'>
  >;
}

/** Webhook delivery for one process: the background worker and the schema's dispatcher. */
export function createWebhookService(options: WebhookServiceOptions) {
  const { store } = options;
  const worker = createDeliveryWorker({
    store,
    logger: options.logger,
    retrySchedule: options.retrySchedule,
    blockPrivateNetworks: options.blockPrivateNetworks,
    ...options.worker,
  });

  const dispatcher: WebhookDispatcher = {
    wake: () => worker.wake(),
    async sendTest(accountId, webhookId) {
      const delivery = await store.events.recordFor(
        webhookId,
        {
          accountId,
          event: 'account.webhook.test',
          consumerId: null,
          integrationId: null,
          data: { webhookid: webhookId, message: 'Test event sent by Lintel' },
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
    start(): void {
      if (options.runWorker) worker.start();
    },
    stop: () => worker.stop(),
  };
}
