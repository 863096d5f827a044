import type { SquareClient } from './client.js';
import { tokenStatusResponseSchema } from './types.js';

/** The OAuth permissions the connector's operations need, and what each is for. */
export const REQUIRED_PERMISSIONS: { permission: string; for: string }[] = [
  {
    permission: 'MERCHANT_PROFILE_READ',
    for: 'locations and their time zones, which every business day needs',
  },
  { permission: 'ORDERS_READ', for: 'orders, sales, closures and the daily report' },
  { permission: 'ORDERS_WRITE', for: "setting an order's customer" },
  { permission: 'PAYMENTS_READ', for: 'payments and refunds' },
  { permission: 'CUSTOMERS_READ', for: 'customers' },
  { permission: 'CUSTOMERS_WRITE', for: 'creating customers' },
  {
    permission: 'ITEMS_READ',
    for: 'products, categories, tax rates, modifiers, and the product of each order line',
  },
];

/**
 * The required permissions the token lacks, or undefined when Square does not list the token's
 * permissions.
 * Square: RetrieveTokenStatus, `POST /oauth2/token/status`
 * (https://developer.squareup.com/reference/square/o-auth-api/retrieve-token-status); any token.
 * Pitfalls: a bad or expired token is a 401 UNAUTHORIZED like on any call; `scopes` may be
 * absent; an operation with a missing permission answers 403 INSUFFICIENT_SCOPES.
 */
export async function missingPermissions(
  client: SquareClient,
): Promise<{ permission: string; for: string }[] | undefined> {
  const what = 'retrieve the token status';
  const status = await client.call('POST', '/oauth2/token/status', {}, what, (answer) =>
    client.parse(tokenStatusResponseSchema, answer, what),
  );
  if (!status.scopes?.length) return undefined;
  const held = new Set(status.scopes);
  return REQUIRED_PERMISSIONS.filter((p) => !held.has(p.permission));
}
