import { LRUCache } from 'lru-cache';
import { joinSharedLoad } from '../http.js';

export interface SnapshotCacheOptions {
  /** How long a full read serves later requests; 0 disables the cache. */
  ttlMs: number;
  now: () => number;
}

/**
 * Full reads of what Square serves whole and what every POS operation needs again (the
 * locations and their time zones, the catalogue that maps an order line to its product), per
 * connection and kind, for `ttlMs`. The key carries a fingerprint of the credentials; concurrent
 * readers of a cold key share one read; a failed read is not kept. The same design as the
 * modifier lists' cache (modifiers.ts).
 */
export function createSnapshotCache(options: SnapshotCacheOptions) {
  type Load = () => Promise<unknown>;
  const cache = new LRUCache<string, { value: unknown }, Load>({
    max: 2_000,
    ttl: Math.max(options.ttlMs, 1),
    ttlResolution: 0,
    perf: { now: options.now },
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      return joinSharedLoad(async () => {
        const entry = await cache.fetch(key, { context: load });
        return (entry ? entry.value : await load()) as T;
      });
    },
  };
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
