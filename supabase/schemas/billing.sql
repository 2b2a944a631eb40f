-- Billing (issue 36; the lead's data contract, docs/billing.md): the customers billed, the
-- company's mandatory mentions, each contract's schedule (échéancier) made when it starts, the
-- invoices a daily job issues (one per term and contract, numbered without gaps, never changed),
-- credit notes, their Factur-X documents kept once with the e-mail that carries them, the invoice
-- board and the orders' payment status that follows it. Its identifier checks are in shared.sql
-- (the company block's CHECKs need them), the new columns of other domains' tables at the end of
-- those tables, their foreign keys here.
--
-- Terms are calendar months (quarters when the offer says so), payable in advance: the first runs
-- pro rata from the start to the end of its month (or quarter), the last pro rata to the day before
-- the end; a term is due on its period's first day and never less than 14 days after the schedule
-- was sent (the SEPA pre-notification); each invoice is issued 14 days before its due date (or the
-- day its term is made, if later).

-- == The company's mandatory mentions ==========================================================
-- The French names of the mentions an invoice cannot go without (Code de commerce L441-9, CGI
-- art. 242 nonies A) that the company block lacks or holds wrong; empty when invoices may be issued.
create function private.billing_settings_missing()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.label order by m.position) filter (where m.missing), '{}')
  from public.company_settings s
  cross join lateral (values
    (1, 'raison sociale', nullif(btrim(s.name), '') is null),
    (2, 'forme juridique', s.legal_form is null),
    (3, 'capital social', s.share_capital is null),
    (4, 'adresse du siège', s.head_office_street is null or s.head_office_postal_code is null or s.head_office_city is null),
    (5, 'SIREN', not coalesce(private.is_siren(s.siren), false)),
    (6, 'SIRET', s.siret is null),
    (7, 'immatriculation au RCS', s.rcs is null),
    (8, 'numéro de TVA intracommunautaire', s.vat_number is distinct from private.french_vat_number(s.siren)),
    (9, 'taux des pénalités de retard', s.late_penalty_rate is null),
    (10, 'e-mail de facturation', s.billing_email is null),
    (11, 'IBAN', s.iban is null),
    (12, 'BIC', s.bic is null),
    (13, 'identifiant créancier SEPA (ICS)', s.sepa_creditor_id is null)
  ) as m (position, label, missing)
  where s.id;
$$;

create function public.billing_settings_missing()
returns text[]
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.billing_settings_missing();
end;

-- What an invoice prints of the company: its block at the moment of issue.
create function private.seller_snapshot()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'name', s.name, 'legal_form', s.legal_form, 'share_capital', s.share_capital, 'rcs', s.rcs,
    'siren', s.siren, 'siret', s.siret, 'vat_number', s.vat_number,
    'street', s.head_office_street, 'postal_code', s.head_office_postal_code, 'city', s.head_office_city,
    'country', 'FR', 'email', s.billing_email, 'iban', s.iban, 'bic', s.bic,
    'sepa_creditor_id', s.sepa_creditor_id, 'late_penalty_rate', s.late_penalty_rate, 'vat_on_debits', s.vat_on_debits)
  from public.company_settings s where s.id;
$$;

-- == Who owns what ===================================================================================
-- Whether the signed-in user owns a contract, or a contract of a customer (sales read their own).
create function private.owns_contract(p_contract_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.contracts c where c.id = p_contract_id and c.owner_id = (select auth.uid()));
$$;

create function private.owns_customer(p_customer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.contracts c where c.customer_id = p_customer_id and c.owner_id = (select auth.uid()));
$$;

-- == Customers: the companies billed ==================================================
create table public.customers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  siren text,
  vat_number text,
  billing_email text not null,
  billing_address jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint customers_name_check check (private.is_text(name, 200)),
  constraint customers_siren_check check (private.is_siren(siren)),
  -- A French number carries the SIREN's key; another member state's follows its own format.
  constraint customers_vat_number_check check (
    vat_number ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'
    and (vat_number !~ '^FR' or (siren is not null and vat_number = private.french_vat_number(siren)))
  ),
  constraint customers_billing_email_check check (private.is_email(billing_email)),
  constraint customers_billing_address_check check (public.is_address(billing_address))
);
create unique index customers_siren_key on public.customers (siren) where siren is not null;
create index customers_mailbox_idx on public.customers (private.mailbox(billing_email));
create index customers_created_at_idx on public.customers (created_at desc, id);
create trigger customers_set_updated_at before update on public.customers
  for each row execute function public.set_updated_at();
create trigger customers_audit after insert or update or delete on public.customers
  for each row execute function private.audit_row('billing');

-- == Contracts: their customer ===================================================================
alter table public.contracts
  add constraint contracts_customer_id_fkey foreign key (customer_id) references public.customers (id) on delete restrict;

