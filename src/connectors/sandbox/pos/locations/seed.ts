import type { PosLocation } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/**
 * The shops of a coffee-and-sandwich chain: Brussels and Antwerp (Europe/Brussels, the
 * locations of the modifier groups) and Lisbon (Europe/Lisbon, one hour behind). A business day
 * is the location's calendar day in its own time zone (contract §9).
 */

export const KIND = 'pos_location';

export const ALL_LOCATIONS = ['LOC-BRU', 'LOC-ANT', 'LOC-LIS'];

export interface StoredPosLocation extends PosLocation {
  country: string;
  code: string;
}

// biome-ignore format: a data table, one row per location
export const POS_LOCATIONS: readonly StoredPosLocation[] = [
  { id: 'LOC-BRU', code: 'BRU', country: 'BE', name: 'Brussels - Place Sainte-Catherine', timezone: 'Europe/Brussels',
    address: { address_type: 'shop', name: 'Shop', street: 'Place Sainte-Catherine', number: '14', box: null, city: 'Brussels', postal_code: '1000', country: 'BE' } },
  { id: 'LOC-ANT', code: 'ANT', country: 'BE', name: 'Antwerp - Groenplaats', timezone: 'Europe/Brussels',
    address: { address_type: 'shop', name: 'Shop', street: 'Groenplaats', number: '21', box: null, city: 'Antwerpen', postal_code: '2000', country: 'BE' } },
  { id: 'LOC-LIS', code: 'LIS', country: 'PT', name: 'Lisbon - Rua Augusta', timezone: 'Europe/Lisbon',
    address: { address_type: 'shop', name: 'Shop', street: 'Rua Augusta', number: '102', box: null, city: 'Lisboa', postal_code: '1100-053', country: 'PT' } },
];

export function seed(): SandboxRecord[] {
  return POS_LOCATIONS.map((l) => stored(KIND, l));
}
