import type {
  Api,
  Contact,
  ModifierFilter,
  ModifierGroup,
  OperationId,
  Opportunity,
  Page,
  PageRequest,
  PmsOrder,
  PmsOrderFilter,
  PmsTaxRate,
  Product,
  ProductInput,
  TaxCode,
} from '../model/index.js';
import type { HttpClientOptions } from './http.js';

/**
 * What a connector does for each operation it supports. A connector instance implements exactly
 * the operations its definition declares in `capabilities` (a shared contract test checks it);
 * the gateway refuses the others before any network call.
 */
export interface OperationHandlers {
  'invoicing.taxes.list'(page: PageRequest): Promise<Page<TaxCode>>;
  'invoicing.products.create'(input: ProductInput): Promise<Product>;
  'invoicing.opportunities.list'(page: PageRequest): Promise<Page<Opportunity>>;
  /** Batch read for a DataLoader: one result or Error per id, in the order of `ids`. */
  'invoicing.contacts.get'(ids: readonly string[]): Promise<(Contact | Error)[]>;
  'pos.modifiers.list'(page: PageRequest, filter: ModifierFilter): Promise<Page<ModifierGroup>>;
  'pms.taxes.list'(page: PageRequest): Promise<Page<PmsTaxRate>>;
  'pms.orders.list'(page: PageRequest, filter: PmsOrderFilter): Promise<Page<PmsOrder>>;
}

export type ConnectorInstance = Partial<OperationHandlers>;

export interface CredentialField {
  name: string;
  optional: boolean;
}

/** A connection as a connector sees it: its id and its decrypted credentials. */
export interface ConnectionHandle {
  id: string;
  credentials: Record<string, string>;
}

export interface ConnectorDefinition {
  integrationId: number;
  /** Shown to users and used in error messages ("not supported by Odoo"). */
  name: string;
  api: Api;
  status: 'active' | 'inactive';
  credentials: CredentialField[];
  capabilities: readonly OperationId[];
  /** Checks credentials against the vendor before a connection is stored; throws a LintelError. */
  checkCredentials?(credentials: Record<string, string>): Promise<void>;
  /** Runs once when a connection is created (e.g. the Sandbox seeds its data). */
  onConnectionCreated?(connection: ConnectionHandle): Promise<void>;
  /** Releases what the connector holds (its HTTP client's sockets) at shutdown. */
  close?(): Promise<void>;
  /** A configured instance for one connection; may be cached per connection by the registry. */
  connect(connection: ConnectionHandle): ConnectorInstance;
}

/** What the composition root gives every vendor connector factory. */
export interface VendorConnectorOptions {
  /** The connector's HTTP client settings (timeouts, retries, breaker, address rules). */
  http: Omit<HttpClientOptions, 'vendor'>;
}
