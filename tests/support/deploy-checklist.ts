// What a deployment needs, derived from the repository, and what docs/deploy.md, config.toml and
// the generated deploy command miss of it (tests/unit/deploy-checklist.test.ts). Derived, never
// listed by hand: a function, secret, SQL file, bucket or build variable added to the code shows
// up here before anyone remembers the checklist.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { configReader, parseToml, tomlTable } from '../../supabase/local/toml';

const CONFIG_TOML = 'supabase/config.toml';

export interface DeployFacts {
  /** Function folder → the environment keys its code reads (its own files and the shared ones it imports). */
  functionSecrets: Map<string, string[]>;
  /** Environment reads whose key is no string literal: no checklist could name them. */
  unlistedReads: string[];
  hostedSql: string[];
  /** Bucket id → public, from the migrations' `insert into storage.buckets`. */
  buckets: Map<string, boolean>;
  viteVariables: string[];
  authTemplates: { template: string; subject: string; contentPath: string }[];
  /** The first pg_cron job of the schedules file (deliver-emails), as the checklist must quote it. */
  scheduleSql: string;
  configToml: string;
}

/** The platform's own variables (hosted Supabase sets them; the CLI refuses to set a SUPABASE_ name). */
const PLATFORM_KEY = /^SUPABASE_/;
const RELATIVE_IMPORT =
  /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const ENV_READ = /(?:\bgetEnv|\bDeno\.env\.get)\(\s*([^)]*?)\s*\)/g;

/** index.ts and every file it reaches through relative imports. */
function functionFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      visit(path.resolve(path.dirname(file), (match[1] ?? match[2] ?? match[3]) as string));
    }
  };
  visit(entry);
  return [...seen];
}

function environmentReads(files: string[], unlisted: string[]): string[] {
  const keys = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, argument] of text.matchAll(ENV_READ)) {
      const literal = /^(['"])([A-Z][A-Z0-9_]*)\1$/.exec(argument as string);
      if (literal) keys.add(literal[2] as string);
      // `(key) => Deno.env.get(key)`: index.ts handing the runtime's environment to the handler.
      else if (!text.includes(`(${argument}) => Deno.env.get(${argument})`)) unlisted.push(`${file}: ${argument}`);
    }
  }
  return [...keys].filter((key) => !PLATFORM_KEY.test(key)).sort();
}

/** Top-level values of one SQL tuple: `'a', 'b', true, 10, array['x', 'y']`. */
function sqlTuple(text: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === "'") quoted = !quoted;
    if (!quoted && (char === '(' || char === '[')) depth++;
    if (!quoted && (char === ')' || char === ']')) depth--;
    if (!quoted && depth === 0 && char === ',') {
      values.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...values, current.trim()];
}

