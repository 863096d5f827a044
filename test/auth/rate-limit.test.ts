import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app.js';

/**
 * The account's request window (LINTEL_RATE_LIMIT × LINTEL_RATE_LIMIT_WINDOW_SECONDS requests
 * per window), on the suite's database: in memory on PGlite, in the shared `rate_limits` table on
 * PostgreSQL (issue 31). The window is read from the clock (Date), moved past it rather than
 * waited out.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_RATE_LIMIT: '2', LINTEL_RATE_LIMIT_WINDOW_SECONDS: '3' } });
});

afterAll(async () => {
  await t?.close();
});

describe('LINTEL_RATE_LIMIT_WINDOW_SECONDS', () => {
  it('lets rate × window requests pass, refuses until the window ends, then lets them pass again', async () => {
    const account = await t.newAccount('windowed');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const res = await t.request('GET', '/consumers', { token: account.token });
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(['1', '2', '3']).toContain(retryAfter);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_100 });
    try {
      await t.expect(200, 'GET', '/consumers', { token: account.token });
    } finally {
      vi.useRealTimers();
    }
  });
});
