// npm run bench:stack — times the local stack the way developers and tests use it.
// Own data dir and ports (56421/56422), so it never touches the dev or test stacks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import {
  recentOutput,
  runProcess,
  startProcess,
  stopProcess,
  waitForOutput,
  type Child,
  type StartOptions,
} from '../lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_PORT = 56421;
const DB_PORT = 56422;
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const env = {
  STACK_DATA_DIR: '.local-stack/bench-stack',
  STACK_API_PORT: String(API_PORT),
  STACK_DB_PORT: String(DB_PORT),
  // The fixture schema gives a whoami() function to check role isolation exactly.
  STACK_MIGRATIONS_DIR: ['supabase/migrations', 'tests/stack/fixtures/migrations'].join(path.delimiter),
  STACK_API_SCHEMAS: 'public,stack_fixture',
};

const RUNS = { reset: 3, start: 3, select: 200 };
const TARGETS = { resetMs: 15_000, warmStartMs: 5_000, select50Ms: 20, mismatches: 0, rssMiB: 400 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Client = SupabaseClient<any, any, any>;
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

function medianOf(runs: Timed[]): Timed {
  return { ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)) };
}

function seconds(t: Timed): string {
  return `${(t.ms / 1000).toFixed(2)} s wall, ${(t.cpuMs / 1000).toFixed(2)} s CPU`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** `node --import tsx` keeps the server in this PID, so its RSS can be read directly. */
const cli = (args: string[]): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', 'supabase/local/cli.ts', ...args],
];
const quiet = (extraEnv: Record<string, string> = {}): StartOptions => ({
  cwd: root,
  env: { ...env, ...extraEnv },
  echo: 'none',
});

interface Timed {
  ms: number;
  /** CPU seconds the stack process reported: steadier than wall time when the machine is shared. */
  cpuMs: number;
}

function cpuOf(output: string): number {
  const m = /cpu ([\d.]+) s/.exec(output);
  return m ? Math.round(Number(m[1]) * 1000) : NaN;
}

async function timedReset(extraEnv: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const output = await runProcess('reset', ...cli(['reset']), quiet(extraEnv));
  return { ms: performance.now() - started, cpuMs: cpuOf(output) };
}

async function startStack(): Promise<{ child: Child } & Timed> {
  const started = performance.now();
  const child = startProcess('stack', ...cli(['start']), quiet());
  await waitForOutput(child, /\bready\b/, { timeoutMs: 60_000 });
  return { child, ms: performance.now() - started, cpuMs: cpuOf(recentOutput(child)) };
}

/** utime + stime of a process, in ms (clock ticks are 100 Hz on Linux). */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The public sees active products only: top those up to `count`. */
async function ensureProducts(service: Client, count: number): Promise<void> {
  const { count: existing } = await service
    .from('products')
    .select('*', { count: 'exact', head: true })
    .eq('active', true);
  const missing = count - (existing ?? 0);
  if (missing <= 0) return;
  // An active product belongs to a category (any seeded one will do).
  const { data: category, error: categoryError } = await service.from('categories').select('id').limit(1).single();
  if (categoryError) throw new Error(`no category for bench products: ${categoryError.message}`);
  const rows = Array.from({ length: missing }, (_, i) => ({
    name: `Écran de banc d'essai ${i + 1}`,
    slug: `ecran-banc-essai-${i + 1}`,
    category_id: category.id,
    brand: 'Bench',
    description: 'Produit ajouté par le banc d’essai de la pile locale.',
    image_url: '/images/products/ecran-lcd-4k.svg',
    monthly_price_12: 120,
    monthly_price_24: 80,
    monthly_price_36: 60,
    monthly_price_48: 50,
    purchase_price: 2400,
    stock: 10,
    rating: 4.5,
    badges: ['Banc'],
    active: true,
    featured: false,
  }));
  const { error } = await service.from('products').insert(rows);
  if (error) throw new Error(`could not insert bench products: ${error.message}`);
}

