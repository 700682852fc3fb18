import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createIdbStorage } from '../../lib/idb-storage.ts';
import type { PendingSubmission } from './submission-key.ts';
import type { BookingDraft } from '#shared/schemas/form.ts';
import { DRAFT_KEEP_DAYS } from './draft-expiry.ts';

export type ContactDraft = { name: string; email: string; subject: string; message: string };

export type Drafts = { booking: BookingDraft; contact: ContactDraft };
export type FormName = keyof Drafts;

type Stored = {
  drafts: { [F in FormName]?: Drafts[F] };
  /** The idempotency key of the last attempt per form, until it is sent or refused. */
  submissions: { [F in FormName]?: PendingSubmission };
  /** When each draft last changed (ms since the epoch): it is dropped DRAFT_KEEP_DAYS later. */
  savedAt: { [F in FormName]?: number };
};

type DraftState = Stored & {
  saveDraft: <F extends FormName>(form: F, draft: Drafts[F] | null) => void;
  setSubmission: (form: FormName, submission: PendingSubmission | null) => void;
  /** After a send (or a queued send): the form starts empty next time. */
  clear: (form: FormName) => void;
};

const FORMS: readonly FormName[] = ['booking', 'contact'];
const KEEP_MS = DRAFT_KEEP_DAYS * 86_400_000;

/**
 * The drafts still within their time, and their forms' pending keys: a name, an e-mail and a
 * phone number typed once are not offered again weeks later (the privacy policy, §5). A draft
 * without a time of change was kept by an older version: its age is unknown, so it goes too.
 */
function unexpired(stored: Stored, now: number): Stored {
  const kept = { drafts: {}, submissions: {}, savedAt: {} } as Stored;
  for (const form of FORMS) {
    const savedAt = stored.savedAt[form];
    if (!stored.drafts[form] || savedAt === undefined || !(now - savedAt < KEEP_MS)) continue;
    Object.assign(kept.drafts, { [form]: stored.drafts[form] });
    Object.assign(kept.savedAt, { [form]: savedAt });
    if (stored.submissions[form])
      Object.assign(kept.submissions, { [form]: stored.submissions[form] });
  }
  return kept;
}

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
      savedAt: {},
      saveDraft: (form, draft) =>
        set((state) => ({
          drafts: draft ? { ...state.drafts, [form]: draft } : without(state.drafts, form),
          savedAt: draft ? { ...state.savedAt, [form]: Date.now() } : without(state.savedAt, form),
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
          savedAt: without(state.savedAt, form),
        })),
    }),
    {
      name: 'form-drafts',
      // 2: the booking draft under the payload's names (firstName, not first_name).
      // 3: each draft's time of change (savedAt).
      version: 3,
      storage: createJSONStorage(() => createIdbStorage('prestige-form-drafts')),
      partialize: ({ drafts, submissions, savedAt }) => ({ drafts, submissions, savedAt }),
      // An older version's drafts have no time of change: unexpired() drops them.
      migrate: (persisted) => persisted,
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Stored>;
        const object = <T>(value: T | undefined) =>
          typeof value === 'object' && value !== null ? value : ({} as T);
        return {
          ...current,
          ...unexpired(
            {
              drafts: object(stored.drafts),
              submissions: object(stored.submissions),
              savedAt: object(stored.savedAt),
            },
            Date.now(),
          ),
        };
      },
      // Read in the browser only, once a form mounts (draftsReady), never while prerendering.
      skipHydration: true,
    },
  ),
);

let hydrating: Promise<void> | null = null;

/**
 * Resolves once the stored drafts have been read from the device, those past their time
 * dropped (also in a page left open for days).
 */
export function draftsReady(): Promise<void> {
  if (useFormDrafts.persist.hasHydrated()) {
    const state = useFormDrafts.getState();
    const kept = unexpired(state, Date.now());
    if (FORMS.some((form) => state.drafts[form] !== kept.drafts[form]))
      useFormDrafts.setState(kept);
    return Promise.resolve();
  }
  hydrating ??= Promise.resolve(useFormDrafts.persist.rehydrate()).finally(() => {
    hydrating = null;
  });
  return hydrating;
}
