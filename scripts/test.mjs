// `npm test`: the whole suite, in order of speed; stops at the first failing layer.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['Integration tests (local stack)', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
for (const [title, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) continue;
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
