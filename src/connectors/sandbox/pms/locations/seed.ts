import type { PmsLocation } from '../../../../model/index.js';
import { localDate } from '../../../local-time.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/**
 * The three hotels: Brussels and Antwerp (Europe/Brussels), and Lisbon (Europe/Lisbon, an hour
 * behind Brussels), each with its chart of accounts.
 */

export const KIND = 'pms_location';

export interface SandboxProperty {
  location: PmsLocation;
  code: string;
  country: string;
  /** VAT payable account of the property's chart of accounts. */
  vatLedger: string;
  /** Ledger accounts of the payment methods (cash, card, transfer). */
  ledgers: { cash: string; card: string; transfer: string };
}

export const PMS_PROPERTIES: Record<string, SandboxProperty> = {
  'LOC-BRU': {
    code: 'BRU',
    country: 'BE',
    vatLedger: '451000',
    ledgers: { cash: '570000', card: '580000', transfer: '400000' },
    location: {
      id: 'LOC-BRU',
      name: 'Hotel Lintel Brussels',
      timezone: 'Europe/Brussels',
      address: {
        address_type: 'main',
        name: 'Hotel Lintel Brussels',
        street: 'Rue du Marché aux Herbes',
        number: '61',
        box: null,
        city: 'Bruxelles',
        postal_code: '1000',
        country: 'BE',
      },
    },
  },
  'LOC-ANT': {
    code: 'ANT',
    country: 'BE',
    vatLedger: '451000',
    ledgers: { cash: '570100', card: '580100', transfer: '400000' },
    location: {
      id: 'LOC-ANT',
      name: 'Hotel Lintel Antwerpen',
      timezone: 'Europe/Brussels',
      address: {
        address_type: 'main',
        name: 'Hotel Lintel Antwerpen',
        street: 'Groenplaats',
        number: '18',
        box: null,
        city: 'Antwerpen',
        postal_code: '2000',
        country: 'BE',
      },
    },
  },
  'LOC-LIS': {
    code: 'LIS',
    country: 'PT',
    vatLedger: '2433',
    ledgers: { cash: '11', card: '1211', transfer: '211' },
    location: {
      id: 'LOC-LIS',
      name: 'Hotel Lintel Lisboa',
      timezone: 'Europe/Lisbon',
      address: {
        address_type: 'main',
        name: 'Hotel Lintel Lisboa',
        street: 'Rua Augusta',
        number: '152',
        box: null,
        city: 'Lisboa',
        postal_code: '1100-053',
        country: 'PT',
      },
    },
  },
};

export function property(locationId: string | null): SandboxProperty {
  const found = locationId ? PMS_PROPERTIES[locationId] : undefined;
  if (!found) throw new Error(`sandbox seed: unknown property ${locationId}`);
  return found;
}

/** The day (`YYYY-MM-DD`) of an instant in a property's time zone. */
export function businessDay(locationId: string, instant: string | number): string {
  return localDate(instant, property(locationId).location.timezone);
}

/** What is stored beside the model: the property and the property's day of the record. */
export interface Located {
  location_id: string;
  business_date: string;
}

export function seed(): SandboxRecord[] {
  return Object.values(PMS_PROPERTIES).map((p) => stored(KIND, p.location));
}
