import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../supabase/local/config';
import { databaseUrl } from '../support/clients';
import { ANONYMOUS_RPCS, VISITOR_PRIVATE_FUNCTIONS } from '../support/function-grants';
import {
  PRODUCT_EXPOSED_SCHEMAS,
  runSecurityLint,
  SECURITY_LINTS,
  type LintFinding,
  type SecurityLintName,
} from '../support/security-lints';

/**
 * The project's security lints (tests/support/security-lints.ts) against the migrated database,
 * then each one against a mistake planted on purpose, so a lint that can no longer see its
 * mistake fails here instead of passing in silence. Every case opens its own connection: none
 * inherits a setting, a prepared plan or a failed transaction from another.
 */
async function withConnection<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

const listed = (findings: LintFinding[]) => findings.map(({ object, detail }) => `${object}: ${detail}`);

describe('security lints on the migrated database', () => {
  for (const lint of SECURITY_LINTS) {
    it(`${lint.name} finds nothing (${lint.title})`, async () => {
      const findings = await withConnection((db) => runSecurityLint(db, lint, PRODUCT_EXPOSED_SCHEMAS));
      expect(listed(findings)).toEqual([]);
    });
  }

  it('a signed-in user cannot grant themselves a role or write content', async () => {
    // Every write policy for signed-in users goes through a permission helper; the public quote
    // form is the one write a signed-in user makes as anyone.
    const { rows } = await withConnection((db) =>
      db.query<{ policy: string }>(`
        select tablename || ': ' || policyname as policy from pg_policies
        where schemaname = 'public' and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
          and 'authenticated' = any(roles)
          and coalesce(with_check, qual, '') !~ '(is_admin|can)[(]'
          and not (tablename = 'quote_requests' and cmd = 'INSERT')
        order by 1`),
    );
    expect(rows.map((row) => row.policy)).toEqual([]);
  });

  it('the functions listed for visitors are theirs, and the app calls each anonymous RPC', async () => {
    // The other direction of the function lints: a list entry nobody needs any more fails here.
    const { rows } = await withConnection((db) =>
      db.query<{ fn: string; name: string; schema: string }>(`
        select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as fn,
               p.proname as name, n.nspname as schema
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'EXECUTE')`),
    );
    const executable = rows.map((row) => row.fn);
    expect(Object.keys(VISITOR_PRIVATE_FUNCTIONS).filter((fn) => !executable.includes(fn))).toEqual([]);
    const rpcs = rows.filter((row) => row.schema === 'public').map((row) => row.name);
    expect(rpcs.sort()).toEqual(Object.keys(ANONYMOUS_RPCS).sort());
    for (const [rpc, caller] of Object.entries(ANONYMOUS_RPCS)) {
      expect(readFileSync(path.join(REPO_ROOT, caller), 'utf8'), `${caller} calls ${rpc}`).toContain(`rpc('${rpc}'`);
    }
  });

  it('no index is the leading part of another on the same table', async () => {
    const redundant = await withConnection((db) => redundantIndexes(db, ['public', 'private']));
    expect(redundant).toEqual([]);
  });

  it('sees an index planted as the leading part of another', async () => {
    await withConnection(async (db) => {
      await db.query('begin');
      try {
        await db.query(`
          create schema lint_plant_index;
          create table lint_plant_index.visits (id int primary key, status text, seen_at timestamptz);
          create index visits_status_idx on lint_plant_index.visits (status);
          create index visits_status_seen_at_idx on lint_plant_index.visits (status, seen_at desc);`);
        expect(await redundantIndexes(db, ['lint_plant_index'])).toEqual([
          'lint_plant_index.visits_status_idx: (status) leads lint_plant_index.visits_status_seen_at_idx',
        ]);
      } finally {
        await db.query('rollback');
      }
    });
  });
});

/**
 * Plain b-tree indexes whose columns (with their order) open another index of the same table with
 * the same predicate: the longer one answers the same lookups and sorts, so the shorter one only
 * costs writes. Unique indexes enforce something and are never redundant.
 */
