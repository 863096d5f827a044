import { type PmsOrderFilter, pmsOrder } from '../../../../model/index.js';
import { dayAfter, requireDay } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import type { SandboxWhere } from '../../types.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.orders.list': (s) => (page, filter) =>
    s.records.page(KIND, page, (d) => fromStored(pmsOrder, d), pmsOrderWhere(filter)),
} satisfies SandboxHandlers;

/**
 * Chift's order states: `closed` lists the orders closed within the window; `consumed` (and no
 * state) lists the orders whose service falls within it, whether or not they are closed since.
 */
function pmsOrderWhere(filter: PmsOrderFilter): SandboxWhere {
  const closed = filter.state === 'closed';
  const where: SandboxWhere = {};
  if (closed) where.notNull = ['closing_date'];
  where.range = {
    field: closed ? 'closing_date' : 'service_date',
    from: filter.date_from,
    to: dayAfter(requireDay(filter.date_to, ['query', 'date_to'])),
  };
  if (filter.location_id !== undefined) where.equals = { location_id: filter.location_id };
  return where;
}
