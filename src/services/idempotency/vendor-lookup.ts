import type { CreateHandler } from '../../connectors/connector.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import { isWrite, type OperationId, operationDeclaration, operationIds } from '../../model/index.js';
import type { Connection } from '../../store/connections.js';
import type { Intent } from '../../store/idempotency.js';
import type { Store } from '../../store/index.js';
import type { VendorAnswer } from './decide.js';

/** The connection's `findWritten` for an operation, or why there is none. */
type Finder = { find: (writeId: string) => Promise<unknown>; vendor: string } | { reason: string };

const isOperation = (value: string | null): value is OperationId =>
  value !== null && (operationIds as readonly string[]).includes(value);

/**
 * Asks the vendor for the record a write made (`CreateHandler.findWritten`), for the decisions of
 * `decide.ts`: found, absent, unreachable now, or why it cannot be asked at all.
 */
export function createVendorLookup(deps: { store: Store; connectors: ConnectorRegistry }) {
  const { store, connectors } = deps;

  /**
   * The connection's `findWritten` for the operation, asked of the registry itself (not of the
   * handler a request got, which callers may have wrapped).
   */
  async function finderOf(connection: Connection, operation: string | null): Promise<Finder> {
    if (!isOperation(operation) || !isWrite(operationDeclaration(operation))) {
      return { reason: 'the write predates write intents' };
    }
    const definition = connectors.get(connection.integrationId);
    if (!definition) return { reason: 'its connection was deleted since' };
    if (operationDeclaration(operation).kind === 'update') {
      // An update applied twice leaves the record as once: a lost outcome is applied again
      // (the vendor "holds no record of the write"), never answered 409.
      return { find: async () => null, vendor: definition.name };
    }
    let handler: unknown;
    try {
      handler = await connectors.handler(
        definition,
        {
          id: connection.id,
          version: connection.updatedAt.toISOString(),
          loadCredentials: () => store.connections.credentials(connection.id),
        },
        operation,
      );
    } catch {
      return { reason: `${definition.name} no longer offers this operation` };
    }
    const find = (handler as CreateHandler<unknown, unknown>).findWritten;
    if (!find) return { reason: `${definition.name} cannot look records up by the write's id` };
    return { find, vendor: definition.name };
  }

  async function ask(finder: Finder, writeId: string): Promise<VendorAnswer> {
    if ('reason' in finder) return { kind: 'cannot-ask', reason: finder.reason };
    let record: unknown;
    try {
      record = await finder.find(writeId);
    } catch (error) {
      return { kind: 'unreachable', error };
    }
    return record === null ? { kind: 'absent', vendor: finder.vendor } : { kind: 'found', record };
  }

  return {
    /** The record of a write just sent through `connection`. */
    async ofWrite(connection: Connection, operation: string, writeId: string): Promise<VendorAnswer> {
      return ask(await finderOf(connection, operation), writeId);
    },

    /** The record of an interrupted intent's write, through its connection if it still exists. */
    async ofIntent(intent: Intent, writeId: string): Promise<VendorAnswer> {
      const connection =
        intent.connectionId === null
          ? undefined
          : await store.connections.get(intent.accountId, intent.connectionId);
      if (!connection) return { kind: 'cannot-ask', reason: 'its connection was deleted since' };
      return ask(await finderOf(connection, intent.operation), writeId);
    },
  };
}
