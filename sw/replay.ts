import {
  QUEUE_RETENTION_MS,
  WORKER_SEND_TIMEOUT_MS,
  answerJson,
  classifyAnswer,
  retryAfterMs,
} from '../src/lib/offline-policy.ts';
import { confirmationOf, myRequestFrom, type Confirmation } from '../src/lib/confirmation.ts';
import type { MyRequest } from '../src/lib/my-requests.ts';
import { timeoutSignal } from '../src/lib/timeout-signal.ts';
import type { Notice, SubmissionKind } from '../src/lib/sw-protocol.ts';

/** A submission kept on the device: the request as it was sent, and when. */
export type StoredSubmission = {
  /** Sorts in the order the submissions were kept. */
  id: string;
  url: string;
  headers: [string, string][];
  body: string;
  kind: SubmissionKind;
  queuedAt: number;
  /** Not to be sent before this time (the server's Retry-After). */
  notBefore?: number;
  /**
   * The last answer came from the service and refused for now (a 5xx other than 511, a 429):
   * the network worked and the service did not, which the page then says
   * (docs/decisions/offline-vs-unreachable.md). Another answer sets it again; a try that got no
   * answer (no network, a time-out) leaves it as it was, and the page believes it only online.
   */
  serviceFailed?: boolean;
};

/** Where kept submissions live (IndexedDB in the worker, an array in tests). */
export type SubmissionStore = {
  /** Every kept submission, oldest first. */
  list(): Promise<StoredSubmission[]>;
  put(entry: StoredSubmission): Promise<void>;
  remove(id: string): Promise<void>;
};

export type ReplayDeps = {
  fetch: (request: Request, init: RequestInit) => Promise<Response>;
  now: () => number;
  /**
   * Keeps a delivered booking's status link on the device ("My requests"), before the
   * submission leaves the store: a worker stopped in between sends it again and gets the same
   * answer, so the link is kept once either way. The page may be closed; nobody else writes it.
   */
  keepLink: (request: MyRequest) => Promise<void> | void;
  /** What the server answered for a delivered submission: a booking's reference and token. */
  onDelivered: (kind: SubmissionKind, delivered: Delivered) => Promise<void> | void;
  onNotice: (notice: Notice) => Promise<void> | void;
};

type Delivered = { key: string } & Confirmation;

export class RetryLater extends Error {}

function toRequest(entry: StoredSubmission): Request {
  return new Request(entry.url, { method: 'POST', headers: entry.headers, body: entry.body });
}

/**
 * Sends the kept submissions oldest first, one at a time. A submission leaves the store only
 * once the server has confirmed it (or refused it for good): a worker stopped in the middle,
 * or a store that fails, leaves it there to be sent again, which its Idempotency-Key makes
 * harmless. An unconfirmed answer, a timeout or no network stops the run (throwing, so
 * Background Sync tries again later), after a Retry-After has been noted on the submission; a
 * refusal (4xx) or seven days without delivery removes it with a notice for the visitor.
 */
export async function replayQueue(store: SubmissionStore, deps: ReplayDeps): Promise<number> {
  let delivered = 0;
  for (const entry of await store.list()) {
    const now = deps.now();
    if (now - entry.queuedAt > QUEUE_RETENTION_MS) {
      await deps.onNotice(noticeFor(entry, 'expired', now));
      await store.remove(entry.id);
      continue;
    }
    if (entry.notBefore !== undefined && entry.notBefore > now) {
      throw new RetryLater('the server asked to wait');
    }
    let response: Response;
    try {
      response = await deps.fetch(toRequest(entry), {
        signal: timeoutSignal(WORKER_SEND_TIMEOUT_MS),
      });
    } catch {
      throw new RetryLater('network unavailable');
    }
    const answer = await answerJson(response);
    const outcome = classifyAnswer(response.status, answer);
    if (outcome === 'retry') {
      const wait = retryAfterMs(response.headers.get('Retry-After'), deps.now());
      await store.put({
        ...entry,
        // Only the service's own refusals: a captive portal's page (a 200, a 511) is the network.
        serviceFailed:
          response.status === 429 || (response.status >= 500 && response.status !== 511),
        ...(wait > 0 ? { notBefore: deps.now() + wait } : {}),
      });
      throw new RetryLater(`server answered ${response.status} without a confirmation`);
    }
    if (outcome === 'rejected') await deps.onNotice(noticeFor(entry, 'rejected', deps.now()));
    const link = outcome === 'delivered' ? myRequestFrom(bodyOf(entry), answer, deps.now()) : null;
    if (link) await deps.keepLink(link);
    await store.remove(entry.id);
    if (outcome === 'delivered') {
      delivered++;
      await deps.onDelivered(entry.kind, { key: keyOf(entry), ...confirmationOf(answer) });
    }
  }
  return delivered;
}

/** The kept request's JSON body; an empty object for a body that is not JSON. */
function bodyOf(entry: StoredSubmission): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(entry.body);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function noticeFor(entry: StoredSubmission, reason: Notice['reason'], at: number): Notice {
  // A body that is not JSON cannot be offered again; the notice still tells the visitor.
  const payload = bodyOf(entry);
  return { id: `${reason}:${keyOf(entry)}`, reason, kind: entry.kind, payload, at };
}

/** The key the page sent it under (the store's own id for a request that had none). */
export function keyOf(entry: StoredSubmission): string {
  return new Headers(entry.headers).get('Idempotency-Key') ?? entry.id;
}

/**
 * Runs tasks strictly one after another: a sync event, a page's request and a worker start
 * never replay at the same time (overlapping replays made Chromium back off its sync).
 */
export function createExclusiveRunner() {
  let tail: Promise<unknown> = Promise.resolve();
  return function runExclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
