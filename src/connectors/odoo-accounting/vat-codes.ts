import type { AccountingVatCode } from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import type { Domain } from '../odoo/client.js';
import { text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { accountNumber, searchPage } from './shared.js';
import { type OdooRepartition, type OdooVat, odooRepartitionSchema, odooVatSchema } from './types.js';

/**
 * `account.tax` as VAT codes, with the ledger accounts their tax is booked to, which Odoo keeps
 * on the tax's repartition lines (`account.tax.repartition.line`, `repartition_type` `tax`).
 */

const MODEL = 'account.tax';
const REPARTITION = 'account.tax.repartition.line';
const FIELDS = [
  'name',
  'amount',
  'amount_type',
  'type_tax_use',
  'active',
  'description',
  'invoice_label',
  'country_code',
  'country_id',
  'children_tax_ids',
] as const;
const ORDER = 'sequence asc, id asc';
/** Archived codes are listed too (`active: false`). */
const ARCHIVED = { active_test: false };

const TYPES: Record<string, AccountingVatCode['type']> = { sale: 'sale', purchase: 'purchase' };

/**
 * Odoo tax → VAT code. A reverse charge books the tax twice, due (−100 %) and deductible
 * (+100 %): a negative repartition line makes it `reversed`, and its two accounts are the payable
 * and deductible ones. A negative rate is a withholding. Odoo's `tax_scope` is goods or services,
 * not the national/EU/international scope: `unknown`.
 */
export function toVatCode(tax: OdooVat, raw: unknown, lines: readonly OdooRepartition[]): AccountingVatCode {
  const invoiceTax = lines.filter(
    (l) => l.repartition_type === 'tax' && (l.document_type ?? 'invoice') === 'invoice',
  );
  const positive = invoiceTax.find((l) => l.factor_percent > 0 && l.account_id);
  const negative = invoiceTax.find((l) => l.factor_percent < 0 && l.account_id);
  const reversed = negative !== undefined;
  const isPurchase = tax.type_tax_use === 'purchase';
  const label = tax.invoice_label !== undefined ? text(tax.invoice_label) : text(tax.description);
  const rate = tax.amount_type === 'percent' || tax.amount_type === 'division' ? tax.amount : 0;
  return {
    id: String(tax.id),
    code: label ?? tax.name,
    active: tax.active,
    label: tax.name,
    scope: 'unknown',
    rate,
    type: TYPES[tax.type_tax_use] ?? 'unknown',
    deductible_account: isPurchase ? accountNumber(positive?.account_id) : null,
    payable_account: reversed
      ? accountNumber(negative.account_id)
      : isPurchase
        ? null
        : accountNumber(positive?.account_id),
    reversed,
    withholding_tax: rate < 0,
    country: text(tax.country_code),
    raw,
  };
}

/**
 * The invoice repartition lines of `taxes`, by tax: ONE `search_read`. Docs:
 * account/models/account_tax.py (`account.tax.repartition.line`).
 * Pitfalls: up to 16 a line names its tax in `invoice_tax_id` or `refund_tax_id`; from 17 in
 * `tax_id`, with `document_type` `invoice`/`refund`.
 */
export async function repartitionOf(
  odoo: AccountingOdoo,
  scope: Scope,
  taxes: readonly number[],
): Promise<Map<number, OdooRepartition[]>> {
  const out = new Map<number, OdooRepartition[]>();
  if (taxes.length === 0) return out;
  const fields = await odoo.fields(REPARTITION, [
    'factor_percent',
    'repartition_type',
    'account_id',
    'tax_id',
    'document_type',
    'invoice_tax_id',
    'refund_tax_id',
  ]);
  const legacy = fields.includes('invoice_tax_id');
  const domain: Domain = legacy
    ? [['invoice_tax_id', 'in', [...taxes]]]
    : [
        ['tax_id', 'in', [...taxes]],
        ['document_type', '=', 'invoice'],
      ];
  const lines = await odoo.search(REPARTITION, domain, fields, odooRepartitionSchema, scope.context);
  for (const { record } of lines) {
    const tax = (legacy ? record.invoice_tax_id : record.tax_id) || undefined;
    if (!tax) continue;
    out.set(tax[0], [...(out.get(tax[0]) ?? []), record]);
  }
  return out;
}

/** One page of VAT codes: `search_read` (+ `search_count`), then one `search_read` of their repartition lines. */
async function listVatCodes(
  odoo: AccountingOdoo,
  scope: Scope,
  page: PageRequest,
): Promise<Page<AccountingVatCode>> {
  const fields = await odoo.fields(MODEL, FIELDS);
  const { records, total } = await searchPage(odoo, scope, MODEL, [], fields, odooVatSchema, page, {
    order: ORDER,
    context: ARCHIVED,
  });
  const lines = await repartitionOf(
    odoo,
    scope,
    records.map(({ record }) => record.id),
  );
  return {
    items: records.map(({ record, raw }) => toVatCode(record, raw, lines.get(record.id) ?? [])),
    total,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'accounting.vat-codes.list':
    (odoo) =>
    async (page, { folder_id }) =>
      listVatCodes(odoo, await odoo.scope(folder_id), page),
} satisfies AccountingHandlers;
