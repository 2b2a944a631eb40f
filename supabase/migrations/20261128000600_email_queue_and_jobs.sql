-- The e-mail queue knows no template, and each scheduled job stands alone (issue 35, §1).
--
-- 1. Templates are data: private.email_templates lists every template the outbox accepts (the
--    outbox's foreign key replaces the CHECK that each new template rewrote) and the two hooks a
--    claim runs for a template's e-mails: `refresh` (what to bring up to date in the stored
--    payload from the e-mail's subject record) and `links` (link tokens handed to the worker in
--    the claimed row only, never stored). claim_email_batch calls what the registry says and
--    names no template. Adding a template is one row here and its renderer in
--    supabase/functions/_shared/email/render.ts (a test compares the two lists).
-- 2. Scheduled jobs: each SQL job is a function of its own that pg_cron calls directly on a hosted
--    project, marked by a comment starting with « Scheduled job » so that a test can tell that
--    every marked function has its line in supabase/hosted/schedules.sql and that every line
--    names a marked function (docs/jobs.md).

-- == The template registry ==========================================================================
-- A hook takes the claimed e-mail (public.email_outbox) and returns a jsonb object merged into its
-- payload; null adds nothing. It runs with the registry owner's rights (private.run_email_hook),
-- so a hook needs no grant of its own.
create table private.email_templates (
  name text primary key,
  refresh regprocedure,
  links regprocedure,
  constraint email_templates_name_check check (name ~ '^[a-z][a-z0-9_]{0,62}$')
);
alter table private.email_templates enable row level security;
revoke all on private.email_templates from public, anon, authenticated;
-- The worker joins the registry when it claims.
grant select on private.email_templates to service_role;

-- An order confirmed before its lines were added: the lines as they are when the e-mail leaves.
create function private.order_confirmation_refresh(email public.email_outbox)
returns jsonb
language sql
stable
set search_path = ''
begin atomic
  select private.order_email_payload(email.order_id);
end;

-- A campaign row carries its id only: subject and content are read when the e-mail leaves.
create function private.campaign_refresh(email public.email_outbox)
returns jsonb
language sql
stable
set search_path = ''
begin atomic
  select jsonb_build_object('subject', c.subject, 'content', c.content)
    from public.email_campaigns c
   where c.id = email.campaign_id;
end;

-- The recipient's one-click unsubscribe token (none for « Envoyer un test », which has no recipient).
create function private.campaign_links(email public.email_outbox)
returns jsonb
language sql
stable
set search_path = ''
begin atomic
  select jsonb_build_object('unsubscribe_token', private.unsubscribe_token(r.id))
    from public.email_campaign_recipients r
   where r.outbox_id = email.id;
end;

-- The client's link to the offer.
create function private.offer_sent_links(email public.email_outbox)
returns jsonb
language sql
stable
set search_path = ''
begin atomic
  select jsonb_build_object('token', private.offer_token(email.offer_id))
   where email.offer_id is not null;
end;

insert into private.email_templates (name, refresh, links) values
  ('request_acknowledgement', null, null),
  ('request_notification', null, null),
  ('order_confirmation', 'private.order_confirmation_refresh(public.email_outbox)', null),
  ('campaign', 'private.campaign_refresh(public.email_outbox)', 'private.campaign_links(public.email_outbox)'),
  ('offer_sent', null, 'private.offer_sent_links(public.email_outbox)'),
  ('offer_answer', null, null),
  ('incident_acknowledgement', null, null),
  ('incident_status', null, null),
  ('contract_end_notice', null, null);

-- The outbox accepts the registered templates. Foreign-key checks run as the registry's owner,
-- so the roles that queue e-mails need no access to the private schema.
alter table public.email_outbox
  drop constraint email_outbox_template_check,
  add constraint email_outbox_template_fkey foreign key (template) references private.email_templates (name);
create index email_outbox_template_idx on public.email_outbox (template);

-- Runs one hook of the registry on one e-mail. SECURITY DEFINER: the hook reads what the e-mail
-- needs (an order, a campaign, the private secret) whoever claims; its name comes from the
-- registry, which only the owner writes, and the e-mail is passed as a parameter.
create function private.run_email_hook(hook regprocedure, email public.email_outbox)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  added jsonb;
begin
  if hook is null then
    return '{}'::jsonb;
  end if;
  execute format('select %s($1)', hook::oid::regproc) using email into added;
  return coalesce(added, '{}'::jsonb);
end;
$$;

-- Claims up to `batch_size` due e-mails: waiting ones whose time has come, and 'sending' ones
-- abandoned for 5 minutes (the lease). SKIP LOCKED: two workers never claim the same row. Each
-- row's `refresh` is stored with the claim; its `links` travel in the returned row only, so no
-- token sits in the payload staff read or in the audit trail, and a claim repeated after a crash
-- derives the same link.
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
           payload = o.payload || private.run_email_hook(t.refresh, o)
      from due, private.email_templates t
     where o.id = due.id and t.name = o.template
    returning o
  )
  select e.*
    from claimed c
    join private.email_templates t on t.name = (c.o).template
   cross join lateral jsonb_populate_record(
           c.o, jsonb_build_object('payload', (c.o).payload || private.run_email_hook(t.links, c.o))) e;
$$;

-- == Grants: e-mail ====================================================================================
revoke execute on function
  private.order_confirmation_refresh(public.email_outbox), private.campaign_refresh(public.email_outbox),
  private.campaign_links(public.email_outbox), private.offer_sent_links(public.email_outbox),
  private.run_email_hook(regprocedure, public.email_outbox)
  from public, anon, authenticated;
grant execute on function private.run_email_hook(regprocedure, public.email_outbox) to service_role;
-- The worker no longer derives tokens or payloads itself: the hooks do, with the owner's rights.
revoke execute on function
  private.order_email_payload(uuid), private.offer_token(uuid), private.unsubscribe_token(uuid)
  from service_role;

-- == Scheduled jobs ======================================================================================
-- pg_cron runs these as the role that scheduled them (postgres on a hosted project); the local
-- stack runs the same lines of supabase/hosted/schedules.sql the same way. The service role keeps
-- EXECUTE for tests and manual runs.
comment on function public.advance_campaigns() is
  'Scheduled job: due campaigns take their recipients, then queue their next batch at their own pace.';
comment on function public.expire_offers() is
  'Scheduled job: offers past their validity (a Paris day) become expired.';
comment on function public.run_service_jobs(date) is
  'Scheduled job: quarterly maintenance visits, end-of-lease tasks and notices, contracts ended (once per Paris day).';
comment on function public.run_retention(date) is
  'Scheduled job: data past its retention period is deleted or anonymised, once per Paris day.';
