import { z } from 'zod';
import type { CreateHandler } from '../connectors/connector.js';
import {
  type Api,
  apis,
  componentName,
  type OperationDeclaration,
  type OperationId,
  operationDeclaration,
  operationIds,
  type PageRequest,
  pageOf,
  paging,
  withoutAbsent,
} from '../model/index.js';
import { ConsumerType } from './account/consumers.js';
import { builder } from './builder.js';
import type { RequestContext } from './context.js';
import { argsFor, inputTypeFor, objectTypeFor } from './derive.js';
import { forgetConsumer, operationFor, readKey, readOnce } from './gateway.js';

/**
 * The consumer operations in GraphQL, derived from their declarations (`model/operations.ts`):
 * lists and gets are fields of `Invoicing`, `Pos` and `Pms` (reached through
 * `Consumer.invoicing`, …), creates are mutations. Every resolver is the same few lines: the
 * gateway checks scope and capability and picks the connection, the connector does the rest.
 */

interface ApiParent {
  consumerId: string;
}

const apiTypeNames: Record<Api, string> = { invoicing: 'Invoicing', pos: 'Pos', pms: 'Pms' };

/** What each API's type holds, and its field on `Consumer`. */
const apiDescriptions: Record<Api, { type: string; field: string }> = {
  invoicing: {
    type: 'The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts',
    field: 'The consumer’s invoicing software, through its active invoicing connection',
  },
  pos: {
    type: 'The records of a consumer’s point of sale software: modifier groups',
    field: 'The consumer’s point of sale software, through its active POS connection',
  },
  pms: {
    type: 'The records of a consumer’s property management system: tax rates and orders',
    field: 'The consumer’s property management system, through its active PMS connection',
  },
};

const recordId = z.string().min(1).max(255);

/** A list: paging and filters validated together, completed once (e.g. the PMS date window). */
function listField(t: Parameters<Parameters<typeof builder.objectFields>[1]>[0], id: OperationId) {
  const declaration = operationDeclaration(id);
  if (declaration.kind !== 'list') throw new Error(`${id} is not a list`);
  const name = componentName(declaration.item) ?? id;
  const argsSchema = paging.extend(declaration.filter.shape);
  return t.field({
    type: objectTypeFor(pageOf(name, declaration.item)),
    description: `${declaration.summary}. ${declaration.description}`,
    args: argsFor(t, argsSchema, (value) => {
      const { page, size, ...filter } = value as { page: number; size: number } & Record<string, unknown>;
      const completed = declaration.complete ? declaration.complete(filter, new Date()) : filter;
      return { page: { page, size } as PageRequest, filter: completed };
    }),
    resolve: ({ consumerId }: ApiParent, args, ctx) =>
      readOnce(ctx, consumerId, id, args, (list) =>
        (list as (page: PageRequest, filter: unknown) => Promise<unknown>)(args.page, args.filter),
      ) as never,
  });
}

/**
 * A get: every read of one request for one consumer lands in one batched connector call (a
 * DataLoader of the dataloader plugin, keyed `<consumer id>:<record id>`; consumer ids are UUIDs,
 * so the first `:` splits the key).
 */
function getField(t: Parameters<Parameters<typeof builder.objectFields>[1]>[0], id: OperationId) {
  const declaration = operationDeclaration(id);
  return t.loadable({
    type: objectTypeFor(declaration.item),
    description: `${declaration.summary}. ${declaration.description}`,
    args: {
      id: t.arg.id({ required: true, validate: recordId, description: 'Lintel id of the record' }),
    },
    load: async (keys: string[], ctx: RequestContext) => {
      const byConsumer = new Map<string, string[]>();
      for (const key of keys) {
        const at = key.indexOf(':');
        const consumerId = key.slice(0, at);
        byConsumer.set(consumerId, [...(byConsumer.get(consumerId) ?? []), key.slice(at + 1)]);
      }
      const found = new Map<string, Record<string, unknown> | Error>();
      await Promise.all(
        [...byConsumer].map(async ([consumerId, ids]) => {
          try {
            const { handler, connection } = await operationFor(ctx, consumerId, id);
            const getMany = handler as unknown as (
              ids: readonly string[],
            ) => Promise<(Record<string, unknown> | Error)[]>;
            // Records in the read cache are answered from it; the others in one batched call.
            const results = await ctx.deps.readCache.readMany(
              ids.map((recordId) => readKey(ctx, consumerId, connection, id, JSON.stringify(recordId))),
              ctx.cache,
              (indexes) => getMany(indexes.map((i) => ids[i]!)),
              id,
            );
            for (const [i, recordId] of ids.entries()) {
              found.set(`${consumerId}:${recordId}`, results[i] ?? new Error('missing'));
            }
          } catch (error) {
            // The consumer's whole batch fails alike (unknown consumer, no connection, 405).
            for (const recordId of ids) found.set(`${consumerId}:${recordId}`, error as Error);
          }
        }),
      );
      return keys.map((key) => found.get(key)!);
    },
    resolve: ({ consumerId }: ApiParent, args) => `${consumerId}:${args.id}`,
  });
}

for (const api of apis) {
  const ref = builder.objectRef<ApiParent>(apiTypeNames[api]);
  const ids = operationIds.filter((id) => operationDeclaration(id).api === api);
  ref.implement({
    description: apiDescriptions[api].type,
    fields: (t) =>
      Object.fromEntries(
        ids.flatMap((id): [string, unknown][] => {
          const declaration = operationDeclaration(id);
          if (declaration.kind === 'list') return [[declaration.field, listField(t as never, id)]];
          if (declaration.kind === 'get') return [[declaration.field, getField(t as never, id)]];
          return [];
        }),
      ) as never,
  });
  builder.objectField(ConsumerType, api, (t) =>
    t.field({
      type: ref,
      description: apiDescriptions[api].field,
      resolve: (consumer) => ({ consumerId: consumer.consumerid }),
    }),
  );
}

/** A create: idempotent with a key, its event recorded with the answer once the vendor accepted it. */
function createMutation(
  id: OperationId,
  declaration: Extract<OperationDeclaration, { kind: 'create' }>,
): void {
  builder.mutationField(declaration.mutation, (t) =>
    t.field({
      type: objectTypeFor(declaration.item),
      description: `${declaration.summary}. ${declaration.description}`,
      args: {
        consumerId: t.arg.id({ required: true, validate: z.uuid(), description: 'The consumer' }),
        input: t.arg({
          type: inputTypeFor(declaration.body, { self: declaration.input }),
          required: true,
          description: 'The record to create',
        }),
      },
      resolve: async (_root, args, ctx: RequestContext) => {
        const { handler, connection } = await operationFor(ctx, String(args.consumerId), id);
        try {
          // Idempotent with a key; the event is recorded with the answer once the vendor accepted it.
          return await ctx.deps.writes.create(ctx, {
            operation: id,
            connection,
            input: withoutAbsent(args.input as Record<string, unknown>),
            create: handler as unknown as CreateHandler<unknown, Record<string, unknown>>,
          });
        } finally {
          // Even a failed write may have reached the vendor: the consumer's reads are read anew.
          forgetConsumer(ctx, connection.consumerId);
        }
      },
    }),
  );
}

for (const id of operationIds) {
  const declaration = operationDeclaration(id);
  if (declaration.kind === 'create') createMutation(id, declaration);
}
