import PQueue from 'p-queue';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LintelError } from '../errors.js';

/** The contract's 429, with `Retry-After` in whole seconds (at least 1). */
function rateLimited(message: string, msBeforeNext: number): LintelError {
  const wait = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new LintelError('ERROR_RATE_LIMITED', {
    message: `${message}; retry in ${wait} s`,
    headers: { 'Retry-After': String(wait) },
  });
}

/** The counters' options (`CounterOptions` of src/store/rate-limits.ts, which satisfies this). */
export interface CounterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Once a key is refused, refuse it from memory until its window ends (no query per refusal). */
  refuseFromMemoryOnceOver?: boolean;
}

/**
 * Counters every process of the database shares (PostgreSQL: src/store/rate-limits.ts). Absent,
 * each process counts in its own memory (PGlite: one process).
 */
export type SharedCounters = (options: CounterOptions) => RateLimiterAbstract;

/** The account's request limit: LINTEL_RATE_LIMIT and LINTEL_RATE_LIMIT_WINDOW_SECONDS. */
export interface RateLimitOptions {
  /** Requests per second per account; 0: no limit. */
  perSecond: number;
  /** The window they are counted over: `perSecond × windowSeconds` requests pass in one. */
  windowSeconds: number;
}

/**
 * The local allowance of a process on shared counters: the points of an account it takes from
 * the database at once, then spends without a query. A twentieth of the window (10 at the
 * default 200), at least 1: the window's points are split between the processes that took them,
 * so the account never passes its limit, and it may be refused while the other processes still
 * hold up to `allowance − 1` points each (N processes: at most (N − 1) twentieths of the window
 * unused). A share of the window rather than a fixed number: a busy account costs a process
 * about 20 queries per window whatever its limit; a fixed number would cap an account's requests
 * in one process at that many per round trip, below a high limit (10 per ~11 ms: 870 a second in
 * the bench, before the table was unlogged). Limits under 40 a window get 1: every request asks,
 * and nothing is held back.
 */
export function localAllowance(points: number): number {
  return Math.max(1, Math.floor(points / 20));
}

/** Points an account has in this process: `left` to spend until `until` (`Date.now()` ms). */
interface Allowance {
  left: number;
  until: number;
  /** The database said the window's points are all taken: refuse until it ends. */
  spent: boolean;
}

/**
 * Requests per account: `perSecond × windowSeconds` in each window (fixed, from the account's
 * first request), so a burst of that many passes at once. 0: no limit. With `shared` counters
 * (PostgreSQL), the limit holds for the account over every process: each takes `localAllowance`
 * points at a time from the database and spends them locally; without (PGlite), the process
 * counts in memory (rate-limiter-flexible's memory store; a key is dropped when its window ends).
 */
export function createRateLimiter(options: RateLimitOptions, shared?: SharedCounters) {
  const points = Math.max(1, Math.round(options.perSecond * options.windowSeconds));
  const refuse = (msBeforeNext: number) => rateLimited('Too many requests for this account', msBeforeNext);

  let take: (accountId: string) => Promise<void>;
  if (options.perSecond <= 0) take = () => Promise.resolve();
  else if (!shared) {
    const limiter = new RateLimiterMemory({ keyPrefix: 'account', points, duration: options.windowSeconds });
    take = async (accountId) => {
      try {
        await limiter.consume(accountId);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw refuse(rejection.msBeforeNext);
      }
    };
  } else {
    const limiter = shared({ keyPrefix: 'account', points, durationSeconds: options.windowSeconds });
    const batch = localAllowance(points);
    const held = new Map<string, Allowance>();
    const reserving = new Map<string, Promise<void>>();
    /** Ended allowances are dropped once per window, not looked for at every reservation. */
    let nextSweep = 0;

    /** Takes `batch` points from the database; this process owns those of them under the limit. */
    const reserve = async (accountId: string): Promise<void> => {
      let res: RateLimiterRes;
      try {
        res = await limiter.consume(accountId, batch);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        res = rejection;
      }
      // The window's count went from `consumedPoints − batch` to `consumedPoints`: the points of
      // that span below the limit are this process's, and no other process got them.
      const before = res.consumedPoints - batch;
      const now = Date.now();
      if (now >= nextSweep) {
        for (const [key, { until }] of held) if (until <= now) held.delete(key);
        nextSweep = now + options.windowSeconds * 1000;
      }
      held.set(accountId, {
        left: Math.min(batch, Math.max(0, points - before)),
        until: now + res.msBeforeNext,
        spent: res.consumedPoints >= points,
      });
    };

    take = async (accountId) => {
      for (;;) {
        const now = Date.now();
        const mine = held.get(accountId);
        if (mine && mine.until > now) {
          if (mine.left > 0) {
            mine.left--;
            return;
          }
          if (mine.spent) throw refuse(mine.until - now);
        }
        // Spent here but not in the window (or a new window): one reservation for every waiter.
        let pending = reserving.get(accountId);
        if (!pending) {
          pending = reserve(accountId).finally(() => reserving.delete(accountId));
          reserving.set(accountId, pending);
        }
        await pending;
      }
    };
  }
  return {
    /** False when there is no limit (`take` then has nothing to wait for). */
    enabled: options.perSecond > 0,
    /** Rejects with the contract's 429 with `Retry-After` when the account is over its rate. */
    take,
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
 * per client id and per client address within a window, and past the limit an attempt is
 * refused with 429 before any secret is hashed. With `shared` counters (PostgreSQL) every failure
 * counts in the database at once, no allowance (failures are rare, and a lock must hold at its
 * count whichever process the attempts reach); once a key is refused, the process refuses it
 * from memory until its window ends. Without (PGlite), rate-limiter-flexible's memory store. The checks themselves (scrypt, ~50-100 ms of libuv's threadpool, which
 * file and DNS work share) run at most `concurrency` at once; when `queue` more already wait,
 * an attempt is refused at once with 429 instead of waiting behind a flood. Waiting attempts
 * whose client id and address have no failure in the window go first, so a correct login is
 * not queued behind a flood's checks.
 */
export function createLoginGuard(options: LoginGuardOptions, shared?: SharedCounters) {
  const concurrency = options.concurrency ?? 2;
  const queue = options.queue ?? 32;
  const duration = options.windowSeconds;
  const limiter = (points: number, keyPrefix: string): RateLimiterAbstract | undefined => {
    if (points <= 0) return undefined;
    if (!shared) return new RateLimiterMemory({ points, duration, keyPrefix });
    return shared({ keyPrefix, points, durationSeconds: duration, refuseFromMemoryOnceOver: true });
  };
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
      const taken: [RateLimiterAbstract, string][] = [];
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
