-- Reliability: each claim of an outbox mail carries a token, and a sender records its outcome
-- only while the mail is still claimed by it (a send that outlived its claim, or whose claim
-- another sender took over, cannot flip a sent mail back to pending).
alter table public.mail_outbox add column claim_token uuid;
