-- E-mail campaigns (issue 20 §3): content in Markdown, an audience as a lead segment, a send in
-- batches through the e-mail outbox, one-click unsubscribe, and marketing consent.
--
-- The consent rule: a campaign goes only to leads whose `marketing_consent` is true (ticked by the
-- visitor on a public form — the request's `marketing_consent`, copied when the request becomes a
-- lead — or recorded by staff who obtained it), and never to an address of email_unsubscribes.
-- The rule is applied when the audience is counted, when the recipients are taken at send time,
-- and again when each batch is queued (someone may unsubscribe in between).

-- == Consent =================================================================
alter table public.quote_requests add column marketing_consent boolean not null default false;
grant insert (marketing_consent) on public.quote_requests to anon, authenticated;

alter table public.leads
  add column marketing_consent boolean not null default false,
  -- When consent was last given: the proof CNIL asks for; set by the database, not the client.
  add column marketing_consent_at timestamptz;
grant insert (marketing_consent), update (marketing_consent) on public.leads to authenticated;
create index leads_email_lower_idx on public.leads (lower(email));

create function private.stamp_marketing_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.marketing_consent then
    new.marketing_consent_at := null;
  elsif tg_op = 'INSERT' or not old.marketing_consent then
    new.marketing_consent_at := now();
  else
    new.marketing_consent_at := old.marketing_consent_at;
  end if;
  return new;
end;
$$;
create trigger leads_stamp_marketing_consent before insert or update of marketing_consent on public.leads
  for each row execute function private.stamp_marketing_consent();

-- The request's answer follows it into the lead.
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
  insert into public.leads (email, first_name, last_name, company, phone, source, status, quote_request_id, marketing_consent)
  values (request.email, request.first_name, request.last_name, request.company, request.phone, 'website', 'new', request.id,
          request.marketing_consent)
  returning id into new_lead;
  update public.quote_requests q
     set lead_id = new_lead,
         status = case when q.status = 'pending' then 'in_progress' else q.status end
   where q.id = request_id;
  return new_lead;
end;
$$;

