/** What a handler instance does after it has answered: deliver mail, prune counters. */
import type { Logger } from './config.ts';
import type { Db } from './db/types.ts';
import { createDeliveryPool } from './delivery-pool.ts';
import type { DeliveryOptions } from './outbox.ts';
import { pruneCounters } from './store.ts';

export interface Background {
  /** Sends what is due, now and as long as more is (one pool of sends per instance). */
  deliverSoon(): void;
  /** Drops stale rate-limit and confirmation counters, at most once a minute. */
  pruneSometimes(now: Date): void;
  /** Resolves once everything started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createBackground(
  delivery: DeliveryOptions & { db: Db },
  log: Logger,
  waitUntil?: (promise: Promise<unknown>) => void,
): Background {
  // Kept alive by waitUntil (the isolate may otherwise stop after the answer).
  const pending = new Set<Promise<unknown>>();
  function start(task: Promise<unknown>): void {
    pending.add(task);
    void task.finally(() => pending.delete(task));
    waitUntil?.(task);
  }

  // A stuck send holds one of the pool's slots until its deadline, never the mails behind it.
  const pool = createDeliveryPool(delivery, { log, track: start });

  let lastPrunedAt = -Infinity;
  function pruneSometimes(now: Date): void {
    if (now.getTime() - lastPrunedAt < 60_000) return;
    lastPrunedAt = now.getTime();
    start(
      pruneCounters(delivery.db, now).catch((error: unknown) =>
        log('warn', 'prune_failed', { error: String(error) }),
      ),
    );
  }

  return {
    deliverSoon: pool.kick,
    pruneSometimes,
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
