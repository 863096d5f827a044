import PQueue from 'p-queue';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LintelError } from '../errors.js';

/** The contract's 429, with `Retry-After` in whole seconds (at least 1). */
function rateLimited(message: string, msBeforeNext: number): LintelError {
  const wait = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new LintelError('ERROR_RATE_LIMITED', {
    message: `${message}; retry in ${wait} s`,
    headers: { 'Retry-After': String(wait) },
  });
}

/**
 * Requests per account: `perSecond` a second, counted over two-second windows, so a burst of
 * twice that passes at once (rate-limiter-flexible's memory store: each process limits on its
 * own, documented in the README; a key is dropped when its window ends). 0: no limit.
 */
export function createRateLimiter(perSecond: number) {
  const limiter =
    perSecond > 0
      ? new RateLimiterMemory({ points: perSecond * 2, duration: 2, keyPrefix: 'account' })
      : undefined;
  const consume = async (accountId: string): Promise<void> => {
    try {
      await limiter!.consume(accountId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw rateLimited('Too many requests for this account', rejection.msBeforeNext);
    }
  };
  return {
    /** False when there is no limit (`take` then has nothing to wait for). */
    enabled: limiter !== undefined,
    /** Rejects with the contract's 429 with `Retry-After` when the account is over its rate. */
    take(accountId: string): Promise<void> {
      return limiter ? consume(accountId) : Promise.resolve();
    },
  };
}

/** Limits of `createLoginGuard` (LINTEL_TOKEN_RATE_LIMIT*, see config.ts). */
export interface LoginGuardOptions {
  /** Failed attempts allowed per client id within the window; 0: no limit. */
  perClient: number;
  /** Failed attempts allowed per client address within the window; 0: no limit. */
  perAddress: number;
  windowSeconds: number;
  /** Secret checks running at once (libuv's threadpool has 4 threads by default). */
  concurrency?: number;
  /** Attempts that may wait for a free check. */
  queue?: number;
}

/**
 * Guards the secret check of `POST /token` (contract §1, issue 8): failed attempts are counted
 * per client id and per client address within a window (rate-limiter-flexible's memory store,
 * so each process counts on its own), and past the limit an attempt is refused with 429 before
 * any secret is hashed. The checks themselves (scrypt, ~50-100 ms of libuv's threadpool, which
 * file and DNS work share) run at most `concurrency` at once; when `queue` more already wait,
 * an attempt is refused at once with 429 instead of waiting behind a flood. Waiting attempts
 * whose client id and address have no failure in the window go first, so a correct login is
 * not queued behind a flood's checks.
 */
export function createLoginGuard(options: LoginGuardOptions) {
  const concurrency = options.concurrency ?? 2;
  const queue = options.queue ?? 32;
  const limiter = (points: number, keyPrefix: string) =>
    points > 0 ? new RateLimiterMemory({ points, duration: options.windowSeconds, keyPrefix }) : undefined;
  const byAddress = limiter(options.perAddress, 'token-address');
  const byClient = limiter(options.perClient, 'token-client');
  const checks = new PQueue({ concurrency });

  return {
    /**
     * Runs `check` (the secret check of one attempt) and answers its result; an undefined result
     * is a failed attempt. Throws the contract's 429 with `Retry-After` when the client id or the
     * address is over its limit, or when too many checks already wait.
     */
    async attempt<T>(
      who: { clientId: string; address: string },
      check: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      // An attempt takes its point before it runs (concurrent attempts cannot all slip under the
      // limit) and gives it back unless it failed. The address goes first: a flood from one
      // address over many client ids stops there, without a key per invented client id.
      const taken: [RateLimiterMemory, string][] = [];
      let earlier = 0;
      const giveBack = () => Promise.all(taken.map(([store, key]) => store.reward(key)));
      const counters = [
        [byAddress, who.address, 'Too many failed attempts from this address'],
        // Client ids are UUIDs, which the database compares without case.
        [byClient, who.clientId.toLowerCase(), 'Too many failed attempts for this client id'],
      ] as const;
      for (const [store, key, message] of counters) {
        if (!store) continue;
        try {
          earlier += (await store.consume(key)).consumedPoints - 1;
          taken.push([store, key]);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          await giveBack();
          throw rateLimited(message, rejection.msBeforeNext);
        }
      }
      if (checks.pending + checks.size >= concurrency + queue) {
        await giveBack();
        throw rateLimited('Too many token requests at once', 1000);
      }
      let result: T | undefined;
      try {
        // Failed (or concurrent) attempts of the same client id or address wait behind the others.
        result = await checks.add(check, { priority: -earlier });
      } catch (error) {
        // Not a failed attempt (the database did not answer): it does not count.
        await giveBack();
        throw error;
      }
      if (result !== undefined) await giveBack();
      return result;
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
