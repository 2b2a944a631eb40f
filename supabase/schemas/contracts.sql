-- Contracts and after-sales service. A confirmed order becomes a contract (one row per unit of
-- equipment), installed within 7 to 15 French working days, started by the signed installation
-- report; incidents with the promised intervention time (48 h, premium 4 h, counted in plain
-- hours from the report), quarterly preventive visits for premium contracts, and the end of lease
-- three months ahead (a task for the sales owner, an e-mail to the customer, the outcome recorded).
--
-- Contract statuses: pending_installation (En attente d'installation) → active (Actif) → ended (Terminé).
-- Incident statuses, forward only: open (Ouvert) → planned (Planifié) → in_progress (En intervention)
-- → resolved (Résolu) → closed (Clos). src/features/service/report-schema.ts mirrors the
-- incident rules.

-- == Numbers: CTR-YYYY-NNNNN, INC-YYYY-NNNNN ====================================================
-- One counter row per prefix and year, as the offers' numbers: concurrent creations queue on its
-- row lock, a rolled-back creation rolls its number back (sequential, without gaps).
create table private.document_number_counters (
  prefix text not null,
  year integer not null,
  last_value integer not null check (last_value >= 0),
  primary key (prefix, year)
);
revoke all on private.document_number_counters from public, anon, authenticated;

create function private.next_document_number(doc_prefix text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from now() at time zone 'Europe/Paris')::integer;
  n integer;
begin
  insert into private.document_number_counters as c (prefix, year, last_value) values (doc_prefix, this_year, 1)
  on conflict (prefix, year) do update set last_value = c.last_value + 1
  returning c.last_value into n;
  return format('%s-%s-%s', doc_prefix, this_year,
    case when n < 100000 then lpad(n::text, 5, '0') else n::text end);
end;
$$;

create function private.next_contract_number()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.next_document_number('CTR');
$$;

-- An incident's number is drawn at random within the year, not counted: with a consecutive
-- counter, a customer filing twice would read in the gap how many reports were filed meanwhile
-- (a probe's match on /assistance among them) and the company's incident volume. Unique, in the
-- same format, wider only if a year ever fills up; lists sort by date, never by number.
create function private.next_incident_number()
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

-- == French working days ========================================================================
-- Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher).
create function private.easter_sunday(year integer)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  a integer := year % 19;
  b integer := year / 100;
  c integer := year % 100;
  d integer := b / 4;
  e integer := b % 4;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - d - g + 15) % 30;
  i integer := c / 4;
  k integer := c % 4;
  l integer := (32 + 2 * e + 2 * i - h - k) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
  month integer := (h + l - 7 * m + 114) / 31;
  day integer := ((h + l - 7 * m + 114) % 31) + 1;
begin
  return make_date(year, month, day);
end;
$$;

-- Monday to Friday, except the eleven French public holidays (Easter Monday, Ascension and Whit
-- Monday follow Easter).
create function private.is_french_working_day(day date)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select extract(isodow from day) < 6
     and to_char(day, 'MM-DD') not in ('01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25')
     and day not in (
       private.easter_sunday(extract(year from day)::integer) + 1,
       private.easter_sunday(extract(year from day)::integer) + 39,
       private.easter_sunday(extract(year from day)::integer) + 50
     );
end;

-- The `days`-th working day after `day` (day itself not counted).
create function private.add_working_days(day date, days integer)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  result date := day;
  counted integer := 0;
begin
  if days is null or days < 0 or days > 1000 then
    raise exception using errcode = '22023', message = 'Nombre de jours ouvrés invalide.';
  end if;
  while counted < days loop
    result := result + 1;
    if private.is_french_working_day(result) then
      counted := counted + 1;
    end if;
  end loop;
  return result;
end;
$$;

