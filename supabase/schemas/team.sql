-- The team: the audit trail of every staff write, the names admins give staff, the last active
-- administrator kept, the account events of the admin-users function, and the directories the
-- back-office's pickers and users screen read.

-- == Audit trail ================================================================================
-- Every staff write on a business table, kept by triggers (each table's `<table>_audit`, beside
-- the table): who, when, which record, and the columns that changed.
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  area text not null,
  table_name text not null,
  row_id text not null,
  -- The record whose history this belongs to: the row itself, or its parent for lines and notes.
  entity_id text not null,
  action text not null,
  -- { column: { "before": …, "after": … } } for the columns that changed.
  changes jsonb not null default '{}'::jsonb,
  constraint audit_log_action_check check (action in ('insert', 'update', 'delete')),
  constraint audit_log_area_check check (
    area in ('catalogue', 'requests', 'leads', 'orders', 'offers', 'campaigns', 'seo', 'outbox', 'users',
             'contracts', 'service', 'billing')
  )
);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_entity_idx on public.audit_log (entity_id, at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, at desc);
create index audit_log_area_idx on public.audit_log (area, at desc);

alter table public.audit_log enable row level security;
-- Append-only: triggers write it as its owner; through the API it can only be read, by the
-- roles that manage users. Nobody, administrators included, gets INSERT, UPDATE or DELETE.
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;
create policy "User managers read the audit trail" on public.audit_log
  for select to authenticated using ((select private.can('users', 'read')));

-- Trigger arguments: the area, then the column naming the parent record (or nothing). Only staff
-- writes are recorded (a signed-in user): visitors' forms, the e-mail worker and seeds are not
-- staff actions. A generated column (the search documents) is derived from the others, so it is
-- never a change of its own in the trail.
create function private.audit_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  before jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_data jsonb := coalesce(after, before);
  diff jsonb := '{}'::jsonb;
  column_name text;
  derived text[];
begin
  if actor is null then
    return null;
  end if;
  derived := array(
    select a.attname::text from pg_catalog.pg_attribute a
    where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped and a.attgenerated <> ''
  );
  for column_name in select jsonb_object_keys(row_data) loop
    -- Bookkeeping columns the database sets on every write say nothing about the change.
    continue when column_name in ('updated_at', 'created_at') or column_name = any (derived);
    continue when tg_op = 'UPDATE' and before -> column_name is not distinct from after -> column_name;
    continue when tg_op <> 'UPDATE' and row_data -> column_name = 'null'::jsonb;
    diff := diff || jsonb_build_object(
      column_name,
      jsonb_build_object('before', before -> column_name, 'after', after -> column_name)
    );
  end loop;
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, area, table_name, row_id, entity_id, action, changes)
  values (
    actor,
    coalesce(nullif((select auth.jwt()) ->> 'email', ''), (select u.email from auth.users u where u.id = actor)),
    tg_argv[0],
    tg_table_name,
    row_data ->> 'id',
    coalesce(row_data ->> tg_argv[1], row_data ->> 'id'),
    lower(tg_op),
    diff
  );
  return null;
end;
$$;