async function redundantIndexes(db: pg.ClientBase, schemas: string[]): Promise<string[]> {
  const { rows } = await db.query<{ finding: string }>(
    `with ix as (
       select i.indexrelid, i.indrelid, i.indisunique,
              (regexp_match(pg_get_indexdef(i.indexrelid), ' USING (\\w+) [(](.*)[)]'))[1] as method,
              (regexp_match(pg_get_indexdef(i.indexrelid), ' USING \\w+ [(](.*)[)]'))[1] as columns,
              coalesce(pg_get_expr(i.indpred, i.indrelid), '') as predicate
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1::text[])
     )
     select format('%s: (%s) leads %s', a.indexrelid::regclass, a.columns, b.indexrelid::regclass) as finding
     from ix a
     join ix b on b.indrelid = a.indrelid and b.indexrelid <> a.indexrelid
       and b.method = a.method and b.predicate = a.predicate
     where a.method = 'btree' and not a.indisunique and b.columns like a.columns || ', %'
     order by 1`,
    [schemas],
  );
  return rows.map((row) => row.finding);
}

/** Plants one lint's mistake in `schema` (created empty, in a transaction rolled back) and names the object. */
type Plant = (db: pg.ClientBase, schema: string) => Promise<string>;

async function plantExtension(db: pg.ClientBase, schema: string): Promise<string> {
  // A trusted extension this server can create and has not installed (a non-superuser may create
  // those); PGlite ships only the ones the stack loads, all installed: then move one we may alter.
  const { rows: creatable } = await db.query<{ name: string }>(`
    select v.name from pg_available_extension_versions v
    where v.trusted and v.requires is null and v.name not in (select extname from pg_extension)
    order by v.name limit 1`);
  if (creatable[0]) {
    await db.query(`create extension ${pg.escapeIdentifier(creatable[0].name)} schema ${schema}`);
    return creatable[0].name;
  }
  const { rows: movable } = await db.query<{ name: string }>(`
    select e.extname::text as name from pg_extension e
    where e.extrelocatable and e.extname <> 'plpgsql'
      and (pg_has_role(e.extowner, 'USAGE') or (select rolsuper from pg_roles where rolname = current_user))
    order by e.extname limit 1`);
  if (!movable[0]) throw new Error('No extension this role can create or move into the planted schema');
  await db.query(`alter extension ${pg.escapeIdentifier(movable[0].name)} set schema ${schema}`);
  return movable[0].name;
}

