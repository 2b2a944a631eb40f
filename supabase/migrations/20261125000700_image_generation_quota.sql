-- Per-admin quota on AI image generation: every call to the paid image API is recorded, and
-- generate-carousel-image claims a slot (through the service role) before calling the provider.

create table private.image_generations (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index image_generations_user_id_created_at_idx on private.image_generations (user_id, created_at desc);

alter table private.image_generations enable row level security;

create policy "Catalogue readers see image generations"
  on private.image_generations for select
  to authenticated
  using ((select private.can('catalogue', 'read')));

revoke all on private.image_generations from public, anon, authenticated;
grant select on private.image_generations to authenticated;
grant select, insert, delete on private.image_generations to service_role;

-- Claims one generation for the user if fewer than `max_per_window` were claimed in the last
-- `window_seconds`; answers 0 when claimed, otherwise the seconds until a slot frees up.
-- SECURITY INVOKER and executable by the service role only: the edge function is the one caller.
create function public.claim_image_generation(target_user uuid, max_per_window integer, window_seconds integer)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  since timestamptz := now() - make_interval(secs => window_seconds);
  oldest timestamptz;
begin
  if max_per_window < 1 or window_seconds < 1 then
    raise exception using errcode = '22023', message = 'quota settings must be positive';
  end if;
  -- Serialises concurrent claims of one user so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('private.image_generations'), hashtext(target_user::text));
  if (select count(*) from private.image_generations where user_id = target_user and created_at > since)
      >= max_per_window then
    select min(created_at) into oldest
      from (select created_at from private.image_generations
            where user_id = target_user and created_at > since
            order by created_at desc limit max_per_window) as recent;
    return greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => window_seconds) - now())))::integer);
  end if;
  insert into private.image_generations (user_id) values (target_user);
  return 0;
end;
$$;

revoke execute on function public.claim_image_generation(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_image_generation(uuid, integer, integer) to service_role;
