import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { invoiceBook } from '../invoices/seed.js';

/** Payments of the seed's invoices (`invoices/seed.ts` makes them with the invoices they pay). */
export const KIND = 'invoicing_payment';

export function seed(now: Date): SandboxRecord[] {
  return invoiceBook(now).payments.map((p) => stored(KIND, p));
}
