-- Rate limit on public quote requests: the form is open to the internet, so the database
-- refuses floods itself. Admins, the service role and direct SQL (seed, psql) are never limited.
-- The error code PT429 makes PostgREST answer HTTP 429, which the form shows in French.

create index quote_requests_email_created_at_idx on public.quote_requests (lower(email), created_at desc);

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
  if coalesce((select auth.role()), 'service_role') not in ('anon', 'authenticated') or (select public.is_admin()) then
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

revoke execute on function public.enforce_quote_rate_limit() from public, anon, authenticated;

create trigger quote_requests_rate_limit
  before insert on public.quote_requests
  for each row execute function public.enforce_quote_rate_limit();
