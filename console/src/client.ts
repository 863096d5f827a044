import { type Cache, cacheExchange } from '@urql/exchange-graphcache';
import { relayPagination } from '@urql/exchange-graphcache/extras';
import { Client, type CombinedError, fetchExchange, mapExchange } from 'urql';
import manifest from '../gql/persisted-documents.json';

/** The hash of each operation's persisted document, by operation name (codegen's manifest). */
const hashByName = new Map(
  Object.entries(manifest as Record<string, string>).map(([hash, document]) => [
    /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1] ?? '',
    hash,
  ]),
);

/**
 * The console's urql client: graphcache normalizes records by their `Node` id (types without one
 * are embedded in their parent), lists page with `relayPagination()`, and mutations that add or
 * remove records drop the lists they change. Every operation carries its persisted-document hash
 * (`extensions.persistedQuery`, from codegen's manifest), so it runs where only trusted documents
 * are allowed; the server then runs the manifest's document, which has the `__typename`s the
 * cache needs.
 */

/** Drops every cached page of a root list (all its arguments), so it is fetched again. */
function invalidateList(cache: Cache, field: string): void {
  for (const entry of cache.inspectFields('Query')) {
    if (entry.fieldName === field) cache.invalidate('Query', entry.fieldName, entry.arguments);
  }
}

export interface ClientOptions {
  token: () => string;
  /** A request answered 401: the token is no longer valid. */
  onUnauthorized: () => void;
}

export function isUnauthorized(error: CombinedError): boolean {
  if (error.response?.status === 401) return true;
  return error.graphQLErrors.some((e) => {
    const code = (e.extensions as { code?: unknown; http?: { status?: unknown } } | undefined)?.code;
    return code === 'ERROR_CHIFT_AUTHENTICATION_ERROR';
  });
}

export function createConsoleClient(options: ClientOptions): Client {
  const cache = cacheExchange({
    keys: {
      Integration: (i) => String(i.integrationId),
      IntegrationCredential: () => null,
      OperationCoverage: () => null,
      ConnectorError: () => null,
      PageInfo: () => null,
      UserError: () => null,
      WebhookEventType: (e) => String(e.event),
      WebhookTest: () => null,
      ConsumerConnection: () => null,
      ConsumerEdge: () => null,
      WebhookConnection: () => null,
      WebhookEdge: () => null,
      WebhookLogConnection: () => null,
      WebhookLogEdge: () => null,
      ApiClientConnection: () => null,
      ApiClientEdge: () => null,
      CreateConsumerPayload: () => null,
      UpdateConsumerPayload: () => null,
      DeleteConsumerPayload: () => null,
      CreateConnectionPayload: () => null,
      DeleteConnectionPayload: () => null,
      CreateWebhookPayload: () => null,
      DeleteWebhookPayload: () => null,
      TestWebhookPayload: () => null,
      ReplayWebhookLogPayload: () => null,
      CreateApiClientPayload: () => null,
      RotateApiClientPayload: () => null,
      DeleteApiClientPayload: () => null,
    },
    resolvers: {
      Query: { consumers: relayPagination() },
    },
    updates: {
      Mutation: {
        createConsumer: (_result, _args, cache) => invalidateList(cache, 'consumers'),
        deleteConsumer: (result, _args, cache) => {
          const id = (result.deleteConsumer as { deletedId?: string | null }).deletedId;
          if (id) cache.invalidate({ __typename: 'Consumer', id });
          invalidateList(cache, 'consumers');
        },
        createConnection: (_result, args, cache) => {
          const { consumerId } = (args as { input: { consumerId: string } }).input;
          cache.invalidate({ __typename: 'Consumer', id: consumerId }, 'connections');
        },
        deleteConnection: (_result, args, cache) => {
          const { consumerId } = (args as { input: { consumerId: string } }).input;
          cache.invalidate({ __typename: 'Consumer', id: consumerId }, 'connections');
        },
        createWebhook: (_result, _args, cache) => invalidateList(cache, 'webhooks'),
        deleteWebhook: (_result, _args, cache) => invalidateList(cache, 'webhooks'),
        // testWebhook and replayWebhookLog add a delivery: the webhook's page reads its deliveries
        // again once per new attempt, whether its answer or its outcome event comes first.
        createApiClient: (_result, _args, cache) => invalidateList(cache, 'apiClients'),
        deleteApiClient: (_result, _args, cache) => invalidateList(cache, 'apiClients'),
      },
    },
  });

  return new Client({
    url: '/graphql',
    // Subscriptions over the same endpoint: yoga answers them as Server-Sent Events.
    fetchSubscriptions: true,
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    fetchOptions: () => ({ headers: { authorization: `Bearer ${options.token()}` } }),
    exchanges: [
      cache,
      mapExchange({
        onOperation(operation) {
          const definition = operation.query.definitions.find((d) => d.kind === 'OperationDefinition');
          const hash =
            definition && 'name' in definition ? hashByName.get(definition.name?.value ?? '') : undefined;
          if (!hash) return operation;
          return {
            ...operation,
            extensions: { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } },
          };
        },
        onError(error) {
          if (isUnauthorized(error)) options.onUnauthorized();
        },
      }),
      fetchExchange,
    ],
  });
}
