import { posTaxRate } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { KIND } from './seed.js';

export const handlers = {
  'pos.tax-rates.list': plainList(KIND, posTaxRate),
} satisfies SandboxHandlers;
