// Days as the back-office means them: calendar days in Paris, whatever the computer's time zone.

export const PARIS_TIME_ZONE = 'Europe/Paris';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (what <input type="date"> gives), not 2026-02-30. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [, year, month, dayOfMonth] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
}

/** The day after, 'YYYY-MM-DD' (across months and years). */
export function nextDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, dayOfMonth + 1)).toISOString().slice(0, 10);
}

let parisParts: Intl.DateTimeFormat | undefined;

/** How far Paris is ahead of UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffset(instant: number): number {
  parisParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(parisParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wallClock = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a Paris day begins, as an ISO string for the API: '2026-07-01' → 2026-06-30T22:00:00.000Z.
 * The offset is read twice because midnight can sit on the other side of a clock change from the
 * first guess.
 */
export function parisDayStart(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  const wallMidnight = Date.UTC(year, month - 1, dayOfMonth);
  let instant = wallMidnight - parisOffset(wallMidnight);
  instant = wallMidnight - parisOffset(instant);
  return new Date(instant).toISOString();
}

/** The `at` bounds of a day range, start included and end excluded, as the list query needs them. */
export function dayRangeBounds(from: string | null, to: string | null): { gte: string | null; lt: string | null } {
  return {
    gte: from ? parisDayStart(from) : null,
    lt: to ? parisDayStart(nextDay(to)) : null,
  };
}
