import { create } from 'zustand';
import { keptTooLong } from '../../lib/reachability.ts';
import type { KeptBooking, Notice, WorkerToPage } from '../../lib/sw-protocol.ts';

type KeptRequestsState = {
  /** Requests kept on this device, waiting for the network. */
  waiting: number;
  /** The bookings among them, oldest first ("My requests" lists them as waiting). */
  bookings: KeptBooking[];
  /** Kept requests that could not be delivered and wait for the visitor's decision. */
  notices: Notice[];
  /**
   * The oldest kept request has waited more than a day while the device is online: a problem
   * to call about, not "waiting for network" (docs/decisions/offline-vs-unreachable.md).
   */
  problem: boolean;
  /**
   * The keys of the kept bookings that have each waited that long: a booking kept an hour ago
   * is not late because an older request is.
   */
  late: string[];
  /** The booking service answered a kept request's last try without taking it (sw/replay.ts). */
  serviceFailing: boolean;
};

/** Mirrors the service worker's queue; the worker is the source of truth, so nothing persists. */
export const useKeptRequestsStore = create<KeptRequestsState>()(() => ({
  waiting: 0,
  bookings: [],
  notices: [],
  problem: false,
  late: [],
  serviceFailing: false,
}));

/** The contact messages among the kept requests: the worker lists only the bookings. */
export const keptMessageCount = (state: KeptRequestsState): number =>
  state.waiting - state.bookings.length;

/** Takes the worker's STATUS, judged at `now` with the browser's word on being online. */
export function applyWorkerStatus(
  message: Extract<WorkerToPage, { type: 'STATUS' }>,
  now: number,
  onLine: boolean,
): void {
  useKeptRequestsStore.setState({
    waiting: message.waiting,
    notices: message.notices,
    problem: keptTooLong(message.oldestQueuedAt, now, onLine),
    bookings: message.bookings,
    serviceFailing: message.serviceFailing === true,
    late: message.bookings
      .filter((booking) => keptTooLong(booking.keptAt, now, onLine))
      .map((booking) => booking.key),
  });
}
