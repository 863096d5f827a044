import { type Page, type PageRequest, type PmsAccountingCategory, pageOffset } from '../../model/index.js';
import type { MewsClient } from './client.js';
import type { MewsHandlers } from './connection.js';
import { accountingCategoryList, type MewsAccountingCategory } from './types.js';

/**
 * accountingCategories/getAll (operations/accountingcategories.md): every category of the
 * enterprises the token reaches, active or not (past items still name deleted ones), all pages.
 * Pitfall: `Limitation` is required even though categories are few.
 */
export function fetchAccountingCategories(client: MewsClient): Promise<MewsAccountingCategory[]> {
  return client.getAll(
    'accountingCategories/getAll',
    { ActivityStates: ['Active', 'Deleted'] },
    accountingCategoryList,
    'list accounting categories',
  );
}

/** A Mews accounting category; `code` is Mews' own code, else the external system's. */
export function toPmsAccountingCategory(category: MewsAccountingCategory): PmsAccountingCategory {
  return {
    id: category.Id,
    source_ref: { id: category.Id, model: 'AccountingCategory' },
    name: category.Name,
    code: category.Code ?? category.ExternalCode ?? null,
    ledger_account_code: category.LedgerAccountCode ?? null,
    posting_account_code: category.PostingAccountCode ?? null,
    raw: category,
  };
}

/** `pms.accounting-categories.list`: Mews does not page by number, so the page is cut here. */
export async function listAccountingCategories(
  client: MewsClient,
  page: PageRequest,
): Promise<Page<PmsAccountingCategory>> {
  const categories = await fetchAccountingCategories(client);
  const offset = pageOffset(page);
  return {
    items: categories.slice(offset, offset + page.size).map(toPmsAccountingCategory),
    total: categories.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pms.accounting-categories.list': (m) => (page) => listAccountingCategories(m.client, page),
} satisfies MewsHandlers;
