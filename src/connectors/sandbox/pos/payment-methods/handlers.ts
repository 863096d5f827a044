import { posPaymentMethod } from '../../../../model/index.js';
import { atLocation, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pos.payment-methods.list':
    (s) =>
    (page, { location_id }) =>
      s.records.page(KIND, page, (d) => fromStored(posPaymentMethod, d), atLocation(location_id)),
} satisfies SandboxHandlers;
