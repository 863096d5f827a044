import DataLoader from 'dataloader';
import type { z } from 'zod';
import { LintelError, validationError } from '../../errors.js';
import {
  accountOperations,
  apiDisplayNames,
  type patchWebhookItem,
  type postWebhookItem,
  type WebhookInstance,
  type WebhookLogItem,
  webhookEventNames,
  webhookEvents,
} from '../../model/index.js';
import type { Webhook } from '../../store/webhooks.js';
import { DuplicateWebhookError } from '../../store/webhooks.js';
import { perRequest, type RequestContext, requireScope } from '../context.js';
import { toWebhookItem, toWebhookLogItem } from '../items.js';
import { type ConnectionPage, type PageWindow, sliceWindow } from '../pages.js';

/** The account's webhook subscriptions, their delivery attempts, tests and replays. */

const eventTypes = accountOperations['webhooks.events.list'];
const list = accountOperations['webhooks.list'];
const get = accountOperations['webhooks.get'];
const logs = accountOperations['webhooks.logs.list'];

/** One subscription's window of attempts. */
interface LogWindowKey {
  webhookId: string;
  window: PageWindow;
}

function logWindowKey({ webhookId, window }: LogWindowKey): string {
  return `${webhookId}|${window.offset}|${window.first}`;
}

/** A window of the attempts of every subscription a request lists, in one batch (two queries). */
const logWindows = perRequest(
  (ctx: RequestContext) =>
    new DataLoader<LogWindowKey, ConnectionPage<WebhookLogItem>, string>(
      async (keys) => {
        const groups = new Map<string, { window: PageWindow; ids: string[] }>();
        for (const { webhookId, window } of keys) {
          const group = `${window.offset}|${window.first}`;
          const entry = groups.get(group) ?? { window, ids: [] };
          entry.ids.push(webhookId);
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
        return keys.map((key) => found.get(logWindowKey(key))!);
      },
      { cacheKeyFn: logWindowKey },
    ),
);

const webhooks = perRequest(
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

/** The attempts of a subscription found already (`Webhook.logs`), batched across the request. */
export function webhookLogs(
  ctx: RequestContext,
  webhookId: string,
  window: PageWindow,
): Promise<ConnectionPage<WebhookLogItem>> {
  requireScope(ctx, logs.scope);
  return logWindows(ctx).load({ webhookId, window });
}

export async function listWebhooks(
  ctx: RequestContext,
  filter: { status?: string | null | undefined },
  window: PageWindow,
): Promise<ConnectionPage<WebhookInstance>> {
  requireScope(ctx, list.scope);
  const all = await ctx.deps.store.webhooks.list(ctx.caller.accountId);
  const shown = all.filter((w) => filter.status == null || w.status === filter.status).map(toWebhookItem);
  return sliceWindow(shown, window);
}

export async function readWebhook(ctx: RequestContext, webhookId: string): Promise<WebhookInstance> {
  requireScope(ctx, get.scope);
  return toWebhookItem(await requireWebhook(ctx, webhookId));
}

export function listWebhookEventTypes(ctx: RequestContext) {
  requireScope(ctx, eventTypes.scope);
  return [...webhookEvents];
}

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

export async function changeWebhook(
  ctx: RequestContext,
  id: string,
  input: z.output<typeof patchWebhookItem>,
) {
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

export async function subscribe(ctx: RequestContext, input: z.output<typeof postWebhookItem>) {
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

/** Answers the id of the deleted subscription. */
export async function deleteWebhook(ctx: RequestContext, id: string): Promise<string> {
  const deleted = await ctx.deps.store.webhooks.delete(ctx.caller.accountId, id);
  if (!deleted) throw new LintelError('ERROR_WEBHOOK_NOT_FOUND');
  return id;
}

/** Sends a signed test event to the subscription now; answers the attempt. */
export async function testWebhook(ctx: RequestContext, webhookId: string): Promise<WebhookLogItem> {
  const webhook = await requireWebhook(ctx, webhookId);
  const log = await ctx.deps.webhooks.sendTest(ctx.caller.accountId, webhook.id);
  if (!log) throw new LintelError('ERROR_INTERNAL');
  return toWebhookLogItem(log);
}

/** Delivers the event of an attempt again; answers the new attempt. */
export async function replayWebhookLog(
  ctx: RequestContext,
  webhookId: string,
  webhookLogId: string,
): Promise<WebhookLogItem> {
  const webhook = await requireWebhook(ctx, webhookId);
  const eventId = await ctx.deps.store.webhooks.logEvent(ctx.caller.accountId, webhook.id, webhookLogId);
  if (!eventId) throw new LintelError('ERROR_WEBHOOK_LOG_NOT_FOUND');
  const log = await ctx.deps.webhooks.replay(ctx.caller.accountId, webhook.id, eventId);
  if (!log) throw new LintelError('ERROR_INTERNAL');
  return toWebhookLogItem(log);
}
