import { LintelError } from '../../errors.js';
import { type Catalog, searchCatalog } from './catalog.js';
import type { SquareClient } from './client.js';
import { listLocations, type Parsed } from './locations.js';
import type { SnapshotCache } from './snapshots.js';
import type { SquareCatalogItem, SquareLocation } from './types.js';

/**
 * What every POS operation of one connection reads again: the seller's locations (their time
 * zones make the business days) and its catalogue (an order line names an ITEM_VARIATION; its
 * ITEM is the product), each read whole once per `cacheTtlMs` and shared by the requests of the
 * connection (snapshots.ts).
 */
export interface Seller {
  client: SquareClient;
  locations(): Promise<Parsed<SquareLocation>[]>;
  /** The location `id`, or ERROR_API_RESOURCE_NOT_FOUND. */
  location(id: string): Promise<Parsed<SquareLocation>>;
  /** The locations a request is about: the one named, or all. */
  targets(locationId: string | undefined): Promise<SquareLocation[]>;
  catalog(): Promise<CatalogIndex>;
}

export interface CatalogIndex extends Catalog {
  /** ITEM_VARIATION id → its ITEM. */
  itemOfVariation: Map<string, SquareCatalogItem>;
  /** TAX id → its percentage. */
  rateOfTax: Map<string, number>;
}

export function createSeller(client: SquareClient, cache: SnapshotCache, cacheKey: string): Seller {
  const locations = () => cache.read(`${cacheKey}:locations`, () => listLocations(client));
  const seller: Seller = {
    client,
    locations,
    async location(id) {
      const found = (await locations()).find((l) => l.record.id === id);
      if (!found) {
        throw new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { detail: `Square has no location ${id}` });
      }
      return found;
    },
    async targets(locationId) {
      if (locationId === undefined) return (await locations()).map((l) => l.record);
      return [(await seller.location(locationId)).record];
    },
    catalog: () =>
      cache.read(`${cacheKey}:catalog`, async () => {
        const catalog = await searchCatalog(client);
        const itemOfVariation = new Map<string, SquareCatalogItem>();
        for (const { record } of catalog.items) {
          for (const variation of record.item_data?.variations ?? [])
            itemOfVariation.set(variation.id, record);
        }
        const rateOfTax = new Map<string, number>();
        for (const { record } of catalog.taxes) {
          const rate = percentage(record.tax_data?.percentage);
          if (rate !== null) rateOfTax.set(record.id, rate);
        }
        return { ...catalog, itemOfVariation, rateOfTax };
      }),
  };
  return seller;
}

/** Square's decimal percentage string (`"8.875"`) as a number, or null. */
export function percentage(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const rate = Number(value);
  return Number.isFinite(rate) ? rate : null;
}
