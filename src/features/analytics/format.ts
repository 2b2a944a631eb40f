import { csvDay } from '@/lib/csv';
import { formatOneDecimal } from '@/lib/format';

/** '2026-11-02' → « 02/11/2026 »: the calendar day as written, whatever the computer's time zone. */
export const formatDay = csvDay;

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-01' → « nov. 2026 » */
export function formatMonth(day: string): string {
  return monthFormat.format(new Date(`${day}T00:00:00Z`));
}

/** 12.5 → « +12,5 % », -3 → « −3,0 % », null → « n.c. » (no previous figure to compare with). */
export function formatDelta(delta: number | null): string {
  if (delta === null) return 'n.c.';
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  return `${sign}${formatOneDecimal(Math.abs(delta))} %`;
}
