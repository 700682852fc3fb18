/**
 * Delivering the transactional outbox. A run claims due mails by moving their next attempt a
 * lease ahead (SKIP LOCKED, so parallel runs and instances take different rows), sends them and
 * records the outcome. A failure stays pending with exponential backoff; later requests and the
 * scheduled sweep pick it up again.
 */
import type { RetryPolicy, Logger } from './config.ts';
import type { Db } from './db/types.ts';
import { truncate } from './mail/text.ts';
import { PermanentMailError, type MailTransport, type OutgoingMail } from './mail/types.ts';

export interface DeliveryOptions {
  db: Db;
  mailer: MailTransport;
  retry: RetryPolicy;
  now: () => Date;
  log: Logger;
  batchSize: number;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedRow {
  id: string;
  message: OutgoingMail | string;
  attempts: number;
  recipient_role: string;
}

function backoffMs(attempts: number, retry: RetryPolicy): number {
  return Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return truncate(text, 1000);
}

export async function deliverDue(options: DeliveryOptions): Promise<DeliveryReport> {
  const { db, mailer, retry, log } = options;
  const now = options.now();
  const claimed = await db.query<ClaimedRow>(
    `update public.mail_outbox set next_attempt_at = $2::timestamptz, attempts = attempts + 1
     where id in (
       select id from public.mail_outbox
       where status = 'pending' and next_attempt_at <= $1::timestamptz
       order by next_attempt_at, created_at
       limit $3
       for update skip locked)
     returning id::text as id, message, attempts, recipient_role`,
    [now.toISOString(), new Date(now.getTime() + retry.leaseMs).toISOString(), options.batchSize],
  );
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (row) => {
      const mail = (
        typeof row.message === 'string' ? JSON.parse(row.message) : row.message
      ) as OutgoingMail;
      try {
        const result = await mailer.send(mail);
        await db.query(
          `update public.mail_outbox set status = 'sent', sent_at = $2::timestamptz,
             provider_message_id = $3, last_error = null where id = $1`,
          [row.id, options.now().toISOString(), result.id ?? null],
        );
        report.sent++;
      } catch (error) {
        const give_up = error instanceof PermanentMailError || row.attempts >= retry.maxAttempts;
        const next = new Date(options.now().getTime() + backoffMs(row.attempts, retry));
        await db.query(
          `update public.mail_outbox set status = $2, last_error = $3, next_attempt_at = $4::timestamptz
           where id = $1`,
          [row.id, give_up ? 'failed' : 'pending', errorText(error), next.toISOString()],
        );
        if (give_up) report.failed++;
        else report.retrying++;
        log(give_up ? 'error' : 'warn', give_up ? 'mail_failed' : 'mail_retry_scheduled', {
          outboxId: row.id,
          role: row.recipient_role,
          attempts: row.attempts,
          transport: mailer.label,
          error: errorText(error),
        });
      }
    }),
  );
  return report;
}

/**
 * Sends everything due, batch after batch, and drops rate-limit counters older than an hour.
 * Run it on a schedule (supabase/README.md): it is what guarantees that a mail which failed on
 * a quiet day still goes out without waiting for the next visitor.
 */
export async function sweepOutbox(
  options: DeliveryOptions & { maxBatches?: number },
): Promise<DeliveryReport> {
  const total: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < (options.maxBatches ?? 20); i++) {
    const report = await deliverDue(options);
    total.claimed += report.claimed;
    total.sent += report.sent;
    total.retrying += report.retrying;
    total.failed += report.failed;
    if (report.claimed < options.batchSize) break;
  }
  await options.db.query(
    `delete from public.rate_limit_counters where window_start < $1::timestamptz`,
    [new Date(options.now().getTime() - 3_600_000).toISOString()],
  );
  return total;
}
