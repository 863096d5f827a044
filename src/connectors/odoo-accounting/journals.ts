import type { Journal } from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { inOrder, odooIds } from '../odoo/client.js';
import { m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { accountNumber, journalTypeOf, searchPage } from './shared.js';
import { type OdooJournal, odooJournalSchema } from './types.js';

/**
 * `account.journal`: the folder's journals, archived ones reported blocked.
 * Docs: account/models/account_journal.py.
 * Pitfalls: a `credit` (card) journal exists from 17; `bank_acc_number` is the number of the
 * journal's `bank_account_id` (a `res.partner.bank` of the company).
 */

const MODEL = 'account.journal';
export const JOURNAL_FIELDS = [
  'name',
  'code',
  'type',
  'currency_id',
  'default_account_id',
  'suspense_account_id',
  'bank_account_id',
  'bank_acc_number',
  'bank_id',
  'active',
] as const;
const ORDER = 'sequence asc, id asc';
/** Archived journals are listed too (`blocked`). */
const ARCHIVED = { active_test: false };

const isMoney = (type: string) => type === 'bank' || type === 'cash' || type === 'credit';

/**
 * Odoo journal → Chift journal. A bank or cash journal's money sits on its default account, and
 * what is not allocated yet on its suspense account. Odoo numbers a journal's next entry from the
 * last one's name (`_get_last_sequence`), which no field gives: `next_document_numbers` stays
 * empty rather than costing a search per journal and year.
 */
export function toJournal(journal: OdooJournal, raw: unknown): Journal {
  return {
    id: String(journal.id),
    code: text(journal.code),
    name: journal.name,
    journal_type: journalTypeOf(journal.type),
    counterpart_account: isMoney(journal.type) ? accountNumber(journal.default_account_id) : null,
    unallocated_account: isMoney(journal.type) ? accountNumber(journal.suspense_account_id) : null,
    next_document_numbers: [],
    iban: journal.type === 'bank' ? text(journal.bank_acc_number) : null,
    currency: m2oName(journal.currency_id),
    other_currencies_allowed: true,
    blocked: journal.active === false,
    raw,
  };
}

/** One page of journals of the scope's company: `search_read` + `search_count` when needed. */
async function listJournals(odoo: AccountingOdoo, scope: Scope, page: PageRequest): Promise<Page<Journal>> {
  const fields = await odoo.fields(MODEL, JOURNAL_FIELDS);
  const { records, total } = await searchPage(odoo, scope, MODEL, [], fields, odooJournalSchema, page, {
    order: ORDER,
    context: ARCHIVED,
  });
  return {
    items: records.map(({ record, raw }) => toJournal(record, raw)),
    total,
    page: page.page,
    size: page.size,
  };
}

/** Journals by id: ONE `search_read` on `id in ids` in the scope's company (a journal of another company is not found). */
export async function getJournals(
  odoo: AccountingOdoo,
  scope: Scope,
  ids: readonly string[],
): Promise<(Journal | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, Journal>();
  if (numeric.length > 0) {
    const fields = await odoo.fields(MODEL, JOURNAL_FIELDS);
    const journals = await odoo.odoo.readRecords(MODEL, numeric, fields, odooJournalSchema, scope.context);
    for (const { record, raw } of journals) found.set(record.id, toJournal(record, raw));
  }
  return inOrder(ids, found, 'Journal');
}

/** The type of each journal of the scope's company, by id: ONE `search_read` of their types. */
export async function journalTypes(odoo: AccountingOdoo, scope: Scope): Promise<Map<number, string>> {
  const journals = await odoo.search(MODEL, [], ['type'], odooJournalTypeSchema, {
    ...scope.context,
    ...ARCHIVED,
  });
  return new Map(journals.map(({ record }) => [record.id, record.type]));
}

const odooJournalTypeSchema = odooJournalSchema.pick({ id: true, type: true });

export const handlers = {
  'accounting.journals.list':
    (odoo) =>
    async (page, { folder_id }) =>
      listJournals(odoo, await odoo.scope(folder_id), page),
  'accounting.journals.get':
    (odoo) =>
    async (ids, { folder_id }) =>
      getJournals(odoo, await odoo.scope(folder_id), ids),
} satisfies AccountingHandlers;
