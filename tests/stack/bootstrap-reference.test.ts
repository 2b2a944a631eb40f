import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseSupabaseSchemas,
  readReferenceJson,
  REFERENCE_MARKDOWN,
  type ReferenceTable,
} from '../../scripts/reference-schemas';
import { databaseUrl } from '../support/clients';

/**
 * The bootstrapped `auth` and `storage` schemas are hosted Supabase's where the product touches
 * them: every column's type, nullability and default, row-level security, enum values and the
 * helper functions, as supabase/local/reference/supabase-schemas.json records them from
 * ../shared/wire/supabase-schemas.md; then the protections the document describes in prose.
 */
const reference = readReferenceJson();
const sql = new pg.Client({ connectionString: databaseUrl });

beforeAll(async () => {
  await sql.connect();
});
afterAll(async () => {
  await sql.end();
});

/**
 * One transaction, rolled back: nothing stays behind, and on the embedded database (whose one
 * session the socket shares with the API) no setting outlives it. The reference's defaults are
 * printed as hosted's supabase_admin sees them: `auth` on its search path, `storage` not
 * (`nextval('refresh_tokens_id_seq'::regclass)`, `'STANDARD'::storage.buckettype`).
 */
async function inRolledBack<T>(fn: () => Promise<T>): Promise<T> {
  await sql.query('begin');
  try {
    await sql.query(`set local search_path to "$user", public, auth, extensions`);
    return await fn();
  } finally {
    await sql.query('rollback');
  }
}

async function rows<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  return inRolledBack(async () => (await sql.query<T>(text, params)).rows);
}

/** The SQLSTATE and message a statement fails with, inside a rolled back transaction. */
async function failure(...statements: string[]): Promise<{ code?: string; message: string } | null> {
  return inRolledBack(async () => {
    try {
      for (const statement of statements) await sql.query(statement);
      return null;
    } catch (error) {
      const e = error as { code?: string; message: string };
      return { code: e.code, message: e.message };
    }
  });
}

const [schemaOf, nameOf] = [(t: string) => t.split('.')[0] as string, (t: string) => t.split('.')[1] as string];
const tableCases = reference.tables.map((t) => [t.name, t] as [string, ReferenceTable]);

describe('the reference file', () => {
  it('names every table the product touches', () => {
    expect(reference.tables.map((t) => t.name).sort()).toEqual(
      [
        'auth.audit_log_entries',
        'auth.flow_state',
        'auth.identities',
        'auth.mfa_factors',
        'auth.one_time_tokens',
        'auth.refresh_tokens',
        'auth.sessions',
        'auth.users',
        'storage.buckets',
        'storage.objects',
      ].sort(),
    );
  });

  it.skipIf(!fs.existsSync(REFERENCE_MARKDOWN))(
    'is what scripts/reference-schemas.ts derives from ../shared/wire/supabase-schemas.md',
    () => {
      expect(reference).toEqual(parseSupabaseSchemas(fs.readFileSync(REFERENCE_MARKDOWN, 'utf8')));
    },
  );
});

describe('bootstrapped tables against hosted Supabase', () => {
  it.each(tableCases)('%s: same columns, in order, with type, nullability and default', async (name, table) => {
    const columns = await rows(
      `select column_name as name,
              case data_type when 'USER-DEFINED' then udt_schema || '.' || udt_name
                             when 'ARRAY' then udt_name
                             else data_type end as type,
              is_nullable = 'YES' as nullable,
              column_default as "default"
         from information_schema.columns
        where table_schema = $1 and table_name = $2
        order by ordinal_position`,
      [schemaOf(name), nameOf(name)],
    );
    expect(columns).toEqual(table.columns);
  });

  it.each(tableCases)('%s: row-level security as the reference says', async (name, table) => {
    const [row] = await rows<{ rls: boolean }>(
      `select c.relrowsecurity as rls from pg_class c where c.oid = to_regclass($1)`,
      [name],
    );
    expect(row?.rls).toBe(table.rowLevelSecurity);
  });

  it('every other table of auth and storage follows the rule for the tables not listed', async () => {
    const { schemas, except, rowLevelSecurity } = reference.otherTables;
    const listed = new Set(reference.tables.map((t) => t.name));
    const excepted = except.map((glob) => new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`));
    const others = await rows<{ name: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1::text[]) and c.relkind in ('r', 'p')`,
      [schemas],
    );
    const wrong = others.filter(
      (t) => !listed.has(t.name) && !excepted.some((re) => re.test(t.name)) && t.rls !== rowLevelSecurity,
    );
    expect(wrong).toEqual([]);
  });

  it.each(Object.entries(reference.enums))('enum %s has the reference values, in order', async (name, values) => {
    const labels = await rows<{ label: string }>(
      `select e.enumlabel as label from pg_enum e where e.enumtypid = to_regtype($1)::oid order by e.enumsortorder`,
      [name],
    );
    expect(labels.map((l) => l.label)).toEqual(values);
  });

  it.each(reference.functions.map((f) => [`${f.schema}.${f.name}(${f.arguments})`, f] as const))(
    '%s returns, volatility and language as hosted',
    async (_label, fn) => {
      const found = await rows(
        `select n.nspname as schema, p.proname as name, pg_get_function_identity_arguments(p.oid) as arguments,
                pg_get_function_result(p.oid) as returns,
                case p.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end as volatility,
                l.lanname as language
           from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
           join pg_language l on l.oid = p.prolang
          where n.nspname = $1 and p.proname = $2`,
        [fn.schema, fn.name],
      );
      expect(found).toEqual([fn]);
    },
  );
});

