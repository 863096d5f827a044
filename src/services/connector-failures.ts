import type { Logger } from 'pino';
import { findLintelError, type LintelError } from '../errors.js';
import type { Connection } from '../store/connections.js';
import type { RequestContext } from './context.js';
import { connectionsKey } from './lookup-cache.js';

/**
 * A connected software that is down, slow or refusing is the operator's to see, not only the
 * client's: each such failure is logged once, at warn, where the services call the connector,
 * with the request, consumer and connection it happened for and its cause in words (the error's
 * `detail`, which the HTTP client already wrote without credential values). A failure through a
 * connection is also recorded on it (`LinkedAccount.lastError`, `connection-errors.ts`), until a
 * call through it succeeds.
 */

const CONNECTOR_CODES = new Set<unknown>(['ERROR_CONNECTOR_REQUEST', 'ERROR_CONNECTOR_AUTHENTICATION']);

export interface ConnectorCall {
  consumerId: string;
  /** Null while checking the credentials of a connection not created yet. */
  connectionId: string | null;
  integrationId: number;
  /** The model operation (`invoicing.taxes.list`), or `checkCredentials`. */
  operation: string;
}

/** The connector failure behind `error`; undefined when it is not the vendor's doing. */
export function connectorFailure(error: unknown): LintelError | undefined {
  const known = findLintelError(error);
  return known && CONNECTOR_CODES.has(known.code) ? known : undefined;
}

/**
 * The warn line of a connector failure, the same whether a request or background work (the
 * change poller) met it: what it was doing (`fields`), the error's code and its cause in words.
 */
export function logConnectorFailure(
  logger: Logger,
  failure: LintelError,
  fields: Record<string, unknown> & ConnectorCall & { accountId: string },
): void {
  logger.warn(
    {
      ...fields,
      errorCode: failure.code,
      cause: typeof failure.detail === 'string' && failure.detail !== '' ? failure.detail : failure.message,
    },
    'connector call failed',
  );
}

/** Logs `error` at warn when it is a connector failure; anything else is not the vendor's doing. */
export function reportConnectorFailure(ctx: RequestContext, error: unknown, call: ConnectorCall): void {
  const known = connectorFailure(error);
  if (!known) return;
  logConnectorFailure(ctx.deps.logger, known, {
    requestId: ctx.requestId,
    accountId: ctx.caller.accountId,
    ...call,
  });
}

/**
 * Records what a call through `connection` showed of its health: a connector failure (at most
 * once a minute), or a success that ends a recorded one. Never fails the call: a database that
 * cannot take the note is logged, and the client gets the call's own answer.
 */
export async function noteHealth(
  ctx: RequestContext,
  connection: Connection,
  failure: LintelError | null,
): Promise<void> {
  const errors = ctx.deps.connectionErrors;
  try {
    const wrote = failure ? await errors.failed(connection, failure) : await errors.succeeded(connection);
    // This process's next read of the connection shows it (others within LINTEL_LOOKUP_CACHE_SECONDS).
    if (wrote) ctx.deps.lookups.invalidate(connectionsKey(ctx.caller.accountId, connection.consumerId));
  } catch (error) {
    ctx.deps.logger.error({ err: error, connectionId: connection.id }, 'connection health not recorded');
  }
}

/**
 * `handler` reporting its rejections (then rethrowing them) and recording them on `connection`.
 * A success costs one `.then` with no fulfilment callback, unless the connection has a failure
 * recorded to clear; own properties (a create's `findWritten`) ride along.
 */
export function reportingFailures<H>(
  ctx: RequestContext,
  handler: H,
  call: ConnectorCall,
  connection: Connection,
): H {
  const run = handler as unknown as (...args: unknown[]) => Promise<unknown>;
  const onFailure = async (error: unknown): Promise<never> => {
    reportConnectorFailure(ctx, error, call);
    const failure = connectorFailure(error);
    if (failure) await noteHealth(ctx, connection, failure);
    throw error;
  };
  const onRecovery = async (value: unknown) => {
    await noteHealth(ctx, connection, null);
    return value;
  };
  const wrapped = (...args: unknown[]) => {
    let pending: Promise<unknown>;
    try {
      pending = run(...args);
    } catch (error) {
      return onFailure(error);
    }
    return pending.then(ctx.deps.connectionErrors.isStored(connection) ? onRecovery : undefined, onFailure);
  };
  return Object.assign(wrapped, handler) as unknown as H;
}
