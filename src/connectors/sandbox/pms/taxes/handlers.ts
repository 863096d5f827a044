import { pmsTaxRate } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.taxes.list': plainList(KIND, pmsTaxRate),
} satisfies SandboxHandlers;
