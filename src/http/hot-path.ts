import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { ClientStates } from '../auth/client-state.js';
import type { createRateLimiter } from '../auth/rate-limit.js';
import type { TokenService } from '../auth/tokens.js';
import { LintelError } from '../errors.js';
import { graphqlErrorResponse } from '../graphql.js';
import { cacheableRestRoutes, restAnswerKey, restRoutePattern } from '../rest/answer-cache.js';
import { errorBody } from '../rest/errors.js';
import {
  CONNECTION_HEADERS,
  firstHeader,
  isForceRefresh,
  isRawData,
  type WithHeaders,
} from '../rest/params.js';
import { cacheHeaders, callerRights, createReadCacheState, type ReadCache } from '../schema/read-cache.js';
import { requestIdFrom } from './request-id.js';
import { logRequest } from './request-log.js';

/**
 * The hot path (issue 10, item 2): a repeated REST read answered from memory on the Node
 * request, before the framework turns it into a `Request` and runs its middleware. It answers
 * only what it can answer exactly as the full path would — a GET of a domain read, with a bearer
 * token verified before and not expired, whose API client is known and unchanged, within the
 * account's rate limit, whose answer the read cache holds — and steps aside (answers false) for
 * everything else: CORS requests, `x-chift-force-refresh`, unknown tokens, misses. No database
 * query, no vendor call: the token, the client's state and the answer all come from memory.
 *
 * GraphQL the same way: a JSON POST to `/graphql` is read here and, when the read cache holds
 * the bytes of the answer to that very body (for the same account generation, token rights,
 * connection and Accept header), answered at once. Otherwise it goes on to `fetch` as a
 * Request; when the GraphQL layer kept that answer in the read cache (schema/read-cache.ts,
 * graphql-read-cache.ts), the bytes written are kept too. The two are tied by a random nonce
 * header only this process knows, so no client can make an answer be kept under its key.
 */

export interface HotPathDeps {
  tokens: TokenService;
  clientStates: ClientStates;
  rateLimiter: ReturnType<typeof createRateLimiter>;
  readCache: ReadCache;
  logger: Logger;
  /** Told of every answer given here (metrics): the route template, method, status and seconds. */
  onAnswer?: (route: string, method: string, status: number, seconds: number) => void;
  /** The full path, for the GraphQL requests read here and not answered from memory. */
  fetch(request: Request): Promise<Response>;
}

/** Carries the nonce of a forwarded GraphQL request to the GraphQL layer (see `kept`). */
export const HOT_NONCE_HEADER = 'x-lintel-hot-nonce';
/** Set by `Request` from the body it is given, not copied from the client's request. */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);
/** GraphQL bodies larger than this are forwarded without looking in the cache. */
const MAX_CACHED_BODY = 16 * 1024;
/** The request body limit of the full path (app.ts): larger bodies are forwarded as they are. */
const MAX_BODY = 1024 * 1024;

interface GraphQLAnswer {
  bytes: Uint8Array;
  contentType: string;
}

/** A header's value as `Headers.get` would give it (repeated headers joined), trimmed. */
function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value)?.trim() || undefined;
}

/** The Node request as the REST layer's header rules read a `Request` (rest/params.ts). */
const headersOf = (request: IncomingMessage): WithHeaders => ({
  headers: { get: (name) => header(request, name) },
});

