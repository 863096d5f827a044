import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Exchange } from './exchange.js';
import { logRequest } from './request-log.js';

/**
 * The one place an answer leaves the server (issue 17): whatever produced it — the memory answers
 * of src/http/memory-answers.ts as bytes, or the Hono app and yoga as a `Response` of any
 * implementation (undici's, or @whatwg-node's ponyfill that yoga answers with) — its headers are
 * completed here, its body written here, and its log line and metrics written here, once.
 */

/** An answer already in bytes (a memory answer, or a body read to be kept). */
export interface BytesAnswer {
  status: number;
  headers: Record<string, string>;
  bytes: Uint8Array;
}

export type Answer = BytesAnswer | Response;

export interface SendOptions {
  logger: Logger;
  /** Told of every answer: route template (or `unmatched`), method, status, seconds to the answer. */
  onAnswer(route: string, method: string, status: number, seconds: number): void;
  /**
   * CORS is configured (LINTEL_CORS_ORIGINS): every answer varies by `Origin`, so a shared cache
   * never hands a page the answer made for another origin (or for none).
   */
  varyByOrigin: boolean;
}

/** The label of requests no route matched: never the raw path, whose ids would be unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Bodies that are streamed as they come rather than read whole first. */
const STREAMED = /^(text\/event-stream|multipart\/mixed)/i;
const NO_BODY_STATUSES = new Set([204, 205, 304]);

function isBytes(answer: Answer): answer is BytesAnswer {
  // Not `'bytes' in answer`: a Response has a `bytes()` method.
  return (answer as Partial<BytesAnswer>).bytes instanceof Uint8Array;
}

/** The headers every answer carries, added to `headers` (lower-case names). */
function completeHeaders(headers: Record<string, string | string[]>, exchange: Exchange, vary: boolean) {
  headers['x-request-id'] = exchange.requestId;
  // A browser never runs a JSON body or a look-alike image as a script or a page.
  headers['x-content-type-options'] = 'nosniff';
  // Every JSON body says its charset (contract §1), successes as well as errors.
  if (headers['content-type'] === 'application/json')
    headers['content-type'] = 'application/json; charset=utf-8';
  if (vary) {
    const current = headers.vary;
    const list = Array.isArray(current) ? current.join(', ') : (current ?? '');
    if (!/(^|,)\s*origin\s*(,|$)/i.test(list)) headers.vary = list ? `${list}, Origin` : 'Origin';
  }
}

/** A Response's headers as a record of lower-case names (@whatwg-node's keep the case they were set in). */
export function headerRecord(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = headerRecord(response);
  // Several cookies cannot be joined into one header line.
  const cookies = typeof response.headers.getSetCookie === 'function' ? response.headers.getSetCookie() : [];
  if (cookies.length > 1) headers['set-cookie'] = cookies;
  // Framing is the writer's: the body's actual length, or chunks.
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  return headers;
}

/** Resolves when `outgoing` can take more, or has closed (a client gone mid-stream). */
function drained(outgoing: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.on('drain', done);
    outgoing.on('close', done);
  });
}

/** Writes a streamed body chunk by chunk, through the stream's own reader (any implementation). */
async function pipeBody(body: ReadableStream<Uint8Array>, outgoing: ServerResponse): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  outgoing.once('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || outgoing.destroyed) break;
      if (!outgoing.write(value)) await drained(outgoing);
    }
  } finally {
    outgoing.off('close', cancel);
    if (!outgoing.destroyed) outgoing.end();
  }
}

export function createSender(options: SendOptions) {
  const { logger, onAnswer, varyByOrigin } = options;

  /** The log line and the metrics of an answer whose status is known. */
  const record = (exchange: Exchange, status: number) => {
    const ms = logRequest(
      logger,
      { requestId: exchange.requestId, method: exchange.method, path: exchange.path, status },
      exchange.started,
    );
    onAnswer(exchange.route ?? UNMATCHED_ROUTE, exchange.method, status, ms / 1000);
  };

  const writeBytes = (
    exchange: Exchange,
    status: number,
    headers: Record<string, string | string[]>,
    bytes?: Uint8Array,
  ) => {
    const { outgoing } = exchange;
    const bodiless = NO_BODY_STATUSES.has(status);
    if (!bodiless) headers['content-length'] = String(bytes?.byteLength ?? 0);
    outgoing.writeHead(status, headers);
    outgoing.end(bodiless ? undefined : bytes);
    record(exchange, status);
  };

  /** Writes `answer` on the exchange's Node response: headers, body, log line, metrics. */
  return async function send(exchange: Exchange, answer: Answer): Promise<void> {
    if (isBytes(answer)) {
      const headers: Record<string, string | string[]> = { ...answer.headers };
      completeHeaders(headers, exchange, varyByOrigin);
      return writeBytes(exchange, answer.status, headers, answer.bytes);
    }
    const headers = headersOf(answer);
    completeHeaders(headers, exchange, varyByOrigin);
    const body = answer.body;
    if (!body || NO_BODY_STATUSES.has(answer.status)) return writeBytes(exchange, answer.status, headers);
    if (!STREAMED.test(String(headers['content-type'] ?? ''))) {
      // Read whole: the answer then says its length, and keep-alive clients need no chunking.
      return writeBytes(exchange, answer.status, headers, new Uint8Array(await answer.arrayBuffer()));
    }
    // An event stream: headers now, so the client sees the stream open, then each event as it comes.
    const { outgoing } = exchange;
    outgoing.writeHead(answer.status, headers);
    outgoing.flushHeaders();
    record(exchange, answer.status);
    await pipeBody(body, outgoing);
  };
}

export type Send = ReturnType<typeof createSender>;
