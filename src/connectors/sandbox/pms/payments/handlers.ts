import { pmsPayment } from '../../../../model/index.js';
import { dayWindow } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.payments.list': (s) => (page, filter) =>
    s.records.page(
      KIND,
      page,
      (d) => fromStored(pmsPayment, d),
      dayWindow('business_date', filter.date_from, filter.date_to),
    ),
} satisfies SandboxHandlers;
