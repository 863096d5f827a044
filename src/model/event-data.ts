import { z } from 'zod';
import { connectionItem, consumerItem, webhookLogItem } from './account.js';
import { type AnyResource, graphql, resource } from './declare.js';
import {
  DELIVERY_FAILED,
  DELIVERY_SUCCEEDED,
  type DeliveryOutcomeEvent,
  TEST_EVENT,
  type WebhookEventName,
} from './events.js';
import { operations } from './operations.js';

/** What the test event carries (`POST /webhooks/{webhookid}/test`, `testWebhook`). */
export const webhookTestData = resource('WebhookTest', 'What a test event carries', {
  webhookid: graphql(z.uuid().describe('Identifier of the subscription the test was sent to'), {
    name: 'webhookId',
    type: 'ID',
  }),
  message: z.string().describe('Says that Lintel sent it as a test'),
});
export type WebhookTestData = z.infer<typeof webhookTestData>;

/**
 * The `data` of each event (contract §3: the record in its REST shape), by event: what the
 * `events` subscription types `Event.data` as. A record a write announces is what the write
 * answers; one the change poller announces (src/webhooks/poller.ts) is an item of the list it
 * reads. In this file rather than events.ts: account.ts, whose records two events carry, reads
 * events.ts for its `WebhookEvent` enum.
 */
export const eventData = {
  'account.consumer.created': consumerItem,
  'account.consumer.updated': consumerItem,
  // The consumer as it was.
  'account.consumer.deleted': consumerItem,
  'account.connection.created': connectionItem,
  'account.connection.updated': connectionItem,
  'account.connection.deleted': connectionItem,
  'invoicing.product.created': operations['invoicing.products.create'].item,
  'invoicing.opportunity.created': operations['invoicing.opportunities.list'].item,
  'invoicing.opportunity.updated': operations['invoicing.opportunities.list'].item,
  'invoicing.invoice.created': operations['invoicing.invoices.create'].item,
  'invoicing.invoice.updated': operations['invoicing.invoices.list'].item,
  'invoicing.payment.created': operations['invoicing.payments.create'].item,
  'invoicing.payment.updated': operations['invoicing.payments.update'].item,
  'invoicing.contact.created': operations['invoicing.contacts.create'].item,
  'pos.customer.created': operations['pos.customers.create'].item,
  'pos.order.completed': operations['pos.orders.list'].item,
  'pms.order.closed': operations['pms.orders.list'].item,
  'pms.invoice.closed': operations['pms.invoices.list'].item,
  'accounting.client.created': operations['accounting.clients.create'].item,
  'accounting.client.updated': operations['accounting.clients.update'].item,
  'accounting.supplier.created': operations['accounting.suppliers.create'].item,
  'accounting.supplier.updated': operations['accounting.suppliers.update'].item,
  // Both creates announce it; an invoice written with several analytic plans is served in this
  // type too (`announceAs`; its lines' distribution then reads as no analytic account).
  'accounting.invoice.created': operations['accounting.invoices.create'].item,
  'accounting.journal-entry.created': operations['accounting.journal-entries.create'].item,
  'accounting.miscellaneous-operation.created': operations['accounting.miscellaneous-operations.create'].item,
  'accounting.journal.created': operations['accounting.journals.create'].item,
  'accounting.ledger-account.created': operations['accounting.ledger-accounts.create'].item,
  'accounting.analytic-account.created': operations['accounting.analytic-accounts.create'].item,
  'accounting.analytic-account.updated': operations['accounting.analytic-accounts.update'].item,
  [TEST_EVENT]: webhookTestData,
  // The log row of the attempt, as `GET /webhooks/{webhookid}/logs` lists it.
  [DELIVERY_SUCCEEDED]: webhookLogItem,
  [DELIVERY_FAILED]: webhookLogItem,
} as const satisfies Record<WebhookEventName | typeof TEST_EVENT | DeliveryOutcomeEvent, AnyResource>;
