import { findLintelError, LintelError, validationError } from '../errors.js';
import { type AccountOperationId, accountOperation, toValidationItems } from '../model/index.js';
import type { ConnectionAnswer } from '../services/account/connections.js';
import { type AccountInput, runAccountOperation } from '../services/account/index.js';
import type { RequestContext } from '../services/context.js';

/**
 * What the connect page stores, through the very operations behind `POST` and `PATCH
 * /consumers/{id}/connections` (`services/account/connections.ts`): the same credential checks
 * (declared keys, outbound URL rules, the vendor's own check), the same encryption at rest, the
 * same `account.connection.*` events and webhooks. The page only supplies a context whose
 * caller is the link's account, allowed to write connections and nothing else; its input is
 * validated by the operation's body declaration, as REST's is.
 */

export type Credential = { key: string; value: string };
export type Outcome = { ok: true; connectionId: string; status: string } | { ok: false; error: LintelError };

export interface ConnectionWriterDeps {
  /** A context acting for `accountId` with only the `consumers.connections` scope. */
  contextFor(accountId: string, request: Request): Promise<RequestContext>;
}

export function createConnectionWriter(deps: ConnectionWriterDeps) {
  async function run(
    request: Request,
    accountId: string,
    id: AccountOperationId & ('connections.create' | 'connections.update'),
    path: AccountInput,
    body: AccountInput,
  ): Promise<Outcome> {
    try {
      const context = await deps.contextFor(accountId, request);
      const parsed = accountOperation(id).body!.schema.safeParse(body, { reportInput: true });
      if (!parsed.success) {
        throw validationError(toValidationItems(parsed.error.issues, ['body']));
      }
      const answer = (await runAccountOperation(context, id, {
        ...path,
        ...parsed.data,
      })) as ConnectionAnswer;
      if (!answer.connection) return { ok: false, error: new LintelError('ERROR_INTERNAL') };
      const { connectionid, status } = answer.connection;
      return { ok: true, connectionId: connectionid, status };
    } catch (error) {
      // A refusal (the account's rate limit, a credential refused): answered in the page.
      const known = findLintelError(error);
      if (known) return { ok: false, error: known };
      // Not a refusal: the caller's unexpected-error path logs it once.
      throw error;
    }
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
        'connections.create',
        { consumer_id: target.consumerId },
        { integrationid: target.integrationId, credentials },
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
        'connections.update',
        { consumer_id: target.consumerId, connectionid: target.connectionId },
        { credentials },
      );
    },
  };
}

export type ConnectionWriter = ReturnType<typeof createConnectionWriter>;
