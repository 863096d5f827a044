import {
  type Page,
  type PageRequest,
  type PosLocationFilter,
  type PosProduct,
  type PosProductCategory,
  type PosProductCategoryFilter,
  type PosTaxRate,
  pageOffset,
} from '../../model/index.js';
import type { SquareClient } from './client.js';
import type { SquareHandlers } from './connection.js';
import type { Parsed } from './locations.js';
import { isPresentAt, toAmount } from './modifiers.js';
import { percentage, type Seller } from './seller.js';
import {
  catalogCategorySchema,
  catalogItemSchema,
  catalogTaxSchema,
  type SquareCatalogCategory,
  type SquareCatalogItem,
  type SquareCatalogTax,
  type SquarePresence,
  searchCatalogResponseSchema,
} from './types.js';

/** SearchCatalogObjects' largest page. */
const SEARCH_LIMIT = 1000;

export interface Catalog {
  items: Parsed<SquareCatalogItem>[];
  categories: Parsed<SquareCatalogCategory>[];
  taxes: Parsed<SquareCatalogTax>[];
}

/**
 * The products (ITEM, with their variations), categories (CATEGORY) and taxes (TAX) of the
 * catalogue, deleted objects left out, in one walk.
 * Square: SearchCatalogObjects, `POST /v2/catalog/search`
 * (https://developer.squareup.com/reference/square/catalog-api/search-catalog-objects); ITEMS_READ.
 * Pitfalls: `limit` is advisory and at most 1000 (ListCatalog's pages are 100); an order line
 * names the ITEM_VARIATION (`catalog_object_id`), not the ITEM, so the variations nested in each
 * item map a line to its product.
 */
export async function searchCatalog(client: SquareClient): Promise<Catalog> {
  const what = 'search the catalog (ITEMS_READ)';
  const objects = await client.walk(what, (cursor) =>
    client.call(
      'POST',
      '/v2/catalog/search',
      {
        object_types: ['ITEM', 'CATEGORY', 'TAX'],
        include_deleted_objects: false,
        limit: SEARCH_LIMIT,
        ...(cursor !== undefined ? { cursor } : {}),
      },
      what,
      (answer) => {
        const body = client.parse(searchCatalogResponseSchema, answer, what);
        return { records: body.objects ?? [], cursor: body.cursor || undefined };
      },
    ),
  );
  const of = (type: string) => objects.filter((o) => (o as { type?: unknown } | null)?.type === type);
  return {
    items: client.records(catalogItemSchema, of('ITEM'), 'ITEM', 'objects'),
    categories: client.records(catalogCategorySchema, of('CATEGORY'), 'CATEGORY', 'objects'),
    taxes: client.records(catalogTaxSchema, of('TAX'), 'TAX', 'objects'),
  };
}

/** An ITEM → a POS product: one price per variation, taxed at the item's first tax. */
export function toPosProduct(
  parsed: Parsed<SquareCatalogItem>,
  rateOfTax: Map<string, number>,
  locationId: string | null,
): PosProduct {
  const item = parsed.record;
  const data = item.item_data;
  const categories = [
    ...new Set([
      ...(data?.categories ?? []).map((c) => c.id),
      ...(data?.category_id ? [data.category_id] : []),
    ]),
  ];
  const taxRate = (data?.tax_ids ?? []).map((id) => rateOfTax.get(id)).find((r) => r !== undefined) ?? null;
  const variations = (data?.variations ?? []).filter(
    (v) => v.is_deleted !== true && (locationId === null || isPresentAt(v as SquarePresence, locationId)),
  );
  return {
    id: item.id,
    categories,
    name: data?.name ?? '',
    description: data?.description ?? null,
    // A variation priced at the register (VARIABLE_PRICING) has no `price_money`: 0.
    prices: variations.map((v) => ({
      unit_price: toAmount(v.item_variation_data?.price_money),
      tax_rate: taxRate,
    })),
    modifier_groups_ids: (data?.modifier_list_info ?? []).map((m) => m.modifier_list_id),
    accounting_category_ids: null,
    raw: parsed.raw,
  };
}

export function toPosProductCategory(parsed: Parsed<SquareCatalogCategory>): PosProductCategory {
  const category = parsed.record;
  return {
    id: category.id,
    name: category.category_data?.name ?? '',
    description: null,
    id_parent: category.category_data?.parent_category?.id ?? null,
    raw: parsed.raw,
  };
}

export function toPosTaxRate(parsed: Parsed<SquareCatalogTax>): PosTaxRate {
  const tax = parsed.record;
  return {
    id: tax.id,
    label: tax.tax_data?.name ?? null,
    rate: percentage(tax.tax_data?.percentage),
    tax_code: null,
    raw: parsed.raw,
  };
}

function slice<T>(all: T[], page: PageRequest): Page<T> {
  const offset = pageOffset(page);
  return {
    items: all.slice(offset, offset + page.size),
    total: all.length,
    page: page.page,
    size: page.size,
  };
}

const atLocation =
  (locationId: string | undefined) =>
  (p: { record: SquarePresence & { is_deleted?: boolean | null | undefined } }) =>
    p.record.is_deleted !== true && (locationId === undefined || isPresentAt(p.record, locationId));

/** `pos.products.list`: the catalogue's items (archived ones left out), at a location or all. */
export function createProductListing(seller: Seller) {
  return async (page: PageRequest, filter: PosLocationFilter): Promise<Page<PosProduct>> => {
    const catalog = await seller.catalog();
    const items = catalog.items
      .filter(atLocation(filter.location_id))
      .filter((i) => i.record.item_data?.is_archived !== true);
    return slice(
      items.map((i) => toPosProduct(i, catalog.rateOfTax, filter.location_id ?? null)),
      page,
    );
  };
}

/** `pos.product-categories.list`; `only_parents` keeps the categories without a parent. */
export function createProductCategoryListing(seller: Seller) {
  return async (page: PageRequest, filter: PosProductCategoryFilter): Promise<Page<PosProductCategory>> => {
    const catalog = await seller.catalog();
    const categories = catalog.categories
      .filter(atLocation(filter.location_id))
      .filter((c) => !filter.only_parents || !c.record.category_data?.parent_category?.id);
    return slice(categories.map(toPosProductCategory), page);
  };
}

/** `pos.tax-rates.list`: the catalogue's taxes. */
export function createTaxRateListing(seller: Seller) {
  return async (page: PageRequest): Promise<Page<PosTaxRate>> => {
    const catalog = await seller.catalog();
    return slice(catalog.taxes.filter(atLocation(undefined)).map(toPosTaxRate), page);
  };
}

export const handlers = {
  'pos.products.list': (s) => createProductListing(s.seller),
  'pos.product-categories.list': (s) => createProductCategoryListing(s.seller),
  'pos.tax-rates.list': (s) => createTaxRateListing(s.seller),
} satisfies SquareHandlers;
