import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One request's passage through the server (src/http/server.ts): what every answerer reads and
 * leaves for the one writer (src/http/send.ts). It is also the `env` the Hono app is called
 * with, so route handlers and the GraphQL server reach it as `c.env` and as part of yoga's
 * server context; `incoming` is what `@hono/node-server/conninfo` reads the peer address from.
 */
export interface Exchange {
  readonly incoming: IncomingMessage;
  readonly outgoing: ServerResponse;
  /** The client's `X-Request-Id` when it is a sane token, else a new UUID; echoed on the answer. */
  readonly requestId: string;
  /** `performance.now()` when the request arrived. */
  readonly started: number;
  readonly method: string;
  /** The path without its query string, as logged. */
  readonly path: string;
  /** The route template that answered (`/consumers/{consumer_id}`), for metrics; set by the answerer. */
  route: string | undefined;
  /**
   * Set by the GraphQL read cache (src/graphql/read-cache.ts) when it kept this request's result:
   * when its data was read. The server then keeps the answer's bytes too.
   */
  keptAt: number | undefined;
  /**
   * The REST answer-cache key the server's memory answers (src/http/memory-answers.ts) looked up
   * and did not find: the route handler does not look it up again.
   */
  answerMissed: string | undefined;
}

/** What the Hono app gets as `c.env`: the Node objects (for the peer address) and the exchange. */
export interface HttpEnv {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
  exchange: Exchange;
}

export function beginExchange(incoming: IncomingMessage, outgoing: ServerResponse): Exchange {
  const url = incoming.url ?? '/';
  const queryAt = url.indexOf('?');
  const given = incoming.headers['x-request-id'];
  return {
    incoming,
    outgoing,
    requestId: requestIdFrom(Array.isArray(given) ? given[0] : given),
    started: performance.now(),
    method: incoming.method ?? 'GET',
    path: queryAt < 0 ? url : url.slice(0, queryAt),
    route: undefined,
    keptAt: undefined,
    answerMissed: undefined,
  };
}

/** The exchange of a Hono `env` or a yoga server context, when the request came through the server. */
export function exchangeOf(env: unknown): Exchange | undefined {
  const candidate = (env as { exchange?: Exchange } | undefined)?.exchange;
  return candidate && typeof candidate === 'object' ? candidate : undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The client's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}
