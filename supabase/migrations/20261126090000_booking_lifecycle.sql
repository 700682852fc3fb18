-- The booking lifecycle (docs/decisions/booking-lifecycle.md): a request's status and the
-- operator's decision, an append-only history, mail kinds in the outbox, the operator's signed-in
-- devices and the count of wrong passphrases. Statuses and mail kinds are listed in
-- supabase/functions/_shared/schemas/lifecycle.ts.

alter table public.booking_requests
  add column status text not null default 'requested' check (
    status in ('requested', 'confirmed', 'declined', 'expired', 'cancelled')
  ),
  add column decided_at timestamptz,
  -- 'operator:<device>' for a decision, 'system' for the sweep's expiry.
  add column decided_by text check (char_length(decided_by) <= 200),
  add column price_cents integer check (price_cents between 1 and 10000000),
  add column deposit_cents integer check (deposit_cents between 0 and 10000000),
  add column meeting_point text check (char_length(meeting_point) <= 200),
  add column decision_message text check (char_length(decision_message) <= 2000),
  add column decision_reason text check (char_length(decision_reason) <= 2000),
  -- SHA-256 of the visitor's status link secret: the link opens exactly this request.
  add column status_token_hash text check (status_token_hash ~ '^[0-9a-f]{64}$'),
  add column reminded_at timestamptz,
  add constraint booking_requests_decided check (
    (status = 'requested') = (decided_at is null)
  ),
  add constraint booking_requests_priced check (
    status not in ('confirmed', 'cancelled') or price_cents is not null
  ),
  add constraint booking_requests_deposit_within_price check (
    deposit_cents is null or deposit_cents <= price_cents
  );

create unique index booking_requests_status_token_key
  on public.booking_requests (status_token_hash)
  where status_token_hash is not null;
-- The console's list and the sweep read undecided requests by pickup.
create index booking_requests_open_idx
  on public.booking_requests (requested_date, requested_time)
  where status = 'requested';

-- What happened to a request, in order. Rows are only ever added: an update is refused; a
-- delete happens only with the request itself (retention, erasure).
create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_request_id uuid not null references public.booking_requests (id) on delete cascade,
  event text not null check (
    event in ('received', 'confirmed', 'declined', 'cancelled', 'expired', 'reminded')
  ),
  actor text not null check (char_length(actor) between 1 and 200),
  at timestamptz not null default now()
);
create index booking_events_request_idx on public.booking_events (booking_request_id, id);

create function public.booking_events_append_only() returns trigger
  language plpgsql as $$
begin
  raise exception 'booking_events is append-only';
end
$$;
create trigger booking_events_no_update
  before update on public.booking_events
  for each row execute function public.booking_events_append_only();

insert into public.booking_events (booking_request_id, event, actor, at)
  select id, 'received', 'visitor', received_at from public.booking_requests;

-- Mail kinds: at most one mail of each kind per request, so every cause sends exactly once.
alter table public.mail_outbox add column kind text;
update public.mail_outbox
  set kind = case recipient_role when 'operator' then 'operator_request' else 'receipt' end;
alter table public.mail_outbox
  alter column kind set not null,
  add constraint mail_outbox_kind_check check (
    kind in (
      'operator_request', 'receipt', 'confirmation', 'decline', 'cancellation',
      'operator_receipt', 'reminder'
    )
  );
drop index public.mail_outbox_booking_role_key;
drop index public.mail_outbox_contact_role_key;
create unique index mail_outbox_booking_kind_key
  on public.mail_outbox (booking_request_id, kind)
  where booking_request_id is not null;
create unique index mail_outbox_contact_kind_key
  on public.mail_outbox (contact_message_id, kind)
  where contact_message_id is not null;

-- A signed-in device of the operator: only the SHA-256 of its secret is kept.
create table public.operator_sessions (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- A short description of the device ('iPhone, Safari'), for the history.
  label text not null default '' check (char_length(label) <= 200)
);

-- Wrong passphrases per client address hash and quarter hour, and in all (client_hash 'all').
create table public.operator_sign_in_failures (
  client_hash text not null,
  window_start timestamptz not null,
  failures integer not null default 0,
  primary key (client_hash, window_start)
);

alter table public.booking_events enable row level security;
alter table public.operator_sessions enable row level security;
alter table public.operator_sign_in_failures enable row level security;
revoke all on table
  public.booking_events, public.operator_sessions, public.operator_sign_in_failures
  from public, anon, authenticated;
grant select, insert, delete on table public.booking_events to service_role;
grant select, insert, update, delete on table
  public.operator_sessions, public.operator_sign_in_failures
  to service_role;
