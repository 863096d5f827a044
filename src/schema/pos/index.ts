import { z } from 'zod';
import type { ModifierGroup, ModifierOption } from '../../model/index.js';
import { ConsumerType } from '../account/consumers.js';
import { builder } from '../builder.js';
import { pageArgs, pageOf, pageRequest } from '../common.js';
import { readOnce } from '../gateway.js';
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
      resolve: ({ consumerId }, args, ctx) => {
        const page = pageRequest(args);
        const filter = { locationId: args.locationId ?? null };
        return readOnce(ctx, consumerId, 'pos.modifiers.list', { page, filter }, (list) =>
          list(page, filter),
        );
      },
    }),
  }),
});

builder.objectField(ConsumerType, 'pos', (t) =>
  t.field({ type: PosType, resolve: (consumer) => ({ consumerId: consumer.id }) }),
);
