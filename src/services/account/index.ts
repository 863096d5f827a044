import { type AccountOperationId, accountOperations } from '../../model/index.js';
import { requireConsumer } from '../access.js';
import { type RequestContext, requireScope } from '../context.js';
import type { PageWindow } from '../pages.js';
import { createApiClient, deleteApiClient, listApiClients, rotateApiClient } from './clients.js';
import { createOrLink, deleteConnection, listConnections, updateConnection } from './connections.js';
import { createConsumer, deleteConsumer, listConsumers, readConsumer, updateConsumer } from './consumers.js';
import { listIntegrations } from './integrations.js';
import {
  changeWebhook,
  deleteWebhook,
  listWebhookEventTypes,
  listWebhooks,
  readWebhook,
  replayWebhookLog,
  subscribe,
  testWebhook,
  webhookLogs,
} from './webhooks.js';

/**
 * One resolver per account operation (`model/account-operations.ts`), as REST runs it: the path
 * parameters, query parameters and body fields in REST spelling, validated by the declaration,
 * and, for a list, the window asked for. GraphQL's fields call the same functions (each type's
 * field resolving its own part: `Consumer.connections` after `consumer(id:)`), so both surfaces
 * answer the same records, checks and errors.
 */

// The input as validated by the operation's declaration; each resolver names what it reads.
// biome-ignore lint/suspicious/noExplicitAny: the declarations' outputs, read by name below
export type AccountInput = Record<string, any>;

type AccountResolver = (
  ctx: RequestContext,
  input: AccountInput,
  window: PageWindow,
) => Promise<unknown> | unknown;

export const accountResolvers = {
  'consumers.list': (ctx, input, window) => listConsumers(ctx, input, window),
  'consumers.get': (ctx, input) => readConsumer(ctx, input.consumer_id),
  'consumers.create': (ctx, input) => createConsumer(ctx, input as never),
  'consumers.update': (ctx, { consumer_id, ...input }) => updateConsumer(ctx, consumer_id, input as never),
  'consumers.delete': (ctx, input) => deleteConsumer(ctx, input.consumer_id),
  'integrations.list': (ctx, input) => listIntegrations(ctx, input),
  // The consumer is found first (its 404), then its connections read (their scope).
  'connections.list': async (ctx, input) =>
    listConnections(ctx, (await requireConsumer(ctx, input.consumer_id)).id),
  'connections.create': (ctx, { consumer_id, ...input }) => createOrLink(ctx, consumer_id, input as never),
  'connections.update': (ctx, { consumer_id, connectionid, ...input }) =>
    updateConnection(ctx, consumer_id, connectionid, input as never),
  'connections.delete': (ctx, input) => deleteConnection(ctx, input.consumer_id, input.connectionid),
  'webhooks.events.list': (ctx) => listWebhookEventTypes(ctx),
  'webhooks.list': (ctx, input, window) => listWebhooks(ctx, input, window),
  'webhooks.create': (ctx, input) => subscribe(ctx, input as never),
  'webhooks.get': (ctx, input) => readWebhook(ctx, input.webhookid),
  'webhooks.update': (ctx, { webhookid, ...input }) => changeWebhook(ctx, webhookid, input as never),
  'webhooks.delete': (ctx, input) => deleteWebhook(ctx, input.webhookid),
  // The subscription is read first (as `webhook(id:) { logs }` does), then its attempts.
  'webhooks.logs.list': async (ctx, input, window) =>
    webhookLogs(ctx, (await readWebhook(ctx, input.webhookid)).webhookid, window),
  'webhooks.test': (ctx, input) => testWebhook(ctx, input.webhookid),
  'webhooks.logs.replay': (ctx, input) => replayWebhookLog(ctx, input.webhookid, input.webhooklogid),
  'clients.list': (ctx, _input, window) => listApiClients(ctx, window),
  'clients.create': (ctx, input) => createApiClient(ctx, input as never),
  'clients.rotate': (ctx, input) => rotateApiClient(ctx, input.clientId),
  'clients.delete': (ctx, input) => deleteApiClient(ctx, input.clientId),
} satisfies Record<AccountOperationId, AccountResolver>;

/** The declared scope of an account mutation (queries check theirs where their records are read). */
export function requireOperationScope(ctx: RequestContext, id: AccountOperationId): void {
  const declaration = accountOperations[id];
  if (declaration.graphql.kind === 'mutation' && declaration.scope) requireScope(ctx, declaration.scope);
}

/** Runs an account operation: its declared scope, then its resolver. */
export async function runAccountOperation(
  ctx: RequestContext,
  id: AccountOperationId,
  input: AccountInput,
  window: PageWindow = { offset: 0, first: Number.MAX_SAFE_INTEGER },
): Promise<unknown> {
  requireOperationScope(ctx, id);
  return accountResolvers[id](ctx, input, window);
}
