import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from './db.js';

/**
 * Idempotency keys of writes (contract §1), kept as write intents (migration 003). A write is
 * recorded before the vendor is called, with a lease its holder renews while the call runs;
 * every later change of the row names the holder's lease token, so a holder that lost its lease
 * (it was too slow, or crashed and another process took over) changes nothing.
 *
 * A key's row is "held" while `lease_until` is in the future. States: `pending` (the write may
 * have reached the vendor), `done` (the answer is stored), `failed` (nothing was written; the key
 * is free again), `unknown` (Lintel cannot tell whether the vendor holds the record).
 */

/** How long a key is remembered (contract §1: 24 h). */
const KEY_TTL = '24 hours';

export type IntentState = 'pending' | 'done' | 'failed' | 'unknown';

/** What the write is, so that another process can resolve it after a crash. */
export interface WriteTarget {
  operation: string;
  connectionId: string;
  consumerId: string;
  integrationId: number;
}

/**
 * The right to settle a key: a held key's holder (its `token`), or with a null token whoever
 * settles a pending intent that nobody holds (the recovery sweep), and only then.
 */
export interface Lease {
  accountId: string;
  key: string;
  token: string | null;
  /** The name the vendor record carries (`__lintel__.<writeId>` in Odoo). */
  writeId: string;
}

export interface Intent {
  accountId: string;
  key: string;
  state: IntentState;
  writeId: string | null;
  operation: string | null;
  /** Null when the connection was deleted since. */
  connectionId: string | null;
  consumerId: string | null;
  integrationId: number | null;
  /** The vendor answered the write (its record exists, even if the answer was not stored). */
  accepted: boolean;
  /** The vendor's answer, kept when it was accepted but could not be stored with its event. */
  response: unknown;
  detail: string | null;
  createdAt: Date;
}

export type IdempotencyClaim =
  /** A new write: call the vendor. */
  | { state: 'claimed'; lease: Lease }
  /** An earlier attempt may have written: find its record at the vendor before anything else. */
  | { state: 'recover'; lease: Lease; intent: Intent }
  | { state: 'replay'; status: number; response: unknown }
  | { state: 'conflict' }
  /** Another request holds the key for this many more seconds. */
  | { state: 'in-progress'; retryAfterSeconds: number }
  /** A write whose outcome cannot be found out (one interrupted before write intents existed). */
  | { state: 'unknown'; detail: string };

interface Row {
  account_id: string;
  key: string;
  request_hash: string;
  state: IntentState;
  status: number | null;
  response: string | null;
  write_id: string | null;
  lease_token: string | null;
  held_for_ms: number | null;
  expired: boolean;
  operation: string | null;
  connection_id: string | null;
  consumer_id: string | null;
  integration_id: number | null;
  accepted: boolean;
  detail: string | null;
  created_at: Date;
}

const SELECT_ROW = `select account_id, key, request_hash, state, status, response, write_id, lease_token,
  case when lease_until > now() then ceil(extract(epoch from (lease_until - now())) * 1000)::int end as held_for_ms,
  created_at < now() - interval '${KEY_TTL}' as expired,
  operation, connection_id, consumer_id, integration_id, accepted, detail, created_at
  from idempotency_keys`;

const toIntent = (r: Row): Intent => ({
  accountId: r.account_id,
  key: r.key,
  state: r.state,
  writeId: r.write_id,
  operation: r.operation,
  connectionId: r.connection_id,
  consumerId: r.consumer_id,
  integrationId: r.integration_id,
  accepted: r.accepted,
  response: r.response === null ? null : JSON.parse(r.response),
  detail: r.detail,
  createdAt: r.created_at,
});

/** A fresh write id: the hash of the key and a nonce (a key reused after 24 h is another write). */
function newWriteId(accountId: string, key: string): string {
  return createHash('sha256').update(`${accountId}\n${key}\n${randomUUID()}`).digest('hex').slice(0, 32);
}

const ms = (leaseMs: number) => Math.max(1, Math.round(leaseMs));

