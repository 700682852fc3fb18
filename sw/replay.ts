import {
  QUEUE_RETENTION_MS,
  SUBMISSION_TIMEOUT_MS,
  type Notice,
  type SubmissionKind,
} from '../src/lib/sw-protocol.ts';

export type EntryMetadata = { kind: SubmissionKind; queuedAt: number };
export type QueuedEntry = { request: Request; timestamp?: number; metadata?: object };

/** The part of workbox's Queue the replay needs (so tests can hand in a plain array). */
export type ReplayQueue = {
  shiftRequest(): Promise<QueuedEntry | undefined>;
  unshiftRequest(entry: QueuedEntry): Promise<void>;
};

export type ReplayDeps = {
  fetch: (request: Request, init: RequestInit) => Promise<Response>;
  now: () => number;
  onDelivered: (kind: SubmissionKind) => Promise<void> | void;
  onNotice: (notice: Notice) => Promise<void> | void;
};

/** What an answer means for a kept submission. */
export function classify(status: number): 'delivered' | 'rejected' | 'retry' {
  if (status >= 200 && status < 300) return 'delivered';
  // Timeouts, rate limits and server errors can pass: keep the request for a later try.
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

export class RetryLater extends Error {}

/**
 * Sends the kept submissions oldest first, one at a time. Unlike workbox's default replay, an
 * answer is not proof of delivery: a 5xx, a timeout or no network puts the request back at the
 * head of the queue and stops (throwing, so Background Sync tries again later); a 4xx leaves
 * the queue with a notice for the visitor; so does a request older than seven days.
 */
export async function replayQueue(queue: ReplayQueue, deps: ReplayDeps): Promise<number> {
  let delivered = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const metadata = entry.metadata as EntryMetadata;
    if (deps.now() - metadata.queuedAt > QUEUE_RETENTION_MS) {
      await deps.onNotice(await noticeFor(entry, metadata, 'expired', deps.now()));
      continue;
    }
    let response: Response;
    try {
      response = await deps.fetch(entry.request.clone(), {
        signal: AbortSignal.timeout(SUBMISSION_TIMEOUT_MS),
      });
    } catch {
      await queue.unshiftRequest(entry);
      throw new RetryLater('network unavailable');
    }
    const outcome = classify(response.status);
    if (outcome === 'retry') {
      await queue.unshiftRequest(entry);
      throw new RetryLater(`server answered ${response.status}`);
    }
    if (outcome === 'delivered') {
      delivered++;
      await deps.onDelivered(metadata.kind);
    } else {
      await deps.onNotice(await noticeFor(entry, metadata, 'rejected', deps.now()));
    }
  }
  return delivered;
}

async function noticeFor(
  entry: QueuedEntry,
  metadata: EntryMetadata,
  reason: Notice['reason'],
  at: number,
): Promise<Notice> {
  let payload: Record<string, unknown> = {};
  try {
    payload = (await entry.request.clone().json()) as Record<string, unknown>;
  } catch {
    // A body that is not JSON cannot be offered again; the notice still tells the visitor.
  }
  const key = entry.request.headers.get('Idempotency-Key') ?? `${metadata.queuedAt}`;
  return { id: `${reason}:${key}`, reason, kind: metadata.kind, payload, at };
}

/** Runs tasks strictly one after another: a sync event, a page's request and a worker start
 * never replay at the same time (overlapping replays made Chromium back off its sync). */
export function createExclusiveRunner() {
  let tail: Promise<unknown> = Promise.resolve();
  return function runExclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
