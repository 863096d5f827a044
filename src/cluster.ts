import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { BootstrapInfo } from './bootstrap.js';

/**
 * `LINTEL_WORKERS=N` on PostgreSQL (issue 10): this primary process forks N Lintel servers that
 * share one port (node:cluster hands each accepted connection to a worker in turn), replaces a
 * worker that dies, and stops them all on one signal. It holds no app and no database: the
 * workers each run migrations and the bootstrap under their advisory locks (store/migrations,
 * app.ts), so they may start together.
 */

/** What a worker tells the primary once it listens (`process.send`). */
export interface WorkerReady {
  type: 'lintel:ready';
  port: number;
  bootstrap: BootstrapInfo;
}

export function isWorkerReady(message: unknown): message is WorkerReady {
  return (message as WorkerReady | null)?.type === 'lintel:ready';
}

/** A worker that dies within this of its start doubles the wait before the next restart. */
const HEALTHY_MS = 30_000;
const RESTART_MIN_MS = 100;
const RESTART_MAX_MS = 10_000;

export interface SupervisorOptions {
  workers: number;
  logger: Logger;
  /** Every first worker listens: the port and the bootstrap (the secret from whichever generated it). */
  onReady(ready: WorkerReady): void;
  /** All workers are gone (`code` 0: stopped cleanly); the primary ends here. */
  onExit(code: number): void;
  /** How long stopping may take before the workers left are killed (SIGKILL). */
  stopMs: number;
}

export interface Supervisor {
  /** Stops every worker (SIGTERM, each stops like a single Lintel); a second call kills them. */
  stop(signal: NodeJS.Signals): void;
}

/** Forks `workers` servers and keeps that many running until `stop`. */
export function superviseWorkers(options: SupervisorOptions): Supervisor {
  const { logger } = options;
  const startedAt = new Map<Worker, number>();
  const ready: WorkerReady[] = [];
  let started = false;
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;
  let exitCode = 0;
  let killTimer: NodeJS.Timeout | undefined;
  let finished = false;

  const fork = (): void => {
    const worker = cluster.fork();
    startedAt.set(worker, performance.now());
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return;
      if (started) {
        logger.info({ worker: worker.process.pid }, 'worker replaced');
        return;
      }
      ready.push(message);
      if (ready.length < options.workers) return;
      started = true;
      const first = ready[0]!;
      options.onReady({
        ...first,
        bootstrap: {
          ...first.bootstrap,
          clientSecret: ready.find((r) => r.bootstrap.clientSecret)?.bootstrap.clientSecret ?? null,
          demoConsumerId: ready.find((r) => r.bootstrap.demoConsumerId)?.bootstrap.demoConsumerId ?? null,
        },
      });
    });
  };

  const finish = (code: number): void => {
    if (finished) return;
    finished = true;
    clearTimeout(killTimer);
    options.onExit(code);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = performance.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    // Killed by our own SIGTERM is a clean stop, as is exit code 0.
    const clean = code === 0 || (stopping && signal === 'SIGTERM');
    if (stopping || failed) {
      if (!clean) exitCode = 1;
      if (startedAt.size === 0) finish(exitCode);
      return;
    }
    if (!started) {
      // A worker that cannot start (the database is unreachable, the port is taken) would fail the
      // same way again: give up, as a single process would.
      logger.error({ worker: worker.process.pid, code, signal }, 'a worker failed to start; stopping');
      failed = true;
      exitCode = 1;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      armKillTimer();
      if (startedAt.size === 0) finish(exitCode);
      return;
    }
    quickDeaths = lived < HEALTHY_MS ? quickDeaths + 1 : 0;
    const delayMs = Math.min(RESTART_MIN_MS * 2 ** quickDeaths, RESTART_MAX_MS);
    logger.warn(
      { worker: worker.process.pid, code, signal, livedMs: Math.round(lived), restartInMs: delayMs },
      'worker exited; starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });

  const armKillTimer = (): void => {
    killTimer ??= setTimeout(() => {
      logger.error({ workers: startedAt.size }, 'workers still running; killing them');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, options.stopMs);
  };

  for (let i = 0; i < options.workers; i++) fork();

  return {
    stop(signal) {
      if (stopping) {
        // A second signal (Ctrl-C twice): no more waiting.
        for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
        finish(1);
        return;
      }
      stopping = true;
      logger.info({ signal, workers: startedAt.size }, 'stopping workers');
      if (startedAt.size === 0) return finish(exitCode);
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
      armKillTimer();
    },
  };
}