describe('protections of hosted Supabase', () => {
  it('auth tables belong to supabase_auth_admin, storage tables to supabase_storage_admin', async () => {
    const owners = await rows<{ name: string; owner: string }>(
      `select t as name, pg_get_userbyid(c.relowner) as owner
         from unnest($1::text[]) t join pg_class c on c.oid = to_regclass(t)`,
      [reference.tables.map((t) => t.name)],
    );
    expect(Object.fromEntries(owners.map((o) => [o.name, o.owner]))).toEqual(
      Object.fromEntries(
        reference.tables.map((t) => [
          t.name,
          schemaOf(t.name) === 'auth' ? 'supabase_auth_admin' : 'supabase_storage_admin',
        ]),
      ),
    );
  });

  it('anon, authenticated and PUBLIC hold no privilege on any auth table', async () => {
    const grants = await rows(
      `select c.relname as table, coalesce(pg_get_userbyid(nullif(a.grantee, 0)), 'PUBLIC') as grantee,
              a.privilege_type as privilege
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         cross join lateral aclexplode(c.relacl) a
        where n.nspname = 'auth' and c.relkind in ('r', 'p', 'v', 'm')
          and (a.grantee = 0 or pg_get_userbyid(a.grantee) in ('anon', 'authenticated'))`,
    );
    expect(grants).toEqual([]);
  });

  it('postgres holds every table privilege on them by grant, not only as a superuser', async () => {
    const privileges = await rows<{ name: string; privileges: string[] }>(
      `select t as name, array_agg(a.privilege_type::text order by a.privilege_type) as privileges
         from unnest($1::text[]) t
         join pg_class c on c.oid = to_regclass(t)
         cross join lateral aclexplode(c.relacl) a
        where pg_get_userbyid(a.grantee) = 'postgres'
        group by t`,
      [reference.tables.map((t) => t.name)],
    );
    // PostgreSQL 15's ALL; PGlite's 17 adds MAINTAIN to it.
    const all = expect.arrayContaining(['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE']);
    expect(Object.fromEntries(privileges.map((p) => [p.name, p.privileges]))).toEqual(
      Object.fromEntries(reference.tables.map((t) => [t.name, all])),
    );
  });

  it.each(['storage.objects', 'storage.buckets'])(
    'a direct DELETE on %s fails with 42501 unless storage.allow_delete_query is set',
    async (table) => {
      expect(await failure(`delete from ${table} where false`)).toEqual({
        code: '42501',
        message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      });
      expect(
        await failure(
          `select set_config('storage.allow_delete_query', 'true', true)`,
          `delete from ${table} where false`,
        ),
      ).toBeNull();
    },
  );

  it('a bucket name over 100 characters is refused by its trigger', async () => {
    const name = 'b'.repeat(101);
    expect(await failure(`insert into storage.buckets (id, name) values ('${name}', '${name}')`)).toEqual({
      code: 'P0001',
      message: `bucket name "${name}" is too long (101 characters). Max is 100.`,
    });
  });

  it('storage.objects keeps updated_at current through its trigger', async () => {
    const triggers = await rows<{ name: string; fn: string }>(
      `select t.tgname as name, t.tgfoid::regprocedure::text as fn
         from pg_trigger t where t.tgrelid = 'storage.objects'::regclass and not t.tgisinternal order by 1`,
    );
    expect(triggers).toEqual(
      expect.arrayContaining([
        { name: 'protect_objects_delete', fn: 'storage.protect_delete()' },
        { name: 'update_objects_updated_at', fn: 'storage.update_updated_at_column()' },
      ]),
    );
  });
});
