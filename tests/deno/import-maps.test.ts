import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../supabase/local/config';
import { collectBundle, isRelative, specifiersOf } from '../../supabase/local/functions/bundle';
import { projectFunctions } from './support/project-functions';

/**
 * A function imports packages through its deno.json, at the very versions Node installs
 * (package.json, package-lock.json): the Node layers and Deno run the same code.
 */
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const pkg = readJson<{ dependencies: Record<string, string>; devDependencies: Record<string, string> }>(
  path.join(REPO_ROOT, 'package.json'),
);
const nodeVersions = { ...pkg.dependencies, ...pkg.devDependencies };
const lockedByNode = new Set(
  Object.entries(
    readJson<{ packages: Record<string, { version?: string }> }>(path.join(REPO_ROOT, 'package-lock.json')).packages,
  ).map(
    ([where, entry]) => `${where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`,
  ),
);

describe('import maps', () => {
  it('every function has a deno.json mapping each package it imports to npm:<name>@<the version package.json pins>', () => {
    for (const fn of projectFunctions()) {
      expect(fn.importMap, fn.name).toBe(path.join(path.dirname(fn.entrypoint), 'deno.json'));
      const imports = readJson<{ imports: Record<string, string> }>(fn.importMap!).imports;
      const bare = new Set(
        collectBundle(fn)
          .modules.flatMap((module) => specifiersOf(fs.readFileSync(module, 'utf8')))
          .filter((s) => !isRelative(s) && !s.startsWith('node:') && !s.startsWith('npm:')),
      );
      expect(Object.keys(imports).sort(), fn.name).toEqual([...bare].sort());
      for (const [name, target] of Object.entries(imports)) {
        expect(target, `${fn.name}: ${name}`).toBe(`npm:${name}@${nodeVersions[name]}`);
      }
    }
  });

  it('Deno’s lock holds the versions Node’s lock holds, down to the dependencies of dependencies', () => {
    const locks = projectFunctions()
      .map((fn) => path.join(path.dirname(fn.importMap!), 'deno.lock'))
      .filter((file) => fs.existsSync(file));
    expect(locks.length).toBeGreaterThan(0);
    for (const lock of locks) {
      const npm = Object.keys(readJson<{ npm: Record<string, unknown> }>(lock).npm);
      expect(
        npm.filter((entry) => !lockedByNode.has(entry)),
        path.relative(REPO_ROOT, lock),
      ).toEqual([]);
    }
  });
});
