import { findLintelError } from '../../errors.js';
import type {
  JournalInput,
  LedgerAccountInput,
  Matching,
  MatchingInput,
  MatchingResult,
} from '../../model/accounting/index.js';
import {
  accountsByCode,
  anything,
  at,
  createRecord,
  looseRecord,
  m2o,
  recordsById,
  refused,
} from './checks.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { handlers as journalReads } from './journals.js';
import { handlers as ledgerReads } from './ledger.js';
import { round2 } from './shared.js';

/**
 * The ledger's structure and its matchings: journals (`account.journal`), ledger accounts
 * (`account.account`), and matchings — Odoo's reconciliation of the receivable or payable items
 * of posted entries (`account.move.line.reconcile`). Each checks first, then writes ONE call.
 * Docs: account/models/account_journal.py (code unique per company), account_account.py
 * (`account_type`; ≤17 `company_id`, 18+ `company_ids`), account_move_line.py (`reconcile`:
 * items of one account, not reconciled yet).
 */

// ---- matchings -----------------------------------------------------------------------------------

const OPEN_TYPES = ['asset_receivable', 'liability_payable'];

/**
 * One matching: the partner and the entries (one read each: unknown → 404; not posted → 400),
 * their receivable or payable items (one read: none, several partners or accounts, amounts that
 * do not cancel out → 400), then ONE `reconcile` and the items read again for their matching
 * number. Entries matched together already answer their matching without a write.
 */
async function match(odoo: AccountingOdoo, scope: Scope, input: MatchingInput): Promise<Matching> {
  if (input.entries.length < 2)
    throw refused('ERROR_AMOUNTS_NOT_BALANCED', 'entries: match at least two entries');
  await recordsById(
    odoo,
    scope,
    'res.partner',
    ['name'],
    [{ value: input.partner_id, where: 'partner_id' }],
    'ERROR_PARTNER_NOT_FOUND',
    'partner',
  );
  const moves = await recordsById(
    odoo,
    scope,
    'account.move',
    ['state', 'name'],
    input.entries.map((value, i) => ({ value, where: at('entries', i) })),
    'ERROR_ENTRY_NOT_FOUND',
    'entry',
  );
  input.entries.forEach((id, i) => {
    if (moves.get(Number(id))!['state'] !== 'posted')
      throw refused('ERROR_ENTRY_HAS_INVALID_STATUS', `${at('entries', i)}: entry ${id} is not posted`);
  });
  const lines = await odoo.search(
    'account.move.line',
    [
      ['move_id', 'in', [...moves.keys()]],
      ['account_type', 'in', OPEN_TYPES],
    ],
    ['move_id', 'account_id', 'partner_id', 'amount_residual', 'full_reconcile_id', 'matching_number'],
    looseRecord,
    scope.context,
  );
  input.entries.forEach((id, i) => {
    if (!lines.some(({ record }) => m2o(record['move_id']) === Number(id)))
      throw refused(
        'ERROR_ENTRY_HAS_NO_ACCOUNT_RECEIVABLE_PAYABLE',
        `${at('entries', i)}: entry ${id} has no receivable or payable item`,
      );
  });
  const partners = new Set(lines.map(({ record }) => m2o(record['partner_id'])));
  if (partners.size > 1 || !partners.has(Number(input.partner_id)))
    throw refused(
      'ERROR_MULTIPLE_PARTNERS',
      `entries: the items are of partners ${[...partners].join(', ')}, not only ${input.partner_id}`,
    );
  if (new Set(lines.map(({ record }) => m2o(record['account_id']))).size > 1)
    throw refused(
      'ERROR_MULTIPLE_GL_ACCOUNTS',
      'entries: the items are on several receivable or payable accounts',
    );
  const fulls = new Set(lines.map(({ record }) => m2o(record['full_reconcile_id']) ?? 0));
  if (fulls.size === 1 && !fulls.has(0))
    return { matching_number: String(lines[0]!.record['matching_number']), balance: 0 };
  const open = lines.filter(({ record }) => round2(Number(record['amount_residual'] ?? 0)) !== 0);
  // Nothing left open: the entries settle each other already (matched in parts, or by hand).
  if (open.length === 0)
    return { matching_number: String(lines[0]!.record['matching_number'] || ''), balance: 0 };
  const balance = round2(open.reduce((s, { record }) => s + Number(record['amount_residual'] ?? 0), 0));
  if (balance !== 0)
    throw refused(
      'ERROR_AMOUNTS_NOT_BALANCED',
      `entries: the open amounts leave ${balance.toFixed(2)}, not 0`,
    );
  const ids = open.map(({ record }) => record.id);
  await odoo.odoo.command('account.move.line', 'reconcile', [ids], { context: scope.context }, anything);
  const [after] = await odoo.search(
    'account.move.line',
    [['id', 'in', ids]],
    ['matching_number'],
    looseRecord,
    scope.context,
    { limit: 1 },
  );
  return { matching_number: String(after?.record['matching_number'] || ''), balance: 0 };
}

