import type { FakeDb, FieldDef, StoredRecord } from './models.js';

/**
 * The writes of the Accounting app in a fake Odoo (accounting mode), checked as Odoo's own
 * models check them (`addons/account/models/account_move.py` `_post`, `_check_balanced`,
 * `_check_fiscal_lock_dates` / 18's `_get_violated_lock_dates`; `account_move_line.py`
 * `reconcile`, `_check_reconciliation`; `account_bank_statement_line.py` `create`;
 * `account_account.py` `_check_account_code`; `account_journal.py` code uniqueness):
 *
 * - `account.move.create` with `line_ids` (entries: the lines as given) or `invoice_line_ids`
 *   (invoices: Odoo computes the tax lines from the taxes' repartition lines and the receivable
 *   or payable line from the partner's account); `analytic_distribution` is kept as given.
 * - `account.move.action_post`: only drafts; the lines must balance ("The move is not balanced");
 *   nothing on or before the company's lock dates; an invoice needs a partner; a number must be
 *   unique in its journal; `/` gets the journal's next number.
 * - `account.move.line.reconcile`: posted lines of one reconcilable account and one partner,
 *   not reconciled yet: partials pairing debits with credits, a full reconcile when they cancel.
 * - `account.bank.statement.line.create`: a posted move in the bank or cash journal (the
 *   journal's account against its suspense account).
 * - `write` of any accounting model's stored fields; `create` of accounts and journals with their
 *   uniqueness checks (the rest goes to the server's generic `create`).
 */

export interface AccountingWritesApi {
  db: FakeDb;
  fail(exception: string, message: string): never;
  /** The server's generic create (required fields, many2one checks). */
  create(model: string, vals: Record<string, unknown>): number;
  /** Stores a record as given (no checks): lines with their computed amounts. */
  insert(model: string, values: Record<string, unknown>): number;
  now(): string;
  /** Deletes records (`unlink`). */
  remove(model: string, ids: readonly number[]): void;
  /** The definition of `model.field` in this version. */
  field(model: string, field: string): FieldDef | undefined;
}

const USER_ERROR = 'odoo.exceptions.UserError';
const VALIDATION_ERROR = 'odoo.exceptions.ValidationError';
const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

function records(api: AccountingWritesApi, model: string, ids: unknown): StoredRecord[] {
  const list = Array.isArray(ids) ? ids : [ids];
  return list.map((id) => {
    const record = api.db.get(model, Number(id));
    if (!record)
      api.fail(
        'odoo.exceptions.MissingError',
        `Record does not exist or has been deleted.\n(Record: ${model}(${id},), User: 2)`,
      );
    return record;
  });
}

/** The account of the request's company (`company_id` ≤17, `company_ids` 18+). */
function accountOfCompany(account: StoredRecord | undefined, company: number): boolean {
  if (!account) return false;
  const ids = account['company_ids'];
  return Array.isArray(ids) ? ids.includes(company) : account['company_id'] === company;
}

/** The line values of a `[0, 0, vals]` command list. */
function commandVals(api: AccountingWritesApi, value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.map((command) => {
    if (!Array.isArray(command) || command[0] !== 0)
      api.fail('builtins.ValueError', `Unsupported x2many command ${JSON.stringify(command)}`);
    return command[2] as Record<string, unknown>;
  });
}

function manyIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const out: number[] = [];
  for (const c of value) {
    if (typeof c === 'number') out.push(c);
    else if (Array.isArray(c) && c[0] === 6) out.push(...(c[2] as number[]));
    else if (Array.isArray(c) && c[0] === 4) out.push(c[1] as number);
  }
  return out;
}

/** `analytic_distribution` as given: each key's accounts must exist. */
function analytic(api: AccountingWritesApi, value: unknown): Record<string, number> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    for (const id of key.split(',')) {
      if (!api.db.get('account.analytic.account', Number(id)))
        api.fail(USER_ERROR, `Analytic account ${id} does not exist`);
    }
  }
  return value as Record<string, number>;
}

