-- Requests and leads: what visitors file on the public forms (a quote, a partnership, a job
-- application, documentation, a contact), worked by staff through a status workflow with an owner
-- and notes, and turned into leads (the CRM) with a next action. The public form is open to the
-- internet: the database refuses floods, records where each request comes from, and keeps the
-- evidence of a visitor's marketing consent. src/features/quotes/schemas.ts and
-- src/features/leads/schemas.ts mirror these rules.

-- == Requests ===================================================================================
create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  company text,
  siret text,
  subject text not null,
  message text not null,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  type text not null default 'quote',
  owner_id uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  -- The lead it became (public.convert_request_to_lead); its foreign key follows the leads table.
  lead_id uuid,
  product_id uuid references public.products (id) on delete set null,
  -- Where the request comes from, sent by the public forms; nobody edits them afterwards.
  landing_page text,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  -- The referrer's host, computed once on insert rather than by every « by source » figure.
  referrer_host text generated always as (lower(substring(referrer from '^[A-Za-z]+://([^/:?#]+)'))) stored,
  marketing_consent boolean not null default false,
  search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      first_name, last_name, email, company, subject))
  ) stored,
  -- The consent's evidence: the page the box was on and the wording shown
  -- (src/config/marketing-consent.ts), sent by the form; the form used (the request's type as
  -- filed, since staff may reclassify it) recorded by the database. The time is created_at.
  marketing_consent_page text,
  marketing_consent_wording text,
  marketing_consent_form text,
  constraint quote_requests_email_check check (private.is_email(email)),
  constraint quote_requests_siret_check check (siret ~ '^[0-9]{14}$'),
  -- The workflow's statuses (private.request_transition_allowed below): Nouveau, En cours, Devis
  -- envoyé, Gagné, Perdu, Archivé.
  constraint quote_requests_status_check
    check (status in ('pending', 'in_progress', 'quote_sent', 'won', 'lost', 'archived')),
  constraint quote_requests_type_check check (type in ('quote', 'partner', 'job', 'documentation', 'contact')),
  constraint quote_requests_lead_id_key unique (lead_id),
  -- Lengths on the raw value, as the forms count them.
  constraint quote_requests_first_name_check check (private.is_text(first_name, 80)),
  constraint quote_requests_last_name_check check (private.is_text(last_name, 80)),
  constraint quote_requests_company_check check (private.is_text(company, 120)),
  constraint quote_requests_subject_check check (private.is_text(subject, 150)),
  constraint quote_requests_message_check check (private.is_text(message, 5000)),
  constraint quote_requests_phone_check check (phone is not null and private.is_phone(phone)),
  constraint quote_requests_landing_page_check check (private.is_site_path(landing_page, 500)),
  constraint quote_requests_referrer_check check (private.is_web_address(referrer, 500)),
  constraint quote_requests_utm_source_check check (private.is_text(utm_source, 150)),
  constraint quote_requests_utm_medium_check check (private.is_text(utm_medium, 150)),
  constraint quote_requests_utm_campaign_check check (private.is_text(utm_campaign, 150)),
  constraint quote_requests_utm_term_check check (private.is_text(utm_term, 150)),
  constraint quote_requests_utm_content_check check (private.is_text(utm_content, 150)),
  -- Names, companies and subjects end up in mail headers (the sales notification's subject): one
  -- line each, a constraint of its own per column, so the app names the field and the reason.
  constraint quote_requests_first_name_line_check check (private.is_single_line(first_name)),
  constraint quote_requests_last_name_line_check check (private.is_single_line(last_name)),
  constraint quote_requests_company_line_check check (private.is_single_line(company)),
  constraint quote_requests_subject_line_check check (private.is_single_line(subject)),
  constraint quote_requests_marketing_consent_page_check check (private.is_site_path(marketing_consent_page, 500)),
  constraint quote_requests_marketing_consent_wording_check check (
    private.is_text(marketing_consent_wording, 500) and private.is_single_line(marketing_consent_wording)
  ),
  constraint quote_requests_marketing_consent_form_check check (
    marketing_consent_form in ('quote', 'partner', 'job', 'documentation', 'contact')
  ),
  -- A ticked box is evidence only with what was shown and where; an unticked one carries none.
  constraint quote_requests_marketing_consent_evidence_check check (
    case when marketing_consent
      then marketing_consent_page is not null and marketing_consent_wording is not null and marketing_consent_form is not null
      else marketing_consent_page is null and marketing_consent_wording is null and marketing_consent_form is null
    end
  )
);
create index quote_requests_status_created_at_idx on public.quote_requests (status, created_at desc);
create index quote_requests_type_created_at_idx on public.quote_requests (type, created_at desc);
create index quote_requests_owner_id_idx on public.quote_requests (owner_id);
create index quote_requests_mailbox_created_at_idx on public.quote_requests (private.mailbox(email), created_at desc);
create index quote_requests_product_id_idx on public.quote_requests (product_id);
create index quote_requests_search_idx on public.quote_requests using gin (search);
-- The list's default order with the id as tiebreak, as pages and the export's keyset read it.
create index quote_requests_created_at_id_idx on public.quote_requests (created_at desc, id desc);
create trigger quote_requests_set_updated_at before update on public.quote_requests
  for each row execute function public.set_updated_at();
