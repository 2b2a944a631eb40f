// Builds the product's database on a throwaway PostgreSQL server the way the real-PostgreSQL
// layer does (bootstrap as supabase_admin, then `postgres` without superuser rights), from the
// migrations or from the declarative schema files, and reads its catalog.
import pg from 'pg';
import { buildDatabase, type BuildOptions } from '../../supabase/local/real-server/build';
import type { RealCluster } from '../../supabase/local/real-server/cluster';
import { readCatalog, type Catalog } from './schema-catalog';

export async function withSuperuser<T>(cluster: RealCluster, database: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: cluster.url('supabase_admin').replace(/\/postgres$/, `/${database}`) });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/**
 * A new, empty `postgres` database (the name bootstrap.sql and the builds expect), the product
 * built in it, and its catalog. Roles belong to the cluster and stay; everything else is new.
 */
export async function rebuildAndRead(cluster: RealCluster, options: Omit<BuildOptions, 'seedFiles'>): Promise<Catalog> {
  await withSuperuser(cluster, 'template1', async (admin) => {
    await admin.query('drop database if exists postgres with (force)');
    await admin.query('create database postgres');
  });
  await buildDatabase(cluster, { ...options, seedFiles: [] });
  return withSuperuser(cluster, 'postgres', readCatalog);
}
