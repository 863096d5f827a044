import type { RequiredScope } from './scopes.js';

/** Who a request acts for: the verified token's account, client, consumer and scopes. */
export interface Caller {
  accountId: string;
  clientId: string;
  /** Set for a consumer-scoped token: only this consumer's domain operations (contract §8). */
  consumerId: string | null;
  /** The token's scopes as granted (a consumer token is minted with at most these). */
  scopes: readonly string[];
  can(required: RequiredScope): boolean;
}
