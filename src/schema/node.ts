import { z } from 'zod';
import { findLintelError, LintelError } from '../errors.js';
import { accountOperations } from '../model/index.js';
import { requireConsumer } from '../services/access.js';
import { type RequestContext, requireScope } from '../services/context.js';
import {
  toApiClientItem,
  toConsumerItem,
  toLinkedAccount,
  toWebhookItem,
  toWebhookLogItem,
} from '../services/items.js';
import { loadRecord } from '../services/records.js';
import { builder } from './builder.js';
import { nodeReaders } from './operations.js';
import { decodeGlobalId, NODE_TYPE, NodeRef } from './relay.js';

/**
 * `node(id:)` and `nodes(ids:)`: any object by its global id. Lintel's own objects are found by
 * their UUID (a consumer, a connection, a webhook subscription, a delivery attempt, an API
 * client), a vendor's
 * record by the type, connection and vendor id its global id names, read again through that
 * connection. An id that is unknown, another account's, a deleted connection's or malformed gives
 * the same null and `ERROR_NODE_NOT_FOUND`, so an answer never tells which.
 */

const MISSING = new Set<unknown>([
  'ERROR_CONSUMER_NOT_FOUND',
  'ERROR_CONNECTION_NOT_FOUND',
  'ERROR_API_RESOURCE_NOT_FOUND',
  'ERROR_WEBHOOK_NOT_FOUND',
  'ERROR_WEBHOOK_LOG_NOT_FOUND',
  'ERROR_NO_ACTIVE_CONNECTION',
]);

const notFound = () => new LintelError('ERROR_NODE_NOT_FOUND');

function typed<T extends object>(value: T, type: string): T {
  Object.defineProperty(value, NODE_TYPE, { value: type, enumerable: false, configurable: true });
  return value;
}

/** One of Lintel's own objects by its UUID, in the caller's account and within its rights. */
async function findOwn(ctx: RequestContext, id: string): Promise<object | undefined> {
  const { accountId, consumerId: onlyConsumer } = ctx.caller;
  const consumer = await ctx.deps.store.consumers.get(accountId, id);
  if (consumer) {
    await requireConsumer(ctx, consumer.id);
    requireScope(ctx, accountOperations['consumers.get'].scope);
    return typed(toConsumerItem(consumer), 'Consumer');
  }
  const connection = await ctx.deps.store.connections.get(accountId, id);
  if (connection) {
    await requireConsumer(ctx, connection.consumerId);
    requireScope(ctx, accountOperations['connections.list'].scope);
    return typed(toLinkedAccount(ctx.deps.connectors, connection), 'LinkedAccount');
  }
  // Webhooks are the account's: a consumer-scoped token never sees them.
  if (onlyConsumer !== null) return undefined;
  const webhook = await ctx.deps.store.webhooks.get(accountId, id);
  if (webhook) {
    requireScope(ctx, accountOperations['webhooks.get'].scope);
    return typed(toWebhookItem(webhook), 'Webhook');
  }
  const log = await ctx.deps.store.webhooks.getLog(accountId, id);
  if (log) {
    requireScope(ctx, accountOperations['webhooks.logs.list'].scope);
    return typed(toWebhookLogItem(log), 'WebhookLog');
  }
  const client = await ctx.deps.store.accounts.getClient(id);
  if (client?.accountId === accountId) {
    requireScope(ctx, accountOperations['clients.list'].scope);
    return typed(toApiClientItem(client), 'ApiClient');
  }
  return undefined;
}

async function findNode(ctx: RequestContext, id: string): Promise<object> {
  try {
    if (z.uuid().safeParse(id).success) {
      const own = await findOwn(ctx, id);
      if (own) return own;
      throw notFound();
    }
    const decoded = decodeGlobalId(id);
    const operation = decoded && nodeReaders.get(decoded.type);
    if (!decoded || !operation) throw notFound();
    const connection = await ctx.deps.store.connections.get(ctx.caller.accountId, decoded.connectionId);
    if (!connection) throw notFound();
    const record = await loadRecord(
      ctx,
      operation,
      { consumerId: connection.consumerId, connectionId: connection.id },
      decoded.remoteId,
    );
    return typed(record, decoded.type);
  } catch (error) {
    if (MISSING.has(findLintelError(error)?.code)) throw notFound();
    throw error;
  }
}

builder.queryFields((t) => ({
  node: t.field({
    type: NodeRef,
    nullable: true,
    description:
      'Any object by its global id; null (with one ERROR_NODE_NOT_FOUND error) when the account has no such object',
    args: { id: t.arg.id({ required: true, description: 'The object’s `id`' }) },
    resolve: (_root, args, ctx) => findNode(ctx, String(args.id)) as never,
  }),
  nodes: t.field({
    type: [NodeRef],
    nullable: { list: false, items: true },
    description:
      'Several objects by their global ids, in the same order; each missing one is null with its own ERROR_NODE_NOT_FOUND error',
    args: {
      ids: t.arg.idList({
        required: true,
        description: 'The objects’ ids, at most 100',
        validate: z.array(z.unknown()).max(100),
      }),
    },
    // Answered as one list whose missing items are `Error`s (a field error at that index in
    // graphql-js and graphql-jit alike), not as a list of promises: graphql-jit (0.8.9 too) appends
    // a rejected item's null to the end of the list instead of setting its index, so the answer
    // lost entries and shifted the others.
    resolve: (_root, args, ctx) =>
      Promise.all(
        args.ids.map((id) =>
          findNode(ctx, String(id)).catch((error: unknown) =>
            error instanceof Error ? error : new Error(String(error)),
          ),
        ),
      ) as never,
  }),
}));