function bucketsOf(migrationsDir: string): Map<string, boolean> {
  const buckets = new Map<string, boolean>();
  const tuple = /\(((?:[^()']|'[^']*'|\([^)]*\))*)\)/g;
  // One or several rows after `values` (the baseline inserts the five buckets in one statement).
  const insert = new RegExp(
    String.raw`insert\s+into\s+storage\.buckets\s*\(([^)]*)\)\s*values\s*((?:${tuple.source}\s*,?\s*)+)`,
    'gi',
  );
  for (const file of fs.readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) {
    // Comments out first: a row's comment may hold parentheses.
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const [, columns, rows] of sql.matchAll(insert)) {
      for (const [, values] of (rows as string).matchAll(tuple)) {
        const row = Object.fromEntries(
          (columns as string).split(',').map((column, index) => [column.trim(), sqlTuple(values as string)[index]]),
        );
        buckets.set((row.id as string).replace(/'/g, ''), row.public === 'true');
      }
    }
  }
  return buckets;
}

export function functionFolders(root: string): string[] {
  const dir = path.join(root, 'supabase/functions');
  return fs
    .readdirSync(dir)
    .filter((name) => !/^[_.]/.test(name) && fs.statSync(path.join(dir, name)).isDirectory())
    .sort();
}

export function deployFacts(root: string): DeployFacts {
  const unlistedReads: string[] = [];
  const functionSecrets = new Map(
    functionFolders(root).map((name) => [
      name,
      environmentReads(functionFiles(path.join(root, 'supabase/functions', name, 'index.ts')), unlistedReads),
    ]),
  );
  const configToml = fs.readFileSync(path.join(root, CONFIG_TOML), 'utf8');
  const doc = parseToml(configToml, CONFIG_TOML);
  const config = configReader(doc, CONFIG_TOML);
  const authTemplates = Object.keys(tomlTable(doc, 'auth.email.template')).map((template) => ({
    template,
    subject: config(`auth.email.template.${template}`, 'subject') as string,
    contentPath: (config(`auth.email.template.${template}`, 'content_path') as string).replace(/^\.\//, ''),
  }));
  const hostedDir = path.join(root, 'supabase/hosted');
  const schedule = fs.readFileSync(path.join(hostedDir, 'schedules.sql'), 'utf8');
  return {
    functionSecrets,
    unlistedReads,
    hostedSql: fs
      .readdirSync(hostedDir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => `supabase/hosted/${name}`),
    buckets: bucketsOf(path.join(root, 'supabase/migrations')),
    viteVariables: [
      ...new Set(fs.readFileSync(path.join(root, 'src/config/env.ts'), 'utf8').match(/\bVITE_[A-Z0-9_]+/g)),
    ],
    authTemplates,
    scheduleSql:
      /select cron\.schedule\([\s\S]*?\n\);/.exec(schedule)?.[0] ?? '(no cron.schedule in the schedules file)',
    configToml,
  };
}

/** `npm run deploy:functions -- --print`, run in `root`: the command it would run. */
export function printedDeployCommand(root: string): string {
  return execFileSync(process.execPath, [path.resolve('scripts/deploy-functions.mjs'), '--print'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

interface MarkdownTable {
  header: string[];
  rows: string[][];
}

/** The tables of a Markdown text (code blocks aside), cells trimmed. */
function markdownTables(markdown: string): MarkdownTable[] {
  const tables: MarkdownTable[] = [];
  let inCode = false;
  let lines: string[] = [];
  const close = () => {
    if (lines.length >= 2) {
      const cells = (line: string) =>
        line
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((cell) => cell.trim());
      tables.push({ header: cells(lines[0] as string), rows: lines.slice(2).map(cells) });
    }
    lines = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) inCode = !inCode;
    if (!inCode && line.startsWith('|')) lines.push(line);
    else close();
  }
  close();
  return tables;
}

/** The backticked words of a cell: `a`, `b` → [a, b]. */
const codeWords = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/** Everything docs/deploy.md, config.toml or the deploy command misses or names wrongly. */
export function checklistProblems(facts: DeployFacts, doc: string, deployCommand: string): string[] {
  const problems = facts.unlistedReads.map((read) => `environment read without a literal key: ${read}`);
  const toml = parseToml(facts.configToml, CONFIG_TOML);
  const config = configReader(toml, CONFIG_TOML);
  const functions = [...facts.functionSecrets.keys()];
  const tables = markdownTables(doc);
  const table = (firstHeader: string) => {
    const found = tables.find((candidate) => candidate.header[0] === firstHeader);
    if (!found) problems.push(`docs/deploy.md: no table headed « ${firstHeader} »`);
    return new Map((found?.rows ?? []).map((row) => [codeWords(row[0])[0] ?? row[0], row] as const));
  };

  const functionRows = table('Function');
  for (const name of functions) {
    const verifyJwt = config(`functions.${name}`, 'verify_jwt');
    if (typeof verifyJwt !== 'boolean') problems.push(`config.toml: no [functions.${name}] section with verify_jwt`);
    const row = functionRows.get(name);
    if (!row) {
      problems.push(`docs/deploy.md: function ${name} is not in the functions table`);
      continue;
    }
    if (codeWords(row[1])[0] !== String(verifyJwt)) {
      problems.push(`docs/deploy.md: ${name} has verify_jwt ${row[1]}, config.toml says ${verifyJwt}`);
    }
    const secrets = facts.functionSecrets.get(name) ?? [];
    if (!sameSet(codeWords(row[2]), secrets)) {
      problems.push(`docs/deploy.md: ${name} reads ${secrets.join(', ') || 'no secret'}, the table says ${row[2]}`);
    }
  }
  // A table defined twice (two branches each adding one) is refused by the parser above, as by the CLI.
  for (const section of Object.keys(tomlTable(toml, 'functions'))) {
    if (!functions.includes(section)) problems.push(`config.toml: [functions.${section}] names no function folder`);
  }
  for (const name of functionRows.keys()) {
    if (!functions.includes(name)) problems.push(`docs/deploy.md: function ${name} has no folder`);
  }

  const secretRows = table('Secret');
  const readers = new Map<string, string[]>();
  for (const [name, secrets] of facts.functionSecrets) {
    for (const secret of secrets) readers.set(secret, [...(readers.get(secret) ?? []), name]);
  }
  for (const [secret, names] of readers) {
    const row = secretRows.get(secret);
    if (!row)
      problems.push(`docs/deploy.md: secret ${secret} (read by ${names.join(', ')}) is not in the secrets table`);
    else if (!sameSet(codeWords(row[1]), names))
      problems.push(`docs/deploy.md: ${secret} is read by ${names.join(', ')}, the table says ${row[1]}`);
  }
  for (const secret of secretRows.keys()) {
    if (!readers.has(secret)) problems.push(`docs/deploy.md: secret ${secret} is read by no function`);
  }

  const bucketRows = table('Bucket');
  for (const [bucket, isPublic] of facts.buckets) {
    const privacy = bucketRows.get(bucket)?.[1];
    if (privacy !== (isPublic ? 'public' : 'private')) {
      problems.push(
        `docs/deploy.md: bucket ${bucket} (${isPublic ? 'public' : 'private'}) reads « ${privacy ?? 'missing'} »`,
      );
    }
  }
  for (const bucket of bucketRows.keys()) {
    if (!facts.buckets.has(bucket)) problems.push(`docs/deploy.md: bucket ${bucket} is created by no migration`);
  }

  const variableRows = table('Variable');
  if (!sameSet([...variableRows.keys()], facts.viteVariables)) {
    problems.push(
      `docs/deploy.md: build variables ${[...variableRows.keys()].join(', ')}, src/config/env.ts reads ${facts.viteVariables.join(', ')}`,
    );
  }

  const commands = [...doc.matchAll(/```bash\n([\s\S]*?)```/g)].map((block) => block[1]).join('\n');
  for (const file of facts.hostedSql) {
    if (!commands.includes(file)) problems.push(`docs/deploy.md: no command runs ${file}`);
  }
  for (const { template, subject, contentPath } of facts.authTemplates) {
    if (!doc.includes(subject) || !doc.includes(contentPath)) {
      problems.push(`docs/deploy.md: the ${template} e-mail template (« ${subject} », ${contentPath}) is missing`);
    }
  }
  if (!doc.includes(facts.scheduleSql))
    problems.push('docs/deploy.md: the schedule’s SQL differs from supabase/hosted/schedules.sql');

  const deployed = deployCommand.split(' functions deploy ')[1]?.split(' ') ?? [];
  for (const name of functions) {
    if (!deployed.includes(name)) problems.push(`deploy command: ${name} is not deployed`);
  }
  if (!commands.includes('npm run deploy:functions'))
    problems.push('docs/deploy.md: npm run deploy:functions is not shown');
  if (!commands.includes(deployCommand))
    problems.push(`docs/deploy.md: the deploy command shown is not « ${deployCommand} »`);
  return problems;
}
