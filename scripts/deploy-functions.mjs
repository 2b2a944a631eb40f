// `npm run deploy:functions [-- <Supabase CLI options>]`: deploys every edge function in one call
// of the Supabase CLI. The list is read from supabase/functions (each folder holding an index.ts,
// `_shared` aside), so a new function is deployed without anyone editing a command by hand: the
// README's hand-typed list once left out two of eight. `--print` (or `--dry-run`) prints the
// command instead of running it; other options go to the CLI (`--project-ref <ref>`).
// Each function's verify_jwt and bundled files come from its [functions.<name>] section of
// supabase/config.toml, which the CLI reads itself (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The CLI version the checklist was written against (docs/deploy.md uses the same). */
const SUPABASE_CLI = 'supabase@3.1.0';

const functionsDir = path.resolve('supabase/functions');

/** Function folders, sorted; a folder without an entry point is a mistake, not something to skip. */
function functionNames() {
  const folders = fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const withoutEntry = folders.filter((name) => !fs.existsSync(path.join(functionsDir, name, 'index.ts')));
  if (withoutEntry.length > 0) {
    throw new Error(`Dossier de fonction sans index.ts dans supabase/functions : ${withoutEntry.join(', ')}`);
  }
  return folders;
}

const args = process.argv.slice(2);
const printOnly = args.some((arg) => arg === '--print' || arg === '--dry-run');
const cliOptions = args.filter((arg) => arg !== '--print' && arg !== '--dry-run');
const command = ['npx', '--yes', SUPABASE_CLI, 'functions', 'deploy', ...functionNames(), ...cliOptions];

if (printOnly) {
  console.log(
    command.map((word) => (/^[\w@./=:-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' '),
  );
} else {
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
