import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, type Lintel, startLintel, waitForBanner } from '../kit/process.js';

/**
 * Issue 8, item 5: the real `src/main.ts` with its stdout piped to a reader that stops reading
 * (`lintel | sleep 120`). Requests keep being answered, memory stays bounded (log lines past the
 * buffer are dropped and counted), and SIGTERM or SIGINT ends the process within 10 s whatever
 * stdout does.
 */

const TIMEOUT = 180_000;
/** Each request logs its path: long paths make the log volume large next to the bound. */
const PATH_LENGTH = 14_000;
const REQUESTS = 8_000;
/** The log buffer the processes here run with (LINTEL_LOG_BUFFER_BYTES). */
const LOG_BUFFER = 256 * 1024;

afterAll(cleanUp);

function start(env: Record<string, string> = {}): Lintel {
  return startLintel({
    PORT: '0',
    HOST: '127.0.0.1',
    LINTEL_DATA_DIR: 'memory://',
    LINTEL_DEMO: 'false',
    LINTEL_RATE_LIMIT: '0',
    // One line per request: the volume that fills the pipe.
    LINTEL_LOG_LEVEL: 'info',
    LINTEL_LOG_BUFFER_BYTES: String(LOG_BUFFER),
    ...env,
  });
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(line[1]) / 1024);
}

/** `n` requests on 20 connections to a long unknown path; answers the statuses seen, counted. */
async function flood(lintel: Lintel, base: string, n: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  const path = `/unknown/${'x'.repeat(PATH_LENGTH)}`;
  let sent = 0;
  try {
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent < n) {
          sent++;
          const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        }
      }),
    );
  } catch (error) {
    throw new Error(
      `request ${sent} of ${n} failed (${String(error)}); Lintel's stderr:\n${lintel.stderr()}`,
    );
  }
  return statuses;
}

/** Stops reading the child's stdout: the pipe (and Node's read buffer) fill, then it stalls. */
function stallStdout(lintel: Lintel): void {
  lintel.child.stdout!.pause();
}

/** Sends `signal`; answers how long the exit took, or null when it had not exited within 15 s. */
async function signalAndWait(lintel: Lintel, signal: NodeJS.Signals) {
  const t0 = performance.now();
  lintel.child.kill(signal);
  const exit = await Promise.race([
    lintel.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  return { exit, ms: Math.round(performance.now() - t0) };
}

describe('a stdout nobody reads (lintel | sleep 120)', () => {
  it(
    'keeps answering with bounded memory, and SIGTERM exits within 10 s',
    async () => {
      const lintel = start();
      const { base } = await waitForBanner(lintel, 45_000);
      const pid = lintel.child.pid!;
      stallStdout(lintel);
      // Warm up (JIT, first allocations) before the baseline.
      await flood(lintel, base, 300);
      const before = rssMb(pid);
      const t0 = performance.now();
      const statuses = await flood(lintel, base, REQUESTS);
      const floodMs = Math.round(performance.now() - t0);
      const after = rssMb(pid);
      const logMb = Math.round((REQUESTS * PATH_LENGTH) / 1024 / 1024);
      console.log(
        `${REQUESTS} requests with stdout stalled (${logMb} MB of log lines): ${floodMs} ms; RSS ${before} → ${after} MB`,
      );
      const { exit, ms } = await signalAndWait(lintel, 'SIGTERM');
      console.log(`exit after SIGTERM with stdout stalled: ${ms} ms, ${JSON.stringify(exit)}`);

      // Every request was answered while nothing read the logs.
      expect(statuses).toEqual({ 404: REQUESTS });
      // The lines did not pile up in memory (RSS moves by some 20 MB either way on its own here).
      expect(after - before).toBeLessThan(logMb / 2);
      expect(exit, 'still running 15 s after SIGTERM').not.toBeNull();
      expect(ms).toBeLessThan(10_000);
      expect(exit).toMatchObject({ code: 0, signal: null });
      // The count of dropped lines is said where it can still be read.
      const dropped = Number(lintel.stderr().match(/(\d+) log lines? dropped/)?.[1]);
      console.log(`log lines dropped: ${dropped}`);
      expect(dropped).toBeGreaterThan(REQUESTS / 2);
    },
    TIMEOUT,
  );

  it(
    'SIGINT (Ctrl-C) exits within 10 s too',
    async () => {
      const lintel = start();
      const { base } = await waitForBanner(lintel, 45_000);
      stallStdout(lintel);
      expect(await flood(lintel, base, 500)).toEqual({ 404: 500 });
      const { exit, ms } = await signalAndWait(lintel, 'SIGINT');
      console.log(`exit after SIGINT with stdout stalled: ${ms} ms, ${JSON.stringify(exit)}`);
      expect(exit, 'still running 15 s after SIGINT').not.toBeNull();
      expect(ms).toBeLessThan(10_000);
      expect(exit).toMatchObject({ code: 0, signal: null });
    },
    TIMEOUT,
  );

  it(
    'says how many lines it dropped once stdout is read again, and loses no other line',
    async () => {
      const lintel = start();
      const { base } = await waitForBanner(lintel, 45_000);
      stallStdout(lintel);
      const n = 1_000;
      expect(await flood(lintel, base, n)).toEqual({ 404: n });
      lintel.child.stdout!.resume();
      // The reader catches up: the buffered lines arrive, then the count of the dropped ones.
      await expect
        .poll(() => lintel.stdout().match(/"droppedLines":(\d+)/)?.[1], { timeout: 10_000 })
        .toBeDefined();
      const dropped = Number(lintel.stdout().match(/"droppedLines":(\d+)/)![1]);
      const logged = lintel.stdout().match(/"msg":"request"/g)?.length ?? 0;
      console.log(`after the stall: ${logged} request lines written, ${dropped} dropped`);
      expect(dropped).toBeGreaterThan(0);
      expect(logged + dropped).toBe(n);
      // Logging goes on normally afterwards.
      await flood(lintel, base, 10);
      await expect.poll(() => lintel.stdout().match(/"msg":"request"/g)?.length ?? 0).toBe(logged + 10);

      const { exit, ms } = await signalAndWait(lintel, 'SIGTERM');
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(ms).toBeLessThan(10_000);
      expect(lintel.stdout()).toContain('"msg":"stopped"');
    },
    TIMEOUT,
  );
});
