import { type ExecutionResult, type GraphQLSchema, parse, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Hono } from 'hono';
import { z } from 'zod';
import { findLintelError, validationError } from '../errors.js';
import { type AnyResource, arrayElement, isObject, toValidationItems, unwrap } from '../model/index.js';
import { consumerGoneError } from '../schema/gateway.js';
import type { RequestContext } from '../schema/index.js';
import { cacheHeaders, type ReadCache } from '../services/read-cache.js';
import { cacheableRestRoutes, restAnswerKey } from './answer-cache.js';
import { readJsonBody } from './body.js';
import { routeDocument } from './document.js';
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
import { createAbsentDropper, createResultShaper } from './shape.js';

export interface RestDeps {
  schema: GraphQLSchema;
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
 * A route's GraphQL document, validated and compiled. Done at a route's first request or when
 * `mountRest`'s `warm` reaches it after the server listens, not before: compiling every route
 * took 0.3 s of a 1.6 s restart (issue 10). Every route is compiled by the tests.
 */
export function compile(schema: GraphQLSchema, route: RestRoute) {
  const document = routeDocument(schema, route);
  const ast = parse(document.text);
  // Validated once here, so requests skip validation.
  const errors = validate(schema, ast);
  if (errors.length > 0) {
    throw new Error(`REST ${route.method} ${route.path}: ${errors.map((e) => e.message).join('; ')}`);
  }
  // Compiled once (graphql-jit): requests skip parsing, validation and the generic executor.
  const compiled = compileQuery(schema, ast);
  if (!isCompiledQuery(compiled)) throw new Error(`REST ${route.method} ${route.path}: not compiled`);
  const shape = createResultShaper(schema, ast);
  const dropAbsent = createAbsentDropper('schema' in route.response ? route.response.schema : undefined);
  return {
    input: inputSchema(route),
    variables: document.variables,
    async run(context: RequestContext, input: RestInput): Promise<unknown> {
      const once = async (cursor: string | null): Promise<unknown> => {
        const variables = document.variables(cursor === null ? input : { ...input, cursor });
        const result = (await compiled.query(undefined, context, variables)) as ExecutionResult;
        if (result.errors && result.errors.length > 0) {
          const error = result.errors[0]!;
          const known = findLintelError(error);
          // A connection missing because the consumer was deleted meanwhile: the consumer's 404.
          if (known) throw (await consumerGoneError(context, known.code)) ?? known;
          // A GraphQL error without a catalogued cause is a bug of ours, never the client's.
          throw error.originalError ?? error;
        }
        const shaped = shape(result.data) as Record<string, unknown>;
        return document.path.reduce<unknown>(
          (value, key) => (value as Record<string, unknown> | null)?.[key],
          shaped,
        );
      };
      let value: unknown;
      if (route.graphql.collect) {
        // A whole connection: its pages one after the other, their records as one array.
        const all: unknown[] = [];
        let cursor: string | null = null;
        do {
          const page = (await once(cursor)) as {
            nodes: unknown[];
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
          };
          all.push(...page.nodes);
          cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        } while (cursor !== null);
        value = all;
      } else value = await once(null);
      return dropAbsent(route.graphql.finish ? route.graphql.finish(value, input) : value);
    },
  };
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
 * Mounts every REST route on `app`; each runs its compiled GraphQL document in-process. Answers
 * `warm`, which compiles the routes not compiled yet, one per turn of the event loop so that
 * requests arriving meanwhile wait for one route's compilation at most.
 */
export function mountRest(app: Hono<AppEnv>, deps: RestDeps): { warm(): Promise<void> } {
  const { readCache } = deps;
  // The domain reads: their answers are kept whole, as the bytes sent (serialized once).
  const cacheable = new Map(cacheableRestRoutes.map(({ route, operation }) => [route, operation]));
  const encoder = new TextEncoder();
  const steps = new Map<RestRoute, ReturnType<typeof compile>>();
  const stepOf = (route: RestRoute) => {
    let step = steps.get(route);
    if (!step) {
      step = compile(deps.schema, route);
      steps.set(route, step);
    }
    return step;
  };
  for (const route of restRoutes) {
    app.on(route.method, honoPath(route.path), async (c) => {
      const step = stepOf(route);
      const request = c.req.raw;
      c.set('validationAsChiftError', route.validationAsChiftError ?? false);
      const context = await deps.createContext(request, {
        connectionId: firstHeader(request, CONNECTION_HEADERS),
        idempotencyKey: isWriteMethod(route.method) ? firstHeader(request, IDEMPOTENCY_HEADERS) : null,
      });
      // A mutation's failure is thrown, for REST's status and body, rather than answered as userErrors.
      context.rest = true;
      const url = new URL(request.url);
      const raw = isRawData(request);
      // A repeated read the server's memory answers left here (a CORS request, a token not seen yet)
      // is answered from the same cache, before any parsing or lookup.
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
        if (!context.cache.forceRefresh) {
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
      const parsed = step.input.safeParse({ path, query, body }, { reportInput: true });
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
      const answer = await step.run(context, input);
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
  return {
    async warm() {
      for (const route of restRoutes) {
        await new Promise((resolve) => setImmediate(resolve));
        stepOf(route);
      }
    },
  };
}
