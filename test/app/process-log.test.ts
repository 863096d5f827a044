import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProcessLog } from '../../src/log.js';

/**
 * The process logger's bound (issue 8, item 5), on a real stream whose reader stops and starts
 * like a pipe's: what waits in memory never passes the bound, what is dropped is counted and
 * said once the reader catches up, and nothing blocks. The same with the real process and a real
 * pipe: test/app/shutdown.test.ts.
 */

/** A stream that takes writes only while `reading`; stalled, it holds them like a full pipe. */
class Reader extends Writable {
  reading = false;
  received: string[] = [];
  private held: (() => void)[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    const take = () => {
      this.received.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    };
    if (this.reading) setImmediate(take);
    else this.held.push(take);
  }

  start(): void {
    this.reading = true;
    for (const take of this.held.splice(0)) take();
  }
}

const BOUND = 64 * 1024;
const line = 'x'.repeat(1000);

describe('createProcessLog', () => {
  it('holds at most its bound for a stalled reader, counts what it drops, and says so once read', async () => {
    const output = new Reader();
    const log = createProcessLog({ level: 'info', output, maxBufferedBytes: BOUND });
    let most = 0;
    for (let i = 0; i < 10_000; i++) {
      log.logger.info({ i, line }, 'request');
      most = Math.max(most, output.writableLength);
    }
    expect(most).toBeLessThanOrEqual(BOUND);
    const dropped = log.dropped();
    expect(dropped).toBeGreaterThan(9_900);

    output.start();
    await expect.poll(() => output.received.some((l) => l.includes('droppedLines'))).toBe(true);
    const notice = JSON.parse(output.received.find((l) => l.includes('droppedLines'))!) as Record<
      string,
      unknown
    >;
    expect(notice).toMatchObject({ level: 40, droppedLines: dropped });
    const written = output.received.filter((l) => l.includes('"msg":"request"')).length;
    expect(written + dropped).toBe(10_000);
    // The lines that were kept are the first ones, in order.
    const kept = output.received.filter((l) => l.includes('"msg":"request"')).map((l) => JSON.parse(l).i);
    expect(kept).toEqual([...kept.keys()]);

    // Logging goes on normally, and the count is not said again.
    log.logger.info({ i: 'after' }, 'request');
    await expect.poll(() => output.received.at(-1)).toContain('"i":"after"');
    expect(output.received.filter((l) => l.includes('droppedLines'))).toHaveLength(1);
    expect(await log.flush(1_000)).toBe(true);
  });

  it('flush gives up on a reader that takes nothing, without blocking', async () => {
    const output = new Reader();
    const log = createProcessLog({ level: 'info', output, maxBufferedBytes: BOUND });
    log.logger.info('stopped');
    const t0 = performance.now();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const flushed = await log.flush(5_000);
    clearInterval(ticker);
    const ms = performance.now() - t0;
    expect(flushed).toBe(false);
    expect(ms).toBeLessThan(1_500);
    // The event loop ran meanwhile.
    expect(ticks).toBeGreaterThan(10);
  });

  it('a reader that went away (EPIPE) ends nothing: its lines are dropped and counted', async () => {
    const output = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const log = createProcessLog({ level: 'info', output, maxBufferedBytes: BOUND });
    log.logger.info('first');
    // Past the batching delay (10 ms): the first line's write met the closed pipe.
    await new Promise((resolve) => setTimeout(resolve, 50));
    log.logger.info('second');
    log.logger.info('third');
    expect(log.dropped()).toBe(2);
    expect(await log.flush(1_000)).toBe(false);
  });
});
