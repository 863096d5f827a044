/**
 * Migration 17: the accounting API (contract §10). `accounting` joins the scopes; a client that
 * held every scope before (an unrestricted one) gains it, so "all of them" stays true (contract
 * §2). Shipped: never edit it, add a new migration.
 */
export const sql = `
update api_clients set scopes = scopes || array['accounting']
 where scopes @> array['invoicing', 'pos', 'pms', 'consumers', 'webhooks', 'clients']
   and not scopes @> array['accounting'];
`;