async function main(): Promise<void> {
  console.log(
    `Local stack benchmark (${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );

  // Cold: no cached bootstrap snapshot, so initdb runs (first reset on a machine).
  const coldCache = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-bench-cache-'));
  const cold = await timedReset({ STACK_CACHE_DIR: coldCache });
  fs.rmSync(coldCache, { recursive: true, force: true });
  console.log(`reset without snapshot cache: ${seconds(cold)}`);

  const resets: Timed[] = [];
  for (let i = 0; i < RUNS.reset; i++) resets.push(await timedReset());
  console.log(`reset (median of ${RUNS.reset}): ${seconds(medianOf(resets))}`);

  const starts: Timed[] = [];
  let running: Child | null = null;
  for (let i = 0; i < RUNS.start; i++) {
    const { child, ...timed } = await startStack();
    starts.push(timed);
    if (i < RUNS.start - 1) await stopProcess(child);
    else running = child;
  }
  console.log(`warm start (median of ${RUNS.start}): ${seconds(medianOf(starts))}`);
  const stack = running as Child;

  try {
    const service = createClient(apiUrl, SERVICE_ROLE_KEY, options);
    const anon = createClient(apiUrl, ANON_KEY, options);
    await ensureProducts(service, 50);

    const { data: products } = await anon.from('products').select('*').limit(50);
    if (products?.length !== 50) throw new Error(`expected 50 visible products, got ${products?.length}`);
    for (let i = 0; i < 20; i++) await anon.from('products').select('*').limit(50); // warm-up
    const selects: number[] = [];
    const serverCpuBefore = cpuMsOf(stack.pid as number);
    for (let i = 0; i < RUNS.select; i++) {
      const t = performance.now();
      const { data, error } = await anon.from('products').select('*').limit(50);
      selects.push(performance.now() - t);
      if (error || data?.length !== 50) throw new Error(`select failed: ${error?.message}`);
    }
    const serverCpuPerSelect = (cpuMsOf(stack.pid as number) - serverCpuBefore) / RUNS.select;
    console.log(
      `select * of 50 products via supabase-js (median of ${RUNS.select}): ${median(selects).toFixed(2)} ms (stack CPU ${serverCpuPerSelect.toFixed(2)} ms per request)`,
    );

    // Mixed roles at once: each answer must name the caller's own role and user.
    const users: Array<{ id: string; client: Client }> = [];
    for (let i = 0; i < 3; i++) {
      const email = `bench-${Date.now().toString(36)}-${i}@example.test`;
      const { data, error } = await service.auth.admin.createUser({
        email,
        password: 'bench-password-1',
        email_confirm: true,
      });
      if (error) throw new Error(error.message);
      const client = createClient(apiUrl, ANON_KEY, options);
      const signIn = await client.auth.signInWithPassword({ email, password: 'bench-password-1' });
      if (signIn.error) throw new Error(signIn.error.message);
      users.push({ id: data.user.id, client });
    }
    const callers = [
      { client: anon, role: 'anon', uid: null as string | null },
      { client: service, role: 'service_role', uid: null as string | null },
      ...users.map((u) => ({ client: u.client, role: 'authenticated', uid: u.id as string | null })),
    ];
    const t = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const caller = callers[i % callers.length]!;
        const { data, error } = await caller.client.schema('stack_fixture').rpc('whoami');
        return !error && data.current_user === caller.role && data.uid === caller.uid;
      }),
    );
    const concurrentMs = performance.now() - t;
    const mismatches = answers.filter((ok) => !ok).length;
    console.log(`200 concurrent mixed-role requests: ${mismatches} mismatches in ${concurrentMs.toFixed(0)} ms`);
    for (const u of users) await service.auth.admin.deleteUser(u.id);

    const rss = rssMiB(stack.pid as number);
    console.log(`warm stack RSS after the workload: ${rss.toFixed(0)} MiB`);

    const results = {
      coldResetMs: Math.round(cold.ms),
      coldResetCpuMs: cold.cpuMs,
      resetMs: Math.round(medianOf(resets).ms),
      resetCpuMs: medianOf(resets).cpuMs,
      warmStartMs: Math.round(medianOf(starts).ms),
      warmStartCpuMs: medianOf(starts).cpuMs,
      select50Ms: Number(median(selects).toFixed(2)),
      select50StackCpuMs: Number(serverCpuPerSelect.toFixed(2)),
      concurrent200: { mismatches, ms: Math.round(concurrentMs) },
      rssMiB: Math.round(rss),
    };
    const pass = {
      reset: results.resetMs < TARGETS.resetMs,
      warmStart: results.warmStartMs < TARGETS.warmStartMs,
      select50: results.select50Ms < TARGETS.select50Ms,
      isolation: mismatches === TARGETS.mismatches,
      rss: results.rssMiB < TARGETS.rssMiB,
    };
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
        node: process.version,
      },
      runs: RUNS,
      targets: TARGETS,
      results,
      pass,
      samples: {
        reset: resets.map((r) => ({ ms: Math.round(r.ms), cpuMs: r.cpuMs })),
        warmStart: starts.map((r) => ({ ms: Math.round(r.ms), cpuMs: r.cpuMs })),
      },
      note: 'Wall times include Node/tsx start-up and depend on machine load (loadavg above); CPU times are what the stack process itself consumed.',
    };
    fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench-results', 'stack.json'), JSON.stringify(report, null, 2) + '\n');
    console.log(
      `Targets: ${Object.entries(pass)
        .map(([k, ok]) => `${k} ${ok ? 'ok' : 'MISSED'}`)
        .join(', ')}`,
    );
    console.log('Wrote bench-results/stack.json');
  } finally {
    await stopProcess(stack);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
