/**
 * Migration 13: API clients managed by the account (contract §6). `clients` joins the scopes; a
 * client that held every scope before (an unrestricted one) gains it, so "all of them" stays true
 * (contract §2) and the account's first client can manage the others. `last_used_at` is when a
 * client's secret last got a token (`lastUsedOn`). Shipped: never edit it, add a new migration.
 */
export const sql = `
update api_clients set scopes = scopes || array['clients']
 where scopes @> array['invoicing', 'pos', 'pms', 'consumers', 'webhooks']
   and not scopes @> array['clients'];
alter table api_clients add column last_used_at timestamptz;
`;
