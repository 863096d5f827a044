import type { Expense, ExpenseInput } from '../../model/accounting/index.js';
import {
  accountsByCode,
  at,
  checkBalanced,
  createMove,
  createRecord,
  currencyId,
  journalOpen,
  looseRecord,
  m2o,
  numberFree,
  openBookYear,
  recordsById,
  refused,
} from './checks.js';
import type { AccountingHandlers, AccountingOdoo } from './client.js';
import { round2 } from './shared.js';

/**
 * An employee's expense claim, booked as Odoo's Expenses app books an approved report: an entry
 * (`account.move`, type `entry`) in the purchase journal, each line's untaxed amount debited on
 * its account with its tax, the tax debited on the tax's account, the total credited to the
 * employee's partner on its payable account; posted. The `hr.expense` records themselves belong to
 * the Expenses app (`hr_expense`), which Chift's claim does not need: the entry is what the books
 * hold. Docs: hr_expense/models/hr_expense_sheet.py (`_prepare_bills_vals`, the move of a report),
 * account/models/account_tax.py (repartition lines: the tax's account).
 * Pitfalls: the employee's partner is `work_contact_id` from 17, `address_home_id` in 16; the
 * tax's account is on its repartition lines (≤16 `invoice_tax_id`, 17+ `tax_id`).
 */

