// `npm run stack:real`: the local stack over a throwaway PostgreSQL server shaped like hosted
// Supabase (built anew each time, gone on exit), for trying a change under production's rules.
import { loadConfig } from '../supabase/local/config';
import { buildDatabase } from '../supabase/local/real-server/build';
import { startCluster } from '../supabase/local/real-server/cluster';
import { startStack } from '../supabase/local/stack';

const port = Number(process.env.STACK_REAL_PG_PORT ?? 54330);
process.env.STACK_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
const cluster = startCluster({ port, label: 'visiolease-pg' });
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
const stop = async () => {
  await stack?.close();
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
try {
  const config = loadConfig();
  const report = await buildDatabase(cluster, { migrationsDirs: config.migrationsDirs, seedFiles: config.seedFiles });
  console.log(`${cluster.version} on 127.0.0.1:${port}: ${report.migrations.length} migrations and the seed as postgres`);
  stack = await startStack(config, { reset: false });
  console.log(`Local stack ready: API ${config.apiUrl} · DB ${config.dbUrl}`);
} catch (error) {
  console.error(error);
  await cluster.stop();
  process.exit(1);
}
