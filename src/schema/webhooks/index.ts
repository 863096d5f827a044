import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { LintelError, validationError } from '../../errors.js';
import {
  accountOperations,
  apiDisplayNames,
  webhookEventNames,
  webhookEvents,
  webhookEventType,
  webhookInstance,
  webhookLogItem,
} from '../../model/index.js';
import type { Webhook } from '../../store/webhooks.js';
import { DuplicateWebhookError } from '../../store/webhooks.js';
import { builder } from '../builder.js';
import type { RequestContext } from '../context.js';
import { requireScope } from '../context.js';
import { accountArgs, accountDescription, objectTypeFor } from '../derive.js';
import { toWebhookItem, toWebhookLogItem } from '../items.js';

const eventTypes = accountOperations['webhooks.events.list'];
const list = accountOperations['webhooks.list'];
const get = accountOperations['webhooks.get'];
const create = accountOperations['webhooks.create'];
const update = accountOperations['webhooks.update'];
const remove = accountOperations['webhooks.delete'];
const logs = accountOperations['webhooks.logs.list'];
const test = accountOperations['webhooks.test'];
const replay = accountOperations['webhooks.logs.replay'];

export const WebhookLogType = objectTypeFor(webhookLogItem);
export const WebhookType = objectTypeFor(webhookInstance);
const WebhookEventTypeType = objectTypeFor(webhookEventType);

builder.objectField(WebhookType, logs.graphql.field, (t) =>
  t.field({
    type: [WebhookLogType],
    description: accountDescription(logs),
    args: accountArgs(t, logs),
    resolve: async (w, page, ctx) => {
      requireScope(ctx, logs.scope);
      return (await ctx.deps.store.webhooks.logs(ctx.caller.accountId, w.webhookid, page)).map(
        toWebhookLogItem,
      );
    },
  }),
);

const webhooks = createContextCache(
  (ctx: RequestContext) =>
    new DataLoader<string, Webhook | null>((ids) =>
      Promise.all(ids.map(async (i) => (await ctx.deps.store.webhooks.get(ctx.caller.accountId, i)) ?? null)),
    ),
);

export async function requireWebhook(ctx: RequestContext, id: string): Promise<Webhook> {
  const webhook = await webhooks(ctx).load(id);
  if (!webhook) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
  return webhook;
}

builder.queryFields((t) => ({
  [list.graphql.field]: t.field({
    type: [WebhookType],
    description: accountDescription(list),
    args: accountArgs(t, list),
    resolve: async (_root, filter, ctx) => {
      requireScope(ctx, list.scope);
      const all = await ctx.deps.store.webhooks.list(ctx.caller.accountId);
      return all.filter((w) => filter.status === undefined || w.status === filter.status).map(toWebhookItem);
    },
  }),
  [get.graphql.field]: t.field({
    type: WebhookType,
    description: accountDescription(get),
    args: accountArgs(t, get),
    resolve: async (_root, args, ctx) => {
      requireScope(ctx, get.scope);
      return toWebhookItem(await requireWebhook(ctx, args.webhookid));
    },
  }),
  [eventTypes.graphql.field]: t.field({
    type: [WebhookEventTypeType],
    description: accountDescription(eventTypes),
    resolve: (_root, _args, ctx) => {
      requireScope(ctx, eventTypes.scope);
      return [...webhookEvents];
    },
  }),
}));

/** The event must be one Lintel emits, and an integration must serve the event's API. */
function checkSubscription(ctx: RequestContext, event: string, integrationId: number | null): void {
  const known = webhookEvents.find((e) => e.event === event);
  if (!known) {
    throw validationError([
      {
        loc: ['body', 'event'],
        msg: `Input should be one of the events of GET /webhooks/list`,
        type: 'enum',
        input: event,
        ctx: { expected: webhookEventNames.join(', ') },
      },
    ]);
  }
  if (integrationId === null) return;
  const definition = ctx.deps.connectors.get(integrationId);
  if (!definition || (known.api !== 'Account' && apiDisplayNames[definition.api] !== known.api)) {
    throw validationError([
      {
        loc: ['body', 'integrationid'],
        msg: definition
          ? `Integration ${integrationId} does not serve the ${known.api} API of ${event}`
          : `Unknown integration ${integrationId}`,
        type: 'value_error',
        input: integrationId,
      },
    ]);
  }
}

