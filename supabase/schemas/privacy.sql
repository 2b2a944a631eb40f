-- Personal data kept only as long as promised (the specification's « Retention »: marketing data
-- 3 years, account data the relationship plus 3 years, contracts their term plus 10 years,
-- invoices 10 years, a reply to data-rights requests within one month), and the data-rights
-- requests: everything held about an address, and its erasure where the law allows.
--
-- What the daily job (public.run_retention, the nightly run-retention job, once per Paris day) does:
-- - A request or a lead without any activity for 3 years is ANONYMISED: names, e-mail, phone,
--   company, SIRET, message and the path of its referrer go; its type, status, source, pages,
--   dates, product and campaign tags stay, so the figures of past years stay true. Its notes and
--   its e-mails are deleted, its campaign recipients too. « Activity » is the latest of its own
--   dates, its notes, the linked lead or request, its offers, and the orders and contracts that
--   came of it (a contract counts until its end date: the relationship plus 3 years). A job
--   application goes the same way after 2 years.
-- - An offer never accepted (no order, no contract points at it) untouched for 3 years is
--   DELETED with its lines; its PDF is queued for removal from storage.
-- - An order, and the contract made of it with its equipment, incidents, visits and tasks, is
--   DELETED 10 years after the close of the financial year (calendar year) in which the
--   relationship ended (the latest of the order's last change, the
--   contract's end date, last change or end of lease, its incidents' last change), with its
--   accepted offer, its e-mails and its history; its installation report and incident photos are
--   queued for removal from storage: the commercial and accounting documents' 10 years (Code de
--   commerce, art. L123-22 and L110-4).
-- - Campaign recipients (who got which campaign) older than 3 years are DELETED. Unsubscribes are
--   KEPT: the address and the date are the least that honours an objection (a hash of an address
--   would still be personal data, and matching needs the address), with the campaign it came from.
-- - E-mails of the outbox older than 3 years are DELETED, except those of an order, a contract or
--   an incident still kept, which lose their content (payload emptied) and keep recipient and
--   date as proof of sending until their order goes.
-- - Audit-trail entries about a record deleted or anonymised are DELETED (they hold its values).
-- - Data-rights requests answered more than 3 years ago are DELETED (kept that long as proof).
-- - Client addresses (IP) kept for rate limits are deleted after 30 days (offer links: 1 day).
-- Each run writes one row of public.retention_log: the day and counts, never personal data.
-- The 'privacy' permission area is the admins' only.

-- == The log of runs: counts only ===============================================================
create table public.retention_log (
  id uuid primary key default gen_random_uuid(),
  run_on date not null,
  ran_at timestamptz not null default now(),
  counts jsonb not null default '{}'::jsonb,
  constraint retention_log_run_on_key unique (run_on),
  -- Numbers and nothing else: no address, no name can be written here.
  constraint retention_log_counts_check check (
    jsonb_typeof(counts) = 'object'
    and not jsonb_path_exists(counts, '$.* ? (@.type() != "number" || @ < 0)')
  )
);
create index retention_log_ran_at_idx on public.retention_log (ran_at desc);
alter table public.retention_log enable row level security;
create policy "Privacy readers can read the retention log" on public.retention_log
  for select to authenticated using ((select private.can('privacy', 'read')));
revoke all on public.retention_log from anon, authenticated;
grant select on public.retention_log to authenticated;
grant all on public.retention_log to service_role;

-- Storage objects of deleted records (offer PDFs, installation reports, incident photos): rows of
-- storage leave through the Storage API only, so the purge-storage job removes them.
create table private.storage_purges (
  id bigint generated always as identity primary key,
  bucket_id text not null,
  name text not null,
  queued_at timestamptz not null default now(),
  constraint storage_purges_object_key unique (bucket_id, name)
);
alter table private.storage_purges enable row level security;
revoke all on private.storage_purges from public, anon, authenticated;

-- == Data-rights requests =======================================================================
create table public.data_requests (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  kind text not null,
  received_on date not null default (now() at time zone 'Europe/Paris')::date,
  -- The law's month: the same day of the next month (or its last day).
  due_on date generated always as ((received_on + interval '1 month')::date) stored,
  status text not null default 'open',
  handled_at timestamptz,
  handled_by uuid references auth.users (id) on delete set null,
  notes text,
  -- What an erasure did: counts and reasons, never the data itself.
  outcome jsonb,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint data_requests_email_check check (private.is_email(email)),
  constraint data_requests_kind_check check (kind in ('access', 'erasure', 'rectification')),
  constraint data_requests_status_check check (status in ('open', 'done')),
  constraint data_requests_handled_check check ((status = 'done') = (handled_at is not null)),
  constraint data_requests_received_on_check check (received_on between date '2000-01-01' and date '2100-12-31'),
  constraint data_requests_notes_check check (private.is_text(notes, 2000)),
  constraint data_requests_outcome_check check (outcome is null or jsonb_typeof(outcome) = 'object')
);
create index data_requests_received_on_idx on public.data_requests (received_on desc, id);
create index data_requests_mailbox_idx on public.data_requests (private.mailbox(email));
create index data_requests_handled_by_idx on public.data_requests (handled_by);
create index data_requests_created_by_idx on public.data_requests (created_by);
create trigger data_requests_set_updated_at before update on public.data_requests
  for each row execute function public.set_updated_at();

