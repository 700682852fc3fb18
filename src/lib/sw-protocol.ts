/**
 * The messages between the pages and the service worker, imported by both sides
 * (tsconfig.sw.json includes this file), so a renamed field breaks the build, not the app.
 * What the answers mean and how long each side waits is in offline-policy.ts.
 */

import type { Confirmation } from './confirmation.ts';
import type { Trip } from './my-requests.ts';
import type { SendFailure } from './reachability.ts';

/** What the worker answers instead of the network when it kept a submission for later. */
export const QUEUED_STATUS = 202;
export type QueuedBody = {
  queued: true;
  /**
   * True when Background Sync will send it as soon as the phone is online, the site open or
   * not; false where the browser has none (Safari, Firefox) or denies it: then it goes once
   * the site is open with network.
   */
  backgroundSync: boolean;
  /**
   * Why it was kept (src/lib/reachability.ts): no network, or the site answers while the booking
   * service does not; the page then says so at once, with the phone number and e-mail.
   */
  reason: SendFailure;
};

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

/**
 * A booking kept on this device, not delivered yet: "My requests" lists it as waiting, so a
 * visitor who sent one offline does not read that nothing was sent. `key`: its Idempotency-Key,
 * which its DELIVERED carries; `trip` is absent for a body that names no bookable service.
 */
export type KeptBooking = { key: string; keptAt: number; trip?: Trip };

export type PageToWorker =
  /**
   * `id`: any string the page picks; the STATUS broadcast once this replay has run carries it
   * back as `replayId`, so the page can tell that answer from the others.
   */
  | { type: 'REPLAY'; id?: string }
  | { type: 'GET_STATUS' }
  | { type: 'ACK_NOTICE'; id: string }
  | { type: 'SKIP_WAITING' }
  /**
   * From a page no worker controls, to the active worker: take it over
   * (docs/decisions/offline-queue.md, "A page without its worker").
   */
  | { type: 'CLAIM' };

export type WorkerToPage =
  /**
   * `oldestQueuedAt`: when the longest-waiting kept request was kept (absent when none waits);
   * `bookings`: the kept bookings, oldest first; `replayId`: the `id` of the REPLAY that has
   * just run, when it had one.
   */
  | {
      type: 'STATUS';
      waiting: number;
      /**
       * A kept request's last answer came from the booking service and refused for now (a 5xx
       * other than 511, a 429): the service fails, not the network (`serviceFailed` in
       * sw/replay.ts). Absent from a worker older than the page.
       */
      serviceFailing?: boolean;
      oldestQueuedAt?: number;
      bookings: KeptBooking[];
      notices: Notice[];
      replayId?: string;
    }
  /**
   * What the server answered for a kept request the worker delivered (confirmation.ts): the
   * reference for the toast that says it went, the status link the worker has kept in
   * my-requests.ts already. `key`: the request's Idempotency-Key, so the page that kept it shows
   * it as received.
   */
  | ({ type: 'DELIVERED'; kind: SubmissionKind; key?: string } & Confirmation)
  | { type: 'NOTICE'; notice: Notice };

/**
 * Every message type of each direction, once. A type added to a union and not here fails to
 * compile, where a list beside the union let the other side drop the new message unheard.
 */
const WORKER_TO_PAGE: Record<WorkerToPage['type'], true> = {
  STATUS: true,
  DELIVERED: true,
  NOTICE: true,
};
const PAGE_TO_WORKER: Record<PageToWorker['type'], true> = {
  REPLAY: true,
  GET_STATUS: true,
  ACK_NOTICE: true,
  SKIP_WAITING: true,
  CLAIM: true,
};

function hasTypeIn(data: unknown, types: Record<string, true>): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  // `=== true`: a name from Object's prototype ('toString') is no message type.
  return typeof type === 'string' && types[type] === true;
}

export function isWorkerToPage(data: unknown): data is WorkerToPage {
  return hasTypeIn(data, WORKER_TO_PAGE);
}

export function isPageToWorker(data: unknown): data is PageToWorker {
  return hasTypeIn(data, PAGE_TO_WORKER);
}
