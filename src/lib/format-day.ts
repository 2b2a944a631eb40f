/** A `date` column ('2026-12-27') → « 27/12/2026 », the calendar day as stored (no time zone shift). */
export function formatDay(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '-';
}
