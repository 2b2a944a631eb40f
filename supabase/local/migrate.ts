// Applies supabase/migrations/*.sql in filename order (each file in one
// transaction, recorded in supabase_migrations.schema_migrations) and the seed.
import fs from 'node:fs';
import path from 'node:path';
import { splitSql, type SqlStatement } from './sql-split';
import type { SqlRunner, Transaction } from './sql-tx';

export class SqlFileError extends Error {
  constructor(
    readonly file: string,
    readonly statement: SqlStatement,
    readonly cause: unknown,
  ) {
    super(describeFailure(file, statement, cause));
  }
}

function describeFailure(file: string, statement: SqlStatement, cause: unknown): string {
  const e = cause as { message?: string; code?: string; detail?: string; hint?: string };
  const excerpt = statement.text.length > 600 ? `${statement.text.slice(0, 600)} …` : statement.text;
  const lines = [`${file}:${statement.line}: ${e.message ?? String(cause)}${e.code ? ` (SQLSTATE ${e.code})` : ''}`];
  if (e.detail) lines.push(`DETAIL: ${e.detail}`);
  if (e.hint) lines.push(`HINT: ${e.hint}`);
  lines.push('Statement:', excerpt.replace(/^/gm, '  '));
  return lines.join('\n');
}

async function runStatements(tx: Transaction, file: string, source: string): Promise<SqlStatement[]> {
  const statements = splitSql(source);
  for (const statement of statements) {
    try {
      await tx.exec(statement.text);
    } catch (error) {
      throw new SqlFileError(file, statement, error);
    }
  }
  return statements;
}

/** Runs a whole SQL file in one transaction, reporting the failing statement. */
export async function runSqlFile(db: SqlRunner, file: string, label = file): Promise<void> {
  const source = fs.readFileSync(file, 'utf8');
  await db.transaction(async (tx) => {
    await tx.exec(`set local search_path to "$user", public, extensions`);
    await runStatements(tx, label, source);
  });
}

/** Migration files of all directories, ordered by file name (their version prefix). */
export function listMigrations(migrationsDirs: string[]): Array<{ fileName: string; file: string }> {
  const files: Array<{ fileName: string; file: string }> = [];
  for (const dir of migrationsDirs) {
    if (!fs.existsSync(dir)) continue;
    for (const fileName of fs.readdirSync(dir)) {
      if (fileName.endsWith('.sql')) files.push({ fileName, file: path.join(dir, fileName) });
    }
  }
  return files.sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
}

function versionOf(fileName: string): { version: string; name: string } {
  const base = fileName.replace(/\.sql$/, '');
  const underscore = base.indexOf('_');
  return underscore === -1
    ? { version: base, name: '' }
    : { version: base.slice(0, underscore), name: base.slice(underscore + 1) };
}

/**
 * The database records migrations that no file holds any more: it was built from another history
 * (migrations squashed, renamed or removed since), and applying today's files on top of it would
 * fail on objects that already exist. Only a rebuild gives the database these files describe.
 */
export class MigrationHistoryError extends Error {
  constructor(readonly unknownVersions: string[]) {
    const listed = unknownVersions.slice(0, 3).join(', ') + (unknownVersions.length > 3 ? ', …' : '');
    super(
      [
        `La base locale a été construite par des migrations qui ne sont plus dans supabase/migrations (${listed} : ${unknownVersions.length} au total) : l’historique des migrations a changé depuis.`,
        'Lancez « npm run db:reset » pour la reconstruire depuis les migrations actuelles et le jeu de démonstration (les données locales seront remplacées).',
        `The local database was built from migrations that are no longer in supabase/migrations (${listed}: ${unknownVersions.length} in all): run "npm run db:reset" to rebuild it (local data is replaced by the seed).`,
      ].join('\n'),
    );
  }
}

export interface MigrationReport {
  applied: string[];
  /** Already applied files whose content changed since: only a reset applies them. */
  changed: string[];
}

export async function applyPendingMigrations(db: SqlRunner, migrationsDirs: string[]): Promise<MigrationReport> {
  const report: MigrationReport = { applied: [], changed: [] };
  const done = new Map<string, string[]>();
  const rows = await db.query<{ version: string; statements: string[] | null }>(
    'select version, statements from supabase_migrations.schema_migrations',
  );
  for (const row of rows.rows) done.set(row.version, row.statements ?? []);

  const migrations = listMigrations(migrationsDirs);
  const versions = new Set(migrations.map(({ fileName }) => versionOf(fileName).version));
  const unknown = [...done.keys()].filter((version) => !versions.has(version)).sort();
  if (unknown.length > 0) throw new MigrationHistoryError(unknown);

  for (const { fileName, file } of migrations) {
    const { version, name } = versionOf(fileName);
    const source = fs.readFileSync(file, 'utf8');
    const previous = done.get(version);
    if (previous) {
      const now = splitSql(source).map((s) => s.text);
      if (now.join('\n;\n') !== previous.join('\n;\n')) report.changed.push(fileName);
      continue;
    }
    const label = path.relative(process.cwd(), file) || file;
    await db.transaction(async (tx) => {
      await tx.exec(`set local search_path to "$user", public, extensions`);
      const statements = await runStatements(tx, label, source);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, statements.map((s) => s.text)],
      );
    });
    report.applied.push(fileName);
  }
  return report;
}
