/**
 * French numbers as Intl.NumberFormat('fr-FR') writes them (digits grouped by three with a narrow
 * no-break space, a decimal comma, « - » before a negative value, negative zero included), written
 * by hand on purpose: the first Intl.NumberFormat a page builds initialises ICU's number formatting,
 * about 70 ms on a phone (4× CPU, measured in Chromium) — a long task in the middle of hydration on
 * every page showing a price or the simulator. src/lib/format.test.ts compares both on thousands of
 * values. Beyond 10^13, far above any amount here, Intl writes it.
 */
function french(value: number, fractionDigits: number): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e13) {
    const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    return new Intl.NumberFormat('fr-FR', digits).format(value);
  }
  // Rounded half away from zero from the value's shortest decimal form (1.005 → 1,01, not from the
  // binary 1.00499…), as V8's Intl rounds. Below 10^-6 that form is exponential, and rounds to 0.
  const scaled = magnitude < 1e-6 ? 0 : Math.round(Number(`${magnitude}e${fractionDigits}`));
  const digits = String(scaled).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const decimals = digits.slice(digits.length - fractionDigits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '\u202f');
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** « 1 234,50 € »: the amount, a no-break space, the sign. */
const euros = (amount: string) => `${amount}\u00a0€`;

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** 1234.5 → « 1 234,50 € » */
export function formatEuro(value: number | string | null | undefined): string {
  return euros(french(toNumber(value), 2));
}

/** 1234.5 → « 1 235 € » (average basket, simulator) */
export function formatEuroRounded(value: number | string | null | undefined): string {
  return euros(french(toNumber(value), 0));
}

export function formatNumber(value: number | string | null | undefined): string {
  return french(toNumber(value), 0);
}

/** (1, 'page', 'pages') → « 1 page », (1234, …) → « 1 234 pages »: French takes the plural from 2 on. */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count > 1 ? many : one}`;
}

/** 4.25 → « 4,3 » (ratings) */
export function formatOneDecimal(value: number): string {
  return french(toNumber(value), 1);
}

/** 12.345 → « 12,3 % » */
export function formatPercent(value: number): string {
  return `${formatOneDecimal(value)} %`;
}

export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** « 22/11/2026 » */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return toDate(value).toLocaleDateString('fr-FR');
}
