import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { LintelError, validationError } from '../../errors.js';
import {
  apiDisplayNames,
  paging,
  patchWebhookItem,
  postWebhookItem,
  webhookEventNames,
  webhookEvents,
  webhookEventType,
  webhookFilter,
  webhookInstance,
  webhookLogItem,
} from '../../model/index.js';
import type { Webhook } from '../../store/webhooks.js';
import { DuplicateWebhookError } from '../../store/webhooks.js';
import { builder } from '../builder.js';
import type { RequestContext } from '../context.js';
import { requireScope } from '../context.js';
import { argsFor, inputTypeFor, objectTypeFor } from '../derive.js';
import { toWebhookItem, toWebhookLogItem } from '../items.js';

const read = { api: 'webhooks', resource: null, write: false } as const;
const write = { api: 'webhooks', resource: null, write: true } as const;
const readLogs = { api: 'webhooks', resource: 'logs', write: false } as const;

export const WebhookLogType = objectTypeFor(webhookLogItem);
export const WebhookType = objectTypeFor(webhookInstance);
const WebhookEventTypeType = objectTypeFor(webhookEventType);

builder.objectField(WebhookType, 'logs', (t) =>
  t.field({
    type: [WebhookLogType],
    description: 'Delivery attempts, newest first, one page of them',
    args: argsFor(t, paging),
    resolve: async (w, page, ctx) => {
      requireScope(ctx, readLogs);
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
  webhooks: t.field({
    type: [WebhookType],
    args: argsFor(t, webhookFilter),
    resolve: async (_root, filter, ctx) => {
      requireScope(ctx, read);
      const all = await ctx.deps.store.webhooks.list(ctx.caller.accountId);
      return all.filter((w) => filter.status === undefined || w.status === filter.status).map(toWebhookItem);
    },
  }),
  webhook: t.field({
    type: WebhookType,
    args: { id: t.arg.id({ required: true, validate: z.uuid() }) },
    resolve: async (_root, args, ctx) => {
      requireScope(ctx, read);
      return toWebhookItem(await requireWebhook(ctx, String(args.id)));
    },
  }),
  webhookEventTypes: t.field({
    type: [WebhookEventTypeType],
    resolve: (_root, _args, ctx) => {
      requireScope(ctx, read);
      return [...webhookEvents];
    },
  }),
}));

const CreateWebhookInput = inputTypeFor(postWebhookItem, { self: 'CreateWebhookInput' });
const UpdateWebhookInput = inputTypeFor(patchWebhookItem, { self: 'UpdateWebhookInput' });

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
  createWebhook: t.field({
    type: WebhookType,
    args: { input: t.arg({ type: CreateWebhookInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      requireScope(ctx, write);
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
  updateWebhook: t.field({
    type: WebhookType,
    args: {
      id: t.arg.id({ required: true, validate: z.uuid() }),
      input: t.arg({ type: UpdateWebhookInput, required: true }),
    },
    resolve: async (_root, { id, input }, ctx) => {
      requireScope(ctx, write);
      await requireWebhook(ctx, String(id));
      if (input.url != null) await ctx.deps.checkOutboundUrl(input.url, ['body', 'url']);
      try {
        const updated = await ctx.deps.store.webhooks.update(ctx.caller.accountId, String(id), {
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
  deleteWebhook: t.boolean({
    args: { id: t.arg.id({ required: true, validate: z.uuid() }) },
    resolve: async (_root, { id }, ctx) => {
      requireScope(ctx, write);
      const deleted = await ctx.deps.store.webhooks.delete(ctx.caller.accountId, String(id));
      if (!deleted) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
      return true;
    },
  }),
}));

/** Sending a test or a replay is a write on the subscription. */
const send = { api: 'webhooks', resource: null, write: true } as const;

builder.mutationFields((t) => ({
  testWebhook: t.field({
    type: WebhookLogType,
    description: 'Sends a signed `account.webhook.test` event to the subscription now; answers the attempt',
    args: { id: t.arg.id({ required: true, validate: z.uuid() }) },
    resolve: async (_root, { id }, ctx) => {
      requireScope(ctx, send);
      const webhook = await requireWebhook(ctx, String(id));
      const log = await ctx.deps.webhooks.sendTest(ctx.caller.accountId, webhook.id);
      if (!log) throw new LintelError('ERROR_INTERNAL');
      return toWebhookLogItem(log);
    },
  }),
  replayWebhookLog: t.field({
    type: WebhookLogType,
    description: 'Delivers the event of a log row again (same `webhook-id`); answers the new attempt',
    args: {
      webhookId: t.arg.id({ required: true, validate: z.uuid() }),
      logId: t.arg.id({ required: true, validate: z.uuid() }),
    },
    resolve: async (_root, { webhookId, logId }, ctx) => {
      requireScope(ctx, send);
      const webhook = await requireWebhook(ctx, String(webhookId));
      const eventId = await ctx.deps.store.webhooks.logEvent(ctx.caller.accountId, webhook.id, String(logId));
      if (!eventId) throw new LintelError('ERROR_WEBHOOK_LOG_NOT_FOUND');
      const log = await ctx.deps.webhooks.replay(ctx.caller.accountId, webhook.id, eventId);
      if (!log) throw new LintelError('ERROR_INTERNAL');
      return toWebhookLogItem(log);
    },
  }),
}));
