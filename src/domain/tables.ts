import { auditTables } from '@/domain/audit/tables';
import { billingTables } from '@/domain/billing/tables';
import { campaignTables } from '@/domain/campaigns/tables';
import { catalogueTables } from '@/domain/catalogue/tables';
import { contractTables } from '@/domain/contracts/tables';
import { emailTables } from '@/domain/email/tables';
import { leadTables } from '@/domain/leads/tables';
import { offerTables } from '@/domain/offers/tables';
import { orderTables } from '@/domain/orders/tables';
import { privacyTables } from '@/domain/privacy/tables';
import { publicationTables } from '@/domain/publication/tables';
import { requestTables } from '@/domain/requests/tables';
import { seoTables } from '@/domain/seo/tables';
import { serviceTables } from '@/domain/service/tables';
import {
  commonColumns,
  commonHidden,
  type RecordNaming,
  type RecordTarget,
  type TableWords,
} from '@/domain/shared/table-words';
import { teamTables } from '@/domain/team/tables';

/**
 * Every domain's tables in one map, for the screens that show any table: the audit trail and the
 * data-rights screen. A new domain (billing) spreads its `<domain>/tables.ts` here;
 * tests/integration/domain-words.test.ts then holds its words to the live catalog.
 */
const described: Readonly<Record<string, TableWords>> = {
  ...catalogueTables,
  ...requestTables,
  ...leadTables,
  ...orderTables,
  ...offerTables,
  ...contractTables,
  ...serviceTables,
  ...campaignTables,
  ...emailTables,
  ...seoTables,
  ...teamTables,
  ...publicationTables,
  ...privacyTables,
  ...auditTables,
  ...billingTables,
};

/** Every table the back-office names to staff, by its name in the database. */
export const tableWords: Readonly<Record<string, TableWords>> = {
  ...described,
  // audit_log.table_name holds the other tables' names.
  audit_log: {
    ...described.audit_log,
    values: {
      ...described.audit_log.values,
      table_name: Object.fromEntries(Object.entries(described).map(([table, words]) => [table, words.one])),
    },
  },
};

/** What a screen says for a table or a column it was never told about (a test keeps this from happening). */
const UNKNOWN_TABLE = 'Autre élément';
const UNKNOWN_TABLES = 'Autres données';
const UNKNOWN_COLUMN = 'Autre champ';

function wordsOf(table: string): TableWords | undefined {
  return Object.hasOwn(tableWords, table) ? tableWords[table] : undefined;
}

function entry<T>(map: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return map && Object.hasOwn(map, key) ? map[key] : undefined;
}

/** « Contrat »: one row of the table. */
export const tableLabel = (table: string) => wordsOf(table)?.one ?? UNKNOWN_TABLE;

/** « Contrats »: the rows of the table. */
export const tablePluralLabel = (table: string) => wordsOf(table)?.many ?? UNKNOWN_TABLES;

/** The French name of a column (the table's own, else a name every table shares). */
export function columnLabel(table: string, column: string): string {
  return entry(wordsOf(table)?.columns, column) ?? entry(commonColumns, column) ?? UNKNOWN_COLUMN;
}

/** Whether a column has a French name (else a screen has no business showing it by its raw one). */
export function isLabelledColumn(table: string, column: string): boolean {
  return entry(wordsOf(table)?.columns, column) !== undefined || entry(commonColumns, column) !== undefined;
}

/** A column no screen shows: a secret, a hash, a storage path, the row's own id… */
export function isHiddenColumn(table: string, column: string): boolean {
  return entry(wordsOf(table)?.hidden, column) !== undefined || entry(commonHidden, column) !== undefined;
}

/** The kind of record a column names by its id, if it does. */
export const columnTarget = (table: string, column: string): RecordTarget | undefined =>
  entry(wordsOf(table)?.references, column);

/** The French name of a coded value of a column, if it has one. */
export const valueLabel = (table: string, column: string, value: string): string | undefined =>
  entry(entry(wordsOf(table)?.values, column), value);

export type ColumnUnit = 'euros' | 'percent';

export function columnUnit(table: string, column: string): ColumnUnit | undefined {
  const words = wordsOf(table);
  if (words?.euros?.includes(column)) return 'euros';
  if (words?.percents?.includes(column)) return 'percent';
  return undefined;
}

/** How to name one row of a table where another record points at it. */
export const namingOf = (table: string): RecordNaming | undefined => wordsOf(table)?.naming;

/** Orders two columns of a table for reading: as its words list them, shared ones next, unknown ones last. */
export function compareColumns(table: string): (a: string, b: string) => number {
  const order = [...Object.keys(wordsOf(table)?.columns ?? {}), ...Object.keys(commonColumns)];
  const rank = (column: string) => {
    const at = order.indexOf(column);
    return at === -1 ? order.length : at;
  };
  return (a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