-- The customer a new contract bills: the one with the offer's SIREN (the SIRET's first 9 digits),
-- else the one whose billing address is the order's e-mail, else a new one from the order.
create function private.customer_for_order(p_order_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  ord public.orders;
  offer_siren text;
  found_id uuid;
begin
  select * into ord from public.orders o where o.id = p_order_id;
  if not found then
    return null;
  end if;
  select left(f.client_siret, 9) into offer_siren from public.offers f where f.id = ord.offer_id;
  if not coalesce(private.is_siren(offer_siren), false) then
    offer_siren := null;
  end if;
  -- Two contracts of one new customer at once make one customer.
  perform pg_advisory_xact_lock(hashtext('public.customers:' || coalesce(offer_siren, lower(ord.customer_email))));
  if offer_siren is not null then
    select c.id into found_id from public.customers c where c.siren = offer_siren;
    if found then
      return found_id;
    end if;
  end if;
  select c.id into found_id from public.customers c
   where lower(c.billing_email) = lower(ord.customer_email)
   order by c.created_at, c.id limit 1;
  if found then
    return found_id;
  end if;
  insert into public.customers (name, siren, billing_email, billing_address)
  values (
    left(coalesce(nullif(btrim(ord.customer_company), ''), btrim(ord.customer_first_name || ' ' || ord.customer_last_name)), 200),
    offer_siren, ord.customer_email, coalesce(ord.billing_address, ord.shipping_address)
  )
  returning id into found_id;
  return found_id;
end;
$$;

-- Whoever makes a contract (the order's confirmation, a fixture), it gets its customer, and the
-- offer's first rent and billing period.
create function private.prepare_contract()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  offer public.offers;
begin
  if new.offer_id is not null then
    select * into offer from public.offers f where f.id = new.offer_id;
    new.first_rent_ht := coalesce(new.first_rent_ht, offer.first_rent_ht);
    new.billing_frequency := coalesce(offer.billing_frequency, new.billing_frequency);
  end if;
  new.customer_id := coalesce(new.customer_id, private.customer_for_order(new.order_id));
  return new;
end;
$$;
create trigger contracts_prepare before insert on public.contracts
  for each row execute function private.prepare_contract();

-- == The schedule (échéancier) ============================================================
create table public.billing_terms (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references public.contracts (id) on delete cascade,
  term_number integer not null,
  period_start date not null,
  period_end date not null,
  due_date date not null,
  issue_on date not null,
  amount_ht numeric(12, 2) not null,
  vat_rate numeric(5, 2) not null default 20.00,
  vat_amount numeric(12, 2) not null,
  amount_ttc numeric(12, 2) not null,
  kind text not null default 'rent',
  cancelled_at timestamptz,
  cancel_reason text,
  created_at timestamptz not null default now(),
  constraint billing_terms_contract_term_key unique (contract_id, term_number),
  constraint billing_terms_term_number_check check (term_number between 1 and 1000),
  constraint billing_terms_period_check check (period_start <= period_end),
  constraint billing_terms_issue_check check (issue_on <= due_date),
  constraint billing_terms_amounts_check check (
    amount_ht >= 0 and vat_amount >= 0 and amount_ttc = amount_ht + vat_amount and vat_rate = 20.00
  ),
  constraint billing_terms_kind_check check (kind in ('rent', 'buyout')),
  constraint billing_terms_cancel_check check ((cancelled_at is null) = (cancel_reason is null)),
  constraint billing_terms_cancel_reason_check check (private.is_text(cancel_reason, 300))
);
create index billing_terms_issue_on_idx on public.billing_terms (issue_on) where cancelled_at is null;

-- The rent of [p_from, p_to]: each calendar month it touches counts its share of the monthly rent
-- (days in the period / days in that month), the contract's first whole month its first rent
-- when there is one; rounded once, to the cent.
create function private.period_rent(p_from date, p_to date, p_rent numeric, p_first_rent numeric, p_first_month date)
returns numeric
language sql
immutable
set search_path = ''
begin atomic
  select round(sum(
           case when m.month = p_first_month and p_first_rent is not null then p_first_rent else p_rent end
           * (least(p_to, m.last_day) - greatest(p_from, m.month) + 1)::numeric
           / extract(day from m.last_day)::numeric), 2)
  from (
    select g::date as month, (g + interval '1 month - 1 day')::date as last_day
    from generate_series(date_trunc('month', p_from::timestamp), date_trunc('month', p_to::timestamp), interval '1 month') as g
  ) as m;
end;

-- Makes a started contract's terms: periods from its start, cut at each calendar month (or
-- quarter), the last ending the day before its end date; each due on its first day and not before
-- `p_made_on` + 14 (the pre-notification), issued 14 days before that.
create function private.make_billing_terms(p_contract_id uuid, p_made_on date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.contracts;
  step interval;
  first_month date;
  made integer;
begin
  select * into c from public.contracts x where x.id = p_contract_id;
  step := case when c.billing_frequency = 'quarterly' then interval '3 months' else interval '1 month' end;
  first_month := case when extract(day from c.start_date) = 1 then c.start_date
                      else (date_trunc('month', c.start_date::timestamp) + interval '1 month')::date end;
  if (first_month + interval '1 month - 1 day')::date > c.end_date - 1 then
    first_month := null;
  end if;
  insert into public.billing_terms (contract_id, term_number, period_start, period_end, due_date, issue_on,
                                    amount_ht, vat_amount, amount_ttc, kind)
  select c.id, p.n, p.period_start, p.period_end, p.due_date, greatest(p.due_date - 14, p_made_on),
         p.ht, round(p.ht * 0.2, 2), p.ht + round(p.ht * 0.2, 2), 'rent'
  from (
    select s.period_start,
           coalesce(lead(s.period_start) over (order by s.period_start) - 1, c.end_date - 1) as period_end,
           row_number() over (order by s.period_start)::integer as n,
           greatest(s.period_start, p_made_on + 14) as due_date,
           private.period_rent(s.period_start,
             coalesce(lead(s.period_start) over (order by s.period_start) - 1, c.end_date - 1),
             c.monthly_rent_ht, c.first_rent_ht, first_month) as ht
    from (
      select c.start_date as period_start
      union
      select g::date
      from generate_series(
        date_trunc(case when c.billing_frequency = 'quarterly' then 'quarter' else 'month' end, c.start_date::timestamp) + step,
        (c.end_date - 1)::timestamp, step) as g
    ) as s
  ) as p
  order by p.n;
  get diagnostics made = row_count;
  return made;
end;
$$;

-- What the schedule e-mail lists: every term still due, with its amounts and due date.
create function private.billing_schedule_payload(p_contract_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'contract_id', c.id,
    'contract_number', c.contract_number,
    'customer_name', cu.name,
    'billing_frequency', c.billing_frequency,
    'payment_means', 'transfer',
    'iban', (select s.iban from public.company_settings s where s.id),
    'terms', coalesce((
      select jsonb_agg(jsonb_build_object(
        'term_number', t.term_number, 'kind', t.kind, 'period_start', t.period_start, 'period_end', t.period_end,
        'amount_ht', t.amount_ht, 'amount_ttc', t.amount_ttc, 'due_date', t.due_date) order by t.term_number)
      from public.billing_terms t where t.contract_id = c.id and t.cancelled_at is null), '[]'::jsonb),
    'total_ttc', (select coalesce(sum(t.amount_ttc), 0) from public.billing_terms t
                   where t.contract_id = c.id and t.cancelled_at is null)
  )
  from public.contracts c join public.customers cu on cu.id = c.customer_id
  where c.id = p_contract_id;
$$;

create function private.queue_billing_schedule(p_contract_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.email_outbox (template, recipient, payload, contract_id, order_id)
  select 'billing_schedule', cu.billing_email, private.billing_schedule_payload(c.id), c.id, c.order_id
  from public.contracts c join public.customers cu on cu.id = c.customer_id
  where c.id = p_contract_id;
$$;

-- A contract that starts (its start date set, active) gets its schedule, and the customer the
-- schedule by e-mail. Dates changed before any invoice remake it; after one, they cannot change.
create function private.schedule_contract()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.start_date, old.end_date, old.status) is not distinct from (new.start_date, new.end_date, new.status) then
    return null;
  end if;
  if exists (select 1 from public.invoices i where i.contract_id = new.id) then
    raise exception using errcode = 'P0001', message = 'Ce contrat est déjà facturé : ses dates ne peuvent plus changer.';
  end if;
  delete from public.billing_terms t where t.contract_id = new.id;
  -- Nothing to bill without a rent (an order without lines).
  if new.monthly_rent_ht <= 0 then
    return null;
  end if;
  perform private.make_billing_terms(new.id, (now() at time zone 'Europe/Paris')::date);
  perform private.queue_billing_schedule(new.id);
  perform private.refresh_order_payment_status(new.order_id, (now() at time zone 'Europe/Paris')::date);
  return null;
end;
$$;

-- A buy-out ends the rents on its day: the terms starting after it that are not invoiced are
-- cancelled, and one term bills the residual value, due 14 days later (notified by a new schedule).
create function private.schedule_buyout()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  buyout_day date := (new.end_of_lease_recorded_at at time zone 'Europe/Paris')::date;
begin
  if not exists (select 1 from public.billing_terms t where t.contract_id = new.id) then
    return null;
  end if;
  update public.billing_terms t
     set cancelled_at = now(), cancel_reason = format('Rachat du matériel le %s', to_char(buyout_day, 'DD/MM/YYYY'))
   where t.contract_id = new.id and t.period_start > buyout_day and t.cancelled_at is null
     and not exists (select 1 from public.invoices i where i.term_id = t.id);
  insert into public.billing_terms (contract_id, term_number, period_start, period_end, due_date, issue_on,
                                    amount_ht, vat_amount, amount_ttc, kind)
  select new.id, max(t.term_number) + 1, buyout_day, buyout_day, buyout_day + 14, buyout_day,
         new.residual_value_ht, round(new.residual_value_ht * 0.2, 2),
         new.residual_value_ht + round(new.residual_value_ht * 0.2, 2), 'buyout'
  from public.billing_terms t where t.contract_id = new.id;
  perform private.queue_billing_schedule(new.id);
  return null;
end;
$$;

-- Terms are the database's: a cancellation is the one change, and only before the term is invoiced.
create function private.guard_billing_term()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.contract_id, new.term_number, new.period_start, new.period_end, new.due_date, new.issue_on, new.amount_ht,
      new.vat_rate, new.vat_amount, new.amount_ttc, new.kind)
     is distinct from
     (old.contract_id, old.term_number, old.period_start, old.period_end, old.due_date, old.issue_on, old.amount_ht,
      old.vat_rate, old.vat_amount, old.amount_ttc, old.kind)
     or old.cancelled_at is not null then
    raise exception using errcode = 'P0001', message = 'Une échéance ne se modifie pas : seule son annulation est possible.';
  end if;
  if exists (select 1 from public.invoices i where i.term_id = new.id) then
    raise exception using errcode = 'P0001', message = 'Une échéance facturée ne peut plus être annulée : émettez un avoir.';
  end if;
  return new;
end;
$$;
create trigger billing_terms_guard before update on public.billing_terms
  for each row execute function private.guard_billing_term();

-- == Invoices and credit notes ===============================================================
create table private.invoice_counters (
  kind text not null,
  year integer not null,
  last_value integer not null check (last_value >= 0),
  last_issue_date date not null,
  primary key (kind, year),
  constraint invoice_counters_kind_check check (kind in ('invoice', 'credit_note'))
);
alter table private.invoice_counters enable row level security;
revoke all on private.invoice_counters from public, anon, authenticated;

-- One counter row per kind and year (of the issue date), locked until the issuing transaction
-- ends: concurrent issues queue on it, a rolled-back issue gives its number back, and a date
-- earlier than the last one issued is refused, so numbers follow the dates.
create function private.next_invoice_number(p_kind text, p_issue_date date)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from p_issue_date)::integer;
  n integer;
