import { execute, type GraphQLSchema, parse } from 'graphql';
import { findLintelError, type LintelError } from '../errors.js';
import type { RequestContext } from '../schema/index.js';

/**
 * What the connect page stores, through the very mutations behind `POST` and `PATCH
 * /consumers/{id}/connections` (`schema/account/connections.ts`): the same credential checks
 * (declared keys, outbound URL rules, the vendor's own check), the same encryption at rest, the
 * same `account.connection.*` events and webhooks. The page only supplies a context whose
 * caller is the link's account, allowed to write connections and nothing else.
 */

const CREATE = parse(`mutation ConnectPageCreate($consumerId: ID!, $input: CreateConnectionInput!) {
  createConnection(consumerId: $consumerId, input: $input) { id status }
}`);

const UPDATE =
  parse(`mutation ConnectPageUpdate($consumerId: ID!, $connectionId: ID!, $input: UpdateConnectionInput!) {
  updateConnection(consumerId: $consumerId, connectionId: $connectionId, input: $input) { id status }
}`);

export type Credential = { key: string; value: string };
export type Outcome = { ok: true; connectionId: string; status: string } | { ok: false; error: LintelError };

export interface ConnectionWriterDeps {
  schema: GraphQLSchema;
  /** A context acting for `accountId` with only the `consumers.connections` scope. */
  contextFor(accountId: string, request: Request): Promise<RequestContext>;
}

export function createConnectionWriter(deps: ConnectionWriterDeps) {
  async function run(
    request: Request,
    accountId: string,
    document: typeof CREATE,
    variables: Record<string, unknown>,
    field: 'createConnection' | 'updateConnection',
  ): Promise<Outcome> {
    let contextValue: RequestContext;
    try {
      contextValue = await deps.contextFor(accountId, request);
    } catch (error) {
      // The account's rate limit: answered in the page like any refusal.
      const known = findLintelError(error);
      if (known) return { ok: false, error: known };
      throw error;
    }
    const result = await execute({ schema: deps.schema, document, variableValues: variables, contextValue });
    const [first] = result.errors ?? [];
    if (first) {
      const known = findLintelError(first);
      if (known) return { ok: false, error: known };
      // Not a refusal: the caller's unexpected-error path logs it once.
      throw first.originalError ?? first;
    }
    const { id, status } = (result.data as Record<string, { id: string; status: string }>)[field]!;
    return { ok: true, connectionId: id, status };
  }

  return {
    create(
      request: Request,
      target: { accountId: string; consumerId: string; integrationId: number },
      credentials: Credential[],
    ): Promise<Outcome> {
      return run(
        request,
        target.accountId,
        CREATE,
        {
          consumerId: target.consumerId,
          input: { integrationId: target.integrationId, credentials },
        },
        'createConnection',
      );
    },
    update(
      request: Request,
      target: { accountId: string; consumerId: string; connectionId: string },
      credentials: Credential[],
    ): Promise<Outcome> {
      return run(
        request,
        target.accountId,
        UPDATE,
        { consumerId: target.consumerId, connectionId: target.connectionId, input: { credentials } },
        'updateConnection',
      );
    },
  };
}

export type ConnectionWriter = ReturnType<typeof createConnectionWriter>;
