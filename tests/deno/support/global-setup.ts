// The Deno layer: every function type-checked by Deno, then the local stack over a real
// PostgreSQL server with its functions served by Deno from their index.ts.
import { loadConfig } from '../../../supabase/local/config';
import { startRealStack } from '../../support/global-setup-real';
import { DENO_PG_PORT, DENO_STACK_ENV } from './deno-stack-env';
import { typeCheckFunctions } from './type-check';

export default async function setup(): Promise<() => Promise<void>> {
  Object.assign(process.env, DENO_STACK_ENV);
  const started = performance.now();
  const failures = await typeCheckFunctions(loadConfig().denoDir);
  if (failures.length > 0) {
    const offline = failures.some((f) => /dns error|error sending request/.test(f));
    throw new Error(
      `deno check failed:\n${failures.join('\n')}` +
        (offline
          ? '\nDeno could not reach the npm registry to fill its cache (.local-stack/deno): run the layer once with network access (outside netns-run).'
          : ''),
    );
  }
  console.log(`deno check: every function type-checks (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return startRealStack(DENO_STACK_ENV, DENO_PG_PORT);
}
