import { z } from 'zod';
import { describeScope } from '../auth/scopes.js';
import {
  type AccountOperationId,
  type AnyResource,
  accountOperation,
  accountOperationIds,
  componentName,
  consumerPath,
  httpMethod,
  isWrite,
  type OperationDeclaration,
  type OperationId,
  operationDeclaration,
  operationIds,
  pageOf,
  paging,
  pathParamNames,
  pathParams,
  restPath,
} from '../model/index.js';
import { requireConsumer } from '../services/access.js';
import { runAccountOperation } from '../services/account/index.js';
import type { RequestContext } from '../services/context.js';
import type { PageWindow } from '../services/pages.js';
import { allRecords, listRecords, loadRecord, readRecord } from '../services/records.js';
import { writeRecord } from '../services/writes.js';
import { createAbsentDropper, recordProjector } from './shape.js';

/**
 * The REST surface as data. Each route names its path, parameters and body (declarations of the
 * model, in REST spelling), its answer, and runs its operation's resolver (`services/`, the one
 * GraphQL's field calls) on the validated input; the validators and the OpenAPI operation are
 * derived from the same declarations (`rest/index.ts`, `openapi/`). Every route is derived whole
 * from its operation's declaration: the consumer operations' (`model/<api>.ts`) and the
 * account operations' (`model/account-operations.ts`).
 */

export interface RestInput {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  raw: boolean;
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
  /** The body may carry documents: its limit is `LINTEL_DOCUMENT_MAX_MB`, not 1 MB. */
  documents?: boolean;
}

/** A route with its work: the operation's resolver, then the answer in the declared shape. */
export interface RestRoute extends DocumentedRoute {
  /** The domain read whose answers the read cache keeps whole (`answer-cache.ts`). */
  reads?: OperationId;
  /** Runs the operation on the validated input; answers the body (undefined for a 204). */
  run(ctx: RequestContext, input: RestInput): Promise<unknown>;
}

/** REST's `page`/`size` as the window of the list they ask for. */
function windowOf(input: RestInput): PageWindow {
  const page = input.query.page as number;
  const size = input.query.size as number;
  return { offset: (page - 1) * size, first: size };
}

/** The query without REST's paging: the list's filter. */
function filterOf(input: RestInput): Record<string, unknown> {
  const { page: _page, size: _size, ...filter } = input.query;
  return filter;
}

// ---- the consumer operations, derived -------------------------------------------------------

const apiTags = {
  invoicing: 'Invoicing',
  pos: 'Point of Sale',
  pms: 'Property Management System',
  accounting: 'Accounting',
} as const;

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

/**
 * The declared parameters of an operation split by where REST reads them: the ones its path
 * names (besides `consumer_id`, with `idSchema` for the record id of a get or an update), and the
 * query string's.
 */
function splitParams(
  declaration: OperationDeclaration,
  declared: z.ZodObject,
  idSchema?: { name: string; schema: z.ZodType },
): { params: z.ZodObject; query: z.ZodObject } {
  const shape = declared.shape as Record<string, z.ZodType>;
  const inPath: Record<string, z.ZodType> = {};
  for (const name of pathParamNames(declaration)) {
    inPath[name] = name === idSchema?.name ? idSchema.schema : shape[name]!;
  }
  const query = Object.fromEntries(Object.entries(shape).filter(([name]) => !(name in inPath)));
  return { params: consumerPath.extend(inPath), query: z.object(query) };
}

/** The path parameters of a route (besides `consumer_id`) with the query: an operation's parameters. */
function paramsOf(input: RestInput, query: Record<string, unknown>): Record<string, unknown> {
  const { consumer_id: _consumer, ...path } = input.path;
  return { ...query, ...path };
}