/** A journal item as Odoo stores it (debit, credit, balance, amount in currency). */
function lineRecord(
  move: StoredRecord,
  values: Record<string, unknown>,
  sequence: number,
): Record<string, unknown> {
  const debit = round2(num(values['debit']));
  const credit = round2(num(values['credit']));
  const balance = round2(debit - credit);
  return {
    move_id: move.id,
    sequence,
    name: values['name'] ?? false,
    display_type: values['display_type'] ?? false,
    account_id: values['account_id'],
    partner_id: values['partner_id'] ?? move['partner_id'] ?? false,
    debit,
    credit,
    balance,
    amount_currency: typeof values['amount_currency'] === 'number' ? values['amount_currency'] : balance,
    currency_id: values['currency_id'] ?? move['currency_id'],
    date_maturity: values['date_maturity'] ?? false,
    tax_ids: manyIds(values['tax_ids']),
    tax_line_id: values['tax_line_id'] ?? false,
    _analytic: values['_analytic'],
    product_id: false,
    product_uom_id: false,
    quantity: values['quantity'] ?? 0,
    price_unit: values['price_unit'] ?? 0,
    discount: 0,
    price_subtotal: values['price_subtotal'] ?? 0,
    price_total: values['price_total'] ?? 0,
    full_reconcile_id: false,
  };
}

/** Checks a line's account: it exists, belongs to the move's company and is not deprecated. */
function checkAccount(api: AccountingWritesApi, move: StoredRecord, id: unknown): void {
  const account = api.db.get('account.account', num(id));
  if (!accountOfCompany(account, num(move['company_id'])))
    api.fail(
      'psycopg2.errors.ForeignKeyViolation',
      `insert or update on table "account_move_line" violates foreign key constraint "account_move_line_account_id_fkey"`,
    );
  if (account!['deprecated'] === true || account!['active'] === false)
    api.fail(USER_ERROR, `The account ${account!['code']} (${account!['name']}) is deprecated.`);
}

/** The tax's repartition lines of type tax for an invoice or a refund (≤16 and 17+ spell them apart). */
function taxRepartition(db: FakeDb, tax: number, refund: boolean): StoredRecord[] {
  return db
    .all('account.tax.repartition.line')
    .filter((r) =>
      db.version <= 16
        ? r[refund ? 'refund_tax_id' : 'invoice_tax_id'] === tax
        : r['tax_id'] === tax && r['document_type'] === (refund ? 'refund' : 'invoice'),
    )
    .filter((r) => r['repartition_type'] === 'tax');
}

/** The partner's receivable (sales) or payable (purchases) account in the company, else the company's first one. */
function partnerAccount(
  db: FakeDb,
  partner: StoredRecord | undefined,
  company: number,
  sale: boolean,
): number {
  const field = sale ? 'property_account_receivable_id' : 'property_account_payable_id';
  const value = partner?.[field];
  const own =
    typeof value === 'number'
      ? value
      : value && typeof value === 'object'
        ? num((value as Record<number, unknown>)[company])
        : 0;
  if (own) return own;
  const type = sale ? 'asset_receivable' : 'liability_payable';
  return (
    db.all('account.account').find((a) => a['account_type'] === type && accountOfCompany(a, company))?.id ?? 0
  );
}

/**
 * The journal items of an invoice from its `invoice_line_ids`, as `_sync_dynamic_lines` makes
 * them: the product lines (credit on sales, debit on purchases, the other way on refunds), one
 * tax line per tax and account, the receivable or payable line for the rest.
 */