create trigger quote_requests_audit after insert or update or delete on public.quote_requests
  for each row execute function private.audit_row('requests');

-- == The workflow ===============================================================================
-- Once: the app's map (src/features/quote-requests/status.ts) is tested against it.
create function private.request_transition_allowed(from_status text, to_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_status = to_status or (from_status, to_status) in (
    ('pending', 'in_progress'), ('pending', 'quote_sent'), ('pending', 'won'), ('pending', 'lost'), ('pending', 'archived'),
    ('in_progress', 'quote_sent'), ('in_progress', 'won'), ('in_progress', 'lost'), ('in_progress', 'archived'),
    ('quote_sent', 'in_progress'), ('quote_sent', 'won'), ('quote_sent', 'lost'), ('quote_sent', 'archived'),
    ('won', 'archived'),
    ('lost', 'in_progress'), ('lost', 'archived'),
    ('archived', 'in_progress')
  );
$$;

create function private.request_status_label(status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'pending' then 'Nouveau' when 'in_progress' then 'En cours' when 'quote_sent' then 'Devis envoyé'
    when 'won' then 'Gagné' when 'lost' then 'Perdu' when 'archived' then 'Archivé' else status end;
$$;

create function private.check_request_transition()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.request_transition_allowed(old.status, new.status) then
    raise exception using
      errcode = 'P0001',
      message = format('Passage du statut « %s » à « %s » non autorisé.',
        private.request_status_label(old.status), private.request_status_label(new.status));
  end if;
  return new;
end;
$$;

create trigger quote_requests_check_transition before update of status on public.quote_requests
  for each row execute function private.check_request_transition();

-- == A rate limit no single client can turn against everyone ====================================
-- Who sent each public request: the client address hosted Supabase's proxy (Cloudflare) passes
-- to PostgREST as `cf-connecting-ip`, which a client cannot set (the local stack sets it from the
-- socket and drops any value the client sent). Kept 30 days, never exposed through the API.
create table private.quote_request_clients (
  quote_request_id uuid primary key references public.quote_requests (id) on delete cascade,
  client_ip text not null,
  created_at timestamptz not null default now()
);
create index quote_request_clients_ip_idx on private.quote_request_clients (client_ip, created_at desc);
alter table private.quote_request_clients enable row level security;
revoke all on private.quote_request_clients from public, anon, authenticated;

-- Per client, per mailbox (name+tag@domain and NAME@domain are one) and for everyone. Admins, the
-- service role and direct SQL (seed, psql) are never limited. The error code PT429 makes
-- PostgREST answer HTTP 429, which the form shows in French.
create function private.enforce_quote_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_mailbox_limit constant integer := 3;
  per_mailbox_window constant interval := interval '10 minutes';
  per_client_limit constant integer := 10;
  per_client_window constant interval := interval '10 minutes';
  -- A circuit breaker for a distributed flood, far above what one client may send.
  global_limit constant integer := 300;
  global_window constant interval := interval '1 minute';
  client text := nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip';
begin
  -- Only anonymous and signed-in API callers are limited; staff, the service role and direct
  -- SQL (seed, psql) are not. current_user is this function's owner: ask the request's JWT.
  if coalesce((select auth.role()), 'service_role') not in ('anon', 'authenticated') or (select private.is_staff()) then
    return new;
  end if;

  -- Serialises concurrent inserts so a burst cannot slip past the counts.
  perform pg_advisory_xact_lock(hashtext('public.quote_requests.rate_limit'));

  if client is not null then
    if (select count(*) from private.quote_request_clients c
        where c.client_ip = client and c.created_at > now() - per_client_window) >= per_client_limit then
      raise exception using
        errcode = 'PT429',
        message = 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
        hint = 'rate_limited';
    end if;
  end if;

  if (select count(*) from public.quote_requests q
      where private.mailbox(q.email) = private.mailbox(new.email)
        and q.created_at > now() - per_mailbox_window and q.id <> new.id) >= per_mailbox_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.',
      hint = 'rate_limited';
  end if;

  if (select count(*) from public.quote_requests q
      where q.created_at > now() - global_window and q.id <> new.id) >= global_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Trop de demandes sont en cours de traitement. Veuillez réessayer dans quelques minutes.',
      hint = 'rate_limited';
  end if;

  if client is not null then
    delete from private.quote_request_clients c where c.created_at < now() - interval '30 days';
    insert into private.quote_request_clients (quote_request_id, client_ip) values (new.id, client);
  end if;
  return new;
end;
$$;

-- An AFTER trigger: the client's row needs the request's row (foreign key); the counts leave
-- the new row out.
create trigger quote_requests_rate_limit after insert on public.quote_requests
  for each row execute function private.enforce_quote_rate_limit();

-- One call from the public form stores one request: an array of 60 rows is refused whole.
create function private.enforce_one_request_per_call()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), 'service_role') in ('anon', 'authenticated')
     and not (select private.is_staff())
     and (select count(*) from inserted) > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'Une seule demande peut être envoyée à la fois.';
  end if;
  return null;
