import type { IncomingMessage } from 'node:http';
import type { ClientStates } from '../auth/client-state.js';
import type { createRateLimiter } from '../auth/rate-limit.js';
import type { TokenClaims, TokenService } from '../auth/tokens.js';
import type { Exchange } from '../exchange.js';
import { createCacheableMatcher, restAnswerKey } from '../rest/answer-cache.js';
import {
  CONNECTION_HEADERS,
  firstHeader,
  isForceRefresh,
  isRawData,
  type WithHeaders,
} from '../rest/params.js';
import { cacheHeaders, callerRights, createReadCacheState, type ReadCache } from '../services/read-cache.js';
import { type BytesAnswer, headerRecord } from './send.js';

/**
 * Answers from memory (issue 10, item 2), the first step of the server's pipeline
 * (src/http/server.ts): a repeated REST read, or a repeated GraphQL query, answered with bytes
 * the read cache holds — no query, no vendor call, no framework. It answers only what it can
 * answer exactly as the rest of the pipeline would: a bearer token verified before and not
 * expired, whose API client is known and unchanged, within the account's rate limit, whose answer
 * is held. Everything else goes on (answers undefined): CORS requests (their headers are the CORS
 * policy's), `x-chift-force-refresh`, unknown tokens, misses. Its answers are written by the same
 * writer as the others (src/http/send.ts), which adds the headers every answer carries.
 */

export interface MemoryAnswersDeps {
  tokens: TokenService;
  clientStates: ClientStates;
  rateLimiter: ReturnType<typeof createRateLimiter>;
  readCache: ReadCache;
}

/** GraphQL bodies larger than this are not looked up (nor read ahead of the full path). */
export const MAX_REMEMBERED_BODY = 16 * 1024;

