-- The transactional e-mail outbox. A business event (a new request, an order confirmed, an offer
-- sent or answered, an incident, a campaign's batch, a contract's end) queues its e-mails in the
-- same transaction as the event: if the event is rolled back, no e-mail is queued; if the provider
-- is down, nothing is lost. The deliver-emails edge function (service role, a job of its own:
-- docs/jobs.md) claims due rows, sends them, and records the result with exponential backoff.
-- The queue knows no template: the templates are rows of a registry, each with the hooks a claim
-- runs for its e-mails.

-- == Settings ===================================================================================
-- One row: where the sales team is notified. Admins change it from /admin/emails; the
-- triggers read it when they queue, so a change applies to the next request.
create table public.email_settings (
  id boolean primary key default true,
  sales_email text not null,
  updated_at timestamptz not null default now(),
  constraint email_settings_single_row check (id),
  constraint email_settings_sales_email_check check (private.is_email(sales_email))
);
create trigger email_settings_set_updated_at before update on public.email_settings
  for each row execute function public.set_updated_at();
create trigger email_settings_audit after insert or update or delete on public.email_settings
  for each row execute function private.audit_row('outbox');
-- The company address of src/config/site.ts until an admin sets the sales team's own.
insert into public.email_settings (sales_email) values ('contact@visiolease.fr');

-- == The template registry ======================================================================
-- Every template the outbox accepts (the outbox's foreign key), and the two hooks a claim runs for
-- a template's e-mails: `refresh` (what to bring up to date in the stored payload from the e-mail's
-- subject record) and `links` (link tokens handed to the worker in the claimed row only, never
-- stored). Adding a template is one row here and its renderer in
-- supabase/functions/_shared/email/render.ts (tests/integration/email-templates.test.ts compares
-- the two lists). A hook takes the claimed e-mail (public.email_outbox) and returns a jsonb object
-- merged into its payload; null adds nothing. It runs with the registry owner's rights
-- (private.run_email_hook), so a hook needs no grant of its own. The rows follow the hooks, below.
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

-- == Outbox =====================================================================================
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  template text not null,
  recipient text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- When the current delivery attempt started: a 'sending' row older than the lease was
  -- abandoned by a crashed worker and is claimed again.
  claimed_at timestamptz,
  last_error text,
  provider_id text,
  -- The records an e-mail is about, so the admin list can link them and erasure follows them.
  -- Erasing a request erases the e-mails that carry its content (recipient and payload); the
  -- e-mails a campaign sent (its test e-mails included) stay whatever happens to it.
  quote_request_id uuid references public.quote_requests (id) on delete cascade,
  order_id uuid references public.orders (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  campaign_id uuid references public.email_campaigns (id) on delete set null,
  offer_id uuid references public.offers (id) on delete set null,
  contract_id uuid references public.contracts (id) on delete set null,
  incident_id uuid references public.incidents (id) on delete set null,
  -- The invoice an e-mail is about (its foreign key in billing.sql), and the file it carries.
  invoice_id uuid,
  attachment jsonb,
  constraint email_outbox_recipient_check check (private.is_email(recipient)),
  constraint email_outbox_payload_check check (jsonb_typeof(payload) = 'object' and octet_length(payload::text) <= 65536),
  constraint email_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  constraint email_outbox_attempts_check check (attempts between 0 and 1000),
  constraint email_outbox_last_error_check check (char_length(last_error) <= 1000),
  constraint email_outbox_provider_id_check check (char_length(provider_id) between 1 and 200),
  constraint email_outbox_sent_at_check check ((status = 'sent') = (sent_at is not null)),
  -- The registered templates. Foreign-key checks run as the registry's owner, so the roles that
  -- queue e-mails need no access to the private schema.
  constraint email_outbox_template_fkey foreign key (template) references private.email_templates (name),
  -- A file of a private bucket that deliver-emails downloads with the service key and attaches.
  constraint email_outbox_attachment_check check (
    attachment is null or (
      jsonb_typeof(attachment) = 'object'
      and attachment ->> 'bucket' ~ '^[a-z0-9-]{3,63}$'
      and char_length(attachment ->> 'path') <= 300
      and attachment ->> 'path' ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*$' and attachment ->> 'path' !~ '\.\.'
      and attachment ->> 'filename' ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
      and attachment ->> 'content_type' in ('application/pdf')
    )
  )
);
create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status in ('pending', 'sending');
create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
create index email_outbox_quote_request_id_idx on public.email_outbox (quote_request_id);
create index email_outbox_order_id_idx on public.email_outbox (order_id);
create index email_outbox_campaign_id_idx on public.email_outbox (campaign_id);
create index email_outbox_offer_id_idx on public.email_outbox (offer_id);
create index email_outbox_contract_id_idx on public.email_outbox (contract_id);
create index email_outbox_incident_id_idx on public.email_outbox (incident_id);
create index email_outbox_invoice_id_idx on public.email_outbox (invoice_id);
create index email_outbox_template_idx on public.email_outbox (template);
-- Staff writes only (a retry, a test send, a request erased with its e-mails); the worker and the
-- visitors' forms are not staff actions (private.audit_row records signed-in writers).
create trigger email_outbox_audit after insert or update or delete on public.email_outbox
  for each row execute function private.audit_row('outbox');

