import { createHash } from 'node:crypto';
import { connectorAuthenticationFailed, LintelError } from '../../errors.js';
import type { OperationId } from '../../model/index.js';
import type { ConnectorDefinition, OperationHandlers, VendorConnectorOptions } from '../connector.js';
import { type DroppedRecord, droppedRecords } from '../dropped-records.js';
import { createHttpClient } from '../http.js';
import { createSquareClient, squareCredentials } from './client.js';
import { createModifierListCache, createModifierListing } from './modifiers.js';

const NAME = 'Square';
const CAPABILITIES = ['pos.modifiers.list'] as const satisfies readonly OperationId[];

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
  const cache = createModifierListCache({ ttlMs: cacheTtlMs, now: square.now ?? Date.now });

  return {
    integrationId: 20,
    close: () => http.close(),
    name: NAME,
    description: 'Square point of sale, through its Catalog API',
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
    capabilities: CAPABILITIES,

    /**
     * Reads the first page of modifier lists with the token: the call the connector will make,
     * so it proves both the token and its ITEMS_READ permission (`/v2/locations` would need
     * MERCHANT_PROFILE_READ, which the connector does not use).
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
      await client.listModifierListPage(undefined);
    },

    connect(connection): Pick<OperationHandlers, (typeof CAPABILITIES)[number]> {
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
      return {
        'pos.modifiers.list': createModifierListing(client, cache, `${connection.id}:${fingerprint}`),
      };
    },
  };
}
