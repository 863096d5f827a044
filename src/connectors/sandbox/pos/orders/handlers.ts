import { validationError } from '../../../../errors.js';
import { posOrder } from '../../../../model/index.js';
import { checkWindow, dayAfter } from '../../dates.js';
import { notFound, type SandboxHandlers, unknownReference } from '../../kit.js';
import { fromStored } from '../../records.js';
import type { SandboxWhere } from '../../types.js';
import { KIND as CUSTOMER } from '../customers/seed.js';
import { KIND } from './seed.js';

const toOrder = (data: object) => fromStored(posOrder, data);

export const handlers = {
  'pos.orders.list': (s) => (page, filter) => {
    if (filter.date_from !== undefined && filter.date_to !== undefined) {
      checkWindow(filter.date_from, filter.date_to);
    }
    const equals: Record<string, string> = {};
    if (filter.location_id !== undefined) equals.location_id = filter.location_id;
    if (filter.state !== 'all') equals.state = filter.state;
    if (filter.closure_id !== undefined) equals.closure_id = filter.closure_id;
    const where: SandboxWhere = { equals };
    if (filter.date_from !== undefined || filter.date_to !== undefined) {
      where.range = {
        field: 'business_day',
        ...(filter.date_from === undefined ? {} : { from: filter.date_from }),
        ...(filter.date_to === undefined ? {} : { to: dayAfter(filter.date_to) }),
      };
    }
    return s.records.page(KIND, page, toOrder, where);
  },
  'pos.orders.get': (s) => (ids) => s.records.batch(KIND, ids, 'Order', toOrder),
  'pos.orders.update': (s) => async (id, input) => {
    const found = await s.records.find(KIND, id);
    if (!found) throw notFound('Order', id);
    const customerId = input.customer_id;
    if (customerId === undefined) return toOrder(found);
    if (customerId !== null && !(await s.records.find(CUSTOMER, customerId))) {
      throw validationError([unknownReference(['body', 'customer_id'], customerId)]);
    }
    // Setting the same customer twice leaves the order as the first time did.
    const data = { ...found, customer_id: customerId };
    await s.records.update(KIND, id, data);
    return toOrder(data);
  },
} satisfies SandboxHandlers;
