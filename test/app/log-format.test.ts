import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { logRequest } from '../../src/http/request-log.js';
import { createProcessLog, isPretty } from '../../src/log.js';

/** Collects what is written; `stalled` holds every write like a full pipe; `isTTY` like a terminal. */
class Output extends Writable {
  text = '';
  constructor(
    readonly isTTY: boolean,
    private readonly stalled = false,
  ) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (this.stalled) return; // never calls back: the stream holds what it was given
    this.text += chunk.toString('utf8');
    done();
  }
}

// Lines leave in batches at most 10 ms apart (src/log.ts).
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is checked
const ANSI = /\u001b\[\d+m/;

describe('LINTEL_LOG_FORMAT', () => {
  it('is auto by default and takes json or pretty; anything else fails at boot', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LINTEL_LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LINTEL_LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LINTEL_LOG_FORMAT: 'text' })).toThrow(/LINTEL_LOG_FORMAT/);
  });

  it('auto is pretty on a terminal and JSON otherwise', () => {
    expect(isPretty('auto', new Output(true))).toBe(true);
    expect(isPretty('auto', new Output(false))).toBe(false);
    expect(isPretty(undefined, new Output(false))).toBe(false);
    expect(isPretty('json', new Output(true))).toBe(false);
    expect(isPretty('pretty', new Output(false))).toBe(true);
  });

  it('writes JSON lines when not pretty', async () => {
    const output = new Output(false);
    createProcessLog({ level: 'info', output, maxBufferedBytes: 65_536 }).logger.info(
      { requestId: 'r-1', status: 200 },
      'request',
    );
    await settle();
    expect(JSON.parse(output.text)).toMatchObject({
      level: 30,
      msg: 'request',
      requestId: 'r-1',
      status: 200,
    });
  });

  it('writes one short line per entry when pretty: time, level, message, fields; coloured on a terminal', async () => {
    const plain = new Output(false);
    createProcessLog({
      level: 'info',
      output: plain,
      maxBufferedBytes: 65_536,
      format: 'pretty',
    }).logger.warn({ webhookId: 'w-1', reason: 'timeout' }, 'webhook delivery failed');
    await settle();
    expect(plain.text).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] WARN: webhook delivery failed \{"webhookId":"w-1","reason":"timeout"\}\n$/,
    );
    expect(plain.text).not.toMatch(ANSI);
    expect(plain.text).not.toContain('hostname');

    const terminal = new Output(true);
    createProcessLog({ level: 'info', output: terminal, maxBufferedBytes: 65_536 }).logger.info('listening');
    await settle();
    expect(terminal.text).toMatch(ANSI);
    expect(terminal.text).toContain('listening');
    expect(terminal.text.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('keeps the bound when pretty: a stalled output never holds more, what is dropped is counted', () => {
    const output = new Output(true, true);
    const bound = 32 * 1024;
    const log = createProcessLog({ level: 'info', output, maxBufferedBytes: bound, format: 'pretty' });
    let most = 0;
    for (let i = 0; i < 5_000; i++) {
      log.logger.info({ i, line: 'x'.repeat(200) }, 'request');
      most = Math.max(most, output.writableLength);
    }
    expect(most).toBeLessThanOrEqual(bound);
    expect(log.dropped()).toBeGreaterThan(4_800);
  });

  it('writes the request line pino would write for the same fields, bindings included', async () => {
    const output = new Output(false);
    const { logger } = createProcessLog({ level: 'info', output, maxBufferedBytes: 65_536 });
    const child = logger.child({ worker: 2 });
    const fields = { requestId: 'r-"1"', method: 'GET', path: '/connect/secret-link/x', status: 200 };
    const ms = logRequest(child, fields, performance.now() - 12.34);
    child.info({ ...fields, path: '/connect/:token/x', ms: Math.round(ms * 10) / 10 }, 'request');
    logRequest(child, { ...fields, requestId: undefined }, performance.now());
    await settle();
    const [byHand, byPino, withoutId] = output.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(ms).toBeGreaterThanOrEqual(12.3);
    expect({ ...byHand, time: 0 }).toEqual({ ...byPino, time: 0 });
    expect(Object.keys(byHand)).toEqual(Object.keys(byPino));
    expect(byHand).toMatchObject({
      worker: 2,
      requestId: 'r-"1"',
      path: '/connect/:token/x',
      msg: 'request',
    });
    expect(withoutId).not.toHaveProperty('requestId');

    const quiet = new Output(false);
    logRequest(
      createProcessLog({ level: 'warn', output: quiet, maxBufferedBytes: 65_536 }).logger,
      fields,
      0,
    );
    await settle();
    expect(quiet.text).toBe('');
  });

  it('sends lines in batches, at once past 64 KB', async () => {
    const output = new Output(false);
    const { logger } = createProcessLog({ level: 'info', output, maxBufferedBytes: 1_000_000 });
    const writes: number[] = [];
    const write = output.write.bind(output);
    output.write = ((chunk: string) => {
      writes.push(chunk.length);
      return write(chunk);
    }) as typeof output.write;
    for (let i = 0; i < 10; i++) logger.info({ i }, 'line');
    expect(writes).toEqual([]);
    await settle();
    expect(writes).toHaveLength(1);
    for (let i = 0; i < 1_000; i++) logger.info({ i, padding: 'x'.repeat(100) }, 'line');
    expect(writes.length).toBeGreaterThan(1);
    await settle();
    expect(output.text.split('\n').filter(Boolean)).toHaveLength(1_010);
  });
});