alter table public.email_campaign_recipients
  add constraint email_campaign_recipients_outbox_fkey foreign key (outbox_id) references public.email_outbox (id) on delete set null;

-- == Access =====================================================================================
alter table public.email_settings enable row level security;
alter table public.email_outbox enable row level security;

create policy "Outbox readers can read the e-mail settings" on public.email_settings
  for select to authenticated using ((select private.can('outbox', 'read')));
create policy "Outbox writers can change the e-mail settings" on public.email_settings
  for update to authenticated
  using ((select private.can('outbox', 'write'))) with check ((select private.can('outbox', 'write')));

create policy "Outbox readers can read queued e-mails" on public.email_outbox
  for select to authenticated using ((select private.can('outbox', 'read')));
-- The only client write: put a waiting or failed e-mail back in the queue, due now.
create policy "Outbox writers can queue an e-mail again" on public.email_outbox
  for update to authenticated
  using ((select private.can('outbox', 'write')) and status in ('pending', 'failed'))
  with check (
    (select private.can('outbox', 'write')) and status = 'pending' and next_attempt_at <= now() + interval '1 minute'
  );

revoke all on public.email_settings, public.email_outbox from anon, authenticated;
grant select on public.email_settings, public.email_outbox to authenticated;
grant update (sales_email) on public.email_settings to authenticated;
grant update (status, next_attempt_at) on public.email_outbox to authenticated;
grant all on public.email_settings, public.email_outbox to service_role;

-- == Queueing ===================================================================================
-- The agreed entry point for a business e-mail. Related rows come from the payload's
-- `quote_request_id` / `order_id`.
create function private.enqueue_email(template text, recipient text, payload jsonb)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.email_outbox (template, recipient, payload, quote_request_id, order_id)
  values ($1, $2, coalesce($3, '{}'::jsonb), ($3 ->> 'quote_request_id')::uuid, ($3 ->> 'order_id')::uuid)
  returning id;
$$;

-- A visitor's request: an acknowledgement to the visitor, a notification to the sales team.
create function private.queue_request_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary jsonb;
  sales text;
begin
  summary := jsonb_build_object(
    'quote_request_id', new.id,
    'type', new.type,
    'first_name', new.first_name,
    'last_name', new.last_name,
    'email', new.email,
    'phone', new.phone,
    'company', new.company,
    'siret', new.siret,
    'subject', new.subject,
    'message', new.message,
    'created_at', new.created_at
  );
  sales := (select s.sales_email from public.email_settings s where s.id);
  perform private.enqueue_email('request_acknowledgement', new.email, summary);
  if sales is not null then
    perform private.enqueue_email('request_notification', sales, summary);
  end if;
  return null;
end;
$$;

create trigger quote_requests_queue_emails after insert on public.quote_requests
  for each row execute function private.queue_request_emails();

-- What the order confirmation shows: the order and its lines as they are now.
create function private.order_email_payload(order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', o.id,
    'order_number', o.order_number,
    'customer_first_name', o.customer_first_name,
    'customer_last_name', o.customer_last_name,
    'customer_company', o.customer_company,
    'shipping_address', o.shipping_address,
    'billing_address', o.billing_address,
    'created_at', o.created_at,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_name', i.product_name,
        'product_brand', i.product_brand,
        'quantity', i.quantity,
        'duration_months', i.duration_months,
        'monthly_payment', i.monthly_payment
      ) order by i.created_at, i.id)
      from public.order_items i where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o where o.id = $1;
$$;

-- An order that becomes confirmed (created so, or moved there) confirms it to the customer.
create function private.queue_order_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status is distinct from 'confirmed') then
    perform private.enqueue_email('order_confirmation', new.customer_email, private.order_email_payload(new.id));
  end if;
  return null;
end;
$$;

create trigger orders_queue_confirmation after insert or update of status on public.orders
  for each row execute function private.queue_order_confirmation();

