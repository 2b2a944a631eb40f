// Builds a throwaway PostgreSQL cluster shaped like hosted Supabase (migrations and seed
// applied as a `postgres` without superuser rights), then starts the local stack over it.
import { loadConfig } from '../../supabase/local/config';
import { buildDatabase } from '../../supabase/local/real-server/build';
import { startCluster } from '../../supabase/local/real-server/cluster';
import { startStackProcess } from './global-setup';
import { REAL_PG_PORT, REAL_STACK_ENV } from './real-stack-env';

/** The stack of `env` (its STACK_* variables) over a new cluster on `pgPort`; resolves to its stop. */
export async function startRealStack(env: Record<string, string>, pgPort: number): Promise<() => Promise<void>> {
  Object.assign(process.env, env);
  const cluster = startCluster({ port: pgPort, label: 'visiolease-test-pg' });
  try {
    const { migrationsDirs, seedFiles } = loadConfig();
    const report = await buildDatabase(cluster, { migrationsDirs, seedFiles });
    const ms = Object.entries(report.timings).map(([k, v]) => `${k} ${Math.round(v)} ms`);
    console.log(`${cluster.version}: ${report.migrations.length} migrations and the seed as postgres (${ms.join(', ')})`);
    const stopStack = await startStackProcess([]);
    return async () => {
      await stopStack();
      await cluster.stop();
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export default function setup(): Promise<() => Promise<void>> {
  return startRealStack(REAL_STACK_ENV, REAL_PG_PORT);
}