function invoiceLines(
  api: AccountingWritesApi,
  move: StoredRecord,
  given: Record<string, unknown>[],
): Record<string, unknown>[] {
  const { db } = api;
  const type = String(move['move_type']);
  const sale = type.startsWith('out');
  const refund = type.endsWith('refund');
  // The sign of a product line's balance: sales credit income, purchases debit expense.
  const sign = sale === !refund ? -1 : 1;
  const out: Record<string, unknown>[] = [];
  const taxes = new Map<string, { tax: number; account: number; amount: number; name: string }>();
  for (const line of given) {
    checkAccount(api, move, line['account_id']);
    const quantity = typeof line['quantity'] === 'number' ? line['quantity'] : 1;
    const subtotal = round2(quantity * num(line['price_unit']));
    const taxIds = manyIds(line['tax_ids']);
    let taxTotal = 0;
    for (const taxId of taxIds) {
      const tax = db.get('account.tax', taxId);
      if (!tax || tax['company_id'] !== move['company_id'])
        api.fail(
          'psycopg2.errors.ForeignKeyViolation',
          'violates foreign key constraint "account_tax_id_fkey"',
        );
      const amount = round2((subtotal * num(tax['amount'])) / 100);
      for (const rep of taxRepartition(db, taxId, refund)) {
        const part = round2((amount * num(rep['factor_percent'])) / 100);
        taxTotal = round2(taxTotal + part);
        const key = `${taxId}:${rep['account_id']}`;
        const entry = taxes.get(key) ?? {
          tax: taxId,
          account: num(rep['account_id']),
          amount: 0,
          name: String(tax['name']),
        };
        entry.amount = round2(entry.amount + part);
        taxes.set(key, entry);
      }
    }
    const balance = round2(sign * subtotal);
    out.push({
      name: line['name'] ?? false,
      display_type: 'product',
      account_id: line['account_id'],
      debit: balance > 0 ? balance : 0,
      credit: balance < 0 ? -balance : 0,
      tax_ids: taxIds,
      _analytic: analytic(api, line['analytic_distribution']),
      quantity,
      price_unit: line['price_unit'] ?? 0,
      price_subtotal: subtotal,
      price_total: round2(subtotal + taxTotal),
    });
  }
  for (const tax of taxes.values()) {
    const balance = round2(sign * tax.amount);
    out.push({
      name: tax.name,
      display_type: 'tax',
      account_id: tax.account,
      debit: balance > 0 ? balance : 0,
      credit: balance < 0 ? -balance : 0,
      tax_line_id: tax.tax,
    });
  }
  const rest = round2(-out.reduce((s, l) => s + num(l['debit']) - num(l['credit']), 0));
  const partner = db.get('res.partner', num(move['partner_id']));
  out.push({
    name: move['payment_reference'] || false,
    display_type: 'payment_term',
    account_id: partnerAccount(db, partner, num(move['company_id']), sale),
    debit: rest > 0 ? rest : 0,
    credit: rest < 0 ? -rest : 0,
    date_maturity: move['invoice_date_due'] || move['invoice_date'] || move['date'],
  });
  return out;
}

/** `account.move.create`: the move, then its lines (given, or computed for an invoice). */
function createMove(api: AccountingWritesApi, vals: Record<string, unknown>): number {
  const { db } = api;
  const { line_ids: lineCommands, invoice_line_ids: invoiceCommands, ...own } = vals;
  const type = String(own['move_type'] ?? 'entry');
  const journal = db.get('account.journal', num(own['journal_id']));
  if (!journal) api.fail(USER_ERROR, 'The journal of the entry is required (journal_id).');
  const company = num(journal!['company_id']);
  if (company !== db.company())
    api.fail(
      'odoo.exceptions.AccessError',
      'Incompatible companies on records: the journal belongs to another company.',
    );
  if (type !== 'entry' && !['sale', 'purchase'].includes(String(journal!['type'])))
    api.fail(
      VALIDATION_ERROR,
      'The chosen journal has a type that is not compatible with your invoice type.',
    );
  const { invoice_date_due: due, ...stored } = own;
  const id = api.create('account.move', {
    move_type: type,
    ...stored,
    company_id: company,
    partner_id: own['partner_id'] ?? false,
    date: own['date'] ?? own['invoice_date'],
  });
  const move = db.get('account.move', id)!;
  move['invoice_date_due'] = due ?? false;
  const given = commandVals(api, type === 'entry' ? lineCommands : (invoiceCommands ?? lineCommands));
  const lines =
    type === 'entry'
      ? given.map((line) => {
          checkAccount(api, move, line['account_id']);
          if (line['partner_id'] && !db.get('res.partner', num(line['partner_id'])))
            api.fail(
              'psycopg2.errors.ForeignKeyViolation',
              'violates foreign key constraint "account_move_line_partner_id_fkey"',
            );
          return { ...line, _analytic: analytic(api, line['analytic_distribution']) };
        })
      : invoiceLines(api, move, given);
  lines.forEach((line, i) => {
    api.insert('account.move.line', lineRecord(move, line, 10 + i));
  });
  delete move['invoice_date_due'];
  if (stored['state'] === 'posted') {
    move['state'] = 'draft';
    post(api, move);
  }
  return id;
}

