-- Shared by every domain: the private schema, the text rules that CHECK constraints call, the
-- bookkeeping helpers, the staff roles and the one permission matrix every staff policy asks
-- (private.can), and the secret that signs the links our e-mails carry.
--
-- CHECK constraints, defaults, generated columns, policies and triggers that are not SECURITY
-- DEFINER run with the rights of whoever writes the row, often `anon`: every function they call
-- is granted EXECUTE to those roles below. `anon` has no USAGE on schema private (nothing there
-- is for visitors to name), so a helper a visitor's CHECK calls may not name another private
-- function inside a string body, which is looked up at run time: those helpers use SQL-standard
-- bodies (`begin atomic`), bound once when created.

-- == The private schema =========================================================================
-- Helpers that policies call live in a schema the API does not expose (Supabase's advice):
-- PostgREST cannot run them as RPCs, so nobody can ask whether another user holds a role.
create schema if not exists private;
revoke all on schema private from public;
-- Policies run as the caller: the roles that reach them need USAGE, EXECUTE is granted per function.
grant usage on schema private to authenticated, service_role;

-- == Text rules =================================================================================
-- The forms' zod schemas hold the same rules (src/lib/text-rules.ts), with French messages.
-- Only http(s) URLs or site-relative paths may be stored where the app renders links or media.
create function private.is_safe_url(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is null
      or (char_length(url) <= 2048
          and (url ~* '^https?://[^[:space:]<>"]+$' or url ~ '^/([^/\\[:space:]<>"][^[:space:]<>"]*)?$'));
$$;

-- Free text: no markup, no control characters (tab and line breaks aside), no invisible
-- bidirectional overrides that make « txt.exe » read as « exe.txt ».
create function private.is_plain_text(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (value !~ '<[[:alpha:]/!?]'
          and value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]');
$$;

-- Text of 1 to max characters counted as stored (not after trimming), never only blanks. Its call
-- to private.is_plain_text is bound when created (`begin atomic`): a visitor's CHECK runs it
-- without USAGE on schema private.
create function private.is_text(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select value is null
      or (char_length(value) between 1 and max_length and value ~ '[^[:space:]]' and private.is_plain_text(value));
end;

-- One line: no control character at all (tab, CR and LF included, C1 controls and NEL too), no
-- Unicode line or paragraph separator. Names, companies and subjects end up in mail headers
-- (the sales notification's subject, a campaign's subject), where a line break starts a header.
-- src/lib/text-rules.ts (lineBreakPattern) holds the same class for the forms.
create function private.is_single_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select value is null or value !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
end;

-- The WHATWG grammar of <input type="email">, with a domain ending in a label of two characters or
-- more, as every real one does; src/lib/text-rules.ts holds the same expression.
create function private.is_email(value text)
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

-- Lists of short labels (badges, keywords): at most max_items items of 1 to max_length
-- characters, none holding markup.
create function public.text_items_valid(items text[], max_items integer, max_length integer)
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

-- A postal address as the forms send it: an object of short fields, no markup.
create function public.is_address(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (jsonb_typeof(value) = 'object'
          and char_length(coalesce(value ->> 'street', '')) <= 200
          and char_length(coalesce(value ->> 'city', '')) <= 100
          and char_length(coalesce(value ->> 'postal_code', '')) <= 20
          and char_length(coalesce(value ->> 'country', '')) <= 80
          and value::text !~ '<[[:alpha:]/!?]');
$$;

-- The landing page is a path of this site, the referrer an http(s) address, and neither carries
-- a secret: no query string or fragment (the UTM parameters have their own columns, anything else
-- may hold personal data or a token), no offer link /devis/{token} (its token accepts the offer),
-- no run of 32 hexadecimal digits (a token or a hash of any kind). src/lib/attribution.ts holds
-- the same rules and records a visit landing on an offer link as « /devis ».
create function private.is_site_path(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (char_length(value) <= max_length
          and value ~ '^/([^/\\[:space:]<>"?#][^[:space:]<>"?#]*)?$'
          and value !~* '^/devis/'
          and value !~* '[0-9a-f]{32}');
$$;

create function private.is_web_address(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (char_length(value) <= max_length
          and value ~* '^https?://[^[:space:]<>"/?#]+(/[^[:space:]<>"?#]*)?$'
          and value !~* '^https?://[^/]+/+devis/'
          and value !~* '[0-9a-f]{32}');
$$;

-- What a value stored before these rules becomes: the path without its query or fragment, an offer
-- link as « /devis », a path holding a token nothing; an address keeps its origin.
create function private.redact_site_path(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when path ~* '^/+devis(/|$)' then '/devis'
    when path ~* '[0-9a-f]{32}' then null
    else nullif(path, '')
  end
  from (select split_part(split_part(value, '#', 1), '?', 1) as path) as p;
$$;

create function private.redact_web_address(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p.origin is null then null
    when p.path ~* '^/+devis(/|$)' then p.origin || '/devis'
    when p.path ~* '[0-9a-f]{32}' then p.origin || '/'
    else p.origin || coalesce(nullif(p.path, ''), '/')
  end
  from (
    select substring(value from '^([A-Za-z]+://[^/?#]+)') as origin,
           substring(value from '^[A-Za-z]+://[^/?#]+([^?#]*)') as path
  ) as p;
$$;

-- name+tag@domain and NAME@domain are one mailbox.
create function private.mailbox(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(regexp_replace(email, '\+[^@]*@', '@'));
$$;

-- The same folding as the app's normalizeText() (src/lib/word-search.ts), for the admin lists'
-- stored search documents: NFD, combining marks (U+0300–U+036F) removed, lower case; anything but
-- letters and digits separates words, as the app splits what is typed. Those documents are
-- generated columns, computed with the rights of whoever writes the row (visitors' forms too).
-- Search is by words, case- and accent-insensitive (« jer lefev » finds « Jérôme Lefèvre »), each
-- typed word a prefix (`search=fts(simple).jer:* & lefev:*`), with no extension: PGlite loads
-- neither unaccent nor pg_trgm, and a document computed per row at query time costs seconds
-- there on 100 000 rows, where the stored one answers in milliseconds.
create function private.search_text(variadic parts text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.lower(pg_catalog.regexp_replace(
      normalize(pg_catalog.array_to_string(parts, ' '), nfd), E'[\u0300-\u036f]', '', 'g')),
    '[^[:alnum:]]+', ' ', 'g'));
$$;

-- Every CHECK, index and generated column that calls them runs with the writer's rights: staff and
-- the service role write every table, visitors the requests of the public forms
-- (tests/support/function-grants.ts lists why each is theirs). is_address and text_items_valid
-- stay in public, out of the visitors' reach: the billing and customer-space schemas in flight
-- write their CHECKs against them, and a signed-in caller learns nothing from a pure test of its
-- own argument (docs/security.md, « Function grants »).
revoke execute on function
  private.is_safe_url(text), private.is_plain_text(text), private.is_text(text, integer), private.is_single_line(text),
  private.is_email(text), private.is_phone(text), public.text_items_valid(text[], integer, integer),
  public.is_address(jsonb), private.is_site_path(text, integer), private.is_web_address(text, integer),
  private.redact_site_path(text), private.redact_web_address(text), private.mailbox(text), private.search_text(text[])
  from public, anon, authenticated;
grant execute on function
  private.is_safe_url(text), private.is_plain_text(text), private.is_text(text, integer), private.is_single_line(text),
  private.is_email(text), private.is_phone(text), public.text_items_valid(text[], integer, integer),
  public.is_address(jsonb), private.is_site_path(text, integer), private.is_web_address(text, integer),
  private.mailbox(text), private.search_text(text[])
  to authenticated, service_role;
grant execute on function
  private.is_plain_text(text), private.is_text(text, integer), private.is_single_line(text), private.is_email(text),
  private.is_phone(text), private.is_site_path(text, integer), private.is_web_address(text, integer),
  private.mailbox(text), private.search_text(text[])
  to anon;

-- == Bookkeeping ================================================================================
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- A trigger calls its function without checking EXECUTE: no role needs a grant on one.
revoke execute on function public.set_updated_at() from public, anon, authenticated, service_role;

-- == Staff roles ================================================================================
-- A user may hold several of the seven roles; their rights add up.
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

-- == The permission matrix ======================================================================
-- One matrix, role × area → read or write ('write' includes 'read'), that private.can reads and
-- every staff policy asks. src/config/permissions.ts mirrors it;
-- tests/integration/permission-matrix.test.ts compares them cell by cell.
create table private.role_permissions (
  role text not null,
  area text not null,
  level text not null,
  primary key (role, area),
  constraint role_permissions_role_check check (
    role in ('admin', 'commercial', 'comptabilite', 'marketing', 'technicien', 'moderator', 'viewer')
  ),
  constraint role_permissions_level_check check (level in ('read', 'write')),
  constraint role_permissions_area_check check (
    area in ('catalogue', 'requests', 'leads', 'orders', 'offers', 'contracts', 'service', 'campaigns', 'seo',
             'outbox', 'users', 'privacy', 'billing')
  )
);
alter table private.role_permissions enable row level security;
revoke all on private.role_permissions from public, anon, authenticated;

insert into private.role_permissions (role, area, level) values
  ('admin', 'catalogue', 'write'), ('admin', 'requests', 'write'), ('admin', 'leads', 'write'),
  ('admin', 'orders', 'write'), ('admin', 'offers', 'write'), ('admin', 'contracts', 'write'),
  ('admin', 'service', 'write'), ('admin', 'campaigns', 'write'), ('admin', 'seo', 'write'),
  ('admin', 'outbox', 'write'), ('admin', 'users', 'write'), ('admin', 'privacy', 'write'),
  ('commercial', 'catalogue', 'read'), ('commercial', 'requests', 'write'), ('commercial', 'leads', 'write'),
  ('commercial', 'orders', 'write'), ('commercial', 'offers', 'write'), ('commercial', 'contracts', 'write'),
  ('commercial', 'service', 'read'), ('commercial', 'outbox', 'read'),
  -- Accounting reads orders and may change their payment status only (set_order_payment_status).
  ('comptabilite', 'catalogue', 'read'), ('comptabilite', 'orders', 'read'), ('comptabilite', 'offers', 'read'),
  ('comptabilite', 'contracts', 'read'),
  ('marketing', 'catalogue', 'write'), ('marketing', 'requests', 'read'), ('marketing', 'leads', 'write'),
  ('marketing', 'orders', 'read'), ('marketing', 'offers', 'read'), ('marketing', 'campaigns', 'write'),
  ('marketing', 'seo', 'write'), ('marketing', 'outbox', 'read'),
  ('technicien', 'catalogue', 'read'), ('technicien', 'orders', 'read'), ('technicien', 'contracts', 'read'),
  ('technicien', 'service', 'write'), ('technicien', 'seo', 'read'),
  ('moderator', 'catalogue', 'write'), ('moderator', 'seo', 'write'),
  ('viewer', 'catalogue', 'read'), ('viewer', 'requests', 'read'), ('viewer', 'leads', 'read'),
  ('viewer', 'orders', 'read'), ('viewer', 'offers', 'read'), ('viewer', 'contracts', 'read'),
  ('viewer', 'service', 'read'), ('viewer', 'campaigns', 'read'), ('viewer', 'seo', 'read'),
  ('admin', 'billing', 'write'), ('comptabilite', 'billing', 'write'), ('commercial', 'billing', 'read');

-- == The caller's rights ========================================================================
-- Policies call these; SECURITY DEFINER so they read user_roles and auth.users under RLS. They
-- are only ever about the signed-in user: no argument names another user.

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

create function private.has_role(_role text)
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

create function private.is_admin()
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
  select private.is_active_account() and exists (select 1 from public.user_roles where user_id = (select auth.uid()));
$$;

-- The one permission question every policy asks: may the caller do `action` ('read' or 'write')
-- in `area`?
create function private.can(area text, action text)
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

-- Policies call these as the reader; is_active_account is called only by them, as their owner.
revoke execute on function
  private.is_active_account(), private.has_role(text), private.is_admin(), private.is_staff(), private.can(text, text)
  from public, anon;
grant execute on function
  private.has_role(text), private.is_admin(), private.is_staff(), private.can(text, text)
  to authenticated, service_role;

-- == Who holds which role =======================================================================
alter table public.user_roles enable row level security;
create policy "Users read their own roles, user managers all" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()) or (select private.can('users', 'read')));
create policy "User managers can add roles" on public.user_roles
  for insert to authenticated with check ((select private.can('users', 'write')));
create policy "User managers can change roles" on public.user_roles
  for update to authenticated
  using ((select private.can('users', 'write'))) with check ((select private.can('users', 'write')));
create policy "User managers can remove roles" on public.user_roles
  for delete to authenticated using ((select private.can('users', 'write')));

-- Clients never choose an id or a creation time: the database sets them.
revoke all on public.user_roles from anon, authenticated;
grant select, delete on public.user_roles to authenticated;
grant insert (user_id, role), update (user_id, role) on public.user_roles to authenticated;
grant all on public.user_roles to service_role;

-- == The links' secret ==========================================================================
-- HMAC key of the tokens our e-mails carry (unsubscribe links, offer links): they are derived
-- when the e-mail is claimed and stored nowhere, only their SHA-256. One row, in the private
-- schema, readable by no client role.
create table private.unsubscribe_secret (
  id boolean primary key default true,
  secret bytea not null default extensions.gen_random_bytes(32),
  constraint unsubscribe_secret_single_row check (id)
);
alter table private.unsubscribe_secret enable row level security;
revoke all on private.unsubscribe_secret from public, anon, authenticated, service_role;
insert into private.unsubscribe_secret default values;

-- == Identifiers, checked as their standards define them ===========================
-- supabase/functions/_shared/billing/identifiers.ts holds the same checks with the forms' messages.

-- Luhn (mod 10) of a string of digits.
create function private.luhn_valid(digits text)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select digits ~ '^[0-9]+$' and (
    select sum(case when (char_length(digits) - i) % 2 = 1
                    then (substr(digits, i, 1)::integer * 2) % 10 + (substr(digits, i, 1)::integer * 2) / 10
                    else substr(digits, i, 1)::integer end) % 10 = 0
    from generate_series(1, char_length(digits)) as i
  );
end;

create function private.is_siren(value text)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select value ~ '^[0-9]{9}$' and private.luhn_valid(value);
end;

-- La Poste's establishments share one SIREN and are numbered beyond what Luhn allows.
create function private.is_siret(value text)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select value ~ '^[0-9]{14}$' and (
    case when value like '356000000%' and value <> '35600000000048'
      then (select sum(substr(value, i, 1)::integer) from generate_series(1, 14) as i) % 5 = 0
      else private.luhn_valid(value) end);
end;

-- The French VAT number of a SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN.
create function private.french_vat_number(siren text)
returns text
language sql
immutable
set search_path = ''
begin atomic
  select 'FR' || lpad(((12 + 3 * (siren::bigint % 97)) % 97)::text, 2, '0') || siren;
end;

-- ISO 7064 mod 97-10 of letters and digits (A = 10 … Z = 35).
create function private.mod97(value text)
returns integer
language sql
immutable
set search_path = ''
begin atomic
  select (string_agg(case when c ~ '[A-Z]' then (ascii(c) - 55)::text else c end, '' order by i)::numeric % 97)::integer
  from regexp_split_to_table(value, '') with ordinality as chars (c, i);
end;

-- IBAN (ISO 13616), stored without spaces: country, key, 11 to 30 characters, mod 97 = 1; 27 in France.
create function private.is_iban(value text)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select value ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'
     and (value !~ '^FR' or char_length(value) = 27)
     and private.mod97(substr(value, 5) || substr(value, 1, 4)) = 1;
end;

-- BIC (ISO 9362): bank, country, location, optional branch.
create function private.is_bic(value text)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select value ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$';
end;

-- SEPA creditor identifier (ICS) FRkkZZZnnnnnn: the key is 98 − mod 97 of the national
-- identifier, the country and « 00 », the business code (ZZZ) left out (EPC262-08).
create function private.is_creditor_id(value text)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select value ~ '^FR[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{6}$'
     and 98 - private.mod97(substr(value, 8) || 'FR00') = substr(value, 3, 2)::integer;
end;
revoke execute on function
  private.luhn_valid(text), private.is_siren(text), private.is_siret(text), private.french_vat_number(text),
  private.mod97(text), private.is_iban(text), private.is_bic(text), private.is_creditor_id(text)
  from public, anon, authenticated;
-- The CHECKs of the company block and of customers run as their writers.
grant execute on function
  private.luhn_valid(text), private.is_siren(text), private.is_siret(text), private.french_vat_number(text),
  private.mod97(text), private.is_iban(text), private.is_bic(text), private.is_creditor_id(text)
  to authenticated, service_role;
