import { pmsAccountingTransaction } from '../../../../model/index.js';
import { dayWindow } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.accounting-transactions.list': (s) => (page, filter) =>
    s.records.page(KIND, page, (d) => fromStored(pmsAccountingTransaction, d), {
      ...dayWindow('business_date', filter.date_from, filter.date_to),
      ...(filter.location_id === undefined ? {} : { equals: { location_id: filter.location_id } }),
    }),
} satisfies SandboxHandlers;
