// Opens the embedded Postgres for a data directory, building it when missing:
// bootstrap (from a cached pristine snapshot when possible), migrations, seed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { StackConfig } from './config';
import { applyPendingMigrations, runSqlFile, type MigrationReport } from './migrate';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BOOTSTRAP_FILE = path.join(HERE, 'bootstrap.sql');
const extensions = { pgcrypto, uuid_ossp };

/**
 * PGlite's default 128 MB of shared buffers is all resident (WASM memory),
 * which alone breaks the stack's 400 MB budget; this database is tiny.
 */
const pgOptionsFor = (sharedBuffers: string) => ({
  extensions,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
});

export type StackDb = PGlite;

export interface DataDirLayout {
  pgdata: string;
  storage: string;
  /** Written last on a successful build; a directory without it is rebuilt. */
  marker: string;
}

export function layoutOf(dataDir: string): DataDirLayout {
  return {
    pgdata: path.join(dataDir, 'pgdata'),
    storage: path.join(dataDir, 'storage'),
    marker: path.join(dataDir, 'ready.json'),
  };
}

export interface OpenResult {
  db: StackDb;
  built: boolean;
  migrations: MigrationReport;
  timings: Record<string, number>;
}

function pgliteVersion(): string {
  const pkg = path.join(HERE, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  try {
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Which bootstrap.sql a data directory was built from (recorded in its ready.json). */
function bootstrapKey(): string {
  return createHash('sha256').update(fs.readFileSync(BOOTSTRAP_FILE, 'utf8')).digest('hex').slice(0, 16);
}

function builtFromOtherBootstrap(marker: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(marker, 'utf8')) as { bootstrap?: string }).bootstrap !== bootstrapKey();
  } catch {
    return true;
  }
}

function snapshotPath(cacheDir: string, bootstrapSql: string): string {
  const key = createHash('sha256').update(pgliteVersion()).update('\0').update(bootstrapSql).digest('hex').slice(0, 16);
  return path.join(cacheDir, `pristine-${key}`);
}

/** Session settings: ALTER DATABASE only reaches sessions started after it. */
async function prepareSession(db: PGlite): Promise<void> {
  await db.exec(`set search_path to "$user", public, extensions; set timezone to 'UTC'`);
}

/**
 * initdb is the slow part of a fresh build (~6 s here). After the first build
 * the cleanly shut down post-bootstrap data directory is kept in the cache, and
 * later builds copy it natively (~0.1 s) and open it like any existing database.
 */
async function createBootstrapped(
  pgdata: string,
  cacheDir: string,
  pgOptions: ReturnType<typeof pgOptionsFor>,
  timings: Record<string, number>,
) {
  const bootstrapSql = fs.readFileSync(BOOTSTRAP_FILE, 'utf8');
  const snapshot = snapshotPath(cacheDir, bootstrapSql);
  let t = performance.now();
  if (fs.existsSync(path.join(snapshot, 'PG_VERSION'))) {
    fs.cpSync(snapshot, pgdata, { recursive: true });
    timings.snapshotCopy = performance.now() - t;
    t = performance.now();
    const db = await PGlite.create({ dataDir: pgdata, ...pgOptions });
    timings.open = performance.now() - t;
    return db;
  }
  let db = await PGlite.create({ dataDir: pgdata, ...pgOptions });
  timings.initdb = performance.now() - t;
  t = performance.now();
  await db.exec(bootstrapSql);
  timings.bootstrap = performance.now() - t;
  t = performance.now();
  await db.close();
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = `${snapshot}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(pgdata, tmp, { recursive: true });
  try {
    fs.renameSync(tmp, snapshot);
  } catch {
    // Another process saved the same snapshot meanwhile: theirs is as good.
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  db = await PGlite.create({ dataDir: pgdata, ...pgOptions });
  timings.snapshotSave = performance.now() - t;
  return db;
}

export function wipeDataDir(dataDir: string): void {
  const layout = layoutOf(dataDir);
  fs.rmSync(layout.marker, { force: true });
  fs.rmSync(layout.pgdata, { recursive: true, force: true });
  fs.rmSync(layout.storage, { recursive: true, force: true });
}

/** Caller must hold the data-dir lock. */
export async function openDatabase(config: StackConfig, options: { reset: boolean }): Promise<OpenResult> {
  const layout = layoutOf(config.dataDir);
  const pgOptions = pgOptionsFor(config.pgSharedBuffers);
  const timings: Record<string, number> = {};
  const needsBuild = options.reset || !fs.existsSync(layout.marker);
  let db: PGlite;
  let migrations: MigrationReport;
  if (needsBuild) {
    wipeDataDir(config.dataDir);
    fs.mkdirSync(layout.storage, { recursive: true });
    db = await createBootstrapped(layout.pgdata, config.cacheDir, pgOptions, timings);
    try {
      await prepareSession(db);
      let t = performance.now();
      migrations = await applyPendingMigrations(db, config.migrationsDirs);
      timings.migrations = performance.now() - t;
      t = performance.now();
      for (const seed of config.seedFiles) {
        if (fs.existsSync(seed)) await runSqlFile(db, seed, path.relative(process.cwd(), seed) || seed);
      }
      timings.seed = performance.now() - t;
      fs.writeFileSync(
        layout.marker,
        JSON.stringify({ builtAt: new Date().toISOString(), bootstrap: bootstrapKey() }) + '\n',
      );
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  } else {
    const t = performance.now();
    db = await PGlite.create({ dataDir: layout.pgdata, ...pgOptions });
    timings.open = performance.now() - t;
    try {
      await prepareSession(db);
      migrations = await applyPendingMigrations(db, config.migrationsDirs);
      // Only a reset applies a changed bootstrap (auth and storage tables): say so like a changed migration.
      if (builtFromOtherBootstrap(layout.marker)) migrations.changed.unshift('supabase/local/bootstrap.sql');
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  }
  if (needsBuild || migrations.applied.length > 0) {
    // The session that ran bootstrap, migrations and seed has resolved names and cached plans
    // with superuser rights: it could hide a grant missing for anon. Serve from a new one, as
    // hosted PostgREST serves from connections that never ran a migration.
    const t = performance.now();
    await db.close();
    db = await PGlite.create({ dataDir: layout.pgdata, ...pgOptions });
    await prepareSession(db);
    timings.reopen = performance.now() - t;
  }
  return { db, built: needsBuild, migrations, timings };
}
