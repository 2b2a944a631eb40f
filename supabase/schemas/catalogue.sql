-- The catalogue: categories, products (each with its own address, a unique slug) and their
-- images in storage. Visitors read what is switched on; catalogue writers change it.
-- src/features/products/schemas.ts, src/features/categories/schemas.ts and
-- src/features/products/media/ mirror these rules.

-- == Categories =================================================================================
create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  description text,
  icon text,
  order_position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  active boolean not null default true,
  -- The admin list's search document (private.search_text); a few dozen rows: no index.
  search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(name, slug, description))
  ) stored,
  constraint categories_slug_key unique (slug),
  constraint categories_slug_check check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint categories_description_check check (char_length(description) <= 500 and private.is_plain_text(description)),
  constraint categories_icon_check check (icon ~ '^[A-Za-z][A-Za-z0-9]{0,49}$'),
  constraint categories_order_position_check check (order_position between 0 and 100000),
  constraint categories_name_check check (private.is_text(name, 80))
);
create index categories_order_position_idx on public.categories (order_position);
create index categories_active_order_idx on public.categories (active, order_position);
create trigger categories_set_updated_at before update on public.categories
  for each row execute function public.set_updated_at();
create trigger categories_audit after insert or update or delete on public.categories
  for each row execute function private.audit_row('catalogue');

-- A category that still holds products stays. Said in French with the count, before the foreign
-- key's own refusal (its backstop). SECURITY DEFINER so the count includes the products the
-- caller's policies would hide.
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

alter table public.categories enable row level security;
-- Visitors see the categories that are switched on; staff who read the catalogue see them all.
create policy "Anyone can read active categories" on public.categories
  for select to anon using (active);
create policy "Signed-in users read active categories, catalogue readers all" on public.categories
  for select to authenticated using (active or (select private.can('catalogue', 'read')));
create policy "Catalogue writers can create categories" on public.categories
  for insert to authenticated with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can update categories" on public.categories
  for update to authenticated
  using ((select private.can('catalogue', 'write'))) with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete categories" on public.categories
  for delete to authenticated using ((select private.can('catalogue', 'write')));

-- Visitors read; clients never choose an id, a creation or update time.
revoke all on public.categories from anon, authenticated;
grant select on public.categories to anon;
grant select, delete on public.categories to authenticated;
grant insert (name, slug, description, icon, order_position, active),
  update (name, slug, description, icon, order_position, active)
  on public.categories to authenticated;
grant all on public.categories to service_role;

-- The app's slugify (src/lib/slug.ts) in SQL, for the service role (imports): accents dropped,
-- œ/æ/ß spelt out, anything else between letters and digits becomes one hyphen. translate()
-- before lower(): lower() only folds ASCII under the C locale.
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

