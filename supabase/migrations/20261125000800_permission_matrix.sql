-- The seven staff roles, enforced by the database: one matrix (role × area → read or write) that
-- private.can(area, action) reads, and every staff policy asks private.can. A user may hold
-- several roles (their rights add up). Anonymous visitors keep exactly their rights.
-- src/config/permissions.ts mirrors the matrix; tests/integration/permission-matrix.test.ts
-- compares them cell by cell.

-- == The matrix ==============================================================
create table private.role_permissions (
  role text not null,
  area text not null,
  level text not null,
  primary key (role, area),
  constraint role_permissions_role_check check (
    role in ('admin', 'commercial', 'comptabilite', 'marketing', 'technicien', 'moderator', 'viewer')
  ),
  constraint role_permissions_area_check check (
    area in ('catalogue', 'requests', 'leads', 'orders', 'campaigns', 'seo', 'outbox', 'users')
  ),
  constraint role_permissions_level_check check (level in ('read', 'write'))
);
alter table private.role_permissions enable row level security;
revoke all on private.role_permissions from public, anon, authenticated;

insert into private.role_permissions (role, area, level) values
  ('admin', 'catalogue', 'write'), ('admin', 'requests', 'write'), ('admin', 'leads', 'write'),
  ('admin', 'orders', 'write'), ('admin', 'campaigns', 'write'), ('admin', 'seo', 'write'),
  ('admin', 'outbox', 'write'), ('admin', 'users', 'write'),
  ('commercial', 'catalogue', 'read'), ('commercial', 'requests', 'write'), ('commercial', 'leads', 'write'),
  ('commercial', 'orders', 'write'), ('commercial', 'outbox', 'read'),
  -- Accounting reads orders and may change their payment status only (set_order_payment_status).
  ('comptabilite', 'catalogue', 'read'), ('comptabilite', 'orders', 'read'),
  ('marketing', 'catalogue', 'write'), ('marketing', 'requests', 'read'), ('marketing', 'leads', 'write'),
  ('marketing', 'orders', 'read'), ('marketing', 'campaigns', 'write'), ('marketing', 'seo', 'write'),
  ('marketing', 'outbox', 'read'),
  ('technicien', 'catalogue', 'read'), ('technicien', 'orders', 'read'), ('technicien', 'seo', 'read'),
  ('moderator', 'catalogue', 'write'), ('moderator', 'seo', 'write'),
  ('viewer', 'catalogue', 'read'), ('viewer', 'requests', 'read'), ('viewer', 'leads', 'read'),
  ('viewer', 'orders', 'read'), ('viewer', 'campaigns', 'read'), ('viewer', 'seo', 'read');

