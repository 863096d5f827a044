import { z } from 'zod';
import type { Absent, Api, Page, PageRequest, WithRaw } from './common.js';
import type { AnyResource } from './declare.js';
import type { WebhookEventName } from './events.js';
import { contact, contactType, opportunity, product, productInput, taxCode } from './invoicing.js';
import { pmsOrder, pmsOrderFilter, pmsTaxRate, withPmsOrderWindow } from './pms.js';
import { modifierFilter, modifierGroup } from './pos.js';

/**
 * The consumer operations, each declared once: its kind, the resource it serves, its filters
 * (with their bounds and defaults) and its words. From a declaration come the REST route and its
 * validator (`rest/`), the GraphQL field and its arguments (`schema/operations.ts`), the scope it
 * needs, the capability a connector declares to serve it (and so the 405 and
 * `operations_coverage`), the handler type a connector implements, the OpenAPI operation and the
 * MCP tool.
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

export interface GetOperation<Item extends AnyResource = AnyResource> extends Common<Item> {
  kind: 'get';
  /** Path parameter of the record id (`tax_id`). */
  idParam: string;
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
  /** The webhook event recorded once the vendor accepted the write. */
  event: WebhookEventName;
}

export type OperationDeclaration =
  | ListOperation<AnyResource, z.ZodObject, unknown>
  | GetOperation
  | CreateOperation;

const noFilter = z.object({});

function list<Item extends AnyResource, Filter extends z.ZodObject = typeof noFilter, Out = z.output<Filter>>(
  declaration: Omit<ListOperation<Item, Filter, Out>, 'kind' | 'filter'> & { filter?: Filter },
): ListOperation<Item, Filter, Out> {
  return { kind: 'list', ...declaration, filter: (declaration.filter ?? noFilter) as Filter };
}

function get<Item extends AnyResource>(declaration: Omit<GetOperation<Item>, 'kind'>): GetOperation<Item> {
  return { kind: 'get', ...declaration };
}

function create<Item extends AnyResource, Body extends AnyResource>(
  declaration: Omit<CreateOperation<Item, Body>, 'kind'>,
): CreateOperation<Item, Body> {
  return { kind: 'create', ...declaration };
}

