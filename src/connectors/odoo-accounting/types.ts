import { z } from 'zod';
import {
  char,
  idSchema,
  many2one,
  num,
  odooAttachmentSchema,
  odooPartnerSchema,
  odooTaxSchema,
  x2many,
} from '../odoo/types.js';

/**
 * The Accounting app's models over JSON-RPC, as Odoo 16 to 19 define them (`addons/account/models/`,
 * `addons/analytic/models/`, `addons/hr/models/hr_employee.py`). These types never leave the
 * folder: answers are parsed here and mapped by the `to<Model>()` functions of each resource file.
 *
 * Pitfalls: empty values are `false` (see `../odoo/types.ts`); fields that exist in some versions
 * only are `.optional()` and read only when `fields_get` lists them (lock dates, `company_id` vs
 * `company_ids`, `deprecated` vs `active`, the repartition lines' tax field, the employee's
 * contact).
 */

export { char, many2one, num, x2many };

const date = char;
const empty = z.literal(false);

/** `res.users`: the user's default company and the companies it may work in. */
export const odooUserCompaniesSchema = z.looseObject({
  id: idSchema,
  company_id: many2one,
  company_ids: x2many,
});

/** `res.company`: a folder. */
export const odooCompanySchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  currency_id: many2one.optional(),
  vat: char.optional(),
  company_registry: char.optional(),
  street: char.optional(),
  street2: char.optional(),
  zip: char.optional(),
  city: char.optional(),
  country_id: many2one.optional(),
  country_code: char.optional(),
  /** 1–31; Odoo takes the month's last day when the month is shorter. */
  fiscalyear_last_day: z.number().int().optional(),
  /** A selection key `'1'`…`'12'` (an integer in very old versions). */
  fiscalyear_last_month: z.union([z.string(), z.number().int()]).optional(),
  /** 16–17 only ("lock date for non-advisers"). */
  period_lock_date: date.optional(),
  fiscalyear_lock_date: date.optional(),
  tax_lock_date: date.optional(),
  /** 18+. */
  sale_lock_date: date.optional(),
  purchase_lock_date: date.optional(),
  hard_lock_date: date.optional(),
  active: z.boolean().optional(),
  /** The chart's prefix of cash accounts (`570` in Belgium). */
  cash_account_code_prefix: char.optional(),
});
export type OdooCompany = z.infer<typeof odooCompanySchema>;

/** `account.account`. */
export const odooAccountSchema = z.looseObject({
  id: idSchema,
  /** 18+: the code in the request's company (`false` for an account of another company only). */
  code: char,
  name: z.string(),
  /** 16+: `asset_receivable`, `liability_payable`, `asset_cash`, `income`, `expense`… */
  account_type: char.optional(),
  reconcile: z.boolean().optional(),
  /** ≤18. */
  deprecated: z.boolean().optional(),
  /** 19. */
  active: z.boolean().optional(),
  currency_id: many2one.optional(),
});
export type OdooAccount = z.infer<typeof odooAccountSchema>;

/** `account.journal`. */
export const odooJournalSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  code: char.optional(),
  /** `sale` / `purchase` / `cash` / `bank` / `general` (/ `credit` 17+). */
  type: z.string(),
  currency_id: many2one.optional(),
  default_account_id: many2one.optional(),
  suspense_account_id: many2one.optional(),
  bank_account_id: many2one.optional(),
  bank_acc_number: char.optional(),
  bank_id: many2one.optional(),
  active: z.boolean().optional(),
});
export type OdooJournal = z.infer<typeof odooJournalSchema>;

/** `account.tax`, with what a VAT code needs beyond the invoicing connector's fields. */
export const odooVatSchema = z.looseObject({
  ...odooTaxSchema.shape,
  country_code: char.optional(),
  country_id: many2one.optional(),
});
export type OdooVat = z.infer<typeof odooVatSchema>;

/** `account.tax.repartition.line`: where a tax's amount is booked. */
export const odooRepartitionSchema = z.looseObject({
  id: idSchema,
  factor_percent: z.number(),
  /** `base` / `tax`. */
  repartition_type: z.string(),
  account_id: many2one,
  /** 17+ (with `document_type` `invoice`/`refund`). */
  tax_id: many2one.optional(),
  document_type: char.optional(),
  /** ≤16. */
  invoice_tax_id: many2one.optional(),
  refund_tax_id: many2one.optional(),
});
export type OdooRepartition = z.infer<typeof odooRepartitionSchema>;

export const odooNamedSchema = z.looseObject({ id: idSchema, name: char, active: z.boolean().optional() });

/** `account.payment.method.line`. */
export const odooMethodLineSchema = z.looseObject({
  id: idSchema,
  name: char,
  payment_method_id: many2one.optional(),
  journal_id: many2one.optional(),
});

/** `account.move`: an entry, an invoice, a bill or a credit note (`move_type`). */
export const odooMoveSchema = z.looseObject({
  id: idSchema,
  /** `/` while a draft has no number. */
  name: char,
  ref: char.optional(),
  date: date,
  /** `draft` / `posted` / `cancel`. */
  state: z.string(),
  move_type: z.string(),
  journal_id: many2one,
  partner_id: many2one.optional(),
  currency_id: many2one.optional(),
  company_currency_id: many2one.optional(),
  invoice_date: date.optional(),
  invoice_date_due: date.optional(),
  invoice_payment_term_id: many2one.optional(),
  payment_reference: char.optional(),
  narration: char.optional(),
  amount_untaxed: num.optional(),
  amount_tax: num.optional(),
  amount_total: num.optional(),
  amount_residual: num.optional(),
  amount_total_signed: num.optional(),
  payment_state: char.optional(),
  message_main_attachment_id: many2one.optional(),
  write_date: char.optional(),
});
export type OdooMove = z.infer<typeof odooMoveSchema>;

