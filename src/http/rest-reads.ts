import type { IncomingMessage } from 'node:http';
import { findLintelError, LintelError } from '../errors.js';
import type { Exchange } from '../exchange.js';
import { type CacheableMatch, createCacheableMatcher } from '../rest/answer-cache.js';
import { errorResponse } from '../rest/errors.js';
import type { RestRequest, RestRoutes } from '../rest/index.js';
import type { RestRoute } from '../rest/routes.js';
import type { Answer } from './send.js';

/**
 * The server's path for a domain read that memory did not answer (issue 29: a REST read not
 * cached, `x-chift-force-refresh`, a first read): the route's own work (`RestRoutes.answer`, what
 * its Hono route runs — token, client, rate limit, validation, read cache, resolver, JSON) run on
 * the Node request, without building a web `Request`, an `AbortSignal` or a `Response`, and
 * without Hono's routing. It takes only what Hono would answer the same way, through the same
 * functions:
 *
 * - a GET (not HEAD) without `Origin` (the CORS policy then does nothing) whose path is exactly a
 *   domain read's template (no trailing slash, no `%`, no dot segment) and whose target the URL
 *   parser would leave as it is (so the path, the query and the answer's cache key are the ones
 *   the Hono route reads), with a Host header that makes a valid URL;
 * - routes no route mounted before them could take a path of (`shadowed`, checked by app.ts).
 *
 * What the app's middlewares do to such an answer is done here: the route template recorded for
 * the metrics, errors rendered as `app.onError` renders them (src/rest/errors.ts: `renderError`),
 * a body the GET carried discarded. No HTML comes out of a read (the security headers' part), and
 * a GET has no body limit. Everything else goes through Hono as before.
 */

export interface RestReadsDeps {
  routes: RestRoutes;
  /** Routes that another route mounted before them could take a path of: left to Hono. */
  shadowed(route: RestRoute): boolean;
  /** What `app.onError` does with an error that is not Lintel's (logged once). */
  onUnexpected(error: unknown, request: RestRequest): void;
}

/** A path the URL parser leaves as it is: no percent-encoding, no backslash, no dot segment. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&()*+,;=:@]+)+$/;
/** A query the URL parser leaves as it is (nothing of its percent-encode set: space, quotes, <, >, #). */
const PLAIN_QUERY = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?%[\]{}|^`\\]*$/;
/** Hosts seen (a few: the server's names), with their origin, or null when no URL takes them. */
const MAX_HOSTS = 64;

export interface RestRead {
  match: CacheableMatch;
  origin: string;
  search: string;
}

export function createRestReads(deps: RestReadsDeps) {
  const matchRoute = createCacheableMatcher();
  const origins = new Map<string, string | null>();
  let answered = 0;

  /** The origin `http://<host>` as the web `Request` would have it, or null when it is not a URL. */
  function originOf(host: string): string | null {
    let origin = origins.get(host);
    if (origin !== undefined) return origin;
    try {
      origin = new URL(`http://${host}`).origin;
    } catch {
      origin = null;
    }
    if (origins.size >= MAX_HOSTS) origins.clear();
    origins.set(host, origin);
    return origin;
  }

  /** The read this request is, when the fast path may answer it; undefined: Hono answers it. */
  function match(exchange: Exchange): RestRead | undefined {
    const { incoming } = exchange;
    if (exchange.method !== 'GET' || incoming.headers.origin !== undefined) return undefined;
    const url = incoming.url ?? '';
    const path = exchange.path;
    if (!PLAIN_PATH.test(path)) return undefined;
    const search = url.length > path.length + 1 ? url.slice(path.length) : '';
    if (search !== '' && !PLAIN_QUERY.test(search)) return undefined;
    const matched = matchRoute(path);
    if (!matched || deps.shadowed(matched.route)) return undefined;
    const origin = originOf(incoming.headers.host ?? 'localhost');
    if (origin === null) return undefined;
    return { match: matched, origin, search };
  }

  /** The route's answer, or its error as `app.onError` renders it. */
  async function answer(exchange: Exchange, read: RestRead): Promise<Answer> {
    const { route, params } = read.match;
    // Recorded whatever happens, as the app's `recordRoute` does.
    exchange.route = route.path;
    answered++;
    const request = nodeRequest(exchange, `${read.origin}${exchange.incoming.url}`);
    try {
      const answered = await deps.routes.answer(route, {
        request,
        pathname: exchange.path,
        search: read.search,
        params,
        exchange,
      });
      if (answered.bytes === undefined) return new Response(null, { status: answered.status });
      return {
        status: answered.status,
        contentType: 'application/json',
        headers: answered.headers && sorted(answered.headers),
        bytes: answered.bytes,
      };
    } catch (error) {
      const known = findLintelError(error);
      if (known)
        return errorResponse(known, {}, { validationAsChiftError: route.validationAsChiftError ?? false });
      deps.onUnexpected(error, request);
      return errorResponse(new LintelError('ERROR_INTERNAL'));
    }
  }

  return {
    match,
    answer,
    /** Requests answered here so far (tests, the bench). */
    get answered() {
      return answered;
    },
  };
}

export type RestReads = ReturnType<typeof createRestReads>;

/** Headers in the order a web `Headers` lists them (sorted by name), as the Hono route's answer has them. */
function sorted(headers: Record<string, string>): Record<string, string> {
  const names = Object.keys(headers);
  if (names.length < 2) return headers;
  const result: Record<string, string> = {};
  for (const name of names.sort()) result[name] = headers[name]!;
  return result;
}

/**
 * The Node request as the REST layer reads a web `Request`: `headers.get` joins a repeated
 * header's values with `, ` (Node keeps only the first of some, `Headers` all of them), and
 * `x-request-id` is the exchange's, as the server sets it on the `Request`.
 */
function nodeRequest(exchange: Exchange, url: string): RestRequest {
  const raw = (exchange.incoming as IncomingMessage).rawHeaders;
  return {
    url,
    headers: {
      get(given: string): string | null {
        const name = given.toLowerCase();
        if (name === 'x-request-id') return exchange.requestId;
        let value: string | null = null;
        for (let i = 0; i < raw.length; i += 2) {
          const header = raw[i]!;
          if (header.length === name.length && header.toLowerCase() === name)
            value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
        }
        return value;
      },
    },
  };
}