-- == Labels and rules ===========================================================================
create function private.incident_status_label(status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'open' then 'Ouvert' when 'planned' then 'Planifié' when 'in_progress' then 'En intervention'
    when 'resolved' then 'Résolu' when 'closed' then 'Clos' else status end;
$$;

create function private.incident_status_rank(status text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'open' then 0 when 'planned' then 1 when 'in_progress' then 2 when 'resolved' then 3 when 'closed' then 4 end;
$$;

create function private.incident_type_label(type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case type when 'panne' then 'Panne' when 'casse' then 'Casse' when 'vol' then 'Vol' when 'autre' then 'Autre'
    else type end;
$$;

-- The promised time to the on-site intervention, in plain hours.
create function private.intervention_delay(service_level text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when service_level = 'premium' then interval '4 hours' else interval '48 hours' end;
$$;

-- The residual value's share of the purchase value, by the contract's length.
create function private.residual_rate(duration_months integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    when duration_months <= 12 then 0.15 when duration_months <= 24 then 0.10 when duration_months <= 36 then 0.075
    when duration_months <= 48 then 0.045 else 0.02 end::numeric;
$$;

-- == Contracts ==================================================================================
create table public.contracts (
  id uuid primary key default gen_random_uuid(),
  contract_number text not null default private.next_contract_number(),
  -- Kept with its order, never removed by a cascade: the retention job deletes both explicitly.
  order_id uuid not null references public.orders (id) on delete restrict,
  offer_id uuid references public.offers (id) on delete set null,
  customer_company text,
  customer_first_name text not null,
  customer_last_name text not null,
  customer_email text not null,
  customer_phone text,
  owner_id uuid references auth.users (id) on delete set null,
  service_level text not null default 'standard',
  duration_months integer not null,
  monthly_rent_ht numeric(12, 2) not null default 0,
  purchase_value_ht numeric(14, 2) not null default 0,
  status text not null default 'pending_installation',
  confirmed_at timestamptz not null default now(),
  installation_planned_on date,
  installation_technician_id uuid references auth.users (id) on delete set null,
  installation_window_ok boolean,
  start_date date,
  end_date date,
  installation_signed_name text,
  installation_signed_at timestamptz,
  installation_report_path text,
  installation_report_sha256 text,
  end_of_lease_outcome text,
  end_of_lease_recorded_at timestamptz,
  renewal_offer_id uuid references public.offers (id) on delete set null,
  residual_value_ht numeric(14, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      contract_number, customer_first_name, customer_last_name, customer_email, customer_company))
  ) stored,
  -- The customer billed (its foreign key in billing.sql), and the offer's first rent and billing period.
  customer_id uuid not null,
  first_rent_ht numeric(12, 2),
  billing_frequency text not null default 'monthly',
  constraint contracts_contract_number_key unique (contract_number),
  constraint contracts_order_id_key unique (order_id),
  constraint contracts_contract_number_check check (contract_number ~ '^CTR-[0-9]{4}-[0-9]{5,9}$'),
  constraint contracts_customer_company_check check (private.is_text(customer_company, 120)),
  constraint contracts_customer_first_name_check check (private.is_text(customer_first_name, 80)),
  constraint contracts_customer_last_name_check check (private.is_text(customer_last_name, 80)),
  constraint contracts_customer_email_check check (private.is_email(customer_email)),
  constraint contracts_customer_phone_check check (private.is_phone(customer_phone)),
  constraint contracts_service_level_check check (service_level in ('standard', 'premium')),
  constraint contracts_duration_check check (duration_months between 12 and 60),
  constraint contracts_amounts_check check (
    monthly_rent_ht >= 0 and purchase_value_ht >= 0 and (residual_value_ht is null or residual_value_ht >= 0)
  ),
  constraint contracts_status_check check (status in ('pending_installation', 'active', 'ended')),
  constraint contracts_installation_after_confirmation check (
    installation_planned_on is null
    or installation_planned_on >= (confirmed_at at time zone 'Europe/Paris')::date
  ),
  constraint contracts_dates_check check (
    (start_date is null) = (end_date is null) and (end_date is null or end_date > start_date)
  ),
  constraint contracts_started_check check (status = 'pending_installation' or start_date is not null),
  constraint contracts_signed_name_check check (private.is_text(installation_signed_name, 120)),
  constraint contracts_report_path_check check (char_length(installation_report_path) between 1 and 300),
  constraint contracts_report_sha256_check check (installation_report_sha256 ~ '^[0-9a-f]{64}$'),
  constraint contracts_end_of_lease_outcome_check check (end_of_lease_outcome in ('renewed', 'returned', 'bought_out')),
  constraint contracts_outcome_recorded_check check ((end_of_lease_outcome is null) = (end_of_lease_recorded_at is null)),
  constraint contracts_first_rent_ht_check check (first_rent_ht > 0),
  constraint contracts_billing_frequency_check check (billing_frequency in ('monthly', 'quarterly'))
);
create index contracts_search_idx on public.contracts using gin (search);
create index contracts_created_at_idx on public.contracts (created_at desc, id);
create index contracts_status_idx on public.contracts (status, end_date);
create index contracts_offer_id_idx on public.contracts (offer_id);
create index contracts_owner_id_idx on public.contracts (owner_id);
create index contracts_customer_id_idx on public.contracts (customer_id);
create index contracts_installation_technician_id_idx on public.contracts (installation_technician_id);
create index contracts_renewal_offer_id_idx on public.contracts (renewal_offer_id);
create trigger contracts_set_updated_at before update on public.contracts
  for each row execute function public.set_updated_at();
create trigger contracts_audit after insert or update or delete on public.contracts
  for each row execute function private.audit_row('contracts');

-- The equipment: serial numbers are entered by sales staff or by the technician installing it.
create table public.contract_items (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references public.contracts (id) on delete cascade,
  position integer not null default 0,
  product_id uuid references public.products (id) on delete set null,
  product_name text not null,
  product_brand text,
  serial_number text,
  created_at timestamptz not null default now(),
  constraint contract_items_serial_number_key unique (serial_number),
  constraint contract_items_serial_number_check check (serial_number ~ '^[A-Za-z0-9._/-]{3,40}$'),
  constraint contract_items_position_check check (position between 0 and 100000),
  constraint contract_items_product_name_check check (char_length(product_name) between 1 and 120)
);
create index contract_items_contract_id_idx on public.contract_items (contract_id, position);
create index contract_items_product_id_idx on public.contract_items (product_id);
create trigger contract_items_audit after insert or update or delete on public.contract_items
  for each row execute function private.audit_row('contracts', 'contract_id');

-- The signed installation report lists every unit with its serial number: afterwards the records
-- may not diverge from it, whoever writes (the catalogue link, product_id, may still be cleared by
-- a product's deletion).
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

-- == A confirmed order becomes a contract =======================================================
-- Creates the order's contract when none exists, then, while the contract waits for its
-- installation and no serial number was entered, follows the order's lines (save_order and
-- accept_offer add them after the status): one row per unit, the longest duration, the rents.
create function private.sync_contract(order_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  ord public.orders;
  offer public.offers;
  target public.contracts;
  wanted jsonb;
  current_items jsonb;
begin
  select * into ord from public.orders o where o.id = sync_contract.order_id;
  if not found then
    return;
  end if;
  select * into target from public.contracts c where c.order_id = ord.id for update;
  if not found then
    if ord.status <> 'confirmed' then
      return;
    end if;
    select * into offer from public.offers f where f.id = ord.offer_id;
    insert into public.contracts (
      order_id, offer_id, customer_company, customer_first_name, customer_last_name, customer_email,
      customer_phone, owner_id, service_level, duration_months, confirmed_at
    ) values (
      ord.id, offer.id, ord.customer_company, ord.customer_first_name, ord.customer_last_name, ord.customer_email,
      ord.customer_phone, offer.created_by, coalesce(offer.maintenance_level, 'standard'),
      coalesce((select max(i.duration_months) from public.order_items i where i.order_id = ord.id), 36), now()
    )
    on conflict on constraint contracts_order_id_key do nothing
    returning * into target;
    if target.id is null then
      return;
    end if;
  end if;
  if target.status <> 'pending_installation'
     or exists (select 1 from public.contract_items ci where ci.contract_id = target.id and ci.serial_number is not null) then
    return;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('product_id', i.product_id, 'product_name', i.product_name,
           'product_brand', i.product_brand) order by i.created_at, i.id, u.n), '[]'::jsonb)
    into wanted
    from public.order_items i cross join lateral generate_series(1, i.quantity) as u (n)
   where i.order_id = ord.id;
  select coalesce(jsonb_agg(jsonb_build_object('product_id', ci.product_id, 'product_name', ci.product_name,
           'product_brand', ci.product_brand) order by ci.position), '[]'::jsonb)
    into current_items
    from public.contract_items ci where ci.contract_id = target.id;
  if wanted is distinct from current_items then
    delete from public.contract_items ci where ci.contract_id = target.id;
    insert into public.contract_items (contract_id, position, product_id, product_name, product_brand)
    select target.id, (e.n - 1)::integer, (e.item ->> 'product_id')::uuid, e.item ->> 'product_name', e.item ->> 'product_brand'
    from jsonb_array_elements(wanted) with ordinality as e (item, n);
  end if;

  update public.contracts c set
    duration_months = coalesce(t.duration, c.duration_months),
    monthly_rent_ht = t.monthly,
    purchase_value_ht = t.purchase
  from (
    select max(i.duration_months) as duration,
           coalesce(sum(i.monthly_payment * i.quantity), 0) as monthly,
           -- The catalogue's purchase price, else the one the rent implies (the simulator's
           -- formula, src/lib/leasing.ts: rent = value / months × 1.08).
           coalesce(sum(coalesce(nullif(p.purchase_price, 0), round(i.monthly_payment * i.duration_months / 1.08, 2))
                        * i.quantity), 0) as purchase
    from public.order_items i left join public.products p on p.id = i.product_id
    where i.order_id = ord.id
  ) t
  where c.id = target.id
    and (c.duration_months, c.monthly_rent_ht, c.purchase_value_ht)
        is distinct from (coalesce(t.duration, c.duration_months), t.monthly, t.purchase);
end;
$$;

create function private.contract_on_order_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status is distinct from 'confirmed') then
    perform private.sync_contract(new.id);
  end if;
  return null;
