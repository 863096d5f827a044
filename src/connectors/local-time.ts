/**
 * A formatter of instants as the wall-clock time of `timeZone`, without a zone designator
 * (`2024-10-01T15:00:00`): the specification and Chift's `ReservationItem` examples tell
 * reservations in the hotel's own time, naive (contract §0). An unknown or absent zone gives the
 * UTC wall-clock time, still without a designator.
 */
/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The formatter of wall-clock times (`MM/DD/YYYY, HH:MM:SS` parts, 24 h) in `timeZone`, shared
 * by every caller; null for a zone the runtime does not know (callers fall back to UTC).
 */
export function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = formats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // An unknown zone name: fall back to UTC rather than fail the listing.
      format = null;
    }
    formats.set(timeZone, format);
  }
  return format;
}

export function localTimeIn(timeZone: string | null | undefined): (instant: string | number) => string {
  // Looked up at the first call: modules make theirs at load, and the first formatter built loads
  // the runtime's zone data (tens of ms a start would pay before anything is formatted).
  let format: Intl.DateTimeFormat | null | undefined;
  return (instant) => {
    if (format === undefined) format = timeZone ? zoneFormat(timeZone) : null;
    const date = new Date(instant);
    if (!format) return new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().slice(0, 19);
    const p = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  };
}

/** The calendar date (`YYYY-MM-DD`) of `instant` in `timeZone` (UTC's for an absent or unknown zone). */
export function localDate(instant: string | number, timeZone: string | null | undefined): string {
  return localTimeIn(timeZone)(instant).slice(0, 10);
}

/**
 * The instant at which the wall clock of `timeZone` shows `local` (`YYYY-MM-DDTHH:MM:SS`); UTC
 * for an absent or unknown zone. Two rounds settle the offset, across a summer-time change too.
 */
export function instantOf(local: string, timeZone: string | null | undefined): number {
  const wall = localTimeIn(timeZone);
  const wanted = Date.parse(`${local}Z`);
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess += wanted - Date.parse(`${wall(guess)}Z`);
  return guess;
}

/** The first instant of the local day `date` (`YYYY-MM-DD`) in `timeZone`: a business day's start. */
export function startOfLocalDay(date: string, timeZone: string | null | undefined): number {
  return instantOf(`${date}T00:00:00`, timeZone);
}

/** `date` (`YYYY-MM-DD`) plus `days`: calendar arithmetic on the date alone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
