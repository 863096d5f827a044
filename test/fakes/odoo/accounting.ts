import type { FakeDb, FieldDef, FieldType, ModelDef, OdooVersion, StoredRecord } from './models.js';

/**
 * The Accounting app's ledger in a fake Odoo, from Odoo's own model definitions
 * (`addons/account/models/company.py`, `account_account.py`, `account_journal.py`,
 * `account_tax.py`, `account_payment_term.py`, `account_move.py`, `account_move_line.py`,
 * `account_partial_reconcile.py`, `account_full_reconcile.py`; `addons/analytic/models/
 * analytic_plan.py`, `analytic_account.py`; `base/models/res_partner.py`, `res_bank.py`,
 * `ir_module.py`; `addons/hr/models/hr_employee.py`), for the connector of Chift's accounting
 * API. The fake runs in this mode with `startOdooFake({ accounting: true })`: two Belgian
 * companies (the second closing its books on 31 March) on the Belgian chart (PCMN codes), their
 * journals, taxes with their repartition lines, payment terms, customers and suppliers with
 * their bank accounts, invoices, bills, bank entries reconciled with them (partial and full
 * reconciliations), a miscellaneous entry, a draft and a cancelled invoice, analytic plans and
 * accounts, attachments and, when the HR app is installed, employees.
 *
 * Every move balances (the seed checks it, as Odoo's `_check_balanced` does). Computed as Odoo
 * computes them: a line's residual from its partial reconciliations, `reconciled`,
 * `matching_number`, the related fields of a line (`date`, `parent_state`, `journal_id`,
 * `company_id`), a move's amounts, due date and payment state, an analytic account's totals.
 *
 * Versions (Pitfalls a client meets):
 * - `res.company` lock dates: 16–17 `period_lock_date`, `fiscalyear_lock_date`, `tax_lock_date`;
 *   18+ `fiscalyear_lock_date`, `tax_lock_date`, `sale_lock_date`, `purchase_lock_date`,
 *   `hard_lock_date` (no `period_lock_date`).
 * - `account.account`: ≤17 `company_id`, 18+ `company_ids` (and a company-dependent `code`);
 *   ≤18 `deprecated`, 19 `active`.
 * - `account.move.line.matching_number`: 16 the full reconciliation's name (`A1`) or `P` while
 *   partial; 17+ the full reconciliation's id (`1`) or `P` + the smallest partial's id (`P2`).
 * - `analytic_distribution`: ≤17 one key per analytic account (`{"1": 100, "3": 100}`); 18+ a key
 *   may join one account per plan (`{"1,3": 100}`).
 * - `account.tax.repartition.line`: ≤16 `invoice_tax_id`/`refund_tax_id`; 17+ `tax_id` +
 *   `document_type`.
 * - `hr.employee`: ≤16 `address_home_id`; 17+ `work_contact_id`.
 */

const f = (type: FieldType, string: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type,
  string,
  ...extra,
});
const m2o = (relation: string, string: string, extra: Partial<FieldDef> = {}) =>
  f('many2one', string, { relation, ...extra });

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A field related through a many2one (`related='move_id.date'`). */
type Compute = (record: StoredRecord, db: FakeDb) => unknown;

function related(via: string, model: string, field: string): Compute {
  return (record, db) => {
    const id = record[via];
    const parent = typeof id === 'number' ? db.get(model, id) : undefined;
    return parent ? (parent[field] ?? false) : false;
  };
}

// ---------------------------------------------------------------------------------------------
// Computations

function partialsOf(db: FakeDb, line: StoredRecord): { asDebit: StoredRecord[]; asCredit: StoredRecord[] } {
  const partials = db.all('account.partial.reconcile');
  return {
    asDebit: partials.filter((p) => p['debit_move_id'] === line.id),
    asCredit: partials.filter((p) => p['credit_move_id'] === line.id),
  };
}

function isReconcilable(db: FakeDb, line: StoredRecord): boolean {
  const account = db.get('account.account', num(line['account_id']));
  return account?.['reconcile'] === true;
}

/** `_compute_amount_residual`: what the partial reconciliations leave open (0 off reconcilable accounts). */
function residual(db: FakeDb, line: StoredRecord, currency: boolean): number {
  if (!isReconcilable(db, line)) return 0;
  const { asDebit, asCredit } = partialsOf(db, line);
  const amount = currency ? num(line['amount_currency']) : num(line['balance']);
  const key = currency ? ['debit_amount_currency', 'credit_amount_currency'] : ['amount', 'amount'];
  return round2(
    amount -
      asDebit.reduce((s, p) => s + num(p[key[0]!]), 0) +
      asCredit.reduce((s, p) => s + num(p[key[1]!]), 0),
  );
}

function matchingNumber(db: FakeDb, line: StoredRecord): string | false {
  const full = num(line['full_reconcile_id']);
  const { asDebit, asCredit } = partialsOf(db, line);
  const partials = [...asDebit, ...asCredit];
  if (db.version <= 16) {
    if (full) return String(db.get('account.full.reconcile', full)?.['name'] ?? false);
    return partials.length > 0 ? 'P' : false;
  }
  if (full) return String(full);
  return partials.length > 0 ? `P${Math.min(...partials.map((p) => p.id))}` : false;
}

/** The stored distribution is 18's (`"1,3"` joins one account per plan); ≤17 splits the keys. */
function analyticDistribution(db: FakeDb, line: StoredRecord): unknown {
  const stored = line['_analytic'] as Record<string, number> | undefined;
  if (!stored || Object.keys(stored).length === 0) return false;
  if (db.version >= 18) return { ...stored };
  const out: Record<string, number> = {};
  for (const [key, pct] of Object.entries(stored)) {
    for (const id of key.split(',')) out[id] = (out[id] ?? 0) + pct;
  }
  return out;
}

function linesOf(db: FakeDb, move: StoredRecord, type?: string): StoredRecord[] {
  return db
    .all('account.move.line')
    .filter((l) => l['move_id'] === move.id && (type === undefined || l['display_type'] === type));
}

const isInvoice = (move: StoredRecord) => String(move['move_type']) !== 'entry';

function moveUntaxed(db: FakeDb, move: StoredRecord): number {
  if (!isInvoice(move)) return 0;
  return round2(linesOf(db, move, 'product').reduce((s, l) => s + num(l['price_subtotal']), 0));
}

function moveTax(db: FakeDb, move: StoredRecord): number {
  if (!isInvoice(move)) return 0;
  return round2(linesOf(db, move, 'tax').reduce((s, l) => s + Math.abs(num(l['amount_currency'])), 0));
}

/** `amount_total`: an entry's total is its debits (in the move's currency). */
function moveTotal(db: FakeDb, move: StoredRecord): number {
  if (!isInvoice(move)) {
    return round2(linesOf(db, move).reduce((s, l) => s + Math.max(0, num(l['amount_currency'])), 0));
  }
  return round2(moveUntaxed(db, move) + moveTax(db, move));
}

function moveResidual(db: FakeDb, move: StoredRecord): number {
  if (!isInvoice(move)) return 0;
  if (move['state'] !== 'posted') return moveTotal(db, move);
  return round2(linesOf(db, move, 'payment_term').reduce((s, l) => s + Math.abs(residual(db, l, true)), 0));
}

/** `_compute_payment_state` (the `in_payment` and `reversed` states are not modelled). */
function paymentState(db: FakeDb, move: StoredRecord): string {
  if (!isInvoice(move) || move['state'] !== 'posted') return 'not_paid';
  const open = moveResidual(db, move);
  if (open === 0) return 'paid';
  return open < moveTotal(db, move) ? 'partial' : 'not_paid';
}

/** `amount_total_signed`: in the company's currency, negative for bills and customer credit notes. */
function totalSigned(db: FakeDb, move: StoredRecord): number {
  const terms = linesOf(db, move, 'payment_term');
  if (terms.length === 0) return moveTotal(db, move);
  return round2(terms.reduce((s, l) => s + num(l['balance']), 0));
}

