-- The sweep ships with the database (supabase/README.md, "The outbox and the sweep"):
--  * public.outbox_health() says whether mail is getting out: failed mails, and mails pending
--    longer than 15 minutes. The sweep reports it and pings HEARTBEAT_URL only when healthy.
--  * public.request_sweep() posts to the function's sweep route through pg_net, with the URL
--    and the token read from Supabase Vault (send_notification_sweep_url,
--    send_notification_sweep_token: SWEEP_TOKEN, never the service role key).
--  * pg_cron runs it every 5 minutes. Where pg_cron or pg_net is missing (PGlite, a plain
--    PostgreSQL, the tests) nothing is scheduled and the rest still applies. Re-running this
--    file is harmless: it replaces the functions and the job.

create or replace function public.outbox_health(as_of timestamptz default now())
  returns table (failed_mails integer, stuck_mails integer, oldest_stuck_at timestamptz)
  language sql stable as $$
  select
    count(*) filter (where m.status = 'failed')::integer,
    count(*) filter (
      where m.status = 'pending' and m.created_at < as_of - interval '15 minutes')::integer,
    min(m.created_at) filter (
      where m.status = 'pending' and m.created_at < as_of - interval '15 minutes')
  from public.mail_outbox m
  where m.status in ('pending', 'failed')
$$;

create index if not exists mail_outbox_unsent_idx
  on public.mail_outbox (created_at)
  where status in ('pending', 'failed');

-- pg_net's default time-out is 5 s; a sweep that sends a backlog takes longer, and a request
-- cut off by pg_net may be cut off in the function too. Supabase answers any function within
-- 150 s (or 504), so 180 s outlasts every sweep.
create or replace function public.request_sweep() returns bigint
  language plpgsql as $$
declare
  sweep_url text;
  sweep_token text;
begin
  select s.decrypted_secret into sweep_url
    from vault.decrypted_secrets s where s.name = 'send_notification_sweep_url';
  select s.decrypted_secret into sweep_token
    from vault.decrypted_secrets s where s.name = 'send_notification_sweep_token';
  if sweep_url is null or sweep_token is null then
    raise warning 'request_sweep: store send_notification_sweep_url and send_notification_sweep_token in Vault (supabase/README.md)';
    return null;
  end if;
  return net.http_post(
    url := sweep_url,
    body := '{}'::jsonb,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || sweep_token),
    timeout_milliseconds := 180000);
end
$$;

revoke all on function public.outbox_health(timestamptz) from public, anon, authenticated;
grant execute on function public.outbox_health(timestamptz) to service_role;
-- It reads secrets from Vault: the scheduler (postgres) alone runs it.
revoke all on function public.request_sweep() from public, anon, authenticated, service_role;

do $$
begin
  if to_regnamespace('cron') is null or to_regnamespace('net') is null then
    begin
      if to_regnamespace('extensions') is not null then
        create extension if not exists pg_net with schema extensions;
      else
        create extension if not exists pg_net;
      end if;
      create extension if not exists pg_cron;
    exception when others then
      -- Not installed (PGlite, Debian's PostgreSQL) or not preloaded: schedule it elsewhere.
      raise notice 'send-notification sweep not scheduled: % (supabase/README.md)', sqlerrm;
      return;
    end;
  end if;
  -- A job of the same name is replaced.
  perform cron.schedule('send-notification-sweep', '*/5 * * * *', 'select public.request_sweep()');
end
$$;
