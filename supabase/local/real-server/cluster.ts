// A throwaway PostgreSQL cluster on loopback, from the machine's own server binaries
// (Debian's `postgresql` package): the real server the stack and the tests can run against.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class NoPostgresServerError extends Error {
  constructor() {
    super(
      'No PostgreSQL server binaries found (initdb, pg_ctl). On Debian: apt-get install postgresql ' +
        '(or set PG_BINDIR to the folder holding them).',
    );
  }
}

/** The newest installed server: PG_BINDIR, else /usr/lib/postgresql/<version>/bin, else pg_config's. */
export function findPostgresBinaries(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** Postgres refuses to run as root: there, run its programs as the `postgres` system user. */
function asServerUser(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[]): void {
  const [command, argv] = asServerUser(bin, args);
  execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface RealCluster {
  port: number;
  dataDir: string;
  /** `url(user)`: a loopback connection string for that role (the cluster trusts loopback). */
  url(user: string): string;
  version: string;
  stop(): Promise<void>;
}

/**
 * initdb with `supabase_admin` as the superuser (as hosted Supabase has it), then start on
 * 127.0.0.1:port. Durability is off: the cluster lives for one run.
 */
export function startCluster(options: { port: number; label?: string }): RealCluster {
  const bindir = findPostgresBinaries();
  if (!bindir) throw new NoPostgresServerError();
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `${options.label ?? 'real-pg'}-`));
  const dataDir = path.join(parent, 'data');
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(parent, id('-u'), id('-g'));
  }
  run(path.join(bindir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'supabase_admin',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const settings = [
    `-p ${options.port}`,
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories=${parent}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c timezone=UTC',
  ].join(' ');
  const log = path.join(parent, 'server.log');
  try {
    run(path.join(bindir, 'pg_ctl'), ['-D', dataDir, '-l', log, '-w', '-o', settings, 'start']);
  } catch {
    // The reason (a port in use, most often) is in the server's log, which goes with the folder.
    const reason = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').slice(-4).join('\n') : '';
    fs.rmSync(parent, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${options.port}:\n${reason}`);
  }
  const version = execFileSync(path.join(bindir, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  let stopped = false;
  return {
    port: options.port,
    dataDir,
    version,
    url: (user) => `postgresql://${user}:postgres@127.0.0.1:${options.port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bindir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(parent, { recursive: true, force: true });
      }
    },
  };
}
