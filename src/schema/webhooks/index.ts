import { z } from 'zod';
import { LintelError, validationError } from '../../errors.js';
import { apiDisplayNames, webhookEventNames, webhookEvents } from '../../model/index.js';
import type { Webhook, WebhookLog } from '../../store/webhooks.js';
import { DuplicateWebhookError } from '../../store/webhooks.js';
import { builder } from '../builder.js';
import type { RequestContext } from '../context.js';
import { loaderFor, requireScope } from '../context.js';
import { DateTimeScalar } from '../scalars.js';

/** Spec 4.8 bounds; shared by GraphQL inputs and REST bodies. */
export const webhookFields = {
  event: z.string().max(80),
  url: z.url({ protocol: /^https?$/ }).max(500),
  signingsecret: z.string().max(100),
  integrationid: z.int().min(1),
  status: z.enum(['active', 'inactive']),
};

const read = { api: 'webhooks', resource: null, write: false } as const;
const write = { api: 'webhooks', resource: null, write: true } as const;
const readLogs = { api: 'webhooks', resource: 'logs', write: false } as const;

export const WebhookLogType = builder.objectRef<WebhookLog>('WebhookLog').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    webhookId: t.exposeID('webhookId'),
    event: t.exposeString('event'),
    url: t.exposeString('url'),
    accountId: t.exposeID('accountId'),
    createdOn: t.field({ type: DateTimeScalar, resolve: (l) => l.createdAt }),
    httpStatus: t.exposeInt('httpStatus'),
    integrationId: t.exposeInt('integrationId', { nullable: true }),
  }),
});

export const WebhookType = builder.objectRef<Webhook>('Webhook').implement({
  description: 'A subscription of one event to one URL; the signing secret is never returned',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    createdOn: t.field({ type: DateTimeScalar, resolve: (w) => w.createdAt }),
    event: t.exposeString('event'),
    url: t.exposeString('url'),
    status: t.exposeString('status'),
    createdBy: t.exposeID('createdBy'),
    integrationId: t.exposeInt('integrationId', { nullable: true }),
    logs: t.field({
      type: [WebhookLogType],
      description: 'Delivery attempts, newest first',
      resolve: (w, _args, ctx) => {
        requireScope(ctx, readLogs);
        return ctx.deps.store.webhooks.logs(ctx.caller.accountId, w.id);
      },
    }),
  }),
});

const WebhookEventTypeType = builder.objectRef<(typeof webhookEvents)[number]>('WebhookEventType').implement({
  fields: (t) => ({
    event: t.exposeString('event'),
    api: t.exposeString('api'),
  }),
});

export async function requireWebhook(ctx: RequestContext, id: string): Promise<Webhook> {
  const loader = loaderFor<string, Webhook | null>(ctx, 'webhook', (ids) =>
    Promise.all(ids.map(async (i) => (await ctx.deps.store.webhooks.get(ctx.caller.accountId, i)) ?? null)),
  );
  const webhook = await loader.load(id);
  if (!webhook) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
  return webhook;
}

builder.queryFields((t) => ({
  webhooks: t.field({
    type: [WebhookType],
    resolve: (_root, _args, ctx) => {
      requireScope(ctx, read);
      return ctx.deps.store.webhooks.list(ctx.caller.accountId);
    },
  }),
  webhook: t.field({
    type: WebhookType,
    args: { id: t.arg.id({ required: true, validate: z.uuid() }) },
    resolve: (_root, args, ctx) => {
      requireScope(ctx, read);
      return requireWebhook(ctx, String(args.id));
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

// Validated as whole objects so every issue is reported at once (as REST does).
const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  validate: z.object({
    event: webhookFields.event,
    url: webhookFields.url,
    signingSecret: webhookFields.signingsecret.nullish(),
    integrationId: webhookFields.integrationid.nullish(),
  }),
  fields: (t) => ({
    event: t.string({ required: true }),
    url: t.string({ required: true }),
    signingSecret: t.string(),
    integrationId: t.int(),
  }),
});

const UpdateWebhookInput = builder.inputType('UpdateWebhookInput', {
  validate: z.object({
    url: webhookFields.url.nullish(),
    status: webhookFields.status.nullish(),
    signingSecret: webhookFields.signingsecret.nullish(),
  }),
  fields: (t) => ({
    url: t.string(),
    status: t.string(),
    signingSecret: t.string(),
  }),
});

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
      const integrationId = input.integrationId ?? null;
      checkSubscription(ctx, input.event, integrationId);
      await ctx.deps.checkOutboundUrl(input.url, ['body', 'url']);
      try {
        return await ctx.deps.store.webhooks.create({
          accountId: ctx.caller.accountId,
          event: input.event,
          url: input.url,
          signingSecret: input.signingSecret ?? null,
          integrationId,
          createdBy: ctx.caller.clientId,
        });
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
          status: (input.status as 'active' | 'inactive' | null | undefined) ?? undefined,
          // An empty string removes the secret (deliveries go unsigned).
          signingSecret: input.signingSecret === '' ? null : (input.signingSecret ?? undefined),
        });
        if (!updated) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
        return updated;
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
      return log;
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
      return log;
    },
  }),
}));
