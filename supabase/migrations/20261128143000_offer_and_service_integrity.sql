-- Offer and service integrity (issue 34, « Hardening IV »): the eleven holes an outside attack
-- found in offers, contracts and incidents, each closed in the database. One section per item of
-- the issue, in its order; tests/integration/hardening-iv.test.ts plays each attack again. The
-- schema files (supabase/schemas/shared, team, requests, offers, orders, contracts, privacy) hold
-- the result; every function below is defined there with the same body.
--
-- A CHECK or a trigger that is not SECURITY DEFINER runs with the writer's rights, often `anon`,
-- which has no USAGE on schema private: the helpers a visitor's CHECK calls below name no other
-- private function inside a string body (docs/database.md).

-- == 1. No secret in a landing page or a referrer ====================================================
-- The offer link /devis/{token} is a credential: a client who lands on it and then files a request
-- sent it as the request's landing page, which every role reading requests saw (list, CSV,
-- « pages d'arrivée »). A stored path never carries the offer link's token, nor any 32-hex run (a
-- token or a hash of any kind), nor a query string or a fragment; a visit that landed on an offer
-- link is recorded as « /devis ». The referrer likewise (src/lib/attribution.ts holds the same rules).
create or replace function private.is_site_path(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (char_length(value) <= max_length
          and value ~ '^/([^/\\[:space:]<>"?#][^[:space:]<>"?#]*)?$'
          and value !~* '^/devis/'
          and value !~* '[0-9a-f]{32}');
$$;

create or replace function private.is_web_address(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (char_length(value) <= max_length
          and value ~* '^https?://[^[:space:]<>"/?#]+(/[^[:space:]<>"?#]*)?$'
          and value !~* '^https?://[^/]+/+devis/'
          and value !~* '[0-9a-f]{32}');
$$;

-- What the rows stored before the rule become: the path without its query or fragment, an offer
-- link as « /devis », a path holding a token nothing at all.
create function private.redact_site_path(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when path ~* '^/+devis(/|$)' then '/devis'
    when path ~* '[0-9a-f]{32}' then null
    else nullif(path, '')
  end
  from (select split_part(split_part(value, '#', 1), '?', 1) as path) as p;
$$;

-- An address keeps its origin; its path as above, « / » when it held a token.
create function private.redact_web_address(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p.origin is null then null
    when p.path ~* '^/+devis(/|$)' then p.origin || '/devis'
    when p.path ~* '[0-9a-f]{32}' then p.origin || '/'
    else p.origin || coalesce(nullif(p.path, ''), '/')
  end
  from (
    select substring(value from '^([A-Za-z]+://[^/?#]+)') as origin,
           substring(value from '^[A-Za-z]+://[^/?#]+([^?#]*)') as path
  ) as p;
$$;

-- The rows already stored: requests (landing page, referrer, consent page), leads (the consent
-- page copied from their request) and the audit trail's copies of them. Bookkeeping triggers are
-- held meanwhile: this repair is no change of the records.
alter table public.quote_requests disable trigger user;
update public.quote_requests
   set landing_page = case when private.is_site_path(landing_page, 500) then landing_page
                           else private.redact_site_path(landing_page) end,
       referrer = case when private.is_web_address(referrer, 500) then referrer
                       else private.redact_web_address(referrer) end,
       marketing_consent_page = case when private.is_site_path(marketing_consent_page, 500) then marketing_consent_page
                                     else coalesce(private.redact_site_path(marketing_consent_page), '/') end
 where not (private.is_site_path(landing_page, 500) and private.is_web_address(referrer, 500)
            and private.is_site_path(marketing_consent_page, 500));
alter table public.quote_requests enable trigger user;

alter table public.leads disable trigger user;
update public.leads
   set marketing_consent_page = coalesce(private.redact_site_path(marketing_consent_page), '/')
 where not private.is_site_path(marketing_consent_page, 500);
alter table public.leads enable trigger user;
alter table public.leads
  add constraint leads_marketing_consent_page_check check (private.is_site_path(marketing_consent_page, 500));

update public.audit_log a
   set changes = (
     select jsonb_object_agg(e.key, case
       when e.key in ('landing_page', 'marketing_consent_page') then jsonb_build_object(
         'before', to_jsonb(private.redact_site_path(e.value ->> 'before')),
         'after', to_jsonb(private.redact_site_path(e.value ->> 'after')))
       when e.key = 'referrer' then jsonb_build_object(
         'before', to_jsonb(private.redact_web_address(e.value ->> 'before')),
         'after', to_jsonb(private.redact_web_address(e.value ->> 'after')))
       else e.value end)
     from jsonb_each(a.changes) as e
   )
 where a.table_name in ('quote_requests', 'leads')
   and a.changes ?| array['landing_page', 'referrer', 'marketing_consent_page'];

-- == 2. Incident numbers no probe can move ============================================================
-- /assistance answers a match and a mismatch alike (the report-incident function validates first,
-- answers, then files in the background). A consecutive counter would still tell: a customer who
-- files two reports reads in the gap how many were filed meanwhile, a matched probe's among them
-- (and the company's incident volume). The number is drawn at random within the year instead,
-- unique, in the same format (INC-YYYY-NNNNN; wider only if a year ever fills up); lists sort by
-- date, never by number. The offers', orders' and contracts' counters stay: no visitor moves them.
create or replace function private.next_incident_number()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from now() at time zone 'Europe/Paris')::integer;
  attempt integer := 0;
  digits integer;
  candidate text;
begin
  loop
    digits := least(5 + attempt / 20, 9);
    candidate := format('INC-%s-%s', this_year, lpad(
      ((('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::integer::bigint + 2147483648)
        % (10::numeric ^ digits)::bigint)::text,
      digits, '0'));
    exit when not exists (select 1 from public.incidents i where i.incident_number = candidate);
    attempt := attempt + 1;
  end loop;
  return candidate;
end;
$$;

-- == 3. The offer link's limit counts the visitor, not the function ===================================
-- 30 uses of an offer link per client address in 10 minutes. The offer-pdf function calls the API
-- with the service key from its own address: it now names the visitor (cf-connecting-ip, as
-- report-incident does) through claim_offer_link_use, and its own calls are not counted again.
create function private.count_offer_link_use(client text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if client is null then
    return true;
  end if;
  -- Serialises one client's uses so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('private.offer_link_uses:' || client));
  if (select count(*) from private.offer_link_uses u
      where u.client_ip = client and u.used_at > now() - interval '10 minutes') >= 30 then
    return false;
  end if;
  delete from private.offer_link_uses u where u.used_at < now() - interval '1 day';
  insert into private.offer_link_uses (client_ip) values (client);
  return true;
end;
$$;

create or replace function private.offer_link_use()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The offer-pdf function (service role) has counted its visitor already.
  if (select auth.role()) = 'service_role' then
    return;
  end if;
  if not private.count_offer_link_use(nullif(left(btrim(
       nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), 100), '')) then
    raise exception using errcode = 'PT429', hint = 'rate_limited',
      message = 'Trop de tentatives depuis votre connexion. Veuillez réessayer dans quelques minutes.';
  end if;
end;
$$;

-- Records one use by `p_client_ip` and says whether it may go on (service role: offer-pdf).
create function public.claim_offer_link_use(p_client_ip text)
returns boolean
language sql
security invoker
set search_path = ''
begin atomic
  select private.count_offer_link_use(nullif(left(btrim(p_client_ip), 100), ''));
end;

-- == 4. The PDF is the offer's current content ========================================================
-- Saving a draft kept the PDF rendered before: the client read 1 unit, the order was made of 13,
-- the evidence held the old hash; send_offer sent offers without any PDF. Now a change to a
-- draft's content, its lines or the company block voids its PDF; a PDF is recorded only if it was
-- rendered from the content the draft still has (offer_pdf_source gives the content's SHA-256,
-- record_offer_pdf compares); an offer is sent only with its PDF, so the acceptance records the
-- hash of the document the client was sent.
create function private.offer_content_sha256(offer_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to((private.offer_document(offer_id)
    - array['status', 'sent_at', 'has_pdf', 'quote_request_id', 'accepted_at', 'accepted_name', 'accepted_position',
            'declined_at'])::text, 'UTF8')), 'hex');
$$;

create or replace function public.offer_pdf_source(offer_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.offer_document(offer_pdf_source.offer_id)
      || jsonb_build_object('content_sha256', private.offer_content_sha256(offer_pdf_source.offer_id));
end;

drop function public.record_offer_pdf(uuid, text, text, text);
-- The rendered PDF (path and SHA-256) of the content whose hash offer_pdf_source gave, or why it
-- failed (the PDF in place then stays). Nothing is recorded for content that changed meanwhile.
create function public.record_offer_pdf(
  offer_id uuid, pdf_path text, pdf_sha256 text, pdf_error text default null, content_sha256 text default null
)
returns boolean
language sql
security invoker
set search_path = ''
begin atomic
  with changed as (
    update public.offers o
       set pdf_path = coalesce(record_offer_pdf.pdf_path, o.pdf_path),
           pdf_sha256 = coalesce(record_offer_pdf.pdf_sha256, o.pdf_sha256),
           pdf_error = left(record_offer_pdf.pdf_error, 1000)
     where o.id = record_offer_pdf.offer_id and o.status = 'draft'
       and (record_offer_pdf.pdf_path is null
            or record_offer_pdf.content_sha256 = private.offer_content_sha256(o.id))
    returning 1
  )
  select exists (select 1 from changed);
end;

-- Runs for every writer: a draft whose printed content changes loses its PDF, and no offer leaves
-- the draft status without the PDF of what it holds.
create function private.keep_offer_pdf_current()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'draft' and new.status = 'draft'
     and (new.offer_number, new.version, new.client_company, new.client_first_name, new.client_last_name,
          new.client_email, new.client_phone, new.client_siret, new.client_address, new.valid_until,
          new.payment_terms, new.note, new.installation, new.maintenance_level, new.monthly_total_ht,
          new.vat_amount, new.monthly_total_ttc, new.commitment_total_ht, new.created_at)
         is distinct from
         (old.offer_number, old.version, old.client_company, old.client_first_name, old.client_last_name,
          old.client_email, old.client_phone, old.client_siret, old.client_address, old.valid_until,
          old.payment_terms, old.note, old.installation, old.maintenance_level, old.monthly_total_ht,
          old.vat_amount, old.monthly_total_ttc, old.commitment_total_ht, old.created_at) then
    new.pdf_path := null;
    new.pdf_sha256 := null;
  end if;
  if old.status = 'draft' and new.status = 'sent' and (new.pdf_path is null or new.pdf_sha256 is null) then
    raise exception using errcode = 'P0001',
      message = 'Générez le PDF du devis avant de l’envoyer : il doit refléter son contenu actuel.';
  end if;
  return new;
end;
$$;
create trigger offers_keep_pdf_current before update on public.offers
  for each row execute function private.keep_offer_pdf_current();

-- A line added, changed or removed: its draft's PDF no longer shows it. SECURITY DEFINER: the PDF
-- columns are no writer's (column grants).
create function private.void_offer_pdf_of_lines()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.offers o set pdf_path = null, pdf_sha256 = null
   where o.id in (select x.offer_id from (select new.offer_id where tg_op <> 'DELETE'
                                           union all select old.offer_id where tg_op <> 'INSERT') x)
     and o.status = 'draft' and o.pdf_path is not null;
  return null;
end;
$$;
create trigger offer_items_void_pdf after insert or update or delete on public.offer_items
  for each row execute function private.void_offer_pdf_of_lines();

-- The company block is printed on every offer: drafts rendered with the old one lose their PDF.
create function private.void_draft_pdfs_of_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.name, new.address, new.siren, new.vat_number) is distinct from (old.name, old.address, old.siren, old.vat_number) then
    update public.offers o set pdf_path = null, pdf_sha256 = null where o.status = 'draft' and o.pdf_path is not null;
  end if;
  return null;
end;
$$;
create trigger company_settings_void_draft_pdfs after update on public.company_settings
  for each row execute function private.void_draft_pdfs_of_company();

-- Drafts rendered before this rule: nothing says their PDF shows what they hold now. « Envoyer au
-- client » renders it again.
alter table public.offers disable trigger user;
update public.offers set pdf_path = null, pdf_sha256 = null where status = 'draft' and pdf_path is not null;
alter table public.offers enable trigger user;

-- == 5. What an acceptance created is kept =============================================================
-- Order writers could re-price the confirmed order an acceptance created (the contract's rent
-- followed: 2 160 → 10 000 €/month against a signed 2 160) and delete it, which cascaded to the
-- contract, its equipment, incidents, photos, visits and tasks. Now:
-- - an order with a contract or an accepted offer keeps its lines and prices from the transaction
--   that confirmed it on (changes go through a new offer or an amendment), whoever writes;
-- - such an order cannot be deleted through the API, and a contract or an incident is never
--   removed by a cascade (on delete restrict): only the retention job deletes them, explicitly,
--   10 years after the relationship (private.delete_orders below);
-- - an accepted offer is kept from erasure (offer_is_kept) whatever becomes of its order.
create function private.order_is_kept(order_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.contracts c where c.order_id = order_is_kept.order_id)
      or exists (select 1 from public.orders o where o.id = order_is_kept.order_id and o.offer_id is not null);
$$;

-- Lines are frozen once the order's contract (or the accepted offer's order) was made by an
-- earlier transaction: the one that confirms an order still writes its lines (save_order,
-- accept_offer). `created_at` is now() of the transaction that made the row.
create function private.order_lines_frozen(order_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.contracts c where c.order_id = order_lines_frozen.order_id and c.created_at <> now())
      or exists (select 1 from public.orders o join public.offers f on f.id = o.offer_id
                 where o.id = order_lines_frozen.order_id and f.status = 'accepted' and o.created_at <> now());
$$;

-- Not SECURITY DEFINER: `current_user` is the writer. The API's roles are held; the database's own
-- jobs (the retention job, as its owner) and the cascades of an order's deletion are not.
create function private.guard_order_lines()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role')
     and ((tg_op <> 'INSERT' and private.order_lines_frozen(old.order_id))
          or (tg_op <> 'DELETE' and private.order_lines_frozen(new.order_id))) then
    raise exception using errcode = 'P0001',
      message = 'Cette commande est issue d’un devis accepté ou liée à un contrat : ses lignes et ses prix ne changent plus. Faites un nouveau devis ou un avenant.';
  end if;
  return coalesce(new, old);
end;
$$;
create trigger order_items_guard_frozen before insert or update or delete on public.order_items
  for each row execute function private.guard_order_lines();

create function private.guard_order_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') and private.order_is_kept(old.id) then
    raise exception using errcode = 'P0001',
      message = 'Cette commande ne peut pas être supprimée : issue d’un devis accepté ou liée à un contrat, elle est conservée 10 ans (Code de commerce, art. L123-22).';
  end if;
  return old;
end;
$$;
create trigger orders_guard_delete before delete on public.orders
  for each row execute function private.guard_order_delete();

alter table public.contracts
  drop constraint contracts_order_id_fkey,
  add constraint contracts_order_id_fkey foreign key (order_id) references public.orders (id) on delete restrict;
alter table public.incidents
  drop constraint incidents_contract_id_fkey,
  add constraint incidents_contract_id_fkey foreign key (contract_id) references public.contracts (id) on delete restrict;

-- save_order: the lines are left alone when they come back unchanged (the form always sends them),
-- so a frozen order's other fields can still be saved.
create or replace function public.save_order(fields jsonb, items jsonb, order_id uuid default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  target uuid := save_order.order_id;
  f public.orders := jsonb_populate_record(null::public.orders, coalesce(save_order.fields, '{}'::jsonb));
begin
  if save_order.items is null or jsonb_typeof(save_order.items) <> 'array' or jsonb_array_length(save_order.items) = 0 then
    raise exception using errcode = 'P0001', message = 'Une commande doit comporter au moins une ligne.';
  end if;
  if target is null then
    insert into public.orders (
      customer_first_name, customer_last_name, customer_email, customer_phone, customer_company,
      shipping_address, billing_address, status, payment_status, notes, quote_request_id
    ) values (
      f.customer_first_name, f.customer_last_name, f.customer_email, f.customer_phone, f.customer_company,
      f.shipping_address, f.billing_address, coalesce(f.status, 'pending'), coalesce(f.payment_status, 'pending'),
      f.notes, f.quote_request_id
    )
    returning id into target;
  else
    update public.orders o set
      customer_first_name = f.customer_first_name, customer_last_name = f.customer_last_name,
      customer_email = f.customer_email, customer_phone = f.customer_phone, customer_company = f.customer_company,
      shipping_address = f.shipping_address, billing_address = f.billing_address,
      status = coalesce(f.status, o.status), payment_status = coalesce(f.payment_status, o.payment_status),
      notes = f.notes
    where o.id = target;
    if not found then
      raise exception using errcode = 'P0001', message = 'Cette commande est introuvable.';
    end if;
    if not exists (
      (select i.product_id, i.product_name, i.product_brand, i.quantity, i.duration_months, i.monthly_payment
         from public.order_items i where i.order_id = target
       except all
       select r.product_id, r.product_name, r.product_brand, r.quantity, r.duration_months, r.monthly_payment
         from jsonb_populate_recordset(null::public.order_items, save_order.items) r)
      union all
      (select r.product_id, r.product_name, r.product_brand, r.quantity, r.duration_months, r.monthly_payment
         from jsonb_populate_recordset(null::public.order_items, save_order.items) r
       except all
       select i.product_id, i.product_name, i.product_brand, i.quantity, i.duration_months, i.monthly_payment
         from public.order_items i where i.order_id = target)
    ) then
      return target;
    end if;
    delete from public.order_items i where i.order_id = target;
  end if;
  insert into public.order_items (order_id, product_id, product_name, product_brand, quantity, duration_months, monthly_payment)
  select target, i.product_id, i.product_name, i.product_brand, i.quantity, i.duration_months, i.monthly_payment
  from jsonb_populate_recordset(null::public.order_items, save_order.items) i;
  return target;
end;
$$;

-- The retention job's deletion, now explicit where the cascades were:
-- incidents (their notes, photos and visits with them), then contracts (equipment, visits, tasks),
-- then the orders, then the offers they came from.
create or replace function private.delete_orders(ids uuid[])
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

-- An offer an order or a contract stands on is kept with them; an accepted offer also on its own,
-- 10 years after the close of the year it was accepted in, whatever became of its order.
create or replace function private.offer_is_kept(offer_id uuid)
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

-- == 6. Serial numbers are frozen by the signed installation report =====================================
-- The report lists every unit with its serial number; afterwards the records may not diverge from
-- it, whoever writes (the catalogue link, product_id, may still be cleared by a product's deletion).
create function private.guard_signed_equipment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.serial_number, new.product_name, new.product_brand, new.position, new.contract_id)
       is distinct from (old.serial_number, old.product_name, old.product_brand, old.position, old.contract_id)
     and exists (select 1 from public.contracts c
                 where c.id = old.contract_id and c.installation_report_sha256 is not null) then
    raise exception using errcode = 'P0001', message = 'Les numéros de série sont figés par le PV d’installation signé.';
  end if;
  return new;
end;
$$;
create trigger contract_items_guard_signed before update on public.contract_items
  for each row execute function private.guard_signed_equipment();

-- == 7. An old link follows the version chain only for the same client ==================================
-- A revision re-addressed to another client opened with the first client's link (their name,
-- e-mail and address, and the power to accept). The newest sent version is followed only when it
-- is addressed to the same mailbox; otherwise the link shows its own offer, « Remplacé ».
create or replace function private.offer_for_token(token text)
returns public.offers
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_offer public.offers;
  newer public.offers;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select * into found_offer from public.offers o
   where o.acceptance_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
  if not found then
    return null;
  end if;
  if found_offer.status = 'superseded' then
    select * into newer from public.offers o
     where o.offer_number = found_offer.offer_number and o.version > found_offer.version and o.status <> 'draft'
       and private.mailbox(o.client_email) = private.mailbox(found_offer.client_email)
     order by o.version desc limit 1;
    if found then
      return newer;
    end if;
  end if;
  return found_offer;
end;
$$;

-- == 8. Customer e-mails go to the contract's address ======================================================
-- A technicien could insert an incident naming any reporter_email and reporter_name: every status
-- change then mailed that address with staff's text under the company's name. Staff no longer
-- write either column; the database sets the recipient from the contract for every writer, and
-- the name too unless it is the customer's own report (the service role's /assistance form).
revoke insert (reporter_name, reporter_email) on public.incidents from authenticated;

create function private.set_incident_reporter()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  contract public.contracts;
begin
  select * into contract from public.contracts c where c.id = new.contract_id;
  new.reporter_email := contract.customer_email;
  if tg_op = 'INSERT' and (new.source is distinct from 'customer' or nullif(btrim(new.reporter_name), '') is null) then
    new.reporter_name := left(btrim(contract.customer_first_name || ' ' || contract.customer_last_name), 160);
  end if;
  return new;
end;
$$;
-- After incidents_set_deadline (triggers fire by name), which settles `source`.
create trigger incidents_set_reporter before insert or update on public.incidents
  for each row execute function private.set_incident_reporter();

-- open_incident: without the reporter columns (the trigger sets them).
create or replace function public.open_incident(
  p_contract_id uuid, p_contract_item_id uuid default null, p_type text default null, p_description text default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  created uuid;
begin
  if not exists (select 1 from public.contracts c where c.id = p_contract_id) then
    raise exception using errcode = 'P0001', message = 'Ce contrat est introuvable.';
  end if;
  perform private.check_incident_input(p_type, p_description);
  insert into public.incidents (contract_id, contract_item_id, type, description)
  values (p_contract_id, p_contract_item_id, p_type, btrim(p_description))
  returning id into created;
  return created;
end;
$$;

-- Incidents already stored take their contract's address; e-mails still waiting for another
-- address are withdrawn (nobody but the customer should receive them).
delete from public.email_outbox e
 using public.incidents i join public.contracts c on c.id = i.contract_id
 where e.incident_id = i.id and e.status = 'pending' and e.recipient is distinct from c.customer_email;
alter table public.incidents disable trigger user;
update public.incidents i
   set reporter_email = c.customer_email
  from public.contracts c
 where c.id = i.contract_id and i.reporter_email is distinct from c.customer_email;
alter table public.incidents enable trigger user;

-- == 9. The signer's name and position are one line each ====================================================
-- They reach the sales notification and the order's notes, where a line break forged lines.
-- NOT VALID: answers recorded before are evidence and stay as they were given; every new one is checked.
alter table public.offers
  add constraint offers_accepted_name_line_check check (private.is_single_line(accepted_name)) not valid,
  add constraint offers_accepted_position_line_check check (private.is_single_line(accepted_position)) not valid;

-- accept_offer: as before, plus the one-line rule with its French messages (9) and an
-- order the database refuses answered by a French sentence, never the database's error with the
-- would-be order row (11).
create or replace function private.accept_offer(token text, offer_id uuid, signer_name text, signer_position text, agreed boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  offer public.offers;
  headers json := nullif(current_setting('request.headers', true), '')::json;
  new_order uuid;
  sales text;
begin
  perform private.offer_link_use();
  offer := private.offer_for_token(token);
  if offer.id is null then
    raise exception using errcode = 'P0001', message = 'Ce lien de devis n’est pas valide.';
  end if;
  if offer.id <> accept_offer.offer_id then
    raise exception using errcode = 'P0001',
      message = 'Une nouvelle version de ce devis existe : rechargez la page pour la lire avant de l’accepter.';
  end if;
  select * into offer from public.offers o where o.id = offer.id for update;
  perform private.refuse_answer(offer);
  if agreed is not true then
    raise exception using errcode = 'P0001', message = 'Cochez « Bon pour accord » pour accepter le devis.';
  end if;
  if not coalesce(private.is_text(btrim(signer_name), 120), false) or btrim(coalesce(signer_name, '')) = '' then
    raise exception using errcode = 'P0001', message = 'Indiquez vos nom et prénom.';
  end if;
  if not private.is_single_line(signer_name) then
    raise exception using errcode = 'P0001', message = 'Indiquez vos nom et prénom sur une seule ligne.';
  end if;
  if not coalesce(private.is_text(btrim(signer_position), 120), false) or btrim(coalesce(signer_position, '')) = '' then
    raise exception using errcode = 'P0001', message = 'Indiquez votre fonction.';
  end if;
  if not private.is_single_line(signer_position) then
    raise exception using errcode = 'P0001', message = 'Indiquez votre fonction sur une seule ligne.';
  end if;

  begin
    update public.offers o
       set status = 'accepted', accepted_at = now(),
           accepted_ip = left(headers ->> 'cf-connecting-ip', 100),
           accepted_user_agent = left(headers ->> 'user-agent', 500),
           accepted_name = btrim(signer_name), accepted_position = btrim(signer_position),
           accepted_pdf_sha256 = o.pdf_sha256
     where o.id = offer.id;

    insert into public.orders (
      customer_first_name, customer_last_name, customer_email, customer_phone, customer_company,
      billing_address, shipping_address, status, quote_request_id, offer_id, notes
    ) values (
      offer.client_first_name, offer.client_last_name, offer.client_email, offer.client_phone, offer.client_company,
      offer.client_address, offer.client_address, 'confirmed', offer.quote_request_id, offer.id,
      format('Commande issue du devis %s accepté en ligne par %s (%s).', offer.reference, btrim(signer_name), btrim(signer_position))
    )
    returning id into new_order;
    insert into public.order_items (order_id, product_id, product_name, product_brand, quantity, duration_months, monthly_payment)
    select new_order, i.product_id, i.product_name, i.product_brand, i.quantity, i.duration_months, i.monthly_rent
    from public.offer_items i where i.offer_id = offer.id order by i.position;
  exception when integrity_constraint_violation or data_exception then
    -- Nothing is kept (the whole call rolls back); the visitor reads no table, no row, no constraint.
    raise exception using errcode = 'P0001',
      message = 'Votre accord n’a pas pu être enregistré. Contactez-nous : nous finaliserons la commande avec vous.';
  end;

  update public.quote_requests q set status = 'won'
   where q.id = offer.quote_request_id and q.status in ('pending', 'in_progress', 'quote_sent');
  update public.leads l set status = 'won' where l.id = offer.lead_id;

  sales := (select s.sales_email from public.email_settings s where s.id);
  if sales is not null then
    insert into public.email_outbox (template, recipient, payload, quote_request_id, order_id, offer_id)
    values ('offer_answer', sales,
      private.offer_document(offer.id) || jsonb_build_object('answer', 'accepted',
        'order_number', (select o.order_number from public.orders o where o.id = new_order)),
      offer.quote_request_id, new_order, offer.id);
  end if;
  return (select o.order_number from public.orders o where o.id = new_order);
end;
$$;

-- == 10. list_technicians: the roles that assign technicians, names only ==================================
-- Read-only roles (viewer, comptabilité) got every administrator's e-mail address. The picker is
-- for those who assign a technician: contracts writers (the installation) and service writers (an
-- incident). They get an id and the name administrators give (else the address's local part).
drop function public.list_technicians();
drop function private.technician_directory();

create function private.technician_directory()
returns table (id uuid, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.can('contracts', 'write') or private.can('service', 'write')) then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return query
    select u.id, coalesce(p.display_name, split_part(u.email::text, '@', 1))
    from auth.users u
    left join public.staff_profiles p on p.user_id = u.id
    where u.deleted_at is null
      and exists (select 1 from public.user_roles r where r.user_id = u.id and r.role in ('technicien', 'admin'))
    order by 2;
end;
$$;

create function public.list_technicians()
returns table (id uuid, full_name text)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.technician_directory();
end;

-- == 11. A client block an order would refuse is refused when the draft is saved ===========================
-- An offer's client becomes the order's customer on acceptance: the same one-line names and phone
-- grammar as orders (supabase/schemas/orders.sql), or the acceptance failed with the database's
-- error. Rows stored before get a space for each run of control characters, an invalid phone none.
alter table public.offers disable trigger user;
update public.offers
   set client_first_name = btrim(regexp_replace(client_first_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       client_last_name = btrim(regexp_replace(client_last_name, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')),
       client_company = btrim(regexp_replace(client_company, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g'))
 where not (private.is_single_line(client_first_name) and private.is_single_line(client_last_name)
            and private.is_single_line(client_company));
update public.offers set client_phone = null where not private.is_phone(client_phone);
alter table public.offers enable trigger user;
alter table public.offers
  add constraint offers_client_first_name_line_check check (private.is_single_line(client_first_name)),
  add constraint offers_client_last_name_line_check check (private.is_single_line(client_last_name)),
  add constraint offers_client_company_line_check check (private.is_single_line(client_company)),
  drop constraint offers_client_phone_check,
  add constraint offers_client_phone_check check (private.is_phone(client_phone));

-- == Grants ==============================================================================================
revoke execute on function
  private.redact_site_path(text), private.redact_web_address(text), private.count_offer_link_use(text),
  public.claim_offer_link_use(text), private.offer_content_sha256(uuid),
  public.record_offer_pdf(uuid, text, text, text, text), private.keep_offer_pdf_current(),
  private.void_offer_pdf_of_lines(), private.void_draft_pdfs_of_company(), private.order_is_kept(uuid),
  private.order_lines_frozen(uuid), private.guard_order_lines(), private.guard_order_delete(),
  private.guard_signed_equipment(), private.set_incident_reporter(),
  private.technician_directory(), public.list_technicians()
  from public, anon, authenticated;
-- Triggers run as the table's writer (staff, the service role; the acceptance as the owner).
grant execute on function
  private.keep_offer_pdf_current(), private.void_offer_pdf_of_lines(), private.void_draft_pdfs_of_company(),
  private.order_is_kept(uuid), private.order_lines_frozen(uuid), private.guard_order_lines(),
  private.guard_order_delete(), private.guard_signed_equipment(), private.set_incident_reporter(),
  private.technician_directory(), public.list_technicians()
  to authenticated, service_role;
-- The offer-pdf function (service role).
grant execute on function
  private.count_offer_link_use(text), public.claim_offer_link_use(text), private.offer_content_sha256(uuid),
  public.record_offer_pdf(uuid, text, text, text, text)
  to service_role;
