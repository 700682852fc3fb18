-- A contact message sent by the smoke command (`npm run smoke`, with the sweep token in its
-- X-Test-Request header): stored and mailed to the operator marked TEST, never confirmed to the
-- visitor, and deleted by the sweep a day later.
alter table public.contact_messages add column is_test boolean not null default false;
