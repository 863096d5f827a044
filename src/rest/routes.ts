import { z } from 'zod';
import { describeScope } from '../auth/scopes.js';
import {
  type AccountOperation,
  type AccountOperationId,
  type AnyResource,
  accountOperation,
  accountOperationIds,
  componentName,
  consumerPath,
  graphqlArguments,
  graphqlName,
  httpMethod,
  isWrite,
  type OperationDeclaration,
  type OperationId,
  operationDeclaration,
  operationIds,
  pageOf,
  paging,
  parentOf,
  pathParams,
  resourceMeta,
  restPath,
  SIZE_MAX,
} from '../model/index.js';
import { cursorAt } from '../schema/relay.js';
import { selectionOf, toGraphQLInput } from './selection.js';

/**
 * The REST surface as data. Each route names its path, parameters and body (declarations of the
 * model, in REST spelling), its answer and the GraphQL field path it runs; the GraphQL document,
 * its variable types, the validators and the OpenAPI operation are derived from that (`rest/`,
 * `openapi/`). Every route is derived whole from its operation's declaration: the consumer
 * operations' (`model/operations.ts`) and the account operations' (`model/account-operations.ts`).
 */

export interface RestInput {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  raw: boolean;
  /** Where a route that collects a whole connection is (`collect`): the cursor of the next page. */
  cursor?: string | null;
}

