import { createHash } from 'node:crypto';
import { connectorAuthenticationFailed, LintelError } from '../../errors.js';
import {
  type ConnectorDefinition,
  capabilitiesOf,
  connectHandlers,
  type HandlerMap,
  type VendorConnectorOptions,
} from '../connector.js';
import { type DroppedRecord, droppedRecords } from '../dropped-records.js';
import { createHttpClient } from '../http.js';
import { createProductCategoryListing, createProductListing, createTaxRateListing } from './catalog.js';
import { createSquareClient, type SquareClient, squareCredentials } from './client.js';
import { createCustomerCreation, createCustomerListing, createCustomerLookup } from './customers.js';
import { createClosureReading, createReportReading, createSalesReading } from './days.js';
import { createLocationListing } from './locations.js';
import { createModifierListCache, createModifierListing, type ModifierListCache } from './modifiers.js';
import { createOrderCustomerUpdate, createOrderListing, createOrderLookup } from './orders.js';
import { listPaymentMethods } from './payment-methods.js';
import { createPaymentListing } from './payments.js';
import { missingPermissions } from './permissions.js';
import { createSeller, type Seller } from './seller.js';
import { createSnapshotCache } from './snapshots.js';

const NAME = 'Square';
/** What one Square connection's handlers share. */
interface SquareConnection {
  client: SquareClient;
  /** Locations, catalogue and tax snapshots of the connection's seller, cached. */
  seller: Seller;
  modifierLists: ModifierListCache;
  /** The connection and its credentials: a new token never reads what the old one cached. */
  cacheKey: string;
  now: () => number;
}

/**
 * What Square backs. Not here (405, `operations_coverage` says so): `pos.objectives.list`
 * (Square keeps no sales objectives) and `pos.accounting-categories.list` (Square's catalogue
 * has no ledger accounts; its items' `reporting_category` groups sales reports, not accounts).
 */
const HANDLERS = {
  'pos.modifiers.list': (s) => createModifierListing(s.client, s.modifierLists, s.cacheKey),
  'pos.locations.list': (s) => createLocationListing(s.seller),
  'pos.orders.list': (s) => createOrderListing(s.seller),
  'pos.orders.get': (s) => createOrderLookup(s.seller),
  'pos.orders.update': (s) => createOrderCustomerUpdate(s.seller),
  'pos.payments.list': (s) => createPaymentListing(s.seller),
  'pos.payment-methods.list': () => async (page) => listPaymentMethods(page),
  'pos.sales.read': (s) => createSalesReading(s.seller),
  'pos.closures.read': (s) => createClosureReading(s.seller, s.now),
  'pos.report.read': (s) => createReportReading(s.seller),
  'pos.customers.list': (s) => createCustomerListing(s.client),
  'pos.customers.get': (s) => createCustomerLookup(s.client),
  'pos.customers.create': (s) => createCustomerCreation(s.client),
  'pos.products.list': (s) => createProductListing(s.seller),
  'pos.product-categories.list': (s) => createProductCategoryListing(s.seller),
  'pos.tax-rates.list': (s) => createTaxRateListing(s.seller),
} satisfies HandlerMap<SquareConnection>;

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
    capabilities: capabilitiesOf(HANDLERS),

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
      return connectHandlers(HANDLERS, { client, seller, modifierLists: cache, cacheKey, now });
    },
  };
}
