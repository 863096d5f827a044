import { pmsInvoice } from '../../../../model/index.js';
import { dayWindow } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

/** Days are each record's `business_date`: its day in its property's time zone (contract §9). */
export const handlers = {
  'pms.invoices.list': (s) => (page, filter) =>
    s.records.page(KIND, page, (d) => fromStored(pmsInvoice, d), {
      ...dayWindow('business_date', filter.date_from, filter.date_to),
      ...(filter.location_id === undefined ? {} : { equals: { location_id: filter.location_id } }),
    }),
} satisfies SandboxHandlers;