/** One field on the way from the root to the answer, with its arguments read from the input. */
export interface Step {
  field: string;
  args?: Record<string, (input: RestInput) => unknown>;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What the OpenAPI document says of a route; every route of Lintel has one. */
export interface DocumentedRoute {
  method: Method;
  /** OpenAPI form: `/consumers/{consumer_id}`. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  operationId: string;
  /** Chift's operationId, when Chift's document has this path and method. */
  chift?: string;
  /** The scope a token needs, for the documentation (checks happen in the resolvers). */
  scope: string | null;
  params: z.ZodObject;
  query: z.ZodObject;
  body?: { schema: AnyResource; optional?: boolean };
  /** 200 (or 201) with a body of `schema` (JSON unless `produces` says otherwise), or 204 with none. */
  response: { status: 200 | 201; schema: z.ZodType } | { status: 204 };
  /** Statuses the route answers besides its success and 422, for the OpenAPI document. */
  errors: number[];
  /** Chift declares a ChiftError (not the validation body) for this operation's 422. */
  validationAsChiftError?: boolean;
  /** How the caller authenticates: a bearer token (default), the admin key, or not at all. */
  auth?: 'bearer' | 'admin' | 'none';
  /** Request headers the route reads besides Authorization. */
  headers?: z.ZodObject;
  /** A success that is not JSON (an image, a page). */
  produces?: string;
}

/** A route served by running a GraphQL document of the schema. */
export interface RestRoute extends DocumentedRoute {
  graphql: {
    kind: 'query' | 'mutation';
    steps: Step[];
    /** `selection` null: the answer has no body (a 204), so only what a payload must select is read. */
    selection: string | null;
    /** Keys below the last field where the answer sits (a payload's `consumer`, a connection's `nodes`). */
    at?: string[];
    /**
     * The field is a connection REST answers whole (`GET /consumers`): its pages are read one
     * after the other (`RestInput.cursor`) and their `nodes` answered as one array.
     */
    collect?: boolean;
    /** Turns what the document answered into REST's shape (a page envelope, Chift's `LinkItem`). */
    finish?: (value: unknown, input: RestInput) => unknown;
  };
}

/** REST's `page`/`size` as the cursor of the record before the page (none for the first page). */
function afterPage(input: RestInput): string | undefined {
  const page = input.query.page as number;
  const size = input.query.size as number;
  return page > 1 ? cursorAt((page - 1) * size - 1) : undefined;
}

/** How a collecting route reads its pages (see `collect`). */
const collectArgs = { first: () => SIZE_MAX, after: (i: RestInput) => i.cursor ?? undefined };
const COLLECTED_PAGE = 'pageInfo { hasNextPage endCursor }';

const none = z.object({});
const fromPath = (name: string) => (i: RestInput) => i.path[name];
const fromQuery = (name: string) => (i: RestInput) => i.query[name];

// ---- the consumer operations, derived -------------------------------------------------------

const apiTags = { invoicing: 'Invoicing', pos: 'Point of Sale', pms: 'Property Management System' } as const;

/** A filter's query parameters as GraphQL arguments (`date_from` → `dateFrom`). */
function filterArgs(filter: z.ZodObject): Record<string, (input: RestInput) => unknown> {
  return Object.fromEntries(
    Object.entries(filter.shape as Record<string, z.ZodType>).map(([name, field]) => [
      graphqlName(name, field),
      fromQuery(name),
    ]),
  );
}

/** The headers every consumer operation reads (contract §1). */
const operationHeaders = z.object({
  'x-chift-connectionid': z
    .uuid()
    .optional()
    .describe('Picks the connection when the consumer has several for the API (also X-Lintel-ConnectionId)'),
  'x-chift-raw-data': z
    .enum(['true', 'false'])
    .optional()
    .describe("true: each record also carries `raw`, the connected software's own record"),
});
const writeHeaders = operationHeaders.extend({
  'x-chift-client-requestid': z
    .string()
    .max(255)
    .optional()
    .describe(
      'Idempotency key (also Idempotency-Key): a retry with the same key and body answers the first result',
    ),
});

function operationRoute(declaration: OperationDeclaration): RestRoute {
  const consumerStep: Step = { field: 'consumer', args: { id: fromPath('consumer_id') } };
  const item = selectionOf(declaration.item, { raw: true });
  const common = {
    method: httpMethod(declaration),
    path: restPath(declaration),
    tag: apiTags[declaration.api],
    summary: declaration.summary,
    description: declaration.description,
    operationId: declaration.chift,
    chift: declaration.chift,
    scope: `${declaration.api}.${declaration.resource}${isWrite(declaration) ? '' : '.read'}`,
    headers: isWrite(declaration) ? writeHeaders : operationHeaders,
  };
  // Chift declares 405 and 502 for the POS and PMS operations; Lintel answers them everywhere.
  const errors = [400, 404, 405, 502];
  switch (declaration.kind) {
    case 'list':
      return {
        ...common,
        params: consumerPath,
        query: paging.extend(declaration.filter.shape),
        response: { status: 200, schema: pageOf(componentName(declaration.item) ?? '', declaration.item) },
        errors,
        graphql: {
          kind: 'query',
          steps: [
            consumerStep,
            { field: declaration.api },
            {
              field: declaration.field,
              args: { first: fromQuery('size'), after: afterPage, ...filterArgs(declaration.filter) },
            },
          ],
          selection: `items: nodes { ${item} } total: totalCount`,
          // Chift's page envelope: the page and size asked for beside the records and their count.
          finish: (value, input) => {
            const { items, total } = value as { items: unknown[]; total: number };
            return { items, total, page: input.query.page, size: input.query.size };
          },
        },
      };
    case 'get':
      return {
        ...common,
        params: consumerPath.extend({
          [declaration.idParam]: z.string().min(1).max(255).describe('Lintel id of the record'),
        }),
        query: declaration.options,
        response: { status: 200, schema: declaration.item },
        errors,
        graphql: {
          kind: 'query',
          steps: [
            consumerStep,
            { field: declaration.api },
            {
              field: declaration.field,
              args: { remoteId: fromPath(declaration.idParam), ...filterArgs(declaration.options) },
            },
          ],
          selection: item,
        },
      };
    case 'read': {
      // The path parameter (`closures/{date}`) and the query, one declaration for both.
      const { pathParam } = declaration;
      const shape = declaration.params.shape as Record<string, z.ZodType>;
      const query = pathParam ? declaration.params.omit({ [pathParam]: true } as never) : declaration.params;
      const args = filterArgs(declaration.params);
      if (pathParam) args[graphqlName(pathParam, shape[pathParam])] = fromPath(pathParam);
      return {
        ...common,
        params: pathParam ? consumerPath.extend({ [pathParam]: shape[pathParam]! }) : consumerPath,
        query,
        response: { status: 200, schema: declaration.item },
        errors,
        graphql: {
          kind: 'query',
          steps: [consumerStep, { field: declaration.api }, { field: declaration.field, args }],
          selection: item,
        },
      };
    }
    case 'create':
    case 'update': {
      const key = payloadKey(declaration);
      return {
        ...common,
        params:
          declaration.kind === 'update'
            ? consumerPath.extend({
                [declaration.idParam]: z.string().min(1).max(255).describe('Lintel id of the record'),
              })
            : consumerPath,
        query: none,
        body: { schema: declaration.body },
        response: {
          status: declaration.kind === 'create' ? (declaration.status ?? 200) : 200,
          schema: declaration.item,
        },
        errors: [...errors, 409],
        graphql: {
          kind: 'mutation',
          steps: [
            {
              field: declaration.mutation,
              args: {
                input: (i) => ({
                  consumerId: i.path.consumer_id,
                  ...(declaration.kind === 'update' ? { remoteId: i.path[declaration.idParam] } : {}),
                  ...toGraphQLInput(declaration.body, i.body),
                }),
              },
            },
          ],
          selection: `${key} { ${item} }`,
          at: [key],
        },
      };
    }
  }
}

// ---- account level, derived ----------------------------------------------------------------

/** The payload key of a write (`createProduct` → `product`), named after its GraphQL type. */
function payloadKey(declaration: OperationDeclaration): string {
  const name = resourceMeta.get(declaration.item)?.graphqlType ?? componentName(declaration.item) ?? '';
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Chift's `LinkItem` of a connection mutation, read from its payload (the connect page, the connection). */
const linkSelection = 'url: connectUrl connection: linkedAccount { connectionid: id }';
function toLinkItem(value: unknown): unknown {
  const { url, connection } = value as { url: string; connection: { connectionid: string } | null };
  return { url, connectionid: connection?.connectionid ?? null };
}

/** What REST reads of each account mutation's payload: the key of its object, or the id of a deletion. */
const payloadKeys: Partial<Record<AccountOperationId, string>> = {
  'consumers.create': 'consumer',
  'consumers.update': 'consumer',
  'consumers.delete': 'deletedId',
  'connections.delete': 'deletedId',
  'webhooks.create': 'webhook',
  'webhooks.update': 'webhook',
  'webhooks.delete': 'deletedId',
  'webhooks.test': 'log',
  'webhooks.logs.replay': 'log',
};

/** The GraphQL step of an operation's field, its arguments read from where REST has them. */
function accountStep(declaration: AccountOperation): Step {
  const { graphql: field } = declaration;
  if (field.kind === 'mutation') {
    // One `input`: the path parameters (the changed record's as `id`), then the body's fields.
    const params = graphqlArguments(declaration).filter((a) => a.from === 'path');
    return {
      field: field.field,
      args: {
        input: (i) => ({
          ...Object.fromEntries(params.map(({ name, rest }) => [name, i.path[rest]])),
          ...(declaration.body ? toGraphQLInput(declaration.body.schema, i.body) : {}),
        }),
      },
    };
  }
  if (field.kind === 'list' && field.list === 'connection') {
    // REST's page of a connection (`page`/`size`), or all of it (`collect`).
    const paged = 'page' in declaration.query.shape;
    const filters = graphqlArguments(declaration).filter(
      (a) => a.from === 'query' && a.rest !== 'page' && a.rest !== 'size',
    );
    return {
      field: field.field,
      args: {
        ...(paged ? { first: fromQuery('size'), after: afterPage } : collectArgs),
        ...Object.fromEntries(filters.map(({ name, rest }) => [name, fromQuery(rest)])),
      },
    };
  }
  const args = graphqlArguments(declaration).map(({ name, from, rest }) => [
    name,
    from === 'path' ? fromPath(rest) : fromQuery(rest),
  ]);
  return { field: field.field, ...(args.length > 0 ? { args: Object.fromEntries(args) } : {}) };
}

function accountGraphQL(id: AccountOperationId, declaration: AccountOperation): RestRoute['graphql'] {
  const { answer } = declaration;
  const parent = parentOf(declaration);
  const steps = parent ? [accountStep(parent), accountStep(declaration)] : [accountStep(declaration)];
  const field = declaration.graphql;
  const own = answer === 'none' ? null : selectionOf(answer.resource);
  if (field.kind === 'mutation') {
    if (id === 'connections.create' || id === 'connections.update') {
      return { kind: 'mutation', steps, selection: linkSelection, finish: toLinkItem };
    }
    const key = payloadKeys[id];
    if (!key) throw new Error(`${id}: no payload key`);
    return {
      kind: 'mutation',
      steps,
      selection: own === null ? key : `${key} { ${own} }`,
      ...(own === null ? {} : { at: [key] }),
    };
  }
  if (field.kind === 'list' && field.list === 'connection') {
    const collect = !('page' in declaration.query.shape);
    return {
      kind: 'query',
      steps,
      selection: collect ? `nodes { ${own} } ${COLLECTED_PAGE}` : `nodes { ${own} }`,
      ...(collect ? { collect: true } : { at: ['nodes'] }),
    };
  }
  return { kind: 'query', steps, selection: own };
}

function accountRoute(id: AccountOperationId): RestRoute {
  const declaration = accountOperation(id);
  const { answer } = declaration;
  return {
    method: declaration.method,
    path: declaration.path,
    tag: declaration.tag,
    summary: declaration.summary,
    description: declaration.description,
    operationId: declaration.chift ?? declaration.operationId ?? id,
    ...(declaration.chift ? { chift: declaration.chift } : {}),
    scope: declaration.scope ? describeScope(declaration.scope) : null,
    params: pathParams(declaration),
    query: declaration.query,
    ...(declaration.body ? { body: declaration.body } : {}),
    response:
      answer === 'none'
        ? { status: 204 }
        : { status: 200, schema: answer.many ? z.array(answer.resource) : answer.resource },
    errors: declaration.errors,
    ...(declaration.validationAsChiftError ? { validationAsChiftError: true } : {}),
    graphql: accountGraphQL(id, declaration),
  };
}

/** The REST route of each account operation. */
export const accountRoutes: ReadonlyMap<AccountOperationId, RestRoute> = new Map(
  accountOperationIds.map((id) => [id, accountRoute(id)]),
);

/** The REST route of each domain operation (the MCP tools are generated from these too). */
export const operationRoutes: ReadonlyMap<OperationId, RestRoute> = new Map(
  operationIds.map((id) => [id, operationRoute(operationDeclaration(id))]),
);

export const restRoutes: RestRoute[] = [...accountRoutes.values(), ...operationRoutes.values()];
