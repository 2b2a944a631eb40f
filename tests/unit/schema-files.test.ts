import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, schemaPaths } from '../../supabase/local/config';

/**
 * supabase/schemas holds the current schema by domain, each function once, in its current
 * definition (docs/database.md). The equivalence test (tests/integration/schema-equivalence.test.ts)
 * proves the files build what the migrations build; this one reads them as text.
 */
const SCHEMAS_DIR = path.join(REPO_ROOT, 'supabase', 'schemas');
const files = fs
  .readdirSync(SCHEMAS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => ({ name, sql: fs.readFileSync(path.join(SCHEMAS_DIR, name), 'utf8') }));

/** `create [or replace] function schema.name(` outside comments, with the file and line of each. */
function functionDefinitions(): Array<{ name: string; where: string }> {
  const found: Array<{ name: string; where: string }> = [];
  for (const file of files) {
    file.sql.split('\n').forEach((line, index) => {
      const code = line.replace(/--.*$/, '');
      const match = /\bcreate\s+(?:or\s+replace\s+)?function\s+([\w"]+(?:\.[\w"]+)?)\s*\(/i.exec(code);
      if (match) found.push({ name: (match[1] as string).toLowerCase(), where: `${file.name}:${index + 1}` });
    });
  }
  return found;
}

describe('supabase/schemas', () => {
  it('defines each function once, schema-qualified', () => {
    const definitions = functionDefinitions();
    expect(definitions.length).toBeGreaterThan(150);
    expect(definitions.filter((d) => !d.name.includes('.')).map((d) => d.where)).toEqual([]);
    const places = new Map<string, string[]>();
    for (const { name, where } of definitions) places.set(name, [...(places.get(name) ?? []), where]);
    const twice = [...places].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('are all applied, in the order config.toml declares', () => {
    const declared = schemaPaths().map((file) => path.relative(SCHEMAS_DIR, file));
    expect([...declared].sort()).toEqual(files.map((file) => file.name).sort());
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared[0]).toBe('shared.sql');
  });
});
