import { LintelError } from '../../errors.js';
import {
  type ConnectorDefinition,
  capabilitiesOf,
  connectHandlers,
  type VendorConnectorOptions,
} from '../connector.js';
import { type DroppedRecord, droppedRecords } from '../dropped-records.js';
import { createHttpClient } from '../http.js';
import { createMewsClient, MEWS_NAME, readCredentials } from './client.js';
import { createContextCache, MEWS_CONFIGURATION_TTL_MS } from './configuration.js';
import { handlers } from './handlers.js';
import { configurationResponse } from './types.js';

export { MEWS_CONFIGURATION_TTL_MS } from './configuration.js';

export const MEWS_INTEGRATION_ID = 30;

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
    capabilities: capabilitiesOf(handlers),

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
      return connectHandlers(handlers, { client, contexts: createContextCache(client, ttlMs, now), now });
    },
  };
}
