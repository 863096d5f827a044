import type { CreateHandler } from '../connectors/connector.js';
import { type OperationId, operationDeclaration, type UpdateHandler, withoutAbsent } from '../model/index.js';
import { forgetConsumer, operationFor } from './access.js';
import type { RequestContext } from './context.js';
import { scopeOf } from './records.js';
import { type Sourced, tagSource } from './sources.js';

/** Where and how one create or update writes, its fields already validated (REST spelling). */
export interface WriteTarget {
  consumerId: string;
  /** The connection chosen by the caller; null: the request's header, else the only active one. */
  connectionId: string | null;
  /** An update's record in the connected software. */
  remoteId?: string;
  /** The operation's path and query parameters besides an update's id (`folder_id`…). */
  params?: Record<string, unknown>;
  /** The record's fields as declared by the operation's body. */
  body: Record<string, unknown>;
  /** Makes retries safe: a retry with the same key and input answers the first result. */
  idempotencyKey: string | null;
}

/**
 * A create or an update through the consumer's connector (GraphQL's payload mutations and REST's
 * POST/PATCH run this): idempotent with a key, its event recorded with the answer once the vendor
 * accepted it (`write-intents.ts`); the consumer's reads are read anew after it.
 */
export async function writeRecord(
  ctx: RequestContext,
  operation: OperationId,
  target: WriteTarget,
): Promise<Sourced | Sourced[]> {
  const declaration = operationDeclaration(operation);
  const { handler, connection } = await operationFor(
    ctx,
    target.consumerId,
    operation,
    target.connectionId ?? ctx.connectionId,
  );
  const fields = withoutAbsent(target.body);
  const params = withoutAbsent(target.params ?? {});
  const withParams = Object.keys(params).length > 0;
  // The key is bound to the parameters as much as to the fields (and, for an update, to the
  // record it changes); without parameters, the input is the fields alone, as it always was.
  const input = {
    ...(declaration.kind === 'update' ? { id: target.remoteId } : {}),
    ...(withParams ? { body: fields, params } : fields),
  };
  const create: CreateHandler<unknown, unknown> =
    declaration.kind === 'update'
      ? (_input, options) =>
          (handler as unknown as UpdateHandler<unknown, unknown>)(String(target.remoteId), fields, {
            ...options,
            params,
          })
      : // The vendor lookup asks the connector's own `findWritten` (`idempotency/vendor-lookup.ts`).
        (_input, options) =>
          (handler as unknown as CreateHandler<unknown, unknown>)(fields, { ...options, params });
  try {
    const written = await ctx.deps.writes.create(
      { caller: ctx.caller, idempotencyKey: target.idempotencyKey },
      { operation, connection, input, create },
    );
    return tagSource(written as Sourced | Sourced[], {
      consumerId: target.consumerId,
      connectionId: connection.id,
      ...scopeOf(declaration.api, params),
    });
  } finally {
    // Even a failed write may have reached the vendor: the consumer's reads are read anew.
    forgetConsumer(ctx, connection.consumerId);
  }
}
