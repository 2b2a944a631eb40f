import type { Json } from '@/lib/database.types';
import { formatEuro } from '@/lib/format';
import { isDay, PARIS_TIME_ZONE } from '@/lib/paris-days';
import { isUuid } from '@/lib/uuid';
import { columnRefs, nameKey, UNREADABLE, type RecordNames, type RecordRef } from '@/domain/record-names';
import { columnLabel, columnTarget, columnUnit, compareColumns, isHiddenColumn, valueLabel } from '@/domain/tables';

/** Longer values are cut on screen; the full text stays available (title, screen readers). */
export const MAX_VALUE_LENGTH = 80;

const EMPTY = '—';
/** A record's name that has not arrived yet. */
export const NAME_PENDING = '…';

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
  dateTime ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: PARIS_TIME_ZONE });
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
  // An id inside a value no column describes (an e-mail's content…): it names nothing a reader knows.
  if (isUuid(value)) return UNREADABLE;
  return value;
}

/** Address parts in the order of an envelope; other keys follow, by name. */
const objectKeyOrder = ['street', 'line1', 'line2', 'postal_code', 'city', 'country'];

function objectKeyRank(key: string): number {
  const rank = objectKeyOrder.indexOf(key);
  return rank === -1 ? objectKeyOrder.length : rank;
}

/** Names a value of the column being read: a coded value, an id, an amount. Undefined: no special name. */
type Translate = (value: string | number) => string | undefined;

const asIs: Translate = () => undefined;

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
  if (typeof value === 'number') return translate(value) ?? formatFrenchNumber(value);
  if (typeof value === 'string') return translate(value) ?? formatString(value);
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

/**
 * How the values of `table.column` read: the record an id names (or UNREADABLE; NAME_PENDING while
 * names load), the French name of a coded value, an amount in euros or a percentage.
 */
function columnTranslate(table: string, column: string, names: RecordNames | undefined): Translate {
  const target = columnTarget(table, column);
  const unit = columnUnit(table, column);
  return (value) => {
    if (typeof value === 'number') {
      if (unit === 'euros') return formatEuro(value);
      if (unit === 'percent') return `${formatFrenchNumber(value)} %`;
      return undefined;
    }
    if (target) return names ? (names.get(nameKey(target, value)) ?? UNREADABLE) : NAME_PENDING;
    return valueLabel(table, column, value);
  };
}

/** One stored value of `table.column` as staff read it, cut for the screen. */
export function formatField(
  table: string,
  column: string,
  value: Json | undefined,
  names: RecordNames | undefined,
  maxLength = MAX_VALUE_LENGTH,
): FormattedValue {
  return formatValue(value, maxLength, columnTranslate(table, column, names));
}

export interface FormattedChange {
  column: string;
  label: string;
  before: FormattedValue;
  after: FormattedValue;
}

function isRecord(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The before and after of one column of audit_log.changes (a malformed cell reads as a new value). */
function changePair(change: Json | undefined): { before: Json; after: Json } {
  return isRecord(change)
    ? { before: change.before ?? null, after: change.after ?? null }
    : { before: null, after: change ?? null };
}

/**
 * audit_log.changes (`{ column: { before, after } }`) as « Champ : avant → après » lines, in reading
 * order, without the columns no screen shows. A malformed cell gives no line rather than a broken screen.
 */
export function formatChanges(table: string, changes: Json, names?: RecordNames): FormattedChange[] {
  if (!isRecord(changes)) return [];
  return Object.entries(changes)
    .filter(([column]) => !isHiddenColumn(table, column))
    .sort(([a], [b]) => compareColumns(table)(a, b))
    .map(([column, change]) => {
      const pair = changePair(change);
      return {
        column,
        label: columnLabel(table, column),
        before: formatField(table, column, pair.before, names),
        after: formatField(table, column, pair.after, names),
      };
    });
}

/** « Actif : Oui → Non », as plain text. */
export function changeSentence(change: FormattedChange): string {
  return `${change.label} : ${change.before.full ?? change.before.text} → ${change.after.full ?? change.after.text}`;
}

/** The records both sides of each change of an entry name, for one request per kind (record-names.ts). */
export function changeRefs(table: string, changes: Json): RecordRef[] {
  if (!isRecord(changes)) return [];
  const values = Object.entries(changes).flatMap(([column, change]): [string, unknown][] => {
    const { before, after } = changePair(change);
    return [
      [column, before],
      [column, after],
    ];
  });
  return [...columnRefs(table, values)];
}
