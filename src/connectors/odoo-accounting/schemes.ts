import type { AccountingHandlers } from './client.js';

/**
 * Reporting schemes (Chift's `schemes`, e.g. the Dutch RGS) classify ledger accounts in a
 * standard list. Odoo has no such classification of its own (its account tags and reports are
 * per country and not one scheme), so a folder has none: an empty list without a call, and every
 * ledger account's `scheme_ids` is empty.
 */
export const handlers = {
  'accounting.schemes.list': () => async (page) => ({
    items: [],
    total: 0,
    page: page.page,
    size: page.size,
  }),
} satisfies AccountingHandlers;
