import { z } from 'zod';

/**
 * Odoo's wire format over JSON-RPC (`connectors/odoo.md`). These types never leave the folder:
 * responses are parsed here at the boundary and mapped by the `to<Model>()` functions.
 *
 * Pitfalls: every empty value is `false`, not null (an empty name, date, many2one or number field
 * all read `false`); many2one values are `[id, "display name"]`; dates are `YYYY-MM-DD` and
 * datetimes `YYYY-MM-DD HH:MM:SS` in UTC without `T` or `Z`. Fields that exist only in some
 * versions are `.optional()`: the connector reads them only when `fields_get` lists them.
 */

// ---------------------------------------------------------------------------------------------
// JSON-RPC envelope (`POST /jsonrpc`). Errors come back with HTTP 200 and an `error` member whose
// `data.name` is the Python exception path, e.g. `odoo.exceptions.AccessDenied`.

export const rpcErrorSchema = z.looseObject({
  code: z.number().optional(),
  message: z.string().optional(),
  data: z
    .looseObject({
      name: z.string().optional(),
      message: z.string().optional(),
      arguments: z.array(z.unknown()).optional(),
    })
    .optional(),
});
export type RpcError = z.infer<typeof rpcErrorSchema>;

export const rpcEnvelopeSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.unknown(),
  result: z.unknown().optional(),
  error: rpcErrorSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Values

/** `false` stands for an empty value of any type. */
const empty = z.literal(false);
export const char = z.union([z.string(), empty]);
export const num = z.union([z.number(), empty]);
/** `[id, "display name"]`; some versions send `[id, false]` when the name is empty. */
export const many2one = z.union([z.tuple([z.number().int(), z.union([z.string(), empty])]), empty]);
export const x2many = z.array(z.number().int());
export type Many2one = z.infer<typeof many2one>;

/** `authenticate` answers the uid, or `false` for bad credentials (not an error). */
export const uidSchema = z.union([z.number().int().positive(), empty]);
export const countSchema = z.number().int().min(0);
export const idSchema = z.number().int().positive();
/** `create` with one vals dict answers the id; some versions answer `[id]`. */
export const createdIdSchema = z.union([idSchema, z.tuple([idSchema])]);

/** `fields_get` with `attributes: ['type']`: field name → `{type}`. */
export const fieldsGetSchema = z.record(z.string(), z.looseObject({ type: z.string() }));

// ---------------------------------------------------------------------------------------------
// Records. Every model schema is loose: `raw` keeps whatever else the vendor sent.

/** `account.tax` */
export const odooTaxSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  amount: z.number(),
  amount_type: z.string(),
  type_tax_use: z.string(),
  active: z.boolean(),
  /** ≤17: the short label (char); 18+: an HTML description, the label moved to `invoice_label`. */
  description: char.optional(),
  invoice_label: char.optional(),
  children_tax_ids: x2many.optional(),
});
export type OdooTax = z.infer<typeof odooTaxSchema>;

/** `product.product`, as listed, read by id and read back after creation. */
export const odooProductSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  list_price: num,
  standard_price: num,
  default_code: char,
  uom_id: many2one,
  categ_id: many2one,
  /** Only with the Invoicing app (`account`). */
  taxes_id: x2many.optional(),
  currency_id: many2one,
  description_sale: char,
  /** ≤17 `detailed_type` (`consu`/`service`/`product`); 18+ `type` (`consu`/`service`/`combo`). */
  type: char.optional(),
  detailed_type: char.optional(),
  is_storable: z.boolean().optional(),
  /** Only with the stock module. */
  qty_available: num.optional(),
});
export type OdooProduct = z.infer<typeof odooProductSchema>;

/**
 * `load(fields, rows)` (the import method): the ids of the records it created or updated, or
 * `false` when a row failed, with the messages saying why (`type: "error"`).
 */
export const loadResultSchema = z.looseObject({
  ids: z.union([z.array(idSchema), empty]),
  messages: z.array(z.looseObject({ type: z.string(), message: z.string().optional() })).default([]),
});

/** `ir.model.data`: an external id (`module.name`) naming the record `res_id` of `model`. */
export const odooExternalIdSchema = z.looseObject({
  id: idSchema,
  model: z.string(),
  res_id: z.union([z.number().int(), empty]),
});

