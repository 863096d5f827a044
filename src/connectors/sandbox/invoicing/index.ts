import { isoDate, utcDay } from '../dates.js';
import type { SandboxApi } from '../kit.js';
import { handlers, seeds } from './resources.js';

/**
 * The Sandbox Invoicing: one small Belgian company's tax codes, products, opportunities,
 * contacts, invoices and credit notes with their payments, payment methods, and two bank
 * accounts whose transactions are reconciled with the invoices. Writes land in the connection's
 * records and read back.
 */
export const invoicing: SandboxApi = {
  handlers,
  seeds,
  // Every date of the seed is a day counted from today (UTC): one seed per day.
  seedKey: (now) => isoDate(utcDay(now, 0)),
};
