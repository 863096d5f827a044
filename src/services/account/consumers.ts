import type { z } from 'zod';
import { LintelError } from '../../errors.js';
import {
  accountOperations,
  type ConsumerItem,
  type postConsumerItem,
  type updateConsumerItem,
} from '../../model/index.js';
import { primeConsumers, requireConsumer } from '../access.js';
import { type RequestContext, requireAccountToken, requireScope } from '../context.js';
import { recordEvent, withEvents } from '../events.js';
import { toConsumerItem } from '../items.js';
import { type ConnectionPage, type PageWindow, sliceWindow } from '../pages.js';

/** The consumers of the account: listed, read, created, changed and deleted with their events. */

const list = accountOperations['consumers.list'];
const get = accountOperations['consumers.get'];

export interface ConsumerFilter {
  search?: string | null;
  internal_reference?: string | null;
}

export async function listConsumers(
  ctx: RequestContext,
  filter: ConsumerFilter,
  window: PageWindow,
): Promise<ConnectionPage<ConsumerItem>> {
  requireAccountToken(ctx);
  requireScope(ctx, list.scope);
  const rows = await ctx.deps.store.consumers.list(ctx.caller.accountId, {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.internal_reference != null ? { internalReference: filter.internal_reference } : {}),
  });
  const shown = sliceWindow(rows, window);
  // Their fields (`invoicing`, `connections`) find them without reading them again.
  primeConsumers(ctx, shown.nodes);
  return { ...shown, nodes: shown.nodes.map(toConsumerItem) };
}

/**
 * A consumer found in the account. Its own fields need `consumers.read` (`readConsumer`); finding
 * it does not, since `consumer(id) { invoicing { taxes } }` is how an `invoicing.taxes.read`
 * token reaches its operation.
 */
export async function findConsumer(ctx: RequestContext, consumerId: string): Promise<ConsumerItem> {
  return toConsumerItem(await requireConsumer(ctx, consumerId));
}

/** The scope a consumer's own fields need (checked after the consumer is found: a 404 comes first). */
export function requireConsumerRead(ctx: RequestContext): void {
  requireScope(ctx, get.scope);
}

/** `GET /consumers/{id}`: the consumer, found, then its fields read. */
export async function readConsumer(ctx: RequestContext, consumerId: string): Promise<ConsumerItem> {
  const item = await findConsumer(ctx, consumerId);
  requireConsumerRead(ctx);
  return item;
}

export function createConsumer(
  ctx: RequestContext,
  input: z.output<typeof postConsumerItem>,
): Promise<ConsumerItem> {
  return withEvents(ctx, async (tx) => {
    const consumer = await tx.consumers.create(ctx.caller.accountId, {
      name: input.name,
      email: input.email ?? null,
      internalReference: input.internal_reference ?? null,
      redirectUrl: input.redirect_url ?? null,
    });
    const item = toConsumerItem(consumer);
    await recordEvent(tx, ctx, 'account.consumer.created', consumer.id, null, item);
    return item;
  });
}

/** null clears a field; a field left out stays as it is. */
export async function updateConsumer(
  ctx: RequestContext,
  id: string,
  input: z.output<typeof updateConsumerItem>,
): Promise<ConsumerItem> {
  const updated = await withEvents(
    ctx,
    async (tx) => {
      const consumer = await tx.consumers.update(ctx.caller.accountId, id, {
        ...(input.name != null && { name: input.name }),
        email: input.email,
        internalReference: input.internal_reference,
        redirectUrl: input.redirect_url,
      });
      if (!consumer) return undefined;
      const item = toConsumerItem(consumer);
      await recordEvent(tx, ctx, 'account.consumer.updated', consumer.id, null, item);
      return item;
    },
    id,
  );
  if (!updated) throw new LintelError('ERROR_CONSUMER_NOT_FOUND');
  return updated;
}

/** Answers the id of the deleted consumer. */
export async function deleteConsumer(ctx: RequestContext, id: string): Promise<string> {
  const consumer = await requireConsumer(ctx, id);
  const item = toConsumerItem(consumer);
  await withEvents(
    ctx,
    async (tx) => {
      if (await tx.consumers.delete(ctx.caller.accountId, consumer.id)) {
        await recordEvent(tx, ctx, 'account.consumer.deleted', consumer.id, null, item);
      }
    },
    consumer.id,
  );
  return consumer.id;
}
