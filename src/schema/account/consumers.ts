import { z } from 'zod';
import { LintelError } from '../../errors.js';
import type { Consumer } from '../../store/consumers.js';
import { builder } from '../builder.js';
import { type RequestContext, requireScope } from '../context.js';
import { consumerItem, recordEvent, withEvents } from '../events.js';
import { requireConsumer } from '../gateway.js';

/** Shared by the GraphQL inputs and the REST bodies (one definition of each bound). */
export const consumerFields = {
  name: z.string().min(1).max(255),
  email: z.email().max(255).nullable().optional(),
  internal_reference: z.string().max(255).nullable().optional(),
  redirect_url: z.url().max(2048).nullable().optional(),
};

const read = { api: 'consumers', resource: null, write: false } as const;
const write = { api: 'consumers', resource: null, write: true } as const;

/** A consumer's own fields need `consumers.read`; its operations need only their own scope. */
function readable<T>(ctx: RequestContext, value: T): T {
  requireScope(ctx, read);
  return value;
}

export const ConsumerType = builder.objectRef<Consumer>('Consumer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (c, _a, ctx) => readable(ctx, c.name) }),
    email: t.string({ nullable: true, resolve: (c, _a, ctx) => readable(ctx, c.email) }),
    internalReference: t.string({
      nullable: true,
      resolve: (c, _a, ctx) => readable(ctx, c.internalReference),
    }),
    redirectUrl: t.string({ nullable: true, resolve: (c, _a, ctx) => readable(ctx, c.redirectUrl) }),
  }),
});

builder.queryFields((t) => ({
  consumers: t.field({
    type: [ConsumerType],
    args: {
      search: t.arg.string({ validate: z.string().max(255).optional() }),
      internalReference: t.arg.string({ validate: z.string().max(255).optional() }),
    },
    resolve: (_root, args, ctx) => {
      requireScope(ctx, read);
      return ctx.deps.store.consumers.list(ctx.caller.accountId, {
        ...(args.search ? { search: args.search } : {}),
        ...(args.internalReference != null ? { internalReference: args.internalReference } : {}),
      });
    },
  }),
  consumer: t.field({
    type: ConsumerType,
    args: { id: t.arg.id({ required: true, validate: z.uuid() }) },
    // No scope here: `consumer(id) { invoicing { taxes } }` is how an `invoicing.taxes.read`
    // token reaches its operation; the consumer's own fields check `consumers.read`.
    resolve: (_root, args, ctx) => requireConsumer(ctx, String(args.id)),
  }),
}));

// Inputs are validated as whole objects so every issue is reported at once (as REST does).
const consumerInputFields = {
  email: consumerFields.email,
  internalReference: consumerFields.internal_reference,
  redirectUrl: consumerFields.redirect_url,
};

const CreateConsumerInput = builder.inputType('CreateConsumerInput', {
  validate: z.object({ name: consumerFields.name, ...consumerInputFields }),
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string(),
    internalReference: t.string(),
    redirectUrl: t.string(),
  }),
});

const UpdateConsumerInput = builder.inputType('UpdateConsumerInput', {
  validate: z.object({ name: consumerFields.name.nullish(), ...consumerInputFields }),
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    internalReference: t.string(),
    redirectUrl: t.string(),
  }),
});

const consumerId = z.uuid();

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
          internalReference: input.internalReference ?? null,
          redirectUrl: input.redirectUrl ?? null,
        });
        await recordEvent(tx, ctx, 'account.consumer.created', consumer.id, null, consumerItem(consumer));
        return consumer;
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
      // GraphQL null clears a field; an absent field is left as it is.
      const updated = await withEvents(
        ctx,
        async (tx) => {
          const consumer = await tx.consumers.update(ctx.caller.accountId, String(id), {
            ...(input.name != null && { name: input.name }),
            email: input.email,
            internalReference: input.internalReference,
            redirectUrl: input.redirectUrl,
          });
          if (consumer) {
            await recordEvent(tx, ctx, 'account.consumer.updated', consumer.id, null, consumerItem(consumer));
          }
          return consumer;
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
      await withEvents(
        ctx,
        async (tx) => {
          if (await tx.consumers.delete(ctx.caller.accountId, consumer.id)) {
            await recordEvent(tx, ctx, 'account.consumer.deleted', consumer.id, null, consumerItem(consumer));
          }
        },
        consumer.id,
      );
      return consumer;
    },
  }),
}));
