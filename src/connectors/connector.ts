import type { Api, OperationHandlers, OperationId } from '../model/index.js';
import type { HttpClientOptions } from './http.js';

export type { OperationHandlers } from '../model/index.js';

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
  /** What the connector talks to, in a sentence (`GET /integrations`). */
  description: string;
  api: Api;
  status: 'active' | 'inactive';
  /** Countries (ISO 3166-1 alpha-2) where the software is sold; null when it is sold everywhere. */
  supportedCountries: string[] | null;
  /** Colour of the logo Lintel draws for the connector (`/integrations/{id}/logo.svg`). */
  brandColor: string;
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
