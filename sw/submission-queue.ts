import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import {
  QUEUED_STATUS,
  SUBMISSION_PATH,
  SUBMISSION_TIMEOUT_MS,
  type QueuedBody,
  type SubmissionKind,
  type WorkerToPage,
} from '../src/lib/sw-protocol.ts';
import { broadcast } from './clients.ts';
import { listNotices, saveNotice } from './notices.ts';
import { createExclusiveRunner, replayQueue, type EntryMetadata } from './replay.ts';

const runExclusive = createExclusiveRunner();

// Expiry is ours (seven days, with a notice); workbox must never drop an entry silently.
const NEVER_MINUTES = 60 * 24 * 365 * 10;

const queue = new Queue('submissions', {
  maxRetentionTime: NEVER_MINUTES,
  onSync: () => replay().then(() => undefined),
});

/** Sends what is waiting, one request at a time, then tells the pages the new state. */
export function replay(): Promise<number> {
  return runExclusive(() =>
    replayQueue(queue, {
      fetch: (request, init) => fetch(request, init),
      now: Date.now,
      onDelivered: (kind) => broadcast({ type: 'DELIVERED', kind }),
      onNotice: async (notice) => {
        await saveNotice(notice);
        await broadcast({ type: 'NOTICE', notice });
      },
    }),
  ).finally(() => void broadcastStatus());
}

export async function status(): Promise<Extract<WorkerToPage, { type: 'STATUS' }>> {
  const [waiting, notices] = await Promise.all([queue.size(), listNotices()]);
  return { type: 'STATUS', waiting, notices };
}

export async function broadcastStatus(): Promise<void> {
  await broadcast(await status());
}

async function kindOf(request: Request): Promise<SubmissionKind> {
  try {
    const body = (await request.clone().json()) as { type?: unknown };
    return body.type === 'contact' ? 'contact' : 'booking';
  } catch {
    return 'booking';
  }
}

/**
 * Submissions go to the network; when it fails or hangs, the request (body and headers, the
 * Idempotency-Key included) is kept and the page gets 202 {queued: true} instead of an error.
 * Any answer from the server, even a 5xx, goes back to the page as it is.
 */
export function registerSubmissionRoute(): void {
  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.pathname.endsWith(SUBMISSION_PATH),
    async ({ request }) => {
      const kept = request.clone();
      try {
        return await fetch(request, { signal: AbortSignal.timeout(SUBMISSION_TIMEOUT_MS) });
      } catch {
        const metadata: EntryMetadata = { kind: await kindOf(kept), queuedAt: Date.now() };
        await queue.pushRequest({ request: kept, metadata });
        void broadcastStatus();
        const body: QueuedBody = { queued: true };
        return new Response(JSON.stringify(body), {
          status: QUEUED_STATUS,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    },
    'POST',
  );
}
