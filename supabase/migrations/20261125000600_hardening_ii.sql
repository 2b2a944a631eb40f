-- Hardening II: what an outside attack found. Server-owned columns on every table, a rate limit
-- no single client can turn against everyone, lengths on the raw value, and one grammar for
-- e-mails, phones and names shared with the forms' zod schemas.

-- == Helpers out of the API ==================================================
-- The text rules serve CHECK constraints, not callers: out of the exposed schema, so PostgREST
-- no longer offers them as RPC endpoints. Constraints follow a moved function (they hold its
-- oid). Every writer keeps EXECUTE (granted below): a CHECK runs with the inserting role's rights.
alter function public.is_safe_url(text) set schema private;
alter function public.is_plain_text(text) set schema private;
alter function public.is_email(text) set schema private;

-- == Text rules ============================================================
-- Free text: no markup, no control characters (tab and line breaks aside), no invisible
-- bidirectional overrides that make « txt.exe » read as « exe.txt ».
create or replace function private.is_plain_text(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (value !~ '<[[:alpha:]/!?]'
          and value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]');
$$;

-- Text of 1 to max characters counted as stored (not after trimming), never only blanks.
create function private.is_text(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (char_length(value) between 1 and max_length and value ~ '[^[:space:]]' and private.is_plain_text(value));
$$;

-- The WHATWG grammar of <input type="email">, with a domain ending in a label of two characters or
-- more, as every real one does; src/lib/text-rules.ts holds the same expression.
create or replace function private.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= 254
     and value ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z0-9][a-zA-Z0-9-]{0,61}[a-zA-Z0-9]$';
$$;

-- Starts with +, a digit or ( and holds 6 to 20 digits among spaces, dots, dashes and brackets.
create function private.is_phone(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (char_length(value) <= 30
          and value ~ '^[+(0-9][0-9 ().-]*$'
          and char_length(regexp_replace(value, '[^0-9]', '', 'g')) between 6 and 20);
$$;

-- == Constraints on the raw value ============================================
alter table public.quote_requests
  drop constraint quote_requests_first_name_check,
  drop constraint quote_requests_last_name_check,
  drop constraint quote_requests_company_check,
  drop constraint quote_requests_subject_check,
  drop constraint quote_requests_message_check,
  drop constraint quote_requests_phone_check,
  add constraint quote_requests_first_name_check check (private.is_text(first_name, 80)),
  add constraint quote_requests_last_name_check check (private.is_text(last_name, 80)),
  add constraint quote_requests_company_check check (private.is_text(company, 120)),
  add constraint quote_requests_subject_check check (private.is_text(subject, 150)),
  add constraint quote_requests_message_check check (private.is_text(message, 5000)),
  add constraint quote_requests_phone_check check (phone is not null and private.is_phone(phone));

alter table public.leads
  drop constraint leads_phone_check,
  add constraint leads_phone_check check (private.is_phone(phone));

alter table public.orders
  drop constraint orders_first_name_check,
  drop constraint orders_last_name_check,
  drop constraint orders_phone_check,
  add constraint orders_first_name_check check (private.is_text(customer_first_name, 80)),
  add constraint orders_last_name_check check (private.is_text(customer_last_name, 80)),
  add constraint orders_phone_check check (private.is_phone(customer_phone));

alter table public.order_items
  drop constraint order_items_product_name_check,
  add constraint order_items_product_name_check check (private.is_text(product_name, 120));

alter table public.products
  drop constraint products_name_check,
  drop constraint products_brand_check,
  add constraint products_name_check check (private.is_text(name, 120)),
  add constraint products_brand_check check (private.is_text(brand, 80));

alter table public.categories
  drop constraint categories_name_check,
  add constraint categories_name_check check (private.is_text(name, 80));

alter table public.email_campaigns
  drop constraint email_campaigns_name_check,
  add constraint email_campaigns_name_check check (private.is_text(name, 120));

alter table public.seo_content
  drop constraint seo_content_meta_title_check,
  drop constraint seo_content_meta_description_check,
  add constraint seo_content_meta_title_check check (private.is_text(meta_title, 60)),
  add constraint seo_content_meta_description_check check (private.is_text(meta_description, 160));

-- == A rate limit no single client can turn against everyone ==================
-- Who sent each public request: the client address hosted Supabase's proxy (Cloudflare) passes
-- to PostgREST as `cf-connecting-ip`, which a client cannot set (the local stack sets it from the
-- socket and drops any value the client sent). Kept 30 days, never exposed through the API.
create table private.quote_request_clients (
  quote_request_id uuid primary key references public.quote_requests (id) on delete cascade,
  client_ip text not null,
  created_at timestamptz not null default now()
);
create index quote_request_clients_ip_idx on private.quote_request_clients (client_ip, created_at desc);
alter table private.quote_request_clients enable row level security;
revoke all on private.quote_request_clients from public, anon, authenticated;

-- name+tag@domain and NAME@domain are one mailbox.
create function private.mailbox(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(regexp_replace(email, '\+[^@]*@', '@'));
$$;

drop index if exists public.quote_requests_email_created_at_idx;
create index quote_requests_mailbox_created_at_idx on public.quote_requests (private.mailbox(email), created_at desc);

drop trigger quote_requests_rate_limit on public.quote_requests;
drop function public.enforce_quote_rate_limit();

create function private.enforce_quote_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_mailbox_limit constant integer := 3;
  per_mailbox_window constant interval := interval '10 minutes';
  per_client_limit constant integer := 10;
  per_client_window constant interval := interval '10 minutes';
  -- A circuit breaker for a distributed flood, far above what one client may send.
  global_limit constant integer := 300;
  global_window constant interval := interval '1 minute';
  client text := nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip';
begin
  -- Only anonymous and signed-in API callers are limited; staff, the service role and direct
  -- SQL (seed, psql) are not. current_user is this function's owner: ask the request's JWT.
  if coalesce((select auth.role()), 'service_role') not in ('anon', 'authenticated') or (select private.is_staff()) then
    return new;
  end if;

  -- Serialises concurrent inserts so a burst cannot slip past the counts.
  perform pg_advisory_xact_lock(hashtext('public.quote_requests.rate_limit'));

  if client is not null then
    if (select count(*) from private.quote_request_clients c
        where c.client_ip = client and c.created_at > now() - per_client_window) >= per_client_limit then
      raise exception using
        errcode = 'PT429',
        message = 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
        hint = 'rate_limited';
    end if;
  end if;

  if (select count(*) from public.quote_requests q
      where private.mailbox(q.email) = private.mailbox(new.email)
        and q.created_at > now() - per_mailbox_window and q.id <> new.id) >= per_mailbox_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.',
      hint = 'rate_limited';
  end if;

  if (select count(*) from public.quote_requests q
      where q.created_at > now() - global_window and q.id <> new.id) >= global_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Trop de demandes sont en cours de traitement. Veuillez réessayer dans quelques minutes.',
      hint = 'rate_limited';
  end if;

  if client is not null then
    delete from private.quote_request_clients c where c.created_at < now() - interval '30 days';
    insert into private.quote_request_clients (quote_request_id, client_ip) values (new.id, client);
  end if;
  return new;
end;
$$;

-- An AFTER trigger: the client's row needs the request's row (foreign key); the counts leave
-- the new row out.
create trigger quote_requests_rate_limit after insert on public.quote_requests
  for each row execute function private.enforce_quote_rate_limit();

-- One call from the public form stores one request: an array of 60 rows is refused whole.
create function private.enforce_one_request_per_call()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), 'service_role') in ('anon', 'authenticated')
     and not (select private.is_staff())
     and (select count(*) from inserted) > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'Une seule demande peut être envoyée à la fois.';
  end if;
  return null;
end;
$$;

create trigger quote_requests_one_per_call after insert on public.quote_requests
  referencing new table as inserted
  for each statement execute function private.enforce_one_request_per_call();

revoke execute on function
  private.mailbox(text), private.enforce_quote_rate_limit(), private.enforce_one_request_per_call()
  from public, anon, authenticated;
grant execute on function private.mailbox(text) to anon, authenticated, service_role;

-- == Server-owned columns on every table ======================================
-- Clients never choose an id, a creation or update time: the database sets them. Tables that
-- still had table-wide INSERT/UPDATE grants get per-column grants of everything else.
do $$
declare
  target text;
  cols text;
begin
  foreach target in array array['products', 'categories', 'hero_carousel_slides', 'user_roles', 'email_campaigns', 'seo_content'] loop
    select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into cols
      from information_schema.columns
     where table_schema = 'public' and table_name = target and column_name not in ('id', 'created_at', 'updated_at');
    execute format('revoke insert, update on public.%I from anon, authenticated', target);
    execute format('grant insert (%s), update (%s) on public.%I to authenticated', cols, cols, target);
  end loop;
end;
$$;

grant execute on function
  private.is_safe_url(text), private.is_plain_text(text), private.is_email(text), private.is_phone(text),
  private.is_text(text, integer)
  to anon, authenticated, service_role;