/** A name lookup (`uom.uom`, `product.category`, `res.currency`). */
export const odooNamedSchema = z.looseObject({
  id: idSchema,
  name: char,
  complete_name: char.optional(),
});

export const odooUserSchema = z.looseObject({ id: idSchema, company_id: many2one });
export const odooCompanySchema = z.looseObject({ id: idSchema, currency_id: many2one });

/** `crm.lead` (opportunities only). */
export const odooLeadSchema = z.looseObject({
  id: idSchema,
  name: char,
  type: char.optional(),
  expected_revenue: num.optional(),
  probability: num.optional(),
  stage_id: many2one.optional(),
  team_id: many2one.optional(),
  partner_id: many2one.optional(),
  user_id: many2one.optional(),
  date_deadline: char.optional(),
  date_closed: char.optional(),
  create_date: char.optional(),
  active: z.boolean().optional(),
  /** Recent versions only (`won`/`lost`/`pending`). */
  won_status: char.optional(),
  description: char.optional(),
  company_currency: many2one.optional(),
});
export type OdooLead = z.infer<typeof odooLeadSchema>;

/** `crm.stage`, read for `is_won` where `won_status` does not exist. */
export const odooStageSchema = z.looseObject({ id: idSchema, is_won: z.boolean() });

/** `res.partner` */
export const odooPartnerSchema = z.looseObject({
  id: idSchema,
  name: char,
  is_company: z.boolean(),
  type: char.optional(),
  email: char.optional(),
  phone: char.optional(),
  /** Removed in 18.2/19. */
  mobile: char.optional(),
  vat: char.optional(),
  company_registry: char.optional(),
  company_name: char.optional(),
  lang: char.optional(),
  ref: char.optional(),
  comment: char.optional(),
  parent_id: many2one.optional(),
  child_ids: x2many.optional(),
  customer_rank: num.optional(),
  supplier_rank: num.optional(),
  property_account_receivable_id: many2one.optional(),
  property_account_payable_id: many2one.optional(),
  currency_id: many2one.optional(),
  street: char.optional(),
  street2: char.optional(),
  /** base_address_extended only. */
  street_name: char.optional(),
  street_number: char.optional(),
  street_number2: char.optional(),
  zip: char.optional(),
  city: char.optional(),
  state_id: many2one.optional(),
  country_id: many2one.optional(),
  country_code: char.optional(),
});
export type OdooPartner = z.infer<typeof odooPartnerSchema>;

// ---------------------------------------------------------------------------------------------
// Value helpers

/** The string, or null for Odoo's `false` (and for blank strings). */
export function text(value: string | false | undefined): string | null {
  if (value === false || value === undefined) return null;
  return value.trim() === '' ? null : value;
}

export function number(value: number | false | undefined): number | null {
  return value === false || value === undefined ? null : value;
}

export function m2oId(value: Many2one | undefined): string | null {
  return value ? String(value[0]) : null;
}

export function m2oName(value: Many2one | undefined): string | null {
  return value ? text(value[1]) : null;
}

