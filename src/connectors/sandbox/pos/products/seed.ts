import type { PosProduct } from '../../../../model/index.js';
import { fromCents as euros, withoutTax } from '../../../../money.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { ALL_LOCATIONS, POS_LOCATIONS } from '../locations/seed.js';
import { TAX_CLASSES, type TaxClass, taxRateOf } from '../tax-rates/seed.js';

export const KIND = 'pos_product';

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  category: string;
  accounting: string;
  tax: TaxClass;
  /** Shelf price, tax included, in cents. */
  priceCents: number;
  locations: readonly string[];
  modifiers: string[];
}

// biome-ignore format: a data table, one row per product
export const PRODUCT_ROWS: readonly ProductRow[] = [
  { id: 'prod-espresso', name: 'Espresso', description: 'Single espresso', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 250, locations: ALL_LOCATIONS, modifiers: ['modgrp-extra-shot'] },
  { id: 'prod-cappuccino', name: 'Cappuccino', description: 'Espresso, steamed milk and foam', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 380, locations: ALL_LOCATIONS, modifiers: ['modgrp-coffee-size', 'modgrp-milk', 'modgrp-extra-shot'] },
  { id: 'prod-latte', name: 'Caffè latte', description: 'Espresso with plenty of milk', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 420, locations: ALL_LOCATIONS, modifiers: ['modgrp-coffee-size', 'modgrp-milk', 'modgrp-syrups'] },
  { id: 'prod-tea', name: 'Tea', description: 'Loose-leaf tea, several blends', category: 'cat-hot-drinks', accounting: 'acc-hot-drinks', tax: 'served', priceCents: 300, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-orange-juice', name: 'Fresh orange juice', description: 'Pressed to order, 25 cl', category: 'cat-cold-drinks', accounting: 'acc-soft-drinks', tax: 'takeaway', priceCents: 450, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-water', name: 'Sparkling water', description: '50 cl bottle', category: 'cat-cold-drinks', accounting: 'acc-soft-drinks', tax: 'takeaway', priceCents: 250, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-beer', name: 'Draught beer', description: '25 cl', category: 'cat-cold-drinks', accounting: 'acc-alcohol', tax: 'alcohol', priceCents: 350, locations: ALL_LOCATIONS, modifiers: [] },
  { id: 'prod-croissant', name: 'Butter croissant', description: 'Baked every morning', category: 'cat-pastries', accounting: 'acc-food', tax: 'takeaway', priceCents: 180, locations: ['LOC-BRU', 'LOC-ANT'], modifiers: [] },
  { id: 'prod-pastel-nata', name: 'Pastel de nata', description: 'Custard tart', category: 'cat-pastries', accounting: 'acc-food', tax: 'takeaway', priceCents: 150, locations: ['LOC-LIS'], modifiers: [] },
  { id: 'prod-club', name: 'Club sandwich', description: 'Chicken, bacon, egg, salad', category: 'cat-sandwiches', accounting: 'acc-food', tax: 'takeaway', priceCents: 750, locations: ALL_LOCATIONS, modifiers: ['modgrp-bread', 'modgrp-toppings'] },
  { id: 'prod-caprese', name: 'Tomato mozzarella sandwich', description: 'Tomato, mozzarella, basil, pesto', category: 'cat-sandwiches', accounting: 'acc-food', tax: 'takeaway', priceCents: 690, locations: ALL_LOCATIONS, modifiers: ['modgrp-bread', 'modgrp-toppings'] },
];

export interface StoredPosProduct extends PosProduct {
  location_ids: string[];
}

export function seedPosProducts(): StoredPosProduct[] {
  return PRODUCT_ROWS.map((row) => {
    const countries = [...new Set(row.locations.map((l) => POS_LOCATIONS.find((x) => x.id === l)!.country))];
    return {
      id: row.id,
      categories: [row.category],
      name: row.name,
      description: row.description,
      // One price per country the product is sold in (the rate differs).
      prices: countries.map((country) => {
        const rate = taxRateOf(TAX_CLASSES[row.tax][country as 'BE' | 'PT']).rate!;
        return { unit_price: euros(withoutTax(row.priceCents, rate)), tax_rate: rate };
      }),
      modifier_groups_ids: row.modifiers,
      accounting_category_ids: [row.accounting],
      location_ids: [...row.locations],
    };
  });
}

export function seed(): SandboxRecord[] {
  return seedPosProducts().map((p) => stored(KIND, p));
}
