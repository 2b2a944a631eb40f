-- Hosted Supabase only (not a migration: it holds this project's URL and key, kept in Vault).
-- Runs the deliver-emails edge function every minute with pg_cron + pg_net, as Supabase's
-- "Scheduling Edge Functions" guide describes. Run once in the SQL editor after
-- `supabase functions deploy deliver-emails`, replacing the two placeholders.
-- Locally the stack does the same on its own timer (STACK_EMAIL_DELIVERY_INTERVAL_MS).

create extension if not exists pg_cron;
create extension if not exists pg_net;

select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
-- The function only answers the service role; the key stays in Vault, never in this file's history.
-- Use the service_role key as the function sees it (SUPABASE_SERVICE_ROLE_KEY: Settings → API
-- Keys → Legacy API keys, a JWT): the gateway verifies a JWT before the function runs
-- (verify_jwt), so a new-style `sb_secret_…` key would be refused with 401 there.
select vault.create_secret('<service-role-key>', 'service_role_key');

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

-- To stop it: select cron.unschedule('deliver-emails');
-- To watch it: select * from cron.job_run_details order by start_time desc limit 20;
