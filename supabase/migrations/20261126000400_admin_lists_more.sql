-- Admin lists at scale (issue 19), second part: requests, products, categories and users search,
-- sort and page in the database, as orders and leads do (20261125001000_admin_lists.sql: a stored
-- full-text document folded by private.search_text, behind a GIN index, searched word by word
-- as prefixes).

-- == Search documents ==========================================================
-- Visitors' forms insert requests, and a generated column runs with the rights of whoever writes
-- the row: anonymous callers need the (pure, immutable) folding function too. The schema stays
-- unexposed, so this opens no RPC.
grant execute on function private.search_text(text[]) to anon;

alter table public.quote_requests
  add column search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      first_name, last_name, email, company, subject))
  ) stored;
create index quote_requests_search_idx on public.quote_requests using gin (search);

alter table public.products
  add column search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(name, brand, slug))
  ) stored;
create index products_search_idx on public.products using gin (search);

-- A few dozen rows: no index, the same search as the other lists all the same.
alter table public.categories
  add column search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(name, slug, description))
  ) stored;

-- == Sort orders ===============================================================
-- The default order of each list with the id as tiebreak, as pages and the export's keyset read it.
drop index public.quote_requests_created_at_idx;
create index quote_requests_created_at_id_idx on public.quote_requests (created_at desc, id desc);
create index products_created_at_id_idx on public.products (created_at desc, id desc);

-- == Users =====================================================================
-- The accounts, searched by name and e-mail the same way (no stored column: they live in
-- auth.users, and a company has tens of staff accounts, not thousands). PostgREST sorts, pages
-- and counts the function's rows (`/rpc/list_users?search=…&order=email&limit=50`).
drop function public.list_users();
create function public.list_users(search text default null)
returns table (
  id uuid,
  email text,
  full_name text,
  roles text[],
  created_at timestamptz,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  confirmed boolean,
  active boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select u.* from private.user_directory() u
  where search is null
    or pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(u.email, u.full_name))
       @@ pg_catalog.to_tsquery('pg_catalog.simple'::regconfig, search);
$$;
revoke execute on function public.list_users(text) from public, anon;
grant execute on function public.list_users(text) to authenticated, service_role;
