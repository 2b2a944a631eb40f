-- Storage bucket for hero carousel media: public read by URL, admin-only writes.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'carousel-media',
  'carousel-media',
  true,
  10485760,
  array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/mp4']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Public objects are served by URL without a select policy, so visitors cannot list the bucket.
create policy "Admins can read carousel media" on storage.objects for select to authenticated
  using (bucket_id = 'carousel-media' and (select public.is_admin()));
create policy "Admins can upload carousel media" on storage.objects for insert to authenticated
  with check (bucket_id = 'carousel-media' and (select public.is_admin()));
create policy "Admins can replace carousel media" on storage.objects for update to authenticated
  using (bucket_id = 'carousel-media' and (select public.is_admin()))
  with check (bucket_id = 'carousel-media' and (select public.is_admin()));
create policy "Admins can delete carousel media" on storage.objects for delete to authenticated
  using (bucket_id = 'carousel-media' and (select public.is_admin()));
