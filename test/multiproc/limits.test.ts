import { afterAll, describe, expect, it } from 'vitest';
import { localAllowance } from '../../src/auth/rate-limit.js';
import { errorCatalogue } from '../../src/errors.js';
import { createDatabase, POSTGRES_SERVER } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  onCleanUp,
  restClient,
  sharedPostgresEnv,
  startLintel,
  waitForBanner,
} from '../kit/process.js';

/**
 * Issue 31, item 3: two real processes on a throwaway database of the local PostgreSQL hold the
 * limits of an account together. Requests spread over both pass up to the account's limit and
 * no further (each process takes a local allowance from the database, so the account may be
 * refused up to `allowance − 1` requests early, never late); failed logins lock a client id,
 * then an address, at their configured counts whichever process the attempts reach. The windows
 * are 60 s, so every request of a test falls in one window: nothing waits on the clock.
 */

/** 2 requests a second over 60 s: 120 requests per window, an allowance of 6 per process. */
const RATE = 2;
const WINDOW_SECONDS = 60;
const POINTS = RATE * WINDOW_SECONDS;
const FAILURES_PER_CLIENT = 4;
const FAILURES_PER_ADDRESS = 6;

afterAll(cleanUp);

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { error_code?: string; message?: string; detail?: string; status?: string };
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: JSON.parse(text) };
}

/** The contract's 429: its body, and `Retry-After` in whole seconds within the window. */
function expectRateLimited(answer: Answer, message: RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toEqual({
    message: expect.stringMatching(message),
    status: 'error',
    detail: errorCatalogue.ERROR_RATE_LIMITED.detail,
    error_code: 'ERROR_RATE_LIMITED',
  });
  const wait = Number(answer.retryAfter);
  expect(Number.isInteger(wait) && wait >= 1 && wait <= WINDOW_SECONDS, answer.retryAfter ?? '').toBe(true);
}

describe('limits per account over two processes on PostgreSQL', () => {
  it('requests spread over both stop at the account’s limit; failed logins lock at their counts', async () => {
    const db = await createDatabase(POSTGRES_SERVER, 'lintel_limits');
    onCleanUp(db.drop);
    const { credentials, env } = sharedPostgresEnv(db.url, 'limits-secret-key-0123456789abcdef01234', 'lim');
    const processEnv = {
      ...env,
      LINTEL_WEBHOOK_WORKER: 'false',
      LINTEL_RATE_LIMIT: String(RATE),
      LINTEL_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      LINTEL_TOKEN_RATE_LIMIT: String(FAILURES_PER_CLIENT),
      LINTEL_TOKEN_RATE_LIMIT_PER_ADDRESS: String(FAILURES_PER_ADDRESS),
      LINTEL_TOKEN_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    };
    const [a, b] = await Promise.all([
      waitForBanner(startLintel(processEnv), 90_000),
      waitForBanner(startLintel(processEnv), 90_000),
    ]);
    const bases = [a.base, b.base];

    // ---- requests: 2 × 70, five at a time on each process at once ----------------------------
    const token = await fetchToken(restClient(a.base), credentials);
    const headers = { authorization: `Bearer ${token}` };
    const answers: Answer[][] = [[], []];
    for (let round = 0; round < 14; round++) {
      await Promise.all(
        bases.flatMap((base, i) =>
          Array.from({ length: 5 }, async () => {
            answers[i]!.push(await call(`${base}/consumers`, { headers }));
          }),
        ),
      );
    }
    const passed = answers.map((list) => list.filter((answer) => answer.status === 200).length);
    const refused = answers.flat().filter((answer) => answer.status !== 200);
    const total = passed[0]! + passed[1]!;
    const allowance = localAllowance(POINTS);
    console.log(
      `[limits] ${total} of 140 requests passed (A ${passed[0]}, B ${passed[1]}) at a limit of ${POINTS} ` +
        `per window, local allowance ${allowance} per process; ${refused.length} refused`,
    );
    // Never past the limit; at most one process's unspent allowance short of it.
    expect(total).toBeLessThanOrEqual(POINTS);
    expect(total).toBeGreaterThanOrEqual(POINTS - (allowance - 1));
    // Both processes served, and both refuse now: the account's window is spent everywhere.
    expect(passed[0]).toBeGreaterThan(0);
    expect(passed[1]).toBeGreaterThan(0);
    for (const answer of refused)
      expectRateLimited(answer, /^Too many requests for this account; retry in \d+ s$/);
    for (const base of bases)
      expectRateLimited(await call(`${base}/consumers`, { headers }), /Too many requests for this account/);

    // ---- failed logins: a client id, then the address ----------------------------------------
    const login = (base: string, body: object) =>
      call(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const wrong = { ...credentials, clientSecret: 'a-wrong-secret-0123456789' };
    const statuses: number[] = [];
    for (let i = 0; i < FAILURES_PER_CLIENT; i++) statuses.push((await login(bases[i % 2]!, wrong)).status);
    expect(statuses).toEqual(Array(FAILURES_PER_CLIENT).fill(401));
    // The client id is locked on both processes, even with its right secret.
    for (const base of bases) {
      expectRateLimited(
        await login(base, credentials),
        /^Too many failed attempts for this client id; retry/,
      );
      expectRateLimited(await login(base, wrong), /client id/);
    }
    // The address (127.0.0.1) has counted those 4 failures: 2 more, over invented client ids and
    // both processes, and it is locked too.
    const invented = () => ({ ...wrong, clientId: crypto.randomUUID() });
    for (let i = 0; i < FAILURES_PER_ADDRESS - FAILURES_PER_CLIENT; i++)
      expect((await login(bases[i % 2]!, invented())).status).toBe(401);
    for (const base of bases)
      expectRateLimited(await login(base, invented()), /^Too many failed attempts from this address; retry/);
  }, 120_000);
});
