-- Marketing: leads (CRM), e-mail campaigns, and per-page SEO content.

-- == Leads =================================================================
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  first_name text,
  last_name text,
  company text,
  phone text,
  source text not null default 'website',
  status text not null default 'new',
  notes text,
  score integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_contact_date timestamptz,
  constraint leads_email_check check (public.is_email(email)),
  constraint leads_first_name_check check (char_length(first_name) <= 80 and public.is_plain_text(first_name)),
  constraint leads_last_name_check check (char_length(last_name) <= 80 and public.is_plain_text(last_name)),
  constraint leads_company_check check (char_length(company) <= 120 and public.is_plain_text(company)),
  constraint leads_phone_check check (phone ~ '^\+?[0-9 ().-]{6,25}$'),
  constraint leads_source_check check (source in ('website', 'partner', 'event', 'ad', 'referral')),
  constraint leads_status_check check (
    status in ('new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'won', 'lost')
  ),
  constraint leads_notes_check check (char_length(notes) <= 2000 and public.is_plain_text(notes)),
  constraint leads_score_check check (score between 0 and 100)
);
create index leads_created_at_idx on public.leads (created_at desc);
create index leads_status_idx on public.leads (status);
create trigger leads_set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();

-- == E-mail campaigns ======================================================
create table public.email_campaigns (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  subject text,
  status text not null default 'draft',
  scheduled_at timestamptz,
  sent_at timestamptz,
  recipients_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint email_campaigns_name_check check (char_length(btrim(name)) between 1 and 120 and public.is_plain_text(name)),
  constraint email_campaigns_subject_check check (char_length(subject) <= 150 and public.is_plain_text(subject)),
  constraint email_campaigns_status_check check (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  constraint email_campaigns_recipients_check check (recipients_count >= 0)
);
create index email_campaigns_status_idx on public.email_campaigns (status);
create trigger email_campaigns_set_updated_at before update on public.email_campaigns
  for each row execute function public.set_updated_at();

-- == SEO content ===========================================================
create table public.seo_content (
  id uuid primary key default gen_random_uuid(),
  page_url text not null,
  meta_title text not null,
  meta_description text not null,
  keywords text[] not null default '{}',
  h1 text,
  canonical_url text,
  og_title text,
  og_description text,
  seo_score integer not null default 0,
  status text not null default 'draft',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint seo_content_page_url_key unique (page_url),
  constraint seo_content_page_url_check check (page_url ~ '^/[a-z0-9._~/-]{0,199}$' and page_url !~ '//'),
  constraint seo_content_meta_title_check check (char_length(btrim(meta_title)) between 1 and 60 and public.is_plain_text(meta_title)),
  constraint seo_content_meta_description_check check (
    char_length(btrim(meta_description)) between 1 and 160 and public.is_plain_text(meta_description)
  ),
  constraint seo_content_keywords_check check (public.text_items_valid(keywords, 30, 60)),
  constraint seo_content_h1_check check (char_length(h1) <= 120 and public.is_plain_text(h1)),
  constraint seo_content_canonical_url_check check (public.is_safe_url(canonical_url)),
  constraint seo_content_og_title_check check (char_length(og_title) <= 95 and public.is_plain_text(og_title)),
  constraint seo_content_og_description_check check (char_length(og_description) <= 200 and public.is_plain_text(og_description)),
  constraint seo_content_score_check check (seo_score between 0 and 100),
  constraint seo_content_status_check check (status in ('published', 'draft', 'archived'))
);
create index seo_content_created_at_idx on public.seo_content (created_at desc);
create index seo_content_status_idx on public.seo_content (status);
create trigger seo_content_set_updated_at before update on public.seo_content
  for each row execute function public.set_updated_at();

-- == Policies ==============================================================
alter table public.leads enable row level security;
alter table public.email_campaigns enable row level security;
alter table public.seo_content enable row level security;

create policy "Admins can read leads" on public.leads for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can create leads" on public.leads for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update leads" on public.leads for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete leads" on public.leads for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins can read campaigns" on public.email_campaigns for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can create campaigns" on public.email_campaigns for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update campaigns" on public.email_campaigns for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete campaigns" on public.email_campaigns for delete to authenticated
  using ((select public.is_admin()));

-- Published SEO rows override the public pages' meta tags, so visitors read them.
create policy "Anyone can read published SEO pages" on public.seo_content for select to anon
  using (status = 'published');
create policy "Signed-in users read published SEO pages, admins read all" on public.seo_content
  for select to authenticated
  using (status = 'published' or (select public.is_admin()));
create policy "Admins can create SEO pages" on public.seo_content for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update SEO pages" on public.seo_content for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete SEO pages" on public.seo_content for delete to authenticated
  using ((select public.is_admin()));

revoke all on public.leads, public.email_campaigns, public.seo_content from anon, authenticated;
grant select on public.seo_content to anon;
grant select, insert, update, delete on public.leads, public.email_campaigns, public.seo_content to authenticated;
grant all on public.leads, public.email_campaigns, public.seo_content to service_role;
