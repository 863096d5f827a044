import type { ConnectorDefinition, VendorConnectorOptions } from './connector.js';
import { createMewsConnector } from './mews/index.js';
import { createOdooConnector } from './odoo/index.js';
import { createOdooAccountingConnector } from './odoo-accounting/index.js';
import { createSquareConnector } from './square/index.js';

/** The vendor connectors Lintel ships, each on the one outbound HTTP client. */
export function createVendorConnectors(options: VendorConnectorOptions): ConnectorDefinition[] {
  return [
    createOdooConnector(options),
    createOdooAccountingConnector(options),
    createSquareConnector(options),
    createMewsConnector(options),
  ];
}
