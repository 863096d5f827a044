import { taxCode } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'invoicing.taxes.list': plainList(KIND, taxCode),
  'invoicing.taxes.get': (s) => (ids) =>
    s.records.batch(KIND, ids, 'Tax code', (d) => fromStored(taxCode, d)),
} satisfies SandboxHandlers;
