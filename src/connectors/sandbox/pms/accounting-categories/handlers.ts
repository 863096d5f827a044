import { pmsAccountingCategory } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.accounting-categories.list': plainList(KIND, pmsAccountingCategory),
} satisfies SandboxHandlers;
