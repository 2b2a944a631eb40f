// /functions/v1/:name — runs supabase/functions/<name>/handler.ts in-process.
// Convention: handler.ts exports createHandler(getEnv) → (Request) => Promise<Response>,
// and index.ts is only `Deno.serve(createHandler((k) => Deno.env.get(k)))`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANON_KEY, SERVICE_ROLE_KEY, type StackConfig } from '../config';
import { verifyJwt } from '../jwt';
import { header, json, type StackRequest, type StackResponse } from '../http/types';

type Handler = (req: Request) => Promise<Response>;
type HandlerModule = { createHandler?: (getEnv: (key: string) => string | undefined) => Handler };

/** `KEY=value` lines of supabase/functions/.env, which `supabase functions serve` also loads. */
function readEnvFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!m) continue;
    let value = m[2] as string;
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    out[m[1] as string] = value;
  }
  return out;
}

/** `[functions.<name>] verify_jwt = false` in supabase/config.toml. */
function jwtCheckDisabled(configToml: string, name: string): boolean {
  if (!fs.existsSync(configToml)) return false;
  const text = fs.readFileSync(configToml, 'utf8');
  const section = new RegExp(
    `^\\[functions\\.${name.replace(/[-]/g, '\\-')}\\]\\s*$([\\s\\S]*?)(?=^\\[|$(?![\\s\\S]))`,
    'm',
  ).exec(text);
  return section ? /^\s*verify_jwt\s*=\s*false\s*$/m.test(section[1] ?? '') : false;
}

export function createFunctionsHandler(config: StackConfig) {
  const handlers = new Map<string, Handler>();
  const configToml = path.join(path.dirname(config.functionsDirs[0] ?? 'supabase/functions'), 'config.toml');

  function getEnv(key: string): string | undefined {
    const fixed: Record<string, string> = {
      SUPABASE_URL: config.apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: config.dbUrl,
    };
    if (key in fixed) return fixed[key];
    if (process.env[key] !== undefined) return process.env[key];
    for (const dir of config.functionsDirs) {
      const value = readEnvFile(path.join(dir, '.env'))[key];
      if (value !== undefined) return value;
    }
    return config.functionDefaults[key];
  }

  async function load(name: string): Promise<Handler | null> {
    const cached = handlers.get(name);
    if (cached) return cached;
    const file = config.functionsDirs.map((dir) => path.join(dir, name, 'handler.ts')).find((f) => fs.existsSync(f));
    if (!file) return null;
    const mod = (await import(pathToFileURL(file).href)) as HandlerModule;
    if (typeof mod.createHandler !== 'function') {
      throw new Error(`${file} must export createHandler(getEnv)`);
    }
    const handler = mod.createHandler(getEnv);
    handlers.set(name, handler);
    return handler;
  }

  return async function handleFunctions(req: StackRequest): Promise<StackResponse> {
    const [, name = '', ...rest] = req.path.split('/');
    if (!/^[A-Za-z0-9_-]+$/.test(name) || name.startsWith('_')) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    const handler = await load(name);
    if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

    if (req.method !== 'OPTIONS' && !jwtCheckDisabled(configToml, name)) {
      const auth = header(req, 'authorization');
      if (!auth) return json(401, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });
      const token = /^Bearer\s+(\S+)/i.exec(auth)?.[1] ?? '';
      if (!verifyJwt(token, config.jwtSecret).ok) return json(401, { code: 401, message: 'Invalid JWT' });
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
  };
}
