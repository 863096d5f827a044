import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import { LintelError } from '../errors.js';
import { beginExchange, type Exchange, type HttpEnv } from '../exchange.js';
import { errorBody, errorResponse } from '../rest/errors.js';
import type { MemoryAnswers } from './memory-answers.js';
import type { Send } from './send.js';

/**
 * The server (issue 17): one Node request listener for everything Lintel answers. Each request
 * takes one path through it:
 *
 *   beginExchange (request id, clock) → memory answers (src/http/memory-answers.ts: a held REST
 *   or GraphQL answer) → else the Hono app (REST, GraphQL, pages) as a web `Request` → send
 *   (src/http/send.ts: headers, body, log line, metrics).
 *
 * `src/main.ts` and the test kit both serve through `listen`, so the suite crosses the code users
 * run.
 */

export interface ServerDeps {
  /** The Hono app: a web `Request` in, a `Response` out; `env` carries the exchange. */
  fetch(request: Request, env: HttpEnv): Promise<Response>;
  memory: MemoryAnswers;
  send: Send;
  logger: Logger;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/** A request the listener cannot even turn into a `Request` (a malformed Host header, say). */
class MalformedRequest extends Error {}

/** Reads what is left of a request body and drops it (the connection stays usable). */
function discardRest(incoming: IncomingMessage): void {
  incoming.removeAllListeners('data');
  incoming.resume();
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

export function createRequestListener(deps: ServerDeps): RequestListener {
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

  async function graphql(
    exchange: Exchange,
    claims: NonNullable<ReturnType<MemoryAnswers['graphqlCaller']>>,
  ) {
    // Small (memory.graphqlCaller checked the declared length), and framed by that length.
    const body = new Uint8Array(await buffer(exchange.incoming));
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

  return (incoming, outgoing) => {
    const exchange = beginExchange(incoming, outgoing);
    try {
      const held = memory.rest(exchange);
      if (held && 'then' in held) {
        held
          .then((answer) => (answer ? send(exchange, answer) : throughApp(exchange)))
          .catch((error: unknown) => fail(exchange, error));
        return;
      }
      if (held) {
        send(exchange, held).catch((error: unknown) => fail(exchange, error));
        return;
      }
      const claims = memory.graphqlCaller(exchange);
      const answering = claims ? graphql(exchange, claims) : throughApp(exchange);
      answering.catch((error: unknown) => fail(exchange, error));
    } catch (error) {
      fail(exchange, error);
    }
  };
}

/**
 * A request Node's parser refused before any listener saw it (headers or URL too large, a
 * malformed request line): answered in the contract's JSON shape rather than Node's bare status
 * line, then the connection is closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (error as { code?: string }).code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const refusal = tooLarge
    ? new LintelError('ERROR_HEADERS_TOO_LARGE')
    : new LintelError('ERROR_BAD_REQUEST', { message: 'The request is not valid HTTP' });
  const body = JSON.stringify(errorBody(refusal));
  socket.end(
    `HTTP/1.1 ${refusal.status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
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
export function listen(
  listener: RequestListener,
  options: { port: number; host: string },
): Promise<Listening> {
  const server = createServer(listener);
  server.on('clientError', answerClientError);
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