-- == Products ===================================================================================
create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  brand text not null,
  description text,
  -- The spec's contract field: the main image's URL (it follows product_images, below).
  image_url text not null,
  monthly_price_12 numeric(10, 2),
  monthly_price_24 numeric(10, 2),
  monthly_price_36 numeric(10, 2),
  monthly_price_48 numeric(10, 2),
  purchase_price numeric(12, 2),
  stock integer,
  rating numeric(2, 1),
  badges text[] not null default '{}',
  active boolean not null default true,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  category_id uuid references public.categories (id) on delete restrict,
  slug text not null,
  search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(name, brand, slug))
  ) stored,
  constraint products_description_check check (char_length(description) <= 2000 and private.is_plain_text(description)),
  constraint products_image_url_check check (char_length(image_url) >= 1 and private.is_safe_url(image_url)),
  constraint products_prices_check check (
    coalesce(monthly_price_12, 0) between 0 and 99999999
    and coalesce(monthly_price_24, 0) between 0 and 99999999
    and coalesce(monthly_price_36, 0) between 0 and 99999999
    and coalesce(monthly_price_48, 0) between 0 and 99999999
    and coalesce(purchase_price, 0) between 0 and 9999999999
  ),
  constraint products_stock_check check (stock between 0 and 1000000),
  constraint products_rating_check check (rating between 0 and 5),
  constraint products_badges_check check (public.text_items_valid(badges, 8, 40)),
  constraint products_name_check check (private.is_text(name, 120)),
  constraint products_brand_check check (private.is_text(brand, 80)),
  constraint products_slug_key unique (slug),
  constraint products_slug_check check (char_length(slug) between 1 and 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- An active product belongs to a category: it is public, filed under its category's page.
  constraint products_category_id_check check (category_id is not null or not active)
);
create index products_public_order_idx on public.products (active, featured desc, created_at desc);
create index products_category_id_idx on public.products (category_id);
create index products_search_idx on public.products using gin (search);
-- Every list sorts by one column with the id as tiebreak (a stable order for pages and the
-- export's keyset).
create index products_created_at_id_idx on public.products (created_at desc, id desc);
create trigger products_set_updated_at before update on public.products
  for each row execute function public.set_updated_at();
create trigger products_audit after insert or update or delete on public.products
  for each row execute function private.audit_row('catalogue');

alter table public.products enable row level security;
create policy "Anyone can read active products" on public.products
  for select to anon
  using (active);
create policy "Signed-in users read active products, catalogue readers all" on public.products
  for select to authenticated using (active or (select private.can('catalogue', 'read')));
create policy "Catalogue writers can create products" on public.products
  for insert to authenticated with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can update products" on public.products
  for update to authenticated
  using ((select private.can('catalogue', 'write'))) with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete products" on public.products
  for delete to authenticated using ((select private.can('catalogue', 'write')));

revoke all on public.products from anon, authenticated;
grant select on public.products to anon;
grant select, delete on public.products to authenticated;
grant insert (name, brand, description, image_url, monthly_price_12, monthly_price_24, monthly_price_36,
              monthly_price_48, purchase_price, stock, rating, badges, active, featured, category_id, slug),
  update (name, brand, description, image_url, monthly_price_12, monthly_price_24, monthly_price_36,
          monthly_price_48, purchase_price, stock, rating, badges, active, featured, category_id, slug)
  on public.products to authenticated;
grant all on public.products to service_role;

-- == Product images =============================================================================
-- Images uploaded to the product-images bucket (supabase/schemas/storage.sql), several per product
-- with an order, a main image and a required alt text. Sizes are made in the browser at upload
-- (WebP 480 and 960 pixels wide beside the original). Files live at {product_id}/{image uuid}.{ext};
-- the sizes beside it at {product_id}/{image uuid}-{width}w.webp, for each width listed in
-- variant_widths. src/lib/product-image-files.ts names the files.
create table public.product_images (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  path text not null,
  url text not null,
  alt text not null,
  position integer not null default 0,
  is_main boolean not null default false,
  width integer not null,
  height integer not null,
  variant_widths integer[] not null default '{}',
  created_at timestamptz not null default now(),
  constraint product_images_path_key unique (path),
  constraint product_images_path_check check (
    path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png|webp|avif)$' and left(path, 37) = product_id::text || '/'
  ),
  -- The original's public URL, whatever the project's address: it ends with the bucket's path.
  constraint product_images_url_check check (
    private.is_safe_url(url)
    and right(url, char_length('/storage/v1/object/public/product-images/' || path))
        = '/storage/v1/object/public/product-images/' || path
  ),
  constraint product_images_alt_check check (private.is_text(alt, 180)),
  constraint product_images_position_check check (position between 0 and 1000),
  constraint product_images_size_check check (width between 1 and 20000 and height between 1 and 20000),
  -- Only the sizes the app makes, and only those smaller than the original.
  constraint product_images_variant_widths_check check (
    variant_widths <@ array[480, 960]
    and (not 480 = any (variant_widths) or width > 480)
    and (not 960 = any (variant_widths) or width > 960)
  )
);
create unique index product_images_one_main_idx on public.product_images (product_id) where is_main;
create index product_images_product_order_idx on public.product_images (product_id, position, created_at);
create trigger product_images_audit after insert or update or delete on public.product_images
  for each row execute function private.audit_row('catalogue', 'product_id');

alter table public.product_images enable row level security;
create policy "Anyone can read images of active products" on public.product_images
  for select to anon
  using (exists (select 1 from public.products p where p.id = product_id and p.active));
create policy "Signed-in users read images of active products, catalogue readers all" on public.product_images
  for select to authenticated
  using (
    exists (select 1 from public.products p where p.id = product_id and p.active)
    or (select private.can('catalogue', 'read'))
  );
create policy "Catalogue writers can add product images" on public.product_images
  for insert to authenticated with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can update product images" on public.product_images
  for update to authenticated
  using ((select private.can('catalogue', 'write'))) with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete product images" on public.product_images
  for delete to authenticated using ((select private.can('catalogue', 'write')));

