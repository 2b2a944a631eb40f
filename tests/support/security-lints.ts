// The project's own security lints: catalog queries named after the checks of Supabase's
// database advisor, so a finding here means the same thing as one in the hosted dashboard.
// Each query takes the schemas the API exposes as $1 (text[]) and returns { object, detail },
// `object` naming what to fix. Policies named "Fixture …" belong to the local stack's own
// contract fixtures (tests/stack/fixtures), not to the product, and are never linted. The last
// three are the project's own: who may execute which function (tests/support/function-grants.ts).
import type pg from 'pg';
import { ANONYMOUS_RPCS, VISITOR_PRIVATE_FUNCTIONS } from './function-grants';

export interface SecurityLint {
  name: string;
  title: string;
  sql: string;
}

export interface LintFinding {
  object: string;
  detail: string;
}

/** What hosted Supabase exposes through the Data API for this project. */
export const PRODUCT_EXPOSED_SCHEMAS = ['public', 'graphql_public'];

// Policies on the tables the API exposes, plus those of the storage schema, which the Storage API
// queries with the caller's role whatever PostgREST exposes.
const policies = `
  select n.nspname as schema_name, c.relname as table_name, p.polname as policy_name, p.polcmd as cmd,
         p.polpermissive as permissive, p.polroles as roles,
         coalesce(pg_get_expr(p.polqual, p.polrelid), '') as using_expr,
         coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') as check_expr
  from pg_policy p
  join pg_class c on c.oid = p.polrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any(array_append($1::text[], 'storage'))
    and p.polname not like 'Fixture %'`;

// A call of one of the helpers whose answer is the same for every row (auth_rls_initplan).
const helper = String.raw`(auth\.(uid|jwt|role|email)|((public|private)\.)?(is_admin|has_role|can))`;

// A policy expression that holds for every row: true, or a tautology such as 1 = 1.
const alwaysTrue = String.raw`^[(\s]*(true|(\d+)\s*=\s*\2)[)\s]*$`;

const command = `case cmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end`;

// A function's name as the findings give it: schema.name(identity arguments).
const signature = `format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))`;

// Functions an extension installed are the extension's, not the project's.
const ownFunction = `not exists (
  select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
)`;

// Who holds EXECUTE on the function, PUBLIC (grantee 0) included; a NULL ACL is the default one.
const executors = `aclexplode(coalesce(p.proacl, acldefault('f', p.proowner)))`;

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

