import DataLoader from 'dataloader';
import { LintelError } from '../errors.js';
import {
  type Api,
  type OperationId,
  operationDeclaration,
  type PageRequest,
  SIZE_MAX,
  scopeParams,
} from '../model/index.js';
import { operationFor, readKey, readOnce } from './access.js';
import { perRequest, type RequestContext } from './context.js';
import type { ConnectionPage, PageWindow } from './pages.js';
import { type RecordSource, type Sourced, tagSource } from './sources.js';

/**
 * Reading vendor records, for every surface (GraphQL fields, REST routes, MCP tools): a window of
 * a list (a connection's `first`/`after`, REST's `page`/`size`), and records by id, batched per
 * request — the lookups (`product(remoteId:)`), the references
 * (`Product.tax`) and `node(id:)` all go through one DataLoader per operation, so 100
 * opportunities asking for their partner make one vendor call. Every record is tagged with the
 * consumer and connection that served it (`sources.ts`): its global id and its references
 * are read through the same connection.
 */

/** Which consumer and which connection an API field reads through (`Consumer.invoicing(connectionId:)`). */
export interface ApiParent {
  consumerId: string;
  /** The `connectionId` argument, else the `X-Chift-ConnectionId` header; null: the only active one. */
  connectionId: string | null;
}

type ListRead = (page: PageRequest, filter: unknown) => Promise<{ items: Sourced[]; total: number }>;

/** The scope parameters of an API found in `params` (`{ folder_id }`), or nothing. */
export function scopeOf(api: Api, params: unknown): Pick<RecordSource, 'scope'> {
  const names = scopeParams[api];
  if (!names || params === null || typeof params !== 'object') return {};
  const scope: Record<string, unknown> = {};
  for (const name of names) {
    const value = (params as Record<string, unknown>)[name];
    if (value !== undefined && value !== null) scope[name] = value;
  }
  return Object.keys(scope).length > 0 ? { scope } : {};
}

/**
 * Where records read by `operation` with `params` come from: the consumer, the connection, and
 * the scope parameters given (`folder_id`), which their references are read with.
 */
function sourceFor(
  operation: OperationId,
  consumerId: string,
  connectionId: string,
  params: unknown,
): RecordSource {
  return { consumerId, connectionId, ...scopeOf(operationDeclaration(operation).api, params) };
}

/** One vendor page of a list (shared by every field of the request asking for it, and cached). */
async function readPage(
  ctx: RequestContext,
  parent: ApiParent,
  operation: OperationId,
  page: PageRequest,
  filter: unknown,
): Promise<{ items: Sourced[]; total: number }> {
  // The same arguments (and so the same cache keys) as REST's reads of the same page.
  const { result, connection } = await readOnce(
    ctx,
    parent.consumerId,
    parent.connectionId,
    operation,
    { page, filter },
    (list) => (list as unknown as ListRead)(page, filter),
  );
  return tagSource(result, sourceFor(operation, parent.consumerId, connection.id, filter));
}

/** A list's filter with what its declaration completes (e.g. the PMS orders' default date window). */
function completed(operation: OperationId, filter: unknown): unknown {
  const declaration = operationDeclaration(operation);
  return declaration.kind === 'list' && declaration.complete
    ? declaration.complete(filter as never, new Date())
    : filter;
}

/**
 * The records of a window of a list, its filter as validated (completed here, once), read as
 * vendor pages of `first` records: one page when the window starts on a page boundary (always,
 * for REST's `page`/`size` and for a client walking with `after`), two otherwise.
 */
export async function listRecords(
  ctx: RequestContext,
  parent: ApiParent,
  operation: OperationId,
  window: PageWindow,
  validFilter: unknown,
): Promise<ConnectionPage<Sourced>> {
  const filter = completed(operation, validFilter);
  const size = window.first;
  const firstPage = Math.floor(window.offset / size) + 1;
  const skip = window.offset - (firstPage - 1) * size;
  const first = await readPage(ctx, parent, operation, { page: firstPage, size }, filter);
  let nodes = first.items.slice(skip);
  if (skip > 0 && nodes.length < size && firstPage * size < first.total) {
    const next = await readPage(ctx, parent, operation, { page: firstPage + 1, size }, filter);
    nodes = nodes.concat(next.items);
  }
  return { nodes: nodes.slice(0, size), totalCount: first.total, offset: window.offset };
}

