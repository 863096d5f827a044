import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { LintelError, methodRefusal } from '../errors.js';
import { beginExchange, type Exchange, type HttpEnv } from '../exchange.js';
import { errorBody, errorResponse } from '../rest/errors.js';
import type { MemoryAnswers } from './memory-answers.js';
import type { RestRead, RestReads } from './rest-reads.js';
import type { Send } from './send.js';

/**
 * The server (issue 17): one Node request listener for everything Lintel answers. Each request
 * takes one path through it:
 *
 *   beginExchange (request id, clock) → memory answers (src/http/memory-answers.ts: a held REST
 *   or GraphQL answer) → a domain read's route run on the Node request (src/http/rest-reads.ts)
 *   → else the Hono app (REST, GraphQL, pages) as a web `Request` → send (src/http/send.ts:
 *   headers, body, log line, metrics).
 *
 * A method no web `Request` can carry (TRACE, CONNECT, TRACK) is refused before one is built, and
 * one Node's parser rejects (an unknown token) where the parser reports it: 405 with the methods
 * the route table takes at that path, as Hono's fallback answers any other method it has no route
 * for, or 404 where no route is.
 *
 * `src/main.ts` and the test kit both serve through `listen`, so the suite crosses the code users
 * run.
 */

export interface ServerDeps {
  /** The Hono app: a web `Request` in, a `Response` out; `env` carries the exchange. */
  fetch(request: Request, env: HttpEnv): Promise<Response>;
  memory: MemoryAnswers;
  /** Domain reads memory did not answer, answered without a web `Request` (src/http/rest-reads.ts). */
  restReads?: RestReads;
  /** The methods the route table takes at a path (none: no route is there). */
  allowedMethods(path: string): string[];
  send: Send;
  logger: Logger;
}

/** The request listener, and the route table's methods for the refusals made outside it (`listen`). */
export type Listener = RequestListener & { allowedMethods(path: string): string[] };

const BODYLESS = new Set(['GET', 'HEAD']);

/** The fetch standard's forbidden methods: `new Request` throws a TypeError on each. */
const NO_REQUEST_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The path of a request target: origin form (`/a?b`), or absolute form (`http://host/a`). */
function targetPath(target: string): string {
  if (target.startsWith('/')) {
    const queryAt = target.indexOf('?');
    return queryAt < 0 ? target : target.slice(0, queryAt);
  }
  try {
    return new URL(target).pathname;
  } catch {
    // Authority form (`host:443`) or `*`: no route's path.
    return target;
  }
}

/** A request the listener cannot even turn into a `Request` (a malformed Host header, say). */
class MalformedRequest extends Error {}

/** Reads what is left of a request body and drops it (the connection stays usable). */
function discardRest(incoming: IncomingMessage): void {
  incoming.removeAllListeners('data');
  incoming.resume();
}

/**
 * The whole body of a small request, as its chunks joined. Not `node:stream/consumers`' `buffer`:
 * Node 20 builds a `Blob` of the chunks first, which cost a cached GraphQL answer about a quarter
 * of its CPU (a transferable object per request; issue 29's profile).
 */
function readBody(incoming: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    incoming.once('error', reject);
  });
}

/**
 * The request's body as a web stream that reads as the reader pulls. Cancelled (a body over the
 * limit, a handler that stopped reading), it discards the rest rather than destroying the socket:
 * the client then reads its answer (a 413) instead of a reset connection.
 */
function bodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.pause();
      incoming.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.once('end', () => controller.close());
      incoming.once('error', (error) => controller.error(error));
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      discardRest(incoming);
    },
  });
}

