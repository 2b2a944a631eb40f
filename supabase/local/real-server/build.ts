// Shapes a fresh cluster like a hosted Supabase project and builds the product's database in
// it the way `supabase db push` does: bootstrap as the superuser `supabase_admin`, then
// `postgres` without superuser rights, then migrations (or the declarative schema files) and
// seed applied as `postgres`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyPendingMigrations, runSqlFile } from '../migrate';
import { clientRunner } from '../pool-database';
import type { RealCluster } from './cluster';

const BOOTSTRAP_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bootstrap.sql');

/** What hosted Supabase's `postgres` is: no superuser, but creates roles and bypasses RLS. */
const HOSTED_POSTGRES = 'alter role postgres nosuperuser createrole createdb replication bypassrls login';

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface BuildReport {
  migrations: string[];
  schemaFiles: string[];
  seeds: string[];
  timings: Record<string, number>;
}

export interface BuildOptions {
  migrationsDirs: string[];
  /** supabase/schemas files, run in this order after the migrations (each in one transaction). */
  schemaFiles?: string[];
  seedFiles: string[];
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

export async function buildDatabase(cluster: RealCluster, options: BuildOptions): Promise<BuildReport> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  await withClient(cluster.url('supabase_admin'), async (admin) => {
    await runSqlFile(clientRunner(admin), BOOTSTRAP_FILE, 'supabase/local/bootstrap.sql');
    await admin.query(HOSTED_POSTGRES);
  });
  timings.bootstrap = performance.now() - t;
  t = performance.now();
  const report = await withClient(cluster.url('postgres'), async (postgres) => {
    const runner = clientRunner(postgres);
    const migrations = await applyPendingMigrations(runner, options.migrationsDirs);
    const schemaFiles = options.schemaFiles ?? [];
    for (const file of schemaFiles) await runSqlFile(runner, file, relative(file));
    timings.migrations = performance.now() - t;
    t = performance.now();
    const seeds: string[] = [];
    for (const seed of options.seedFiles) {
      if (!fs.existsSync(seed)) continue;
      await runSqlFile(runner, seed, relative(seed));
      seeds.push(seed);
    }
    timings.seed = performance.now() - t;
    return { migrations: migrations.applied, schemaFiles, seeds };
  });
  return { ...report, timings };
}
