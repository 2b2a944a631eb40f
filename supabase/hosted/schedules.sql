-- Every scheduled job of VisioLease, each on its own line: hosted Supabase only (not a migration,
-- since it holds this project's URL and key, kept in Vault), run in the SQL editor after the
-- migrations and the edge functions are deployed. Running it again updates each job in place
-- (cron.schedule replaces a job of the same name). The local stack reads this very file and
-- runs the same jobs on the same schedules (supabase/local/jobs/). Every job: docs/jobs.md.
--
-- pg_cron reads schedules in UTC on hosted Supabase. The nightly jobs run at 01:00 and 02:00 UTC,
-- that is between 02:00 and 04:00 in Paris whatever the season (UTC+1 in winter, UTC+2 in
-- summer), always after Paris midnight; each job takes its day in Europe/Paris itself, so a change
-- of time shifts its hour, never its day.
--
-- Rules the local stack and tests/integration/scheduled-jobs.test.ts hold this file to:
-- - a job is named after what it runs, with hyphens (`expire-offers` runs public.expire_offers);
-- - a SQL job is exactly `select public.<function>();` — a function commented « Scheduled job… »;
-- - an edge-function job is exactly the net.http_post block below, with its function's name in
--   the URL — a function built with supabase/functions/_shared/job.ts;
-- - a schedule has five fields of digits, `*`, `,`, `-` and `/`, read in UTC.
-- Replace the two placeholders below before running it (docs/deploy.md shows how without writing
-- the key anywhere).

create extension if not exists pg_cron;
create extension if not exists pg_net;

-- The function jobs' address and key, in Vault (kept if already there).
select vault.create_secret('https://<project-ref>.supabase.co', 'project_url')
where not exists (select 1 from vault.secrets where name = 'project_url');
-- The functions answer the service role only. Use the service_role key as the functions see it
-- (SUPABASE_SERVICE_ROLE_KEY: Settings → API Keys → Legacy API keys, a JWT): the gateway verifies
-- a JWT before the function runs (verify_jwt), so a new-style `sb_secret_…` key would be refused.
select vault.create_secret('<service-role-key>', 'service_role_key')
where not exists (select 1 from vault.secrets where name = 'service_role_key');

-- Every minute: the outbox's due e-mails are sent (edge function: it renders and calls Resend).
select cron.schedule(
  'deliver-emails',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/deliver-emails',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  $$
);

-- Every minute: due campaigns queue their next batch (each campaign's own pace decides).
select cron.schedule('advance-campaigns', '* * * * *', $$ select public.advance_campaigns(); $$);

-- Hourly, at minute 5: offers past their validity expire within the first hour of the Paris day.
select cron.schedule('expire-offers', '5 * * * *', $$ select public.expire_offers(); $$);

-- Nightly, 01:00 UTC (02:00 or 03:00 in Paris): maintenance visits, end-of-lease tasks and notices.
select cron.schedule('run-service-jobs', '0 1 * * *', $$ select public.run_service_jobs(); $$);

-- Nightly, 02:00 UTC (03:00 or 04:00 in Paris): data past its retention period goes.
select cron.schedule('run-retention', '0 2 * * *', $$ select public.run_retention(); $$);

-- Every 10 minutes: files of deleted records (retention, erasure requests) leave Storage (edge
-- function: only the Storage API removes files).
select cron.schedule(
  'purge-storage',
  '*/10 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/purge-storage',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  $$
);

-- Nightly, 01:30 UTC (02:30 or 03:30 in Paris): the invoices of the terms whose issue day has come.
select cron.schedule('issue-due-invoices', '30 1 * * *', $$ select public.issue_due_invoices(); $$);

-- Every 10 minutes: each invoice or credit note without its document gets its Factur-X PDF, and
-- the database queues the customer's e-mail with it (edge function: it renders and stores the file).
select cron.schedule(
  'billing-documents',
  '*/10 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/billing-documents',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  $$
);

-- Check: one row per job above.
select jobname, schedule, active from cron.job order by jobname;
-- To stop one: select cron.unschedule('<job name>');
-- To watch them: select jobname, status, return_message, start_time from cron.job_run_details
--   join cron.job using (jobid) order by start_time desc limit 20;
