/**
 * The period of /admin/analytics, as Paris calendar days (both included), and the period it is
 * compared with. Days are 'YYYY-MM-DD' strings computed in UTC arithmetic: only « today » depends
 * on a time zone, and it is always Paris's, whatever the computer's.
 */
export const periodKinds = ['30j', 'trimestre', 'annee', 'perso'] as const;
export type PeriodKind = (typeof periodKinds)[number];

export const periodKindLabels: Record<PeriodKind, string> = {
  '30j': '30 derniers jours',
  trimestre: 'Trimestre',
  annee: 'Année',
  perso: 'Personnalisé',
};

export interface Period {
  from: string;
  to: string;
}

export interface PeriodChoice extends Period {
  kind: PeriodKind;
}

/** The database refuses longer periods (private.check_period). */
export const MAX_PERIOD_DAYS = 3661;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isDay(value: string | null | undefined): value is string {
  if (!value || !dayPattern.test(value)) return false;
  const time = toTime(value);
  return Number.isFinite(time) && toDay(time) === value;
}

export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both counted. */
export function periodLength({ from, to }: Period): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

/** The calendar day in Paris at `now`. */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The first day of the quarter or year holding `day`, `back` quarters or years earlier. */
function startOf(unit: 'trimestre' | 'annee', day: string, back = 0): string {
  const year = Number(day.slice(0, 4));
  if (unit === 'annee') return `${year - back}-01-01`;
  const quarter = Math.floor((Number(day.slice(5, 7)) - 1) / 3) - back;
  const y = year + Math.floor(quarter / 4);
  const month = (((quarter % 4) + 4) % 4) * 3 + 1;
  return `${y}-${String(month).padStart(2, '0')}-01`;
}

/**
 * The period a choice means today: the last 30 days, the quarter or the year so far, or the
 * custom days (swapped if given backwards; the last 30 days if either is missing or invalid).
 */
export function resolvePeriod(kind: PeriodKind, today: string, custom: Partial<Period> = {}): PeriodChoice {
  if (kind === 'trimestre' || kind === 'annee') return { kind, from: startOf(kind, today), to: today };
  if (kind === 'perso' && isDay(custom.from) && isDay(custom.to)) {
    const [from, to] = custom.from <= custom.to ? [custom.from, custom.to] : [custom.to, custom.from];
    if (periodLength({ from, to }) <= MAX_PERIOD_DAYS) return { kind, from, to };
  }
  return { kind: '30j', from: addDays(today, -29), to: today };
}

/**
 * What the period is compared with: the same days of the previous quarter or year (a quarter so
 * far against the same stretch of the last one), otherwise the as many days just before.
 */
export function previousPeriod(period: PeriodChoice): Period {
  if (period.kind === 'trimestre' || period.kind === 'annee') {
    const from = startOf(period.kind, period.from, 1);
    const lastDay = addDays(period.from, -1);
    const to = addDays(from, periodLength(period) - 1);
    return { from, to: to < lastDay ? to : lastDay };
  }
  const length = periodLength(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The change from `previous` to `current` in %, or null when there is nothing to compare with. */
export function deltaPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

/** A share in %, 0 when the whole is empty. */
export function ratePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
