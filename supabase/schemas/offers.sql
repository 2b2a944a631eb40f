-- Offers (devis): built by staff from the active catalogue, numbered and totalled by the
-- database, sent through the outbox with a link that only the client holds, accepted online
-- with evidence nobody can change, and turned into a confirmed order in the same transaction.
--
-- Statuses: draft (Brouillon) → sent (Envoyé) → accepted (Accepté) / declined (Refusé) /
-- expired (Expiré) / superseded (Remplacé). A sent offer is never edited: « Réviser » copies it
-- into the next version (same number, suffix -v2, -v3…) and the earlier one becomes superseded.
-- src/features/offers/offer-form-schema.ts mirrors these rules.

-- == Company block ==============================================================================
-- One row admins edit; the offers and their PDF print it.
create table public.company_settings (
  id boolean primary key default true,
  name text not null,
  address text not null,
  siren text not null,
  vat_number text not null,
  updated_at timestamptz not null default now(),
  -- The mentions an invoice cannot go without (billing_settings_missing names what is missing).
  legal_form text,
  share_capital numeric(14, 2),
  rcs text,
  siret text,
  head_office_street text,
  head_office_postal_code text,
  head_office_city text,
  sepa_creditor_id text,
  iban text,
  bic text,
  late_penalty_rate numeric(5, 2),
  billing_email text,
  vat_on_debits boolean not null default false,
  constraint company_settings_single_row check (id),
  constraint company_settings_name_check check (private.is_text(name, 120)),
  constraint company_settings_address_check check (private.is_text(address, 300)),
  constraint company_settings_siren_check check (siren ~ '^[0-9]{9}$'),
  constraint company_settings_vat_number_check check (vat_number ~ '^FR[0-9A-Z]{2}[0-9]{9}$'),
  constraint company_settings_legal_form_check check (private.is_text(legal_form, 60)),
  constraint company_settings_share_capital_check check (share_capital > 0 and share_capital <= 999999999999),
  constraint company_settings_rcs_check check (private.is_text(rcs, 120) and rcs ~* 'RCS'),
  constraint company_settings_siret_check check (private.is_siret(siret) and left(siret, 9) = siren),
  constraint company_settings_head_office_street_check check (private.is_text(head_office_street, 200)),
  constraint company_settings_head_office_postal_code_check check (head_office_postal_code ~ '^[0-9]{5}$'),
  constraint company_settings_head_office_city_check check (private.is_text(head_office_city, 100)),
  constraint company_settings_sepa_creditor_id_check check (private.is_creditor_id(sepa_creditor_id)),
  constraint company_settings_iban_check check (private.is_iban(iban)),
  constraint company_settings_bic_check check (private.is_bic(bic)),
  constraint company_settings_late_penalty_rate_check check (late_penalty_rate > 0 and late_penalty_rate <= 100),
  constraint company_settings_billing_email_check check (billing_email is null or private.is_email(billing_email))
);
create trigger company_settings_set_updated_at before update on public.company_settings
  for each row execute function public.set_updated_at();
-- The company of src/config/site.ts; SIREN and VAT number are placeholders an admin replaces.
insert into public.company_settings (name, address, siren, vat_number)
values ('VisioLease SAS', '48 rue de la Chaussée-d’Antin, 75009 Paris', '912345678', 'FR32912345678');

alter table public.company_settings enable row level security;
-- The company's own public details: every staff member may read them.
create policy "Staff can read the company block" on public.company_settings
  for select to authenticated using ((select private.is_staff()));
create policy "Admins can change the company block" on public.company_settings
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
revoke all on public.company_settings from anon, authenticated;
grant select on public.company_settings to authenticated;
grant update (name, address, siren, vat_number) on public.company_settings to authenticated;
grant update (legal_form, share_capital, rcs, siret, head_office_street, head_office_postal_code, head_office_city,
              sepa_creditor_id, iban, bic, late_penalty_rate, billing_email, vat_on_debits)
  on public.company_settings to authenticated;
grant all on public.company_settings to service_role;

-- == Numbers: DEV-YYYY-NNNNN ====================================================================
create table private.offer_number_counters (
  year integer primary key,
  last_value integer not null check (last_value >= 0)
);
revoke all on private.offer_number_counters from public, anon, authenticated;

-- One counter row per year: concurrent creations queue on its row lock; a rolled-back
-- creation rolls its number back, so numbers are sequential and without gaps.
create function private.next_offer_number()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from now() at time zone 'Europe/Paris')::integer;
  n integer;
begin
  insert into private.offer_number_counters as c (year, last_value) values (this_year, 1)
  on conflict (year) do update set last_value = c.last_value + 1
  returning c.last_value into n;
  return format('DEV-%s-%s', this_year, case when n < 100000 then lpad(n::text, 5, '0') else n::text end);
end;
$$;

