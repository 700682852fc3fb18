/**
 * Many sends at once, none waiting for another: a pool keeps up to the transport's concurrency
 * of sends in flight, claims only as many due mails as it has free slots, and claims again as
 * soon as one frees while more may be due. A stuck send holds one slot until its deadline; the
 * others go on (docs/decisions/mail-delivery-deadlines.md).
 */
import type { Logger } from './config.ts';
import { claimDue, deliverClaimed, type DeliveryOptions, type DeliveryReport } from './outbox.ts';
import { pruneCounters } from './store.ts';

export interface DeliveryPool {
  /** More may be due (a request was just stored): claim it as soon as a slot is free. */
  kick(): void;
  /** Resolves once nothing is being claimed or sent, with what was done so far. */
  idle(): Promise<DeliveryReport>;
}

interface PoolOptions {
  log: Logger;
  /** Stop claiming after this many mails (a sweep's bound). */
  maxMails?: number;
  /** Told of every task the pool starts (EdgeRuntime.waitUntil keeps the isolate for it). */
  track?: (task: Promise<unknown>) => void;
}

export function createDeliveryPool(options: DeliveryOptions, pool: PoolOptions): DeliveryPool {
  const capacity = Math.max(
    1,
    Math.min(options.batchSize, options.mailer.maxConcurrency ?? Infinity),
  );
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const tasks = new Set<Promise<unknown>>();
  let inFlight = 0;
  let claiming = false;
  let wanted = false;

  function run(task: Promise<unknown>): void {
    tasks.add(task);
    void task.finally(() => tasks.delete(task));
    pool.track?.(task);
  }

  function pump(): void {
    if (claiming || !wanted || inFlight >= capacity || options.signal?.aborted) return;
    const left = (pool.maxMails ?? Infinity) - report.claimed;
    if (left <= 0) return void (wanted = false);
    const limit = Math.min(capacity - inFlight, left);
    wanted = false;
    claiming = true;
    run(
      claimDue(options, limit)
        .then((batch) => {
          report.claimed += batch.rows.length;
          // A full claim: more may be due behind it.
          if (batch.rows.length === limit) wanted = true;
          for (const send of deliverClaimed(options, batch, report)) {
            inFlight++;
            run(
              send
                .catch((error: unknown) =>
                  pool.log('warn', 'delivery_run_failed', { error: String(error) }),
                )
                .finally(() => {
                  inFlight--;
                  pump();
                }),
            );
          }
        })
        .catch((error: unknown) =>
          pool.log('warn', 'delivery_run_failed', { error: String(error) }),
        )
        .finally(() => {
          claiming = false;
          pump();
        }),
    );
  }

  return {
    kick() {
      wanted = true;
      pump();
    },
    async idle() {
      while (tasks.size > 0) await Promise.all(tasks);
      return { ...report };
    },
  };
}

/**
 * Sends everything due, as many at once as the transport takes, and drops counters no limit
 * reads any more. Run it on a schedule (supabase/README.md): it is what guarantees that a mail
 * which failed on a quiet day still goes out without waiting for the next visitor.
 */
export async function sweepOutbox(
  options: DeliveryOptions & { maxBatches?: number },
): Promise<DeliveryReport> {
  const pool = createDeliveryPool(options, {
    log: options.log,
    maxMails: (options.maxBatches ?? 20) * options.batchSize,
  });
  pool.kick();
  const report = await pool.idle();
  await pruneCounters(options.db, options.now());
  return report;
}
