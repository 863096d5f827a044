import { LRUCache } from 'lru-cache';
import { LintelError, resourceNotSupported } from '../errors.js';
import {
  httpMethod,
  type OperationId,
  operationDeclaration,
  operationsOfApi,
  resourcePath,
} from '../model/index.js';
import type { ConnectorDefinition, ConnectorInstance, OperationHandlers } from './connector.js';
import { withVendorDeadline } from './http.js';

/** One row of `operations_coverage`, with Chift's `CoverageStatus` values. */
export interface OperationCoverage {
  operation: OperationId;
  status: 'SUPPORTED' | 'NOT_SUPPORTED';
}

/** integrationid → connector definition, and connection → configured instance (cached). */
export function createConnectorRegistry(definitions: readonly ConnectorDefinition[]) {
  const byId = new Map(definitions.map((d) => [d.integrationId, d]));
  // One instance per connection, rebuilt when the connection's version changes (new credentials).
  // The promise is kept, not the instance: the resolvers of one query ask together, and must share
  // one credentials read so they reach the DataLoader in the same tick (one batch).
  const instances = new LRUCache<string, { version: string; pending: Promise<ConnectorInstance> }>({
    max: 10_000,
  });

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
        status: definition.capabilities.includes(operation) ? 'SUPPORTED' : 'NOT_SUPPORTED',
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
      const declaration = operationDeclaration(operation);
      const notSupported = () =>
        resourceNotSupported(httpMethod(declaration), resourcePath(declaration), definition.name);
      if (!definition.capabilities.includes(operation)) throw notSupported();
      let entry = instances.get(connection.id);
      if (entry?.version !== connection.version) {
        const pending = connection
          .loadCredentials()
          .then((credentials) => definition.connect({ id: connection.id, credentials }));
        const created = { version: connection.version, pending };
        // A failed read is not kept: the next request tries again.
        pending.catch(() => {
          if (instances.get(connection.id) === created) instances.delete(connection.id);
        });
        instances.set(connection.id, created);
        entry = created;
      }
      const instance = await entry.pending;
      const handler = instance[operation];
      if (!handler) throw notSupported();
      // The Sandbox calls no vendor: nothing to share a deadline for.
      if (definition.local) return handler as OperationHandlers[Op];
      // Each call is one operation of a Lintel request: its vendor calls share one deadline.
      const call = handler as unknown as (...args: unknown[]) => Promise<unknown>;
      const scoped = (...args: unknown[]) => withVendorDeadline(() => call.apply(instance, args), operation);
      // Own properties ride along with the wrapped function (a create's `findWritten`).
      return Object.assign(scoped, handler) as unknown as OperationHandlers[Op];
    },

    async close(): Promise<void> {
      await Promise.allSettled([...byId.values()].map((d) => d.close?.()));
    },

    forget(connectionId: string): void {
      instances.delete(connectionId);
    },
  };
}

export type ConnectorRegistry = ReturnType<typeof createConnectorRegistry>;
