import type { ConnectorDefinition, VendorConnectorOptions } from './connector.js';
import { createSquareConnector } from './square/index.js';

/** The vendor connectors Lintel ships, each on the one outbound HTTP client. */
export function createVendorConnectors(options: VendorConnectorOptions): ConnectorDefinition[] {
  return [createSquareConnector(options)];
}
