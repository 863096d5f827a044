import { type DocumentNode, type ExecutionResult, type GraphQLSchema, parse, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Hono } from 'hono';
import { findLintelError, LintelError, validationError } from '../errors.js';
import { toValidationItems } from '../model/index.js';
import type { RequestContext } from '../schema/index.js';
import { readJsonBody } from './body.js';
import { errorResponse } from './errors.js';
import { CONNECTION_HEADERS, firstHeader, IDEMPOTENCY_HEADERS } from './params.js';
import { type RestInput, type RestRoute, restRoutes } from './routes.js';
import { createResultShaper } from './shape.js';

export interface RestDeps {
  schema: GraphQLSchema;
  /** Verifies the bearer token and builds a fresh context for one request. */
  createContext(
    request: Request,
    options: { connectionId: string | null; idempotencyKey: string | null },
  ): Promise<RequestContext>;
  /** Logs an unexpected error once with its cause. */
  onUnexpected(error: unknown, request: Request): void;
}

interface CompiledStep {
  document: DocumentNode;
  run(
    context: RequestContext,
    variables: Record<string, unknown>,
  ): Promise<ExecutionResult> | ExecutionResult;
  variables: RestRoute['variables'];
  pick: RestRoute['pick'];
  shape: (data: unknown) => unknown;
}

function compile(
  schema: GraphQLSchema,
  step: Pick<RestRoute, 'document' | 'variables' | 'pick'>,
): CompiledStep {
  const document = parse(step.document);
  // Validated once here, so a broken route fails at boot and requests skip validation.
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`REST document invalid: ${errors.map((e) => e.message).join('; ')}`);
  // Compiled once (graphql-jit): REST requests skip parsing, validation and the generic executor.
  const compiled = compileQuery(schema, document);
  if (!isCompiledQuery(compiled))
    throw new Error(`REST document not compiled: ${JSON.stringify(compiled.errors)}`);
  return {
    document,
    run: (context, variables) => compiled.query(undefined, context, variables),
    variables: step.variables,
    pick: step.pick,
    shape: createResultShaper(schema, document),
  };
}

/** Mounts every documented REST path on `app`; each runs the GraphQL schema in-process. */
export function mountRest(app: Hono, deps: RestDeps): { paths: { method: string; path: string }[] } {
  for (const route of restRoutes) {
    const main = compile(deps.schema, route);
    const before = route.before ? compile(deps.schema, route.before) : undefined;

    const run = async (step: CompiledStep, input: RestInput, context: RequestContext): Promise<unknown> => {
      const result = await step.run(context, step.variables(input));
      if (result.errors && result.errors.length > 0) {
        const error = result.errors[0]!;
        const known = findLintelError(error);
        if (known) throw known;
        // A GraphQL error without a catalogued cause is a bug of ours, never the client's.
        throw error.originalError ?? error;
      }
      return step.pick(step.shape(result.data) as Record<string, unknown>);
    };

    const handler = async (c: { req: { raw: Request; param(): Record<string, string> } }) => {
      const request = c.req.raw;
      try {
        const context = await deps.createContext(request, {
          connectionId: firstHeader(request, CONNECTION_HEADERS),
          idempotencyKey: route.method === 'POST' ? firstHeader(request, IDEMPOTENCY_HEADERS) : null,
        });
        const url = new URL(request.url);
        const query: Record<string, string> = {};
        for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
        const body =
          route.method === 'POST' || route.method === 'PATCH' ? await readJsonBody(request) : undefined;
        const parsed = route.input.safeParse({ path: c.req.param(), query, body }, { reportInput: true });
        if (!parsed.success) throw validationError(toValidationItems(parsed.error.issues));
        const input: RestInput = {
          ...(parsed.data as Omit<RestInput, 'raw'>),
          raw: request.headers.get('x-chift-raw-data')?.toLowerCase() === 'true',
        };
        const first = before ? await run(before, input, context) : undefined;
        const answer = await run(main, input, context);
        return Response.json(before ? first : answer);
      } catch (error) {
        const known = findLintelError(error);
        if (known) return errorResponse(known);
        deps.onUnexpected(error, request);
        return errorResponse(new LintelError('ERROR_INTERNAL'));
      }
    };
    app.on(route.method, route.path, handler);
  }
  return { paths: restRoutes.map((r) => ({ method: r.method, path: r.path })) };
}
