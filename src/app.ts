import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import pino, { type Logger } from 'pino';
import { CLIENTS_CHANNEL, createClientStates } from './auth/client-state.js';
import { createLoginGuard, createRateLimiter } from './auth/rate-limit.js';
import { createScopeChecker } from './auth/scopes.js';
import { createTokenService, requireBearer } from './auth/tokens.js';
import { type BootstrapInfo, bootstrap } from './bootstrap.js';
import type { Config } from './config.js';
import { createConnectionWriter } from './connect/connections.js';
import { createCsrfTokens } from './connect/csrf.js';
import { mountConnectPage } from './connect/page.js';
import type { ConnectorDefinition } from './connectors/connector.js';
import { createDroppedRecords } from './connectors/dropped-records.js';
import { createConnectorRegistry } from './connectors/registry.js';
import { createSandboxConnectors } from './connectors/sandbox/index.js';
import { createVendorConnectors } from './connectors/vendors.js';
import { mountDocs } from './docs/index.js';
import { findLintelError, LintelError, methodRefusal } from './errors.js';
import { exchangeOf, type HttpEnv } from './exchange.js';
import {
  createGraphQLServer,
  graphqlErrorResponse,
  isIntrospectionOnly,
  type ParsedBody,
  parsedBody,
  readJson,
  renderGraphiQLPage,
  requireGraphQLParams,
} from './graphql/server.js';
import { loadTrustedDocuments, withConsoleDocuments } from './graphql/trusted-documents.js';
import { defaultConsoleDir, mountConsole } from './http/console.js';
import { corsPolicy } from './http/cors.js';
import { graphiqlPage } from './http/graphiql-page.js';
import { createMemoryAnswers, type MemoryAnswers } from './http/memory-answers.js';
import { mountMetrics } from './http/metrics-endpoint.js';
import { loggablePath } from './http/request-log.js';
import { createRestReads, type RestReads } from './http/rest-reads.js';
import { recordRoute } from './http/route-template.js';
import { securityHeaders } from './http/security-headers.js';
import { createSender } from './http/send.js';
import { createRequestListener, type Listener } from './http/server.js';
import { sseEventIds } from './http/sse-event-ids.js';
import { mountMcp } from './mcp/index.js';
import { createMetrics, type Metrics } from './metrics.js';
import { openApiDocument } from './openapi/index.js';
import { createOutboundUrlCheck } from './outbound.js';
import { mountAdmin } from './rest/admin.js';
import { restRoutePattern } from './rest/answer-cache.js';
import { mountConsumerTokens } from './rest/consumer-token.js';
import { type AppEnv, renderError } from './rest/errors.js';
import { mountIntegrationImages } from './rest/images.js';
import { honoPath, mountRest, type RestRequest } from './rest/index.js';
import {
  CONNECTION_HEADERS,
  firstHeader,
  IDEMPOTENCY_HEADERS,
  isForceRefresh,
  requireIdempotencyKey,
} from './rest/params.js';
import { restRoutes } from './rest/routes.js';
import { mountService } from './rest/service.js';
import { mountToken } from './rest/token.js';
import { schema } from './schema/index.js';
import { createLinkService } from './services/connect-links.js';
import { createConnectionErrors } from './services/connection-errors.js';
import type { RequestContext, ServiceDeps } from './services/context.js';
import { connectionsKey, createLookupCache } from './services/lookup-cache.js';
import {
  createReadCache,
  createReadCacheState,
  createReadCacheSync,
  READ_CACHE_CHANNEL,
  type ReadCache,
} from './services/read-cache.js';
import { createWriteIntents } from './services/write-intents.js';
import type { Database } from './store/db.js';
import { createStore, type Store } from './store/index.js';
import { migrate } from './store/migrations/index.js';
import { createRateLimitTable } from './store/rate-limits.js';
import { checkSecretKey } from './store/secret-key.js';
import { createSecretBox, deriveKey } from './store/secrets.js';
import { createWebhookService, type WebhookServiceOptions } from './webhooks/index.js';

