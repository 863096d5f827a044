import { zoneFormat } from '../local-time.js';

/**
 * Business days in a location's time zone (contract §9): a day `YYYY-MM-DD` of a location is the
 * span from its local midnight to the next one, as UTC instants for Square's RFC 3339 filters.
 * An unknown or absent zone is UTC.
 */

function formatIn(timeZone: string | null | undefined): Intl.DateTimeFormat | null {
  return zoneFormat(timeZone || 'UTC');
}

/** The wall-clock parts of `instant` in `timeZone`. */
function partsIn(instant: number, timeZone: string | null | undefined) {
  const format = formatIn(timeZone);
  if (!format) {
    const d = new Date(instant);
    return {
      y: d.getUTCFullYear(),
      m: d.getUTCMonth() + 1,
      d: d.getUTCDate(),
      h: d.getUTCHours(),
      min: d.getUTCMinutes(),
      s: d.getUTCSeconds(),
    };
  }
  const p = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    y: Number(p['year']),
    m: Number(p['month']),
    d: Number(p['day']),
    h: Number(p['hour']),
    min: Number(p['minute']),
    s: Number(p['second']),
  };
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string | null | undefined): number {
  const p = partsIn(instant, timeZone);
  const wall = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant local midnight of `date` happens in `timeZone` (the first instant of that day). */
export function startOfDay(date: string, timeZone: string | null | undefined): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Two passes: the offset at the guess, then at the corrected instant (DST changes at night).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

/** `date` plus `days` (calendar arithmetic on the date alone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days `from` to `to` of `timeZone` as UTC instants: `[start, end)`, RFC 3339. */
export function dayWindow(
  from: string,
  to: string,
  timeZone: string | null | undefined,
): { start: string; end: string } {
  return {
    start: new Date(startOfDay(from, timeZone)).toISOString(),
    end: new Date(startOfDay(addDays(to, 1), timeZone)).toISOString(),
  };
}

/** The local date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export function localDate(instant: string | number, timeZone: string | null | undefined): string {
  const p = partsIn(typeof instant === 'number' ? instant : Date.parse(instant), timeZone);
  return `${String(p.y).padStart(4, '0')}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}
