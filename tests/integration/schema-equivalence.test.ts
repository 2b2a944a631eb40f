import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, schemaPaths } from '../../supabase/local/config';
import { startCluster, type RealCluster } from '../../supabase/local/real-server/cluster';
import { rebuildAndRead, withSuperuser } from '../support/schema-builds';
import { compareCatalogs, readCatalog, type Catalog } from '../support/schema-catalog';

/**
 * supabase/schemas (the schema by domain, in the order `[db.migrations] schema_paths` declares)
 * and supabase/migrations must build the same database: on a PostgreSQL server of its own, shaped
 * like hosted Supabase (bootstrap as supabase_admin, then `postgres` without superuser rights),
 * one build from each, and their catalogs compared object by object (docs/database.md). A change
 * made in only one of them fails here, naming the object and both versions of it.
 * Real PostgreSQL only: the integration project (PGlite) leaves this file out.
 */
const SCHEMA_PG_PORT = 31542;

let cluster: RealCluster | undefined;
let fromMigrations: Catalog = {};
let fromSchemas: Catalog = {};

beforeAll(async () => {
  cluster = startCluster({ port: SCHEMA_PG_PORT, label: 'visiolease-schema-pg' });
  fromMigrations = await rebuildAndRead(cluster, { migrationsDirs: [path.join(REPO_ROOT, 'supabase', 'migrations')] });
  // The schema-built database stays: the last case plants differences in it.
  fromSchemas = await rebuildAndRead(cluster, { migrationsDirs: [], schemaFiles: schemaPaths() });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
});

const kinds = (catalog: Catalog) =>
  Object.keys(catalog).reduce<Record<string, number>>((counts, key) => {
    const kind = key.startsWith('default privileges') ? 'default privileges' : (key.split(' ')[0] as string);
    counts[kind] = (counts[kind] ?? 0) + 1;
    return counts;
  }, {});

describe('the schema files and the migrations', () => {
  it('build a database holding every kind of object the comparison reads', () => {
    // An empty or half-read catalog would compare equal to another: each kind must be there.
    const counts = kinds(fromSchemas);
    for (const kind of ['schema', 'extension', 'relation', 'column', 'constraint', 'index', 'policy', 'function',
      'trigger', 'sequence', 'type', 'default privileges', 'rows']) {
      expect(counts[kind] ?? 0, kind).toBeGreaterThan(0);
    }
    expect(counts.function).toBeGreaterThan(150);
    expect(counts.policy).toBeGreaterThan(100);
  });

  it('build the same database', () => {
    const differences = compareCatalogs(fromMigrations, fromSchemas);
    // Each difference on its own, both sides in full: « expected » is the migrations' version.
    for (const { key, left, right } of differences) expect.soft(right, key).toEqual(left);
    expect(differences.map(({ key }) => key)).toEqual([]);
  });

  it('would report a change made in one of them only', async () => {
    if (!cluster) throw new Error('no cluster');
    const planted = await withSuperuser(cluster, 'postgres', async (db) => {
      await db.query('begin');
      try {
        await db.query(`
          alter table public.products alter column stock set default 1;
          comment on column public.orders.notes is 'Notes internes';
          alter function private.mailbox(text) stable;
          alter policy "Lead readers can read leads" on public.leads using (true);
          grant insert on public.audit_log to authenticated;
          drop index public.leads_score_id_idx;
          alter table public.orders disable trigger orders_audit;
          update private.role_permissions set level = 'read' where role = 'marketing' and area = 'seo';
        `);
        return await readCatalog(db);
      } finally {
        await db.query('rollback');
      }
    });
    expect(compareCatalogs(fromSchemas, planted).map(({ key }) => key)).toEqual([
      'column public.orders.notes',
      'column public.products.stock',
      'function private.mailbox(email text)',
      'index public.leads_score_id_idx',
      'policy public.leads.Lead readers can read leads',
      'relation public.audit_log',
      'rows private.role_permissions',
      'trigger public.orders.orders_audit',
    ]);
  });
});