/** The lock date a move of `journalType` must be after (18+ adds sales, purchase and hard locks). */
function lockDate(db: FakeDb, company: StoredRecord, journalType: string): string | null {
  const dates = [company['fiscalyear_lock_date']];
  if (db.version <= 17) dates.push(company['period_lock_date']);
  else {
    dates.push(company['hard_lock_date']);
    if (journalType === 'sale') dates.push(company['sale_lock_date']);
    if (journalType === 'purchase') dates.push(company['purchase_lock_date']);
  }
  return (
    dates
      .filter((d): d is string => typeof d === 'string')
      .sort()
      .at(-1) ?? null
  );
}

/** `_post`: the checks Odoo makes before a move is posted, then its number. */
function post(api: AccountingWritesApi, move: StoredRecord): void {
  const { db } = api;
  if (move['state'] !== 'draft') api.fail(USER_ERROR, 'The entry is already posted.');
  const lines = db.all('account.move.line').filter((l) => l['move_id'] === move.id);
  if (lines.length === 0) api.fail(USER_ERROR, 'You need to add a line before posting.');
  const debit = round2(lines.reduce((s, l) => s + num(l['debit']), 0));
  const credit = round2(lines.reduce((s, l) => s + num(l['credit']), 0));
  if (debit !== credit)
    api.fail(
      USER_ERROR,
      `The move (${move['name']}) is not balanced.\nThe total of debits equals ${debit} and the total of credits equals ${credit}.`,
    );
  const type = String(move['move_type']);
  if (type !== 'entry' && !move['partner_id'])
    api.fail(
      USER_ERROR,
      'The field Customer is required, please complete it to validate the Customer Invoice.',
    );
  const journal = db.get('account.journal', num(move['journal_id']))!;
  const company = db.get('res.company', num(move['company_id']))!;
  const lock = lockDate(db, company, String(journal['type']));
  if (lock && String(move['date']) <= lock)
    api.fail(USER_ERROR, `You cannot add/modify entries prior to and inclusive of the lock date ${lock}.`);
  const year = String(move['date']).slice(0, 4);
  if (!move['name'] || move['name'] === '/') {
    const prefix = `${journal['code']}/${year}/`;
    const used = db
      .all('account.move')
      .map((m) => String(m['name']))
      .filter((n) => n.startsWith(prefix))
      .map((n) => Number(n.slice(prefix.length)) || 0);
    move['name'] = `${prefix}${String(Math.max(0, ...used) + 1).padStart(5, '0')}`;
  } else if (
    db
      .all('account.move')
      .some(
        (m) =>
          m.id !== move.id &&
          m['journal_id'] === move['journal_id'] &&
          m['name'] === move['name'] &&
          m['state'] === 'posted',
      )
  ) {
    api.fail(VALIDATION_ERROR, `The entry number ${move['name']} is already used in the journal.`);
  }
  move['state'] = 'posted';
  move['write_date'] = api.now();
}

