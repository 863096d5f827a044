/**
 * A short-lived, per-process cache of the rows every consumer operation reads first (the
 * consumer and its connections), so the hot read path does not pay two database round trips
 * per request. Writes made through this process invalidate at once; a write made by another
 * process sharing the database is seen after at most `ttlMs` (LINTEL_LOOKUP_CACHE_SECONDS).
 * Misses are not cached: a consumer created elsewhere is found immediately.
 */
export function createLookupCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const MAX_ENTRIES = 10_000;
  return {
    async get<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      if (ttlMs > 0) {
        const hit = entries.get(key);
        if (hit && hit.expires > now()) return hit.value as T;
      }
      const value = await load();
      if (ttlMs > 0 && value !== undefined) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expires: now() + ttlMs });
      }
      return value;
    },
    invalidate(...keys: string[]): void {
      for (const key of keys) entries.delete(key);
    },
  };
}

export type LookupCache = ReturnType<typeof createLookupCache>;

export const consumerKey = (accountId: string, consumerId: string) => `consumer:${accountId}:${consumerId}`;
export const connectionsKey = (accountId: string, consumerId: string) =>
  `connections:${accountId}:${consumerId}`;
