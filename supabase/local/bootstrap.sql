-- What a hosted Supabase database already holds before the project's migrations run: API roles,
-- extensions, and the parts of the auth and storage schemas the app and its policies touch.
-- Tables, columns, types, nullability, defaults, row-level security, owners and grants follow
-- ../shared/wire/supabase-schemas.md (GoTrue and Storage API as of 2026-08), which
-- supabase/local/reference/supabase-schemas.json records and tests/stack/bootstrap-reference.test.ts
-- compares with this database column by column.
--
-- Plain PostgreSQL 15: PGlite runs it as its superuser `postgres`; a real cluster runs it as the
-- superuser `supabase_admin` before the migrations run as a non-superuser `postgres`.

-- == Roles ==================================================================
-- Created only when missing: roles belong to the cluster, which may already have them (PGlite's
-- superuser is `postgres`; a real cluster's is `supabase_admin`).
do $$
declare
  spec text[];
begin
  foreach spec slice 1 in array array[
    ['postgres', 'login createrole createdb bypassrls password ''postgres'''],
    ['anon', 'nologin noinherit'],
    ['authenticated', 'nologin noinherit'],
    ['service_role', 'nologin noinherit bypassrls'],
    ['authenticator', 'login noinherit password ''postgres'''],
    -- Owners that generated migrations sometimes name in grants.
    ['supabase_admin', 'nologin bypassrls'],
    -- GoTrue's and Storage API's roles: they own the auth and storage tables.
    ['supabase_auth_admin', 'nologin noinherit'],
    ['supabase_storage_admin', 'nologin noinherit'],
    ['dashboard_user', 'nologin']
  ] loop
    if not exists (select from pg_roles where rolname = spec[1]) then
      execute format('create role %I %s', spec[1], spec[2]);
    end if;
  end loop;
end
$$;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
-- What hosted's demoted `postgres` keeps: it creates schemas and the project's objects in public.
grant all on database postgres to postgres;
grant all on schema public to postgres;

alter database postgres set timezone to 'UTC';
alter database postgres set search_path to "$user", public, extensions;

-- == Extensions =============================================================
create schema extensions;
grant all on schema extensions to postgres;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant execute on functions to anon, authenticated, service_role;
create extension pgcrypto with schema extensions;
create extension "uuid-ossp" with schema extensions;

-- == public =================================================================
-- Migrations run as `postgres` (as `supabase db push` connects): the defaults are its own.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

-- == auth ===================================================================
-- GoTrue's tables, owned by supabase_auth_admin. No defaults where GoTrue has none: GoTrue sets
-- id, aud, role, timestamps and token columns itself on insert, and so must the local auth code
-- and any seed. Row-level security without policies; `postgres` has every table privilege (as the
-- supabase/postgres image grants it: triggers and foreign keys on auth.users, reads for the
-- dashboard) and BYPASSRLS; anon and authenticated have no grant on any auth table.
create schema auth authorization supabase_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role, dashboard_user;
grant all on schema auth to supabase_auth_admin;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create type auth.code_challenge_method as enum ('s256', 'plain');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.one_time_token_type as enum (
  'confirmation_token',
  'reauthentication_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'phone_change_token'
);

create table auth.users (
  instance_id uuid,
  id uuid not null,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text default null::character varying,
  phone_confirmed_at timestamptz,
  phone_change text default ''::character varying,
  phone_change_token varchar(255) default ''::character varying,
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default ''::character varying,
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default ''::character varying,
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id),
  constraint users_phone_key unique (phone),
  constraint users_email_change_confirm_status_check
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2)
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create index users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
create index users_instance_id_idx on auth.users (instance_id);
create index users_is_anonymous_idx on auth.users (is_anonymous);
-- Token columns hold '' or a code when unused, a unique hash when an e-mail link is pending.
create unique index confirmation_token_idx on auth.users (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index recovery_token_idx on auth.users (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index email_change_token_current_idx on auth.users (email_change_token_current)
  where email_change_token_current !~ '^[0-9 ]*$';
create unique index email_change_token_new_idx on auth.users (email_change_token_new)
  where email_change_token_new !~ '^[0-9 ]*$';
create unique index reauthentication_token_idx on auth.users (reauthentication_token)
  where reauthentication_token !~ '^[0-9 ]*$';

create table auth.identities (
  provider_id text not null,
  user_id uuid not null,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid(),
  constraint identities_pkey primary key (id),
  constraint identities_provider_id_provider_unique unique (provider_id, provider),
  constraint identities_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
create index identities_email_idx on auth.identities (email text_pattern_ops);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid not null,
  user_id uuid not null,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text,
  constraint sessions_pkey primary key (id),
  constraint sessions_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
create index sessions_not_after_idx on auth.sessions (not_after desc);
create index sessions_user_id_idx on auth.sessions (user_id);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial not null,
  token varchar(255),
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique (token),
  constraint refresh_tokens_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);
create index refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- The pending e-mail links' tokens, one row per user and type; GoTrue finds a token_hash here.
create table auth.one_time_tokens (
  id uuid not null,
  user_id uuid not null,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  constraint one_time_tokens_pkey primary key (id),
  constraint one_time_tokens_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint one_time_tokens_token_hash_check check (char_length(token_hash) > 0)
);
create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

create table auth.audit_log_entries (
  instance_id uuid,
  id uuid not null,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''::character varying,
  constraint audit_log_entries_pkey primary key (id)
);
create index audit_logs_instance_id_idx on auth.audit_log_entries (instance_id);

create table auth.flow_state (
  id uuid not null,
  user_id uuid,
  auth_code text,
  code_challenge_method auth.code_challenge_method,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  invite_token text,
  referrer text,
  oauth_client_state_id uuid,
  linking_target_id uuid,
  email_optional boolean not null default false,
  constraint flow_state_pkey primary key (id)
);
create index flow_state_created_at_idx on auth.flow_state (created_at desc);
create index idx_auth_code on auth.flow_state (auth_code);
create index idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

create table auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_last_challenged_at_key unique (last_challenged_at),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.one_time_tokens enable row level security;
alter table auth.audit_log_entries enable row level security;
alter table auth.flow_state enable row level security;
alter table auth.mfa_factors enable row level security;

-- Same bodies as hosted Supabase, but claims are '' (not NULL) after a transaction in PGlite's
-- single session, hence the nullif before the casts.
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to postgres, anon, authenticated, service_role, dashboard_user;

alter type auth.aal_level owner to supabase_auth_admin;
alter type auth.code_challenge_method owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.one_time_token_type owner to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.one_time_tokens owner to supabase_auth_admin;
alter table auth.audit_log_entries owner to supabase_auth_admin;
alter table auth.flow_state owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;

grant all on all tables in schema auth to postgres, dashboard_user;
grant all on all sequences in schema auth to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth
  grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth
  grant all on sequences to postgres, dashboard_user;

-- == storage ================================================================
-- Storage API's tables, owned by supabase_storage_admin, with row-level security; every API role
-- has all privileges on them (policies decide), as on hosted Supabase.
create schema storage authorization supabase_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role, dashboard_user;
grant all on schema storage to supabase_storage_admin;
alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text not null,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'::storage.buckettype,
  versioning_status text not null default 'DISABLED'::text,
  constraint buckets_pkey primary key (id)
);
create unique index bname on storage.buckets (name);

-- Hosted Storage API, with object versioning, keeps one current row per key through partial
-- indexes; the local stack keeps one row per key (it has no versioning), hence this plain key.
create table storage.objects (
  id uuid not null default gen_random_uuid(),
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false,
  constraint objects_pkey primary key (id),
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
create index idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create function storage.update_updated_at_column() returns trigger language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end
$$;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

create function storage.enforce_bucket_name_length() returns trigger language plpgsql as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Rows of storage leave through the Storage API only, which sets storage.allow_delete_query
-- (set_config(…, true)) in its transaction; any other DELETE, even a superuser's, fails.
create function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter type storage.buckettype owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.enforce_bucket_name_length() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role;
-- Hosted lets `postgres` create and drop policies on these tables without owning them (supautils'
-- policy_grants); stock PostgreSQL has no such grant, so membership of the owner stands in for it
-- on a real server (it allows more than hosted: ALTER and DROP too; migrations must not use that).
grant supabase_storage_admin to postgres;

-- == migration bookkeeping (as `supabase db push` keeps it) =================
-- The CLI creates it as `postgres`, which records each migration it applies.
create schema supabase_migrations authorization postgres;
create table supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
alter table supabase_migrations.schema_migrations owner to postgres;
