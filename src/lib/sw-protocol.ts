/**
 * The messages between the pages and the service worker, imported by both sides
 * (tsconfig.sw.json includes this file), so a renamed field breaks the build, not the app.
 */

import { FUNCTION_PATH } from '#shared/schemas/constants.ts';

/** Path of the function whose POSTs the worker queues while the network is away. */
export const SUBMISSION_PATH = FUNCTION_PATH;

/** What the worker answers instead of the network when it kept a submission for later. */
export const QUEUED_STATUS = 202;
export type QueuedBody = { queued: true };

/** How long a kept submission is retried before the visitor is asked to send it again. */
export const QUEUE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** A hanging request on a weak connection is kept for later after this long. */
export const SUBMISSION_TIMEOUT_MS = 12_000;

export type SubmissionKind = 'booking' | 'contact';

/** A kept submission the server refused (4xx) or that waited too long: the visitor is told. */
export type Notice = {
  id: string;
  reason: 'rejected' | 'expired';
  kind: SubmissionKind;
  /** The JSON body that was to be sent, so the form can be filled again. */
  payload: Record<string, unknown>;
  at: number;
};

export type PageToWorker =
  | { type: 'REPLAY' }
  | { type: 'GET_STATUS' }
  | { type: 'ACK_NOTICE'; id: string }
  | { type: 'SKIP_WAITING' };

export type WorkerToPage =
  | { type: 'STATUS'; waiting: number; notices: Notice[] }
  | { type: 'DELIVERED'; kind: SubmissionKind }
  | { type: 'NOTICE'; notice: Notice };

export function isWorkerToPage(data: unknown): data is WorkerToPage {
  return (
    typeof data === 'object' &&
    data !== null &&
    ['STATUS', 'DELIVERED', 'NOTICE'].includes((data as { type?: string }).type ?? '')
  );
}

export function isPageToWorker(data: unknown): data is PageToWorker {
  return (
    typeof data === 'object' &&
    data !== null &&
    ['REPLAY', 'GET_STATUS', 'ACK_NOTICE', 'SKIP_WAITING'].includes(
      (data as { type?: string }).type ?? '',
    )
  );
}