/** A record looked up by id, or an error of its own (a DataLoader result). */
type Found = Sourced | Error;

/** A record asked for by id: through which consumer and connection, and its vendor id. */
interface RecordKey {
  parent: ApiParent;
  remoteId: string;
}

/** The DataLoader's cache key of a `RecordKey` (consumer ids are UUIDs, connection ids UUIDs or none). */
function cacheKeyOf({ parent, remoteId }: RecordKey): string {
  return `${parent.consumerId}|${parent.connectionId ?? ''}|${remoteId}`;
}

/** Keys grouped by the consumer and connection they read through. */
function byParent(keys: readonly RecordKey[]): Map<string, { parent: ApiParent; ids: string[] }> {
  const groups = new Map<string, { parent: ApiParent; ids: string[] }>();
  for (const { parent, remoteId } of keys) {
    const group = `${parent.consumerId}|${parent.connectionId ?? ''}`;
    const entry = groups.get(group) ?? { parent, ids: [] };
    entry.ids.push(remoteId);
    groups.set(group, entry);
  }
  return groups;
}

type GetMany = (
  ids: readonly string[],
  options: Record<string, unknown>,
) => Promise<(Record<string, unknown> | Error)[]>;

/**
 * Records of a get operation: one batched connector call per consumer and connection. `options`
 * are the get's query options (`include_pdf`), the same for the whole batch.
 */
async function loadByGet(
  ctx: RequestContext,
  operation: OperationId,
  options: Record<string, unknown>,
  keys: readonly RecordKey[],
): Promise<Found[]> {
  // Without options the cache keys are those of before options existed (the id alone).
  const optionsKey = Object.keys(options).length === 0 ? '' : `|${JSON.stringify(options)}`;
  const found = new Map<string, Found>();
  await Promise.all(
    [...byParent(keys).values()].map(async ({ parent, ids }) => {
      try {
        const { handler, connection } = await operationFor(
          ctx,
          parent.consumerId,
          operation,
          parent.connectionId,
        );
        const source = sourceFor(operation, parent.consumerId, connection.id, options);
        // Records in the read cache are answered from it; the others in one batched call.
        const results = await ctx.deps.readCache.readMany(
          ids.map((id) =>
            readKey(ctx, parent.consumerId, connection, operation, JSON.stringify(id) + optionsKey),
          ),
          ctx.cache,
          (indexes) =>
            (handler as unknown as GetMany)(
              indexes.map((i) => ids[i]!),
              options,
            ),
          operation,
        );
        for (const [i, id] of ids.entries()) {
          const result = results[i] ?? new LintelError('ERROR_API_RESOURCE_NOT_FOUND');
          found.set(
            cacheKeyOf({ parent, remoteId: id }),
            result instanceof Error ? result : tagSource(result as Sourced, source),
          );
        }
      } catch (error) {
        // The whole batch of a consumer fails alike (unknown consumer, no connection, 405).
        for (const id of ids) found.set(cacheKeyOf({ parent, remoteId: id }), error as Error);
      }
    }),
  );
  return keys.map((key) => found.get(cacheKeyOf(key))!);
}

/** Pages of a list read whole to find records by id (an operation without a get: PMS tax rates). */
const LIST_SEARCH_PAGES = 10;

async function loadByList(
  ctx: RequestContext,
  operation: OperationId,
  keys: readonly RecordKey[],
): Promise<Found[]> {
  const declaration = operationDeclaration(operation);
  const filter = declaration.kind === 'list' ? completed(operation, declaration.filter.parse({})) : {};
  const found = new Map<string, Found>();
  await Promise.all(
    [...byParent(keys).values()].map(async ({ parent, ids }) => {
      try {
        const index = new Map<string, Sourced>();
        for (let page = 1; page <= LIST_SEARCH_PAGES; page++) {
          const read = await readPage(ctx, parent, operation, { page, size: SIZE_MAX }, filter);
          for (const item of read.items) index.set(String(item.id), item);
          if (page * SIZE_MAX >= read.total || read.items.length === 0) break;
        }
        for (const id of ids) {
          found.set(
            cacheKeyOf({ parent, remoteId: id }),
            index.get(id) ?? new LintelError('ERROR_API_RESOURCE_NOT_FOUND'),
          );
        }
      } catch (error) {
        for (const id of ids) found.set(cacheKeyOf({ parent, remoteId: id }), error as Error);
      }
    }),
  );
  return keys.map((key) => found.get(cacheKeyOf(key))!);
}