-- What the admin-users edge function does to an account through the auth API (invite,
-- deactivation, reactivation, deletion): it acts with the service key, so it names the admin.
create function private.record_account_event(actor_id uuid, user_id uuid, action text, changes jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if action not in ('insert', 'update', 'delete') then
    raise exception using errcode = '22023', message = 'Action d’audit inconnue.';
  end if;
  insert into public.audit_log (actor_id, actor_email, area, table_name, row_id, entity_id, action, changes)
  select record_account_event.actor_id, u.email, 'users', 'users', record_account_event.user_id::text,
         record_account_event.user_id::text, record_account_event.action, coalesce(record_account_event.changes, '{}'::jsonb)
  from (select 1) one
  left join auth.users u on u.id = record_account_event.actor_id;
end;
$$;

create function public.record_account_event(actor_id uuid, user_id uuid, action text, changes jsonb)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.record_account_event(actor_id, user_id, action, changes);
$$;

revoke execute on function
  private.audit_row(), private.record_account_event(uuid, uuid, text, jsonb),
  public.record_account_event(uuid, uuid, text, jsonb)
  from public, anon, authenticated;
-- Only the edge function (service key) records account events.
grant execute on function private.record_account_event(uuid, uuid, text, jsonb),
  public.record_account_event(uuid, uuid, text, jsonb) to service_role;

create trigger user_roles_audit after insert or update or delete on public.user_roles
  for each row execute function private.audit_row('users', 'user_id');

-- == The last active administrator ==============================================================
create function private.other_active_admin_exists(excluded_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles r
    join auth.users u on u.id = r.user_id
    where r.role = 'admin'
      and r.user_id <> excluded_user
      and u.deleted_at is null
      and (u.banned_until is null or u.banned_until <= now())
  );
$$;

create function private.protect_last_admin_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin'
     and (tg_op = 'DELETE' or new.role <> 'admin' or new.user_id <> old.user_id)
     and not private.other_active_admin_exists(old.user_id) then
    raise exception using errcode = 'P0001',
      message = 'Action impossible : il doit rester au moins un administrateur actif.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger user_roles_protect_last_admin before update or delete on public.user_roles
  for each row execute function private.protect_last_admin_role();

-- Deactivating (a ban) the last active administrator, through the auth admin API or SQL.
-- Deleting the account removes its roles by cascade, which the trigger above already refuses.
create function private.protect_last_admin_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.banned_until is not null and new.banned_until > now()
     and (old.banned_until is null or old.banned_until <= now())
     and exists (select 1 from public.user_roles r where r.user_id = new.id and r.role = 'admin')
     and not private.other_active_admin_exists(new.id) then
    raise exception using errcode = 'P0001',
      message = 'Action impossible : il doit rester au moins un administrateur actif.';
  end if;
  return new;
end;
$$;

create trigger users_protect_last_admin before update of banned_until on auth.users
  for each row execute function private.protect_last_admin_account();

revoke execute on function
  private.other_active_admin_exists(uuid), private.protect_last_admin_role(), private.protect_last_admin_account()
  from public, anon, authenticated;

-- == Staff names admins manage ==================================================================
-- The names the back-office shows for staff. user_metadata is written by each user (a 2 MB name,
-- or another person's): the directories never read it.
create table public.staff_profiles (
  -- An id of its own, as every audited table has (the trail names rows by id).
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  display_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint staff_profiles_display_name_check check (private.is_text(display_name, 120)),
  constraint staff_profiles_user_id_key unique (user_id),
  constraint staff_profiles_display_name_line_check check (private.is_single_line(display_name))
);
create trigger staff_profiles_set_updated_at before update on public.staff_profiles
  for each row execute function public.set_updated_at();
create trigger staff_profiles_audit after insert or update or delete on public.staff_profiles
  for each row execute function private.audit_row('users', 'user_id');

alter table public.staff_profiles enable row level security;
create policy "User managers can read staff profiles" on public.staff_profiles
  for select to authenticated using ((select private.can('users', 'read')));
create policy "User managers can create staff profiles" on public.staff_profiles
  for insert to authenticated with check ((select private.can('users', 'write')));
create policy "User managers can rename staff" on public.staff_profiles
  for update to authenticated
  using ((select private.can('users', 'write'))) with check ((select private.can('users', 'write')));
create policy "User managers can delete staff profiles" on public.staff_profiles
  for delete to authenticated using ((select private.can('users', 'write')));
revoke all on public.staff_profiles from anon, authenticated;
grant select, delete on public.staff_profiles to authenticated;
grant insert (user_id, display_name), update (display_name) on public.staff_profiles to authenticated;
grant all on public.staff_profiles to service_role;

-- == Directories ================================================================================
-- They read auth.users (names and e-mails), hence SECURITY DEFINER in private, each behind the
-- rights check of the screen it serves; the public wrapper is what PostgREST offers.

-- The users screen. PostgREST sorts, pages and counts the function's rows
-- (`/rpc/list_users?search=…&order=email&limit=50`); the search is by words as in the admin lists,
-- without a stored column: a company has tens of staff accounts, not thousands.
create function private.user_directory()
returns table (
  id uuid,
  email text,
  full_name text,
  roles text[],
  created_at timestamptz,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  confirmed boolean,
  active boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can('users', 'read') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return query
    select u.id, u.email::text, p.display_name,
           coalesce(array_agg(r.role order by r.role) filter (where r.role is not null), '{}'),
           u.created_at, u.last_sign_in_at, u.invited_at,
           u.email_confirmed_at is not null,
           u.banned_until is null or u.banned_until <= now()
    from auth.users u
    left join public.user_roles r on r.user_id = u.id
    left join public.staff_profiles p on p.user_id = u.id
    where u.deleted_at is null
    group by u.id, p.display_name
    order by lower(u.email);
end;
$$;

create function public.list_users(search text default null)
returns table (
  id uuid,
  email text,
  full_name text,
  roles text[],
  created_at timestamptz,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  confirmed boolean,
  active boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select u.* from private.user_directory() u
  where search is null
    or pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, private.search_text(u.email, u.full_name))
       @@ pg_catalog.to_tsquery('pg_catalog.simple'::regconfig, search);
$$;

-- The owner picker of requests: only the roles that assign owners (request writers).
create function private.staff_directory()
returns table (id uuid, email text, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can('requests', 'write') then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return query
    select u.id, u.email::text, p.display_name
    from auth.users u
    left join public.staff_profiles p on p.user_id = u.id
    where u.deleted_at is null and exists (select 1 from public.user_roles r where r.user_id = u.id)
    order by u.email;
end;
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

-- Who may be sent to install or intervene (the « Technicien » pickers of the contract and incident
-- screens): staff holding the technicien or admin role, as plan_installation accepts. Only for
-- those who assign them — contracts writers (the installation), service writers (an incident) —
-- with the names administrators give (else the address's local part), never an e-mail address.
create function private.technician_directory()
returns table (id uuid, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.can('contracts', 'write') or private.can('service', 'write')) then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return query
    select u.id, coalesce(p.display_name, split_part(u.email::text, '@', 1))
    from auth.users u
    left join public.staff_profiles p on p.user_id = u.id
    where u.deleted_at is null
      and exists (select 1 from public.user_roles r where r.user_id = u.id and r.role in ('technicien', 'admin'))
    order by 2;
end;
$$;

create function public.list_technicians()
returns table (id uuid, full_name text)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.technician_directory();
end;

revoke execute on function
  private.user_directory(), public.list_users(text), private.staff_directory(), public.list_staff(),
  private.technician_directory(), public.list_technicians()
  from public, anon;
grant execute on function
  private.user_directory(), public.list_users(text), private.staff_directory(), public.list_staff(),
  private.technician_directory(), public.list_technicians()
  to authenticated, service_role;