/** Each matching on its own: a refused one is answered as not processed, with why. */
async function matchMany(
  odoo: AccountingOdoo,
  scope: Scope,
  matchings: readonly MatchingInput[],
): Promise<MatchingResult[]> {
  const out: MatchingResult[] = [];
  for (const input of matchings) {
    try {
      const made = await match(odoo, scope, input);
      out.push({ matching_number: made.matching_number, processed: true, error_msg: null });
    } catch (error) {
      const known = findLintelError(error);
      if (!known || known.status >= 500) throw error;
      out.push({
        matching_number: null,
        processed: false,
        error_msg: { error_code: known.code, message: known.message, detail: known.detail },
      });
    }
  }
  return out;
}

// ---- journals ------------------------------------------------------------------------------------

const JOURNAL_TYPES: Record<JournalInput['journal_type'], string> = {
  customer_invoice: 'sale',
  customer_refund: 'sale',
  supplier_invoice: 'purchase',
  supplier_refund: 'purchase',
  bank: 'bank',
  cash: 'cash',
  miscellaneous_operation: 'general',
};

/** A journal: its code free in the folder and its account known (one read each), then ONE `create`. */
async function createJournal(odoo: AccountingOdoo, input: JournalInput, folderId: string | undefined) {
  const scope = await odoo.scope(folderId);
  const [used] = await odoo.search(
    'account.journal',
    [['code', '=', input.code]],
    ['code'],
    looseRecord,
    { ...scope.context, active_test: false },
    { limit: 1 },
  );
  if (used)
    throw refused(
      'ERROR_JOURNAL_ALREADY_EXISTS',
      `code: journal ${used.record.id} has the code ${input.code}`,
    );
  let account: number | undefined;
  if (input.counterpart_account) {
    const accounts = await accountsByCode(odoo, scope, [
      { value: input.counterpart_account, where: 'counterpart_account' },
    ]);
    account = accounts.get(input.counterpart_account)!.id;
  }
  const id = await createRecord(odoo, scope, 'account.journal', {
    name: input.name,
    code: input.code,
    type: JOURNAL_TYPES[input.journal_type],
    company_id: scope.company,
    ...(account !== undefined ? { default_account_id: account } : {}),
  });
  const [journal] = await journalReads['accounting.journals.get'](odoo)([String(id)], {
    folder_id: folderId,
  });
  if (!journal || journal instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no journal ${id} after creating it`);
  return journal;
}

// ---- ledger accounts -----------------------------------------------------------------------------

const ACCOUNT_TYPES: Record<NonNullable<LedgerAccountInput['type']>, string> = {
  bank: 'asset_cash',
  cash: 'asset_cash',
  other_financial: 'liability_credit_card',
  receivable: 'asset_receivable',
  payable: 'liability_payable',
  income: 'income',
  expense: 'expense',
  other_expense: 'expense_other',
  vat: 'liability_current',
  other: 'asset_current',
};

/** A ledger account: its number free (one read), then ONE `create` in the folder's company. */
async function createLedgerAccount(
  odoo: AccountingOdoo,
  input: LedgerAccountInput,
  folderId: string | undefined,
) {
  const scope = await odoo.scope(folderId);
  const [used] = await odoo.search(
    'account.account',
    [['code', '=', input.number]],
    ['code'],
    looseRecord,
    { ...scope.context, active_test: false },
    { limit: 1 },
  );
  if (used)
    throw refused(
      'ERROR_LEDGER_ACCOUNT_ALREADY_EXISTS',
      `number: account ${used.record.id} has the number ${input.number}`,
    );
  const type = ACCOUNT_TYPES[input.type ?? 'other'];
  const version = await odoo.odoo.serverVersion();
  await createRecord(odoo, scope, 'account.account', {
    code: input.number,
    name: input.name,
    account_type: type,
    reconcile: type === 'asset_receivable' || type === 'liability_payable',
    ...(version >= 18 ? { company_ids: [[6, 0, [scope.company]]] } : { company_id: scope.company }),
  });
  const [account] = await ledgerReads['accounting.ledger-accounts.get'](odoo)([input.number], {
    folder_id: folderId,
  });
  if (!account || account instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no account ${input.number} after creating it`);
  return account;
}

export const handlers = {
  'accounting.matchings.create': (odoo) => async (input, options) =>
    match(odoo, await odoo.scope(options?.params?.folder_id), input),
  'accounting.matchings-multiple.create': (odoo) => async (input, options) =>
    matchMany(odoo, await odoo.scope(options?.params?.folder_id), input.matchings),
  'accounting.journals.create': (odoo) => (input, options) =>
    createJournal(odoo, input, options?.params?.folder_id),
  'accounting.ledger-accounts.create': (odoo) => (input, options) =>
    createLedgerAccount(odoo, input, options?.params?.folder_id),
} satisfies AccountingHandlers;
