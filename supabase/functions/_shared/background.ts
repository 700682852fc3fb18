/** What a handler instance does after it has answered: deliver mail, prune counters. */
import type { Logger } from './config.ts';
import type { Db } from './db/types.ts';
import { deliverDue, type DeliveryOptions } from './outbox.ts';
import { pruneCounters } from './store.ts';

export interface Background {
  /** Sends what is due, now and until nothing more is (one loop per instance). */
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

  // A request arriving mid-run asks for one more pass.
  let running: Promise<void> | null = null;
  let again = false;
  function deliverSoon(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let full: boolean;
      do {
        again = false;
        try {
          // A full batch means more may be due; claimed rows are leased, so this ends.
          full = (await deliverDue(delivery)).claimed >= delivery.batchSize;
        } catch (error) {
          full = false;
          log('warn', 'delivery_run_failed', { error: String(error) });
        }
      } while (again || full);
    })().finally(() => {
      running = null;
    });
    start(running);
  }

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
    deliverSoon,
    pruneSometimes,
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