-- What the customer's incident e-mails print.
create function private.incident_email_payload(incident_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'incident_id', i.id,
    'incident_number', i.incident_number,
    'contract_number', c.contract_number,
    'service_level', c.service_level,
    'type', i.type,
    'type_label', private.incident_type_label(i.type),
    'status', i.status,
    'status_label', private.incident_status_label(i.status),
    'reporter_name', i.reporter_name,
    'reported_at', i.reported_at,
    'deadline_at', i.deadline_at,
    'planned_for', i.planned_for,
    'product_name', ci.product_name,
    'serial_number', ci.serial_number
  )
  from public.incidents i
  join public.contracts c on c.id = i.contract_id
  left join public.contract_items ci on ci.id = i.contract_item_id
  where i.id = $1;
$$;

-- The customer's incident e-mails: an acknowledgement, then each change of status.
create function private.queue_incident_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reporter_email is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into public.email_outbox (template, recipient, payload, contract_id, incident_id)
    values ('incident_acknowledgement', new.reporter_email, private.incident_email_payload(new.id), new.contract_id, new.id);
  elsif new.status is distinct from old.status then
    insert into public.email_outbox (template, recipient, payload, contract_id, incident_id)
    values ('incident_status', new.reporter_email, private.incident_email_payload(new.id), new.contract_id, new.id);
  end if;
  return null;
end;
$$;

create trigger incidents_queue_emails after insert or update of status on public.incidents
  for each row execute function private.queue_incident_emails();

-- == The templates' hooks ========================================================================
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
  ('contract_end_notice', null, null),
  ('billing_schedule', null, null),
  ('invoice_issued', null, null);

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

-- == Delivery (service role only) ===============================================================
-- Claims up to `batch_size` due e-mails: waiting ones whose time has come, and 'sending' ones
-- abandoned for 5 minutes (the lease). SKIP LOCKED: two workers never claim the same row. Each
-- row's `refresh` is stored with the claim; its `links` travel in the returned row only, so no
-- token sits in the payload staff read or in the audit trail, and a claim repeated after a crash
-- derives the same link.
create function public.claim_email_batch(batch_size integer default 20)
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

-- Records one attempt: sent, or back in the queue after 1, 2, 4… minutes (at most an hour
-- apart), or failed for good after 8 attempts (an admin can still queue it again).
create function public.record_email_delivery(email_id uuid, provider_id text default null, error text default null)
returns public.email_outbox
language sql
security invoker
set search_path = ''
as $$
  update public.email_outbox o
     set status = case when $3 is null then 'sent' when o.attempts >= 8 then 'failed' else 'pending' end,
         sent_at = case when $3 is null then now() end,
         provider_id = coalesce(left(nullif($2, ''), 200), o.provider_id),
         last_error = coalesce(left($3, 1000), o.last_error),
         next_attempt_at = case
           when $3 is null then o.next_attempt_at
           else now() + least(interval '1 minute' * power(2, greatest(o.attempts - 1, 0)), interval '1 hour')
         end,
         claimed_at = null
   where o.id = $1 and o.status = 'sending'
  returning o.*;
$$;

-- The admin's 'Réessayer': a waiting or failed e-mail is due now. SECURITY INVOKER: the
-- caller's column grants and the update policy above decide.
create function public.retry_email(email_id uuid)
returns public.email_outbox
language sql
security invoker
set search_path = ''
as $$
  update public.email_outbox
     set status = 'pending', next_attempt_at = now()
   where id = $1 and status in ('pending', 'failed')
  returning *;
$$;

-- Delivered / failed, as the outbox records them, onto the campaign's recipient and counts.
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

-- == Grants =====================================================================================
revoke execute on function
  private.enqueue_email(text, text, jsonb), private.queue_request_emails(), private.order_email_payload(uuid),
  private.queue_order_confirmation(), private.incident_email_payload(uuid), private.queue_incident_emails(),
  private.order_confirmation_refresh(public.email_outbox), private.campaign_refresh(public.email_outbox),
  private.campaign_links(public.email_outbox), private.offer_sent_links(public.email_outbox),
  private.run_email_hook(regprocedure, public.email_outbox),
  public.claim_email_batch(integer), public.record_email_delivery(uuid, text, text), public.retry_email(uuid),
  private.sync_campaign_delivery()
  from public, anon, authenticated;
-- The worker claims and records; the payloads and tokens are the hooks', with the owner's rights.
grant execute on function
  private.enqueue_email(text, text, jsonb), private.run_email_hook(regprocedure, public.email_outbox),
  public.claim_email_batch(integer), public.record_email_delivery(uuid, text, text)
  to service_role;
grant execute on function public.retry_email(uuid) to authenticated, service_role;