export interface AppDeps {
  config: Config;
  /** An open database; the app migrates it and closes it on `close()`. */
  db: Database;
  /** Key material for credentials at rest and token signing (LINTEL_SECRET_KEY). */
  secretKey: string;
  logger?: Logger;
  /** The app's metrics registry and instruments (default: a new one); `/metrics` shows them. */
  metrics?: Metrics;
  /** Extra connector definitions (vendor connectors, or fakes' connectors in tests). */
  connectors?: ConnectorDefinition[];
  /** DNS resolution for the outbound URL check (tests substitute it). */
  resolveHost?: (host: string) => Promise<string[]>;
  /** Delivery worker tuning (tests shorten timeouts and polling). */
  webhookWorker?: WebhookServiceOptions['worker'];
  /**
   * The read cache's clock in milliseconds (default `performance.now()`): tests move it past
   * LINTEL_READ_CACHE_SECONDS instead of waiting.
   */
  readCacheNow?: () => number;
  /**
   * The clock of the connection failures' once-a-minute write (milliseconds, default
   * `Date.now`): tests move it past the minute instead of waiting.
   */
  connectionErrorsNow?: () => number;
  /** The console's build (default: `dist/console`, src/http/console.ts). */
  consoleDir?: string;
}

export interface App {
  /**
   * The server's one Node request listener (src/http/server.ts): memory answers, domain reads,
   * then the Hono app, then the one writer. `src/main.ts` and the test kit serve it with `listen`.
   */
  listener: Listener;
  store: Store;
  bootstrap: BootstrapInfo;
  logger: Logger;
  /** The read cache (issue 10): its size, for tests and metrics. */
  readCache: ReadCache;
  /** The first step of the listener: answers held in memory (how many it gave, for tests). */
  memory: MemoryAnswers;
  /** The second: domain reads run on the Node request, without Hono (how many it answered, for tests). */
  restReads: RestReads;
  /** Runs the change poller once now (what its background loop does every interval). */
  pollChanges(): Promise<number>;
  /** Resolves interrupted idempotent writes now (what the background sweep does); answers how many. */
  resolveWrites(): Promise<number>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** `1 MB`, `20 MB`: a body limit as its error message says it. */
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Request bodies within 1 MB, except the writes whose bodies may carry documents (base64 PDFs,
 * `documents` in their declaration): those within `documentMaxBytes`.
 */
function bodyLimits(documentMaxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new LintelError('ERROR_PAYLOAD_TOO_LARGE', {
          message: `Request body larger than ${megabytes(maxSize)}`,
        });
      },
    });
  const small = limit(MAX_BODY_BYTES);
  const large = limit(Math.max(MAX_BODY_BYTES, documentMaxBytes));
  const documentRoutes = restRoutes
    .filter((route) => route.documents)
    .map((route) => ({ method: route.method, pattern: restRoutePattern(route.path) }));
  return (c, next) => {
    const { method, path } = c.req;
    const documents = documentRoutes.some((route) => route.method === method && route.pattern.test(path));
    return (documents ? large : small)(c, next);
  };
}

/** The app's middlewares on every path (recordRoute, securityHeaders, corsPolicy, bodyLimits). */
const GLOBAL_MIDDLEWARES = 4;

/**
 * Which domain reads the server's fast path (src/http/rest-reads.ts) must leave to Hono: those a
 * route or middleware mounted before them could take a path of (Hono runs the first that
 * matches). The middlewares on every path are the four the fast path does the work of; a fifth
 * stops the start rather than be skipped by it.
 */
