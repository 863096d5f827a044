import { accountOperations, webhookEventType, webhookInstance, webhookLogItem } from '../../model/index.js';
import {
  listWebhookEventTypes,
  listWebhooks,
  readWebhook,
  webhookLogs,
} from '../../services/account/webhooks.js';
import { accountMutationField } from '../account-mutation.js';
import { builder } from '../builder.js';
import { accountArgs, accountDescription, accountListArgs, objectTypeFor } from '../derive.js';
import { payloadType } from '../payload.js';
import { connectionType, pageWindow } from '../relay.js';

const eventTypes = accountOperations['webhooks.events.list'];
const list = accountOperations['webhooks.list'];
const get = accountOperations['webhooks.get'];
const remove = accountOperations['webhooks.delete'];
const logs = accountOperations['webhooks.logs.list'];

export const WebhookLogType = objectTypeFor(webhookLogItem, { node: true });
export const WebhookType = objectTypeFor(webhookInstance, { node: true });
const WebhookEventTypeType = objectTypeFor(webhookEventType);
const WebhookConnection = connectionType('Webhook', WebhookType, 'webhook subscription');
const WebhookLogConnection = connectionType('WebhookLog', WebhookLogType, 'delivery attempt');

builder.objectField(WebhookType, logs.graphql.field, (t) =>
  t.field({
    type: WebhookLogConnection,
    nullable: true,
    description: accountDescription(logs),
    args: accountListArgs(t, logs),
    // The attempts of every subscription of the request, in one batch.
    resolve: (w, { window }, ctx) => webhookLogs(ctx, w.webhookid, pageWindow(window)),
  }),
);

builder.queryFields((t) => ({
  [list.graphql.field]: t.field({
    type: WebhookConnection,
    nullable: true,
    description: accountDescription(list),
    args: accountListArgs(t, list),
    resolve: (_root, { window, filter }, ctx) => listWebhooks(ctx, filter, pageWindow(window)),
  }),
  [get.graphql.field]: t.field({
    type: WebhookType,
    nullable: true,
    description: accountDescription(get),
    args: accountArgs(t, get),
    resolve: (_root, args, ctx) => readWebhook(ctx, args.webhookid),
  }),
  [eventTypes.graphql.field]: t.field({
    type: [WebhookEventTypeType],
    description: accountDescription(eventTypes),
    resolve: (_root, _args, ctx) => listWebhookEventTypes(ctx),
  }),
}));

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

builder.mutationFields((t) => ({
  [accountOperations['webhooks.create'].graphql.field]: accountMutationField(t, 'webhooks.create', {
    payload: webhookPayload('CreateWebhookPayload', 'createWebhook'),
    key: 'webhook',
    input: 'The subscription to create',
  }),
  [accountOperations['webhooks.update'].graphql.field]: accountMutationField(t, 'webhooks.update', {
    payload: webhookPayload('UpdateWebhookPayload', 'updateWebhook'),
    key: 'webhook',
    input: 'The subscription (`id`) and what to change',
  }),
  [remove.graphql.field]: accountMutationField(t, 'webhooks.delete', {
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
  }),
  [accountOperations['webhooks.test'].graphql.field]: accountMutationField(t, 'webhooks.test', {
    payload: logPayload('TestWebhookPayload', 'testWebhook'),
    key: 'log',
    input: 'The subscription to test (`id`)',
  }),
  [accountOperations['webhooks.logs.replay'].graphql.field]: accountMutationField(t, 'webhooks.logs.replay', {
    payload: logPayload('ReplayWebhookLogPayload', 'replayWebhookLog'),
    key: 'log',
    input: 'The subscription and the attempt to replay',
  }),
}));
