import type { z } from 'zod';
import { LintelError } from '../../errors.js';
import {
  accountOperations,
  consumerItem,
  type postConsumerItem,
  type updateConsumerItem,
} from '../../model/index.js';
import { accountMutationField } from '../account-mutation.js';
import { builder } from '../builder.js';
import { requireAccountToken, requireScope } from '../context.js';
import { accountArgs, accountDescription, accountListArgs, objectTypeFor } from '../derive.js';
import { recordEvent, withEvents } from '../events.js';
import { primeConsumers, requireConsumer } from '../gateway.js';
import { toConsumerItem } from '../items.js';
import { payloadType } from '../payload.js';
import { connectionType, pageWindow, sliceWindow } from '../relay.js';

const list = accountOperations['consumers.list'];
const get = accountOperations['consumers.get'];
const create = accountOperations['consumers.create'];
const update = accountOperations['consumers.update'];
const remove = accountOperations['consumers.delete'];

/**
 * A consumer's own fields need `consumers.read`; its id does not, since
 * `consumer(id) { invoicing { taxes } }` is how an `invoicing.taxes.read` token reaches its
 * operation.
 */
export const ConsumerType = objectTypeFor(consumerItem, {
  guard: { check: (ctx) => requireScope(ctx, get.scope), except: ['consumerid'] },
  node: true,
});

const ConsumerConnection = connectionType('Consumer', ConsumerType, 'consumer');

builder.queryFields((t) => ({
  [list.graphql.field]: t.field({
    type: ConsumerConnection,
    // Null when `first` or `after` is refused (one BAD_USER_INPUT error at the field).
    nullable: true,
    description: accountDescription(list),
    args: accountListArgs(t, list),
    resolve: async (_root, { window, filter }, ctx) => {
      requireAccountToken(ctx);
      requireScope(ctx, list.scope);
      const page = pageWindow(window);
      const rows = await ctx.deps.store.consumers.list(ctx.caller.accountId, {
        ...(filter.search ? { search: filter.search } : {}),
        ...(filter.internal_reference != null ? { internalReference: filter.internal_reference } : {}),
      });
      const shown = sliceWindow(rows, page);
      // Their fields (`invoicing`, `connections`) find them without reading them again.
      primeConsumers(ctx, shown.nodes);
      return { ...shown, nodes: shown.nodes.map(toConsumerItem) };
    },
  }),
  [get.graphql.field]: t.field({
    type: ConsumerType,
    nullable: true,
    description: accountDescription(get),
    args: accountArgs(t, get),
    resolve: async (_root, args, ctx) => toConsumerItem(await requireConsumer(ctx, args.consumer_id)),
  }),
}));

const consumerPayload = (name: string, field: string, what: string) =>
  payloadType(
    name,
    'consumer',
    ConsumerType,
    `What ${field} answers`,
    `The ${what} consumer; null when the mutation failed`,
  );

builder.mutationFields((t) => ({
  [create.graphql.field]: accountMutationField(t, create, {
    payload: consumerPayload('CreateConsumerPayload', 'createConsumer', 'created'),
    key: 'consumer',
    input: 'The consumer to create',
    run: (input: z.output<typeof postConsumerItem>, ctx) =>
      withEvents(ctx, async (tx) => {
        const consumer = await tx.consumers.create(ctx.caller.accountId, {
          name: input.name,
          email: input.email ?? null,
          internalReference: input.internal_reference ?? null,
          redirectUrl: input.redirect_url ?? null,
        });
        const item = toConsumerItem(consumer);
        await recordEvent(tx, ctx, 'account.consumer.created', consumer.id, null, item);
        return item;
      }),
  }),
  [update.graphql.field]: accountMutationField(t, update, {
    payload: consumerPayload('UpdateConsumerPayload', 'updateConsumer', 'changed'),
    key: 'consumer',
    input: 'The consumer (`id`) and the fields to change: fields left out stay as they are, null clears them',
    run: async (
      { consumer_id: id, ...input }: { consumer_id: string } & z.output<typeof updateConsumerItem>,
      ctx,
    ) => {
      // null clears a field; a field left out stays as it is.
      const updated = await withEvents(
        ctx,
        async (tx) => {
          const consumer = await tx.consumers.update(ctx.caller.accountId, id, {
            ...(input.name != null && { name: input.name }),
            email: input.email,
            internalReference: input.internal_reference,
            redirectUrl: input.redirect_url,
          });
          if (!consumer) return undefined;
          const item = toConsumerItem(consumer);
          await recordEvent(tx, ctx, 'account.consumer.updated', consumer.id, null, item);
          return item;
        },
        id,
      );
      if (!updated) throw new LintelError('ERROR_CONSUMER_NOT_FOUND');
      return updated;
    },
  }),
  [remove.graphql.field]: accountMutationField(t, remove, {
    payload: payloadType(
      'DeleteConsumerPayload',
      'deletedId',
      'ID',
      'What deleteConsumer answers',
      'Id of the deleted consumer; null when the mutation failed',
    ),
    key: 'deletedId',
    input: 'The consumer to delete (`id`)',
    description: `${accountDescription(remove)} Answers the id of the deleted consumer.`,
    run: async ({ consumer_id: id }: { consumer_id: string }, ctx) => {
      const consumer = await requireConsumer(ctx, id);
      const item = toConsumerItem(consumer);
      await withEvents(
        ctx,
        async (tx) => {
          if (await tx.consumers.delete(ctx.caller.accountId, consumer.id)) {
            await recordEvent(tx, ctx, 'account.consumer.deleted', consumer.id, null, item);
          }
        },
        consumer.id,
      );
      return consumer.id;
    },
  }),
}));