export const operations = {
  'invoicing.taxes.list': list({
    api: 'invoicing',
    resource: 'taxes',
    item: taxCode,
    field: 'taxes',
    summary: 'List tax codes',
    description: 'The VAT and other tax codes configured in the invoicing software, archived ones included.',
    chift: 'invoicing_get_taxes',
  }),
  'invoicing.taxes.get': get({
    api: 'invoicing',
    resource: 'taxes',
    item: taxCode,
    idParam: 'tax_id',
    field: 'tax',
    summary: 'Get one tax code',
    description:
      'One tax code by its id in the software; not found (REST 404, GraphQL null) when the software has no such code.',
    chift: 'invoicing_get_tax',
  }),
  'invoicing.products.list': list({
    api: 'invoicing',
    resource: 'products',
    item: product,
    field: 'products',
    summary: 'List products',
    description: 'The products and services of the invoicing catalogue.',
    chift: 'invoicing_get_products',
  }),
  'invoicing.products.get': get({
    api: 'invoicing',
    resource: 'products',
    item: product,
    idParam: 'product_id',
    field: 'product',
    summary: 'Get one product',
    description:
      'One product or service by its id in the software; not found (REST 404, GraphQL null) when the catalogue has no such product.',
    chift: 'invoicing_get_product',
  }),
  'invoicing.products.create': create({
    api: 'invoicing',
    resource: 'products',
    item: product,
    body: productInput,
    mutation: 'createProduct',
    input: 'CreateProductInput',
    event: 'invoicing.product.created',
    summary: 'Create a product',
    description:
      'Adds a product or service to the invoicing catalogue and answers the created record. Send an ' +
      'idempotency key (x-chift-client-requestid) to make retries safe.',
    chift: 'invoicing_post_products',
  }),
  'invoicing.opportunities.list': list({
    api: 'invoicing',
    resource: 'opportunities',
    item: opportunity,
    field: 'opportunities',
    summary: 'List opportunities',
    description: 'The sales opportunities (deals, quotes) in every stage, won and lost ones included.',
    chift: 'invoicing_get_opportunities',
  }),
  'invoicing.opportunities.get': get({
    api: 'invoicing',
    resource: 'opportunities',
    item: opportunity,
    idParam: 'opportunity_id',
    field: 'opportunity',
    summary: 'Get one opportunity',
    description:
      'One sales opportunity by its id in the software; not found (REST 404, GraphQL null) when the software has no such opportunity.',
    chift: 'invoicing_get_opportunity',
  }),
  'invoicing.contacts.list': list({
    api: 'invoicing',
    resource: 'contacts',
    item: contact,
    filter: z.object({
      contact_type: contactType.default('all'),
    }),
    field: 'contacts',
    summary: 'List contacts',
    description: 'The customers, suppliers and prospects of the invoicing software; contact_type narrows it.',
    chift: 'invoicing_get_contacts',
  }),
  'invoicing.contacts.get': get({
    api: 'invoicing',
    resource: 'contacts',
    item: contact,
    idParam: 'contact_id',
    field: 'contact',
    summary: 'Get one contact',
    description: 'One customer, supplier or prospect by its id in the software, with its addresses.',
    chift: 'invoicing_get_contact',
  }),
  'pos.modifiers.list': list({
    api: 'pos',
    resource: 'modifiers',
    item: modifierGroup,
    filter: modifierFilter,
    field: 'modifiers',
    summary: 'List modifiers',
    description:
      'The modifier groups (add-ons, customisation options) of the POS products, of one location or all.',
    chift: 'pos_get_modifiers',
  }),
  'pms.taxes.list': list({
    api: 'pms',
    resource: 'taxes',
    item: pmsTaxRate,
    field: 'taxes',
    summary: 'List PMS tax rates',
    description: 'The tax rates of the property management system, city taxes included.',
    chift: 'pms_get_taxes',
  }),
  'pms.orders.list': list({
    api: 'pms',
    resource: 'orders',
    item: pmsOrder,
    filter: pmsOrderFilter,
    complete: withPmsOrderWindow,
    field: 'orders',
    summary: 'List PMS orders',
    description:
      'What guests consumed: the orders whose service date (state=consumed) or closing date (state=closed) ' +
      'falls in the window, the last 90 days by default.',
    chift: 'pms_get_orders',
  }),
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationIds = Object.keys(operations) as OperationId[];

type ItemOf<O> = O extends { item: infer I extends z.ZodType } ? z.output<I> & WithRaw : never;
type FilterOf<O> = O extends ListOperation<AnyResource, z.ZodObject, infer Out> ? Out : never;
type BodyOf<O> = O extends CreateOperation<AnyResource, infer B> ? Absent<z.output<B>> : never;

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
 * What a connector implements for each operation, derived from its declaration:
 * a list reads one page with the filters, a get reads a batch of ids (one result or Error per id,
 * in order, for a DataLoader), a create writes one record.
 */
export type OperationHandlers = {
  [Op in OperationId]: Operations[Op] extends { kind: 'list' }
    ? (page: PageRequest, filter: FilterOf<Operations[Op]>) => Promise<Page<ItemOf<Operations[Op]>>>
    : Operations[Op] extends { kind: 'get' }
      ? (ids: readonly string[]) => Promise<(ItemOf<Operations[Op]> | Error)[]>
      : CreateHandler<BodyOf<Operations[Op]>, ItemOf<Operations[Op]>>;
};

export type FilterOfOperation<Op extends OperationId> = FilterOf<Operations[Op]>;

export function operationDeclaration(id: OperationId): OperationDeclaration {
  return operations[id] as OperationDeclaration;
}

/** `invoicing/taxes`: the resource as the 405 message and the REST path name it. */
export function resourcePath(declaration: OperationDeclaration): string {
  return `${declaration.api}/${declaration.resource}`;
}

export function httpMethod(declaration: OperationDeclaration): 'GET' | 'POST' {
  return declaration.kind === 'create' ? 'POST' : 'GET';
}

/** The REST path in OpenAPI form: `/consumers/{consumer_id}/invoicing/taxes/{tax_id}`. */
export function restPath(declaration: OperationDeclaration): string {
  const base = `/consumers/{consumer_id}/${resourcePath(declaration)}`;
  return declaration.kind === 'get' ? `${base}/{${declaration.idParam}}` : base;
}

export function operationsOfApi(api: Api): OperationId[] {
  return operationIds.filter((id) => operations[id].api === api);
}