begin
  insert into private.invoice_counters as k (kind, year, last_value, last_issue_date)
  values (p_kind, this_year, 1, p_issue_date)
  on conflict (kind, year) do update set last_value = k.last_value + 1, last_issue_date = excluded.last_issue_date
    where k.last_issue_date <= excluded.last_issue_date
  returning k.last_value into n;
  if n is null then
    raise exception using errcode = 'P0001',
      message = 'Une facture ne peut pas être datée d’avant la dernière facture émise : la numérotation suit les dates.';
  end if;
  return format('%s-%s-%s', case p_kind when 'invoice' then 'FAC' else 'AVO' end, this_year, lpad(n::text, 6, '0'));
end;
$$;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  number text not null,
  kind text not null default 'invoice',
  credited_invoice_id uuid references public.invoices (id) on delete restrict,
  customer_id uuid not null references public.customers (id) on delete restrict,
  contract_id uuid not null references public.contracts (id) on delete restrict,
  term_id uuid references public.billing_terms (id) on delete restrict,
  issue_date date not null,
  due_date date not null,
  period_start date not null,
  period_end date not null,
  seller jsonb not null,
  buyer jsonb not null,
  lines jsonb not null,
  total_ht numeric(12, 2) not null,
  total_vat numeric(12, 2) not null,
  total_ttc numeric(12, 2) not null,
  payment_means text not null default 'transfer',
  -- The SEPA mandate of a debit (the mandates' part adds the reference to its table).
  mandate_id uuid,
  created_at timestamptz not null default now(),
  constraint invoices_number_key unique (number),
  constraint invoices_kind_check check (kind in ('invoice', 'credit_note')),
  constraint invoices_number_check check (
    number ~ (case kind when 'invoice' then '^FAC-' else '^AVO-' end || '[0-9]{4}-[0-9]{6,9}$')
  ),
  constraint invoices_credit_check check ((kind = 'credit_note') = (credited_invoice_id is not null)),
  constraint invoices_term_check check (kind = 'invoice' or term_id is null),
  constraint invoices_dates_check check (issue_date <= due_date and period_start <= period_end),
  constraint invoices_totals_check check (
    total_ht >= 0 and total_vat >= 0 and total_ttc = total_ht + total_vat and total_ttc <= 9999999999
  ),
  constraint invoices_documents_check check (
    jsonb_typeof(seller) = 'object' and jsonb_typeof(buyer) = 'object'
    and jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 100
  ),
  constraint invoices_payment_means_check check (payment_means in ('sepa_debit', 'transfer')),
  constraint invoices_mandate_check check ((payment_means = 'sepa_debit') = (mandate_id is not null))
);
create unique index invoices_term_key on public.invoices (term_id) where kind = 'invoice';
create index invoices_contract_id_idx on public.invoices (contract_id, issue_date);
create index invoices_customer_id_idx on public.invoices (customer_id, issue_date);
create index invoices_credited_invoice_id_idx on public.invoices (credited_invoice_id);
create index invoices_issue_date_idx on public.invoices (issue_date desc, number);
create index invoices_due_date_idx on public.invoices (due_date) where kind = 'invoice';

