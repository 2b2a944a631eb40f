-- Admin lists at scale (issue 19): the orders and leads lists search, sort and page in the
-- database instead of downloading the whole table.
--
-- Search is by words, case- and accent-insensitive: « jer lefev » finds « Jérôme Lefèvre ».
-- Each row keeps a stored full-text document of its searched columns (accents removed, lower
-- case, punctuation turned into spaces) behind a GIN index; the app asks for every typed word as
-- a prefix (`search=fts(simple).jer:* & lefev:*`). This needs no extension: the local stack
-- (PGlite) loads neither unaccent nor pg_trgm, and an expression computed per row at query time
-- costs seconds there on 100 000 rows, where the stored document answers in milliseconds.

-- == Search text ===============================================================
-- The same folding as the app's normalizeText(): NFD, combining marks (U+0300–U+036F) removed,
-- lower case; anything but letters and digits separates words, as the app splits what is typed.
create function private.search_text(variadic parts text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.lower(pg_catalog.regexp_replace(
      normalize(pg_catalog.array_to_string(parts, ' '), nfd), E'[\u0300-\u036f]', '', 'g')),
    '[^[:alnum:]]+', ' ', 'g'));
$$;

-- Generated columns call it with the rights of whoever writes the row.
revoke execute on function private.search_text(text[]) from public, anon;
grant execute on function private.search_text(text[]) to authenticated, service_role;

-- == Search documents ==========================================================
-- 'simple': no stemming and no stop words, so names and numbers are kept as written.
alter table public.orders
  add column search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      order_number, customer_first_name, customer_last_name, customer_email, customer_company))
  ) stored;
create index orders_search_idx on public.orders using gin (search);

alter table public.leads
  add column search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      first_name, last_name, email, company))
  ) stored;
create index leads_search_idx on public.leads using gin (search);

-- == Sort orders ===============================================================
-- Every list sorts by one column with the id as tiebreak (a stable order for pages and the
-- export's keyset); these serve the default order and the sorts on non-null columns.
drop index public.orders_created_at_idx;
create index orders_created_at_id_idx on public.orders (created_at desc, id desc);
create index orders_total_amount_id_idx on public.orders (total_amount, id);
create index orders_customer_last_name_id_idx on public.orders (customer_last_name, id);

drop index public.leads_created_at_idx;
create index leads_created_at_id_idx on public.leads (created_at desc, id desc);
create index leads_score_id_idx on public.leads (score, id);

-- == Audit trail ===============================================================
-- As in 20261125000900_team.sql, plus one rule: a generated column (the search documents above)
-- is derived from the others, so it is never a change of its own in the trail.
create or replace function private.audit_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  before jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_data jsonb := coalesce(after, before);
  diff jsonb := '{}'::jsonb;
  column_name text;
  derived text[];
begin
  if actor is null then
    return null;
  end if;
  derived := array(
    select a.attname::text from pg_catalog.pg_attribute a
    where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped and a.attgenerated <> ''
  );
  for column_name in select jsonb_object_keys(row_data) loop
    -- Bookkeeping columns the database sets on every write say nothing about the change.
    continue when column_name in ('updated_at', 'created_at') or column_name = any (derived);
    continue when tg_op = 'UPDATE' and before -> column_name is not distinct from after -> column_name;
    continue when tg_op <> 'UPDATE' and row_data -> column_name = 'null'::jsonb;
    diff := diff || jsonb_build_object(
      column_name,
      jsonb_build_object('before', before -> column_name, 'after', after -> column_name)
    );
  end loop;
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, area, table_name, row_id, entity_id, action, changes)
  values (
    actor,
    coalesce(nullif((select auth.jwt()) ->> 'email', ''), (select u.email from auth.users u where u.id = actor)),
    tg_argv[0],
    tg_table_name,
    row_data ->> 'id',
    coalesce(row_data ->> tg_argv[1], row_data ->> 'id'),
    lower(tg_op),
    diff
  );
  return null;
end;
$$;
