import { LintelError } from '../../errors.js';
import {
  type BankTransactionFilter,
  type InvoicingBankAccount,
  type InvoicingBankTransaction,
  type Page,
  type PageRequest,
  pageOffset,
} from '../../model/index.js';
import type { OdooHandlers } from './client.js';
import { type Domain, type OdooClient, odooId, present, VENDOR } from './client.js';
import { companyCurrency } from './products.js';
import {
  m2oName,
  type OdooJournal,
  type OdooStatementLine,
  odooJournalSchema,
  odooStatementLineSchema,
  text,
} from './types.js';

const JOURNAL = 'account.journal';
const LINE = 'account.bank.statement.line';
/** Active bank journals (archived ones hidden, as Odoo's Accounting dashboard does). */
const BANKS: Domain = [['type', '=', 'bank']];

async function requireModel(client: OdooClient, model: string): Promise<ReadonlySet<string>> {
  const fields = await client.fieldsOf(model);
  if (!fields) {
    throw new LintelError('ERROR_CONNECTOR_REQUEST', {
      detail: `This ${VENDOR} has no ${model} (the Invoicing app is not installed)`,
    });
  }
  return fields;
}

/**
 * A bank journal → bank account. The IBAN is the journal's `bank_acc_number`; the currency the
 * journal's, else the company's (a journal without a currency books in the company's). Odoo
 * keeps no balance on a journal (its dashboard computes one from the entries): null.
 */
export function toBankAccount(
  journal: OdooJournal,
  raw: unknown,
  companyCurrency: string | null,
): InvoicingBankAccount {
  return {
    id: String(journal.id),
    source_ref: { id: String(journal.id), model: JOURNAL },
    name: journal.name,
    iban: text(journal.bank_acc_number ?? false),
    currency: m2oName(journal.currency_id) ?? companyCurrency,
    balance: null,
    raw,
  };
}

/**
 * The bank accounts: `search_read` of the bank journals (+ `search_count` past a short page, and
 * the company currency once per connection). Docs: external_api "Search and read".
 */
export async function listBankAccounts(
  client: OdooClient,
  page: PageRequest,
): Promise<Page<InvoicingBankAccount>> {
  const fields = await requireModel(client, JOURNAL);
  const offset = pageOffset(page);
  const [journals, currency] = await Promise.all([
    client.searchRecords(
      JOURNAL,
      BANKS,
      present(fields, ['name', 'code', 'type', 'currency_id', 'bank_acc_number']),
      odooJournalSchema,
      {
        offset,
        limit: page.size,
        order: 'sequence asc, id asc',
      },
    ),
    companyCurrency(client),
  ]);
  const total = await client.pageTotal(
    JOURNAL,
    BANKS,
    {},
    { offset, limit: page.size, received: journals.length },
  );
  return {
    items: journals.map(({ record, raw }) => toBankAccount(record, raw, currency)),
    total,
    page: page.page,
    size: page.size,
  };
}

/**
 * A bank statement line → bank transaction: done once Odoo reconciled it (`is_reconciled`),
 * else draft; the amount signed as Odoo signs it (money in positive); the currency the journal's.
 * The documents it is reconciled with would cost a read of its journal items: not given.
 */
export function toBankTransaction(line: OdooStatementLine, raw: unknown): InvoicingBankTransaction {
  return {
    id: String(line.id),
    source_ref: { id: String(line.id), model: LINE },
    status: line.is_reconciled ? 'done' : 'draft',
    bank_account_id: line.journal_id ? String(line.journal_id[0]) : '',
    amount: line.amount,
    date: line.date.slice(0, 10),
    description: text(line.payment_ref),
    currency: m2oName(line.currency_id) ?? '',
    currency_exchange_rate: 1,
    accounting_code: null,
    linked_documents: [],
    raw,
  };
}

/**
 * One page of a bank account's transactions, newest first: `search_read` of
 * `account.bank.statement.line` on the journal (`bank_account_id`), the day window and the
 * status (`is_reconciled`), + `search_count` past a short page. A bank_account_id that is no
 * Odoo id names no account: an empty page, without a call.
 */
export async function listBankTransactions(
  client: OdooClient,
  page: PageRequest,
  filter: BankTransactionFilter,
): Promise<Page<InvoicingBankTransaction>> {
  const journal = odooId(filter.bank_account_id);
  if (journal === undefined) return { items: [], total: 0, page: page.page, size: page.size };
  const fields = await requireModel(client, LINE);
  const domain: Domain = [['journal_id', '=', journal]];
  if (filter.date_from) domain.push(['date', '>=', filter.date_from]);
  if (filter.date_to) domain.push(['date', '<=', filter.date_to]);
  if (filter.status) domain.push(['is_reconciled', '=', filter.status === 'done']);
  const offset = pageOffset(page);
  const lines = await client.searchRecords(
    LINE,
    domain,
    present(fields, [
      'date',
      'payment_ref',
      'amount',
      'currency_id',
      'journal_id',
      'partner_id',
      'is_reconciled',
    ]),
    odooStatementLineSchema,
    { offset, limit: page.size, order: 'date desc, id desc' },
  );
  const total = await client.pageTotal(
    LINE,
    domain,
    {},
    { offset, limit: page.size, received: lines.length },
  );
  return {
    items: lines.map(({ record, raw }) => toBankTransaction(record, raw)),
    total,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'invoicing.bank-accounts.list': (odoo) => (page) => listBankAccounts(odoo, page),
  'invoicing.bank-transactions.list': (odoo) => (page, filter) => listBankTransactions(odoo, page, filter),
} satisfies OdooHandlers;
