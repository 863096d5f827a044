import { z } from 'zod';
import {
  type Api,
  apis,
  componentName,
  describe,
  graphql,
  isWrite,
  type OperationDeclaration,
  type OperationId,
  operationDeclaration,
  operationIds,
  resourceMeta,
  type WriteOperation,
} from '../model/index.js';
import type { RequestContext } from '../services/context.js';
import { type ApiParent, allRecords, listRecords, loadRecord, readRecord } from '../services/records.js';
import { writeRecord } from '../services/writes.js';
import { ConsumerType } from './account/consumers.js';
import { builder } from './builder.js';
import { argsFor, connectionArgsFor, graphqlInputSchema, inputTypeFor, objectTypeFor } from './derive.js';
import { failedPayload, idempotencyKeyOf, parseInput, payloadType, runPayload } from './payload.js';
import { connectionType, pageWindow } from './relay.js';

/**
 * The consumer operations in GraphQL, derived from their declarations (`model/operations.ts`):
 * lists (connections) and lookups are fields of `Invoicing`, `Pos` and `Pms` (reached through
 * `Consumer.invoicing(connectionId:)`, …), creates and updates are payload mutations. Each field
 * calls its operation's resolver in `services/` (the one REST calls): `records.ts` reads and
 * batches, `writes.ts` writes, `access.ts` checks scope and capability and picks the connection.
 */

const apiTypeNames: Record<Api, string> = {
  invoicing: 'Invoicing',
  pos: 'Pos',
  pms: 'Pms',
  accounting: 'Accounting',
};

type FieldBuilder = Parameters<Parameters<typeof builder.objectFields>[1]>[0];

/** The GraphQL type name of an operation's record (`TaxCode`). */
function typeNameOf(declaration: OperationDeclaration): string {
  return resourceMeta.get(declaration.item)?.graphqlType ?? componentName(declaration.item) ?? '';
}

/** What each API's type holds, and its field on `Consumer`. */
const apiDescriptions: Record<Api, { type: string; field: string }> = {
  invoicing: {
    type: 'The records of a consumer’s invoicing software: tax codes, products, opportunities, contacts, invoices and credit notes, payments, payment methods, bank accounts and bank transactions',
    field: 'The consumer’s invoicing software',
  },
  pos: {
    type:
      'The records of a consumer’s point of sale software: locations, orders, payments and payment methods, ' +
      'sales, closures and reports of a business day, objectives, customers, products and their categories, ' +
      'accounting categories, tax rates and modifier groups',
    field: 'The consumer’s point of sale software',
  },
  pms: {
    type:
      'The records of a consumer’s property management system: properties, tax rates, orders, invoices (closed bills) ' +
      'and their payments, payment methods, guests and companies, accounting categories, daily closures and journal lines',
    field: 'The consumer’s property management system',
  },
  accounting: {
    type:
      'The books of a consumer’s accounting software: its folders (companies) and book years, the chart of ' +
      'accounts and balances, journals and their entries, sales and purchase invoices with their payments, ' +
      'clients and suppliers, outstanding items, VAT codes, payment terms and methods, bank accounts, ' +
      'analytic plans and accounts, attachments, employees and the FEC export',
    field: 'The consumer’s accounting software',
  },
};

/** A list: a connection, its filters validated together and completed once (e.g. the PMS date window). */
function listField(t: FieldBuilder, id: OperationId) {
  const declaration = operationDeclaration(id);
  if (declaration.kind !== 'list') throw new Error(`${id} is not a list`);
  const name = typeNameOf(declaration);
  return t.field({
    type: connectionType(name, objectTypeFor(declaration.item), name),
    // Null when `first` or `after` is refused (one BAD_USER_INPUT error at the field).
    nullable: true,
    description: `${declaration.summary}. ${declaration.description}`,
    // Filter fields REST reads from a body (`list({ body })`) are arguments beside the others.
    args: connectionArgsFor(t, { ...declaration.filter.shape, ...declaration.body?.shape }),
    resolve: (parent: ApiParent, args, ctx) =>
      listRecords(ctx, parent, id, pageWindow(args.window), args.filter) as never,
  });
}

