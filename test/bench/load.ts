/**
 * The load process of `npm run bench`: drives one URL and prints its result as one JSON line. It
 * runs apart from the servers it measures, so the load generator's own work does not count
 * against them.
 *
 * The generator is autocannon (the issue's, and the default), or wrk when `BENCH_LOAD=wrk`
 * (Debian's `wrk`, C): on a 2-core machine the generator shares the cores with the servers, and
 * wrk spends a fraction of autocannon's CPU per request, which is what two workers need to show
 * their scaling. Every row of one run uses the same generator, so its ratios stay comparable.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuMs } from './process.js';

interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  tool?: 'autocannon' | 'wrk';
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Cores the generator kept busy over the run (this process and its children). */
  loadCores: number;
}

async function withAutocannon(request: LoadRequest): Promise<Omit<LoadResult, 'loadCores'>> {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    ...(request.body !== undefined ? { body: request.body } : {}),
    connections: request.connections,
    duration: request.seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** wrk's latency ("123.45us", "1.20ms", "2.00s") in ms, as autocannon reports it. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) throw new Error(`unexpected wrk latency: ${value}`);
  const n = Number(match[1]);
  return Math.round(match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n);
}

function withWrk(request: LoadRequest): Omit<LoadResult, 'loadCores'> {
  // Method, body and headers go in a Lua script (a long bracket needs no escaping of JSON).
  const dir = mkdtempSync(join(tmpdir(), 'lintel-wrk-'));
  const script = join(dir, 'request.lua');
  const lines = [`wrk.method = "${request.method ?? 'GET'}"`];
  if (request.body !== undefined) {
    if (request.body.includes(']==]')) throw new Error('body cannot be put in a Lua long bracket');
    lines.push(`wrk.body = [==[${request.body}]==]`);
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  }
  writeFileSync(script, `${lines.join('\n')}\n`);
  try {
    const run = spawnSync(
      'wrk',
      ['-t1', `-c${request.connections}`, `-d${request.seconds}s`, '--latency', '-s', script, request.url],
      { encoding: 'utf8' },
    );
    if (run.error) throw new Error(`wrk could not run (apt-get install wrk): ${run.error.message}`);
    if (run.status !== 0) throw new Error(`wrk exited ${run.status}: ${run.stderr}`);
    const out = run.stdout;
    const field = (pattern: RegExp) => pattern.exec(out)?.[1];
    const rps = field(/Requests\/sec:\s+([\d.]+)/);
    if (rps === undefined) throw new Error(`wrk printed no Requests/sec:\n${out}`);
    const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    return {
      rps: Number(rps),
      p50: wrkMs(field(/\s50%\s+(\S+)/) ?? '0ms'),
      p99: wrkMs(field(/\s99%\s+(\S+)/) ?? '0ms'),
      non2xx: Number(field(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
      errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
// This process's CPU and that of its children once they exit (wrk), every thread.
const cpuBefore = cpuMs(process.pid);
const startedAt = performance.now();
const result = request.tool === 'wrk' ? withWrk(request) : await withAutocannon(request);
const loadCores = (cpuMs(process.pid) - cpuBefore) / (performance.now() - startedAt);
console.log(JSON.stringify({ ...result, loadCores } satisfies LoadResult));