-- Who logged it and who closed it, and when, are the database's.
create function private.stamp_data_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_by := auth.uid();
    new.created_at := now();
    if new.status = 'done' then
      new.handled_at := now();
      new.handled_by := auth.uid();
    else
      new.handled_at := null;
      new.handled_by := null;
    end if;
  elsif new.status is distinct from old.status then
    new.handled_at := case when new.status = 'done' then now() end;
    new.handled_by := case when new.status = 'done' then auth.uid() end;
  end if;
  return new;
end;
$$;

revoke execute on function private.stamp_data_request() from public;

create trigger data_requests_stamp before insert or update on public.data_requests
  for each row execute function private.stamp_data_request();

alter table public.data_requests enable row level security;
create policy "Privacy readers can read data requests" on public.data_requests
  for select to authenticated using ((select private.can('privacy', 'read')));
create policy "Privacy writers can log data requests" on public.data_requests
  for insert to authenticated with check ((select private.can('privacy', 'write')));
create policy "Privacy writers can update data requests" on public.data_requests
  for update to authenticated
  using ((select private.can('privacy', 'write'))) with check ((select private.can('privacy', 'write')));
create policy "Privacy writers can delete data requests" on public.data_requests
  for delete to authenticated using ((select private.can('privacy', 'write')));
revoke all on public.data_requests from anon, authenticated;
grant select, delete on public.data_requests to authenticated;
grant insert (email, kind, received_on, status, notes) on public.data_requests to authenticated;
grant update (status, notes) on public.data_requests to authenticated;
grant all on public.data_requests to service_role;

-- == Anonymising a request or a lead ============================================================
-- An address nobody holds (.invalid is reserved), unique per row, that the checks accept.
create function private.anonymous_email(id uuid)
returns text
language sql
immutable
set search_path = ''
begin atomic
  select 'anonyme-' || substr(replace(id::text, '-', ''), 1, 12) || '@anonyme.invalid';
end;

create function private.is_anonymised(email text)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select email like 'anonyme-%@anonyme.invalid';
end;

