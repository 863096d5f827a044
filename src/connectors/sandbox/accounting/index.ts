import type { SandboxApi } from '../kit.js';
import { handlers, seeds } from './resources.js';

/**
 * The Sandbox Accounting (contract §10): the books of two Belgian companies (two folders) on the
 * Belgian minimum chart of accounts, kept as a double-entry ledger so that every balance, every
 * outstanding amount and the FEC export add up from its posted entry lines.
 */
export const accounting: SandboxApi = {
  handlers,
  seeds,
  // The books are dated by days: one seed a day.
  seedKey: (now) => now.toISOString().slice(0, 10),
};