-- == Campaign content, audience and pace ======================================
-- Markdown rendered with raw HTML disabled (markdown-it `html: false`); the database still
-- refuses what would not render as written: HTML tags (autolinks <https://…> aside), scripting
-- or data link targets, control characters and bidirectional overrides.
-- src/features/marketing/campaign-schema.ts holds the same rules.
create function private.is_campaign_markdown(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value !~ '<(?!https?://|mailto:)[[:alpha:]/!?]'
     and value !~* '(\]\(|\]:)[[:space:]]*<?[[:space:]]*(javascript|vbscript|data|file):'
     and value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]';
$$;
grant execute on function private.is_campaign_markdown(text) to authenticated, service_role;

alter table public.email_campaigns
  add column content text not null default '',
  add column segment_statuses text[] not null default '{}',
  add column segment_sources text[] not null default '{}',
  add column segment_score_min integer not null default 0,
  add column segment_score_max integer not null default 100,
  add column segment_created_from date,
  add column segment_created_to date,
  add column batch_size integer not null default 50,
  add column batch_interval_seconds integer not null default 60,
  add column started_at timestamptz,
  add column last_batch_at timestamptz,
  add column delivered_count integer not null default 0,
  add column failed_count integer not null default 0,
  drop constraint email_campaigns_subject_check,
  add constraint email_campaigns_subject_check check (private.is_text(subject, 150)),
  add constraint email_campaigns_content_check check (char_length(content) <= 20000 and private.is_campaign_markdown(content)),
  add constraint email_campaigns_segment_statuses_check check (
    segment_statuses <@ array['new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'won', 'lost']
  ),
  add constraint email_campaigns_segment_sources_check check (
    segment_sources <@ array['website', 'partner', 'event', 'ad', 'referral']
  ),
  add constraint email_campaigns_segment_score_check check (
    segment_score_min between 0 and 100 and segment_score_max between 0 and 100 and segment_score_min <= segment_score_max
  ),
  add constraint email_campaigns_segment_created_check check (
    segment_created_from between date '2000-01-01' and date '2100-12-31'
    and segment_created_to between date '2000-01-01' and date '2100-12-31'
    and segment_created_from <= segment_created_to
  ),
  -- One batch of 1 to 500 e-mails every 10 s to 1 h: what the provider's rate and the sender's
  -- reputation allow.
  add constraint email_campaigns_batch_size_check check (batch_size between 1 and 500),
  add constraint email_campaigns_batch_interval_check check (batch_interval_seconds between 10 and 3600),
  add constraint email_campaigns_counts_check check (delivered_count >= 0 and failed_count >= 0),
  -- Only a draft may lack a subject or a content.
  add constraint email_campaigns_ready_check check (
    status in ('draft', 'cancelled') or (subject is not null and content ~ '[^[:space:]]')
  );
create index email_campaigns_created_at_id_idx on public.email_campaigns (created_at desc, id desc);
create index email_campaigns_due_idx on public.email_campaigns (scheduled_at) where status in ('scheduled', 'sending');

-- What staff write; the status, the dates and the counts belong to the RPCs and the worker.
revoke insert, update on public.email_campaigns from authenticated;
grant insert (name, subject, content, segment_statuses, segment_sources, segment_score_min, segment_score_max,
              segment_created_from, segment_created_to, batch_size, batch_interval_seconds),
  update (name, subject, content, segment_statuses, segment_sources, segment_score_min, segment_score_max,
          segment_created_from, segment_created_to, batch_size, batch_interval_seconds)
  on public.email_campaigns to authenticated;

-- A campaign on its way (or gone) is a record of what was sent: it is duplicated, not edited.
create function private.guard_campaign_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'sending' then
      raise exception using errcode = 'P0001', message = 'Une campagne en cours d’envoi ne peut pas être supprimée.';
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
create trigger email_campaigns_guard before update or delete on public.email_campaigns
  for each row execute function private.guard_campaign_change();

-- == Recipients and unsubscribes ==============================================
-- One row per address and campaign, taken when the send starts: the unique key is what makes a
-- resumed or repeated send never e-mail anyone twice.
create table public.email_campaign_recipients (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.email_campaigns (id) on delete cascade,
  lead_id uuid references public.leads (id) on delete set null,
  email text not null,
  status text not null default 'pending',
  unsubscribe_token uuid not null default gen_random_uuid(),
  outbox_id uuid,
  created_at timestamptz not null default now(),
  queued_at timestamptz,
  constraint email_campaign_recipients_campaign_email_key unique (campaign_id, email),
  constraint email_campaign_recipients_token_key unique (unsubscribe_token),
  constraint email_campaign_recipients_email_check check (email = lower(email) and private.is_email(email)),
  constraint email_campaign_recipients_status_check check (status in ('pending', 'queued', 'sent', 'failed', 'skipped'))
);
create index email_campaign_recipients_status_idx on public.email_campaign_recipients (campaign_id, status);
create index email_campaign_recipients_lead_idx on public.email_campaign_recipients (lead_id);
create index email_campaign_recipients_outbox_idx on public.email_campaign_recipients (outbox_id);

create table public.email_unsubscribes (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  campaign_id uuid references public.email_campaigns (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint email_unsubscribes_email_key unique (email),
  constraint email_unsubscribes_email_check check (email = lower(email) and private.is_email(email))
);
create index email_unsubscribes_campaign_idx on public.email_unsubscribes (campaign_id);

alter table public.email_campaign_recipients enable row level security;
alter table public.email_unsubscribes enable row level security;
create policy "Campaign readers can read recipients" on public.email_campaign_recipients
  for select to authenticated using ((select private.can('campaigns', 'read')));
create policy "Campaign readers can read unsubscribes" on public.email_unsubscribes
  for select to authenticated using ((select private.can('campaigns', 'read')));
-- Written only by the functions below (recipients by the worker, unsubscribes by the visitor's link).
revoke all on public.email_campaign_recipients, public.email_unsubscribes from anon, authenticated;
grant select on public.email_campaign_recipients, public.email_unsubscribes to authenticated;
grant all on public.email_campaign_recipients, public.email_unsubscribes to service_role;

create trigger email_campaign_recipients_audit after insert or update or delete on public.email_campaign_recipients
  for each row execute function private.audit_row('campaigns', 'campaign_id');
create trigger email_unsubscribes_audit after insert or update or delete on public.email_unsubscribes
  for each row execute function private.audit_row('campaigns', 'campaign_id');

-- == Outbox: the campaign template ============================================
alter table public.email_outbox
  add column campaign_id uuid references public.email_campaigns (id) on delete cascade,
  drop constraint email_outbox_template_check,
  add constraint email_outbox_template_check check (
    template in ('request_acknowledgement', 'request_notification', 'order_confirmation', 'campaign')
  );
create index email_outbox_campaign_id_idx on public.email_outbox (campaign_id);
alter table public.email_campaign_recipients
  add constraint email_campaign_recipients_outbox_fkey foreign key (outbox_id) references public.email_outbox (id) on delete set null;

-- A campaign row carries only its id and the recipient's token: subject and content are read
-- when the e-mail is claimed, so thousands of rows do not copy 20 kB each.
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
  )
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
  returning o.*;
$$;

-- Delivered / failed, as the outbox records them, onto the recipient and the campaign's counts.
create function private.sync_campaign_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  update public.email_campaign_recipients r
     set status = case new.status when 'sent' then 'sent' when 'failed' then 'failed' else 'queued' end
   where r.outbox_id = new.id
  returning r.campaign_id into target;
  if target is not null then
    update public.email_campaigns c
       set delivered_count = (select count(*) from public.email_campaign_recipients r where r.campaign_id = target and r.status = 'sent'),
           failed_count = (select count(*) from public.email_campaign_recipients r where r.campaign_id = target and r.status = 'failed')
     where c.id = target;
  end if;
  return null;
end;
$$;
create trigger email_outbox_sync_campaign after update of status on public.email_outbox
  for each row when (new.campaign_id is not null and new.status is distinct from old.status)
  execute function private.sync_campaign_delivery();

-- == Audience ================================================================
-- The leads of a segment (an empty list = every status / every source; days in Europe/Paris),
-- and among them who may receive a campaign: consent given, address not unsubscribed, one per address.
create function private.campaign_audience(
  statuses text[], sources text[], score_min integer, score_max integer, created_from date, created_to date
)
returns table (lead_id uuid, email text, eligible boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(l.email)) l.id, lower(l.email),
         l.marketing_consent and not exists (select 1 from public.email_unsubscribes u where u.email = lower(l.email))
  from public.leads l
  where (coalesce(cardinality(statuses), 0) = 0 or l.status = any (statuses))
    and (coalesce(cardinality(sources), 0) = 0 or l.source = any (sources))
    and l.score between coalesce(score_min, 0) and coalesce(score_max, 100)
    and (created_from is null or l.created_at >= (created_from::timestamp at time zone 'Europe/Paris'))
    and (created_to is null or l.created_at < ((created_to + 1)::timestamp at time zone 'Europe/Paris'))
  -- The consenting lead of an address first, so a duplicate without consent does not hide it.
  order by lower(l.email), l.marketing_consent desc, l.created_at desc;
$$;

create function private.preview_campaign_audience(
  statuses text[], sources text[], score_min integer, score_max integer, created_from date, created_to date
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can('campaigns', 'read') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return (
    select jsonb_build_object('matching', count(*), 'eligible', count(*) filter (where a.eligible))
    from private.campaign_audience(statuses, sources, score_min, score_max, created_from, created_to) a
  );
end;
$$;

create function public.preview_campaign_audience(
  statuses text[] default '{}', sources text[] default '{}', score_min integer default 0, score_max integer default 100,
  created_from date default null, created_to date default null
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.preview_campaign_audience(statuses, sources, score_min, score_max, created_from, created_to);
$$;

-- == Scheduling ==============================================================
create function private.campaign_for_write(campaign_id uuid)
returns public.email_campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.email_campaigns;
begin
  if not private.can('campaigns', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  select * into campaign from public.email_campaigns c where c.id = campaign_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cette campagne est introuvable.';
  end if;
  return campaign;
end;
$$;

-- send_at null = now. Refuses a campaign already under way, a date in the past, a campaign
-- without subject or content, and a segment nobody may receive.
create function private.schedule_campaign(campaign_id uuid, send_at timestamptz)
returns public.email_campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.email_campaigns := private.campaign_for_write(campaign_id);
  eligible bigint;
begin
  if campaign.status not in ('draft', 'scheduled', 'cancelled') then
    raise exception using errcode = 'P0001', message = 'Cette campagne est déjà en cours d’envoi ou envoyée.';
  end if;
  if send_at < now() - interval '1 minute' then
    raise exception using errcode = 'P0001', message = 'La date d’envoi ne peut pas être dans le passé.';
  end if;
  if campaign.subject is null or campaign.content !~ '[^[:space:]]' then
    raise exception using errcode = 'P0001', message = 'Renseignez l’objet et le contenu avant d’envoyer la campagne.';
  end if;
  select count(*) filter (where a.eligible) into eligible
    from private.campaign_audience(campaign.segment_statuses, campaign.segment_sources, campaign.segment_score_min,
                                   campaign.segment_score_max, campaign.segment_created_from, campaign.segment_created_to) a;
  if eligible = 0 then
    raise exception using errcode = 'P0001',
      message = 'Aucun destinataire dans ce segment : aucun lead correspondant n’a accepté de recevoir nos e-mails. Élargissez le segment.';
  end if;
  update public.email_campaigns c
     set status = 'scheduled', scheduled_at = greatest(coalesce(send_at, now()), now())
   where c.id = campaign.id
  returning * into campaign;
  return campaign;
end;
$$;

create function private.unschedule_campaign(campaign_id uuid)
returns public.email_campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.email_campaigns := private.campaign_for_write(campaign_id);
begin
  if campaign.status <> 'scheduled' then
    raise exception using errcode = 'P0001', message = 'Seule une campagne programmée peut être déprogrammée.';
  end if;
  update public.email_campaigns c set status = 'draft', scheduled_at = null where c.id = campaign.id
  returning * into campaign;
  return campaign;
end;
$$;

-- « Envoyer un test »: to the signed-in user's own address, never anyone else's.
create function private.send_campaign_test(campaign_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.email_campaigns := private.campaign_for_write(campaign_id);
  me text := (select lower(u.email) from auth.users u where u.id = (select auth.uid()));
begin
  if campaign.subject is null or campaign.content !~ '[^[:space:]]' then
    raise exception using errcode = 'P0001', message = 'Renseignez l’objet et le contenu avant d’envoyer un test.';
  end if;
  if me is null or not private.is_email(me) then
    raise exception using errcode = 'P0001', message = 'Votre compte n’a pas d’adresse e-mail valide.';
  end if;
  insert into public.email_outbox (template, recipient, payload, campaign_id)
  values ('campaign', me, jsonb_build_object('campaign_id', campaign.id, 'test', true), campaign.id);
  return me;
end;
$$;

create function public.schedule_campaign(campaign_id uuid, send_at timestamptz default null)
returns public.email_campaigns
language sql
security invoker
set search_path = ''
as $$
  select private.schedule_campaign(campaign_id, send_at);
$$;

create function public.unschedule_campaign(campaign_id uuid)
returns public.email_campaigns
language sql
security invoker
set search_path = ''
as $$
  select private.unschedule_campaign(campaign_id);
$$;

create function public.send_campaign_test(campaign_id uuid)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.send_campaign_test(campaign_id);
$$;

-- == Sending (the worker, service role) =========================================
-- Called by deliver-emails before it claims e-mails. A due campaign takes its recipients (the
-- eligible audience at that moment) and starts 'sending'; then, at most every
-- batch_interval_seconds, its next batch_size pending recipients are checked again (consent,
-- unsubscribes) and queued in the outbox, each in the same transaction as its recipient row.
-- A run that fails rolls back whole: nothing is queued, the recipients stay pending, and the next
-- run picks them up; nobody is queued twice, since only 'pending' recipients are queued.
create function public.advance_campaigns()
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
        select r.id, r.email, r.unsubscribe_token,
               r.lead_id is not null
               and exists (select 1 from public.leads l where l.id = r.lead_id and l.marketing_consent)
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
        select 'campaign', b.email,
               jsonb_build_object('campaign_id', campaign.id, 'unsubscribe_token', b.unsubscribe_token), campaign.id
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

-- == Unsubscribe (anyone holding a link) =======================================
-- The token of one e-mail unsubscribes its address from every future campaign, withdraws the
-- lead's consent, and withdraws the campaign e-mails still waiting in the queue.
create function private.unsubscribe(token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient public.email_campaign_recipients;
begin
  if token is null or token !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  select * into recipient from public.email_campaign_recipients r where r.unsubscribe_token = token::uuid;
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

-- A standard SQL body is bound when created, so the visitor's role needs EXECUTE on the private
-- function but no access to the private schema itself.
create function public.unsubscribe(token text)
returns boolean
language sql
security invoker
set search_path = ''
begin atomic
  select private.unsubscribe(token);
end;

-- == Grants ==================================================================
revoke execute on function
  private.stamp_marketing_consent(), private.guard_campaign_change(), private.sync_campaign_delivery(),
  private.campaign_audience(text[], text[], integer, integer, date, date),
  private.preview_campaign_audience(text[], text[], integer, integer, date, date),
  private.campaign_for_write(uuid), private.schedule_campaign(uuid, timestamptz), private.unschedule_campaign(uuid),
  private.send_campaign_test(uuid), private.unsubscribe(text),
  public.preview_campaign_audience(text[], text[], integer, integer, date, date),
  public.schedule_campaign(uuid, timestamptz), public.unschedule_campaign(uuid), public.send_campaign_test(uuid),
  public.advance_campaigns(), public.unsubscribe(text)
  from public, anon, authenticated;
grant execute on function
  private.preview_campaign_audience(text[], text[], integer, integer, date, date),
  private.schedule_campaign(uuid, timestamptz), private.unschedule_campaign(uuid), private.send_campaign_test(uuid),
  public.preview_campaign_audience(text[], text[], integer, integer, date, date),
  public.schedule_campaign(uuid, timestamptz), public.unschedule_campaign(uuid), public.send_campaign_test(uuid)
  to authenticated;
grant execute on function private.unsubscribe(text), public.unsubscribe(text) to anon, authenticated, service_role;
grant execute on function private.campaign_audience(text[], text[], integer, integer, date, date), public.advance_campaigns()
  to service_role;
