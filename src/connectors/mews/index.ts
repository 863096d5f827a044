import { LintelError } from '../../errors.js';
import {
  type ConnectorDefinition,
  capabilitiesOf,
  connectHandlers,
  type HandlerMap,
  type VendorConnectorOptions,
} from '../connector.js';
import { type DroppedRecord, droppedRecords } from '../dropped-records.js';
import { createHttpClient } from '../http.js';
import { listAccountingCategories } from './accounting-categories.js';
import { listAccountingTransactions } from './accounting-transactions.js';
import { listInvoices } from './bills.js';
import { createMewsClient, MEWS_NAME, type MewsClient, readCredentials } from './client.js';
import { readClosure } from './closures.js';
import { createContextCache, MEWS_CONFIGURATION_TTL_MS, type MewsContextCache } from './configuration.js';
import { getCustomers, listCustomers } from './customers.js';
import { listLocations } from './locations.js';
import { listOrders } from './orders.js';
import { listPaymentMethods, listPayments } from './payments.js';
import { listTaxRates } from './taxes.js';
import { configurationResponse } from './types.js';

export { MEWS_CONFIGURATION_TTL_MS } from './configuration.js';

export const MEWS_INTEGRATION_ID = 30;

/** What one Mews connection's handlers share: its client, its configuration cache, the clock. */
interface MewsConnection {
  client: MewsClient;
  contexts: MewsContextCache;
  now: () => number;
}

/** Every PMS operation, on Mews. */
const HANDLERS = {
  'pms.taxes.list': (m) => (page) => listTaxRates(m.client, m.contexts, page),
  'pms.orders.list': (m) => (page, filter) => listOrders(m.client, m.contexts, page, filter),
  'pms.locations.list': (m) => (page) => listLocations(m.contexts, page),
  'pms.invoices.list': (m) => (page, filter) => listInvoices(m.client, m.contexts, page, filter),
  'pms.payments.list': (m) => (page, filter) => listPayments(m.client, m.contexts, page, filter),
  'pms.payment-methods.list': (m) => (page) => listPaymentMethods(m.contexts, page),
  'pms.customers.list': (m) => (page, filter) => listCustomers(m.client, page, filter, m.now),
  'pms.customers.get': (m) => (ids) => getCustomers(m.client, ids),
  'pms.accounting-categories.list': (m) => (page) => listAccountingCategories(m.client, page),
  'pms.closures.read': (m) => (params) => readClosure(m.client, m.contexts, params, m.now),
  'pms.accounting-transactions.list': (m) => (page, filter) =>
    listAccountingTransactions(m.client, m.contexts, page, filter),
} satisfies HandlerMap<MewsConnection>;

export interface MewsConnectorSettings {
  /** How long a connection reuses the enterprise configuration and tax environment. */
  configurationTtlMs?: number;
  now?: () => number;
}

/**
 * The Mews connector (integration 30, Property Management System) over the Mews Connector API
 * (`connectors/mews.md`): every PMS operation; closures and accounting transactions are computed
 * from the day's order items and payments (Mews has neither). Credentials: `client_token`,
 * `access_token`, optional `platform_url` (default the demo host `https://api.mews-demo.com`).
 */
export function createMewsConnector(
  options: VendorConnectorOptions,
  settings: MewsConnectorSettings = {},
): ConnectorDefinition {
  const http = createHttpClient({ vendor: MEWS_NAME, ...options.http });
  const dropped = options.dropped ?? droppedRecords;
  const drop = (record: Omit<DroppedRecord, 'connector'>) =>
    dropped.drop({ connector: MEWS_NAME, ...record }, options.logger);
  const ttlMs = settings.configurationTtlMs ?? MEWS_CONFIGURATION_TTL_MS;
  const now = settings.now ?? options.http.now ?? Date.now;

  return {
    integrationId: MEWS_INTEGRATION_ID,
    close: () => http.close(),
    name: MEWS_NAME,
    description: 'Mews, the cloud property management system, through its Connector API',
    api: 'pms',
    status: 'active',
    supportedCountries: null,
    brandColor: '#0c1c4e',
    credentials: [
      { name: 'client_token', optional: false, secret: true, label: 'Client token' },
      { name: 'access_token', optional: false, secret: true, label: 'Access token' },
      {
        name: 'platform_url',
        optional: true,
        secret: false,
        label: 'Platform address',
        hint: 'Empty: the Mews demo (api.mews-demo.com); live: https://api.mews.com',
      },
    ],
    capabilities: capabilitiesOf(HANDLERS),

    /** configuration/get (operations/configuration.md): the cheapest call every token may make. */
    async checkCredentials(credentials) {
      const mews = readCredentials(credentials);
      if (!/^https?:\/\/[^/]/i.test(mews.platformUrl)) {
        throw new LintelError('ERROR_INVALID_CREDENTIALS', {
          message: 'The Mews platform_url must be an http(s) URL',
        });
      }
      // Keyed by host, not by connection: there is none yet.
      const client = createMewsClient(http.connection(`check:${mews.platformUrl}`, credentials), mews, {
        drop,
        unauthorized: (detail) =>
          new LintelError('ERROR_INVALID_CREDENTIALS', {
            message: 'Mews refused the client_token or access_token',
            detail,
          }),
      });
      await client.call('configuration/get', {}, configurationResponse, 'check the credentials');
    },

    connect(connection) {
      const client = createMewsClient(
        http.connection(connection.id, connection.credentials),
        readCredentials(connection.credentials),
        { drop },
      );
      return connectHandlers(HANDLERS, { client, contexts: createContextCache(client, ttlMs, now), now });
    },
  };
}