/** `account.move.line.reconcile`: partials from the debits to the credits, full when they cancel out. */
function reconcile(api: AccountingWritesApi, ids: unknown): void {
  const { db } = api;
  const lines = records(api, 'account.move.line', ids);
  if (lines.length < 2) api.fail(USER_ERROR, 'You can only reconcile at least two journal items.');
  const accounts = new Set(lines.map((l) => l['account_id']));
  if (accounts.size > 1) api.fail(USER_ERROR, 'Entries are not from the same account.');
  const account = db.get('account.account', num(lines[0]!['account_id']))!;
  if (
    account['reconcile'] !== true &&
    !['asset_cash', 'liability_credit_card'].includes(String(account['account_type']))
  )
    api.fail(
      USER_ERROR,
      `Account ${account['code']} does not allow reconciliation. First change the configuration of this account to allow it.`,
    );
  if (new Set(lines.map((l) => l['partner_id'] || false)).size > 1)
    api.fail(USER_ERROR, 'You can only reconcile journal items belonging to the same partner.');
  for (const line of lines) {
    if (db.get('account.move', num(line['move_id']))?.['state'] !== 'posted')
      api.fail(USER_ERROR, 'You can only reconcile posted entries.');
    if (line['full_reconcile_id'])
      api.fail(USER_ERROR, 'You are trying to reconcile some entries that are already reconciled.');
  }
  const open = (line: StoredRecord) => {
    const partials = db.all('account.partial.reconcile');
    return round2(
      num(line['balance']) -
        partials.filter((p) => p['debit_move_id'] === line.id).reduce((s, p) => s + num(p['amount']), 0) +
        partials.filter((p) => p['credit_move_id'] === line.id).reduce((s, p) => s + num(p['amount']), 0),
    );
  };
  const debits = lines.filter((l) => open(l) > 0);
  const credits = lines.filter((l) => open(l) < 0);
  for (const debit of debits) {
    for (const credit of credits) {
      const amount = round2(Math.min(open(debit), -open(credit)));
      if (amount <= 0) continue;
      api.insert('account.partial.reconcile', {
        debit_move_id: debit.id,
        credit_move_id: credit.id,
        amount,
        debit_amount_currency: amount,
        credit_amount_currency: amount,
        full_reconcile_id: false,
        exchange_move_id: false,
      });
    }
  }
  // The lines the partials join, however far (`_compute_full_reconcile`'s involved lines).
  const involved = new Map(lines.map((l) => [l.id, l]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of db.all('account.partial.reconcile')) {
      const [debit, credit] = [num(p['debit_move_id']), num(p['credit_move_id'])];
      if (involved.has(debit) !== involved.has(credit)) {
        const other = involved.has(debit) ? credit : debit;
        involved.set(other, db.get('account.move.line', other)!);
        grew = true;
      }
    }
  }
  if ([...involved.values()].every((l) => open(l) === 0)) {
    const count = db.all('account.full.reconcile').length;
    const full = api.insert('account.full.reconcile', {
      ...(db.version <= 16 ? { name: `A${count + 1}` } : {}),
      exchange_move_id: false,
    });
    for (const line of involved.values()) line['full_reconcile_id'] = full;
    for (const p of db.all('account.partial.reconcile'))
      if (involved.has(num(p['debit_move_id']))) p['full_reconcile_id'] = full;
  }
}

/** `account.bank.statement.line.create`: the line and its posted move (journal account ↔ suspense account). */
function createStatementLine(api: AccountingWritesApi, vals: Record<string, unknown>): number {
  const { db } = api;
  const journal = db.get('account.journal', num(vals['journal_id']));
  if (!journal || !['bank', 'cash', 'credit'].includes(String(journal['type'])))
    api.fail(VALIDATION_ERROR, 'A statement line must be in a bank or cash journal.');
  const amount = round2(num(vals['amount']));
  const move = createMove(api, {
    move_type: 'entry',
    journal_id: journal!.id,
    date: vals['date'],
    ref: vals['payment_ref'] ?? false,
    partner_id: vals['partner_id'] ?? false,
    line_ids: [
      [
        0,
        0,
        {
          account_id: journal!['default_account_id'],
          debit: Math.max(amount, 0),
          credit: Math.max(-amount, 0),
          name: vals['payment_ref'] ?? false,
        },
      ],
      [
        0,
        0,
        {
          account_id: journal!['suspense_account_id'],
          debit: Math.max(-amount, 0),
          credit: Math.max(amount, 0),
          name: vals['payment_ref'] ?? false,
        },
      ],
    ],
  });
  post(api, db.get('account.move', move)!);
  return api.insert('account.bank.statement.line', {
    date: vals['date'],
    payment_ref: vals['payment_ref'] ?? false,
    amount,
    journal_id: journal!.id,
    partner_id: vals['partner_id'] ?? false,
    move_id: move,
    company_id: journal!['company_id'],
    is_reconciled: false,
    state: 'posted',
  });
}

/** `write(ids, vals)` of stored fields; a posted move's lines and amounts are not written. */
function write(api: AccountingWritesApi, model: string, ids: unknown, vals: Record<string, unknown>): void {
  for (const record of records(api, model, ids)) {
    if (model === 'account.move' && record['state'] === 'posted')
      api.fail(USER_ERROR, 'You cannot modify a posted entry of this journal.');
    for (const [name, value] of Object.entries(vals)) {
      const field = api.field(model, name);
      if (!field || field.compute)
        api.fail('builtins.ValueError', `Invalid field '${name}' on model '${model}'`);
      if (field.type === 'one2many') {
        // [0, 0, vals]: a new record of the relation, linked by its inverse field.
        for (const child of commandVals(api, value))
          api.create(field.relation!, { ...child, [field.inverse!]: record.id });
      } else if (field.type === 'many2many') record[name] = manyIds(value);
      else record[name] = value;
    }
    if ('write_date' in record || model === 'res.partner') record['write_date'] = api.now();
  }
}

