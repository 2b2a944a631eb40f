-- Catalogue by category and product pages (issue 17, §1 and §2): categories can be switched off,
-- every active product belongs to a category and has its own address (a unique slug), a category
-- that still holds products cannot be deleted, and a visitor's request can name the product it is
-- about. src/features/products/schemas.ts and src/features/categories/schemas.ts mirror these rules.

-- == Slugs =====================================================================
-- The app's slugify (src/lib/slug.ts) in SQL, for rows that existed before products had a slug:
-- accents dropped, œ/æ/ß spelt out, anything else between letters and digits becomes one hyphen.
-- translate() before lower(): lower() only folds ASCII under the C locale.
create function private.slugify(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    left(
      regexp_replace(
        lower(translate(
          replace(replace(replace(replace(replace(value, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), 'ß', 'ss'),
          'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ',
          'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY'
        )),
        '[^a-z0-9]+', '-', 'g'
      ),
      80
    ),
    '^-+|-+$', '', 'g'
  );
$$;
revoke execute on function private.slugify(text) from public, anon, authenticated;
grant execute on function private.slugify(text) to service_role;

-- == Categories: an active flag ================================================
alter table public.categories add column active boolean not null default true;
create index categories_active_order_idx on public.categories (active, order_position);

-- Visitors see the categories that are switched on; staff who read the catalogue see them all.
drop policy "Anyone can read categories" on public.categories;
create policy "Anyone can read active categories" on public.categories
  for select to anon using (active);
create policy "Signed-in users read active categories, catalogue readers all" on public.categories
  for select to authenticated using (active or (select private.can('catalogue', 'read')));

-- == Products: a category and a slug ===========================================
alter table public.products
  add column category_id uuid references public.categories (id) on delete restrict,
  add column slug text;

-- Existing rows: the slug of their name; the oldest keeps it, later namesakes add the first eight
-- characters of their id.
with named as (
  select id, coalesce(nullif(private.slugify(name), ''), 'produit') as base,
         row_number() over (partition by coalesce(nullif(private.slugify(name), ''), 'produit') order by created_at, id) as n
  from public.products
)
update public.products p
   set slug = case when named.n = 1 then named.base
                   else regexp_replace(left(named.base, 71), '-+$', '') || '-' || left(named.id::text, 8) end
  from named
 where named.id = p.id;

-- An active product without a category cannot stay public: it is switched off until staff file it.
update public.products set active = false where active and category_id is null;

alter table public.products
  alter column slug set not null,
  add constraint products_slug_key unique (slug),
  add constraint products_slug_check check (char_length(slug) between 1 and 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  add constraint products_category_id_check check (category_id is not null or not active);
create index products_category_id_idx on public.products (category_id);

-- == A category that still holds products stays ================================
-- Said in French with the count, before the foreign key's own refusal (its backstop). SECURITY
-- DEFINER so the count includes the products the caller's policies would hide.
create function private.refuse_deleting_used_category()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  used integer := (select count(*) from public.products p where p.category_id = old.id);
begin
  if used > 0 then
    raise exception using
      errcode = 'P0001',
      message = format(
        'La catégorie « %s » contient encore %s : rattachez-les à une autre catégorie avant de la supprimer.',
        old.name,
        case when used = 1 then '1 produit' else used || ' produits' end
      );
  end if;
  return old;
end;
$$;

create trigger categories_refuse_deleting_used before delete on public.categories
  for each row execute function private.refuse_deleting_used_category();

revoke execute on function private.refuse_deleting_used_category() from public, anon, authenticated;
grant execute on function private.refuse_deleting_used_category() to authenticated, service_role;

-- == Requests name their product ===============================================
alter table public.quote_requests
  add column product_id uuid references public.products (id) on delete set null;
create index quote_requests_product_id_idx on public.quote_requests (product_id);

-- A visitor can only name a product the public catalogue shows (the subquery runs under the
-- caller's own policies: active products for visitors).
drop policy "Visitors can submit a request" on public.quote_requests;
drop policy "Signed-in users can submit a request" on public.quote_requests;
create policy "Visitors can submit a request" on public.quote_requests
  for insert to anon
  with check (
    status = 'pending'
    and (product_id is null or exists (select 1 from public.products p where p.id = product_id and p.active))
  );
create policy "Signed-in users can submit a request" on public.quote_requests
  for insert to authenticated
  with check (
    status = 'pending'
    and (product_id is null or exists (select 1 from public.products p where p.id = product_id and p.active))
  );

-- == Column grants =============================================================
-- Writers keep per-column grants (20261125000600_hardening_ii.sql); the new columns join them.
grant insert (category_id, slug), update (category_id, slug) on public.products to authenticated;
grant insert (active), update (active) on public.categories to authenticated;
grant insert (product_id) on public.quote_requests to anon, authenticated;
