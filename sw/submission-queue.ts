import { registerRoute } from 'workbox-routing';
import { FUNCTION_PATH } from '#shared/schemas/constants.ts';
import { rememberRequest } from '../src/lib/my-requests.ts';
import { WORKER_SEND_TIMEOUT_MS, answerJson, classifyAnswer } from '../src/lib/offline-policy.ts';
import { classifySendFailure, probeOwnOrigin } from '../src/lib/reachability.ts';
import {
  QUEUED_STATUS,
  type QueuedBody,
  type SubmissionKind,
  type WorkerToPage,
} from '../src/lib/sw-protocol.ts';
import { timeoutSignal } from '../src/lib/timeout-signal.ts';
import { broadcast } from './clients.ts';
import { listNotices, saveNotice } from './notices.ts';
import { keptBookings } from './kept-bookings.ts';
import { createExclusiveRunner, replayQueue } from './replay.ts';
import { submissionStore, toStored } from './submission-store.ts';

declare const self: ServiceWorkerGlobalScope;

const SYNC_TAG = 'submissions';
const runExclusive = createExclusiveRunner();

type SyncRegistration = { sync?: { register(tag: string): Promise<void> } };
type SyncEvent = ExtendableEvent & { tag: string };

/**
 * Sends what is waiting, one request at a time, then tells the pages the new state, with the
 * `replayId` of the page's REPLAY that asked for this run.
 */
export function replay(replayId?: string): Promise<number> {
  return runExclusive(() =>
    replayQueue(submissionStore, {
      fetch: (request, init) => fetch(request, init),
      now: Date.now,
      keepLink: rememberRequest,
      onDelivered: (kind, delivered) => broadcast({ type: 'DELIVERED', kind, ...delivered }),
      onNotice: async (notice) => {
        await saveNotice(notice);
        await broadcast({ type: 'NOTICE', notice });
      },
    }),
  ).finally(() => void broadcastStatus(replayId));
}

export async function status(): Promise<Extract<WorkerToPage, { type: 'STATUS' }>> {
  const [kept, notices] = await Promise.all([submissionStore.list(), listNotices()]);
  const oldest = kept[0]?.queuedAt;
  return {
    type: 'STATUS',
    waiting: kept.length,
    serviceFailing: kept.some((entry) => entry.serviceFailed === true),
    ...(oldest === undefined ? {} : { oldestQueuedAt: oldest }),
    bookings: keptBookings(kept),
    notices,
  };
}

export async function broadcastStatus(replayId?: string): Promise<void> {
  const current = await status();
  await broadcast(replayId === undefined ? current : { ...current, replayId });
}

/**
 * Background Sync, where the browser has it and allows it: it wakes the worker once the phone
 * is online, even with the site closed. False where it does not (Safari, Firefox, denied):
 * then the pages replay whenever the site is open with network.
 */
async function askForSync(): Promise<boolean> {
  const sync = (self.registration as unknown as SyncRegistration).sync;
  if (!sync) return false;
  return sync.register(SYNC_TAG).then(
    () => true,
    () => false,
  );
}

export function registerSyncReplay(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    // A rejection tells the browser to try again later (Chromium: up to three times).
    if (sync.tag === SYNC_TAG) sync.waitUntil(replay());
  });
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
 * Submissions go to the network; when it fails, hangs, answers 5xx, or answers a 2xx that is
 * no confirmation (a captive portal's page), the request (body and headers, the
 * Idempotency-Key included) is kept and the page gets 202 {queued: true, reason} instead of an
 * error, `reason` telling no network from a booking service that does not answer while the site
 * does (src/lib/reachability.ts). A confirmation or a refusal (4xx) goes back to the page as it
 * is. If the request cannot be kept (storage refused), the page sees the network error.
 */
export function registerSubmissionRoute(): void {
  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.pathname.endsWith(FUNCTION_PATH),
    async ({ request }) => {
      const kept = request.clone();
      try {
        const response = await fetch(request, {
          signal: timeoutSignal(WORKER_SEND_TIMEOUT_MS),
        });
        const unconfirmed =
          response.status >= 500 ||
          (response.ok &&
            classifyAnswer(response.status, await answerJson(response)) !== 'delivered');
        if (!unconfirmed) return response;
      } catch {
        // no network, or none within the time-out: keep it
      }
      await submissionStore.put(await toStored(kept, await kindOf(kept), Date.now()));
      const [backgroundSync, reason] = await Promise.all([
        askForSync(),
        classifySendFailure(() => probeOwnOrigin(self.location.origin), navigator.onLine),
      ]);
      const body: QueuedBody = { queued: true, backgroundSync, reason };
      void broadcastStatus();
      return new Response(JSON.stringify(body), {
        status: QUEUED_STATUS,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    'POST',
  );
}
