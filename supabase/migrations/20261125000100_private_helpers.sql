-- Helpers that policies call move to a schema the API does not expose (Supabase's advice):
-- PostgREST can no longer run them as RPCs, so nobody can ask whether another user holds a role.

-- == Schema ================================================================
create schema if not exists private;
revoke all on schema private from public;
-- Policies run as the caller: the roles that reach them need USAGE, EXECUTE is granted per function.
grant usage on schema private to authenticated, service_role;

-- == Role checks ===========================================================
-- Moving keeps the policies that already call is_admin() (they reference it by OID).
alter function public.is_admin() set schema private;
drop function public.has_role(uuid, text);

-- Only ever about the signed-in user: no argument names another user.
create function private.has_role(_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = (select auth.uid()) and role = _role
  );
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role('admin');
$$;

-- Any staff role at all (the back-office guard, staff directories).
create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles where user_id = (select auth.uid()));
$$;

-- The one permission question every new policy asks: may the caller do `action` ('read' or
-- 'write') in `area` (catalogue, requests, leads, orders, campaigns, seo, outbox, users)?
-- Today only admins may; the roles work widens this function, not the policies.
create function private.can(area text, action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select area is not null and action in ('read', 'write') and private.is_admin();
$$;

revoke execute on function private.has_role(text), private.is_admin(), private.is_staff(), private.can(text, text)
  from public, anon;
grant execute on function private.has_role(text), private.is_admin(), private.is_staff(), private.can(text, text)
  to authenticated, service_role;

-- The quote rate limit asked public.is_admin() by name: same function, the moved helper.
create or replace function public.enforce_quote_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_email_limit constant integer := 3;
  per_email_window constant interval := interval '10 minutes';
  global_limit constant integer := 60;
  global_window constant interval := interval '1 minute';
begin
  -- current_user is this function's owner here (SECURITY DEFINER), so ask the request's JWT:
  -- only anonymous and signed-in API callers are limited; direct SQL carries no claims.
  if coalesce((select auth.role()), 'service_role') not in ('anon', 'authenticated') or (select private.is_admin()) then
    return new;
  end if;

  -- One advisory lock serialises concurrent inserts so a burst cannot slip past the counts.
  perform pg_advisory_xact_lock(hashtext('public.quote_requests.rate_limit'));

  if (select count(*) from public.quote_requests
      where lower(email) = lower(new.email) and created_at > now() - per_email_window) >= per_email_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.',
      hint = 'rate_limited';
  end if;

  if (select count(*) from public.quote_requests where created_at > now() - global_window) >= global_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Trop de demandes sont en cours de traitement. Veuillez réessayer dans quelques minutes.',
      hint = 'rate_limited';
  end if;

  return new;
end;
$$;
