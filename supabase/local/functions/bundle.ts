// The files a deploy ships for one function, collected as `supabase functions deploy` does
// (pkg/function/deno.go): the entrypoint and every module it reaches through relative imports,
// the import map, and the files `static_files` declares. Nothing else is on the hosted disk, so
// the Deno layer runs each function from a copy of exactly these files: a read of anything else
// fails locally as it would in production.
import fs from 'node:fs';
import path from 'node:path';
import type { FunctionConfig } from './function-config';

/** `from '…'`, `import '…'` and `import('…')`: the specifiers a module names. */
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** The module specifiers a source file names (relative paths, npm:, node:, bare names). */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2] as string);
}

export function isRelative(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/** Every local module reachable from the entrypoint (npm: and node: specifiers ship as names). */
function localModules(entrypoint: string): string[] {
  const seen = new Set<string>();
  const pending = [entrypoint];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    if (!fs.existsSync(file)) throw new Error(`${file} is imported but does not exist`);
    seen.add(file);
    for (const specifier of specifiersOf(fs.readFileSync(file, 'utf8'))) {
      if (isRelative(specifier)) pending.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return [...seen];
}

export interface Bundle {
  /** Absolute paths of the local modules, from the entrypoint. */
  modules: string[];
  /** Absolute paths of the modules, import map (with its lock) and static files. */
  files: string[];
  /** The `getEnv('…')` / `Deno.env.get('…')` keys its modules read: the secrets it needs. */
  envKeys: string[];
}

const ENV_READ = /\b(?:getEnv|Deno\.env\.get)\(\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\)/g;

export function collectBundle(fn: FunctionConfig): Bundle {
  const modules = localModules(fn.entrypoint);
  for (const file of fn.staticFiles) {
    if (/[*?[\]{}]/.test(file)) throw new Error(`${fn.name}: static_files pattern ${file} — list the files one by one`);
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
      throw new Error(`${fn.name}: static_files names ${file}, which is not a file`);
  }
  const lock = fn.importMap ? path.join(path.dirname(fn.importMap), 'deno.lock') : null;
  const config = [fn.importMap, lock].filter((file): file is string => file !== null && fs.existsSync(file));
  const envKeys = new Set<string>();
  for (const file of modules) {
    for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(ENV_READ)) envKeys.add(key as string);
  }
  return {
    modules,
    files: [...new Set([...modules, ...config, ...fn.staticFiles])].sort(),
    envKeys: [...envKeys].sort(),
  };
}

/** Copies `files` under `toRoot`, each at its path relative to `fromRoot`; returns where `file` went. */
export function copyBundle(files: string[], fromRoot: string, toRoot: string): (file: string) => string {
  const target = (file: string) => {
    const relative = path.relative(fromRoot, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${file} is outside ${fromRoot}`);
    return path.join(toRoot, relative);
  };
  for (const file of files) {
    fs.mkdirSync(path.dirname(target(file)), { recursive: true });
    fs.copyFileSync(file, target(file));
  }
  return target;
}
