-- Baseline, 2026-11-28: supabase/schemas/analytics.sql as it stood when the migrations before it were
-- squashed into one migration per domain (nothing had reached a hosted project). It is not
-- edited again: a change edits the schema file and adds a migration after these (docs/database.md).

-- The figures of /admin/analytics and the marketing page, aggregated by the database so the
-- screens never download rows: one function per figure. Every figure function is SECURITY
-- INVOKER: the caller's policies decide what it counts (a role that may not read requests gets
-- zeros). Staff only: a visitor has no figures to read. Where requests come from (landing page,
-- referrer, UTM parameters) is recorded on the request (supabase/schemas/requests.sql).

-- == Periods ====================================================================================
-- A period is a pair of Paris calendar days, both included: its bounds as instants, so every
-- figure filters created_at by a range its index answers.
create function private.paris_day_start(day date)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select day::timestamp at time zone 'Europe/Paris';
$$;

create function private.check_period(p_from date, p_to date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_from > p_to or p_to - p_from > 3660 then
    raise exception using errcode = '22023', message = 'Période invalide : la date de début doit précéder la date de fin (10 ans au plus).';
  end if;
end;
$$;

revoke execute on function private.paris_day_start(date), private.check_period(date, date) from public, anon;
grant execute on function private.paris_day_start(date), private.check_period(date, date) to authenticated, service_role;

-- == Headline figures and funnel ================================================================
-- The requests filed in the period, and how far each went: converted into a lead, won (the
-- request or its lead), and turned into an order that was not cancelled. Orders signed in the
-- period (confirmed or further) and the monthly rent they bring (Σ monthly payment × quantity).
create function public.analytics_summary(p_from date, p_to date)
returns table (requests bigint, leads bigint, won bigint, orders bigint, signed_orders bigint, signed_rent numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_period(p_from, p_to);
  return query
  with period as (
    select private.paris_day_start(p_from) as starts, private.paris_day_start(p_to + 1) as ends
  ),
  funnel as (
    select count(*) as requests,
           count(*) filter (where q.lead_id is not null) as leads,
           -- IN (subquery) becomes one hashed set per query, not a lookup per request.
           count(*) filter (where q.status = 'won'
             or q.lead_id in (select l.id from public.leads l where l.status = 'won')) as won,
           count(*) filter (where q.id in (
             select o.quote_request_id from public.orders o where o.status <> 'cancelled')) as orders
    from public.quote_requests q, period
    where q.created_at >= period.starts and q.created_at < period.ends
  ),
  signed as (
    select count(*) as signed_orders, coalesce(sum(r.rent), 0)::numeric(14, 2) as signed_rent
    from public.orders o, period,
      lateral (select coalesce(sum(i.monthly_payment * i.quantity), 0) as rent
               from public.order_items i where i.order_id = o.id) r
    where o.created_at >= period.starts and o.created_at < period.ends
      and o.status in ('confirmed', 'in_preparation', 'shipped', 'delivered')
  )
  select funnel.requests, funnel.leads, funnel.won, funnel.orders, signed.signed_orders, signed.signed_rent
  from funnel, signed;
end;
$$;

-- Every Monday-starting Paris week of the period, every type, zero included (a chart needs
-- the empty weeks); the first and last weeks count only the period's days.
create function public.analytics_requests_weekly(p_from date, p_to date)
returns table (week date, type text, requests bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_period(p_from, p_to);
  return query
  with counted as (
    select date_trunc('week', q.created_at at time zone 'Europe/Paris')::date as week, q.type, count(*) as requests
    from public.quote_requests q
    where q.created_at >= private.paris_day_start(p_from) and q.created_at < private.paris_day_start(p_to + 1)
    group by 1, 2
  )
  select w.week::date, t.type, coalesce(c.requests, 0)::bigint
  from generate_series(date_trunc('week', p_from::timestamp), p_to::timestamp, interval '1 week') w (week)
  cross join (values ('quote'), ('partner'), ('job'), ('documentation'), ('contact')) t (type)
  left join counted c on c.week = w.week::date and c.type = t.type
  order by 1, 2;
end;
$$;

-- The monthly recurring rent signed, per month.
create function public.analytics_signed_rent_monthly(p_from date, p_to date)
returns table (month date, orders bigint, monthly_rent numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_period(p_from, p_to);
  return query
  with counted as (
    select date_trunc('month', o.created_at at time zone 'Europe/Paris')::date as month,
           count(*) as orders, sum(r.rent) as monthly_rent
    from public.orders o,
      lateral (select coalesce(sum(i.monthly_payment * i.quantity), 0) as rent
               from public.order_items i where i.order_id = o.id) r
    where o.created_at >= private.paris_day_start(p_from) and o.created_at < private.paris_day_start(p_to + 1)
      and o.status in ('confirmed', 'in_preparation', 'shipped', 'delivered')
    group by 1
  )
  select m.month::date, coalesce(c.orders, 0)::bigint, coalesce(c.monthly_rent, 0)::numeric(14, 2)
  from generate_series(date_trunc('month', p_from::timestamp), p_to::timestamp, interval '1 month') m (month)
  left join counted c on c.month = m.month::date
  order by 1;
end;
$$;

-- The most requested products and categories.
create function public.analytics_top_products(p_from date, p_to date, p_limit integer default 10)
returns table (product_id uuid, product_name text, category_name text, requests bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_period(p_from, p_to);
  return query
  with counted as (
    select q.product_id, count(*) as requests
    from public.quote_requests q
    where q.created_at >= private.paris_day_start(p_from) and q.created_at < private.paris_day_start(p_to + 1)
      and q.product_id is not null
    group by q.product_id
  )
  select c.product_id, p.name, cat.name, c.requests
  from counted c
  join public.products p on p.id = c.product_id
  left join public.categories cat on cat.id = p.category_id
  order by c.requests desc, p.name
  limit least(greatest(coalesce(p_limit, 10), 1), 50);
end;
$$;

create function public.analytics_top_categories(p_from date, p_to date, p_limit integer default 10)
returns table (category_id uuid, category_name text, requests bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_period(p_from, p_to);
  return query
  select cat.id, cat.name, count(*)::bigint
  from public.quote_requests q
  join public.products p on p.id = q.product_id
  join public.categories cat on cat.id = p.category_id
  where q.created_at >= private.paris_day_start(p_from) and q.created_at < private.paris_day_start(p_to + 1)
  group by cat.id, cat.name
  order by 3 desc, cat.name
  limit least(greatest(coalesce(p_limit, 10), 1), 50);
end;
$$;

-- Three rankings in one answer: landing page, referrer host, UTM campaign. A null source
-- (a direct visit, a request without a campaign) is a row of its own, source null.
create function public.analytics_request_sources(p_from date, p_to date, p_limit integer default 10)
returns table (dimension text, source text, requests bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_period(p_from, p_to);
  return query
  with period_requests as (
    select q.landing_page, q.referrer_host, q.utm_campaign
    from public.quote_requests q
    where q.created_at >= private.paris_day_start(p_from) and q.created_at < private.paris_day_start(p_to + 1)
  ),
  counted as (
    select 'landing_page'::text as dimension, r.landing_page as source, count(*) as requests from period_requests r group by 2
    union all
    select 'referrer', r.referrer_host, count(*) from period_requests r group by 2
    union all
    select 'utm_campaign', r.utm_campaign, count(*) from period_requests r group by 2
  ),
  ranked as (
    select c.*, row_number() over (partition by c.dimension order by c.requests desc, c.source nulls first) as rank
    from counted c
  )
  select r.dimension, r.source, r.requests::bigint
  from ranked r
  where r.rank <= least(greatest(coalesce(p_limit, 10), 1), 50)
  order by r.dimension, r.requests desc, r.source nulls first;
end;
$$;

-- == Offers in the funnel =======================================================================
-- Offers sent in the period (each number once, whatever its versions), offers accepted in it,
-- and the median time from the request to the signature (days) of those accepted. SECURITY
-- INVOKER: a role that cannot read offers gets zeros.
create function public.analytics_offers(p_from date, p_to date)
returns table (offers_sent bigint, offers_accepted bigint, median_days_to_signature numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_period(p_from, p_to);
  return query
  with period as (
    select private.paris_day_start(p_from) as starts, private.paris_day_start(p_to + 1) as ends
  )
  select
    (select count(distinct o.offer_number) from public.offers o, period
      where o.sent_at >= period.starts and o.sent_at < period.ends),
    (select count(*) from public.offers o, period
      where o.accepted_at >= period.starts and o.accepted_at < period.ends),
    (select round((percentile_cont(0.5) within group (
              order by extract(epoch from o.accepted_at - q.created_at) / 86400))::numeric, 1)
       from public.offers o join public.quote_requests q on q.id = o.quote_request_id, period
      where o.accepted_at >= period.starts and o.accepted_at < period.ends);
end;
$$;

-- == After-sales ================================================================================
-- Of the incidents reported in the period: how many, how many are due (intervened, or past their
-- deadline without an intervention), how many of those were intervened within the promised time,
-- and the median hours from the report to the intervention. Contracts ending in the next three
-- months (from today); end-of-lease outcomes recorded in the period and the renewals among them.
-- SECURITY INVOKER: a role that cannot read incidents or contracts gets zeros.
create function public.analytics_after_sales(p_from date, p_to date)
returns table (
  incidents_opened bigint,
  incidents_due bigint,
  incidents_on_time bigint,
  median_hours_to_intervention numeric,
  contracts_ending_soon bigint,
  outcomes_recorded bigint,
  renewals bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Europe/Paris')::date;
begin
  perform private.check_period(p_from, p_to);
  return query
  with period as (
    select private.paris_day_start(p_from) as starts, private.paris_day_start(p_to + 1) as ends
  ),
  reported as (
    select i.intervened_at, i.reported_at, i.deadline_at
    from public.incidents i, period where i.reported_at >= period.starts and i.reported_at < period.ends
  ),
  outcomes as (
    select c.end_of_lease_outcome from public.contracts c, period
    where c.end_of_lease_recorded_at >= period.starts and c.end_of_lease_recorded_at < period.ends
  )
  select
    (select count(*) from reported),
    (select count(*) from reported r where r.intervened_at is not null or r.deadline_at < now()),
    (select count(*) from reported r where r.intervened_at <= r.deadline_at),
    (select round((percentile_cont(0.5) within group (
              order by extract(epoch from r.intervened_at - r.reported_at) / 3600))::numeric, 1)
       from reported r where r.intervened_at is not null),
    (select count(*) from public.contracts c
      where c.status = 'active' and c.end_date >= today and c.end_date <= (today + interval '3 months')::date),
    (select count(*) from outcomes),
    (select count(*) from outcomes o where o.end_of_lease_outcome = 'renewed');
end;
$$;

-- == The marketing page's « Panier Moyen » ======================================================
-- Σ total_amount ÷ number of orders (spec §9). Reading every order's amount to average it in the
-- browser stops at the API's max_rows (1 000 on hosted Supabase): beyond that the figure would
-- silently cover the newest orders only. Each role averages the orders RLS lets it read (0 when
-- none).
create function public.average_order_amount()
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(avg(total_amount), 0) from public.orders;
$$;

revoke execute on function
  public.analytics_summary(date, date),
  public.analytics_requests_weekly(date, date),
  public.analytics_signed_rent_monthly(date, date),
  public.analytics_top_products(date, date, integer),
  public.analytics_top_categories(date, date, integer),
  public.analytics_request_sources(date, date, integer),
  public.analytics_offers(date, date),
  public.analytics_after_sales(date, date),
  public.average_order_amount()
  from public, anon, authenticated;
grant execute on function
  public.analytics_summary(date, date),
  public.analytics_requests_weekly(date, date),
  public.analytics_signed_rent_monthly(date, date),
  public.analytics_top_products(date, date, integer),
  public.analytics_top_categories(date, date, integer),
  public.analytics_request_sources(date, date, integer),
  public.analytics_offers(date, date),
  public.analytics_after_sales(date, date),
  public.average_order_amount()
  to authenticated, service_role;
