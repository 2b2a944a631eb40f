-- E-mail campaigns: content in Markdown, an audience as a lead segment, a send in batches through
-- the e-mail outbox (supabase/schemas/email.sql), one-click unsubscribe, and marketing consent.
--
-- The consent rule: a campaign goes only to leads whose `marketing_consent` is true with its
-- evidence (given by the person on a form of the site, supabase/schemas/requests.sql), and never
-- to an address of email_unsubscribes. The rule is applied when the audience is counted, when the
-- recipients are taken at send time, and again when each batch is queued (someone may unsubscribe
-- in between). src/features/marketing/campaign-schema.ts mirrors these rules.

-- == Campaigns ==================================================================================
-- Markdown rendered with raw HTML disabled (markdown-it `html: false`); the database still
-- refuses what would not render as written: HTML tags (autolinks <https://…> aside), scripting
-- or data link targets, control characters and bidirectional overrides.
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

revoke execute on function private.is_campaign_markdown(text) from public;
grant execute on function private.is_campaign_markdown(text) to authenticated, service_role;

create table public.email_campaigns (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  subject text,
  status text not null default 'draft',
  scheduled_at timestamptz,
  sent_at timestamptz,
  recipients_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  content text not null default '',
  segment_statuses text[] not null default '{}',
  segment_sources text[] not null default '{}',
  segment_score_min integer not null default 0,
  segment_score_max integer not null default 100,
  segment_created_from date,
  segment_created_to date,
  batch_size integer not null default 50,
  batch_interval_seconds integer not null default 60,
  started_at timestamptz,
  last_batch_at timestamptz,
  delivered_count integer not null default 0,
  failed_count integer not null default 0,
  -- A sent campaign is a record of what was sent: archived, never deleted.
  archived boolean not null default false,
  constraint email_campaigns_status_check check (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  constraint email_campaigns_recipients_check check (recipients_count >= 0),
  constraint email_campaigns_name_check check (private.is_text(name, 120)),
  constraint email_campaigns_content_check check (char_length(content) <= 20000 and private.is_campaign_markdown(content)),
  constraint email_campaigns_subject_check check (private.is_text(subject, 150)),
  constraint email_campaigns_segment_statuses_check check (
    segment_statuses <@ array['new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'won', 'lost']
  ),
  constraint email_campaigns_segment_sources_check check (
    segment_sources <@ array['website', 'partner', 'event', 'ad', 'referral']
  ),
  constraint email_campaigns_segment_score_check check (
    segment_score_min between 0 and 100 and segment_score_max between 0 and 100 and segment_score_min <= segment_score_max
  ),
  constraint email_campaigns_segment_created_check check (
    segment_created_from between date '2000-01-01' and date '2100-12-31'
    and segment_created_to between date '2000-01-01' and date '2100-12-31'
    and segment_created_from <= segment_created_to
  ),
  -- One batch of 1 to 500 e-mails every 10 s to 1 h: what the provider's rate and the sender's
  -- reputation allow.
  constraint email_campaigns_batch_size_check check (batch_size between 1 and 500),
  constraint email_campaigns_batch_interval_check check (batch_interval_seconds between 10 and 3600),
  constraint email_campaigns_counts_check check (delivered_count >= 0 and failed_count >= 0),
  -- Only a draft may lack a subject or a content.
  constraint email_campaigns_ready_check check (
    status in ('draft', 'cancelled') or (subject is not null and content ~ '[^[:space:]]')
  ),
  -- The name and the subject end up in mail headers: one line each.
  constraint email_campaigns_name_line_check check (private.is_single_line(name)),
  constraint email_campaigns_subject_line_check check (private.is_single_line(subject))
);
create index email_campaigns_status_idx on public.email_campaigns (status);
create index email_campaigns_created_at_id_idx on public.email_campaigns (created_at desc, id desc);
create index email_campaigns_due_idx on public.email_campaigns (scheduled_at) where status in ('scheduled', 'sending');
create index email_campaigns_archived_idx on public.email_campaigns (archived, created_at desc, id desc);
create trigger email_campaigns_set_updated_at before update on public.email_campaigns
  for each row execute function public.set_updated_at();
create trigger email_campaigns_audit after insert or update or delete on public.email_campaigns
  for each row execute function private.audit_row('campaigns');

-- A campaign on its way (or gone) is a record of what was sent: it is duplicated, not edited,
-- and archived, not deleted.
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

create trigger email_campaigns_guard before update or delete on public.email_campaigns
  for each row execute function private.guard_campaign_change();

alter table public.email_campaigns enable row level security;
create policy "Campaign readers can read campaigns" on public.email_campaigns
  for select to authenticated using ((select private.can('campaigns', 'read')));
create policy "Campaign writers can create campaigns" on public.email_campaigns
  for insert to authenticated with check ((select private.can('campaigns', 'write')));
create policy "Campaign writers can update campaigns" on public.email_campaigns
  for update to authenticated
  using ((select private.can('campaigns', 'write'))) with check ((select private.can('campaigns', 'write')));
create policy "Campaign writers can delete campaigns" on public.email_campaigns
  for delete to authenticated using ((select private.can('campaigns', 'write')));

-- What staff write; the status, the dates and the counts belong to the functions and the worker.
revoke all on public.email_campaigns from anon, authenticated;
grant select, delete on public.email_campaigns to authenticated;
grant insert (name, subject, content, segment_statuses, segment_sources, segment_score_min, segment_score_max,
              segment_created_from, segment_created_to, batch_size, batch_interval_seconds),
  update (name, subject, content, segment_statuses, segment_sources, segment_score_min, segment_score_max,
          segment_created_from, segment_created_to, batch_size, batch_interval_seconds, archived)
  on public.email_campaigns to authenticated;
grant all on public.email_campaigns to service_role;

-- == Recipients and unsubscribes ================================================================
-- One row per address and campaign, taken when the send starts: the unique key is what makes a
-- resumed or repeated send never e-mail anyone twice.
create table public.email_campaign_recipients (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.email_campaigns (id) on delete cascade,
  lead_id uuid references public.leads (id) on delete set null,
  email text not null,
  status text not null default 'pending',
  -- Its e-mail in the outbox; the foreign key follows the outbox (supabase/schemas/email.sql).
  outbox_id uuid,
  created_at timestamptz not null default now(),
  queued_at timestamptz,
  constraint email_campaign_recipients_campaign_email_key unique (campaign_id, email),
  constraint email_campaign_recipients_email_check check (email = lower(email) and private.is_email(email)),
  constraint email_campaign_recipients_status_check check (status in ('pending', 'queued', 'sent', 'failed', 'skipped'))
);
create index email_campaign_recipients_status_idx on public.email_campaign_recipients (campaign_id, status);
create index email_campaign_recipients_lead_idx on public.email_campaign_recipients (lead_id);
create index email_campaign_recipients_outbox_idx on public.email_campaign_recipients (outbox_id);
create trigger email_campaign_recipients_audit after insert or update or delete on public.email_campaign_recipients
  for each row execute function private.audit_row('campaigns', 'campaign_id');

create table public.email_unsubscribes (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  campaign_id uuid references public.email_campaigns (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint email_unsubscribes_email_key unique (email),
  constraint email_unsubscribes_email_check check (email = lower(email) and private.is_email(email))
);
create index email_unsubscribes_campaign_idx on public.email_unsubscribes (campaign_id);
create trigger email_unsubscribes_audit after insert or update or delete on public.email_unsubscribes
  for each row execute function private.audit_row('campaigns', 'campaign_id');

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

-- == Unsubscribe tokens: only the e-mail carries them ===========================================
-- A recipient's token is HMAC-SHA-256(secret, recipient id), derived when the worker claims the
-- e-mail (the campaign template's links hook, supabase/schemas/email.sql), so it is stored nowhere, and a claim repeated after a crash gives the same link.
-- The database keeps its SHA-256 only, in the private schema the API does not expose (a column
-- of the recipients table would be one grant away from a reader); unsubscribe hashes what it is
-- given and compares. The secret is private.unsubscribe_secret (supabase/schemas/shared.sql).
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

-- == Audience ===================================================================================
-- The leads of a segment (an empty list = every status / every source; days in Europe/Paris),
-- and among them who may receive a campaign: consent given with its evidence (the constraint on
-- leads makes the two one; the query says so too), address not unsubscribed, one per address.
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

-- == Scheduling =================================================================================
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

-- == Sending (a scheduled job) ==================================================================
-- Every minute (supabase/hosted/schedules.sql, docs/jobs.md). A due campaign takes its recipients (the
-- eligible audience at that moment) and starts 'sending'; then, at most every
-- batch_interval_seconds, its next batch_size pending recipients are checked again (consent,
-- unsubscribes) and queued in the outbox (the campaign's id only), each in the same transaction
-- as its recipient row. A run that fails rolls back whole: nothing is queued, the recipients stay
-- pending, and the next run picks them up; nobody is queued twice, since only 'pending'
-- recipients are queued.
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

comment on function public.advance_campaigns() is
  'Scheduled job: due campaigns take their recipients, then queue their next batch at their own pace.';

-- == Unsubscribe (anyone holding a link) ========================================================
-- The token of one e-mail, hashed, finds its recipient (the stored hash itself finds nobody): it
-- unsubscribes the address from every future campaign, withdraws the lead's consent, and
-- withdraws the campaign e-mails still waiting in the queue.
create function private.unsubscribe(token text)
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

-- == Grants =====================================================================================
revoke execute on function
  private.guard_campaign_change(), private.unsubscribe_token(uuid), private.token_hash(text),
  private.record_unsubscribe_token(),
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
-- The scheduled job and tests (service role) take the audiences and advance the sends.
grant execute on function
  private.campaign_audience(text[], text[], integer, integer, date, date), public.advance_campaigns(),
  private.token_hash(text)
  to service_role;
