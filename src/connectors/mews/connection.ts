import type { HandlerMap } from '../connector.js';
import type { MewsClient } from './client.js';
import type { MewsContextCache } from './configuration.js';

/** What one Mews connection's handlers share: its client, its configuration cache, the clock. */
export interface MewsConnection {
  client: MewsClient;
  contexts: MewsContextCache;
  now: () => number;
}

/** A file's part of the Mews handler map (`handlers.ts` gathers them; its keys are the capabilities). */
export type MewsHandlers = HandlerMap<MewsConnection>;
