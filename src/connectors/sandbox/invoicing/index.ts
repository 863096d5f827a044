import { isoDate, utcDay } from '../dates.js';
import { type SandboxApi, stored } from '../kit.js';
import { handlers as bankAccounts } from './bank-accounts/handlers.js';
import { KIND as BANK_ACCOUNT, seedBankAccounts } from './bank-accounts/seed.js';
import { handlers as bankTransactions } from './bank-transactions/handlers.js';
import { KIND as BANK_TRANSACTION, seedBankTransactions } from './bank-transactions/seed.js';
import { handlers as contacts } from './contacts/handlers.js';
import { KIND as CONTACT, partnerName, seedContacts } from './contacts/seed.js';
import { handlers as invoices } from './invoices/handlers.js';
import { KIND as INVOICE, seedInvoices } from './invoices/seed.js';
import { handlers as opportunities } from './opportunities/handlers.js';
import { KIND as OPPORTUNITY, seedOpportunities } from './opportunities/seed.js';
import { handlers as paymentMethods } from './payment-methods/handlers.js';
import { KIND as PAYMENT_METHOD, PAYMENT_METHODS } from './payment-methods/seed.js';
import { handlers as payments } from './payments/handlers.js';
import { KIND as PAYMENT } from './payments/seed.js';
import { handlers as products } from './products/handlers.js';
import { KIND as PRODUCT, seedProducts } from './products/seed.js';
import { handlers as taxes } from './taxes/handlers.js';
import { seedTaxCodes, KIND as TAX } from './taxes/seed.js';
import { handlers as uploadDocument } from './upload-document/handlers.js';

/**
 * The Sandbox Invoicing: one small Belgian company's tax codes, products, opportunities,
 * contacts, invoices and credit notes with their payments, payment methods, and two bank
 * accounts whose transactions are reconciled with the invoices. Writes land in the connection's
 * records and read back.
 */
export const invoicing: SandboxApi = {
  handlers: {
    ...taxes,
    ...products,
    ...opportunities,
    ...contacts,
    ...invoices,
    ...payments,
    ...paymentMethods,
    ...bankAccounts,
    ...bankTransactions,
    ...uploadDocument,
  },

  seed(now) {
    const contactRecords = seedContacts();
    const book = seedInvoices(now);
    const names = new Map(contactRecords.map((c) => [c.id, partnerName(c)]));
    const transactions = seedBankTransactions(now, book.invoices, book.payments, names);
    return [
      ...seedTaxCodes().map((t) => stored(TAX, t)),
      ...seedProducts().map((p) => stored(PRODUCT, p)),
      ...seedOpportunities(now).map((o) => stored(OPPORTUNITY, o)),
      ...contactRecords.map((c) => stored(CONTACT, c)),
      ...PAYMENT_METHODS.map((m) => stored(PAYMENT_METHOD, m)),
      ...seedBankAccounts(transactions).map((a) => stored(BANK_ACCOUNT, a)),
      ...book.invoices.map((i) => stored(INVOICE, i)),
      ...book.payments.map((p) => stored(PAYMENT, p)),
      ...transactions.map((t) => stored(BANK_TRANSACTION, t)),
    ];
  },

  // Every date of the seed is a day counted from today (UTC): one seed per day.
  seedKey: (now) => isoDate(utcDay(now, 0)),
};
