/**
 * A French number format built on first use: building one loads the locale's data, which
 * costs tens of milliseconds on a phone, so pages that format nothing while loading pay nothing.
 */
function frenchFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('fr-FR', options));
}

const euro = frenchFormat({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const euroRounded = frenchFormat({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const wholeNumber = frenchFormat({ maximumFractionDigits: 0 });
const oneDecimal = frenchFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** 1234.5 → « 1 234,50 € » */
export function formatEuro(value: number | string | null | undefined): string {
  return euro().format(toNumber(value));
}

/** 1234.5 → « 1 235 € » (average basket, simulator) */
export function formatEuroRounded(value: number | string | null | undefined): string {
  return euroRounded().format(toNumber(value));
}

export function formatNumber(value: number | string | null | undefined): string {
  return wholeNumber().format(toNumber(value));
}

/** 4.25 → « 4,3 » (ratings) */
export function formatOneDecimal(value: number): string {
  return oneDecimal().format(toNumber(value));
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
