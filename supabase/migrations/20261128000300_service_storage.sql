-- After the signature (issue 27), the customer's side of incidents: the photos a report carries,
-- and the rate limit of the public « Signaler un incident » form (/assistance), which the edge
-- function report-incident applies before it checks anything.
-- src/features/service/report-schema.ts and supabase/functions/_shared/image-type.ts mirror these rules.

-- == Bucket ====================================================================
-- Private: staff who read the service area get signed URLs; only the service role (the function)
-- writes. 5 MB, the four image types browsers decode, as the product images.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('incident-photos', 'incident-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- One SELECT policy on storage.objects for signed-in users (permissive policies add up, and the
-- database lint wants one per action): the catalogue's media, the offers' and contracts' PDFs,
-- and the incidents' photos for service readers. No insert, update or delete policy names this
-- bucket: only the service role writes it.
drop policy "Staff can read catalogue media and documents" on storage.objects;
create policy "Staff can read catalogue media, documents and incident photos" on storage.objects for select to authenticated
  using (
    (bucket_id in ('carousel-media', 'product-images') and (select private.can('catalogue', 'read')))
    or (bucket_id = 'offer-documents' and (select private.can('offers', 'read')))
    or (bucket_id = 'contract-documents' and (select private.can('contracts', 'read')))
    or (bucket_id = 'incident-photos' and (select private.can('service', 'read')))
  );

-- == Who reported from where ===================================================
-- Every attempt of the public form, matched or not: counting only the matches would let anyone
-- try contract numbers and e-mails at will. Kept one day, never exposed through the API.
create table private.incident_report_attempts (
  id bigint generated always as identity primary key,
  client_ip text not null,
  created_at timestamptz not null default now()
);
create index incident_report_attempts_ip_idx on private.incident_report_attempts (client_ip, created_at desc);
create index incident_report_attempts_created_at_idx on private.incident_report_attempts (created_at);
alter table private.incident_report_attempts enable row level security;
revoke all on private.incident_report_attempts from public, anon, authenticated;

-- Records one attempt of `p_client_ip` and says whether it may go on: 5 per client in 10
-- minutes, and a circuit breaker far above that for a distributed flood (100 in a minute).
-- A null address (a caller the proxy did not name) is only held by the breaker.
create function public.claim_incident_report_attempt(p_client_ip text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_client_limit constant integer := 5;
  per_client_window constant interval := interval '10 minutes';
  global_limit constant integer := 100;
  global_window constant interval := interval '1 minute';
  client text := nullif(left(btrim(p_client_ip), 100), '');
begin
  -- Serialises concurrent attempts so a burst cannot slip past the counts.
  perform pg_advisory_xact_lock(hashtext('private.incident_report_attempts'));
  delete from private.incident_report_attempts a where a.created_at < now() - interval '1 day';
  if (select count(*) from private.incident_report_attempts a where a.created_at > now() - global_window) >= global_limit then
    return false;
  end if;
  if client is not null and (
    select count(*) from private.incident_report_attempts a
    where a.client_ip = client and a.created_at > now() - per_client_window
  ) >= per_client_limit then
    return false;
  end if;
  insert into private.incident_report_attempts (client_ip) values (coalesce(client, 'inconnu'));
  return true;
end;
$$;
revoke execute on function public.claim_incident_report_attempt(text) from public, anon, authenticated;
grant execute on function public.claim_incident_report_attempt(text) to service_role;
