import type { Api, CreateHandler, CreateOptions, OperationHandlers, OperationId } from '../model/index.js';
import type { DroppedRecords, WarnLogger } from './dropped-records.js';
import type { HttpClientOptions } from './http.js';

export type { CreateHandler, CreateOptions, OperationHandlers } from '../model/index.js';

/**
 * A create handler that can find the record a write made (`CreateHandler.findWritten`), for a
 * connector that marks its records with the write id.
 */
export function findableCreate<Input, Item>(
  create: (input: Input, options: CreateOptions) => Promise<Item>,
  findWritten: (writeId: string) => Promise<Item | null>,
): CreateHandler<Input, Item> {
  return Object.assign((input: Input, options: CreateOptions = {}) => create(input, options), {
    findWritten,
  });
}

export type ConnectorInstance = Partial<OperationHandlers>;

/**
 * A connector's handlers, each made from what one connection holds (`C`: its vendor client, its
 * caches). Its keys are the operations the connector serves: its capabilities are derived from
 * them (`capabilitiesOf`), never listed a second time.
 */
export type HandlerMap<C> = { [Op in OperationId]?: (context: C) => OperationHandlers[Op] };

/** The operations a handler map serves, in its order. */
export function capabilitiesOf(handlers: HandlerMap<never>): OperationId[] {
  return Object.keys(handlers) as OperationId[];
}

/** One connection's instance: every handler of the map, made with the connection's context. */
export function connectHandlers<C>(handlers: HandlerMap<C>, context: C): ConnectorInstance {
  const instance: Record<string, unknown> = {};
  for (const [operation, make] of Object.entries(handlers)) {
    instance[operation] = (make as (context: C) => unknown)(context);
  }
  return instance as ConnectorInstance;
}

export interface CredentialField {
  name: string;
  optional: boolean;
  /**
   * A token, key or password: the connect page masks it and never writes it back into a page.
   * Absent counts as secret, so a field nobody thought about is never shown in clear.
   */
  secret?: boolean;
  /** What the connect page calls the field (default: its name). */
  label?: string;
  /** A hint under the field on the connect page: where to find the value, or its form. */
  hint?: string;
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
  /** The operations it serves: the keys of its handler map (`capabilitiesOf`). */
  capabilities: readonly OperationId[];
  /**
   * True when the connector's data is Lintel's own (the Sandbox): its operations call no vendor,
   * so they run without a shared vendor deadline (`withVendorDeadline`).
   */
  local?: boolean;
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
  /** The connector's HTTP client settings (timeouts, retries, deadline, breaker, address rules). */
  http: Omit<HttpClientOptions, 'vendor'>;
  /** Where a connector warns about vendor records it leaves out (the app's logger). */
  logger?: WarnLogger;
  /** Counters of those records; default the process's (`droppedRecords`). */
  dropped?: DroppedRecords;
}
