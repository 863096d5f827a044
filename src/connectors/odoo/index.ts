import { LintelError } from '../../errors.js';
import type { OperationId } from '../../model/index.js';
import {
  type ConnectorDefinition,
  findableCreate,
  type OperationHandlers,
  type VendorConnectorOptions,
} from '../connector.js';
import { createHttpClient } from '../http.js';
import { listBankAccounts, listBankTransactions } from './banks.js';
import { createOdooClient, type OdooCredentials, readCredentials, VENDOR } from './client.js';
import { createContact, findWrittenContact, getContacts, listContacts } from './contacts.js';
import { findWrittenDocument, uploadDocument } from './documents.js';
import { createInvoice, findWrittenInvoice, getInvoices, listInvoices } from './invoices.js';
import { getOpportunities, listOpportunities } from './opportunities.js';
import {
  createPayment,
  findWrittenPayment,
  listPaymentMethods,
  listPayments,
  updatePayment,
} from './payments.js';
import { createProduct, findWrittenProduct, getProducts, listProducts } from './products.js';
import { getTaxes, listTaxes } from './taxes.js';

const CAPABILITIES = [
  'invoicing.taxes.list',
  'invoicing.taxes.get',
  'invoicing.products.list',
  'invoicing.products.get',
  'invoicing.products.create',
  'invoicing.opportunities.list',
  'invoicing.opportunities.get',
  'invoicing.contacts.list',
  'invoicing.contacts.get',
  'invoicing.contacts.create',
  'invoicing.invoices.list',
  'invoicing.invoices.get',
  'invoicing.invoices.create',
  'invoicing.payments.list',
  'invoicing.payments.create',
  'invoicing.payments.update',
  'invoicing.payment-methods.list',
  'invoicing.bank-accounts.list',
  'invoicing.bank-transactions.list',
  'invoicing.upload-document.create',
] as const satisfies readonly OperationId[];

type Handlers = Pick<OperationHandlers, (typeof CAPABILITIES)[number]>;

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
    credentials: [
      {
        name: 'url',
        optional: false,
        secret: false,
        label: 'Odoo address',
        hint: 'e.g. https://acme.odoo.com',
      },
      { name: 'db', optional: false, secret: false, label: 'Database' },
      { name: 'login', optional: false, secret: false, label: 'Login (email)' },
      {
        name: 'api_key',
        optional: false,
        secret: true,
        label: 'API key',
        hint: 'In Odoo: your profile, Account Security, New API Key',
      },
    ],
    capabilities: CAPABILITIES,

    /** One `common.authenticate`: `false` means the login, key or database is wrong. */
    async checkCredentials(given) {
      const credentials = readCredentials(given);
      if (!credentials) {
        throw invalidCredentials(
          'The Odoo credentials are incomplete or the url is not an http(s) URL',
          'Odoo needs url (e.g. https://acme.odoo.com), db, login and api_key',
        );
      }
      await verify(credentials, given);
    },

    connect(connection): Handlers {
      const credentials = readCredentials(connection.credentials);
      if (!credentials) return unusable();
      const client = createOdooClient({
        connection: http.connection(connection.id, connection.credentials),
        credentials,
      });
      return {
        'invoicing.taxes.list': (page) => listTaxes(client, page),
        'invoicing.taxes.get': (ids) => getTaxes(client, ids),
        'invoicing.products.list': (page) => listProducts(client, page),
        'invoicing.products.get': (ids) => getProducts(client, ids),
        'invoicing.products.create': findableCreate(
          (input, options) => createProduct(client, input, options),
          (writeId) => findWrittenProduct(client, writeId),
        ),
        'invoicing.opportunities.list': (page) => listOpportunities(client, page),
        'invoicing.opportunities.get': (ids) => getOpportunities(client, ids),
        'invoicing.contacts.list': (page, filter) => listContacts(client, page, filter),
        'invoicing.contacts.get': (ids) => getContacts(client, ids),
        'invoicing.contacts.create': findableCreate(
          (input, options) => createContact(client, input, options),
          (writeId) => findWrittenContact(client, writeId),
        ),
        'invoicing.invoices.list': (page, filter) => listInvoices(client, page, filter),
        'invoicing.invoices.get': (ids, options) => getInvoices(client, ids, options),
        'invoicing.invoices.create': findableCreate(
          (input, options) => createInvoice(client, input, options),
          (writeId) => findWrittenInvoice(client, writeId),
        ),
        'invoicing.payments.list': (page, filter) => listPayments(client, page, filter),
        'invoicing.payments.create': findableCreate(
          (input, options) => createPayment(client, input, options),
          (writeId) => findWrittenPayment(client, writeId),
        ),
        'invoicing.payments.update': (id, input) => updatePayment(client, id, input),
        'invoicing.payment-methods.list': (page) => listPaymentMethods(client, page),
        'invoicing.bank-accounts.list': (page) => listBankAccounts(client, page),
        'invoicing.bank-transactions.list': (page, filter) => listBankTransactions(client, page, filter),
        'invoicing.upload-document.create': findableCreate(
          (input, options) => uploadDocument(client, input, options),
          (writeId) => findWrittenDocument(client, writeId),
        ),
      };
    },
  };

  async function verify(credentials: OdooCredentials, given: Record<string, string>): Promise<void> {
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
}

/** A stored connection without usable credentials (only possible if edited outside Lintel). */
function unusable(): Handlers {
  const fail = async (): Promise<never> => {
    throw new LintelError('ERROR_CONNECTOR_REQUEST', {
      detail: 'The connection lacks usable Odoo credentials (url, db, login, api_key)',
    });
  };
  return {
    'invoicing.taxes.list': fail,
    'invoicing.taxes.get': fail,
    'invoicing.products.list': fail,
    'invoicing.products.get': fail,
    'invoicing.products.create': fail,
    'invoicing.opportunities.list': fail,
    'invoicing.opportunities.get': fail,
    'invoicing.contacts.list': fail,
    'invoicing.contacts.get': fail,
    'invoicing.contacts.create': fail,
    'invoicing.invoices.list': fail,
    'invoicing.invoices.get': fail,
    'invoicing.invoices.create': fail,
    'invoicing.payments.list': fail,
    'invoicing.payments.create': fail,
    'invoicing.payments.update': fail,
    'invoicing.payment-methods.list': fail,
    'invoicing.bank-accounts.list': fail,
    'invoicing.bank-transactions.list': fail,
    'invoicing.upload-document.create': fail,
  };
}
