import type { Hono } from 'hono';
import { z } from 'zod';
import { findLintelError, validationError } from '../errors.js';
import { exchangeOf } from '../exchange.js';
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
} from './params.js';
import { type RestInput, type RestRoute, restRoutes } from './routes.js';

export interface RestDeps {
  /** Whole answers of the domain reads, as bytes (services/read-cache.ts). */
  readCache: ReadCache;
  /** Verifies the bearer token and builds a fresh context for one request. */
  createContext(
    request: Request,
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

const JSON_TYPE = { 'content-type': 'application/json' };

/** A JSON answer of `bytes` (200 unless the route declares 201), with what the read cache did. */
function jsonAnswer(
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> | undefined,
  status = 200,
): Response {
  return new Response(bytes, { status, headers: { ...JSON_TYPE, ...headers } });
}

/** The methods whose routes write, and so read the idempotency key (contract §1). */
function isWriteMethod(method: string): boolean {
  return method === 'POST' || method === 'PATCH';
}

/**
 * Mounts every REST route on `app`: the request validated once against the route's declarations,
 * then the operation's resolver run directly (`RestRoute.run`), its answer serialized once.
 */
export function mountRest(app: Hono<AppEnv>, deps: RestDeps): void {
  const { readCache } = deps;
  // The domain reads: their answers are kept whole, as the bytes sent (serialized once).
  const cacheable = new Map(cacheableRestRoutes.map(({ route, operation }) => [route, operation]));
  const encoder = new TextEncoder();
  for (const route of restRoutes) {
    const validator = inputSchema(route);
    app.on(route.method, honoPath(route.path), async (c) => {
      const request = c.req.raw;
      c.set('validationAsChiftError', route.validationAsChiftError ?? false);
      const context = await deps.createContext(request, {
        connectionId: firstHeader(request, CONNECTION_HEADERS),
        idempotencyKey: isWriteMethod(route.method) ? firstHeader(request, IDEMPOTENCY_HEADERS) : null,
      });
      const url = new URL(request.url);
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
          c.req.param('consumer_id') ?? '',
          context.connectionId,
          raw,
          url.pathname + url.search,
        );
        if (!context.cache.forceRefresh && exchangeOf(c.env)?.answerMissed !== key) {
          const hit = readCache.lookup<Uint8Array<ArrayBuffer>>(key);
          if (hit) {
            readCache.noteAnswerHit(context.cache, hit, operation);
            return jsonAnswer(hit.value, cacheHeaders(context.cache, readCache.now()));
          }
        }
      }
      const query: Record<string, string> = {};
      for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;
      const path = c.req.param();
      const body = route.body ? await readJsonBody(request) : undefined;
      const parsed = validator.safeParse({ path, query, body }, { reportInput: true });
      // Every issue at once: the declared fields', the idempotency key's, and NUL in any parameter
      // (a place the declaration already refused, e.g. a malformed UUID, is reported once).
      const issues = parsed.success ? [] : toValidationItems(parsed.error.issues);
      const reported = new Set(issues.map((item) => JSON.stringify(item.loc)));
      issues.push(
        ...(isWriteMethod(route.method) ? idempotencyKeyIssues(request) : []),
        ...invalidTextParamIssues(path, query).filter((item) => !reported.has(JSON.stringify(item.loc))),
      );
      if (issues.length > 0 || !parsed.success) throw validationError(issues);
      const input: RestInput = { ...(parsed.data as Omit<RestInput, 'raw'>), raw };
      const answer = await runRoute(route, context, input);
      if (route.response.status === 204) return new Response(null, { status: 204 });
      const bytes = encoder.encode(JSON.stringify(answer));
      const state = context.cache;
      // Kept only when built from connector reads (errors never reach here).
      if (key !== undefined && state.hits + state.misses > 0) {
        readCache.keep(key, bytes, state.oldest ?? readCache.now());
      }
      return jsonAnswer(bytes, cacheHeaders(state, readCache.now()), route.response.status);
    });
  }
}
