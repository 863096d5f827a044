import { LintelError, resourceNotSupported } from '../errors.js';
import { type OperationId, operations, operationsOfApi } from '../model/index.js';
import type { ConnectorDefinition, ConnectorInstance, OperationHandlers } from './connector.js';

export interface OperationCoverage {
  operation: OperationId;
  status: 'supported' | 'not_supported';
}

/** integrationid → connector definition, and connection → configured instance (cached). */
export function createConnectorRegistry(definitions: readonly ConnectorDefinition[]) {
  const byId = new Map(definitions.map((d) => [d.integrationId, d]));
  // Keyed by connection id and its version, so credential changes get a fresh instance. The
  // promise is cached, not the instance: the resolvers of one query ask together, and must share
  // one credentials read so they reach the DataLoader in the same tick (one batch).
  const instances = new Map<string, Promise<ConnectorInstance>>();

  return {
    list(): ConnectorDefinition[] {
      return [...byId.values()].sort((a, b) => a.integrationId - b.integrationId);
    },

    get(integrationId: number): ConnectorDefinition | undefined {
      return byId.get(integrationId);
    },

    require(integrationId: number): ConnectorDefinition {
      const definition = byId.get(integrationId);
      if (!definition) throw new LintelError('ERROR_INTEGRATION_NOT_FOUND');
      return definition;
    },

    coverage(definition: ConnectorDefinition): OperationCoverage[] {
      return operationsOfApi(definition.api).map((operation) => ({
        operation,
        status: definition.capabilities.includes(operation) ? 'supported' : 'not_supported',
      }));
    },

    /**
     * The handler of `operation` for this connection, or the contract's 405 when the connector
     * does not declare it. Decided from the declaration alone, before any network call and before
     * the credentials are even decrypted.
     */
    async handler<Op extends OperationId>(
      definition: ConnectorDefinition,
      connection: { id: string; version: string; loadCredentials: () => Promise<Record<string, string>> },
      operation: Op,
    ): Promise<OperationHandlers[Op]> {
      const spec = operations[operation];
      if (!definition.capabilities.includes(operation)) {
        throw resourceNotSupported(spec.method, spec.resource, definition.name);
      }
      const key = `${connection.id}@${connection.version}`;
      let pending = instances.get(key);
      if (!pending) {
        for (const k of instances.keys()) if (k.startsWith(`${connection.id}@`)) instances.delete(k);
        const created = connection
          .loadCredentials()
          .then((credentials) => definition.connect({ id: connection.id, credentials }));
        // A failed read is not cached: the next request tries again.
        created.catch(() => {
          if (instances.get(key) === created) instances.delete(key);
        });
        instances.set(key, created);
        pending = created;
      }
      const instance = await pending;
      const handler = instance[operation];
      if (!handler) throw resourceNotSupported(spec.method, spec.resource, definition.name);
      return handler.bind(instance) as OperationHandlers[Op];
    },

    async close(): Promise<void> {
      await Promise.allSettled([...byId.values()].map((d) => d.close?.()));
    },

    forget(connectionId: string): void {
      for (const k of instances.keys()) if (k.startsWith(`${connectionId}@`)) instances.delete(k);
    },
  };
}

export type ConnectorRegistry = ReturnType<typeof createConnectorRegistry>;
