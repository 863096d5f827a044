import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { z } from 'zod';
import { LintelError, validationError } from '../../errors.js';
import {
  accountOperations,
  apiDisplayNames,
  type patchWebhookItem,
  type postWebhookItem,
  type WebhookLogItem,
  webhookEventNames,
  webhookEvents,
  webhookEventType,
  webhookInstance,
  webhookLogItem,
} from '../../model/index.js';
import type { Webhook } from '../../store/webhooks.js';
import { DuplicateWebhookError } from '../../store/webhooks.js';
import { accountMutationField } from '../account-mutation.js';
import { builder } from '../builder.js';
import type { RequestContext } from '../context.js';
import { requireScope } from '../context.js';
import { accountArgs, accountDescription, accountListArgs, objectTypeFor } from '../derive.js';
import { toWebhookItem, toWebhookLogItem } from '../items.js';
import { payloadType } from '../payload.js';
import { type ConnectionPage, connectionType, type PageWindow, pageWindow, sliceWindow } from '../relay.js';

const eventTypes = accountOperations['webhooks.events.list'];
const list = accountOperations['webhooks.list'];
const get = accountOperations['webhooks.get'];
const create = accountOperations['webhooks.create'];
const update = accountOperations['webhooks.update'];
const remove = accountOperations['webhooks.delete'];
const logs = accountOperations['webhooks.logs.list'];
const test = accountOperations['webhooks.test'];
const replay = accountOperations['webhooks.logs.replay'];

export const WebhookLogType = objectTypeFor(webhookLogItem, { node: true });
export const WebhookType = objectTypeFor(webhookInstance, { node: true });
const WebhookEventTypeType = objectTypeFor(webhookEventType);
const WebhookConnection = connectionType('Webhook', WebhookType, 'webhook subscription');
const WebhookLogConnection = connectionType('WebhookLog', WebhookLogType, 'delivery attempt');

/** A window of the attempts of every subscription a request lists, in one batch (two queries). */
const logWindows = createContextCache(
  (ctx: RequestContext) =>
    new DataLoader<string, ConnectionPage<WebhookLogItem>>(async (keys) => {
      const groups = new Map<string, { window: PageWindow; ids: string[] }>();
      for (const key of keys) {
        const [id, offset, first] = key.split('|') as [string, string, string];
        const group = `${offset}|${first}`;
        const entry = groups.get(group) ?? {
          window: { offset: Number(offset), first: Number(first) },
          ids: [],
        };
        entry.ids.push(id);
        groups.set(group, entry);
      }
      const found = new Map<string, ConnectionPage<WebhookLogItem>>();
      for (const [group, { window, ids }] of groups) {
        const pages = await ctx.deps.store.webhooks.logsOf(ctx.caller.accountId, ids, {
          offset: window.offset,
          limit: window.first,
        });
        for (const [i, id] of ids.entries()) {
          found.set(`${id}|${group}`, {
            nodes: pages[i]!.logs.map(toWebhookLogItem),
            totalCount: pages[i]!.total,
            offset: window.offset,
          });
        }
      }
      return keys.map((key) => found.get(key)!);
    }),
);

builder.objectField(WebhookType, logs.graphql.field, (t) =>
  t.field({
    type: WebhookLogConnection,
    nullable: true,
    description: accountDescription(logs),
    args: accountListArgs(t, logs),
    resolve: async (w, { window }, ctx) => {
      requireScope(ctx, logs.scope);
      const page = pageWindow(window);
      return logWindows(ctx).load(`${w.webhookid}|${page.offset}|${page.first}`);
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
    type: WebhookConnection,
    nullable: true,
    description: accountDescription(list),
    args: accountListArgs(t, list),
    resolve: async (_root, { window, filter }, ctx) => {
      requireScope(ctx, list.scope);
      const page = pageWindow(window);
      const all = await ctx.deps.store.webhooks.list(ctx.caller.accountId);
      const status = (filter as { status?: string }).status;
      const shown = all.filter((w) => status === undefined || w.status === status).map(toWebhookItem);
      return sliceWindow(shown, page);
    },
  }),
  [get.graphql.field]: t.field({
    type: WebhookType,
    nullable: true,
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

const webhookPayload = (name: string, field: string) =>
  payloadType(
    name,
    'webhook',
    WebhookType,
    `What ${field} answers`,
    'The subscription; null when the mutation failed',
  );
const logPayload = (name: string, field: string) =>
  payloadType(
    name,
    'log',
    WebhookLogType,
    `What ${field} answers`,
    'The delivery attempt; null when the mutation failed',
  );

async function changeWebhook(ctx: RequestContext, id: string, input: z.output<typeof patchWebhookItem>) {
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
}

async function subscribe(ctx: RequestContext, input: z.output<typeof postWebhookItem>) {
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
}

builder.mutationFields((t) => ({
  [create.graphql.field]: accountMutationField(t, create, {
    payload: webhookPayload('CreateWebhookPayload', 'createWebhook'),
    key: 'webhook',
    input: 'The subscription to create',
    run: (input: z.output<typeof postWebhookItem>, ctx) => subscribe(ctx, input),
  }),
  [update.graphql.field]: accountMutationField(t, update, {
    payload: webhookPayload('UpdateWebhookPayload', 'updateWebhook'),
    key: 'webhook',
    input: 'The subscription (`id`) and what to change',
    run: ({ webhookid, ...input }: { webhookid: string } & z.output<typeof patchWebhookItem>, ctx) =>
      changeWebhook(ctx, webhookid, input),
  }),
  [remove.graphql.field]: accountMutationField(t, remove, {
    payload: payloadType(
      'DeleteWebhookPayload',
      'deletedId',
      'ID',
      'What deleteWebhook answers',
      'Id of the deleted subscription; null when the mutation failed',
    ),
    key: 'deletedId',
    input: 'The subscription to delete (`id`)',
    description: `${accountDescription(remove)} Answers the id of the deleted subscription.`,
    run: async ({ webhookid: id }: { webhookid: string }, ctx) => {
      const deleted = await ctx.deps.store.webhooks.delete(ctx.caller.accountId, id);
      if (!deleted) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
      return id;
    },
  }),
  [test.graphql.field]: accountMutationField(t, test, {
    payload: logPayload('TestWebhookPayload', 'testWebhook'),
    key: 'log',
    input: 'The subscription to test (`id`)',
    run: async ({ webhookid }: { webhookid: string }, ctx) => {
      const webhook = await requireWebhook(ctx, webhookid);
      const log = await ctx.deps.webhooks.sendTest(ctx.caller.accountId, webhook.id);
      if (!log) throw new LintelError('ERROR_INTERNAL');
      return toWebhookLogItem(log);
    },
  }),
  [replay.graphql.field]: accountMutationField(t, replay, {
    payload: logPayload('ReplayWebhookLogPayload', 'replayWebhookLog'),
    key: 'log',
    input: 'The subscription and the attempt to replay',
    run: async ({ webhookid, webhooklogid }: { webhookid: string; webhooklogid: string }, ctx) => {
      const webhook = await requireWebhook(ctx, webhookid);
      const eventId = await ctx.deps.store.webhooks.logEvent(ctx.caller.accountId, webhook.id, webhooklogid);
      if (!eventId) throw new LintelError('ERROR_WEBHOOK_LOG_NOT_FOUND');
      const log = await ctx.deps.webhooks.replay(ctx.caller.accountId, webhook.id, eventId);
      if (!log) throw new LintelError('ERROR_INTERNAL');
      return toWebhookLogItem(log);
    },
  }),
}));
