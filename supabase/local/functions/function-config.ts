// A function's `[functions.<name>]` section of supabase/config.toml, read with the Supabase CLI's
// rules (pkg/config: every path is relative to the folder holding config.toml, the entrypoint
// defaults to functions/<name>/index.ts, the import map to the deno.json beside the entrypoint,
// verify_jwt to true), so that the local stack bundles and guards a function as a deploy does.
import fs from 'node:fs';
import path from 'node:path';
import { parseConfigToml } from '../toml';

export interface FunctionConfig {
  name: string;
  /** The gateway checks the caller's JWT before the function runs. */
  verifyJwt: boolean;
  /** Absolute path of the module hosted Supabase runs (`entrypoint`, default <dir>/<name>/index.ts). */
  entrypoint: string;
  /** Absolute path of the import map (`import_map`, default the deno.json beside the entrypoint). */
  importMap: string | null;
  /** Absolute paths of the files deployed with the function (`static_files`). */
  staticFiles: string[];
}

/** `<functionsDir>/../config.toml`: supabase/config.toml for supabase/functions. */
export function configTomlOf(functionsDir: string): string {
  return path.join(path.dirname(functionsDir), 'config.toml');
}

/**
 * The function `name` found in `functionsDir`, configured by `configToml` (read now, so an edited
 * config.toml applies to the next request, as `verify_jwt` always did in the local stack).
 */
export function readFunctionConfig(configToml: string, functionsDir: string, name: string): FunctionConfig {
  const get = parseConfigToml(fs.existsSync(configToml) ? fs.readFileSync(configToml, 'utf8') : '', configToml);
  const table = `functions.${name}`;
  const supabaseDir = path.dirname(configToml);
  const fromConfig = (value: unknown) =>
    typeof value === 'string' && value !== '' ? path.resolve(supabaseDir, value) : null;

  const entrypoint = fromConfig(get(table, 'entrypoint')) ?? path.join(functionsDir, name, 'index.ts');
  const besideEntrypoint = ['deno.json', 'deno.jsonc']
    .map((file) => path.join(path.dirname(entrypoint), file))
    .find((file) => fs.existsSync(file));
  const staticFiles = get(table, 'static_files');
  return {
    name,
    verifyJwt: get(table, 'verify_jwt') !== false,
    entrypoint,
    importMap: fromConfig(get(table, 'import_map')) ?? besideEntrypoint ?? null,
    staticFiles: (Array.isArray(staticFiles) ? staticFiles : []).map((file) => path.resolve(supabaseDir, file)),
  };
}

/** The deployable functions of a folder: every `<name>/index.ts`, `_shared` and the like excepted. */
export function functionNames(functionsDir: string): string[] {
  return fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => fs.existsSync(path.join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}
