/**
 * The load process of `npm run bench`: drives one URL with autocannon and prints its result as
 * one JSON line. It runs apart from the servers it measures, so the load generator's own work
 * does not count against them.
 */
import autocannon from 'autocannon';

interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
const cpuBefore = process.cpuUsage();
const startedAt = performance.now();
const result = await autocannon({
  url: request.url,
  method: request.method ?? 'GET',
  headers: request.headers ?? {},
  ...(request.body !== undefined ? { body: request.body } : {}),
  connections: request.connections,
  duration: request.seconds,
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // Its own CPU (every thread of this process) over the run: cores it kept busy.
    loadCores: (() => {
      const used = process.cpuUsage(cpuBefore);
      return (used.user + used.system) / 1000 / (performance.now() - startedAt);
    })(),
  }),
);
