// `npm run test:conformance -- <supabase-js checkout>`: runs postgrest-js's own test suite
// (packages/core/postgrest-js/test, written against a real PostgREST behind `supabase start`)
// against the local stack loaded with that suite's fixture database, and prints the pass rate.
// Nothing of supabase-js is committed here: the checkout (a work tree, or a bare git
// directory) is copied to a temporary directory for each run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ANON_KEY, REPO_ROOT } from '../../supabase/local/config';
import { prepareFixture } from './fixture';
import { summarise, type VitestJson } from './summary';

const PACKAGE = 'packages/core/postgrest-js';
/** The tests hard-code the Supabase CLI's gateway; requests to it go to our proxy instead. */
const CLI_URL = 'http://localhost:54321';

const base = Number(process.env.CONFORMANCE_PORT_BASE ?? 55600);
const ports = { proxy: base, api: base + 1, db: base + 2, mail: base + 4, smtp: base + 5 };
const READY_TIMEOUT_MS = 180_000;

function usage(): never {
  console.error(
    'Usage: npm run test:conformance -- <path to a supabase-js checkout or its git directory>\n' +
      '(or set POSTGREST_JS_CHECKOUT). Ports: CONFORMANCE_PORT_BASE (default 55600) to +5.',
  );
  process.exit(2);
}

/** The postgrest-js package folder: inside a work tree, or extracted from a git directory's HEAD. */
function packageDir(checkout: string, workDir: string): string {
  for (const dir of [path.join(checkout, PACKAGE), checkout]) {
    if (fs.existsSync(path.join(dir, 'test', 'supabase', 'seed.sql'))) return dir;
  }
  if (fs.existsSync(path.join(checkout, 'HEAD')) && fs.existsSync(path.join(checkout, 'objects'))) {
    const archive = execFileSync('git', ['--git-dir', checkout, 'archive', 'HEAD', PACKAGE], {
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', workDir], { input: archive });
    return path.join(workDir, PACKAGE);
  }
  throw new Error(`No ${PACKAGE}/test/supabase/seed.sql under ${checkout}`);
}

/** Copies src/ and test/, pointing every test at the proxy. */
function copySuite(pkg: string, runDir: string): void {
  fs.cpSync(path.join(pkg, 'src'), path.join(runDir, 'src'), { recursive: true });
  fs.cpSync(path.join(pkg, 'test'), path.join(runDir, 'test'), { recursive: true });
  // zod, type-fest (types only) and vitest resolve from our node_modules.
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(runDir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(runDir, 'test'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    if (text.includes(CLI_URL)) fs.writeFileSync(file, text.replaceAll(CLI_URL, `http://127.0.0.1:${ports.proxy}`));
  }
}

/**
 * The CLI's gateway lets a request without `apikey` through as anon; ours answers 401 as
 * hosted Supabase does. The proxy adds the anon key when the test sent none.
 */
function startProxy(): Promise<http.Server> {
  const server = http.createServer((incoming, outgoing) => {
    const headers: http.OutgoingHttpHeaders = { ...incoming.headers, host: `127.0.0.1:${ports.api}` };
    headers.apikey ??= ANON_KEY;
    const upstream = http.request(
      { host: '127.0.0.1', port: ports.api, method: incoming.method, path: incoming.url, headers },
      (res) => {
        outgoing.writeHead(res.statusCode ?? 502, res.headers);
        res.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports.proxy, '127.0.0.1', () => resolve(server));
  });
}

function startStack(migrationsDir: string, seedFile: string, functionsDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'start', '--reset'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      STACK_DATA_DIR: '.local-stack/conformance',
      STACK_API_PORT: String(ports.api),
      STACK_DB_PORT: String(ports.db),
      STACK_MAIL_PORT: String(ports.mail),
      STACK_SMTP_PORT: String(ports.smtp),
      STACK_MIGRATIONS_DIR: migrationsDir,
      STACK_SEED_FILE: seedFile,
      STACK_FUNCTIONS_DIR: functionsDir,
      // supabase/config.toml of the suite: schemas = ["public", "personal", "graphql_public"].
      STACK_API_SCHEMAS: 'public,personal',
      STACK_SCHEDULER: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The local stack was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/\bready\b/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local stack exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Asynchronous: the proxy runs in this process and must keep answering while the tests run. */
function runVitest(runDir: string, resultsFile: string): Promise<void> {
  const vitest = path.join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [vitest, 'run', '--config', path.join(import.meta.dirname, 'vitest.config.ts')];
  args.push('--reporter=dot', '--reporter=json', `--outputFile.json=${resultsFile}`);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, CONFORMANCE_ROOT: runDir },
    stdio: 'inherit',
  });
  // Failing tests are expected: the summary, not vitest's exit code, is the result.
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function main(): Promise<void> {
  const checkout = process.argv[2] ?? process.env.POSTGREST_JS_CHECKOUT;
  if (!checkout) usage();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postgrest-js-conformance-'));
  const runDir = path.join(workDir, 'run');
  fs.mkdirSync(runDir);
  const pkg = packageDir(path.resolve(checkout), workDir);
  copySuite(pkg, runDir);
  const fixture = prepareFixture(path.join(pkg, 'test'), path.join(workDir, 'fixture'));
  const functionsDir = path.join(workDir, 'functions');
  fs.mkdirSync(functionsDir);

  console.log(`postgrest-js suite from ${pkg}, run in ${runDir}`);
  const stack = await startStack(fixture.migrationsDir, fixture.seedFile, functionsDir);
  const proxy = await startProxy();
  const resultsFile = path.join(workDir, 'results.json');
  try {
    await runVitest(runDir, resultsFile);
  } finally {
    proxy.close();
    stack.kill('SIGTERM');
  }
  if (!fs.existsSync(resultsFile)) throw new Error('vitest wrote no results');
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as VitestJson;
  const summary = summarise(results, (file) => fs.readFileSync(file, 'utf8').includes(`127.0.0.1:${ports.proxy}`));
  console.log(`\nFixture adaptations: ${fixture.notes.join('; ') || 'none'}`);
  console.log(summary.text);
  if (process.argv.includes('--json')) console.log(JSON.stringify(summary.figures));
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