function shadowedReads(
  routes: readonly { method: string; path: string }[],
  firstRestRoute: number,
): (route: { method: string; path: string }) => boolean {
  const global = routes.slice(0, firstRestRoute).filter((r) => r.path === '/*').length;
  if (global !== GLOBAL_MIDDLEWARES || routes.slice(firstRestRoute).some((r) => r.path === '/*'))
    throw new Error(
      `${global} middlewares on every path where the REST fast path (src/http/rest-reads.ts) does the work of ${GLOBAL_MIDDLEWARES}: do there what the new one does, then count it here`,
    );
  const segments = (path: string) => path.split('/');
  /** Whether some path matches both Hono paths (`:name` takes any segment, `*` any rest). */
  const overlap = (a: string[], b: string[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      if (x === '*' || y === '*') return true;
      if (x === undefined || y === undefined) return false;
      if (x.startsWith(':') || y.startsWith(':') || x === y) continue;
      return false;
    }
    return true;
  };
  const shadowed = new Map<string, boolean>();
  return (route) => {
    const key = `${route.method} ${route.path}`;
    let result = shadowed.get(key);
    if (result === undefined) {
      const own = segments(honoPath(route.path));
      const index = routes.findIndex((r) => r.method === route.method && r.path === honoPath(route.path));
      result =
        index < 0 ||
        routes
          .slice(0, index)
          .some(
            (r) =>
              r.path !== '/*' &&
              (r.method === 'ALL' || r.method === route.method) &&
              overlap(segments(r.path), own),
          );
      shadowed.set(key, result);
    }
    return result;
  };
}

/** What a POST to /graphql must look like, as a GraphQL error (415). */
function jsonBodyExpected(why?: string): LintelError {
  return new LintelError('ERROR_UNSUPPORTED_MEDIA_TYPE', {
    message:
      `${why ? `${why}; ` : ''}POST /graphql takes a JSON body {"query": "…", "variables": {…}} sent with ` +
      `Content-Type: application/json (also application/graphql, or form-encoded query and variables fields)`,
  });
}
/** Bounds how long a revoked client's tokens could work should a NOTIFY be lost. */
const CLIENT_STATE_TTL_MS = 60_000;
/**
 * While this process does not listen (its LISTEN connection is down), what notifications keep
 * fresh is used at most this old: client states (revocation, CONTRACT §8's 2 s) and read cache
 * entries (another process's writes).
 */
const UNLISTENED_TRUST_MS = 2_000;
const BOOTSTRAP_LOCK = 0x4c696e75; // "Linu", next to the migrations' "Lint"
const CONNECT_PAGE_SCOPES = ['consumers.connections'];
/** A connection's last connector failure is written at most this often (`LinkedAccount.lastError`). */
const CONNECTION_ERROR_INTERVAL_MS = 60_000;

