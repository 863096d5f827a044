import type { Queryable } from './db.js';

export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'replay'; status: number; response: unknown }
  | { state: 'conflict' }
  | { state: 'in-progress' };

/** How long a key is remembered (contract §1: 24 h). */
const KEY_TTL = '24 hours';

/**
 * Idempotency keys for writes. A request first claims its key (one row per account and key, so
 * two concurrent requests cannot both write); the answer is stored once the write succeeded.
 */
export function createIdempotencyStore(db: Queryable) {
  return {
    async claim(accountId: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
      // One statement claims a new key or takes over an expired one (an expired key is free again).
      const inserted = await db.query(
        `insert into idempotency_keys(account_id, key, request_hash) values ($1, $2, $3)
         on conflict (account_id, key) do update
           set request_hash = excluded.request_hash, status = null, response = null, created_at = now()
           where idempotency_keys.created_at < now() - interval '${KEY_TTL}'
         returning key`,
        [accountId, key, requestHash],
      );
      if (inserted.length > 0) return { state: 'claimed' };
      const [row] = await db.query<{ request_hash: string; status: number | null; response: unknown }>(
        'select request_hash, status, response from idempotency_keys where account_id = $1 and key = $2',
        [accountId, key],
      );
      if (!row) return this.claim(accountId, key, requestHash);
      if (row.request_hash !== requestHash) return { state: 'conflict' };
      if (row.status === null) return { state: 'in-progress' };
      return { state: 'replay', status: row.status, response: row.response };
    },

    async complete(accountId: string, key: string, status: number, response: unknown): Promise<void> {
      await db.query(
        'update idempotency_keys set status = $3, response = $4 where account_id = $1 and key = $2',
        [accountId, key, status, JSON.stringify(response)],
      );
    },

    /** A failed write releases its key so the client can retry with it. */
    async release(accountId: string, key: string): Promise<void> {
      await db.query('delete from idempotency_keys where account_id = $1 and key = $2 and status is null', [
        accountId,
        key,
      ]);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
