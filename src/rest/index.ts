import type { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { findLintelError, validationError } from '../errors.js';
import { type Exchange, exchangeOf } from '../exchange.js';
import { type AnyResource, arrayElement, isObject, toValidationItems, unwrap } from '../model/index.js';
import { consumerGoneError } from '../services/access.js';
import type { RequestContext } from '../services/context.js';
import { cacheHeaders, type ReadCache } from '../services/read-cache.js';
import { cacheableRestRoutes, restAnswerKey } from './answer-cache.js';
import { readJsonBody } from './body.js';
import type { AppEnv } from './errors.js';
import {
  CONNECTION_HEADERS,
  firstHeader,
  IDEMPOTENCY_HEADERS,
  idempotencyKeyIssues,
  invalidTextParamIssues,
  isRawData,
  querySchemaFor,
  type WithHeaders,
} from './params.js';
import { type RestInput, type RestRoute, restRoutes } from './routes.js';

export interface RestDeps {
  /** Whole answers of the domain reads, as bytes (services/read-cache.ts). */
  readCache: ReadCache;
  /** Verifies the bearer token and builds a fresh context for one request. */
  createContext(
    request: RestRequest,
    options: { connectionId: string | null; idempotencyKey: string | null },
  ): Promise<RequestContext>;
}

/** `resource` with unknown keys refused (`extra_forbidden`), nested objects included. */
function strict(resource: AnyResource): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(resource.shape as Record<string, z.ZodType>)) {
    const { inner, nullable, optional } = unwrap(field);
    const element = arrayElement(inner);
    let converted: z.ZodType | undefined;
    if (isObject(inner)) converted = strict(inner);
    else if (element && isObject(element)) {
      // Keep the list's own bounds (`max(50)`) around the stricter items.
      converted = z.array(strict(element));
      const checks = (inner._zod.def as { checks?: unknown[] }).checks;
      if (checks) (converted._zod.def as { checks?: unknown[] }).checks = checks;
    }
    if (converted) {
      if (nullable) converted = converted.nullable();
      if (optional) converted = converted.optional();
    }
    shape[name] = converted ?? field;
  }
  return z.strictObject(shape);
}

/** What a route reads from a request: `{path, query, body}`, validated together (every issue at once). */
function inputSchema(route: RestRoute) {
  const body = route.body
    ? route.body.optional
      ? strict(route.body.schema)
          .nullish()
          .transform((v) => v ?? {})
      : strict(route.body.schema)
    : z.unknown().transform(() => ({}));
  return z.object({ path: route.params, query: querySchemaFor(route.query), body });
}

/** Hono's path syntax for an OpenAPI path: `/consumers/{consumer_id}` → `/consumers/:consumer_id`. */
export function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Runs a route's operation. A request racing the deletion of its consumer can miss a connection
 * gone with it: the client gets the consumer's 404 it would have got a moment later.
 */
async function runRoute(route: RestRoute, context: RequestContext, input: RestInput): Promise<unknown> {
  try {
    return await route.run(context, input);
  } catch (error) {
    const known = findLintelError(error);
    if (known) throw (await consumerGoneError(context, known.code)) ?? known;
    throw error;
  }
}

/** The methods whose routes write, and so read the idempotency key (contract §1). */
function isWriteMethod(method: string): boolean {
  return method === 'POST' || method === 'PATCH';
}

/**
 * What a route reads of a request, whichever way it came: through Hono as a web `Request`, or
 * straight from the Node request for a domain read (src/http/rest-reads.ts). `request` is what
 * `createContext` and the header rules read (its headers, and its URL for the base URL).
 */
export interface RouteRequest {
  request: RestRequest;
  /** The path as routed and the query string as sent (`?a=b`, or empty). */
  pathname: string;
  search: string;
  /** The path parameters, decoded. */
  params: Record<string, string>;
  exchange: Exchange | undefined;
}

/** The parts of a web `Request` the REST layer reads. */
export type RestRequest = WithHeaders & { url: string; headers: { get(name: string): string | null } };

/** A route's answer: its status, the read cache's headers, and its JSON bytes (none for a 204). */
export interface RouteAnswer {
  status: number;
  headers: Record<string, string> | undefined;
  bytes: Uint8Array<ArrayBuffer> | undefined;
}

/** A request's validated path, query and body. */
type ValidInput = Omit<RestInput, 'raw'>;

/** Validated inputs of bodiless requests remembered by route, path and query (a few kilobytes each). */
const INPUT_MEMO_ENTRIES = 2000;

/** The answer as a web `Response`, for Hono. */
function toResponse(answer: RouteAnswer): Response {
  if (answer.bytes === undefined) return new Response(null, { status: answer.status });
  return new Response(answer.bytes, {
    status: answer.status,
    headers: { 'content-type': 'application/json', ...answer.headers },
  });
}

/**
 * The REST routes' work, apart from how a request reached it: the request validated once against
 * the route's declarations, then the operation's resolver run directly (`RestRoute.run`), its
 * answer serialized once. `mount` puts every route on Hono; `answer` is what each of them runs,
 * and what the server's fast path for domain reads runs too (src/http/rest-reads.ts).
 */
