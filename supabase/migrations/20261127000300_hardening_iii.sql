-- Hardening III (issue 25), the database items: consent is the person's own act and keeps its
-- evidence (3), no control character in a text that can reach a mail header (5), a staff directory
-- for the roles that assign owners, with names admins manage (8), unsubscribe tokens nobody can
-- read (9), notes deleted by their author or an admin, sent campaigns archived rather than
-- deleted, the outbox in the audit trail (10).
--
-- Production parity (20261127000100): CHECK constraints run with the writer's rights, often
-- `anon`, which has no USAGE on schema private. A helper they call may not name another private
-- function inside a string body (that name is looked up at run time); the helpers below use
-- SQL-standard bodies (`begin atomic`), bound when created.

-- == Text rules ===================================================================================
-- One line: no control character at all (tab, CR and LF included, C1 controls and NEL too), no
-- Unicode line or paragraph separator. Names, companies and subjects end up in mail headers
-- (the sales notification's subject, a campaign's subject), where a line break starts a header.
-- src/lib/text-rules.ts (lineBreakPattern) holds the same class for the forms.
create function private.is_single_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select value is null or value !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
end;

-- == 5. Control characters: data first, then the rule ===============================================
-- Rows stored before the rule (the attack's « Jean\r\nBcc: … » among them) get a space for each
-- run of control characters, so the constraints below hold for every row. Bookkeeping triggers
-- are held meanwhile: the update time and the sent-campaign guard are not about this repair.
alter table public.quote_requests disable trigger quote_requests_set_updated_at;
update public.quote_requests
   set first_name = btrim(regexp_replace(first_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       last_name = btrim(regexp_replace(last_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       company = btrim(regexp_replace(company, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       subject = btrim(regexp_replace(subject, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g'))
 where not (private.is_single_line(first_name) and private.is_single_line(last_name)
            and private.is_single_line(company) and private.is_single_line(subject));
alter table public.quote_requests enable trigger quote_requests_set_updated_at;

alter table public.leads disable trigger leads_set_updated_at;
update public.leads
   set first_name = btrim(regexp_replace(first_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       last_name = btrim(regexp_replace(last_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       company = btrim(regexp_replace(company, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g'))
 where not (private.is_single_line(first_name) and private.is_single_line(last_name) and private.is_single_line(company));
alter table public.leads enable trigger leads_set_updated_at;

alter table public.orders disable trigger orders_set_updated_at;
update public.orders
   set customer_first_name = btrim(regexp_replace(customer_first_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       customer_last_name = btrim(regexp_replace(customer_last_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       customer_company = btrim(regexp_replace(customer_company, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g'))
 where not (private.is_single_line(customer_first_name) and private.is_single_line(customer_last_name)
            and private.is_single_line(customer_company));
alter table public.orders enable trigger orders_set_updated_at;

alter table public.email_campaigns disable trigger email_campaigns_set_updated_at;
alter table public.email_campaigns disable trigger email_campaigns_guard;
update public.email_campaigns
   set name = btrim(regexp_replace(name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       subject = btrim(regexp_replace(subject, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g'))
 where not (private.is_single_line(name) and private.is_single_line(subject));
alter table public.email_campaigns enable trigger email_campaigns_guard;
alter table public.email_campaigns enable trigger email_campaigns_set_updated_at;

-- A constraint of its own per column, so the app names the field and the reason.
alter table public.quote_requests
  add constraint quote_requests_first_name_line_check check (private.is_single_line(first_name)),
  add constraint quote_requests_last_name_line_check check (private.is_single_line(last_name)),
  add constraint quote_requests_company_line_check check (private.is_single_line(company)),
  add constraint quote_requests_subject_line_check check (private.is_single_line(subject));
alter table public.leads
  add constraint leads_first_name_line_check check (private.is_single_line(first_name)),
  add constraint leads_last_name_line_check check (private.is_single_line(last_name)),
  add constraint leads_company_line_check check (private.is_single_line(company));
alter table public.orders
  add constraint orders_first_name_line_check check (private.is_single_line(customer_first_name)),
  add constraint orders_last_name_line_check check (private.is_single_line(customer_last_name)),
  add constraint orders_company_line_check check (private.is_single_line(customer_company));
alter table public.email_campaigns
  add constraint email_campaigns_name_line_check check (private.is_single_line(name)),
  add constraint email_campaigns_subject_line_check check (private.is_single_line(subject));

-- == 3. Consent: the request records the person's act ==================================================
-- A visitor ticks the box on a public form; the form sends, with the request, the page it was on
-- and the wording shown (src/config/marketing-consent.ts). The form used (the request's type as
-- filed) is recorded by the database, since staff may reclassify the request afterwards. The
-- time is the request's created_at, set by the database. Nobody changes any of it afterwards.
alter table public.quote_requests
  add column marketing_consent_page text,
  add column marketing_consent_wording text,
  add column marketing_consent_form text;

-- Requests filed before this version: the box existed on three forms, with one wording, since
-- 20261126000300_campaigns.sql; their evidence is rebuilt from the form each type came from.
alter table public.quote_requests disable trigger quote_requests_set_updated_at;
update public.quote_requests
   set marketing_consent_form = type,
       marketing_consent_page = case type when 'quote' then '/contact-pro' when 'partner' then '/devenir-partenaire' else '/contact' end,
       marketing_consent_wording = 'J’accepte de recevoir par e-mail les nouveautés et offres de VisioLease (facultatif ; désinscription en un clic dans chaque e-mail).'
 where marketing_consent and marketing_consent_wording is null;
alter table public.quote_requests enable trigger quote_requests_set_updated_at;

alter table public.quote_requests
  add constraint quote_requests_marketing_consent_page_check check (private.is_site_path(marketing_consent_page, 500)),
  add constraint quote_requests_marketing_consent_wording_check check (
    private.is_text(marketing_consent_wording, 500) and private.is_single_line(marketing_consent_wording)
  ),
  add constraint quote_requests_marketing_consent_form_check check (
    marketing_consent_form in ('quote', 'partner', 'job', 'documentation', 'contact')
  ),
  -- A ticked box is evidence only with what was shown and where; an unticked one carries none.
  add constraint quote_requests_marketing_consent_evidence_check check (
    case when marketing_consent
      then marketing_consent_page is not null and marketing_consent_wording is not null and marketing_consent_form is not null
      else marketing_consent_page is null and marketing_consent_wording is null and marketing_consent_form is null
    end
  );

grant insert (marketing_consent_page, marketing_consent_wording) on public.quote_requests to anon, authenticated;

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

-- == 3. Consent: the lead keeps a copy of the evidence ===================================================
-- marketing_consent_at is now the time the person gave it (their request's time), no longer the
-- time anyone ticked a box in the back-office. The evidence is the database's: no client role has
-- a grant on it, and a trigger refuses any change, the service role's included.
drop trigger leads_stamp_marketing_consent on public.leads;
drop function private.stamp_marketing_consent();

alter table public.leads
  -- The request the consent came from: a record, not a link (the request may be erased, the
  -- evidence stays with the lead).
  add column marketing_consent_request_id uuid,
  add column marketing_consent_form text,
  add column marketing_consent_page text,
  add column marketing_consent_wording text,
  add column marketing_consent_withdrawn_at timestamptz;

-- Leads from before: a consent with a request's evidence behind it keeps it; one that staff
-- ticked has none, and no campaign may use it any more, so it is cleared.
alter table public.leads disable trigger leads_set_updated_at;
update public.leads l
   set marketing_consent_at = q.created_at,
       marketing_consent_request_id = q.id,
       marketing_consent_form = q.marketing_consent_form,
       marketing_consent_page = q.marketing_consent_page,
       marketing_consent_wording = q.marketing_consent_wording
  from public.quote_requests q
 where l.marketing_consent and q.id = l.quote_request_id and q.marketing_consent;
update public.leads
   set marketing_consent = false, marketing_consent_at = null
 where marketing_consent and marketing_consent_wording is null;
alter table public.leads enable trigger leads_set_updated_at;

alter table public.leads
  add constraint leads_marketing_consent_evidence_check check (
    not marketing_consent
    or (marketing_consent_at is not null and marketing_consent_form is not null
        and marketing_consent_page is not null and marketing_consent_wording is not null)
  ),
  add constraint leads_marketing_consent_withdrawn_check check (
    marketing_consent_withdrawn_at is null or not marketing_consent
  );

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

-- The conversion copies the request's evidence: the only way consent reaches a lead.
create or replace function private.convert_request_to_lead(request_id uuid)
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

-- The audience: consent with its evidence (the constraint above makes the two one; the query
-- says so too), address not unsubscribed, one per address.
create or replace function private.campaign_audience(
  statuses text[], sources text[], score_min integer, score_max integer, created_from date, created_to date
)
returns table (lead_id uuid, email text, eligible boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(l.email)) l.id, lower(l.email),
         l.marketing_consent and l.marketing_consent_wording is not null
         and not exists (select 1 from public.email_unsubscribes u where u.email = lower(l.email))
  from public.leads l
  where (coalesce(cardinality(statuses), 0) = 0 or l.status = any (statuses))
    and (coalesce(cardinality(sources), 0) = 0 or l.source = any (sources))
    and l.score between coalesce(score_min, 0) and coalesce(score_max, 100)
    and (created_from is null or l.created_at >= (created_from::timestamp at time zone 'Europe/Paris'))
    and (created_to is null or l.created_at < ((created_to + 1)::timestamp at time zone 'Europe/Paris'))
  order by lower(l.email), (l.marketing_consent and l.marketing_consent_wording is not null) desc, l.created_at desc;
$$;

-- == 8. Staff names admins manage =====================================================================
-- The names the back-office shows for staff. user_metadata is written by each user (a 2 MB name,
-- or another person's): the directory no longer reads it.
create table public.staff_profiles (
  -- An id of its own, as every audited table has (the trail names rows by id).
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  display_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint staff_profiles_display_name_check check (private.is_text(display_name, 120)),
  constraint staff_profiles_user_id_key unique (user_id),
  constraint staff_profiles_display_name_line_check check (private.is_single_line(display_name))
);
create trigger staff_profiles_set_updated_at before update on public.staff_profiles
  for each row execute function public.set_updated_at();
create trigger staff_profiles_audit after insert or update or delete on public.staff_profiles
  for each row execute function private.audit_row('users', 'user_id');

alter table public.staff_profiles enable row level security;
create policy "User managers can read staff profiles" on public.staff_profiles
  for select to authenticated using ((select private.can('users', 'read')));
create policy "User managers can create staff profiles" on public.staff_profiles
  for insert to authenticated with check ((select private.can('users', 'write')));
create policy "User managers can rename staff" on public.staff_profiles
  for update to authenticated
  using ((select private.can('users', 'write'))) with check ((select private.can('users', 'write')));
create policy "User managers can delete staff profiles" on public.staff_profiles
  for delete to authenticated using ((select private.can('users', 'write')));
revoke all on public.staff_profiles from anon, authenticated;
grant select, delete on public.staff_profiles to authenticated;
grant insert (user_id, display_name), update (display_name) on public.staff_profiles to authenticated;
grant all on public.staff_profiles to service_role;

-- Accounts that already hold a role keep the name they had, when it is a valid one-line name of
-- 120 characters at most that no other account uses (a copied name is the impersonation this
-- closes: an admin gives those).
insert into public.staff_profiles (user_id, display_name)
select u.id, btrim(u.raw_user_meta_data ->> 'full_name')
from auth.users u
where exists (select 1 from public.user_roles r where r.user_id = u.id)
  and private.is_text(btrim(u.raw_user_meta_data ->> 'full_name'), 120)
  and private.is_single_line(u.raw_user_meta_data ->> 'full_name')
  and (select count(*) from auth.users o
        where lower(btrim(o.raw_user_meta_data ->> 'full_name')) = lower(btrim(u.raw_user_meta_data ->> 'full_name'))) = 1
on conflict (user_id) do nothing;

-- The owner picker: only the roles that assign owners (request writers: admin, commercial).
create or replace function private.staff_directory()
returns table (id uuid, email text, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can('requests', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return query
    select u.id, u.email::text, p.display_name
    from auth.users u
    left join public.staff_profiles p on p.user_id = u.id
    where u.deleted_at is null and exists (select 1 from public.user_roles r where r.user_id = u.id)
    order by u.email;
end;
$$;

create or replace function private.user_directory()
returns table (
  id uuid,
  email text,
  full_name text,
  roles text[],
  created_at timestamptz,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  confirmed boolean,
  active boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can('users', 'read') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return query
    select u.id, u.email::text, p.display_name,
           coalesce(array_agg(r.role order by r.role) filter (where r.role is not null), '{}'),
           u.created_at, u.last_sign_in_at, u.invited_at,
           u.email_confirmed_at is not null,
           u.banned_until is null or u.banned_until <= now()
    from auth.users u
    left join public.user_roles r on r.user_id = u.id
    left join public.staff_profiles p on p.user_id = u.id
    where u.deleted_at is null
    group by u.id, p.display_name
    order by lower(u.email);
end;
$$;

-- == 9. Unsubscribe tokens: only the e-mail carries them ===============================================
-- A recipient's token is HMAC-SHA-256(secret, recipient id): the worker derives it when it claims
-- the e-mail, so it is stored nowhere, and a claim repeated after a crash gives the same link.
-- The database keeps its SHA-256 only, in the private schema the API does not expose (a column
-- of the recipients table would be one grant away from a reader); unsubscribe hashes what it is
-- given and compares. The secret lives in the private schema too.
create table private.unsubscribe_secret (
  id boolean primary key default true,
  secret bytea not null default extensions.gen_random_bytes(32),
  constraint unsubscribe_secret_single_row check (id)
);
alter table private.unsubscribe_secret enable row level security;
revoke all on private.unsubscribe_secret from public, anon, authenticated, service_role;
insert into private.unsubscribe_secret default values;

create function private.unsubscribe_token(recipient_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(recipient_id::text, 'UTF8'), s.secret, 'sha256'), 'hex')
  from private.unsubscribe_secret s
  where s.id;
$$;

create function private.token_hash(token text)
returns text
language sql
immutable
set search_path = ''
begin atomic
  select encode(sha256(convert_to(token, 'UTF8')), 'hex');
end;

create table private.unsubscribe_tokens (
  recipient_id uuid primary key references public.email_campaign_recipients (id) on delete cascade,
  token_hash text not null,
  constraint unsubscribe_tokens_token_hash_key unique (token_hash)
);
alter table private.unsubscribe_tokens enable row level security;
revoke all on private.unsubscribe_tokens from public, anon, authenticated, service_role;

-- Links already delivered keep working: their token (the old uuid) is hashed. An e-mail still
-- waiting in the queue has not shown its token to anyone: it gets a derived one, like new ones.
insert into private.unsubscribe_tokens (recipient_id, token_hash)
select r.id,
       case
         when exists (select 1 from public.email_outbox o where o.id = r.outbox_id and o.status = 'pending')
           then private.token_hash(private.unsubscribe_token(r.id))
         else private.token_hash(r.unsubscribe_token::text)
       end
from public.email_campaign_recipients r;
-- The token column goes: readers of a campaign (the viewer) could read every recipient's.
alter table public.email_campaign_recipients drop column unsubscribe_token;
-- What staff could read in the queue (commercial reads the outbox): gone from every payload.
update public.email_outbox set payload = payload - 'unsubscribe_token' where payload ? 'unsubscribe_token';

create function private.record_unsubscribe_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.unsubscribe_tokens (recipient_id, token_hash)
  values (new.id, private.token_hash(private.unsubscribe_token(new.id)));
  return null;
end;
$$;
create trigger email_campaign_recipients_unsubscribe_token after insert on public.email_campaign_recipients
  for each row execute function private.record_unsubscribe_token();

-- The claimed rows carry the token to the worker; the stored payload never does.
create or replace function public.claim_email_batch(batch_size integer default 20)
returns setof public.email_outbox
language sql
security invoker
set search_path = ''
as $$
  with due as (
    select o.id from public.email_outbox o
    where (o.status = 'pending' and o.next_attempt_at <= now())
       or (o.status = 'sending' and o.claimed_at < now() - interval '5 minutes')
    order by o.next_attempt_at
    limit greatest(1, least(coalesce(batch_size, 20), 100))
    for update skip locked
  ),
  claimed as (
    update public.email_outbox o
       set status = 'sending',
           attempts = o.attempts + 1,
           claimed_at = now(),
           payload = case
             when o.template = 'order_confirmation' and o.order_id is not null
               then coalesce(private.order_email_payload(o.order_id), o.payload)
             when o.template = 'campaign' and o.campaign_id is not null
               then o.payload || coalesce((
                 select jsonb_build_object('subject', c.subject, 'content', c.content)
                 from public.email_campaigns c where c.id = o.campaign_id
               ), '{}'::jsonb)
             else o.payload
           end
      from due
     where o.id = due.id
    returning o
  )
  select (case
            when r.id is null then c.o
            else jsonb_populate_record(c.o, jsonb_build_object(
              'payload', (c.o).payload || jsonb_build_object('unsubscribe_token', private.unsubscribe_token(r.id))))
          end).*
  from claimed c
  left join public.email_campaign_recipients r on r.outbox_id = (c.o).id and (c.o).template = 'campaign';
$$;

-- A batch queues the campaign's id only; the rules of the audience are checked again per batch.
create or replace function public.advance_campaigns()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  campaign public.email_campaigns;
  queued integer := 0;
  batch integer;
begin
  for campaign in
    select * from public.email_campaigns c
     where (c.status = 'scheduled' and c.scheduled_at <= now()) or c.status = 'sending'
     order by c.scheduled_at nulls first
     for update skip locked
  loop
    if campaign.status = 'scheduled' then
      insert into public.email_campaign_recipients (campaign_id, lead_id, email)
      select campaign.id, a.lead_id, a.email
        from private.campaign_audience(campaign.segment_statuses, campaign.segment_sources, campaign.segment_score_min,
                                       campaign.segment_score_max, campaign.segment_created_from, campaign.segment_created_to) a
       where a.eligible
      on conflict (campaign_id, email) do nothing;
      update public.email_campaigns c
         set status = 'sending', started_at = coalesce(c.started_at, now()),
             recipients_count = (select count(*) from public.email_campaign_recipients r where r.campaign_id = c.id)
       where c.id = campaign.id
      returning * into campaign;
    end if;

    if campaign.last_batch_at is null or campaign.last_batch_at + make_interval(secs => campaign.batch_interval_seconds) <= now() then
      with batch_rows as (
        select r.id, r.email,
               r.lead_id is not null
               and exists (select 1 from public.leads l
                            where l.id = r.lead_id and l.marketing_consent and l.marketing_consent_wording is not null)
               and not exists (select 1 from public.email_unsubscribes u where u.email = r.email) as allowed
          from public.email_campaign_recipients r
         where r.campaign_id = campaign.id and r.status = 'pending'
         order by r.email
         limit campaign.batch_size
         for update skip locked
      ), skipped as (
        update public.email_campaign_recipients r set status = 'skipped'
          from batch_rows b where r.id = b.id and not b.allowed
      ), queued_rows as (
        insert into public.email_outbox (template, recipient, payload, campaign_id)
        select 'campaign', b.email, jsonb_build_object('campaign_id', campaign.id), campaign.id
          from batch_rows b where b.allowed
        returning id, recipient
      )
      update public.email_campaign_recipients r
         set status = 'queued', outbox_id = q.id, queued_at = now()
        from queued_rows q
       where r.campaign_id = campaign.id and r.email = q.recipient;
      get diagnostics batch = row_count;
      queued := queued + batch;
      update public.email_campaigns c set last_batch_at = now() where c.id = campaign.id;
    end if;

    -- Sent once nobody waits to be queued and every queued e-mail has an outcome.
    if not exists (
      select 1 from public.email_campaign_recipients r
       where r.campaign_id = campaign.id
         and (r.status = 'pending'
              or (r.status = 'queued' and exists (select 1 from public.email_outbox o
                                                   where o.id = r.outbox_id and o.status in ('pending', 'sending'))))
    ) then
      update public.email_campaigns c set status = 'sent', sent_at = now() where c.id = campaign.id;
    end if;
  end loop;
  return queued;
end;
$$;

-- The link's token, hashed, finds its recipient; the stored hash itself finds nobody.
create or replace function private.unsubscribe(token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient public.email_campaign_recipients;
begin
  if token is null or token !~ '^[0-9A-Za-z-]{16,128}$' then
    return false;
  end if;
  select r.* into recipient
    from private.unsubscribe_tokens t
    join public.email_campaign_recipients r on r.id = t.recipient_id
   where t.token_hash = private.token_hash(lower(token));
  if not found then
    return false;
  end if;
  insert into public.email_unsubscribes (email, campaign_id) values (recipient.email, recipient.campaign_id)
  on conflict (email) do nothing;
  update public.leads l set marketing_consent = false where lower(l.email) = recipient.email and l.marketing_consent;
  update public.email_campaign_recipients r set status = 'skipped'
   where r.email = recipient.email
     and (r.status = 'pending'
          or (r.status = 'queued' and exists (select 1 from public.email_outbox o where o.id = r.outbox_id and o.status = 'pending')));
  delete from public.email_outbox o where o.template = 'campaign' and o.recipient = recipient.email and o.status = 'pending';
  return true;
end;
$$;

-- == 10. Notes: their author or an admin ================================================================
drop policy "Request writers can delete request notes" on public.quote_request_notes;
create policy "Authors and admins can delete request notes" on public.quote_request_notes
  for delete to authenticated
  using (
    (select private.can('requests', 'write'))
    and (author_id = (select auth.uid()) or (select private.has_role('admin')))
  );
drop policy "Lead writers can delete lead notes" on public.lead_notes;
create policy "Authors and admins can delete lead notes" on public.lead_notes
  for delete to authenticated
  using (
    (select private.can('leads', 'write'))
    and (author_id = (select auth.uid()) or (select private.has_role('admin')))
  );

-- == 10. A sent campaign is a record: archived, never deleted ===========================================
alter table public.email_campaigns add column archived boolean not null default false;
grant update (archived) on public.email_campaigns to authenticated;
create index email_campaigns_archived_idx on public.email_campaigns (archived, created_at desc, id desc);

create or replace function private.guard_campaign_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'sending' then
      raise exception using errcode = 'P0001', message = 'Une campagne en cours d’envoi ne peut pas être supprimée.';
    end if;
    if old.status = 'sent' or old.started_at is not null then
      raise exception using errcode = 'P0001',
        message = 'Une campagne envoyée est la trace de ce qui a été envoyé : archivez-la plutôt que de la supprimer.';
    end if;
    return old;
  end if;
  if old.status in ('sending', 'sent')
     and (new.name, new.subject, new.content, new.segment_statuses, new.segment_sources, new.segment_score_min,
          new.segment_score_max, new.segment_created_from, new.segment_created_to)
         is distinct from
         (old.name, old.subject, old.content, old.segment_statuses, old.segment_sources, old.segment_score_min,
          old.segment_score_max, old.segment_created_from, old.segment_created_to) then
    raise exception using errcode = 'P0001',
      message = 'Une campagne en cours d’envoi ou envoyée ne peut plus être modifiée : dupliquez-la.';
  end if;
  return new;
end;
$$;

-- The e-mails a campaign sent (its test e-mails included) stay in the outbox whatever happens to it.
alter table public.email_outbox
  drop constraint email_outbox_campaign_id_fkey,
  add constraint email_outbox_campaign_id_fkey foreign key (campaign_id)
    references public.email_campaigns (id) on delete set null;

-- == 10. The outbox joins the audit trail ===============================================================
-- Staff writes only (a retry, a test send, a request erased with its e-mails); the worker and the
-- visitors' forms are not staff actions (private.audit_row records signed-in writers).
create trigger email_outbox_audit after insert or update or delete on public.email_outbox
  for each row execute function private.audit_row('outbox');

-- == Grants =============================================================================================
revoke execute on function
  private.is_single_line(text), private.record_request_consent(), private.guard_marketing_consent(),
  private.unsubscribe_token(uuid), private.token_hash(text), private.record_unsubscribe_token()
  from public, anon, authenticated;
-- CHECK constraints run with the writer's rights: every writer, visitors included.
grant execute on function private.is_single_line(text) to anon, authenticated, service_role;
-- The worker (service role) derives the tokens it sends.
grant execute on function private.unsubscribe_token(uuid), private.token_hash(text) to service_role;
