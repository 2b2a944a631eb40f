// `npm test`: the whole suite, in order of speed; stops at the first failing stage. The layers of
// one stage run at once (they share no port, data dir or output folder, and each keeps to about
// one core); their output is held and printed whole when each ends, so it never interleaves.
import { spawn, spawnSync } from 'node:child_process';

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

const stages = [
  // Each about one core for about 20 s.
  [
    ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  // Two workers: alone.
  [['Unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit*']]],
  // One production build (no database needed), weighed against budgets/public-pages.json, beside
  // the embedded database's layer (one process on one core, ports 314xx).
  [
    ['Size budgets (production build)', 'npx', ['tsx', 'scripts/budgets/check.ts']],
    ['Integration tests (local stack)', 'npx', ['vitest', 'run', '--project', 'integration']],
  ],
  [
    [
      'Integration tests (real PostgreSQL)',
      'npx',
      ['vitest', 'run', '--project', 'integration-real'],
      postgresServerMissing,
    ],
  ],
  // Every edge function type-checked and served by Deno from its index.ts, over the same server.
  [['Edge functions (Deno)', 'npx', ['vitest', 'run', '--project', 'deno'], postgresServerMissing]],
  // Two workers for the specs that keep to their own rows, then the others one at a time.
  [['End-to-end tests (Chromium)', 'npx', ['playwright', 'test'], null, { E2E_WORKERS: '2' }]],
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs one layer; alone, its output flows as it comes, otherwise it is held until it ends. */
function runLayer([title, command, args, , env], alone) {
  const started = Date.now();
  console.log(`▶ ${title}`);
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (data) => (output += data));
  child.stderr?.on('data', (data) => (output += data));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (output) process.stdout.write(`\n── ${title} ──\n${output}`);
      const ok = code === 0;
      if (ok) console.log(`✔ ${title} (${seconds(started)} s)`);
      else console.error(`✖ ${title} a échoué (${seconds(started)} s${signal ? `, ${signal}` : ''}).`);
      resolve({ ok, code: code ?? 1 });
    });
  });
}

const only = process.argv.slice(2);
const suiteStarted = Date.now();
for (const stage of stages) {
  const layers = stage.filter(([title, , , skipReason]) => {
    if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) return false;
    const skipped = skipReason?.();
    if (skipped) console.warn(`\n⚠ ${title} : ignoré — ${skipped}.`);
    return !skipped;
  });
  if (layers.length === 0) continue;
  console.log('');
  const results = await Promise.all(layers.map((layer) => runLayer(layer, layers.length === 1)));
  const failed = results.find((result) => !result.ok);
  if (failed) process.exit(failed.code);
}
console.log(`\n✔ Toutes les couches sont passées (${(Number(seconds(suiteStarted)) / 60).toFixed(1)} min).`);
