import {
  type ConnectorDefinition,
  capabilitiesOf,
  connectHandlers,
  type VendorConnectorOptions,
} from '../connector.js';
import { createHttpClient } from '../http.js';
import { createOdooClient, readCredentials } from '../odoo/client.js';
import { checkOdooCredentials, ODOO_CREDENTIALS, unusable } from '../odoo/index.js';
import { createAccountingClient } from './client.js';
import { handlers } from './handlers.js';

export const NAME = 'Odoo Accounting';

/**
 * The Odoo Accounting connector (integration 11, Accounting): Chift's accounting API over the
 * Accounting app's models of Odoo 16 to 19 (`connectors/odoo.md`, "The Accounting app"), through
 * the same JSON-RPC client, credentials and credential check as the Odoo Invoicing connector
 * (`../odoo/`). Folders are the companies of the connection's user; every read works in one of
 * them (`allowed_company_ids`), the user's default company when `folder_id` is left out.
 */
export function createOdooAccountingConnector(options: VendorConnectorOptions): ConnectorDefinition {
  const http = createHttpClient({ vendor: NAME, ...options.http });

  return {
    integrationId: 11,
    close: () => http.close(),
    name: NAME,
    description:
      'The Accounting app of Odoo 16 to 19 (Community, Enterprise or Odoo Online): companies as folders, through its external JSON-RPC API',
    api: 'accounting',
    status: 'active',
    supportedCountries: null,
    brandColor: '#714b67',
    credentials: ODOO_CREDENTIALS,
    capabilities: capabilitiesOf(handlers),

    checkCredentials: (given) => checkOdooCredentials(http, given),

    connect(connection) {
      const credentials = readCredentials(connection.credentials);
      if (!credentials) return unusable(capabilitiesOf(handlers));
      const odoo = createOdooClient({
        connection: http.connection(connection.id, connection.credentials),
        credentials,
      });
      return connectHandlers(handlers, createAccountingClient(odoo));
    },
  };
}
