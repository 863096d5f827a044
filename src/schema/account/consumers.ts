import { LintelError } from '../../errors.js';
import { accountOperations, consumerItem } from '../../model/index.js';
import { builder } from '../builder.js';
import { requireAccountToken, requireScope } from '../context.js';
import { accountArgs, accountDescription, objectTypeFor } from '../derive.js';
import { recordEvent, withEvents } from '../events.js';
import { requireConsumer } from '../gateway.js';
import { toConsumerItem } from '../items.js';

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
});

builder.queryFields((t) => ({
  [list.graphql.field]: t.field({
    type: [ConsumerType],
    description: accountDescription(list),
    args: accountArgs(t, list),
    resolve: async (_root, args, ctx) => {
      requireAccountToken(ctx);
      requireScope(ctx, list.scope);
      const rows = await ctx.deps.store.consumers.list(ctx.caller.accountId, {
        ...(args.search ? { search: args.search } : {}),
        ...(args.internal_reference != null ? { internalReference: args.internal_reference } : {}),
      });
      return rows.map(toConsumerItem);
    },
  }),
  [get.graphql.field]: t.field({
    type: ConsumerType,
    description: accountDescription(get),
    args: accountArgs(t, get),
    resolve: async (_root, args, ctx) => toConsumerItem(await requireConsumer(ctx, args.consumer_id)),
  }),
}));

builder.mutationFields((t) => ({
  [create.graphql.field]: t.field({
    type: ConsumerType,
    description: accountDescription(create),
    args: accountArgs(t, create),
    resolve: (_root, { input }, ctx) => {
      requireScope(ctx, create.scope);
      return withEvents(ctx, async (tx) => {
        const consumer = await tx.consumers.create(ctx.caller.accountId, {
          name: input.name,
          email: input.email ?? null,
          internalReference: input.internal_reference ?? null,
          redirectUrl: input.redirect_url ?? null,
        });
        const item = toConsumerItem(consumer);
        await recordEvent(tx, ctx, 'account.consumer.created', consumer.id, null, item);
        return item;
      });
    },
  }),
  [update.graphql.field]: t.field({
    type: ConsumerType,
    description: accountDescription(update),
    args: accountArgs(t, update),
    resolve: async (_root, { consumer_id: id, input }, ctx) => {
      requireScope(ctx, update.scope);
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
  [remove.graphql.field]: t.field({
    type: ConsumerType,
    description: `${accountDescription(remove)} Answers the deleted consumer.`,
    args: accountArgs(t, remove),
    resolve: async (_root, { consumer_id: id }, ctx) => {
      requireScope(ctx, remove.scope);
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
      return item;
    },
  }),
}));