/**
 * The accounting writes of `model.method`, or undefined when the server's generic methods answer.
 */
export function accountingWriteMethod(
  api: AccountingWritesApi,
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown>,
): { result: unknown } | undefined {
  const { db } = api;
  const valsList = (value: unknown) => (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
  switch (`${model}.${method}`) {
    case 'account.move.create': {
      const ids = valsList(args[0]).map((v) => createMove(api, v));
      return { result: Array.isArray(args[0]) ? ids : ids[0] };
    }
    case 'account.move.action_post':
      for (const move of records(api, model, args[0])) post(api, move);
      return { result: false };
    case 'account.move.line.reconcile':
      reconcile(api, args[0]);
      return { result: true };
    case 'account.bank.statement.line.create': {
      const ids = valsList(args[0]).map((v) => createStatementLine(api, v));
      return { result: Array.isArray(args[0]) ? ids : ids[0] };
    }
    case 'account.account.create': {
      const ids = valsList(args[0]).map((vals) => {
        const companies = Array.isArray(vals['company_ids'])
          ? manyIds(vals['company_ids'])
          : [num(vals['company_id'])];
        if (
          db
            .all('account.account')
            .some((a) => a['code'] === vals['code'] && companies.some((c) => accountOfCompany(a, c)))
        )
          api.fail(VALIDATION_ERROR, 'The code of the account must be unique per company!');
        return api.create(model, vals);
      });
      return { result: Array.isArray(args[0]) ? ids : ids[0] };
    }
    case 'account.journal.create': {
      const ids = valsList(args[0]).map((vals) => {
        const company = num(vals['company_id']) || db.company();
        if (db.all('account.journal').some((j) => j['code'] === vals['code'] && j['company_id'] === company))
          api.fail(VALIDATION_ERROR, 'Journal codes must be unique per company.');
        const money = ['bank', 'cash'].includes(String(vals['type']));
        // `_fill_missing_values`: a bank or cash journal gets its own account (the company's
        // bank or cash prefix and the next free number) and the company's suspense account.
        const extra: Record<string, unknown> = {};
        if (money && !vals['default_account_id']) {
          const row = db.get('res.company', company)!;
          const prefix = String(
            row[vals['type'] === 'bank' ? 'bank_account_code_prefix' : 'cash_account_code_prefix'] ?? '',
          );
          const codes = db.all('account.account').map((a) => String(a['code']));
          let n = 1;
          while (codes.includes(`${prefix}${String(n).padStart(6 - prefix.length, '0')}`)) n++;
          extra['default_account_id'] = api.create('account.account', {
            code: `${prefix}${String(n).padStart(6 - prefix.length, '0')}`,
            name: String(vals['name']),
            account_type: 'asset_cash',
            ...(db.version >= 18 ? { company_ids: [[6, 0, [company]]] } : { company_id: company }),
          });
          extra['suspense_account_id'] =
            db.all('account.account').find((a) => a['code'] === '499000' && accountOfCompany(a, company))
              ?.id ?? false;
        }
        return api.create(model, { active: true, ...vals, ...extra, company_id: company });
      });
      return { result: Array.isArray(args[0]) ? ids : ids[0] };
    }
    case 'account.move.unlink': {
      // Only drafts can be deleted ("You cannot delete an entry which has been posted once.").
      const moves = records(api, model, args[0]);
      if (moves.some((m) => m['state'] === 'posted'))
        api.fail(USER_ERROR, 'You cannot delete an entry which has been posted once.');
      const ids = new Set(moves.map((m) => m.id));
      api.remove(
        'account.move.line',
        db
          .all('account.move.line')
          .filter((l) => ids.has(num(l['move_id'])))
          .map((l) => l.id),
      );
      api.remove(model, [...ids]);
      return { result: true };
    }
    case 'ir.attachment.unlink':
      records(api, model, args[0]);
      api.remove(model, args[0] as number[]);
      return { result: true };
    case 'res.partner.write':
    case 'account.analytic.account.write':
    case 'account.move.write':
      write(api, model, args[0], (args[1] ?? kwargs['vals']) as Record<string, unknown>);
      return { result: true };
    default:
      return undefined;
  }
}
