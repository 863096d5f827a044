import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { OperationHandlers } from '../connectors/connector.js';
import { LintelError, noActiveConnection } from '../errors.js';
import { type Api, apiDisplayNames, type OperationId, operationDeclaration } from '../model/index.js';
import { connectionsKey, consumerKey } from '../services/lookup-cache.js';
import type { Connection } from '../store/connections.js';
import type { Consumer } from '../store/consumers.js';
import { type RequestContext, requireScope } from './context.js';

/**
 * The path from a consumer to a connector call: account-scoped consumer lookup, connection
 * choice (header or the only active one), the scope and capability checks, then the connector.
 * Lookups are cached per request (a GraphQL query touching many fields reads each row once) and
 * briefly per process (`lookup-cache.ts`).
 */

const consumers = createContextCache(
  (ctx: RequestContext) =>
    new DataLoader<string, Consumer | null>((ids) =>
      Promise.all(
        ids.map(
          async (id) =>
            (await ctx.deps.lookups.get(consumerKey(ctx.caller.accountId, id), () =>
              ctx.deps.store.consumers.get(ctx.caller.accountId, id),
            )) ?? null,
        ),
      ),
    ),
);

const connections = createContextCache(
  (ctx: RequestContext) =>
    new DataLoader<string, Connection[]>((ids) =>
      Promise.all(
        ids.map(
          async (id) =>
            (await ctx.deps.lookups.get(connectionsKey(ctx.caller.accountId, id), () =>
              ctx.deps.store.connections.listByConsumer(ctx.caller.accountId, id),
            )) ?? [],
        ),
      ),
    ),
);

export async function requireConsumer(ctx: RequestContext, consumerId: string): Promise<Consumer> {
  // A consumer-scoped token sees no other consumer: the same 404 as one that does not exist.
  if (ctx.caller.consumerId !== null && ctx.caller.consumerId !== consumerId) {
    throw new LintelError('ERROR_CONSUMER_NOT_FOUND');
  }
  const consumer = await consumers(ctx).load(consumerId);
  if (!consumer) throw new LintelError('ERROR_CONSUMER_NOT_FOUND');
  resolvedConsumers(ctx).add(consumer.id);
  return consumer;
}

export function connectionsOf(ctx: RequestContext, consumerId: string): Promise<Connection[]> {
  return connections(ctx).load(consumerId);
}

/**
 * Drops what is cached of a consumer after a write through it: its rows in this process, and its
 * reads in every process (the read cache tells the others).
 */
export function forgetConsumer(ctx: RequestContext, consumerId: string): void {
  ctx.deps.lookups.invalidate(
    consumerKey(ctx.caller.accountId, consumerId),
    connectionsKey(ctx.caller.accountId, consumerId),
  );
  ctx.deps.readCache.invalidateConsumer(ctx.caller.accountId, consumerId);
}

function apiOf(ctx: RequestContext, connection: Connection): Api | undefined {
  return ctx.deps.connectors.get(connection.integrationId)?.api;
}

/** The connection serving `api` for this consumer (contract §1, `X-Chift-ConnectionId`). */
export async function pickConnection(ctx: RequestContext, consumer: Consumer, api: Api): Promise<Connection> {
  const all = await connectionsOf(ctx, consumer.id);
  const ofApi = all.filter((c) => apiOf(ctx, c) === api);
  if (ctx.connectionId !== null) {
    const chosen = all.find((c) => c.id === ctx.connectionId);
    if (!chosen) throw new LintelError('ERROR_CONNECTION_NOT_FOUND');
    // A header naming a connection of another API does not apply to this API.
    if (apiOf(ctx, chosen) === api) {
      if (chosen.status !== 'active') throw noActiveConnection(apiDisplayNames[api]);
      return chosen;
    }
  }
  const active = ofApi.filter((c) => c.status === 'active');
  if (active.length === 0) throw noActiveConnection(apiDisplayNames[api]);
  if (active.length > 1) {
    throw new LintelError('ERROR_BAD_REQUEST', {
      message: `The consumer has ${active.length} active connections for the ${apiDisplayNames[api]} API: pick one with the X-Chift-ConnectionId header`,
    });
  }
  return active[0]!;
}

