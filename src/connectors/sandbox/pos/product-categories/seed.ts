import type { PosProductCategory } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { ALL_LOCATIONS } from '../locations/seed.js';

export const KIND = 'pos_product_category';

export interface StoredPosProductCategory extends PosProductCategory {
  location_ids: string[];
}

// biome-ignore format: a data table, one row per category
export const POS_PRODUCT_CATEGORIES: readonly StoredPosProductCategory[] = [
  { id: 'cat-drinks', name: 'Drinks', description: 'Everything to drink', id_parent: null, location_ids: ALL_LOCATIONS },
  { id: 'cat-hot-drinks', name: 'Hot drinks', description: 'Coffees and teas', id_parent: 'cat-drinks', location_ids: ALL_LOCATIONS },
  { id: 'cat-cold-drinks', name: 'Cold drinks', description: 'Juices, waters and beers', id_parent: 'cat-drinks', location_ids: ALL_LOCATIONS },
  { id: 'cat-food', name: 'Food', description: 'Sandwiches and pastries', id_parent: null, location_ids: ALL_LOCATIONS },
  { id: 'cat-sandwiches', name: 'Sandwiches', description: 'Made to order', id_parent: 'cat-food', location_ids: ALL_LOCATIONS },
  { id: 'cat-pastries', name: 'Pastries', description: 'Baked every morning', id_parent: 'cat-food', location_ids: ALL_LOCATIONS },
];

export function seed(): SandboxRecord[] {
  return POS_PRODUCT_CATEGORIES.map((c) => stored(KIND, c));
}
