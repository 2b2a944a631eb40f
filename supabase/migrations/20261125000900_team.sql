-- The team: deactivated accounts lose every staff right at once, the last active administrator is
-- protected, admins list the users, and every staff write on a business table is kept in an
-- append-only audit trail.

-- == Deactivated accounts ======================================================
-- Deactivating bans the account in auth (no new session), but an access token already issued
-- stays valid for up to an hour: the rights themselves require an account that is not banned.
create function private.is_active_account()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where u.id = (select auth.uid())
      and u.deleted_at is null
      and (u.banned_until is null or u.banned_until <= now())
  );
$$;

create or replace function private.can(area text, action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select action in ('read', 'write') and private.is_active_account() and exists (
    select 1
    from public.user_roles r
    join private.role_permissions p on p.role = r.role
    where r.user_id = (select auth.uid())
      and p.area = can.area
      and (can.action = 'read' or p.level = 'write')
  );
$$;

create or replace function private.has_role(_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_active_account() and exists (
    select 1 from public.user_roles where user_id = (select auth.uid()) and role = _role
  );
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_active_account() and exists (select 1 from public.user_roles where user_id = (select auth.uid()));
$$;

-- == The last active administrator ==============================================
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

-- == Users, for the users screen ================================================
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
    select u.id, u.email::text, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
           coalesce(array_agg(r.role order by r.role) filter (where r.role is not null), '{}'),
           u.created_at, u.last_sign_in_at, u.invited_at,
           u.email_confirmed_at is not null,
           u.banned_until is null or u.banned_until <= now()
    from auth.users u
    left join public.user_roles r on r.user_id = u.id
    where u.deleted_at is null
    group by u.id
    order by lower(u.email);
end;
$$;

create function public.list_users()
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
  select * from private.user_directory();
$$;

-- == Audit trail ===============================================================
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
    area in ('catalogue', 'requests', 'leads', 'orders', 'campaigns', 'seo', 'outbox', 'users')
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

-- Trigger arguments: the area, then the column naming the parent record (or nothing).
-- Only staff writes are recorded (a signed-in user): visitors' forms, the e-mail worker and
-- seeds are not staff actions.
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
begin
  if actor is null then
    return null;
  end if;
  for column_name in select jsonb_object_keys(row_data) loop
    -- Bookkeeping columns the database sets on every write say nothing about the change.
    continue when column_name in ('updated_at', 'created_at');
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

create trigger products_audit after insert or update or delete on public.products
  for each row execute function private.audit_row('catalogue');
create trigger categories_audit after insert or update or delete on public.categories
  for each row execute function private.audit_row('catalogue');
create trigger hero_carousel_slides_audit after insert or update or delete on public.hero_carousel_slides
  for each row execute function private.audit_row('catalogue');
create trigger quote_requests_audit after insert or update or delete on public.quote_requests
  for each row execute function private.audit_row('requests');
create trigger quote_request_notes_audit after insert or update or delete on public.quote_request_notes
  for each row execute function private.audit_row('requests', 'quote_request_id');
create trigger leads_audit after insert or update or delete on public.leads
  for each row execute function private.audit_row('leads');
create trigger lead_notes_audit after insert or update or delete on public.lead_notes
  for each row execute function private.audit_row('leads', 'lead_id');
create trigger orders_audit after insert or update or delete on public.orders
  for each row execute function private.audit_row('orders');
create trigger order_items_audit after insert or update or delete on public.order_items
  for each row execute function private.audit_row('orders', 'order_id');
create trigger email_campaigns_audit after insert or update or delete on public.email_campaigns
  for each row execute function private.audit_row('campaigns');
create trigger seo_content_audit after insert or update or delete on public.seo_content
  for each row execute function private.audit_row('seo');
create trigger email_settings_audit after insert or update or delete on public.email_settings
  for each row execute function private.audit_row('outbox');
create trigger user_roles_audit after insert or update or delete on public.user_roles
  for each row execute function private.audit_row('users', 'user_id');

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

-- == Grants ======================================================================
revoke execute on function
  private.is_active_account(), private.other_active_admin_exists(uuid), private.protect_last_admin_role(),
  private.protect_last_admin_account(), private.user_directory(), public.list_users(), private.audit_row(),
  private.record_account_event(uuid, uuid, text, jsonb), public.record_account_event(uuid, uuid, text, jsonb)
  from public, anon, authenticated;
-- Policies and triggers run with the caller's rights: every signed-in writer needs these.
grant execute on function
  private.is_active_account(), private.other_active_admin_exists(uuid), private.protect_last_admin_role(),
  private.protect_last_admin_account(), private.audit_row(), private.user_directory(), public.list_users()
  to authenticated, service_role;
-- Only the edge function (service key) records account events.
grant execute on function private.record_account_event(uuid, uuid, text, jsonb), public.record_account_event(uuid, uuid, text, jsonb)
  to service_role;
