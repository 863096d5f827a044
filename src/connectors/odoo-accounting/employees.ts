import type { Employee } from '../../model/accounting/index.js';
import { splitName } from '../odoo/contacts.js';
import { text } from '../odoo/types.js';
import type { AccountingHandlers } from './client.js';
import { searchPage } from './shared.js';
import { type OdooEmployee, odooEmployeeSchema } from './types.js';

/**
 * Employees are `hr.employee`, a model of the Employees app (`hr`), which an Odoo with only
 * Invoicing or Accounting does not have. `ir.module.module` tells whether it is installed (once
 * per connection and hour); without it the list is empty rather than an error, since the folder
 * simply has no employees there. The README says so too. Docs: hr/models/hr_employee.py.
 * Pitfalls: the employee's partner is `address_home_id` up to 16, `work_contact_id` from 17.
 */

const MODEL = 'hr.employee';
const FIELDS = [
  'name',
  'job_title',
  'work_phone',
  'mobile_phone',
  'work_email',
  'barcode',
  'identification_id',
  'active',
] as const;
/** Employees who left are archived: listed, `active: false`. */
const ARCHIVED = { active_test: false };

/**
 * `hr.employee` → employee. Odoo keeps one name (split at the first space); `reference` is the
 * badge id; the employee's ledger account is not on the employee (Odoo books expenses to the
 * partner of its work contact), so `account_number` is null.
 */
function toEmployee(employee: OdooEmployee, raw: unknown): Employee {
  const name = text(employee.name) ?? '';
  return {
    id: String(employee.id),
    name,
    ...splitName(text(employee.name)),
    function: text(employee.job_title),
    phone: text(employee.work_phone),
    mobile: text(employee.mobile_phone),
    email: text(employee.work_email),
    active: employee.active ?? true,
    reference: text(employee.barcode),
    account_number: null,
    raw,
  };
}

export const handlers = {
  'accounting.employees.list':
    (odoo) =>
    async (page, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      if (!(await odoo.installed('hr'))) return { items: [], total: 0, page: page.page, size: page.size };
      const fields = await odoo.fields(MODEL, FIELDS);
      const { records, total } = await searchPage(odoo, scope, MODEL, [], fields, odooEmployeeSchema, page, {
        order: 'name asc, id asc',
        context: ARCHIVED,
      });
      return {
        items: records.map(({ record, raw }) => toEmployee(record, raw)),
        total,
        page: page.page,
        size: page.size,
      };
    },
} satisfies AccountingHandlers;
