import { pmsLocation } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.locations.list': plainList(KIND, pmsLocation),
} satisfies SandboxHandlers;
