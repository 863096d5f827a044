import { analyticPlan } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { folderPage } from '../books.js';
import { KIND } from './seed.js';

/** The analytic plans of a folder, the default one first, as stored. */
export const handlers = {
  'accounting.analytic-plans.list':
    (s) =>
    (page, { folder_id }) =>
      folderPage(s, KIND, analyticPlan, page, folder_id),
} satisfies SandboxHandlers;
