-- The public site's content: the home page's hero slides (and the quota of their AI-generated
-- images), each page's SEO, and the record of each « Publier » of the prerendered site.
-- src/features/carousel/schemas.ts and src/features/seo/schemas.ts mirror these rules.

-- == Hero slides ================================================================================
-- A raster slide gets WebP sizes made in the browser at upload, as product images do: the
-- original {name}.{ext} in carousel-media and, beside it, {name}-{width}w.webp for each width
-- listed in image_variant_widths; the hero serves them through srcset (the home page's largest
-- element is the first slide's image).
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
  -- Null when it is not known: SVG, video, external URL, AI-generated image. Those slides have no
  -- sizes and are served as one file.
  image_width integer,
  image_variant_widths integer[] not null default '{}',
  constraint hero_slides_title_check check (char_length(title) <= 120 and private.is_plain_text(title)),
  constraint hero_slides_subtitle_check check (char_length(subtitle) <= 240 and private.is_plain_text(subtitle)),
  constraint hero_slides_image_url_check check (char_length(image_url) >= 1 and private.is_safe_url(image_url)),
  constraint hero_slides_cta_text_check check (char_length(cta_text) <= 40 and private.is_plain_text(cta_text)),
  constraint hero_slides_cta_link_check check (private.is_safe_url(cta_link)),
  constraint hero_slides_dates_check check (end_date is null or start_date is null or end_date >= start_date),
  constraint hero_slides_media_type_check check (media_type in ('image', 'video')),
  constraint hero_slides_generation_prompt_check check (
    char_length(generation_prompt) <= 1000 and private.is_plain_text(generation_prompt)
  ),
  constraint hero_slides_order_position_check check (order_position between 0 and 100000),
  -- One constraint per rule of the sizes, so an error names the broken rule (src/lib/errors.ts).
  constraint hero_slides_image_width_check check (image_width between 1 and 20000),
  -- Only the widths the app makes, each at most once, in a flat list. A CHECK cannot hold a
  -- subquery, hence array_positions for "no duplicates".
  constraint hero_slides_variant_widths_check check (
    image_variant_widths <@ array[640, 1024, 1600]
    and (cardinality(image_variant_widths) = 0 or array_ndims(image_variant_widths) = 1)
    and cardinality(array_positions(image_variant_widths, 640)) <= 1
    and cardinality(array_positions(image_variant_widths, 1024)) <= 1
    and cardinality(array_positions(image_variant_widths, 1600)) <= 1
  ),
  -- A size is only made from a known original, and only when it is smaller than that original.
  constraint hero_slides_variants_need_width_check check (
    cardinality(image_variant_widths) = 0
    or (
      image_width is not null
      and (not 640 = any (image_variant_widths) or image_width > 640)
      and (not 1024 = any (image_variant_widths) or image_width > 1024)
      and (not 1600 = any (image_variant_widths) or image_width > 1600)
    )
  ),
  constraint hero_slides_video_variants_check check (
    media_type = 'image' or cardinality(image_variant_widths) = 0
  )
);
create index hero_slides_order_idx on public.hero_carousel_slides (active, order_position);
create trigger hero_slides_set_updated_at before update on public.hero_carousel_slides
  for each row execute function public.set_updated_at();
create trigger hero_carousel_slides_audit after insert or update or delete on public.hero_carousel_slides
  for each row execute function private.audit_row('catalogue');

alter table public.hero_carousel_slides enable row level security;
-- Visitors only see slides that are switched on and inside their optional date window.
create policy "Anyone can read live slides"
  on public.hero_carousel_slides for select to anon
  using (
    active
    and (start_date is null or start_date <= current_date)
    and (end_date is null or end_date >= current_date)
  );
create policy "Signed-in users read live slides, catalogue readers all" on public.hero_carousel_slides
  for select to authenticated
  using (
    (active
      and (start_date is null or start_date <= current_date)
      and (end_date is null or end_date >= current_date))
    or (select private.can('catalogue', 'read'))
  );
create policy "Catalogue writers can create slides" on public.hero_carousel_slides
  for insert to authenticated with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can update slides" on public.hero_carousel_slides
  for update to authenticated
  using ((select private.can('catalogue', 'write'))) with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete slides" on public.hero_carousel_slides
  for delete to authenticated using ((select private.can('catalogue', 'write')));

