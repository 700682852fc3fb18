import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createIdbStorage } from '../../lib/idb-storage.ts';
import type { PendingSubmission } from './submission-key.ts';
import type { BookingDraft } from '#shared/schemas/form.ts';

export type ContactDraft = { name: string; email: string; subject: string; message: string };

export type Drafts = { booking: BookingDraft; contact: ContactDraft };
export type FormName = keyof Drafts;

type DraftState = {
  drafts: { [F in FormName]?: Drafts[F] };
  /** The idempotency key of the last attempt per form, until it is sent or refused. */
  submissions: { [F in FormName]?: PendingSubmission };
  saveDraft: <F extends FormName>(form: F, draft: Drafts[F] | null) => void;
  setSubmission: (form: FormName, submission: PendingSubmission | null) => void;
  /** After a send (or a queued send): the form starts empty next time. */
  clear: (form: FormName) => void;
};

function without<T extends object>(record: T, key: keyof T): T {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export const useFormDrafts = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      submissions: {},
      saveDraft: (form, draft) =>
        set((state) => ({
          drafts: draft ? { ...state.drafts, [form]: draft } : without(state.drafts, form),
        })),
      setSubmission: (form, submission) =>
        set((state) => ({
          submissions: submission
            ? { ...state.submissions, [form]: submission }
            : without(state.submissions, form),
        })),
      clear: (form) =>
        set((state) => ({
          drafts: without(state.drafts, form),
          submissions: without(state.submissions, form),
        })),
    }),
    {
      name: 'form-drafts',
      // 2: the booking draft under the payload's names (firstName, not first_name).
      version: 2,
      storage: createJSONStorage(() => createIdbStorage('prestige-form-drafts')),
      partialize: ({ drafts, submissions }) => ({ drafts, submissions }),
      migrate: (persisted, version) => (version < 2 ? renameV1(persisted) : persisted),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Pick<DraftState, 'drafts' | 'submissions'>>;
        const isObject = (value: unknown) => typeof value === 'object' && value !== null;
        return {
          ...current,
          drafts: isObject(stored.drafts) ? { ...stored.drafts } : {},
          submissions: isObject(stored.submissions) ? { ...stored.submissions } : {},
        };
      },
      // Read in the browser only, once a form mounts (draftsReady), never while prerendering.
      skipHydration: true,
    },
  ),
);

/** Version 1 kept the booking draft under snake_case names; the form reads the new ones. */
const V1_NAMES: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  pickup_location: 'pickupLocation',
  car_type: 'carType',
  special_requests: 'specialRequests',
};

function renameV1(persisted: unknown): unknown {
  const state = persisted as { drafts?: { booking?: Record<string, unknown> } } | null;
  const booking = state?.drafts?.booking;
  if (!booking || typeof booking !== 'object') return persisted;
  const renamed = Object.fromEntries(
    Object.entries(booking).map(([key, value]) => [V1_NAMES[key] ?? key, value]),
  );
  return { ...state, drafts: { ...state.drafts, booking: renamed } };
}

let hydrating: Promise<void> | null = null;

/** Resolves once the stored drafts have been read from the device. */
export function draftsReady(): Promise<void> {
  if (useFormDrafts.persist.hasHydrated()) return Promise.resolve();
  hydrating ??= Promise.resolve(useFormDrafts.persist.rehydrate()).finally(() => {
    hydrating = null;
  });
  return hydrating;
}
