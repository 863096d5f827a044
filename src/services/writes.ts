import type { CreateHandler, CreateOptions } from '../connectors/connector.js';
import { type OperationId, operationDeclaration, type UpdateHandler, withoutAbsent } from '../model/index.js';
import { forgetConsumer, operationFor } from './access.js';
import type { RequestContext } from './context.js';
import { type Sourced, tagSource } from './sources.js';

/** Where and how one create or update writes, its fields already validated (REST spelling). */
export interface WriteTarget {
  consumerId: string;
  /** The connection chosen by the caller; null: the request's header, else the only active one. */
  connectionId: string | null;
  /** An update's record in the connected software. */
  remoteId?: string;
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
): Promise<Sourced> {
  const declaration = operationDeclaration(operation);
  const { handler, connection } = await operationFor(
    ctx,
    target.consumerId,
    operation,
    target.connectionId ?? ctx.connectionId,
  );
  const fields = withoutAbsent(target.body);
  // An update's key is bound to the record it changes as much as to the fields.
  const call =
    declaration.kind === 'update'
      ? {
          input: { id: target.remoteId, ...fields },
          create: (async (_input: unknown, options?: CreateOptions) =>
            (handler as unknown as UpdateHandler<unknown, Record<string, unknown>>)(
              String(target.remoteId),
              fields,
              options,
            )) as CreateHandler<unknown, Record<string, unknown>>,
        }
      : { input: fields, create: handler as unknown as CreateHandler<unknown, Record<string, unknown>> };
  try {
    const record = await ctx.deps.writes.create(
      { caller: ctx.caller, idempotencyKey: target.idempotencyKey },
      { operation, connection, ...call },
    );
    return tagSource(record as Sourced, { consumerId: target.consumerId, connectionId: connection.id });
  } finally {
    // Even a failed write may have reached the vendor: the consumer's reads are read anew.
    forgetConsumer(ctx, connection.consumerId);
  }
}