export function createIdempotencyStore(db: Queryable) {
  /** Takes the key for `leaseMs` under a new token, when it is not held; answers the lease. */
  async function hold(
    accountId: string,
    key: string,
    leaseMs: number,
    set: {
      state?: IntentState;
      requestHash?: string;
      writeId?: string;
      target?: WriteTarget;
      fresh?: boolean;
    },
    seen: Row,
    extra: 'expired' | 'free',
  ): Promise<Lease | undefined> {
    const token = randomUUID();
    const params: unknown[] = [accountId, key, token, ms(leaseMs)];
    const assign = [
      'lease_token = $3',
      `lease_until = now() + $4 * interval '1 millisecond'`,
      'updated_at = now()',
    ];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    // Compare and set: only the row as it was read (every hold changes the lease token).
    const condition = [
      `state = ${param(seen.state)}`,
      `request_hash = ${param(seen.request_hash)}`,
      `lease_token is not distinct from ${param(seen.lease_token)}::uuid`,
      ...(extra === 'expired' ? [`created_at < now() - interval '${KEY_TTL}'`] : []),
      ...(extra === 'free' ? ['(lease_until is null or lease_until <= now())'] : []),
    ].join(' and ');
    if (set.state) assign.push(`state = ${param(set.state)}`);
    if (set.requestHash) assign.push(`request_hash = ${param(set.requestHash)}`);
    if (set.writeId) assign.push(`write_id = ${param(set.writeId)}`);
    if (set.target) {
      assign.push(
        `operation = ${param(set.target.operation)}`,
        `connection_id = ${param(set.target.connectionId)}`,
        `consumer_id = ${param(set.target.consumerId)}`,
        `integration_id = ${param(set.target.integrationId)}`,
      );
    }
    if (set.fresh) {
      assign.push(
        'status = null',
        'response = null',
        'accepted = false',
        'detail = null',
        'created_at = now()',
      );
    }
    const rows = await db.query<{ write_id: string }>(
      `update idempotency_keys set ${assign.join(', ')}
       where account_id = $1 and key = $2 and ${condition}
       returning write_id`,
      params,
    );
    const writeId = rows[0]?.write_id;
    return writeId ? { accountId, key, token, writeId } : undefined;
  }

  async function read(accountId: string, key: string): Promise<Row | undefined> {
    const [row] = await db.read<Row>(`${SELECT_ROW} where account_id = $1 and key = $2`, [accountId, key]);
    return row;
  }

  /**
   * Ends the lease with `changes`; false when the token no longer holds the key (or, without a
   * token, when the intent is no longer pending and free).
   */
  async function settle(lease: Lease, changes: string | null, values: unknown[] = []): Promise<boolean> {
    const holder =
      lease.token === null
        ? `state = 'pending' and write_id = $3 and (lease_until is null or lease_until <= now())`
        : 'lease_token = $3::uuid';
    const rows = await db.query(
      `update idempotency_keys set ${changes ? `${changes}, ` : ''}lease_token = null, lease_until = null, updated_at = now()
       where account_id = $1 and key = $2 and ${holder} returning key`,
      [lease.accountId, lease.key, lease.token ?? lease.writeId, ...values],
    );
    return rows.length > 0;
  }

  return {
    /**
     * Claims `key` for a write of `requestHash` (a hash of the operation and the body): a new
     * key (or one past its 24 h) is recorded as a pending intent held for `leaseMs`. Each
     * conditional update below changes the row only in the state it read, so concurrent
     * requests and processes cannot both hold it; a lost race reads the row again.
     */
    async claim(
      accountId: string,
      key: string,
      requestHash: string,
      target: WriteTarget,
      leaseMs: number,
    ): Promise<IdempotencyClaim> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await read(accountId, key);
        if (!row) {
          const token = randomUUID();
          const writeId = newWriteId(accountId, key);
          const inserted = await db.query(
            `insert into idempotency_keys(account_id, key, request_hash, state, write_id, lease_token, lease_until,
               operation, connection_id, consumer_id, integration_id)
             values ($1, $2, $3, 'pending', $4, $5, now() + $6 * interval '1 millisecond', $7, $8, $9, $10)
             on conflict (account_id, key) do nothing returning key`,
            [
              accountId,
              key,
              requestHash,
              writeId,
              token,
              ms(leaseMs),
              target.operation,
              target.connectionId,
              target.consumerId,
              target.integrationId,
            ],
          );
          if (inserted.length > 0) return { state: 'claimed', lease: { accountId, key, token, writeId } };
          continue;
        }
        let lease: Lease | undefined;
        if (row.expired) {
          // Past 24 h the key is forgotten: a new write, with a new write id.
          lease = await hold(
            accountId,
            key,
            leaseMs,
            { state: 'pending', requestHash, writeId: newWriteId(accountId, key), target, fresh: true },
            row,
            'expired',
          );
          if (lease) return { state: 'claimed', lease };
          continue;
        }
        if (row.request_hash !== requestHash) {
          if (row.state !== 'failed') return { state: 'conflict' };
          // Nothing was written under the key: the corrected request is a new write.
          lease = await hold(
            accountId,
            key,
            leaseMs,
            { state: 'pending', requestHash, writeId: newWriteId(accountId, key), target, fresh: true },
            row,
            'free',
          );
          if (lease) return { state: 'claimed', lease };
          continue;
        }
        if (row.state === 'done') {
          return {
            state: 'replay',
            status: row.status ?? 200,
            response: row.response === null ? null : JSON.parse(row.response),
          };
        }
        if (row.held_for_ms !== null) {
          return { state: 'in-progress', retryAfterSeconds: Math.max(1, Math.ceil(row.held_for_ms / 1000)) };
        }
        if (row.state === 'failed') {
          // The same request again after a failure: the same write id, so that a write the
          // vendor finished late is found, not repeated.
          lease = await hold(accountId, key, leaseMs, { state: 'pending', target }, row, 'free');
          if (lease) return { state: 'claimed', lease };
          continue;
        }
        if (row.write_id === null) {
          return {
            state: 'unknown',
            detail: row.detail ?? 'The write was interrupted; its outcome is unknown',
          };
        }
        // pending (its holder is gone or too slow) or unknown: resolve it first.
        lease = await hold(accountId, key, leaseMs, {}, row, 'free');
        if (lease) return { state: 'recover', lease, intent: toIntent(row) };
      }
      throw new Error(`idempotency key ${key}: the row kept changing under this request`);
    },

    /** Extends the holder's lease; false when it lost it. */
    async renew(lease: Lease, leaseMs: number): Promise<boolean> {
      if (lease.token === null) return false;
      const rows = await db.query(
        `update idempotency_keys set lease_until = now() + $4 * interval '1 millisecond'
         where account_id = $1 and key = $2 and lease_token = $3 returning key`,
        [lease.accountId, lease.key, lease.token, ms(leaseMs)],
      );
      return rows.length > 0;
    },

    /** Stores the answer (the key is done); false when the token no longer holds the key. */
    complete(lease: Lease, status: number, response: unknown): Promise<boolean> {
      return settle(lease, `state = 'done', accepted = true, status = $4, response = $5, detail = null`, [
        status,
        JSON.stringify(response),
      ]);
    },

    /** Nothing was written: the key is free for another attempt (the same write id for the same request). */
    fail(lease: Lease): Promise<boolean> {
      return settle(lease, `state = 'failed'`);
    },

    /** Lintel cannot tell whether the vendor holds the record: retries answer 409 with `detail`. */
    unknown(lease: Lease, detail: string): Promise<boolean> {
      return settle(lease, `state = 'unknown', detail = $4`, [detail]);
    },

    /**
     * The vendor accepted the write but its answer could not be stored with its event: the key
     * stays pending, marked accepted (with the answer when it can be kept) and free at once, so
     * the next retry or the recovery sweep stores it with its event. Never released: that would
     * allow a second write.
     */
    async accepted(lease: Lease, detail: string, response: unknown): Promise<boolean> {
      return settle(lease, `accepted = true, detail = $4, response = $5`, [detail, JSON.stringify(response)]);
    },

    /** Gives the lease up without deciding (the vendor could not be asked): retried later. */
    async release(lease: Lease): Promise<boolean> {
      return lease.token !== null && (await settle(lease, null));
    },

    /**
     * Pending intents that nobody holds (their process crashed, or lost its lease), oldest
     * first, at most `limit`: settled without a token, only while they stay so.
     */
    async pendingUnheld(limit: number): Promise<{ lease: Lease; intent: Intent }[]> {
      const rows = await db.read<Row>(
        `${SELECT_ROW} where state = 'pending' and (lease_until is null or lease_until <= now())
           and write_id is not null and created_at >= now() - interval '${KEY_TTL}'
         order by updated_at limit $1`,
        [limit],
      );
      return rows.map((r) => ({
        lease: { accountId: r.account_id, key: r.key, token: null, writeId: r.write_id! },
        intent: toIntent(r),
      }));
    },

    /** Voids every lease (at start, when no other process can hold one). */
    async voidLeases(): Promise<void> {
      await db.query(
        `update idempotency_keys set lease_until = now() where state in ('pending', 'unknown') and lease_until > now()`,
      );
    },

    /** The stored answer of a done key (for a holder that lost its lease to another). */
    async answer(accountId: string, key: string): Promise<{ status: number; response: unknown } | undefined> {
      const row = await read(accountId, key);
      if (row?.state !== 'done' || row.response === null) return undefined;
      return { status: row.status ?? 200, response: JSON.parse(row.response) };
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
