import { fromCents as euros, withoutTax } from '../../../../money.js';
import { localDate as businessDayOf } from '../../../local-time.js';
import { DAY_MS } from '../../dates.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { POS_LOCATIONS } from '../locations/seed.js';
import { POS_SEED_DAYS } from '../orders/seed.js';

export const KIND = 'pos_objective';

export interface StoredPosObjective {
  id: string;
  location_id: string;
  date: string;
  total: number;
  tax_amount: number;
}

/**
 * Daily sales objectives of each location, from a month back to a week ahead: the weekday's
 * usual takings, a little more on Fridays and Saturdays.
 */
export function seedPosObjectives(now: Date): StoredPosObjective[] {
  const out: StoredPosObjective[] = [];
  for (const location of POS_LOCATIONS) {
    const today = businessDayOf(now.getTime(), location.timezone!);
    const base = { 'LOC-BRU': 9000, 'LOC-ANT': 7500, 'LOC-LIS': 6000 }[location.id] ?? 5000;
    for (let offset = -POS_SEED_DAYS; offset <= 7; offset++) {
      const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const cents = base * (weekday === 5 || weekday === 6 ? 1.3 : 1);
      const rate = location.country === 'PT' ? 13 : 12;
      out.push({
        id: `OBJ-${location.code}-${date}`,
        location_id: location.id,
        date,
        total: euros(cents),
        tax_amount: euros(cents - withoutTax(cents, rate)),
      });
    }
  }
  return out;
}

export function seed(now: Date): SandboxRecord[] {
  return seedPosObjectives(now).map((o) => stored(KIND, o));
}
