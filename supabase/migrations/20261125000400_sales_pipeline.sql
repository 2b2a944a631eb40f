-- Sales pipeline: requests that staff work (type, status workflow, owner, notes, conversion to a
-- lead), leads with a next action and notes, orders created and edited by staff with a number,
-- totals and a status history kept by the database. Every policy asks private.can(area, action),
-- so the roles work widens one function, not these policies.

-- == Requests: type, workflow, owner ========================================
alter table public.quote_requests
  add column type text not null default 'quote',
  add column owner_id uuid references auth.users (id) on delete set null,
  add column updated_at timestamptz not null default now(),
  add constraint quote_requests_type_check check (type in ('quote', 'partner', 'job', 'documentation', 'contact'));

-- The spec's four statuses become the sales workflow; finished requests keep their meaning.
alter table public.quote_requests drop constraint quote_requests_status_check;
update public.quote_requests set status = case status when 'completed' then 'won' when 'cancelled' then 'archived' else status end
 where status in ('completed', 'cancelled');
alter table public.quote_requests add constraint quote_requests_status_check
  check (status in ('pending', 'in_progress', 'quote_sent', 'won', 'lost', 'archived'));

create index quote_requests_status_created_at_idx on public.quote_requests (status, created_at desc);
create index quote_requests_type_created_at_idx on public.quote_requests (type, created_at desc);
create index quote_requests_owner_id_idx on public.quote_requests (owner_id);
create trigger quote_requests_set_updated_at before update on public.quote_requests
  for each row execute function public.set_updated_at();

-- The workflow, once: the app's map (features/quote-requests/status.ts) is tested against it.
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

-- == Leads: origin and next action ==========================================
alter table public.leads
  add column quote_request_id uuid references public.quote_requests (id) on delete set null,
  add column next_action text,
  add column next_action_date date,
  add constraint leads_quote_request_id_key unique (quote_request_id),
  add constraint leads_next_action_check check (
    char_length(next_action) between 1 and 200 and next_action ~ '[^[:space:]]' and public.is_plain_text(next_action)
  ),
  add constraint leads_next_action_date_check check (next_action_date between date '2000-01-01' and date '2100-12-31');
create index leads_next_action_date_idx on public.leads (next_action_date) where next_action_date is not null;

alter table public.quote_requests
  add column lead_id uuid references public.leads (id) on delete set null,
  add constraint quote_requests_lead_id_key unique (lead_id);

-- == Notes (append-only timelines) ==========================================
create table public.quote_request_notes (
  id uuid primary key default gen_random_uuid(),
  quote_request_id uuid not null references public.quote_requests (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  body text not null,
  created_at timestamptz not null default now(),
  constraint quote_request_notes_body_check check (
    char_length(body) between 1 and 2000 and body ~ '[^[:space:]]' and public.is_plain_text(body)
  )
);
create index quote_request_notes_request_idx on public.quote_request_notes (quote_request_id, created_at desc);
create index quote_request_notes_author_id_idx on public.quote_request_notes (author_id);

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  body text not null,
  created_at timestamptz not null default now(),
  constraint lead_notes_body_check check (
    char_length(body) between 1 and 2000 and body ~ '[^[:space:]]' and public.is_plain_text(body)
  )
);
create index lead_notes_lead_idx on public.lead_notes (lead_id, created_at desc);
create index lead_notes_author_id_idx on public.lead_notes (author_id);

-- Who wrote a note, and when, is the signed-in user and now, never what the client says
-- (the service role and the seed, without a user, write what they give).
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

