import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { businessDays } from '../orders/seed.js';

/** The payments of the orders (`orders/seed.ts` makes them with the orders they pay). */
export const KIND = 'pos_payment';

export function seed(now: Date): SandboxRecord[] {
  return businessDays(now).payments.map((p) => stored(KIND, { ...p, id: p.id! }));
}
