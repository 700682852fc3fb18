/**
 * What the scheduled sweep does to requests (docs/decisions/booking-lifecycle.md): it expires
 * undecided requests whose pickup has passed, reminds the operator once of a request undecided
 * 20 hours after it came in, and deletes what the privacy policy says is deleted.
 */
import type { Db } from './db/types.ts';
import { findBooking, recordEvent, type BookingRecord } from './lifecycle-store.ts';
import { queueMails } from './mail-queue.ts';
import { forgetWhatIsDue, type PrivacyReport } from './privacy-sweep.ts';
import type { OutgoingMail } from './mail/types.ts';
import { BUSINESS_TIME_ZONE } from './schemas/constants.ts';
import { calendarDateInZone } from './schemas/dates.ts';
import { REMINDER_AFTER_HOURS } from './schemas/lifecycle.ts';

export interface LifecycleReport extends PrivacyReport {
  expired: number;
  reminded: number;
  deleted: number;
}

/**
 * Requests and messages that never became a booking: 12 months; bookings: 7 years (§ 132 BAO);
 * the smoke command's test messages: a day.
 */
const RETENTION = { unbookedMonths: 12, bookedYears: 7, testHours: 24 } as const;

const REMINDERS_PER_SWEEP = 50;

/** The pickup instant of a row, from its Vienna wall-clock date and time. */
const PICKUP = `((requested_date + requested_time::time) at time zone '${BUSINESS_TIME_ZONE}')`;

async function expirePassed(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `update public.booking_requests
       set status = 'expired', decided_at = $1::timestamptz, decided_by = 'system'
       where status = 'requested' and ${PICKUP} < $1::timestamptz
       returning id::text as id`,
      [now.toISOString()],
    );
    for (const { id } of rows) await recordEvent(tx, id, 'expired', 'system', now);
    return rows.length;
  });
}

async function remindUndecided(
  db: Db,
  now: Date,
  reminder: (record: BookingRecord) => Promise<OutgoingMail>,
): Promise<number> {
  const due = await db.query<{ reference: string }>(
    `select reference from public.booking_requests
     where status = 'requested' and reminded_at is null and received_at <= $1::timestamptz
     order by received_at limit $2`,
    [new Date(now.getTime() - REMINDER_AFTER_HOURS * 3_600_000).toISOString(), REMINDERS_PER_SWEEP],
  );
  let reminded = 0;
  for (const { reference } of due) {
    reminded += await db.transaction(async (tx) => {
      // Claimed by this sweep alone: a sweep running beside it finds reminded_at set.
      const claimed = await tx.query(
        `update public.booking_requests set reminded_at = $2::timestamptz
         where reference = $1 and status = 'requested' and reminded_at is null returning id`,
        [reference, now.toISOString()],
      );
      const record = claimed.length ? await findBooking(tx, { reference }) : null;
      if (!record) return 0;
      await recordEvent(tx, record.id, 'reminded', 'system', now);
      await queueMails(
        tx,
        { column: 'booking_request_id', id: record.id },
        [{ kind: 'reminder', role: 'operator', mail: await reminder(record) }],
        now,
      );
      return 1;
    });
  }
  return reminded;
}

/** The later of the pickup day and the day the request came in, in Vienna. */
const LAST_DAY = `greatest(requested_date, (received_at at time zone '${BUSINESS_TIME_ZONE}')::date)`;

/** Deletes requests past their retention; their mails and history go with them. */
async function applyRetention(db: Db, now: Date): Promise<number> {
  const today = calendarDateInZone(now);
  const unbooked = `($1::date - interval '${RETENTION.unbookedMonths} months')`;
  const bookings = await db.query(
    `delete from public.booking_requests
     where (status in ('requested', 'declined', 'expired') and ${LAST_DAY} < ${unbooked})
        or ${LAST_DAY} < ($1::date - interval '${RETENTION.bookedYears} years')
     returning id`,
    [today],
  );
  const messages = await db.query(
    `delete from public.contact_messages
     where (received_at at time zone '${BUSINESS_TIME_ZONE}')::date < ${unbooked}
        or (is_test and received_at < $2::timestamptz)
     returning id`,
    [today, new Date(now.getTime() - RETENTION.testHours * 3_600_000).toISOString()],
  );
  return bookings.length + messages.length;
}

export async function sweepLifecycle(
  db: Db,
  now: Date,
  reminder: (record: BookingRecord) => Promise<OutgoingMail>,
): Promise<LifecycleReport> {
  const expired = await expirePassed(db, now);
  const reminded = await remindUndecided(db, now, reminder);
  const deleted = await applyRetention(db, now);
  return { expired, reminded, deleted, ...(await forgetWhatIsDue(db, now)) };
}
