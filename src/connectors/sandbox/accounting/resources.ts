// Written by `npm run schema:print` from the resource folders beside it: do not edit (run it again instead).

import type { SandboxHandlers } from '../kit.js';
import type { SandboxRecord } from '../types.js';

/** The handlers of every resource of the API, by operation: its capabilities are these keys. */
export const handlers = {} satisfies SandboxHandlers;

/** The seeds of the resources that hold records at the start (each listed in its own order). */
export const seeds: Record<string, (now: Date) => SandboxRecord[]> = {};
