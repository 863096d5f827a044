import type { z } from 'zod';
import { accountingOperations } from './accounting/operations.js';
import { accountingWriteOperations } from './accounting/writes.js';
import type { Absent, Api, Page, PageRequest, WithRaw } from './common.js';
import type { AnyResource } from './declare.js';
import { invoicingOperations } from './invoicing.js';
import type {
  AllOperation,
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
  ...accountingOperations,
  ...accountingWriteOperations,
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationIds = Object.keys(operations) as OperationId[];

type ItemOf<O> = O extends { item: infer I extends z.ZodType } ? z.output<I> & WithRaw : never;
type OptionsOf<O> = O extends GetOperation<AnyResource, infer Options> ? z.output<Options> : never;
type ParamsOf<O> =
  O extends ReadOperation<AnyResource, infer Params>
    ? z.output<Params>
    : O extends AllOperation<AnyResource, infer Params>
      ? z.output<Params>
      : never;
/** A list's filter, with the fields its body brings (`list({ body })`). */
type ListFilterOf<O> =
  O extends ListOperation<AnyResource, z.ZodObject, infer Out, infer B>
    ? B extends AnyResource
      ? Out & z.output<B>
      : Out
    : never;
type BodyOf<O> =
  O extends CreateOperation<AnyResource, infer B>
    ? Absent<z.output<B>>
    : O extends UpdateOperation<AnyResource, infer B>
      ? Absent<z.output<B>>
      : never;
/** A write's path and query parameters (`folder_id`, a path's `{invoice_id}`), besides an update's id. */
type WriteParamsOf<O> =
  O extends CreateOperation<AnyResource, AnyResource, infer P>
    ? z.output<P>
    : O extends UpdateOperation<AnyResource, AnyResource, infer P>
      ? z.output<P>
      : never;
/** What a write answers: its record, or its records (`create({ many: true })`). */
type WrittenOf<O> = O extends { many?: infer M } ? (true extends M ? ItemOf<O>[] : ItemOf<O>) : ItemOf<O>;

/** What a create is told besides its input. */
export interface CreateOptions<Params = Record<string, unknown>> {
  /**
   * Names this write when the client sent an idempotency key (32 lowercase hex characters). A
   * connector that can mark the record it creates with it, in the same vendor transaction,
   * offers `findWritten` to find that record again.
   */
  writeId?: string;
  /** The operation's path and query parameters (`folder_id`…), when it declares any. */
  params?: Params;
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
export interface CreateHandler<Input, Item, Params = Record<string, unknown>> {
  (input: Input, options?: CreateOptions<Params>): Promise<Item>;
  findWritten?: (writeId: string) => Promise<Item | null>;
}

/**
 * An update handler: changes the record `id` with the fields the body holds (a field left out
 * keeps its value) and answers the record as it is now. Applying the same update twice leaves
 * the record as once, so a write whose answer was lost is applied again.
 */
export type UpdateHandler<Input, Item, Params = Record<string, unknown>> = (
  id: string,
  input: Input,
  options?: CreateOptions<Params>,
) => Promise<Item>;

/**
 * What a connector implements for each operation, derived from its declaration:
 * a list reads one page with the filters, a get reads a batch of ids with the options (one result
 * or Error per id, in order, for a DataLoader), a read answers one computed record from its
 * parameters, a create writes one record, an update changes one.
 */
export type OperationHandlers = {
  [Op in OperationId]: Operations[Op] extends { kind: 'list' }
    ? (page: PageRequest, filter: ListFilterOf<Operations[Op]>) => Promise<Page<ItemOf<Operations[Op]>>>
    : Operations[Op] extends { kind: 'all' }
      ? (params: ParamsOf<Operations[Op]>) => Promise<ItemOf<Operations[Op]>[]>
      : Operations[Op] extends { kind: 'get' }
        ? (
            ids: readonly string[],
            options: OptionsOf<Operations[Op]>,
          ) => Promise<(ItemOf<Operations[Op]> | Error)[]>
        : Operations[Op] extends { kind: 'read' }
          ? (params: ParamsOf<Operations[Op]>) => Promise<ItemOf<Operations[Op]>>
          : Operations[Op] extends { kind: 'update' }
            ? UpdateHandler<BodyOf<Operations[Op]>, ItemOf<Operations[Op]>, WriteParamsOf<Operations[Op]>>
            : CreateHandler<BodyOf<Operations[Op]>, WrittenOf<Operations[Op]>, WriteParamsOf<Operations[Op]>>;
};

export function operationDeclaration(id: OperationId): OperationDeclaration {
  return operations[id] as OperationDeclaration;
}

/** The REST path after `/consumers/{consumer_id}/`, as declared or derived (`invoicing/taxes/{tax_id}`). */
function relativePath(declaration: OperationDeclaration): string {
  if (declaration.path) return declaration.path;
  const base = `${declaration.api}/${declaration.resource}`;
  if (declaration.kind === 'get' || declaration.kind === 'update') return `${base}/{${declaration.idParam}}`;
  return declaration.kind === 'read' && declaration.pathParam ? `${base}/{${declaration.pathParam}}` : base;
}

/**
 * `invoicing/taxes`: the resource as the 405 message names it — the REST path without its
 * parameters (`accounting/invoices/type` for `accounting/invoices/type/{invoice_type}`).
 */
export function resourcePath(declaration: OperationDeclaration): string {
  return relativePath(declaration)
    .split('/')
    .filter((segment) => !segment.startsWith('{'))
    .join('/');
}

export function httpMethod(declaration: OperationDeclaration): 'GET' | 'POST' | 'PATCH' {
  if (declaration.kind === 'create') return 'POST';
  if (declaration.kind === 'list' && declaration.body) return 'POST';
  return declaration.kind === 'update' ? 'PATCH' : 'GET';
}

/** The REST path in OpenAPI form: `/consumers/{consumer_id}/invoicing/taxes/{tax_id}`. */
export function restPath(declaration: OperationDeclaration): string {
  return `/consumers/{consumer_id}/${relativePath(declaration)}`;
}

/** The names of the path parameters of an operation's REST path, besides `consumer_id`. */
export function pathParamNames(declaration: OperationDeclaration): string[] {
  return [...relativePath(declaration).matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** The parameters an operation declares besides its body, by REST name (a path's come from them). */
function declaredParams(declaration: OperationDeclaration): Record<string, unknown> {
  switch (declaration.kind) {
    case 'list':
      return declaration.filter.shape;
    case 'get':
      return { [declaration.idParam]: true, ...declaration.options.shape };
    case 'read':
    case 'all':
      return declaration.params.shape;
    case 'update':
      return { [declaration.idParam]: true, ...declaration.params.shape };
    case 'create':
      return declaration.params.shape;
  }
}

/**
 * Parameters that say which part of the vendor's data a record lives in (an accounting folder,
 * Chift's `folder_id`): a record's references are read with the value it was read with.
 */
export const scopeParams: Partial<Record<Api, readonly string[]>> = { accounting: ['folder_id'] };

export function operationsOfApi(api: Api): OperationId[] {
  return operationIds.filter((id) => operations[id].api === api);
}

// Every placeholder of a declared path names a parameter the operation declares.
for (const id of operationIds) {
  const declaration = operationDeclaration(id);
  const declared = declaredParams(declaration);
  for (const name of pathParamNames(declaration)) {
    if (!(name in declared)) throw new Error(`${id}: path parameter ${name} is not declared`);
  }
}
