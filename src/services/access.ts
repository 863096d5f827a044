import DataLoader from 'dataloader';
import type { OperationHandlers } from '../connectors/connector.js';
import { LintelError, noActiveConnection } from '../errors.js';
import {
  type Api,
  apiDisplayNames,
  isWrite,
  type OperationId,
  operationDeclaration,
} from '../model/index.js';

import type { Connection, Credentials } from '../store/connections.js';
import type { Consumer } from '../store/consumers.js';
import { reportingFailures } from './connector-failures.js';
import { perRequest, type RequestContext, requireScope } from './context.js';
import { connectionsKey, consumerKey } from './lookup-cache.js';

/**
 * The path from a consumer to a connector call: account-scoped consumer lookup, connection
 * choice (header or the only active one), the scope and capability checks, then the connector.
 * Lookups are cached per request (a GraphQL query touching many fields reads each row once) and
 * briefly per process (`lookup-cache.ts`).
 */

const consumers = perRequest(
  (ctx: RequestContext) =>
    new DataLoader<string, Consumer | null>(async (ids) => {
      const { accountId } = ctx.caller;
      const rows = await ctx.deps.lookups.getMany(
        ids.map((id) => consumerKey(accountId, id)),
        (missing) =>
          ctx.deps.store.consumers.getMany(
            accountId,
            missing.map((i) => ids[i]!),
          ),
      );
      return rows.map((row) => row ?? null);
    }),
);

const connections = perRequest(
  (ctx: RequestContext) =>
    new DataLoader<string, Connection[]>(async (ids) => {
      const { accountId } = ctx.caller;
      const rows = await ctx.deps.lookups.getMany(
        ids.map((id) => connectionsKey(accountId, id)),
        (missing) =>
          ctx.deps.store.connections.listByConsumers(
            accountId,
            missing.map((i) => ids[i]!),
          ),
      );
      return rows.map((row) => row ?? []);
    }),
);

/** Credentials of the connections a request calls through, read together (one query per batch). */
const credentials = perRequest(
  (ctx: RequestContext) =>
    new DataLoader<string, Credentials>((ids) => ctx.deps.store.connections.credentialsMany(ids)),
);

/** Consumers a list read already: their lookups in this request need no query. */
export function primeConsumers(ctx: RequestContext, rows: readonly Consumer[]): void {
  const loader = consumers(ctx);
  for (const row of rows) loader.prime(row.id, row);
}

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

/**
 * The connection serving `api` for this consumer: the one `connectionId` names (the GraphQL
 * argument, else the `X-Chift-ConnectionId` header, contract §1), else the only active one.
 */
export async function pickConnection(
  ctx: RequestContext,
  consumer: Consumer,
  api: Api,
  connectionId: string | null = ctx.connectionId,
): Promise<Connection> {
  const all = await connectionsOf(ctx, consumer.id);
  const ofApi = all.filter((c) => apiOf(ctx, c) === api);
  if (connectionId !== null) {
    const chosen = all.find((c) => c.id === connectionId);
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
      message: `The consumer has ${active.length} active connections for the ${apiDisplayNames[api]} API: pick one with the X-Chift-ConnectionId header (in GraphQL, the connectionId argument)`,
    });
  }
  return active[0]!;
}

/** Failures that a consumer deleted meanwhile explains (its connections went with it). */
const MISSING_CONNECTION = new Set<unknown>(['ERROR_CONNECTION_NOT_FOUND', 'ERROR_NO_ACTIVE_CONNECTION']);

/** The consumers a request found (`requireConsumer`), for `consumerGoneError`. */
const resolvedConsumers = perRequest((_ctx: RequestContext) => new Set<string>());

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

/**
 * Scope check, connection choice, capability check, then the connector's handler (a vendor's
 * reporting its failures in the log and on the connection: `connector-failures.ts`).
 */
export async function operationFor<Op extends OperationId>(
  ctx: RequestContext,
  consumerId: string,
  operation: Op,
  connectionId: string | null = ctx.connectionId,
): Promise<{ handler: OperationHandlers[Op]; connection: Connection }> {
  const declaration = operationDeclaration(operation);
  requireScope(ctx, {
    api: declaration.api,
    resource: declaration.resource,
    write: isWrite(declaration),
  });
  const consumer = await requireConsumer(ctx, consumerId);
  const connection = await pickConnection(ctx, consumer, declaration.api, connectionId);
  const definition = ctx.deps.connectors.require(connection.integrationId);
  const handler = await ctx.deps.connectors.handler(
    definition,
    {
      id: connection.id,
      version: connection.updatedAt.toISOString(),
      loadCredentials: () => credentials(ctx).load(connection.id),
    },
    operation,
  );
  // The Sandbox calls no vendor and never fails as one: its handlers go unwrapped.
  if (definition.local) return { handler, connection };
  return {
    handler: reportingFailures(
      ctx,
      handler,
      {
        consumerId: consumer.id,
        connectionId: connection.id,
        integrationId: definition.integrationId,
        operation,
      },
      connection,
    ),
    connection,
  };
}

/**
 * A read through the consumer's connector: served from the read cache when it can be (same
 * account, consumer, connection and arguments within the TTL), and run once per request for
 * identical arguments (two aliases asking for the same page share one vendor call).
 */
const reads = perRequest((_ctx: RequestContext) => new Map<string, Promise<unknown>>());

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

/** What a read answered, and the connection that served it. */
export interface Read<T> {
  result: T;
  connection: Connection;
}

export async function readOnce<Op extends OperationId, T>(
  ctx: RequestContext,
  consumerId: string,
  connectionId: string | null,
  operation: Op,
  args: unknown,
  read: (handler: OperationHandlers[Op]) => Promise<T>,
): Promise<Read<T>> {
  const serialized = JSON.stringify(args);
  const key = `${operation}:${consumerId}:${connectionId ?? ''}:${serialized}`;
  const memo = reads(ctx);
  let pending = memo.get(key) as Promise<Read<T>> | undefined;
  if (!pending) {
    pending = operationFor(ctx, consumerId, operation, connectionId).then(
      async ({ handler, connection }) => ({
        connection,
        result: await ctx.deps.readCache.read(
          readKey(ctx, consumerId, connection, operation, serialized),
          ctx.cache,
          () => read(handler),
          operation,
        ),
      }),
    );
    memo.set(key, pending);
  }
  return pending;
}