end;
$$;

create trigger orders_create_contract after insert or update of status on public.orders
  for each row execute function private.contract_on_order_confirmed();

create function private.contract_on_order_items()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched uuid;
begin
  for touched in
    select distinct x.order_id
    from (select new.order_id where tg_op <> 'DELETE' union all select old.order_id where tg_op <> 'INSERT') x
  loop
    if exists (select 1 from public.contracts c where c.order_id = touched) then
      perform private.sync_contract(touched);
    end if;
  end loop;
  return null;
end;
$$;

create trigger order_items_sync_contract after insert or update or delete on public.order_items
  for each row execute function private.contract_on_order_items();

-- == What a contract keeps of its order =========================================================
-- An order with a contract or an accepted offer keeps its lines and prices from the transaction
-- that confirmed it (save_order and accept_offer write the lines with the confirmation): a change
-- goes through a new offer or an amendment. It cannot be deleted through the API; only the
-- retention job deletes it (private.delete_orders), 10 years after the relationship.
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

-- `created_at` is now() of the transaction that made the row.
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

-- The installation's evidence, the dates and the end-of-lease outcome are written once, by the
-- functions below; a client changes the owner and the service level only (column grants).
create function private.guard_contract_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.installation_report_sha256 is not null
     and (new.installation_report_sha256, new.installation_report_path, new.installation_signed_name,
          new.installation_signed_at, new.start_date, new.end_date)
         is distinct from
         (old.installation_report_sha256, old.installation_report_path, old.installation_signed_name,
          old.installation_signed_at, old.start_date, old.end_date) then
    raise exception using errcode = 'P0001', message = 'Le PV d’installation signé ne peut plus être modifié.';
  end if;
  if old.end_of_lease_outcome is not null
     and (new.end_of_lease_outcome, new.end_of_lease_recorded_at, new.residual_value_ht)
         is distinct from (old.end_of_lease_outcome, old.end_of_lease_recorded_at, old.residual_value_ht) then
    raise exception using errcode = 'P0001', message = 'L’issue de fin de contrat est déjà enregistrée.';
  end if;
  if (old.status = 'active' and new.status = 'pending_installation') or (old.status = 'ended' and new.status <> 'ended') then
    raise exception using errcode = 'P0001', message = 'Un contrat ne revient pas à un statut antérieur.';
  end if;
  return new;
end;
$$;

create trigger contracts_guard_change before update on public.contracts
  for each row execute function private.guard_contract_change();

-- == Incidents ==================================================================================
create table public.incidents (
  id uuid primary key default gen_random_uuid(),
  incident_number text not null default private.next_incident_number(),
  contract_id uuid not null references public.contracts (id) on delete restrict,
  contract_item_id uuid references public.contract_items (id) on delete set null,
  type text not null,
  status text not null default 'open',
  source text not null default 'staff',
  reporter_name text,
  reporter_email text,
  description text not null,
  reported_at timestamptz not null default now(),
  -- Always the trigger's (set_incident_deadline); the default only keeps the column optional on insert.
  deadline_at timestamptz not null default now() + interval '48 hours',
  technician_id uuid references auth.users (id) on delete set null,
  planned_for timestamptz,
  intervened_at timestamptz,
  resolved_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint incidents_incident_number_key unique (incident_number),
  constraint incidents_incident_number_check check (incident_number ~ '^INC-[0-9]{4}-[0-9]{5,9}$'),
  constraint incidents_type_check check (type in ('panne', 'casse', 'vol', 'autre')),
  constraint incidents_status_check check (status in ('open', 'planned', 'in_progress', 'resolved', 'closed')),
  constraint incidents_source_check check (source in ('customer', 'staff')),
  constraint incidents_reporter_name_check check (private.is_text(reporter_name, 160)),
  constraint incidents_reporter_email_check check (reporter_email is null or private.is_email(reporter_email)),
  constraint incidents_description_check check (
    char_length(btrim(description)) between 10 and 2000 and private.is_text(description, 2000)
  ),
  constraint incidents_deadline_check check (deadline_at > reported_at),
  constraint incidents_times_check check (
    (intervened_at is null or intervened_at >= reported_at)
    and (resolved_at is null or resolved_at >= reported_at)
    and (closed_at is null or closed_at >= reported_at)
  )
);
create index incidents_contract_id_idx on public.incidents (contract_id, reported_at desc);
create index incidents_contract_item_id_idx on public.incidents (contract_item_id);
create index incidents_status_deadline_idx on public.incidents (status, deadline_at);
create index incidents_technician_id_idx on public.incidents (technician_id, deadline_at);
create index incidents_reported_at_idx on public.incidents (reported_at desc, id);
create trigger incidents_set_updated_at before update on public.incidents
  for each row execute function public.set_updated_at();
