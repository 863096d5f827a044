import { z } from 'zod';
import { type Page, type PageRequest, pageOffset, type TaxCode, type TaxType } from '../../model/index.js';
import type { OdooHandlers } from './client.js';
import { inOrder, type OdooClient, odooIds, type Parsed, present } from './client.js';
import { type OdooTax, odooTaxSchema, text } from './types.js';

const MODEL = 'account.tax';
const FIELDS = [
  'name',
  'amount',
  'amount_type',
  'type_tax_use',
  'active',
  'description',
  'invoice_label',
  'tax_scope',
  'price_include',
  'children_tax_ids',
  'tax_group_id',
  'country_id',
  'sequence',
] as const;
/** Archived codes are listed too (reported `active: false`). */
const CONTEXT = { active_test: false };
const ORDER = 'sequence asc, id asc';

const TAX_TYPES: Record<string, TaxType> = { sale: 'sale', purchase: 'purchase' };

/**
 * Odoo tax → unified tax code. `rate` is the percentage: `percent`/`division` amounts are
 * percentages, a `group` sums its children's, a `fixed` tax is an amount per unit and has no
 * percentage (0; `raw.amount` keeps the amount). Odoo has no nat/EU/international scope
 * (`tax_scope` is goods vs services), so `scope` is `unknown`.
 * `code` is the short label: `description` up to 17, `invoice_label` from 18 (where `description`
 * became HTML), else the name.
 */
export function toTaxCode(tax: OdooTax, raw: unknown, childRates: ReadonlyMap<number, number>): TaxCode {
  let rate = 0;
  if (tax.amount_type === 'percent' || tax.amount_type === 'division') rate = tax.amount;
  else if (tax.amount_type === 'group') {
    rate = (tax.children_tax_ids ?? []).reduce((sum, id) => sum + (childRates.get(id) ?? 0), 0);
  }
  const label = tax.invoice_label !== undefined ? text(tax.invoice_label) : text(tax.description);
  return {
    id: String(tax.id),
    source_ref: { id: String(tax.id), model: MODEL },
    label: tax.name,
    rate: Math.round(rate * 10_000) / 10_000,
    type: TAX_TYPES[tax.type_tax_use] ?? 'unknown',
    code: label ?? tax.name,
    scope: 'unknown',
    active: tax.active,
    raw,
  };
}

/**
 * One page of taxes: `search_read` with `offset`/`limit` (archived included), `search_count`
 * for the total unless the page itself shows it (a short page), and one `read` of the children
 * of the group taxes on the page, if there are any. Docs: external_api "Search and read".
 * Pitfalls: archived records are hidden unless the context says `active_test: false`; a group's
 * own `amount` is 0, its rate lives in its children.
 */
export async function listTaxes(client: OdooClient, page: PageRequest): Promise<Page<TaxCode>> {
  const wanted = await wantedFields(client);
  const offset = pageOffset(page);
  const records = await client.searchRecords(MODEL, [], wanted, odooTaxSchema, {
    offset,
    limit: page.size,
    order: ORDER,
    context: CONTEXT,
  });
  const total = await client.pageTotal(MODEL, [], CONTEXT, {
    offset,
    limit: page.size,
    received: records.length,
  });

  const childRates = await childRatesOf(client, records);
  return {
    items: records.map(({ record, raw }) => toTaxCode(record, raw, childRates)),
    total,
    page: page.page,
    size: page.size,
  };
}

/**
 * Tax codes by id, for a DataLoader: ONE `search_read` on `id in ids` for the whole batch
 * (archived codes included, as the list shows them), then one `read` of the children of the
 * group taxes among them, if there are any. Ids that are not Odoo ids are not found without a
 * call. Docs: external_api "Search and read".
 * Pitfalls: a group's own `amount` is 0, its rate lives in its children.
 */
export async function getTaxes(client: OdooClient, ids: readonly string[]): Promise<(TaxCode | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, TaxCode>();
  if (numeric.length > 0) {
    const records = await client.readRecords(MODEL, numeric, await wantedFields(client), odooTaxSchema);
    const childRates = await childRatesOf(client, records);
    for (const { record, raw } of records) found.set(record.id, toTaxCode(record, raw, childRates));
  }
  return inOrder(ids, found, 'Tax code');
}

/**
 * The fields to read: what this version has. account.tax exists wherever invoicing is
 * installed; without it the read says why.
 */
async function wantedFields(client: OdooClient): Promise<string[]> {
  const fields = await client.fieldsOf(MODEL);
  return fields ? present(fields, FIELDS) : ['name', 'amount', 'amount_type', 'type_tax_use', 'active'];
}

/**
 * The percentages of the children of the group taxes among `records`: one `read` (as
 * `search_read` on `id in ids`, so a deleted child does not fail it), none without groups.
 */
async function childRatesOf(
  client: OdooClient,
  records: readonly Parsed<OdooTax>[],
): Promise<Map<number, number>> {
  const childIds = [
    ...new Set(
      records.flatMap(({ record }) =>
        record.amount_type === 'group' ? (record.children_tax_ids ?? []) : [],
      ),
    ),
  ];
  const childRates = new Map<number, number>();
  if (childIds.length === 0) return childRates;
  const children = await client.readRecords(MODEL, childIds, ['amount', 'amount_type'], childSchema);
  for (const { record } of children) {
    if (record.amount_type === 'percent' || record.amount_type === 'division')
      childRates.set(record.id, record.amount);
  }
  return childRates;
}

const childSchema = z.looseObject({ id: z.number().int(), amount: z.number(), amount_type: z.string() });

export const handlers = {
  'invoicing.taxes.list': (odoo) => (page) => listTaxes(odoo, page),
  'invoicing.taxes.get': (odoo) => (ids) => getTaxes(odoo, ids),
} satisfies OdooHandlers;
