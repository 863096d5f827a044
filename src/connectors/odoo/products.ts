import { z } from 'zod';
import { type ValidationIssue, validationError } from '../../errors.js';
import type { CreateOptions } from '../../model/index.js';
import {
  type Page,
  type PageRequest,
  type Product,
  type ProductInput,
  pageOffset,
} from '../../model/index.js';
import { findableCreate } from '../connector.js';
import type { OdooHandlers } from './client.js';
import { type Domain, inOrder, type OdooClient, odooIds, present } from './client.js';
import {
  createdIdSchema,
  m2oName,
  number,
  type OdooProduct,
  odooCompanySchema,
  odooNamedSchema,
  odooProductSchema,
  odooUserSchema,
  text,
} from './types.js';
import { type Cell, createMarked, findMarked } from './writes.js';

/**
 * Product creation writes a `product.product` (which creates its template): its id is the one
 * invoice lines take.
 */
const MODEL = 'product.product';
const FIELDS = [
  'name',
  'list_price',
  'standard_price',
  'default_code',
  'uom_id',
  'categ_id',
  'taxes_id',
  'currency_id',
  'description_sale',
  'type',
  'detailed_type',
  'is_storable',
  'qty_available',
  'product_tmpl_id',
] as const;
/** The catalogue a listing shows: active products (Odoo hides archived ones by default). */
const CATALOGUE: Domain = [];
const ORDER = 'id asc';

/** The fields to read: what this version has (the stock module adds `qty_available`). */
function wantedFields(fields: ReadonlySet<string> | undefined): string[] {
  return fields ? present(fields, FIELDS) : ['name', 'list_price', 'standard_price', 'default_code'];
}