async function createExpense(
  odoo: AccountingOdoo,
  input: ExpenseInput,
  folderId: string | undefined,
): Promise<Expense> {
  const scope = await odoo.scope(folderId);
  if (input.lines.length === 0) throw refused('ERROR_NO_OPERATION_LINE', 'lines: the claim has no line');
  const debit = input.lines.flatMap((l) => [
    { debit: l.untaxed_amount, credit: 0 },
    { debit: l.tax_amount, credit: 0 },
  ]);
  checkBalanced(
    [...debit, { debit: 0, credit: input.total }],
    'ERROR_OPERATION_NOT_BALANCED',
    'lines (untaxed and tax amounts against the total)',
  );
  if (!(await odoo.installed('hr')))
    throw refused('ERROR_EMPLOYEE_NOT_FOUND', 'employee_id: the Employees app is not installed in Odoo');
  const company = await openBookYear(odoo, scope, input.date, 'date');
  const employees = await recordsById(
    odoo,
    scope,
    'hr.employee',
    ['work_contact_id', 'address_home_id'],
    [{ value: input.employee_id, where: 'employee_id' }],
    'ERROR_EMPLOYEE_NOT_FOUND',
    'employee',
  );
  const employee = employees.get(Number(input.employee_id))!;
  const partner = m2o(employee['work_contact_id']) ?? m2o(employee['address_home_id']);
  if (partner === undefined)
    throw refused('ERROR_EMPLOYEE_NOT_FOUND', 'employee_id: the employee has no contact to pay');
  const accounts = await accountsByCode(
    odoo,
    scope,
    input.lines.map((l, i) => ({ value: l.account_number, where: at('lines', i, 'account_number') })),
  );
  await recordsById(
    odoo,
    scope,
    'account.tax',
    ['name'],
    input.lines.map((l, i) => ({ value: l.tax_id, where: at('lines', i, 'tax_id') })),
    'ERROR_TAX_CODE_NOT_FOUND',
    'tax code',
  );
  // The taxes' accounts and the employee's payable account: one read each.
  const version = await odoo.odoo.serverVersion();
  const taxField = version <= 16 ? 'invoice_tax_id' : 'tax_id';
  const repartition = await odoo.search(
    'account.tax.repartition.line',
    [
      [taxField, 'in', input.lines.map((l) => Number(l.tax_id))],
      ['repartition_type', '=', 'tax'],
      ...(version <= 16 ? [] : [['document_type', '=', 'invoice']]),
    ],
    [taxField, 'account_id', 'factor_percent'],
    looseRecord,
    scope.context,
  );
  const taxAccount = new Map<number, number>();
  for (const { record } of repartition) {
    const tax = m2o(record[taxField]);
    const account = m2o(record['account_id']);
    if (
      tax !== undefined &&
      account !== undefined &&
      Number(record['factor_percent']) > 0 &&
      !taxAccount.has(tax)
    )
      taxAccount.set(tax, account);
  }
  const partners = await recordsById(
    odoo,
    scope,
    'res.partner',
    ['property_account_payable_id'],
    [{ value: String(partner), where: 'employee_id' }],
    'ERROR_EMPLOYEE_NOT_FOUND',
    'employee contact',
  );
  const payable = m2o(partners.get(partner)!['property_account_payable_id']);
  if (payable === undefined)
    throw refused(
      'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
      'employee_id: the employee has no payable account in this folder',
    );
  const [journal] = await odoo.search(
    'account.journal',
    [['type', '=', 'purchase']],
    ['code'],
    looseRecord,
    scope.context,
    { limit: 1, order: 'sequence asc, id asc' },
  );
  if (!journal)
    throw refused('ERROR_JOURNAL_NOT_FOUND', 'The folder has no purchase journal to book expenses in');
  journalOpen(company, scope, input.date, 'date', 'purchase');
  if (input.number) await numberFree(odoo, scope, journal.record.id, input.number, 'number', 'entry');
  const currency = await currencyId(odoo, scope, company, input.currency, 'currency');
  const rate = input.currency_exchange_rate ?? 1;
  const money = (amount: number) => round2(amount * rate);
  const foreign = (amount: number) =>
    currency !== undefined ? { currency_id: currency, amount_currency: amount } : {};
  const lines: unknown[] = [];
  input.lines.forEach((line, i) => {
    lines.push([
      0,
      0,
      {
        account_id: accounts.get(line.account_number)!.id,
        partner_id: partner,
        name: line.description ?? input.reference ?? false,
        debit: money(line.untaxed_amount),
        credit: 0,
        tax_ids: [[6, 0, [Number(line.tax_id)]]],
        ...foreign(line.untaxed_amount),
      },
    ]);
    if (line.tax_amount !== 0) {
      const account = taxAccount.get(Number(line.tax_id));
      if (account === undefined)
        throw refused(
          'ERROR_TAX_CODE_NOT_FOUND',
          `${at('lines', i, 'tax_id')}: tax ${line.tax_id} books to no account`,
        );
      lines.push([
        0,
        0,
        {
          account_id: account,
          partner_id: partner,
          name: line.description ?? false,
          debit: money(line.tax_amount),
          credit: 0,
          tax_line_id: Number(line.tax_id),
          ...foreign(line.tax_amount),
        },
      ]);
    }
  });
  lines.push([
    0,
    0,
    {
      account_id: payable,
      partner_id: partner,
      name: input.reference ?? false,
      debit: 0,
      credit: money(input.total),
      ...foreign(-input.total),
    },
  ]);
  const id = await createMove(
    odoo,
    scope,
    {
      move_type: 'entry',
      journal_id: journal.record.id,
      date: input.date,
      partner_id: partner,
      ref: input.reference ?? false,
      ...(input.number ? { name: input.number } : {}),
      ...(currency !== undefined ? { currency_id: currency } : {}),
      line_ids: lines,
    },
    true,
  );
  if (input.pdf)
    await createRecord(odoo, scope, 'ir.attachment', {
      name: `${input.pdf_name ?? `expense-${id}`}.pdf`.replace(/\.pdf\.pdf$/, '.pdf'),
      datas: input.pdf,
      mimetype: 'application/pdf',
      res_model: 'account.move',
      res_id: id,
      company_id: scope.company,
    });
  const [move] = await odoo.search('account.move', [['id', '=', id]], ['name'], looseRecord, scope.context);
  return {
    employee_id: input.employee_id,
    total: input.total,
    untaxed_amount: input.untaxed_amount,
    tax_amount: input.tax_amount,
    currency: input.currency,
    currency_exchange_rate: rate,
    date: input.date,
    reference: input.reference ?? null,
    number: typeof move?.record['name'] === 'string' ? move.record['name'] : (input.number ?? null),
    pdf: input.pdf ?? null,
    pdf_name: input.pdf_name ?? null,
    lines: input.lines.map((l) => ({ ...l, description: l.description ?? null })),
    id: String(id),
    raw: move?.record ?? { id },
  };
}

export const handlers = {
  'accounting.expenses.create': (odoo) => (input, options) =>
    createExpense(odoo, input, options?.params?.folder_id),
} satisfies AccountingHandlers;