-- Visitors read (the policies decide which slides); writers set everything but the id and the
-- timestamps, which are the database's.
revoke all on public.hero_carousel_slides from anon, authenticated;
grant select on public.hero_carousel_slides to anon;
grant select, delete on public.hero_carousel_slides to authenticated;
grant insert (title, subtitle, image_url, cta_text, cta_link, active, start_date, end_date, media_type, generated_by_ai,
              generation_prompt, order_position, image_width, image_variant_widths),
  update (title, subtitle, image_url, cta_text, cta_link, active, start_date, end_date, media_type, generated_by_ai,
          generation_prompt, order_position, image_width, image_variant_widths)
  on public.hero_carousel_slides to authenticated;
grant all on public.hero_carousel_slides to service_role;

-- == AI image generation quota ==================================================================
-- Every call to the paid image API is recorded, and generate-carousel-image claims a slot
-- (through the service role) before calling the provider.
create table private.image_generations (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index image_generations_user_id_created_at_idx on private.image_generations (user_id, created_at desc);

alter table private.image_generations enable row level security;
create policy "Catalogue readers see image generations"
  on private.image_generations for select
  to authenticated
  using ((select private.can('catalogue', 'read')));
revoke all on private.image_generations from public, anon, authenticated;
grant select on private.image_generations to authenticated;
grant select, insert, delete on private.image_generations to service_role;

-- Claims one generation for the user if fewer than `max_per_window` were claimed in the last
-- `window_seconds`; answers 0 when claimed, otherwise the seconds until a slot frees up.
-- SECURITY INVOKER and executable by the service role only: the edge function is the one caller.
create function public.claim_image_generation(target_user uuid, max_per_window integer, window_seconds integer)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  since timestamptz := now() - make_interval(secs => window_seconds);
  oldest timestamptz;
begin
  if max_per_window < 1 or window_seconds < 1 then
    raise exception using errcode = '22023', message = 'quota settings must be positive';
  end if;
  -- Serialises concurrent claims of one user so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('private.image_generations'), hashtext(target_user::text));
  if (select count(*) from private.image_generations where user_id = target_user and created_at > since)
      >= max_per_window then
    select min(created_at) into oldest
      from (select created_at from private.image_generations
            where user_id = target_user and created_at > since
            order by created_at desc limit max_per_window) as recent;
    return greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => window_seconds) - now())))::integer);
  end if;
  insert into private.image_generations (user_id) values (target_user);
  return 0;
end;
$$;