-- == Offers =====================================================================================
create table public.offers (
  id uuid primary key default gen_random_uuid(),
  offer_number text not null default private.next_offer_number(),
  version integer not null default 1,
  reference text generated always as (
    case when version > 1 then offer_number || '-v' || version::text else offer_number end
  ) stored,
  status text not null default 'draft',
  previous_offer_id uuid references public.offers (id) on delete set null,
  quote_request_id uuid references public.quote_requests (id) on delete set null,
  lead_id uuid references public.leads (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  -- Client block
  client_company text,
  client_first_name text not null,
  client_last_name text not null,
  client_email text not null,
  client_phone text,
  client_siret text,
  client_address jsonb,
  -- Terms and services
  valid_until date not null default ((now() at time zone 'Europe/Paris')::date + 30),
  payment_terms text not null default 'Prélèvement mensuel, terme à échoir.',
  note text,
  installation boolean not null default true,
  maintenance_level text not null default 'standard',
  -- Totals (the database's)
  monthly_total_ht numeric(12, 2) not null default 0,
  vat_amount numeric(12, 2) not null default 0,
  monthly_total_ttc numeric(12, 2) not null default 0,
  commitment_total_ht numeric(14, 2) not null default 0,
  -- Sending
  sent_at timestamptz,
  acceptance_token_hash text,
  pdf_path text,
  pdf_sha256 text,
  pdf_error text,
  -- Evidence of the answer (set once, by the client's link, never changed)
  accepted_at timestamptz,
  accepted_ip text,
  accepted_user_agent text,
  accepted_name text,
  accepted_position text,
  accepted_pdf_sha256 text,
  declined_at timestamptz,
  decline_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The admin list's search document, as orders and leads have one.
  search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      offer_number, client_first_name, client_last_name, client_email, client_company))
  ) stored,
  -- How the contract will be invoiced: each month or quarter, and a higher first rent (check_offer_billing).
  first_rent_ht numeric(12, 2),
  billing_frequency text not null default 'monthly',
  constraint offers_number_version_key unique (offer_number, version),
  constraint offers_token_hash_key unique (acceptance_token_hash),
  constraint offers_offer_number_check check (offer_number ~ '^DEV-[0-9]{4}-[0-9]{5,9}$'),
  constraint offers_version_check check (version between 1 and 99),
  constraint offers_status_check check (status in ('draft', 'sent', 'accepted', 'declined', 'expired', 'superseded')),
  constraint offers_client_company_check check (private.is_text(client_company, 120)),
  constraint offers_client_first_name_check check (private.is_text(client_first_name, 80)),
  constraint offers_client_last_name_check check (private.is_text(client_last_name, 80)),
  -- The client becomes the order's customer on acceptance: the orders' rules, or it could never be.
  constraint offers_client_first_name_line_check check (private.is_single_line(client_first_name)),
  constraint offers_client_last_name_line_check check (private.is_single_line(client_last_name)),
  constraint offers_client_company_line_check check (private.is_single_line(client_company)),
  constraint offers_client_email_check check (private.is_email(client_email)),
  constraint offers_client_phone_check check (private.is_phone(client_phone)),
  constraint offers_client_siret_check check (client_siret ~ '^[0-9]{14}$'),
  constraint offers_client_address_check check (public.is_address(client_address)),
  constraint offers_valid_until_check check (valid_until between date '2000-01-01' and date '2100-12-31'),
  constraint offers_payment_terms_check check (private.is_text(payment_terms, 300)),
  constraint offers_note_check check (private.is_text(note, 2000)),
  constraint offers_maintenance_level_check check (maintenance_level in ('standard', 'premium')),
  constraint offers_totals_check check (
    monthly_total_ht >= 0 and vat_amount >= 0 and monthly_total_ttc >= 0 and commitment_total_ht >= 0
  ),
  constraint offers_token_hash_check check (acceptance_token_hash ~ '^[0-9a-f]{64}$'),
  constraint offers_pdf_sha256_check check (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  constraint offers_accepted_pdf_sha256_check check (accepted_pdf_sha256 ~ '^[0-9a-f]{64}$'),
  constraint offers_pdf_error_check check (char_length(pdf_error) <= 1000),
  constraint offers_sent_has_token check (status = 'draft' or acceptance_token_hash is not null),
  constraint offers_accepted_evidence check (
    (status = 'accepted') = (accepted_at is not null)
    and (accepted_at is null or (accepted_name is not null and accepted_position is not null))
  ),
  constraint offers_accepted_name_check check (private.is_text(accepted_name, 120)),
  constraint offers_accepted_position_check check (private.is_text(accepted_position, 120)),
  constraint offers_accepted_ip_check check (char_length(accepted_ip) <= 100),
  constraint offers_accepted_user_agent_check check (char_length(accepted_user_agent) <= 500),
  constraint offers_decline_reason_check check (private.is_text(decline_reason, 1000)),
  constraint offers_first_rent_ht_check check (first_rent_ht > 0 and first_rent_ht <= 99999999),
  constraint offers_billing_frequency_check check (billing_frequency in ('monthly', 'quarterly'))
);
-- The signer's name and position reach the sales notification and the order's notes: one line.
-- Not validated: answers recorded before the rule are evidence and stay as they were given.
alter table public.offers
  add constraint offers_accepted_name_line_check check (private.is_single_line(accepted_name)) not valid,
  add constraint offers_accepted_position_line_check check (private.is_single_line(accepted_position)) not valid;
create index offers_search_idx on public.offers using gin (search);
create index offers_created_at_idx on public.offers (created_at desc, id);
create index offers_status_idx on public.offers (status, valid_until);
create index offers_quote_request_id_idx on public.offers (quote_request_id);
create index offers_lead_id_idx on public.offers (lead_id);
create index offers_previous_offer_id_idx on public.offers (previous_offer_id);
create index offers_created_by_idx on public.offers (created_by);
create trigger offers_set_updated_at before update on public.offers
  for each row execute function public.set_updated_at();
create trigger offers_audit after insert or update or delete on public.offers
  for each row execute function private.audit_row('offers');

create table public.offer_items (
  id uuid primary key default gen_random_uuid(),
  offer_id uuid not null references public.offers (id) on delete cascade,
  position integer not null default 0,
  product_id uuid not null references public.products (id) on delete restrict,
  product_name text not null default '',
  product_brand text,
  quantity integer not null default 1,
  duration_months integer not null,
  -- The catalogue's rent for this duration (simulator formula), set by the database.
  list_monthly numeric(10, 2) not null default 0,
  -- What the client pays per unit and month, excluding VAT: the list rent unless staff change it.
  monthly_rent numeric(10, 2),
  discount_percent numeric(5, 2) not null default 0,
  line_monthly_ht numeric(12, 2) not null default 0,
  line_total_ht numeric(14, 2) not null default 0,
  created_at timestamptz not null default now(),
  constraint offer_items_quantity_check check (quantity between 1 and 10000),
  constraint offer_items_duration_check check (duration_months in (12, 24, 36, 48, 60)),
  constraint offer_items_monthly_rent_check check (monthly_rent > 0 and monthly_rent <= 99999999),
  constraint offer_items_position_check check (position between 0 and 1000),
  constraint offer_items_product_name_check check (char_length(product_name) <= 120)
);
create index offer_items_offer_id_idx on public.offer_items (offer_id, position);
create index offer_items_product_id_idx on public.offer_items (product_id);
-- An offer's history, its lines under it.
create trigger offer_items_audit after insert or update or delete on public.offer_items
  for each row execute function private.audit_row('offers', 'offer_id');

-- == Labels, moves, immutability ================================================================
create function private.offer_status_label(status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'draft' then 'Brouillon' when 'sent' then 'Envoyé' when 'accepted' then 'Accepté'
    when 'declined' then 'Refusé' when 'expired' then 'Expiré' when 'superseded' then 'Remplacé' else status end;
$$;

create function private.offer_transition_allowed(from_status text, to_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_status = to_status or (from_status, to_status) in (
    ('draft', 'sent'),
    ('sent', 'accepted'), ('sent', 'declined'), ('sent', 'expired'), ('sent', 'superseded')
  );
$$;

-- Runs for every writer, the service role and the owner included: the moves, the content of a
-- sent offer and the evidence of its answer cannot be changed by anyone.
create function private.guard_offer_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' and current_user in ('anon', 'authenticated', 'service_role') then
      raise exception using errcode = 'P0001',
        message = 'Un devis envoyé ne peut pas être supprimé : il fait foi de ce qui a été proposé.';
    end if;
    return old;
  end if;
  if not private.offer_transition_allowed(old.status, new.status) then
    raise exception using errcode = 'P0001',
      message = format('Passage du statut « %s » à « %s » non autorisé.',
        private.offer_status_label(old.status), private.offer_status_label(new.status));
  end if;
  -- Evidence is written once: a value, once set, never changes, and after the answer nothing
  -- of it moves at all.
  if (old.accepted_at is not null and new.accepted_at is distinct from old.accepted_at)
     or (old.accepted_ip is not null and new.accepted_ip is distinct from old.accepted_ip)
     or (old.accepted_user_agent is not null and new.accepted_user_agent is distinct from old.accepted_user_agent)
     or (old.accepted_name is not null and new.accepted_name is distinct from old.accepted_name)
     or (old.accepted_position is not null and new.accepted_position is distinct from old.accepted_position)
     or (old.accepted_pdf_sha256 is not null and new.accepted_pdf_sha256 is distinct from old.accepted_pdf_sha256)
     or (old.declined_at is not null and new.declined_at is distinct from old.declined_at)
     or (old.decline_reason is not null and new.decline_reason is distinct from old.decline_reason)
     or ((old.accepted_at is not null or old.declined_at is not null)
         and (new.accepted_at, new.accepted_ip, new.accepted_user_agent, new.accepted_name, new.accepted_position,
              new.accepted_pdf_sha256, new.declined_at, new.decline_reason)
             is distinct from
             (old.accepted_at, old.accepted_ip, old.accepted_user_agent, old.accepted_name, old.accepted_position,
              old.accepted_pdf_sha256, old.declined_at, old.decline_reason)) then
    raise exception using errcode = 'P0001',
      message = 'La preuve de la réponse du client à un devis ne peut pas être modifiée.';
  end if;
  if old.pdf_sha256 is not null and old.status <> 'draft'
     and (new.pdf_sha256, new.pdf_path) is distinct from (old.pdf_sha256, old.pdf_path) then
    raise exception using errcode = 'P0001', message = 'Le PDF d’un devis envoyé ne peut plus changer.';
  end if;
  if old.status <> 'draft' and (
       (new.offer_number, new.version, new.previous_offer_id, new.client_company, new.client_first_name,
        new.client_last_name, new.client_email, new.client_phone, new.client_siret, new.client_address,
        new.valid_until, new.payment_terms, new.note, new.installation, new.maintenance_level,
        new.monthly_total_ht, new.vat_amount, new.monthly_total_ttc, new.commitment_total_ht,
        new.sent_at, new.acceptance_token_hash, new.created_by)
       is distinct from
       (old.offer_number, old.version, old.previous_offer_id, old.client_company, old.client_first_name,
        old.client_last_name, old.client_email, old.client_phone, old.client_siret, old.client_address,
        old.valid_until, old.payment_terms, old.note, old.installation, old.maintenance_level,
        old.monthly_total_ht, old.vat_amount, old.monthly_total_ttc, old.commitment_total_ht,
        old.sent_at, old.acceptance_token_hash, old.created_by)
       -- Erasing a request or a lead unlinks it; nothing else of a sent offer moves.
       or new.quote_request_id is distinct from old.quote_request_id and new.quote_request_id is not null
       or new.lead_id is distinct from old.lead_id and new.lead_id is not null) then
    raise exception using errcode = 'P0001',
      message = 'Un devis envoyé ne peut plus être modifié : utilisez « Réviser » pour en faire une nouvelle version.';
  end if;
  return new;
end;
$$;

create trigger offers_guard_change before update or delete on public.offers
  for each row execute function private.guard_offer_change();

-- Runs for every writer: a draft whose printed content changes loses its PDF, and no offer leaves
-- the draft status without the PDF of what it holds (the acceptance records that PDF's hash).
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

-- Who created it is the signed-in user.
create function private.set_offer_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null then
    new.created_by := (select auth.uid());
  end if;
  return new;
end;
$$;

create trigger offers_set_author before insert on public.offers
  for each row execute function private.set_offer_author();

-- The equipment's value: the catalogue's purchase price, else the one the rent implies (the
-- simulator's formula, as contracts value it: rent = value / months × 1.08).
create function private.offer_equipment_value(offer_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(coalesce(nullif(p.purchase_price, 0), round(i.monthly_rent * i.duration_months / 1.08, 2))
                      * i.quantity), 0)
  from public.offer_items i left join public.products p on p.id = i.product_id
  where i.offer_id = offer_equipment_value.offer_id;
$$;

-- A higher first rent is for equipment above 100 000 € HT (the FAQ's promise), and must exceed the
-- monthly rent (the salesperson lowers the rent themselves). Checked when it is set and when the
-- offer is sent, against the lines stored then; the period and the first rent of a sent offer
-- never change.
create function private.check_offer_billing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status <> 'draft'
     and (new.first_rent_ht, new.billing_frequency) is distinct from (old.first_rent_ht, old.billing_frequency) then
    raise exception using errcode = 'P0001',
      message = 'Un devis envoyé ne peut plus être modifié : utilisez « Réviser » pour en faire une nouvelle version.';
  end if;
  if new.first_rent_ht is not null and (
       tg_op = 'INSERT' or new.first_rent_ht is distinct from old.first_rent_ht
       or (new.status = 'sent' and old.status = 'draft')) then
    if private.offer_equipment_value(new.id) <= 100000 then
      raise exception using errcode = 'P0001',
        message = 'Le premier loyer majoré est réservé aux équipements de plus de 100 000 € HT.';
    end if;
    if new.first_rent_ht <= new.monthly_total_ht then
      raise exception using errcode = 'P0001',
        message = format('Le premier loyer majoré doit dépasser le loyer mensuel (%s € HT).',
          replace(to_char(new.monthly_total_ht, 'FM999999990.00'), '.', ','));
    end if;
  end if;
  return new;
end;
$$;
create trigger offers_check_billing before insert or update on public.offers
  for each row execute function private.check_offer_billing();
revoke execute on function private.offer_equipment_value(uuid), private.check_offer_billing()
  from public, anon, authenticated;
revoke execute on function private.check_offer_billing() from service_role;

-- == Lines: priced from the catalogue, totals by the database ===================================
-- The catalogue's monthly rent of a product over `months`: the simulator's formula on the
-- purchase price (src/lib/leasing.ts: round(value / months × 1.08)), else the rent staff
-- entered for that duration; null when the product is not priced for that duration.
create function private.catalogue_monthly(product public.products, months integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(product.purchase_price, 0) > 0 and months in (12, 24, 36, 48, 60)
      then round(product.purchase_price / months * 1.08)
    else nullif(case months
      when 12 then product.monthly_price_12 when 24 then product.monthly_price_24
      when 36 then product.monthly_price_36 when 48 then product.monthly_price_48 end, 0)
  end;
$$;

-- SECURITY DEFINER: it reads the catalogue and the parent offer whatever the writer may read;
-- it checks the writer's own right to the offer through the policies first (the insert or
-- update has passed them before this BEFORE trigger's changes are stored).
create function private.price_offer_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  product public.products;
  parent_status text;
  list numeric;
begin
  select o.status into parent_status from public.offers o where o.id = new.offer_id;
  if parent_status is distinct from 'draft' then
    raise exception using errcode = 'P0001',
      message = 'Un devis envoyé ne peut plus être modifié : utilisez « Réviser » pour en faire une nouvelle version.';
  end if;
  if new.quantity is null or new.quantity not between 1 and 10000 then
    raise exception using errcode = 'P0001', message = 'La quantité doit être comprise entre 1 et 10 000.';
  end if;
  if new.duration_months is null or new.duration_months not in (12, 24, 36, 48, 60) then
    raise exception using errcode = 'P0001', message = 'La durée doit être de 12, 24, 36, 48 ou 60 mois.';
  end if;
  select * into product from public.products p where p.id = new.product_id;
  if not found or not product.active then
    raise exception using errcode = 'P0001', message = 'Ce produit n’est pas au catalogue actif.';
  end if;
  list := private.catalogue_monthly(product, new.duration_months);
  if list is null then
    raise exception using errcode = 'P0001',
      message = format('« %s » n’a pas de loyer pour %s mois.', product.name, new.duration_months);
  end if;
  new.product_name := left(product.name, 120);
  new.product_brand := product.brand;
  new.list_monthly := list;
  new.monthly_rent := coalesce(new.monthly_rent, list);
  -- The floor: a discount of at most 30 % of the catalogue's rent.
  if new.monthly_rent < round(list * 0.7, 2) then
    raise exception using errcode = 'P0001',
      message = format('La remise ne peut pas dépasser 30 %% : loyer minimum %s € HT par mois pour « %s ».',
        replace(to_char(round(list * 0.7, 2), 'FM999999990.00'), '.', ','), product.name);
  end if;
  new.discount_percent := greatest(round((list - new.monthly_rent) / list * 100, 2), 0);
  new.line_monthly_ht := round(new.monthly_rent * new.quantity, 2);
  new.line_total_ht := round(new.monthly_rent * new.quantity * new.duration_months, 2);
  return new;
end;
$$;

create trigger offer_items_price before insert or update on public.offer_items
  for each row execute function private.price_offer_item();

create function private.guard_offer_item_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.offers o where o.id = old.offer_id and o.status <> 'draft') then
    raise exception using errcode = 'P0001',
      message = 'Un devis envoyé ne peut plus être modifié : utilisez « Réviser » pour en faire une nouvelle version.';
  end if;
  return old;
end;
$$;

create trigger offer_items_guard_delete before delete on public.offer_items
  for each row execute function private.guard_offer_item_delete();

create function private.refresh_offer_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched uuid;
  monthly numeric;
  commitment numeric;
begin
  for touched in
    select distinct x.offer_id from (select new.offer_id where tg_op <> 'DELETE' union all select old.offer_id where tg_op <> 'INSERT') x
  loop
    select coalesce(sum(i.line_monthly_ht), 0), coalesce(sum(i.line_total_ht), 0) into monthly, commitment
      from public.offer_items i where i.offer_id = touched;
    update public.offers o
       set monthly_total_ht = monthly,
           vat_amount = round(monthly * 0.2, 2),
           monthly_total_ttc = monthly + round(monthly * 0.2, 2),
           commitment_total_ht = commitment
     where o.id = touched and o.status = 'draft'
       and (o.monthly_total_ht, o.commitment_total_ht) is distinct from (monthly, commitment);
  end loop;
  return null;
end;
$$;

create trigger offer_items_refresh_totals after insert or update or delete on public.offer_items
  for each row execute function private.refresh_offer_totals();

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

-- == Access =====================================================================================
alter table public.offers enable row level security;
alter table public.offer_items enable row level security;
create policy "Offer readers can read offers" on public.offers
  for select to authenticated using ((select private.can('offers', 'read')));
create policy "Offer writers can create offers" on public.offers
  for insert to authenticated with check ((select private.can('offers', 'write')));
create policy "Offer writers can update offers" on public.offers
  for update to authenticated
  using ((select private.can('offers', 'write'))) with check ((select private.can('offers', 'write')));
create policy "Offer writers can delete offers" on public.offers
  for delete to authenticated using ((select private.can('offers', 'write')));
create policy "Offer readers can read offer lines" on public.offer_items
  for select to authenticated using ((select private.can('offers', 'read')));
create policy "Offer writers can create offer lines" on public.offer_items
  for insert to authenticated with check ((select private.can('offers', 'write')));
create policy "Offer writers can update offer lines" on public.offer_items
  for update to authenticated
  using ((select private.can('offers', 'write'))) with check ((select private.can('offers', 'write')));
create policy "Offer writers can delete offer lines" on public.offer_items
  for delete to authenticated using ((select private.can('offers', 'write')));

-- Column grants: numbers, versions, statuses, totals, tokens, PDF and evidence are the database's.
revoke all on public.offers, public.offer_items from anon, authenticated;
grant select, delete on public.offers, public.offer_items to authenticated;
grant insert (quote_request_id, lead_id, client_company, client_first_name, client_last_name, client_email,
              client_phone, client_siret, client_address, valid_until, payment_terms, note, installation, maintenance_level),
  update (quote_request_id, lead_id, client_company, client_first_name, client_last_name, client_email,
          client_phone, client_siret, client_address, valid_until, payment_terms, note, installation, maintenance_level)
  on public.offers to authenticated;
grant insert (first_rent_ht, billing_frequency), update (first_rent_ht, billing_frequency)
  on public.offers to authenticated;
grant insert (offer_id, position, product_id, quantity, duration_months, monthly_rent),
  update (position, product_id, quantity, duration_months, monthly_rent)
  on public.offer_items to authenticated;
grant all on public.offers, public.offer_items to service_role;

-- == The document ===============================================================================
-- What an offer's e-mail and public page show: the offer, its lines, the company block.
create function private.offer_document(offer_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'offer_id', o.id,
    'reference', o.reference,
    'offer_number', o.offer_number,
    'version', o.version,
    'status', o.status,
    'quote_request_id', o.quote_request_id,
    'client_company', o.client_company,
    'client_first_name', o.client_first_name,
    'client_last_name', o.client_last_name,
    'client_email', o.client_email,
    'client_address', o.client_address,
    'valid_until', o.valid_until,
    'payment_terms', o.payment_terms,
    'note', o.note,
    'installation', o.installation,
    'maintenance_level', o.maintenance_level,
    'monthly_total_ht', o.monthly_total_ht,
    'vat_amount', o.vat_amount,
    'monthly_total_ttc', o.monthly_total_ttc,
    'commitment_total_ht', o.commitment_total_ht,
    'sent_at', o.sent_at,
    'created_at', o.created_at,
    'has_pdf', o.pdf_path is not null,
    'accepted_at', o.accepted_at,
    'accepted_name', o.accepted_name,
    'accepted_position', o.accepted_position,
    'declined_at', o.declined_at,
    'company', (select jsonb_build_object('name', c.name, 'address', c.address, 'siren', c.siren, 'vat_number', c.vat_number)
                from public.company_settings c where c.id),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_name', i.product_name,
        'product_brand', i.product_brand,
        'quantity', i.quantity,
        'duration_months', i.duration_months,
        'list_monthly', i.list_monthly,
        'monthly_rent', i.monthly_rent,
        'discount_percent', i.discount_percent,
        'line_monthly_ht', i.line_monthly_ht,
        'line_total_ht', i.line_total_ht
      ) order by i.position, i.created_at, i.id)
      from public.offer_items i where i.offer_id = o.id
    ), '[]'::jsonb)
  )
  from public.offers o where o.id = $1;
$$;

-- == Saving an offer in one transaction =========================================================
-- SECURITY INVOKER: the caller's policies, column grants and the triggers above decide.
create function public.save_offer(fields jsonb, items jsonb, offer_id uuid default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  target uuid := save_offer.offer_id;
  f public.offers := jsonb_populate_record(null::public.offers, coalesce(save_offer.fields, '{}'::jsonb));
  request_lead uuid;
begin
  if save_offer.items is null or jsonb_typeof(save_offer.items) <> 'array' or jsonb_array_length(save_offer.items) = 0 then
    raise exception using errcode = 'P0001', message = 'Un devis doit comporter au moins une ligne.';
  end if;
  if jsonb_array_length(save_offer.items) > 100 then
    raise exception using errcode = 'P0001', message = 'Un devis comporte au plus 100 lignes.';
  end if;
  if f.quote_request_id is not null and f.lead_id is null then
    select q.lead_id into request_lead from public.quote_requests q where q.id = f.quote_request_id;
  end if;
  if target is null then
    insert into public.offers (
      quote_request_id, lead_id, client_company, client_first_name, client_last_name, client_email, client_phone,
      client_siret, client_address, valid_until, payment_terms, note, installation, maintenance_level, billing_frequency
    ) values (
      f.quote_request_id, coalesce(f.lead_id, request_lead), f.client_company, f.client_first_name, f.client_last_name,
      f.client_email, f.client_phone, f.client_siret, f.client_address,
      coalesce(f.valid_until, (now() at time zone 'Europe/Paris')::date + 30),
      coalesce(f.payment_terms, 'Prélèvement mensuel, terme à échoir.'), f.note,
      coalesce(f.installation, true), coalesce(f.maintenance_level, 'standard'), coalesce(f.billing_frequency, 'monthly')
    )
    returning id into target;
  else
    if exists (select 1 from public.offers o where o.id = target and o.status <> 'draft') then
      raise exception using errcode = 'P0001',
        message = 'Un devis envoyé ne peut plus être modifié : utilisez « Réviser » pour en faire une nouvelle version.';
    end if;
    update public.offers o set
      quote_request_id = f.quote_request_id, lead_id = coalesce(f.lead_id, request_lead),
      client_company = f.client_company, client_first_name = f.client_first_name, client_last_name = f.client_last_name,
      client_email = f.client_email, client_phone = f.client_phone, client_siret = f.client_siret,
      client_address = f.client_address, valid_until = coalesce(f.valid_until, o.valid_until),
      payment_terms = coalesce(f.payment_terms, o.payment_terms), note = f.note,
      installation = coalesce(f.installation, o.installation),
      maintenance_level = coalesce(f.maintenance_level, o.maintenance_level),
      billing_frequency = coalesce(f.billing_frequency, o.billing_frequency),
      first_rent_ht = null
    where o.id = target;
    if not found then
      raise exception using errcode = 'P0001', message = 'Ce devis est introuvable.';
    end if;
    delete from public.offer_items i where i.offer_id = target;
  end if;
  if (select o.valid_until from public.offers o where o.id = target) < (now() at time zone 'Europe/Paris')::date then
    raise exception using errcode = 'P0001', message = 'La date de validité ne peut pas être passée.';
  end if;
  insert into public.offer_items (offer_id, position, product_id, quantity, duration_months, monthly_rent)
  select target, (e.n - 1)::integer, r.product_id, coalesce(r.quantity, 1), r.duration_months, r.monthly_rent
  from jsonb_array_elements(save_offer.items) with ordinality as e (item, n)
  cross join lateral jsonb_populate_record(null::public.offer_items, e.item) as r;
  if f.first_rent_ht is not null then
    update public.offers o set first_rent_ht = f.first_rent_ht where o.id = target;
  end if;
  return target;
end;
$$;

-- == Revising: the next version, the earlier one replaced =======================================
create function private.revise_offer(offer_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  source public.offers;
  next_id uuid;
begin
  if not private.can('offers', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  select * into source from public.offers o where o.id = revise_offer.offer_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Ce devis est introuvable.';
  end if;
  if source.status <> 'sent' then
    raise exception using errcode = 'P0001',
      message = format('Seul un devis envoyé peut être révisé (celui-ci est « %s »).', private.offer_status_label(source.status));
  end if;
  insert into public.offers (
    offer_number, version, previous_offer_id, quote_request_id, lead_id, created_by, client_company, client_first_name,
    client_last_name, client_email, client_phone, client_siret, client_address, valid_until, payment_terms, note,
    installation, maintenance_level, billing_frequency
  ) values (
    source.offer_number,
    (select max(o.version) + 1 from public.offers o where o.offer_number = source.offer_number),
    source.id, source.quote_request_id, source.lead_id, (select auth.uid()), source.client_company,
    source.client_first_name, source.client_last_name, source.client_email, source.client_phone, source.client_siret,
    source.client_address, greatest(source.valid_until, (now() at time zone 'Europe/Paris')::date + 30),
    source.payment_terms, source.note, source.installation, source.maintenance_level, source.billing_frequency
  )
  returning id into next_id;
  insert into public.offer_items (offer_id, position, product_id, quantity, duration_months, monthly_rent)
  select next_id, i.position, i.product_id, i.quantity, i.duration_months, i.monthly_rent
  from public.offer_items i
  join public.products p on p.id = i.product_id and p.active
  where i.offer_id = source.id;
  -- Kept when the lines that came over still allow it; otherwise the new draft goes without it.
  begin
    update public.offers o set first_rent_ht = source.first_rent_ht where o.id = next_id and source.first_rent_ht is not null;
  exception when sqlstate 'P0001' then
    null;
  end;
  update public.offers o set status = 'superseded' where o.id = source.id;
  return next_id;
end;
$$;

create function public.revise_offer(offer_id uuid)
returns uuid
language sql
security invoker
set search_path = ''
begin atomic
  select private.revise_offer(offer_id);
end;

-- == Sending ====================================================================================
-- The token travels in the e-mail only, as unsubscribe links' do: it is HMAC-SHA-256 of the
-- offer's id under the private secret, derived when the worker claims the e-mail (the offer_sent
-- template's links hook, supabase/schemas/email.sql), stored nowhere (not in the queue staff read, not in the audit trail); the offer keeps
-- its SHA-256. Sending twice queues one e-mail (the second call finds the offer sent and changes
-- nothing).
create function private.offer_token(offer_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to('offer:' || offer_id::text, 'UTF8'), s.secret, 'sha256'), 'hex')
  from private.unsubscribe_secret s
  where s.id;
$$;

create function private.send_offer(offer_id uuid)
returns public.offers
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.offers;
  token text;
  document jsonb;
begin
  if not private.can('offers', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  select * into target from public.offers o where o.id = send_offer.offer_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Ce devis est introuvable.';
  end if;
  if target.status = 'sent' then
    return target;
  end if;
  if target.status <> 'draft' then
    raise exception using errcode = 'P0001',
      message = format('Ce devis est « %s » : il ne peut plus être envoyé.', private.offer_status_label(target.status));
  end if;
  if not exists (select 1 from public.offer_items i where i.offer_id = target.id) then
    raise exception using errcode = 'P0001', message = 'Un devis doit comporter au moins une ligne.';
  end if;
  if target.valid_until < (now() at time zone 'Europe/Paris')::date then
    raise exception using errcode = 'P0001', message = 'La date de validité est passée : modifiez-la avant l’envoi.';
  end if;
  token := private.offer_token(target.id);
  update public.offers o
     set status = 'sent', sent_at = now(),
         acceptance_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
   where o.id = target.id
  returning * into target;
  -- The earlier version's link now leads here: nothing to do, the chain is followed on reading.
  update public.quote_requests q set status = 'quote_sent'
   where q.id = target.quote_request_id and q.status in ('pending', 'in_progress');
  update public.leads l set status = 'proposal_sent'
   where l.id = target.lead_id and l.status in ('new', 'contacted', 'qualified', 'negotiation');
  document := private.offer_document(target.id);
  insert into public.email_outbox (template, recipient, payload, quote_request_id, offer_id)
  values ('offer_sent', target.client_email, document, target.quote_request_id, target.id);
  return target;
end;
$$;

create function public.send_offer(offer_id uuid)
returns public.offers
language sql
security invoker
set search_path = ''
begin atomic
  select * from private.send_offer(offer_id);
end;

-- Offers past their validity become expired (the deliver-emails worker, or cron, calls it).
create function public.expire_offers()
returns integer
language sql
security invoker
set search_path = ''
as $$
  with expired as (
    update public.offers o set status = 'expired'
     where o.status = 'sent' and o.valid_until < (now() at time zone 'Europe/Paris')::date
    returning 1
  )
  select count(*)::integer from expired;
$$;

comment on function public.expire_offers() is
  'Scheduled job: offers past their validity (a Paris day) become expired.';

-- == The client's link ==========================================================================
-- Every use of a link, valid or not, counts against the client's address: 30 in 10 minutes. The
-- visitor's own address: offer-pdf, which calls the API from its own, names it (cf-connecting-ip)
-- through claim_offer_link_use, and its calls are not counted again.
create table private.offer_link_uses (
  client_ip text not null,
  used_at timestamptz not null default now()
);
create index offer_link_uses_ip_idx on private.offer_link_uses (client_ip, used_at desc);
alter table private.offer_link_uses enable row level security;
revoke all on private.offer_link_uses from public, anon, authenticated;

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

create function private.offer_link_use()
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

-- The offer a token opens: its own version, or the newest sent version that replaced it when that
-- one is addressed to the same mailbox (a revision re-addressed to another client is theirs alone).
create function private.offer_for_token(token text)
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

create function private.offer_public_status(offer public.offers)
returns text
language sql
stable
set search_path = ''
as $$
  select case when offer.status = 'sent' and offer.valid_until < (now() at time zone 'Europe/Paris')::date
    then 'expired' else offer.status end;
$$;

create function private.get_offer_for_client(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  offer public.offers;
begin
  perform private.offer_link_use();
  offer := private.offer_for_token(token);
  if offer.id is null then
    return null;
  end if;
  return private.offer_document(offer.id)
    || jsonb_build_object('status', private.offer_public_status(offer), 'pdf_sha256', offer.pdf_sha256);
end;
$$;

create function private.refuse_answer(offer public.offers)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  case private.offer_public_status(offer)
    when 'sent' then return;
    when 'accepted' then
      raise exception using errcode = 'P0001', message = 'Ce devis a déjà été accepté. Merci de votre confiance.';
    when 'declined' then
      raise exception using errcode = 'P0001', message = 'Ce devis a été refusé. Contactez-nous pour recevoir une nouvelle offre.';
    when 'superseded' then
      raise exception using errcode = 'P0001',
        message = 'Ce devis a été remplacé par une nouvelle version, en préparation. Contactez-nous pour la recevoir.';
    when 'expired' then
      raise exception using errcode = 'P0001',
        message = format('Ce devis a expiré le %s. Contactez-nous pour recevoir une nouvelle offre.',
          to_char(offer.valid_until, 'DD/MM/YYYY'));
    else
      raise exception using errcode = 'P0001', message = 'Ce devis n’est pas disponible.';
  end case;
end;
$$;

create function private.accept_offer(token text, offer_id uuid, signer_name text, signer_position text, agreed boolean)
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

create function private.decline_offer(token text, offer_id uuid, reason text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  offer public.offers;
  sales text;
  cleaned text := nullif(btrim(reason), '');
begin
  perform private.offer_link_use();
  offer := private.offer_for_token(token);
  if offer.id is null then
    raise exception using errcode = 'P0001', message = 'Ce lien de devis n’est pas valide.';
  end if;
  if offer.id <> decline_offer.offer_id then
    raise exception using errcode = 'P0001',
      message = 'Une nouvelle version de ce devis existe : rechargez la page pour la lire.';
  end if;
  select * into offer from public.offers o where o.id = offer.id for update;
  perform private.refuse_answer(offer);
  if cleaned is not null and not coalesce(private.is_text(cleaned, 1000), false) then
    raise exception using errcode = 'P0001', message = 'Le motif est trop long (1 000 caractères au plus) ou contient des caractères interdits.';
  end if;
  update public.offers o set status = 'declined', declined_at = now(), decline_reason = cleaned where o.id = offer.id;
  update public.quote_requests q set status = 'lost'
   where q.id = offer.quote_request_id and q.status in ('pending', 'in_progress', 'quote_sent');
  update public.leads l set status = 'lost' where l.id = offer.lead_id and l.status <> 'won';
  sales := (select s.sales_email from public.email_settings s where s.id);
  if sales is not null then
    insert into public.email_outbox (template, recipient, payload, quote_request_id, offer_id)
    values ('offer_answer', sales,
      private.offer_document(offer.id) || jsonb_build_object('answer', 'declined', 'reason', cleaned),
      offer.quote_request_id, offer.id);
  end if;
  return true;
end;
$$;

-- The public entry points: standard SQL bodies bound here, so the visitor's role needs EXECUTE
-- on the private functions and no access to the private schema (as unsubscribe does).
create function public.get_offer_for_client(token text)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.get_offer_for_client(token);
end;

create function public.accept_offer(token text, offer_id uuid, signer_name text, signer_position text, agreed boolean)
returns text
language sql
security invoker
set search_path = ''
begin atomic
  select private.accept_offer(token, offer_id, signer_name, signer_position, agreed);
end;

create function public.decline_offer(token text, offer_id uuid, reason text default null)
returns boolean
language sql
security invoker
set search_path = ''
begin atomic
  select private.decline_offer(token, offer_id, reason);
end;

-- == The offer's PDF ============================================================================
-- Rendered by the offer-pdf edge function while the offer is a draft, stored in the private
-- offer-documents bucket (supabase/schemas/storage.sql), its SHA-256 kept on the offer (and copied
-- into the evidence on acceptance). Once sent, private.guard_offer_change refuses any change to either.
-- May the caller render this offer's PDF (an offer writer, the offer still a draft)?
create function public.can_render_offer_pdf(offer_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.can('offers', 'write')
     and exists (select 1 from public.offers o where o.id = can_render_offer_pdf.offer_id and o.status = 'draft');
end;

-- The SHA-256 of what the PDF prints (the document without its state): a PDF is recorded only for
-- the content the draft still holds.
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

-- What the function prints, with its content's hash (service role only).
create function public.offer_pdf_source(offer_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.offer_document(offer_pdf_source.offer_id)
      || jsonb_build_object('content_sha256', private.offer_content_sha256(offer_pdf_source.offer_id));
end;

-- The rendered PDF (path and SHA-256) of the content whose hash offer_pdf_source gave, or why it
-- failed (the PDF in place then stays); nothing for content that changed meanwhile, nor once sent.
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

-- == Grants =====================================================================================
revoke execute on function
  private.next_offer_number(), private.offer_status_label(text), private.offer_transition_allowed(text, text),
  private.guard_offer_change(), private.set_offer_author(), private.catalogue_monthly(public.products, integer),
  private.price_offer_item(), private.guard_offer_item_delete(), private.refresh_offer_totals(),
  private.offer_document(uuid), public.save_offer(jsonb, jsonb, uuid),
  private.revise_offer(uuid), public.revise_offer(uuid), private.offer_token(uuid), private.send_offer(uuid),
  public.send_offer(uuid), public.expire_offers(), private.offer_link_use(), private.offer_for_token(text),
  private.offer_public_status(public.offers), private.get_offer_for_client(text), private.refuse_answer(public.offers),
  private.accept_offer(text, uuid, text, text, boolean), private.decline_offer(text, uuid, text),
  public.get_offer_for_client(text), public.accept_offer(text, uuid, text, text, boolean),
  public.decline_offer(text, uuid, text), public.can_render_offer_pdf(uuid), public.offer_pdf_source(uuid),
  public.record_offer_pdf(uuid, text, text, text, text), private.count_offer_link_use(text),
  public.claim_offer_link_use(text), private.offer_content_sha256(uuid), private.keep_offer_pdf_current(),
  private.void_offer_pdf_of_lines(), private.void_draft_pdfs_of_company()
  from public, anon, authenticated;
-- The number (a default) and the moves guard_offer_change checks (it is no SECURITY DEFINER) run
-- as the offer's writer; the rest are the offer writers' RPCs.
grant execute on function
  private.next_offer_number(), private.offer_status_label(text), private.offer_transition_allowed(text, text),
  public.save_offer(jsonb, jsonb, uuid), private.revise_offer(uuid), public.revise_offer(uuid),
  private.send_offer(uuid), public.send_offer(uuid), public.can_render_offer_pdf(uuid)
  to authenticated, service_role;
-- The scheduled job and tests (service role) expire offers; the offer-pdf function prints and
-- records the PDF and counts its visitors. send_offer and the e-mail hooks derive the link as their owner.
grant execute on function
  private.offer_document(uuid), public.expire_offers(), public.offer_pdf_source(uuid),
  public.record_offer_pdf(uuid, text, text, text, text), private.count_offer_link_use(text),
  public.claim_offer_link_use(text), private.offer_content_sha256(uuid)
  to service_role;
-- The client's link: anyone holding it.
grant execute on function
  private.get_offer_for_client(text), private.accept_offer(text, uuid, text, text, boolean),
  private.decline_offer(text, uuid, text),
  public.get_offer_for_client(text), public.accept_offer(text, uuid, text, text, boolean),
  public.decline_offer(text, uuid, text)
  to anon, authenticated, service_role;
