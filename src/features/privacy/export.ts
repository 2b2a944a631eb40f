import { columnLabel, isLabelledColumn, tablePluralLabel, valueLabel } from '@/domain/tables';
import { toFrenchCsv, type CsvCell } from '@/lib/csv';

/** find_personal_data's answer: per table, the rows that name the address. */
export type PersonalData = Record<string, Record<string, unknown>[]>;

const dateTimePattern = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
let dateTime: Intl.DateTimeFormat | undefined;

/** One value as French Excel reads it: fr-FR dates (Paris time), decimal commas, oui/non, JSON for the rest. */
export function csvValue(value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') {
    if (dayPattern.test(value)) return value.split('-').reverse().join('/');
    if (dateTimePattern.test(value) && !Number.isNaN(Date.parse(value))) {
      dateTime ??= new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        dateStyle: 'short',
        timeStyle: 'short',
      });
      return dateTime.format(new Date(value));
    }
    return value;
  }
  return JSON.stringify(value);
}

/**
 * Every table found, one line per field: « Données ; Ligne ; Champ ; Valeur », tables, fields and
 * coded values in French. Unlike the screen, the file holds every field, technical ones by their
 * stored name, and ids as stored: it is the copy of the data the law gives the person.
 */
export function personalDataCsv(data: PersonalData): string {
  const rows: CsvCell[][] = [];
  for (const [table, records] of Object.entries(data)) {
    records.forEach((record, index) => {
      for (const [field, value] of Object.entries(record)) {
        const name = isLabelledColumn(table, field) ? columnLabel(table, field) : field;
        const coded = typeof value === 'string' ? valueLabel(table, field, value) : undefined;
        rows.push([tablePluralLabel(table), index + 1, name, coded ?? csvValue(value)]);
      }
    });
  }
  return toFrenchCsv(['Données', 'Ligne', 'Champ', 'Valeur'], rows);
}

/** The same answer as a JSON file: the address, when, and every table (empty ones included). */
export function personalDataJson(email: string, data: PersonalData, exportedAt: Date = new Date()): string {
  return JSON.stringify({ email, exported_at: exportedAt.toISOString(), data }, null, 2);
}

/** How many rows were found, over every table. */
export function foundCount(data: PersonalData): number {
  return Object.values(data).reduce((sum, rows) => sum + rows.length, 0);
}

/** A file name for the address: « donnees-jean.dupont-example.fr-2026-11-27.csv ». */
export function exportFileName(email: string, day: string, extension: 'csv' | 'json'): string {
  return `donnees-${email.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}-${day}.${extension}`;
}
