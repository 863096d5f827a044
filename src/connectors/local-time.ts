/**
 * A formatter of instants as the wall-clock time of `timeZone` with its UTC offset
 * (`2024-10-01T15:00:00+02:00`): reservations are told in the hotel's own time, and the offset
 * keeps the value a valid RFC 3339 date-time (Chift's `format: date-time`). An unknown or absent
 * zone gives UTC (`Z`).
 */
export function localTimeIn(timeZone: string | null | undefined): (instant: string | number) => string {
  let format: Intl.DateTimeFormat | null = null;
  if (timeZone) {
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
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return (instant) => {
    const date = new Date(instant);
    const seconds = Math.floor(date.getTime() / 1000) * 1000;
    if (!format) return `${new Date(seconds).toISOString().slice(0, 19)}Z`;
    const p = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
    const wall = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    );
    const offset = Math.round((wall - seconds) / 60_000);
    const sign = offset < 0 ? '-' : '+';
    const abs = Math.abs(offset);
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  };
}
