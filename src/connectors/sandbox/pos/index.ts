import { isoDateTime } from '../dates.js';
import type { SandboxApi } from '../kit.js';
import { handlers, seeds } from './resources.js';

/**
 * The Sandbox POS: a coffee-and-sandwich chain with shops in Brussels, Antwerp and Lisbon, a
 * month of orders with their payments and refunds, and the catalogue, customers and objectives
 * around them; all of Chift's POS operations. Closures, sales and the report are computed from
 * the closed orders of the location's business day.
 */
export const pos: SandboxApi = {
  handlers,
  seeds,
  // Today's orders are those of the hours already past (to the second), and the one being served.
  seedKey: (now) => isoDateTime(now.getTime()),
};
