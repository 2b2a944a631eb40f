-- Hosted Supabase only (not a migration: the local stack has no pg_graphql, and the extension is
-- the platform's, switched on in every new project). Run once in the SQL editor.
--
-- Why: the product reads and writes through the REST API (PostgREST) and never through GraphQL.
-- With pg_graphql enabled, /graphql/v1 describes every table, view and column that `anon` or
-- `authenticated` may SELECT (its introspection follows the grants; RLS still filters the rows), and
-- the security advisor reports each of them: lints 0026 pg_graphql_anon_table_exposed and 0027
-- pg_graphql_authenticated_table_exposed. An API nobody uses should not be open: disable it, as
-- Supabase documents (Database → Extensions → pg_graphql, or the statement below).
--
-- /graphql/v1 then answers an error instead of a schema; the REST API, Auth, Storage and the edge
-- functions are unaffected. To turn it back on one day: `create extension pg_graphql;`.

drop extension if exists pg_graphql;

-- Check: no row.
select extname, extversion from pg_catalog.pg_extension where extname = 'pg_graphql';
