import { addDays, startOfLocalDay } from '../local-time.js';

/**
 * Business days in a location's time zone (contract §9): a day `YYYY-MM-DD` of a location is the
 * span from its local midnight to the next one, as UTC instants for Square's RFC 3339 filters.
 * An unknown or absent zone is UTC.
 */

/** The instant local midnight of `date` happens in `timeZone` (the first instant of that day). */
export { addDays, startOfLocalDay as startOfDay } from '../local-time.js';

/** The days `from` to `to` of `timeZone` as UTC instants: `[start, end)`, RFC 3339. */
export function dayWindow(
  from: string,
  to: string,
  timeZone: string | null | undefined,
): { start: string; end: string } {
  return {
    start: new Date(startOfLocalDay(from, timeZone)).toISOString(),
    end: new Date(startOfLocalDay(addDays(to, 1), timeZone)).toISOString(),
  };
}

/** The local date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export { localDate } from '../local-time.js';
