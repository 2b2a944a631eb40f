// Pattern-based French dates (date-fns and its locale), kept apart from `format.ts` so the
// public pages, which only format numbers, do not download date-fns.
import { format as formatWithPattern } from 'date-fns';
import { fr } from 'date-fns/locale';
import { toDate } from './format';

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