/** The Node request as a web `Request`; `body` when it was read already. */
function toRequest(exchange: Exchange, body: Uint8Array | undefined, signal: AbortSignal): Request {
  const { incoming } = exchange;
  let url: URL;
  try {
    url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
  } catch {
    throw new MalformedRequest('The request line or Host header is not a valid URL');
  }
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  try {
    for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  } catch {
    throw new MalformedRequest('A request header has a value that is not allowed');
  }
  // The id the log line and the answer carry (the client's, when it is a sane token).
  headers.set('x-request-id', exchange.requestId);
  const init: RequestInit & { duplex?: 'half' } = { method: exchange.method, headers, signal };
  if (!BODYLESS.has(exchange.method)) {
    init.body = (body as Uint8Array<ArrayBuffer> | undefined) ?? bodyStream(incoming);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

export function createRequestListener(deps: ServerDeps): Listener {
  const { memory, send, logger } = deps;

  /** The Hono app's answer, sent; `body` when memory read it ahead; `key` to remember a GraphQL answer. */
  async function throughApp(exchange: Exchange, body?: Uint8Array, key?: string): Promise<void> {
    // Aborted when the client goes away first: an event stream then stops, a resolver may give up.
    const controller = new AbortController();
    exchange.outgoing.once('close', () => {
      if (!exchange.outgoing.writableFinished) controller.abort();
    });
    const request = toRequest(exchange, body, controller.signal);
    const response = await deps.fetch(request, {
      incoming: exchange.incoming,
      outgoing: exchange.outgoing,
      exchange,
    });
    await send(
      exchange,
      key === undefined ? response : await memory.rememberGraphQL(exchange, key, response),
    );
    // Answered before reading the whole body (a 413 on its declared length): the rest is read and
    // discarded, so the client, still sending, gets its answer rather than a reset connection.
    if (!exchange.incoming.complete) discardRest(exchange.incoming);
  }

  /** A domain read answered by its route's work on the Node request (src/http/rest-reads.ts). */
  async function restRead(exchange: Exchange, read: RestRead): Promise<void> {
    await send(exchange, await deps.restReads!.answer(exchange, read));
    // A GET that carried a body: the rest is read and discarded, as after the Hono app's answers.
    if (!exchange.incoming.complete) discardRest(exchange.incoming);
  }

  /** The domain read's route when the fast path takes this request, else the Hono app. */
  function routeOrApp(exchange: Exchange): Promise<void> {
    const read = deps.restReads?.match(exchange);
    return read ? restRead(exchange, read) : throughApp(exchange);
  }

  async function graphql(
    exchange: Exchange,
    claims: NonNullable<ReturnType<MemoryAnswers['graphqlCaller']>>,
  ) {
    // Small (memory.graphqlCaller checked the declared length), and framed by that length.
    const body = await readBody(exchange.incoming);
    const key = memory.graphqlKey(exchange, claims, body);
    const held = await memory.graphql(exchange, claims, key);
    if (held) return send(exchange, held);
    return throughApp(exchange, body, key);
  }

  /** What no answerer could answer: a malformed request (400) or a fault of ours (500, logged). */
  function fail(exchange: Exchange, error: unknown) {
    const { outgoing } = exchange;
    if (outgoing.headersSent) {
      logger.error({ err: error, requestId: exchange.requestId }, 'answer failed while being written');
      outgoing.destroy();
      return;
    }
    let refusal: LintelError;
    if (error instanceof MalformedRequest)
      refusal = new LintelError('ERROR_BAD_REQUEST', { message: error.message });
    else {
      logger.error({ err: error, requestId: exchange.requestId, path: exchange.path }, 'unexpected error');
      refusal = new LintelError('ERROR_INTERNAL');
    }
    send(exchange, errorResponse(refusal)).catch(() => outgoing.destroy());
  }

  /** A method no web `Request` can carry: refused here, in the contract's shape, rather than a 500. */
  function refuseMethod(exchange: Exchange) {
    const refusal = methodRefusal(
      exchange.method,
      deps.allowedMethods(targetPath(exchange.incoming.url ?? '/')),
    );
    send(exchange, errorResponse(refusal))
      .then(() => {
        if (!exchange.incoming.complete) discardRest(exchange.incoming);
      })
      .catch((error: unknown) => fail(exchange, error));
  }

  const listener: RequestListener = (incoming, outgoing) => {
    const exchange = beginExchange(incoming, outgoing);
    if (NO_REQUEST_METHODS.has(exchange.method)) {
      refuseMethod(exchange);
      return;
    }
    try {
      const held = memory.rest(exchange);
      if (held && 'then' in held) {
        held
          .then((answer) => (answer ? send(exchange, answer) : routeOrApp(exchange)))
          .catch((error: unknown) => fail(exchange, error));
        return;
      }
      if (held) {
        send(exchange, held).catch((error: unknown) => fail(exchange, error));
        return;
      }
      const claims = memory.graphqlCaller(exchange);
      const answering = claims ? graphql(exchange, claims) : routeOrApp(exchange);
      answering.catch((error: unknown) => fail(exchange, error));
    } catch (error) {
      fail(exchange, error);
    }
  };
  return Object.assign(listener, { allowedMethods: deps.allowedMethods });
}

/** An answer written on the socket itself (no listener has the request), then the connection closed. */
function endWith(socket: Duplex, refusal: LintelError): void {
  const body = JSON.stringify(errorBody(refusal));
  const headers = Object.entries(refusal.headers)
    .map(([name, value]) => `${name.toLowerCase()}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      headers +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** `FOO /path HTTP/1.1`: a request line whose method is a token, as Node's parser left it. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}) (\S+) HTTP\/\d\.\d\r?\n/;

/**
 * A request Node's parser refused before any listener saw it (headers or URL too large, a
 * malformed request line): answered in the contract's JSON shape rather than Node's bare status
 * line, then the connection is closed.
 */
function answerClientError(
  listener: Listener,
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (!socket.writable || (error as { code?: string }).code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  // A method Node's parser does not know (`FOO`, `TRACK`, `get`) in an otherwise sane request line:
  // the method is what is wrong, not the request.
  const line = error.code === 'HPE_INVALID_METHOD' ? REQUEST_LINE.exec(String(error.rawPacket ?? '')) : null;
  endWith(
    socket,
    line
      ? methodRefusal(line[1]!, listener.allowedMethods(targetPath(line[2]!)))
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new LintelError('ERROR_HEADERS_TOO_LARGE')
        : new LintelError('ERROR_BAD_REQUEST', { message: 'The request is not valid HTTP' }),
  );
}

/**
 * A CONNECT: Node hands it to no request listener (it would be a tunnel). Given to the listener
 * with a response on its socket, it is refused there as TRACE is; the connection then closes,
 * since Node no longer reads HTTP from it.
 */
function answerConnect(listener: Listener, incoming: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  const outgoing = new ServerResponse(incoming);
  outgoing.shouldKeepAlive = false;
  outgoing.assignSocket(socket as Parameters<ServerResponse['assignSocket']>[0]);
  outgoing.once('finish', () => {
    outgoing.detachSocket(socket as Parameters<ServerResponse['detachSocket']>[0]);
    socket.end();
  });
  listener(incoming, outgoing);
}

export interface Listening {
  server: Server;
  port: number;
}

/** Thrown when the port cannot be had: the message says which and what to do. */
export class ListenError extends Error {
  override readonly name = 'ListenError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * A node:http server of `listener` listening on `host:port` (port 0: any free one). Rejects with a
 * `ListenError` whose message says what to do when the address cannot be had.
 */
export function listen(listener: Listener, options: { port: number; host: string }): Promise<Listening> {
  const server = createServer(listener);
  server.on('clientError', (error, socket) => answerClientError(listener, error, socket));
  server.on('connect', (incoming, socket) => answerConnect(listener, incoming, socket));
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const where = `${options.host}:${options.port}`;
      const message =
        error.code === 'EADDRINUSE'
          ? `Port ${options.port} is in use on ${options.host} (another Lintel, or another program): stop it or set PORT to a free port`
          : error.code === 'EACCES'
            ? `Not allowed to listen on ${where}: choose a PORT above 1023, or run with the rights to bind it`
            : error.code === 'EADDRNOTAVAIL'
              ? `HOST ${options.host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1, 0.0.0.0)`
              : `Cannot listen on ${where}: ${error.message}`;
      reject(new ListenError(message, error.code));
    };
    server.once('error', onError);
    server.listen(options.port, options.host, () => {
      server.off('error', onError);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}
