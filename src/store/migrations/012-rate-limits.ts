/**
 * Migration 12: the counters of the rate limits on PostgreSQL (issue 31), shared by every process
 * of the database (src/store/rate-limits.ts): one row per counted key (`account:<id>`,
 * `token-client:<id>`, `token-address:<address>`), the points taken in its window and the end of
 * the window in ms since the epoch. The columns and their order are rate-limiter-flexible's
 * `RateLimiterPostgres` table (its upsert inserts positionally); the key is `text` rather than its
 * `varchar(255)`, so a 255-character client id with its prefix still fits. Unlogged: a counter
 * needs no durability, and a logged table made every update wait for its WAL flush (~10 ms
 * here: the bench's rate-limited row served 870 requests a second against 7,432 without a
 * limit); a crash of PostgreSQL empties it and a standby does not have it, so windows start
 * again then. The embedded database gets the table too (one schema on both) but counts in
 * memory. Shipped: never edit it, add a new migration instead.
 */
export const sql = `
create unlogged table rate_limits (
  key text primary key,
  points integer not null default 0,
  expire bigint
);
`;
