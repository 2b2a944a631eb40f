-- Publishing the public site: the record of each « Publier » and what became of it.
--
-- The public pages are prerendered from the database at build time (scripts/prerender.ts), so
-- what staff save reaches the HTML that crawlers and link previews read only when the site is
-- rebuilt. « Publier » asks for that rebuild through the publish-site edge function, which calls
-- the hosting's deploy hook (or, locally, the preview's re-prerender) and writes the outcome here.
-- SEO writers publish (the same roles write the catalogue); SEO readers see the history. Rows are
-- inserted with the caller's own token (so RLS decides who may publish) and completed by the
-- function with the service role only: nobody else may change or delete a publication.

create table public.site_publications (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  requested_by uuid default auth.uid() references auth.users (id) on delete set null,
  requested_by_email text,
  status text not null default 'requested',
  finished_at timestamptz,
  pages integer,
  message text,
  constraint site_publications_status_check check (status in ('requested', 'triggered', 'published', 'failed')),
  constraint site_publications_pages_check check (pages is null or pages >= 0),
  constraint site_publications_message_check check (char_length(message) <= 500 and private.is_plain_text(message)),
  constraint site_publications_email_check check (char_length(requested_by_email) <= 254)
);
create index site_publications_requested_at_idx on public.site_publications (requested_at desc);

comment on table public.site_publications is
  'Each « Publier » of the public site: requested by a SEO writer, completed by the publish-site function.';

-- Who asked, and when, are the database's: a caller cannot publish in someone else's name, nor
-- insert an outcome. The service role (the function) completes the row afterwards.
create function private.site_publication_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), 'service_role') in ('anon', 'authenticated') then
    new.requested_at := now();
    new.requested_by := auth.uid();
    new.requested_by_email := (select email from auth.users where id = auth.uid());
    new.status := 'requested';
    new.finished_at := null;
    new.pages := null;
    new.message := null;
  end if;
  return new;
end;
$$;
revoke all on function private.site_publication_defaults() from public, anon, authenticated;

create trigger site_publications_defaults before insert on public.site_publications
  for each row execute function private.site_publication_defaults();

alter table public.site_publications enable row level security;

create policy "SEO readers see the publications" on public.site_publications
  for select to authenticated using ((select private.can('seo', 'read')));
create policy "SEO writers ask for a publication" on public.site_publications
  for insert to authenticated with check ((select private.can('seo', 'write')));

revoke all on public.site_publications from anon, authenticated;
grant select on public.site_publications to authenticated;
-- Column grants: the id is the database's; the trigger above sets the other columns anyway.
grant insert (requested_by, requested_by_email, message) on public.site_publications to authenticated;
grant all on public.site_publications to service_role;