interface GraphQLAnswerBytes {
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

const isGraphQLPath = (url: string | undefined) =>
  url === '/graphql' || url?.startsWith('/graphql?') === true;

export function createMemoryAnswers(deps: MemoryAnswersDeps) {
  const { readCache } = deps;
  const matchRoute = createCacheableMatcher();
  let answered = 0;

  /** The token's claims when memory may act for it (verified before, client unchanged, no refresh asked). */
  function knownCaller(headers: WithHeaders): TokenClaims | undefined {
    const authorization = headers.headers.get('authorization');
    if (!authorization || !/^bearer /i.test(authorization)) return undefined;
    const claims = deps.tokens.peek(authorization.slice(7).trim());
    if (!claims || deps.clientStates.peek(claims) !== true) return undefined;
    if (isForceRefresh(headers)) return undefined;
    return claims;
  }

  /**
   * Within the account's rate limit. Over it, the held answer is not given: the rest of the
   * pipeline answers the 429 in the contract's shape (counting the request once more, at a limit
   * already reached).
   */
  async function withinLimit(claims: TokenClaims): Promise<boolean> {
    try {
      await deps.rateLimiter.take(claims.accountId);
      return true;
    } catch {
      return false;
    }
  }

  /** The hit as the answer's headers describe it (`x-lintel-cache: hit`, `Age`), counted. */
  function hitHeaders(entry: Parameters<ReadCache['noteAnswerHit']>[1], label: string) {
    const state = createReadCacheState(false);
    readCache.noteAnswerHit(state, entry, label);
    answered++;
    return cacheHeaders(state, readCache.now());
  }

  /**
   * A held REST answer to this GET, or undefined when there is none. With a rate limit, the
   * answer comes once the limit has been applied (undefined when over it); without one, at once.
   */
  function rest(exchange: Exchange): BytesAnswer | Promise<BytesAnswer | undefined> | undefined {
    const request = exchange.incoming;
    if (!readCache.enabled || exchange.method !== 'GET' || request.headers.origin !== undefined)
      return undefined;
    const matched = matchRoute(exchange.path);
    const consumerId = matched?.params.consumer_id;
    if (!matched || consumerId === undefined) return undefined;
    const headers = headersOf(request);
    const claims = knownCaller(headers);
    if (!claims) return undefined;
    const connectionId = firstHeader(headers, CONNECTION_HEADERS);
    const key = restAnswerKey(
      readCache,
      claims,
      consumerId,
      connectionId,
      isRawData(headers),
      request.url ?? '',
    );
    const hit = readCache.lookup<Uint8Array>(key);
    if (!hit) {
      // The route handler reads this, and does not look the same key up again.
      exchange.answerMissed = key;
      return undefined;
    }
    const template = matched.route.path;
    const { operation } = matched;
    const answer = (): BytesAnswer => {
      exchange.route = template;
      return {
        status: 200,
        contentType: 'application/json; charset=utf-8',
        headers: hitHeaders(hit, operation),
        bytes: hit.value,
      };
    };
    if (!deps.rateLimiter.enabled) return answer();
    return withinLimit(claims).then((within) => (within ? answer() : undefined));
  }

  /**
   * Whether this request is a GraphQL query memory may hold an answer to: a JSON POST to
   * `/graphql` of a known caller, with a declared length small enough to read ahead (so a large or
   * chunked body goes on unread, to the body limit of the rest of the pipeline).
   */
  function graphqlCaller(exchange: Exchange): TokenClaims | undefined {
    const request = exchange.incoming;
    if (!readCache.enabled || exchange.method !== 'POST' || request.headers.origin !== undefined)
      return undefined;
    if (!isGraphQLPath(request.url)) return undefined;
    const length = Number(request.headers['content-length']);
    if (!Number.isInteger(length) || length > MAX_REMEMBERED_BODY) return undefined;
    // Subscriptions (event streams) and anything but JSON go the usual way.
    if (!/^application\/json\b/i.test(header(request, 'content-type') ?? '')) return undefined;
    if (/text\/event-stream|multipart/i.test(header(request, 'accept') ?? '')) return undefined;
    return knownCaller(headersOf(request));
  }

  /** The key of this GraphQL request's answer: account generation, rights, connection, Accept, body. */
  function graphqlKey(exchange: Exchange, claims: TokenClaims, body: Uint8Array): string {
    const headers = headersOf(exchange.incoming);
    return [
      readCache.accountScope(claims.accountId),
      'graphql-bytes',
      callerRights(claims),
      firstHeader(headers, CONNECTION_HEADERS) ?? '',
      header(exchange.incoming, 'accept') ?? '',
      Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'),
    ].join('|');
  }

  /** A held answer to this GraphQL body, or undefined (none, or over the rate limit); as `rest`. */
  function graphql(
    exchange: Exchange,
    claims: TokenClaims,
    key: string,
  ): BytesAnswer | Promise<BytesAnswer | undefined> | undefined {
    const hit = readCache.lookup<GraphQLAnswerBytes>(key);
    if (!hit) return undefined;
    const answer = (): BytesAnswer => {
      exchange.route = '/graphql';
      return {
        status: 200,
        contentType: hit.value.contentType,
        headers: hitHeaders(hit, 'graphql'),
        bytes: hit.value.bytes,
      };
    };
    if (!deps.rateLimiter.enabled) return answer();
    return withinLimit(claims).then((within) => (within ? answer() : undefined));
  }

  /**
   * The rest of the pipeline answered a GraphQL request memory looked up: when the GraphQL read
   * cache kept its result (`exchange.keptAt`), its bytes are kept under `key` too. Answers the
   * answer to send (read whole when kept, so it is read once).
   */
  async function rememberGraphQL(
    exchange: Exchange,
    key: string,
    response: Response,
  ): Promise<BytesAnswer | Response> {
    if (exchange.keptAt === undefined || response.status !== 200) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers = headerRecord(response);
    const contentType = headers['content-type'] ?? 'application/json';
    delete headers['content-type'];
    delete headers['content-length'];
    // Sized by its bytes: measuring the object would serialize the byte array as JSON.
    readCache.keep<GraphQLAnswerBytes>(
      key,
      { bytes, contentType },
      exchange.keptAt,
      bytes.byteLength + contentType.length * 2,
    );
    return { status: 200, contentType, headers, bytes };
  }

  return {
    rest,
    graphqlCaller,
    graphqlKey,
    graphql,
    rememberGraphQL,
    /** Requests answered from memory so far (tests, the bench). */
    get answered() {
      return answered;
    },
  };
}

export type MemoryAnswers = ReturnType<typeof createMemoryAnswers>;