const loaders = perRequest(
  (_ctx: RequestContext) => new Map<string, DataLoader<RecordKey, Sourced, string>>(),
);

/**
 * The request's loader of records of `operation` (a get, or a list searched by id), one per set
 * of get options: references and `node` use the defaults.
 */
function loaderOf(
  ctx: RequestContext,
  operation: OperationId,
  options: Record<string, unknown>,
): DataLoader<RecordKey, Sourced, string> {
  const all = loaders(ctx);
  const name = `${operation}|${JSON.stringify(options)}`;
  let loader = all.get(name);
  if (!loader) {
    const kind = operationDeclaration(operation).kind;
    // A DataLoader per request: its cache is the request's, never shared.
    loader = new DataLoader<RecordKey, Sourced, string>(
      (keys) =>
        kind === 'get' ? loadByGet(ctx, operation, options, keys) : loadByList(ctx, operation, keys),
      { cacheKeyFn: cacheKeyOf },
    );
    all.set(name, loader);
  }
  return loader;
}

/** The default options of each get (`include_pdf` false…): what references and `node` read with. */
const defaults = new Map<OperationId, Record<string, unknown>>();
function defaultOptions(operation: OperationId): Record<string, unknown> {
  let options = defaults.get(operation);
  if (!options) {
    const declaration = operationDeclaration(operation);
    options = declaration.kind === 'get' ? (declaration.options.parse({}) as Record<string, unknown>) : {};
    defaults.set(operation, options);
  }
  return options;
}

/** One record by its vendor id, through the request's batch. */
export function loadRecord(
  ctx: RequestContext,
  operation: OperationId,
  parent: ApiParent,
  remoteId: string,
  options: Record<string, unknown> = defaultOptions(operation),
): Promise<Sourced> {
  return loaderOf(ctx, operation, options).load({ parent, remoteId });
}

type Read = (params: unknown) => Promise<Record<string, unknown>>;

/** A read operation's one answer (`sales`, `closure(date:)`), shared and cached like a list's page. */
export async function readRecord(
  ctx: RequestContext,
  parent: ApiParent,
  operation: OperationId,
  params: Record<string, unknown>,
): Promise<Sourced> {
  const { result, connection } = await readOnce(
    ctx,
    parent.consumerId,
    parent.connectionId,
    operation,
    { params },
    (read) => (read as unknown as Read)(params),
  );
  return tagSource(result as Sourced, sourceFor(operation, parent.consumerId, connection.id, params));
}

type ReadAll = (params: unknown) => Promise<Record<string, unknown>[]>;

/** Every record of an unpaged operation (`folders`, the FEC lines), shared and cached like a list's page. */
export async function allRecords(
  ctx: RequestContext,
  parent: ApiParent,
  operation: OperationId,
  given: Record<string, unknown>,
): Promise<Sourced[]> {
  const declaration = operationDeclaration(operation);
  const params =
    declaration.kind === 'all' && declaration.complete
      ? (declaration.complete(given as never, new Date()) as Record<string, unknown>)
      : given;
  const { result, connection } = await readOnce(
    ctx,
    parent.consumerId,
    parent.connectionId,
    operation,
    { params },
    (read) => (read as unknown as ReadAll)(params),
  );
  return tagSource(result as Sourced[], sourceFor(operation, parent.consumerId, connection.id, params));
}

/**
 * The record a reference names (`JournalItem.account`), read through the connection that served
 * the record holding it, with the get's default options and the scope that record was read in
 * (the folder of an accounting entry), in the request's batch.
 */
export function loadReference(
  ctx: RequestContext,
  operation: OperationId,
  source: RecordSource,
  remoteId: string,
): Promise<Sourced> {
  const declaration = operationDeclaration(operation);
  let options = defaultOptions(operation);
  if (source.scope && declaration.kind === 'get') {
    const declared = declaration.options.shape as Record<string, unknown>;
    const scoped = Object.entries(source.scope).filter(([name]) => name in declared);
    if (scoped.length > 0) options = { ...options, ...Object.fromEntries(scoped) };
  }
  const parent = { consumerId: source.consumerId, connectionId: source.connectionId };
  return loadRecord(ctx, operation, parent, remoteId, options);
}
