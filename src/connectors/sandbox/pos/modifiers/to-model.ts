import type { ModifierGroup } from '../../../../model/index.js';
import type { StoredData } from '../../records.js';
import type { StoredModifierGroup } from './seed.js';

/**
 * A stored group as the model's: each option at the price of the location asked about (its base
 * price elsewhere, or when no location is given). `raw` is the record as stored.
 */
export function toModifierGroup(data: StoredData, locationId: string | null): ModifierGroup {
  // Our own database: the shape is the one the seed wrote.
  const group = data as unknown as StoredModifierGroup;
  return {
    id: group.id,
    name: group.name,
    options: group.options.map((o) => ({
      id: o.id,
      name: o.name,
      price: (locationId === null ? undefined : o.location_prices[locationId]) ?? o.price,
    })),
    raw: data,
  };
}
