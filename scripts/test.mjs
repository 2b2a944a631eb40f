// `npm test`: the whole suite, in order of speed; stops at the first failing layer.
import { spawnSync } from 'node:child_process';

/**
 * The real-PostgreSQL layer needs the machine's PostgreSQL server (Debian's `postgresql`).
 * Where none can be installed it is skipped with a message; CI installs one and never skips.
 */
function postgresServerMissing() {
  const probe = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "import('./supabase/local/real-server/cluster.ts').then((m) => process.exit(m.findPostgresBinaries() ? 0 : 3))",
    ],
    { stdio: 'inherit' },
  );
  if (probe.status === 0) return null;
  if (process.env.CI) return null; // Let the layer fail with the cluster's own message.
  return 'no PostgreSQL server on this machine (apt-get install postgresql, or PG_BINDIR)';
}

const steps = [
  ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  // One production build (no database needed), weighed against budgets/public-pages.json.
  ['Size budgets (production build)', 'npx', ['tsx', 'scripts/budgets/check.ts']],
  ['Integration tests (local stack)', 'npx', ['vitest', 'run', '--project', 'integration']],
  [
    'Integration tests (real PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'integration-real'],
    postgresServerMissing,
  ],
  // Every edge function type-checked and served by Deno from its index.ts, over the same server.
  ['Edge functions (Deno)', 'npx', ['vitest', 'run', '--project', 'deno'], postgresServerMissing],
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
for (const [title, command, args, skipReason] of steps) {
  if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) continue;
  const skipped = skipReason?.();
  if (skipped) {
    console.warn(`\n⚠ ${title} : ignoré — ${skipped}.`);
    continue;
  }
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} a échoué (${seconds} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
