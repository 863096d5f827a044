import { z } from 'zod';
import type { Api } from './common.js';
import type { AnyResource } from './declare.js';
import type { WebhookEventName } from './events.js';

/**
 * The kinds of consumer operation and their builders. An operation is declared once, in the file
 * of its resource (`invoicing.ts`, `pos.ts`, `pms.ts`), with one of these; its REST route, GraphQL
 * field or mutation, scope, capability, handler type, OpenAPI operation and MCP tool are derived
 * from the declaration.
 *
 * - `list`: a page of records (`GET …/invoicing/invoices`), a GraphQL connection.
 * - `get`: one record by the vendor's id (`GET …/invoices/{invoice_id}`), batched by DataLoader.
 * - `read`: one computed answer that is not a record of a list (`GET …/pos/sales`,
 *   `GET …/pos/closures/{date}`), from its path parameter and query.
 * - `create`: a new record (`POST`), a payload mutation, idempotent with a key.
 * - `update`: a change to one record (`PATCH …/{payment_id}`), a payload mutation, idempotent with a key.
 */

interface Common<Item extends AnyResource> {
  api: Api;
  /** The resource segment of the path and of the scope (`taxes` → `invoicing/taxes`, `invoicing.taxes`). */
  resource: string;
  item: Item;
  summary: string;
  description: string;
  /** Chift's operationId for the same path and method. */
  chift: string;
}

export interface ListOperation<
  Item extends AnyResource = AnyResource,
  Filter extends z.ZodObject = z.ZodObject,
  Out = z.output<Filter>,
> extends Common<Item> {
  kind: 'list';
  /** Query parameters besides `page` and `size`, in REST spelling. */
  filter: Filter;
  /** Fills what the filter leaves open (e.g. a date window), once, for both surfaces. */
  complete?: (filter: z.output<Filter>, now: Date) => Out;
  /** The field on the API's GraphQL type (`Invoicing.taxes`). */
  field: string;
}

export interface GetOperation<
  Item extends AnyResource = AnyResource,
  Options extends z.ZodObject = z.ZodObject,
> extends Common<Item> {
  kind: 'get';
  /** Path parameter of the record id (`tax_id`). */
  idParam: string;
  /** Query parameters that change what is read of each record (`include_pdf`), in REST spelling. */
  options: Options;
  field: string;
}

export interface ReadOperation<
  Item extends AnyResource = AnyResource,
  Params extends z.ZodObject = z.ZodObject,
> extends Common<Item> {
  kind: 'read';
  /** The path parameter after the resource (`closures/{date}`), when the path has one. */
  pathParam?: string;
  /** Path parameter and query parameters together, in REST spelling. */
  params: Params;
  field: string;
}

export interface CreateOperation<
  Item extends AnyResource = AnyResource,
  Body extends AnyResource = AnyResource,
> extends Common<Item> {
  kind: 'create';
  body: Body;
  /** The GraphQL mutation (`createProduct`) and its input type name. */
  mutation: string;
  input: string;
  /** The webhook event recorded once the vendor accepted the write (none: no event). */
  event?: WebhookEventName;
  /** The REST success status Chift declares (200 unless it says 201). */
  status?: 200 | 201;
}

export interface UpdateOperation<
  Item extends AnyResource = AnyResource,
  Body extends AnyResource = AnyResource,
> extends Common<Item> {
  kind: 'update';
  /** Path parameter of the changed record's id (`payment_id`); `id` in the GraphQL input. */
  idParam: string;
  body: Body;
  mutation: string;
  input: string;
  event?: WebhookEventName;
}

export type OperationDeclaration =
  | ListOperation<AnyResource, z.ZodObject, unknown>
  | GetOperation
  | ReadOperation
  | CreateOperation
  | UpdateOperation;

/** The kinds that write to the vendor (a mutation in GraphQL, the write journal, no read cache). */
export type WriteOperation = CreateOperation | UpdateOperation;

export function isWrite(declaration: OperationDeclaration): declaration is WriteOperation {
  return declaration.kind === 'create' || declaration.kind === 'update';
}

const noParams = z.object({});

export function list<
  Item extends AnyResource,
  Filter extends z.ZodObject = typeof noParams,
  Out = z.output<Filter>,
>(
  declaration: Omit<ListOperation<Item, Filter, Out>, 'kind' | 'filter'> & { filter?: Filter },
): ListOperation<Item, Filter, Out> {
  return { kind: 'list', ...declaration, filter: (declaration.filter ?? noParams) as Filter };
}

export function get<Item extends AnyResource, Options extends z.ZodObject = typeof noParams>(
  declaration: Omit<GetOperation<Item, Options>, 'kind' | 'options'> & { options?: Options },
): GetOperation<Item, Options> {
  return { kind: 'get', ...declaration, options: (declaration.options ?? noParams) as Options };
}

export function read<Item extends AnyResource, Params extends z.ZodObject>(
  declaration: Omit<ReadOperation<Item, Params>, 'kind'>,
): ReadOperation<Item, Params> {
  if (declaration.pathParam && !(declaration.pathParam in declaration.params.shape)) {
    throw new Error(`${declaration.chift}: path parameter ${declaration.pathParam} is not declared`);
  }
  return { kind: 'read', ...declaration };
}

export function create<Item extends AnyResource, Body extends AnyResource>(
  declaration: Omit<CreateOperation<Item, Body>, 'kind'>,
): CreateOperation<Item, Body> {
  return { kind: 'create', ...declaration };
}

export function update<Item extends AnyResource, Body extends AnyResource>(
  declaration: Omit<UpdateOperation<Item, Body>, 'kind'>,
): UpdateOperation<Item, Body> {
  return { kind: 'update', ...declaration };
}
