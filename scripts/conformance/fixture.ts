// The postgrest-js fixture database (test/supabase/) made loadable by the local stack.
// PGlite has no PostGIS: the one geometry column becomes text, so the rest of the
// schema loads; the GeoJSON tests fail, and the summary says why.
import fs from 'node:fs';
import path from 'node:path';

interface Adaptation {
  pattern: RegExp;
  replacement: string;
  why: string;
}

const ADAPTATIONS: Adaptation[] = [
  {
    pattern: /^create extension if not exists postgis[^;]*;$/gim,
    replacement: '-- (postgis: not available in PGlite)',
    why: 'PostGIS is not built into PGlite',
  },
  {
    pattern: /extensions\.geometry\(POINT, 4326\)/g,
    replacement: 'text',
    why: 'shops.shop_geom stored as text (no PostGIS)',
  },
];

/** Copies schema + seed into `outDir` (migrations/ and seed.sql) and lists what was changed. */
export function prepareFixture(
  testDir: string,
  outDir: string,
): { migrationsDir: string; seedFile: string; notes: string[] } {
  const migrationsDir = path.join(outDir, 'migrations');
  fs.mkdirSync(migrationsDir, { recursive: true });
  const notes = new Set<string>();
  const adapt = (sql: string) =>
    ADAPTATIONS.reduce((text, a) => {
      const next = text.replace(a.pattern, a.replacement);
      if (next !== text) notes.add(a.why);
      return next;
    }, sql);
  const sourceMigrations = path.join(testDir, 'supabase', 'migrations');
  for (const file of fs.readdirSync(sourceMigrations).filter((f) => f.endsWith('.sql'))) {
    fs.writeFileSync(path.join(migrationsDir, file), adapt(fs.readFileSync(path.join(sourceMigrations, file), 'utf8')));
  }
  const seedFile = path.join(outDir, 'seed.sql');
  fs.writeFileSync(seedFile, adapt(fs.readFileSync(path.join(testDir, 'supabase', 'seed.sql'), 'utf8')));
  return { migrationsDir, seedFile, notes: [...notes] };
}
