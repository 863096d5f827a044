/**
 * Migration 7: the Sandbox's seeds, made once and copied to each new connection (INSERT…SELECT)
 * instead of built and sent again: one seed per API and key (`SandboxApi.seedKey`, the part of
 * the clock the seed depends on), its records in listing order. Shipped: never edit it, add a
 * new migration instead.
 */
export const sql = `
create table sandbox_seeds (
  api text not null,
  key text not null,
  kind text not null,
  id text not null,
  -- the seed's order, copied as the connection's listing order
  seq bigint generated always as identity,
  data jsonb not null,
  primary key (api, key, kind, id)
);
create index sandbox_seeds_order on sandbox_seeds(api, key, seq);
`;
