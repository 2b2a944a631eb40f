// What a function reads from its environment in the local stack, whichever runtime serves it:
// the platform's variables, then the stack's process.env, then supabase/functions/.env (which
// `supabase functions serve` also loads), then the stack's local defaults (the inbox as Resend).
import fs from 'node:fs';
import path from 'node:path';
import { ANON_KEY, SERVICE_ROLE_KEY, type StackConfig } from '../config';

export type GetEnv = (key: string) => string | undefined;

/** `KEY=value` lines of a .env file. */
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

/** The variables hosted Supabase gives every function. */
export function platformEnv(config: StackConfig): Record<string, string> {
  return {
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_DB_URL: config.dbUrl,
  };
}

/** Reads the .env files on every call, so an edited secret applies without a restart. */
export function createFunctionEnv(config: StackConfig): GetEnv {
  const fixed = platformEnv(config);
  return (key) => {
    if (key in fixed) return fixed[key];
    if (process.env[key] !== undefined) return process.env[key];
    for (const dir of config.functionsDirs) {
      const value = readEnvFile(path.join(dir, '.env'))[key];
      if (value !== undefined) return value;
    }
    return config.functionDefaults[key];
  };
}