/** A lookup by the vendor's id: null (and one error at its path) when there is no such record. */
function getField(t: FieldBuilder, id: OperationId) {
  const declaration = operationDeclaration(id);
  if (declaration.kind !== 'get') throw new Error(`${id} is not a get`);
  const remoteId = z
    .string()
    .min(1)
    .max(255)
    .describe('The record’s id in the connected software (`remoteId`, the REST `id`)');
  return t.field({
    type: objectTypeFor(declaration.item),
    nullable: true,
    description: `${declaration.summary}. ${declaration.description}`,
    // The id, then the options the get declares (`includePdf`), validated together.
    args: argsFor(t, declaration.options.extend({ remote_id: remoteId })),
    resolve: (parent: ApiParent, args, ctx) => {
      const { remote_id, ...options } = args as { remote_id: string };
      return loadRecord(ctx, id, parent, remote_id, options) as never;
    },
  });
}

/** A computed answer (`sales`, `closure(date:)`): its parameters validated together, read and cached once. */
function readField(t: FieldBuilder, id: OperationId) {
  const declaration = operationDeclaration(id);
  if (declaration.kind !== 'read') throw new Error(`${id} is not a read`);
  return t.field({
    type: objectTypeFor(declaration.item),
    nullable: true,
    description: `${declaration.summary}. ${declaration.description}`,
    args: argsFor(t, declaration.params),
    resolve: (parent: ApiParent, args, ctx) =>
      readRecord(ctx, parent, id, args as Record<string, unknown>) as never,
  });
}

/** Every record at once (`folders`, `fecLines`): a plain list, its parameters validated together. */
function allField(t: FieldBuilder, id: OperationId) {
  const declaration = operationDeclaration(id);
  if (declaration.kind !== 'all') throw new Error(`${id} is not an unpaged list`);
  return t.field({
    type: [objectTypeFor(declaration.item)],
    nullable: true,
    description: `${declaration.summary}. ${declaration.description}`,
    // Pothos validates an argument set, not an empty one (the folders take no parameter).
    ...(Object.keys(declaration.params.shape).length > 0 ? { args: argsFor(t, declaration.params) } : {}),
    resolve: (parent: ApiParent, args, ctx) =>
      allRecords(ctx, parent, id, (args ?? {}) as Record<string, unknown>) as never,
  });
}

for (const api of apis) {
  const ref = builder.objectRef<ApiParent>(apiTypeNames[api]);
  const ids = operationIds.filter((id) => operationDeclaration(id).api === api);
  // An API whose operations are not declared yet has no GraphQL type (an object needs a field).
  if (ids.length === 0) continue;
  ref.implement({
    description: apiDescriptions[api].type,
    fields: (t) =>
      Object.fromEntries(
        ids.flatMap((id): [string, unknown][] => {
          const declaration = operationDeclaration(id);
          if (declaration.kind === 'list') return [[declaration.field, listField(t as never, id)]];
          if (declaration.kind === 'get') return [[declaration.field, getField(t as never, id)]];
          if (declaration.kind === 'read') return [[declaration.field, readField(t as never, id)]];
          if (declaration.kind === 'all') return [[declaration.field, allField(t as never, id)]];
          return [];
        }),
      ) as never,
  });
  builder.objectField(ConsumerType, api, (t) =>
    t.field({
      type: ref,
      description: `${apiDescriptions[api].field}, through one of its connections: the connection \`connectionId\` names, else the X-Chift-ConnectionId header’s, else the only active one`,
      args: {
        connectionId: t.arg.id({
          description: 'The connection to read through, when the consumer has several for this API',
          validate: z.uuid(),
        }),
      },
      resolve: (consumer, args, ctx) => ({
        consumerId: consumer.consumerid,
        connectionId: args.connectionId ? String(args.connectionId) : ctx.connectionId,
      }),
    }),
  );
}

/**
 * A write's input: the record's fields (for an update, the changed record's `remoteId` first),
 * and where and how to write it.
 */
