import { checkWindow, dayAfter } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { KIND, type StoredPosObjective } from './seed.js';

export const handlers = {
  'pos.objectives.list':
    (s) =>
    (page, { date_from, date_to, location_id }) => {
      checkWindow(date_from, date_to);
      return s.records.page(
        KIND,
        page,
        (d) => {
          const o = d as unknown as StoredPosObjective;
          return { total: o.total, tax_amount: o.tax_amount, date: o.date };
        },
        {
          range: { field: 'date', from: date_from, to: dayAfter(date_to) },
          ...(location_id === undefined ? {} : { equals: { location_id } }),
        },
      );
    },
} satisfies SandboxHandlers;