/** The composition root: store, connectors, auth, GraphQL and REST on one Hono app. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const logger = deps.logger ?? pino({ level: config.logLevel });
  // Migration 18 seals the demo consumer's new connection with the key, as the store would.
  await migrate(db, {
    seal: (plaintext, id) => createSecretBox(deps.secretKey, config.secretKeyPrevious).seal(plaintext, id),
  });
  // Before anything is signed or opened with it: a key the database was not made with stops here.
  if (await checkSecretKey(db, deps.secretKey, config.secretKeyPrevious))
    logger.warn('LINTEL_SECRET_KEY replaces LINTEL_SECRET_KEY_PREVIOUS as the key of this database');
  const store = createStore(db, deps.secretKey, config.secretKeyPrevious);
  // Process metrics install process-wide observers: only worth it when someone can scrape them.
  const metrics = deps.metrics ?? createMetrics({ processMetrics: config.metricsToken !== undefined });
  const droppedRecords = createDroppedRecords();
  metrics.readFrom({ webhookBacklog: () => store.webhooks.backlog(), droppedRecords });
  const blockPrivateNetworks = config.production && !config.allowPrivateNetworks;
  const connectors = createConnectorRegistry([
    ...createSandboxConnectors(store.sandbox),
    ...createVendorConnectors({
      http: { blockPrivateNetworks, deadlineMs: config.vendorDeadlineMs, observer: metrics.vendor },
      logger,
      dropped: droppedRecords,
    }),
    // Later definitions replace earlier ones of the same integration id (tests substitute fakes).
    ...(deps.connectors ?? []),
  ]);
  const tokens = createTokenService({
    signingKey: deriveKey(deps.secretKey, 'token-signing'),
    ...(config.secretKeyPrevious
      ? { previousSigningKey: deriveKey(config.secretKeyPrevious, 'token-signing') }
      : {}),
    ttlSeconds: config.tokenTtlSeconds,
  });
  // On PostgreSQL the limits hold for an account over every process (issue 31): counted in the
  // database, in this process's memory while the database does not answer.
  const limitTable =
    db.kind === 'postgres'
      ? createRateLimitTable(db, {
          onStoreChange: (error) =>
            error
              ? logger.warn({ err: error }, 'rate limits counted per process: PostgreSQL does not answer')
              : logger.info('rate limits counted in PostgreSQL again'),
        })
      : undefined;
  const rateLimiter = createRateLimiter(config.rateLimit, limitTable?.counter);
  const logins = createLoginGuard(config.tokenRateLimit, limitTable?.counter);
  const clientStates = createClientStates({
    load: async (clientId) => {
      const client = await store.accounts.getClient(clientId);
      return client && { accountId: client.accountId, generation: client.generation };
    },
    ttlMs: CLIENT_STATE_TTL_MS,
  });
  /** An API client was deleted or rotated: this process forgets at once, the others on NOTIFY. */
  const clientChanged = () => {
    clientStates.forgetAll();
    db.notify(CLIENTS_CHANNEL);
  };
  const checkOutboundUrl = createOutboundUrlCheck({
    enforce: blockPrivateNetworks,
    ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
  });
  // A connection's last failure, recorded by requests and by the change poller alike.
  const connectionErrors = createConnectionErrors({
    write: (id, error) => store.connections.recordError(id, error),
    clear: (id) => store.connections.clearError(id),
    intervalMs: CONNECTION_ERROR_INTERVAL_MS,
    ...(deps.connectionErrorsNow ? { now: deps.connectionErrorsNow } : {}),
  });
  const lookups = createLookupCache(config.lookupCacheMs);
  const webhooks = createWebhookService({
    connectionErrors,
    // The poller's note on a connection shows at once in this process's reads of it.
    onHealthChange: (c) => lookups.invalidate(connectionsKey(c.accountId, c.consumerId)),
    store,
    connectors,
    logger,
    pollIntervalMs: config.pollIntervalSeconds * 1000,
    retrySchedule: config.webhookRetrySchedule,
    blockPrivateNetworks,
    runWorker: config.webhookWorker,
    worker: {
      timeoutMs: config.webhookTimeoutMs,
      concurrency: config.webhookConcurrency,
      perSubscription: config.webhookSubscriptionConcurrency,
      leaseMs: config.webhookLeaseMs,
      // One process owns an embedded database: a claim found there at start is a killed run's.
      soleOwner: db.kind === 'pglite',
      onAttempt: metrics.webhookDelivery,
      onReclaimed: metrics.webhookClaimsReclaimed,
      ...deps.webhookWorker,
    },
  });
  const links = createLinkService({
    key: deriveKey(deps.secretKey, 'connect-link'),
    ...(config.secretKeyPrevious ? { previousKey: deriveKey(config.secretKeyPrevious, 'connect-link') } : {}),
    ttlSeconds: config.connectLinkTtlSeconds,
  });
  const writes = createWriteIntents({
    store,
    connectors,
    logger,
    wake: webhooks.dispatcher.wake,
    leaseMs: config.idempotencyLeaseMs,
    sweepIntervalMs: config.idempotencyLeaseMs,
    // An embedded database has one process: at start, every lease is a dead process's.
    soleOwner: db.kind === 'pglite',
  });
  const cacheSync = createReadCacheSync((payload) => db.notify(READ_CACHE_CHANNEL, payload));
  const readCache = createReadCache({
    ...config.readCache,
    ...(deps.readCacheNow ? { now: deps.readCacheNow } : {}),
    onInvalidate: cacheSync.announce,
    onOutcome: (operation, outcome, count) => metrics.readCacheOutcome(operation, outcome, count),
  });
  const serviceDeps: ServiceDeps = {
    links,
    store,
    connectors,
    checkOutboundUrl,
    webhooks: webhooks.dispatcher,
    events: webhooks.feed,
    lookups,
    readCache,
    writes,
    logger,
    connectionErrors,
    clientChanged,
  };
  // Processes starting together on an empty database would both create the bootstrap account and
  // client (duplicate key); one bootstraps at a time, the next finds what it made.
  const info = await db.withAdvisoryLock(BOOTSTRAP_LOCK, () => bootstrap(store, connectors, config));

  /** Verifies the bearer token, applies the account's rate limit, builds a fresh context. */
  async function createContext(
    request: RestRequest,
    options: { connectionId: string | null; idempotencyKey: string | null },
  ): Promise<RequestContext> {
    const claims = await tokens.verify(requireBearer(request.headers.get('authorization')));
    await clientStates.check(claims);
    await rateLimiter.take(claims.accountId);
    return {
      requestId: request.headers.get('x-request-id') ?? randomUUID(),
      baseUrl: config.publicUrl ?? new URL(request.url).origin,
      caller: {
        accountId: claims.accountId,
        clientId: claims.clientId,
        consumerId: claims.consumerId,
        scopes: claims.scopes,
        can: createScopeChecker(claims.scopes),
      },
      connectionId: options.connectionId,
      idempotencyKey: options.idempotencyKey,
      cache: createReadCacheState(isForceRefresh(request)),
      deps: serviceDeps,
    };
  }

  const onUnexpected = (error: unknown, request?: RestRequest) =>
    logger.error(
      {
        err: error,
        requestId: request?.headers.get('x-request-id'),
        path: request && loggablePath(new URL(request.url).pathname),
      },
      'unexpected error',
    );

  /** GraphiQL's schema fetch without a token (development only): no account, no scope. */
  const introspectionOnly = (request: Request): RequestContext => ({
    requestId: request.headers.get('x-request-id') ?? randomUUID(),
    baseUrl: config.publicUrl ?? new URL(request.url).origin,
    caller: { accountId: '', clientId: '', consumerId: null, scopes: [], can: () => false },
    connectionId: null,
    idempotencyKey: null,
    cache: createReadCacheState(false),
    deps: serviceDeps,
  });

  /**
   * The connect page acts for the account its link was signed for, with the one scope it needs
   * (writing connections) and under the account's rate limit, like an API client would.
   */
  const connectPageContext = async (accountId: string, request: Request): Promise<RequestContext> => {
    await rateLimiter.take(accountId);
    return {
      requestId: request.headers.get('x-request-id') ?? randomUUID(),
      baseUrl: config.publicUrl ?? new URL(request.url).origin,
      caller: {
        accountId,
        clientId: '',
        consumerId: null,
        scopes: CONNECT_PAGE_SCOPES,
        can: createScopeChecker(CONNECT_PAGE_SCOPES),
      },
      connectionId: null,
      idempotencyKey: null,
      cache: createReadCacheState(false),
      deps: serviceDeps,
    };
  };

  const memory = createMemoryAnswers({ tokens, clientStates, rateLimiter, readCache });
  const yoga = createGraphQLServer({
    schema,
    graphiql: config.graphiql,
    suggestions: !config.production,
    trustedDocuments: config.trustedDocumentsPath
      ? withConsoleDocuments(loadTrustedDocuments(config.trustedDocumentsPath))
      : undefined,
    onUnexpected,
    maxItems: config.graphqlMaxItems,
    maxDepth: config.graphqlMaxDepth,
    createContext: async (request, query) => {
      if (config.graphiql && !request.headers.has('authorization') && isIntrospectionOnly(query))
        return introspectionOnly(request);
      const context = await createContext(request, {
        connectionId: firstHeader(request, CONNECTION_HEADERS),
        idempotencyKey: firstHeader(request, IDEMPOTENCY_HEADERS),
      });
      // Checked once the token is, as on REST: a key longer than 255 characters is a 422.
      requireIdempotencyKey(request);
      return { ...context, lastEventId: request.headers.get('last-event-id') };
    },
  });

  // `strict: false`: `/consumers/` is served as `/consumers` (`/` stays itself; query strings are kept).
  const app = new Hono<AppEnv>({ strict: false });
  // Request id, log line, metrics and the headers every answer carries are the server's
  // (src/http/server.ts, src/http/send.ts), for memory answers and these alike.
  app.use(recordRoute());
  app.use(securityHeaders());
  app.use(corsPolicy(config.corsOrigins));
  app.use('/graphql', sseEventIds());
  app.use(bodyLimits(config.documentMaxBytes));

  mountService(app, {
    ping: () => store.ping(),
    // Not ready while deaf to the other processes: a balancer sends requests elsewhere.
    notReady: () => {
      const state = db.listening();
      return state.listening ? undefined : state.reason;
    },
    logger,
    openapi: openApiDocument,
  });
  mountToken(app, { accounts: store.accounts, tokens, logins, trustProxy: config.trustProxy });
  mountConsumerTokens(app, {
    store,
    tokens,
    ttlSeconds: config.tokenTtlSeconds,
    logins,
    trustProxy: config.trustProxy,
    createContext: (request) => createContext(request, { connectionId: null, idempotencyKey: null }),
  });
  mountAdmin(app, { adminKey: config.adminKey, accounts: store.accounts, onClientChanged: clientChanged });
  const firstRestRoute = app.routes.length;
  const restRouteTable = mountRest(app, { createContext, readCache });
  mountIntegrationImages(app, connectors);
  mountConnectPage(app, {
    links,
    csrf: createCsrfTokens(
      deriveKey(deps.secretKey, 'connect-csrf'),
      config.secretKeyPrevious ? deriveKey(config.secretKeyPrevious, 'connect-csrf') : undefined,
    ),
    store,
    connectors,
    connections: createConnectionWriter({ contextFor: connectPageContext }),
    publicUrl: config.publicUrl,
    logger,
  });
  mountDocs(app, { publicUrl: config.publicUrl });
  mountConsole(app, { dir: deps.consoleDir ?? defaultConsoleDir() });
  mountMetrics(app, { metrics, token: config.metricsToken });
  mountMcp(app, {
    connectors,
    createContext: (request) => createContext(request, { connectionId: null, idempotencyKey: null }),
    dispatch: async (request) => app.fetch(request),
  });
  if (config.graphiql) app.get('/graphql', graphiqlPage(renderGraphiQLPage));
  const bodilessRefusals: Record<number, () => LintelError> = {
    406: () =>
      new LintelError('ERROR_NOT_ACCEPTABLE', {
        message:
          'The Accept header allows no media type this operation can be answered in: queries and mutations ' +
          'answer application/json or application/graphql-response+json, subscriptions text/event-stream',
      }),
    415: () => jsonBodyExpected(),
  };
  /** Yoga's answer, refusals made before it (malformed parameters) and its bodiless ones as GraphQL errors. */
  const graphqlAnswer = async (
    request: Request,
    env: Partial<HttpEnv> | undefined,
    params?: URLSearchParams,
    parsed?: ParsedBody,
  ): Promise<Response> => {
    try {
      if (params) requireGraphQLParams(params);
    } catch (error) {
      const known = findLintelError(error);
      if (known) return graphqlErrorResponse(known);
      throw error;
    }
    // The exchange reaches the GraphQL context (the read cache marks an answer it kept there).
    const exchange = exchangeOf(env);
    const response = await Promise.resolve(yoga.fetch(request, { ...(exchange && { exchange }), ...parsed }));
    const refusal = response.body === null ? bodilessRefusals[response.status] : undefined;
    // Yoga's 406 and 415 have no body: say which media types work, as a GraphQL error.
    return refusal ? graphqlErrorResponse(refusal(), Object.fromEntries(response.headers)) : response;
  };
  app.on(['GET', 'OPTIONS'], '/graphql', (c) =>
    graphqlAnswer(c.req.raw, c.env, c.req.method === 'GET' ? new URL(c.req.url).searchParams : undefined),
  );
  app.post('/graphql', async (c) => {
    const request = c.req.raw;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded')) {
      const text = await request.text();
      // `curl -d '{"query": …}'` without a content type sends JSON labelled as a form: say what to send
      // rather than "Must provide query string".
      if (/^\s*[{[]/.test(text)) {
        return graphqlErrorResponse(
          jsonBodyExpected('the body is JSON but its Content-Type says form-encoded (curl -d does that)'),
        );
      }
      return graphqlAnswer(new Request(request, { body: text }), c.env, new URLSearchParams(text));
    }
    if (!type.includes('json')) return graphqlAnswer(request, c.env);
    // A body that is not JSON (or nested too deep) is a request that cannot start: 400, as a
    // GraphQL error (contract §7) that says where the JSON breaks, not yoga's parser message.
    const text = await request.text();
    const read = readJson(text, 'The body');
    if ('error' in read) return graphqlErrorResponse(read.error);
    // Parsed once: yoga takes the parameters as they are, on a request without a body (this one's
    // is read, and yoga's body limit would pipe a body through one more stream); or, where yoga
    // reads the body otherwise (or refuses it), the bytes the client sent.
    const parsed = parsedBody(request, read.value);
    return parsed
      ? graphqlAnswer(
          new Request(request.url, { method: 'POST', headers: request.headers, signal: request.signal }),
          c.env,
          undefined,
          parsed,
        )
      : graphqlAnswer(new Request(request, { body: text }), c.env);
  });

  // Unknown paths and methods answer in the contract's JSON shape too; a known path with another
  // method is a 405 that lists the methods it takes (the routes actually mounted).
  const known = app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, pattern: new RegExp(`^${r.path.replace(/:[a-z_]+/gi, '[^/]+')}/?$`) }));
  const allowedMethods = (path: string) => [
    ...new Set(known.filter((k) => k.pattern.test(path)).map((k) => k.method)),
  ];
  app.notFound((c) => {
    throw methodRefusal(c.req.method, allowedMethods(c.req.path));
  });
  app.onError(renderError(onUnexpected));

  await webhooks.start();
  await writes.start();
  /**
   * Listening lost: trust what notifications keep fresh for 2 s at most. Listening again: the
   * notifications sent meanwhile are lost, so drop it all (after LISTEN, so none is missed).
   */
  const onListening = (state: ReturnType<Database['listening']>) => {
    const trust = state.listening ? undefined : UNLISTENED_TRUST_MS;
    readCache.trustFor(trust);
    clientStates.trustFor(trust);
    if (state.listening) logger.info('listening to PostgreSQL notifications again');
    else logger.warn({ reason: state.reason }, 'not listening to the other processes');
  };
  const stopWatching = db.onListeningChange(onListening);
  const unlistenClients = await db.listen(CLIENTS_CHANNEL, () => clientStates.forgetAll());
  const unlistenCache = await db.listen(READ_CACHE_CHANNEL, (payload) =>
    cacheSync.receive(payload, readCache),
  );
  // The first attempt may have failed (it is retried): start distrusting now.
  if (!db.listening().listening) onListening(db.listening());
  metrics.readFrom({ listening: () => db.listening().listening });
  const stopCountingRetries = db.onRetry((statement) => {
    metrics.databaseRetry(statement);
    logger.warn({ statement }, 'database connection failed; statement sent again on a fresh connection');
  });

  const restReads = createRestReads({
    routes: restRouteTable,
    shadowed: shadowedReads(app.routes, firstRestRoute),
    onUnexpected,
  });
  const listener = createRequestListener({
    fetch: async (request, env) => app.fetch(request, env),
    memory,
    restReads,
    allowedMethods,
    send: createSender({
      logger,
      onAnswer: (route, method, status, seconds) => metrics.httpRequest(route, method, status, seconds),
      varyByOrigin: config.corsOrigins.length > 0,
    }),
    logger,
  });

  let closing: Promise<void> | undefined;
  return {
    listener,
    store,
    bootstrap: info,
    logger,
    readCache,
    memory,
    restReads,
    pollChanges: () => webhooks.pollOnce(),
    resolveWrites: () => writes.sweep(),
    close: () => {
      // Stop background work first (in-flight deliveries are settled), then the database.
      stopWatching();
      limitTable?.close();
      stopCountingRetries();
      closing ??= unlistenClients()
        .then(() => unlistenCache())
        .then(() => writes.stop())
        .then(() => webhooks.stop())
        .then(() => connectors.close())
        .then(() => db.close());
      return closing;
    },
  };
}
