import { z } from 'zod';
import { LintelError, validationError } from '../../errors.js';
import { eventData } from '../../model/event-data.js';
import {
  deliveryOutcomeEvents,
  streamableEventNames,
  TEST_EVENT,
  webhookEvent,
  webhookEventNames,
} from '../../model/events.js';
import { requireConsumer } from '../../services/access.js';
import { type RequestContext, requireScope } from '../../services/context.js';
import { CONSUMER_OF } from '../../services/items.js';
import { tagSource } from '../../services/sources.js';
import type { StreamedEvent, StreamPosition } from '../../store/event-stream.js';
import { builder } from '../builder.js';
import { enumTypeFor, objectTypeFor } from '../derive.js';

/**
 * `subscription { events }`: the events webhooks deliver, live, for frontends (yoga serves
 * subscriptions over Server-Sent Events). Fed from the outbox, so an event recorded by any Lintel
 * process on the same database arrives; a client that reconnects with `after` (or the
 * `Last-Event-ID` header) gets what it missed, in order, nothing lost.
 */

interface EventItem extends StreamedEvent {
  envelope: { created: number; data: unknown };
}

const BATCH = 100;
const uuid = z.uuid();

const WebhookEventEnum = enumTypeFor(webhookEvent);

/** An event's record, of one of the shapes eventData declares. */
type EventRecord = z.output<(typeof eventData)[keyof typeof eventData]>;

/** The GraphQL type of an event's record (`EventData`'s `resolveType`). */
const DATA_TYPE = Symbol('event data type');

/** The type each event's record is served as, by event (eventData, model/event-data.ts). */
const dataTypeOf = (event: string) => {
  const resource = (eventData as Record<string, (typeof eventData)[keyof typeof eventData]>)[event];
  return resource && objectTypeFor(resource);
};

const EventDataType = builder.unionType('EventData', {
  description:
    'The record an event carries, in its own type: a Consumer, a LinkedAccount, or the record of the ' +
    'connected software the event names (a Product for INVOICING_PRODUCT_CREATED, a PmsOrder for PMS_ORDER_CLOSED…)',
  // A thunk: the record types are declared by the modules of their operations, read at build time.
  types: () => [...new Set(Object.keys(eventData).map(dataTypeOf))].filter((type) => type !== undefined),
  resolveType: (record) => (record as { [DATA_TYPE]?: string })[DATA_TYPE] ?? null,
});

/**
 * The event's record in its type, or null: a vendor record whose connection is not known (an
 * event recorded before Lintel kept it) can have no global id. Account events carry the account's
 * own objects; a linked account keeps its consumer beside it, for its `connectUrl`.
 */
function eventRecord(e: EventItem): EventRecord | null {
  const type = dataTypeOf(e.event);
  const record = e.envelope.data;
  if (!type || record === null || typeof record !== 'object') return null;
  if ((deliveryOutcomeEvents as readonly string[]).includes(e.event)) {
    // A delivery's log row: the account's own record, with its own global id.
  } else if (!e.event.startsWith('account.')) {
    if (e.connectionId === null || e.consumerId === null) return null;
    tagSource(record, { consumerId: e.consumerId, connectionId: e.connectionId });
  } else if (e.consumerId !== null) {
    Object.defineProperty(record, CONSUMER_OF, { value: e.consumerId });
  }
  Object.defineProperty(record, DATA_TYPE, { value: type.name });
  // Recorded from the model's shape of this event's record (the write's answer, the list's item).
  return record as EventRecord;
}

const EventType = builder.objectRef<EventItem>('Event').implement({
  description: 'An event as webhooks deliver it (the same envelope; `id` is the `webhook-id`)',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The event id, `webhook-id` of its deliveries' }),
    event: t.field({
      type: WebhookEventEnum,
      description: 'What happened (REST and webhooks name it, e.g. `invoicing.product.created`)',
      resolve: (e) => e.event,
    }),
    consumerId: t.exposeID('consumerId', { nullable: true, description: 'The consumer it concerns' }),
    created: t.field({
      type: 'DateTime',
      description: 'When it happened (the webhook envelope says it in Unix seconds)',
      resolve: (e) => new Date(e.envelope.created * 1000),
    }),
    data: t.field({
      type: EventDataType,
      nullable: true,
      description:
        'The record the event carries (webhooks deliver it in its REST shape), in the type its event names; ' +
        'null for a record of the connected software whose connection is not known (an event recorded before Lintel kept it)',
      resolve: (e) => eventRecord(e),
    }),
  }),
});

