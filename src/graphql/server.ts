import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { findLintelError, LintelError } from '../errors.js';
import type { ValidationItem } from '../model/index.js';
import { parseJsonBody } from '../rest/body.js';
import { consumerGoneError } from '../schema/gateway.js';
import type { RequestContext } from '../schema/index.js';
import { useItemLimit } from './cost.js';
import { useReadCache } from './read-cache.js';
import { useRefuseInvalidText } from './text.js';
import { TRUSTED_DOCUMENT_PARAMS, type TrustedDocuments, useTrustedDocuments } from './trusted-documents.js';

// GraphiQL's page (its default query, examples and sign-in): src/graphql/graphiql.ts.
export { renderGraphiQLPage } from './graphiql.js';

export interface GraphQLServerOptions {
  schema: GraphQLSchema;
  /** The context of one request; `query` is the request's document text, when it has one. */
  createContext(request: Request, query: string | undefined): Promise<RequestContext>;
  /** GraphiQL page and introspection (off in production by default). */
  graphiql: boolean;
  /** "Did you mean …?" field suggestions (hidden in production: they reveal the schema). */
  suggestions: boolean;
  /** When set, only these operations run (LINTEL_GRAPHQL_TRUSTED_DOCUMENTS). */
  trustedDocuments?: TrustedDocuments | undefined;
  /** Items one operation may return by estimate (LINTEL_GRAPHQL_MAX_ITEMS; 0: no limit). */
  maxItems?: number | undefined;
  onUnexpected(error: unknown): void;
}

/** A catalogued error as GraphQL reports it: `extensions.code` and `extensions.http.status`. */
export function toGraphQLError(error: LintelError, original?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    ...(original?.nodes ? { nodes: original.nodes } : {}),
    ...(original?.path ? { path: original.path } : {}),
    extensions: {
      code: error.code,
      ...(error.detail !== '' ? { detail: error.detail } : {}),
      http: {
        status: error.status,
        ...(Object.keys(error.headers).length ? { headers: error.headers } : {}),
      },
    },
  });
}

/**
 * Yoga strips `extensions.http` from errors when it writes a response (it uses it for the HTTP
 * status). Contract §2 promises `extensions.http.status` to GraphQL clients too, which matters
 * for partial errors in a 200 answer: put the status back while serializing.
 */
function useHttpStatusInErrors(): Plugin {
  return {
    onResultProcess({ result }) {
      if (Array.isArray(result) || !result || Symbol.asyncIterator in result || !result.errors?.length)
        return;
      // Yoga answers parse and validation errors with 200 to `Accept: application/json` clients
      // (GraphQL over HTTP's legacy rule, marked `http.spec`). Lintel answers the status each
      // error carries, for every client: a request it refused is a 400, never a success.
      for (const error of result.errors) {
        const http = error.extensions?.http as { spec?: boolean } | undefined;
        if (http?.spec) http.spec = false;
      }
      const statuses = result.errors.map(
        (e) => (e.extensions?.http as { status?: number } | undefined)?.status,
      );
      if (statuses.every((status) => status === undefined)) return;
      result.stringify = (sanitized) => {
        const json = JSON.parse(JSON.stringify(sanitized)) as {
          errors?: { extensions?: Record<string, unknown> }[];
        };
        json.errors?.forEach((error, index) => {
          const status = statuses[index];
          if (status !== undefined) error.extensions = { ...error.extensions, http: { status } };
        });
        return JSON.stringify(json);
      };
    },
  };
}

/** A GraphQLError made by graphql-js (or a scalar), wrapping nothing but GraphQLErrors. */
function isClientError(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 5; depth++) {
    if (!(current instanceof GraphQLError)) return false;
    if (!current.originalError) return true;
    current = current.originalError;
  }
  return false;
}

/**
 * A client error outside any field (no `path`: a variable that cannot be coerced) refuses the
 * whole request: it carries a 400, as parse and validation errors do, instead of leaving yoga
 * to answer 200 with no data.
 */
function requestErrorStatus(error: GraphQLError): GraphQLError {
  if (error.path || error.extensions?.http) return error;
  return new GraphQLError(error.message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    extensions: { code: 'BAD_USER_INPUT', ...error.extensions, http: { status: 400 } },
  });
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type', '__typename']);

/**
 * True when every operation of `query` selects only introspection fields: GraphiQL's schema
 * fetch, which may run without a token where GraphiQL is on (development), so the docs show
 * before the person has a token.
 */
export function isIntrospectionOnly(query: string | undefined): boolean {
  if (!query) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every(
      (op) =>
        op.kind === Kind.OPERATION_DEFINITION &&
        op.operation === 'query' &&
        op.selectionSet.selections.every(
          (sel) => sel.kind === Kind.FIELD && INTROSPECTION_FIELDS.has(sel.name.value),
        ),
    )
  );
}