/** Failures that a consumer deleted meanwhile explains (its connections went with it). */
const MISSING_CONNECTION = new Set<unknown>(['ERROR_CONNECTION_NOT_FOUND', 'ERROR_NO_ACTIVE_CONNECTION']);

/** The consumers a request found (`requireConsumer`), for `consumerGoneError`. */
const resolvedConsumers = createContextCache((_ctx: RequestContext) => new Set<string>());

/**
 * A request racing the deletion of its consumer can find the consumer, then miss its connection,
 * gone with it: no connection left, or a write naming the connection's row fails (the store
 * answers the connection's 404). The client gets what it would have got a moment later, the
 * consumer's 404. Each surface asks this once, where it renders a failure `code`: when the
 * request found exactly one consumer and that consumer is gone now (read from the database),
 * the answer is that consumer's 404; otherwise undefined, and the failure stands.
 */
export async function consumerGoneError(
  ctx: RequestContext,
  code: unknown,
): Promise<LintelError | undefined> {
  if (!MISSING_CONNECTION.has(code)) return undefined;
  const found = [...resolvedConsumers(ctx)];
  if (found.length !== 1) return undefined;
  const consumer = await ctx.deps.store.consumers.get(ctx.caller.accountId, found[0]!);
  return consumer ? undefined : new LintelError('ERROR_CONSUMER_NOT_FOUND');
}

/** Scope check, connection choice, capability check, then the connector's handler. */
export async function operationFor<Op extends OperationId>(
  ctx: RequestContext,
  consumerId: string,
  operation: Op,
): Promise<{ handler: OperationHandlers[Op]; connection: Connection }> {
  const declaration = operationDeclaration(operation);
  requireScope(ctx, {
    api: declaration.api,
    resource: declaration.resource,
    write: declaration.kind === 'create',
  });
  const consumer = await requireConsumer(ctx, consumerId);
  const connection = await pickConnection(ctx, consumer, declaration.api);
  const definition = ctx.deps.connectors.require(connection.integrationId);
  const handler = await ctx.deps.connectors.handler(
    definition,
    {
      id: connection.id,
      version: connection.updatedAt.toISOString(),
      loadCredentials: () => ctx.deps.store.connections.credentials(connection.id),
    },
    operation,
  );
  return { handler, connection };
}

/**
 * A read through the consumer's connector: served from the read cache when it can be (same
 * account, consumer, connection and arguments within the TTL), and run once per request for
 * identical arguments (two aliases asking for the same page share one vendor call).
 */
const reads = createContextCache((_ctx: RequestContext) => new Map<string, Promise<unknown>>());

/** The read cache's key of one operation's read through one connection. */
export function readKey(
  ctx: RequestContext,
  consumerId: string,
  connection: Connection,
  operation: OperationId,
  args: string,
): string {
  const scope = ctx.deps.readCache.consumerScope(ctx.caller.accountId, consumerId);
  // The connection's version: changed credentials (or settings) read anew.
  return `${scope}|${connection.id}|${connection.updatedAt.getTime()}|${operation}|${args}`;
}

export async function readOnce<Op extends OperationId, T>(
  ctx: RequestContext,
  consumerId: string,
  operation: Op,
  args: unknown,
  read: (handler: OperationHandlers[Op]) => Promise<T>,
): Promise<T> {
  const serialized = JSON.stringify(args);
  const key = `${operation}:${consumerId}:${serialized}`;
  const memo = reads(ctx);
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = operationFor(ctx, consumerId, operation).then(({ handler, connection }) =>
      ctx.deps.readCache.read(
        readKey(ctx, consumerId, connection, operation, serialized),
        ctx.cache,
        () => read(handler),
        operation,
      ),
    );
    memo.set(key, pending);
  }
  return pending;
}
