-- Reliability: each claim of an outbox mail carries a token, and a sender records its outcome
-- only while the mail is still claimed by it (a send that outlived its claim, or whose claim
-- another sender took over, cannot flip a sent mail back to pending).
alter table public.mail_outbox add column claim_token uuid;

-- Confirmations per recipient address and day. Anyone can type any address into the forms;
-- past the daily limit the visitor's confirmation is kept as 'suppressed' instead of sent (the
-- operator still gets every request). The address is kept only as a salted hash here.
create table public.confirmation_counters (
  recipient_hash text not null,
  day date not null,
  confirmation_count integer not null default 0,
  primary key (recipient_hash, day)
);
alter table public.confirmation_counters enable row level security;
revoke all on table public.confirmation_counters from public, anon, authenticated;
grant select, insert, update, delete on table public.confirmation_counters to service_role;

alter table public.mail_outbox drop constraint mail_outbox_status_check;
alter table public.mail_outbox add constraint mail_outbox_status_check
  check (status in ('pending', 'sent', 'failed', 'suppressed'));
