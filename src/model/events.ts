/**
 * The webhook events Lintel emits (contract §3), each with the API it belongs to as
 * `GET /webhooks/list` reports it. `account.webhook.test` is sent only by the test endpoint and
 * cannot be subscribed to.
 */
export const webhookEvents = [
  { event: 'account.consumer.created', api: 'Account' },
  { event: 'account.consumer.updated', api: 'Account' },
  { event: 'account.consumer.deleted', api: 'Account' },
  { event: 'account.connection.created', api: 'Account' },
  { event: 'account.connection.updated', api: 'Account' },
  { event: 'account.connection.deleted', api: 'Account' },
  { event: 'invoicing.product.created', api: 'Invoicing' },
  { event: 'invoicing.opportunity.created', api: 'Invoicing' },
  { event: 'invoicing.opportunity.updated', api: 'Invoicing' },
  { event: 'pms.order.closed', api: 'Property Management System' },
] as const;

export type WebhookEventName = (typeof webhookEvents)[number]['event'];

export const webhookEventNames = webhookEvents.map((e) => e.event) as WebhookEventName[];
