import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eStack } from './stack-env';

/**
 * A local stack of a spec's own, run as the developer runs it: `supabase/local/cli.ts reset`
 * (npm run db:reset) then `start` in a new process, stopped and started again at will. Unlike the
 * e2e stack that playwright.config.ts starts, the spec knows exactly which database sessions it
 * has served. Ports are the e2e run's plus E2E_CHILD_PORT_OFFSET (20), or E2E_CHILD_*_PORT.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Generous: a reset on a busy 2-core machine can take far longer than its usual ten seconds. */
const READY_TIMEOUT_MS = 150_000;
/** The stack itself gives up on a clean stop after 10 s. */
const STOP_TIMEOUT_MS = 15_000;

const offset = Number(process.env.E2E_CHILD_PORT_OFFSET ?? 20);
const port = (name: string, e2ePort: number) => Number(process.env[`E2E_CHILD_${name}_PORT`] ?? e2ePort + offset);

export const childStackPorts = {
  apiPort: port('API', e2eStack.apiPort),
  dbPort: port('DB', e2eStack.dbPort),
  mailPort: port('MAIL', e2eStack.mailPort),
  smtpPort: port('SMTP', e2eStack.smtpPort),
};

export interface ChildStackOptions {
  /** Relative to the repository, e.g. `.local-stack/e2e-cold`. */
  dataDir: string;
  /** More STACK_* settings. */
  env?: Record<string, string>;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runCli(args: string[], env: Record<string, string>): Run {
  // node --import tsx (not the tsx wrapper, which forks): the PID is the stack itself, so a
  // signal reaches it and nothing is left holding the ports or the data-dir lock.
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export class ChildStack {
  readonly apiUrl = `http://127.0.0.1:${childStackPorts.apiPort}`;
  readonly mailUrl = `http://127.0.0.1:${childStackPorts.mailPort}`;
  private readonly env: Record<string, string>;
  private running: Run | null = null;

  constructor(options: ChildStackOptions) {
    this.env = {
      STACK_DATA_DIR: options.dataDir,
      STACK_API_PORT: String(childStackPorts.apiPort),
      STACK_DB_PORT: String(childStackPorts.dbPort),
      STACK_MAIL_PORT: String(childStackPorts.mailPort),
      STACK_SMTP_PORT: String(childStackPorts.smtpPort),
      // Links in e-mails point at the app under test.
      STACK_SITE_URL: e2eStack.appUrl,
      ...options.env,
    };
  }

  /** `npm run db:reset`: rebuilds the data dir (bootstrap, migrations, seed) and exits. Returns its output. */
  async reset(): Promise<string> {
    if (this.running) throw new Error('Stop the stack before resetting its data dir.');
    const run = runCli(['reset'], this.env);
    const timer = setTimeout(() => run.child.kill('SIGKILL'), READY_TIMEOUT_MS);
    const code = await run.exited;
    clearTimeout(timer);
    if (code !== 0) throw new Error(`db:reset exited with code ${code}:\n${run.output()}`);
    return run.output();
  }

  /** `npm run stack` on the existing data dir, until it prints that it is ready. Returns its output so far. */
  async start(): Promise<string> {
    if (this.running) throw new Error('The stack is already running.');
    const run = runCli(['start'], this.env);
    this.running = run;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The stack was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${run.output()}`)),
        READY_TIMEOUT_MS,
      );
      const onData = () => {
        if (/\bready\b/.test(run.output())) {
          clearTimeout(timer);
          run.child.stdout?.off('data', onData);
          resolve();
        }
      };
      run.child.stdout?.on('data', onData);
      void run.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`The stack exited with code ${code} before it was ready:\n${run.output()}`));
      });
    });
    try {
      await ready;
    } catch (error) {
      await this.stop();
      throw error;
    }
    return run.output();
  }

  /** SIGTERM, then SIGKILL if it has not exited in time. Resolves once the process is gone, with its exit code. */
  async stop(): Promise<number | null> {
    const run = this.running;
    if (!run) return null;
    this.running = null;
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
    const outcome = await Promise.race([run.exited, timeout]);
    if (outcome !== 'timeout') return outcome;
    run.child.kill('SIGKILL');
    return run.exited;
  }
}
