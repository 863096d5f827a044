import type {
  ConnectorDefinition,
  ConnectorInstance,
  OperationHandlers,
} from '../../src/connectors/connector.js';
import type { Api, OperationId } from '../../src/model/index.js';

/** One call that reached a substitute connector's handler. */
export interface RecordedCall {
  operation: OperationId;
  connectionId: string;
  args: unknown[];
}

export interface CountingConnector {
  definition: ConnectorDefinition;
  /** Every handler call since creation (or the last `reset`), in order. */
  calls: RecordedCall[];
  callsOf(operation: OperationId): RecordedCall[];
  reset(): void;
}

export interface CountingConnectorOptions {
  /** An integration id no real connector uses (900+). */
  integrationId: number;
  name?: string;
  api: Api;
  /** The handlers; `capabilities` is derived from their keys unless given. */
  handlers: Partial<OperationHandlers>;
  capabilities?: readonly OperationId[];
}

/**
 * A substitute connector for tests (dependency substitution through `createApp({ connectors })`):
 * it serves the given handlers and records each call, so a test can prove batching or
 * deduplication by counting the calls that reach the "vendor".
 */
export function createCountingConnector(options: CountingConnectorOptions): CountingConnector {
  const calls: RecordedCall[] = [];
  const capabilities = options.capabilities ?? (Object.keys(options.handlers) as OperationId[]);
  const definition: ConnectorDefinition = {
    integrationId: options.integrationId,
    name: options.name ?? `Counting ${options.integrationId}`,
    description: 'A substitute connector that counts the calls reaching it',
    api: options.api,
    status: 'active',
    supportedCountries: null,
    brandColor: '#666666',
    credentials: [],
    capabilities,
    connect(connection) {
      const instance: Record<string, unknown> = {};
      for (const [operation, handler] of Object.entries(options.handlers)) {
        instance[operation] = (...args: unknown[]) => {
          calls.push({ operation: operation as OperationId, connectionId: connection.id, args });
          return (handler as (...a: unknown[]) => unknown)(...args);
        };
      }
      return instance as ConnectorInstance;
    },
  };
  return {
    definition,
    calls,
    callsOf: (operation) => calls.filter((c) => c.operation === operation),
    reset: () => {
      calls.length = 0;
    },
  };
}
