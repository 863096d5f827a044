import { execute, type GraphQLSchema, parse } from 'graphql';
import { type ErrorCode, findLintelError, LintelError, validationError } from '../errors.js';
import type { RequestContext } from '../schema/index.js';

/**
 * What the connect page stores, through the very mutations behind `POST` and `PATCH
 * /consumers/{id}/connections` (`schema/account/connections.ts`): the same credential checks
 * (declared keys, outbound URL rules, the vendor's own check), the same encryption at rest, the
 * same `account.connection.*` events and webhooks. The page only supplies a context whose
 * caller is the link's account, allowed to write connections and nothing else. That context runs
 * the mutations as REST does (`rest: true`): a refusal is thrown as raised, with its catalogued
 * code and validation items, instead of being flattened into the payload's `userErrors`.
 */

const CREATE = parse(`mutation ConnectPageCreate($input: CreateConnectionInput!) {
  createConnection(input: $input) { linkedAccount { id status } userErrors { code field message } }
}`);

const UPDATE = parse(`mutation ConnectPageUpdate($input: UpdateConnectionInput!) {
  updateConnection(input: $input) { linkedAccount { id status } userErrors { code field message } }
}`);

type Payload = {
  linkedAccount: { id: string; status: string } | null;
  userErrors: { code: string; field: string[] | null; message: string }[];
};

/**
 * The input refused before the mutation ran (its declaration's checks answer `userErrors` even
 * with `rest: true`), as the catalogued error the page describes: validation items with REST's
 * `loc` (`["body", "credentials", 0, "value"]`).
 */
function refusalOf(userErrors: Payload['userErrors']): LintelError {
  const [first] = userErrors;
  if (!first) return new LintelError('ERROR_INTERNAL');
  if (userErrors.every((e) => e.code === 'ERROR_VALIDATION')) {
    return validationError(
      userErrors.map((e) => ({
        loc: ['body', ...(e.field ?? []).slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part))],
        msg: e.message,
        type: 'value_error',
      })),
    );
  }
  return new LintelError(first.code as ErrorCode, { message: first.message });
}

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
      contextValue = { ...(await deps.contextFor(accountId, request)), rest: true };
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
    const payload = (result.data as Record<string, Payload>)[field]!;
    if (!payload.linkedAccount) return { ok: false, error: refusalOf(payload.userErrors) };
    const { id, status } = payload.linkedAccount;
    // GraphQL's ConnectionStatus (ACTIVE) in REST's words (active), as the redirect says it.
    return { ok: true, connectionId: id, status: status.toLowerCase() };
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
          input: { consumerId: target.consumerId, integrationId: target.integrationId, credentials },
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
        {
          input: { consumerId: target.consumerId, connectionId: target.connectionId, credentials },
        },
        'updateConnection',
      );
    },
  };
}

export type ConnectionWriter = ReturnType<typeof createConnectionWriter>;
