import { opportunity } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'invoicing.opportunities.list': plainList(KIND, opportunity),
  'invoicing.opportunities.get': (s) => (ids) =>
    s.records.batch(KIND, ids, 'Opportunity', (d) => fromStored(opportunity, d)),
} satisfies SandboxHandlers;
