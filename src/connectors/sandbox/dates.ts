import { validationError } from '../../errors.js';
import { addDays } from '../local-time.js';
import type { SandboxWhere } from './types.js';

/**
 * Dates of the Sandbox's seeds and filters. The store compares dates and date-times as text, so
 * every date-time is written `YYYY-MM-DDTHH:MM:SSZ` (UTC, fixed width: text order is time order)
 * and a window of whole days `[from, to]` is the range `[from, to + 1 day)`: a bare `YYYY-MM-DD`
 * sorts before every date-time of that day.
 */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** Midnight UTC of the day `daysFromToday` away from `now`'s UTC day (negative: in the past). */
export function utcDay(now: Date, daysFromToday: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysFromToday * DAY_MS;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `YYYY-MM-DDTHH:MM:SSZ`: fixed width, so text order is time order. */
export function isoDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** The end of a window of whole days that ends with `date` (the store's ranges end before it). */
export function dayAfter(date: string): string {
  return addDays(date, 1);
}

/** `value` when it is a calendar date `YYYY-MM-DD`; a 422 naming `loc` otherwise. */
export function requireDay(value: string, loc: string[]): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw validationError([{ loc, msg: 'Input should be a valid date', type: 'date_parsing', input: value }]);
  }
  return value;
}

/** A window whose end comes before its start is refused like any bad parameter (422). */
export function checkWindow(from: string, to: string): void {
  if (from > to) {
    throw validationError([
      {
        loc: ['query', 'date_to'],
        msg: 'date_to must not be before date_from',
        type: 'value_error',
        input: to,
      },
    ]);
  }
}

/** Records whose `field` (a day) falls within `from`..`to`, both included; both checked first. */
export function dayWindow(field: string, from: string, to: string): SandboxWhere {
  requireDay(from, ['query', 'date_from']);
  requireDay(to, ['query', 'date_to']);
  return { range: { field, from, to: dayAfter(to) } };
}
