import type { WebhookEventName } from '../model/index.js';
import type { Tables } from '../store/index.js';
import { forgetConsumer } from './access.js';
import type { RequestContext } from './context.js';

/** Records an event in the caller's transaction (the outbox): it commits with the change. */
export function recordEvent(
  tx: Tables,
  ctx: RequestContext,
  event: WebhookEventName,
  consumerId: string | null,
  integrationId: number | null,
  data: unknown,
): Promise<unknown> {
  return tx.events.record({ accountId: ctx.caller.accountId, event, consumerId, integrationId, data });
}

/**
 * Runs a change and its events in one transaction, then (once committed) drops the cached rows
 * of the consumer it touched and wakes the delivery worker.
 */
export async function withEvents<T>(
  ctx: RequestContext,
  fn: (tx: Tables) => Promise<T>,
  touchedConsumerId?: string,
): Promise<T> {
  const result = await ctx.deps.store.transaction(fn);
  if (touchedConsumerId !== undefined) forgetConsumer(ctx, touchedConsumerId);
  ctx.deps.webhooks.wake();
  return result;
}