/** `YYYY-MM-DD` of a date or a `YYYY-MM-DD HH:MM:SS` datetime. */
export function dateOf(value: string | false | undefined): string | null {
  const s = text(value);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML field (`description`, `comment`): tags dropped, entities decoded. */
export function htmlToText(value: string | false | undefined): string | null {
  const html = text(value);
  if (html === null) return null;
  const plain = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
  return plain === '' ? null : plain;
}

// ---------------------------------------------------------------------------------------------
// Invoicing documents (addons/account). Field sets differ by version: see each schema.

/** `account.move` (invoices, credit notes, bills and refunds; `move_type` tells which). */
export const odooMoveSchema = z.looseObject({
  id: idSchema,
  /** `/` while a draft has no number yet. */
  name: char,
  /** `out_invoice` / `out_refund` / `in_invoice` / `in_refund` (and `entry`, `out_receipt`…). */
  move_type: z.string(),
  /** `draft` / `posted` / `cancel`. */
  state: z.string(),
  /** `not_paid` / `in_payment` / `paid` / `partial` / `reversed` (/ `invoicing_legacy`, `blocked`). */
  payment_state: char.optional(),
  partner_id: many2one,
  currency_id: many2one,
  journal_id: many2one.optional(),
  date: char.optional(),
  invoice_date: char,
  invoice_date_due: char.optional(),
  ref: char.optional(),
  payment_reference: char.optional(),
  narration: char.optional(),
  /** Always positive, whatever the move type (the `_signed` variants carry the sign). */
  amount_untaxed: z.number(),
  amount_tax: z.number(),
  amount_total: z.number(),
  amount_residual: z.number(),
  invoice_line_ids: x2many.optional(),
  /**
   * The payments of a posted invoice: JSON text up to 15 (`"false"` without payments), a JSON
   * value from 16 (`false` without payments).
   */
  invoice_payments_widget: z.unknown().optional(),
  /** 17+: the invoice's PDF once printed or sent. */
  invoice_pdf_report_id: many2one.optional(),
  message_main_attachment_id: many2one.optional(),
  write_date: char.optional(),
});
export type OdooMove = z.infer<typeof odooMoveSchema>;

/** One payment in `invoice_payments_widget.content`. */
export const odooWidgetPaymentSchema = z.looseObject({
  date: z.union([z.string(), empty]).optional(),
  amount: z.number().optional(),
  account_payment_id: z.union([z.number().int(), empty]).optional(),
});

/** `account.move.line`, the lines of an invoice (`display_type` `product` from 16). */
export const odooMoveLineSchema = z.looseObject({
  id: idSchema,
  move_id: many2one,
  name: char,
  /** 16+: `product` / `line_section` / `line_note` / `tax` / `payment_term` / `rounding`…; ≤15 false for product lines. */
  display_type: char,
  product_id: many2one,
  product_uom_id: many2one.optional(),
  quantity: z.number(),
  price_unit: z.number(),
  /** A percentage. */
  discount: z.number(),
  price_subtotal: z.number(),
  price_total: z.number(),
  tax_ids: x2many,
  account_id: many2one.optional(),
});
export type OdooMoveLine = z.infer<typeof odooMoveLineSchema>;

/** `account.payment`. */
export const odooPaymentSchema = z.looseObject({
  id: idSchema,
  name: char,
  date: z.string(),
  amount: z.number(),
  currency_id: many2one,
  partner_id: many2one,
  /** `inbound` / `outbound`. */
  payment_type: z.string(),
  /** ≤17 `draft`/`posted`/`cancel`; 18+ `draft`/`in_process`/`paid`/`canceled`/`rejected`. */
  state: z.string(),
  journal_id: many2one,
  /** 15+. */
  payment_method_line_id: many2one.optional(),
  payment_method_id: many2one.optional(),
  /** ≤17 `ref`, 18+ `memo`. */
  ref: char.optional(),
  memo: char.optional(),
  reconciled_invoice_ids: x2many,
  reconciled_bill_ids: x2many,
  write_date: char.optional(),
});
export type OdooPayment = z.infer<typeof odooPaymentSchema>;

/** `account.payment.method.line` (15+): a payment method as a journal offers it. */
export const odooPaymentMethodLineSchema = z.looseObject({
  id: idSchema,
  name: char,
  payment_method_id: many2one,
  journal_id: many2one,
  payment_type: char.optional(),
});

/** `account.journal`. */
export const odooJournalSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  code: char.optional(),
  /** `sale` / `purchase` / `bank` / `cash` / `general` (/ `credit` 17+). */
  type: z.string(),
  currency_id: many2one,
  bank_acc_number: char.optional(),
});
export type OdooJournal = z.infer<typeof odooJournalSchema>;

/** `account.bank.statement.line`. */
export const odooStatementLineSchema = z.looseObject({
  id: idSchema,
  date: z.string(),
  payment_ref: char,
  amount: z.number(),
  currency_id: many2one,
  journal_id: many2one,
  partner_id: many2one.optional(),
  is_reconciled: z.boolean(),
});
export type OdooStatementLine = z.infer<typeof odooStatementLineSchema>;

/** `ir.attachment`. */
export const odooAttachmentSchema = z.looseObject({
  id: idSchema,
  name: char,
  /** Base64. */
  datas: z.union([z.string(), empty]),
  mimetype: char.optional(),
});

/**
 * What an action method answers (`action_create_payments`, `create_document_from_attachment`):
 * a window action on the record(s) it made, by `res_id` or by an `id in` domain; `true` when
 * the caller's context asked for no redirection.
 */
export const odooActionSchema = z.union([
  z.looseObject({
    res_model: z.string().optional(),
    res_id: z.union([idSchema, empty]).optional(),
    domain: z.unknown().optional(),
  }),
  z.boolean(),
]);