const plants: Record<SecurityLintName, Plant> = {
  rls_disabled_in_public: async (db, s) => {
    await db.query(`create table ${s}.open_notes (id int primary key, body text)`);
    return `${s}.open_notes`;
  },
  rls_enabled_no_policy: async (db, s) => {
    await db.query(`
      create table ${s}.forgotten (id int primary key);
      alter table ${s}.forgotten enable row level security;`);
    return `${s}.forgotten`;
  },
  policy_exists_rls_disabled: async (db, s) => {
    await db.query(`
      create table ${s}.notes (id int primary key, owner uuid);
      create policy "Owners read their notes" on ${s}.notes for select to authenticated
        using (owner = (select auth.uid()));`);
    return `${s}.notes`;
  },
  auth_users_exposed: async (db, s) => {
    await db.query(`create view ${s}.members with (security_invoker = true) as select id, email from auth.users`);
    return `${s}.members`;
  },
  security_definer_view: async (db, s) => {
    await db.query(`
      create table ${s}.prices (id int primary key, amount numeric);
      alter table ${s}.prices enable row level security;
      create view ${s}.price_list as select id, amount from ${s}.prices;`);
    return `${s}.price_list`;
  },
  materialized_view_in_api: async (db, s) => {
    await db.query(`
      create materialized view ${s}.totals as select 42 as total;
      grant usage on schema ${s} to anon;
      grant select on ${s}.totals to anon;`);
    return `${s}.totals`;
  },
  function_search_path_mutable: async (db, s) => {
    await db.query(
      `create function ${s}.with_vat(amount numeric) returns numeric language sql immutable as 'select amount * 1.2'`,
    );
    return `${s}.with_vat(amount numeric)`;
  },
  security_definer_function_executable: async (db, s) => {
    await db.query(`
      create function ${s}.purge_everything() returns void
        language sql security definer set search_path = '' as 'select 1';
      revoke execute on function ${s}.purge_everything() from public;
      grant usage on schema ${s} to anon;
      grant execute on function ${s}.purge_everything() to anon;`);
    return `${s}.purge_everything()`;
  },
  rls_references_user_metadata: async (db, s) => {
    await db.query(`
      create table ${s}.reports (id int primary key);
      alter table ${s}.reports enable row level security;
      create policy "Editors read reports" on ${s}.reports for select to authenticated
        using (((select auth.jwt()) -> 'user_metadata' ->> 'team') = 'editors');`);
    return `${s}.reports: Editors read reports`;
  },
  rls_policy_always_true: async (db, s) => {
    await db.query(`
      create table ${s}.orders (id int primary key, total numeric);
      alter table ${s}.orders enable row level security;
      create policy "Anyone can update orders" on ${s}.orders for update to anon using (true);`);
    return `${s}.orders: Anyone can update orders`;
  },
  auth_rls_initplan: async (db, s) => {
    await db.query(`
      create table ${s}.notes (id int primary key, owner uuid);
      alter table ${s}.notes enable row level security;
      create policy "Owners read their notes" on ${s}.notes for select to authenticated
        using (owner = auth.uid());`);
    return `${s}.notes: Owners read their notes`;
  },
  multiple_permissive_policies: async (db, s) => {
    await db.query(`
      create table ${s}.products (id int primary key, active boolean);
      alter table ${s}.products enable row level security;
      create policy "Anyone reads active products" on ${s}.products for select using (active);
      create policy "Signed-in users read every product" on ${s}.products for select to authenticated
        using ((select auth.uid()) is not null);`);
    return `${s}.products (authenticated, SELECT)`;
  },
  sql_body_resolves_private_names: async (db, s) => {
    await db.query(`
      create function ${s}.is_short_text(value text) returns boolean language sql immutable
        set search_path = '' as $$ select char_length(value) < 10 and private.is_plain_text(value) $$;
      create table ${s}.labels (id int primary key, label text check (${s}.is_short_text(label)));`);
    return `${s}.is_short_text(value text)`;
  },
  extension_in_public: plantExtension,
  sensitive_columns_exposed: async (db, s) => {
    await db.query(`create table ${s}.accounts (id int primary key, email text, password text)`);
    return `${s}.accounts.password`;
  },
  private_function_executable_by_visitors: async (db, s) => {
    // private is the project's; the transaction undoes the helper, left executable by PUBLIC as
    // every new function is until revoked.
    await db.query(
      `create function private.${s}_is_short(value text) returns boolean language sql immutable
         set search_path = '' as 'select char_length(value) < 10'`,
    );
    return `private.${s}_is_short(value text)`;
  },
  anon_function_not_rpc: async (db, s) => {
    await db.query(`
      create function ${s}.purge_cache() returns void language sql set search_path = '' as 'select';
      revoke execute on function ${s}.purge_cache() from public;
      grant execute on function ${s}.purge_cache() to anon;`);
    return `${s}.purge_cache()`;
  },
  trigger_function_executable: async (db, s) => {
    await db.query(`
      create function ${s}.stamp() returns trigger language plpgsql set search_path = ''
        as 'begin return new; end';
      revoke execute on function ${s}.stamp() from public;
      grant execute on function ${s}.stamp() to authenticated;`);
    return `${s}.stamp()`;
  },
  public_bucket_allows_listing: async (db, s) => {
    // Buckets and their policies live in storage whatever the schema; the transaction undoes both.
    const bucket = s.replaceAll('_', '-');
    await db.query(`insert into storage.buckets (id, name, public) values ($1, $1, true)`, [bucket]);
    await db.query(`
      create policy "Visitors list the planted bucket" on storage.objects for select to anon
        using (bucket_id = ${pg.escapeLiteral(bucket)});`);
    return `storage.buckets ${bucket}`;
  },
};

describe('each security lint catches its planted mistake', () => {
  SECURITY_LINTS.forEach((lint, index) => {
    it(`${lint.name} catches its planted mistake`, async () => {
      const schema = `lint_plant_${index + 1}`;
      await withConnection(async (db) => {
        await db.query('begin');
        try {
          await db.query(`create schema ${schema}`);
          const before = await runSecurityLint(db, lint, [schema]);
          const planted = await plants[lint.name](db, schema);
          const after = await runSecurityLint(db, lint, [schema]);
          expect(before.map((finding) => finding.object)).not.toContain(planted);
          expect(after.map((finding) => finding.object)).toContain(planted);
        } finally {
          await db.query('rollback');
        }
      });
    });
  });
});