-- 'write' includes 'read'.
create or replace function private.can(area text, action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select action in ('read', 'write') and exists (
    select 1
    from public.user_roles r
    join private.role_permissions p on p.role = r.role
    where r.user_id = (select auth.uid())
      and p.area = can.area
      and (can.action = 'read' or p.level = 'write')
  );
$$;

-- == Catalogue: products, categories, hero slides, their storage ===============
drop policy "Signed-in users read active products, admins read all" on public.products;
drop policy "Admins can create products" on public.products;
drop policy "Admins can update products" on public.products;
drop policy "Admins can delete products" on public.products;
create policy "Signed-in users read active products, catalogue readers all" on public.products
  for select to authenticated using (active or (select private.can('catalogue', 'read')));
create policy "Catalogue writers can create products" on public.products
  for insert to authenticated with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can update products" on public.products
  for update to authenticated
  using ((select private.can('catalogue', 'write'))) with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete products" on public.products
  for delete to authenticated using ((select private.can('catalogue', 'write')));

drop policy "Admins can create categories" on public.categories;
drop policy "Admins can update categories" on public.categories;
drop policy "Admins can delete categories" on public.categories;
create policy "Catalogue writers can create categories" on public.categories
  for insert to authenticated with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can update categories" on public.categories
  for update to authenticated
  using ((select private.can('catalogue', 'write'))) with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete categories" on public.categories
  for delete to authenticated using ((select private.can('catalogue', 'write')));

drop policy "Signed-in users read live slides, admins read all" on public.hero_carousel_slides;
create policy "Signed-in users read live slides, catalogue readers all" on public.hero_carousel_slides
  for select to authenticated
  using (
    (active
      and (start_date is null or start_date <= current_date)
      and (end_date is null or end_date >= current_date))
    or (select private.can('catalogue', 'read'))
  );
drop policy "Admins can create slides" on public.hero_carousel_slides;
drop policy "Admins can update slides" on public.hero_carousel_slides;
drop policy "Admins can delete slides" on public.hero_carousel_slides;
create policy "Catalogue writers can create slides" on public.hero_carousel_slides
  for insert to authenticated with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can update slides" on public.hero_carousel_slides
  for update to authenticated
  using ((select private.can('catalogue', 'write'))) with check ((select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete slides" on public.hero_carousel_slides
  for delete to authenticated using ((select private.can('catalogue', 'write')));

drop policy "Admins can read carousel media" on storage.objects;
drop policy "Admins can upload carousel media" on storage.objects;
drop policy "Admins can replace carousel media" on storage.objects;
drop policy "Admins can delete carousel media" on storage.objects;
create policy "Catalogue readers can read carousel media" on storage.objects for select to authenticated
  using (bucket_id = 'carousel-media' and (select private.can('catalogue', 'read')));
create policy "Catalogue writers can upload carousel media" on storage.objects for insert to authenticated
  with check (bucket_id = 'carousel-media' and (select private.can('catalogue', 'write')));
create policy "Catalogue writers can replace carousel media" on storage.objects for update to authenticated
  using (bucket_id = 'carousel-media' and (select private.can('catalogue', 'write')))
  with check (bucket_id = 'carousel-media' and (select private.can('catalogue', 'write')));
create policy "Catalogue writers can delete carousel media" on storage.objects for delete to authenticated
  using (bucket_id = 'carousel-media' and (select private.can('catalogue', 'write')));

-- == Campaigns and SEO ========================================================
drop policy "Admins can read campaigns" on public.email_campaigns;
drop policy "Admins can create campaigns" on public.email_campaigns;
drop policy "Admins can update campaigns" on public.email_campaigns;
drop policy "Admins can delete campaigns" on public.email_campaigns;
create policy "Campaign readers can read campaigns" on public.email_campaigns
  for select to authenticated using ((select private.can('campaigns', 'read')));
create policy "Campaign writers can create campaigns" on public.email_campaigns
  for insert to authenticated with check ((select private.can('campaigns', 'write')));
create policy "Campaign writers can update campaigns" on public.email_campaigns
  for update to authenticated
  using ((select private.can('campaigns', 'write'))) with check ((select private.can('campaigns', 'write')));
create policy "Campaign writers can delete campaigns" on public.email_campaigns
  for delete to authenticated using ((select private.can('campaigns', 'write')));

drop policy "Signed-in users read published SEO pages, admins read all" on public.seo_content;
drop policy "Admins can create SEO pages" on public.seo_content;
drop policy "Admins can update SEO pages" on public.seo_content;
drop policy "Admins can delete SEO pages" on public.seo_content;
create policy "Signed-in users read published SEO pages, SEO readers all" on public.seo_content
  for select to authenticated using (status = 'published' or (select private.can('seo', 'read')));
create policy "SEO writers can create SEO pages" on public.seo_content
  for insert to authenticated with check ((select private.can('seo', 'write')));
create policy "SEO writers can update SEO pages" on public.seo_content
  for update to authenticated
  using ((select private.can('seo', 'write'))) with check ((select private.can('seo', 'write')));
create policy "SEO writers can delete SEO pages" on public.seo_content
  for delete to authenticated using ((select private.can('seo', 'write')));

-- == Users and roles ==========================================================
drop policy "Users read their own roles, admins read all" on public.user_roles;
drop policy "Admins can add roles" on public.user_roles;
drop policy "Admins can change roles" on public.user_roles;
drop policy "Admins can remove roles" on public.user_roles;
create policy "Users read their own roles, user managers all" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()) or (select private.can('users', 'read')));
create policy "User managers can add roles" on public.user_roles
  for insert to authenticated with check ((select private.can('users', 'write')));
create policy "User managers can change roles" on public.user_roles
  for update to authenticated
  using ((select private.can('users', 'write'))) with check ((select private.can('users', 'write')));
create policy "User managers can remove roles" on public.user_roles
  for delete to authenticated using ((select private.can('users', 'write')));

-- == Accounting: payment status only ===========================================
-- Order writers change everything; accounting changes the payment status and nothing else. A
-- dedicated function, not a column grant, since a policy cannot tell one column from another.
create function private.set_order_payment_status(order_id uuid, payment_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (private.can('orders', 'write') or private.has_role('comptabilite')) then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  update public.orders o set payment_status = set_order_payment_status.payment_status
   where o.id = set_order_payment_status.order_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'Cette commande est introuvable.';
  end if;
end;
$$;

create function public.set_order_payment_status(order_id uuid, payment_status text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.set_order_payment_status(order_id, payment_status);
$$;

revoke execute on function private.set_order_payment_status(uuid, text), public.set_order_payment_status(uuid, text)
  from public, anon;
grant execute on function private.set_order_payment_status(uuid, text), public.set_order_payment_status(uuid, text)
  to authenticated, service_role;