revoke execute on function public.claim_image_generation(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_image_generation(uuid, integer, integer) to service_role;

-- == SEO ========================================================================================
-- Published rows override the public pages' meta tags, so visitors read them.
create table public.seo_content (
  id uuid primary key default gen_random_uuid(),
  page_url text not null,
  meta_title text not null,
  meta_description text not null,
  keywords text[] not null default '{}',
  h1 text,
  canonical_url text,
  og_title text,
  og_description text,
  seo_score integer not null default 0,
  status text not null default 'draft',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint seo_content_page_url_key unique (page_url),
  constraint seo_content_page_url_check check (page_url ~ '^/[a-z0-9._~/-]{0,199}$' and page_url !~ '//'),
  constraint seo_content_keywords_check check (public.text_items_valid(keywords, 30, 60)),
  constraint seo_content_h1_check check (char_length(h1) <= 120 and private.is_plain_text(h1)),
  constraint seo_content_canonical_url_check check (private.is_safe_url(canonical_url)),
  constraint seo_content_og_title_check check (char_length(og_title) <= 95 and private.is_plain_text(og_title)),
  constraint seo_content_og_description_check check (char_length(og_description) <= 200 and private.is_plain_text(og_description)),
  constraint seo_content_score_check check (seo_score between 0 and 100),
  constraint seo_content_status_check check (status in ('published', 'draft', 'archived')),
  constraint seo_content_meta_title_check check (private.is_text(meta_title, 60)),
  constraint seo_content_meta_description_check check (private.is_text(meta_description, 160))
);
create index seo_content_created_at_idx on public.seo_content (created_at desc);
create index seo_content_status_idx on public.seo_content (status);
create trigger seo_content_set_updated_at before update on public.seo_content
  for each row execute function public.set_updated_at();
create trigger seo_content_audit after insert or update or delete on public.seo_content
  for each row execute function private.audit_row('seo');

alter table public.seo_content enable row level security;
create policy "Anyone can read published SEO pages" on public.seo_content for select to anon
  using (status = 'published');
create policy "Signed-in users read published SEO pages, SEO readers all" on public.seo_content
  for select to authenticated using (status = 'published' or (select private.can('seo', 'read')));
create policy "SEO writers can create SEO pages" on public.seo_content
  for insert to authenticated with check ((select private.can('seo', 'write')));
create policy "SEO writers can update SEO pages" on public.seo_content
  for update to authenticated
  using ((select private.can('seo', 'write'))) with check ((select private.can('seo', 'write')));
create policy "SEO writers can delete SEO pages" on public.seo_content
  for delete to authenticated using ((select private.can('seo', 'write')));

revoke all on public.seo_content from anon, authenticated;
grant select on public.seo_content to anon;
grant select, delete on public.seo_content to authenticated;
grant insert (page_url, meta_title, meta_description, keywords, h1, canonical_url, og_title, og_description, seo_score, status),
  update (page_url, meta_title, meta_description, keywords, h1, canonical_url, og_title, og_description, seo_score, status)
  on public.seo_content to authenticated;
grant all on public.seo_content to service_role;

-- == Publishing the public site =================================================================
-- The public pages are prerendered from the database at build time (scripts/prerender.ts), so
-- what staff save reaches the HTML that crawlers and link previews read only when the site is
-- rebuilt. « Publier » asks for that rebuild through the publish-site edge function, which calls
-- the hosting's deploy hook (or, locally, the preview's re-prerender) and writes the outcome here.
-- SEO writers publish (the same roles write the catalogue); SEO readers see the history. Rows are
-- inserted with the caller's own token (so RLS decides who may publish) and completed by the
-- function with the service role only: nobody else may change or delete a publication.
create table public.site_publications (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  requested_by uuid default auth.uid() references auth.users (id) on delete set null,
  requested_by_email text,
  status text not null default 'requested',
  finished_at timestamptz,
  pages integer,
  message text,
  constraint site_publications_status_check check (status in ('requested', 'triggered', 'published', 'failed')),
  constraint site_publications_pages_check check (pages is null or pages >= 0),
  constraint site_publications_message_check check (char_length(message) <= 500 and private.is_plain_text(message)),
  constraint site_publications_email_check check (char_length(requested_by_email) <= 254)
);
create index site_publications_requested_at_idx on public.site_publications (requested_at desc);

comment on table public.site_publications is
  'Each « Publier » of the public site: requested by a SEO writer, completed by the publish-site function.';

-- Who asked, and when, are the database's: a caller cannot publish in someone else's name, nor
-- insert an outcome. The service role (the function) completes the row afterwards.
create function private.site_publication_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), 'service_role') in ('anon', 'authenticated') then
    new.requested_at := now();
    new.requested_by := auth.uid();
    new.requested_by_email := (select email from auth.users where id = auth.uid());
    new.status := 'requested';
    new.finished_at := null;
    new.pages := null;
    new.message := null;
  end if;
  return new;
end;
$$;

revoke all on function private.site_publication_defaults() from public, anon, authenticated;

create trigger site_publications_defaults before insert on public.site_publications
  for each row execute function private.site_publication_defaults();

alter table public.site_publications enable row level security;
create policy "SEO readers see the publications" on public.site_publications
  for select to authenticated using ((select private.can('seo', 'read')));
create policy "SEO writers ask for a publication" on public.site_publications
  for insert to authenticated with check ((select private.can('seo', 'write')));

revoke all on public.site_publications from anon, authenticated;
grant select on public.site_publications to authenticated;
-- Column grants: the id is the database's; the trigger above sets the other columns anyway.
grant insert (requested_by, requested_by_email, message) on public.site_publications to authenticated;
grant all on public.site_publications to service_role;
