import { enumeration } from './declare.js';

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
  { event: 'invoicing.invoice.created', api: 'Invoicing' },
  { event: 'invoicing.invoice.updated', api: 'Invoicing' },
  { event: 'invoicing.payment.created', api: 'Invoicing' },
  { event: 'invoicing.payment.updated', api: 'Invoicing' },
  { event: 'invoicing.contact.created', api: 'Invoicing' },
  { event: 'pos.customer.created', api: 'Point of Sale' },
  { event: 'pos.order.completed', api: 'Point of Sale' },
  { event: 'pms.order.closed', api: 'Property Management System' },
  { event: 'pms.invoice.closed', api: 'Property Management System' },
  { event: 'accounting.client.created', api: 'Accounting' },
  { event: 'accounting.client.updated', api: 'Accounting' },
  { event: 'accounting.supplier.created', api: 'Accounting' },
  { event: 'accounting.supplier.updated', api: 'Accounting' },
  { event: 'accounting.invoice.created', api: 'Accounting' },
  { event: 'accounting.journal-entry.created', api: 'Accounting' },
  { event: 'accounting.miscellaneous-operation.created', api: 'Accounting' },
  { event: 'accounting.journal.created', api: 'Accounting' },
  { event: 'accounting.ledger-account.created', api: 'Accounting' },
  { event: 'accounting.analytic-account.created', api: 'Accounting' },
  { event: 'accounting.analytic-account.updated', api: 'Accounting' },
] as const;

export type WebhookEventName = (typeof webhookEvents)[number]['event'];

export const webhookEventNames = webhookEvents.map((e) => e.event) as WebhookEventName[];

/** The event the test endpoint sends (`POST /webhooks/{webhookid}/test`); it cannot be subscribed to. */
export const TEST_EVENT = 'account.webhook.test';

/**
 * How each attempt to deliver an event ended (its log row), announced to the GraphQL `events`
 * subscription only. Like the test event they are not in `webhookEvents`: no subscription can be
 * created for them, so recording one can never cause a delivery (and a delivery's outcome never
 * another delivery). The store records them without fanning them out at all (`events.announce`).
 */
export const DELIVERY_SUCCEEDED = 'webhook.delivery.succeeded' as const;
export const DELIVERY_FAILED = 'webhook.delivery.failed' as const;
export const deliveryOutcomeEvents = [DELIVERY_SUCCEEDED, DELIVERY_FAILED] as const;
export type DeliveryOutcomeEvent = (typeof deliveryOutcomeEvents)[number];

/** What the `events` subscription streams when asked by name: the webhook events and the delivery outcomes. */
export const streamableEventNames: string[] = [...webhookEventNames, ...deliveryOutcomeEvents];

/**
 * The webhook events as a closed set: REST writes and accepts the dotted names, GraphQL serves the
 * enum `WebhookEvent` (`account.consumer.created` → `CONSUMER_CREATED`, `invoicing.product.created`
 * → `INVOICING_PRODUCT_CREATED`).
 */
export const webhookEvent = enumeration(
  'WebhookEvent',
  'An event Lintel delivers to webhook subscriptions and streams to the events subscription',
  [...webhookEventNames, TEST_EVENT, ...deliveryOutcomeEvents] as [
    WebhookEventName,
    ...WebhookEventName[],
    typeof TEST_EVENT,
    typeof DELIVERY_SUCCEEDED,
    typeof DELIVERY_FAILED,
  ],
  {
    'account.consumer.created': { name: 'CONSUMER_CREATED', description: 'A consumer was created' },
    'account.consumer.updated': { name: 'CONSUMER_UPDATED', description: 'A consumer was changed' },
    'account.consumer.deleted': {
      name: 'CONSUMER_DELETED',
      description: 'A consumer was deleted, and its connections with it',
    },
    'account.connection.created': {
      name: 'CONNECTION_CREATED',
      description: 'A connection of a consumer to a connector was made',
    },
    'account.connection.updated': {
      name: 'CONNECTION_UPDATED',
      description: 'A connection was renamed, activated or deactivated, or given new credentials',
    },
    'account.connection.deleted': { name: 'CONNECTION_DELETED', description: 'A connection was removed' },
    'invoicing.product.created': 'A product or service was created in the invoicing software through Lintel',
    'invoicing.opportunity.created': 'A sales opportunity appeared in the invoicing software',
    'invoicing.opportunity.updated': 'A sales opportunity changed in the invoicing software',
    'invoicing.invoice.created':
      'An invoice or credit note was created in the invoicing software (through Lintel or in the software itself)',
    'invoicing.invoice.updated':
      'An invoice or credit note changed in the invoicing software (its status, its payments…)',
    'invoicing.payment.created': 'A payment was recorded against an invoice through Lintel',
    'invoicing.payment.updated': 'A payment was changed through Lintel',
    'invoicing.contact.created':
      'A customer, supplier or prospect was created in the invoicing software through Lintel',
    'pos.customer.created': 'A customer was created in the point of sale software through Lintel',
    'pos.order.completed': 'An order was closed (paid) in the point of sale software',
    'pms.order.closed': 'An order was closed in the property management system',
    'pms.invoice.closed': 'A bill (invoice) was closed in the property management system',
    'accounting.client.created': 'A client (customer) was created in the accounting software through Lintel',
    'accounting.client.updated': 'A client (customer) was changed in the accounting software through Lintel',
    'accounting.supplier.created': 'A supplier was created in the accounting software through Lintel',
    'accounting.supplier.updated': 'A supplier was changed in the accounting software through Lintel',
    'accounting.invoice.created':
      'A sales or purchase invoice or credit note was booked in the accounting software through Lintel',
    'accounting.journal-entry.created':
      'A journal entry was posted in the accounting software through Lintel',
    'accounting.miscellaneous-operation.created':
      'A miscellaneous operation was written in the accounting software through Lintel',
    'accounting.journal.created': 'A journal was created in the accounting software through Lintel',
    'accounting.ledger-account.created': 'A ledger account was added to the chart of accounts through Lintel',
    'accounting.analytic-account.created': 'An analytic account was created through Lintel',
    'accounting.analytic-account.updated': 'An analytic account was changed through Lintel',
    [TEST_EVENT]: {
      name: 'WEBHOOK_TEST',
      description: 'A test event, sent to one subscription by testWebhook; it cannot be subscribed to',
    },
    [DELIVERY_SUCCEEDED]: {
      name: 'WEBHOOK_DELIVERY_SUCCEEDED',
      description:
        'An attempt to deliver an event to a webhook subscription was answered with a 2xx (its log entry); ' +
        'streamed by the events subscription when named in `types`, never delivered to webhooks',
    },
    [DELIVERY_FAILED]: {
      name: 'WEBHOOK_DELIVERY_FAILED',
      description:
        'An attempt to deliver an event to a webhook subscription failed (its log entry says why and when the ' +
        'next attempt is due); streamed by the events subscription when named in `types`, never delivered to webhooks',
    },
  },
);
