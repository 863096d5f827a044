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
 * - `all`: every record at once, not paged (`GET …/accounting/folders`): a JSON array in REST, a
 *   plain list in GraphQL.
 *
 * The REST path is `<api>/<resource>` (then `/{idParam}` for a get or an update, `/{pathParam}`
 * for a read) unless the declaration gives its own `path`; each `{name}` of it is one of the
 * operation's parameters (a list's filter, a get's options, a read's params).
 */

interface Common<Item extends AnyResource> {
  api: Api;
  /** The resource segment of the path and of the scope (`taxes` → `invoicing/taxes`, `invoicing.taxes`). */
  resource: string;
  item: Item;
  summary: string;
  description: string;
  /** Chift's operationId for the same path and method; none for an operation of Lintel's own. */
  chift?: string;
  /**
   * The REST path after `/consumers/{consumer_id}/`, when it is not the one derived from `api`
   * and `resource` (`accounting/invoices/type/{invoice_type}`).
   */
  path?: string;
  /**
   * Chift's document declares its own error body (`ChiftError`), not the validation body, for this
   * operation's 422: invalid input is answered in that shape (the items in `errors`).
   */
  validationAsChiftError?: boolean;
}

export interface ListOperation<
  Item extends AnyResource = AnyResource,
  Filter extends z.ZodObject = z.ZodObject,
  Out = z.output<Filter>,
  Body extends AnyResource | undefined = AnyResource | undefined,
> extends Common<Item> {
  kind: 'list';
  /** Query parameters besides `page` and `size`, in REST spelling. */
  filter: Filter;
  /** Fills what the filter leaves open (e.g. a date window), once, for both surfaces. */
  complete?: (filter: z.output<Filter>, now: Date) => Out;
  /**
   * Filter fields sent as a JSON body (REST `POST`, as Chift's balances are read): REST reads them
   * from the body, GraphQL takes them as arguments beside the filter's; the handler gets both.
   */
  body?: Body;
  /** The field on the API's GraphQL type (`Invoicing.taxes`). */
  field: string;
}

export interface AllOperation<
  Item extends AnyResource = AnyResource,
  Params extends z.ZodObject = z.ZodObject,
> extends Common<Item> {
  kind: 'all';
  /** Path and query parameters, in REST spelling. */
  params: Params;
  /** Checks what the parameters say together (a window of days), once, for both surfaces. */
  complete?: (params: z.output<Params>, now: Date) => z.output<Params>;
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
  Params extends z.ZodObject = z.ZodObject,
  Many extends boolean = boolean,
> extends Common<Item> {
  kind: 'create';
  body: Body;
  /**
   * Path and query parameters besides the body, in REST spelling (`folder_id`, `force_merge`, a
   * path's `{invoice_id}`): the handler gets them beside the body, GraphQL takes them in `input`.
   */
  params: Params;
  /** The GraphQL mutation (`createProduct`) and its input type name. */
  mutation: string;
  input: string;
  /** The webhook event recorded once the vendor accepted the write (none: no event). */
  event?: WebhookEventName;
  /**
   * The type the event's record is served as in GraphQL (`Event.data`), when the write's answer is
   * the same record in another shape (an invoice written with several analytic plans is announced
   * as `accounting.invoice.created`, an `AccountingInvoice`): webhooks deliver the answer as it is.
   */
  announceAs?: AnyResource;
  /**
   * The REST success status Chift declares (200 unless it says 201). With 204 REST answers no
   * body; the handler still answers `item` (the record the write changed, e.g. the paid invoice),
   * which GraphQL's payload carries.
   */
  status?: 200 | 201 | 204;
  /** The write answers several `item`s (REST: a JSON array; GraphQL: a list in the payload). */
  many?: Many;
  /**
   * The body may carry documents (base64 PDFs): its size limit is `LINTEL_DOCUMENT_MAX_MB`
   * rather than the 1 MB of every other body.
   */
  documents?: boolean;
}

export interface UpdateOperation<
  Item extends AnyResource = AnyResource,
  Body extends AnyResource = AnyResource,
  Params extends z.ZodObject = z.ZodObject,
> extends Common<Item> {
  kind: 'update';
  /** Path parameter of the changed record's id (`payment_id`); `id` in the GraphQL input. */
  idParam: string;
  body: Body;
  /** Path and query parameters besides the id and the body (see `CreateOperation.params`). */
  params: Params;
  mutation: string;
  input: string;
  event?: WebhookEventName;
}

export type OperationDeclaration =
  | ListOperation<AnyResource, z.ZodObject, unknown>
  | GetOperation
  | ReadOperation
  | AllOperation
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
  Body extends AnyResource | undefined = undefined,
>(
  declaration: Omit<ListOperation<Item, Filter, Out, Body>, 'kind' | 'filter'> & { filter?: Filter },
): ListOperation<Item, Filter, Out, Body> {
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

export function all<Item extends AnyResource, Params extends z.ZodObject = typeof noParams>(
  declaration: Omit<AllOperation<Item, Params>, 'kind' | 'params'> & { params?: Params },
): AllOperation<Item, Params> {
  return { kind: 'all', ...declaration, params: (declaration.params ?? noParams) as Params };
}

export function create<
  Item extends AnyResource,
  Body extends AnyResource,
  Params extends z.ZodObject = typeof noParams,
  Many extends boolean = false,
>(
  declaration: Omit<CreateOperation<Item, Body, Params, Many>, 'kind' | 'params'> & { params?: Params },
): CreateOperation<Item, Body, Params, Many> {
  return { kind: 'create', ...declaration, params: (declaration.params ?? noParams) as Params };
}

export function update<
  Item extends AnyResource,
  Body extends AnyResource,
  Params extends z.ZodObject = typeof noParams,
>(
  declaration: Omit<UpdateOperation<Item, Body, Params>, 'kind' | 'params'> & { params?: Params },
): UpdateOperation<Item, Body, Params> {
  return { kind: 'update', ...declaration, params: (declaration.params ?? noParams) as Params };
}