function writeInputSchema(declaration: WriteOperation) {
  const target =
    declaration.kind === 'update'
      ? {
          remote_id: z
            .string()
            .min(1)
            .max(255)
            .describe('The id in the connected software of the record to change (`remoteId`, the REST `id`)'),
        }
      : {};
  // The path and query parameters (`folder_id`, a path's `{analytic_plan}`) beside the fields.
  return z
    .object({ ...target, ...declaration.params.shape, ...declaration.body.shape })
    .extend({
      consumer_id: graphql(z.uuid().describe('The consumer whose software receives the record'), {
        type: 'ID',
      }),
      connection_id: graphql(
        z
          .uuid()
          .nullish()
          .describe('The connection to write through, when the consumer has several for this API'),
        { type: 'ID' },
      ),
      idempotency_key: z
        .string()
        .min(1)
        .max(255)
        .nullish()
        .describe('Makes retries safe: a retry with the same key and input answers the first result'),
    })
    .describe(
      `${describe(declaration.body) ?? 'The record to write'}, the consumer whose software receives it, and how to write it`,
    );
}

/** The key of a write's object in its payload (`Product` → `product`). */
export function payloadKeyOf(declaration: WriteOperation): string {
  const name = typeNameOf(declaration);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * A create or an update: idempotent with a key, its event recorded with the answer once the
 * vendor accepted it; the consumer's reads are read anew after it.
 */
function writeMutation(id: OperationId, declaration: WriteOperation): void {
  const key = payloadKeyOf(declaration);
  const inputSchema = writeInputSchema(declaration);
  const input = inputTypeFor(inputSchema, { self: declaration.input }, { validate: false });
  const validate = graphqlInputSchema(inputSchema);
  const done = declaration.kind === 'create' ? 'created' : 'changed';
  const many = declaration.kind === 'create' && declaration.many === true;
  const Payload = payloadType(
    `${declaration.mutation.charAt(0).toUpperCase()}${declaration.mutation.slice(1)}Payload`,
    key,
    objectTypeFor(declaration.item),
    `What ${declaration.mutation} answers: the ${done} record${many ? 's' : ''}, or why there is none`,
    `The ${done} record${many ? 's' : ''}; null when the mutation failed`,
    { list: many },
  );
  builder.mutationField(declaration.mutation, (t) =>
    t.field({
      type: Payload,
      description: `${declaration.summary}. ${declaration.description}`,
      args: {
        input: t.arg({ type: input, required: true, description: 'The record and where to write it' }),
      },
      resolve: async (_root, args, ctx: RequestContext, info) => {
        const parsed = parseInput(validate, args.input);
        if ('errors' in parsed) return failedPayload(key, parsed.errors);
        const { consumer_id, connection_id, idempotency_key, remote_id, ...fields } = parsed.value as Record<
          string,
          unknown
        >;
        const params: Record<string, unknown> = {};
        const body: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(fields)) {
          if (name in declaration.params.shape) params[name] = value;
          else body[name] = value;
        }
        return runPayload(key, () =>
          writeRecord(ctx, id, {
            consumerId: String(consumer_id),
            connectionId: (connection_id as string | null | undefined) ?? null,
            ...(declaration.kind === 'update' ? { remoteId: String(remote_id) } : {}),
            params,
            body,
            idempotencyKey: idempotencyKeyOf(ctx, info, idempotency_key as string | null),
          }),
        );
      },
    }),
  );
}

for (const id of operationIds) {
  const declaration = operationDeclaration(id);
  if (isWrite(declaration)) writeMutation(id, declaration);
}

/** The operation that reads a record of each Node type again (`node(id:)`): its get, else its list. */
export const nodeReaders: ReadonlyMap<string, OperationId> = (() => {
  const readers = new Map<string, OperationId>();
  for (const id of operationIds) {
    const declaration = operationDeclaration(id);
    if (
      isWrite(declaration) ||
      declaration.kind === 'read' ||
      declaration.kind === 'all' ||
      !resourceMeta.get(declaration.item)?.node
    )
      continue;
    const name = typeNameOf(declaration);
    if (declaration.kind === 'get' || !readers.has(name)) readers.set(name, id);
  }
  return readers;
})();
