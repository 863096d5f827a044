/**
 * Migration 14: the last failure of the connected software on each connection (GraphQL
 * `LinkedAccount.lastError`), written at most once a minute per connection and cleared by the
 * next success (src/services/connection-errors.ts). Apart from `updated_at`, which versions the
 * connection's cached reads and connector: recording a failure changes neither. Shipped: never
 * edit it, add a new migration.
 */
export const sql = `
alter table connections
  add column last_error_code text,
  add column last_error_message text,
  add column last_error_detail text,
  add column last_error_at timestamptz;
`;
