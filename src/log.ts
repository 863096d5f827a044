import type { Writable } from 'node:stream';
import pino, { type LevelWithSilent, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';

/**
 * The process's logger: pino, writing to a stream (stdout) through a bounded buffer.
 *
 * pino's default destination (sonic-boom on fd 1) keeps every line that the reader has not taken
 * yet, and at exit flushes synchronously, sleeping in `Atomics.wait` while the pipe is full: with
 * stdout piped to a reader that stopped (`lintel | sleep 120`), memory grew with every request and
 * SIGTERM never ended the process (issue 8). Here lines go through the stream's own non-blocking
 * writes (a pipe or socket on Node is asynchronous), at most `maxBufferedBytes` wait in memory,
 * lines past that are dropped and counted, and the count is logged once the reader catches up.
 * Nothing here ever blocks the thread, so shutdown timers always run.
 *
 * On a terminal (or with `format: 'pretty'`) each line is rendered by pino-pretty's formatter
 * before that bounded write, short and coloured; pino-pretty's own stream is not used, since it
 * writes through sonic-boom and would bring the unbounded buffer back.
 */

export interface ProcessLog {
  logger: Logger;
  /** Lines dropped since start because the output was not being read. */
  dropped(): number;
  /**
   * Waits until what is buffered has been written, at most `timeoutMs` and not after the reader
   * took nothing for half a second; answers whether all was written. Never blocks the thread:
   * what a stalled reader did not take is lost at exit.
   */
  flush(timeoutMs: number): Promise<boolean>;
}

export interface ProcessLogOptions {
  level: LevelWithSilent;
  /** Where lines go: `process.stdout` (a file, TTY, pipe or socket). */
  output: Writable;
  /** Bytes that may wait in memory for a slow or stalled reader. */
  maxBufferedBytes: number;
  /** `auto` (default): pretty when `output` is a terminal, JSON lines otherwise. */
  format?: 'auto' | 'json' | 'pretty';
}

/** JSON lines unless asked for pretty ones, or left to decide and writing to a terminal. */
export function isPretty(format: ProcessLogOptions['format'], output: Writable): boolean {
  if (format === 'pretty') return true;
  if (format === 'json') return false;
  return (output as Writable & { isTTY?: boolean }).isTTY === true;
}

/** One pino JSON line → one short human line (time, level, message, then the fields on one line). */
function createPrettifier(colorize: boolean): (line: string) => string {
  return prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}

const FLUSH_POLL_MS = 20;
/** The longest a line waits for others to leave with it. */
const BATCH_MS = 10;
/** A batch this large leaves at once. */
const BATCH_BYTES = 64 * 1024;
/** A reader that took nothing for this long is taken as stalled by `flush`. */
const STALLED_MS = 500;

/** A pino logger on `output` that drops (and counts) lines rather than hold more than the bound. */
export function createProcessLog(options: ProcessLogOptions): ProcessLog {
  const { output, maxBufferedBytes } = options;
  let dropped = 0;
  let unreported = 0;
  let closed = false;
  const pretty = isPretty(options.format, output)
    ? createPrettifier((output as Writable & { isTTY?: boolean }).isTTY === true)
    : undefined;

  // Lines leave together, at most `BATCH_MS` after the first of them or once `BATCH_BYTES`
  // wait: under load (a line per request) that is one system call for a few hundred lines.
  // Batching only by turn of the event loop still cost a write for every two or three cached
  // reads, a sixth of their throughput (issue 10, `npm run bench`).
  let pending = '';
  let flushTimer: NodeJS.Timeout | undefined;
  const writePending = () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    if (!closed) output.write(chunk);
  };

  const destination = {
    write(json: string): void {
      const line = pretty ? pretty(json) : json;
      // `writableLength` counts what the stream holds, the write in progress included.
      if (closed || output.writableLength + pending.length + line.length > maxBufferedBytes) {
        dropped++;
        unreported++;
        return;
      }
      pending += line;
      if (pending.length >= BATCH_BYTES) writePending();
      // Unref'd: a pending batch never keeps the process alive; shutdown calls `flush`.
      else flushTimer ??= setTimeout(writePending, BATCH_MS).unref();
    },
  };
  const logger = pino({ level: options.level }, destination);

  // Lines were dropped only while the buffer was over its bound, far over the stream's high-water
  // mark, so a `drain` follows once the reader catches up: say then how many were lost.
  output.on('drain', () => {
    if (unreported === 0) return;
    const droppedLines = unreported;
    unreported = 0;
    logger.warn({ droppedLines }, 'log lines dropped: the output was not being read');
  });

  // The reader went away (`lintel | head`: EPIPE): the service goes on, its lines are dropped.
  // Without a listener the error would end the process.
  output.on('error', () => {
    closed = true;
  });

  return {
    logger,
    dropped: () => dropped,
    flush: async (timeoutMs) => {
      writePending();
      const deadline = performance.now() + timeoutMs;
      let left = output.writableLength;
      let progressAt = performance.now();
      while (!closed && output.writableLength > 0) {
        const now = performance.now();
        if (output.writableLength < left) {
          left = output.writableLength;
          progressAt = now;
        }
        // A reader that takes nothing is not waited for until the deadline.
        if (now >= deadline || now - progressAt >= STALLED_MS) return false;
        await new Promise((resolve) => setTimeout(resolve, FLUSH_POLL_MS));
      }
      return !closed;
    },
  };
}
