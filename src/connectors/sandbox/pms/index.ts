import { isoDateTime } from '../dates.js';
import type { SandboxApi } from '../kit.js';
import { handlers, seeds } from './resources.js';

/**
 * The Sandbox PMS: three hotels (Brussels, Antwerp, Lisbon) with their tax rates, stays (orders),
 * closed bills as invoices with their payments (card, cash, company transfer), guests and
 * companies, payment methods and accounting categories with ledger accounts, journal lines and
 * daily closures. Everything is derived from the stays, so it adds up. Stored records carry,
 * beside the model's fields, what the handlers filter on: `location_id` and `business_date`, the
 * record's day in its property's time zone (contract §9).
 */
export const pms: SandboxApi = {
  handlers,
  seeds,
  // A company's transfer is in the seed once its time (whole seconds) has come: one seed a second.
  seedKey: (now) => isoDateTime(now.getTime()),
};