/**
 * GraphQL's side of `consumerGoneError`: a connection missing because the consumer was deleted
 * while the operation ran answers the consumer's 404 (REST asks the same where it renders).
 */
function useConsumerGoneErrors(): Plugin<RequestContext> {
  const codeOf = (error: GraphQLError) => findLintelError(error)?.code ?? error.extensions?.code;
  return {
    onExecute: () => ({
      async onExecuteDone({ args, result, setResult }) {
        if (Symbol.asyncIterator in result || !result.errors?.length) return;
        let changed = false;
        const errors = await Promise.all(
          result.errors.map(async (error) => {
            const gone = await consumerGoneError(args.contextValue, codeOf(error));
            if (!gone) return error;
            changed = true;
            return toGraphQLError(gone, error);
          }),
        );
        if (changed) setResult({ ...result, errors });
      },
    }),
  };
}

/** A GraphQL error answer (`{errors: [...]}`) of a catalogued error, for refusals made before yoga runs. */
export function graphqlErrorResponse(error: LintelError, headers: Record<string, string> = {}): Response {
  const { message, extensions } = toGraphQLError(error).toJSON();
  return new Response(JSON.stringify({ errors: [{ message, extensions }] }), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers, ...headers },
  });
}

/**
 * The `variables` and `extensions` of a GET (or form) request are JSON inside the URL: yoga
 * parses them unguarded, so malformed or too deeply nested ones are refused first, as a 400.
 */
export function requireGraphQLParams(params: URLSearchParams): void {
  for (const name of ['variables', 'extensions']) {
    const text = params.get(name);
    if (text === null) continue;
    try {
      parseJsonBody(text);
    } catch (error) {
      const reason = (findLintelError(error)?.detail as ValidationItem[] | undefined)?.[0]?.ctx?.error;
      throw new LintelError('ERROR_BAD_REQUEST', {
        message: `The "${name}" parameter is not valid JSON${reason ? `: ${String(reason)}` : ''}`,
      });
    }
  }
}

function useDisableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export function createGraphQLServer(options: GraphQLServerOptions) {
  return createYoga<Record<string, unknown>, RequestContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // No operation takes a file: multipart bodies (whose parse errors yoga answers with 200) are
    // not read at all.
    multipart: false,
    // CORS is one policy for the whole API (src/http/cors.ts); yoga's own would echo any origin.
    cors: false,
    extraParamNames: options.trustedDocuments ? TRUSTED_DOCUMENT_PARAMS : [],
    // GraphiQL is served in front of yoga, rendered once and compressed (src/http/graphiql-page.ts).
    graphiql: false,
    context: ({ request, params }) => options.createContext(request, params?.query),
    // Yoga's own logger would print every masked error (expected ones too) to the console;
    // unexpected errors are logged once, through `onUnexpected`, with their cause.
    logging: false,
    maskedErrors: {
      maskError(error) {
        const known = findLintelError(error);
        if (known) return toGraphQLError(known, error instanceof GraphQLError ? error : undefined);
        // Errors graphql-js raises itself (syntax, validation, variable coercion, a scalar's
        // refusal it wraps) are the client's.
        if (isClientError(error)) return requestErrorStatus(error as GraphQLError);
        options.onUnexpected(error);
        return toGraphQLError(
          new LintelError('ERROR_INTERNAL'),
          error instanceof GraphQLError ? error : undefined,
        );
      },
    },
    plugins: [
      ...(options.trustedDocuments ? [useTrustedDocuments(options.trustedDocuments)] : []),
      // Compiled execution, cached per document (the same engine the REST routes use).
      useGraphQlJit(),
      // A GET (or form-encoded POST) is a "simple" request browsers send cross-origin without a
      // preflight: it must carry a header only a preflighted request can (the bearer token does).
      useCSRFPrevention({ requestHeaders: ['authorization', 'x-graphql-yoga-csrf'] }),
      useHttpStatusInErrors(),
      useRefuseInvalidText(toGraphQLError),
      useItemLimit(options.maxItems ?? 0),
      useConsumerGoneErrors(),
      // After the checks above: a cached answer is only served to a request that passed them.
      useReadCache(),
      ...(options.graphiql ? [] : [useDisableIntrospection()]),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        // The default allow-list lets `__typename` aliases through uncounted (1,000 of them passed).
        maxAliases: { n: 100, allowList: [] },
        costLimit: { maxCost: 20_000 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5_000 },
        blockFieldSuggestion: { enabled: !options.suggestions },
      }),
    ],
  });
}
