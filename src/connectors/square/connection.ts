import type { HandlerMap } from '../connector.js';
import type { SquareClient } from './client.js';
import type { ModifierListCache } from './modifiers.js';
import type { Seller } from './seller.js';

/** What one Square connection's handlers share. */
export interface SquareConnection {
  client: SquareClient;
  /** Locations, catalogue and tax snapshots of the connection's seller, cached. */
  seller: Seller;
  modifierLists: ModifierListCache;
  /** The connection and its credentials: a new token never reads what the old one cached. */
  cacheKey: string;
  now: () => number;
}

/** A file's part of the Square handler map (`handlers.ts` gathers them; its keys are the capabilities). */
export type SquareHandlers = HandlerMap<SquareConnection>;
