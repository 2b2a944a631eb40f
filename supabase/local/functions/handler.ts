// /functions/v1/:name — the gateway's part (JWT check, request and answer) in front of the
// function, served by one of two runtimes (STACK_FUNCTIONS_RUNTIME):
// - node (default): supabase/functions/<name>/handler.ts imported into the stack. Convention:
//   handler.ts exports createHandler(getEnv) → (Request) => Promise<Response>, and index.ts is
//   only `Deno.serve(createHandler((k) => Deno.env.get(k)))`.
// - deno: the function's index.ts under Deno, from a copy of its deploy bundle (deno-runtime.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StackConfig } from '../config';
import { verifyJwt } from '../jwt';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { createDenoFunctions, type Handler } from './deno-runtime';
import { configTomlOf, readFunctionConfig, type FunctionConfig } from './function-config';
import { createFunctionEnv, platformEnv, type GetEnv } from './function-env';

type HandlerModule = { createHandler?: (getEnv: GetEnv) => Handler };

const NOT_FOUND = json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
/** Hosted's answer when a function's worker cannot start. */
const BOOT_ERROR = json(503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });

export interface FunctionsHandler {
  handle(req: StackRequest): Promise<StackResponse>;
  /** Stops the functions' Deno processes, if any. */
  close(): Promise<void>;
}

/** Node: each handler.ts imported once, in the stack's process. */
function nodeRuntime(getEnv: GetEnv) {
  const handlers = new Map<string, Handler>();
  return async (file: string): Promise<Handler> => {
    const cached = handlers.get(file);
    if (cached) return cached;
    const mod = (await import(pathToFileURL(file).href)) as HandlerModule;
    if (typeof mod.createHandler !== 'function') {
      throw new Error(`${file} must export createHandler(getEnv)`);
    }
    const handler = mod.createHandler(getEnv);
    handlers.set(file, handler);
    return handler;
  };
}

export function createFunctionsHandler(config: StackConfig): FunctionsHandler {
  const configToml = configTomlOf(config.functionsDirs[0] ?? 'supabase/functions');
  const getEnv = createFunctionEnv(config);
  const deno =
    config.functionsRuntime === 'deno'
      ? createDenoFunctions({ denoDir: config.denoDir, platform: platformEnv(config), getEnv })
      : null;
  const loadNode = nodeRuntime(getEnv);

  /** The function `name` in the first functions folder that holds it (its handler.ts, or under Deno its entrypoint). */
  function find(name: string): { fn: FunctionConfig; load: () => Promise<Handler> } | null {
    for (const dir of config.functionsDirs) {
      const fn = readFunctionConfig(configToml, dir, name);
      const file = path.join(dir, name, 'handler.ts');
      if (deno && fs.existsSync(fn.entrypoint)) return { fn, load: () => deno.handler(fn) };
      if (!deno && fs.existsSync(file)) return { fn, load: () => loadNode(file) };
    }
    return null;
  }

  async function handle(req: StackRequest): Promise<StackResponse> {
    const [, name = '', ...rest] = req.path.split('/');
    if (!/^[A-Za-z0-9_-]+$/.test(name) || name.startsWith('_')) return NOT_FOUND;
    const found = find(name);
    if (!found) return NOT_FOUND;

    if (req.method !== 'OPTIONS' && found.fn.verifyJwt) {
      const auth = header(req, 'authorization');
      if (!auth) return json(401, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });
      const token = /^Bearer\s+(\S+)/i.exec(auth)?.[1] ?? '';
      if (!verifyJwt(token, config.jwtSecret).ok) return json(401, { code: 401, message: 'Invalid JWT' });
    }

    let handler: Handler;
    try {
      handler = await found.load();
    } catch (error) {
      if (!deno) throw error;
      console.error(`[stack] function ${name} did not boot:`, error);
      return BOOT_ERROR;
    }

    // Deployed functions see their own name as the first path segment.
    const url = new URL(`/${[name, ...rest].join('/')}${req.url.search}`, config.apiUrl);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || k === 'host' || k === 'connection' || k === 'content-length') continue;
      headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    }
    const hasBody = !['GET', 'HEAD'].includes(req.method) && req.body.length > 0;
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? new Uint8Array(req.body) : undefined,
    });
    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      console.error(`[stack] function ${name} threw:`, error);
      return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    }
    const outHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'transfer-encoding') outHeaders[key] = value;
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: outHeaders, body, passthrough: true };
  }

  return { handle, close: async () => deno?.close() };
}
