import type { Json } from '@/lib/database.types';
import { columnLabel, compareColumns } from './labels';
import { AUDIT_TIME_ZONE, isDay } from './paris-days';
import { valueLabel } from './value-labels';

/** Longer values are cut on screen; the full text stays available (title, screen readers). */
export const MAX_VALUE_LENGTH = 80;

const EMPTY = '—';

let number: Intl.NumberFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** 1234.5 → « 1 234,5 »: every decimal the database kept, none added. */
function formatFrenchNumber(value: number): string {
  number ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 6 });
  return number.format(value);
}

/**
 * « 24/11/2026 10:05:00 », in Paris time: the date filters count days in Europe/Paris, so the
 * dates shown must too, whatever the time zone of the computer.
 */
export function formatAuditDateTime(value: string | Date): string {
  dateTime ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: AUDIT_TIME_ZONE });
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

/** '2026-11-30' → « 30/11/2026 » (a date column has no time zone: read it as written). */
function formatCalendarDay(value: string): string {
  day ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
  return day.format(new Date(`${value}T00:00:00Z`));
}

// What to_jsonb writes for a timestamptz: 2026-11-24T09:00:00.123+00:00
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

function formatString(value: string): string {
  if (value === '') return '(vide)';
  if (isDay(value)) return formatCalendarDay(value);
  if (timestampPattern.test(value) && !Number.isNaN(Date.parse(value))) return formatAuditDateTime(value);
  return value;
}

/** Address parts in the order of an envelope; other keys follow, by name. */
const objectKeyOrder = ['street', 'line1', 'line2', 'postal_code', 'city', 'country'];

function objectKeyRank(key: string): number {
  const rank = objectKeyOrder.indexOf(key);
  return rank === -1 ? objectKeyOrder.length : rank;
}

/** Names a coded value (a status, a role) of the column being read. */
type Translate = (value: string) => string;

const asIs: Translate = (value) => value;

/** An object (an address): its values as on an envelope, « 4 rue Nationale, 37000 Tours, France ». */
function formatObject(value: { [key: string]: Json | undefined }, translate: Translate): string {
  const parts = Object.entries(value)
    .filter(([, item]) => item !== null && item !== undefined && item !== '')
    .sort(([a], [b]) => objectKeyRank(a) - objectKeyRank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, item]) => ({ key, text: formatValueText(item, translate) }));
  const postal = parts.findIndex((part) => part.key === 'postal_code');
  if (postal !== -1 && parts[postal + 1]?.key === 'city') {
    parts.splice(postal, 2, { key: 'postal_code', text: `${parts[postal].text} ${parts[postal + 1].text}` });
  }
  return parts.length > 0 ? parts.map((part) => part.text).join(', ') : EMPTY;
}

/** One JSON value as a French reader expects it, in full. */
export function formatValueText(value: Json | undefined, translate: Translate = asIs): string {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return formatFrenchNumber(value);
  if (typeof value === 'string') {
    const named = translate(value);
    return named === value ? formatString(value) : named;
  }
  if (Array.isArray(value)) {
    const items = value
      .filter((item) => item !== null && item !== undefined)
      .map((item) => formatValueText(item, translate));
    return items.length > 0 ? items.join(', ') : EMPTY;
  }
  return formatObject(value, translate);
}

export interface FormattedValue {
  /** What the cell shows: the value, cut to MAX_VALUE_LENGTH characters with « … ». */
  text: string;
  /** The whole value, set only when text was cut. */
  full: string | null;
}

export function formatValue(
  value: Json | undefined,
  maxLength = MAX_VALUE_LENGTH,
  translate: Translate = asIs,
): FormattedValue {
  const full = formatValueText(value, translate);
  // Code points, not UTF-16 units: an emoji is never split in half.
  const characters = Array.from(full);
  if (characters.length <= maxLength) return { text: full, full: null };
  const cut = characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd();
  return { text: `${cut}…`, full };
}

export interface FormattedChange {
  column: string;
  label: string;
  before: FormattedValue;
  after: FormattedValue;
}

/** The row's own id says nothing the entry does not already say (it is row_id). */
const hiddenColumns = new Set(['id']);

function isRecord(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * audit_log.changes (`{ column: { before, after } }`) as « Champ : avant → après » lines, in reading
 * order (compareColumns). A malformed cell gives no line rather than a broken screen.
 */
export function formatChanges(table: string, changes: Json): FormattedChange[] {
  if (!isRecord(changes)) return [];
  return Object.entries(changes)
    .filter(([column]) => !hiddenColumns.has(column))
    .sort(([a], [b]) => compareColumns(a, b))
    .map(([column, change]) => {
      const pair = isRecord(change) ? change : { before: null, after: change ?? null };
      const translate: Translate = (value) => valueLabel(table, column, value);
      return {
        column,
        label: columnLabel(table, column),
        before: formatValue(pair.before, MAX_VALUE_LENGTH, translate),
        after: formatValue(pair.after, MAX_VALUE_LENGTH, translate),
      };
    });
}

/** « Actif : Oui → Non », as plain text. */
export function changeSentence(change: FormattedChange): string {
  return `${change.label} : ${change.before.full ?? change.before.text} → ${change.after.full ?? change.after.text}`;
}