/** `account.move` when only its number, reference and day are wanted. */
export const odooMoveRefSchema = z.looseObject({
  id: idSchema,
  name: char,
  ref: char.optional(),
  date: date,
});

/** `{analytic account id (18+: ids joined by commas, one per plan) → percentage}`. */
export const analyticDistributionSchema = z.union([z.record(z.string(), z.number()), empty, z.null()]);

/** `account.move.line`: a journal item. */
export const odooLineSchema = z.looseObject({
  id: idSchema,
  move_id: many2one,
  name: char.optional(),
  /** 16+: `product` / `tax` / `payment_term` / `line_section` / `line_note` / `rounding` / `epd` / `cogs`…; false on entries. */
  display_type: char.optional(),
  account_id: many2one,
  partner_id: many2one.optional(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number().optional(),
  amount_currency: num.optional(),
  currency_id: many2one.optional(),
  amount_residual: num.optional(),
  amount_residual_currency: num.optional(),
  reconciled: z.boolean().optional(),
  full_reconcile_id: many2one.optional(),
  matching_number: char.optional(),
  date_maturity: date.optional(),
  date: date.optional(),
  journal_id: many2one.optional(),
  parent_state: char.optional(),
  tax_ids: x2many.optional(),
  tax_line_id: many2one.optional(),
  analytic_distribution: analyticDistributionSchema.optional(),
  quantity: num.optional(),
  price_unit: num.optional(),
  price_subtotal: num.optional(),
  price_total: num.optional(),
  product_uom_id: many2one.optional(),
  matched_debit_ids: x2many.optional(),
  matched_credit_ids: x2many.optional(),
});
export type OdooLine = z.infer<typeof odooLineSchema>;

/** `account.partial.reconcile`: part of a debit line matched with part of a credit line. */
export const odooPartialSchema = z.looseObject({
  id: idSchema,
  debit_move_id: many2one,
  credit_move_id: many2one,
  amount: z.number(),
  debit_amount_currency: num.optional(),
  credit_amount_currency: num.optional(),
  max_date: date.optional(),
  full_reconcile_id: many2one.optional(),
});
export type OdooPartial = z.infer<typeof odooPartialSchema>;

/** `account.analytic.plan`. */
export const odooPlanSchema = z.looseObject({
  id: idSchema,
  name: char,
  complete_name: char.optional(),
  parent_id: many2one.optional(),
  active: z.boolean().optional(),
});

/** `account.analytic.account`, with its totals (computed by Odoo from the analytic lines). */
export const odooAnalyticSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  code: char.optional(),
  active: z.boolean().optional(),
  plan_id: many2one.optional(),
  root_plan_id: many2one.optional(),
  currency_id: many2one.optional(),
  balance: num.optional(),
  debit: num.optional(),
  credit: num.optional(),
});
export type OdooAnalytic = z.infer<typeof odooAnalyticSchema>;

/** `res.partner`, with the fields of a client or supplier. */
export const odooAccountingPartnerSchema = odooPartnerSchema.extend({
  function: char.optional(),
  website: char.optional(),
  bank_ids: x2many.optional(),
  write_date: char.optional(),
  active: z.boolean().optional(),
});
export type OdooAccountingPartner = z.infer<typeof odooAccountingPartnerSchema>;

/** `res.partner.bank`. */
export const odooBankSchema = z.looseObject({
  id: idSchema,
  acc_number: char,
  sanitized_acc_number: char.optional(),
  partner_id: many2one.optional(),
  bank_id: many2one.optional(),
  bank_name: char.optional(),
  bank_bic: char.optional(),
  currency_id: many2one.optional(),
  allow_out_payment: z.boolean().optional(),
  sequence: num.optional(),
});
export type OdooBank = z.infer<typeof odooBankSchema>;

/** `ir.attachment`. */
export const odooFileSchema = odooAttachmentSchema.extend({
  res_model: char.optional(),
  res_id: num.optional(),
});

/** `hr.employee` (the HR app). */
export const odooEmployeeSchema = z.looseObject({
  id: idSchema,
  name: char,
  job_title: char.optional(),
  work_phone: char.optional(),
  mobile_phone: char.optional(),
  work_email: char.optional(),
  barcode: char.optional(),
  identification_id: char.optional(),
  active: z.boolean().optional(),
  /** 17+. */
  work_contact_id: many2one.optional(),
  /** ≤16. */
  address_home_id: many2one.optional(),
});
export type OdooEmployee = z.infer<typeof odooEmployeeSchema>;

/** `ir.module.module`. */
export const odooModuleSchema = z.looseObject({ id: idSchema, name: z.string(), state: z.string() });

/** A group of `read_group` (≤18) or `formatted_read_group` (19): keys vary with the call. */
export const odooGroupSchema = z.record(z.string(), z.unknown());
export const odooGroupsSchema = z.array(odooGroupSchema);
