// /functions/v1 under Deno (STACK_FUNCTIONS_RUNTIME=deno), as hosted Supabase serves it: each
// function in a Deno process of its own, booted by its first request, running its index.ts from
// a copy of its deploy bundle (bundle.ts) with its own deno.json and lock, the platform's
// variables and the secrets its code reads, network and environment access, and reads limited
// to its own bundle.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config';
import { collectBundle, copyBundle } from './bundle';
import { denoEnv, denoExecutable } from './deno-cli';
import type { FunctionConfig } from './function-config';
import type { GetEnv } from './function-env';

const MAIN = fileURLToPath(new URL('./deno-main.js', import.meta.url));
/** A first start downloads the function's npm packages into the cache. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 5_000;

export type Handler = (req: Request) => Promise<Response>;

export interface DenoFunctionOptions {
  denoDir: string;
  /** An empty folder the bundle is copied into; the function may read nothing outside it. */
  root: string;
  /** SUPABASE_URL and the other variables the platform gives every function. */
  platform: Record<string, string>;
  /** Where the function's secrets come from (the stack's process.env, .env files, defaults). */
  getEnv: GetEnv;
  /** Each line the function prints. */
  log: (line: string) => void;
}

export interface DenoFunction {
  origin: string;
  /** The variables the function was started with. */
  env: Record<string, string>;
  /** Settles once the process has exited. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

function forwardLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let pending = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  stream?.on('end', () => pending && onLine(pending));
}

async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout').unref());
  if ((await Promise.race([exited, timer])) === 'timeout') child.kill('SIGKILL');
  await exited;
}

/** Copies the function's bundle into `options.root` and serves it on a free loopback port. */
export async function startDenoFunction(fn: FunctionConfig, options: DenoFunctionOptions): Promise<DenoFunction> {
  const bundle = collectBundle(fn);
  const copied = copyBundle(bundle.files, REPO_ROOT, options.root);
  const env: Record<string, string> = { ...options.platform };
  for (const key of bundle.envKeys) {
    const value = key in env ? env[key] : options.getEnv(key);
    if (value !== undefined) env[key] = value;
  }
  const args = [
    'run',
    '--no-prompt',
    '--frozen',
    ...(fn.importMap ? ['--config', copied(fn.importMap)] : ['--no-config']),
    '--allow-net',
    '--allow-env',
    `--allow-read=${options.root}`,
    MAIN,
    pathToFileURL(copied(fn.entrypoint)).href,
  ];
  const child = spawn(denoExecutable(), args, {
    cwd: path.dirname(copied(fn.entrypoint)),
    // Deno.serve() with no address listens where DENO_SERVE_ADDRESS says: a free loopback port.
    env: { ...env, ...denoEnv(options.denoDir), DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output: string[] = [];
  const origin = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`did not listen within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      options.log(line);
      output.push(line);
      const listening = /^Listening on (http:\/\/127\.0\.0\.1:\d+)\/?/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1] as string);
      }
    };
    forwardLines(child.stdout, onLine);
    forwardLines(child.stderr, onLine);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited with code ${child.exitCode ?? child.signalCode} before listening`));
    });
  });
  try {
    return { origin: await origin, env, exited, stop: () => stopProcess(child, exited) };
  } catch (error) {
    await stopProcess(child, exited);
    throw new Error(`${fn.name} under Deno ${(error as Error).message}:\n${output.slice(-30).join('\n')}`);
  }
}

/** Sends the stack's request to the function's own server, as the gateway forwards it. */
function forwardTo(origin: string): Handler {
  return async (req) => {
    const url = new URL(req.url);
    const headers = new Headers(req.headers);
    // The stack gives the body back to its client as it is: no compression on this hop.
    headers.delete('accept-encoding');
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    return fetch(new URL(url.pathname + url.search, origin), {
      method: req.method,
      headers,
      body: hasBody ? await req.arrayBuffer() : undefined,
      redirect: 'manual',
    });
  };
}

export interface DenoFunctions {
  /** The function's handler, its Deno process started on first use (and again if it died). */
  handler(fn: FunctionConfig): Promise<Handler>;
  close(): Promise<void>;
}

export function createDenoFunctions(options: Omit<DenoFunctionOptions, 'root' | 'log'>): DenoFunctions {
  const running = new Map<string, Promise<DenoFunction>>();
  let root: string | null = null;

  function start(fn: FunctionConfig): Promise<DenoFunction> {
    root ??= fs.mkdtempSync(path.join(os.tmpdir(), 'visiolease-functions-'));
    const folder = path.join(root, `${fn.name}-${Date.now().toString(36)}`);
    const started = startDenoFunction(fn, {
      ...options,
      root: folder,
      log: (line) => console.log(`[${fn.name}] ${line}`),
    });
    const forget = () => {
      if (running.get(fn.name) === started) running.delete(fn.name);
    };
    started.then((server) => server.exited.then(forget), forget);
    return started;
  }

  return {
    async handler(fn) {
      let server = running.get(fn.name);
      if (!server) {
        server = start(fn);
        running.set(fn.name, server);
      }
      return forwardTo((await server).origin);
    },
    async close() {
      const servers = await Promise.allSettled(running.values());
      running.clear();
      await Promise.all(servers.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
      if (root) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