interface StreamArgs {
  consumerId?: string | null | undefined;
  types?: readonly string[] | null | undefined;
  after?: string | null | undefined;
}

async function startPosition(ctx: RequestContext, after: string | null): Promise<StreamPosition> {
  const stream = ctx.deps.store.eventStream;
  if (after === null) return stream.start();
  const position = uuid.safeParse(after).success
    ? await stream.positionOf(ctx.caller.accountId, after)
    : undefined;
  if (!position) {
    throw new LintelError('ERROR_NOT_FOUND', { message: 'The event to resume after was not found' });
  }
  return position;
}

/**
 * The stream's checks and its start position, taken before the subscription answers: graphql-js
 * awaits `subscribe`, so the response (its headers, what a client waits for before it writes)
 * begins only once the stream has its place — an event committed after that is streamed.
 */
async function openEventStream(ctx: RequestContext, args: StreamArgs): Promise<AsyncGenerator<EventItem>> {
  // A consumer-scoped token streams its own consumer's events; an account token needs webhooks.read.
  const own = ctx.caller.consumerId;
  if (own === null) requireScope(ctx, { api: 'webhooks', resource: null, write: false });
  const consumerId = args.consumerId ?? own;
  if (consumerId !== null) {
    if (!uuid.safeParse(consumerId).success) throw new LintelError('ERROR_CONSUMER_NOT_FOUND');
    await requireConsumer(ctx, consumerId);
  }
  // Left out, `types` means the events webhooks deliver (and the test event): delivery outcomes,
  // one per attempt, come only to a stream that names them.
  const types = args.types ?? [...webhookEventNames, TEST_EVENT];
  const unknown = (args.types ?? []).findIndex((type) => !streamableEventNames.includes(type));
  if (unknown >= 0) {
    throw validationError([
      {
        loc: ['types', unknown],
        msg: `Input should be one of ${streamableEventNames.join(', ')}`,
        type: 'enum',
        input: args.types?.[unknown],
      },
    ]);
  }
  const filter = { accountId: ctx.caller.accountId, consumerId, types };
  const position = await startPosition(ctx, args.after ?? ctx.lastEventId ?? null);
  return streamEvents(ctx, filter, position);
}

async function* streamEvents(
  ctx: RequestContext,
  filter: Parameters<RequestContext['deps']['store']['eventStream']['after']>[0],
  start: StreamPosition,
): AsyncGenerator<EventItem> {
  let position = start;
  const stop = new AbortController();
  try {
    for (;;) {
      const rows = await ctx.deps.store.eventStream.after(filter, position, BATCH);
      for (const row of rows) {
        position = row.position;
        yield { ...row, envelope: JSON.parse(row.body) as EventItem['envelope'] };
      }
      if (rows.length < BATCH) await ctx.deps.events.next(stop.signal);
    }
  } finally {
    stop.abort();
  }
}

builder.subscriptionType({ description: 'What an API client follows as it happens' });

builder.subscriptionField('events', (t) =>
  t.field({
    type: EventType,
    description:
      'Events as they happen (Server-Sent Events: `Accept: text/event-stream`). Without `after`, from ' +
      'now on; with `after` (or `Last-Event-ID`), every event after that one. Needs `webhooks.read`.',
    args: {
      consumerId: t.arg.id({ description: 'Only the events of this consumer' }),
      types: t.arg({
        type: [WebhookEventEnum],
        description:
          'Only these events (see webhookEventTypes, plus WEBHOOK_DELIVERY_SUCCEEDED and WEBHOOK_DELIVERY_FAILED: ' +
          'the outcome of each delivery attempt, streamed only when named here); when left out, every event ' +
          'webhooks deliver and WEBHOOK_TEST',
      }),
      after: t.arg.id({ description: 'Resume after this event id' }),
    },
    subscribe: (_root, args, ctx) => openEventStream(ctx, args),
    resolve: (event) => event,
  }),
);