create trigger incidents_audit after insert or update or delete on public.incidents
  for each row execute function private.audit_row('service');

-- The deadline is the database's, always: reported_at + 48 h (premium 4 h), plain hours. A
-- signed-in user (staff, directly or through a function) never chooses reported_at; only a caller
-- without a user (the service role: edge functions, dated fixtures) may give it.
create function private.set_incident_deadline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  level text;
  trusted boolean := (select auth.uid()) is null
    and coalesce(current_setting('role', true), '') not in ('authenticated', 'anon');
begin
  select c.service_level into level from public.contracts c where c.id = new.contract_id;
  if tg_op = 'INSERT' then
    if not trusted then
      new.reported_at := now();
      new.deadline_at := null;
      new.status := 'open';
      new.intervened_at := null;
      new.resolved_at := null;
      new.closed_at := null;
      new.source := 'staff';
    end if;
    new.reported_at := coalesce(new.reported_at, now());
    new.deadline_at := new.reported_at + private.intervention_delay(level);
  elsif (new.reported_at, new.deadline_at, new.contract_id) is distinct from (old.reported_at, old.deadline_at, old.contract_id) then
    if not trusted then
      raise exception using errcode = 'P0001', message = 'L’heure du signalement et l’échéance sont fixées par la base.';
    end if;
    new.deadline_at := new.reported_at + private.intervention_delay(level);
  end if;
  if new.contract_item_id is not null
     and not exists (select 1 from public.contract_items ci where ci.id = new.contract_item_id and ci.contract_id = new.contract_id) then
    raise exception using errcode = 'P0001', message = 'Cet équipement n’appartient pas au contrat.';
  end if;
  return new;
end;
$$;

create trigger incidents_set_deadline before insert or update on public.incidents
  for each row execute function private.set_incident_deadline();

