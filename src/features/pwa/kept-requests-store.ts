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
  setStatus: (
    waiting: number,
    notices: Notice[],
    problem?: boolean,
    bookings?: KeptBooking[],
  ) => void;
};

/** Mirrors the service worker's queue; the worker is the source of truth, so nothing persists. */
export const useKeptRequestsStore = create<KeptRequestsState>()((set) => ({
  waiting: 0,
  bookings: [],
  notices: [],
  problem: false,
  setStatus: (waiting, notices, problem = false, bookings = []) =>
    set({ waiting, notices, problem, bookings }),
}));

/** Takes the worker's STATUS, judged at `now` with the browser's word on being online. */
export function applyWorkerStatus(
  message: Extract<WorkerToPage, { type: 'STATUS' }>,
  now: number,
  onLine: boolean,
): void {
  useKeptRequestsStore
    .getState()
    .setStatus(
      message.waiting,
      message.notices,
      keptTooLong(message.oldestQueuedAt, now, onLine),
      message.bookings,
    );
}
