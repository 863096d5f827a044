import { validationError } from '../../errors.js';
import type { FecLine, FecParams } from '../../model/accounting/index.js';
import { dateOf, m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo } from './client.js';
import { bookYearOf, fiscalCompany, fiscalYearEndOf } from './folders.js';
import { accountName, accountNumber, round2 } from './shared.js';
import {
  odooAccountingPartnerSchema,
  odooJournalSchema,
  odooLineSchema,
  odooMoveRefSchema,
  odooPartialSchema,
} from './types.js';

/**
 * The FEC (fichier des écritures comptables, French tax code art. A47 A-1): one line per posted
 * journal item of the window, within one book year, with its columns as the law names them —
 * JournalCode/JournalLib from the journal, EcritureNum the entry's number, CompteNum/CompteLib the
 * account, CompAuxNum/CompAuxLib the partner (its reference, else its id, and its name) on
 * receivable and payable items, EcritureLet the matching number and DateLet the day of the last
 * reconciliation that matched it, ValidDate the entry's accounting day (Odoo keeps no validation
 * day; its own l10n_fr FEC export writes the entry's date too), Montantdevise/Idevise the amount
 * in a foreign currency. Reads: the company's book year (one `read`), the items (one
 * `search_read`), the journals (one), the partners of receivable and payable items (one) and the
 * reconciliations of matched items (one). Docs: l10n_fr_fec/wizard/account_fr_fec.py (Odoo's own
 * export, whose columns these are), account/models/account_move_line.py.
 * Pitfalls: a window that crosses the end of a book year, or ends before it starts, is refused
 * (422) — the inverted one before any call to Odoo.
 */

const LINE = 'account.move.line';
const FIELDS = [
  'move_id',
  'date',
  'journal_id',
  'account_id',
  'account_type',
  'partner_id',
  'debit',
  'credit',
  'amount_currency',
  'currency_id',
  'matching_number',
  'matched_debit_ids',
  'matched_credit_ids',
  'display_type',
] as const;
const AUXILIARY = new Set(['asset_receivable', 'liability_payable']);

async function exportFec(odoo: AccountingOdoo, params: FecParams): Promise<FecLine[]> {
  const scope = await odoo.scope(params.folder_id);
  const company = await fiscalCompany(odoo, scope);
  const year = bookYearOf(params.date_from, fiscalYearEndOf(company));
  if (params.date_to > year.end) {
    throw validationError([
      {
        loc: ['query', 'date_to'],
        msg: `The export must stay within one book year: ${params.date_from} is in the book year ${year.name} (${year.start} to ${year.end})`,
        type: 'value_error',
        input: params.date_to,
      },
    ]);
  }
  const fields = await odoo.fields(LINE, FIELDS);
  const found = await odoo.search(
    LINE,
    [
      ['parent_state', '=', 'posted'],
      ['date', '>=', params.date_from],
      ['date', '<=', params.date_to],
      ['display_type', 'not in', ['line_section', 'line_note']],
    ],
    fields,
    odooLineSchema,
    scope.context,
    { order: 'date asc, move_id asc, id asc' },
  );
  const lines = found.map(({ record }) => record);
  const moveIds = [...new Set(lines.map((l) => (l.move_id ? l.move_id[0] : 0)).filter((id) => id > 0))];
  const partnerIds = [
    ...new Set(
      lines
        .filter((l) => AUXILIARY.has(String(l.account_type)) && l.partner_id)
        .map((l) => (l.partner_id ? l.partner_id[0] : 0)),
    ),
  ];
  const partialIds = [
    ...new Set(
      lines
        .filter((l) => text(l.matching_number))
        .flatMap((l) => [...(l.matched_debit_ids ?? []), ...(l.matched_credit_ids ?? [])]),
    ),
  ];
  const [journals, partners, partials, moves] = await Promise.all([
    odoo.search('account.journal', [], ['code', 'name', 'type'], odooJournalSchema, {
      ...scope.context,
      active_test: false,
    }),
    partnerIds.length > 0
      ? odoo.odoo.readRecords(
          'res.partner',
          partnerIds,
          ['name', 'ref', 'is_company'],
          odooAccountingPartnerSchema,
          scope.context,
        )
      : Promise.resolve([]),
    partialIds.length > 0
      ? odoo.odoo.readRecords(
          'account.partial.reconcile',
          partialIds,
          ['max_date', 'debit_move_id', 'credit_move_id', 'amount'],
          odooPartialSchema,
          scope.context,
        )
      : Promise.resolve([]),
    moveIds.length > 0
      ? odoo.odoo.readRecords(
          'account.move',
          moveIds,
          ['name', 'ref', 'date'],
          odooMoveRefSchema,
          scope.context,
        )
      : Promise.resolve([]),
  ]);
  const journalOf = new Map(journals.map(({ record }) => [record.id, record]));
  const partnerOf = new Map(partners.map(({ record }) => [record.id, record]));
  const partialDate = new Map(partials.map(({ record }) => [record.id, dateOf(record.max_date)]));
  const moveOf = new Map(moves.map(({ record }) => [record.id, record]));
  const companyCurrency = company.currency_id ? company.currency_id[0] : null;

  return lines.map((line): FecLine => {
    const journal = line.journal_id ? journalOf.get(line.journal_id[0]) : undefined;
    const move = line.move_id ? moveOf.get(line.move_id[0]) : undefined;
    const partner =
      AUXILIARY.has(String(line.account_type)) && line.partner_id
        ? partnerOf.get(line.partner_id[0])
        : undefined;
    const matching = text(line.matching_number);
    const letDates = [...(line.matched_debit_ids ?? []), ...(line.matched_credit_ids ?? [])]
      .map((id) => partialDate.get(id))
      .filter((d): d is string => typeof d === 'string')
      .sort();
    const day = dateOf(line.date) ?? dateOf(move?.date) ?? params.date_from;
    // Montantdevise/Idevise only for an item in another currency than the company's.
    const foreign =
      line.currency_id && companyCurrency !== null && line.currency_id[0] !== companyCurrency
        ? m2oName(line.currency_id)
        : null;
    return {
      JournalCode: text(journal?.code) ?? '',
      JournalLib: journal?.name ?? m2oName(line.journal_id) ?? '',
      EcritureNum: text(move?.name) ?? m2oName(line.move_id) ?? '',
      EcritureDate: day,
      CompteNum: accountNumber(line.account_id) ?? '',
      CompteLib: accountName(line.account_id) ?? '',
      CompAuxNum: partner ? (text(partner.ref) ?? String(partner.id)) : '',
      CompAuxLib: partner ? (text(partner.name) ?? '') : '',
      PieceRef: text(move?.ref) ?? text(move?.name) ?? '',
      PieceDate: dateOf(move?.date) ?? day,
      Debit: round2(line.debit),
      Credit: round2(line.credit),
      EcritureLet: matching ?? '',
      DateLet: matching ? (letDates.at(-1) ?? null) : null,
      ValidDate: dateOf(move?.date) ?? day,
      Montantdevise: foreign
        ? round2(typeof line.amount_currency === 'number' ? line.amount_currency : 0)
        : 0,
      Idevise: foreign ?? '',
    };
  });
}

export const handlers = {
  'accounting.fec.all': (odoo) => (params) => exportFec(odoo, params),
} satisfies AccountingHandlers;
