-- Storage: the product's buckets and the policies on storage.objects. Public buckets serve their
-- objects by URL without a select policy, so visitors cannot list them; staff read what their
-- permission areas open; writes are the catalogue writers' (catalogue media) or the service
-- role's (documents and incident photos, written by edge functions). The storage server refuses
-- any file over its bucket's size or of another type, whatever the client says.

-- == Buckets ====================================================================================
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  -- The hero slides' media (supabase/schemas/content.sql), src/features/carousel/media-files.ts mirrors it.
  ('carousel-media', 'carousel-media', true, 10485760, array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/mp4']),
  -- Product images (supabase/schemas/catalogue.sql): 5 MB, the four image types browsers decode.
  ('product-images', 'product-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  -- Offers' PDFs, rendered by offer-pdf: private, offer readers download them.
  ('offer-documents', 'offer-documents', false, 10485760, array['application/pdf']),
  -- Signed installation reports, written by installation-report: private, contract readers read them.
  ('contract-documents', 'contract-documents', false, 10485760, array['application/pdf']),
  -- The photos an incident report carries (report-incident): private, service readers get signed
  -- URLs; 5 MB, the product images' types (supabase/functions/_shared/image-type.ts).
  ('incident-photos', 'incident-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  -- Invoices' and credit notes' Factur-X PDFs, written once by billing-documents: private, the
  -- readers of the invoice download them (supabase/schemas/billing.sql).
  ('billing-documents', 'billing-documents', false, 10485760, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- == Policies ===================================================================================
-- One policy per action for signed-in users: permissive policies add up, and one rule per action
-- is what the database lint checks (tests/support/security-lints.ts). No insert, update or delete
-- policy names the private buckets: only the service role writes them.
create policy "Staff can read catalogue media, documents, incident photos and invoices" on storage.objects
  for select to authenticated
  using (
    (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'read')))
    or (bucket_id = 'offer-documents' and (select private.can('offers', 'read')))
    or (bucket_id = 'contract-documents' and (select private.can('contracts', 'read')))
    or (bucket_id = 'incident-photos' and (select private.can('service', 'read')))
    or (bucket_id = 'billing-documents' and (select private.can('billing', 'read'))
        and exists (select 1 from public.invoice_documents d where d.pdf_path = objects.name))
  );
create policy "Catalogue writers can upload catalogue media" on storage.objects for insert to authenticated
  with check (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')));
create policy "Catalogue writers can replace catalogue media" on storage.objects for update to authenticated
  using (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')))
  with check (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete catalogue media" on storage.objects for delete to authenticated
  using (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'write')));
