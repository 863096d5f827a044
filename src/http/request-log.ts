import pino, { type Logger } from 'pino';

/**
 * A path as it may be logged: a connect page's signed link is a credential for as long as it
 * lasts, so it is left out.
 */
export function loggablePath(path: string): string {
  return path.replace(/^\/connect\/[^/]+/, '/connect/:token');
}

/** pino's level number for `info`, as its lines carry it. */
const INFO = 30;

/** The parts of a pino logger `logRequest` writes through (its own symbols, documented by pino). */
interface PinoInternals {
  [pino.symbols.streamSym]: { write(line: string): void };
  [pino.symbols.chindingsSym]: string;
}

/**
 * The log line of one answered request: id, method, path, status and duration (never a body).
 * Answers the milliseconds it took since `started`.
 *
 * The line is the one `logger.info({requestId, method, path, status, ms}, 'request')` would write
 * (level, time, the logger's bindings, the fields, msg), put together here and handed to the
 * logger's destination: at one line per request, pino's generic serialization of the object was
 * a quarter of the work of a cached read (issue 10, measured with `npm run bench`).
 */
export function logRequest(
  logger: Logger,
  line: { requestId: string | undefined; method: string; path: string; status: number },
  started: number,
): number {
  const ms = performance.now() - started;
  if (!logger.isLevelEnabled('info')) return ms;
  const internals = logger as unknown as PinoInternals;
  const requestId = line.requestId === undefined ? '' : `,"requestId":${JSON.stringify(line.requestId)}`;
  internals[pino.symbols.streamSym].write(
    `{"level":${INFO},"time":${Date.now()}${internals[pino.symbols.chindingsSym]}${requestId}` +
      `,"method":${JSON.stringify(line.method)},"path":${JSON.stringify(loggablePath(line.path))}` +
      `,"status":${line.status},"ms":${Math.round(ms * 10) / 10},"msg":"request"}\n`,
  );
  return ms;
}
