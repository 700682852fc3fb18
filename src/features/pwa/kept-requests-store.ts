import { create } from 'zustand';
import type { Notice } from '../../lib/sw-protocol.ts';

type KeptRequestsState = {
  /** Requests kept on this device, waiting for the network. */
  waiting: number;
  /** Kept requests that could not be delivered and wait for the visitor's decision. */
  notices: Notice[];
  setStatus: (waiting: number, notices: Notice[]) => void;
};

/** Mirrors the service worker's queue; the worker is the source of truth, so nothing persists. */
export const useKeptRequestsStore = create<KeptRequestsState>()((set) => ({
  waiting: 0,
  notices: [],
  setStatus: (waiting, notices) => set({ waiting, notices }),
}));
