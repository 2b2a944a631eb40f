import { format as formatWithPattern } from 'date-fns';
import { fr } from 'date-fns/locale';

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const euroRounded = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const wholeNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** 1234.5 → « 1 234,50 € » */
export function formatEuro(value: number | string | null | undefined): string {
  return euro.format(toNumber(value));
}

/** 1234.5 → « 1 235 € » (average basket, simulator) */
export function formatEuroRounded(value: number | string | null | undefined): string {
  return euroRounded.format(toNumber(value));
}

export function formatNumber(value: number | string | null | undefined): string {
  return wholeNumber.format(toNumber(value));
}

/** 12.345 → « 12,3 % » */
export function formatPercent(value: number): string {
  return `${oneDecimal.format(toNumber(value))} %`;
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** « 22/11/2026 » */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return toDate(value).toLocaleDateString('fr-FR');
}

/** « 22 nov. 2026 » — the spec's 'dd MMM yyyy' in French. */
export function formatDateShort(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return formatWithPattern(toDate(value), 'dd MMM yyyy', { locale: fr });
}

/** « dimanche 22 novembre 2026 à 14:05 » */
export function formatDateTimeLong(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return formatWithPattern(toDate(value), "EEEE d MMMM yyyy 'à' HH:mm", { locale: fr });
}

/** « 22 novembre 2026 » */
export function formatDateLong(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return formatWithPattern(toDate(value), 'd MMMM yyyy', { locale: fr });
}
