-- Hero slide sizes (issue « Public pages at the floor »): the home page's largest element is the
-- first slide's image, so a raster slide gets WebP sizes made in the browser at upload, as
-- product images do (20261126000100_product_media.sql), and the hero serves them through srcset.
-- Files: the original {name}.{ext} in carousel-media and, beside it, {name}-{width}w.webp for
-- each width listed in image_variant_widths. src/features/carousel/schemas.ts mirrors these rules.

-- == Columns ===================================================================
-- image_width is null when it is not known: SVG, video, external URL, AI-generated image, or a
-- slide saved before this migration. Those slides have no sizes and are served as one file.
alter table public.hero_carousel_slides
  add column image_width integer,
  add column image_variant_widths integer[] not null default '{}';

-- == Rules =====================================================================
-- One constraint per rule, so an error names the broken rule (src/lib/errors.ts).
alter table public.hero_carousel_slides
  add constraint hero_slides_image_width_check check (image_width between 1 and 20000),
  -- Only the widths the app makes, each at most once, in a flat list. A CHECK cannot hold a
  -- subquery, hence array_positions for "no duplicates".
  add constraint hero_slides_variant_widths_check check (
    image_variant_widths <@ array[640, 1024, 1600]
    and (cardinality(image_variant_widths) = 0 or array_ndims(image_variant_widths) = 1)
    and cardinality(array_positions(image_variant_widths, 640)) <= 1
    and cardinality(array_positions(image_variant_widths, 1024)) <= 1
    and cardinality(array_positions(image_variant_widths, 1600)) <= 1
  ),
  -- A size is only made from a known original, and only when it is smaller than that original.
  add constraint hero_slides_variants_need_width_check check (
    cardinality(image_variant_widths) = 0
    or (
      image_width is not null
      and (not 640 = any (image_variant_widths) or image_width > 640)
      and (not 1024 = any (image_variant_widths) or image_width > 1024)
      and (not 1600 = any (image_variant_widths) or image_width > 1600)
    )
  ),
  add constraint hero_slides_video_variants_check check (
    media_type = 'image' or cardinality(image_variant_widths) = 0
  );

-- == Grants ====================================================================
-- Inserts and updates are granted per column since 20261125000600_hardening_ii.sql (the server
-- owns id and the timestamps): the new columns join the ones catalogue writers may set. Reads
-- are granted on the whole table, so visitors read them on live slides with no change.
grant insert (image_width, image_variant_widths), update (image_width, image_variant_widths)
  on public.hero_carousel_slides to authenticated;
