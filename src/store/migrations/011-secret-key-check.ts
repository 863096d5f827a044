/**
 * Migration 11: the check value of the LINTEL_SECRET_KEY the database is used with (issue 31),
 * never the key: an HMAC of a fixed label with it (src/store/secret-key.ts). One row; a process
 * started with another key refuses to start. A database made before gets the check of the first
 * key that starts on it. Shipped: never edit it, add a new migration instead.
 */
export const sql = `
create table secret_key_check (
  id boolean primary key default true check (id),
  check_value text not null,
  updated_at timestamptz not null default now()
);
`;
