-- The operator's copy of a cancellation is a mail kind of its own. A cancellation follows a
-- confirmation, whose copy already held the request's one 'operator_receipt', so the outbox
-- dropped the cancellation's copy and the ride stayed confirmed in the operator's calendar. The
-- list is the function's (supabase/functions/_shared/schemas/lifecycle.ts MAIL_KINDS), which a
-- test holds it to on PostgreSQL and PGlite. Deploy this before the function. Rides cancelled
-- before it keep their confirmed entry in the operator's calendar; this lists them:
--   select reference, requested_date from public.booking_requests where status = 'cancelled';

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check check (
  kind in (
    'operator_request', 'receipt', 'confirmation', 'decline', 'cancellation',
    'operator_receipt', 'operator_cancellation', 'reminder'
  )
);