end;
$$;

create trigger quote_requests_one_per_call after insert on public.quote_requests
  referencing new table as inserted
  for each statement execute function private.enforce_one_request_per_call();

-- == Consent: the request records the person's act ==============================================
-- A visitor ticks the box on a public form; nobody changes it or its evidence afterwards.
create function private.record_request_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.marketing_consent then
      new.marketing_consent_form := new.type;
    else
      new.marketing_consent_page := null;
      new.marketing_consent_wording := null;
      new.marketing_consent_form := null;
    end if;
  elsif (new.marketing_consent, new.marketing_consent_page, new.marketing_consent_wording, new.marketing_consent_form)
        is distinct from
        (old.marketing_consent, old.marketing_consent_page, old.marketing_consent_wording, old.marketing_consent_form) then
    raise exception using errcode = 'P0001',
      message = 'L’accord donné sur le formulaire et sa preuve ne peuvent pas être modifiés.';
  end if;
  return new;
end;
$$;

create trigger quote_requests_record_consent
  before insert or update of marketing_consent, marketing_consent_page, marketing_consent_wording, marketing_consent_form
  on public.quote_requests
  for each row execute function private.record_request_consent();

-- == Access to requests =========================================================================
alter table public.quote_requests enable row level security;
-- Visitors may only file new requests, and name a product only if the public catalogue shows it
-- (the subquery runs under the caller's own policies: active products for visitors). They can
-- never read requests back. The column grants below keep status, owner and link out of reach.
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
create policy "Request readers can read requests" on public.quote_requests
  for select to authenticated using ((select private.can('requests', 'read')));
create policy "Request writers can work requests" on public.quote_requests
  for update to authenticated
  using ((select private.can('requests', 'write'))) with check ((select private.can('requests', 'write')));
create policy "Request writers can delete requests" on public.quote_requests
  for delete to authenticated using ((select private.can('requests', 'write')));

-- Column grants: ids, timestamps, statuses, owners and links are the database's or staff's.
revoke all on public.quote_requests from anon, authenticated;
grant insert (first_name, last_name, email, phone, company, siret, subject, message, type, product_id, landing_page,
              referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, marketing_consent,
              marketing_consent_page, marketing_consent_wording)
  on public.quote_requests to anon, authenticated;
grant select, delete on public.quote_requests to authenticated;
grant update (status, owner_id, type) on public.quote_requests to authenticated;
grant all on public.quote_requests to service_role;

-- == Leads ======================================================================================
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  first_name text,
  last_name text,
  company text,
  phone text,
  source text not null default 'website',
  status text not null default 'new',
  notes text,
  score integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_contact_date timestamptz,
  quote_request_id uuid references public.quote_requests (id) on delete set null,
  next_action text,
  next_action_date date,
  search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      first_name, last_name, email, company))
  ) stored,
  -- The consent a campaign needs, a copy of the request's evidence (the only way it reaches a
  -- lead: the conversion copies it). marketing_consent_at is the time the person gave it (their
  -- request's time). No client role has a grant on the evidence, and a trigger refuses any
  -- change to it, the service role's included.
  marketing_consent boolean not null default false,
  marketing_consent_at timestamptz,
  -- The request the consent came from: a record, not a link (the request may be erased, the
  -- evidence stays with the lead).
  marketing_consent_request_id uuid,
  marketing_consent_form text,
  marketing_consent_page text,
  marketing_consent_wording text,
  marketing_consent_withdrawn_at timestamptz,
  constraint leads_email_check check (private.is_email(email)),
  constraint leads_first_name_check check (char_length(first_name) <= 80 and private.is_plain_text(first_name)),
  constraint leads_last_name_check check (char_length(last_name) <= 80 and private.is_plain_text(last_name)),
  constraint leads_company_check check (char_length(company) <= 120 and private.is_plain_text(company)),
  constraint leads_source_check check (source in ('website', 'partner', 'event', 'ad', 'referral')),
  constraint leads_status_check check (
    status in ('new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'won', 'lost')
  ),
  constraint leads_notes_check check (char_length(notes) <= 2000 and private.is_plain_text(notes)),
  constraint leads_score_check check (score between 0 and 100),
  constraint leads_phone_check check (private.is_phone(phone)),
  constraint leads_quote_request_id_key unique (quote_request_id),
  constraint leads_next_action_check check (
    char_length(next_action) between 1 and 200 and next_action ~ '[^[:space:]]' and private.is_plain_text(next_action)
  ),
  constraint leads_next_action_date_check check (next_action_date between date '2000-01-01' and date '2100-12-31'),
  constraint leads_first_name_line_check check (private.is_single_line(first_name)),
  constraint leads_last_name_line_check check (private.is_single_line(last_name)),
  constraint leads_company_line_check check (private.is_single_line(company)),
  constraint leads_marketing_consent_evidence_check check (
    not marketing_consent
    or (marketing_consent_at is not null and marketing_consent_form is not null
        and marketing_consent_page is not null and marketing_consent_wording is not null)
  ),
  constraint leads_marketing_consent_withdrawn_check check (
    marketing_consent_withdrawn_at is null or not marketing_consent
  ),
  constraint leads_marketing_consent_page_check check (private.is_site_path(marketing_consent_page, 500))
);
create index leads_status_idx on public.leads (status);
create index leads_next_action_date_idx on public.leads (next_action_date) where next_action_date is not null;
create index leads_search_idx on public.leads using gin (search);
create index leads_created_at_id_idx on public.leads (created_at desc, id desc);
create index leads_score_id_idx on public.leads (score, id);
create index leads_email_lower_idx on public.leads (lower(email));
create trigger leads_set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();
create trigger leads_audit after insert or update or delete on public.leads
  for each row execute function private.audit_row('leads');

alter table public.quote_requests
  add constraint quote_requests_lead_id_fkey foreign key (lead_id) references public.leads (id) on delete set null;

-- Staff may withdraw a consent, never give it: only the person does, on a form of the site.
create function private.guard_marketing_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  only_the_person constant text :=
    'Seule la personne concernée peut donner son accord pour recevoir nos campagnes, en cochant la case d’un formulaire du site : l’équipe peut le retirer, jamais le donner.';
begin
  if tg_op = 'INSERT' then
    if new.marketing_consent and (new.marketing_consent_at is null or new.marketing_consent_form is null
                                  or new.marketing_consent_page is null or new.marketing_consent_wording is null) then
      raise exception using errcode = 'P0001', message = only_the_person;
    end if;
    return new;
  end if;
  if (new.marketing_consent_at, new.marketing_consent_request_id, new.marketing_consent_form,
      new.marketing_consent_page, new.marketing_consent_wording)
     is distinct from
     (old.marketing_consent_at, old.marketing_consent_request_id, old.marketing_consent_form,
      old.marketing_consent_page, old.marketing_consent_wording) then
    raise exception using errcode = 'P0001', message = 'La preuve de l’accord ne peut pas être modifiée.';
  end if;
  if new.marketing_consent and not old.marketing_consent then
    raise exception using errcode = 'P0001', message = only_the_person;
  end if;
  -- Withdrawn now, or as it was: the date is the database's.
  new.marketing_consent_withdrawn_at := case
    when old.marketing_consent and not new.marketing_consent then now()
    else old.marketing_consent_withdrawn_at
  end;
  return new;
end;
$$;

create trigger leads_guard_marketing_consent before insert or update on public.leads
  for each row execute function private.guard_marketing_consent();

alter table public.leads enable row level security;
create policy "Lead readers can read leads" on public.leads
  for select to authenticated using ((select private.can('leads', 'read')));
create policy "Lead writers can create leads" on public.leads
  for insert to authenticated with check ((select private.can('leads', 'write')));
create policy "Lead writers can update leads" on public.leads
  for update to authenticated
  using ((select private.can('leads', 'write'))) with check ((select private.can('leads', 'write')));
create policy "Lead writers can delete leads" on public.leads
  for delete to authenticated using ((select private.can('leads', 'write')));

revoke all on public.leads from anon, authenticated;
grant select, delete on public.leads to authenticated;
grant insert (email, first_name, last_name, company, phone, source, status, notes, score, last_contact_date, next_action,
              next_action_date, marketing_consent),
  update (email, first_name, last_name, company, phone, source, status, notes, score, last_contact_date, next_action,
          next_action_date, marketing_consent)
  on public.leads to authenticated;
grant all on public.leads to service_role;

-- == Notes (append-only timelines) ==============================================================
create table public.quote_request_notes (
  id uuid primary key default gen_random_uuid(),
  quote_request_id uuid not null references public.quote_requests (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  body text not null,
  created_at timestamptz not null default now(),
  constraint quote_request_notes_body_check check (
    char_length(body) between 1 and 2000 and body ~ '[^[:space:]]' and private.is_plain_text(body)
  )
);
create index quote_request_notes_request_idx on public.quote_request_notes (quote_request_id, created_at desc);
create index quote_request_notes_author_id_idx on public.quote_request_notes (author_id);
create trigger quote_request_notes_audit after insert or update or delete on public.quote_request_notes
  for each row execute function private.audit_row('requests', 'quote_request_id');

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  body text not null,
  created_at timestamptz not null default now(),
  constraint lead_notes_body_check check (
    char_length(body) between 1 and 2000 and body ~ '[^[:space:]]' and private.is_plain_text(body)
  )
);
create index lead_notes_lead_idx on public.lead_notes (lead_id, created_at desc);
create index lead_notes_author_id_idx on public.lead_notes (author_id);
create trigger lead_notes_audit after insert or update or delete on public.lead_notes
  for each row execute function private.audit_row('leads', 'lead_id');

-- Who wrote a note, and when, is the signed-in user and now, never what the client says (the
-- service role and the seed, without a user, write what they give). Incident notes use it too.
create function private.set_note_author()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null then
    new.author_id := auth.uid();
    new.author_email := (select u.email from auth.users u where u.id = auth.uid());
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger quote_request_notes_set_author before insert on public.quote_request_notes
  for each row execute function private.set_note_author();
create trigger lead_notes_set_author before insert on public.lead_notes
  for each row execute function private.set_note_author();

alter table public.quote_request_notes enable row level security;
alter table public.lead_notes enable row level security;
create policy "Request readers can read request notes" on public.quote_request_notes
  for select to authenticated using ((select private.can('requests', 'read')));
create policy "Request writers can add request notes" on public.quote_request_notes
  for insert to authenticated with check ((select private.can('requests', 'write')));
-- A note is deleted by its author or an admin.
create policy "Authors and admins can delete request notes" on public.quote_request_notes
  for delete to authenticated
  using (
    (select private.can('requests', 'write'))
    and (author_id = (select auth.uid()) or (select private.has_role('admin')))
  );
create policy "Lead readers can read lead notes" on public.lead_notes
  for select to authenticated using ((select private.can('leads', 'read')));
create policy "Lead writers can add lead notes" on public.lead_notes
  for insert to authenticated with check ((select private.can('leads', 'write')));
create policy "Authors and admins can delete lead notes" on public.lead_notes
  for delete to authenticated
  using (
    (select private.can('leads', 'write'))
    and (author_id = (select auth.uid()) or (select private.has_role('admin')))
  );

revoke all on public.quote_request_notes, public.lead_notes from anon, authenticated;
grant select, delete on public.quote_request_notes, public.lead_notes to authenticated;
grant insert (quote_request_id, body) on public.quote_request_notes to authenticated;
grant insert (lead_id, body) on public.lead_notes to authenticated;
grant all on public.quote_request_notes, public.lead_notes to service_role;

-- == Conversion of a request into a lead ========================================================
-- SECURITY DEFINER because lead_id / quote_request_id are server-owned columns no client may
-- write; the caller's rights are checked first, explicitly. The request's consent evidence
-- follows it into the lead.
create function private.convert_request_to_lead(request_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.quote_requests;
  new_lead uuid;
begin
  if not (private.can('requests', 'write') and private.can('leads', 'write')) then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  select * into request from public.quote_requests q where q.id = request_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cette demande est introuvable.';
  end if;
  if request.lead_id is not null or exists (select 1 from public.leads l where l.quote_request_id = request_id) then
    raise exception using errcode = 'P0001', message = 'Cette demande a déjà été convertie en lead.';
  end if;
  insert into public.leads (
    email, first_name, last_name, company, phone, source, status, quote_request_id, marketing_consent,
    marketing_consent_at, marketing_consent_request_id, marketing_consent_form, marketing_consent_page,
    marketing_consent_wording
  )
  values (
    request.email, request.first_name, request.last_name, request.company, request.phone, 'website', 'new', request.id,
    request.marketing_consent,
    case when request.marketing_consent then request.created_at end,
    case when request.marketing_consent then request.id end,
    request.marketing_consent_form, request.marketing_consent_page, request.marketing_consent_wording
  )
  returning id into new_lead;
  update public.quote_requests q
     set lead_id = new_lead,
         status = case when q.status = 'pending' then 'in_progress' else q.status end
   where q.id = request_id;
  return new_lead;
end;
$$;

create function public.convert_request_to_lead(request_id uuid)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.convert_request_to_lead(request_id);
$$;

revoke execute on function
  private.enforce_quote_rate_limit(), private.enforce_one_request_per_call(), private.record_request_consent(),
  private.guard_marketing_consent()
  from public, anon, authenticated;
revoke execute on function
  private.request_transition_allowed(text, text), private.request_status_label(text), private.check_request_transition(),
  private.set_note_author(), private.convert_request_to_lead(uuid), public.convert_request_to_lead(uuid)
  from public, anon, authenticated;
-- check_request_transition, not SECURITY DEFINER, calls the transition rule and its labels as the
-- request's writer.
grant execute on function
  private.request_transition_allowed(text, text), private.request_status_label(text),
  private.convert_request_to_lead(uuid), public.convert_request_to_lead(uuid)
  to authenticated, service_role;
