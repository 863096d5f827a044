import { startOfLocalDay } from '../local-time.js';
import { addMonthsUtc, type MewsInterval } from './orders.js';

/**
 * Business days of a property in its own time zone (contract §9): `date_from`/`date_to` and a
 * closure's `{date}` are the property's dates, so a day is the instants from its local midnight
 * to the next one (23 or 25 hours on a daylight-saving change), not a UTC day.
 */

const DAY_MS = 86_400_000;

export interface BusinessDays {
  /** The instant (UTC ms) the local date `YYYY-MM-DD` starts at. */
  startOf(date: string): number;
  /** `[start of dateFrom, start of the day after dateTo)`. */
  window(dateFrom: string, dateTo: string): { start: number; end: number };
}

/** Business days in `timeZone` (an IANA name); UTC days when it is absent or unknown. */
export function businessDaysIn(timeZone: string | null | undefined): BusinessDays {
  const startOf = (date: string) => startOfLocalDay(date, timeZone);
  return {
    startOf,
    window(dateFrom, dateTo) {
      const next = new Date(Date.parse(`${dateTo}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      return { start: startOf(dateFrom), end: startOf(next) };
    },
  };
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * `[start, end)` as Mews time filters, none longer than 3 calendar months (Mews' limit on every
 * `*Utc` filter). Pitfall: Mews' interval ends are inclusive, so callers keep only records
 * strictly before `end` (and de-duplicate records on a chunk boundary).
 */
export function intervalsBetween(start: number, end: number): MewsInterval[] {
  const out: MewsInterval[] = [];
  for (let from = start; from < end; ) {
    const to = Math.min(addMonthsUtc(from, 3), end);
    out.push({ StartUtc: iso(from), EndUtc: iso(to) });
    from = to;
  }
  return out;
}

/** Whether the instant `value` lies in `[start, end)`. */
export function isWithin(value: string | null | undefined, window: { start: number; end: number }): boolean {
  if (!value) return false;
  const t = Date.parse(value);
  return t >= window.start && t < window.end;
}

/** What the windows need of the connection's context (`configuration.ts`). */
export interface PropertyZones {
  enterprise: { Id: string; TimeZoneIdentifier?: string | null | undefined };
  enterprises: readonly { Id: string; TimeZoneIdentifier?: string | null | undefined }[];
}

export interface PropertyWindows {
  /** What to ask Mews for: from the earliest property's first day to the latest's last. */
  span: { start: number; end: number };
  /** The window of one property (its own days). */
  of(enterpriseId: string | null | undefined): { start: number; end: number };
  /** Whether `instant` falls on the window's days of the property `enterpriseId`. */
  contains(enterpriseId: string | null | undefined, instant: string | null | undefined): boolean;
}

/**
 * The business days `dateFrom` to `dateTo` of each property (contract §9): a portfolio token's
 * properties may lie in different time zones, so each record is judged by its own enterprise's
 * days, and Mews is asked for the span that covers them all. A record of an enterprise the
 * context does not list takes the token's enterprise's zone. `locationId` narrows the span to
 * that property's days.
 */
export function propertyWindows(
  zones: PropertyZones,
  dateFrom: string,
  dateTo: string,
  locationId?: string,
): PropertyWindows {
  const zoneOf = new Map(zones.enterprises.map((e) => [e.Id, e.TimeZoneIdentifier ?? null]));
  const fallback = zones.enterprise.TimeZoneIdentifier ?? null;
  const byZone = new Map<string, { start: number; end: number }>();
  const windowIn = (zone: string | null) => {
    const key = zone ?? '';
    let window = byZone.get(key);
    if (!window) {
      window = businessDaysIn(zone).window(dateFrom, dateTo);
      byZone.set(key, window);
    }
    return window;
  };
  const of = (enterpriseId: string | null | undefined) =>
    windowIn((enterpriseId ? zoneOf.get(enterpriseId) : undefined) ?? fallback);
  const candidates =
    locationId !== undefined ? [of(locationId)] : [of(null), ...zones.enterprises.map((e) => of(e.Id))];
  return {
    span: {
      start: Math.min(...candidates.map((w) => w.start)),
      end: Math.max(...candidates.map((w) => w.end)),
    },
    of,
    contains: (enterpriseId, instant) => isWithin(instant, of(enterpriseId)),
  };
}