-- Never updated, never deleted, by anyone: the service role and the table's owner included. The
-- retention job's purge, 10 years after the close of the financial year of issue, is the one
-- exception: private.purge_invoices sets a transaction-local limit, and even then only rows
-- issued before a date that old go.
create function private.guard_invoice()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  purge_before date := nullif(current_setting('billing.purge_before', true), '')::date;
  oldest_allowed date := make_date(extract(year from (now() at time zone 'Europe/Paris'))::integer - 10, 1, 1);
  issued date;
begin
  if tg_op = 'DELETE' and purge_before is not null and purge_before <= oldest_allowed then
    if tg_table_name = 'invoices' then
      issued := old.issue_date;
    else
      select i.issue_date into issued from public.invoices i where i.id = old.invoice_id;
    end if;
    if issued < purge_before then
      return old;
    end if;
  end if;
  if tg_table_name = 'invoices' then
    raise exception using errcode = 'P0001',
      message = 'Une facture émise ne se modifie ni ne se supprime : corrigez-la par un avoir.';
  end if;
  raise exception using errcode = 'P0001', message = 'Le document d’une facture est enregistré une fois pour toutes.';
end;
$$;
create trigger invoices_immutable before update or delete on public.invoices
  for each row execute function private.guard_invoice();
create trigger invoices_no_truncate before truncate on public.invoices
  for each statement execute function private.guard_invoice();

-- A credit note never takes more than what is left of its invoice, counted under the invoice's row
-- lock so two at once cannot exceed it together. Counted excluding VAT: each note's VAT is its own
-- base × 20 % rounded to the cent (EN 16931, BR-CO-17), so the VAT of several notes may differ by a
-- cent from the invoice's.
create function private.check_credit_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.invoices;
begin
  if new.kind <> 'credit_note' then
    return new;
  end if;
  select * into target from public.invoices i where i.id = new.credited_invoice_id for update;
  if target.kind is distinct from 'invoice' then
    raise exception using errcode = 'P0001', message = 'Un avoir porte sur une facture.';
  end if;
  if new.total_ht + (select coalesce(sum(c.total_ht), 0) from public.invoices c
                     where c.credited_invoice_id = target.id and c.kind = 'credit_note') > target.total_ht then
    raise exception using errcode = 'P0001',
      message = 'Le total des avoirs ne peut pas dépasser le montant de la facture.';
  end if;
  return new;
end;
$$;
create trigger invoices_check_credit_note before insert on public.invoices
  for each row execute function private.check_credit_note();

