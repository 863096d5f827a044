import type { Queryable } from './db.js';
import type { SecretBox } from './secrets.js';

/**
 * The re-encryption a rotation of LINTEL_SECRET_KEY ends with (issue 31, CONTRACT §4): every
 * value sealed with the key (src/store/secrets.ts) is sealed anew with the current one, so that
 * LINTEL_SECRET_KEY_PREVIOUS can be dropped. Safe while servers run: each value is replaced by
 * one statement that only matches while the row still holds the value that was read (a server
 * that wrote the row meanwhile sealed it with the current key, and the row is read again), so no
 * lock is held and no write of a server is lost. Running it again changes nothing.
 */

/** Every column holding a sealed value; the row's id is its associated data. */
export const SEALED_COLUMNS = [
  { table: 'connections', column: 'credentials', what: 'connection credentials' },
  { table: 'webhooks', column: 'signing_secret', what: 'webhook signing secrets' },
] as const;

export interface RekeyCount {
  /** What the values are, for a report (`connection credentials`). */
  what: string;
  /** Sealed with the previous key, now with the current one. */
  reencrypted: number;
  /** Already sealed with the current key. */
  current: number;
  /** Ids of the rows whose value neither key opens (they stay as they are). */
  unreadable: string[];
}

/** Rows read per query; each is then written on its own. */
const BATCH = 200;
/**
 * Rows written at once, each a statement and a commit of its own (never a transaction over
 * several, which could deadlock with a server's cascade): PostgreSQL flushes their commits
 * together, ~2.7x the rate of one at a time (5.0 → 1.8 ms a row, 3,000 rows on a loaded
 * 2-core machine). Within the 10 connections of the command's pool.
 */
const PARALLEL = 8;

/** Re-encrypts every sealed value `box` can open with its previous key; counts per column. */
export async function reencryptSecrets(
  db: Queryable,
  box: SecretBox,
  options: { batchSize?: number } = {},
): Promise<RekeyCount[]> {
  const counts: RekeyCount[] = [];
  for (const { table, column, what } of SEALED_COLUMNS) {
    const count: RekeyCount = { what, reencrypted: 0, current: 0, unreadable: [] };
    // Keyset pages in id order: rows added meanwhile are sealed by a server with the current key.
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await db.read<{ id: string; value: string }>(
        `select id::text as id, ${column} as value from ${table}
         where id > $1::uuid and ${column} is not null order by id limit $2`,
        [after, options.batchSize ?? BATCH],
      );
      if (rows.length === 0) break;
      // A few rows at a time, each its own statement: the commits share the server's flushes.
      for (let i = 0; i < rows.length; i += PARALLEL)
        await Promise.all(
          rows.slice(i, i + PARALLEL).map((row) => reencryptRow(db, box, { table, column }, row, count)),
        );
      after = rows.at(-1)!.id;
    }
    counts.push(count);
  }
  return counts;
}

async function reencryptRow(
  db: Queryable,
  box: SecretBox,
  { table, column }: { table: string; column: string },
  row: { id: string; value: string },
  count: RekeyCount,
): Promise<void> {
  let value: string | null = row.value;
  // Again while a server changed the row between the read and the write.
  while (value !== null) {
    let resealed: string | undefined;
    try {
      resealed = box.reseal(value, row.id);
    } catch {
      count.unreadable.push(row.id);
      return;
    }
    if (resealed === undefined) {
      count.current += 1;
      return;
    }
    const written = await db.query(
      `update ${table} set ${column} = $3 where id = $1::uuid and ${column} = $2 returning id`,
      [row.id, value, resealed],
    );
    if (written.length > 0) {
      count.reencrypted += 1;
      return;
    }
    const [now] = await db.read<{ value: string | null }>(
      `select ${column} as value from ${table} where id = $1::uuid`,
      [row.id],
    );
    // Deleted meanwhile, or its value removed: nothing left to re-encrypt.
    value = now?.value ?? null;
  }
}
