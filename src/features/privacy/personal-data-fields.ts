import type { Json } from '@/lib/database.types';
import { columnRefs, recordRefs, type RecordNames, type RecordRef, type RecordRefs } from '@/domain/record-names';
import { changeRefs, changeSentence, formatChanges, formatField } from '@/domain/record-values';
import { columnLabel, compareColumns, isHiddenColumn } from '@/domain/tables';
import type { PersonalData } from './export';

export interface PersonalField {
  column: string;
  label: string;
  text: string;
}

/** The audit trail's own rows: their changes read as the history screens read them, on the changed table. */
function isAuditChanges(table: string, column: string): boolean {
  return table === 'audit_log' && column === 'changes';
}

const changedTable = (row: Readonly<Record<string, unknown>>) => String(row.table_name ?? '');

/** The records every row found names (its own columns, and an audit entry's changes), one list per kind. */
export function personalDataRefs(data: PersonalData): RecordRefs {
  const refs: RecordRef[] = [];
  for (const [table, rows] of Object.entries(data)) {
    for (const row of rows) {
      refs.push(...columnRefs(table, Object.entries(row)));
      if (table === 'audit_log') refs.push(...changeRefs(changedTable(row), row.changes as Json));
    }
  }
  return recordRefs(refs);
}

/**
 * One row found, as staff read it: each column by its French name in reading order, its value in
 * French (records by their name, codes by their label, euros, dates), without the columns no
 * screen shows (ids, hashes, storage paths).
 */
export function personalFields(
  table: string,
  row: Readonly<Record<string, unknown>>,
  names: RecordNames | undefined,
): PersonalField[] {
  return Object.keys(row)
    .filter((column) => !isHiddenColumn(table, column))
    .sort(compareColumns(table))
    .map((column) => {
      const value = row[column] as Json;
      const text = isAuditChanges(table, column)
        ? formatChanges(changedTable(row), value, names).map(changeSentence).join(' ; ') || '—'
        : formatField(table, column, value, names, Number.POSITIVE_INFINITY).text;
      return { column, label: columnLabel(table, column), text };
    });
}
