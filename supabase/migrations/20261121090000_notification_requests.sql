-- Booking requests, contact messages, their e-mail outbox and the rate-limit counters written by
-- the send-notification function. Nothing here is readable or writable through the public
-- (anon) key: RLS is on with no policies, and the table privileges are revoked as well, because
-- Supabase's default privileges grant anon and authenticated everything on new public tables.
-- Runs unchanged on Supabase, on plain PostgreSQL 15+ and on PGlite once the roles anon,
-- authenticated and service_role exist.

create table public.booking_requests (
  id uuid primary key,
  idempotency_key uuid not null unique,
  -- SHA-256 of the normalised payload: the same key with another payload is refused (422).
  payload_hash text not null check (payload_hash ~ '^[0-9a-f]{64}$'),
  locale text not null check (locale in ('de', 'en')),
  first_name text not null check (char_length(first_name) between 1 and 200),
  last_name text not null check (char_length(last_name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null check (char_length(phone) between 1 and 200),
  service text not null check (
    service in (
      'airportTransfer', 'cityTour', 'eaglesTour', 'salzburgTour', 'soundOfMusicTour',
      'lakeDistrictTour', 'weddingService', 'corporateTransport', 'longDistanceTrip',
      'customService'
    )
  ),
  -- Wall-clock date and time in Europe/Vienna, as the visitor chose them.
  requested_date date not null,
  requested_time text not null check (requested_time ~ '^([01][0-9]|2[0-3]):[03]0$'),
  passengers smallint not null check (passengers between 1 and 20),
  pickup_location text not null check (char_length(pickup_location) between 1 and 200),
  destination text not null check (char_length(destination) between 1 and 200),
  special_requests text not null default 'None' check (char_length(special_requests) <= 5000),
  car_type text not null check (car_type in ('e-klasse', 'v-klasse')),
  -- Daily-salted hash of the client address: enough to trace abuse within a day, not a person.
  client_hash text not null,
  received_at timestamptz not null default now(),
  constraint booking_requests_passengers_fit_car check (
    (car_type = 'e-klasse' and passengers <= 3) or (car_type = 'v-klasse' and passengers <= 7)
  )
);

create table public.contact_messages (
  id uuid primary key,
  idempotency_key uuid not null unique,
  payload_hash text not null check (payload_hash ~ '^[0-9a-f]{64}$'),
  locale text not null check (locale in ('de', 'en')),
  name text not null check (char_length(name) between 2 and 200),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 2 and 200),
  message text not null check (char_length(message) between 10 and 5000),
  client_hash text not null,
  received_at timestamptz not null default now()
);

-- Transactional outbox: each request row is written together with its two e-mails, already
-- rendered. A sender claims due rows by pushing next_attempt_at forward (a lease), so two
-- instances never send the same mail at once, and a crashed send is picked up again later.
create table public.mail_outbox (
  id uuid primary key,
  booking_request_id uuid references public.booking_requests (id) on delete cascade,
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  recipient_role text not null check (recipient_role in ('operator', 'visitor')),
  message jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_outbox_one_request check (
    num_nonnulls(booking_request_id, contact_message_id) = 1
  )
);

create unique index mail_outbox_booking_role_key
  on public.mail_outbox (booking_request_id, recipient_role)
  where booking_request_id is not null;
create unique index mail_outbox_contact_role_key
  on public.mail_outbox (contact_message_id, recipient_role)
  where contact_message_id is not null;
create index mail_outbox_due_idx
  on public.mail_outbox (next_attempt_at)
  where status = 'pending';

-- Requests per client address per minute, shared by every function instance.
create table public.rate_limit_counters (
  client_hash text not null,
  window_start timestamptz not null,
  request_count integer not null default 0,
  primary key (client_hash, window_start)
);

alter table public.booking_requests enable row level security;
alter table public.contact_messages enable row level security;
alter table public.mail_outbox enable row level security;
alter table public.rate_limit_counters enable row level security;

revoke all on table
  public.booking_requests, public.contact_messages, public.mail_outbox,
  public.rate_limit_counters
  from public, anon, authenticated;

grant select, insert, update, delete on table
  public.booking_requests, public.contact_messages, public.mail_outbox,
  public.rate_limit_counters
  to service_role;
