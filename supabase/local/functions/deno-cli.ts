// The project's own Deno (the `deno` npm package, pinned in package-lock.json) and the environment
// every Deno command of the stack and the tests runs with.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The native binary of the `deno` package. Its install script is not allowed to run
 * (package.json allowScripts): the package's own resolver links the platform binary on first use.
 */
export function denoExecutable(): string {
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

/** How this machine reaches the npm registry (a proxy, its certificate authority), passed as they are. */
const NETWORK_VARIABLES = [
  'NODE_EXTRA_CA_CERTS',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'https_proxy',
  'http_proxy',
  'no_proxy',
];

/**
 * Deno's cache in `denoDir` (npm packages come from the npm registry, its default; no HOME is
 * passed, so no user .npmrc points elsewhere), and no package.json discovery: as in a deploy, a
 * function resolves bare names through its own deno.json only, never through the repository's
 * node_modules (the Supabase CLI sets DENO_NO_PACKAGE_JSON=1 when it bundles for the same reason).
 */
export function denoEnv(denoDir: string): Record<string, string> {
  const network = NETWORK_VARIABLES.filter((key) => process.env[key]).map((key) => [key, process.env[key] as string]);
  return {
    ...Object.fromEntries(network),
    DENO_DIR: denoDir,
    DENO_NO_PACKAGE_JSON: '1',
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
  };
}