export const SECURITY_LINTS = [
  {
    name: 'rls_disabled_in_public',
    title: 'RLS disabled on a table the API exposes',
    sql: `
      -- Without RLS, every grant anon or authenticated holds on the table applies to every row.
      select format('%I.%I', n.nspname, c.relname) as object,
             'row-level security is disabled' as detail
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p') and not c.relrowsecurity
      order by 1`,
  },
  {
    name: 'rls_enabled_no_policy',
    title: 'RLS enabled on an exposed table without any policy',
    sql: `
      -- The project writes every table's access as policies: a table with none was forgotten.
      select format('%I.%I', n.nspname, c.relname) as object,
             'row-level security is enabled but the table has no policy' as detail
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p') and c.relrowsecurity
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
      order by 1`,
  },
  {
    name: 'policy_exists_rls_disabled',
    title: 'Policies on a table whose RLS is disabled',
    sql: `
      -- Policies do nothing until RLS is enabled: the table looks protected and is not.
      select format('%I.%I', n.nspname, c.relname) as object,
             'policies ' || string_agg(quote_ident(p.polname), ', ' order by p.polname)
               || ' exist but row-level security is disabled' as detail
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_policy p on p.polrelid = c.oid
      where n.nspname = any($1::text[]) and not c.relrowsecurity
      group by n.nspname, c.relname
      order by 1`,
  },
  {
    name: 'auth_users_exposed',
    title: 'A view of auth.users in an exposed schema',
    sql: `
      -- auth.users holds every account's e-mail, phone and metadata: no API-visible relation may read it.
      select distinct format('%I.%I', n.nspname, c.relname) as object,
             case c.relkind when 'm' then 'materialized view' else 'view' end || ' reads auth.users' as detail
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_rewrite r on r.ev_class = c.oid
      join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
      where n.nspname = any($1::text[]) and c.relkind in ('v', 'm')
        and d.refclassid = 'pg_class'::regclass
        and d.refobjid = to_regclass('auth.users')
      order by 1`,
  },
  {
    name: 'security_definer_view',
    title: 'A view that runs with its owner’s rights',
    sql: `
      -- A view without security_invoker reads its tables as its owner, so their RLS never sees the caller.
      select format('%I.%I', n.nspname, c.relname) as object,
             'view without security_invoker = true' as detail
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind = 'v'
        and not exists (
          select 1 from unnest(c.reloptions) as o(option)
          where lower(o.option) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1', 'security_invoker=yes')
        )
      order by 1`,
  },
  {
    name: 'materialized_view_in_api',
    title: 'A materialized view the API roles can read',
    sql: `
      -- A materialized view has no RLS: whoever may select it reads every row it stored.
      select format('%I.%I', n.nspname, c.relname) as object,
             'materialized view readable by ' || array_to_string(array_remove(array[
               case when has_table_privilege('anon', c.oid, 'SELECT') then 'anon' end,
               case when has_table_privilege('authenticated', c.oid, 'SELECT') then 'authenticated' end
             ], null), ', ') as detail
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind = 'm'
        and (has_table_privilege('anon', c.oid, 'SELECT')
          or has_table_privilege('authenticated', c.oid, 'SELECT'))
      order by 1`,
  },
  {
    name: 'function_search_path_mutable',
    title: 'A function without a fixed search_path',
    sql: `
      -- Without its own search_path a function resolves names in the caller's, which a caller can shadow.
      -- private holds the helpers the policies call, so it is checked with the exposed schemas.
      select ${signature} as object,
             case when p.prosecdef then 'SECURITY DEFINER ' else '' end || 'function without search_path' as detail
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any(array_append($1::text[], 'private')) and p.prokind in ('f', 'p', 'w')
        and not exists (
          select 1 from unnest(p.proconfig) as s(setting) where s.setting like 'search\\_path=%'
        )
        and ${ownFunction}
      order by 1`,
  },
  {
    name: 'sql_body_resolves_private_names',
    title: 'A SQL function whose string body names private objects at run time',
    sql: `
      -- A SQL body written as a string is parsed when it runs, with the caller's rights: a name it
      -- resolves in private needs USAGE there, which visitors lack (42501 on a fresh connection, as
      -- every public form once got). A begin atomic body binds its names once, when it is created.
      select ${signature} as object,
             'string body names private.*: write it as begin atomic … end' as detail
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_language l on l.oid = p.prolang
      where l.lanname = 'sql' and not p.prosecdef and p.prosqlbody is null and p.prosrc ~ '\\mprivate\\.'
        -- The helpers (private), and the functions that checks, defaults, generated columns, indexes
        -- and policies of exposed tables call: what runs implicitly, whoever writes or reads the row.
        -- Staff RPCs in public may name private: only roles with USAGE there can call them.
        and (n.nspname = 'private' or (n.nspname = any($1::text[]) and exists (
          select 1 from pg_depend d
          where d.refclassid = 'pg_proc'::regclass and d.refobjid = p.oid
            and d.classid in ('pg_constraint'::regclass, 'pg_attrdef'::regclass, 'pg_policy'::regclass, 'pg_class'::regclass)
        )))
      order by 1`,
  },
  {
    name: 'security_definer_function_executable',
    title: 'A SECURITY DEFINER function the API roles can call',
    sql: `
      -- An exposed SECURITY DEFINER function is an RPC endpoint that runs with its owner's rights.
      select ${signature} as object,
             'SECURITY DEFINER, executable by ' || array_to_string(array_remove(array[
               case when has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
               case when has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end
             ], null), ', ') as detail
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1::text[]) and p.prosecdef
        and (has_function_privilege('anon', p.oid, 'EXECUTE')
          or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
        and ${ownFunction}
      order by 1`,
  },
  {
    name: 'rls_references_user_metadata',
    title: 'A policy trusting user metadata',
    sql: `
      -- Users edit their own user_metadata (auth.updateUser), so a policy reading it trusts the caller.
      with scoped_policy as (${policies})
      select format('%I.%I: %s', schema_name, table_name, policy_name) as object,
             'reads user_metadata: ' || btrim(using_expr || ' ' || check_expr) as detail
      from scoped_policy
      where (using_expr || ' ' || check_expr) ~* '(raw_)?user_meta(_)?data'
      order by 1`,
  },
  {
    name: 'rls_policy_always_true',
    title: 'A write policy that is always true',
    sql: `
      -- A write policy that holds for every row lets its roles change or erase the whole table.
      with scoped_policy as (${policies})
      select format('%I.%I: %s', schema_name, table_name, policy_name) as object,
             ${command} || ' policy whose '
               || case when using_expr ~ '${alwaysTrue}' then 'USING' else 'WITH CHECK' end
               || ' is always true' as detail
      from scoped_policy
      where cmd in ('a', 'w', 'd', '*')
        and (using_expr ~ '${alwaysTrue}' or check_expr ~ '${alwaysTrue}')
      order by 1`,
  },
  {
    name: 'auth_rls_initplan',
    title: 'A policy calling auth or role helpers once per row',
    sql: `
      -- auth.uid(), auth.jwt(), auth.role(), auth.email() and the project's role helpers (is_admin,
      -- has_role, private.can) give one answer per statement: wrapped in (select …) they run once,
      -- bare they run for every row. Calls right after a SELECT are removed, then any call left is bare.
      with scoped_policy as (${policies}),
      unwrapped as (
        select schema_name, table_name, policy_name,
               regexp_replace(using_expr || ' ' || check_expr, 'SELECT\\s+\\(*\\s*${helper}\\(', '', 'gi') as expr
        from scoped_policy
      )
      select format('%I.%I: %s', schema_name, table_name, policy_name) as object,
             'calls ' || string_agg(distinct bare.call[1] || '()', ', ') || ' outside (select …)' as detail
      from unwrapped, lateral regexp_matches(expr, '\\m${helper}\\(', 'gi') as bare(call)
      group by schema_name, table_name, policy_name
      order by 1`,
  },
  {
    name: 'multiple_permissive_policies',
    title: 'Several permissive policies for one table, role and action',
    sql: `
      -- Permissive policies are OR-ed and each one is evaluated for every row: one per role and action
      -- is faster and easier to audit. A policy for PUBLIC counts for both API roles.
      with scoped_policy as (${policies}),
      expanded as (
        select p.schema_name, p.table_name, p.policy_name, grantee.name as role_name, act.name as action
        from scoped_policy p
        cross join lateral (
          select r.rolname::text as name from pg_roles r where r.oid = any(p.roles)
          union
          select api.name from unnest(array['anon', 'authenticated']) as api(name) where 0::oid = any(p.roles)
        ) as grantee
        cross join lateral unnest(
          case p.cmd when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
                     when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end
        ) as act(name)
        where p.permissive
      )
      select format('%I.%I (%s, %s)', schema_name, table_name, role_name, action) as object,
             count(*) || ' permissive policies: '
               || string_agg(quote_ident(policy_name), ', ' order by policy_name) as detail
      from expanded
      group by schema_name, table_name, role_name, action
      having count(*) > 1
      order by 1`,
  },
  {
    name: 'extension_in_public',
    title: 'An extension installed in an exposed schema',
    sql: `
      -- An extension's functions and tables in an exposed schema become API endpoints nobody designed.
      select e.extname::text as object,
             format('extension %s %s installed in %I', e.extname, e.extversion, n.nspname) as detail
      from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace
      where n.nspname = any($1::text[])
      order by 1`,
  },
  {
    name: 'sensitive_columns_exposed',
    title: 'Sensitive-looking columns on an exposed table without RLS',
    sql: `
      -- Credentials, bank details and identity numbers on a table without RLS are one request away.
      select format('%I.%I.%I', n.nspname, c.relname, a.attname) as object,
             'sensitive-looking column on a table without row-level security' as detail
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p') and not c.relrowsecurity
        and a.attname ~* '(^|_)(password|passwd|pwd|secret|token|api_?key|private_key|access_key|jwt|otp|totp|iban|bic|swift|bank_account|account_number|routing_number|credit_card|card_number|cvv|cvc|ssn|social_security|tax_id|national_id|passport|driver_licen[cs]e|nir)($|_)'
      order by 1`,
  },
  {
    name: 'public_bucket_allows_listing',
    title: 'A public bucket that visitors can list',
    sql: `
      -- A public bucket serves its files by URL without any policy; a SELECT policy for anon also lets
      -- visitors list every file name in it. Storage serves buckets whatever schemas PostgREST
      -- exposes, so $1 plays no part here.
      select format('storage.buckets %s', b.id) as object,
             format('public bucket listable by %s through policy %I', (
               select string_agg(case when r = 0 then 'public' else r::regrole::text end, ', ')
               from unnest(p.polroles) as r
             ), p.polname) as detail
      from storage.buckets b
      join pg_policy p on p.polrelid = to_regclass('storage.objects')
      where $1::text[] is not null and b.public
        and p.polpermissive and p.polcmd in ('r', '*') and p.polname not like 'Fixture %'
        and (0::oid = any(p.polroles) or 'anon'::regrole::oid = any(p.polroles))
        -- A policy naming other buckets only does not reach this one.
        and (p.polqual is null
          or pg_get_expr(p.polqual, p.polrelid) !~ 'bucket_id'
          or strpos(pg_get_expr(p.polqual, p.polrelid), quote_literal(b.id)) > 0)
      order by 1`,
  },
  {
    name: 'private_function_executable_by_visitors',
    title: 'A private function visitors may execute without a listed reason',
    sql: `
      -- A function in private is the database's own. PUBLIC is every role, present and future: never.
      -- anon executes only what a visitor's statement runs, each listed with its reason; $1 plays
      -- no part, private is never exposed.
      select ${signature} as object,
             case when exists (select 1 from ${executors} e where e.grantee = 0)
               then 'executable by PUBLIC' else 'executable by anon without a listed reason' end as detail
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where $1::text[] is not null and n.nspname = 'private' and ${ownFunction}
        and (exists (select 1 from ${executors} e where e.grantee = 0)
          or (has_function_privilege('anon', p.oid, 'EXECUTE')
            and ${signature} <> all (${textArray(Object.keys(VISITOR_PRIVATE_FUNCTIONS))})))
      order by 1`,
  },
  {
    name: 'anon_function_not_rpc',
    title: 'A function the API lets visitors call that the app does not call as a visitor',
    sql: `
      -- Every function of an exposed schema that anon may execute is an RPC endpoint open to anyone:
      -- only the ones the app calls as a visitor are.
      select ${signature} as object,
             'executable by anon, not an RPC the app calls as a visitor' as detail
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1::text[]) and p.prokind in ('f', 'p') and ${ownFunction}
        and has_function_privilege('anon', p.oid, 'EXECUTE')
        and not (n.nspname = 'public' and p.proname = any (${textArray(Object.keys(ANONYMOUS_RPCS))}))
      order by 1`,
  },
  {
    name: 'trigger_function_executable',
    title: 'A trigger function granted to a role',
    sql: `
      -- A trigger runs its function without checking EXECUTE (PostgreSQL checks it once, for whoever
      -- creates the trigger): a grant serves no writer, it only lists the function among a role's.
      select ${signature} as object,
             'trigger function executable by ' || (
               select string_agg(case when e.grantee = 0 then 'PUBLIC' else e.grantee::regrole::text end, ', '
                                 order by e.grantee::regrole::text)
               from ${executors} e where e.grantee <> p.proowner
             ) as detail
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any(array_append($1::text[], 'private'))
        and p.prorettype in ('trigger'::regtype, 'event_trigger'::regtype) and ${ownFunction}
        and exists (select 1 from ${executors} e where e.grantee <> p.proowner)
      order by 1`,
  },
] as const satisfies readonly SecurityLint[];

export type SecurityLintName = (typeof SECURITY_LINTS)[number]['name'];

/** One lint's findings, with the given schemas taken as the ones the API exposes. */
export async function runSecurityLint(
  client: pg.ClientBase,
  lint: SecurityLint,
  exposedSchemas: string[],
): Promise<LintFinding[]> {
  const { rows } = await client.query<LintFinding>(lint.sql, [exposedSchemas]);
  return rows;
}

/** Every lint's findings, each labelled with the lint that found it. */
export async function runSecurityLints(
  client: pg.ClientBase,
  exposedSchemas: string[],
): Promise<(LintFinding & { lint: SecurityLintName })[]> {
  const findings: (LintFinding & { lint: SecurityLintName })[] = [];
  for (const lint of SECURITY_LINTS) {
    for (const finding of await runSecurityLint(client, lint, exposedSchemas))
      findings.push({ lint: lint.name, ...finding });
  }
  return findings;
}
