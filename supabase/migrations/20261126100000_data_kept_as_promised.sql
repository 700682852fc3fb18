-- Data kept only as long as the privacy policy says (src/features/legal/privacy.tsx): the
-- sweep clears a request's client address hash after 14 days and replaces a mail's rendered
-- body 30 days after it was sent (supabase/functions/_shared/lifecycle-sweep.ts), and
-- public.erase_person deletes one person's requests and mails on request (Art. 17 GDPR).

-- Cleared after 14 days, like the server's logs.
alter table public.booking_requests alter column client_hash drop not null;
alter table public.contact_messages alter column client_hash drop not null;

-- The sweep looks for mails whose body is still there: sent or held ones.
create index mail_outbox_body_kept_idx
  on public.mail_outbox (coalesce(sent_at, created_at))
  where status in ('sent', 'suppressed') and message <> '{"purged": true}'::jsonb;

-- Deletes every booking request and contact message of one e-mail address (compared without
-- regard to case), with their mails and history, and answers what it deleted:
--   {"bookings": 1, "contactMessages": 2, "mails": 6, "events": 3, "references": ["SLZ-7K3M"]}
-- For the hosted database (SQL editor: select public.erase_person('anna@example.com');) and the
-- local stack's `npm run erase -- <email>`.
create function public.erase_person(email text) returns jsonb
  language plpgsql as $$
declare
  address constant text := lower(btrim(erase_person.email));
  booking_ids uuid[];
  contact_ids uuid[];
  refs text[];
  mails integer;
  events integer;
begin
  if address is null or address !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'erase_person: not an e-mail address: %', erase_person.email
      using errcode = '22023';
  end if;
  select coalesce(array_agg(b.id), '{}'), coalesce(array_agg(b.reference order by b.reference), '{}')
    into booking_ids, refs
    from public.booking_requests b where lower(b.email) = address;
  select coalesce(array_agg(c.id), '{}') into contact_ids
    from public.contact_messages c where lower(c.email) = address;
  select count(*) into mails from public.mail_outbox m
    where m.booking_request_id = any (booking_ids) or m.contact_message_id = any (contact_ids);
  select count(*) into events from public.booking_events e
    where e.booking_request_id = any (booking_ids);
  -- Their mails and history go with them (on delete cascade).
  delete from public.booking_requests b where b.id = any (booking_ids);
  delete from public.contact_messages c where c.id = any (contact_ids);
  return jsonb_build_object(
    'bookings', cardinality(booking_ids),
    'contactMessages', cardinality(contact_ids),
    'mails', mails,
    'events', events,
    'references', to_jsonb(refs)
  );
end
$$;

-- A function is executable by everyone unless revoked, and Supabase's default privileges grant
-- anon and authenticated every new function: without this, anyone holding the public anon key
-- could erase anyone's data through the REST API.
revoke all on function public.erase_person(text) from public, anon, authenticated;
grant execute on function public.erase_person(text) to service_role;
