import { LintelError } from '../errors.js';

/**
 * Token bucket per account: `perSecond` requests a second, bursts up to twice that. In memory,
 * so each process limits on its own (documented in the README).
 */
export function createRateLimiter(perSecond: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const capacity = perSecond * 2;
  return {
    /** Throws the contract's 429 with `Retry-After` when the account is over its rate. */
    take(accountId: string): void {
      if (perSecond <= 0) return;
      const t = now();
      const bucket = buckets.get(accountId) ?? { tokens: capacity, at: t };
      bucket.tokens = Math.min(capacity, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      bucket.at = t;
      if (bucket.tokens < 1) {
        buckets.set(accountId, bucket);
        const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
        throw new LintelError('ERROR_RATE_LIMITED', {
          message: `Too many requests for this account; retry in ${wait} s`,
          headers: { 'Retry-After': String(wait) },
        });
      }
      bucket.tokens -= 1;
      buckets.set(accountId, bucket);
      if (buckets.size > 100_000) buckets.delete(buckets.keys().next().value as string);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
