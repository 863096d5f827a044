import type { ArgBuilder, ObjectRef } from '@pothos/core';
import type { Address, OwnerRef, Page, PageRequest, Ref } from '../model/index.js';
import { PAGE_DEFAULT, pageSchema, SIZE_DEFAULT, sizeSchema } from '../model/index.js';
import { builder, type Types } from './builder.js';

export const RefType = builder.objectRef<Ref>('Ref').implement({
  description: 'Technical id and entity name of a record in the connected software',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
  }),
});

export const OwnerRefType = builder.objectRef<OwnerRef>('OwnerRef').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
  }),
});

/** `{ items, total, page, size }` for an item type (contract §7: every `*Page`). */
export function pageOf<T>(name: string, item: ObjectRef<Types, T>) {
  return builder.objectRef<Page<T>>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });
}

/** Paging arguments with the contract's defaults and bounds (page >= 1, 1 <= size <= 100). */
export function pageArgs(arg: ArgBuilder<Types>) {
  // Nullable with defaults, as contract §7 prints them (`page: Int = 1`); an explicit null is
  // refused by the bound check.
  return {
    page: arg.int({ defaultValue: PAGE_DEFAULT, validate: pageSchema }),
    size: arg.int({ defaultValue: SIZE_DEFAULT, validate: sizeSchema }),
  };
}

export function pageRequest(args: {
  page?: number | null | undefined;
  size?: number | null | undefined;
}): PageRequest {
  return { page: args.page ?? PAGE_DEFAULT, size: args.size ?? SIZE_DEFAULT };
}

/** The address types of invoicing contacts and PMS partners share one field set. */
export function addressType(name: 'InvoicingAddress' | 'PmsAddress') {
  return builder.objectRef<Address>(name).implement({
    fields: (t) => ({
      addressType: t.exposeString('address_type', { nullable: true }),
      name: t.exposeString('name', { nullable: true }),
      street: t.exposeString('street', { nullable: true }),
      number: t.exposeString('number', { nullable: true }),
      box: t.exposeString('box', { nullable: true }),
      city: t.exposeString('city', { nullable: true }),
      postalCode: t.exposeString('postal_code', { nullable: true }),
      country: t.exposeString('country', { nullable: true }),
    }),
  });
}
