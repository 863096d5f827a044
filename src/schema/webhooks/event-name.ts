import { webhookEventType } from '../../model/index.js';
import { builder } from '../builder.js';
import { objectTypeFor } from '../derive.js';

/**
 * `WebhookEventType.name`: the dotted name REST and webhook deliveries use for the event
 * (`invoicing.product.created`), beside `event`, its `WebhookEvent` enum value. GraphQL only: the
 * REST shape of `GET /webhooks/list` is `{event, api}`.
 */
builder.objectField(objectTypeFor(webhookEventType), 'name', (t) =>
  t.string({
    description: 'The name REST and webhook deliveries give the event, e.g. `invoicing.product.created`',
    resolve: (type) => type.event,
  }),
);
