import { posPayment } from '../../../../model/index.js';
import { checkWindow, dayAfter } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pos.payments.list': (s) => (page, filter) => {
    checkWindow(filter.date_from, filter.date_to);
    return s.records.page(KIND, page, (d) => fromStored(posPayment, d), {
      range: { field: 'business_day', from: filter.date_from, to: dayAfter(filter.date_to) },
    });
  },
} satisfies SandboxHandlers;
