// Starts one local stack for the whole integration run (real migrations and
// seed, plus the stack's own contract fixtures in the stack_fixture schema).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The test stacks listen below Linux's ephemeral range (32768–60999): the suites open thousands of
// outgoing connections (the real-PostgreSQL layer one per request), and a port still held by one of
// them when the next layer starts made that layer's stack fail with EADDRINUSE.
export const TEST_STACK_ENV = {
  STACK_DATA_DIR: '.local-stack/test',
  STACK_API_PORT: '31421',
  STACK_DB_PORT: '31422',
  STACK_MAIL_PORT: '31424',
  STACK_SMTP_PORT: '31425',
  // Tests run the scheduled jobs (deliver-emails and the others) themselves, when they choose.
  STACK_SCHEDULER: 'off',
  STACK_MIGRATIONS_DIR: ['supabase/migrations', 'tests/stack/fixtures/migrations'].join(path.delimiter),
  STACK_API_SCHEMAS: 'public,stack_fixture',
  STACK_FUNCTIONS_DIR: ['supabase/functions', 'tests/stack/fixtures/functions'].join(path.delimiter),
  STACK_FIXTURE_SECRET: 'fixture-secret-value',
  // Tests share one IP; the per-e-mail limit stays at its default so it can be tested.
  STACK_AUTH_MAX_FAILURES_PER_IP: '10000',
};

/** Where the integration stack's publish-site function calls the deploy hook: beside its API port. */
export function deployHookUrl(apiPort: string | undefined): string {
  return `http://127.0.0.1:${Number(apiPort ?? TEST_STACK_ENV.STACK_API_PORT) + 7}/hooks/deploy`;
}
export const DEPLOY_HOOK_SECRET = 'test-deploy-hook-secret';

// Generous: a reset on a busy 2-core machine can take far longer than its usual few seconds.
const READY_TIMEOUT_MS = Number(process.env.STACK_TEST_READY_TIMEOUT_MS ?? 120_000);

async function isUp(port: string): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    return res.ok;
  } catch {
    return false;
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const env = { ...TEST_STACK_ENV };
  for (const [k, v] of Object.entries(env)) process.env[k] ??= v;
  // STACK_TEST_REUSE=1 runs against an already started test stack (faster edit-test loops).
  if (process.env.STACK_TEST_REUSE === '1' && (await isUp(process.env.STACK_API_PORT as string))) return async () => {};
  return startStackProcess(['--reset']);
}

/**
 * Starts `supabase/local/cli.ts start` with process.env (plus the deploy hook the
 * publish-site tests play) and resolves once it is ready; the returned function stops it.
 */
export async function startStackProcess(args: string[]): Promise<() => Promise<void>> {
  // The hosting's deploy hook, played by tests/integration/publish-site.test.ts.
  process.env.SITE_DEPLOY_HOOK_URL ??= deployHookUrl(process.env.STACK_API_PORT);
  process.env.SITE_DEPLOY_HOOK_SECRET ??= DEPLOY_HOOK_SECRET;
  // node --import tsx (not the tsx wrapper, which forks): the PID is the stack itself,
  // so a kill on timeout cannot leave an orphan holding the ports and the data-dir lock.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'start', ...args], {
    cwd: root,
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `The local stack did not become ready in ${READY_TIMEOUT_MS / 1000} s.\nstdout:\n${stdout}\nstderr:\n${stderr}`,
        ),
      );
    }, READY_TIMEOUT_MS);
    const onData = () => {
      if (/\bready\b/.test(stdout)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The local stack exited with code ${code} before it was ready.\nstdout:\n${stdout}\nstderr:\n${stderr}`,
        ),
      );
    });
  });

  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000));
    if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
  };
}