/** `account.analytic.account` totals: the analytic lines the posted move lines would write. */
function analyticTotals(db: FakeDb, account: StoredRecord): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const line of db.all('account.move.line')) {
    const stored = line['_analytic'] as Record<string, number> | undefined;
    if (!stored) continue;
    const move = db.get('account.move', num(line['move_id']));
    if (move?.['state'] !== 'posted' || move['company_id'] !== db.company()) continue;
    for (const [key, pct] of Object.entries(stored)) {
      if (!key.split(',').includes(String(account.id))) continue;
      // An analytic line's amount is the opposite of the journal item's balance.
      const amount = (-num(line['balance']) * pct) / 100;
      if (amount < 0) debit -= amount;
      else credit += amount;
    }
  }
  return { debit: round2(debit), credit: round2(credit) };
}

function companyCurrencyOf(db: FakeDb, companyId: unknown): number | false {
  const company = db.get('res.company', num(companyId));
  return typeof company?.['currency_id'] === 'number' ? company['currency_id'] : false;
}

// ---------------------------------------------------------------------------------------------
// Models

export function accountingModels(version: OdooVersion, options: { hr: boolean }): Record<string, ModelDef> {
  const upTo17 = version <= 17;
  const lockDates: ModelDef = upTo17
    ? {
        period_lock_date: f('date', 'Journals Entries Lock Date'),
        fiscalyear_lock_date: f('date', 'All Users Lock Date'),
        tax_lock_date: f('date', 'Tax Return Lock Date'),
      }
    : {
        fiscalyear_lock_date: f('date', 'Global Lock Date'),
        tax_lock_date: f('date', 'Tax Return Lock Date'),
        sale_lock_date: f('date', 'Sales Lock Date'),
        purchase_lock_date: f('date', 'Purchase Lock date'),
        hard_lock_date: f('date', 'Hard Lock Date'),
      };
  const models: Record<string, ModelDef> = {
    'res.company': {
      name: f('char', 'Company Name', { required: true }),
      currency_id: m2o('res.currency', 'Currency'),
      partner_id: m2o('res.partner', 'Partner'),
      country_id: m2o('res.country', 'Country'),
      country_code: f('char', 'Country Code', { compute: related('country_id', 'res.country', 'code') }),
      vat: f('char', 'Tax ID'),
      company_registry: f('char', 'Company ID'),
      street: f('char', 'Street'),
      street2: f('char', 'Street2'),
      zip: f('char', 'Zip'),
      city: f('char', 'City'),
      email: f('char', 'Email'),
      phone: f('char', 'Phone'),
      bank_account_code_prefix: f('char', 'Prefix of the bank accounts'),
      cash_account_code_prefix: f('char', 'Prefix of the cash accounts'),
      fiscalyear_last_day: f('integer', 'Fiscalyear Last Day', { required: true }),
      fiscalyear_last_month: f('selection', 'Fiscalyear Last Month', {
        selection: Array.from({ length: 12 }, (_, i) => [String(i + 1), String(i + 1)]),
      }),
      ...lockDates,
      active: f('boolean', 'Active'),
    },
    'res.users': {
      name: f('char', 'Name'),
      login: f('char', 'Login'),
      company_id: m2o('res.company', 'Company'),
      company_ids: f('many2many', 'Companies', { relation: 'res.company' }),
      active: f('boolean', 'Active'),
    },
    'res.bank': {
      name: f('char', 'Name', { required: true }),
      bic: f('char', 'Bank Identifier Code'),
      country: m2o('res.country', 'Country'),
    },
    'res.partner.bank': {
      acc_number: f('char', 'Account Number', { required: true }),
      sanitized_acc_number: f('char', 'Sanitized Account Number', {
        compute: (r) =>
          String(r['acc_number'] ?? '')
            .replace(/\W/g, '')
            .toUpperCase(),
      }),
      acc_holder_name: f('char', 'Account Holder Name'),
      partner_id: m2o('res.partner', 'Account Holder'),
      bank_id: m2o('res.bank', 'Bank'),
      bank_name: f('char', 'Bank Name', { compute: related('bank_id', 'res.bank', 'name') }),
      bank_bic: f('char', 'Bank Identifier Code', { compute: related('bank_id', 'res.bank', 'bic') }),
      currency_id: m2o('res.currency', 'Currency'),
      company_id: m2o('res.company', 'Company'),
      allow_out_payment: f('boolean', 'Send Money'),
      sequence: f('integer', 'Sequence'),
      active: f('boolean', 'Active'),
    },
    'res.partner': {
      company_id: m2o('res.company', 'Company'),
      function: f('char', 'Job Position'),
      website: f('char', 'Website Link'),
      bank_ids: f('one2many', 'Banks', { relation: 'res.partner.bank', inverse: 'partner_id' }),
      property_account_receivable_id: m2o('account.account', 'Account Receivable', {
        companyDependent: true,
      }),
      property_account_payable_id: m2o('account.account', 'Account Payable', { companyDependent: true }),
      write_date: f('datetime', 'Last Updated on'),
    },
    'account.account': {
      code: f('char', 'Code', { required: true }),
      name: f('char', 'Account Name', { required: true }),
      account_type: f('selection', 'Type', { required: true }),
      internal_group: f('selection', 'Internal Group', {
        compute: (r) => {
          const group = String(r['account_type'] ?? '').split('_')[0] ?? '';
          return group === 'off' && upTo17 ? 'off_balance' : group;
        },
      }),
      reconcile: f('boolean', 'Allow Reconciliation'),
      currency_id: m2o('res.currency', 'Account Currency'),
      non_trade: f('boolean', 'Non Trade'),
      ...(version >= 18
        ? { company_ids: f('many2many', 'Companies', { relation: 'res.company', required: true }) }
        : { company_id: m2o('res.company', 'Company', { required: true }) }),
      ...(version >= 19 ? { active: f('boolean', 'Active') } : { deprecated: f('boolean', 'Deprecated') }),
    },
    'account.journal': {
      company_id: m2o('res.company', 'Company', { required: true }),
      suspense_account_id: m2o('account.account', 'Suspense Account'),
      bank_account_id: m2o('res.partner.bank', 'Bank Account'),
      bank_acc_number: f('char', 'Account Number', {
        compute: related('bank_account_id', 'res.partner.bank', 'acc_number'),
      }),
      bank_id: m2o('res.bank', 'Bank', {
        compute: related('bank_account_id', 'res.partner.bank', 'bank_id'),
      }),
    },
    'account.tax': {
      company_id: m2o('res.company', 'Company', { required: true }),
      country_code: f('char', 'Country Code', { compute: related('country_id', 'res.country', 'code') }),
    },
    'account.tax.repartition.line': {
      factor_percent: f('float', '%'),
      repartition_type: f('selection', 'Based On'),
      account_id: m2o('account.account', 'Account'),
      company_id: m2o('res.company', 'Company'),
      sequence: f('integer', 'Sequence'),
      ...(version <= 16
        ? {
            invoice_tax_id: m2o('account.tax', 'Invoice Tax'),
            refund_tax_id: m2o('account.tax', 'Refund Tax'),
          }
        : {
            tax_id: m2o('account.tax', 'Tax'),
            document_type: f('selection', 'Related to'),
          }),
    },
    'account.payment.term': {
      name: f('char', 'Payment Terms', { required: true }),
      active: f('boolean', 'Active'),
      note: f('html', 'Description on the Invoice'),
      company_id: m2o('res.company', 'Company'),
      sequence: f('integer', 'Sequence'),
    },
    'account.payment.method.line': {
      company_id: m2o('res.company', 'Company', {
        compute: related('journal_id', 'account.journal', 'company_id'),
      }),
      payment_account_id: m2o('account.account', 'Outstanding Receipts/Payments Account'),
    },
    'account.move': {
      company_id: m2o('res.company', 'Company', { required: true }),
      company_currency_id: m2o('res.currency', 'Company Currency', {
        compute: (r, db) => companyCurrencyOf(db, r['company_id']),
      }),
      invoice_payment_term_id: m2o('account.payment.term', 'Payment Terms'),
      reversed_entry_id: m2o('account.move', 'Reversal of'),
      invoice_date_due: f('date', 'Due Date', {
        compute: (r, db) => {
          const dates = linesOf(db, r, 'payment_term')
            .map((l) => l['date_maturity'])
            .filter((d): d is string => typeof d === 'string')
            .sort();
          return dates.at(-1) ?? r['invoice_date'] ?? false;
        },
      }),
      amount_untaxed: f('monetary', 'Untaxed Amount', { compute: (r, db) => moveUntaxed(db, r) }),
      amount_tax: f('monetary', 'Tax', { compute: (r, db) => moveTax(db, r) }),
      amount_total: f('monetary', 'Total', { compute: (r, db) => moveTotal(db, r) }),
      amount_residual: f('monetary', 'Amount Due', { compute: (r, db) => moveResidual(db, r) }),
      amount_total_signed: f('monetary', 'Total Signed', { compute: (r, db) => totalSigned(db, r) }),
      payment_state: f('selection', 'Payment Status', { compute: (r, db) => paymentState(db, r) }),
      invoice_payments_widget: f('binary', 'Invoice Payments Widget', { compute: () => false }),
    },
    'account.move.line': {
      move_name: f('char', 'Number', { compute: related('move_id', 'account.move', 'name') }),
      date: f('date', 'Date', { compute: related('move_id', 'account.move', 'date') }),
      ref: f('char', 'Reference', { compute: related('move_id', 'account.move', 'ref') }),
      parent_state: f('selection', 'Status', { compute: related('move_id', 'account.move', 'state') }),
      journal_id: m2o('account.journal', 'Journal', {
        compute: related('move_id', 'account.move', 'journal_id'),
      }),
      company_id: m2o('res.company', 'Company', {
        compute: related('move_id', 'account.move', 'company_id'),
      }),
      company_currency_id: m2o('res.currency', 'Company Currency', {
        compute: (r, db) => companyCurrencyOf(db, db.get('account.move', num(r['move_id']))?.['company_id']),
      }),
      account_type: f('selection', 'Internal Type', {
        compute: related('account_id', 'account.account', 'account_type'),
      }),
      partner_id: m2o('res.partner', 'Partner'),
      sequence: f('integer', 'Sequence'),
      debit: f('monetary', 'Debit'),
      credit: f('monetary', 'Credit'),
      balance: f('monetary', 'Balance'),
      amount_currency: f('monetary', 'Amount in Currency'),
      currency_id: m2o('res.currency', 'Currency'),
      amount_residual: f('monetary', 'Residual Amount', { compute: (r, db) => residual(db, r, false) }),
      amount_residual_currency: f('monetary', 'Residual Amount in Currency', {
        compute: (r, db) => residual(db, r, true),
      }),
      reconciled: f('boolean', 'Reconciled', {
        compute: (r, db) => isReconcilable(db, r) && residual(db, r, false) === 0,
      }),
      full_reconcile_id: m2o('account.full.reconcile', 'Matching'),
      matched_debit_ids: f('one2many', 'Matched Debits', {
        relation: 'account.partial.reconcile',
        inverse: 'credit_move_id',
      }),
      matched_credit_ids: f('one2many', 'Matched Credits', {
        relation: 'account.partial.reconcile',
        inverse: 'debit_move_id',
      }),
      matching_number: f('char', 'Matching #', { compute: (r, db) => matchingNumber(db, r) }),
      date_maturity: f('date', 'Due Date'),
      tax_line_id: m2o('account.tax', 'Originator Tax'),
      analytic_distribution: f('json', 'Analytic Distribution', {
        compute: (r, db) => analyticDistribution(db, r),
      }),
    },
    'account.partial.reconcile': {
      debit_move_id: m2o('account.move.line', 'Debit Move', { required: true }),
      credit_move_id: m2o('account.move.line', 'Credit Move', { required: true }),
      full_reconcile_id: m2o('account.full.reconcile', 'Full Reconcile'),
      amount: f('monetary', 'Amount'),
      debit_amount_currency: f('monetary', 'Debit Amount Currency'),
      credit_amount_currency: f('monetary', 'Credit Amount Currency'),
      debit_currency_id: m2o('res.currency', 'Currency of the debit journal item', {
        compute: related('debit_move_id', 'account.move.line', 'currency_id'),
      }),
      credit_currency_id: m2o('res.currency', 'Currency of the credit journal item', {
        compute: related('credit_move_id', 'account.move.line', 'currency_id'),
      }),
      company_id: m2o('res.company', 'Company', {
        compute: (r, db) => {
          const line = db.get('account.move.line', num(r['debit_move_id']));
          return line ? (db.get('account.move', num(line['move_id']))?.['company_id'] ?? false) : false;
        },
      }),
      max_date: f('date', 'Max Date of Matched Lines', {
        compute: (r, db) => {
          const dates = [r['debit_move_id'], r['credit_move_id']].map((id) => {
            const line = db.get('account.move.line', num(id));
            return String(db.get('account.move', num(line?.['move_id']))?.['date'] ?? '');
          });
          return dates.sort().at(-1) || false;
        },
      }),
      exchange_move_id: m2o('account.move', 'Exchange Move'),
    },
    'account.full.reconcile': {
      ...(version <= 16 ? { name: f('char', 'Number', { required: true }) } : {}),
      partial_reconcile_ids: f('one2many', 'Reconciliation Parts', {
        relation: 'account.partial.reconcile',
        inverse: 'full_reconcile_id',
      }),
      reconciled_line_ids: f('one2many', 'Matched Journal Items', {
        relation: 'account.move.line',
        inverse: 'full_reconcile_id',
      }),
      exchange_move_id: m2o('account.move', 'Exchange Move'),
    },
    'account.analytic.plan': {
      name: f('char', 'Name', { required: true }),
      complete_name: f('char', 'Complete Name', {
        compute: (r, db) => {
          const parent = db.get('account.analytic.plan', num(r['parent_id']));
          return parent ? `${parent['name']} / ${r['name']}` : r['name'];
        },
      }),
      parent_id: m2o('account.analytic.plan', 'Parent'),
      children_ids: f('one2many', 'Childrens', { relation: 'account.analytic.plan', inverse: 'parent_id' }),
      sequence: f('integer', 'Sequence'),
      color: f('integer', 'Color'),
      // 16 kept a company on plans; 17 made them shared (applicability per company instead).
      ...(version <= 16 ? { company_id: m2o('res.company', 'Company') } : {}),
    },
    'account.analytic.account': {
      name: f('char', 'Analytic Account', { required: true }),
      code: f('char', 'Reference'),
      active: f('boolean', 'Active'),
      plan_id: m2o('account.analytic.plan', 'Plan', { required: true }),
      root_plan_id: m2o('account.analytic.plan', 'Root Plan', {
        compute: (r, db) => {
          let plan = db.get('account.analytic.plan', num(r['plan_id']));
          while (plan && typeof plan['parent_id'] === 'number')
            plan = db.get('account.analytic.plan', plan['parent_id']);
          return plan?.id ?? false;
        },
      }),
      company_id: m2o('res.company', 'Company'),
      partner_id: m2o('res.partner', 'Customer'),
      currency_id: m2o('res.currency', 'Currency', {
        compute: (r, db) => companyCurrencyOf(db, r['company_id'] || db.company()),
      }),
      debit: f('monetary', 'Debit', { compute: (r, db) => analyticTotals(db, r).debit }),
      credit: f('monetary', 'Credit', { compute: (r, db) => analyticTotals(db, r).credit }),
      balance: f('monetary', 'Balance', {
        compute: (r, db) => {
          const { debit, credit } = analyticTotals(db, r);
          return round2(credit - debit);
        },
      }),
    },
    'ir.attachment': {
      company_id: m2o('res.company', 'Company'),
    },
    // 16+: a statement line is its own move (`_inherits` account.move), posted when created.
    'account.bank.statement.line': {
      move_id: m2o('account.move', 'Journal Entry'),
      company_id: m2o('res.company', 'Company', {
        compute: related('journal_id', 'account.journal', 'company_id'),
      }),
    },
    'ir.module.module': {
      name: f('char', 'Technical Name', { required: true }),
      shortdesc: f('char', 'Module Name'),
      state: f('selection', 'Status'),
    },
  };
  if (options.hr) {
    models['hr.employee'] = {
      name: f('char', 'Employee Name'),
      job_title: f('char', 'Job Title'),
      work_phone: f('char', 'Work Phone'),
      mobile_phone: f('char', 'Work Mobile'),
      work_email: f('char', 'Work Email'),
      barcode: f('char', 'Badge ID'),
      identification_id: f('char', 'Identification No'),
      active: f('boolean', 'Active'),
      company_id: m2o('res.company', 'Company', { required: true }),
      // ≤16 the private address was a partner; 17 moved it onto the employee and linked the work contact.
      ...(version <= 16
        ? { address_home_id: m2o('res.partner', 'Address') }
        : { work_contact_id: m2o('res.partner', 'Work Contact') }),
    };
  }
  return models;
}

