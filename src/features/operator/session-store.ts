import { useSyncExternalStore } from 'react';
import type { SignInAnswer } from '#shared/schemas/lifecycle.ts';
import { createIdbStorage } from '../../lib/idb-storage.ts';

/**
 * The operator's signed-in device: the session the function gave at sign-in, kept in IndexedDB
 * until it expires (30 days) or the operator signs out. A 401 anywhere forgets it too.
 */
export type SessionState =
  /** Not read from the device yet (the prerendered page, the first moment). */
  | { kind: 'unknown' }
  | { kind: 'signed-out'; expired?: boolean }
  | { kind: 'signed-in'; session: string; expiresAt: string };

const KEY = 'operator-session';
const storage = createIdbStorage('prestige-operator');

let state: SessionState = { kind: 'unknown' };
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function parse(text: string | null, now: number): SessionState {
  try {
    const stored = JSON.parse(text ?? 'null') as Partial<SignInAnswer> | null;
    if (typeof stored?.session !== 'string' || typeof stored.expiresAt !== 'string') {
      return { kind: 'signed-out' };
    }
    if (!(Date.parse(stored.expiresAt) > now)) return { kind: 'signed-out', expired: true };
    return { kind: 'signed-in', session: stored.session, expiresAt: stored.expiresAt };
  } catch {
    return { kind: 'signed-out' };
  }
}

/** Reads the session from the device once (then the state is the store's). */
export function readSession(now = Date.now): Promise<void> {
  reading ??= Promise.resolve(storage.getItem(KEY)).then(
    (text) => {
      if (state.kind === 'unknown') publish(parse(text, now()));
    },
    () => publish({ kind: 'signed-out' }),
  );
  return reading;
}

export async function keepSession(answer: SignInAnswer): Promise<void> {
  publish({ kind: 'signed-in', session: answer.session, expiresAt: answer.expiresAt });
  await storage.setItem(KEY, JSON.stringify(answer));
}

/** Signs the device out here: after a sign-out, or when the function no longer knows it. */
export async function forgetSession({ expired = false } = {}): Promise<void> {
  publish({ kind: 'signed-out', expired });
  await storage.removeItem(KEY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const unknown: SessionState = { kind: 'unknown' };

/** The session as the page sees it; `unknown` while prerendering and hydrating. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => unknown,
  );
}

/** For tests: a device as it was before any visit. */
export function resetSessionForTests(): void {
  state = { kind: 'unknown' };
  reading = undefined;
}
