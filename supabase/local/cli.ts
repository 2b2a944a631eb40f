// npm run stack | db:reset | db:types
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, REPO_ROOT, type StackConfig } from './config';
import { openDatabase } from './database';
import { DataDirLockedError, lockDataDir } from './lock';
import { MigrationHistoryError, SqlFileError } from './migrate';
import { PortInUseError, startStack, type RunningStack } from './stack';

/** The Supabase CLI that `db:types` runs (see types()). */
const SUPABASE_CLI_VERSION = '3.1.0';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function explain(error: unknown): string {
  if (error instanceof SqlFileError) return `Migration/seed failed:\n${error.message}`;
  if (error instanceof PortInUseError || error instanceof DataDirLockedError || error instanceof MigrationHistoryError) {
    return error.message;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** CPU seconds since the process started: comparable across runs on a busy machine, unlike wall time. */
function cpuSeconds(): string {
  const { user, system } = process.cpuUsage();
  return `cpu ${((user + system) / 1e6).toFixed(2)} s`;
}

function formatTimings(timings: Record<string, number>): string {
  return Object.entries(timings)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`)
    .join(', ');
}

async function start(config: StackConfig, reset: boolean): Promise<void> {
  const t = performance.now();
  let stack: RunningStack;
  try {
    stack = await startStack(config, { reset });
    const { timings } = stack.open;
    timings.total = performance.now() - t;
  } catch (error) {
    fail(explain(error));
  }
  const { migrations, built, timings } = stack.open;
  console.log(
    `${built ? 'Database built' : 'Database opened'} in ${config.dataDir} (${formatTimings(timings)}, ${cpuSeconds()})`,
  );
  if (migrations.applied.length) console.log(`Applied migrations: ${migrations.applied.join(', ')}`);
  if (migrations.changed.length) {
    console.warn(
      `Warning: already-applied migrations changed since: ${migrations.changed.join(', ')} — run "npm run db:reset" to rebuild.`,
    );
  }
  console.log(
    `Local stack ready: API ${config.apiUrl} · DB ${config.dbUrl} (${((performance.now() - t) / 1000).toFixed(2)} s)`,
  );
  console.log(`Local inbox: http://${config.host}:${config.mailPort} (SMTP ${config.host}:${config.smtpPort})`);

  // Once the parent is gone our stdout may be a broken pipe: a failed log must not abort the shutdown.
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stack.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // A test runner or script killed without a chance to stop us must not leave an
  // orphan holding the ports and the data-dir lock: stop when the parent is gone.
  const parent = process.ppid;
  if (parent > 1) {
    setInterval(() => {
      try {
        process.kill(parent, 0);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') void stop('parent process exited');
      }
    }, 1000).unref();
  }
}

async function reset(config: StackConfig): Promise<void> {
  const t = performance.now();
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    fail(explain(error));
  }
  try {
    const open = await openDatabase(config, { reset: true });
    await open.db.close();
    const applied = open.migrations.applied.length;
    console.log(
      `Database reset in ${config.dataDir}: ${applied} migration(s) + seed in ${((performance.now() - t) / 1000).toFixed(2)} s (${formatTimings(open.timings)}, ${cpuSeconds()})`,
    );
  } catch (error) {
    lock.release();
    fail(explain(error));
  }
  lock.release();
}

function runCommand(bin: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.on('error', (error) => resolve({ code: 1, stdout, stderr: String(error) }));
  });
}

function dbPortAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function types(config: StackConfig, out: string): Promise<void> {
  let stack: RunningStack | null = null;
  try {
    stack = await startStack(config, { reset: false });
  } catch (error) {
    // A stack already running on this data directory serves the same database: use its socket.
    const running =
      (error instanceof DataDirLockedError || error instanceof PortInUseError) &&
      (await dbPortAnswers(config.dbHost, config.dbPort));
    if (!running) fail(explain(error));
    console.log(`Using the local stack already running on port ${config.dbPort}.`);
  }
  const url = `${config.dbUrl}?sslmode=disable`;
  const bin = path.join(REPO_ROOT, 'node_modules', '.bin');
  // The CLI is fetched on demand, pinned: 3.x generates types from a plain database URL
  // (--remote) without Docker, but its platform packages are not all on the registry, so it
  // cannot sit in the lockfile that `npm ci` must install whole. sslmode=disable keeps a TLS
  // warning out of stdout. An empty --workdir: the CLI would otherwise validate
  // supabase/config.toml, which only matters to Docker.
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-types-'));
  const output = await runCommand('npx', [
    '--yes',
    `supabase@${SUPABASE_CLI_VERSION}`,
    'gen',
    'types',
    'typescript',
    `--remote=${url}`,
    '--schema',
    'public',
    '--workdir',
    workdir,
  ]);
  fs.rmSync(workdir, { recursive: true, force: true });
  await stack?.close();
  if (output.code !== 0 || !output.stdout.includes('export type Database')) {
    fail(`supabase gen types failed (exit ${output.code}):\n${output.stderr || output.stdout}`);
  }
  const target = path.resolve(REPO_ROOT, out);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, output.stdout);
  // Formatted like the rest of the code base, so regenerating gives a minimal diff.
  const prettier = path.join(bin, 'prettier');
  if (fs.existsSync(prettier)) await runCommand(prettier, ['--write', target]);
  console.log(`Wrote ${path.relative(REPO_ROOT, target)}`);
}

async function main(): Promise<void> {
  const [command = 'start', ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'start') await start(config, args.includes('--reset'));
  else if (command === 'reset') await reset(config);
  else if (command === 'types') {
    const at = args.indexOf('--out');
    await types(config, at !== -1 && args[at + 1] ? (args[at + 1] as string) : 'src/lib/database.types.ts');
  } else fail(`Unknown command "${command}". Use: start [--reset] | reset | types [--out file]`);
}

void main();
