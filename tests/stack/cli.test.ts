import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDirs: string[] = [];

function dataDir(name: string): string {
  const dir = path.join(root, '.local-stack', `cli-test-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  dataDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('stack CLI', () => {
  it('exits 1 naming the port when the API port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { code, output } = await run(['start'], {
        STACK_DATA_DIR: dataDir('port'),
        STACK_API_PORT: String(port),
        STACK_DB_PORT: '56499',
      });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port}`);
      expect(output).toContain('already in use');
    } finally {
      blocker.close();
    }
  });

  it('refuses a data directory locked by a live process', async () => {
    const dir = dataDir('lock');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'stack.lock'), `${process.pid}\n`);
    for (const command of ['start', 'reset']) {
      const { code, output } = await run([command], {
        STACK_DATA_DIR: dir,
        STACK_API_PORT: '56498',
        STACK_DB_PORT: '56497',
      });
      expect(code).toBe(1);
      expect(output).toContain(`already used by another local stack process (PID ${process.pid})`);
    }
    expect(fs.readFileSync(path.join(dir, 'stack.lock'), 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over a stale lock, then reports a failing migration with its file, line and statement', async () => {
    const dir = dataDir('migration');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'stack.lock'), '999999\n');
    const { code, output } = await run(['reset'], {
      STACK_DATA_DIR: dir,
      STACK_MIGRATIONS_DIR: 'tests/stack/fixtures/bad-migrations',
      STACK_SEED_FILE: 'tests/stack/fixtures/none.sql',
    });
    expect(code).toBe(1);
    expect(output).toContain('20000101000100_broken.sql:4');
    expect(output).toContain('relation "public.cli_fixture_missing" does not exist');
    expect(output).toContain('insert into public.cli_fixture_missing (id) values (1)');
    expect(output).not.toContain('20000101000000_good.sql:');
    expect(fs.existsSync(path.join(dir, 'stack.lock'))).toBe(false);
  }, 180_000);

  it('asks for db:reset, in French and English, when the data directory was built from another migration history', async () => {
    const dir = dataDir('history');
    const env = { STACK_DATA_DIR: dir, STACK_SEED_FILE: 'tests/stack/fixtures/none.sql' };
    const before = await run(['reset'], { ...env, STACK_MIGRATIONS_DIR: 'tests/stack/fixtures/history-before' });
    expect(before.code, before.output).toBe(0);
    const { code, output } = await run(['start'], {
      ...env,
      STACK_MIGRATIONS_DIR: 'tests/stack/fixtures/history-after',
      STACK_API_PORT: '56496',
      STACK_DB_PORT: '56495',
      STACK_MAIL_PORT: '56494',
      STACK_SMTP_PORT: '56493',
    });
    expect(code).toBe(1);
    expect(output).toContain('La base locale a été construite par des migrations qui ne sont plus dans supabase/migrations (20000101000000 : 1 au total)');
    expect(output).toContain('Lancez « npm run db:reset »');
    expect(output).toContain('run "npm run db:reset" to rebuild it');
    // Not the SQL error the new history would have hit on the old tables.
    expect(output).not.toContain('already exists');
    expect(fs.existsSync(path.join(dir, 'stack.lock'))).toBe(false);
  }, 180_000);
});
