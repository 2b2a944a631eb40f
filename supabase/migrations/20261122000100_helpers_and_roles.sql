-- Shared helpers, user roles and the admin check used by every policy.

-- == Value checks shared by CHECK constraints ==============================
-- Only http(s) URLs or site-relative paths may be stored where the app renders links or media.
create or replace function public.is_safe_url(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is null
      or (char_length(url) <= 2048
          and (url ~* '^https?://[^[:space:]<>"]+$' or url ~ '^/([^/\\[:space:]<>"][^[:space:]<>"]*)?$'));
$$;

-- Free text may hold accents, emoji and punctuation, but never markup.
create or replace function public.is_plain_text(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or value !~ '<[[:alpha:]/!?]';
$$;

create or replace function public.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= 254
     and value ~ '^[^@[:space:]<>",;]+@[^@[:space:]<>",;]+\.[^@[:space:]<>",;]{2,}$';
$$;

create or replace function public.text_items_valid(items text[], max_items integer, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is null
      or (coalesce(cardinality(items), 0) <= max_items
          and not exists (
            select 1 from unnest(items) as item
            where item is null or char_length(item) not between 1 and max_length or item ~ '<[[:alpha:]/!?]'
          ));
$$;

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- == User roles ============================================================
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null,
  created_at timestamptz not null default now(),
  constraint user_roles_role_check check (
    role in ('admin', 'commercial', 'comptabilite', 'marketing', 'technicien', 'moderator', 'viewer')
  ),
  constraint user_roles_user_role_key unique (user_id, role)
);
create index user_roles_created_at_idx on public.user_roles (created_at desc);

-- Policies call these; SECURITY DEFINER so they can read user_roles under RLS.
create or replace function public.has_role(_user_id uuid, _role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = _user_id and role = _role
  );
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role((select auth.uid()), 'admin');
$$;

revoke execute on function public.has_role(uuid, text) from public, anon;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.has_role(uuid, text) to authenticated, service_role;
grant execute on function public.is_admin() to authenticated, service_role;

alter table public.user_roles enable row level security;

create policy "Users read their own roles, admins read all"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Admins can add roles"
  on public.user_roles for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can change roles"
  on public.user_roles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can remove roles"
  on public.user_roles for delete to authenticated
  using ((select public.is_admin()));

revoke all on public.user_roles from anon, authenticated;
grant select, insert, update, delete on public.user_roles to authenticated;
grant all on public.user_roles to service_role;
