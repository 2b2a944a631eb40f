import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/clients';

/**
 * The checks of Supabase's security advisor, run against the migrated local database.
 * Each test lists its findings, so a failure names the table, function or policy at fault.
 */
const client = new pg.Client({
  connectionString: databaseUrl,
});

const rows = async <T>(sql: string): Promise<T[]> => (await client.query(sql)).rows as T[];

beforeAll(async () => {
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

describe('database security lint', () => {
  it('every public table has RLS enabled and at least one policy', async () => {
    const findings = await rows<{ table: string }>(`
      select c.relname as table
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))`);
    expect(findings).toEqual([]);
  });

  it('every public function has a fixed search_path', async () => {
    const findings = await rows<{ fn: string }>(`
      select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
    expect(findings).toEqual([]);
  });

  it('no SECURITY DEFINER function in public is executable by anon', async () => {
    const findings = await rows<{ fn: string }>(`
      select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')`);
    expect(findings).toEqual([]);
  });

  it('no view in public bypasses RLS', async () => {
    const findings = await rows<{ view: string }>(`
      select c.relname as view from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any(c.reloptions), false)`);
    expect(findings).toEqual([]);
  });

  it('no policy trusts user_metadata', async () => {
    const findings = await rows<{ policy: string }>(`
      select tablename || '.' || policyname as policy from pg_policies
      where coalesce(qual, '') || coalesce(with_check, '') ~* 'user_metadata'`);
    expect(findings).toEqual([]);
  });

  it('no write policy is always true', async () => {
    const findings = await rows<{ policy: string }>(`
      select tablename || '.' || policyname as policy from pg_policies
      where cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
        and (btrim(coalesce(with_check, ''), '() ') = 'true' or btrim(coalesce(qual, ''), '() ') = 'true')`);
    expect(findings).toEqual([]);
  });

  it('auth.uid() and role helpers are wrapped in (select …) in every policy', async () => {
    const policies = await rows<{ policy: string; expression: string }>(`
      select schemaname || '.' || tablename || '.' || policyname as policy,
             coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
      from pg_policies where schemaname in ('public', 'storage')`);
    const findings = policies.filter(({ expression }) => {
      const unwrapped = expression.replace(
        /SELECT\s+(?:private\.)?(auth\.uid\(\)|is_admin\(\)|auth\.jwt\(\)|auth\.role\(\))/gi,
        '',
      );
      return /auth\.uid\(\)|is_admin\(\)|auth\.jwt\(\)|auth\.role\(\)/i.test(unwrapped);
    });
    expect(findings.map((f) => f.policy)).toEqual([]);
  });

  it('one permissive policy per table, role and action', async () => {
    const findings = await rows<{ key: string; count: number }>(`
      with expanded as (
        select c.relname as tbl, r.rolname as role, a.action
        from pg_policy p
        join pg_class c on c.oid = p.polrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(p.polroles) as pr(oid)
        left join pg_roles r on r.oid = pr.oid
        cross join lateral unnest(case p.polcmd when '*' then array['r','a','w','d'] else array[p.polcmd::text] end) as a(action)
        -- The stack's own contract fixtures (tests/stack/fixtures) are not part of the product.
        where n.nspname in ('public', 'storage') and p.polpermissive and p.polname not like 'Fixture %'
      )
      select tbl || '/' || coalesce(role, 'public') || '/' || action as key, count(*)::int as count
      from expanded group by 1 having count(*) > 1`);
    expect(findings).toEqual([]);
  });

  it('no public bucket can be listed by visitors', async () => {
    const findings = await rows<{ policy: string }>(`
      select policyname as policy from pg_policies
      where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
        and (roles && array['anon', 'public']::name[])`);
    expect(findings).toEqual([]);
  });

  it('a signed-in user cannot grant themselves a role or write content', async () => {
    const findings = await rows<{ policy: string }>(`
      select tablename || '.' || policyname as policy from pg_policies
      where schemaname = 'public' and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
        and 'authenticated' = any(roles)
        and coalesce(with_check, qual, '') !~ '(is_admin|can)[(]'
        and not (tablename = 'quote_requests' and cmd = 'INSERT')`);
    expect(findings).toEqual([]);
  });
});

/** Supabase's own linter (splinter), as the hosted security advisor runs it. */
describe('splinter security lints', () => {
  it('reports no ERROR and no WARN in the security category', async () => {
    const sql = readFileSync(new URL('./splinter/splinter.sql', import.meta.url), 'utf8');
    await client.query('begin');
    try {
      // The lints read the exposed schemas from PostgREST's setting, as hosted Supabase sets it.
      await client.query("set local pgrst.db_schemas = 'public, graphql_public'");
      const results = (await client.query(sql)) as unknown as pg.QueryResult[];
      const lints = results.at(-1)!.rows as {
        name: string;
        level: string;
        categories: string[];
        detail: string;
        metadata: { schema?: string } | null;
      }[];
      expect(lints.length).toBeGreaterThan(0);
      const findings = lints
        // stack_fixture holds the local stack's own contract fixtures (tests/stack), never deployed.
        .filter((lint) => lint.metadata?.schema !== 'stack_fixture')
        .filter((lint) => lint.categories.includes('SECURITY') && ['ERROR', 'WARN'].includes(lint.level))
        .map((lint) => `${lint.level} ${lint.name}: ${lint.detail}`);
      expect(findings).toEqual([]);
    } finally {
      await client.query('rollback');
    }
  });
});
