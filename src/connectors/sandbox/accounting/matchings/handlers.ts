import type { SandboxHandlers } from '../../kit.js';

/** Matchings are read through the lines they settle (`ledger.ts`); writing them is to come. */
export const handlers = {} satisfies SandboxHandlers;
