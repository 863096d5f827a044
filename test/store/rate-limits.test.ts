import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, localAllowance } from '../../src/auth/rate-limit.js';
import { type Database, openPostgres } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrations/index.js';
import { createRateLimitTable, type RateLimitTable } from '../../src/store/rate-limits.js';
import { createDatabase, POSTGRES_SERVER, type ThrowawayDatabase, withClient } from '../kit/postgres.js';

/**
 * The counters of src/store/rate-limits.ts on a throwaway database of the local PostgreSQL
 * (issue 31, item 3), each limiter here standing for a process (its own allowance and memory):
 * the account's points are split between the processes exactly (never more than the limit, and
 * short of it by at most what the others hold unspent); when the database refuses connections
 * or does not answer, a limiter counts in memory instead of failing, and in the database again
 * once it answers.
 */

let server: ThrowawayDatabase;
let db: Database;
const tables: RateLimitTable[] = [];

beforeAll(async () => {
  server = await createDatabase(POSTGRES_SERVER, 'lintel_rate_limits');
  db = await openPostgres({ url: server.url, max: 4 });
  await migrate(db);
});

afterAll(async () => {
  for (const table of tables) table.close();
  await db?.close();
  await server?.drop();
});

/**
 * A process's limiter on `on`: `perSecond × windowSeconds` requests per window; the database
 * has `timeoutMs` to answer (connecting anew after an outage can take a while on a busy machine).
 */
function processLimiter(
  on: Database,
  perSecond: number,
  windowSeconds = 60,
  options: { onStoreChange?: (error?: unknown) => void; timeoutMs?: number } = {},
) {
  const table = createRateLimitTable(on, { timeoutMs: 5_000, ...options });
  tables.push(table);
  return createRateLimiter({ perSecond, windowSeconds }, table.counter);
}

/** Takes until the first refusal (at most `max`); answers how many passed. */
async function takeUntilRefused(limiter: ReturnType<typeof createRateLimiter>, account: string, max = 1000) {
  for (let passed = 0; passed < max; passed++) {
    try {
      await limiter.take(account);
    } catch (error) {
      expect((error as { code?: string }).code).toBe('ERROR_RATE_LIMITED');
      return passed;
    }
  }
  return max;
}

describe('two processes sharing an account’s points', () => {
  it('split them exactly: a process refused early leaves only what the other holds unspent', async () => {
    const a = processLimiter(db, 10);
    const b = processLimiter(db, 10);
    const account = crypto.randomUUID();
    const allowance = localAllowance(600);
    expect(allowance).toBe(30);
    // B takes its allowance for one request; A gets the rest of the window's 600.
    await b.take(account);
    expect(await takeUntilRefused(a, account)).toBe(600 - allowance);
    // B still holds 29 of its allowance: they pass, then B is refused too. 600 in all, never more.
    expect(await takeUntilRefused(b, account)).toBe(allowance - 1);
    const [row] = await db.query<{ points: number }>('select points from rate_limits where key = $1', [
      `account:${account}`,
    ]);
    // A's last reservation took the window's last points and said so; B asked once more, was
    // told the same, and neither asks again within the window: no query per refusal.
    expect(row!.points).toBe(600 + allowance);
    await expect(a.take(account)).rejects.toThrow(/Too many requests/);
    await expect(b.take(account)).rejects.toThrow(/Too many requests/);
    const [after] = await db.query<{ points: number }>('select points from rate_limits where key = $1', [
      `account:${account}`,
    ]);
    expect(after!.points).toBe(600 + allowance);
  });

  it('never pass the limit under concurrent requests', async () => {
    const processes = [processLimiter(db, 2), processLimiter(db, 2), processLimiter(db, 2)];
    const account = crypto.randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        processes[i % 3]!.take(account).then(
          () => true,
          () => false,
        ),
      ),
    );
    const passed = outcomes.filter(Boolean).length;
    // 120 per window, allowance 6: at most two processes' 5 unspent points short of it.
    expect(passed).toBeLessThanOrEqual(120);
    expect(passed).toBeGreaterThanOrEqual(120 - 2 * (localAllowance(120) - 1));
  });
});

describe('when the database does not answer', () => {
  it('counts in memory while connections are refused, and in the database once they are back', async () => {
    const outage = await createDatabase(POSTGRES_SERVER, 'lintel_rate_limits_outage');
    const own = await openPostgres({ url: outage.url, max: 2 });
    const changes: string[] = [];
    try {
      await migrate(own);
      const limiter = processLimiter(own, 1, 3, {
        onStoreChange: (error) => changes.push(error ? 'failing' : 'answering'),
      });
      const account = crypto.randomUUID();
      await limiter.take(account);
      await withClient(POSTGRES_SERVER, async (admin) => {
        await admin.query(`alter database ${outage.name} allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [outage.name],
        );
      });
      // A new account: the memory of this process alone, 3 requests per window, then 429.
      const other = crypto.randomUUID();
      expect(await takeUntilRefused(limiter, other)).toBe(3);
      expect(changes).toEqual(['failing']);

      await withClient(POSTGRES_SERVER, (admin) =>
        admin.query(`alter database ${outage.name} allow_connections true`),
      );
      const third = crypto.randomUUID();
      await limiter.take(third);
      expect(changes).toEqual(['failing', 'answering']);
      const rows = await own.query<{ key: string; points: number }>('select key, points from rate_limits');
      expect(rows.map((r) => r.key).sort()).toEqual([`account:${account}`, `account:${third}`].sort());
    } finally {
      await own.close();
      await outage.drop();
    }
  });

  it('counts in memory when the database does not answer within the timeout', async () => {
    // A server that accepts connections and never says a word (a network that drops packets).
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const mute = await openPostgres({ url: `postgres://postgres@127.0.0.1:${port}/none`, max: 2 });
    try {
      const limiter = processLimiter(mute, 1, 2, { timeoutMs: 200 });
      const account = crypto.randomUUID();
      const t0 = performance.now();
      expect(await takeUntilRefused(limiter, account)).toBe(2);
      // Three reservations (two pass, the third is over memory's count), each waiting 200 ms.
      expect(performance.now() - t0).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await mute.close();
    }
  });
});

describe('the sweep', () => {
  it('deletes the rows of windows that ended an hour ago or more', async () => {
    const table = createRateLimitTable(db);
    tables.push(table);
    const now = Date.now();
    await db.query(
      `insert into rate_limits(key, points, expire) values ('sweep:old', 3, $1), ('sweep:recent', 3, $2), ('sweep:open', 3, $3)`,
      [now - 2 * 3_600_000, now - 60_000, now + 60_000],
    );
    expect(await table.sweep()).toBe(1);
    const keys = await db.query<{ key: string }>(
      `select key from rate_limits where key like 'sweep:%' order by key`,
    );
    expect(keys.map((k) => k.key)).toEqual(['sweep:open', 'sweep:recent']);
  });
});
