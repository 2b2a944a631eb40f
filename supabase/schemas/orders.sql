-- Orders: created by staff or by an offer accepted online, numbered CMD-YYYY-NNNNN and totalled
-- by the database, with a status history it keeps itself. Accounting changes the payment status
-- and nothing else. src/features/orders/order-form-schema.ts mirrors these rules.

-- == Numbers ====================================================================================
-- One counter row per year: concurrent inserts queue on its row lock, and a rolled-back insert
-- rolls its number back, so numbers are unique, sequential and without gaps.
create table private.order_number_counters (
  year integer primary key,
  last_value integer not null check (last_value >= 0)
);
revoke all on private.order_number_counters from public, anon, authenticated;

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

-- == Orders =====================================================================================
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  -- The number is the column's default: a client cannot choose it (no column grant), and only
  -- the service role (imports, seed) may give one explicitly.
  order_number text not null default private.next_order_number(),
  customer_first_name text not null,
  customer_last_name text not null,
  customer_email text not null,
  customer_phone text,
  customer_company text,
  total_amount numeric(12, 2) not null default 0,
  status text not null default 'pending',
  payment_status text not null default 'pending',
  shipping_address jsonb,
  billing_address jsonb,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  quote_request_id uuid references public.quote_requests (id) on delete set null,
  search tsvector generated always as (
    pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(
      order_number, customer_first_name, customer_last_name, customer_email, customer_company))
  ) stored,
  -- The accepted offer it was made of.
  offer_id uuid references public.offers (id) on delete set null,
  constraint orders_order_number_key unique (order_number),
  constraint orders_order_number_check check (order_number ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'),
  constraint orders_email_check check (private.is_email(customer_email)),
  constraint orders_company_check check (char_length(customer_company) <= 120 and private.is_plain_text(customer_company)),
  constraint orders_total_amount_check check (total_amount between 0 and 9999999999),
  constraint orders_status_check check (
    status in ('pending', 'confirmed', 'in_preparation', 'shipped', 'delivered', 'cancelled')
  ),
  constraint orders_payment_status_check check (
    payment_status in ('pending', 'paid', 'partial', 'refunded', 'failed', 'late')
  ),
  constraint orders_shipping_address_check check (public.is_address(shipping_address)),
  constraint orders_billing_address_check check (public.is_address(billing_address)),
  constraint orders_notes_check check (char_length(notes) <= 2000 and private.is_plain_text(notes)),
  constraint orders_first_name_check check (private.is_text(customer_first_name, 80)),
  constraint orders_last_name_check check (private.is_text(customer_last_name, 80)),
  constraint orders_phone_check check (private.is_phone(customer_phone)),
  constraint orders_first_name_line_check check (private.is_single_line(customer_first_name)),
  constraint orders_last_name_line_check check (private.is_single_line(customer_last_name)),
  constraint orders_company_line_check check (private.is_single_line(customer_company)),
  constraint orders_offer_id_key unique (offer_id)
);
create index orders_status_idx on public.orders (status);
create index orders_payment_status_idx on public.orders (payment_status);
create index orders_quote_request_id_idx on public.orders (quote_request_id);
create index orders_search_idx on public.orders using gin (search);
-- Every list sorts by one column with the id as tiebreak (a stable order for pages and the
-- export's keyset); these serve the default order and the sorts on non-null columns.
create index orders_created_at_id_idx on public.orders (created_at desc, id desc);
create index orders_total_amount_id_idx on public.orders (total_amount, id);
create index orders_customer_last_name_id_idx on public.orders (customer_last_name, id);
create trigger orders_set_updated_at before update on public.orders
  for each row execute function public.set_updated_at();
create trigger orders_audit after insert or update or delete on public.orders
  for each row execute function private.audit_row('orders');

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_name text not null,
  product_brand text,
  duration_months integer not null,
  quantity integer not null default 1,
  monthly_payment numeric(10, 2) not null,
  -- The line's contract total per unit, set by the trigger below; the default keeps it out of a
  -- client's insert.
  unit_price numeric(12, 2) not null default 0,
  created_at timestamptz not null default now(),
  product_id uuid references public.products (id) on delete set null,
  constraint order_items_product_brand_check check (char_length(product_brand) <= 80 and private.is_plain_text(product_brand)),
  constraint order_items_duration_check check (duration_months in (12, 24, 36, 48, 60)),
  constraint order_items_quantity_check check (quantity between 1 and 10000),
  constraint order_items_monthly_payment_check check (monthly_payment between 0 and 99999999),
  constraint order_items_unit_price_check check (unit_price between 0 and 9999999999),
  constraint order_items_product_name_check check (private.is_text(product_name, 120))
);
create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);
create trigger order_items_audit after insert or update or delete on public.order_items
  for each row execute function private.audit_row('orders', 'order_id');

-- The numbers' counters start after the numbers already used (orders loaded by the service role:
-- imports).
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

-- == Totals =====================================================================================
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

-- == History ====================================================================================
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

-- == Creating and editing an order in one transaction ===========================================
-- SECURITY INVOKER: the caller's policies and column grants apply to every statement. Lines that
-- come back unchanged (the form always sends them) are left alone, so an order whose lines are
-- frozen by its contract (supabase/schemas/contracts.sql) still saves its other fields.
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

-- == Accounting: payment status only ============================================================
-- Order writers change everything; accounting changes the payment status and nothing else. A
-- dedicated function, not a column grant, since a policy cannot tell one column from another.
create function private.set_order_payment_status(order_id uuid, payment_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (private.can('orders', 'write') or private.has_role('comptabilite')) then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  update public.orders o set payment_status = set_order_payment_status.payment_status
   where o.id = set_order_payment_status.order_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cette commande est introuvable.';
  end if;
end;
$$;

create function public.set_order_payment_status(order_id uuid, payment_status text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.set_order_payment_status(order_id, payment_status);
$$;

-- == Access =====================================================================================
alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.order_status_history enable row level security;
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
create policy "Order readers can read the order history" on public.order_status_history
  for select to authenticated using ((select private.can('orders', 'read')));

-- Column grants: ids, timestamps, numbers, totals, authors and links are the database's.
revoke all on public.orders, public.order_items, public.order_status_history from anon, authenticated;
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
grant select on public.order_status_history to authenticated;
grant all on public.orders, public.order_items, public.order_status_history to service_role;

-- Functions: nothing is executable by default; each caller is named.
revoke execute on function
  private.sync_order_number_counters(), private.next_order_number(), private.set_order_item_total(),
  private.refresh_order_total(), private.record_order_status_change(), public.save_order(jsonb, jsonb, uuid),
  private.set_order_payment_status(uuid, text), public.set_order_payment_status(uuid, text)
  from public, anon, authenticated;
-- The number is a default, run as the order's writer; the rest are the order writers' RPCs.
grant execute on function
  private.next_order_number(), public.save_order(jsonb, jsonb, uuid),
  private.set_order_payment_status(uuid, text), public.set_order_payment_status(uuid, text)
  to authenticated, service_role;
grant execute on function private.sync_order_number_counters() to service_role;