-- The customer's e-mails go to the contract's address, never one staff typed: the recipient is the
-- contract's for every writer, and the name too unless it is the customer's own report (the
-- service role's /assistance form). After incidents_set_deadline (by name), which settles `source`.
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
create trigger incidents_set_reporter before insert or update on public.incidents
  for each row execute function private.set_incident_reporter();

-- Forward only; each step dates itself (a skipped step takes the same time).
create function private.guard_incident_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if private.incident_status_rank(new.status) < private.incident_status_rank(old.status) then
      raise exception using errcode = 'P0001',
        message = format('Passage du statut « %s » à « %s » non autorisé.',
          private.incident_status_label(old.status), private.incident_status_label(new.status));
    end if;
    if private.incident_status_rank(new.status) >= 2 and new.intervened_at is null then
      new.intervened_at := greatest(now(), new.reported_at);
    end if;
    if private.incident_status_rank(new.status) >= 3 and new.resolved_at is null then
      new.resolved_at := greatest(now(), new.reported_at);
    end if;
    if new.status = 'closed' and new.closed_at is null then
      new.closed_at := greatest(now(), new.reported_at);
    end if;
  end if;
  return new;
end;
$$;

create trigger incidents_guard_status before update on public.incidents
  for each row execute function private.guard_incident_status();

-- The photos a report carries, in the private incident-photos bucket (supabase/schemas/storage.sql).
create table public.incident_photos (
  id uuid primary key default gen_random_uuid(),
  incident_id uuid not null references public.incidents (id) on delete cascade,
  path text not null,
  created_at timestamptz not null default now(),
  constraint incident_photos_path_key unique (path),
  constraint incident_photos_path_check check (char_length(path) between 1 and 300 and path !~ '(^/|\.\.)')
);
create index incident_photos_incident_id_idx on public.incident_photos (incident_id);

-- Three photos at most per incident (the /assistance form's promise), counted under the incident's
-- row lock so two uploads at once cannot make a fourth.
create function private.limit_incident_photos()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.incidents i where i.id = new.incident_id for update;
  if (select count(*) from public.incident_photos p where p.incident_id = new.incident_id) >= 3 then
    raise exception using errcode = 'P0001', message = 'Trois photos au plus par incident.';
  end if;
  return new;
end;
$$;

create trigger incident_photos_limit before insert on public.incident_photos
  for each row execute function private.limit_incident_photos();

create table public.incident_notes (
  id uuid primary key default gen_random_uuid(),
  incident_id uuid not null references public.incidents (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  body text not null,
  created_at timestamptz not null default now(),
  constraint incident_notes_body_check check (private.is_text(body, 2000))
);
create index incident_notes_incident_idx on public.incident_notes (incident_id, created_at desc);
create index incident_notes_author_id_idx on public.incident_notes (author_id);
create trigger incident_notes_set_author before insert on public.incident_notes
  for each row execute function private.set_note_author();
create trigger incident_notes_audit after insert or update or delete on public.incident_notes
  for each row execute function private.audit_row('service', 'incident_id');

-- == Service visits and staff tasks =============================================================
create table public.service_visits (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  contract_id uuid not null references public.contracts (id) on delete cascade,
  incident_id uuid references public.incidents (id) on delete cascade,
  technician_id uuid references auth.users (id) on delete set null,
  scheduled_on date not null,
  period_start date,
  status text not null default 'planned',
  done_at timestamptz,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint service_visits_kind_check check (kind in ('installation', 'maintenance', 'intervention')),
  constraint service_visits_status_check check (status in ('planned', 'done', 'cancelled')),
  constraint service_visits_done_check check ((status = 'done') = (done_at is not null)),
  constraint service_visits_period_check check ((kind = 'maintenance') = (period_start is not null)),
  constraint service_visits_incident_check check ((kind = 'intervention') = (incident_id is not null)),
  constraint service_visits_scheduled_on_check check (scheduled_on between date '2000-01-01' and date '2100-12-31'),
  constraint service_visits_notes_check check (private.is_text(notes, 2000))
);
create unique index service_visits_maintenance_period_key on public.service_visits (contract_id, period_start)
  where kind = 'maintenance';
create unique index service_visits_installation_key on public.service_visits (contract_id) where kind = 'installation';
create unique index service_visits_intervention_key on public.service_visits (incident_id) where kind = 'intervention';
create index service_visits_technician_idx on public.service_visits (technician_id, scheduled_on);
create index service_visits_scheduled_on_idx on public.service_visits (scheduled_on, id);
create index service_visits_incident_id_idx on public.service_visits (incident_id);
create trigger service_visits_set_updated_at before update on public.service_visits
  for each row execute function public.set_updated_at();
create trigger service_visits_audit after insert or update or delete on public.service_visits
  for each row execute function private.audit_row('service', 'contract_id');

create table public.staff_tasks (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  contract_id uuid not null references public.contracts (id) on delete cascade,
  assignee_id uuid references auth.users (id) on delete set null,
  title text not null,
  due_on date not null,
  done_at timestamptz,
  created_at timestamptz not null default now(),
  constraint staff_tasks_kind_contract_key unique (kind, contract_id),
  constraint staff_tasks_kind_check check (kind in ('end_of_lease')),
  constraint staff_tasks_title_check check (private.is_text(title, 200))
);
create index staff_tasks_assignee_idx on public.staff_tasks (assignee_id, due_on);
create index staff_tasks_contract_id_idx on public.staff_tasks (contract_id);

-- == The incident board =========================================================================
-- Late and « Matériel de remplacement dû » are computed by the database, not by a job.
create view public.incident_board with (security_invoker = true) as
select
  i.*,
  c.contract_number,
  c.service_level,
  c.customer_company,
  coalesce(i.intervened_at, now()) > i.deadline_at as is_late,
  i.status in ('open', 'planned', 'in_progress') and now() > i.reported_at + interval '5 days' as replacement_due
from public.incidents i
join public.contracts c on c.id = i.contract_id;

-- == Access =====================================================================================
alter table public.contracts enable row level security;
alter table public.contract_items enable row level security;
alter table public.incidents enable row level security;
alter table public.incident_photos enable row level security;
alter table public.incident_notes enable row level security;
alter table public.service_visits enable row level security;
alter table public.staff_tasks enable row level security;

-- Contracts are created by the order's confirmation and kept (no INSERT or DELETE grant).
create policy "Contract readers can read contracts" on public.contracts
  for select to authenticated using ((select private.can('contracts', 'read')));
create policy "Contract writers can update contracts" on public.contracts
  for update to authenticated
  using ((select private.can('contracts', 'write'))) with check ((select private.can('contracts', 'write')));

create policy "Contract or service readers can read equipment" on public.contract_items
  for select to authenticated
  using ((select private.can('contracts', 'read')) or (select private.can('service', 'read')));
create policy "Contract or service writers can enter serial numbers" on public.contract_items
  for update to authenticated
  using ((select private.can('contracts', 'write')) or (select private.can('service', 'write')))
  with check ((select private.can('contracts', 'write')) or (select private.can('service', 'write')));

create policy "Service readers can read incidents" on public.incidents
  for select to authenticated using ((select private.can('service', 'read')));
create policy "Service writers can open incidents" on public.incidents
  for insert to authenticated with check ((select private.can('service', 'write')));
create policy "Service writers can update incidents" on public.incidents
  for update to authenticated
  using ((select private.can('service', 'write'))) with check ((select private.can('service', 'write')));

create policy "Service readers can read incident photos" on public.incident_photos
  for select to authenticated using ((select private.can('service', 'read')));
create policy "Service writers can add incident photos" on public.incident_photos
  for insert to authenticated with check ((select private.can('service', 'write')));
create policy "Service writers can delete incident photos" on public.incident_photos
  for delete to authenticated using ((select private.can('service', 'write')));

create policy "Service readers can read incident notes" on public.incident_notes
  for select to authenticated using ((select private.can('service', 'read')));
create policy "Service writers can add incident notes" on public.incident_notes
  for insert to authenticated with check ((select private.can('service', 'write')));
create policy "Authors and admins can delete incident notes" on public.incident_notes
  for delete to authenticated
  using (
    (select private.can('service', 'write'))
    and (author_id = (select auth.uid()) or (select private.has_role('admin')))
  );

create policy "Service readers can read visits" on public.service_visits
  for select to authenticated using ((select private.can('service', 'read')));
create policy "Service writers can plan visits" on public.service_visits
  for insert to authenticated with check ((select private.can('service', 'write')));
create policy "Service writers can update visits" on public.service_visits
  for update to authenticated
  using ((select private.can('service', 'write'))) with check ((select private.can('service', 'write')));
create policy "Service writers can delete visits" on public.service_visits
  for delete to authenticated using ((select private.can('service', 'write')));

-- Tasks are created by the scheduled job; staff mark them done or hand them over.
create policy "Contract readers can read tasks" on public.staff_tasks
  for select to authenticated using ((select private.can('contracts', 'read')));
create policy "Contract writers can update tasks" on public.staff_tasks
  for update to authenticated
  using ((select private.can('contracts', 'write'))) with check ((select private.can('contracts', 'write')));

revoke all on public.contracts, public.contract_items, public.incidents, public.incident_photos,
  public.incident_notes, public.service_visits, public.staff_tasks, public.incident_board
  from anon, authenticated;
grant select on public.contracts, public.contract_items, public.incidents, public.incident_photos,
  public.incident_notes, public.service_visits, public.staff_tasks, public.incident_board to authenticated;
grant update (owner_id, service_level) on public.contracts to authenticated;
grant update (serial_number) on public.contract_items to authenticated;
grant insert (contract_id, contract_item_id, type, description),
  update (contract_item_id, type, description, status, technician_id, planned_for)
  on public.incidents to authenticated;
grant insert (incident_id, path), delete on public.incident_photos to authenticated;
grant insert (incident_id, body), delete on public.incident_notes to authenticated;
grant insert (kind, contract_id, incident_id, technician_id, scheduled_on, period_start, status, done_at, notes),
  update (technician_id, scheduled_on, status, done_at, notes), delete
  on public.service_visits to authenticated;
grant update (assignee_id, done_at) on public.staff_tasks to authenticated;
grant all on public.contracts, public.contract_items, public.incidents, public.incident_photos,
  public.incident_notes, public.service_visits, public.staff_tasks to service_role;
grant select on public.incident_board to service_role;

-- == Installation ===============================================================================
create function private.plan_installation(p_contract_id uuid, p_planned_on date, p_technician_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.contracts;
  confirmed date;
  earliest date;
  latest date;
  ok boolean;
begin
  if not private.can('contracts', 'write') and not private.can('service', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas le droit de planifier une installation.';
  end if;
  select * into target from public.contracts c where c.id = p_contract_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Ce contrat est introuvable.';
  end if;
  if target.status <> 'pending_installation' then
    raise exception using errcode = 'P0001', message = 'Ce contrat est déjà installé.';
  end if;
  if p_planned_on is null then
    raise exception using errcode = 'P0001', message = 'Indiquez la date d’installation.';
  end if;
  confirmed := (target.confirmed_at at time zone 'Europe/Paris')::date;
  if p_planned_on < confirmed then
    raise exception using errcode = 'P0001',
      message = 'L’installation ne peut pas être planifiée avant la confirmation de la commande.';
  end if;
  if p_planned_on > confirmed + 365 then
    raise exception using errcode = 'P0001', message = 'La date d’installation est trop lointaine.';
  end if;
  if p_technician_id is not null and not exists (
    select 1 from public.user_roles r where r.user_id = p_technician_id and r.role in ('technicien', 'admin')
  ) then
    raise exception using errcode = 'P0001', message = 'Choisissez un technicien.';
  end if;
  earliest := private.add_working_days(confirmed, 7);
  latest := private.add_working_days(confirmed, 15);
  ok := p_planned_on between earliest and latest;
  update public.contracts c
     set installation_planned_on = p_planned_on, installation_technician_id = p_technician_id,
         installation_window_ok = ok
   where c.id = target.id;
  insert into public.service_visits (kind, contract_id, technician_id, scheduled_on)
  values ('installation', target.id, p_technician_id, p_planned_on)
  on conflict (contract_id) where kind = 'installation'
  do update set technician_id = excluded.technician_id, scheduled_on = excluded.scheduled_on, status = 'planned', done_at = null;
  return jsonb_build_object('window_ok', ok, 'earliest', earliest, 'latest', latest);
end;
$$;

create function public.plan_installation(p_contract_id uuid, p_planned_on date, p_technician_id uuid)
returns jsonb
language sql
security invoker
set search_path = ''
begin atomic
  select private.plan_installation(p_contract_id, p_planned_on, p_technician_id);
end;

-- Called by the installation-report edge function once it stored the signed PDF.
create function public.record_installation_report(p_contract_id uuid, p_signed_name text, p_path text, p_sha256 text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.contracts;
  today date := (now() at time zone 'Europe/Paris')::date;
begin
  select * into target from public.contracts c where c.id = p_contract_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Ce contrat est introuvable.';
  end if;
  if target.status <> 'pending_installation' then
    raise exception using errcode = 'P0001', message = 'Le PV d’installation de ce contrat est déjà signé.';
  end if;
  if target.installation_planned_on is null then
    raise exception using errcode = 'P0001', message = 'Planifiez l’installation avant de faire signer le PV.';
  end if;
  if not exists (select 1 from public.contract_items ci where ci.contract_id = target.id) then
    raise exception using errcode = 'P0001', message = 'Ce contrat ne comporte aucun équipement.';
  end if;
  if exists (select 1 from public.contract_items ci where ci.contract_id = target.id and ci.serial_number is null) then
    raise exception using errcode = 'P0001', message = 'Saisissez le numéro de série de chaque équipement avant la signature.';
  end if;
  if nullif(btrim(coalesce(p_signed_name, '')), '') is null or not coalesce(private.is_text(btrim(p_signed_name), 120), false) then
    raise exception using errcode = 'P0001', message = 'Indiquez le nom du signataire.';
  end if;
  update public.contracts c
     set status = 'active', start_date = today, end_date = (today + make_interval(months => c.duration_months))::date,
         installation_signed_name = btrim(p_signed_name), installation_signed_at = now(),
         installation_report_path = p_path, installation_report_sha256 = p_sha256
   where c.id = target.id;
  update public.service_visits v set status = 'done', done_at = now()
   where v.contract_id = target.id and v.kind = 'installation' and v.status <> 'done';
  return jsonb_build_object('start_date', today,
    'end_date', (today + make_interval(months => target.duration_months))::date);
end;
$$;

-- May the caller have the installation report signed (the installation-report edge function asks
-- with the caller's token before it uses the service role)? A contracts or service writer, the
-- contract still waiting for its installation.
create function public.can_sign_installation_report(p_contract_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select (private.can('contracts', 'write') or private.can('service', 'write'))
     and exists (select 1 from public.contracts c where c.id = p_contract_id and c.status = 'pending_installation');
end;

-- == Incidents: staff, the public form, the moves ===============================================
-- The form's rules, with their French messages (the CHECKs hold the same).
create function private.check_incident_input(type text, description text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if type is null or type not in ('panne', 'casse', 'vol', 'autre') then
    raise exception using errcode = 'P0001', message = 'Choisissez le type d’incident : panne, casse, vol ou autre.';
  end if;
  if char_length(btrim(coalesce(description, ''))) not between 10 and 2000
     or not coalesce(private.is_text(btrim(description), 2000), false) then
    raise exception using errcode = 'P0001',
      message = 'Décrivez l’incident en 10 à 2 000 caractères, sans caractères de contrôle.';
  end if;
end;
$$;

create function public.open_incident(
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

-- The customer's report from /assistance (edge function report-incident, service role): the
-- contract number and the contract's e-mail are the proof. Any mismatch returns null, exactly
-- as an unknown contract does.
create function public.report_incident_public(
  p_contract_number text, p_email text, p_contract_item_id uuid default null, p_type text default null,
  p_description text default null, p_reporter_name text default null
)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.contracts;
  created text;
begin
  select * into target from public.contracts c
   where c.contract_number = upper(btrim(coalesce(p_contract_number, '')))
     and lower(c.customer_email) = lower(btrim(coalesce(p_email, '')))
     and c.status in ('pending_installation', 'active');
  if not found then
    return null;
  end if;
  if p_contract_item_id is not null
     and not exists (select 1 from public.contract_items ci where ci.id = p_contract_item_id and ci.contract_id = target.id) then
    return null;
  end if;
  perform private.check_incident_input(p_type, p_description);
  insert into public.incidents (contract_id, contract_item_id, type, source, description, reporter_name, reporter_email)
  values (target.id, p_contract_item_id, p_type, 'customer', btrim(p_description),
          coalesce(nullif(left(btrim(coalesce(p_reporter_name, '')), 160), ''),
                   left(btrim(target.customer_first_name || ' ' || target.customer_last_name), 160)),
          target.customer_email)
  returning incident_number into created;
  return created;
end;
$$;

-- The equipment a customer may name on /assistance, once the proof matches (else null).
create function public.contract_equipment_public(p_contract_number text, p_email text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select coalesce((
    select jsonb_agg(jsonb_build_object('id', ci.id, 'product_name', ci.product_name,
             'product_brand', ci.product_brand, 'serial_number', ci.serial_number) order by ci.position)
    from public.contract_items ci where ci.contract_id = c.id
  ), '[]'::jsonb)
  from public.contracts c
  where c.contract_number = upper(btrim(coalesce(p_contract_number, '')))
    and lower(c.customer_email) = lower(btrim(coalesce(p_email, '')))
    and c.status in ('pending_installation', 'active');
end;

create function public.set_incident_status(
  p_incident_id uuid, p_status text, p_technician_id uuid default null, p_planned_for timestamptz default null
)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.incidents;
begin
  select * into target from public.incidents i where i.id = p_incident_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cet incident est introuvable.';
  end if;
  if p_status is null or private.incident_status_rank(p_status) is null then
    raise exception using errcode = 'P0001', message = 'Statut inconnu.';
  end if;
  if p_status = 'planned' and coalesce(p_planned_for, target.planned_for) is null then
    raise exception using errcode = 'P0001', message = 'Indiquez la date de l’intervention.';
  end if;
  update public.incidents i
     set status = p_status,
         technician_id = coalesce(p_technician_id, i.technician_id),
         planned_for = coalesce(p_planned_for, i.planned_for)
   where i.id = target.id
  returning * into target;
  if target.planned_for is not null and target.status in ('planned', 'in_progress') then
    insert into public.service_visits (kind, contract_id, incident_id, technician_id, scheduled_on)
    values ('intervention', target.contract_id, target.id, target.technician_id,
            (target.planned_for at time zone 'Europe/Paris')::date)
    on conflict (incident_id) where kind = 'intervention'
    do update set technician_id = excluded.technician_id, scheduled_on = excluded.scheduled_on;
  end if;
  if target.status in ('resolved', 'closed') then
    update public.service_visits v set status = 'done', done_at = coalesce(target.intervened_at, now())
     where v.incident_id = target.id and v.kind = 'intervention' and v.status = 'planned';
  end if;
  return target.status;
end;
$$;

-- The public « Signaler un incident » form (/assistance): every attempt, matched or not, counts
-- against the client's address (report-incident applies it before it checks anything), since
-- counting only the matches would let anyone try contract numbers and e-mails at will. Kept one
-- day, never exposed through the API.
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

-- == End of lease ===============================================================================
-- Records the outcome once: renewed → a draft offer from the contract's equipment at 10 % off
-- (returned: its id); returned; bought_out → the residual value (given, else the purchase value
-- × the rate of the contract's length). Returns the renewal offer's id, else null.
create function private.record_end_of_lease(contract_id uuid, outcome text, residual_value_ht numeric)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.contracts;
  renewal uuid;
  residual numeric;
begin
  if not private.can('contracts', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas le droit d’enregistrer la fin d’un contrat.';
  end if;
  select * into target from public.contracts c where c.id = record_end_of_lease.contract_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Ce contrat est introuvable.';
  end if;
  if target.status = 'pending_installation' then
    raise exception using errcode = 'P0001', message = 'Ce contrat n’a pas encore commencé.';
  end if;
  if target.end_of_lease_outcome is not null then
    raise exception using errcode = 'P0001', message = 'L’issue de fin de contrat est déjà enregistrée.';
  end if;
  if outcome is null or outcome not in ('renewed', 'returned', 'bought_out') then
    raise exception using errcode = 'P0001', message = 'Choisissez l’issue : renouvelé, restitué ou racheté.';
  end if;
  if residual_value_ht is not null and (outcome <> 'bought_out' or residual_value_ht < 0 or residual_value_ht > 9999999999) then
    raise exception using errcode = 'P0001', message = 'La valeur résiduelle ne concerne qu’un rachat et doit être positive.';
  end if;
  if outcome = 'bought_out' then
    residual := round(coalesce(residual_value_ht, target.purchase_value_ht * private.residual_rate(target.duration_months)), 2);
  end if;
  if outcome = 'renewed' then
    insert into public.offers (
      client_company, client_first_name, client_last_name, client_email, client_phone, maintenance_level, note, created_by
    ) values (
      target.customer_company, target.customer_first_name, target.customer_last_name, target.customer_email,
      target.customer_phone, target.service_level,
      format('Renouvellement du contrat %s : 10 %% de remise sur le loyer.', target.contract_number),
      (select auth.uid())
    )
    returning id into renewal;
    insert into public.offer_items (offer_id, position, product_id, quantity, duration_months, monthly_rent)
    select renewal, (row_number() over (order by min(ci.position)) - 1)::integer, p.id, count(*)::integer,
           target.duration_months, round(private.catalogue_monthly(p, target.duration_months) * 0.9, 2)
    from public.contract_items ci
    join public.products p on p.id = ci.product_id
    where ci.contract_id = target.id and p.active and private.catalogue_monthly(p, target.duration_months) is not null
    group by p.id;
  end if;
  update public.contracts c
     set end_of_lease_outcome = outcome, end_of_lease_recorded_at = now(), renewal_offer_id = renewal,
         residual_value_ht = residual
   where c.id = target.id;
  update public.staff_tasks t set done_at = now()
   where t.contract_id = target.id and t.kind = 'end_of_lease' and t.done_at is null;
  return renewal;
end;
$$;

create function public.record_end_of_lease(p_contract_id uuid, p_outcome text, p_residual_value_ht numeric default null)
returns uuid
language sql
security invoker
set search_path = ''
begin atomic
  select private.record_end_of_lease(p_contract_id, p_outcome, p_residual_value_ht);
end;

-- == The scheduled after-sales jobs =============================================================
-- Nightly (supabase/hosted/schedules.sql, docs/jobs.md); tests call it with a chosen day.
-- Idempotent: a second run the same day creates nothing more.
-- - a preventive visit per quarter for each active premium contract (assigned to the installer);
-- - three months before the end: a task for the sales owner and the 'contract_end_notice' e-mail;
-- - a contract past its end whose outcome is recorded ends.
create function public.run_service_jobs(p_today date default (now() at time zone 'Europe/Paris')::date)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  quarter_start date := date_trunc('quarter', p_today)::date;
  quarter_end date := (date_trunc('quarter', p_today) + interval '3 months - 1 day')::date;
  visits integer;
  tasks integer;
  ended integer;
begin
  with created as (
    insert into public.service_visits (kind, contract_id, technician_id, scheduled_on, period_start)
    select 'maintenance', c.id, c.installation_technician_id,
           least(private.add_working_days(greatest(p_today, quarter_start), 5), quarter_end), quarter_start
    from public.contracts c
    where c.status = 'active' and c.service_level = 'premium'
      and c.start_date <= p_today and c.end_date > p_today
    on conflict (contract_id, period_start) where kind = 'maintenance' do nothing
    returning 1
  )
  select count(*) into visits from created;

  with created as (
    insert into public.staff_tasks (kind, contract_id, assignee_id, title, due_on)
    select 'end_of_lease', c.id, c.owner_id,
           left(format('Fin de contrat %s (%s) : proposer renouvellement, évolution ou restitution',
             c.contract_number, coalesce(c.customer_company, c.customer_first_name || ' ' || c.customer_last_name)), 200),
           c.end_date
    from public.contracts c
    where c.status = 'active' and c.end_of_lease_outcome is null
      and c.end_date <= (p_today + interval '3 months')::date
    on conflict on constraint staff_tasks_kind_contract_key do nothing
    returning contract_id
  ),
  mailed as (
    insert into public.email_outbox (template, recipient, payload, contract_id)
    select 'contract_end_notice', c.customer_email, jsonb_build_object(
             'contract_id', c.id,
             'contract_number', c.contract_number,
             'customer_first_name', c.customer_first_name,
             'customer_last_name', c.customer_last_name,
             'customer_company', c.customer_company,
             'end_date', c.end_date,
             'renewal_discount_percent', 10,
             'items', coalesce((
               select jsonb_agg(jsonb_build_object('product_name', ci.product_name, 'product_brand', ci.product_brand,
                        'serial_number', ci.serial_number) order by ci.position)
               from public.contract_items ci where ci.contract_id = c.id), '[]'::jsonb)
           ), c.id
    from created t join public.contracts c on c.id = t.contract_id
    returning 1
  )
  select count(*) into tasks from mailed;

  with closed as (
    update public.contracts c set status = 'ended'
     where c.status = 'active' and c.end_of_lease_outcome is not null and c.end_date <= p_today
    returning 1
  )
  select count(*) into ended from closed;

  return jsonb_build_object('maintenance_visits', visits, 'end_of_lease_notices', tasks, 'contracts_ended', ended);
end;
$$;

comment on function public.run_service_jobs(date) is
  'Scheduled job: quarterly maintenance visits, end-of-lease tasks and notices, contracts ended (once per Paris day).';

-- == Grants =====================================================================================
revoke execute on function
  private.next_document_number(text), private.next_contract_number(), private.next_incident_number(),
  private.easter_sunday(integer), private.is_french_working_day(date), private.add_working_days(date, integer),
  private.incident_status_label(text), private.incident_status_rank(text), private.incident_type_label(text),
  private.intervention_delay(text), private.residual_rate(integer),
  private.sync_contract(uuid), private.contract_on_order_confirmed(), private.contract_on_order_items(),
  private.guard_contract_change(), private.set_incident_deadline(), private.guard_incident_status(),
  private.limit_incident_photos(), private.guard_signed_equipment(), private.order_is_kept(uuid),
  private.order_lines_frozen(uuid), private.guard_order_lines(), private.guard_order_delete(),
  private.set_incident_reporter(),
  private.plan_installation(uuid, date, uuid), public.plan_installation(uuid, date, uuid),
  public.record_installation_report(uuid, text, text, text), public.can_sign_installation_report(uuid),
  private.check_incident_input(text, text), public.open_incident(uuid, uuid, text, text),
  public.report_incident_public(text, text, uuid, text, text, text),
  public.contract_equipment_public(text, text),
  public.set_incident_status(uuid, text, uuid, timestamptz), public.claim_incident_report_attempt(text),
  private.record_end_of_lease(uuid, text, numeric), public.record_end_of_lease(uuid, text, numeric),
  public.run_service_jobs(date)
  from public, anon, authenticated;
-- The numbers are defaults, run as the writer; the statuses' labels and ranks serve
-- guard_incident_status, the frozen-order rules guard_order_lines and guard_order_delete
-- (triggers that are no SECURITY DEFINER: they run as the writer); the rest are the contracts and
-- service writers' RPCs and what they call as their caller.
grant execute on function
  private.next_contract_number(), private.next_incident_number(),
  private.incident_status_label(text), private.incident_status_rank(text), private.order_is_kept(uuid),
  private.order_lines_frozen(uuid),
  private.plan_installation(uuid, date, uuid), public.plan_installation(uuid, date, uuid),
  public.can_sign_installation_report(uuid),
  private.check_incident_input(text, text), public.open_incident(uuid, uuid, text, text),
  public.set_incident_status(uuid, text, uuid, timestamptz),
  private.record_end_of_lease(uuid, text, numeric), public.record_end_of_lease(uuid, text, numeric)
  to authenticated, service_role;
-- The edge functions (installation-report, report-incident) and the scheduled worker, which counts
-- working days as its caller.
grant execute on function
  public.record_installation_report(uuid, text, text, text),
  public.report_incident_public(text, text, uuid, text, text, text),
  public.contract_equipment_public(text, text),
  public.claim_incident_report_attempt(text),
  public.run_service_jobs(date),
  private.easter_sunday(integer), private.is_french_working_day(date), private.add_working_days(date, integer)
  to service_role;
