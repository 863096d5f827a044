import type { z } from 'zod';
import { LintelError } from '../../errors.js';
import { type ApiClientItem, accountOperations, type postApiClientItem } from '../../model/index.js';
import type { ApiClient } from '../../store/accounts.js';
import { type RequestContext, requireGrantable, requireScope } from '../context.js';
import { toApiClientItem } from '../items.js';
import { type ConnectionPage, type PageWindow, sliceWindow } from '../pages.js';

/**
 * The account's own API clients (contract §6), for the operator console: listed without their
 * secrets, made with at most the caller's scopes, rotated and deleted. Rotating or deleting one
 * refuses its tokens on every process at once (`clientChanged`: this process forgets the
 * client's state, the others on NOTIFY, as the admin API does).
 */

const list = accountOperations['clients.list'];

/** An API client with its secret, which only the answer that made it shows. */
export type ApiClientWithSecret = ReturnType<typeof toApiClientItem> & { clientSecret: string };

function withSecret(client: ApiClient & { secret: string }): ApiClientWithSecret {
  return { ...toApiClientItem(client), clientSecret: client.secret };
}

export async function listApiClients(
  ctx: RequestContext,
  window: PageWindow,
): Promise<ConnectionPage<ApiClientItem>> {
  requireScope(ctx, list.scope);
  return sliceWindow(
    (await ctx.deps.store.accounts.listClients(ctx.caller.accountId)).map(toApiClientItem),
    window,
  );
}

/** Makes a client with the scopes given, each one the caller holds; the caller's own when none are. */
export async function createApiClient(
  ctx: RequestContext,
  input: z.output<typeof postApiClientItem>,
): Promise<ApiClientWithSecret> {
  const scopes = input.scopes ? [...new Set(input.scopes)] : [...ctx.caller.scopes];
  if (input.scopes) requireGrantable(ctx, scopes, ['body', 'scopes']);
  const client = await ctx.deps.store.accounts.createClient({
    accountId: ctx.caller.accountId,
    name: input.name,
    scopes,
  });
  return withSecret(client);
}

/** A new secret; the old one and every token issued before stop working. */
export async function rotateApiClient(ctx: RequestContext, clientId: string): Promise<ApiClientWithSecret> {
  const rotated = await ctx.deps.store.accounts.rotateClient(ctx.caller.accountId, clientId);
  if (!rotated) throw new LintelError('ERROR_CLIENT_NOT_FOUND');
  ctx.deps.clientChanged();
  return withSecret(rotated);
}

/** Answers the id of the deleted client. The caller's own client is refused: it would lock itself out. */
export async function deleteApiClient(ctx: RequestContext, clientId: string): Promise<string> {
  if (clientId.toLowerCase() === ctx.caller.clientId.toLowerCase()) {
    throw new LintelError('ERROR_BAD_REQUEST', {
      message: 'An API client cannot delete itself: delete it with a token of another client of the account',
    });
  }
  if (!(await ctx.deps.store.accounts.deleteClient(ctx.caller.accountId, clientId)))
    throw new LintelError('ERROR_CLIENT_NOT_FOUND');
  ctx.deps.clientChanged();
  return clientId;
}
