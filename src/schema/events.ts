import { apiDisplayNames, type WebhookEventName } from '../model/index.js';
import type { Connection } from '../store/connections.js';
import type { Consumer } from '../store/consumers.js';
import type { Tables } from '../store/index.js';
import type { RequestContext } from './context.js';
import { forgetConsumer } from './gateway.js';

/**
 * Webhook event payloads use the REST shapes (Chift's), so a receiver sees the same record it
 * would read from the API.
 */
export function consumerItem(c: Consumer) {
  return {
    consumerid: c.id,
    name: c.name,
    email: c.email,
    internal_reference: c.internalReference,
    redirect_url: c.redirectUrl,
  };
}

export function connectionItem(ctx: RequestContext, c: Connection) {
  const definition = ctx.deps.connectors.get(c.integrationId);
  return {
    connectionid: c.id,
    name: c.name,
    integration: definition?.name ?? 'Unknown',
    integrationid: c.integrationId,
    api: definition ? apiDisplayNames[definition.api] : 'Unknown',
    status: c.status,
    data: c.data,
  };
}

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
