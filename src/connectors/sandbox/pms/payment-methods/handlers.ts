import { pmsPaymentMethod } from '../../../../model/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.payment-methods.list':
    (s) =>
    (page, { location_id }) =>
      s.records.page(
        KIND,
        page,
        (d) => fromStored(pmsPaymentMethod, d),
        location_id === undefined ? undefined : { equals: { location_id } },
      ),
} satisfies SandboxHandlers;
