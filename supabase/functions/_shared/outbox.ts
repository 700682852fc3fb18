/**
 * Delivering the transactional outbox. A run claims due mails by moving their next attempt a
 * lease ahead under a token of its own (SKIP LOCKED, so parallel runs and instances take
 * different rows), renews the lease while it sends, and records each outcome only if the claim
 * is still its own. A failure stays pending with exponential backoff; later requests and the
 * scheduled sweep pick it up again.
 */
import type { RetryPolicy, Logger } from './config.ts';
import type { Db, SqlParam } from './db/types.ts';
import { truncate } from './mail/text.ts';
import { pruneCounters } from './store.ts';
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
  const { db } = options;
  const now = options.now();
  const claim = crypto.randomUUID();
  const claimed = await db.query<ClaimedRow>(
    `update public.mail_outbox
     set next_attempt_at = $2::timestamptz, attempts = attempts + 1, claim_token = $4::uuid
     where id in (
       select id from public.mail_outbox
       where status = 'pending' and next_attempt_at <= $1::timestamptz
       order by next_attempt_at, created_at
       limit $3
       for update skip locked)
     returning id::text as id, message, attempts, recipient_role`,
    [now.toISOString(), leaseEnd(options), options.batchSize, claim],
  );
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
  if (claimed.length === 0) return report;
  const heartbeat = keepClaimed(options, claim);
  try {
    await Promise.all(claimed.map((row) => deliverOne(options, row, claim, report)));
  } finally {
    clearInterval(heartbeat);
  }
  return report;
}

function leaseEnd({ now, retry }: DeliveryOptions): string {
  return new Date(now().getTime() + retry.leaseMs).toISOString();
}

/**
 * While this run's sends are under way, their claim is renewed every quarter lease: however
 * slow a transport is, no other run takes the mail over and sends it again. Only a sender that
 * stops (a crashed or frozen instance) lets its lease run out.
 */
function keepClaimed(options: DeliveryOptions, claim: string): ReturnType<typeof setInterval> {
  return setInterval(() => {
    options.db
      .query(
        `update public.mail_outbox set next_attempt_at = $2::timestamptz
         where claim_token = $1::uuid and status = 'pending'`,
        [claim, leaseEnd(options)],
      )
      .catch((error: unknown) =>
        options.log('warn', 'mail_claim_renewal_failed', { error: errorText(error) }),
      );
  }, options.retry.leaseMs / 4);
}

async function deliverOne(
  options: DeliveryOptions,
  row: ClaimedRow,
  claim: string,
  report: DeliveryReport,
): Promise<void> {
  const { db, mailer, retry, log } = options;
  const mail = (
    typeof row.message === 'string' ? JSON.parse(row.message) : row.message
  ) as OutgoingMail;
  // Outcomes are written only while the claim is still ours, and they release it.
  const record = async (set: string, params: SqlParam[]) => {
    const updated = await db.query(
      `update public.mail_outbox set ${set}, claim_token = null
       where id = $1 and claim_token = $2::uuid and status = 'pending' returning id`,
      [row.id, claim, ...params],
    );
    if (updated.length === 0) log('warn', 'mail_claim_lost', { outboxId: row.id });
    return updated.length > 0;
  };
  try {
    const result = await mailer.send(mail);
    await record(
      `status = 'sent', sent_at = $3::timestamptz, provider_message_id = $4, last_error = null`,
      [options.now().toISOString(), result.id ?? null],
    );
    report.sent++;
  } catch (error) {
    const giveUp = error instanceof PermanentMailError || row.attempts >= retry.maxAttempts;
    const next = new Date(options.now().getTime() + backoffMs(row.attempts, retry));
    const recorded = await record(
      `status = $3, last_error = $4, next_attempt_at = $5::timestamptz`,
      [giveUp ? 'failed' : 'pending', errorText(error), next.toISOString()],
    );
    if (!recorded) return;
    if (giveUp) report.failed++;
    else report.retrying++;
    log(giveUp ? 'error' : 'warn', giveUp ? 'mail_failed' : 'mail_retry_scheduled', {
      outboxId: row.id,
      role: row.recipient_role,
      attempts: row.attempts,
      transport: mailer.label,
      error: errorText(error),
    });
  }
}

/**
 * Sends everything due, batch after batch, and drops counters no limit reads any more.
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
  await pruneCounters(options.db, options.now());
  return total;
}
