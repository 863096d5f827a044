import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { findLintelError, LintelError } from './errors.js';
import {
  TRUSTED_DOCUMENT_PARAMS,
  type TrustedDocuments,
  useTrustedDocuments,
} from './graphql-trusted-documents.js';
import type { RequestContext } from './schema/index.js';

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

/** What GraphiQL opens with: how to authenticate, then a first query. */
const GRAPHIQL_DEFAULT_QUERY = `# Welcome to Lintel's GraphQL API. The schema is in the Docs panel (book icon, left).
#
# Queries need a token. Get one with your API client's credentials:
#   curl -s -X POST <this server>/token -H 'content-type: application/json' \\
#     -d '{"clientId":"…","clientSecret":"…","accountId":"…"}'
# then open the Headers tab below and enter:
#   {"Authorization": "Bearer <access_token>"}
# and press the run button (or Ctrl-Enter).

{
  integrations {
    integrationId
    name
    api
  }
}
`;

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
    // CORS is one policy for the whole API (src/http/cors.ts); yoga's own would echo any origin.
    cors: false,
    extraParamNames: options.trustedDocuments ? TRUSTED_DOCUMENT_PARAMS : [],
    // GraphiQL's assets are served from the package, not a CDN (closed networks work).
    graphiql: options.graphiql ? { title: 'Lintel GraphQL', defaultQuery: GRAPHIQL_DEFAULT_QUERY } : false,
    renderGraphiQL,
    context: ({ request, params }) => options.createContext(request, params?.query),
    // Yoga's own logger would print every masked error (expected ones too) to the console;
    // unexpected errors are logged once, through `onUnexpected`, with their cause.
    logging: false,
    maskedErrors: {
      maskError(error) {
        const known = findLintelError(error);
        if (known) return toGraphQLError(known, error instanceof GraphQLError ? error : undefined);
        // Errors graphql-js raises itself (syntax, validation, variable coercion) are the client's.
        if (error instanceof GraphQLError && !error.originalError) return error;
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
      ...(options.graphiql ? [] : [useDisableIntrospection()]),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 100 },
        costLimit: { maxCost: 20_000 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5_000 },
        blockFieldSuggestion: { enabled: !options.suggestions },
      }),
    ],
  });
}