/** A seed record as this version stores it (company fields, archive flag, renamed fields). */
export function shapeAccountingRecord(version: OdooVersion, model: string, record: StoredRecord): void {
  if (model === 'account.account' && 'company' in record) {
    // A seed row names its company once; a created account comes with its own company field.
    const company = record['company'];
    delete record['company'];
    if (version >= 18) record['company_ids'] = [company];
    else record['company_id'] = company;
    const active = record['active'] !== false;
    delete record['active'];
    if (version >= 19) record['active'] = active;
    else record['deprecated'] = !active;
  }
  if (model === 'res.company') {
    if (version <= 17) {
      delete record['sale_lock_date'];
      delete record['purchase_lock_date'];
      delete record['hard_lock_date'];
    } else delete record['period_lock_date'];
  }
  if (model === 'account.tax.repartition.line') {
    const tax = record['tax_id'];
    if (version <= 16) {
      record[record['document_type'] === 'refund' ? 'refund_tax_id' : 'invoice_tax_id'] = tax;
      delete record['tax_id'];
      delete record['document_type'];
    }
  }
  if (model === 'account.full.reconcile' && version > 16) delete record['name'];
  if (model === 'hr.employee') {
    if (version <= 16) {
      record['address_home_id'] = record['work_contact_id'];
      delete record['work_contact_id'];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Seed

/** A line of a seeded move: account, debit, credit and what else it carries. */
interface LineSpec {
  account: number;
  debit?: number;
  credit?: number;
  name?: string;
  type?: 'product' | 'tax' | 'payment_term' | false;
  partner?: number | false;
  /** In the move's currency when it is not the company's (signed like the balance). */
  amountCurrency?: number;
  due?: string;
  taxes?: number[];
  taxLine?: number;
  analytic?: Record<string, number>;
  quantity?: number;
  price?: number;
  full?: number;
}

interface MoveSpec {
  id: number;
  name: string;
  type?: string;
  state?: string;
  journal: number;
  company: number;
  partner?: number | false;
  date: string;
  ref?: string;
  term?: number;
  currency?: number;
  attachment?: number;
  narration?: string;
  reversed?: number;
  lines: LineSpec[];
}

export interface AccountingSeedBuilder {
  records: Record<string, StoredRecord[]>;
  /** Adds a balanced move and its lines; answers the ids of its lines, in order. */
  move(spec: MoveSpec): number[];
}

function builder(): AccountingSeedBuilder & { nextLine: number } {
  const records: Record<string, StoredRecord[]> = { 'account.move': [], 'account.move.line': [] };
  const state = {
    records,
    nextLine: 1,
    move(spec: MoveSpec): number[] {
      const debit = round2(spec.lines.reduce((s, l) => s + (l.debit ?? 0), 0));
      const credit = round2(spec.lines.reduce((s, l) => s + (l.credit ?? 0), 0));
      // account.move `_check_balanced`: "The move (…) is not balanced."
      if (debit !== credit) throw new Error(`seed move ${spec.name} is not balanced: ${debit} ≠ ${credit}`);
      const currency = spec.currency ?? 1;
      const type = spec.type ?? 'entry';
      records['account.move']!.push({
        id: spec.id,
        name: spec.name,
        move_type: type,
        state: spec.state ?? 'posted',
        journal_id: spec.journal,
        company_id: spec.company,
        partner_id: spec.partner ?? false,
        currency_id: currency,
        date: spec.date,
        invoice_date: type === 'entry' ? false : spec.date,
        ref: spec.ref ?? false,
        payment_reference: type === 'entry' || spec.name === '/' ? false : spec.name,
        invoice_payment_term_id: spec.term ?? false,
        narration: spec.narration ?? false,
        message_main_attachment_id: spec.attachment ?? false,
        invoice_pdf_report_id: spec.attachment ?? false,
        reversed_entry_id: spec.reversed ?? false,
        create_date: `${spec.date} 09:00:00`,
        write_date: `${spec.date} 09:30:00`,
      });
      const ids: number[] = [];
      spec.lines.forEach((line, index) => {
        const id = state.nextLine++;
        ids.push(id);
        const balance = round2((line.debit ?? 0) - (line.credit ?? 0));
        const quantity = line.quantity ?? (line.type === 'product' ? 1 : 0);
        const subtotal = line.type === 'product' ? Math.abs(line.amountCurrency ?? balance) : 0;
        const taxRate = (line.taxes ?? []).reduce((s, t) => s + (SEED_TAX_RATES[t] ?? 0), 0);
        records['account.move.line']!.push({
          id,
          move_id: spec.id,
          sequence: 10 + index,
          name: line.name ?? spec.name,
          display_type: line.type === undefined ? (type === 'entry' ? false : 'product') : line.type,
          account_id: line.account,
          partner_id: line.partner === undefined ? (spec.partner ?? false) : line.partner,
          debit: line.debit ?? 0,
          credit: line.credit ?? 0,
          balance,
          amount_currency: line.amountCurrency ?? balance,
          currency_id: currency,
          date_maturity: line.due ?? (line.type === 'payment_term' ? spec.date : false),
          tax_ids: line.taxes ?? [],
          tax_line_id: line.taxLine ?? false,
          _analytic: line.analytic,
          product_id: false,
          product_uom_id: line.type === 'product' ? 1 : false,
          quantity,
          price_unit: line.type === 'product' ? (line.price ?? round2(subtotal / (quantity || 1))) : 0,
          discount: 0,
          price_subtotal: subtotal,
          price_total: round2(subtotal * (1 + taxRate / 100)),
          full_reconcile_id: line.full ?? false,
        });
      });
      return ids;
    },
  };
  return state;
}

/** Percentages of the seed's taxes, for the lines' `price_total`. */
const SEED_TAX_RATES: Record<number, number> = { 1: 21, 2: 12, 3: 6, 6: 21, 11: 21, 12: 21 };

// Company 1's accounts (ids 1…16) and company 2's (101…113): l10n_be codes.
const A = {
  receivable: 1,
  payable: 2,
  vatDue: 3,
  vatDeductible: 4,
  bank: 5,
  cash: 6,
  sales: 7,
  purchases: 8,
  services: 9,
  depreciation: 10,
  equipment: 11,
  capital: 12,
  suspense: 13,
  financialIncome: 14,
} as const;
const B = {
  receivable: 101,
  payable: 102,
  vatDue: 103,
  vatDeductible: 104,
  bank: 105,
  sales: 107,
  purchases: 108,
  services: 109,
  suspense: 113,
} as const;

type AccountRow = [
  id: number,
  code: string,
  name: string,
  type: string,
  reconcile: boolean,
  company: number,
  active?: boolean,
];

// biome-ignore format: a data table, one account per line
const ACCOUNTS: AccountRow[] = [
  [1, '400000', 'Customers', 'asset_receivable', true, 1],
  [2, '440000', 'Suppliers', 'liability_payable', true, 1],
  [3, '451000', 'VAT payable', 'liability_current', false, 1],
  [4, '411000', 'VAT recoverable', 'asset_current', false, 1],
  [5, '550000', 'Bank', 'asset_cash', false, 1],
  [6, '570000', 'Cash', 'asset_cash', false, 1],
  [7, '700000', 'Sales of goods', 'income', false, 1],
  [8, '604000', 'Purchases of goods for resale', 'expense_direct_cost', false, 1],
  [9, '613000', 'Services and miscellaneous goods', 'expense', false, 1],
  [10, '630000', 'Depreciation', 'expense_depreciation', false, 1],
  [11, '230000', 'Plant, machinery and equipment', 'asset_fixed', false, 1],
  [12, '100000', 'Issued capital', 'equity', false, 1],
  [13, '499000', 'Bank suspense account', 'asset_current', false, 1],
  [14, '750000', 'Financial income', 'income_other', false, 1],
  [15, '609000', 'Stock variations (old)', 'expense', false, 1, false],
  [16, '999999', 'Undistributed profits/losses', 'equity_unaffected', false, 1],
  [101, '400000', 'Customers', 'asset_receivable', true, 2],
  [102, '440000', 'Suppliers', 'liability_payable', true, 2],
  [103, '451000', 'VAT payable', 'liability_current', false, 2],
  [104, '411000', 'VAT recoverable', 'asset_current', false, 2],
  [105, '550000', 'Bank', 'asset_cash', false, 2],
  [107, '700000', 'Sales of goods', 'income', false, 2],
  [108, '604000', 'Purchases of goods for resale', 'expense_direct_cost', false, 2],
  [109, '613000', 'Services and miscellaneous goods', 'expense', false, 2],
  [113, '499000', 'Bank suspense account', 'asset_current', false, 2],
];

type TaxRow = [
  id: number,
  name: string,
  amount: number,
  use: string,
  label: string,
  company: number,
  due: number | false,
  deductible: number | false,
  active?: boolean,
];

// biome-ignore format: a data table, one tax per line
const TAXES: TaxRow[] = [
  [1, '21%', 21, 'sale', '21%', 1, A.vatDue, false],
  [2, '12%', 12, 'sale', '12%', 1, A.vatDue, false],
  [3, '6%', 6, 'sale', '6%', 1, A.vatDue, false],
  [4, '0% EX', 0, 'sale', 'Export 0%', 1, A.vatDue, false],
  [5, '0% EU', 0, 'sale', 'Intra-EU 0%', 1, A.vatDue, false],
  [6, '21% G', 21, 'purchase', '21% purch.', 1, false, A.vatDeductible],
  // Reverse charge: the buyer books the tax both due (−100 %) and deductible (+100 %).
  [7, '21% ICP', 21, 'purchase', 'ICP 21%', 1, A.vatDue, A.vatDeductible],
  [8, '19.5% (old)', 19.5, 'sale', '19.5%', 1, A.vatDue, false, false],
  [11, '21%', 21, 'sale', '21%', 2, B.vatDue, false],
  [12, '21% G', 21, 'purchase', '21% purch.', 2, false, B.vatDeductible],
];

function repartitionLines(): StoredRecord[] {
  const out: StoredRecord[] = [];
  let id = 1;
  for (const [tax, , , use, , company, due, deductible] of TAXES) {
    for (const documentType of ['invoice', 'refund']) {
      out.push({
        id: id++,
        tax_id: tax,
        document_type: documentType,
        repartition_type: 'base',
        factor_percent: 100,
        account_id: false,
        company_id: company,
        sequence: 1,
      });
      if (tax === 7) {
        out.push({
          id: id++,
          tax_id: tax,
          document_type: documentType,
          repartition_type: 'tax',
          factor_percent: 100,
          account_id: deductible,
          company_id: company,
          sequence: 2,
        });
        out.push({
          id: id++,
          tax_id: tax,
          document_type: documentType,
          repartition_type: 'tax',
          factor_percent: -100,
          account_id: due,
          company_id: company,
          sequence: 3,
        });
      } else {
        out.push({
          id: id++,
          tax_id: tax,
          document_type: documentType,
          repartition_type: 'tax',
          factor_percent: 100,
          account_id: use === 'sale' ? due : deductible,
          company_id: company,
          sequence: 2,
        });
      }
    }
  }
  return out;
}

/**
 * Two Belgian companies' books. Company 1 (Lintel Demo SRL, calendar year, 2024 locked):
 * invoices paid in full, in part and not at all (one in USD with two instalments), a credit
 * note, bills paid and unpaid, a depreciation entry, a draft, a cancelled invoice, a 2024
 * opening and a 2026 invoice. Company 2 (Lintel Services SA, book year April–March): an invoice
 * paid in the next book year, a bill, an accrual.
 */
export function accountingSeed(options: { hr: boolean }): Record<string, StoredRecord[]> {
  const b = builder();
  const { records } = b;

  // ---- company 1 --------------------------------------------------------------------------
  const inv1 = b.move({
    id: 1,
    name: 'INV/2025/00001',
    type: 'out_invoice',
    journal: 1,
    company: 1,
    partner: 10,
    date: '2025-01-15',
    term: 3,
    attachment: 1,
    narration: '<p>Thank you for your business.</p>',
    lines: [
      {
        account: A.sales,
        credit: 1000,
        type: 'product',
        name: 'Combi oven maintenance',
        quantity: 2,
        price: 500,
        taxes: [1],
        analytic: { '1,3': 100 },
      },
      { account: A.vatDue, credit: 210, type: 'tax', name: '21%', taxLine: 1 },
      { account: A.receivable, debit: 1210, type: 'payment_term', due: '2025-02-14', full: 1 },
    ],
  });
  const pay1 = b.move({
    id: 2,
    name: 'BNK1/2025/00001',
    journal: 3,
    company: 1,
    partner: 10,
    date: '2025-02-10',
    ref: 'BRASSERIE DU SABLON INV/2025/00001',
    lines: [
      { account: A.bank, debit: 1210, name: 'BRASSERIE DU SABLON INV/2025/00001' },
      { account: A.receivable, credit: 1210, name: 'BRASSERIE DU SABLON INV/2025/00001', full: 1 },
    ],
  });
  const inv2 = b.move({
    id: 3,
    name: 'INV/2025/00002',
    type: 'out_invoice',
    journal: 1,
    company: 1,
    partner: 14,
    date: '2025-03-03',
    term: 3,
    lines: [
      {
        account: A.sales,
        credit: 2500,
        type: 'product',
        name: 'Warehouse lighting study',
        taxes: [1],
        analytic: { '1': 60, '2': 40 },
      },
      { account: A.vatDue, credit: 525, type: 'tax', name: '21%', taxLine: 1 },
      { account: A.receivable, debit: 3025, type: 'payment_term', due: '2025-04-02' },
    ],
  });
  const pay2 = b.move({
    id: 4,
    name: 'BNK1/2025/00002',
    journal: 3,
    company: 1,
    partner: 14,
    date: '2025-03-20',
    ref: 'VAN DAMME LOGISTICS partial',
    lines: [
      { account: A.bank, debit: 1000, name: 'VAN DAMME LOGISTICS partial' },
      { account: A.receivable, credit: 1000, name: 'VAN DAMME LOGISTICS partial' },
    ],
  });
  // In USD at 0.9: 1,000 USD booked as 900 EUR, due 30 % now and the rest in 60 days.
  b.move({
    id: 5,
    name: 'INV/2025/00003',
    type: 'out_invoice',
    journal: 1,
    company: 1,
    partner: 19,
    date: '2025-04-01',
    term: 4,
    currency: 2,
    lines: [
      {
        account: A.sales,
        credit: 900,
        amountCurrency: -1000,
        type: 'product',
        name: 'Combi oven (export)',
        quantity: 10,
        price: 100,
        taxes: [4],
      },
      { account: A.receivable, debit: 270, amountCurrency: 300, type: 'payment_term', due: '2025-04-01' },
      { account: A.receivable, debit: 630, amountCurrency: 700, type: 'payment_term', due: '2025-05-31' },
    ],
  });
  b.move({
    id: 6,
    name: 'RINV/2025/00001',
    type: 'out_refund',
    journal: 1,
    company: 1,
    partner: 10,
    date: '2025-03-10',
    ref: 'Reversal of: INV/2025/00001',
    reversed: 1,
    lines: [
      { account: A.sales, debit: 100, type: 'product', name: 'Maintenance discount', taxes: [1] },
      { account: A.vatDue, debit: 21, type: 'tax', name: '21%', taxLine: 1 },
      { account: A.receivable, credit: 121, type: 'payment_term', due: '2025-03-10' },
    ],
  });
  const bill1 = b.move({
    id: 7,
    name: 'BILL/2025/00001',
    type: 'in_invoice',
    journal: 2,
    company: 1,
    partner: 14,
    date: '2025-02-05',
    ref: 'VDL-2025-118',
    term: 3,
    attachment: 2,
    lines: [
      {
        account: A.purchases,
        debit: 800,
        type: 'product',
        name: 'Pallets',
        quantity: 8,
        price: 100,
        taxes: [6],
        analytic: { '4': 100 },
      },
      { account: A.vatDeductible, debit: 168, type: 'tax', name: '21% G', taxLine: 6 },
      { account: A.payable, credit: 968, type: 'payment_term', due: '2025-03-07', full: 2 },
    ],
  });
  const pay3 = b.move({
    id: 8,
    name: 'BNK1/2025/00003',
    journal: 3,
    company: 1,
    partner: 14,
    date: '2025-02-28',
    ref: 'VDL-2025-118',
    lines: [
      { account: A.payable, debit: 968, name: 'VDL-2025-118', full: 2 },
      { account: A.bank, credit: 968, name: 'VDL-2025-118' },
    ],
  });
  b.move({
    id: 9,
    name: 'BILL/2025/00002',
    type: 'in_invoice',
    journal: 2,
    company: 1,
    partner: 17,
    date: '2025-04-01',
    ref: 'PXS-77120',
    term: 3,
    lines: [
      { account: A.services, debit: 100, type: 'product', name: 'Internet April', taxes: [6] },
      { account: A.vatDeductible, debit: 21, type: 'tax', name: '21% G', taxLine: 6 },
      { account: A.payable, credit: 121, type: 'payment_term', due: '2025-05-01' },
    ],
  });
  b.move({
    id: 10,
    name: 'MISC/2025/00001',
    journal: 4,
    company: 1,
    date: '2025-06-30',
    ref: 'Depreciation H1 2025',
    lines: [
      { account: A.depreciation, debit: 250, name: 'Depreciation combi oven', analytic: { '4': 100 } },
      { account: A.equipment, credit: 250, name: 'Depreciation combi oven' },
    ],
  });
  b.move({
    id: 11,
    name: '/',
    type: 'out_invoice',
    state: 'draft',
    journal: 1,
    company: 1,
    partner: 15,
    date: '2025-07-01',
    term: 3,
    lines: [
      { account: A.sales, credit: 500, type: 'product', name: 'Consulting', taxes: [1] },
      { account: A.vatDue, credit: 105, type: 'tax', name: '21%', taxLine: 1 },
      { account: A.receivable, debit: 605, type: 'payment_term', due: '2025-07-31' },
    ],
  });
  b.move({
    id: 12,
    name: 'INV/2025/00004',
    type: 'out_invoice',
    state: 'cancel',
    journal: 1,
    company: 1,
    partner: 10,
    date: '2025-07-05',
    lines: [
      { account: A.sales, credit: 200, type: 'product', name: 'Cancelled delivery', taxes: [1] },
      { account: A.vatDue, credit: 42, type: 'tax', name: '21%', taxLine: 1 },
      { account: A.receivable, debit: 242, type: 'payment_term', due: '2025-07-05' },
    ],
  });
  b.move({
    id: 13,
    name: 'INV/2026/00001',
    type: 'out_invoice',
    journal: 1,
    company: 1,
    partner: 10,
    date: '2026-01-20',
    term: 3,
    lines: [
      {
        account: A.sales,
        credit: 300,
        type: 'product',
        name: 'Maintenance contract 2026',
        taxes: [1],
        analytic: { '2,3': 100 },
      },
      { account: A.vatDue, credit: 63, type: 'tax', name: '21%', taxLine: 1 },
      { account: A.receivable, debit: 363, type: 'payment_term', due: '2026-02-19' },
    ],
  });
  b.move({
    id: 14,
    name: 'MISC/2024/00001',
    journal: 4,
    company: 1,
    date: '2024-12-31',
    ref: 'Capital contribution',
    lines: [
      { account: A.bank, debit: 10000, name: 'Capital contribution' },
      { account: A.capital, credit: 10000, name: 'Capital contribution' },
    ],
  });

  // ---- company 2 (book year April–March) ---------------------------------------------------
  const inv21 = b.move({
    id: 21,
    name: 'INV/2025/00001',
    type: 'out_invoice',
    journal: 11,
    company: 2,
    partner: 18,
    date: '2025-05-10',
    term: 3,
    attachment: 3,
    lines: [
      {
        account: B.sales,
        credit: 2000,
        type: 'product',
        name: 'Design workshop',
        taxes: [11],
        analytic: { '6': 100 },
      },
      { account: B.vatDue, credit: 420, type: 'tax', name: '21%', taxLine: 11 },
      { account: B.receivable, debit: 2420, type: 'payment_term', due: '2025-06-09', full: 3 },
    ],
  });
  b.move({
    id: 22,
    name: 'BILL/2025/00001',
    type: 'in_invoice',
    journal: 12,
    company: 2,
    partner: 14,
    date: '2025-06-01',
    ref: 'VDL-2025-301',
    term: 3,
    lines: [
      { account: B.purchases, debit: 300, type: 'product', name: 'Transport', taxes: [12] },
      { account: B.vatDeductible, debit: 63, type: 'tax', name: '21% G', taxLine: 12 },
      { account: B.payable, credit: 363, type: 'payment_term', due: '2025-07-01' },
    ],
  });
  b.move({
    id: 23,
    name: 'MISC/2026/00001',
    journal: 14,
    company: 2,
    date: '2026-02-15',
    ref: 'Accrued fees',
    lines: [
      { account: B.services, debit: 150, name: 'Accrued fees' },
      { account: B.suspense, credit: 150, name: 'Accrued fees' },
    ],
  });
  const pay21 = b.move({
    id: 24,
    name: 'BNK1/2026/00001',
    journal: 13,
    company: 2,
    partner: 18,
    date: '2026-04-10',
    ref: 'ATELIER NORD INV/2025/00001',
    lines: [
      { account: B.bank, debit: 2420, name: 'ATELIER NORD INV/2025/00001' },
      { account: B.receivable, credit: 2420, name: 'ATELIER NORD INV/2025/00001', full: 3 },
    ],
  });

  // biome-ignore format: a data table
  records['account.partial.reconcile'] = [
    { id: 1, debit_move_id: inv1[2]!, credit_move_id: pay1[1]!, amount: 1210, debit_amount_currency: 1210, credit_amount_currency: 1210, full_reconcile_id: 1, exchange_move_id: false },
    { id: 2, debit_move_id: inv2[2]!, credit_move_id: pay2[1]!, amount: 1000, debit_amount_currency: 1000, credit_amount_currency: 1000, full_reconcile_id: false, exchange_move_id: false },
    { id: 3, debit_move_id: pay3[0]!, credit_move_id: bill1[2]!, amount: 968, debit_amount_currency: 968, credit_amount_currency: 968, full_reconcile_id: 2, exchange_move_id: false },
    { id: 4, debit_move_id: inv21[2]!, credit_move_id: pay21[1]!, amount: 2420, debit_amount_currency: 2420, credit_amount_currency: 2420, full_reconcile_id: 3, exchange_move_id: false },
  ];
  records['account.full.reconcile'] = [
    { id: 1, name: 'A1', exchange_move_id: false },
    { id: 2, name: 'A2', exchange_move_id: false },
    { id: 3, name: 'A3', exchange_move_id: false },
  ];

  const pdf = (name: string) =>
    Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`).toString('base64');
  const property = (one: number, two: number) => ({ 1: one, 2: two });
  const partner = (values: Record<string, unknown>): StoredRecord =>
    ({
      is_company: true,
      type: 'contact',
      active: true,
      company_id: false,
      customer_rank: 0,
      supplier_rank: 0,
      property_account_receivable_id: property(A.receivable, B.receivable),
      property_account_payable_id: property(A.payable, B.payable),
      write_date: '2025-01-02 08:00:00',
      ...values,
    }) as unknown as StoredRecord;

  return {
    ...records,
    'res.currency': [
      { id: 1, name: 'EUR', symbol: '€' },
      { id: 2, name: 'USD', symbol: '$' },
    ],
    'res.country': [
      { id: 20, name: 'Belgium', code: 'BE' },
      { id: 75, name: 'France', code: 'FR' },
      { id: 165, name: 'Netherlands', code: 'NL' },
      { id: 233, name: 'United States', code: 'US' },
    ],
    'res.country.state': [],
    // biome-ignore format: a data table
    'res.company': [
      { id: 1, name: 'Lintel Demo SRL', currency_id: 1, partner_id: 1, country_id: 20, vat: 'BE0477472701', company_registry: '0477.472.701', street: 'Rue de la Loi 16', street2: 'Bte 4', zip: '1000', city: 'Bruxelles', email: 'compta@lintel.example', phone: '+32 2 555 00 00', bank_account_code_prefix: '550', cash_account_code_prefix: '570', fiscalyear_last_day: 31, fiscalyear_last_month: '12', period_lock_date: '2024-12-31', fiscalyear_lock_date: '2024-12-31', tax_lock_date: '2025-03-31', sale_lock_date: false, purchase_lock_date: false, hard_lock_date: '2024-12-31', active: true },
      { id: 2, name: 'Lintel Services SA', currency_id: 1, partner_id: 2, country_id: 20, vat: 'BE0841234567', company_registry: '0841.234.567', street: 'Meir 24', street2: false, zip: '2000', city: 'Antwerpen', email: false, phone: false, bank_account_code_prefix: '550', cash_account_code_prefix: '570', fiscalyear_last_day: 31, fiscalyear_last_month: '3', period_lock_date: false, fiscalyear_lock_date: false, tax_lock_date: false, sale_lock_date: false, purchase_lock_date: false, hard_lock_date: false, active: true },
    ],
    'res.users': [
      {
        id: 2,
        name: 'Mitchell Admin',
        login: 'admin@example.com',
        company_id: 1,
        company_ids: [1, 2],
        active: true,
      },
    ],
    'res.bank': [
      { id: 1, name: 'BNP Paribas Fortis', bic: 'GEBABEBB', country: 20 },
      { id: 2, name: 'KBC Bank', bic: 'KREDBEBB', country: 20 },
      { id: 3, name: 'ABN AMRO', bic: 'ABNANL2A', country: 165 },
    ],
    // biome-ignore format: a data table
    'res.partner.bank': [
      { id: 1, acc_number: 'BE71 0961 2345 6769', partner_id: 1, bank_id: 1, currency_id: false, company_id: 1, allow_out_payment: true, sequence: 10, active: true, acc_holder_name: false },
      { id: 2, acc_number: 'BE68 5390 0754 7034', partner_id: 10, bank_id: 2, currency_id: false, company_id: false, allow_out_payment: true, sequence: 10, active: true, acc_holder_name: false },
      { id: 3, acc_number: 'NL91 ABNA 0417 1643 00', partner_id: 14, bank_id: 3, currency_id: 1, company_id: false, allow_out_payment: true, sequence: 10, active: true, acc_holder_name: 'Van Damme Logistics' },
      { id: 4, acc_number: 'BE43 0682 4444 0101', partner_id: 2, bank_id: 1, currency_id: false, company_id: 2, allow_out_payment: true, sequence: 10, active: true, acc_holder_name: false },
      { id: 5, acc_number: 'BE62 7330 0000 1212', partner_id: 14, bank_id: 2, currency_id: false, company_id: false, allow_out_payment: true, sequence: 20, active: true, acc_holder_name: false },
    ],
    'res.partner': [
      partner({ id: 1, name: 'Lintel Demo SRL', country_id: 20, vat: 'BE0477472701' }),
      partner({ id: 2, name: 'Lintel Services SA', country_id: 20, vat: 'BE0841234567' }),
      partner({
        id: 10,
        name: 'Brasserie du Sablon SRL',
        email: 'compta@brasseriedusablon.be',
        phone: '+32 2 512 34 56',
        mobile: '+32 475 00 00 01',
        vat: 'BE0456789133',
        company_registry: '0456.789.133',
        lang: 'fr_BE',
        ref: 'CRM-1001',
        website: 'https://brasseriedusablon.be',
        comment: '<p>Pays at <b>30 days</b></p>',
        customer_rank: 3,
        street: 'Rue de la Régence 42',
        zip: '1000',
        city: 'Bruxelles',
        country_id: 20,
        write_date: '2025-03-01 10:00:00',
      }),
      partner({
        id: 11,
        name: 'Julie Mertens',
        is_company: false,
        parent_id: 10,
        function: 'Manager',
        email: 'julie.mertens@brasseriedusablon.be',
        phone: '+32 2 512 34 57',
        mobile: '+32 475 12 34 56',
        lang: 'fr_BE',
        street: 'Rue de la Régence 42',
        zip: '1000',
        city: 'Bruxelles',
        country_id: 20,
      }),
      partner({
        id: 12,
        name: 'Sablon accounting',
        is_company: false,
        type: 'invoice',
        parent_id: 10,
        street: 'Boulevard de Waterloo 5',
        street2: 'Bte 3',
        zip: '1000',
        city: 'Bruxelles',
        country_id: 20,
      }),
      partner({
        id: 14,
        name: 'Van Damme Logistics NV',
        email: 'ap@vandamme-logistics.be',
        phone: '+32 3 201 40 40',
        vat: 'BE0712345630',
        lang: 'nl_BE',
        ref: 'SUP-014',
        customer_rank: 1,
        supplier_rank: 4,
        street: 'Noorderlaan 100',
        zip: '2030',
        city: 'Antwerpen',
        country_id: 20,
        write_date: '2025-06-15 14:00:00',
      }),
      partner({
        id: 15,
        name: 'Pieter Janssens',
        is_company: false,
        email: 'pieter@janssens.example',
        lang: 'nl_BE',
        customer_rank: 1,
      }),
      partner({ id: 16, name: 'Former Supplier BV', supplier_rank: 1, active: false }),
      partner({
        id: 17,
        name: 'Proximus SA',
        company_id: 1,
        email: 'billing@proximus.example',
        vat: 'BE0202239951',
        supplier_rank: 2,
        street: 'Boulevard du Roi Albert II 27',
        zip: '1030',
        city: 'Bruxelles',
        country_id: 20,
      }),
      partner({
        id: 18,
        name: 'Atelier Nord BV',
        company_id: 2,
        email: 'info@ateliernord.example',
        vat: 'BE0634111222',
        customer_rank: 1,
        street: 'Kaai 8',
        zip: '2000',
        city: 'Antwerpen',
        country_id: 20,
      }),
      partner({
        id: 19,
        name: 'Acme Corp',
        email: 'ap@acme.example',
        customer_rank: 1,
        street: '1 Market Street',
        zip: '94105',
        city: 'San Francisco',
        country_id: 233,
        lang: 'en_US',
      }),
      partner({
        id: 20,
        name: 'Sofie Claes',
        is_company: false,
        parent_id: 14,
        function: 'Accounts payable',
        email: 'sofie.claes@vandamme-logistics.be',
        phone: '+32 3 201 40 41',
      }),
      ...(options.hr
        ? [21, 22, 23, 24].map((id, i) =>
            partner({
              id,
              name: ['Marc Demo', 'Audrey Peeters', 'Jan Nord', 'Old Employee'][i],
              is_company: false,
            }),
          )
        : []),
    ],
    'account.account': ACCOUNTS.map(([id, code, name, account_type, reconcile, company, active]) => ({
      id,
      code,
      name,
      account_type,
      reconcile,
      company,
      active: active ?? true,
      currency_id: false,
      non_trade: false,
    })),
    // biome-ignore format: a data table
    'account.journal': [
      { id: 1, name: 'Customer Invoices', code: 'INV', type: 'sale', company_id: 1, currency_id: false, default_account_id: A.sales, suspense_account_id: false, bank_account_id: false, sequence: 5, active: true },
      { id: 2, name: 'Vendor Bills', code: 'BILL', type: 'purchase', company_id: 1, currency_id: false, default_account_id: A.purchases, suspense_account_id: false, bank_account_id: false, sequence: 6, active: true },
      { id: 3, name: 'Bank', code: 'BNK1', type: 'bank', company_id: 1, currency_id: false, default_account_id: A.bank, suspense_account_id: A.suspense, bank_account_id: 1, sequence: 10, active: true },
      { id: 4, name: 'Miscellaneous Operations', code: 'MISC', type: 'general', company_id: 1, currency_id: false, default_account_id: false, suspense_account_id: false, bank_account_id: false, sequence: 9, active: true },
      { id: 5, name: 'Cash', code: 'CSH1', type: 'cash', company_id: 1, currency_id: false, default_account_id: A.cash, suspense_account_id: A.suspense, bank_account_id: false, sequence: 11, active: true },
      { id: 11, name: 'Customer Invoices', code: 'INV', type: 'sale', company_id: 2, currency_id: false, default_account_id: B.sales, suspense_account_id: false, bank_account_id: false, sequence: 5, active: true },
      { id: 12, name: 'Vendor Bills', code: 'BILL', type: 'purchase', company_id: 2, currency_id: false, default_account_id: B.purchases, suspense_account_id: false, bank_account_id: false, sequence: 6, active: true },
      { id: 13, name: 'Bank', code: 'BNK1', type: 'bank', company_id: 2, currency_id: false, default_account_id: B.bank, suspense_account_id: B.suspense, bank_account_id: 4, sequence: 10, active: true },
      { id: 14, name: 'Miscellaneous Operations', code: 'MISC', type: 'general', company_id: 2, currency_id: false, default_account_id: false, suspense_account_id: false, bank_account_id: false, sequence: 9, active: true },
    ],
    'account.payment.method': [
      { id: 1, name: 'Manual Payment', code: 'manual', payment_type: 'inbound' },
      { id: 2, name: 'Manual Payment', code: 'manual', payment_type: 'outbound' },
      { id: 3, name: 'SEPA Credit Transfer', code: 'sepa_ct', payment_type: 'outbound' },
    ],
    // biome-ignore format: a data table
    'account.payment.method.line': [
      { id: 1, name: 'Manual Payment', payment_method_id: 1, journal_id: 3, sequence: 10, payment_account_id: false },
      { id: 2, name: 'Manual Payment', payment_method_id: 2, journal_id: 3, sequence: 10, payment_account_id: false },
      { id: 3, name: 'SEPA Credit Transfer', payment_method_id: 3, journal_id: 3, sequence: 20, payment_account_id: false },
      { id: 4, name: 'Cash', payment_method_id: 1, journal_id: 5, sequence: 10, payment_account_id: false },
      { id: 5, name: 'Manual Payment', payment_method_id: 1, journal_id: 13, sequence: 10, payment_account_id: false },
      { id: 6, name: 'SEPA Credit Transfer', payment_method_id: 3, journal_id: 13, sequence: 20, payment_account_id: false },
    ],
    'account.tax.group': [
      { id: 1, name: 'VAT 21%' },
      { id: 2, name: 'VAT 12%' },
      { id: 3, name: 'VAT 6%' },
      { id: 4, name: 'VAT 0%' },
    ],
    'account.tax': TAXES.map(([id, name, amount, type_tax_use, label, company, , , active]) => ({
      id,
      name,
      amount,
      amount_type: 'percent',
      type_tax_use,
      label,
      company_id: company,
      active: active ?? true,
      tax_scope: false,
      price_include: false,
      children_tax_ids: [],
      country_id: 20,
      sequence: id,
      tax_group_id: amount === 21 ? 1 : amount === 12 ? 2 : amount === 6 ? 3 : 4,
    })),
    'account.tax.repartition.line': repartitionLines(),
    // biome-ignore format: a data table
    'account.payment.term': [
      { id: 1, name: 'Immediate Payment', active: true, company_id: false, sequence: 1, note: '<p>Payment terms: Immediate Payment</p>' },
      { id: 2, name: '15 Days', active: true, company_id: false, sequence: 2, note: false },
      { id: 3, name: '30 Days', active: true, company_id: false, sequence: 3, note: false },
      { id: 4, name: '30% Now, Balance 60 Days', active: true, company_id: false, sequence: 4, note: false },
      { id: 5, name: '45 Days', active: false, company_id: false, sequence: 5, note: false },
      { id: 6, name: 'End of Following Month', active: true, company_id: 2, sequence: 6, note: false },
    ],
    'account.analytic.plan': [
      { id: 1, name: 'Projects', parent_id: false, sequence: 10, color: 1, company_id: false },
      { id: 2, name: 'Departments', parent_id: false, sequence: 20, color: 2, company_id: false },
    ],
    // biome-ignore format: a data table
    'account.analytic.account': [
      { id: 1, name: 'Brasserie renovation', code: 'PRJ-001', active: true, plan_id: 1, company_id: 1, partner_id: 10 },
      { id: 2, name: 'Warehouse lighting', code: 'PRJ-002', active: true, plan_id: 1, company_id: 1, partner_id: 14 },
      { id: 3, name: 'Sales', code: 'DEP-SAL', active: true, plan_id: 2, company_id: 1, partner_id: false },
      { id: 4, name: 'Operations', code: 'DEP-OPS', active: true, plan_id: 2, company_id: 1, partner_id: false },
      { id: 5, name: 'Old project', code: 'PRJ-000', active: false, plan_id: 1, company_id: 1, partner_id: false },
      { id: 6, name: 'Nord design', code: 'NRD-001', active: true, plan_id: 1, company_id: 2, partner_id: 18 },
    ],
    // biome-ignore format: a data table
    'ir.attachment': [
      { id: 1, name: 'INV_2025_00001.pdf', datas: pdf('INV/2025/00001'), mimetype: 'application/pdf', res_model: 'account.move', res_id: 1, type: 'binary', company_id: 1, create_date: '2025-01-15 09:31:00' },
      { id: 2, name: 'VDL-2025-118.pdf', datas: pdf('VDL-2025-118'), mimetype: 'application/pdf', res_model: 'account.move', res_id: 7, type: 'binary', company_id: 1, create_date: '2025-02-05 09:31:00' },
      { id: 3, name: 'INV_2025_00001.pdf', datas: pdf('Lintel Services INV/2025/00001'), mimetype: 'application/pdf', res_model: 'account.move', res_id: 21, type: 'binary', company_id: 2, create_date: '2025-05-10 09:31:00' },
      { id: 4, name: 'receipt.png', datas: Buffer.from('PNG receipt').toString('base64'), mimetype: 'image/png', res_model: 'account.move', res_id: 7, type: 'binary', company_id: 1, create_date: '2025-02-06 10:00:00' },
    ],
    'ir.module.module': [
      { id: 1, name: 'base', shortdesc: 'Base', state: 'installed' },
      { id: 2, name: 'account', shortdesc: 'Invoicing', state: 'installed' },
      { id: 3, name: 'analytic', shortdesc: 'Analytic Accounting', state: 'installed' },
      { id: 4, name: 'hr', shortdesc: 'Employees', state: options.hr ? 'installed' : 'uninstalled' },
      { id: 5, name: 'account_accountant', shortdesc: 'Accounting', state: 'uninstalled' },
    ],
    ...(options.hr
      ? {
          // biome-ignore format: a data table
          'hr.employee': [
            { id: 1, name: 'Marc Demo', job_title: 'Accountant', work_phone: '+32 2 555 00 10', mobile_phone: '+32 475 55 00 10', work_email: 'marc@lintel.example', barcode: 'E001', identification_id: '85.07.30-033.61', active: true, company_id: 1, work_contact_id: 21 },
            { id: 2, name: 'Audrey Peeters', job_title: 'Sales Manager', work_phone: false, mobile_phone: '+32 475 55 00 11', work_email: 'audrey@lintel.example', barcode: false, identification_id: false, active: true, company_id: 1, work_contact_id: 22 },
            { id: 3, name: 'Jan Nord', job_title: 'Designer', work_phone: false, mobile_phone: false, work_email: 'jan@lintel-services.example', barcode: false, identification_id: false, active: true, company_id: 2, work_contact_id: 23 },
            { id: 4, name: 'Old Employee', job_title: false, work_phone: false, mobile_phone: false, work_email: false, barcode: false, identification_id: false, active: false, company_id: 1, work_contact_id: 24 },
          ],
        }
      : {}),
  };
}

/**
 * `count` more posted miscellaneous entries of company 1 dated 2025-09-01, each with three lines
 * on three accounts and two partners: for batching tests.
 */
export function insertEntries(
  insert: (model: string, values: Record<string, unknown>) => number,
  count: number,
): number[] {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = insert('account.move', {
      name: `MISC/2025/${String(i + 100).padStart(5, '0')}`,
      move_type: 'entry',
      state: 'posted',
      journal_id: 4,
      company_id: 1,
      partner_id: false,
      currency_id: 1,
      date: '2025-09-01',
      invoice_date: false,
      ref: `Batch ${i + 1}`,
      message_main_attachment_id: false,
      create_date: '2025-09-01 09:00:00',
      write_date: '2025-09-01 09:00:00',
    });
    const lines: [number, number, number, number | false][] = [
      [A.services, 100, 0, 14],
      [A.receivable, 0, 60, 10],
      [A.bank, 0, 40, false],
    ];
    lines.forEach(([account, debit, credit, partner], index) => {
      insert('account.move.line', {
        move_id: id,
        sequence: 10 + index,
        name: `Batch ${i + 1} line ${index + 1}`,
        display_type: false,
        account_id: account,
        partner_id: partner,
        debit,
        credit,
        balance: debit - credit,
        amount_currency: debit - credit,
        currency_id: 1,
        date_maturity: false,
        tax_ids: [],
        tax_line_id: false,
        full_reconcile_id: false,
      });
    });
    ids.push(id);
  }
  return ids;
}
