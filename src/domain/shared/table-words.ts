/**
 * How the back-office speaks of one table to staff: what a row and several rows are called, the
 * French name of each column a screen may show (in reading order), the columns no screen shows and
 * why, the columns that hold the id of another record, and the French names of coded values.
 *
 * Each domain describes its own tables in `src/domain/<domain>/tables.ts` (a new domain — billing —
 * adds `src/domain/billing/status.ts` and `tables.ts`, and one line in `src/domain/tables.ts`). The audit trail and the
 * data-rights screen read them through `src/domain/tables.ts`; an integration test
 * (tests/integration/domain-words.test.ts) compares them with the live database's catalog.
 */
export interface TableWords {
  /** « Contrat »: what one row is, as the audit trail names what an entry touched. */
  one: string;
  /** « Contrats »: the rows, as the data-rights screen lists what it found. */
  many: string;
  /**
   * Column → French name, in the order a reader reads a change: what names the record first, then
   * its state, figures and content, and the links to the records it belongs to last.
   */
  columns: Readonly<Record<string, string>>;
  /** Column → why no screen shows it (a secret, a hash, a storage path, an internal counter…). */
  hidden?: Readonly<Record<string, string>>;
  /** Column → the table whose row it names (or PEOPLE for an account): shown as that record's name. */
  references?: Readonly<Record<string, RecordTarget>>;
  /** Column → stored value → French name (statuses, kinds, roles…). */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Amounts in euros. */
  euros?: readonly string[];
  /** Percentages. */
  percents?: readonly string[];
  /** How another screen names one of these rows: the columns to read and the name they make. */
  naming?: RecordNaming;
}

/** A table name, or PEOPLE: accounts (auth.users), named by the team directory. */
export type RecordTarget = string;

/** The accounts of the team, which live in auth.users and are read through public.list_users. */
export const PEOPLE = 'people';

export interface RecordNaming {
  /** The PostgREST select that reads what names a row (the id is added). */
  select: string;
  name: (row: Readonly<Record<string, unknown>>) => string;
}

/** Columns every table may have, named once. */
export const commonColumns: Readonly<Record<string, string>> = {
  created_at: 'Date de création',
  updated_at: 'Dernière modification',
};

/** Columns no screen shows, whatever the table. */
export const commonHidden: Readonly<Record<string, string>> = {
  id: 'L’identifiant de la ligne elle-même : l’écran dit déjà de quel élément il s’agit.',
  search: 'Index de recherche calculé par la base à partir des autres colonnes.',
};

/** The text of a row's column, or '' when it holds nothing. */
export const text = (row: Readonly<Record<string, unknown>>, column: string): string => {
  const value = row[column];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** « Jeanne Martin », from the first and last name columns of a row (either may be empty). */
export const fullName = (row: Readonly<Record<string, unknown>>, first: string, last: string): string =>
  [text(row, first), text(row, last)].filter(Boolean).join(' ');
