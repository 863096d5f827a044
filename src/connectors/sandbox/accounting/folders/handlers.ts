import { folder } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

/** The two companies of the connection; the first is the default folder. */
export const handlers = {
  'accounting.folders.all': (s) => async () => (await s.records.all(KIND)).map((d) => fromStored(folder, d)),
  'accounting.folders.get': (s) => (ids) =>
    s.records.batch(KIND, ids, 'Folder', (d) => fromStored(folder, d)),
} satisfies SandboxHandlers;
