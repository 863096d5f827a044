import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Exchange } from '../exchange.js';
import { logRequest } from './request-log.js';

/**
 * The one place an answer leaves the server (issue 17): whatever produced it — the memory answers
 * of src/http/memory-answers.ts as bytes, or the Hono app and yoga as a `Response` of any
 * implementation (undici's, or @whatwg-node's ponyfill that yoga answers with) — its headers are
 * completed here, its body written here, and its log line and metrics written here, once.
 */

/**
 * An answer already in bytes (a memory answer, or a body read to be kept): its content type, the
 * headers particular to it (lower-case names), and the bytes.
 */
export interface BytesAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string | string[]> | undefined;
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

/** `vary` with `Origin` in it (once). */
function varyWithOrigin(current: string | string[] | undefined): string {
  const list = Array.isArray(current) ? current.join(', ') : (current ?? '');
  if (/(^|,)\s*origin\s*(,|$)/i.test(list)) return list;
  return list ? `${list}, Origin` : 'Origin';
}

/** A Response's headers as a record of lower-case names (@whatwg-node's keep the case they were set in). */
export function headerRecord(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

/**
 * A Response's own headers, without those the writer sets itself (content type, framing) and with
 * each cookie apart (several cannot be joined into one header line).
 */
function ownHeaders(response: Response): {
  contentType: string | undefined;
  headers: Record<string, string | string[]>;
} {
  const headers: Record<string, string | string[]> = headerRecord(response);
  const contentType = headers['content-type'] as string | undefined;
  const cookies = typeof response.headers.getSetCookie === 'function' ? response.headers.getSetCookie() : [];
  if (cookies.length > 1) headers['set-cookie'] = cookies;
  delete headers['content-type'];
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  return { contentType, headers };
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

  /**
   * The head every answer carries, then the answer's own headers. Built as one object literal of a
   * fixed shape first: the memory answers' path is a few microseconds, and objects grown key by
   * key from varied shapes made it half again as slow (issue 17, measured with `npm run bench`).
   */
  const head = (
    exchange: Exchange,
    contentType: string | undefined,
    length: number | undefined,
    own: Record<string, string | string[]> | undefined,
  ) => {
    const headers: OutgoingHttpHeaders = {
      // Every JSON body says its charset (contract §1), successes as well as errors.
      'content-type': contentType === 'application/json' ? 'application/json; charset=utf-8' : contentType,
      'content-length': length,
      // A browser never runs a JSON body or a look-alike image as a script or a page.
      'x-content-type-options': 'nosniff',
      'x-request-id': exchange.requestId,
    };
    if (contentType === undefined) delete headers['content-type'];
    if (length === undefined) delete headers['content-length'];
    if (own) for (const name in own) headers[name] = own[name];
    if (varyByOrigin) headers.vary = varyWithOrigin(own?.vary);
    return headers;
  };

  const writeBytes = (
    exchange: Exchange,
    status: number,
    headers: OutgoingHttpHeaders,
    bytes?: Uint8Array,
  ) => {
    const { outgoing } = exchange;
    outgoing.writeHead(status, headers);
    outgoing.end(NO_BODY_STATUSES.has(status) ? undefined : bytes);
    record(exchange, status);
  };

  /** Writes `answer` on the exchange's Node response: headers, body, log line, metrics. */
  return async function send(exchange: Exchange, answer: Answer): Promise<void> {
    if (isBytes(answer)) {
      const length = NO_BODY_STATUSES.has(answer.status) ? undefined : answer.bytes.byteLength;
      return writeBytes(
        exchange,
        answer.status,
        head(exchange, answer.contentType, length, answer.headers),
        answer.bytes,
      );
    }
    const { contentType, headers: own } = ownHeaders(answer);
    const body = answer.body;
    if (!body || NO_BODY_STATUSES.has(answer.status)) {
      const length = NO_BODY_STATUSES.has(answer.status) ? undefined : 0;
      return writeBytes(exchange, answer.status, head(exchange, contentType, length, own));
    }
    if (!STREAMED.test(contentType ?? '')) {
      // Read whole: the answer then says its length, and keep-alive clients need no chunking.
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return writeBytes(exchange, answer.status, head(exchange, contentType, bytes.byteLength, own), bytes);
    }
    // An event stream: headers now, so the client sees the stream open, then each event as it comes.
    const { outgoing } = exchange;
    outgoing.writeHead(answer.status, head(exchange, contentType, undefined, own));
    outgoing.flushHeaders();
    record(exchange, answer.status);
    await pipeBody(body, outgoing);
  };
}

export type Send = ReturnType<typeof createSender>;
