import { LintelError } from '../../errors.js';
import {
  type ConnectorDefinition,
  type ConnectorInstance,
  type CredentialField,
  capabilitiesOf,
  connectHandlers,
  type VendorConnectorOptions,
} from '../connector.js';
import { createHttpClient } from '../http.js';
import { createOdooClient, type OdooCredentials, readCredentials, VENDOR } from './client.js';
import { handlers } from './handlers.js';

type HttpClient = ReturnType<typeof createHttpClient>;

/** The credentials of both Odoo connectors (Invoicing and Accounting), as the connect page asks them. */
export const ODOO_CREDENTIALS: CredentialField[] = [
  { name: 'url', optional: false, secret: false, label: 'Odoo address', hint: 'e.g. https://acme.odoo.com' },
  { name: 'db', optional: false, secret: false, label: 'Database' },
  { name: 'login', optional: false, secret: false, label: 'Login (email)' },
  {
    name: 'api_key',
    optional: false,
    secret: true,
    label: 'API key',
    hint: 'In Odoo: your profile, Account Security, New API Key',
  },
];

const invalidCredentials = (message: string, detail = '') =>
  new LintelError('ERROR_INVALID_CREDENTIALS', { message, detail });

/**
 * The Odoo connector (integration 10, Invoicing) over Odoo's external JSON-RPC API, Odoo 14 to
 * 19 (`connectors/odoo.md`). Credentials: `url` (the instance's base URL), `db`, `login` and
 * `api_key` (a password works too). One HTTP client serves every connection, keyed by
 * connection id (breaker and concurrency per connection); each connection's instance keeps its
 * uid and the field lists it probed.
 */
export function createOdooConnector(options: VendorConnectorOptions): ConnectorDefinition {
  const http = createHttpClient({ vendor: VENDOR, ...options.http });

  return {
    integrationId: 10,
    close: () => http.close(),
    name: VENDOR,
    description: 'Odoo 14 to 19 (Community, Enterprise or Odoo Online), through its external JSON-RPC API',
    api: 'invoicing',
    status: 'active',
    supportedCountries: null,
    brandColor: '#714b67',
    credentials: ODOO_CREDENTIALS,
    capabilities: capabilitiesOf(handlers),

    checkCredentials: (given) => checkOdooCredentials(http, given),

    connect(connection) {
      const credentials = readCredentials(connection.credentials);
      if (!credentials) return unusable(capabilitiesOf(handlers));
      const client = createOdooClient({
        connection: http.connection(connection.id, connection.credentials),
        credentials,
      });
      return connectHandlers(handlers, client);
    },
  };
}

/**
 * Checks Odoo credentials before a connection is stored (both Odoo connectors): one
 * `common.authenticate`, whose `false` means the login, key or database is wrong.
 */
export async function checkOdooCredentials(http: HttpClient, given: Record<string, string>): Promise<void> {
  const credentials = readCredentials(given);
  if (!credentials) {
    throw invalidCredentials(
      'The Odoo credentials are incomplete or the url is not an http(s) URL',
      'Odoo needs url (e.g. https://acme.odoo.com), db, login and api_key',
    );
  }
  await verify(http, credentials, given);
}

async function verify(
  http: HttpClient,
  credentials: OdooCredentials,
  given: Record<string, string>,
): Promise<void> {
  // Keyed by URL: checks of one instance share a breaker, and the map stays bounded.
  const client = createOdooClient({
    connection: http.connection(`check:${credentials.url}`, given),
    credentials,
  });
  const outcome = await client.authenticate();
  if (outcome.kind === 'http') {
    if (outcome.status === 401 || outcome.status === 403) {
      throw invalidCredentials(
        'Odoo refused the credentials',
        `Odoo answered HTTP ${outcome.status} to authenticate`,
      );
    }
    if (outcome.status === 404) {
      throw invalidCredentials(
        'The url does not serve the Odoo JSON-RPC API',
        `Odoo answered HTTP 404 at ${credentials.url}/jsonrpc: check the url (the address of the Odoo instance)`,
      );
    }
    throw client.httpError(outcome.status, 'common.authenticate');
  }
  if (outcome.kind === 'fault') {
    const name = outcome.fault.data?.name ?? '';
    const message = outcome.fault.data?.message ?? outcome.fault.message ?? '';
    const said = client.redact(`Odoo raised ${name.split('.').pop() || 'an error'}: ${message}`);
    if (name.endsWith('AccessDenied')) throw invalidCredentials('Odoo rejected the login or API key', said);
    // An unknown database fails while Odoo opens its registry (psycopg2 or a KeyError).
    if (/OperationalError|KeyError/.test(name) || /database/i.test(message)) {
      throw invalidCredentials('Odoo could not open the database given as db', said);
    }
    throw new LintelError('ERROR_CONNECTOR_REQUEST', { detail: `${said} (common.authenticate)` });
  }
  if (outcome.uid === false) {
    throw invalidCredentials(
      'Odoo rejected the login or API key',
      'authenticate answered false: the login, API key or database is wrong',
    );
  }
}

/** A stored connection without usable credentials (only possible if edited outside Lintel). */
export function unusable(operations: readonly string[]): ConnectorInstance {
  const fail = async (): Promise<never> => {
    throw new LintelError('ERROR_CONNECTOR_REQUEST', {
      detail: 'The connection lacks usable Odoo credentials (url, db, login, api_key)',
    });
  };
  return Object.fromEntries(operations.map((operation) => [operation, fail]));
}
