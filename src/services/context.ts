import type { Logger } from 'pino';
import type { Caller } from '../auth/caller.js';
import type { RequiredScope } from '../auth/scopes.js';
import { describeScope, isValidScope, requiredScopeOf } from '../auth/scopes.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { LintelError, type ValidationIssue, validationError } from '../errors.js';
import type { Store } from '../store/index.js';
import type { WebhookLog } from '../store/webhooks.js';
import type { LinkService } from './connect-links.js';
import type { ConnectionErrors } from './connection-errors.js';
import type { EventFeed } from './event-feed.js';
import type { LookupCache } from './lookup-cache.js';
import type { ReadCache, ReadCacheState } from './read-cache.js';
import type { WriteIntents } from './write-intents.js';

/** The webhook delivery side, as the services see it (implemented by `webhooks/`). */
export interface WebhookDispatcher {
  /** Looks for due deliveries now (after a transaction recorded events). */
  wake(): void;
  /** Sends a signed `account.webhook.test` event to the subscription now; answers the attempt's log. */
  sendTest(accountId: string, webhookId: string): Promise<WebhookLog | undefined>;
  /** Delivers the event of a log row again (same event, same `webhook-id`); answers the attempt's log. */
  replay(accountId: string, webhookId: string, eventId: string): Promise<WebhookLog | undefined>;
}

/** What the services need from the rest of Lintel; passed in by `createApp`. */
export interface ServiceDeps {
  webhooks: WebhookDispatcher;
  /** Wakes live event streams when events may have been recorded. */
  events: EventFeed;
  /** Signs the connect page links of `LinkItem.url`. */
  links: LinkService;
  lookups: LookupCache;
  /** Connector reads and whole answers kept in memory (read-cache.ts). */
  readCache: ReadCache;
  /** Idempotent creates: write intents, their leases and their recovery (`idempotency.ts`). */
  writes: WriteIntents;
  store: Store;
  connectors: ConnectorRegistry;
  /** Checks a user-supplied outbound URL (webhook targets); throws a validation error. */
  checkOutboundUrl(url: string, loc: (string | number)[]): Promise<void>;
  /** The process's logger: connector failures are reported on it (`connector-failures.ts`). */
  logger: Logger;
  /** The last connector failure of each connection, throttled (`connection-errors.ts`). */
  connectionErrors: ConnectionErrors;
  /**
   * An API client was deleted or its secret rotated: its tokens are refused from now on, in this
   * process at once and in the others sharing the database within 2 s (`auth/client-state.ts`).
   */
  clientChanged(): void;
}

export type { Caller } from '../auth/caller.js';

/**
 * One per request (REST, GraphQL, MCP or the connect page): what the services know of the caller
 * and the request. The request's DataLoaders hang off it (`perRequest`), so it is never shared.
 */
export interface RequestContext {
  requestId: string;
  /** Where clients reach this Lintel (`LINTEL_PUBLIC_URL`, else the request's origin): for links. */
  baseUrl: string;
  caller: Caller;
  /** `X-Chift-ConnectionId` / `X-Lintel-ConnectionId`, when the client picked a connection. */
  connectionId: string | null;
  /** `x-chift-client-requestid` / `Idempotency-Key` of a write, when the client sent one. */
  idempotencyKey: string | null;
  /** What the read cache did for this request (`x-lintel-cache`, `Age`), and whether to bypass it. */
  cache: ReadCacheState;
  /** `Last-Event-ID` of a reconnecting event stream (GraphQL only). */
  lastEventId?: string | null;
  deps: ServiceDeps;
}

/**
 * A value made once per request context (a DataLoader, a memo of reads): REST and GraphQL share
 * the services, so the request's batches live here rather than in a GraphQL plugin.
 */
export function perRequest<T>(make: (ctx: RequestContext) => T): (ctx: RequestContext) => T {
  const made = new WeakMap<RequestContext, T>();
  return (ctx) => {
    let value = made.get(ctx);
    if (value === undefined) {
      value = make(ctx);
      made.set(ctx, value);
    }
    return value;
  };
}

/**
 * Managing the account (consumers, connections, webhooks, API clients, tokens) is for account
 * tokens only: a consumer-scoped token, handed to a browser, gets 403 there.
 */
export function requireAccountToken(ctx: RequestContext): void {
  if (ctx.caller.consumerId !== null) {
    throw new LintelError('ERROR_INSUFFICIENT_SCOPE', {
      message: 'A consumer-scoped token cannot manage the account',
      detail: 'Consumers, connections and webhooks are managed with an account token (POST /token)',
    });
  }
}

export function requireScope(ctx: RequestContext, required: RequiredScope): void {
  // Webhooks, API clients, and every write of consumers and connections, are account-level.
  if (
    required.api === 'webhooks' ||
    required.api === 'clients' ||
    (required.api === 'consumers' && required.write)
  ) {
    requireAccountToken(ctx);
  }
  if (!ctx.caller.can(required)) {
    throw new LintelError('ERROR_INSUFFICIENT_SCOPE', {
      message: `The token lacks the scope ${describeScope(required)}`,
    });
  }
}

/**
 * Scopes the caller hands on (to a consumer token, to a new API client): each a scope of
 * contract §2 (a validation error at `loc`, every unknown one at once), and each allowed to the
 * caller itself (else 403: a token cannot grant more than it holds).
 */
export function requireGrantable(
  ctx: RequestContext,
  scopes: readonly string[],
  loc: (string | number)[],
): void {
  const unknown: ValidationIssue[] = scopes.flatMap((scope, index) =>
    isValidScope(scope)
      ? []
      : [{ loc: [...loc, index], msg: 'Unknown scope', type: 'value_error', input: scope }],
  );
  if (unknown.length > 0) throw validationError(unknown);
  const lacking = scopes.find((scope) => !ctx.caller.can(requiredScopeOf(scope)));
  if (lacking !== undefined) {
    throw new LintelError('ERROR_INSUFFICIENT_SCOPE', {
      message: `The token lacks the scope ${lacking}, so it cannot grant it`,
    });
  }
}
