import { posProductCategory } from '../../../../model/index.js';
import { atLocation, pageOf, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pos.product-categories.list':
    (s) =>
    async (page, { location_id, only_parents }) => {
      const where = atLocation(location_id);
      if (!only_parents) return s.records.page(KIND, page, (d) => fromStored(posProductCategory, d), where);
      const parents = (await s.records.all(KIND, where))
        .map((d) => fromStored(posProductCategory, d))
        .filter((c) => c.id_parent === null);
      return pageOf(parents, page);
    },
} satisfies SandboxHandlers;
