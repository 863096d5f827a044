import { list } from './operation-kinds.js';
import { pmsOrder, pmsOrderFilter, pmsTaxRate, withPmsOrderWindow } from './pms.js';

/** Property management operations, each declared once (see `operation-kinds.ts`). */
export const pmsOperations = {
  'pms.taxes.list': list({
    api: 'pms',
    resource: 'taxes',
    item: pmsTaxRate,
    field: 'taxes',
    summary: 'List PMS tax rates',
    description: 'The tax rates of the property management system, city taxes included.',
    chift: 'pms_get_taxes',
  }),
  'pms.orders.list': list({
    api: 'pms',
    resource: 'orders',
    item: pmsOrder,
    filter: pmsOrderFilter,
    complete: withPmsOrderWindow,
    field: 'orders',
    summary: 'List PMS orders',
    description:
      'What guests consumed: the orders whose service date (state=consumed) or closing date (state=closed) ' +
      'falls in the window, the last 90 days by default.',
    chift: 'pms_get_orders',
  }),
} as const;
