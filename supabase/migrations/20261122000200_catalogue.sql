-- Catalogue: products, categories and the home-page hero slides.

-- == Products ==============================================================
create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  brand text not null,
  description text,
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
  constraint products_name_check check (char_length(btrim(name)) between 1 and 120 and public.is_plain_text(name)),
  constraint products_brand_check check (char_length(btrim(brand)) between 1 and 80 and public.is_plain_text(brand)),
  constraint products_description_check check (char_length(description) <= 2000 and public.is_plain_text(description)),
  constraint products_image_url_check check (char_length(image_url) >= 1 and public.is_safe_url(image_url)),
  constraint products_prices_check check (
    coalesce(monthly_price_12, 0) between 0 and 99999999
    and coalesce(monthly_price_24, 0) between 0 and 99999999
    and coalesce(monthly_price_36, 0) between 0 and 99999999
    and coalesce(monthly_price_48, 0) between 0 and 99999999
    and coalesce(purchase_price, 0) between 0 and 9999999999
  ),
  constraint products_stock_check check (stock between 0 and 1000000),
  constraint products_rating_check check (rating between 0 and 5),
  constraint products_badges_check check (public.text_items_valid(badges, 8, 40))
);
create index products_public_order_idx on public.products (active, featured desc, created_at desc);
create index products_created_at_idx on public.products (created_at desc);
create trigger products_set_updated_at before update on public.products
  for each row execute function public.set_updated_at();

alter table public.products enable row level security;
create policy "Anyone can read active products"
  on public.products for select to anon
  using (active);
create policy "Signed-in users read active products, admins read all"
  on public.products for select to authenticated
  using (active or (select public.is_admin()));
create policy "Admins can create products"
  on public.products for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update products"
  on public.products for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete products"
  on public.products for delete to authenticated
  using ((select public.is_admin()));

-- == Categories ============================================================
create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  description text,
  icon text,
  order_position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint categories_slug_key unique (slug),
  constraint categories_name_check check (char_length(btrim(name)) between 1 and 80 and public.is_plain_text(name)),
  constraint categories_slug_check check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint categories_description_check check (char_length(description) <= 500 and public.is_plain_text(description)),
  constraint categories_icon_check check (icon ~ '^[A-Za-z][A-Za-z0-9]{0,49}$'),
  constraint categories_order_position_check check (order_position between 0 and 100000)
);
create index categories_order_position_idx on public.categories (order_position);
create trigger categories_set_updated_at before update on public.categories
  for each row execute function public.set_updated_at();

alter table public.categories enable row level security;
create policy "Anyone can read categories"
  on public.categories for select to anon, authenticated
  using (true);
create policy "Admins can create categories"
  on public.categories for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update categories"
  on public.categories for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete categories"
  on public.categories for delete to authenticated
  using ((select public.is_admin()));

-- == Hero carousel slides ==================================================
create table public.hero_carousel_slides (
  id uuid primary key default gen_random_uuid(),
  title text,
  subtitle text,
  image_url text not null,
  cta_text text,
  cta_link text,
  active boolean not null default true,
  start_date date,
  end_date date,
  media_type text not null default 'image',
  generated_by_ai boolean not null default false,
  generation_prompt text,
  order_position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint hero_slides_title_check check (char_length(title) <= 120 and public.is_plain_text(title)),
  constraint hero_slides_subtitle_check check (char_length(subtitle) <= 240 and public.is_plain_text(subtitle)),
  constraint hero_slides_image_url_check check (char_length(image_url) >= 1 and public.is_safe_url(image_url)),
  constraint hero_slides_cta_text_check check (char_length(cta_text) <= 40 and public.is_plain_text(cta_text)),
  constraint hero_slides_cta_link_check check (public.is_safe_url(cta_link)),
  constraint hero_slides_dates_check check (end_date is null or start_date is null or end_date >= start_date),
  constraint hero_slides_media_type_check check (media_type in ('image', 'video')),
  constraint hero_slides_generation_prompt_check check (
    char_length(generation_prompt) <= 1000 and public.is_plain_text(generation_prompt)
  ),
  constraint hero_slides_order_position_check check (order_position between 0 and 100000)
);
create index hero_slides_order_idx on public.hero_carousel_slides (active, order_position);
create trigger hero_slides_set_updated_at before update on public.hero_carousel_slides
  for each row execute function public.set_updated_at();

alter table public.hero_carousel_slides enable row level security;
-- Visitors only see slides that are switched on and inside their optional date window.
create policy "Anyone can read live slides"
  on public.hero_carousel_slides for select to anon
  using (
    active
    and (start_date is null or start_date <= current_date)
    and (end_date is null or end_date >= current_date)
  );
create policy "Signed-in users read live slides, admins read all"
  on public.hero_carousel_slides for select to authenticated
  using (
    (active
      and (start_date is null or start_date <= current_date)
      and (end_date is null or end_date >= current_date))
    or (select public.is_admin())
  );
create policy "Admins can create slides"
  on public.hero_carousel_slides for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update slides"
  on public.hero_carousel_slides for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete slides"
  on public.hero_carousel_slides for delete to authenticated
  using ((select public.is_admin()));

-- == Grants: visitors read, RLS decides the rest ===========================
revoke all on public.products, public.categories, public.hero_carousel_slides from anon, authenticated;
grant select on public.products, public.categories, public.hero_carousel_slides to anon;
grant select, insert, update, delete on public.products, public.categories, public.hero_carousel_slides to authenticated;
grant all on public.products, public.categories, public.hero_carousel_slides to service_role;
