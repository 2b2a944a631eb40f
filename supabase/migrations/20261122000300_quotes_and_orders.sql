-- Quote requests from the public forms, and orders with their items.

-- == Quote requests ========================================================
create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  company text,
  siret text,
  subject text not null,
  message text not null,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  constraint quote_requests_first_name_check check (char_length(btrim(first_name)) between 1 and 80 and public.is_plain_text(first_name)),
  constraint quote_requests_last_name_check check (char_length(btrim(last_name)) between 1 and 80 and public.is_plain_text(last_name)),
  constraint quote_requests_email_check check (public.is_email(email)),
  constraint quote_requests_phone_check check (phone ~ '^\+?[0-9 ().-]{6,25}$' and phone ~ '([0-9].*){6}'),
  constraint quote_requests_company_check check (char_length(btrim(company)) between 1 and 120 and public.is_plain_text(company)),
  constraint quote_requests_siret_check check (siret ~ '^[0-9]{14}$'),
  constraint quote_requests_subject_check check (char_length(btrim(subject)) between 1 and 150 and public.is_plain_text(subject)),
  constraint quote_requests_message_check check (char_length(btrim(message)) between 1 and 5000 and public.is_plain_text(message)),
  constraint quote_requests_status_check check (status in ('pending', 'in_progress', 'completed', 'cancelled'))
);
create index quote_requests_created_at_idx on public.quote_requests (created_at desc);
create index quote_requests_status_idx on public.quote_requests (status);

alter table public.quote_requests enable row level security;
-- Visitors may only file new requests; they can never read them back.
create policy "Visitors can submit a pending quote request"
  on public.quote_requests for insert to anon
  with check (status = 'pending');
create policy "Signed-in users submit pending requests, admins any"
  on public.quote_requests for insert to authenticated
  with check (status = 'pending' or (select public.is_admin()));
create policy "Admins can read quote requests"
  on public.quote_requests for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can update quote requests"
  on public.quote_requests for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete quote requests"
  on public.quote_requests for delete to authenticated
  using ((select public.is_admin()));

revoke all on public.quote_requests from anon, authenticated;
-- Column grants: a visitor cannot choose the id, status or timestamp of a request.
grant insert (first_name, last_name, email, phone, company, siret, subject, message)
  on public.quote_requests to anon;
grant select, insert, update, delete on public.quote_requests to authenticated;
grant all on public.quote_requests to service_role;

-- == Orders ================================================================
create or replace function public.is_address(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (jsonb_typeof(value) = 'object'
          and char_length(coalesce(value ->> 'street', '')) <= 200
          and char_length(coalesce(value ->> 'city', '')) <= 100
          and char_length(coalesce(value ->> 'postal_code', '')) <= 20
          and char_length(coalesce(value ->> 'country', '')) <= 80
          and value::text !~ '<[[:alpha:]/!?]');
$$;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null,
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
  constraint orders_order_number_key unique (order_number),
  constraint orders_order_number_check check (order_number ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'),
  constraint orders_first_name_check check (char_length(btrim(customer_first_name)) between 1 and 80 and public.is_plain_text(customer_first_name)),
  constraint orders_last_name_check check (char_length(btrim(customer_last_name)) between 1 and 80 and public.is_plain_text(customer_last_name)),
  constraint orders_email_check check (public.is_email(customer_email)),
  constraint orders_phone_check check (customer_phone ~ '^\+?[0-9 ().-]{6,25}$'),
  constraint orders_company_check check (char_length(customer_company) <= 120 and public.is_plain_text(customer_company)),
  constraint orders_total_amount_check check (total_amount between 0 and 9999999999),
  constraint orders_status_check check (
    status in ('pending', 'confirmed', 'in_preparation', 'shipped', 'delivered', 'cancelled')
  ),
  constraint orders_payment_status_check check (
    payment_status in ('pending', 'paid', 'partial', 'refunded', 'failed')
  ),
  constraint orders_shipping_address_check check (public.is_address(shipping_address)),
  constraint orders_billing_address_check check (public.is_address(billing_address)),
  constraint orders_notes_check check (char_length(notes) <= 2000 and public.is_plain_text(notes))
);
create index orders_created_at_idx on public.orders (created_at desc);
create index orders_status_idx on public.orders (status);
create index orders_payment_status_idx on public.orders (payment_status);
create trigger orders_set_updated_at before update on public.orders
  for each row execute function public.set_updated_at();

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_name text not null,
  product_brand text,
  duration_months integer not null,
  quantity integer not null default 1,
  monthly_payment numeric(10, 2) not null,
  unit_price numeric(12, 2) not null,
  created_at timestamptz not null default now(),
  constraint order_items_product_name_check check (char_length(btrim(product_name)) between 1 and 120 and public.is_plain_text(product_name)),
  constraint order_items_product_brand_check check (char_length(product_brand) <= 80 and public.is_plain_text(product_brand)),
  constraint order_items_duration_check check (duration_months in (12, 24, 36, 48, 60)),
  constraint order_items_quantity_check check (quantity between 1 and 10000),
  constraint order_items_monthly_payment_check check (monthly_payment between 0 and 99999999),
  constraint order_items_unit_price_check check (unit_price between 0 and 9999999999)
);
create index order_items_order_id_idx on public.order_items (order_id);

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
create policy "Admins can read orders" on public.orders for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can create orders" on public.orders for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update orders" on public.orders for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete orders" on public.orders for delete to authenticated
  using ((select public.is_admin()));
create policy "Admins can read order items" on public.order_items for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can create order items" on public.order_items for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update order items" on public.order_items for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete order items" on public.order_items for delete to authenticated
  using ((select public.is_admin()));

revoke all on public.orders, public.order_items from anon, authenticated;
grant select, insert, update, delete on public.orders, public.order_items to authenticated;
grant all on public.orders, public.order_items to service_role;