-- == Staff directory (owner picker, names of owners) =========================
create function private.staff_directory()
returns table (id uuid, email text, full_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
  from auth.users u
  where private.is_staff() and exists (select 1 from public.user_roles r where r.user_id = u.id)
  order by u.email;
$$;

create function public.list_staff()
returns table (id uuid, email text, full_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.staff_directory();
$$;

-- == Conversion of a request into a lead =====================================
-- SECURITY DEFINER because lead_id / quote_request_id are server-owned columns no client may
-- write; the caller's rights are checked first, explicitly.
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
  insert into public.leads (email, first_name, last_name, company, phone, source, status, quote_request_id)
  values (request.email, request.first_name, request.last_name, request.company, request.phone, 'website', 'new', request.id)
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

-- == Orders: number, totals, origin ==========================================
alter table public.orders
  add column quote_request_id uuid references public.quote_requests (id) on delete set null;
create index orders_quote_request_id_idx on public.orders (quote_request_id);
alter table public.order_items
  add column product_id uuid references public.products (id) on delete set null;
create index order_items_product_id_idx on public.order_items (product_id);

-- One counter row per year: concurrent inserts queue on its row lock, and a rolled-back insert
-- rolls its number back, so numbers are unique, sequential and without gaps.
create table private.order_number_counters (
  year integer primary key,
  last_value integer not null check (last_value >= 0)
);

-- Counters start after the numbers already used (rows loaded before this, or by the seed).
create function private.sync_order_number_counters()
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.order_number_counters (year, last_value)
  select (m[1])::integer, max((m[2])::integer)
  from public.orders o, regexp_match(o.order_number, '^CMD-([0-9]{4})-([0-9]{1,9})$') m
  where m is not null
  group by 1
  on conflict (year) do update set last_value = greatest(private.order_number_counters.last_value, excluded.last_value);
$$;
select private.sync_order_number_counters();

create function private.next_order_number()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from now() at time zone 'Europe/Paris')::integer;
  n integer;
begin
  insert into private.order_number_counters as c (year, last_value) values (this_year, 1)
  on conflict (year) do update set last_value = c.last_value + 1
  returning c.last_value into n;
  return format('CMD-%s-%s', this_year, case when n < 100000 then lpad(n::text, 5, '0') else n::text end);
end;
$$;

-- The number is the column's default: a client cannot choose it (no column grant), and only
-- the service role (imports, seed) may give one explicitly.
alter table public.orders alter column order_number set default private.next_order_number();

-- A line's contract total per unit, and the order's total commitment, are computed here.
create function private.set_order_item_total()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.unit_price := round(new.monthly_payment * new.duration_months, 2);
  return new;
end;
$$;
create trigger order_items_set_total before insert or update on public.order_items
  for each row execute function private.set_order_item_total();
-- A client never sends it: a default keeps it out of the insert (the trigger sets the value).
alter table public.order_items alter column unit_price set default 0;

create function private.refresh_order_total()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched uuid;
begin
  for touched in
    select distinct x.order_id from (select new.order_id where tg_op <> 'DELETE' union all select old.order_id where tg_op <> 'INSERT') x
  loop
    update public.orders o
       set total_amount = coalesce((select sum(i.unit_price * i.quantity) from public.order_items i where i.order_id = touched), 0)
     where o.id = touched;
  end loop;
  return null;
end;
$$;
create trigger order_items_refresh_total after insert or update or delete on public.order_items
  for each row execute function private.refresh_order_total();

-- == Order history ===========================================================
create table public.order_status_history (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  field text not null,
  from_value text,
  to_value text not null,
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_email text,
  changed_at timestamptz not null default now(),
  constraint order_status_history_field_check check (field in ('status', 'payment_status'))
);
create index order_status_history_order_idx on public.order_status_history (order_id, changed_at desc);
create index order_status_history_changed_by_idx on public.order_status_history (changed_by);

create function private.record_order_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_email text := (select u.email from auth.users u where u.id = auth.uid());
begin
  insert into public.order_status_history (order_id, field, from_value, to_value, changed_by, changed_by_email)
  select new.id, f.field, f.from_value, f.to_value, auth.uid(), actor_email
  from (values
    ('status', case when tg_op = 'UPDATE' then old.status end, new.status),
    ('payment_status', case when tg_op = 'UPDATE' then old.payment_status end, new.payment_status)
  ) f (field, from_value, to_value)
  where tg_op = 'INSERT' or f.from_value is distinct from f.to_value;
  return null;
end;
$$;
create trigger orders_record_status_change after insert or update of status, payment_status on public.orders
  for each row execute function private.record_order_status_change();

-- == Creating and editing an order in one transaction ===========================
-- SECURITY INVOKER: the caller's policies and column grants apply to every statement.
create function public.save_order(fields jsonb, items jsonb, order_id uuid default null)
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
    delete from public.order_items i where i.order_id = target;
  end if;
  insert into public.order_items (order_id, product_id, product_name, product_brand, quantity, duration_months, monthly_payment)
  select target, i.product_id, i.product_name, i.product_brand, i.quantity, i.duration_months, i.monthly_payment
  from jsonb_populate_recordset(null::public.order_items, save_order.items) i;
  return target;
end;
$$;

-- == Access ==================================================================
drop policy "Visitors can submit a pending quote request" on public.quote_requests;
drop policy "Signed-in users submit pending requests, admins any" on public.quote_requests;
drop policy "Admins can read quote requests" on public.quote_requests;
drop policy "Admins can update quote requests" on public.quote_requests;
drop policy "Admins can delete quote requests" on public.quote_requests;
-- The column grants below keep status, owner and link out of a visitor's reach.
create policy "Visitors can submit a request" on public.quote_requests
  for insert to anon with check (status = 'pending');
create policy "Signed-in users can submit a request" on public.quote_requests
  for insert to authenticated with check (status = 'pending');
create policy "Request readers can read requests" on public.quote_requests
  for select to authenticated using ((select private.can('requests', 'read')));
create policy "Request writers can work requests" on public.quote_requests
  for update to authenticated
  using ((select private.can('requests', 'write'))) with check ((select private.can('requests', 'write')));
create policy "Request writers can delete requests" on public.quote_requests
  for delete to authenticated using ((select private.can('requests', 'write')));

drop policy "Admins can read leads" on public.leads;
drop policy "Admins can create leads" on public.leads;
drop policy "Admins can update leads" on public.leads;
drop policy "Admins can delete leads" on public.leads;
create policy "Lead readers can read leads" on public.leads
  for select to authenticated using ((select private.can('leads', 'read')));
create policy "Lead writers can create leads" on public.leads
  for insert to authenticated with check ((select private.can('leads', 'write')));
create policy "Lead writers can update leads" on public.leads
  for update to authenticated
  using ((select private.can('leads', 'write'))) with check ((select private.can('leads', 'write')));
create policy "Lead writers can delete leads" on public.leads
  for delete to authenticated using ((select private.can('leads', 'write')));

drop policy "Admins can read orders" on public.orders;
drop policy "Admins can create orders" on public.orders;
drop policy "Admins can update orders" on public.orders;
drop policy "Admins can delete orders" on public.orders;
drop policy "Admins can read order items" on public.order_items;
drop policy "Admins can create order items" on public.order_items;
drop policy "Admins can update order items" on public.order_items;
drop policy "Admins can delete order items" on public.order_items;
create policy "Order readers can read orders" on public.orders
  for select to authenticated using ((select private.can('orders', 'read')));
create policy "Order writers can create orders" on public.orders
  for insert to authenticated with check ((select private.can('orders', 'write')));
create policy "Order writers can update orders" on public.orders
  for update to authenticated
  using ((select private.can('orders', 'write'))) with check ((select private.can('orders', 'write')));
create policy "Order writers can delete orders" on public.orders
  for delete to authenticated using ((select private.can('orders', 'write')));
create policy "Order readers can read order items" on public.order_items
  for select to authenticated using ((select private.can('orders', 'read')));
create policy "Order writers can create order items" on public.order_items
  for insert to authenticated with check ((select private.can('orders', 'write')));
create policy "Order writers can update order items" on public.order_items
  for update to authenticated
  using ((select private.can('orders', 'write'))) with check ((select private.can('orders', 'write')));
create policy "Order writers can delete order items" on public.order_items
  for delete to authenticated using ((select private.can('orders', 'write')));

alter table public.quote_request_notes enable row level security;
alter table public.lead_notes enable row level security;
alter table public.order_status_history enable row level security;
create policy "Request readers can read request notes" on public.quote_request_notes
  for select to authenticated using ((select private.can('requests', 'read')));
create policy "Request writers can add request notes" on public.quote_request_notes
  for insert to authenticated with check ((select private.can('requests', 'write')));
create policy "Request writers can delete request notes" on public.quote_request_notes
  for delete to authenticated using ((select private.can('requests', 'write')));
create policy "Lead readers can read lead notes" on public.lead_notes
  for select to authenticated using ((select private.can('leads', 'read')));
create policy "Lead writers can add lead notes" on public.lead_notes
  for insert to authenticated with check ((select private.can('leads', 'write')));
create policy "Lead writers can delete lead notes" on public.lead_notes
  for delete to authenticated using ((select private.can('leads', 'write')));
create policy "Order readers can read the order history" on public.order_status_history
  for select to authenticated using ((select private.can('orders', 'read')));

-- Column grants: ids, timestamps, numbers, totals, authors and links are the database's.
revoke all on public.quote_requests, public.leads, public.orders, public.order_items,
  public.quote_request_notes, public.lead_notes, public.order_status_history from anon, authenticated;
grant insert (first_name, last_name, email, phone, company, siret, subject, message, type)
  on public.quote_requests to anon, authenticated;
grant select, delete on public.quote_requests to authenticated;
grant update (status, owner_id, type) on public.quote_requests to authenticated;

grant select, delete on public.leads to authenticated;
grant insert (email, first_name, last_name, company, phone, source, status, notes, score, last_contact_date, next_action, next_action_date),
  update (email, first_name, last_name, company, phone, source, status, notes, score, last_contact_date, next_action, next_action_date)
  on public.leads to authenticated;

grant select, delete on public.orders to authenticated;
grant insert (customer_first_name, customer_last_name, customer_email, customer_phone, customer_company,
              shipping_address, billing_address, status, payment_status, notes, quote_request_id),
  update (customer_first_name, customer_last_name, customer_email, customer_phone, customer_company,
          shipping_address, billing_address, status, payment_status, notes)
  on public.orders to authenticated;
grant select, delete on public.order_items to authenticated;
grant insert (order_id, product_id, product_name, product_brand, quantity, duration_months, monthly_payment),
  update (product_id, product_name, product_brand, quantity, duration_months, monthly_payment)
  on public.order_items to authenticated;

grant select, delete on public.quote_request_notes, public.lead_notes to authenticated;
grant insert (quote_request_id, body) on public.quote_request_notes to authenticated;
grant insert (lead_id, body) on public.lead_notes to authenticated;
grant select on public.order_status_history to authenticated;

grant all on public.quote_requests, public.leads, public.orders, public.order_items,
  public.quote_request_notes, public.lead_notes, public.order_status_history to service_role;

-- Functions: nothing is executable by default; each caller is named.
revoke execute on function
  private.request_transition_allowed(text, text), private.request_status_label(text),
  private.check_request_transition(), private.set_note_author(), private.staff_directory(),
  public.list_staff(), private.convert_request_to_lead(uuid), public.convert_request_to_lead(uuid),
  private.sync_order_number_counters(), private.next_order_number(),
  private.set_order_item_total(), private.refresh_order_total(), private.record_order_status_change(),
  public.save_order(jsonb, jsonb, uuid)
  from public, anon, authenticated;
-- Trigger functions run as the table's writer; those writers need EXECUTE.
grant execute on function
  private.request_transition_allowed(text, text), private.request_status_label(text),
  private.check_request_transition(), private.set_note_author(),
  private.next_order_number(), private.set_order_item_total(), private.refresh_order_total(),
  private.record_order_status_change(),
  private.staff_directory(), public.list_staff(),
  private.convert_request_to_lead(uuid), public.convert_request_to_lead(uuid),
  public.save_order(jsonb, jsonb, uuid)
  to authenticated, service_role;
grant execute on function private.sync_order_number_counters() to service_role;
revoke all on private.order_number_counters from public, anon, authenticated;
