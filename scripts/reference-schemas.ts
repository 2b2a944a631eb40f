// Derives supabase/local/reference/supabase-schemas.json from ../shared/wire/supabase-schemas.md
// (hosted Supabase's auth and storage schemas where the product touches them), so that
// tests/stack/bootstrap-reference.test.ts can compare the local bootstrap with it on any machine,
// and check the committed JSON against the document wherever the document is present.
//
//   npx tsx scripts/reference-schemas.ts [path/to/supabase-schemas.md]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the document sits beside the repository (here and on CI). */
export const REFERENCE_MARKDOWN = path.resolve(ROOT, '..', 'shared', 'wire', 'supabase-schemas.md');
export const REFERENCE_JSON = path.join(ROOT, 'supabase', 'local', 'reference', 'supabase-schemas.json');

export interface ReferenceColumn {
  name: string;
  /** information_schema's data_type; `schema.name` for an enum, the element's `_name` for an array. */
  type: string;
  nullable: boolean;
  /** pg_get_expr of the default, as printed with `auth` on the search path; null for none. */
  default: string | null;
}

export interface ReferenceTable {
  /** schema.table */
  name: string;
  rowLevelSecurity: boolean;
  columns: ReferenceColumn[];
}

export interface ReferenceFunction {
  schema: string;
  name: string;
  /** pg_get_function_identity_arguments, e.g. `name text`. */
  arguments: string;
  returns: string;
  volatility: 'immutable' | 'stable' | 'volatile';
  language: string;
}

export interface ReferenceSchemas {
  source: string;
  tables: ReferenceTable[];
  /** What the document says of the tables of these schemas it does not list. */
  otherTables: { schemas: string[]; rowLevelSecurity: boolean; except: string[] };
  enums: Record<string, string[]>;
  functions: ReferenceFunction[];
}

const TABLE_HEADING = /^### `([a-z_]+\.[a-z_]+)` — row-level security (enabled|disabled)\s*$/;
const COLUMN_ROW = /^\| `([a-z_]+)` \| ([^|]+?) \| (yes|no) \| (.+?) \|$/;
const ENUM_ITEM = /^- `([a-z_]+\.[a-z_]+)`: (.+)$/;
const FUNCTION_ROW = /^\| `([a-z_]+)\.([a-z_]+)\(([^)]*)\)` \| ([^|]+?) \| (immutable|stable|volatile) \| ([a-z]+) \|$/;
const OTHER_TABLES =
  /^Every other table of (.+?) also has row-level security (enabled|disabled), except .*\((.+)\)\.\s*$/;

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

export function parseSupabaseSchemas(markdown: string): ReferenceSchemas {
  const tables: ReferenceTable[] = [];
  const enums: Record<string, string[]> = {};
  const functions: ReferenceFunction[] = [];
  let otherTables: ReferenceSchemas['otherTables'] | null = null;
  let section = '';
  let table: ReferenceTable | null = null;

  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      table = null;
      continue;
    }
    if (section === 'Tables') {
      const heading = TABLE_HEADING.exec(line);
      if (heading) {
        table = { name: heading[1] as string, rowLevelSecurity: heading[2] === 'enabled', columns: [] };
        tables.push(table);
        continue;
      }
      const row = COLUMN_ROW.exec(line);
      if (row && table) {
        const value = (row[4] as string).trim();
        table.columns.push({
          name: row[1] as string,
          type: (row[2] as string).trim(),
          nullable: row[3] === 'yes',
          default: value === '—' ? null : value.replace(/^`|`$/g, ''),
        });
        continue;
      }
      const other = OTHER_TABLES.exec(line);
      if (other) {
        otherTables = {
          schemas: codeSpans(other[1] as string),
          rowLevelSecurity: other[2] === 'enabled',
          except: codeSpans(other[3] as string),
        };
      }
    } else if (section === 'Enums') {
      const item = ENUM_ITEM.exec(line);
      if (item) enums[item[1] as string] = codeSpans(item[2] as string);
    } else if (section.startsWith('Functions')) {
      const row = FUNCTION_ROW.exec(line);
      if (row) {
        functions.push({
          schema: row[1] as string,
          name: row[2] as string,
          arguments: row[3] as string,
          returns: (row[4] as string).trim(),
          volatility: row[5] as ReferenceFunction['volatility'],
          language: row[6] as string,
        });
      }
    }
  }

  // A document whose layout changed must fail here, not yield an empty reference that passes.
  const empty = tables.filter((t) => t.columns.length === 0).map((t) => t.name);
  if (tables.length === 0 || empty.length > 0) {
    throw new Error(`supabase-schemas.md: no columns read for ${empty.length ? empty.join(', ') : 'any table'}`);
  }
  if (Object.keys(enums).length === 0) throw new Error('supabase-schemas.md: no enum read');
  if (functions.length === 0) throw new Error('supabase-schemas.md: no function read');
  if (!otherTables) throw new Error('supabase-schemas.md: the sentence on the other tables was not read');
  return { source: '../shared/wire/supabase-schemas.md', tables, otherTables, enums, functions };
}

/** One column per line: the file stays short enough to review. */
function render(reference: ReferenceSchemas): string {
  const tables = reference.tables.map(
    (t) =>
      `{"name": ${JSON.stringify(t.name)}, "rowLevelSecurity": ${t.rowLevelSecurity}, "columns": [\n` +
      t.columns.map((c) => JSON.stringify(c)).join(',\n') +
      '\n]}',
  );
  return (
    `{"$comment": "Generated by scripts/reference-schemas.ts from ${reference.source}; do not edit.",\n` +
    `"source": ${JSON.stringify(reference.source)},\n` +
    `"tables": [\n${tables.join(',\n')}\n],\n` +
    `"otherTables": ${JSON.stringify(reference.otherTables)},\n` +
    `"enums": {\n${Object.entries(reference.enums)
      .map(([name, values]) => `${JSON.stringify(name)}: ${JSON.stringify(values)}`)
      .join(',\n')}\n},\n` +
    `"functions": [\n${reference.functions.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`
  );
}

/** The committed file without its comment: what the document yields. */
export function readReferenceJson(file = REFERENCE_JSON): ReferenceSchemas {
  const { $comment: _comment, ...reference } = JSON.parse(fs.readFileSync(file, 'utf8')) as ReferenceSchemas & {
    $comment?: string;
  };
  return reference;
}

async function main(): Promise<void> {
  const source = process.argv[2] ? path.resolve(process.argv[2]) : REFERENCE_MARKDOWN;
  const reference = parseSupabaseSchemas(fs.readFileSync(source, 'utf8'));
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(REFERENCE_JSON)) ?? {};
  const text = await prettier.format(render(reference), { ...options, filepath: REFERENCE_JSON });
  fs.mkdirSync(path.dirname(REFERENCE_JSON), { recursive: true });
  fs.writeFileSync(REFERENCE_JSON, text);
  const columns = reference.tables.reduce((n, t) => n + t.columns.length, 0);
  console.log(
    `${path.relative(process.cwd(), REFERENCE_JSON)}: ${reference.tables.length} tables, ${columns} columns, ` +
      `${Object.keys(reference.enums).length} enums, ${reference.functions.length} functions`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