-- What an invoice prints of its customer at the moment of issue.
create function private.buyer_snapshot(p_customer_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('customer_id', c.id, 'name', c.name, 'siren', c.siren, 'vat_number', c.vat_number,
                            'email', c.billing_email, 'address', c.billing_address)
  from public.customers c where c.id = p_customer_id;
$$;

-- Why the company or this customer cannot be invoiced today (French), or nothing.
create function private.refuse_to_invoice(p_customer_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  missing text[] := private.billing_settings_missing();
  who public.customers;
begin
  if cardinality(missing) > 0 then
    raise exception using errcode = 'P0001',
      message = format('Facturation impossible : mentions obligatoires manquantes (%s).', array_to_string(missing, ', '));
  end if;
  select * into who from public.customers c where c.id = p_customer_id;
  if nullif(btrim(who.billing_address ->> 'street'), '') is null
     or nullif(btrim(who.billing_address ->> 'postal_code'), '') is null
     or nullif(btrim(who.billing_address ->> 'city'), '') is null then
    raise exception using errcode = 'P0001',
      message = format('Facturation impossible : l’adresse de facturation du client « %s » est incomplète.', who.name);
  end if;
end;
$$;

-- The invoice of one term, dated `p_issue_date`; null when it is cancelled or already invoiced.
create function private.issue_term_invoice(p_term_id uuid, p_issue_date date)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  term public.billing_terms;
  c public.contracts;
  equipment text;
  created uuid;
begin
  select * into term from public.billing_terms t where t.id = p_term_id for update;
  if not found or term.cancelled_at is not null
     or exists (select 1 from public.invoices i where i.term_id = term.id and i.kind = 'invoice') then
    return null;
  end if;
  select * into c from public.contracts x where x.id = term.contract_id;
  perform private.refuse_to_invoice(c.customer_id);
  select left(string_agg(e.label, ', ' order by e.first_position), 500) into equipment
  from (select count(*) || ' × ' || ci.product_name as label, min(ci.position) as first_position
        from public.contract_items ci where ci.contract_id = c.id group by ci.product_name) as e;
  insert into public.invoices (number, kind, customer_id, contract_id, term_id, issue_date, due_date, period_start,
                               period_end, seller, buyer, lines, total_ht, total_vat, total_ttc, payment_means)
  values (
    private.next_invoice_number('invoice', p_issue_date), 'invoice', c.customer_id, c.id, term.id, p_issue_date,
    greatest(term.due_date, p_issue_date), term.period_start, term.period_end,
    private.seller_snapshot(), private.buyer_snapshot(c.customer_id),
    jsonb_build_array(jsonb_build_object(
      'description', case term.kind
        when 'buyout' then format('Rachat du matériel en fin de contrat %s (valeur résiduelle)', c.contract_number)
        else format('Loyer du contrat %s du %s au %s', c.contract_number,
                    to_char(term.period_start, 'DD/MM/YYYY'), to_char(term.period_end, 'DD/MM/YYYY')) end,
      'note', case when equipment is not null then 'Matériel : ' || equipment end,
      'quantity', 1, 'unit_price_ht', term.amount_ht, 'vat_rate', term.vat_rate, 'line_ht', term.amount_ht)),
    term.amount_ht, term.vat_amount, term.amount_ttc, 'transfer'
  )
  returning id into created;
  return created;
end;
$$;

-- The daily job (service role): every term whose issue day has come gets its invoice, each in a
-- subtransaction of its own, so a refusal (settings incomplete, an address missing) stops none of
-- the others and gives its number back. Run twice, it issues nothing more. Then the orders whose
-- invoices fell due follow them.
create function public.issue_due_invoices(p_today date default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  today date := coalesce(p_today, (now() at time zone 'Europe/Paris')::date);
  due record;
  issued integer := 0;
  failed integer := 0;
  errors jsonb := '[]'::jsonb;
begin
  if today < (now() at time zone 'Europe/Paris')::date then
    raise exception using errcode = 'P0001', message = 'Une facture ne peut pas être datée d’un jour passé.';
  end if;
  for due in
    select t.id, c.contract_number from public.billing_terms t join public.contracts c on c.id = t.contract_id
    where t.issue_on <= today and t.cancelled_at is null
      and not exists (select 1 from public.invoices i where i.term_id = t.id and i.kind = 'invoice')
    order by t.issue_on, t.due_date, c.contract_number, t.term_number
  loop
    begin
      if private.issue_term_invoice(due.id, today) is not null then
        issued := issued + 1;
      end if;
    exception when others then
      failed := failed + 1;
      if jsonb_array_length(errors) < 100 then
        errors := errors || jsonb_build_object('term_id', due.id, 'contract_number', due.contract_number, 'message', sqlerrm);
      end if;
    end;
  end loop;
  perform private.refresh_due_payment_statuses(today);
  return jsonb_build_object('issue_date', today, 'issued', issued, 'failed', failed, 'errors', errors);
end;
$$;
comment on function public.issue_due_invoices(date) is
  'Scheduled job: the invoices of the terms whose issue day has come (once each), then the orders whose invoices fell due.';

-- A credit note (avoir) on an invoice, by a billing writer: the whole amount left excluding VAT
-- (p_amount_ht null) or part of it, never more; its VAT is its base × 20 %, rounded to the cent.
create function private.issue_credit_note(p_invoice_id uuid, p_amount_ht numeric, p_reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.invoices;
  reason text := nullif(btrim(p_reason), '');
  left_ht numeric;
  ht numeric;
  vat numeric;
  today date := (now() at time zone 'Europe/Paris')::date;
  created uuid;
begin
  if not private.can('billing', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  select * into target from public.invoices i where i.id = p_invoice_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cette facture est introuvable.';
  end if;
  if target.kind <> 'invoice' then
    raise exception using errcode = 'P0001', message = 'Un avoir porte sur une facture, pas sur un autre avoir.';
  end if;
  if reason is null or not coalesce(private.is_text(reason, 300), false) then
    raise exception using errcode = 'P0001', message = 'Indiquez le motif de l’avoir (300 caractères au plus).';
  end if;
  select target.total_ht - coalesce(sum(c.total_ht), 0) into left_ht
  from public.invoices c where c.credited_invoice_id = target.id and c.kind = 'credit_note';
  if left_ht <= 0 then
    raise exception using errcode = 'P0001', message = 'Cette facture est déjà entièrement annulée par avoir.';
  end if;
  ht := coalesce(p_amount_ht, left_ht);
  if ht <= 0 or ht <> round(ht, 2) then
    raise exception using errcode = 'P0001', message = 'Le montant de l’avoir doit être positif, au centime près.';
  end if;
  if ht > left_ht then
    raise exception using errcode = 'P0001',
      message = format('L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (%s € HT).',
        replace(to_char(left_ht, 'FM999999990.00'), '.', ','));
  end if;
  vat := round(ht * 0.2, 2);
  perform private.refuse_to_invoice(target.customer_id);
  insert into public.invoices (number, kind, credited_invoice_id, customer_id, contract_id, issue_date, due_date,
                               period_start, period_end, seller, buyer, lines, total_ht, total_vat, total_ttc, payment_means)
  values (
    private.next_invoice_number('credit_note', today), 'credit_note', target.id, target.customer_id, target.contract_id,
    today, today, target.period_start, target.period_end, private.seller_snapshot(),
    private.buyer_snapshot(target.customer_id),
    jsonb_build_array(jsonb_build_object(
      'description', format('Avoir sur la facture %s : %s', target.number, reason),
      'quantity', 1, 'unit_price_ht', ht, 'vat_rate', 20.00, 'line_ht', ht)),
    ht, vat, ht + vat, 'transfer'
  )
  returning id into created;
  return created;
end;
$$;

create function public.issue_credit_note(invoice_id uuid, amount numeric default null, reason text default null)
returns uuid
language sql
security invoker
set search_path = ''
begin atomic
  select private.issue_credit_note(invoice_id, amount, reason);
end;

-- == What the board shows of each invoice ================================================
-- Derived, never stored on the invoice: what was credited, what was paid (the payments' part feeds
-- it; nothing is recorded as paid yet), what is left, and the status with the days late.
create function private.invoice_state(p_invoice public.invoices, p_today date)
returns table (credited_amount numeric, paid_amount numeric, balance numeric, status text, days_late integer, aging text)
language sql
stable
set search_path = ''
begin atomic
  with amounts as (
    select coalesce(sum(c.total_ttc), 0)::numeric(12, 2) as credited,
           coalesce(sum(c.total_ht), 0) >= p_invoice.total_ht as wholly_credited,
           0::numeric(12, 2) as paid
    from public.invoices c
    where c.credited_invoice_id = p_invoice.id and c.kind = 'credit_note'
  ),
  open as (
    select a.credited, a.paid, a.wholly_credited,
           case when p_invoice.kind = 'invoice' and not a.wholly_credited
                then greatest(p_invoice.total_ttc - a.credited - a.paid, 0) else 0 end as balance
    from amounts a
  )
  select o.credited, o.paid, o.balance,
         case when p_invoice.kind = 'credit_note' then 'issued'
              when o.wholly_credited then 'credited'
              when o.balance <= 0 then 'paid'
              when p_invoice.due_date < p_today then 'late'
              when o.paid > 0 then 'partial'
              else 'issued' end,
         case when o.balance > 0 and p_invoice.due_date < p_today then p_today - p_invoice.due_date else 0 end,
         case when o.balance <= 0 then null
              when p_today - p_invoice.due_date <= 30 then '0-30'
              when p_today - p_invoice.due_date <= 60 then '31-60'
              when p_today - p_invoice.due_date <= 90 then '61-90'
              else '90+' end
  from open o;
end;

create view public.invoice_board with (security_invoker = true) as
select i.*, c.contract_number, i.buyer ->> 'name' as customer_name,
       s.credited_amount, s.paid_amount, s.balance, s.status, s.days_late, s.aging
from public.invoices i
left join public.contracts c on c.id = i.contract_id
cross join lateral private.invoice_state(i, (now() at time zone 'Europe/Paris')::date) as s;

-- == Orders: the payment status of a billed contract follows its invoices ====================
create function private.order_payment_status(p_order_id uuid, p_today date)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when count(*) = 0 then 'pending'
    when bool_or(s.status = 'rejected' and s.balance > 0) then 'failed'
    when bool_or(s.status = 'late') then 'late'
    when bool_and(s.balance <= 0) then 'paid'
    when bool_or(s.paid_amount > 0) then 'partial'
    else 'pending' end
  from public.contracts c
  join public.invoices i on i.contract_id = c.id and i.kind = 'invoice'
  cross join lateral private.invoice_state(i, p_today) as s
  where c.order_id = p_order_id;
$$;

create function private.refresh_order_payment_status(p_order_id uuid, p_today date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := private.order_payment_status(p_order_id, p_today);
begin
  perform set_config('billing.payment_refresh', 'on', true);
  update public.orders o set payment_status = wanted where o.id = p_order_id and o.payment_status <> wanted;
  perform set_config('billing.payment_refresh', '', true);
end;
$$;

-- The daily pass: orders whose invoices fell due in the last 60 days (the window covers missed runs).
create function private.refresh_due_payment_statuses(p_today date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_order_payment_status(c.order_id, p_today)
  from public.contracts c
  where exists (select 1 from public.invoices i
                where i.contract_id = c.id and i.kind = 'invoice' and i.due_date between p_today - 60 and p_today);
end;
$$;

create function private.invoice_refreshes_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_order_payment_status(c.order_id, (now() at time zone 'Europe/Paris')::date)
  from public.contracts c where c.id = new.contract_id;
  return null;
end;
$$;
create trigger invoices_refresh_order after insert on public.invoices
  for each row execute function private.invoice_refreshes_order();

-- By hand only while the contract is not billed: then the database alone sets it.
create function private.guard_order_payment_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status is distinct from old.payment_status
     and current_setting('billing.payment_refresh', true) is distinct from 'on'
     and exists (select 1 from public.contracts c join public.billing_terms t on t.contract_id = c.id
                 where c.order_id = new.id) then
    raise exception using errcode = 'P0001',
      message = 'Le statut de paiement d’une commande dont le contrat est facturé suit ses factures : il ne se change pas à la main.';
  end if;
  return new;
end;
$$;
create trigger orders_guard_payment_status before update of payment_status on public.orders
  for each row execute function private.guard_order_payment_status();

-- A contract that starts gets its schedule; a buy-out ends its rents (the functions above).
create trigger contracts_schedule after insert or update of start_date, end_date, status on public.contracts
  for each row
  when (new.status = 'active' and new.start_date is not null)
  execute function private.schedule_contract();
create trigger contracts_buyout after update of end_of_lease_outcome on public.contracts
  for each row
  when (new.end_of_lease_outcome = 'bought_out' and old.end_of_lease_outcome is null and new.residual_value_ht > 0)
  execute function private.schedule_buyout();

-- == Invoice documents (Factur-X) and their e-mail ============================================
create table public.invoice_documents (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  pdf_path text not null,
  pdf_sha256 text not null,
  xml_sha256 text not null,
  created_at timestamptz not null default now(),
  constraint invoice_documents_invoice_id_key unique (invoice_id),
  constraint invoice_documents_pdf_path_key unique (pdf_path),
  constraint invoice_documents_pdf_path_check check (pdf_path ~ '^[0-9a-f-]{36}/(FAC|AVO)-[0-9]{4}-[0-9]{6,9}\.pdf$'),
  constraint invoice_documents_pdf_sha256_check check (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  constraint invoice_documents_xml_sha256_check check (xml_sha256 ~ '^[0-9a-f]{64}$')
);
create trigger invoice_documents_immutable before update or delete on public.invoice_documents
  for each row execute function private.guard_invoice();
create trigger invoice_documents_no_truncate before truncate on public.invoice_documents
  for each statement execute function private.guard_invoice();

alter table public.email_outbox
  add constraint email_outbox_invoice_id_fkey foreign key (invoice_id) references public.invoices (id) on delete set null;

-- Where an invoice's PDF lives: one folder per customer, the number as the name.
create function private.invoice_pdf_path(p_invoice public.invoices)
returns text
language sql
immutable
set search_path = ''
begin atomic
  select p_invoice.customer_id::text || '/' || p_invoice.number || '.pdf';
end;

-- What the rendering function prints (service role): the invoice as issued, what it corrects, the
-- contract and order it bills, where the equipment is installed, and where to store it.
create function private.invoice_document_source(p_invoice_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'invoice_id', i.id, 'number', i.number, 'kind', i.kind, 'issue_date', i.issue_date, 'due_date', i.due_date,
    'period_start', i.period_start, 'period_end', i.period_end, 'seller', i.seller, 'buyer', i.buyer,
    'lines', i.lines, 'total_ht', i.total_ht, 'total_vat', i.total_vat, 'total_ttc', i.total_ttc,
    'payment_means', i.payment_means,
    'credited', (select jsonb_build_object('number', x.number, 'issue_date', x.issue_date)
                 from public.invoices x where x.id = i.credited_invoice_id),
    'contract_number', c.contract_number, 'order_number', o.order_number,
    'delivery', case when o.shipping_address is not null then jsonb_build_object(
      'name', coalesce(nullif(btrim(o.customer_company), ''), o.customer_first_name || ' ' || o.customer_last_name),
      'address', o.shipping_address) end,
    'pdf_path', private.invoice_pdf_path(i)
  )
  from public.invoices i
  join public.contracts c on c.id = i.contract_id
  left join public.orders o on o.id = c.order_id
  where i.id = p_invoice_id;
$$;

create function public.invoice_document_source(invoice_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.invoice_document_source(invoice_id);
end;

-- The invoices still without their document, oldest first, as the function prints them.
create function public.invoice_documents_due(p_limit integer default 20)
returns setof jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.invoice_document_source(i.id)
  from public.invoices i
  where not exists (select 1 from public.invoice_documents d where d.invoice_id = i.id)
  order by i.created_at, i.number
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;

-- What the invoice e-mail says (the file itself is attached).
create function private.invoice_email_payload(p_invoice_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'invoice_id', i.id, 'number', i.number, 'kind', i.kind, 'issue_date', i.issue_date, 'due_date', i.due_date,
    'period_start', i.period_start, 'period_end', i.period_end, 'total_ht', i.total_ht, 'total_vat', i.total_vat,
    'total_ttc', i.total_ttc, 'contract_number', c.contract_number, 'customer_name', i.buyer ->> 'name',
    'payment_means', i.payment_means, 'iban', i.seller ->> 'iban', 'bic', i.seller ->> 'bic',
    'credited_number', (select x.number from public.invoices x where x.id = i.credited_invoice_id)
  )
  from public.invoices i join public.contracts c on c.id = i.contract_id
  where i.id = p_invoice_id;
$$;

-- The rendering function keeps the document once (its path and SHA-256s), and the database queues
-- the customer's e-mail with the file in the same transaction. The same document again changes
-- nothing; another one is refused.
create function private.record_invoice_document(p_invoice_id uuid, p_path text, p_pdf_sha256 text, p_xml_sha256 text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.invoices;
  kept public.invoice_documents;
begin
  select * into target from public.invoices i where i.id = p_invoice_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cette facture est introuvable.';
  end if;
  if p_path is distinct from private.invoice_pdf_path(target) then
    raise exception using errcode = 'P0001', message = 'Le document d’une facture est rangé sous le dossier de son client, à son numéro.';
  end if;
  select * into kept from public.invoice_documents d where d.invoice_id = target.id for update;
  if found then
    if (kept.pdf_sha256, kept.xml_sha256) is distinct from (p_pdf_sha256, p_xml_sha256) then
      raise exception using errcode = 'P0001', message = 'Le document d’une facture est enregistré une fois pour toutes.';
    end if;
    return false;
  end if;
  insert into public.invoice_documents (invoice_id, pdf_path, pdf_sha256, xml_sha256)
  values (target.id, p_path, p_pdf_sha256, p_xml_sha256);
  insert into public.email_outbox (template, recipient, payload, contract_id, invoice_id, attachment)
  select 'invoice_issued', cu.billing_email, private.invoice_email_payload(target.id), target.contract_id, target.id,
         jsonb_build_object('bucket', 'billing-documents', 'path', p_path, 'filename', target.number || '.pdf',
                            'content_type', 'application/pdf')
  from public.customers cu where cu.id = target.customer_id;
  return true;
end;
$$;

create function public.record_invoice_document(invoice_id uuid, path text, pdf_sha256 text, xml_sha256 text)
returns boolean
language sql
security invoker
set search_path = ''
begin atomic
  select private.record_invoice_document(invoice_id, path, pdf_sha256, xml_sha256);
end;

-- == Moving a contract to another customer ========================================================
create function private.attach_contract_to_customer(p_contract_id uuid, p_customer_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (private.can('billing', 'write') or private.can('contracts', 'write')) then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  if not exists (select 1 from public.customers c where c.id = p_customer_id) then
    raise exception using errcode = 'P0001', message = 'Ce client est introuvable.';
  end if;
  update public.contracts c set customer_id = p_customer_id where c.id = p_contract_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'Ce contrat est introuvable.';
  end if;
end;
$$;

create function public.attach_contract_to_customer(contract_id uuid, customer_id uuid)
returns void
language sql
security invoker
set search_path = ''
begin atomic
  select private.attach_contract_to_customer(contract_id, customer_id);
end;

-- == Access ======================================================================================
alter table public.customers enable row level security;
alter table public.billing_terms enable row level security;
alter table public.invoices enable row level security;
alter table public.invoice_documents enable row level security;

create policy "Billing readers can read their customers" on public.customers
  for select to authenticated
  using ((select private.can('billing', 'write')) or ((select private.can('billing', 'read')) and private.owns_customer(id)));
create policy "Billing writers can create customers" on public.customers
  for insert to authenticated with check ((select private.can('billing', 'write')));
create policy "Billing writers, or contract writers for their customers, can edit customers" on public.customers
  for update to authenticated
  using ((select private.can('billing', 'write')) or ((select private.can('contracts', 'write')) and private.owns_customer(id)))
  with check ((select private.can('billing', 'write')) or ((select private.can('contracts', 'write')) and private.owns_customer(id)));
create policy "Billing writers can delete customers" on public.customers
  for delete to authenticated using ((select private.can('billing', 'write')));

create policy "Billing readers can read their schedules" on public.billing_terms
  for select to authenticated
  using ((select private.can('billing', 'write')) or ((select private.can('billing', 'read')) and private.owns_contract(contract_id)));
create policy "Billing readers can read their invoices" on public.invoices
  for select to authenticated
  using ((select private.can('billing', 'write')) or ((select private.can('billing', 'read')) and private.owns_contract(contract_id)));
-- The invoices' own rule decides which documents.
create policy "Billing readers can read their invoices' documents" on public.invoice_documents
  for select to authenticated
  using ((select private.can('billing', 'read')) and exists (select 1 from public.invoices i where i.id = invoice_id));

revoke all on public.customers, public.billing_terms, public.invoices, public.invoice_documents, public.invoice_board
  from anon, authenticated;
grant select, delete on public.customers to authenticated;
grant insert (name, siren, vat_number, billing_email, billing_address),
  update (name, siren, vat_number, billing_email, billing_address) on public.customers to authenticated;
grant select on public.billing_terms, public.invoices, public.invoice_documents, public.invoice_board to authenticated;
grant all on public.customers to service_role;
-- The service role reads; terms, invoices and documents are written by the functions above only.
revoke all on public.billing_terms, public.invoices, public.invoice_documents, public.invoice_board from service_role;
grant select on public.billing_terms, public.invoices, public.invoice_documents, public.invoice_board to service_role;

-- == Retention: invoices 10 years after the close of their financial year =========================
-- Invoices (with their credit notes and documents) go once the latest of them was issued before
-- 1 January of the year ten years back; their PDFs are queued for the storage worker.
create function private.purge_invoices(p_today date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff date := make_date(extract(year from p_today)::integer - 10, 1, 1);
  doomed uuid[];
  n integer;
begin
  select coalesce(array_agg(i.id), '{}') into doomed
  from public.invoices i
  where i.kind = 'invoice' and i.issue_date < cutoff
    and not exists (select 1 from public.invoices c where c.credited_invoice_id = i.id and c.issue_date >= cutoff);
  doomed := doomed || (select coalesce(array_agg(c.id), '{}') from public.invoices c where c.credited_invoice_id = any(doomed));
  if cardinality(doomed) = 0 then
    return 0;
  end if;
  insert into private.storage_purges (bucket_id, name)
  select 'billing-documents', d.pdf_path from public.invoice_documents d where d.invoice_id = any(doomed)
  on conflict do nothing;
  perform set_config('billing.purge_before', cutoff::text, true);
  delete from public.invoice_documents d where d.invoice_id = any(doomed);
  delete from public.invoices i where i.id = any(doomed) and i.kind = 'credit_note';
  delete from public.invoices i where i.id = any(doomed);
  get diagnostics n = row_count;
  perform set_config('billing.purge_before', '', true);
  return n;
end;
$$;

-- == Grants ======================================================================================
revoke execute on function
  private.billing_settings_missing(), public.billing_settings_missing(), private.seller_snapshot(),
  private.customer_for_order(uuid), private.prepare_contract(),
  private.period_rent(date, date, numeric, numeric, date), private.make_billing_terms(uuid, date),
  private.billing_schedule_payload(uuid), private.queue_billing_schedule(uuid), private.schedule_contract(),
  private.schedule_buyout(), private.guard_billing_term(),
  private.next_invoice_number(text, date), private.guard_invoice(), private.check_credit_note(),
  private.buyer_snapshot(uuid), private.refuse_to_invoice(uuid), private.issue_term_invoice(uuid, date),
  public.issue_due_invoices(date), private.issue_credit_note(uuid, numeric, text), public.issue_credit_note(uuid, numeric, text),
  private.invoice_state(public.invoices, date), private.order_payment_status(uuid, date),
  private.refresh_order_payment_status(uuid, date), private.refresh_due_payment_statuses(date),
  private.invoice_refreshes_order(), private.guard_order_payment_status(),
  private.invoice_pdf_path(public.invoices), private.invoice_document_source(uuid), public.invoice_document_source(uuid),
  public.invoice_documents_due(integer), private.invoice_email_payload(uuid),
  private.record_invoice_document(uuid, text, text, text), public.record_invoice_document(uuid, text, text, text),
  private.attach_contract_to_customer(uuid, uuid), public.attach_contract_to_customer(uuid, uuid),
  private.owns_contract(uuid), private.owns_customer(uuid), private.purge_invoices(date)
  from public, anon, authenticated;
-- Checks, triggers, policies and the board's status run as the row's writer or reader.
grant execute on function
  private.invoice_state(public.invoices, date), private.owns_contract(uuid), private.owns_customer(uuid)
  to authenticated, service_role;
-- A trigger calls its function without checking EXECUTE: trigger functions are nobody's.
revoke execute on function
  private.prepare_contract(), private.schedule_contract(), private.schedule_buyout(),
  private.guard_billing_term(), private.guard_invoice(), private.check_credit_note(), private.invoice_refreshes_order(),
  private.guard_order_payment_status()
  from service_role;
-- Staff: the missing mentions (the company form shows them), credit notes and moving a contract
-- (each checks private.can itself).
grant execute on function
  private.billing_settings_missing(), public.billing_settings_missing(),
  private.issue_credit_note(uuid, numeric, text), public.issue_credit_note(uuid, numeric, text),
  private.attach_contract_to_customer(uuid, uuid), public.attach_contract_to_customer(uuid, uuid)
  to authenticated, service_role;
-- The scheduled job and the rendering function.
grant execute on function
  public.issue_due_invoices(date), private.issue_term_invoice(uuid, date), private.refresh_due_payment_statuses(date),
  private.invoice_document_source(uuid), public.invoice_document_source(uuid), public.invoice_documents_due(integer),
  private.record_invoice_document(uuid, text, text, text), public.record_invoice_document(uuid, text, text, text)
  to service_role;
