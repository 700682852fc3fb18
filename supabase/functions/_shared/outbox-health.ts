/**
 * Whether mail is getting out, as each sweep sees it: no failed mail, and none pending longer
 * than 15 minutes (public.outbox_health() in the migrations). A healthy sweep pings the
 * heartbeat URL (a healthchecks.io-style monitor), an unhealthy one does not, so the monitor
 * alerts when mail stops, when the sweep stops and when the function stops
 * (supabase/README.md, "The outbox and the sweep").
 */
import type { Logger } from './config.ts';
import type { Queryable } from './db/types.ts';

export interface OutboxHealth {
  healthy: boolean;
  /** Mails given up on: each needs the operator (supabase/README.md: requeue or set aside). */
  failedMails: number;
  /** Mails still pending 15 minutes after they were queued. */
  stuckMails: number;
  oldestStuckAt?: string;
}

/**
 * 'off' without HEARTBEAT_URL; 'withheld' while the outbox or the schema is not right; 'failed'
 * when the ping failed.
 */
export type HeartbeatOutcome = 'pinged' | 'withheld' | 'failed' | 'off';

const HEARTBEAT_TIMEOUT_MS = 10_000;

export async function outboxHealth(db: Queryable, now: Date): Promise<OutboxHealth> {
  const [row] = await db.query<{
    failed_mails: number;
    stuck_mails: number;
    oldest_stuck_at: Date | string | null;
  }>(
    `select failed_mails, stuck_mails, oldest_stuck_at from public.outbox_health($1::timestamptz)`,
    [now.toISOString()],
  );
  const failedMails = Number(row?.failed_mails ?? 0);
  const stuckMails = Number(row?.stuck_mails ?? 0);
  const oldest = row?.oldest_stuck_at;
  return {
    healthy: failedMails === 0 && stuckMails === 0,
    failedMails,
    stuckMails,
    ...(oldest ? { oldestStuckAt: new Date(oldest).toISOString() } : {}),
  };
}

/** GETs the heartbeat URL when the outbox is healthy and the schema current; never throws. */
export async function heartbeat(
  url: string | undefined,
  health: OutboxHealth,
  log: Logger,
  schemaCurrent: boolean,
): Promise<HeartbeatOutcome> {
  if (!health.healthy) {
    log('error', 'outbox_unhealthy', {
      failedMails: health.failedMails,
      stuckMails: health.stuckMails,
      oldestStuckAt: health.oldestStuckAt,
    });
  }
  if (!url) return 'off';
  if (!health.healthy || !schemaCurrent) return 'withheld';
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HEARTBEAT_TIMEOUT_MS) });
    await response.body?.cancel();
    if (response.ok) return 'pinged';
    log('warn', 'heartbeat_failed', { status: response.status });
  } catch (error) {
    log('warn', 'heartbeat_failed', { error: String(error) });
  }
  return 'failed';
}
