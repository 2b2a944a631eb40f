// French formats for e-mails, the same as src/lib/format.ts and format-date.ts give the app
// (tests/unit/email/format.test.ts compares them). Times are Paris time whatever the server's zone.
const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** 1234.5 → « 1 234,50 € » */
export function formatEuro(value: number): string {
  return euro.format(Number.isFinite(value) ? value : 0);
}

/** ISO date → « 25 novembre 2026 à 10:05 » (Paris time). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** « 2026-12-27 » (a calendar date, no time zone) → « 27/12/2026 » */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