/** A value for `=ilike`: exact match without case, `%`, `_` and `\` taken literally. */
function ilikeExact(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Resolved = { id: number } | { issue: ValidationIssue };

const issue = (field: string, msg: string, input: unknown): { issue: ValidationIssue } => ({
  issue: { loc: ['body', field], msg, type: 'value_error', input },
});

/** `uom.uom` by name (case-insensitive), e.g. `Units`, `kg`, `Hours`. */
async function resolveUnit(client: OdooClient, unit: string): Promise<Resolved> {
  const found = await client.searchRecords(
    'uom.uom',
    [['name', '=ilike', ilikeExact(unit)]],
    ['name'],
    odooNamedSchema,
    { limit: 5, order: 'id asc' },
  );
  const exact = found.find((u) => u.record.name === unit) ?? found[0];
  return exact ? { id: exact.record.id } : issue('unit', `Unknown unit of measure in Odoo: ${unit}`, unit);
}

/**
 * `product.category` by its full path (`All / Saleable`) or, when that is unambiguous, by its
 * own name (`Saleable`).
 */
async function resolveCategory(client: OdooClient, category: string): Promise<Resolved> {
  const value = ilikeExact(category);
  const found = await client.searchRecords(
    'product.category',
    ['|', ['complete_name', '=ilike', value], ['name', '=ilike', value]],
    ['name', 'complete_name'],
    odooNamedSchema,
    { limit: 10, order: 'id asc' },
  );
  const lower = category.toLowerCase();
  const byPath = found.find((c) => text(c.record.complete_name ?? false)?.toLowerCase() === lower);
  if (byPath) return { id: byPath.record.id };
  if (found.length === 1) return { id: found[0]!.record.id };
  if (found.length > 1) {
    const paths = found.map((c) => text(c.record.complete_name ?? false) ?? text(c.record.name)).join(', ');
    return issue(
      'category',
      `Ambiguous product category in Odoo: ${category} (give the full path: ${paths})`,
      category,
    );
  }
  return issue('category', `Unknown product category in Odoo: ${category}`, category);
}

/** The tax must exist, be active and not be a purchase tax (`taxes_id` holds customer taxes). */
async function resolveTax(client: OdooClient, taxId: string): Promise<Resolved> {
  const n = /^[1-9]\d{0,9}$/.test(taxId) ? Number(taxId) : undefined;
  if (n === undefined || n > 2_147_483_647) return issue('tax_id', `Unknown tax in Odoo: ${taxId}`, taxId);
  const [tax] = await client.readRecords(
    'account.tax',
    [n],
    ['name', 'type_tax_use', 'active'],
    z.looseObject({ id: z.number().int(), type_tax_use: z.string(), active: z.boolean() }),
  );
  if (!tax) return issue('tax_id', `Unknown tax in Odoo: ${taxId}`, taxId);
  if (!tax.record.active) return issue('tax_id', `The tax ${taxId} is archived in Odoo`, taxId);
  if (tax.record.type_tax_use === 'purchase') {
    return issue('tax_id', `The tax ${taxId} is a purchase tax in Odoo; a product takes sale taxes`, taxId);
  }
  return { id: tax.record.id };
}

/**
 * The company currency (`res.users` → `company_id` → `res.company.currency_id`), once per
 * connection. Odoo prices a product in its company's currency; it cannot be chosen.
 */
export function companyCurrency(client: OdooClient): Promise<string | null> {
  return client.memo('company-currency', async () => {
    const [user] = await client.readRecords(
      'res.users',
      [await client.uid()],
      ['company_id'],
      odooUserSchema,
    );
    const companyId = user?.record.company_id ? user.record.company_id[0] : undefined;
    if (companyId === undefined) return null;
    const [company] = await client.readRecords(
      'res.company',
      [companyId],
      ['currency_id'],
      odooCompanySchema,
    );
    return m2oName(company?.record.currency_id);
  });
}

async function checkCurrency(
  client: OdooClient,
  currency: string,
): Promise<{ issue: ValidationIssue } | undefined> {
  const own = await companyCurrency(client);
  if (own === null || own.toUpperCase() === currency.toUpperCase()) return undefined;
  return issue(
    'currency',
    `Odoo prices products in the company currency (${own}); ${currency} cannot be set`,
    currency,
  );
}

/**
 * The created product as Odoo reads it back. `available_quantity` is `qty_available` (stock
 * module) for goods, 0 for services or without the stock module. Odoo's product type is
 * `detailed_type` up to 17 and `type` from 18.
 */
export function toProduct(product: OdooProduct, raw: unknown): Product {
  const kind = text(product.detailed_type ?? false) ?? text(product.type ?? false);
  const firstTax = product.taxes_id?.[0];
  return {
    id: String(product.id),
    source_ref: { id: String(product.id), model: MODEL },
    name: product.name,
    unit_price: number(product.list_price),
    tax_id: firstTax === undefined ? null : String(firstTax),
    code: text(product.default_code),
    unit: m2oName(product.uom_id),
    category: m2oName(product.categ_id),
    currency: m2oName(product.currency_id),
    description: text(product.description_sale),
    cost: number(product.standard_price),
    available_quantity: kind === 'service' ? 0 : (number(product.qty_available) ?? 0),
    raw,
  };
}

/**
 * Creates a product: names (unit, category) resolved to ids and the tax and currency checked,
 * all in parallel, so every input problem is reported in one 422; then `create` (not retried),
 * or with a write id (an idempotency key) `load` with the external id, and a read of the new
 * record.
 * Pitfalls: up to 17 the purchase unit (`uom_po_id`) must be in the unit's category, so it is
 * set to the same unit; many2many values are written as commands, `[[6, 0, [id]]]` replaces.
 */
export async function createProduct(
  client: OdooClient,
  input: ProductInput,
  options: CreateOptions = {},
): Promise<Product> {
  const [fields, unit, category, tax, currency] = await Promise.all([
    client.fieldsOf(MODEL),
    input.unit !== undefined ? resolveUnit(client, input.unit) : undefined,
    input.category !== undefined ? resolveCategory(client, input.category) : undefined,
    input.tax_id !== undefined ? resolveTax(client, input.tax_id) : undefined,
    input.currency !== undefined ? checkCurrency(client, input.currency) : undefined,
  ]);
  const issues = [unit, category, tax, currency].flatMap((r) => (r && 'issue' in r ? [r.issue] : []));
  if (issues.length > 0) throw validationError(issues);

  const vals: Record<string, unknown> = { name: input.name };
  if (input.unit_price !== undefined) vals['list_price'] = input.unit_price;
  if (input.cost !== undefined) vals['standard_price'] = input.cost;
  if (input.code !== undefined) vals['default_code'] = input.code;
  if (input.description !== undefined) vals['description_sale'] = input.description;
  if (unit && 'id' in unit) {
    vals['uom_id'] = unit.id;
    if (fields?.has('uom_po_id')) vals['uom_po_id'] = unit.id;
  }
  if (category && 'id' in category) vals['categ_id'] = category.id;
  if (tax && 'id' in tax) vals['taxes_id'] = [[6, 0, [tax.id]]];

  let id: number;
  if (options.writeId === undefined) {
    const created = await client.command(MODEL, 'create', [vals], {}, createdIdSchema);
    id = typeof created === 'number' ? created : created[0];
  } else {
    id = await loadWithExternalId(client, vals, options.writeId);
  }
  const [product] = await client.readRecords(MODEL, [id], wantedFields(fields), odooProductSchema);
  if (!product) throw client.requestError(`Odoo did not return the product ${id} it created (${MODEL}.read)`);
  return toProduct(product.record, product.raw);
}

/** Many2one fields of the create values: `load` takes them by database id as `<field>/.id`. */
const MANY2ONE = new Set(['uom_id', 'uom_po_id', 'categ_id']);

/**
 * Creates the product and its external id in ONE Odoo transaction (`createMarked`: `load` with
 * the external id), so the product exists if and only if its external id does, and a `load`
 * sent again with the same external id updates that product instead of creating a second one.
 * Values are given as the import takes them: many2one and many2many by database id.
 * Pitfalls: internal users may create `ir.model.data` rows but not write them, which `load`
 * does itself.
 */
function loadWithExternalId(
  client: OdooClient,
  vals: Record<string, unknown>,
  writeId: string,
): Promise<number> {
  const cells: Record<string, Cell> = {};
  for (const [name, value] of Object.entries(vals)) {
    if (name === 'taxes_id') cells['taxes_id/.id'] = (value as [number, number, number[]][])[0]?.[2] ?? [];
    else if (MANY2ONE.has(name)) cells[`${name}/.id`] = value as number;
    else cells[name] = value as Cell;
  }
  return createMarked(client, MODEL, cells, { writeId });
}

/**
 * The product a create with this write id made, found by its external id
 * (`ir.model.data` `__lintel__.<write id>`, readable by every internal user), or null when Odoo
 * has none. Docs: external_api "Search and read"; the `ir.model.data` model.
 */
export async function findWrittenProduct(client: OdooClient, writeId: string): Promise<Product | null> {
  const id = await findMarked(client, MODEL, writeId);
  if (id === null) return null;
  const wanted = wantedFields(await client.fieldsOf(MODEL));
  const [product] = await client.readRecords(MODEL, [id], wanted, odooProductSchema);
  return product ? toProduct(product.record, product.raw) : null;
}

/**
 * One page of the catalogue: `search_read` on `product.product` (active ones, in id order) with
 * `offset`/`limit` and `search_count` unless the page shows the total; each product maps as the
 * creation answer does. Docs: external_api "Search and read".
 * Pitfalls: `qty_available` exists only with the stock module (0 then); the product type field
 * is `detailed_type` up to 17 and `type` from 18.
 */
export async function listProducts(client: OdooClient, page: PageRequest): Promise<Page<Product>> {
  const wanted = wantedFields(await client.fieldsOf(MODEL));
  const offset = pageOffset(page);
  const records = await client.searchRecords(MODEL, CATALOGUE, wanted, odooProductSchema, {
    offset,
    limit: page.size,
    order: ORDER,
  });
  const total = await client.pageTotal(
    MODEL,
    CATALOGUE,
    {},
    {
      offset,
      limit: page.size,
      received: records.length,
    },
  );
  return {
    items: records.map(({ record, raw }) => toProduct(record, raw)),
    total,
    page: page.page,
    size: page.size,
  };
}

/**
 * Products by id, for a DataLoader: ONE `search_read` on `id in ids` for the whole batch
 * (archived products included, as `read` would: old invoice lines still name them). Ids that
 * are not Odoo ids are not found without a call. Docs: external_api "Search and read".
 */
export async function getProducts(client: OdooClient, ids: readonly string[]): Promise<(Product | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, Product>();
  if (numeric.length > 0) {
    const wanted = wantedFields(await client.fieldsOf(MODEL));
    const records = await client.readRecords(MODEL, numeric, wanted, odooProductSchema);
    for (const { record, raw } of records) found.set(record.id, toProduct(record, raw));
  }
  return inOrder(ids, found, 'Product');
}

export const handlers = {
  'invoicing.products.list': (odoo) => (page) => listProducts(odoo, page),
  'invoicing.products.get': (odoo) => (ids) => getProducts(odoo, ids),
  'invoicing.products.create': (odoo) =>
    findableCreate(
      (input, options) => createProduct(odoo, input, options),
      (writeId) => findWrittenProduct(odoo, writeId),
    ),
} satisfies OdooHandlers;
