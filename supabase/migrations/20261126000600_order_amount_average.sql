-- The marketing page's « Panier Moyen » (spec §9: Σ total_amount ÷ number of orders), computed by
-- the database. Reading every order's amount to average it in the browser stops at the API's
-- max_rows (1 000 on hosted Supabase): beyond that the figure would silently cover the newest
-- orders only. Security invoker: each role averages the orders RLS lets it read (0 when none).

create function public.average_order_amount()
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(avg(total_amount), 0) from public.orders;
$$;

revoke execute on function public.average_order_amount() from public, anon;
grant execute on function public.average_order_amount() to authenticated, service_role;
