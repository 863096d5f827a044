import type { z } from 'zod';
import type { Absent, Api, Page, PageRequest, WithRaw } from './common.js';
import type { AnyResource } from './declare.js';
import { invoicingOperations } from './invoicing.js';
import type {
  CreateOperation,
  GetOperation,
  ListOperation,
  OperationDeclaration,
  ReadOperation,
  UpdateOperation,
} from './operation-kinds.js';
import { pmsOperations } from './pms.js';
import { posOperations } from './pos.js';

export * from './operation-kinds.js';

/**
 * The consumer operations, each declared once: its kind, the resource it serves, its filters
 * (with their bounds and defaults) and its words. From a declaration come the REST route and its
 * validator (`rest/`), the GraphQL field and its arguments (`schema/operations.ts`), the scope it
 * needs, the capability a connector declares to serve it (and so the 405 and
 * `operations_coverage`), the handler type a connector implements, the OpenAPI operation and the
 * MCP tool.
 */

export const operations = {
  ...invoicingOperations,
  ...posOperations,
  ...pmsOperations,
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationIds = Object.keys(operations) as OperationId[];

type ItemOf<O> = O extends { item: infer I extends z.ZodType } ? z.output<I> & WithRaw : never;
type FilterOf<O> = O extends ListOperation<AnyResource, z.ZodObject, infer Out> ? Out : never;
type OptionsOf<O> = O extends GetOperation<AnyResource, infer Options> ? z.output<Options> : never;
type ParamsOf<O> = O extends ReadOperation<AnyResource, infer Params> ? z.output<Params> : never;
type BodyOf<O> =
  O extends CreateOperation<AnyResource, infer B>
    ? Absent<z.output<B>>
    : O extends UpdateOperation<AnyResource, infer B>
      ? Absent<z.output<B>>
      : never;

/** What a create is told besides its input. */
export interface CreateOptions {
  /**
   * Names this write when the client sent an idempotency key (32 lowercase hex characters). A
   * connector that can mark the record it creates with it, in the same vendor transaction,
   * offers `findWritten` to find that record again.
   */
  writeId?: string;
}

/**
 * A create handler. `findWritten`, when the connector has it, answers the record that a create
 * with this `writeId` made, or null when the vendor holds none: Lintel resolves a write whose
 * answer it lost (a crash, a database failure) with it instead of writing a second time. Its
 * null must be authoritative once no create with that id is running: the mark is made together
 * with the record, and a create retried with the same `writeId` makes no second record.
 * Input problems found before the vendor is written to are thrown as validation errors (422);
 * any other failure may have happened after the vendor accepted the write.
 */
export interface CreateHandler<Input, Item> {
  (input: Input, options?: CreateOptions): Promise<Item>;
  findWritten?: (writeId: string) => Promise<Item | null>;
}

/**
 * An update handler: changes the record `id` with the fields the body holds (a field left out
 * keeps its value) and answers the record as it is now. Applying the same update twice leaves
 * the record as once, so a write whose answer was lost is applied again.
 */
export type UpdateHandler<Input, Item> = (id: string, input: Input, options?: CreateOptions) => Promise<Item>;

/**
 * What a connector implements for each operation, derived from its declaration:
 * a list reads one page with the filters, a get reads a batch of ids with the options (one result
 * or Error per id, in order, for a DataLoader), a read answers one computed record from its
 * parameters, a create writes one record, an update changes one.
 */
export type OperationHandlers = {
  [Op in OperationId]: Operations[Op] extends { kind: 'list' }
    ? (page: PageRequest, filter: FilterOf<Operations[Op]>) => Promise<Page<ItemOf<Operations[Op]>>>
    : Operations[Op] extends { kind: 'get' }
      ? (
          ids: readonly string[],
          options: OptionsOf<Operations[Op]>,
        ) => Promise<(ItemOf<Operations[Op]> | Error)[]>
      : Operations[Op] extends { kind: 'read' }
        ? (params: ParamsOf<Operations[Op]>) => Promise<ItemOf<Operations[Op]>>
        : Operations[Op] extends { kind: 'update' }
          ? UpdateHandler<BodyOf<Operations[Op]>, ItemOf<Operations[Op]>>
          : CreateHandler<BodyOf<Operations[Op]>, ItemOf<Operations[Op]>>;
};

export function operationDeclaration(id: OperationId): OperationDeclaration {
  return operations[id] as OperationDeclaration;
}

/** `invoicing/taxes`: the resource as the 405 message and the REST path name it. */
export function resourcePath(declaration: OperationDeclaration): string {
  return `${declaration.api}/${declaration.resource}`;
}

export function httpMethod(declaration: OperationDeclaration): 'GET' | 'POST' | 'PATCH' {
  if (declaration.kind === 'create') return 'POST';
  return declaration.kind === 'update' ? 'PATCH' : 'GET';
}

/** The REST path in OpenAPI form: `/consumers/{consumer_id}/invoicing/taxes/{tax_id}`. */
export function restPath(declaration: OperationDeclaration): string {
  const base = `/consumers/{consumer_id}/${resourcePath(declaration)}`;
  if (declaration.kind === 'get' || declaration.kind === 'update') return `${base}/{${declaration.idParam}}`;
  return declaration.kind === 'read' && declaration.pathParam ? `${base}/{${declaration.pathParam}}` : base;
}

export function operationsOfApi(api: Api): OperationId[] {
  return operationIds.filter((id) => operations[id].api === api);
}
