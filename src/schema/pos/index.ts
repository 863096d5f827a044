import { z } from 'zod';
import type { ModifierGroup, ModifierOption } from '../../model/index.js';
import { ConsumerType } from '../account/consumers.js';
import { builder } from '../builder.js';
import { pageArgs, pageOf, pageRequest } from '../common.js';
import { handlerFor, loadOnce } from '../gateway.js';
import { JSONScalar } from '../scalars.js';

export const locationIdSchema = z.string().min(1).max(255);

export const ModifierOptionType = builder.objectRef<ModifierOption>('ModifierOption').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    price: t.exposeFloat('price'),
  }),
});

export const ModifierGroupType = builder.objectRef<ModifierGroup>('ModifierGroup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    options: t.field({ type: [ModifierOptionType], resolve: (g) => g.options }),
    raw: t.field({ type: JSONScalar, nullable: true, resolve: (r) => r.raw ?? null }),
  }),
});

export const ModifierGroupPage = pageOf('ModifierGroupPage', ModifierGroupType);

export const PosType = builder.objectRef<{ consumerId: string }>('Pos').implement({
  fields: (t) => ({
    modifiers: t.field({
      type: ModifierGroupPage,
      args: { ...pageArgs(t.arg), locationId: t.arg.string({ validate: locationIdSchema.optional() }) },
      resolve: async ({ consumerId }, rawArgs, ctx) => {
        const args = { ...rawArgs, ...pageRequest(rawArgs) };
        const list = await handlerFor(ctx, consumerId, 'pos.modifiers.list');
        const locationId = args.locationId ?? null;
        return loadOnce(ctx, `modifiers:${consumerId}:${args.page}:${args.size}:${locationId}`, () =>
          list({ page: args.page, size: args.size }, { locationId }),
        );
      },
    }),
  }),
});

builder.objectField(ConsumerType, 'pos', (t) =>
  t.field({ type: PosType, resolve: (consumer) => ({ consumerId: consumer.id }) }),
);