export function createRestRoutes(deps: RestDeps) {
  const { readCache } = deps;
  // The domain reads: their answers are kept whole, as the bytes sent (serialized once).
  const cacheable = new Map(cacheableRestRoutes.map(({ route, operation }) => [route, operation]));
  const encoder = new TextEncoder();
  const validators = new Map(restRoutes.map((route) => [route, inputSchema(route)]));
  /**
   * A bodiless request's validated path and query, by route, path and query string: the same
   * page asked again is not parsed again. Only valid inputs are kept (a refusal is built anew).
   */
  const validInputs = new LRUCache<string, ValidInput>({
    max: INPUT_MEMO_ENTRIES,
  });

  async function answer(route: RestRoute, routed: RouteRequest): Promise<RouteAnswer> {
    const { request } = routed;
    const context = await deps.createContext(request, {
      connectionId: firstHeader(request, CONNECTION_HEADERS),
      idempotencyKey: isWriteMethod(route.method) ? firstHeader(request, IDEMPOTENCY_HEADERS) : null,
    });
    const raw = isRawData(request);
    // A repeated read the server's memory answers left here (a CORS request, a token not seen yet)
    // is answered from the same cache, before any parsing; a key they looked up already and
    // missed is not looked up again.
    // The key holds everything the answer depends on: account, consumer (and its generation,
    // bumped by writes), the token's rights, the connection picked, the raw flag and the URL.
    let key: string | undefined;
    const operation = cacheable.get(route);
    if (readCache.enabled && operation !== undefined) {
      key = restAnswerKey(
        readCache,
        context.caller,
        routed.params.consumer_id ?? '',
        context.connectionId,
        raw,
        routed.pathname + routed.search,
      );
      if (!context.cache.forceRefresh && routed.exchange?.answerMissed !== key) {
        const hit = readCache.lookup<Uint8Array<ArrayBuffer>>(key);
        if (hit) {
          readCache.noteAnswerHit(context.cache, hit, operation);
          return { status: 200, headers: cacheHeaders(context.cache, readCache.now()), bytes: hit.value };
        }
      }
    }
    const memoKey = route.body ? undefined : `${route.path} ${routed.pathname}${routed.search}`;
    let valid = memoKey === undefined ? undefined : validInputs.get(memoKey);
    if (valid === undefined) {
      const query: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(routed.search))
        if (!(name in query)) query[name] = value;
      const path = routed.params;
      const body = route.body ? await readJsonBody(request as Request) : undefined;
      const parsed = validators.get(route)!.safeParse({ path, query, body }, { reportInput: true });
      // Every issue at once: the declared fields', the idempotency key's, and NUL in any parameter
      // (a place the declaration already refused, e.g. a malformed UUID, is reported once).
      const issues = parsed.success ? [] : toValidationItems(parsed.error.issues);
      const reported = new Set(issues.map((item) => JSON.stringify(item.loc)));
      issues.push(
        ...(isWriteMethod(route.method) ? idempotencyKeyIssues(request as Request) : []),
        ...invalidTextParamIssues(path, query).filter((item) => !reported.has(JSON.stringify(item.loc))),
      );
      if (issues.length > 0 || !parsed.success) throw validationError(issues);
      valid = parsed.data as Omit<RestInput, 'raw'>;
      if (memoKey !== undefined) validInputs.set(memoKey, valid);
    }
    // A copy each time: a resolver never changes what the next request is given.
    const input: RestInput = {
      path: { ...valid.path },
      query: { ...valid.query },
      body: { ...valid.body },
      raw,
    };
    const result = await runRoute(route, context, input);
    if (route.response.status === 204) return { status: 204, headers: undefined, bytes: undefined };
    const bytes = encoder.encode(JSON.stringify(result));
    const state = context.cache;
    // Kept only when built from connector reads (errors never reach here).
    if (key !== undefined && state.hits + state.misses > 0) {
      readCache.keep(key, bytes, state.oldest ?? readCache.now());
    }
    return { status: route.response.status, headers: cacheHeaders(state, readCache.now()), bytes };
  }

  return {
    answer,
    /** Mounts every REST route on `app`, each running `answer`. */
    mount(app: Hono<AppEnv>): void {
      for (const route of restRoutes) {
        app.on(route.method, honoPath(route.path), async (c) => {
          c.set('validationAsChiftError', route.validationAsChiftError ?? false);
          const request = c.req.raw;
          const url = new URL(request.url);
          return toResponse(
            await answer(route, {
              request,
              pathname: url.pathname,
              search: url.search,
              params: c.req.param(),
              exchange: exchangeOf(c.env),
            }),
          );
        });
      }
    },
  };
}

export type RestRoutes = ReturnType<typeof createRestRoutes>;

/** Mounts every REST route on `app` (`createRestRoutes(deps).mount(app)`). */
export function mountRest(app: Hono<AppEnv>, deps: RestDeps): RestRoutes {
  const routes = createRestRoutes(deps);
  routes.mount(app);
  return routes;
}
