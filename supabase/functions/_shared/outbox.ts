/**
 * Delivering the transactional outbox. A sender claims due mails by moving their next attempt a
 * lease ahead under a token of its own (SKIP LOCKED, so parallel senders and instances take
 * different rows), gives each send the transport's deadline, which the lease outlasts, and
 * records each outcome only if the claim is still its own. A failure stays pending with
 * exponential backoff; later requests and the scheduled sweep pick it up again. The numbers and
 * why: docs/decisions/mail-delivery-deadlines.md. Many claims at once: delivery-pool.ts.
 */
import type { RetryPolicy, Logger } from './config.ts';
import type { Db, SqlParam } from './db/types.ts';
import { truncate } from './mail/text.ts';
import {
  DeferredMailError,
  MailConfigurationError,
  PermanentMailError,
  type MailTransport,
  type OutgoingMail,
} from './mail/types.ts';

export interface DeliveryOptions {
  db: Db;
  mailer: MailTransport;
  retry: RetryPolicy;
  now: () => Date;
  log: Logger;
  batchSize: number;
  /** Aborted at shutdown: the sends in flight stop, and their mails are due again at once. */
  signal?: AbortSignal;
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

export interface ClaimedBatch {
  claim: string;
  rows: ClaimedRow[];
}

/** The deadline of a transport that names none. */
const DEFAULT_SEND_DEADLINE_MS = 60_000;
/** What the lease adds to the send deadline: time to record the outcome. */
const LEASE_MARGIN_MS = 60_000;
/** The shortest pause a provider's "later" gets, so a burst of refusals never spins. */
const MIN_DEFERRAL_MS = 1_000;

function sendDeadlineMs(mailer: MailTransport): number {
  return mailer.deadlineMs ?? DEFAULT_SEND_DEADLINE_MS;
}

/**
 * How long a claim holds: the policy's lease, and always the deadline and a margin more, so no
 * other sender takes a mail over while its send may still be under way. Never renewed: a send
 * ends by its deadline, and a sender that stops (a crashed or frozen instance) lets it run out.
 */
export function leaseMs({ mailer, retry }: Pick<DeliveryOptions, 'mailer' | 'retry'>): number {
  return Math.max(retry.leaseMs, sendDeadlineMs(mailer) + LEASE_MARGIN_MS);
}

function backoffMs(attempts: number, retry: RetryPolicy): number {
  return Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return truncate(text, 1000);
}

/** Claims up to `limit` due mails for this sender. */
export async function claimDue(
  options: DeliveryOptions,
  limit = options.batchSize,
): Promise<ClaimedBatch> {
  const now = options.now();
  const claim = crypto.randomUUID();
  const rows = await options.db.query<ClaimedRow>(
    `update public.mail_outbox
     set next_attempt_at = $2::timestamptz, attempts = attempts + 1, claim_token = $4::uuid
     where id in (
       select id from public.mail_outbox
       where status = 'pending' and next_attempt_at <= $1::timestamptz
       order by next_attempt_at, created_at
       limit $3
       for update skip locked)
     returning id::text as id, message, attempts, recipient_role`,
    [now.toISOString(), new Date(now.getTime() + leaseMs(options)).toISOString(), limit, claim],
  );
  return { claim, rows };
}

/**
 * Sends every mail of a claim at once: one promise per mail, settled within the send deadline
 * and the time its outcome takes to record (it rejects only when that record fails).
 */
export function deliverClaimed(
  options: DeliveryOptions,
  batch: ClaimedBatch,
  report: DeliveryReport,
): Promise<void>[] {
  return batch.rows.map((row) => deliverOne(options, row, batch.claim, report));
}

/** Claims one batch of due mails and sends it. */
export async function deliverDue(options: DeliveryOptions): Promise<DeliveryReport> {
  const batch = await claimDue(options);
  const report: DeliveryReport = { claimed: batch.rows.length, sent: 0, retrying: 0, failed: 0 };
  await Promise.all(deliverClaimed(options, batch, report));
  return report;
}

class SendDeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no outcome within the send deadline of ${ms / 1000} s`);
    this.name = 'SendDeadlineExceeded';
  }
}

/** The send's outcome, or the abort's reason as soon as the signal fires, whichever is first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Sends one mail within its deadline. */
async function send(options: DeliveryOptions, mail: OutgoingMail) {
  const deadlineMs = sendDeadlineMs(options.mailer);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new SendDeadlineExceeded(deadlineMs)), deadlineMs);
  const signal = options.signal
    ? AbortSignal.any([deadline.signal, options.signal])
    : deadline.signal;
  try {
    // A transport that ignored the signal is no longer waited for: the claim outlasts the
    // deadline, not a send that never ends.
    return await untilAborted(options.mailer.send(mail, { signal }), signal);
  } finally {
    clearTimeout(timer);
  }
}

interface Outcome {
  status: 'pending' | 'failed';
  delayMs: number;
  /** Whether the attempt counts towards maxAttempts. */
  counts: boolean;
  level: 'warn' | 'error';
  event: string;
}

function outcomeOf(error: unknown, attempts: number, { retry, signal }: DeliveryOptions): Outcome {
  if (signal?.aborted) {
    // Shutting down: the mail was not refused, it goes first when a sender runs again.
    return {
      status: 'pending',
      delayMs: 0,
      counts: false,
      level: 'warn',
      event: 'mail_send_interrupted',
    };
  }
  if (error instanceof MailConfigurationError) {
    // One clear event for the operator's alerting: every mail fails alike until it is fixed.
    return {
      status: 'pending',
      delayMs: retry.configurationDelayMs,
      counts: false,
      level: 'error',
      event: 'mail_configuration_error',
    };
  }
  if (error instanceof DeferredMailError) {
    const delayMs = Math.max(MIN_DEFERRAL_MS, error.retryAfterMs);
    return { status: 'pending', delayMs, counts: false, level: 'warn', event: 'mail_deferred' };
  }
  if (error instanceof PermanentMailError || attempts >= retry.maxAttempts) {
    return { status: 'failed', delayMs: 0, counts: true, level: 'error', event: 'mail_failed' };
  }
  return {
    status: 'pending',
    delayMs: backoffMs(attempts, retry),
    counts: true,
    level: 'warn',
    event: 'mail_retry_scheduled',
  };
}

async function deliverOne(
  options: DeliveryOptions,
  row: ClaimedRow,
  claim: string,
  report: DeliveryReport,
): Promise<void> {
  const { db, mailer, log } = options;
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
    const result = await send(options, mail);
    await record(
      `status = 'sent', sent_at = $3::timestamptz, provider_message_id = $4, last_error = null`,
      [options.now().toISOString(), result.id ?? null],
    );
    report.sent++;
  } catch (error) {
    const outcome = outcomeOf(error, row.attempts, options);
    const next = new Date(options.now().getTime() + outcome.delayMs);
    const recorded = await record(
      `status = $3, last_error = $4, next_attempt_at = $5::timestamptz, attempts = attempts - $6`,
      [outcome.status, errorText(error), next.toISOString(), outcome.counts ? 0 : 1],
    );
    if (!recorded) return;
    if (outcome.status === 'failed') report.failed++;
    else report.retrying++;
    log(outcome.level, outcome.event, {
      outboxId: row.id,
      role: row.recipient_role,
      attempts: row.attempts,
      transport: mailer.label,
      error: errorText(error),
      ...(outcome.status === 'pending' ? { nextAttemptAt: next.toISOString() } : {}),
    });
  }
}
