import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError, type GraphQLSchema, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { findLintelError, LintelError } from './errors.js';
import type { RequestContext } from './schema/index.js';

export interface GraphQLServerOptions {
  schema: GraphQLSchema;
  createContext(request: Request): Promise<RequestContext>;
  /** GraphiQL page and introspection (off in production by default). */
  graphiql: boolean;
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
    // GraphiQL's assets are served from the package, not a CDN (closed networks work).
    graphiql: options.graphiql
      ? { title: 'Lintel GraphQL', defaultQuery: '{ integrations { integrationId name api } }' }
      : false,
    renderGraphiQL,
    context: ({ request }) => options.createContext(request),
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
      ...(options.graphiql ? [] : [useDisableIntrospection()]),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 100 },
        costLimit: { maxCost: 20_000 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5_000 },
        blockFieldSuggestion: { enabled: true },
      }),
    ],
  });
}
