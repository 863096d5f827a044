import { posAccountingCategory } from '../../../../model/index.js';
import { atLocation, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pos.accounting-categories.list':
    (s) =>
    (page, { location_id }) =>
      s.records.page(KIND, page, (d) => fromStored(posAccountingCategory, d), atLocation(location_id)),
} satisfies SandboxHandlers;
