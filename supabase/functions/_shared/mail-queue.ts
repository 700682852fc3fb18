/**
 * Puts rendered mails into the outbox, at most one of each kind per request: the unique index
 * on (request, kind) turns a second attempt for the same cause into nothing, so a decision, a
 * reminder or a retried request never mails twice (docs/decisions/idempotency-and-outbox.md).
 */
import type { Queryable } from './db/types.ts';
import type { OutgoingMail } from './mail/types.ts';
import type { MailKind } from './schemas/lifecycle.ts';

export interface QueuedMail {
  kind: MailKind;
  role: 'operator' | 'visitor';
  mail: OutgoingMail;
  /** Kept but not sent, with this reason (a visitor address over its daily limit). */
  heldBecause?: string;
}

export type RequestColumn = 'booking_request_id' | 'contact_message_id';

/** Inserts each mail unless its kind is already queued for the request; returns how many went in. */
export async function queueMails(
  tx: Queryable,
  request: { column: RequestColumn; id: string },
  mails: readonly QueuedMail[],
  at: Date,
): Promise<number> {
  let inserted = 0;
  for (const { kind, role, mail, heldBecause } of mails) {
    const rows = await tx.query(
      `insert into public.mail_outbox (id, ${request.column}, kind, recipient_role, message, status,
         last_error, next_attempt_at, created_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::timestamptz, $8::timestamptz)
       on conflict do nothing
       returning id`,
      [
        crypto.randomUUID(),
        request.id,
        kind,
        role,
        JSON.stringify(mail),
        heldBecause ? 'suppressed' : 'pending',
        heldBecause ?? null,
        at.toISOString(),
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}