-- Server-owned columns (id, created_at) and the parent stay out of clients' hands.
revoke all on public.product_images from anon, authenticated;
grant select on public.product_images to anon, authenticated;
grant insert (product_id, path, url, alt, position, is_main, width, height, variant_widths)
  on public.product_images to authenticated;
grant update (path, url, alt, position, is_main, width, height, variant_widths) on public.product_images to authenticated;
grant delete on public.product_images to authenticated;
grant all on public.product_images to service_role;

-- products.image_url follows the main image: the one marked main, else the first in order; with
-- no image left the product shows the neutral artwork until a new one is uploaded (the typed URL
-- is not kept: its file may be gone). These run with the caller's rights: only catalogue writers
-- reach them.
create function private.product_main_image_url(product uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select i.url from public.product_images i
   where i.product_id = product
   order by i.is_main desc, i.position, i.created_at
   limit 1;
$$;

create function private.keep_product_image_url()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.image_url := coalesce(private.product_main_image_url(new.id), new.image_url);
  return new;
end;
$$;

create trigger products_keep_image_url before insert or update of image_url on public.products
  for each row execute function private.keep_product_image_url();

create function private.sync_product_image_url()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  product uuid := coalesce(new.product_id, old.product_id);
begin
  update public.products p
     set image_url = coalesce(private.product_main_image_url(product), '/images/products/image-a-venir.svg')
   where p.id = product
     and p.image_url is distinct from coalesce(private.product_main_image_url(product), '/images/products/image-a-venir.svg');
  return null;
end;
$$;

create trigger product_images_sync_image_url after insert or update or delete on public.product_images
  for each row execute function private.sync_product_image_url();

-- The main image and the order, each in one transaction, for the admin screen. SECURITY INVOKER:
-- the caller's policies decide (a reader changes nothing: 0 rows, reported by the returned count).
create function public.set_main_product_image(image_id uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  product uuid := (select i.product_id from public.product_images i where i.id = image_id);
  changed integer;
begin
  update public.product_images set is_main = false where product_id = product and is_main and id <> image_id;
  update public.product_images set is_main = true where id = image_id;
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- ordered_ids: every image of the product, in the new order (positions 0, 1, 2…).
create function public.reorder_product_images(product uuid, ordered_ids uuid[])
returns integer
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
begin
  if (select count(*) from public.product_images i where i.product_id = product)
     <> cardinality(ordered_ids)
     or exists (
       select 1 from unnest(ordered_ids) as o(id)
        where not exists (select 1 from public.product_images i where i.id = o.id and i.product_id = product)
     ) then
    raise exception using errcode = 'P0001', message = 'L’ordre envoyé ne correspond pas aux images du produit : rechargez la page.';
  end if;
  update public.product_images i
     set position = o.ord - 1
    from unnest(ordered_ids) with ordinality as o(id, ord)
   where i.id = o.id and i.position <> o.ord - 1;
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- Files of the bucket that no image row names (as original or size), older than the given
-- minutes so an upload in progress is not listed. Runs with the caller's rights: storage's
-- policies show the bucket to catalogue readers only.
create function private.product_image_variant(path text, width integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(path, '\.[a-z]+$', '') || '-' || width || 'w.webp';
$$;

create function public.list_orphan_product_files(older_than_minutes integer default 10)
returns table (name text, size bigint, created_at timestamptz)
language sql
stable
set search_path = ''
as $$
  with referenced as (
    select i.path as name from public.product_images i
    union all
    select private.product_image_variant(i.path, w) from public.product_images i, unnest(i.variant_widths) as w
  )
  select o.name, coalesce((o.metadata ->> 'size')::bigint, 0), o.created_at
    from storage.objects o
   where o.bucket_id = 'product-images'
     and o.created_at < now() - make_interval(mins => greatest(older_than_minutes, 0))
     and not exists (select 1 from referenced r where r.name = o.name)
   order by o.created_at, o.name;
$$;

revoke execute on function
  private.product_main_image_url(uuid), private.keep_product_image_url(), private.sync_product_image_url(),
  private.product_image_variant(text, integer), public.set_main_product_image(uuid),
  public.reorder_product_images(uuid, uuid[]), public.list_orphan_product_files(integer)
  from public, anon;
grant execute on function
  private.product_main_image_url(uuid), private.product_image_variant(text, integer), public.set_main_product_image(uuid),
  public.reorder_product_images(uuid, uuid[]), public.list_orphan_product_files(integer)
  to authenticated, service_role;
