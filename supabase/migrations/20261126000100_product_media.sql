-- Product media (issue 17, §3): images uploaded to storage, several per product with an order,
-- a main image and a required alt text. Sizes are made in the browser at upload (WebP 480 and
-- 960 pixels wide beside the original). `products.image_url`, the spec's contract field, follows
-- the main image, so the catalogue and every older reader keep working.
-- src/features/products/media/image-files.ts (types, 5 MB) and alt-schema.ts (alt text) mirror these rules;
-- src/lib/product-image-files.ts names the files.

-- == Bucket ====================================================================
-- Public read by URL (no select policy for visitors: they cannot list it); 5 MB, the four image
-- types browsers decode. The storage server refuses anything else whatever the client says.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-images', 'product-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- One policy per action for both catalogue buckets (the hero slides' media and these images):
-- permissive policies add up, and one rule per action is what the database lint checks.
drop policy "Catalogue readers can read carousel media" on storage.objects;
drop policy "Catalogue writers can upload carousel media" on storage.objects;
drop policy "Catalogue writers can replace carousel media" on storage.objects;
drop policy "Catalogue writers can delete carousel media" on storage.objects;
create policy "Catalogue readers can read catalogue media" on storage.objects for select to authenticated
  using (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'read')));
create policy "Catalogue writers can upload catalogue media" on storage.objects for insert to authenticated
  with check (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')));
create policy "Catalogue writers can replace catalogue media" on storage.objects for update to authenticated
  using (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')))
  with check (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete catalogue media" on storage.objects for delete to authenticated
  using (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')));

-- == Images ====================================================================
-- Files live at {product_id}/{image uuid}.{ext}; the sizes beside it at
-- {product_id}/{image uuid}-{width}w.webp, for each width listed in variant_widths.
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

create trigger product_images_audit after insert or update or delete on public.product_images
  for each row execute function private.audit_row('catalogue', 'product_id');

-- == products.image_url follows the main image ==================================
-- The main image is the one marked main, else the first in order; with no image left the product
-- shows the neutral artwork until a new one is uploaded (the typed URL is not kept: its file may
-- be gone). Both functions run with the caller's rights: only catalogue writers reach them.
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

revoke execute on function private.product_main_image_url(uuid), private.keep_product_image_url(),
  private.sync_product_image_url() from public, anon;
grant execute on function private.product_main_image_url(uuid), private.keep_product_image_url(),
  private.sync_product_image_url() to authenticated, service_role;

-- == Main image and order, each in one transaction ===============================
-- Called by the admin screen; SECURITY INVOKER, so the caller's policies decide (a reader
-- changes nothing: 0 rows, reported by the returned count).
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

-- == Orphaned files =============================================================
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

revoke execute on function private.product_image_variant(text, integer) from public, anon;
grant execute on function private.product_image_variant(text, integer) to authenticated, service_role;
revoke execute on function public.set_main_product_image(uuid), public.reorder_product_images(uuid, uuid[]),
  public.list_orphan_product_files(integer) from public, anon;
grant execute on function public.set_main_product_image(uuid), public.reorder_product_images(uuid, uuid[]),
  public.list_orphan_product_files(integer) to authenticated, service_role;