function operationRoute(id: OperationId, declaration: OperationDeclaration): RestRoute {
  const common = {
    method: httpMethod(declaration),
    path: restPath(declaration),
    tag: apiTags[declaration.api],
    summary: declaration.summary,
    description: declaration.description,
    // An operation of Lintel's own is named after its id (`accounting_ledger-accounts_get`).
    operationId: declaration.chift ?? `lintel_${id.replaceAll('.', '_').replaceAll('-', '_')}`,
    ...(declaration.chift ? { chift: declaration.chift } : {}),
    scope: `${declaration.api}.${declaration.resource}${isWrite(declaration) ? '' : '.read'}`,
    headers: isWrite(declaration) ? writeHeaders : operationHeaders,
    ...(declaration.validationAsChiftError ? { validationAsChiftError: true } : {}),
  };
  // Chift declares 405 and 502 for the POS and PMS operations; Lintel answers them everywhere.
  const errors = [400, 404, 405, 502];
  const project = {
    plain: recordProjector(declaration.item, false),
    raw: recordProjector(declaration.item, true),
  };
  const shaped = (record: unknown, input: RestInput) => (input.raw ? project.raw : project.plain)(record);
  /** A read goes through the consumer named by the path (found first: its 404), then the connection picked. */
  const parentOf = async (ctx: RequestContext, input: RestInput) => {
    const consumer = await requireConsumer(ctx, input.path.consumer_id!);
    return { consumerId: consumer.id, connectionId: ctx.connectionId };
  };
  const recordId = z.string().min(1).max(255).describe('Lintel id of the record');
  switch (declaration.kind) {
    case 'list': {
      const response = pageOf(componentName(declaration.item) ?? '', declaration.item);
      const drop = createAbsentDropper(response);
      const { params, query } = splitParams(declaration, declaration.filter);
      return {
        ...common,
        params,
        query: paging.extend(query.shape),
        ...(declaration.body ? { body: { schema: declaration.body } } : {}),
        response: { status: 200, schema: response },
        errors,
        reads: id,
        async run(ctx, input) {
          const filter = { ...paramsOf(input, filterOf(input)), ...input.body };
          const page = await listRecords(ctx, await parentOf(ctx, input), id, windowOf(input), filter);
          // Chift's page envelope: the page and size asked for beside the records and their count.
          return drop({
            items: page.nodes.map((record) => shaped(record, input)),
            total: page.totalCount,
            page: input.query.page,
            size: input.query.size,
          });
        },
      };
    }
    case 'get': {
      const drop = createAbsentDropper(declaration.item);
      const { params, query } = splitParams(declaration, declaration.options, {
        name: declaration.idParam,
        schema: recordId,
      });
      return {
        ...common,
        params,
        query,
        response: { status: 200, schema: declaration.item },
        errors,
        reads: id,
        async run(ctx, input) {
          const parent = await parentOf(ctx, input);
          const { [declaration.idParam]: remoteId, ...options } = paramsOf(input, input.query);
          return drop(shaped(await loadRecord(ctx, id, parent, String(remoteId), options), input));
        },
      };
    }
    case 'read': {
      // The path parameter (`closures/{date}`) and the query, one declaration for both.
      const drop = createAbsentDropper(declaration.item);
      const { params, query } = splitParams(declaration, declaration.params);
      return {
        ...common,
        params,
        query,
        response: { status: 200, schema: declaration.item },
        errors,
        reads: id,
        async run(ctx, input) {
          const answer = await readRecord(ctx, await parentOf(ctx, input), id, paramsOf(input, input.query));
          return drop(shaped(answer, input));
        },
      };
    }
    case 'all': {
      const response = z.array(declaration.item);
      const drop = createAbsentDropper(response);
      const { params, query } = splitParams(declaration, declaration.params);
      return {
        ...common,
        params,
        query,
        response: { status: 200, schema: response },
        errors,
        reads: id,
        async run(ctx, input) {
          const records = await allRecords(ctx, await parentOf(ctx, input), id, paramsOf(input, input.query));
          return drop(records.map((record) => shaped(record, input)));
        },
      };
    }
    case 'create':
    case 'update': {
      const answer =
        declaration.kind === 'create' && declaration.many ? z.array(declaration.item) : declaration.item;
      const drop = createAbsentDropper(answer);
      const { params, query } = splitParams(
        declaration,
        declaration.params,
        declaration.kind === 'update' ? { name: declaration.idParam, schema: recordId } : undefined,
      );
      const status = declaration.kind === 'create' ? (declaration.status ?? 200) : 200;
      return {
        ...common,
        params,
        query,
        body: { schema: declaration.body },
        ...(declaration.kind === 'create' && declaration.documents ? { documents: true } : {}),
        response: status === 204 ? { status } : { status, schema: answer },
        errors: [...errors, 409],
        async run(ctx, input) {
          const { [declaration.kind === 'update' ? declaration.idParam : '']: remoteId, ...writeParams } =
            paramsOf(input, input.query);
          const written = await writeRecord(ctx, id, {
            consumerId: input.path.consumer_id!,
            connectionId: null,
            ...(declaration.kind === 'update' ? { remoteId: String(remoteId) } : {}),
            params: writeParams,
            body: input.body,
            idempotencyKey: ctx.idempotencyKey,
          });
          if (status === 204) return undefined;
          return drop(Array.isArray(written) ? written.map((r) => shaped(r, input)) : shaped(written, input));
        },
      };
    }
  }
}

// ---- account level, derived ----------------------------------------------------------------

/** Chift's `LinkItem` of a connection mutation: the connect page, and the connection once made. */
function toLinkItem(value: unknown): unknown {
  const { connectUrl, connection } = value as {
    connectUrl: string;
    connection: { connectionid: string } | null;
  };
  return { url: connectUrl, connectionid: connection?.connectionid ?? null };
}

/** What REST answers of an account operation's result, in the declared shape. */
function accountAnswer(id: AccountOperationId): (value: unknown) => unknown {
  const { answer } = accountOperation(id);
  if (answer === 'none') return () => undefined;
  const drop = createAbsentDropper(answer.many ? z.array(answer.resource) : answer.resource);
  if (id === 'connections.create' || id === 'connections.update') return (value) => drop(toLinkItem(value));
  const project = recordProjector(answer.resource, false);
  if (!answer.many) return (value) => drop(project(value));
  // A list: the records of its page (REST's `page`/`size`), or all of it.
  return (value) => {
    const records = Array.isArray(value) ? value : (value as { nodes: unknown[] }).nodes;
    return drop(records.map(project));
  };
}

function accountRoute(id: AccountOperationId): RestRoute {
  const declaration = accountOperation(id);
  const { answer } = declaration;
  const paged = 'page' in declaration.query.shape;
  const respond = accountAnswer(id);
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
    async run(ctx, input) {
      const { page: _page, size: _size, ...query } = input.query;
      const value = await runAccountOperation(
        ctx,
        id,
        { ...input.path, ...query, ...input.body },
        paged ? windowOf(input) : undefined,
      );
      return respond(value);
    },
  };
}

/** The REST route of each account operation. */
export const accountRoutes: ReadonlyMap<AccountOperationId, RestRoute> = new Map(
  accountOperationIds.map((id) => [id, accountRoute(id)]),
);

/** The REST route of each domain operation (the MCP tools are generated from these too). */
export const operationRoutes: ReadonlyMap<OperationId, RestRoute> = new Map(
  operationIds.map((id) => [id, operationRoute(id, operationDeclaration(id))]),
);

export const restRoutes: RestRoute[] = [...accountRoutes.values(), ...operationRoutes.values()];