builder.mutationFields((t) => ({
  [create.graphql.field]: t.field({
    type: WebhookType,
    description: accountDescription(create),
    args: accountArgs(t, create),
    resolve: async (_root, { input }, ctx) => {
      requireScope(ctx, create.scope);
      const integrationId = input.integrationid ?? null;
      checkSubscription(ctx, input.event, integrationId);
      await ctx.deps.checkOutboundUrl(input.url, ['body', 'url']);
      try {
        const created = await ctx.deps.store.webhooks.create({
          accountId: ctx.caller.accountId,
          event: input.event,
          url: input.url,
          signingSecret: input.signingsecret ?? null,
          integrationId,
          createdBy: ctx.caller.clientId,
        });
        return toWebhookItem(created);
      } catch (error) {
        if (error instanceof DuplicateWebhookError) throw new LintelError('ERROR_WEBHOOK_DUPLICATE');
        throw error;
      }
    },
  }),
  [update.graphql.field]: t.field({
    type: WebhookType,
    description: accountDescription(update),
    args: accountArgs(t, update),
    resolve: async (_root, { webhookid: id, input }, ctx) => {
      requireScope(ctx, update.scope);
      await requireWebhook(ctx, id);
      if (input.url != null) await ctx.deps.checkOutboundUrl(input.url, ['body', 'url']);
      try {
        const updated = await ctx.deps.store.webhooks.update(ctx.caller.accountId, id, {
          url: input.url ?? undefined,
          status: input.status ?? undefined,
          // An empty string removes the secret (deliveries go unsigned).
          signingSecret: input.signingsecret === '' ? null : (input.signingsecret ?? undefined),
        });
        if (!updated) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
        return toWebhookItem(updated);
      } catch (error) {
        if (error instanceof DuplicateWebhookError) throw new LintelError('ERROR_WEBHOOK_DUPLICATE');
        throw error;
      }
    },
  }),
  [remove.graphql.field]: t.boolean({
    description: `${accountDescription(remove)} Answers true once deleted.`,
    args: accountArgs(t, remove),
    resolve: async (_root, { webhookid: id }, ctx) => {
      requireScope(ctx, remove.scope);
      const deleted = await ctx.deps.store.webhooks.delete(ctx.caller.accountId, id);
      if (!deleted) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
      return true;
    },
  }),
}));

builder.mutationFields((t) => ({
  [test.graphql.field]: t.field({
    type: WebhookLogType,
    description: accountDescription(test),
    args: accountArgs(t, test),
    resolve: async (_root, { webhookid }, ctx) => {
      requireScope(ctx, test.scope);
      const webhook = await requireWebhook(ctx, webhookid);
      const log = await ctx.deps.webhooks.sendTest(ctx.caller.accountId, webhook.id);
      if (!log) throw new LintelError('ERROR_INTERNAL');
      return toWebhookLogItem(log);
    },
  }),
  [replay.graphql.field]: t.field({
    type: WebhookLogType,
    description: accountDescription(replay),
    args: accountArgs(t, replay),
    resolve: async (_root, { webhookid, webhooklogid }, ctx) => {
      requireScope(ctx, replay.scope);
      const webhook = await requireWebhook(ctx, webhookid);
      const eventId = await ctx.deps.store.webhooks.logEvent(ctx.caller.accountId, webhook.id, webhooklogid);
      if (!eventId) throw new LintelError('ERROR_WEBHOOK_LOG_NOT_FOUND');
      const log = await ctx.deps.webhooks.replay(ctx.caller.accountId, webhook.id, eventId);
      if (!log) throw new LintelError('ERROR_INTERNAL');
      return toWebhookLogItem(log);
    },
  }),
}));
