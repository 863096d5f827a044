import { z } from 'zod';
import { LintelError } from '../../errors.js';
import { consumerItem, postConsumerItem, updateConsumerItem } from '../../model/index.js';
import { builder } from '../builder.js';
import { requireAccountToken, requireScope } from '../context.js';
import { inputTypeFor, objectTypeFor } from '../derive.js';
import { recordEvent, withEvents } from '../events.js';
import { requireConsumer } from '../gateway.js';
import { toConsumerItem } from '../items.js';

const read = { api: 'consumers', resource: null, write: false } as const;
const write = { api: 'consumers', resource: null, write: true } as const;

/**
 * A consumer's own fields need `consumers.read`; its id does not, since
 * `consumer(id) { invoicing { taxes } }` is how an `invoicing.taxes.read` token reaches its
 * operation.
 */
export const ConsumerType = objectTypeFor(consumerItem, {
  guard: { check: (ctx) => requireScope(ctx, read), except: ['consumerid'] },
});

const consumerId = z.uuid();

builder.queryFields((t) => ({
  consumers: t.field({
    type: [ConsumerType],
    args: {
      search: t.arg.string({ validate: z.string().max(255).optional() }),
      internalReference: t.arg.string({ validate: z.string().max(255).optional() }),
    },
    resolve: async (_root, args, ctx) => {
      requireAccountToken(ctx);
      requireScope(ctx, read);
      const rows = await ctx.deps.store.consumers.list(ctx.caller.accountId, {
        ...(args.search ? { search: args.search } : {}),
        ...(args.internalReference != null ? { internalReference: args.internalReference } : {}),
      });
      return rows.map(toConsumerItem);
    },
  }),
  consumer: t.field({
    type: ConsumerType,
    args: { id: t.arg.id({ required: true, validate: consumerId }) },
    resolve: async (_root, args, ctx) => toConsumerItem(await requireConsumer(ctx, String(args.id))),
  }),
}));

const CreateConsumerInput = inputTypeFor(postConsumerItem, { self: 'CreateConsumerInput' });
const UpdateConsumerInput = inputTypeFor(updateConsumerItem, { self: 'UpdateConsumerInput' });

builder.mutationFields((t) => ({
  createConsumer: t.field({
    type: ConsumerType,
    args: { input: t.arg({ type: CreateConsumerInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      requireScope(ctx, write);
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
  updateConsumer: t.field({
    type: ConsumerType,
    args: {
      id: t.arg.id({ required: true, validate: consumerId }),
      input: t.arg({ type: UpdateConsumerInput, required: true }),
    },
    resolve: async (_root, { id, input }, ctx) => {
      requireScope(ctx, write);
      // null clears a field; a field left out stays as it is.
      const updated = await withEvents(
        ctx,
        async (tx) => {
          const consumer = await tx.consumers.update(ctx.caller.accountId, String(id), {
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
        String(id),
      );
      if (!updated) throw new LintelError('ERROR_CONSUMER_NOT_FOUND');
      return updated;
    },
  }),
  deleteConsumer: t.field({
    type: ConsumerType,
    description: 'Deletes the consumer with its connections and answers what was deleted',
    args: { id: t.arg.id({ required: true, validate: consumerId }) },
    resolve: async (_root, { id }, ctx) => {
      requireScope(ctx, write);
      const consumer = await requireConsumer(ctx, String(id));
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
