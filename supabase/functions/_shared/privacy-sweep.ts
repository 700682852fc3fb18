/**
 * What the sweep forgets besides whole requests (lifecycle-sweep.ts deletes those), as the
 * privacy policy promises (src/features/legal/privacy.tsx): the client address hash of a request
 * after 14 days, like the server's logs; a mail's rendered body 30 days after it was sent (or
 * held), keeping the row with its kind, status and times for the history.
 */
import type { Queryable } from './db/types.ts';
import { CLIENT_HASH_KEEP_DAYS, MAIL_BODY_KEEP_DAYS } from './schemas/constants.ts';

export interface PrivacyReport {
  hashesCleared: number;
  mailBodiesPurged: number;
}

const DAY_MS = 86_400_000;

/**
 * What a purged mail's `message` reads. A literal, not a parameter: postgres.js would store a
 * JSON text parameter as a JSON string, PGlite as an object.
 */
const PURGED = `'{"purged": true}'::jsonb`;

export async function forgetWhatIsDue(db: Queryable, now: Date): Promise<PrivacyReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  let hashesCleared = 0;
  for (const table of ['booking_requests', 'contact_messages']) {
    const rows = await db.query(
      `update public.${table} set client_hash = null
       where client_hash is not null and received_at < $1::timestamptz returning id`,
      [before(CLIENT_HASH_KEEP_DAYS)],
    );
    hashesCleared += rows.length;
  }
  const purged = await db.query(
    `update public.mail_outbox set message = ${PURGED}
     where status in ('sent', 'suppressed') and message <> ${PURGED}
       and coalesce(sent_at, created_at) < $1::timestamptz
     returning id`,
    [before(MAIL_BODY_KEEP_DAYS)],
  );
  return { hashesCleared, mailBodiesPurged: purged.length };
}