export function createHotPath(deps: HotPathDeps) {
  const routes = cacheableRestRoutes.map(({ route, operation }) => ({
    operation,
    template: route.path,
    pattern: restRoutePattern(route.path),
  }));
  const { readCache } = deps;

  let answered = 0;
  /**
   * Nonces of forwarded GraphQL requests still running: undefined until the GraphQL layer says
   * it kept the answer (then when its data was read). Only nonces issued here are recorded.
   */
  const pendingNonces = new Map<string, number | undefined>();

  /** The token's claims when the hot path may act for it (verified before, client unchanged). */
  function knownCaller(headers: WithHeaders) {
    const authorization = headers.headers.get('authorization');
    if (!authorization || !/^bearer /i.test(authorization)) return undefined;
    const claims = deps.tokens.peek(authorization.slice(7).trim());
    if (!claims || deps.clientStates.peek(claims) !== true) return undefined;
    if (isForceRefresh(headers)) return undefined;
    return claims;
  }

  const requestIdOf = (request: IncomingMessage) => requestIdFrom(header(request, 'x-request-id'));
  const logAnswer = (requestId: string, method: string, path: string, status: number, started: number) =>
    logRequest(deps.logger, { requestId, method, path, status }, started);

  /** The connection the client picked (`CONNECTION_HEADERS`, the first given), as the full path reads it. */
  const connectionOf = (headers: WithHeaders) => firstHeader(headers, CONNECTION_HEADERS);

  /** Writes a Response of the full path on the Node response (what the adapter would do). */
  async function writeResponse(response: ServerResponse, answer: Response, bytes?: Uint8Array) {
    const headers: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    response.writeHead(answer.status, headers);
    if (bytes) return void response.end(bytes);
    if (!answer.body) return void response.end();
    Readable.fromWeb(answer.body as never).pipe(response);
  }

  /** The client's headers for a `Request` to the full path (no framing, no nonce of the client's). */
  function headersToForward(request: IncomingMessage, requestId: string): Headers {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === HOT_NONCE_HEADER || FRAMING_HEADERS.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    headers.set('x-request-id', requestId);
    return headers;
  }

  const urlOf = (request: IncomingMessage) =>
    `http://${header(request, 'host') ?? 'localhost'}${request.url}`;

  /** Reads the body (at most `MAX_BODY` bytes; undefined past it). */
  function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let length = 0;
      request.on('data', (chunk: Buffer) => {
        length += chunk.byteLength;
        if (length <= MAX_BODY) chunks.push(chunk);
      });
      request.on('end', () => resolve(length <= MAX_BODY ? Buffer.concat(chunks) : undefined));
      request.on('error', reject);
    });
  }

  /** A JSON POST to /graphql from a known token: answered from memory or forwarded. */
  async function graphql(
    request: IncomingMessage,
    headers: WithHeaders,
    response: ServerResponse,
    claims: NonNullable<ReturnType<typeof knownCaller>>,
  ) {
    const started = performance.now();
    const body = await readBody(request);
    const requestId = requestIdOf(request);
    const accept = header(request, 'accept') ?? '';
    const key =
      body !== undefined && body.byteLength <= MAX_CACHED_BODY
        ? [
            readCache.accountScope(claims.accountId),
            'graphql-bytes',
            callerRights(claims),
            connectionOf(headers) ?? '',
            accept,
            body.toString('utf8'),
          ].join('|')
        : undefined;
    const hit = key === undefined ? undefined : readCache.lookup<GraphQLAnswer>(key);
    let limited = false;
    if (hit) {
      try {
        await deps.rateLimiter.take(claims.accountId);
      } catch {
        limited = true;
      }
    }
    if (hit && !limited) {
      const state = createReadCacheState(false);
      readCache.noteAnswerHit(state, hit, 'graphql');
      response.writeHead(200, {
        'content-type': hit.value.contentType,
        'content-length': hit.value.bytes.byteLength,
        'x-content-type-options': 'nosniff',
        'x-request-id': requestId,
        ...cacheHeaders(state, readCache.now()),
      });
      response.end(hit.value.bytes);
      deps.onAnswer?.('/graphql', 'POST', 200, logAnswer(requestId, 'POST', '/graphql', 200, started) / 1000);
      answered++;
      return;
    }
    // The full path, with the bytes read here; the nonce tells whether its answer was kept.
    const nonce = randomUUID();
    const forwardedHeaders = headersToForward(request, requestId);
    if (key !== undefined) {
      forwardedHeaders.set(HOT_NONCE_HEADER, nonce);
      pendingNonces.set(nonce, undefined);
    }
    if (body === undefined) {
      // The full path's limit, in its words (app.ts answers the same to a body it reads).
      const refusal = graphqlErrorResponse(
        new LintelError('ERROR_PAYLOAD_TOO_LARGE', { message: 'Request body larger than 1 MB' }),
        { 'x-request-id': requestId },
      );
      logAnswer(requestId, 'POST', '/graphql', refusal.status, started);
      return writeResponse(response, refusal);
    }
    const forwarded = new Request(urlOf(request), {
      method: 'POST',
      headers: forwardedHeaders,
      body: Uint8Array.from(body),
    });
    let answer: Response;
    try {
      answer = await deps.fetch(forwarded);
    } catch (error) {
      pendingNonces.delete(nonce);
      throw error;
    }
    const storedAt = pendingNonces.get(nonce);
    pendingNonces.delete(nonce);
    if (key !== undefined && storedAt !== undefined && answer.status === 200) {
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const contentType = answer.headers.get('content-type') ?? 'application/json';
      // Sized by its bytes: measuring the object would serialize the byte array as JSON.
      readCache.keep<GraphQLAnswer>(
        key,
        { bytes, contentType },
        storedAt,
        bytes.byteLength + contentType.length * 2,
      );
      return writeResponse(response, answer, bytes);
    }
    return writeResponse(response, answer);
  }

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!readCache.enabled || request.headers.origin !== undefined) return false;
    if (request.method === 'POST' && (request.url === '/graphql' || request.url?.startsWith('/graphql?'))) {
      const type = header(request, 'content-type') ?? '';
      const accept = header(request, 'accept') ?? '';
      // Subscriptions (event streams) and anything but JSON go the usual way.
      if (!/^application\/json\b/i.test(type) || /text\/event-stream|multipart/i.test(accept)) return false;
      const headers = headersOf(request);
      const claims = knownCaller(headers);
      if (!claims) return false;
      graphql(request, headers, response, claims).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'hot path: GraphQL request failed');
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            errors: [{ message: 'Internal server error', extensions: { code: 'ERROR_INTERNAL' } }],
          }),
        );
      });
      return true;
    }
    if (request.method !== 'GET') return false;
    const started = performance.now();
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    let consumerId: string | undefined;
    let template = '';
    let operation = '';
    for (const route of routes) {
      const match = route.pattern.exec(path);
      if (match) {
        consumerId = match[1];
        template = route.template;
        operation = route.operation;
        break;
      }
    }
    if (consumerId === undefined) return false;
    const headers = headersOf(request);
    const claims = knownCaller(headers);
    if (!claims) return false;
    const key = restAnswerKey(readCache, claims, consumerId, connectionOf(headers), isRawData(headers), url);
    const hit = readCache.lookup<Uint8Array>(key);
    if (!hit) return false;
    const requestId = requestIdOf(request);
    // The rate limiter answers in a promise (rate-limiter-flexible), so the request is taken here
    // before its verdict; over the limit it goes on to the full path as a GraphQL request does,
    // which answers the 429 in the contract's shape.
    deps.rateLimiter
      .take(claims.accountId)
      .then(
        () => {
          const state = createReadCacheState(false);
          readCache.noteAnswerHit(state, hit, operation);
          response.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': hit.value.byteLength,
            'x-content-type-options': 'nosniff',
            'x-request-id': requestId,
            ...cacheHeaders(state, readCache.now()),
          });
          response.end(hit.value);
          deps.onAnswer?.(template, 'GET', 200, logAnswer(requestId, 'GET', path, 200, started) / 1000);
          answered++;
        },
        async () => {
          const forwarded = new Request(urlOf(request), { headers: headersToForward(request, requestId) });
          return writeResponse(response, await deps.fetch(forwarded));
        },
      )
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'hot path: REST request failed');
        if (!response.headersSent)
          response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(errorBody(new LintelError('ERROR_INTERNAL'))));
      });
    return true;
  };
  /** The GraphQL layer kept the answer of the request carrying `nonce` (data read at `storedAt`). */
  const kept = (nonce: string | null, storedAt: number) => {
    if (nonce && pendingNonces.has(nonce)) pendingNonces.set(nonce, storedAt);
  };
  // `answered`: requests answered here so far (tests, metrics); a live getter on the function.
  Object.defineProperty(answer, 'answered', { get: () => answered });
  return Object.assign(answer, { kept }) as typeof answer & {
    readonly answered: number;
    kept: typeof kept;
  };
}

export type HotPath = ReturnType<typeof createHotPath>;