-- The requests are kept as anonymous figures; their notes and e-mails go.
create function private.anonymise_requests(ids uuid[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  notes_deleted integer;
  emails_deleted integer;
  anonymised integer;
begin
  delete from public.quote_request_notes n where n.quote_request_id = any(ids);
  get diagnostics notes_deleted = row_count;
  delete from public.email_outbox e where e.quote_request_id = any(ids);
  get diagnostics emails_deleted = row_count;
  delete from private.quote_request_clients c where c.quote_request_id = any(ids);
  update public.quote_requests q
     set first_name = 'Anonyme',
         last_name = 'Anonyme',
         email = private.anonymous_email(q.id),
         phone = '00 00 00 00 00',
         company = null,
         siret = null,
         subject = 'Demande anonymisée',
         message = 'Contenu effacé : durée de conservation écoulée ou demande d’effacement.',
         referrer = case when q.referrer_host ~ '^[a-z0-9.-]+$' then 'https://' || q.referrer_host || '/' end
   where q.id = any(ids) and not private.is_anonymised(q.email);
  get diagnostics anonymised = row_count;
  return jsonb_build_object('requests_anonymised', anonymised, 'request_notes_deleted', notes_deleted,
                            'emails_deleted', emails_deleted);
end;
$$;

-- The leads too; consent ends with them (the evidence of when it was given stays, naming nobody).
create function private.anonymise_leads(ids uuid[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  notes_deleted integer;
  recipients_deleted integer;
  anonymised integer;
begin
  delete from public.lead_notes n where n.lead_id = any(ids);
  get diagnostics notes_deleted = row_count;
  delete from public.email_campaign_recipients r where r.lead_id = any(ids);
  get diagnostics recipients_deleted = row_count;
  update public.leads l
     set email = private.anonymous_email(l.id),
         first_name = null,
         last_name = null,
         company = null,
         phone = null,
         notes = null,
         next_action = null,
         next_action_date = null,
         marketing_consent = false
   where l.id = any(ids) and not private.is_anonymised(l.email);
  get diagnostics anonymised = row_count;
  return jsonb_build_object('leads_anonymised', anonymised, 'lead_notes_deleted', notes_deleted,
                            'campaign_recipients_deleted', recipients_deleted);
end;
$$;

-- Offers (with their lines); their PDFs are queued for the storage worker.
create function private.delete_offers(ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  insert into private.storage_purges (bucket_id, name)
  select 'offer-documents', o.pdf_path from public.offers o where o.id = any(ids) and o.pdf_path is not null
  on conflict do nothing;
  delete from public.email_outbox e where e.offer_id = any(ids);
  delete from public.offers o where o.id = any(ids);
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

-- An offer an order or a contract stands on (its origin, or a renewal) is kept with them; an
-- accepted offer also on its own, 10 years after the close of the year it was accepted in,
-- whatever became of its order.
create function private.offer_is_kept(offer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.orders o where o.offer_id = offer_is_kept.offer_id)
      or exists (select 1 from public.contracts c
                 where c.offer_id = offer_is_kept.offer_id or c.renewal_offer_id = offer_is_kept.offer_id)
      or exists (select 1 from public.offers f
                 where f.id = offer_is_kept.offer_id
                   and f.accepted_at >= make_date(extract(year from now() at time zone 'Europe/Paris')::integer - 10, 1, 1)
                                          ::timestamp at time zone 'Europe/Paris');
$$;

-- Sums two count maps key by key.
create function private.add_counts(a jsonb, b jsonb)
returns jsonb
language sql
immutable
set search_path = ''
begin atomic
  select coalesce(jsonb_object_agg(k, coalesce((a ->> k)::bigint, 0) + coalesce((b ->> k)::bigint, 0)), '{}'::jsonb)
  from (select jsonb_object_keys(a) union select jsonb_object_keys(b)) as keys (k);
end;

-- == Activity: the latest sign of life of a request, a lead, an order ===========================
-- The end of the relationship an order opened: its own dates, and those of the contract made of it.
create function private.order_last_activity(order_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    o.created_at, o.updated_at,
    (select max(greatest(c.updated_at, c.end_of_lease_recorded_at, c.end_date::timestamp at time zone 'Europe/Paris'))
      from public.contracts c where c.order_id = o.id),
    (select max(i.updated_at) from public.incidents i join public.contracts c on c.id = i.contract_id
      where c.order_id = o.id),
    (select max(v.issue_date::timestamp at time zone 'Europe/Paris') from public.invoices v
      join public.contracts c on c.id = v.contract_id where c.order_id = o.id)
  )
  from public.orders o
  where o.id = order_last_activity.order_id;
$$;

create function private.request_last_activity(request_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    q.created_at, q.updated_at,
    (select max(n.created_at) from public.quote_request_notes n where n.quote_request_id = q.id),
    (select max(greatest(l.updated_at, l.last_contact_date)) from public.leads l
      where l.id = q.lead_id or l.quote_request_id = q.id),
    (select max(f.updated_at) from public.offers f where f.quote_request_id = q.id),
    (select max(private.order_last_activity(o.id)) from public.orders o
      where o.quote_request_id = q.id
         or o.offer_id in (select f.id from public.offers f where f.quote_request_id = q.id))
  )
  from public.quote_requests q
  where q.id = request_last_activity.request_id;
$$;

create function private.lead_last_activity(lead_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    l.created_at, l.updated_at, l.last_contact_date,
    (select max(n.created_at) from public.lead_notes n where n.lead_id = l.id),
    (select max(greatest(q.created_at, q.updated_at)) from public.quote_requests q
      where q.id = l.quote_request_id or q.lead_id = l.id),
    (select max(f.updated_at) from public.offers f where f.lead_id = l.id),
    (select max(private.order_last_activity(o.id)) from public.orders o
      where o.offer_id in (select f.id from public.offers f where f.lead_id = l.id)
         or o.quote_request_id in (select q.id from public.quote_requests q
                                   where q.id = l.quote_request_id or q.lead_id = l.id))
  )
  from public.leads l
  where l.id = lead_last_activity.lead_id;
$$;

-- == Deleting an order at the end of its 10 years ===============================================
-- No cascade removes a contract or an incident (on delete restrict): incidents (their notes,
-- photos and visits with them), then contracts (equipment, visits, tasks), then the orders, then
-- the offers they came from, explicitly.
create function private.delete_orders(ids uuid[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  offer_ids uuid[];
  contract_ids uuid[];
  incident_ids uuid[];
  visits integer;
  offers_deleted integer;
  orders_deleted integer;
  emails_deleted integer;
begin
  select coalesce(array_agg(o.offer_id), '{}') into offer_ids
  from public.orders o where o.id = any(ids) and o.offer_id is not null;
  select coalesce(array_agg(c.id), '{}') into contract_ids from public.contracts c where c.order_id = any(ids);
  select coalesce(array_agg(i.id), '{}') into incident_ids from public.incidents i where i.contract_id = any(contract_ids);
  select count(*) into visits from public.service_visits v where v.contract_id = any(contract_ids);
  insert into private.storage_purges (bucket_id, name)
  select 'contract-documents', c.installation_report_path
  from public.contracts c where c.id = any(contract_ids) and c.installation_report_path is not null
  union all
  select 'incident-photos', p.path from public.incident_photos p where p.incident_id = any(incident_ids)
  on conflict do nothing;
  delete from public.email_outbox e
   where e.order_id = any(ids) or e.contract_id = any(contract_ids) or e.incident_id = any(incident_ids);
  get diagnostics emails_deleted = row_count;
  delete from public.incidents i where i.id = any(incident_ids);
  delete from public.contracts c where c.id = any(contract_ids);
  delete from public.orders o where o.id = any(ids);
  get diagnostics orders_deleted = row_count;
  offers_deleted := private.delete_offers(offer_ids);
  return jsonb_build_object('orders_deleted', orders_deleted, 'contracts_deleted', cardinality(contract_ids),
                            'incidents_deleted', cardinality(incident_ids), 'service_visits_deleted', visits,
                            'offers_deleted', offers_deleted, 'emails_deleted', emails_deleted);
end;
$$;

-- == The daily job ==============================================================================
create function private.run_retention(p_today date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff_2 constant timestamptz := (p_today - interval '2 years')::timestamp at time zone 'Europe/Paris';
  cutoff_3 constant timestamptz := (p_today - interval '3 years')::timestamp at time zone 'Europe/Paris';
  cutoff_10 constant timestamptz :=
    make_date(extract(year from p_today)::integer - 10, 1, 1)::timestamp at time zone 'Europe/Paris';
  counts jsonb := '{}'::jsonb;
  done public.retention_log;
  ids uuid[];
  entity_ids text[] := '{}';
  row_ids text[] := '{}';
  n integer;
begin
  if p_today is null or p_today > (now() at time zone 'Europe/Paris')::date + 1 then
    raise exception using errcode = '22023', message = 'Date de traitement invalide.';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.run_retention'));
  select * into done from public.retention_log r where r.run_on = p_today;
  if found then
    return jsonb_build_object('run_on', p_today, 'skipped', true, 'counts', done.counts);
  end if;

  counts := private.add_counts(counts, jsonb_build_object('invoices_deleted', private.purge_invoices(p_today)));

  select coalesce(array_agg(o.id), '{}') into ids
  from public.orders o where o.updated_at < cutoff_10 and private.order_last_activity(o.id) < cutoff_10;
  entity_ids := entity_ids || ids::text[];
  entity_ids := entity_ids || (select coalesce(array_agg(o.offer_id::text), '{}') from public.orders o
                               where o.id = any(ids) and o.offer_id is not null);
  entity_ids := entity_ids || (select coalesce(array_agg(c.id::text), '{}') from public.contracts c
                               where c.order_id = any(ids));
  entity_ids := entity_ids || (select coalesce(array_agg(i.id::text), '{}') from public.incidents i
                               join public.contracts c on c.id = i.contract_id where c.order_id = any(ids));
  counts := private.add_counts(counts, private.delete_orders(ids));

  with gone as (
    delete from public.customers c
     where c.updated_at < cutoff_3
       and not exists (select 1 from public.contracts x where x.customer_id = c.id)
       and not exists (select 1 from public.invoices i where i.customer_id = c.id)
    returning c.id
  )
  select coalesce(array_agg(gone.id), '{}') into ids from gone;
  entity_ids := entity_ids || ids::text[];
  counts := private.add_counts(counts, jsonb_build_object('customers_deleted', cardinality(ids)));

  select coalesce(array_agg(f.id), '{}') into ids
  from public.offers f
  where f.updated_at < cutoff_3 and not private.offer_is_kept(f.id);
  entity_ids := entity_ids || ids::text[];
  counts := private.add_counts(counts, jsonb_build_object('offers_deleted', private.delete_offers(ids)));

  select coalesce(array_agg(q.id), '{}') into ids
  from public.quote_requests q
  where q.updated_at < cutoff_2 and not private.is_anonymised(q.email)
    and private.request_last_activity(q.id) < case when q.type = 'job' then cutoff_2 else cutoff_3 end;
  entity_ids := entity_ids || ids::text[];
  counts := private.add_counts(counts, private.anonymise_requests(ids));

  select coalesce(array_agg(l.id), '{}') into ids
  from public.leads l
  where l.updated_at < cutoff_3 and not private.is_anonymised(l.email) and private.lead_last_activity(l.id) < cutoff_3;
  entity_ids := entity_ids || ids::text[];
  counts := private.add_counts(counts, private.anonymise_leads(ids));

  with gone as (
    delete from public.email_campaign_recipients r where r.created_at < cutoff_3 returning r.id
  )
  select coalesce(array_agg(gone.id), '{}') into ids from gone;
  row_ids := row_ids || ids::text[];
  counts := private.add_counts(counts, jsonb_build_object('campaign_recipients_deleted', cardinality(ids)));

  with gone as (
    delete from public.email_outbox e
     where e.created_at < cutoff_3 and e.status in ('sent', 'failed')
       and e.order_id is null and e.contract_id is null and e.incident_id is null and e.invoice_id is null
    returning e.id
  )
  select coalesce(array_agg(gone.id), '{}') into ids from gone;
  row_ids := row_ids || ids::text[];
  counts := private.add_counts(counts, jsonb_build_object('emails_deleted', cardinality(ids)));
  update public.email_outbox e set payload = '{}'::jsonb, last_error = null
   where e.created_at < cutoff_3 and e.status in ('sent', 'failed') and e.payload <> '{}'::jsonb;
  get diagnostics n = row_count;
  counts := private.add_counts(counts, jsonb_build_object('email_payloads_purged', n));

  with gone as (
    delete from public.data_requests d where d.status = 'done' and d.handled_at < cutoff_3 returning d.id
  )
  select count(*) into n from gone;
  counts := private.add_counts(counts, jsonb_build_object('data_requests_deleted', n));

  delete from private.quote_request_clients c where c.created_at < now() - interval '30 days';
  get diagnostics n = row_count;
  delete from private.offer_link_uses u where u.used_at < now() - interval '1 day';
  counts := private.add_counts(counts, jsonb_build_object('client_addresses_deleted', n));

  delete from public.audit_log a
   where a.entity_id = any(entity_ids) or a.row_id = any(row_ids) or a.row_id = any(entity_ids);
  get diagnostics n = row_count;
  counts := private.add_counts(counts, jsonb_build_object('audit_entries_deleted', n));

  select count(*) into n from private.storage_purges;
  counts := private.add_counts(counts, jsonb_build_object('storage_objects_pending', n));

  insert into public.retention_log (run_on, counts) values (p_today, counts);
  return jsonb_build_object('run_on', p_today, 'skipped', false, 'counts', counts);
end;
$$;

create function public.run_retention(p_today date default (now() at time zone 'Europe/Paris')::date)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.run_retention(p_today);
end;

comment on function public.run_retention(date) is
  'Scheduled job: data past its retention period is deleted or anonymised, once per Paris day.';

-- The storage worker's queue: what to remove, then what was removed.
create function public.storage_purges_due(p_limit integer default 100)
returns table (id bigint, bucket_id text, name text)
language sql
security definer
set search_path = ''
as $$
  select p.id, p.bucket_id, p.name from private.storage_purges p order by p.id limit least(greatest(p_limit, 1), 1000);
$$;

create function public.storage_purges_done(p_ids bigint[])
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from private.storage_purges p where p.id = any(p_ids) returning 1)
  select count(*)::integer from gone;
$$;

-- == Data rights: everything held about an address ==============================================
-- One key per table that names an address (a test derives the list from the catalog), each the
-- rows naming it, plus the rows under them (notes, lines, history, e-mails, audit entries).
-- Addresses are compared as mailboxes (case and +tag aside), as the rate limit counts them.
create function private.rows_json(rows jsonb)
returns jsonb
language sql
immutable
set search_path = ''
begin atomic
  select coalesce(rows, '[]'::jsonb);
end;

create function private.find_personal_data(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  box text;
  request_ids uuid[];
  lead_ids uuid[];
  offer_ids uuid[];
  order_ids uuid[];
  contract_ids uuid[];
  incident_ids uuid[];
  user_ids uuid[];
  customer_ids uuid[];
  invoice_ids uuid[];
  entity_ids text[];
begin
  if not private.can('privacy', 'read') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  if not coalesce(private.is_email(trim(p_email)), false) then
    raise exception using errcode = '22023', message = 'Adresse e-mail invalide.';
  end if;
  box := private.mailbox(trim(p_email));

  select coalesce(array_agg(q.id), '{}') into request_ids from public.quote_requests q where private.mailbox(q.email) = box;
  select coalesce(array_agg(l.id), '{}') into lead_ids from public.leads l where private.mailbox(l.email) = box;
  select coalesce(array_agg(f.id), '{}') into offer_ids from public.offers f where private.mailbox(f.client_email) = box;
  select coalesce(array_agg(o.id), '{}') into order_ids from public.orders o where private.mailbox(o.customer_email) = box;
  select coalesce(array_agg(c.id), '{}') into contract_ids
  from public.contracts c where private.mailbox(c.customer_email) = box or c.order_id = any(order_ids);
  select coalesce(array_agg(i.id), '{}') into incident_ids
  from public.incidents i where private.mailbox(i.reporter_email) = box or i.contract_id = any(contract_ids);
  select coalesce(array_agg(u.id), '{}') into user_ids from auth.users u where private.mailbox(u.email) = box;
  select coalesce(array_agg(c.id), '{}') into customer_ids
  from public.customers c
  where private.mailbox(c.billing_email) = box
     or c.id in (select x.customer_id from public.contracts x where x.id = any(contract_ids));
  select coalesce(array_agg(i.id), '{}') into invoice_ids
  from public.invoices i where i.customer_id = any(customer_ids) or i.contract_id = any(contract_ids);
  entity_ids := (request_ids || lead_ids || offer_ids || order_ids || contract_ids || incident_ids || customer_ids)::text[];

  return jsonb_build_object(
    'quote_requests', private.rows_json((select jsonb_agg(to_jsonb(q) - 'search' order by q.created_at)
      from public.quote_requests q where q.id = any(request_ids))),
    'quote_request_notes', private.rows_json((select jsonb_agg(to_jsonb(n) order by n.created_at)
      from public.quote_request_notes n
      where n.quote_request_id = any(request_ids) or private.mailbox(n.author_email) = box)),
    'leads', private.rows_json((select jsonb_agg(to_jsonb(l) - 'search' order by l.created_at)
      from public.leads l where l.id = any(lead_ids))),
    'lead_notes', private.rows_json((select jsonb_agg(to_jsonb(n) order by n.created_at)
      from public.lead_notes n where n.lead_id = any(lead_ids) or private.mailbox(n.author_email) = box)),
    'offers', private.rows_json((select jsonb_agg(to_jsonb(f) - 'search' - 'acceptance_token_hash' order by f.created_at)
      from public.offers f where f.id = any(offer_ids))),
    'offer_items', private.rows_json((select jsonb_agg(to_jsonb(i) order by i.offer_id, i.position)
      from public.offer_items i where i.offer_id = any(offer_ids))),
    'orders', private.rows_json((select jsonb_agg(to_jsonb(o) - 'search' order by o.created_at)
      from public.orders o where o.id = any(order_ids))),
    'order_items', private.rows_json((select jsonb_agg(to_jsonb(i) order by i.order_id, i.id)
      from public.order_items i where i.order_id = any(order_ids))),
    'order_status_history', private.rows_json((select jsonb_agg(to_jsonb(h) order by h.changed_at)
      from public.order_status_history h
      where h.order_id = any(order_ids) or private.mailbox(h.changed_by_email) = box)),
    'contracts', private.rows_json((select jsonb_agg(to_jsonb(c) - 'search' order by c.created_at)
      from public.contracts c where c.id = any(contract_ids))),
    'contract_items', private.rows_json((select jsonb_agg(to_jsonb(i) order by i.contract_id, i.position)
      from public.contract_items i where i.contract_id = any(contract_ids))),
    'incidents', private.rows_json((select jsonb_agg(to_jsonb(i) order by i.reported_at)
      from public.incidents i where i.id = any(incident_ids))),
    'incident_notes', private.rows_json((select jsonb_agg(to_jsonb(n) order by n.created_at)
      from public.incident_notes n where n.incident_id = any(incident_ids) or private.mailbox(n.author_email) = box)),
    'incident_photos', private.rows_json((select jsonb_agg(to_jsonb(p) order by p.created_at)
      from public.incident_photos p where p.incident_id = any(incident_ids))),
    'service_visits', private.rows_json((select jsonb_agg(to_jsonb(v) order by v.scheduled_on)
      from public.service_visits v where v.contract_id = any(contract_ids))),
    'staff_tasks', private.rows_json((select jsonb_agg(to_jsonb(t) order by t.due_on)
      from public.staff_tasks t where t.contract_id = any(contract_ids))),
    'customers', private.rows_json((select jsonb_agg(to_jsonb(c) order by c.created_at)
      from public.customers c where c.id = any(customer_ids))),
    'billing_terms', private.rows_json((select jsonb_agg(to_jsonb(t) order by t.contract_id, t.term_number)
      from public.billing_terms t where t.contract_id = any(contract_ids))),
    'invoices', private.rows_json((select jsonb_agg(to_jsonb(i) order by i.issue_date, i.number)
      from public.invoices i where i.id = any(invoice_ids))),
    'invoice_documents', private.rows_json((select jsonb_agg(to_jsonb(d) order by d.created_at)
      from public.invoice_documents d where d.invoice_id = any(invoice_ids))),
    'email_outbox', private.rows_json((select jsonb_agg(to_jsonb(e) order by e.created_at)
      from public.email_outbox e
      where private.mailbox(e.recipient) = box or e.quote_request_id = any(request_ids)
         or e.order_id = any(order_ids) or e.offer_id = any(offer_ids)
         or e.contract_id = any(contract_ids) or e.incident_id = any(incident_ids)
         or e.invoice_id = any(invoice_ids))),
    'email_campaign_recipients', private.rows_json((select jsonb_agg(to_jsonb(r) order by r.created_at)
      from public.email_campaign_recipients r where private.mailbox(r.email) = box or r.lead_id = any(lead_ids))),
    'email_unsubscribes', private.rows_json((select jsonb_agg(to_jsonb(s) order by s.created_at)
      from public.email_unsubscribes s where private.mailbox(s.email) = box)),
    'data_requests', private.rows_json((select jsonb_agg(to_jsonb(d) order by d.received_on)
      from public.data_requests d where private.mailbox(d.email) = box)),
    'audit_log', private.rows_json((select jsonb_agg(to_jsonb(a) order by a.at)
      from public.audit_log a
      where a.entity_id = any(entity_ids) or a.row_id = any(entity_ids) or private.mailbox(a.actor_email) = box)),
    'users', private.rows_json((select jsonb_agg(jsonb_build_object('id', u.id, 'email', u.email,
        'created_at', u.created_at, 'last_sign_in_at', u.last_sign_in_at) order by u.created_at)
      from auth.users u where u.id = any(user_ids))),
    'staff_profiles', private.rows_json((select jsonb_agg(to_jsonb(p) order by p.created_at)
      from public.staff_profiles p where p.user_id = any(user_ids))),
    'site_publications', private.rows_json((select jsonb_agg(to_jsonb(p) order by p.requested_at)
      from public.site_publications p where private.mailbox(p.requested_by_email) = box)),
    'email_settings', private.rows_json((select jsonb_agg(to_jsonb(s))
      from public.email_settings s where private.mailbox(s.sales_email) = box)),
    'company_settings', private.rows_json((select jsonb_agg(jsonb_build_object('name', s.name, 'billing_email', s.billing_email))
      from public.company_settings s where private.mailbox(s.billing_email) = box))
  );
end;
$$;

-- What an erasure must keep for the mailbox `box`, table by table with its count and why (only
-- the tables holding something), then the request itself, which is always kept.
create function private.erasure_kept(box text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select coalesce(jsonb_agg(jsonb_build_object('table', k.name, 'count', k.n, 'reason', k.reason) order by k.position), '[]'::jsonb)
         || jsonb_build_array(jsonb_build_object('table', 'data_requests', 'count', 1, 'reason',
              'Cette demande : preuve de sa prise en charge, conservée 3 ans après la réponse.'))
    from (values
      (1, 'orders', (select count(*) from public.orders o where private.mailbox(o.customer_email) = box),
       'Commandes : documents commerciaux et comptables conservés 10 ans (Code de commerce, art. L123-22).'),
      (2, 'contracts', (select count(*) from public.contracts c where private.mailbox(c.customer_email) = box),
       'Contrats : conservés pendant leur durée puis 10 ans (Code de commerce, art. L110-4), avec leurs équipements et interventions.'),
      (3, 'incidents', (select count(*) from public.incidents i where private.mailbox(i.reporter_email) = box),
       'Incidents signalés : preuve des délais d’intervention promis, conservés avec leur contrat.'),
      (4, 'invoices', (select count(*) from public.invoices i
                       join public.customers c on c.id = i.customer_id where private.mailbox(c.billing_email) = box),
       'Factures et avoirs : pièces comptables conservées 10 ans après la clôture de l’exercice (Code de commerce, art. L123-22).'),
      (4, 'customers', (select count(*) from public.customers c where private.mailbox(c.billing_email) = box),
       'Client facturé : conservé tant que ses contrats ou ses factures le sont.'),
      (4, 'offers', (select count(*) from public.offers f where private.mailbox(f.client_email) = box),
       'Devis acceptés ou liés à un contrat : ils fondent une commande et sont conservés avec elle.'),
      (5, 'email_outbox', (select count(*) from public.email_outbox e where private.mailbox(e.recipient) = box),
       'E-mails d’une commande, d’un contrat ou d’un incident conservés : preuve d’envoi, conservés avec eux.'),
      (6, 'email_unsubscribes', (select count(*) from public.email_unsubscribes s where private.mailbox(s.email) = box),
       'Désinscription : l’adresse reste dans la liste d’opposition pour ne plus jamais recevoir nos campagnes.'),
      (7, 'users', (select count(*) from auth.users u where private.mailbox(u.email) = box),
       'Compte de l’équipe et traces de ses actions (notes, historique, journal d’audit) : à gérer depuis la page Équipe.')
    ) as k(position, name, n, reason)
   where k.n > 0;
end;

-- == Data rights: erasing what the law allows ===================================================
-- Requests and leads are anonymised (their notes, e-mails and campaign sends deleted), offers
-- never accepted are deleted; what the law makes us keep stays and is said, with why. Every
-- statement runs, so a plan (erasure_plan) is the same work rolled back.
create function private.erase_personal_data(p_request_id uuid, p_apply boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
  box text;
  ids uuid[];
  entity_ids text[] := '{}';
  row_ids text[] := '{}';
  erased jsonb := '{}'::jsonb;
  kept jsonb := '[]'::jsonb;
  report jsonb;
  n integer;
begin
  if not private.can('privacy', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  select * into request from public.data_requests d where d.id = p_request_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cette demande est introuvable.';
  end if;
  if request.kind <> 'erasure' then
    raise exception using errcode = 'P0001', message = 'Seule une demande d’effacement permet d’effacer les données.';
  end if;
  if request.status = 'done' then
    raise exception using errcode = 'P0001', message = 'Cette demande est déjà traitée.';
  end if;
  box := private.mailbox(request.email);

  select coalesce(array_agg(q.id), '{}') into ids from public.quote_requests q where private.mailbox(q.email) = box;
  entity_ids := entity_ids || ids::text[];
  erased := private.add_counts(erased, private.anonymise_requests(ids));

  select coalesce(array_agg(l.id), '{}') into ids from public.leads l where private.mailbox(l.email) = box;
  entity_ids := entity_ids || ids::text[];
  erased := private.add_counts(erased, private.anonymise_leads(ids));

  select coalesce(array_agg(f.id), '{}') into ids
  from public.offers f
  where private.mailbox(f.client_email) = box and not private.offer_is_kept(f.id);
  entity_ids := entity_ids || ids::text[];
  erased := private.add_counts(erased, jsonb_build_object('offers_deleted', private.delete_offers(ids)));

  with gone as (delete from public.email_campaign_recipients r where private.mailbox(r.email) = box returning r.id)
  select coalesce(array_agg(gone.id), '{}') into ids from gone;
  row_ids := row_ids || ids::text[];
  erased := private.add_counts(erased, jsonb_build_object('campaign_recipients_deleted', cardinality(ids)));

  with gone as (
    delete from public.email_outbox e
     where private.mailbox(e.recipient) = box and e.order_id is null and e.contract_id is null and e.incident_id is null
    returning e.id
  )
  select coalesce(array_agg(gone.id), '{}') into ids from gone;
  row_ids := row_ids || ids::text[];
  erased := private.add_counts(erased, jsonb_build_object('emails_deleted', cardinality(ids)));

  -- The trail of what was erased holds its values (and this erasure's own entries too).
  delete from public.audit_log a
   where a.entity_id = any(entity_ids) or a.row_id = any(entity_ids) or a.row_id = any(row_ids);
  get diagnostics n = row_count;
  erased := private.add_counts(erased, jsonb_build_object('audit_entries_deleted', n));

  kept := private.erasure_kept(box);

  report := jsonb_build_object('erased', erased, 'kept', kept);
  if p_apply then
    update public.data_requests d set status = 'done', outcome = report where d.id = request.id;
  end if;
  return report;
end;
$$;

-- The same work, rolled back: what « Effacer les données » would do, for its confirmation.
create function private.erasure_plan(p_request_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  plan jsonb;
begin
  begin
    plan := private.erase_personal_data(p_request_id, false);
    raise exception using errcode = 'P0099', message = 'rollback';
  exception when sqlstate 'P0099' then
    return plan;
  end;
end;
$$;

create function public.find_personal_data(p_email text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.find_personal_data(p_email);
end;

create function public.erase_personal_data(p_request_id uuid)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.erase_personal_data(p_request_id, true);
end;

create function public.erasure_plan(p_request_id uuid)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.erasure_plan(p_request_id);
end;

-- == Access =====================================================================================
revoke execute on function
  private.anonymous_email(uuid), private.is_anonymised(text),
  private.anonymise_requests(uuid[]), private.anonymise_leads(uuid[]), private.delete_offers(uuid[]),
  private.offer_is_kept(uuid),
  private.add_counts(jsonb, jsonb), private.order_last_activity(uuid), private.request_last_activity(uuid),
  private.lead_last_activity(uuid), private.delete_orders(uuid[]), private.run_retention(date),
  public.run_retention(date), public.storage_purges_due(integer), public.storage_purges_done(bigint[]),
  private.rows_json(jsonb), private.find_personal_data(text), private.erase_personal_data(uuid, boolean),
  private.erasure_plan(uuid), public.find_personal_data(text), public.erase_personal_data(uuid),
  public.erasure_plan(uuid), private.erasure_kept(text)
  from public, anon, authenticated;
-- Admins (privacy): the functions check private.can themselves.
grant execute on function
  private.find_personal_data(text), private.erase_personal_data(uuid, boolean), private.erasure_plan(uuid),
  public.find_personal_data(text), public.erase_personal_data(uuid), public.erasure_plan(uuid)
  to authenticated;
-- The scheduled worker.
grant execute on function
  private.run_retention(date), public.run_retention(date), public.storage_purges_due(integer),
  public.storage_purges_done(bigint[])
  to service_role;
