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
  type OperationDeclaration,
  type OperationId,
  operationDeclaration,
  operationIds,
  pageOf,
  paging,
  parentOf,
  pathParams,
  restPath,
} from '../model/index.js';
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
  /** 200 with a body of `schema` (JSON unless `produces` says otherwise), or 204 with none. */
  response: { status: 200; schema: z.ZodType } | { status: 204 };
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
  /** `selection` null: the answer has no body (a 204), so nothing of the field is read. */
  graphql: { kind: 'query' | 'mutation'; steps: Step[]; selection: string | null };
}

const none = z.object({});
const fromPath = (name: string) => (i: RestInput) => i.path[name];
const fromQuery = (name: string) => (i: RestInput) => i.query[name];
const inputOf = (schema: AnyResource) => (i: RestInput) => toGraphQLInput(schema, i.body);

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
    scope: `${declaration.api}.${declaration.resource}${declaration.kind === 'create' ? '' : '.read'}`,
    headers: declaration.kind === 'create' ? writeHeaders : operationHeaders,
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
              args: { page: fromQuery('page'), size: fromQuery('size'), ...filterArgs(declaration.filter) },
            },
          ],
          selection: `items { ${item} } total page size`,
        },
      };
    case 'get':
      return {
        ...common,
        params: consumerPath.extend({
          [declaration.idParam]: z.string().min(1).max(255).describe('Lintel id of the record'),
        }),
        query: none,
        response: { status: 200, schema: declaration.item },
        errors,
        graphql: {
          kind: 'query',
          steps: [
            consumerStep,
            { field: declaration.api },
            { field: declaration.field, args: { id: fromPath(declaration.idParam) } },
          ],
          selection: item,
        },
      };
    case 'create':
      return {
        ...common,
        params: consumerPath,
        query: none,
        body: { schema: declaration.body },
        response: { status: 200, schema: declaration.item },
        errors: [...errors, 409],
        graphql: {
          kind: 'mutation',
          steps: [
            {
              field: declaration.mutation,
              args: { consumerId: fromPath('consumer_id'), input: inputOf(declaration.body) },
            },
          ],
          selection: item,
        },
      };
  }
}

// ---- account level, derived ----------------------------------------------------------------

/**
 * Where REST answers in another shape than the GraphQL field's: Chift's `LinkItem` of a changed
 * connection is read from the connection GraphQL answers (its id and connect page).
 */
const restSelections: Partial<Record<AccountOperationId, string>> = {
  'connections.update': 'connectionid: id url: connectUrl(redirect: $redirect)',
};

/** The GraphQL step of an operation's field, its arguments read from where REST has them. */
function accountStep(declaration: AccountOperation): Step {
  const args = graphqlArguments(declaration).map(({ name, from, rest }) => [
    name,
    from === 'path' ? fromPath(rest) : from === 'query' ? fromQuery(rest) : inputOf(declaration.body!.schema),
  ]);
  return { field: declaration.graphql.field, ...(args.length > 0 ? { args: Object.fromEntries(args) } : {}) };
}

function accountRoute(id: AccountOperationId): RestRoute {
  const declaration = accountOperation(id);
  const { answer } = declaration;
  const parent = parentOf(declaration);
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
    graphql: {
      kind: declaration.graphql.kind === 'mutation' ? 'mutation' : 'query',
      steps: parent ? [accountStep(parent), accountStep(declaration)] : [accountStep(declaration)],
      selection: restSelections[id] ?? (answer === 'none' ? null : selectionOf(answer.resource)),
    },
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
