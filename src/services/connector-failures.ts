import { findLintelError } from '../errors.js';
import type { RequestContext } from './context.js';

/**
 * A connected software that is down, slow or refusing is the operator's to see, not only the
 * client's: each such failure is logged once, at warn, where the services call the connector,
 * with the request, consumer and connection it happened for and its cause in words (the error's
 * `detail`, which the HTTP client already wrote without credential values).
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

/** Logs `error` at warn when it is a connector failure; anything else is not the vendor's doing. */
export function reportConnectorFailure(ctx: RequestContext, error: unknown, call: ConnectorCall): void {
  const known = findLintelError(error);
  if (!known || !CONNECTOR_CODES.has(known.code)) return;
  ctx.deps.logger.warn(
    {
      requestId: ctx.requestId,
      accountId: ctx.caller.accountId,
      consumerId: call.consumerId,
      connectionId: call.connectionId,
      integrationId: call.integrationId,
      operation: call.operation,
      errorCode: known.code,
      cause: typeof known.detail === 'string' && known.detail !== '' ? known.detail : known.message,
    },
    'connector call failed',
  );
}

/**
 * `handler` reporting its rejections (then rethrowing them). The success path costs one
 * `.then` with no fulfilment callback; own properties (a create's `findWritten`) ride along.
 */
export function reportingFailures<H>(ctx: RequestContext, handler: H, call: ConnectorCall): H {
  const run = handler as unknown as (...args: unknown[]) => Promise<unknown>;
  const onFailure = (error: unknown): never => {
    reportConnectorFailure(ctx, error, call);
    throw error;
  };
  const wrapped = (...args: unknown[]) => {
    let pending: Promise<unknown>;
    try {
      pending = run(...args);
    } catch (error) {
      return onFailure(error);
    }
    return pending.then(undefined, onFailure);
  };
  return Object.assign(wrapped, handler) as unknown as H;
}
