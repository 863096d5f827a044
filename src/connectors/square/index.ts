import { createHash } from 'node:crypto';
import { connectorAuthenticationFailed, LintelError } from '../../errors.js';
import {
  type ConnectorDefinition,
  capabilitiesOf,
  connectHandlers,
  type VendorConnectorOptions,
} from '../connector.js';
import { type DroppedRecord, droppedRecords } from '../dropped-records.js';
import { createHttpClient } from '../http.js';
import { createSquareClient, squareCredentials } from './client.js';
import { handlers } from './handlers.js';
import { createModifierListCache } from './modifiers.js';
import { missingPermissions } from './permissions.js';
import { createSeller } from './seller.js';
import { createSnapshotCache } from './snapshots.js';

const NAME = 'Square';
/** How long one full read of the modifier lists serves later pages of the same connection. */
export const SQUARE_CACHE_TTL_MS = 30_000;

export interface SquareConnectorOptions {
  /** Default `SQUARE_CACHE_TTL_MS` (30 s); 0 reads Square on every request. */
  cacheTtlMs?: number;
  /** Clock of the cache (tests step it). */
  now?: () => number;
}

/**
 * Square (integration 20, Point of Sale) over its Catalog API (`connectors/square.md`): modifier
 * lists as modifier groups. Credentials: `access_token`, optional `base_url` (default
 * https://connect.squareup.com; the sandbox is https://connect.squareupsandbox.com). One HTTP
 * client for all connections, its breaker and concurrency keyed per connection id.
 */
export function createSquareConnector(
  options: VendorConnectorOptions,
  square: SquareConnectorOptions = {},
): ConnectorDefinition {
  const cacheTtlMs = square.cacheTtlMs ?? SQUARE_CACHE_TTL_MS;
  if (!Number.isFinite(cacheTtlMs) || cacheTtlMs < 0) {
    throw new Error(`Square connector: cacheTtlMs must be a number >= 0, got ${cacheTtlMs}`);
  }
  const http = createHttpClient({ vendor: NAME, ...options.http });
  const dropped = options.dropped ?? droppedRecords;
  const drop = (record: Omit<DroppedRecord, 'connector'>) =>
    dropped.drop({ connector: NAME, ...record }, options.logger);
  const now = square.now ?? Date.now;
  const cache = createModifierListCache({ ttlMs: cacheTtlMs, now });
  const snapshots = createSnapshotCache({ ttlMs: cacheTtlMs, now });

  return {
    integrationId: 20,
    close: () => http.close(),
    name: NAME,
    description:
      'Square point of sale: locations, orders, payments, customers and catalogue through its Locations, Orders, Payments, Refunds, Customers and Catalog APIs',
    api: 'pos',
    status: 'active',
    supportedCountries: ['US', 'CA', 'GB', 'AU', 'JP', 'IE', 'FR', 'ES'],
    brandColor: '#1a1a1a',
    credentials: [
      { name: 'access_token', optional: false, secret: true, label: 'Access token' },
      {
        name: 'base_url',
        optional: true,
        secret: false,
        label: 'API address',
        hint: 'Only for the Square sandbox: https://connect.squareupsandbox.com',
      },
    ],
    // What Square backs (the files' handlers). Not here (405, `operations_coverage` says so):
    // `pos.objectives.list` (Square keeps no sales objectives) and `pos.accounting-categories.list`
    // (its catalogue has no ledger accounts; `reporting_category` groups sales reports, not accounts).
    capabilities: capabilitiesOf(handlers),

    /**
     * Asks Square which permissions the token holds (RetrieveTokenStatus) and refuses a token
     * that lacks one the operations need, naming each (permissions.ts). When Square lists none
     * (it may not for every kind of token), reads the first page of modifier lists instead, as
     * before: that proves the token and ITEMS_READ.
     */
    async checkCredentials(credentials) {
      const resolved = squareCredentials(credentials);
      const client = createSquareClient({
        // No connection id yet: checks share the state of their base URL.
        connection: http.connection(`check:${resolved.baseUrl}`, credentials),
        credentials: resolved,
        // No `drop`: the check reads a page for the token's sake; nothing of it is served.
        authFailure: (detail) =>
          new LintelError('ERROR_INVALID_CREDENTIALS', {
            message: 'Square rejected the access token (it is invalid, expired, revoked or lacks ITEMS_READ)',
            detail,
          }),
      });
      const missing = await missingPermissions(client);
      if (missing === undefined) {
        await client.listModifierListPage(undefined);
        return;
      }
      if (missing.length) {
        throw new LintelError('ERROR_INVALID_CREDENTIALS', {
          message: `Square's access token lacks the permissions ${missing.map((m) => m.permission).join(', ')}`,
          detail: `Grant the application these permissions and connect again: ${missing
            .map((m) => `${m.permission} (${m.for})`)
            .join('; ')}.`,
        });
      }
    },

    connect(connection) {
      const credentials = squareCredentials(connection.credentials);
      const client = createSquareClient({
        connection: http.connection(connection.id, connection.credentials),
        credentials,
        drop,
        authFailure: (detail) => connectorAuthenticationFailed(NAME, detail),
      });
      const fingerprint = createHash('sha256')
        .update(`${credentials.baseUrl}\n${credentials.accessToken}`)
        .digest('base64url');
      const cacheKey = `${connection.id}:${fingerprint}`;
      const seller = createSeller(client, snapshots, cacheKey);
      return connectHandlers(handlers, { client, seller, modifierLists: cache, cacheKey, now });
    },
  };
}
