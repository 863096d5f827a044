import type { ModifierGroup, ModifierOption } from '../../../../model/index.js';
import { fromCents as euros } from '../../../../money.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/**
 * Modifier groups of the coffee-and-sandwich chain, offered in Brussels and Antwerp. Some
 * options cost a little less in Antwerp (`location_prices`).
 */

export const KIND = 'modifier_group';

/** A modifier option as stored: its base price and, per location id, the price charged there. */
export interface StoredModifierOption extends ModifierOption {
  location_prices: Record<string, number>;
}

/** A modifier group as stored: `location_ids` lists the POS locations that offer the group. */
export interface StoredModifierGroup extends Omit<ModifierGroup, 'options' | 'raw'> {
  options: StoredModifierOption[];
  location_ids: string[];
}

function option(id: string, name: string, priceCents: number, antwerpCents?: number): StoredModifierOption {
  return {
    id,
    name,
    price: euros(priceCents),
    location_prices: antwerpCents === undefined ? {} : { 'LOC-ANT': euros(antwerpCents) },
  };
}

export function seedModifierGroups(): StoredModifierGroup[] {
  const both = ['LOC-BRU', 'LOC-ANT'];
  return [
    {
      id: 'modgrp-coffee-size',
      name: 'Coffee size',
      location_ids: both,
      options: [
        option('modopt-size-small', 'Small (20 cl)', 0),
        option('modopt-size-medium', 'Medium (30 cl)', 60, 50),
        option('modopt-size-large', 'Large (40 cl)', 110, 100),
      ],
    },
    {
      id: 'modgrp-milk',
      name: 'Milk choice',
      location_ids: both,
      options: [
        option('modopt-milk-whole', 'Whole milk', 0),
        option('modopt-milk-oat', 'Oat milk', 50),
        option('modopt-milk-soy', 'Soy milk', 50),
        option('modopt-milk-lactose-free', 'Lactose-free milk', 40),
      ],
    },
    {
      id: 'modgrp-extra-shot',
      name: 'Extra espresso shot',
      location_ids: both,
      options: [
        option('modopt-shot-single', 'Single shot', 80),
        option('modopt-shot-double', 'Double shot', 150, 140),
      ],
    },
    {
      id: 'modgrp-syrups',
      name: 'Syrups',
      location_ids: ['LOC-BRU'],
      options: [
        option('modopt-syrup-vanilla', 'Vanilla', 60),
        option('modopt-syrup-caramel', 'Caramel', 60),
        option('modopt-syrup-hazelnut', 'Hazelnut', 60),
        option('modopt-syrup-speculoos', 'Speculoos', 70),
      ],
    },
    {
      id: 'modgrp-bread',
      name: 'Sandwich bread',
      location_ids: ['LOC-ANT'],
      options: [
        option('modopt-bread-baguette', 'Baguette', 0),
        option('modopt-bread-ciabatta', 'Ciabatta', 50),
        option('modopt-bread-multigrain', 'Multigrain', 50),
      ],
    },
    {
      id: 'modgrp-toppings',
      name: 'Extra toppings',
      location_ids: both,
      options: [
        option('modopt-topping-cheese', 'Extra cheese', 120),
        option('modopt-topping-bacon', 'Bacon', 150, 140),
        option('modopt-topping-avocado', 'Avocado', 180),
        option('modopt-topping-veggies', 'Grilled vegetables', 100),
      ],
    },
    {
      id: 'modgrp-sauces',
      name: 'Fries sauces',
      location_ids: ['LOC-ANT'],
      options: [
        option('modopt-sauce-mayo', 'Mayonnaise', 30),
        option('modopt-sauce-andalouse', 'Andalouse', 50),
        option('modopt-sauce-samurai', 'Samurai', 50),
        option('modopt-sauce-stoofvlees', 'Stoofvleessaus', 120),
      ],
    },
  ];
}

export function seed(): SandboxRecord[] {
  return seedModifierGroups().map((g) => stored(KIND, g));
}
